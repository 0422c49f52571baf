# Si veda locales/en/replies-more.ftl.

nothing-attachments-only = il messaggio contiene solo allegati; scriva la Sua mossa nel testo del messaggio
nothing-empty = il messaggio è vuoto: scriva la Sua mossa (o un comando come "board") da sola su una riga
nothing-found = non è stata trovata né una mossa né un comando: scriva la Sua mossa da sola su una riga, come "Cf3" o "12... Cf6"
nothing-charset = (una parte del messaggio è in un set di caratteri che non sono riuscito a leggere; un semplice testo UTF-8 funziona meglio)

## La scacchiera chiesta con "board" (l'oggetto)

board-subject = Scacchiera dopo { $turns } { $turns ->
        [one] turno
       *[other] turni
    }
moves-none-yet = (nessuna finora)

## La nota a ogni organizzatore su un messaggio trattenuto (held_note.txt)

held-note-subject = Un messaggio è trattenuto per Lei
held-note-intro = Un messaggio è trattenuto per Lei: il controllo del messaggio ha superato il limite di ricerca ({ $limit }).
held-note-from = Da:
held-note-mail-subject = Oggetto:
held-note-message-id = Message-ID:
held-note-game = Partita:
held-note-game-unknown = (sconosciuta)
held-note-what-now = Non è stato cambiato nulla. Il messaggio è conservato nella base di dati (esito "held"; è arrivato come { $source }). Per giudicarlo con un limite più alto, aumenti [limits] search_states / search_seconds nella configurazione ed esegua `arbiter held release { $key }`; il mittente riceve allora la risposta consueta.
