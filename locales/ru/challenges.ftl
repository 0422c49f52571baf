# См. locales/en/challenges.ftl. Слова ответа (accept, decline, approve, refuse)
# остаются английскими: так их читает арбитр. Пол адресата неизвестен: фразы
# о нём построены без прошедшего времени или в страдательном залоге.

challenge-terms = { $variant }, контроль времени { $control }
challenge-terms-untimed = { $variant }, без контроля времени
challenge-terms-unrated = { $terms }, без обсчёта рейтинга

challenge-sent-subject = Вызов отправлен
challenge-sent = Ваш вызов игроку { $challenged } ({ $terms }) отправлен; Вы узнаете, когда на него ответят.
challenge-subject = Вызов от { $challenger }
challenge-request = { $challenger } вызывает Вас на партию ({ $terms }); Вы играли бы { $color ->
        [white] белыми
       *[black] чёрными
    }.
challenge-accept = Чтобы принять вызов, ответьте на это письмо словом
challenge-decline = Чтобы отклонить его, ответьте словом
challenge-lapses = Вызов истекает, если на него не ответят до { $at }.
challenge-declined-subject = Вызов отклонён
challenge-declined = Ваш вызов ({ $terms }) отклонён адресатом { $challenged }.
challenge-lapsed-subject = Вызов истёк
challenge-lapsed = Ваш вызов игроку { $challenged } ({ $terms }) истёк: до { $at }, через { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    } после отправки, ответа не было. Партия не создана; Вы можете отправить новый вызов.

## Одобрение организатора

approval-subject = Одобрить партию?
approval-request = Вызов { $challenger } игроку { $challenged } на партию ({ $terms }) принят.
approval-approve = Чтобы партия началась, ответьте на это письмо словом
approval-refuse = Чтобы остановить её, ответьте словом
approval-waiting-subject = Вызов принят, ожидается одобрение
approval-waiting = Вызов { $challenger } против { $challenged } ({ $terms }) принят; партия начнётся, когда её одобрит организатор.
approval-refused-subject = Вызов не одобрен
approval-refused = Партия между { $challenger } и { $challenged } ({ $terms }) не одобрена организатором { $organiser }.
