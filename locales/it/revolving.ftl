# Perché una mossa di Revolving Chess, Promotions and Demotions (ProDem) o Move
# Up Take Down (MUTD) è rifiutata (vedi locales/en/revolving.ftl). Riferimenti
# alle regole (R1, P1-P3, U1, FIDE 3), case e lettere dei pezzi restano
# invariati. $side è la chiave `white` o `black` (selettore); $piece il nome di
# un pezzo.

revolving-hint = scriva in SAN con, tra parentesi, il pezzo dopo il cambiamento, p. es. Nc3(B), R:B(Q), Re8e5(N), O-O(Q), o -- per il passo di ProDem
prodem-pass = ProDem permette un passo solo come primo turno del Bianco, "1. --" (P1); in ogni altro turno si deve muovere un pezzo
# $becomes: le lettere possibili (list-or); $suffix la lettera scritta.
revolving-becomes = dopo questa mossa il pezzo diventa { $becomes }, non { $suffix }
revolving-self-check = la mossa lascerebbe il re { $side ->
        [white] bianco
       *[black] nero
    } sotto scacco, giudicando il pezzo mosso dopo il cambiamento (R1, FIDE 3.9.2)
revolving-castling = qui l'arrocco non è possibile (FIDE 3.8.2; R1: solo Revolving permette l'arrocco)
# $why: prodem-odd, prodem-even, revolving-moves, prodem-moves o mutd-moves.
revolving-no-reach = nessun pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } ({ $piece }) può raggiungere { $square } ({ $why })
# $victim: la lettera del pezzo da catturare.
revolving-no-capture = nessun pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } ({ $piece }) può catturare un pezzo { $victim } ({ $why })
revolving-no-move = nessun pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } ({ $piece }) può muovere ({ $why })
prodem-odd = il turno è dispari: un pedone non può essere retrocesso, quindi non può muovere, P2
prodem-even = il turno è pari: una donna non può essere promossa, quindi non può muovere, P2
revolving-moves = movimenti del pezzo: FIDE 3.2-3.8, dopo i cambiamenti di R1
prodem-moves = movimenti del pezzo: FIDE 3.2-3.8, con P2-P3
mutd-moves = movimenti del pezzo: FIDE 3.2-3.8, con U1
