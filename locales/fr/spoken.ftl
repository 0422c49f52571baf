# See locales/en/spoken.ftl.

spoken-side-list = { $side } : { $list }
spoken-shared = Commun aux deux camps : { $list }.
spoken-marked = Cases marquées : { $squares }.
spoken-letters = Lettres : { $list }.
spoken-pawns = { $count ->
         [one] pion
        *[other] pions
    }
spoken-no-pieces = aucune pièce
spoken-moved = { $side } : { $piece } de { $from } à { $to }
spoken-now = , qui devient { $piece }
spoken-taken-off = { $side } : pièce retirée de { $from } ({ $piece })
spoken-placed = { $side } : pièce posée en { $to } ({ $piece })
spoken-nothing = { $side } : aucune pièce n'a bougé
spoken-and = et
spoken-capturing = , prise : { $piece } ({ $side }) en { $square }
spoken-combining = , union avec { $piece } ({ $side }) en { $square }
spoken-last-move = Dernier coup : { $text } ({ $written }).
spoken-king = roi
spoken-queen = dame
spoken-rook = tour
spoken-bishop = fou
spoken-knight = cavalier
spoken-pawn = pion
