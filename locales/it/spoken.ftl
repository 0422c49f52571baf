# See locales/en/spoken.ftl.

spoken-side-list = { $side }: { $list }
spoken-shared = In comune ai due colori: { $list }.
spoken-marked = Case marcate: { $squares }.
spoken-letters = Lettere: { $list }.
spoken-pawns = { $count ->
         [one] pedone
        *[other] pedoni
    }
spoken-no-pieces = nessun pezzo
spoken-moved = { $side }: { $piece } da { $from } a { $to }
spoken-now = , ora { $piece }
spoken-taken-off = { $side }: pezzo tolto da { $from } ({ $piece })
spoken-placed = { $side }: pezzo posto in { $to } ({ $piece })
spoken-nothing = { $side }: nessun pezzo mosso
spoken-and = e
spoken-capturing = , cattura { $piece } ({ $side }) in { $square }
spoken-combining = , si unisce a { $piece } ({ $side }) in { $square }
spoken-last-move = Ultima mossa: { $text } ({ $written }).
spoken-king = re
spoken-queen = donna
spoken-rook = torre
spoken-bishop = alfiere
spoken-knight = cavallo
spoken-pawn = pedone
