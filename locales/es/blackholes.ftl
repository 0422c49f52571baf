# Por qué se rechaza una jugada de Black Holes on 5x8. Los identificadores de
# reglas (B1-B7, FIDE 3), las casillas y las letras de pieza no cambian. $side y
# $other son las claves `white` o `black` (se selecciona).

blackholes-hint = escriba SAN para una jugada normal (e4, Ke2, Hd3, Nb8-c6), una colocación entre paréntesis ((He1)), o una jugada relativista como pieza, salida, agujero de entrada, agujero de salida, - o x, llegada (Ra1-b1-a4xb4, d2-d3-d3-d6)
blackholes-drop-hole = solo se colocan agujeros (B2)
blackholes-no-move = aquí no existe esa jugada para las { $side ->
        [white] blancas
       *[black] negras
    } (B1-B6, FIDE 3.2-3.8)
blackholes-self-check = dejaría al rey { $side ->
        [white] blanco
       *[black] negro
    } donde las { $other ->
        [white] blancas
       *[black] negras
    } podrían capturarlo, contando las jugadas relativistas (B6, FIDE 3.9.2)
# $rank: el número de la primera fila del bando (1 u 8).
blackholes-drop-rank = un agujero se coloca en una casilla vacía de la primera fila propia, la fila { $rank } (B2)
blackholes-no-path = la pieza en { $from } no puede entrar en un agujero propio en { $entry } y salir de un agujero propio en { $exit } (B4)
# $landings: las casillas a las que sí llega, unidas con list-or.
blackholes-lands = al salir de { $exit } en la dirección en que entró en { $entry }, la pieza de { $from } llega a { $landings }, no a { $to } (B4)
