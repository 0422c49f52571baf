# Le note che un giocatore legge da solo sulle proprie linee condizionali (vedi
# locales/en/notes.ftl). Le linee ("if 24... Dxe5 then 25. d4") e le parole di
# comando restano come l'arbitro le legge; un motivo dal controllo delle regole
# ($why, $reason) arriva nella stessa lingua.

## L'oggetto di un messaggio che porta solo note

notes-subject = Le Sue mosse condizionali

## Linee ricevute con una mossa

notes-kept = Mosse condizionali registrate ({ $count ->
        [one] { $count } linea
       *[other] { $count } linee
    }; il Suo avversario non può vederle):
notes-kept-replacing = Mosse condizionali registrate ({ $count ->
        [one] { $count } linea
       *[other] { $count } linee
    }, che sostituiscono quelle lasciate prima; il Suo avversario non può vederle):
notes-refused = Mosse condizionali rifiutate, nulla ne è stato registrato:
notes-refused-earlier-stand = Mosse condizionali rifiutate, nulla ne è stato registrato (le Sue linee precedenti restano valide):
notes-refused-line = linea { $number } ("{ $written }"): { $why }
notes-refused-more = ... e altre { $count }

## Perché una linea è rifiutata

notes-why-forbidden = { $name } (torneo { $tournament }) non ammette mosse condizionali; invii ogni mossa quando tocca a Lei
notes-why-too-long = ha { $plies } semimosse, più del limite di { $limit } ([limits] conditional_plies)
notes-why-too-many = può lasciare al massimo { $limit } { $limit ->
        [one] linea
       *[other] linee
    } in una partita ([limits] conditional_lines)
notes-why-game-over = la partita è finita
notes-why-own-turn = tocca a Lei: una linea condizionale comincia con la mossa del Suo avversario, quindi invii prima la Sua mossa (può stare nello stesso messaggio, sopra le linee)
notes-why-over-after-condition = dopo { $turn } la partita è finita ({ $result } { $how }): nulla può rispondervi
notes-why-over-after-reply = dopo { $turn } la partita è finita: i passi successivi non possono mai arrivare
notes-why-two-replies = risponde a { $condition } con { $reply }, ma la linea { $line } vi risponde con { $other }: una mossa ha una sola risposta

## Che cosa è stato delle linee quando l'avversario ha mosso

notes-played = La Sua risposta condizionale { $reply } è stata giocata subito.
notes-played-going-on = La Sua risposta condizionale { $reply } è stata giocata subito; { $go_on ->
        [one] { $go_on } linea prosegue
       *[other] { $go_on } linee proseguono
    }.
notes-played-dropping = La Sua risposta condizionale { $reply } è stata giocata subito; { $dropped ->
        [one] { $dropped } linea che attendeva un'altra mossa è scartata
       *[other] { $dropped } linee che attendevano un'altra mossa sono scartate
    }.
notes-played-going-on-dropping = La Sua risposta condizionale { $reply } è stata giocata subito; { $go_on ->
        [one] { $go_on } linea prosegue
       *[other] { $go_on } linee proseguono
    }; { $dropped ->
        [one] { $dropped } linea che attendeva un'altra mossa è scartata
       *[other] { $dropped } linee che attendevano un'altra mossa sono scartate
    }.
notes-unexpected = Il Suo avversario ha giocato { $turn }, che nessuna delle Sue linee condizionali prevedeva: sono scartate ({ $count ->
        [one] { $count } linea
       *[other] { $count } linee
    }).
notes-not-played = La Sua risposta condizionale { $reply } non ha potuto essere giocata ({ $reason }); le Sue linee sono scartate.
notes-moved-past = Le Sue mosse condizionali sono scartate: la partita le ha ormai superate.
notes-stopped = Le Sue mosse condizionali in questa partita sono scartate: un'offerta di patta, una richiesta, un abbandono o la fine della partita le ferma.

## "cancel conditionals" e "conditionals"

notes-cancelled = { $count ->
        [one] La Sua linea condizionale in sospeso è annullata.
       *[other] Le Sue { $count } linee condizionali in sospeso sono annullate.
    }
notes-cancelled-none = Non aveva mosse condizionali in sospeso.
notes-pending = Le Sue mosse condizionali in sospeso (il Suo avversario non può vederle):
notes-pending-none = Non ha mosse condizionali in sospeso in questa partita.

## Perché una riga che comincia con "if" non si legge

conditional-missing-then = il passo { $step } non ha `then`: scriva `if MOSSA AVVERSARIA then SUA MOSSA`
conditional-two-thens = il passo { $step } ha due `then`; separi i passi con `;`
conditional-no-condition = il passo { $step } non ha una condizione
conditional-no-reply = il passo { $step } non ha una risposta
conditional-condition-not-one-turn = la condizione del passo { $step }, "{ $text }", non è una sola mossa
conditional-reply-not-one-turn = la risposta del passo { $step }, "{ $text }", non è una sola mossa
notes-why-ply = semimossa { $ply } ({ $turn }): { $reason }
