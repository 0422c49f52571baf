# Las respuestas al correo de un organizador, en español (los mismos ids que
# locales/en/organiser.ftl). Las palabras de las órdenes quedan en inglés.

organiser-done = Hecho
organiser-done-subject = Hecho: { $line }
organiser-not-read = "{ $line }" no es una orden { $what ->
        [player] de jugador
       *[other] de torneo
    } que yo pueda ejecutar:
organiser-not-done = "{ $line }" no se ha ejecutado: { $why }
organiser-game-done = Partida { $game }: { $what }.
organiser-announce-usage = escriba: "announce TOURNAMENT TEXT" (el texto puede seguir en las líneas siguientes)
organiser-announce-unknown = no hay ningún torneo { $tournament }; no se ha anunciado nada
organiser-announced-subject = Hecho: anunciado a { $name }
organiser-announced = Su anuncio se ha enviado a { $sent } { $sent ->
        [one] inscrito
       *[other] inscritos
    } de { $name } (torneo { $tournament }).
organiser-overdue-subject = Partidas atrasadas
organiser-overdue = Partidas atrasadas:
organiser-overdue-none = Ninguna partida está atrasada.
organiser-usage = escriba: "{ $word } GAME reason"
organiser-usage-adjudicate = escriba: "adjudicate GAME RESULT reason"
organiser-usage-resend = escriba: "resend GAME [ADDRESS]"
organiser-no-code = una orden del organizador solo cuenta con el código del organizador en el asunto, como [Organiser CODE] (cualquier remitente From: puede falsificarse); no se hizo nada

## El aviso a los organizadores: las respuestas a direcciones que no juegan
## ninguna partida alcanzaron su total por hora. $count y $limit son números;
## $at y $until instantes en UTC.

strangers-subject = Respuestas suspendidas hasta { $until } para las direcciones sin partida
strangers-text = En la hora anterior a { $at } se enviaron { $count } respuestas a direcciones que no juegan ninguna partida: el máximo permitido para todas juntas ([mail] stranger_answers_per_hour_total = { $limit }). Hasta { $until }, el correo de esas direcciones se registra y se guarda, sin respuesta, para que una lista de remitentes falsificados no pueda hacer que este árbitro envíe correo a desconocidos. Los jugadores y los organizadores reciben respuesta como siempre. Recibirá este aviso como mucho una vez por hora.
