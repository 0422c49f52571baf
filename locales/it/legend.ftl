# Si veda locales/en/legend.ftl.

board-key = Maiuscole: Bianco; minuscole: Nero; le case scure sono disegnate :x:.
board-key-html = Maiuscole: Bianco; minuscole: Nero.
board-letters = Lettere: { $list }.
board-label = Scacchiera
board-table-intro = La stessa scacchiera come tabella:
board-alt = La scacchiera: { $words }
board-alt-table = La scacchiera (la stessa scacchiera segue come tabella)
board-alt-plain = La scacchiera
