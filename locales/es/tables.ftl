# Las palabras de las tablas y del título de un torneo, en español (los mismos
# ids que locales/en/tables.ftl). Las siglas FIDE de los desempates (DE, BH-C1,
# SB) y las marcas de las casillas de la tabla (1 ½ 0 + - . * x w b bye) quedan
# como están.

## Los encabezados de columna de la tabla cruzada

table-rank = Pos
table-number = Nº
table-player = Jugador
table-points = Ptos
table-round = R

## Las notas tras una fila

table-annulled = retirado: resultados anulados (FIDE C.06 V.4.a)
table-stands = retirado: los resultados se mantienen (FIDE C.06 V.4.b)
table-withdrew = retirado

## La leyenda bajo la tabla

table-legend-round-robin = 1 victoria, ½ tablas, 0 derrota; +/- incomparecencia tras una retirada; . en juego; * sin resultado. { $ties }
table-legend-swiss = Cada ronda: número del rival, color (w/b: blancas/negras), resultado (1 victoria, ½ tablas, 0 derrota, + / - incomparecencia, . en juego); bye: descanso asignado por el emparejamiento; - ausente. { $ties }
table-legend-swiss-dummy = Para BH y SB, un descanso, una incomparecencia o una ausencia cuenta como una partida contra un rival virtual con la puntuación del propio jugador (como mucho la del rival que no compareció, o medio punto por ronda), y una ausencia al final como tablas para los rivales (FIDE C.07 art. 16).
table-ties = Desempates: { $list } (FIDE C.07).
table-ties-none = Desempates: por número inicial.
table-tiebreak = { $name } ({ $acronym })

## Los desempates en palabras (FIDE C.07)

tiebreak-de = enfrentamiento directo
tiebreak-win = victorias
tiebreak-won = partidas ganadas
tiebreak-bpg = partidas con negras
tiebreak-bwg = victorias con negras
tiebreak-ps = puntuación progresiva
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-cut = { $name } con corte { $n }
tiebreak-median = { $name } mediano { $n }

## El título del torneo

event-title = { $name } (torneo { $tournament }): { $variant }, { $kind }{ $control }
event-system = { $system ->
        [swiss] sistema suizo
        [knockout] eliminatoria
       *[other] liga (todos contra todos)
    }
event-kind-single = liga a una vuelta
event-kind-double = liga a doble vuelta
event-kind-swiss = sistema suizo (sistema holandés) a { $rounds } rondas
event-kind-knockout = copa eliminatoria, encuentros de { $games } { $games ->
        [one] partida
       *[other] partidas
    }, en caso de empate: { $tie }
event-tie-extra = otro par de partidas
event-tie-seed = pasa el mejor cabeza de serie

## El cuadro eliminatorio

bracket-final = Final
bracket-semi-finals = Semifinales
bracket-quarter-finals = Cuartos de final
bracket-round = Ronda { $round }
bracket-bye = (descanso)
bracket-winner = Ganador: { $name }
bracket-match = Encuentro
bracket-seed = Cabeza de serie
bracket-score = Marcador
bracket-through = Pasa
bracket-champion = Ganador

## Competiciones por equipos

table-team = Equipo
table-games = Partidas
table-board-title = Tablero { $board }
table-legend-team = Cada encuentro: los puntos de partida del equipo y, entre paréntesis, sus puntos de encuentro (2 ganado, 1 empatado, 0 perdido; (.) aún en juego). MP: puntos de encuentro; GP: puntos de partida; clasificación primero por { $primary }. { $ties }
tiebreak-team-mpts = puntos de encuentro
tiebreak-team-gpts = puntos de partida
tiebreak-team-secondary = la otra puntuación
tiebreak-team-ede = enfrentamiento directo extendido
tiebreak-team-bc = recuento por tableros
tiebreak-team-tbr = resultados de los primeros tableros
tiebreak-team-bbe = eliminación de los últimos tableros
tiebreak-team-esb = Sonneborn-Berger extendido (los { $opponent } de los rivales por los { $own } obtenidos)
tiebreak-team-bh = Buchholz por { $on }
event-kind-team = { $system }, { $games } { $games ->
        [one] partida
       *[other] partidas
    } por tablero, clasificación por { $score }
event-kind-team-match = encuentro por equipos
event-kind-team-single = liga por equipos
event-kind-team-double = liga por equipos a doble vuelta
