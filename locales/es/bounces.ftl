# Avisos de no entrega: cuando mis correos a un jugador vuelven sin entregar,
# el aviso a los organizadores, el aviso al adversario en cada partida en curso
# del jugador y la línea del resumen (overview.txt). Los parámetros como en
# locales/en/bounces.ftl; $words son las palabras del servidor de correo del
# destinatario, sin traducir. Las palabras de comando entre comillas dobles
# quedan en inglés.

bounce-cause-no-such-address = la dirección no existe
bounce-cause-mailbox-full = el buzón está lleno
bounce-cause-mailbox-disabled = el buzón está desactivado
bounce-cause-refused = el servidor de correo del destinatario rechaza mis correos
bounce-cause-other = el servidor de correo del destinatario no los acepta

## A los organizadores

bounce-organisers-subject = Los correos a { $address } vuelven sin entregar
bounce-organisers-intro = Desde { $since }, mis correos a { $address } vuelven sin entregar: { $why }.
bounce-organisers-words = El servidor de correo del destinatario escribió: { $words }
bounce-organisers-games = { $count ->
        [one] El jugador tiene { $count } partida en curso:
       *[other] El jugador tiene { $count } partidas en curso:
    }
bounce-organisers-game = Partida { $game } contra { $opponent }
bounce-organisers-no-game = El jugador no tiene ninguna partida en curso.
bounce-organisers-what =
    Se ha avisado a los adversarios de que puede que el jugador no reciba
    noticias de la partida. Los relojes siguen corriendo como hasta ahora:
    decidir si se detiene alguno le corresponde a usted
    ("arbiter game pause GAME --reason WHY", o "pause GAME reason" por correo).
    La marca desaparece en cuanto llega un correo de esta dirección; hasta
    entonces "arbiter status" la muestra, y usted recibe este aviso una sola vez.

## Al adversario

bounce-opponent-subject = Puede que su adversario no reciba noticias de la partida
bounce-opponent =
    Desde { $since }, mis correos a su adversario { $opponent } en la partida
    { $game } vuelven sin entregar ({ $why }): puede que su adversario no reciba
    noticias de la partida. Los relojes siguen corriendo como hasta ahora; usted
    puede seguir jugando.
bounce-opponent-organisers = Se ha avisado a los organizadores.

## El resumen ("games")

overview-opponent-bounces = Los correos a { $opponent } vuelven sin entregar desde { $since }.
