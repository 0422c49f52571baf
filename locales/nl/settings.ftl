# De reden van een geweigerde instelling, in het Nederlands (dezelfde ids als
# locales/en/settings.ftl). De woorden die een speler schrijft blijven zoals ze zijn.

setting-mixed = "name", "timezone", "language", "notation", "board", "leave", "digest" en "xfcc" horen in een eigen bericht, zonder zetten of andere opdrachten; er is niets gedaan
setting-not-a-player = { $email } speelt hier geen partij; instellingen zijn er voor spelers
setting-bad-name = een naam moet een letter bevatten en hoogstens { $max } tekens, zonder regeleinden en zonder <, >, ", @
setting-unknown-zone = { $zone } is geen tijdzone die ik ken: schrijf een IANA-naam zoals Europe/Amsterdam, America/New_York of UTC
setting-unknown-language = { $code } is geen taalcode die ik aanneem: schrijf een van { $accepted }
setting-unknown-notation = { $name } is geen notatie waarin ik schrijf: schrijf san, long, numeric of figurine
setting-not-a-time = { $text } is geen tijd: schrijf hem als HH:MM in 24-uursnotatie, zoals 18:00
setting-no-time = geen tijd opgegeven: schrijf "digest daily 18:00", "digest 08:00 18:00" of "digest off"
setting-too-many = hoogstens { $most } tijden per dag voor het overzicht
setting-not-a-date = { $text } is geen datum: schrijf hem als JJJJ-MM-DD, zoals 2026-12-24
setting-backwards = het verlof eindigt ({ $last }) voordat het begint ({ $first })
setting-in-the-past = het verlof begint in het verleden ({ $first }; vandaag is het { $today }, UTC)
setting-overlaps = het verlof van { $first } tot { $last } overlapt uw verlof van { $other_first } tot { $other_last }
setting-over-allowance = { $asked } { $asked ->
        [one] verlofdag
       *[other] verlofdagen
    } in { $year } is meer dan { $left ->
        [one] de { $left } dag die over is
       *[other] de { $left } dagen die over zijn
    } van het jaarlijkse verlof van { $allowance } { $allowance ->
        [one] dag
       *[other] dagen
    } ({ $taken } opgenomen)
