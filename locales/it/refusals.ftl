# See locales/en/refusals.ftl for what each message says.

refusal-not-your-turn = non tocca a Lei muovere: muove il { $side } ({ $number }); i giocatori muovono a turno (FIDE 1.1)
refusal-game-over = la partita { $game } è finita: { $result } { $how } (FIDE 5)
refusal-second-move = una sola mossa per messaggio: "{ $text }" viene dopo la Sua mossa; non è stato giocato nulla, invii la Sua mossa da sola (docs/rules/chess.md)
refusal-no-offer = non c'è alcuna offerta di patta dell'avversario da rifiutare (FIDE 9.1.2)
refusal-offer-stands = la Sua offerta di patta è ancora valida; l'avversario non ha ancora risposto (FIDE 9.1.2)
refusal-claim-not-to-move = solo il giocatore che ha il tratto può richiedere la patta, o richiederla insieme alla mossa che ripete la posizione (FIDE 9.2.1)
refusal-empty = nessuna mossa indicata
refusal-unreadable = impossibile leggere { $text } come mossa: { $hint }
refusal-illegal = { $text } non è legale: { $reason }
refusal-ambiguous = { $text } è ambigua: può essere { $candidates }
refusal-or = o
refusal-null-move = { $text } è una mossa nulla (passare il turno), che non è una mossa legale in { $variant }
refusal-over = la partita è finita: { $how }
refusal-wrong-number = il numero di mossa { $given } è sbagliato: ora è la mossa { $expected } (un numero di mossa, se scritto, deve essere quello della partita: docs/rules/chess.md)
refusal-wrong-side = il numero { $given } è scritto per { $written ->
        [white] il Bianco
       *[black] il Nero
    }, ma tocca { $side ->
        [white] al Bianco
       *[black] al Nero
    } (mossa { $expected })
refusal-claim-refused = non si può richiedere la patta: la posizione si è presentata { $occurrences } { $occurrences ->
        [one] volta
       *[other] volte
    } (ne servono 3) { $quiet ->
        [one] ed è stata giocata { $quiet } mossa
       *[other] e sono state giocate { $quiet } mosse
    } senza catture né mosse di pedone (ne servono 50; G1, FIDE 9.2 e 9.3)
refusal-conditionals-unproven = le mosse condizionali valgono solo in una risposta a uno dei miei messaggi sulla partita { $game } che porti il Suo codice e superi i controlli della posta, e { $why }; non è stato fatto nulla: risponda al mio ultimo messaggio
