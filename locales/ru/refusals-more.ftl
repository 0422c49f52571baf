# См. locales/en/refusals-more.ftl.

refused-challenge = вызов отклонён: { $reason }
refused-challenge-usage = напишите: "challenge АДРЕС ВАРИАНТ [ОПЦИЯ=ЗНАЧЕНИЕ ...] [КОНТРОЛЬ ВРЕМЕНИ] [as white|as black] [unrated]", например "challenge bob@example.net momentum 3d/move"
refused-challenge-as = после "as" напишите "white" или "black"; { $usage }
refused-not-an-address = { $address } — не адрес электронной почты
refused-challenge-yourself = вызов отклонён: Вы не можете вызвать самого себя
refused-approve-not-organiser = одобрить вызов может только организатор; ничего не сделано
refused-approval-answered = на вызов { $challenger } против { $challenged } уже ответили ({ $status ->
        [waiting] он ждёт ответа
        [approval] он ждёт одобрения
        [started] партия началась
        [refused] не одобрен
        [declined] отклонён
        [lapsed] истёк
       *[other] { $status }
    }); ничего не сделано
refused-approval-word = ответьте на запрос словом "approve" или "refuse", одним в первой строке
refused-challenge-other-address = этот вызов был отправлен { $challenged }; ответить на него может только этот адрес, ничего не сделано
refused-challenge-lapsed = этот вызов от { $challenger } истёк { $at }, через { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    } после отправки, без ответа; ничего не сделано. Чтобы сыграть, отправьте свой вызов: "challenge" { $challenger } { $variant }
refused-challenge-answered = на этот вызов уже ответили ({ $status ->
        [waiting] он ждёт ответа
        [approval] он ждёт одобрения
        [started] партия началась
        [refused] не одобрен
        [declined] отклонён
        [lapsed] истёк
       *[other] { $status }
    }); больше ничего не сделано

refused-no-game = партии { $game } нет
refused-not-a-player = { $address } не играет в партии { $game }
refused-moved-on = партия { $game } продолжилась с тех пор, как я попросил Вас подтвердить "{ $what }", поэтому ничего не сделано; отправьте команду снова, если она ещё в силе
refused-token-unknown = это не ответ ни на один мой запрос подтверждения (его метка { $token } неизвестна); ничего не сделано: отправьте команду снова
refused-token-other-address = запрос подтверждения { $token } был отправлен на другой адрес; подтвердить его может только этот адрес, ничего не сделано
refused-token-answered-applied = на запрос подтверждения "{ $what }" уже ответили (тогда он был выполнен); больше ничего не сделано
refused-token-answered-not-applied = на запрос подтверждения "{ $what }" уже ответили (тогда ничего не было выполнено); больше ничего не сделано

refused-too-many-parts = письмо содержит части для { $parts } { $parts ->
        [one] партии
        [few] партий
       *[many] партий
    }, больше, чем { $most }, допустимых в одном письме; ничего не сделано
refused-personal-in-part = "name", "timezone", "language" и "leave" относятся к игроку, а не к партии { $game }: отправьте их отдельно, в ответе на одно из моих писем; в партии { $game } ничего не сделано

refused-sender-mismatch = письмо от { $sender }, но отправлено { $agent } (его заголовок Sender:); письма, отправленные от имени другого, не принимаются, если организатор не разрешил этого отправителя
refused-too-big = размер письма { $size } { $size ->
        [one] байт
        [few] байта
       *[many] байт
    }, больше предела в { $limit } { $limit ->
        [one] байт
        [few] байта
       *[many] байт
    }; отправьте ход простым текстом без вложений
refused-settings-unproven = "name", "timezone", "language", "notation", "board", "leave", "digest" и "xfcc" принимаются только в ответе на одно из моих писем о Вашей партии или Вашей заявке (ответ содержит Ваш код или метку заявки; письмо без них мог отправить кто угодно)
refused-settings-unverified = "name", "timezone", "language", "notation", "board", "leave", "digest" и "xfcc" принимаются только из письма, которое подтверждает его домен, а { $why }
refused-which-game = я не смог понять, к какой партии это относится: ответьте на одно из моих писем о партии или укажите её номер в теме, например "[Game 12]"
refused-not-a-player-commands = { $address } не играет в партии { $game }; команды для неё могут отправлять только её два игрока

refused-no-overview = Вы здесь не играете ни одной партии, поэтому обзора Ваших партий нет

refused-organiser-command = «{ $command }» — команда организатора: только организатор этого арбитра может { $command ->
        [tournament] отправлять команды турнира
        [player] вносить рейтинг игрока, полученный в другом месте
        [announce] рассылать объявление участникам турнира
        [abort] аннулировать партию
        [adjudicate] присуждать результат партии
        [takeback] отменять ход
        [resend] заново отправлять письма партии
        [pause] приостанавливать партию
        [resume] возобновлять приостановленную партию
        [overdue] запрашивать просроченные партии
       *[other] её отправлять
    } (с адреса из его списка организаторов, с кодом организатора в теме письма); ничего не сделано
