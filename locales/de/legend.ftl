# Siehe locales/en/legend.ftl.

board-key = Großbuchstaben: Weiß; Kleinbuchstaben: Schwarz; dunkle Felder sind als :x: gezeichnet.
board-key-html = Großbuchstaben: Weiß; Kleinbuchstaben: Schwarz.
board-letters = Buchstaben: { $list }.
board-label = Brett
board-table-intro = Dasselbe Brett als Tabelle:
board-alt = Das Brett: { $words }
board-alt-table = Das Brett (dasselbe Brett folgt als Tabelle)
board-alt-plain = Das Brett
