# The words that say how to read a board, in English: the key under the board
# in a reply's text part (board-key; its English is output::drawing::TEXT_KEY)
# and under its table in the HTML part (board-key-html), the line that says
# which letter is which piece when the reader's letters are not the English
# ones (board-letters; $list is `K König, D Dame, ...`, the letters with the
# names of spoken.ftl), and the HTML part's own words around the board's
# picture and table (reply.html). Every other locales/<lang>/legend.ftl has the
# same ids with the same placeholders (tests/locales.rs). `:x:` is drawn as it
# stands. $words is the board in words (spoken.ftl).

board-key = Upper case: White; lower case: Black; dark squares are drawn :x:.
board-key-html = Upper case: White; lower case: Black.
board-letters = Letters: { $list }.
board-label = Board
board-table-intro = The same board as a table:
board-alt = The board: { $words }
board-alt-table = The board (the same board follows as a table)
board-alt-plain = The board
