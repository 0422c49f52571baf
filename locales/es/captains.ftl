# Capitanes por correo en torneos por equipos (src/arbiter/events/captains.rs).
# $name es el nombre del torneo, $tournament su número, $team el nombre del equipo.
# Las palabras de las órdenes quedan en inglés.

## El capitán inscribe un equipo
captain-entered-subject = Equipo { $team } inscrito: { $name }
captain-entered = El equipo { $team } está inscrito en { $name } (torneo { $tournament }), con usted como capitán. { $count ->
        [one] Se pide al jugador que ha nombrado que confirme:
       *[other] Se pide a los { $count } jugadores que ha nombrado que confirmen:
    }
captain-entered-next = Cada jugador forma parte del equipo en cuanto confirma, y usted recibe cada respuesta. Los tableros son los jugadores que han confirmado, en su orden.
captain-order-how = Antes del comienzo puede cambiar el orden de tableros: escriba "order { $tournament } { $team }" en la primera línea y debajo los jugadores en el nuevo orden, una dirección por línea.
captain-line-board = tablero { $board }
captain-line-waiting = aún sin respuesta
captain-line-declined = ha rechazado

## Se pregunta a un jugador nombrado
captain-ask-subject = ¿Jugar en el equipo { $team } en { $name }? [Confirm { $token }]
captain-ask-intro = { $captain }, capitán del equipo { $team }, le ha nombrado jugador { $place } del orden de tableros del equipo en { $name } (torneo { $tournament }).
captain-ask-confirm = Para jugar en el equipo, responda a este mensaje con la palabra
captain-ask-decline = Para rechazarlo, responda con la palabra
captain-confirmed-subject = En el equipo { $team }: { $name }
captain-confirmed = Forma parte del equipo { $team } en { $name } (torneo { $tournament }), de momento en el tablero { $board }: el capitán puede cambiar el orden antes del comienzo. Se le avisará cuando empiecen sus partidas.
captain-declined-subject = No está en el equipo { $team }: { $name }
captain-declined = Ha rechazado jugar en el equipo { $team } en { $name } (torneo { $tournament }); se avisa al capitán.
captain-news-subject = Equipo { $team }: { $name }
captain-told-confirmed = { $player } ha confirmado y forma parte del equipo { $team } en { $name }.
captain-told-declined = { $player } ha rechazado jugar en el equipo { $team } en { $name }. Para nombrar a otro jugador, envíe el orden de nuevo.
captain-ordered = El orden de tableros del equipo { $team } en { $name } ha cambiado. Se pide a los jugadores nuevos en la lista que confirmen.
captain-dropped = { $captain }, capitán del equipo { $team }, le ha quitado del orden de tableros en { $name } (torneo { $tournament }): ya no forma parte del equipo.

## Rechazos
captain-enter-usage = para inscribir un equipo, escriba "enter", el número del torneo, la palabra "team" y el nombre del equipo en la primera línea, y debajo los jugadores en orden de tableros, una dirección por línea ("enter 12 team Ajax")
captain-order-usage = para cambiar el orden de tableros de un equipo, escriba "order", el número del torneo y el nombre del equipo en la primera línea, y debajo los jugadores, una dirección por línea ("order 12 Ajax")
captain-replace-usage = para pedir una sustitución, escriba "replace", el número del tablero y la dirección del nuevo jugador ("replace 2 new@example.org"), y detrás el número del torneo si es capitán de equipos en varios torneos
captain-list-empty = no se nombra a ningún jugador: escriba los jugadores en orden de tableros en las líneas después de la primera, una dirección por línea
captain-list-address = { $line } no es una dirección
captain-list-twice = { $address } aparece dos veces
captain-list-too-many = { $max ->
        [one] se puede nombrar a un solo jugador como máximo
       *[other] se puede nombrar a { $max } jugadores como máximo
    }
