# Por qué se rechaza una jugada de Combining Knightmare Chess. Los
# identificadores de reglas (K1-K5, FIDE 3), las casillas y las letras de pieza no
# cambian. $side es la clave `white` o `black` (se selecciona).

knightmare-hint = escriba SAN (Nf3, exd5, O-O, e8=Q); un Knightmare por sus dos letras en el orden Q R B N (QNe4, QNd2-e4, QNxe4); para formar uno: la pieza que mueve, ~, la pieza que está quieta, la casilla (Q~Nc2)
knightmare-castling = el enroque exige un rey que no se haya movido y una torre simple (K4), casillas vacías entre ellos y ninguna casilla atacada en el camino del rey
# $name: las dos letras del Knightmare (QN).
knightmare-moved-last = el Knightmare { $name } en { $square } hizo la última jugada: no puede mover dos veces seguidas (K2)
knightmare-self-check = dejaría al rey { $side ->
        [white] blanco
       *[black] negro
    } en jaque (los Knightmares dan jaque con sus mitades, K3)
knightmare-joins = ~ forma un Knightmare: una pieza simple (N, B, R, Q) que se mueve sobre una pieza simple contraria (K1)
# $letters: las letras de pieza tal como se escribieron (N, QN, P).
knightmare-no-move = ninguna pieza de las { $side ->
        [white] blancas
       *[black] negras
    } llamada { $letters } puede ir a { $to }
