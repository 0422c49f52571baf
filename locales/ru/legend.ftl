# См. locales/en/legend.ftl.

board-key = Заглавные буквы: Белые; строчные: Чёрные; тёмные поля нарисованы как :x:.
board-key-html = Заглавные буквы: Белые; строчные: Чёрные.
board-letters = Буквы: { $list }.
board-label = Доска
board-table-intro = Та же доска в виде таблицы:
board-alt = Доска: { $words }
board-alt-table = Доска (та же доска следует ниже в виде таблицы)
board-alt-plain = Доска