captain-not-team-event = { $name } (torneo { $tournament }) no es un torneo por equipos: un jugador se inscribe con "enter { $tournament }"
captain-name-taken = ya hay un equipo llamado { $team } inscrito en { $name }
captain-enter-again = ya ha inscrito el equipo { $team } en { $name }; para cambiar su orden de tableros, escriba "order { $tournament } { $team }" con los jugadores debajo
captain-one-team = ya es capitán del equipo { $team } en { $name }, y un capitán inscribe un solo equipo por torneo
captain-plays-already = { $address } ya juega en { $name } (torneo { $tournament }) o está nombrado allí para un equipo; no se ha cambiado nada
captain-no-team = { $name } (torneo { $tournament }) no tiene ningún equipo llamado { $team }
captain-not-captain = no es el capitán del equipo { $team } en { $name }; solo su capitán puede hacerlo, y no se ha cambiado nada
captain-captains-none = no es capitán de ningún equipo en un torneo en curso; solo el capitán de un equipo puede pedirlo, y no se ha cambiado nada
captain-not-captain-running = no es capitán de ningún equipo que juegue en { $name } (torneo { $tournament }); no se ha cambiado nada
captain-which-event = es capitán de equipos en varios torneos en curso: { $events }; escriba el número del torneo detrás de la orden
captain-no-board = el equipo { $team } no tiene tablero { $board } ({ $boards ->
        [one] tiene un solo tablero
       *[other] tiene { $boards } tableros
    }); no se ha cambiado nada
captain-no-more-replacements = el equipo { $team } { $max ->
        [0] no puede tener ninguna sustitución: el torneo no las permite
        [one] ya ha tenido su sustitución en { $name }, y no se permite ninguna más
       *[other] ya ha tenido sus { $max } sustituciones en { $name }, y no se permite ninguna más
    }
captain-answered-before = ya ha respondido a esta solicitud sobre el equipo { $team }
captain-answer-word = responda en la primera línea con la palabra "confirm" para jugar en el equipo, o "decline" para rechazarlo
captain-request-answered = esta solicitud sobre el equipo { $team } ya tuvo respuesta ({ $status ->
        [granted] concedida
       *[refused] rechazada
    })
captain-not-running = { $name } (torneo { $tournament }) no está en curso, o el equipo { $team } se ha retirado; no se ha cambiado nada

## Solicitudes a los organizadores
captain-request-subject = Solicitud del capitán, equipo { $team }: { $name } [Confirm { $token }]
captain-replace-asked = { $captain }, capitán del equipo { $team } en { $name } (torneo { $tournament }), pide que { $new } sustituya a { $old } en el tablero { $board }.
captain-withdraw-asked = { $captain }, capitán del equipo { $team }, pide retirar el equipo de { $name } (torneo { $tournament }).
captain-request-approve = Para concederla, responda a este mensaje con la palabra
captain-request-refuse = Para denegarla, responda con la palabra
captain-request-sent = Su solicitud se ha enviado a los organizadores; recibirá su respuesta.
captain-request-refused = El organizador { $organiser } ha denegado su solicitud para el equipo { $team } en { $name }: { $what }.
captain-what-replace = { $new } en el tablero { $board }
captain-what-withdraw = la retirada del equipo

## Una sustitución concedida
captain-replaced = asignado el tablero { $board } del equipo { $team } a { $new }, como sustituto de { $old }
captain-replaced-news = El organizador ({ $by }) ha { $what }. { $games ->
        [0] El tablero no tiene ninguna partida en curso; sus resultados hasta ahora se quedan con el tablero.
        [one] La partida en curso del tablero pasa al nuevo jugador con un código nuevo, y el código anterior deja de valer; los resultados hasta ahora se quedan con el tablero.
       *[other] Las { $games } partidas en curso del tablero pasan al nuevo jugador con códigos nuevos, y los códigos anteriores dejan de valer; los resultados hasta ahora se quedan con el tablero.
    }
captain-replaced-you = usted continúa esta partida por su equipo a petición de su capitán; responda a este mensaje para jugar (lleva su código para la partida)
captain-replaced-opponent = una sustitución que pidió el capitán del otro equipo; la partida sigue contra el nuevo jugador

## Un equipo se retira
captain-team-withdrawn-reason = el equipo { $team } se retiró de { $name } a petición de su capitán, concedida por los organizadores
captain-team-withdrawn = El equipo { $team } se ha retirado de { $name } (torneo { $tournament }). { $games ->
        [0] No había ninguna partida del equipo en curso; los resultados hasta ahora se mantienen.
        [one] Su partida en curso se pierde por incomparecencia; los resultados hasta ahora se mantienen.
       *[other] Sus { $games } partidas en curso se pierden por incomparecencia; los resultados hasta ahora se mantienen.
    }

captain-individual-entry = { $name } (torneo { $tournament }) es un torneo por equipos: el capitán inscribe el equipo con "enter { $tournament } team NOMBRE" en la primera línea y debajo los jugadores en orden de tableros
