# Las palabras propias del sitio publicado ([publish] language), en español. Los
# mismos identificadores con los mismos marcadores que locales/en/site.ftl. Los
# nombres de los jugadores, las jugadas, los nombres de las variantes y de los
# torneos y el texto de las páginas de reglas se quedan como están. Trato de
# usted; términos: GLOSSARY.md (ply = media jugada). Teclas: Inicio y Fin, como en
# los teclados españoles.

site-nav = Sitio
site-all = Todos los torneos y partidas
site-footer = Publicado por pbem-arbiter, un árbitro de partidas por correo electrónico. Los jugadores figuran con el nombre que eligieron; las direcciones nunca se muestran.

## La página principal

site-events = Torneos
site-event = Torneo
site-variant = Variante
site-system = Sistema
site-status = Estado
site-games = Partidas
site-game = Partida
site-white = Blancas
site-black = Negras
site-result = Resultado
site-plies = Medias jugadas
site-last-change = Último cambio
site-no-game = Todavía no hay ninguna partida publicada.

## La página de una partida

site-game-number = Partida { $id }
site-round = ronda { $round }
site-begun = iniciada el { $date }
site-in-play = en juego
# "medias jugadas: 34" en vez de "34 medias jugadas", correcto también para 1.
site-plies-count = medias jugadas: { $plies }
site-part = Parte { $part } de { $parts }:
site-board-after = El tablero tras la media jugada { $ply }.
site-after-ply = tras la media jugada { $ply }
site-start-key = Inicio (tecla Inicio)
site-back-key = Atrás (flecha izquierda)
site-forward-key = Adelante (flecha derecha)
site-end-key = Final (tecla Fin)
site-symbol = Símbolo
site-piece = Pieza
site-betza = Movimiento (Betza)
site-moves = Jugadas
site-keys = Recorra la partida con las flechas izquierda y derecha, Inicio y Fin, o elija una jugada.
site-no-move = Todavía no hay jugadas.

## La página de un torneo y una página de reglas

site-all-pgn = todas las partidas en PGN
site-round-title = Ronda { $round }
site-board-number = Tablero { $board }:
site-cup-match = Encuentro { $match }
site-cup-game = Partida { $game }:
site-cup-tie-break-game = Partida de desempate { $game }:
site-rules-title = { $variant }: las reglas tal como las aplica el árbitro

## Las palabras del script que recorre la partida: el script pone el número de la
## media jugada después de las palabras que terminan en "media jugada".

site-js-start = inicio
site-js-after-ply = tras la media jugada
site-js-the-start = La posición inicial.
site-js-after-ply-cap = Tras la media jugada
site-js-board-start = El tablero en la posición inicial
site-js-board-after = El tablero tras la media jugada
site-js-pawn = peón
site-js-pawns = peones
site-js-no-pieces = ninguna pieza
site-js-shared = Comunes a ambos bandos:
