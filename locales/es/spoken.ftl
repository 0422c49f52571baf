# See locales/en/spoken.ftl.

spoken-side-list = Las { $side }: { $list }
spoken-shared = Común a ambos bandos: { $list }.
spoken-marked = Casillas marcadas: { $squares }.
spoken-letters = Letras: { $list }.
spoken-pawns = { $count ->
         [one] peón
        *[other] peones
    }
spoken-no-pieces = ninguna pieza
spoken-moved = Las { $side }: { $piece } de { $from } a { $to }
spoken-now = , ahora { $piece }
spoken-taken-off = Las { $side }: pieza retirada de { $from } ({ $piece })
spoken-placed = Las { $side }: pieza colocada en { $to } ({ $piece })
spoken-nothing = Las { $side }: no se movió ninguna pieza
spoken-and = y
spoken-capturing = , captura { $piece } ({ $side }) en { $square }
spoken-combining = , se une a { $piece } ({ $side }) en { $square }
spoken-last-move = Última jugada: { $text } ({ $written }).
spoken-king = rey
spoken-queen = dama
spoken-rook = torre
spoken-bishop = alfil
spoken-knight = caballo
spoken-pawn = peón
