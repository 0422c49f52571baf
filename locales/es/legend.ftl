# Véase locales/en/legend.ftl.

board-key = Mayúsculas: Blancas; minúsculas: Negras; las casillas oscuras se dibujan :x:.
board-key-html = Mayúsculas: Blancas; minúsculas: Negras.
board-letters = Letras: { $list }.
board-label = Tablero
board-table-intro = El mismo tablero como tabla:
board-alt = El tablero: { $words }
board-alt-table = El tablero (el mismo tablero sigue como tabla)
board-alt-plain = El tablero
