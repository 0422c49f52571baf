# Собственные слова опубликованного сайта ([publish] language), по-русски. Те же
# идентификаторы с теми же подстановками, что и в locales/en/site.ftl. Имена
# игроков, ходы, названия вариантов и турниров и текст страниц правил остаются
# как есть. Обращение на «Вы»; термины: GLOSSARY.md (ply = полуход). Клавиши:
# Home и End, как они подписаны на клавиатуре.

site-nav = Сайт
site-all = Все турниры и партии
site-footer = Опубликовано программой pbem-arbiter, арбитром партий по электронной почте. Игроки названы так, как они сами выбрали; адреса никогда не показываются.

## Главная страница

site-events = Турниры
site-event = Турнир
site-variant = Вариант
site-system = Система
site-status = Состояние
site-games = Партии
site-game = Партия
site-white = Белые
site-black = Чёрные
site-result = Результат
site-plies = Полуходы
site-last-change = Последнее изменение
site-no-game = Пока не опубликовано ни одной партии.

## Страница партии

site-game-number = Партия { $id }
site-round = тур { $round }
site-begun = начата { $date }
site-in-play = идёт
# «полуходов: 34» вместо «34 полухода»: так форма не зависит от числа.
site-plies-count = полуходов: { $plies }
site-part = Часть { $part } из { $parts }:
site-board-after = Доска после полухода { $ply }.
site-after-ply = после полухода { $ply }
site-start-key = В начало (Home)
site-back-key = Назад (стрелка влево)
site-forward-key = Вперёд (стрелка вправо)
site-end-key = В конец (End)
site-symbol = Символ
site-piece = Фигура
site-betza = Ходы (Betza)
site-moves = Ходы
site-keys = Листайте партию клавишами со стрелками влево и вправо, Home и End или выберите ход.
site-no-move = Ходов пока нет.

## Страница турнира и страница правил

site-all-pgn = все партии в формате PGN
site-round-title = Тур { $round }
site-board-number = Доска { $board }:
site-cup-match = Матч { $match }
site-cup-game = Партия { $game }:
site-cup-tie-break-game = Дополнительная партия { $game }:
site-rules-title = { $variant }: правила в том виде, в каком их применяет арбитр

## Слова скрипта для просмотра партии: скрипт ставит номер полухода после слов,
## которые кончаются на «полухода».

site-js-start = начало
site-js-after-ply = после полухода
site-js-the-start = Начальная позиция.
site-js-after-ply-cap = После полухода
site-js-board-start = Доска в начальной позиции
site-js-board-after = Доска после полухода
site-js-pawn = пешка
site-js-pawns = пешки
site-js-no-pieces = нет фигур
site-js-shared = Общие для обеих сторон:
