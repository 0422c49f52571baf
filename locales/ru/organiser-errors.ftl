# Почему команда организатора отклонена (в $why сообщения organiser-not-done
# или отдельно), по-русски. Те же id с теми же параметрами, что в
# locales/en/organiser-errors.ftl. Слова команд и формы (1-0, --double,
# KEY=VALUE) остаются английскими.

arbiter-refusal-no-such-game = партии { $game } нет
arbiter-refusal-not-held = сообщение { $id } не задержано
arbiter-refusal-address = { $text } — не адрес электронной почты
organiser-error-bad-result = { $text } — не результат: напишите 1-0, 0-1 или 1/2-1/2
organiser-error-over = партия { $game } уже окончена: { $result } ({ $how })
organiser-error-no-turn = в партии { $game } нет хода, который можно отменить
organiser-error-no-clock = в партии { $game } нет контроля времени, а значит, нет часов, которые можно остановить или снова пустить
organiser-error-paused = часы партии { $game } уже остановлены
organiser-error-not-paused = часы партии { $game } не остановлены
organiser-error-nothing-to-resend = в партии { $game } нет ответа, который можно отправить повторно
organiser-error-nothing-to-resend-to = в партии { $game } нет ответа, который можно повторно отправить на { $to }
organiser-error-no-reason = укажите причину: она попадёт в журнал партии и в письма игрокам
organiser-resent = повторно отправил последний ответ: { $whom }
tournament-error-no-such = турнира { $tournament } нет
tournament-error-no-name = турниру нужно название
tournament-error-too-few = для кругового турнира нужно не меньше 2 игроков, указано: { $given }
tournament-error-twice = { $email } заявлен дважды
tournament-error-entrant = { $text } — не адрес и не "Имя <адрес>"
tournament-error-not-registering = турнир { $tournament } { $status }: начаться может только турнир, в котором идёт регистрация
tournament-error-not-running = турнир { $tournament } { $status }: выбыть можно только из идущего турнира
tournament-status-registering = в стадии регистрации
tournament-status-running = идёт
tournament-status-finished = завершён
tournament-error-not-entrant = { $email } не заявлен в турнире { $tournament }
tournament-error-withdrawn = { $email } уже выбыл из турнира { $tournament }
tournament-error-not-swiss = турнир { $tournament } играется не по швейцарской системе
tournament-error-rounds = в швейцарской системе с { $players } { $players ->
        [one] игроком
        [few] игроками
       *[many] игроками
    } не больше { $most } { $most ->
        [one] тура
        [few] туров
       *[many] туров
    } (никто не встречается дважды с одним соперником), а не { $rounds }
tournament-error-double-swiss = --double — для кругового турнира, не для швейцарской системы
tournament-system-rounds-round-robin = --rounds — для --system swiss (у кругового турнира свои туры)
tournament-system-rounds-knockout = --rounds — для --system swiss (в кубке столько туров, сколько нужно для его состава)
tournament-system-swiss-rounds = швейцарской системе нужно --rounds N
tournament-system-unknown = --system { $text }: укажите "round-robin", "swiss", "knockout", "team-match" или "team-round-robin"
tournament-system-knockout-flags = --games и --tie-rule — для --system knockout
tournament-system-tie-rule = --tie-rule { $text }: укажите "extra" (ещё пара партий) или "seed" (проходит участник с более высоким посевом)
tournament-system-time-control = --time-control: { $error }
tournament-system-tiebreaks = --tiebreaks: { $error }
tournament-system-entries-until = --entries-until { $text }: напишите день, например 2026-12-10, или момент, например 2026-12-10T18:00:00Z
tournament-system-swiss-cup = турнир играется либо по швейцарской системе, либо как кубок на выбывание, но не то и другое сразу
tournament-system-double-cup = --double — для кругового турнира; для матчей кубка есть --games
tournament-system-games = --games { $games }: в матче от 1 до 20 партий
tournament-error-option = параметр { $text } надо писать как KEY=VALUE
tournament-team-name-twice = две команды называются { $name }: у каждой команды должно быть своё название
tournament-team-player-twice = { $email } играет за { $other } и за { $team }: игрок играет только за одну команду
tournament-team-unequal = в командах должно быть поровну игроков: в команде { $team } { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    }, в команде { $first } { $boards }
tournament-team-round-robin-few = для командного кругового турнира нужно не меньше 3 команд (--team), указано: { $given }
tournament-team-match-two = командный матч играют 2 команды (--team), указано: { $given }
tournament-team-double-match = --double — для командного кругового турнира; в командном матче каждая доска играет две партии при --games-per-board 2
tournament-team-players = игроки командного соревнования указываются через --team, а не через --player
tournament-team-games-per-board = --games-per-board { $games }: на каждой доске играется 1 партия или 2 (по одной каждым цветом)
tournament-team-flags = --team, --games-per-board, --team-score и --max-replacements — для --system team-match или team-round-robin
tournament-team-unreadable = --team { $text }: напишите НАЗВАНИЕ=ИГРОК,ИГРОК,... в порядке досок (первый игрок — капитан) или НАЗВАНИЕ=КАПИТАН:ИГРОК,ИГРОК,...
tournament-team-score = --team-score { $text }: укажите "gp" (очки за партии) или "mp" (командные очки)
