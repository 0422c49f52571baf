# Por qué se rechaza una jugada, en palabras del motor de reglas (ajedrez FIDE,
# Chess with Different Armies y la notación de cada variante). Los
# identificadores de reglas (FIDE 3.8.2, M7), las casillas, las letras de pieza y
# las cadenas de Betza no cambian. $side en minúscula es la clave `white` o
# `black` (se selecciona); $piece es el nombre de una pieza (la palabra española
# de una pieza FIDE, o el nombre inglés de una pieza de ejército).

## Enumeraciones

# "la torre en e8 y el alfil en b4": $first un elemento, $rest los demás.
list-and = { $first } y { $rest }
list-or = { $first } o { $rest }

## Notación numérica ICCF

numeric-no-square = en la notación numérica ICCF una casilla son dos cifras del 1 al 8, columna y luego fila (e2 = 52); { $pair } no es una casilla
numeric-length = la notación numérica ICCF escribe una jugada como la casilla de salida y la de llegada, con dos cifras cada una (5254 = e2-e4), y una quinta cifra para la promoción; { $digits } tiene { $count } { $count ->
        [one] cifra
       *[other] cifras
    }
numeric-promotion-digit = la quinta cifra de una jugada numérica ICCF es la pieza de promoción: 1 dama, 2 torre, 3 alfil, 4 caballo; { $digit } no es ninguna de ellas

## Ajedrez FIDE y Chess with Different Armies

chess-hint = escriba SAN como Nf3, exd5, O-O o e8=Q, notación algebraica larga como Ng1-f3, coordenadas como e2e4, o notación numérica ICCF como 5254 o 57581
wing-king = corto (flanco de rey)
wing-queen = largo (flanco de dama)
# $side es el nombre del bando (side-white, side-black); $wing wing-king o wing-queen.
castle-no-right = las { $side } ya no tienen derecho a enrocar { $wing } (FIDE 3.8.2.1)
castle-in-check = no se puede enrocar estando en jaque (FIDE 3.8.2.2)
castle-squares = el enroque { $wing } exige que las casillas entre el rey y la torre estén vacías, y el rey no puede atravesar una casilla atacada ni terminar en ella (FIDE 3.8.2)
capture-nothing = no hay nada que capturar en { $to } (la marca de captura debe ser cierta: docs/rules/chess.md)
# $choices: las letras a las que puede promocionar un peón (Q, R, B, N).
promotion-wrong-piece = un peón no puede promocionar a esa pieza (elija { $choices }; FIDE 3.7.5)
promotion-not-last-rank = solo promociona un peón que llega a la última fila (FIDE 3.7.5)
no-piece-letter = no hay ninguna pieza { $letter } en esta partida
no-army-piece = ninguna pieza del ejército de las { $side ->
        [white] blancas
       *[black] negras
    } es { $designator } (nombre una pieza por su letra, su cadena de Betza o su nombre: vea la leyenda bajo el tablero)
# $rule: un artículo FIDE (FIDE 3.6) o rule-betza.
no-such-move = las { $side ->
        [white] blancas
       *[black] negras
    } no tienen { $piece } que pueda ir a { $to } ({ $rule })
piece-cannot-move = la pieza de las { $side ->
        [white] blancas
       *[black] negras
    } en { $from } ({ $piece }) no puede ir a { $to } ({ $rule })
rule-betza = se mueve { $betza }, M7
attacker = { $piece } en { $square }
self-check = dejaría al rey { $side ->
        [white] blanco
       *[black] negro
    } en jaque (FIDE 3.9.2)
self-check-from = dejaría al rey { $side ->
        [white] blanco
       *[black] negro
    } en jaque (atacantes: { $attackers }; FIDE 3.9.2)
# Una pieza no nombrada por su letra.
piece-any = pieza
# Una línea bajo la jugada de la respuesta: $text tal como lo escribió el
# jugador, $canonical la jugada como se leyó.
note-capital-file = "{ $text }" se leyó como { $canonical } (una letra de columna en mayúscula leída como la columna: ninguna jugada de pieza encaja).

rules-unknown-variant = variante desconocida { $variant } (véase `arbiter variants`)
rules-unknown-option = la variante { $variant } no tiene la opción { $key }
rules-bad-option = opción { $key }: { $value } no es ninguno de los valores { $allowed }
rules-position = texto de posición: { $error }
rules-variant-mismatch = la etiqueta Variant de la partida dice { $tag }, pero --variant dice { $given }
