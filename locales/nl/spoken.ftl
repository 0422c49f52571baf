# See locales/en/spoken.ftl.

spoken-side-list = { $side }: { $list }
spoken-shared = Van beide kleuren: { $list }.
spoken-marked = Gemarkeerde velden: { $squares }.
spoken-letters = Letters: { $list }.
spoken-pawns = { $count ->
         [one] pion
        *[other] pionnen
    }
spoken-no-pieces = geen stukken
spoken-moved = { $side }: { $piece } van { $from } naar { $to }
spoken-now = , nu { $piece }
spoken-taken-off = { $side }: { $piece } van { $from } weggenomen
spoken-placed = { $side }: { $piece } op { $to } geplaatst
spoken-nothing = { $side }: geen stuk verzet
spoken-and = en
spoken-capturing = , slaat { $piece } ({ $side }) op { $square }
spoken-combining = , verbindt zich met { $piece } ({ $side }) op { $square }
spoken-last-move = Laatste zet: { $text } ({ $written }).
spoken-king = koning
spoken-queen = dame
spoken-rook = toren
spoken-bishop = loper
spoken-knight = paard
spoken-pawn = pion
