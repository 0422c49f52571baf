# Si veda locales/en/settings-more.ftl.

settings-digest-on = Il Suo riepilogo arriva { $often ->
        [once] ogni giorno alle { $times }
       *[several] alle { $times } di ogni giorno
    } (ora di { $zone }).
settings-digest-next = Il prossimo è previsto per { $next }.
settings-digest-waits = I messaggi sulle mosse dei Suoi avversari lo aspettano; la fine di una partita, i promemoria delle Sue scadenze e le risposte ai Suoi messaggi arrivano sempre subito.
settings-digest-off = Il Suo riepilogo è disattivato: ogni messaggio arriva di nuovo subito.
settings-digest-off-last = Il Suo riepilogo è disattivato: ogni messaggio arriva di nuovo subito; ciò che aspettava il riepilogo arriva ora in un ultimo messaggio.
