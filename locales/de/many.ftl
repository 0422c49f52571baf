# Die Mails an einen Spieler mit vielen Partien: die Zusammenfassung (digest.txt)
# und die Übersicht über seine Partien (overview.txt). Dieselben IDs mit denselben
# Platzhaltern wie locales/en/many.ftl (tests/locales.rs). Befehlswörter in
# doppelten Anführungszeichen bleiben englisch ("digest off", "timezone").
# Anrede: "Sie". Begriffe: GLOSSARY.md.

## Die Zusammenfassung

digest-subject = Zusammenfassung: Sie sind in { $count } { $count ->
        [one] Partie
       *[other] Partien
    } am Zug
digest-intro = Ihre Zusammenfassung vom { $when }: { $count } { $count ->
        [one] Partie, in der
       *[other] Partien, in denen
    } Sie am Zug sind.
digest-game = == Partie { $game }: { $white } – { $black }, { $variant } ==
digest-last-move = Letzter Zug Ihres Gegners: { $move }
digest-news = Seit Ihrer letzten Zusammenfassung außerdem in Partien, in denen Sie jetzt nicht am Zug sind:
digest-news-game = Partie { $game }: { $summary }
digest-how = Um in einer Partie zu ziehen, antworten Sie auf eine beliebige meiner Mails zu dieser Partie (sie enthält Ihren Code dafür). Das Ende einer Partie, Erinnerungen an Ihre Fristen und Antworten auf Ihre eigenen Mails kommen sofort, nicht in der Zusammenfassung.
digest-several = Um in mehreren dieser Partien zugleich zu ziehen, antworten Sie auf diese Mail mit einer Zeile je Partie:
digest-off = Senden Sie "digest off", um wieder jede Mail sofort zu erhalten.

## Die Übersicht ("games")

overview-subject = Ihre Partien: { $running } laufend, in { $yours } sind Sie am Zug
overview-intro = Ihre Partien: { $running } laufend, in { $yours } sind Sie am Zug.
overview-urgent = Die dringendsten zuerst (wo Sie am Zug sind, die mit der geringsten Restbedenkzeit vorn):
overview-game = Partie { $game }, { $variant }: Sie spielen mit { $side } gegen { $opponent }.
overview-your-move = Sie sind am Zug
overview-their-move = { $side } ({ $opponent }) ist am Zug
overview-plies = Halbzüge bisher: { $plies }, letzter: { $last }.
overview-time-left = Ihre verbleibende Bedenkzeit: { $left }.
overview-move-by = Ziehen Sie bis { $deadline }.
overview-none-running = Sie haben keine laufende Partie.
overview-finished = In den letzten { $days } Tagen beendet:
overview-finished-game = Partie { $game }, { $variant }: { $result } ({ $how }), Sie spielten mit { $side } gegen { $opponent }; beendet am { $ended }.
overview-several = Um in mehreren Partien zugleich zu ziehen, antworten Sie auf diese Mail mit einer Zeile je Partie:
overview-several-after = (bei einer Variante, deren Züge mehrere Zeilen umfassen, eine Zeile "{ $label }" und darunter die Zeilen des Zuges). Der Teil jeder Partie wird für sich behandelt: Wird ein Zug abgelehnt, betrifft das nur seine Partie. Die Antwortadresse dieser Mail enthält Ihren Spielercode, der beweist, dass die Antwort von Ihnen stammt; behalten Sie ihn für sich.
overview-zone = Fristen sind in UTC angegeben; senden Sie "timezone" mit dem IANA-Namen Ihrer Zeitzone (zum Beispiel "timezone Europe/Berlin") in einer Antwort zu einer Ihrer Partien, um sie zusätzlich in Ihrer eigenen Zeitzone zu sehen.
overview-none-yet = noch keiner
