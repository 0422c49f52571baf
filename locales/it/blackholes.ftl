# Perché una mossa di Black Holes su 5x8 è rifiutata (vedi
# locales/en/blackholes.ftl). Riferimenti alle regole (B1-B7, FIDE 3), case e
# lettere dei pezzi restano invariati. $side e $other sono le chiavi `white` o
# `black` (selettore).

blackholes-hint = scriva in SAN una mossa normale (e4, Ke2, Hd3, Nb8-c6), un paracadutaggio tra parentesi ((He1)), o una mossa relativistica come pezzo, partenza, buco nero, buco bianco, - o x, arrivo (Ra1-b1-a4xb4, d2-d3-d3-d6)
blackholes-drop-hole = si possono paracadutare solo i buchi (B2)
blackholes-no-move = qui il { $side ->
        [white] Bianco
       *[black] Nero
    } non ha una mossa del genere (B1-B6, FIDE 3.2-3.8)
blackholes-self-check = la mossa lascerebbe il re { $side ->
        [white] bianco
       *[black] nero
    } dove il { $other ->
        [white] Bianco
       *[black] Nero
    } potrebbe catturarlo, mosse relativistiche comprese (B6, FIDE 3.9.2)
# $rank: il numero della prima traversa del colore (1 o 8).
blackholes-drop-rank = un buco si paracaduta su una casa vuota della propria prima traversa, la traversa { $rank } (B2)
blackholes-no-path = il pezzo in { $from } non può entrare in un proprio buco in { $entry } e uscire da un proprio buco in { $exit } (B4)
# $landings: le case in cui atterra, unite con list-or.
blackholes-lands = uscendo da { $exit } nella direzione in cui è entrato in { $entry }, il pezzo proveniente da { $from } atterra in { $landings }, non in { $to } (B4)
