# Las líneas de un correo que no dan jugada ni comando y no son prosa
# corriente, citadas al principio de la respuesta (cada una tras "> "),
# y después unread-how. $count es el número de líneas.

unread-head = { $count ->
        [1] No leída: no se hizo nada con esta línea de su correo:
       *[other] No leídas: no se hizo nada con estas líneas de su correo:
    }
unread-head-game = { $count ->
        [1] No leída, en la partida { $game }: no se hizo nada con esta línea:
       *[other] No leídas, en la partida { $game }: no se hizo nada con estas líneas:
    }
unread-how = Escriba cada jugada y cada comando en una línea aparte, como muestra "help".

## Una respuesta a una petición de confirmación con órdenes propias: la nota
## al principio de la respuesta. $what: las órdenes retenidas, tal como se escribieron.

confirm-own-commands = Su respuesta a mi petición de confirmar "{ $what }" en la partida { $game } contiene órdenes propias: se leyeron en su lugar, y "{ $what }" queda descartado.
