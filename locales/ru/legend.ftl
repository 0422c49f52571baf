# См. locales/en/legend.ftl.

board-key = Заглавные буквы: белые; строчные: чёрные; тёмные поля нарисованы как :x:.
board-key-html = Заглавные буквы: белые; строчные: чёрные.
board-letters = Буквы: { $list }.
board-label = Доска
board-table-intro = Та же доска в виде таблицы:
board-alt = Доска: { $words }
board-alt-table = Доска (та же доска следует ниже в виде таблицы)
board-alt-plain = Доска
