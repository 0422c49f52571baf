# Die Worte der Mails über Turniere, auf Deutsch (dieselben ids wie
# locales/en/events.ftl). Befehlswörter ("confirm", "withdraw entry", "name",
# "timezone", "language", "board") bleiben englisch.

## Ein Turnier in einer Mail

event-name = { $name } (Turnier { $tournament })
event-line = { $name } (Turnier { $tournament }), Runde { $round }
event-cup-game-line = { $name } (Turnier { $tournament }): { $round }, Paarung { $match }, Partie { $game }
event-cup-tie-break-line = { $name } (Turnier { $tournament }): { $round }, Paarung { $match }, Stichkampfpartie { $game }

## Anmeldung per Mail

entry-request-subject = Bestätigen Sie Ihre Anmeldung zu { $name } [Confirm { $token }]
entry-request-intro = Sie möchten an { $name } (Turnier { $tournament }) teilnehmen: { $title }.
entry-request-confirm = Zur Bestätigung antworten Sie auf diese Nachricht mit dem Wort
entry-request-settings = In derselben Antwort können Sie Ihren Namen, Ihre Zeitzone oder Ihre Sprache angeben, jeweils in einer eigenen Zeile ("name Jane Doe", "timezone Europe/Berlin", "language de").
entry-request-close = Ohne Antwort geschieht nichts. Die Anmeldung schließt am { $until }.
entry-still-waits = Ihre Anmeldung wartet noch: Zur Bestätigung antworten Sie auf meine Anfrage mit dem Wort "confirm".
entered-subject = Angemeldet: { $name } [Confirm { $token }]
entered-seat = Sie sind für { $name } (Turnier { $tournament }) angemeldet, als Spieler { $seat } von { $entered }.
entered-next = Sie erhalten Nachricht, wenn die Anmeldung schließt und wenn Ihre Partien beginnen.
entered-withdraw = Um die Anmeldung vor dem Beginn zurückzuziehen, schreiben Sie: "withdraw entry { $tournament }"
entered-settings = Vor Ihrer ersten Partie können Sie Ihren Namen, Ihre Zeitzone oder Ihre Sprache in einer Antwort auf diese Nachricht angeben, jeweils allein in einer Zeile, etwa: "name Jane Doe"; "timezone Europe/Berlin"; "language de".
withdrawn-subject = Anmeldung zurückgezogen: { $name }
withdrawn = Ihre Anmeldung zu { $name } (Turnier { $tournament }) ist zurückgezogen.
entries-closed-subject = { $name }: Anmeldung geschlossen
entries-closed = Die Anmeldung zu { $name } (Turnier { $tournament }) ist geschlossen: { $count } Spieler.
entries-closed-start = Der Turnierleiter startet das Turnier; Sie erhalten für jede Ihrer Partien eine Mail.

## Spielfrei und eine nicht ausgeloste Runde

