# Der Grund einer abgelehnten Einstellung, auf Deutsch (dieselben ids wie
# locales/en/settings.ftl). Die Wörter, die ein Spieler schreibt, bleiben, wie
# sie sind.

setting-mixed = "name", "timezone", "language", "notation", "board", "leave", "digest" und "xfcc" gehören in eine eigene Nachricht, ohne Züge oder andere Befehle; es geschah nichts
setting-not-a-player = { $email } spielt hier keine Partie; Einstellungen gibt es nur für Spieler
setting-bad-name = ein Name muss einen Buchstaben enthalten und höchstens { $max } Zeichen haben, ohne Zeilenumbrüche und ohne <, >, ", @
setting-unknown-zone = { $zone } ist keine Zeitzone, die ich kenne: schreiben Sie einen IANA-Namen wie Europe/Berlin, America/New_York oder UTC
setting-unknown-language = { $code } ist kein Sprachcode, den ich annehme: schreiben Sie einen von { $accepted }
setting-unknown-notation = { $name } ist keine Notation, in der ich schreibe: schreiben Sie san, long, numeric oder figurine
setting-not-a-time = { $text } ist keine Uhrzeit: schreiben Sie sie als HH:MM im 24-Stunden-Format, etwa 18:00
setting-no-time = keine Uhrzeit angegeben: schreiben Sie "digest daily 18:00", "digest 08:00 18:00" oder "digest off"
setting-too-many = höchstens { $most } Zeiten für die Zusammenfassung am Tag
setting-not-a-date = { $text } ist kein Datum: schreiben Sie es als JJJJ-MM-TT, etwa 2026-12-24
setting-backwards = der Urlaub endet ({ $last }), bevor er beginnt ({ $first })
setting-in-the-past = der Urlaub beginnt in der Vergangenheit ({ $first }; heute ist der { $today }, UTC)
setting-overlaps = der Urlaub vom { $first } bis zum { $last } überschneidet sich mit Ihrem Urlaub vom { $other_first } bis zum { $other_last }
setting-over-allowance = { $asked } { $asked ->
        [one] Urlaubstag im Jahr { $year } ist
       *[other] Urlaubstage im Jahr { $year } sind
    } mehr, als vom jährlichen Urlaubsanspruch von { $allowance } { $allowance ->
        [one] Tag
       *[other] Tagen
    } übrig ist: { $left } { $left ->
        [one] Tag
       *[other] Tage
    } ({ $taken } genommen)
