# Perché una mossa di Combining Knightmare Chess è rifiutata (vedi
# locales/en/knightmare.ftl). Riferimenti alle regole (K1-K5, FIDE 3), case e
# lettere dei pezzi restano invariati. $side è la chiave `white` o `black`
# (selettore).

knightmare-hint = scriva in SAN (Nf3, exd5, O-O, e8=Q); un Knightmare con le due lettere nell'ordine Q R B N (QNe4, QNd2-e4, QNxe4); per formarne uno: il pezzo che si muove, ~, il pezzo fermo, la casa (Q~Nc2)
knightmare-castling = l'arrocco richiede un re e una torre normale mai mossi (K4), case vuote tra loro e nessuna casa attaccata sul percorso del re
# $name: le due lettere del Knightmare (QN).
knightmare-moved-last = il Knightmare { $name } in { $square } ha mosso per ultimo: non può muovere due volte di seguito (K2)
knightmare-self-check = la mossa lascerebbe il re { $side ->
        [white] bianco
       *[black] nero
    } sotto scacco (i Knightmare danno scacco con le loro metà, K3)
knightmare-joins = ~ forma un Knightmare: un pezzo normale (N, B, R, Q) che va su un pezzo normale avversario (K1)
# $letters: le lettere come scritte (N, QN, P).
knightmare-no-move = nessun pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } chiamato { $letters } può andare in { $to }
