# Por qué se rechaza una jugada de Revolving Chess, Promotions and Demotions
# (ProDem) o Move Up Take Down (MUTD). Los identificadores de reglas (R1, P1-P3,
# U1, FIDE 3), las casillas y las letras de pieza no cambian. $side es la clave
# `white` o `black` (se selecciona). $piece es el nombre de una pieza
# (spoken-knight ..., o piece-any).

revolving-hint = escriba SAN con la pieza tras su cambio entre paréntesis, p. ej. Nc3(B), R:B(Q), Re8e5(N), O-O(Q), o -- para el pase de ProDem
prodem-pass = ProDem solo permite pasar en el primer turno de las blancas, "1. --" (P1); en cualquier otro turno hay que mover una pieza
# $becomes: las letras en que puede convertirse la pieza (list-or); $suffix la letra escrita.
revolving-becomes = tras esta jugada la pieza se convierte en { $becomes }, no en { $suffix }
revolving-self-check = dejaría al rey { $side ->
        [white] blanco
       *[black] negro
    } en jaque, juzgando la pieza movida ya cambiada (R1, FIDE 3.9.2)
revolving-castling = aquí no es posible enrocar (FIDE 3.8.2; R1: solo se enroca en Revolving)
# $why: prodem-odd, prodem-even, revolving-moves, prodem-moves o mutd-moves.
revolving-no-reach = las { $side ->
        [white] blancas
       *[black] negras
    } no tienen { $piece } que pueda llegar a { $square } ({ $why })
# $victim: la letra de la pieza que se captura.
revolving-no-capture = las { $side ->
        [white] blancas
       *[black] negras
    } no tienen { $piece } que pueda capturar la pieza { $victim } ({ $why })
revolving-no-move = las { $side ->
        [white] blancas
       *[black] negras
    } no tienen { $piece } que pueda mover ({ $why })
prodem-odd = el turno es impar: un peón no puede ser degradado, así que no puede mover, P2
prodem-even = el turno es par: una dama no puede ser ascendida, así que no puede mover, P2
revolving-moves = sus movimientos: FIDE 3.2-3.8, tras los cambios de R1
prodem-moves = sus movimientos: FIDE 3.2-3.8, con P2-P3
mutd-moves = sus movimientos: FIDE 3.2-3.8, con U1
