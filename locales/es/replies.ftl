# Los textos de los correos del árbitro sobre las partidas, en español. Tiene los
# mismos identificadores con los mismos marcadores que locales/en/replies.ftl
# (tests/suite/locales.rs). Las palabras de comando que envía un jugador ("draw",
# "decline", "board", "help", "history", "resign", "claim draw") se quedan en
# inglés: el árbitro solo las lee así. Los identificadores de reglas (FIDE 6.9,
# M6, B2) se quedan como están. Trato de usted; términos: locales/es/GLOSSARY.md.
# $side vale "blancas" o "negras" (femenino plural, en minúscula, sin artículo):
# la frase pone siempre "las" delante ("Juegan las { $side }", "Las { $side }
# jugaron", "Las { $side }: usado ..."), y los verbos van en plural.

## Los bandos y la primera línea de cada correo de partida

side-white = blancas
side-black = negras
# Un jugador en la primera línea: su nombre y su bando, y su valoración si la tiene.
player-white = { $name } (Blancas)
player-white-rated = { $name } (Blancas, { $rating })
player-black = { $name } (Negras)
player-black-rated = { $name } (Negras, { $rating })
# $white y $black son player-white y player-black; $variant el nombre de la variante.
game-header = Partida { $game }: { $white } - { $black }, { $variant }
game-header-unrated = Partida { $game }: { $white } - { $black }, { $variant }, no valorable
moves-label = Jugadas:
footer = { $arbiter }: un árbitro automático; un programa lee las respuestas.

## La actualización tras una jugada (update.txt) y el tablero (board.txt)

# $side es side-white o side-black; $label el número de la jugada (`12.` o `12...`).
update-played = Las { $side } jugaron { $label } { $move } (recibida como "{ $input }").
board-move-times = Cada jugada, cuándo se recibió y los días que empleó quien la hizo:

## Cómo está la partida (la línea de estado)

status-your-move = Le toca jugar a usted (juegan las { $side }, jugada { $number }).
status-their-move = Juegan las { $side } ({ $number }); le escribiré cuando sea su turno.
status-check = Las { $side } están en jaque.
status-your-offer = Su oferta de tablas sigue en pie.
status-their-offer = Las { $side } ofrecen tablas: responda "draw" para aceptar o "decline" para rechazar.
status-game-over = Partida terminada: { $result } ({ $how }).

## Cómo terminó una partida ($side el ganador, $other el perdedor)

outcome-aborted = Partida anulada por el organizador
outcome-win-checkmate = Ganan las { $side } por jaque mate
outcome-win-resignation = Ganan las { $side } por abandono
outcome-win-king-captured = Ganan las { $side } por captura del rey
outcome-win-no-legal-move = Ganan las { $side } por dejar al adversario sin ninguna jugada legal
outcome-win-time = Ganan las { $side } por tiempo
outcome-win-adjudication = Ganan las { $side } por adjudicación
outcome-win-forfeit = Ganan las { $side } por incomparecencia: las { $other } se retiraron del torneo
outcome-draw-stalemate = Tablas por ahogado
outcome-draw-dead-position = Tablas por posición muerta (no es posible dar mate)
outcome-draw-fivefold = Tablas por quíntuple repetición
outcome-draw-seventy-five = Tablas por la regla de las setenta y cinco jugadas
outcome-draw-threefold = Tablas por triple repetición (reclamadas)
outcome-draw-fifty = Tablas por la regla de las cincuenta jugadas (reclamadas)
outcome-draw-agreement = Tablas por acuerdo mutuo
outcome-draw-adjudication = Tablas por adjudicación
outcome-draw-timeout-cannot-win = Tablas por tiempo agotado frente a un bando que no podía ganar (FIDE 6.9)

## Asuntos de los correos de partida ($what es la jugada, `12. Nf3`)

subject-to-move = { $what }, juegan las { $side }
subject-over = { $what } { $result } ({ $how })
subject-reminder = Recordatorio: le toca mover, le quedan { $left }
subject-refused = No aceptado: { $reason }
subject-new-game = Nueva partida: { $white } – { $black } ({ $variant })

## Un mensaje que no se utilizó (error.txt)

error-not-used = Su mensaje no se ha utilizado:
error-not-used-subject = Su mensaje "{ $subject }" no se ha utilizado:
error-notation = En { $variant } las jugadas se escriben así:
error-board-again = Envíe "board" para ver de nuevo la posición.
error-unchanged = La partida { $game } no ha cambiado.
error-help = Envíe "help" para recibir la lista de comandos.

## Un recordatorio (reminder.txt)

reminder-your-move = Recordatorio: le toca jugar y le quedan { $left }.
reminder-deadline = Su plazo termina: { $deadline }.
reminder-on-clock = Su reloj marca { $on_clock }: el resto es tiempo de permiso, durante el cual el reloj está parado.
reminder-lost = Si para entonces no ha llegado ninguna jugada suya, la partida se pierde por tiempo.

## Una partida nueva (new_game.txt)

new-game-title = Partida { $game }: { $variant }
new-game-title-unrated = Partida { $game }: { $variant }, no valorable
new-game-white = Blancas: { $name }
new-game-white-rated = Blancas: { $name } ({ $rating })
new-game-black = Negras: { $name }
new-game-black-rated = Negras: { $name } ({ $rating })
new-game-you-play = Usted juega con las { $side }.
new-game-your-move = Le toca jugar.
new-game-wait = Empiezan las { $side }; le escribiré cuando sea su turno.
new-game-how = Cómo jugar: responda a este mensaje con su jugada sola en una línea, por ejemplo "Nf3" (o "Cf3" tras "language es"), "e2-e4" o "1. e4". Use el botón Responder de su programa de correo: la respuesta conserva su código de esta partida en la dirección y en el asunto, de modo que su jugada se juega de inmediato (un correo nuevo con "[Game { $game }]" en el asunto se juega en cuanto usted lo confirme).
new-game-commands = Comandos: resign (abandonar), draw (ofrecer o aceptar tablas), decline (rechazar), claim draw (reclamar tablas), board (tablero), history (historial), help (ayuda).

## Una partida terminada por el reloj o por un organizador (forfeit.txt)

forfeit-organiser = Recibe este mensaje como organizador.
