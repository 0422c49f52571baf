# Siehe locales/en/settings-more.ftl.

settings-digest-on = Ihre Zusammenfassung kommt { $often ->
        [once] täglich um { $times }
       *[several] jeden Tag um { $times }
    } (Zeit von { $zone }).
settings-digest-next = Die nächste ist am { $next } fällig.
settings-digest-waits = Die Mails über die Züge Ihrer Gegner warten auf sie; das Ende einer Partie, Erinnerungen an Ihre Fristen und Antworten auf Ihre eigenen Mails kommen weiterhin sofort.
settings-digest-off = Ihre Zusammenfassung ist aus: jede Mail kommt wieder sofort.
settings-digest-off-last = Ihre Zusammenfassung ist aus: jede Mail kommt wieder sofort; was auf die Zusammenfassung wartete, kommt jetzt in einer letzten Mail.
