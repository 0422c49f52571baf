# Las palabras de los correos sobre torneos, en español (los mismos ids que
# locales/en/events.ftl). Las palabras de orden ("confirm", "withdraw entry",
# "name", "timezone", "language", "board") quedan en inglés.

## Un torneo nombrado en un correo

event-name = { $name } (torneo { $tournament })
event-line = { $name } (torneo { $tournament }), ronda { $round }
event-cup-game-line = { $name } (torneo { $tournament }): { $round }, encuentro { $match }, partida { $game }
event-cup-tie-break-line = { $name } (torneo { $tournament }): { $round }, encuentro { $match }, partida de desempate { $game }

## La inscripción por correo

entry-request-subject = Confirme su inscripción en { $name } [Confirm { $token }]
entry-request-intro = Ha pedido inscribirse en { $name } (torneo { $tournament }): { $title }.
entry-request-confirm = Para confirmar, responda a este mensaje con la palabra
entry-request-settings = En la misma respuesta puede dar su nombre, su zona horaria o su idioma, cada uno en su propia línea ("name Jane Doe", "timezone Europe/Berlin", "language es").
entry-request-close = Si no responde, no pasa nada. Las inscripciones se cierran el { $until }.
entry-still-waits = Su inscripción sigue pendiente: para confirmarla, responda a mi solicitud con la palabra "confirm".
entered-subject = Inscrito: { $name } [Confirm { $token }]
entered-seat = Está inscrito en { $name } (torneo { $tournament }) como jugador { $seat } de { $entered }.
entered-next = Recibirá aviso cuando se cierren las inscripciones y cuando empiecen sus partidas.
entered-withdraw = Para retirar la inscripción antes del comienzo, escriba: "withdraw entry { $tournament }"
entered-settings = Antes de su primera partida puede dar su nombre, su zona horaria o su idioma en una respuesta a este mensaje, cada uno solo en una línea, por ejemplo: "name Jane Doe"; "timezone Europe/Berlin"; "language es".
withdrawn-subject = Inscripción retirada: { $name }
withdrawn = Su inscripción en { $name } (torneo { $tournament }) está retirada.
entries-closed-subject = { $name }: inscripciones cerradas
entries-closed = Las inscripciones de { $name } (torneo { $tournament }) están cerradas: { $count } { $count ->
        [one] jugador
       *[other] jugadores
    }.
entries-closed-start = El organizador da comienzo al torneo; recibirá un correo por cada una de sus partidas.

## El descanso asignado y una ronda sin emparejar

bye-subject = { $name }, ronda { $round }: descanso
bye = { $event }, ronda { $round }: el emparejamiento le asigna el descanso (el número de jugadores es impar), que vale { $worth }. No juega ninguna partida en esta ronda; la ronda siguiente se empareja cuando todas las partidas de esta hayan terminado.
bye-worth-one = 1 punto
bye-worth = { $points } { $points ->
        [one] punto
       *[other] puntos
    }
pairing-error-subject = { $name }: ronda { $round } sin emparejar
pairing-error = { $event }: la ronda { $round } no pudo emparejarse, y no empezó ninguna de sus partidas.
pairing-error-retry = El árbitro lo intenta de nuevo en cada consulta del correo, y `arbiter tournament pair { $tournament }` lo intenta enseguida. Una vez corregido, la ronda se empareja y se envía como de costumbre.

## Los resultados y la tabla cruzada

results-subject-final = { $name }: tabla cruzada final
results-subject = { $name }: tabla cruzada tras { $done } de { $games } partidas
results-new-one = Nuevo resultado:
results-new-many = Nuevos resultados:
results-line = Ronda { $round }, partida { $game }: { $white } - { $black } { $result } ({ $how })
results-final = Todas las partidas han terminado: esta es la clasificación final.
results-running = { $running } { $running ->
        [one] partida aún en curso
       *[other] partidas aún en curso
    }.

## La respuesta a los ajustes

settings-subject = Ajustes cambiados
settings-done = Hecho:
settings-name = Su nombre es ahora { $name }.
settings-timezone = Su zona horaria es ahora { $zone }.
settings-language = Su idioma es ahora { $language }. Sus jugadas se leen y se escriben con las letras de piezas { $letters }.
settings-notation = Su notación es ahora { $notation }: así se le escriben las jugadas.
settings-board-grid = Sus respuestas muestran ahora el tablero dibujado como cuadrícula ("board grid").
settings-board-list = Sus respuestas muestran ahora las piezas enumeradas en palabras en lugar de la cuadrícula, para un lector de pantalla ("board list").
settings-board-both = Sus respuestas muestran ahora la cuadrícula y las piezas enumeradas en palabras ("board both").
settings-leave = Tiempo de permiso del { $first } al { $last } (días UTC, ambos incluidos).
settings-leave-clocks = Sus relojes se detienen durante el permiso, y se avisa a sus rivales.
settings-leave-taken = Permiso tomado: { $years }.
settings-leave-year = { $year }: { $days } de { $allowance } días
settings-zone-hint = Los plazos de las respuestas están en UTC, y también en su zona horaria en cuanto envíe
settings-zone-hint-how = "timezone" con su nombre IANA (por ejemplo "timezone Europe/Berlin").

