# The board in words for screen readers (a player's `board list`, the picture's
# alt text, the site's board): the words around the piece lists and the last move.
# A variant's own piece names and notes stay as the variant writes them.

spoken-side-list = { $side }: { $list }
spoken-shared = Shared by both sides: { $list }.
spoken-marked = Marked squares: { $squares }.
spoken-letters = Letters: { $list }.
spoken-pawns = { $count ->
         [one] pawn
        *[other] pawns
    }
spoken-no-pieces = no pieces
spoken-moved = { $side } { $piece } { $from } to { $to }
spoken-now = , now a { $piece }
spoken-taken-off = { $side } { $piece } { $from } taken off
spoken-placed = { $side } { $piece } placed on { $to }
spoken-nothing = { $side }: no piece moved
spoken-and = and
spoken-capturing = , capturing { $side } { $piece } on { $square }
spoken-combining = , combining with { $side } { $piece } on { $square }
spoken-last-move = Last move: { $text } ({ $written }).
spoken-king = king
spoken-queen = queen
spoken-rook = rook
spoken-bishop = bishop
spoken-knight = knight
spoken-pawn = pawn
