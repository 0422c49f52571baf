# Слова писем о турнирах, по-русски (те же ids, что в locales/en/events.ftl).
# Командные слова ("confirm", "withdraw entry", "name", "timezone",
# "language", "board") остаются английскими.

## Турнир в письме

event-name = { $name } (турнир { $tournament })
event-line = { $name } (турнир { $tournament }), тур { $round }
event-cup-game-line = { $name } (турнир { $tournament }): { $round }, матч { $match }, партия { $game }
event-cup-tie-break-line = { $name } (турнир { $tournament }): { $round }, матч { $match }, дополнительная партия { $game }

## Заявка по почте

entry-request-subject = Подтвердите заявку на { $name } [Confirm { $token }]
entry-request-intro = Вы подали заявку на { $name } (турнир { $tournament }): { $title }.
entry-request-confirm = Чтобы подтвердить, ответьте на это письмо словом
entry-request-settings = В том же ответе можно указать имя, часовой пояс или язык, каждое на отдельной строке ("name Jane Doe", "timezone Europe/Berlin", "language ru").
entry-request-close = Если Вы не ответите, ничего не произойдёт. Приём заявок заканчивается { $until }.
entry-still-waits = Ваша заявка всё ещё ждёт: чтобы подтвердить её, ответьте на мой запрос словом "confirm".
entered-subject = Заявка принята: { $name } [Confirm { $token }]
entered-seat = Вы записаны в { $name } (турнир { $tournament }) игроком { $seat } из { $entered }.
entered-next = Вы получите письмо, когда приём заявок закончится и когда начнутся Ваши партии.
entered-withdraw = Чтобы отозвать заявку до начала, напишите: "withdraw entry { $tournament }"
entered-settings = До первой партии можно указать имя, часовой пояс или язык в ответе на это письмо, каждое отдельной строкой, например: "name Jane Doe"; "timezone Europe/Berlin"; "language ru".
withdrawn-subject = Заявка отозвана: { $name }
withdrawn = Ваша заявка на { $name } (турнир { $tournament }) отозвана.
entries-closed-subject = { $name }: приём заявок закончен
entries-closed = Приём заявок на { $name } (турнир { $tournament }) закончен: игроков — { $count }.
entries-closed-start = Организатор начинает турнир; на каждую Вашу партию придёт письмо.

## Свободный тур и тур без жеребьёвки

