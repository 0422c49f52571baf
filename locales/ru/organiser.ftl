# Ответы на письмо организатора, по-русски (те же ids, что в
# locales/en/organiser.ftl). Слова команд остаются английскими.

organiser-done = Сделано
organiser-done-subject = Сделано: { $line }
organiser-not-read = "{ $line }" — не { $what ->
        [player] команда об игроке
       *[other] команда турнира
    }, которую я могу выполнить:
organiser-not-done = "{ $line }" не выполнено: { $why }
organiser-game-done = Партия { $game }: { $what }.
organiser-announce-usage = напишите: "announce TOURNAMENT TEXT" (текст может продолжаться на следующих строках)
organiser-announce-unknown = турнира { $tournament } нет; ничего не объявлено
organiser-announced-subject = Сделано: объявлено участникам { $name }
organiser-announced = Ваше объявление ушло участникам { $name } (турнир { $tournament }): { $sent }.
organiser-overdue-subject = Просроченные партии
organiser-overdue = Просроченные партии:
organiser-overdue-none = Просроченных партий нет.
organiser-usage = напишите: "{ $word } GAME reason"
organiser-usage-adjudicate = напишите: "adjudicate GAME RESULT reason"
organiser-usage-resend = напишите: "resend GAME [ADDRESS]"
organiser-no-code = команда организатора действительна только с кодом организатора в теме письма, в виде [Organiser CODE] (любой отправитель From: может быть подделан); ничего не сделано

## Уведомление организаторам: ответы адресам, которые не играют ни одной
## партии, достигли своего часового предела. $count и $limit — числа;
## $at и $until — моменты времени в UTC.

strangers-subject = Ответы адресам без партий приостановлены до { $until }
strangers-text = За час до { $at } адресам, которые не играют ни одной партии, ушло ответов: { $count }. Это наибольшее число, разрешённое для всех них вместе ([mail] stranger_answers_per_hour_total = { $limit }). До { $until } письма с таких адресов записываются и сохраняются, но остаются без ответа, чтобы список поддельных отправителей не мог заставить этого арбитра рассылать письма посторонним. Игроки и организаторы получают ответы как обычно. Вы узнаете об этом не чаще раза в час.
