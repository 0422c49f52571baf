# Слова турнирных таблиц и названия турнира, по-русски (те же ids, что в
# locales/en/tables.ftl). Сокращения ФИДЕ дополнительных показателей (DE, BH-C1,
# SB) и знаки в клетках таблицы (1 ½ 0 + - . * x w b bye) остаются как есть.

## Заголовки столбцов турнирной таблицы

table-rank = М
table-number = №
table-player = Участник
table-points = Очки
table-round = Т

## Пометки после строки

table-annulled = выбыл: результаты аннулированы (FIDE C.06 V.4.a)
table-stands = выбыл: результаты сохранены (FIDE C.06 V.4.b)
table-withdrew = выбыл

## Пояснение под таблицей

table-legend-round-robin = 1 победа, ½ ничья, 0 поражение; +/- без игры после выбытия; . партия идёт; * нет результата. { $ties }
table-legend-swiss = Каждый тур: номер соперника, цвет (w/b: белые/чёрные), результат (1 победа, ½ ничья, 0 поражение, + / - без игры, . партия идёт); bye: свободен от игры по жеребьёвке; - отсутствовал. { $ties }
table-legend-swiss-dummy = Для BH и SB свободный тур, результат без игры или отсутствие считается партией против условного соперника с очками самого участника (не больше очков соперника, проигравшего без игры, или по пол-очка за тур), а отсутствие в конце — ничьей для соперников (FIDE C.07 ст. 16).
table-ties = Дополнительные показатели: { $list } (FIDE C.07).
table-ties-none = Дополнительные показатели: по стартовому номеру.
table-tiebreak = { $name } ({ $acronym })

## Дополнительные показатели словами (FIDE C.07)

tiebreak-de = личная встреча
tiebreak-win = число побед
tiebreak-won = выигранные партии
tiebreak-bpg = партии чёрными
tiebreak-bwg = победы чёрными
tiebreak-ps = прогрессивный коэффициент
tiebreak-bh = Бухгольц
tiebreak-sb = Зонненборн-Бергер
tiebreak-cut = { $name } без { $n } { $n ->
        [one] худшего результата
        [few] худших результатов
       *[many] худших результатов
    }
tiebreak-median = { $name } без { $n ->
        [one] { $n } худшего и { $n } лучшего результатов
        [few] { $n } худших и { $n } лучших результатов
       *[many] { $n } худших и { $n } лучших результатов
    }

## Название турнира

event-title = { $name } (турнир { $tournament }): { $variant }, { $kind }{ $control }
event-system = { $system ->
        [swiss] швейцарская система
        [knockout] олимпийская система
       *[other] круговая система
    }
event-kind-single = однокруговой турнир
event-kind-double = двухкруговой турнир
event-kind-swiss = швейцарская система (голландская), туров: { $rounds }
event-kind-knockout = кубок на выбывание, партий в матче: { $games }, при равенстве: { $tie }
event-tie-extra = ещё пара партий
event-tie-seed = проходит участник с более высоким посевом

## Сетка на выбывание

bracket-final = Финал
bracket-semi-finals = Полуфиналы
bracket-quarter-finals = Четвертьфиналы
bracket-round = Тур { $round }
bracket-bye = (свободен)
bracket-winner = Победитель: { $name }
bracket-match = Матч
bracket-seed = Посев
bracket-score = Счёт
bracket-through = Прошёл
bracket-champion = Победитель

## Командные соревнования

table-team = Команда
table-games = Партии
table-board-title = Доска { $board }
table-legend-team = Каждый матч: очки команды за партии, затем в скобках её командные очки (2 победа, 1 ничья, 0 поражение; (.) матч ещё идёт). MP: командные очки; GP: очки за партии; места сначала по показателю «{ $primary }». { $ties }
tiebreak-team-mpts = командные очки
tiebreak-team-gpts = очки за партии
tiebreak-team-secondary = другой показатель очков
tiebreak-team-ede = расширенная личная встреча
tiebreak-team-bc = подсчёт по доскам
tiebreak-team-tbr = результаты первых досок
tiebreak-team-bbe = исключение последних досок
tiebreak-team-esb = расширенный коэффициент Зонненборна-Бергера («{ $opponent }» соперников, умноженные на набранные «{ $own }»)
tiebreak-team-bh = Бухгольц по показателю «{ $on }»
event-kind-team = { $system }, { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } на доске, места по показателю «{ $score }»
event-kind-team-match = командный матч
event-kind-team-single = командный круговой турнир
event-kind-team-double = двухкруговой командный турнир
