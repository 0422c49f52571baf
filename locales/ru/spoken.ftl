# See locales/en/spoken.ftl.

spoken-side-list = { $list } ({ $side })
spoken-shared = Общие для обеих сторон: { $list }.
spoken-marked = Отмеченные поля: { $squares }.
spoken-letters = Буквы: { $list }.
spoken-pawns = { $count ->
         [one] пешка
         [few] пешки
        *[many] пешек
    }
spoken-no-pieces = нет фигур
spoken-moved = { $piece } ({ $side }) с { $from } на { $to }
spoken-now = , теперь { $piece }
spoken-taken-off = снята фигура { $piece } ({ $side }) с { $from }
spoken-placed = фигура { $piece } ({ $side }) поставлена на { $to }
spoken-nothing = ни одна фигура ({ $side }) не сдвинулась
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
