# Por qué se rechaza un turno de Momentum Chess, y sus paradas automáticas en
# palabras. Los identificadores de reglas (M1-M7), las casillas, las letras de
# pieza y las cadenas de Betza no cambian. $side es la clave `white` o `black`
# (se selecciona); $other es el nombre del otro bando (side-white, side-black).
# $piece es el nombre de una pieza (spoken-knight ..., el nombre inglés de una
# pieza de ejército, o piece-any).

momentum-hint = escriba los sucesos del turno separados por comas, en el orden en que ocurren, p. ej. "e4-e6, Bf1-b5"; una pieza puede nombrarse por su letra o por su cadena de Betza entre paréntesis; "X-X" detiene una pieza
momentum-incomplete = el turno está incompleto: la pieza en { $at } ({ $piece }) está en movimiento y debe seguir hasta { $to } (escriba "{ $at }-{ $to }" donde ocurra, o deténgala con "{ $at }-{ $at }"; M2, M5)
momentum-needs-action = un turno necesita su única acción: poner en marcha una pieza, o detener una en movimiento con "X-X" (no se puede pasar, M2)
momentum-king-danger = después, las { $other } podrían capturar al rey { $side ->
        [white] blanco
       *[black] negro
    } en algún orden de su siguiente turno (M1)
momentum-castling = el enroque exige el derecho a enrocar, las casillas entre el rey y la torre vacías y ninguna casilla de paso del rey en la que el adversario pudiera capturarlo en su siguiente turno (M4)
momentum-in-motion = la pieza en { $at } está en movimiento: solo puede seguir hasta { $to } o ser detenida ({ $at }-{ $at })
# $why: uno de los mensajes momentum-blocked-*.
momentum-stops-itself = la pieza en { $at } se detiene sola ({ $why })
momentum-moved-already = la pieza en { $at } ya se ha movido en este turno
momentum-action-used = la única acción del turno (poner en marcha o detener) ya se ha usado; las demás piezas solo pueden seguir por su impulso
momentum-en-passant-gone = no hay nada que capturar al paso en { $passed }: el peón que hizo el paso doble a { $victim } ya fue capturado antes en este turno (M6)
momentum-no-stop = ahí no hay ninguna pieza de las { $side ->
        [white] blancas
       *[black] negras
    } en movimiento que detener
momentum-no-move = ninguna pieza de las { $side ->
        [white] blancas
       *[black] negras
    } puede hacer eso en este momento del turno
momentum-no-event-left = a la pieza en { $from } no le queda ningún suceso de impulso en este turno
momentum-no-promotion = { $from }-{ $to } no promociona
momentum-name-piece = { $from }-{ $to } llega a la última fila: nombre la pieza nueva
momentum-cannot-continue = la pieza en { $from } no puede seguir hasta { $to }
momentum-no-autostop = la pieza en { $at } no se detiene sola aquí
momentum-one-action = un turno tiene una sola acción
momentum-nothing-to-stop = no hay ninguna pieza en movimiento que detener en { $at }
momentum-blocked-edge = su siguiente casilla está fuera del tablero
momentum-blocked-path = { $square } le cierra el paso
momentum-blocked-own = una pieza de su propio bando está en { $square }
momentum-blocked-occupied = { $square } está ocupada y la pieza se mueve sin capturar
momentum-blocked-nothing = no hay nada que capturar en { $square }
# Una línea bajo la jugada de la respuesta: una pieza en movimiento que se detuvo sola.
momentum-autostop = Parada automática: la pieza en { $at } ({ $piece }) se detiene sola, porque { $why }.
