# Véase locales/en/guessing.ftl.

guess-target-game = la partida { $game }
guess-target-sender = el remitente { $sender }
guess-subject = Intentos de adivinar códigos: correos para { $what } retenidos
guess-found = Alguien intenta adivinar códigos secretos: { $first } tuvo { $count ->
        [one] { $count } intento fallido
       *[other] { $count } intentos fallidos
    } en el último intervalo de { $window } (el máximo permitido es { $limit }; [auth] guess_limit y guess_window).
guess-held = A partir de ahora, los correos con un código, una clave o un código de organizador erróneos para { $what } se retienen sin respuesta ("arbiter held list" los muestra), y un correo con el código correcto de la partida solo cuenta después de que el jugador lo confirme, de modo que un falsificador no aprende nada de ellos. El jugador verdadero puede seguir jugando. Esto dura hasta que no llegue ningún correo así durante { $window }; recibirá este aviso una sola vez.
guess-evidence = Los intentos fallidos (hora, remitente declarado, partida, tipo, mensaje, lo que llevaba):
guess-more = ... y { $count } más
guess-tried-game = partida { $game }
