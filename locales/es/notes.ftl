# Las notas que solo un jugador lee sobre sus propias líneas condicionales (véase
# locales/en/notes.ftl). Las líneas ("if 24... De5 then 25. d4") y las palabras
# de orden quedan como el árbitro las lee; un motivo del control de las reglas
# ($why, $reason) llega en el mismo idioma.

## El asunto de un correo que solo lleva notas

notes-subject = Sus jugadas condicionales

## Líneas recibidas con una jugada

notes-kept = Jugadas condicionales guardadas ({ $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    }; su adversario no puede verlas):
notes-kept-replacing = Jugadas condicionales guardadas ({ $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    }, que sustituyen a las que había dejado antes; su adversario no puede verlas):
notes-refused = Jugadas condicionales rechazadas, no se guarda ninguna:
notes-refused-earlier-stand = Jugadas condicionales rechazadas, no se guarda ninguna (sus líneas anteriores siguen vigentes):
notes-refused-line = línea { $number } ("{ $written }"): { $why }
notes-refused-more = ... y { $count } más

## Por qué se rechaza una línea

notes-why-forbidden = { $name } (torneo { $tournament }) no admite jugadas condicionales; envíe cada jugada cuando le toque
notes-why-too-long = tiene { $plies } medias jugadas, más que el límite de { $limit } ([limits] conditional_plies)
notes-why-too-many = puede dejar como máximo { $limit } { $limit ->
        [one] línea
       *[other] líneas
    } en una partida ([limits] conditional_lines)
notes-why-game-over = la partida ha terminado
notes-why-own-turn = le toca jugar a usted: una línea condicional empieza con la jugada de su adversario, así que envíe primero su jugada (puede ir en el mismo correo, encima de las líneas)
notes-why-over-after-condition = tras { $turn } la partida ha terminado ({ $result } { $how }): nada puede responder a ella
notes-why-over-after-reply = tras { $turn } la partida ha terminado: los pasos siguientes no pueden llegar nunca
notes-why-two-replies = responde a { $condition } con { $reply }, pero la línea { $line } le responde con { $other }: una jugada tiene una sola respuesta

## Qué fue de las líneas cuando el adversario jugó

notes-played = Su respuesta condicional { $reply } se jugó de inmediato.
notes-played-going-on = Su respuesta condicional { $reply } se jugó de inmediato; { $go_on ->
        [one] { $go_on } línea continúa
       *[other] { $go_on } líneas continúan
    }.
notes-played-dropping = Su respuesta condicional { $reply } se jugó de inmediato; { $dropped ->
        [one] { $dropped } línea que esperaba otra jugada queda descartada
       *[other] { $dropped } líneas que esperaban otra jugada quedan descartadas
    }.
notes-played-going-on-dropping = Su respuesta condicional { $reply } se jugó de inmediato; { $go_on ->
        [one] { $go_on } línea continúa
       *[other] { $go_on } líneas continúan
    }; { $dropped ->
        [one] { $dropped } línea que esperaba otra jugada queda descartada
       *[other] { $dropped } líneas que esperaban otra jugada quedan descartadas
    }.
notes-unexpected = Su adversario jugó { $turn }, que ninguna de sus líneas condicionales esperaba: quedan descartadas ({ $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    }).
notes-not-played = Su respuesta condicional { $reply } no pudo jugarse ({ $reason }); sus líneas quedan descartadas.
notes-moved-past = Sus jugadas condicionales quedan descartadas: la partida ya las ha dejado atrás.
notes-stopped = Sus jugadas condicionales en esta partida quedan descartadas: una oferta de tablas, una reclamación, un abandono o el final de la partida las detiene.

## "cancel conditionals" y "conditionals"

notes-cancelled = { $count ->
        [one] Su línea condicional pendiente queda anulada.
       *[other] Sus { $count } líneas condicionales pendientes quedan anuladas.
    }
notes-cancelled-none = No tenía jugadas condicionales pendientes.
notes-pending = Sus jugadas condicionales pendientes (su adversario no puede verlas):
notes-pending-none = No tiene jugadas condicionales pendientes en esta partida.

## Por qué una línea que empieza por "if" no se puede leer

conditional-missing-then = el paso { $step } no tiene `then`: escriba `if JUGADA RIVAL then SU JUGADA`
conditional-two-thens = el paso { $step } tiene dos `then`; separe los pasos con `;`
conditional-no-condition = el paso { $step } no tiene condición
conditional-no-reply = el paso { $step } no tiene respuesta
conditional-condition-not-one-turn = la condición del paso { $step }, "{ $text }", no es una sola jugada
conditional-reply-not-one-turn = la respuesta del paso { $step }, "{ $text }", no es una sola jugada
notes-why-ply = media jugada { $ply } ({ $turn }): { $reason }