bye-subject = { $name }, тур { $round }: свободен
bye = { $event }, тур { $round }: по жеребьёвке Вы свободны от игры (число игроков нечётное), это даёт { $worth }. В этом туре Вы не играете; следующий тур проводится жеребьёвкой, когда закончатся все партии этого.
bye-worth-one = 1 очко
bye-worth = { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
pairing-error-subject = { $name }: жеребьёвка тура { $round } не проведена
pairing-error = { $event }: жеребьёвку тура { $round } провести не удалось, ни одна партия тура не начата.
pairing-error-retry = Арбитр пробует снова при каждой проверке почты, а `arbiter tournament pair { $tournament }` пробует сразу. Когда ошибка исправлена, тур проводится и рассылается как обычно.

## Результаты и турнирная таблица

results-subject-final = { $name }: итоговая турнирная таблица
results-subject = { $name }: турнирная таблица после { $done } из { $games } { $games ->
        [one] партии
        [few] партий
       *[many] партий
    }
results-new-one = Новый результат:
results-new-many = Новые результаты:
results-line = Тур { $round }, партия { $game }: { $white } - { $black } { $result } ({ $how })
results-final = Все партии закончены: это итоговая таблица.
results-running = Ещё { $running ->
        [one] идёт { $running } партия
        [few] идут { $running } партии
       *[many] идут { $running } партий
    }.

## Ответ на настройки

settings-subject = Настройки изменены
settings-done = Сделано:
settings-name = Ваше имя теперь { $name }.
settings-timezone = Ваш часовой пояс теперь { $zone }.
settings-language = Ваш язык теперь { $language }. Ваши ходы читаются и пишутся буквами фигур { $letters }.
settings-notation = Ваша нотация теперь { $notation }: так Вам и пишутся ходы.
settings-board-grid = Ваши ответы теперь показывают доску сеткой ("board grid").
settings-board-list = Ваши ответы теперь перечисляют фигуры словами вместо сетки, для экранного диктора ("board list").
settings-board-both = Ваши ответы теперь показывают сетку и фигуры словами ("board both").
settings-leave = Отпуск с { $first } по { $last } (дни по UTC, оба включительно).
settings-leave-clocks = Во время отпуска Ваши часы стоят, а соперникам об этом сообщается.
settings-leave-taken = Взятый отпуск: { $years }.
settings-leave-year = { $year }: { $days } из { $allowance } { $allowance ->
        [one] дня
        [few] дней
       *[many] дней
    }
settings-zone-hint = Крайние сроки в ответах указаны по UTC, а также в Вашем часовом поясе, как только Вы пришлёте
settings-zone-hint-how = "timezone" с его именем IANA (например "timezone Europe/Berlin").

## Объявления организатора и его действия в партии

announce-subject = { $name }: от организатора
organiser-subject = Организатор { $what }
organiser-did = Организатор ({ $by }) { $what }.
organiser-reason = Причина: { $reason }
organiser-dropped = Ваши условные ходы в этой партии отменены: организатор { $what }.
organiser-ended = завершил партию: { $result } ({ $how })
organiser-took-back = отменил последний ход ({ $side }): { $move } (полуход { $ply })
organiser-paused = остановил часы
organiser-resumed = снова пустил часы

## Почему заявка или её отзыв отклонены

entry-by-organiser = { $name } (турнир { $tournament }) не принимает заявки по почте: игроков записывает организатор
entry-closed-on = приём заявок на { $name } (турнир { $tournament }) закончился { $until }
entry-closed-started = приём заявок на { $name } (турнир { $tournament }) закончился с его началом
entry-closed-started-on = приём заявок на { $name } (турнир { $tournament }) закончился с его началом, { $at }
entry-not-taken = { $why }; Ваша заявка не принята
entry-already = Вы уже записаны в { $name } (турнир { $tournament })
entry-full = { $name } (турнир { $tournament }) заполнен: записано игроков — { $max }
entry-unknown = турнира "{ $words }" нет; напишите: "enter НОМЕР" (или его название)
entry-not-confirmed = Ваша заявка не подтверждена (в ответе не было "confirm"); никто не записан
withdraw-unknown = турнира "{ $words }" нет
withdraw-started = { $name } (турнир { $tournament }) уже начался: попросите организатора снять Вас
withdraw-not-entered = Вы не записаны в { $name } (турнир { $tournament })

## Отпуск игрока, сообщённый сопернику

leave-notice-subject = Ваш соперник в отпуске с { $first } по { $last } (дни по UTC, оба включительно)
leave-notice-who = Ваш соперник, { $who }, в отпуске
leave-notice-span = с { $first } по { $last } (дни по UTC, оба включительно).
leave-notice-clock = Часы Вашего соперника в этой партии стоят во время отпуска; Ваши идут как обычно, когда Ваш ход.

## Ответы на код заявки, которые ничего не меняют

entry-other-address = эту заявку подал другой адрес; только он может её подтвердить или указать с ней настройки, ничего не сделано
entry-settings-refused = { $error }; ничего не сделано, Ваша заявка осталась прежней
entry-answers-to-entered = Вы уже записаны; ответ на моё письмо о Вашей заявке принимается только для настроек, каждая отдельной строкой ("name Jane Doe", "timezone Europe/Berlin", "language ru", "leave 2026-12-24 2027-01-02"), или для "withdraw entry" с номером турнира; ничего не сделано
entry-answered-before = на эту заявку уже ответили ({ $status }); ничего не сделано повторно

## Заявка, отклонённая из-за рейтинга; устаревшая заявка

entry-rating-low = { $name } (турнир { $tournament }) принимает участников с рейтингом от { $min }; { $what } — { $rating }
entry-rating-none = { $name } (турнир { $tournament }) принимает участников с рейтингом от { $min }, а у Вас нет ни рейтинга в { $variant } здесь, ни рейтинга из другого места (организатор может внести рейтинг ICCF или FIDE)
entry-rating-own = Ваш рейтинг в { $variant }
entry-rating-elsewhere = Ваш рейтинг из другого места
entry-gone = турнира этой заявки больше нет
entry-settings-unwritten = { $why }; Ваши настройки тоже не записаны

## Тематические турниры: каждая партия начинается с заданного дебюта или заданной позиции

event-theme-opening = Тематический турнир: каждая партия начинается после заданного дебюта { $moves }.
event-theme-position = Тематический турнир: каждая партия начинается с заданной позиции { $fen }.
event-theme-short-opening = тематический турнир, заданный дебют { $moves }
event-theme-short-position = тематический турнир, заданная позиция { $fen }
tournament-theme-position = --fen: в заданной позиции играть нельзя: { $error }
tournament-theme-over = в заданной начальной позиции партия уже окончена ({ $result }: { $how }); для тематического турнира нужна позиция, в которой игра продолжается
tournament-theme-empty = --opening: не прочитано ни одного хода; напишите ходы заданного дебюта от начальной позиции, например "1. e4 e5 2. f4"
tournament-theme-move = --opening: ход { $label } { $text } сыграть нельзя: { $reason }
event-meeting-line = командный матч { $home } - { $away }, доска { $board }
