# See locales/en/spoken.ftl.

spoken-side-list = { $side }: { $list }
spoken-shared = Beiden Seiten gemeinsam: { $list }.
spoken-marked = Markierte Felder: { $squares }.
spoken-letters = Buchstaben: { $list }.
spoken-pawns = { $count ->
         [one] Bauer
        *[other] Bauern
    }
spoken-no-pieces = keine Figuren
spoken-moved = { $side }: { $piece } von { $from } nach { $to }
spoken-now = , jetzt { $piece }
spoken-taken-off = { $side }: { $piece } auf { $from } vom Brett genommen
spoken-placed = { $side }: { $piece } auf { $to } eingesetzt
spoken-nothing = { $side }: keine Figur gezogen
spoken-and = und
spoken-capturing = , schlägt { $piece } ({ $side }) auf { $square }
spoken-combining = , verbindet sich mit { $piece } ({ $side }) auf { $square }
spoken-last-move = Letzter Zug: { $text } ({ $written }).
spoken-king = König
spoken-queen = Dame
spoken-rook = Turm
spoken-bishop = Läufer
spoken-knight = Springer
spoken-pawn = Bauer
