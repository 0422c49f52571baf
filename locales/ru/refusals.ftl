# See locales/en/refusals.ftl for what each message says.

refusal-not-your-turn = сейчас не Ваш ход: ходят { $side } ({ $number }); игроки ходят по очереди (FIDE 1.1)
refusal-game-over = партия { $game } окончена: { $result } { $how } (FIDE 5)
refusal-second-move = только один ход в письме: "{ $text }" стоит после Вашего хода; ничего не сыграно, пришлите ход отдельно (docs/rules/chess.md)
refusal-no-offer = Ваш соперник не предлагал ничью, которую можно отклонить (FIDE 9.1.2)
refusal-offer-stands = Ваше предложение ничьей ещё в силе; соперник на него пока не ответил (FIDE 9.1.2)
refusal-claim-not-to-move = потребовать ничью может только игрок, чья очередь хода, — в том числе одновременно с ходом, повторяющим позицию (FIDE 9.2.1)
refusal-empty = ход не указан
refusal-unreadable = не удаётся прочитать { $text } как ход: { $hint }
refusal-illegal = { $text } — невозможный ход: { $reason }
refusal-ambiguous = { $text } неоднозначно: это может быть { $candidates }
refusal-or = или
refusal-null-move = { $text } — нулевой ход (пропуск), в { $variant } такой ход невозможен
refusal-over = партия окончена: { $how }
refusal-wrong-number = номер хода { $given } неверен: сейчас ход { $expected } (указанный номер хода должен совпадать с номером хода в партии: docs/rules/chess.md)
refusal-wrong-side = номер { $given } написан для { $written ->
        [white] белых
       *[black] чёрных
    }, но сейчас ход { $side ->
        [white] белых
       *[black] чёрных
    } (ход { $expected })
refusal-claim-refused = требовать ничью нельзя: позиция встречалась { $occurrences } { $occurrences ->
        [one] раз
        [few] раза
       *[many] раз
    } (нужно 3), и без взятий и ходов пешкой { $quiet ->
        [one] сыгран { $quiet } ход
        [few] сыграно { $quiet } хода
       *[many] сыграно { $quiet } ходов
    } (нужно 50; G1, FIDE 9.2 и 9.3)
refusal-conditionals-unproven = условные ходы принимаются только в ответе на одно из моих писем о партии { $game }, содержащем Ваш код и прошедшем проверки почты, а { $why }; ничего не сделано: ответьте на моё последнее письмо
