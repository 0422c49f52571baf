# A refused setting's reason, in English: a player's name, timezone, language,
# notation, leave or digest that cannot be taken. Every other
# locales/<lang>/settings.ftl has the same ids with the same placeholders
# (tests/suite/locales.rs). The words a player writes (the setting's words, the
# examples' forms) stay as they are; a quoted $text, $zone, $code or $name is
# what the player wrote.

setting-mixed = name, timezone, language, notation, board, leave, digest and xfcc go in a message of their own, without moves or other commands; nothing was done
setting-not-a-player = { $email } plays no game here; settings are for players
setting-bad-name = a name must have a letter in it, and at most { $max } characters without line breaks or <, >, ", @
setting-unknown-zone = { $zone } is not a time zone I know: write an IANA name such as Europe/Berlin, America/New_York or UTC
setting-unknown-language = { $code } is not a language code I accept: write one of { $accepted }
setting-unknown-notation = { $name } is not a notation I write: write one of san, long, numeric, figurine
setting-not-a-time = { $text } is not a time: write it as HH:MM on the 24-hour clock, like 18:00
setting-no-time = no time given: write "digest daily 18:00", "digest 08:00 18:00" or "digest off"
setting-too-many = at most { $most } digest times a day
setting-not-a-date = { $text } is not a date: write it as YYYY-MM-DD, like 2026-12-24
setting-backwards = the leave ends ({ $last }) before it begins ({ $first })
setting-in-the-past = the leave begins in the past ({ $first }; today is { $today }, UTC)
setting-overlaps = the leave { $first } to { $last } overlaps your leave { $other_first } to { $other_last }
setting-over-allowance = { $asked } { $asked ->
        [one] day
       *[other] days
    } of leave in { $year } is more than the { $left } { $left ->
        [one] day
       *[other] days
    } left of the yearly allowance of { $allowance } { $allowance ->
        [one] day
       *[other] days
    } ({ $taken } taken)
