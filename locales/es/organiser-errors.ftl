# Por qué se rechazó una orden del organizador (en el $why de
# organiser-not-done, o sola), en español. Los mismos ids con los mismos
# parámetros que locales/en/organiser-errors.ftl. Las palabras de las órdenes
# y las formas (1-0, --double, KEY=VALUE) quedan en inglés.

arbiter-refusal-no-such-game = no hay ninguna partida { $game }
arbiter-refusal-not-held = no hay ningún mensaje { $id } retenido
arbiter-refusal-address = { $text } no es una dirección de correo electrónico
organiser-error-bad-result = { $text } no es un resultado: escriba 1-0, 0-1 o 1/2-1/2
organiser-error-over = la partida { $game } ya ha terminado: { $result } ({ $how })
organiser-error-no-turn = la partida { $game } no tiene ninguna jugada que anular
organiser-error-no-clock = la partida { $game } no tiene ritmo de juego, así que no hay reloj que detener o volver a poner en marcha
organiser-error-paused = los relojes de la partida { $game } ya están detenidos
organiser-error-not-paused = los relojes de la partida { $game } no están detenidos
organiser-error-nothing-to-resend = la partida { $game } no tiene ninguna respuesta que reenviar
organiser-error-nothing-to-resend-to = la partida { $game } no tiene ninguna respuesta que reenviar a { $to }
organiser-error-no-reason = diga el motivo: va al registro de la partida y al correo de los jugadores
organiser-resent = reenviado la última respuesta a { $whom }
tournament-error-no-such = no hay ningún torneo { $tournament }
tournament-error-no-name = un torneo necesita un nombre
tournament-error-too-few = una liga (todos contra todos) necesita al menos 2 jugadores, indicados: { $given }
tournament-error-twice = { $email } está inscrito dos veces
tournament-error-entrant = { $text } no es ni una dirección ni "Nombre <dirección>"
tournament-error-not-registering = el torneo { $tournament } está { $status }: solo empieza un torneo en periodo de inscripción
tournament-error-not-running = el torneo { $tournament } está { $status }: las retiradas son para un torneo en curso
tournament-status-registering = en periodo de inscripción
tournament-status-running = en curso
tournament-status-finished = terminado
tournament-error-not-entrant = { $email } no está inscrito en el torneo { $tournament }
tournament-error-withdrawn = { $email } ya se retiró del torneo { $tournament }
tournament-error-not-swiss = el torneo { $tournament } no es por sistema suizo
tournament-error-rounds = un sistema suizo de { $players } jugadores tiene como mucho { $most } rondas (nadie se enfrenta dos veces al mismo rival), no { $rounds }
tournament-error-double-swiss = --double es para una liga (todos contra todos), no para un sistema suizo
tournament-system-rounds-round-robin = --rounds es para --system swiss (una liga tiene sus propias rondas)
tournament-system-rounds-knockout = --rounds es para --system swiss (una copa tiene tantas rondas como requiere su número de jugadores)
tournament-system-swiss-rounds = un sistema suizo necesita --rounds N
tournament-system-unknown = --system { $text }: use "round-robin", "swiss", "knockout", "team-match" o "team-round-robin"
tournament-system-knockout-flags = --games y --tie-rule son para --system knockout
tournament-system-tie-rule = --tie-rule { $text }: use "extra" (otro par de partidas) o "seed" (pasa el mejor cabeza de serie)
tournament-system-time-control = --time-control: { $error }
tournament-system-tiebreaks = --tiebreaks: { $error }
tournament-system-entries-until = --entries-until { $text }: escriba un día como 2026-12-10 o un instante como 2026-12-10T18:00:00Z
tournament-system-swiss-cup = un torneo es por sistema suizo o una copa por eliminación, no ambas cosas
tournament-system-double-cup = --double es para una liga; los encuentros de una copa tienen --games
tournament-system-games = --games { $games }: un encuentro tiene de 1 a 20 partidas
tournament-error-option = la opción { $text } debe escribirse KEY=VALUE
tournament-team-name-twice = dos equipos se llaman { $name }: cada equipo necesita un nombre propio
tournament-team-player-twice = { $email } juega para { $other } y para { $team }: un jugador juega para un solo equipo
tournament-team-unequal = los equipos deben tener los mismos jugadores: { $team } tiene { $players ->
        [one] un jugador
       *[other] { $players } jugadores
    }, { $first } tiene { $boards }
tournament-team-round-robin-few = una liga por equipos necesita al menos 3 equipos (--team), indicados: { $given }
tournament-team-match-two = un encuentro por equipos es entre 2 equipos (--team), indicados: { $given }
tournament-team-double-match = --double es para una liga por equipos; en un encuentro por equipos cada tablero juega dos partidas con --games-per-board 2
tournament-team-players = los jugadores de una competición por equipos se indican con --team, no con --player
tournament-team-games-per-board = --games-per-board { $games }: cada tablero juega 1 partida o 2 (una con cada color)
tournament-team-flags = --team, --games-per-board, --team-score y --max-replacements son para --system team-match o team-round-robin
tournament-team-unreadable = --team { $text }: escriba NOMBRE=JUGADOR,JUGADOR,... en el orden de los tableros (el primer jugador es el capitán), o NOMBRE=CAPITÁN:JUGADOR,JUGADOR,...
tournament-team-score = --team-score { $text }: use "gp" (puntos de partida) o "mp" (puntos de encuentro)
