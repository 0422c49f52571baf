# См. locales/en/replies-more.ftl.

nothing-attachments-only = в письме только вложения; напишите свой ход в тексте письма
nothing-empty = письмо пустое: напишите свой ход (или команду, например "board") отдельной строкой
nothing-found = не найдено ни хода, ни команды: напишите свой ход отдельной строкой, например "Кf3" или "12... Кf6"
nothing-charset = (часть письма записана в кодировке, которую я не смог прочитать; лучше всего подходит простой текст в UTF-8)

## Доска, запрошенная командой "board" (тема письма)

board-subject = Доска после { $turns } { $turns ->
        [one] хода
        [few] ходов
        [many] ходов
       *[other] хода
    }
moves-none-yet = (пока нет)

## Заметка каждому организатору о задержанном письме (held_note.txt)

held-note-subject = Для Вас задержано письмо
held-note-intro = Для Вас задержано письмо: его проверка превысила предел поиска ({ $limit }).
held-note-from = От:
held-note-mail-subject = Тема:
held-note-message-id = Message-ID:
held-note-game = Партия:
held-note-game-unknown = (неизвестна)
held-note-what-now = Ничего не изменено. Письмо хранится в базе данных (исход "held"; оно пришло как { $source }). Чтобы оценить его с большим пределом, увеличьте [limits] search_states / search_seconds в конфигурации и выполните `arbiter held release { $key }`; тогда отправитель получит обычный ответ.
