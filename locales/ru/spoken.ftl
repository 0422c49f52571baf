# See locales/en/spoken.ftl.

spoken-side-list = { $side }: { $list }
spoken-shared = Общие для обеих сторон: { $list }.
spoken-marked = Отмеченные поля: { $squares }.
spoken-letters = Буквы: { $list }.
spoken-pawns = { $count ->
         [one] пешка
         [few] пешки
        *[many] пешек
    }
spoken-no-pieces = нет фигур
spoken-moved = { $side }: { $piece } с { $from } на { $to }
spoken-now = , теперь { $piece }
spoken-taken-off = { $side }: снята фигура { $piece } с { $from }
spoken-placed = { $side }: фигура { $piece } поставлена на { $to }
spoken-nothing = { $side }: ни одна фигура не сдвинулась
spoken-and = и
spoken-capturing = , взятие: { $piece } ({ $side }) на { $square }
spoken-combining = , соединение с { $piece } ({ $side }) на { $square }
spoken-last-move = Последний ход: { $text } ({ $written }).
spoken-king = король
spoken-queen = ферзь
spoken-rook = ладья
spoken-bishop = слон
spoken-knight = конь
spoken-pawn = пешка
