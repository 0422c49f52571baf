# Zie locales/en/legend.ftl.

board-key = Hoofdletters: Wit; kleine letters: Zwart; donkere velden zijn getekend als :x:.
board-key-html = Hoofdletters: Wit; kleine letters: Zwart.
board-letters = Letters: { $list }.
board-label = Bord
board-table-intro = Hetzelfde bord als tabel:
board-alt = Het bord: { $words }
board-alt-table = Het bord (hetzelfde bord volgt als tabel)
board-alt-plain = Het bord
