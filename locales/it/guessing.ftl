# Si veda locales/en/guessing.ftl.

guess-target-game = la partita { $game }
guess-target-sender = il mittente { $sender }
guess-subject = Tentativi di indovinare codici: messaggi per { $what } trattenuti
guess-found = Qualcuno tenta di indovinare codici segreti: { $first } ha avuto { $count ->
        [one] { $count } tentativo fallito
       *[other] { $count } tentativi falliti
    } nell'ultimo intervallo di { $window } (il massimo consentito è { $limit }; [auth] guess_limit e guess_window).
guess-held = D'ora in poi i messaggi con un codice, un contrassegno o un codice organizzatore errato per { $what } sono trattenuti senza risposta ("arbiter held list" li mostra), e un messaggio con il codice giusto della partita conta solo dopo la conferma del giocatore, così un falsario non ne ricava nulla. Il vero giocatore può continuare a giocare. Questo dura finché per { $window } non arriva più nessun messaggio simile; Lei ne viene informato una sola volta.
guess-evidence = I tentativi falliti (ora, mittente dichiarato, partita, tipo, messaggio, che cosa portava):
guess-more = ... e altri { $count }
guess-tried-game = partita { $game }