bye-subject = { $name }, Runde { $round }: spielfrei
bye = { $event }, Runde { $round }: Sie sind von der Auslosung spielfrei gesetzt (die Spielerzahl ist ungerade); das zählt { $worth }. Sie spielen in dieser Runde keine Partie; die nächste Runde wird ausgelost, wenn alle Partien dieser Runde beendet sind.
bye-worth-one = 1 Punkt
bye-worth = { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
pairing-error-subject = { $name }: Runde { $round } nicht ausgelost
pairing-error = { $event }: Runde { $round } konnte nicht ausgelost werden, und keine ihrer Partien wurde begonnen.
pairing-error-retry = Der Schiedsrichter versucht es bei jedem Abruf erneut, und `arbiter tournament pair { $tournament }` versucht es sofort. Ist der Fehler behoben, wird die Runde wie üblich ausgelost und verschickt.

## Ergebnisse und Kreuztabelle

results-subject-final = { $name }: endgültige Kreuztabelle
results-subject = { $name }: Kreuztabelle nach { $done } von { $games } Partien
results-new-one = Neues Ergebnis:
results-new-many = Neue Ergebnisse:
results-line = Runde { $round }, Partie { $game }: { $white } - { $black } { $result } ({ $how })
results-final = Alle Partien sind beendet: Dies ist der Endstand.
results-running = { $running } { $running ->
        [one] Partie läuft
       *[other] Partien laufen
    } noch.

## Die Antwort auf Einstellungen

settings-subject = Einstellungen geändert
settings-done = Erledigt:
settings-name = Ihr Name ist jetzt { $name }.
settings-timezone = Ihre Zeitzone ist jetzt { $zone }.
settings-language = Ihre Sprache ist jetzt { $language }. Ihre Züge werden mit den Figurenbuchstaben { $letters } gelesen und geschrieben.
settings-notation = Ihre Notation ist jetzt { $notation }: So werden Ihnen die Züge geschrieben.
settings-board-grid = Ihre Antworten zeigen jetzt das Brett als Gitter ("board grid").
settings-board-list = Ihre Antworten zeigen jetzt statt des Gitters die Figuren in Worten, für einen Bildschirmleser ("board list").
settings-board-both = Ihre Antworten zeigen jetzt das Gitter und die Figuren in Worten ("board both").
settings-leave = Urlaub vom { $first } bis zum { $last } (UTC-Tage, beide eingeschlossen).
settings-leave-clocks = Während des Urlaubs stehen Ihre Uhren still, und Ihre Gegner werden benachrichtigt.
settings-leave-taken = Genommener Urlaub: { $years }.
settings-leave-year = { $year }: { $days } von { $allowance } Tagen
settings-zone-hint = Fristen in Antworten stehen in UTC, und auch in Ihrer Zeitzone, sobald Sie
settings-zone-hint-how = "timezone" mit ihrem IANA-Namen schicken (zum Beispiel "timezone Europe/Berlin").

## Rundschreiben des Turnierleiters und seine Eingriffe in eine Partie

announce-subject = { $name }: vom Turnierleiter
organiser-subject = Der Turnierleiter hat { $what }
organiser-did = Der Turnierleiter ({ $by }) hat { $what }.
organiser-reason = Grund: { $reason }
organiser-dropped = Ihre bedingten Züge in dieser Partie sind verworfen: Der Turnierleiter hat { $what }.
organiser-ended = die Partie beendet: { $result } ({ $how })
organiser-took-back = den letzten Zug von { $side } zurückgenommen, { $move } (Halbzug { $ply })
organiser-paused = die Uhren angehalten
organiser-resumed = die Uhren wieder gestartet

## Warum eine Anmeldung oder ein Rückzug abgelehnt wird

entry-by-organiser = { $name } (Turnier { $tournament }) nimmt keine Anmeldungen per Mail an: Der Turnierleiter meldet die Spieler an
entry-closed-on = die Anmeldung zu { $name } (Turnier { $tournament }) schloss am { $until }
entry-closed-started = die Anmeldung zu { $name } (Turnier { $tournament }) schloss mit dem Turnierbeginn
entry-closed-started-on = die Anmeldung zu { $name } (Turnier { $tournament }) schloss mit dem Turnierbeginn am { $at }
entry-not-taken = { $why }; Ihre Anmeldung wurde nicht angenommen
entry-already = Sie sind bereits für { $name } (Turnier { $tournament }) angemeldet
entry-full = { $name } (Turnier { $tournament }) ist voll: { $max } Spieler angemeldet
entry-unknown = es gibt kein Turnier "{ $words }"; schreiben Sie: "enter NUMMER" (oder seinen Namen)
entry-not-confirmed = Ihre Anmeldung ist nicht bestätigt (die Antwort enthielt kein "confirm"); es wurde niemand angemeldet
withdraw-unknown = es gibt kein Turnier "{ $words }"
withdraw-started = { $name } (Turnier { $tournament }) hat begonnen: Bitten Sie den Turnierleiter, Sie zurückzuziehen
withdraw-not-entered = Sie sind nicht für { $name } (Turnier { $tournament }) angemeldet

## Der Urlaub eines Spielers, dem Gegner mitgeteilt

leave-notice-subject = Ihr Gegner hat Urlaub vom { $first } bis zum { $last } (UTC-Tage, beide eingeschlossen)
leave-notice-who = Ihr Gegner, { $who }, hat Urlaub
leave-notice-span = vom { $first } bis zum { $last } (UTC-Tage, beide eingeschlossen).
leave-notice-clock = Die Uhr Ihres Gegners in dieser Partie steht während des Urlaubs still; Ihre läuft wie üblich, wenn Sie am Zug sind.

## Antworten auf das Zeichen einer Anmeldung, die nichts bewirken

entry-other-address = diese Anmeldung kam von einer anderen Adresse; nur diese Adresse kann sie bestätigen oder Einstellungen dazu angeben, und es geschah nichts
entry-settings-refused = { $error }; es geschah nichts, und Ihre Anmeldung bleibt, wie sie war
entry-answers-to-entered = Sie sind bereits angemeldet; eine Antwort auf meine Mail zu Ihrer Anmeldung zählt nur für Ihre Einstellungen, jede allein in einer Zeile ("name Jane Doe", "timezone Europe/Berlin", "language de", "leave 2026-12-24 2027-01-02"), oder für "withdraw entry" mit der Nummer des Turniers; es geschah nichts
entry-answered-before = diese Anmeldung wurde schon beantwortet ({ $status }); es geschah nichts mehr

## Eine Anmeldung, abgelehnt wegen der Wertungszahl; eine veraltete Anmeldung

entry-rating-low = { $name } (Turnier { $tournament }) nimmt Spieler mit einer Wertungszahl ab { $min }; { $what } ist { $rating }
entry-rating-none = { $name } (Turnier { $tournament }) nimmt Spieler mit einer Wertungszahl ab { $min }, und Sie haben hier keine Wertungszahl in { $variant } und auch keine von anderswo (ein Turnierleiter kann eine ICCF- oder FIDE-Wertungszahl eintragen)
entry-rating-own = Ihre Wertungszahl in { $variant }
entry-rating-elsewhere = Ihre Wertungszahl von anderswo
entry-gone = das Turnier dieser Anmeldung gibt es nicht mehr
entry-settings-unwritten = { $why }; auch Ihre Einstellungen wurden nicht gespeichert

## Thematurniere: jede Partie beginnt mit einer vorgegebenen Eröffnung oder Stellung

event-theme-opening = Thematurnier: Jede Partie beginnt nach der vorgegebenen Eröffnung { $moves }.
event-theme-position = Thematurnier: Jede Partie beginnt in der vorgegebenen Stellung { $fen }.
event-theme-short-opening = Thematurnier, vorgegebene Eröffnung { $moves }
event-theme-short-position = Thematurnier, vorgegebene Stellung { $fen }
tournament-theme-position = --fen: In der vorgegebenen Stellung kann nicht gespielt werden: { $error }
tournament-theme-over = in der vorgegebenen Anfangsstellung ist die Partie schon beendet ({ $result }: { $how }); ein Thematurnier braucht eine Stellung, in der weitergespielt wird
tournament-theme-empty = --opening: Es wurde kein Zug gelesen; schreiben Sie die Züge der vorgegebenen Eröffnung von der Grundstellung an, etwa "1. e4 e5 2. f4"
tournament-theme-move = --opening: Der Zug { $label } { $text } kann nicht gespielt werden: { $reason }
event-meeting-line = Mannschaftskampf { $home } - { $away }, Brett { $board }
