# Тексты писем арбитра о партиях, по-русски. Те же идентификаторы с теми же
# подстановками, что и в locales/en/replies.ftl (tests/locales.rs). Команды,
# которые присылает игрок ("draw", "decline", "board", "help", "history",
# "resign", "claim draw"), остаются английскими: арбитр читает только их.
# Номера правил (FIDE 6.9, M6, B2) не меняются. Обращение на «Вы»; термины:
# locales/ru/GLOSSARY.md. $side - это «белые» или «чёрные» (именительный падеж,
# множественное число, со строчной буквы): фразы построены так, чтобы $side стоял
# в именительном падеже и не в начале предложения, а глаголы при нём - во
# множественном числе.

## Стороны и первая строка каждого письма о партии

side-white = белые
side-black = чёрные
# Игрок в первой строке: имя и цвет, а также рейтинг, если он есть.
player-white = { $name } (белые)
player-white-rated = { $name } (белые, { $rating })
player-black = { $name } (чёрные)
player-black-rated = { $name } (чёрные, { $rating })
# $white и $black - это player-white и player-black; $variant - название варианта.
game-header = Партия { $game }: { $white } - { $black }, { $variant }
game-header-unrated = Партия { $game }: { $white } - { $black }, { $variant }, без обсчёта рейтинга
moves-label = Ходы:
footer = { $arbiter }: автоматический арбитр; ответы читает программа.

## Сообщение о ходе (update.txt) и доска (board.txt)

# $side - side-white или side-black; $label - номер хода (`12.` или `12...`).
update-played = Сделан ход: { $side } сыграли { $label } { $move } (получено: "{ $input }").
board-move-times = Каждый ход: когда он получен и сколько дней на него потратил сделавший его игрок:

## Положение партии (строка состояния)

status-your-move = Ваш ход (ходят { $side }, ход { $number }).
status-their-move = Ходят { $side } ({ $number }); я напишу Вам, когда наступит Ваша очередь.
status-check = Под шахом { $side }.
status-your-offer = Ваше предложение ничьей остаётся в силе.
status-their-offer = Ничью предлагают { $side }: ответьте "draw", чтобы принять, или "decline", чтобы отклонить.
status-game-over = Партия окончена: { $result } ({ $how }).

## Как закончилась партия ($side - победитель, $other - проигравший)

outcome-aborted = Партия отменена организатором
outcome-win-checkmate = Выиграли { $side }, поставив мат
outcome-win-resignation = Выиграли { $side }: соперник сдался
outcome-win-king-captured = Выиграли { $side }, взяв короля
outcome-win-no-legal-move = Выиграли { $side }, оставив соперника без возможных ходов
outcome-win-time = Выиграли { $side } по времени
outcome-win-adjudication = Выиграли { $side } по присуждению
outcome-win-forfeit = Выиграли { $side } без игры: { $other } выбыли из турнира
outcome-draw-stalemate = Ничья: пат
outcome-draw-dead-position = Ничья: мёртвая позиция (мат невозможен)
outcome-draw-fivefold = Ничья: пятикратное повторение позиции
outcome-draw-seventy-five = Ничья по правилу 75 ходов
outcome-draw-threefold = Ничья: троекратное повторение позиции (по требованию)
outcome-draw-fifty = Ничья по правилу 50 ходов (по требованию)
outcome-draw-agreement = Ничья по соглашению
outcome-draw-adjudication = Ничья по присуждению
outcome-draw-timeout-cannot-win = Ничья: время истекло, но соперник не мог бы выиграть (FIDE 6.9)

## Темы писем о партии ($what - ход, `12. Nf3`)

subject-to-move = { $what }, ходят { $side }
subject-over = { $what } { $result } ({ $how })
subject-reminder = Напоминание: Ваш ход, осталось { $left }
subject-refused = Не принято: { $reason }
subject-new-game = Новая партия: { $white } – { $black } ({ $variant })

## Неиспользованное сообщение (error.txt)

error-not-used = Ваше письмо не было использовано:
error-not-used-subject = Ваше письмо "{ $subject }" не было использовано:
error-notation = Вариант { $variant }: ходы записываются так:
error-board-again = Отправьте "board", чтобы снова увидеть позицию.
error-unchanged = Партия { $game } не изменилась.
error-help = Отправьте "help", чтобы получить список команд.

## Напоминание (reminder.txt)

reminder-your-move = Напоминание: сейчас Ваш ход, и у Вас осталось { $left }.
reminder-deadline = Ваш крайний срок: { $deadline }.
reminder-on-clock = Ваши часы показывают { $on_clock }: остальное — отпуск, во время которого часы стоят.
reminder-lost = Если к этому сроку от Вас не поступит ход, партия будет проиграна по времени.

## Новая партия (new_game.txt)

new-game-title = Партия { $game }: { $variant }
new-game-title-unrated = Партия { $game }: { $variant }, без обсчёта рейтинга
new-game-white = Белые: { $name }
new-game-white-rated = Белые: { $name } ({ $rating })
new-game-black = Чёрные: { $name }
new-game-black-rated = Чёрные: { $name } ({ $rating })
new-game-you-play = Ваш цвет: { $side }.
new-game-your-move = Сейчас Ваш ход.
new-game-wait = Первыми ходят { $side }; я напишу Вам, когда наступит Ваша очередь.
new-game-how = Как играть: ответьте на это письмо, написав свой ход отдельной строкой, например "Nf3" (или "Кf3" после "language ru"), "e2-e4" или "1. e4". Нажмите кнопку «Ответить» в Вашей почтовой программе: ответ сохраняет Ваш код этой партии в адресе и в теме, поэтому Ваш ход будет сделан сразу (ход из нового письма с "[Game { $game }]" в теме будет сделан после Вашего подтверждения).
new-game-commands = Команды: resign (сдаться), draw (предложить или принять ничью), decline (отклонить), claim draw (потребовать ничью), board (доска), history (ходы партии), help (справка).

## Партия, законченная по часам или организатором (forfeit.txt)

forfeit-organiser = Вы получаете это письмо как организатор.
