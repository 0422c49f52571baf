# Причина отклонённой настройки, по-русски (те же ids, что в
# locales/en/settings.ftl). Слова, которые пишет игрок, остаются как есть.

setting-mixed = "name", "timezone", "language", "notation", "board", "leave", "digest" и "xfcc" пишутся в отдельном сообщении, без ходов и других команд; ничего не сделано
setting-not-a-player = { $email } здесь не играет ни одной партии; настройки есть только у игроков
setting-bad-name = имя должно содержать хотя бы одну букву и не больше { $max } { $max ->
        [one] знака
        [few] знаков
       *[many] знаков
    }, без переносов строки и без <, >, ", @
setting-unknown-zone = { $zone } — неизвестный мне часовой пояс: напишите имя IANA, например Europe/Moscow, America/New_York или UTC
setting-unknown-language = { $code } — не принимаемый мной код языка: напишите один из { $accepted }
setting-unknown-notation = { $name } — не нотация, в которой я пишу: напишите san, long, numeric или figurine
setting-not-a-time = { $text } — это не время: напишите его как ЧЧ:ММ в 24-часовом формате, например 18:00
setting-no-time = время не указано: напишите "digest daily 18:00", "digest 08:00 18:00" или "digest off"
setting-too-many = не больше { $most } { $most ->
        [one] времени
        [few] времён
       *[many] времён
    } сводки в день
setting-not-a-date = { $text } — это не дата: напишите её как ГГГГ-ММ-ДД, например 2026-12-24
setting-backwards = отпуск кончается ({ $last }) раньше, чем начинается ({ $first })
setting-in-the-past = отпуск начинается в прошлом ({ $first }; сегодня { $today }, UTC)
setting-overlaps = отпуск с { $first } по { $last } пересекается с Вашим отпуском с { $other_first } по { $other_last }
setting-over-allowance = дней отпуска в { $year } году: { $asked }, это больше, чем осталось от годового отпуска в { $allowance } { $allowance ->
        [one] день
        [few] дня
       *[many] дней
    }: { $left } (взято { $taken })
