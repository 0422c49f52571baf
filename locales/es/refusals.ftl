# See locales/en/refusals.ftl for what each message says.

refusal-not-your-turn = no le toca mover: mueven las { $side } ({ $number }); los jugadores mueven por turnos (FIDE 1.1)
refusal-game-over = la partida { $game } ha terminado: { $result } { $how } (FIDE 5)
refusal-second-move = solo una jugada por mensaje: "{ $text }" viene después de su jugada; no se ha jugado nada, envíe su jugada sola (docs/rules/chess.md)
refusal-no-offer = su adversario no ha ofrecido tablas que usted pueda rechazar (FIDE 9.1.2)
refusal-offer-stands = su oferta de tablas sigue en pie; su adversario aún no ha respondido (FIDE 9.1.2)
refusal-claim-not-to-move = solo el jugador que tiene que mover puede reclamar tablas, o reclamarlas junto con la jugada que repite la posición (FIDE 9.2.1)
refusal-empty = no se ha dado ninguna jugada
refusal-unreadable = no se puede leer { $text } como jugada: { $hint }
refusal-illegal = { $text } no es legal: { $reason }
refusal-ambiguous = { $text } es ambigua: puede ser { $candidates }
refusal-or = o
refusal-null-move = { $text } es una jugada nula (pasar), que no es una jugada legal en { $variant }
refusal-over = la partida ha terminado: { $how }
refusal-wrong-number = el número de jugada { $given } es incorrecto: ahora es la jugada { $expected } (un número de jugada, si se escribe, debe ser el de la partida: docs/rules/chess.md)
refusal-wrong-side = el número { $given } está escrito para { $written ->
        [white] las blancas
       *[black] las negras
    }, pero es el turno de { $side ->
        [white] las blancas
       *[black] las negras
    } (jugada { $expected })
refusal-claim-refused = no se pueden reclamar tablas: la posición se ha dado { $occurrences } { $occurrences ->
        [one] vez
       *[other] veces
    } (hacen falta 3) y { $quiet ->
        [one] se ha jugado { $quiet } jugada
       *[other] se han jugado { $quiet } jugadas
    } sin captura ni movimiento de peón (hacen falta 50; G1, FIDE 9.2 y 9.3)
refusal-conditionals-unproven = las jugadas condicionales solo cuentan en una respuesta a uno de mis mensajes sobre la partida { $game } que lleve su código y supere las comprobaciones del correo, y { $why }; no se ha hecho nada: responda a mi último mensaje
