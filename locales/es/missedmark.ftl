# Por qué se rechaza una jugada de Missed-Mark Chess. Los identificadores de
# reglas (X2-X5), las casillas y las jugadas no cambian. $rule es la regla de
# desplazamiento del jugador, la clave `source` o `total` (se selecciona).

missedmark-hint = escriba la jugada hecha en notación algebraica larga (Bc1-c3, e2:d4, a7-a1/Q, O-O-O) y, tras una jugada desplazada, la jugada pretendida entre paréntesis: Bc1-c3 (Nb1-c3) o Bc1-c3 (intend Nb1-c3)
missedmark-no-move = ninguna jugada normal, ni ninguna jugada desplazada según su regla (desplazamiento { $rule ->
        [source] de origen
       *[total] total
    }), da esta jugada (X2-X4)
# $ways: las jugadas con sus jugadas pretendidas que la darían (list-or).
missedmark-displaced = según su regla (desplazamiento { $rule ->
        [source] de origen
       *[total] total
    }) es una jugada desplazada: escríbala con su jugada pretendida, { $ways } (X5)
# Una línea bajo la jugada de la respuesta. $side: el nombre del bando
# (side-white, side-black); $from y $to las casillas de la jugada pretendida.
missedmark-note = Jugada desplazada: las { $side } pretendían jugar { $from }-{ $to } (desplazamiento { $rule ->
        [source] de origen
       *[total] total
    }).