## Los avisos del organizador y sus intervenciones en una partida

announce-subject = { $name }: del organizador
organiser-subject = El organizador ha { $what }
organiser-did = El organizador ({ $by }) ha { $what }.
organiser-reason = Motivo: { $reason }
organiser-dropped = Sus jugadas condicionales en esta partida quedan anuladas: el organizador ha { $what }.
organiser-ended = terminado la partida: { $result } ({ $how })
organiser-took-back = anulado la última jugada de las { $side }, { $move } (media jugada { $ply })
organiser-paused = detenido los relojes
organiser-resumed = vuelto a poner en marcha los relojes

## Por qué se rechaza una inscripción o una retirada

entry-by-organiser = { $name } (torneo { $tournament }) no admite inscripciones por correo: su organizador inscribe a los jugadores
entry-closed-on = las inscripciones de { $name } (torneo { $tournament }) se cerraron el { $until }
entry-closed-started = las inscripciones de { $name } (torneo { $tournament }) se cerraron al empezar
entry-closed-started-on = las inscripciones de { $name } (torneo { $tournament }) se cerraron al empezar, el { $at }
entry-not-taken = { $why }; su inscripción no se ha admitido
entry-already = ya está inscrito en { $name } (torneo { $tournament })
entry-full = { $name } (torneo { $tournament }) está completo: { $max } jugadores inscritos
entry-unknown = no hay ningún torneo "{ $words }"; escriba: "enter NÚMERO" (o su nombre)
entry-not-confirmed = su inscripción no está confirmada (la respuesta no decía "confirm"); no se ha inscrito a nadie
withdraw-unknown = no hay ningún torneo "{ $words }"
withdraw-started = { $name } (torneo { $tournament }) ha empezado: pida a su organizador que le retire
withdraw-not-entered = no está inscrito en { $name } (torneo { $tournament })

## El permiso de un jugador, avisado a su rival

leave-notice-subject = Su rival está de permiso del { $first } al { $last } (días UTC, ambos incluidos)
leave-notice-who = Su rival, { $who }, está de permiso
leave-notice-span = del { $first } al { $last } (días UTC, ambos incluidos).
leave-notice-clock = El reloj de su rival en esta partida se detiene durante el permiso; el de usted corre como de costumbre cuando le toque jugar.

## Respuestas al código de una inscripción que no hacen nada

entry-other-address = esta inscripción la pidió otra dirección; solo esa dirección puede confirmarla o dar ajustes con ella, y no se ha hecho nada
entry-settings-refused = { $error }; no se ha hecho nada, y su inscripción sigue como estaba
entry-answers-to-entered = ya está inscrito; una respuesta a mi correo sobre su inscripción solo cuenta para sus ajustes, cada uno solo en una línea ("name Jane Doe", "timezone Europe/Berlin", "language es", "leave 2026-12-24 2027-01-02"), o para "withdraw entry" con el número del torneo; no se ha hecho nada
entry-answered-before = esta inscripción ya se respondió ({ $status }); no se ha vuelto a hacer nada

## Una inscripción rechazada por su valoración; una inscripción caducada

entry-rating-low = { $name } (torneo { $tournament }) admite jugadores con valoración { $min } o más; { $what } es { $rating }
entry-rating-none = { $name } (torneo { $tournament }) admite jugadores con valoración { $min } o más, y usted no tiene aquí valoración en { $variant } ni una de otra parte (un organizador puede introducir una valoración ICCF o FIDE)
entry-rating-own = su valoración en { $variant }
entry-rating-elsewhere = su valoración de otra parte
entry-gone = el torneo de esta inscripción ya no existe
entry-settings-unwritten = { $why }; tampoco se han guardado sus ajustes

## Torneos temáticos: cada partida empieza con una apertura o una posición impuesta

event-theme-opening = Torneo temático: cada partida empieza después de la apertura impuesta { $moves }.
event-theme-position = Torneo temático: cada partida empieza en la posición impuesta { $fen }.
event-theme-short-opening = torneo temático, apertura impuesta { $moves }
event-theme-short-position = torneo temático, posición impuesta { $fen }
tournament-theme-position = --fen: la posición impuesta no se puede jugar: { $error }
tournament-theme-over = la partida ya ha terminado en la posición de partida impuesta ({ $result }: { $how }); un torneo temático necesita una posición en la que se siga jugando
tournament-theme-empty = --opening: no se leyó ninguna jugada; escriba las jugadas de la apertura impuesta desde la posición inicial, por ejemplo "1. e4 e5 2. f4"
tournament-theme-move = --opening: la jugada { $label } { $text } no se puede jugar: { $reason }
event-meeting-line = encuentro por equipos { $home } - { $away }, tablero { $board }
