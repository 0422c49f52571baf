# Perché un turno di Momentum Chess è rifiutato, e i suoi arresti automatici a
# parole (vedi locales/en/momentum.ftl). Riferimenti alle regole (M1-M7), case,
# lettere dei pezzi e designatori Betza restano invariati. $side è la chiave
# `white` o `black` (selettore); $other il nome dell'altro colore (side-white,
# side-black); $piece il nome di un pezzo.

momentum-hint = scriva gli eventi del turno separati da virgole, nell'ordine in cui avvengono, p. es. "e4-e6, Bf1-b5"; un pezzo si può indicare con la lettera o con il designatore Betza tra parentesi; "X-X" ferma un pezzo
momentum-incomplete = il turno è incompleto: il pezzo in { $at } ({ $piece }) è in moto e deve proseguire fino a { $to } (scriva "{ $at }-{ $to }" nel punto in cui avviene, o lo fermi con "{ $at }-{ $at }"; M2, M5)
momentum-needs-action = un turno richiede esattamente un'azione: avviare un pezzo, o fermarne uno in moto con "X-X" (non si può passare, M2)
momentum-king-danger = dopo questo turno il { $other } potrebbe catturare il re { $side ->
        [white] bianco
       *[black] nero
    } ordinando in un certo modo il turno successivo (M1)
momentum-castling = l'arrocco richiede il diritto di arroccare, case vuote tra re e torre, e nessuna casa attraversata dal re dove l'avversario potrebbe catturarlo al turno successivo (M4)
momentum-in-motion = il pezzo in { $at } è in moto: può solo proseguire fino a { $to } o essere fermato ({ $at }-{ $at })
# $why: uno dei messaggi momentum-blocked-*.
momentum-stops-itself = il pezzo in { $at } si ferma da solo ({ $why })
momentum-moved-already = il pezzo in { $at } si è già mosso in questo turno
momentum-action-used = l'unica azione del turno (un avvio o un arresto) è già stata usata; gli altri pezzi possono solo proseguire per slancio
momentum-en-passant-gone = non c'è nulla da catturare en passant in { $passed }: il pedone che ha fatto il doppio passo fino a { $victim } è stato catturato prima in questo turno (M6)
momentum-no-stop = lì non c'è nessun pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } in moto da fermare
momentum-no-move = nessun pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } può farlo a questo punto del turno
momentum-no-event-left = il pezzo in { $from } non ha più eventi di slancio in questo turno
momentum-no-promotion = { $from }-{ $to } non porta a una promozione
momentum-name-piece = { $from }-{ $to } raggiunge l'ultima traversa: indichi il nuovo pezzo
momentum-cannot-continue = il pezzo in { $from } non può proseguire fino a { $to }
momentum-no-autostop = qui il pezzo in { $at } non si ferma da solo
momentum-one-action = un turno ha una sola azione
momentum-nothing-to-stop = in { $at } non c'è nessun pezzo in moto da fermare
momentum-blocked-edge = la casa successiva del pezzo è fuori dalla scacchiera
momentum-blocked-path = { $square } è sul cammino del pezzo
momentum-blocked-own = in { $square } c'è un pezzo dello stesso colore
momentum-blocked-occupied = { $square } è occupata e il pezzo si muove senza catturare
momentum-blocked-nothing = non c'è nulla da catturare in { $square }
# Una riga sotto la mossa della risposta: un pezzo in moto che si è fermato da solo.
momentum-autostop = Arresto automatico: il pezzo in { $at } ({ $piece }) si ferma da solo, perché { $why }.
