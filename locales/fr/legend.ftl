# Voir locales/en/legend.ftl.

board-key = Majuscules : Blancs ; minuscules : Noirs ; les cases sombres sont dessinées :x:.
board-key-html = Majuscules : Blancs ; minuscules : Noirs.
board-letters = Lettres : { $list }.
board-label = Échiquier
board-table-intro = Le même échiquier sous forme de tableau :
board-alt = L'échiquier : { $words }
board-alt-table = L'échiquier (le même échiquier suit sous forme de tableau)
board-alt-plain = L'échiquier
