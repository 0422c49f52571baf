# Mannschaftsführer per Mail in Mannschaftsturnieren (src/arbiter/events/captains.rs).
# $name ist der Name des Turniers, $tournament seine Nummer, $team der Name der Mannschaft.
# Befehlswörter bleiben englisch.

## Der Mannschaftsführer meldet eine Mannschaft an
captain-entered-subject = Mannschaft { $team } angemeldet: { $name }
captain-entered = Die Mannschaft { $team } ist für { $name } (Turnier { $tournament }) angemeldet, mit Ihnen als Mannschaftsführer. { $count ->
        [one] Der Spieler, den Sie genannt haben, wird um Bestätigung gebeten:
       *[other] Die { $count } Spieler, die Sie genannt haben, werden um Bestätigung gebeten:
    }
captain-entered-next = Jeder Spieler gehört zur Mannschaft, sobald er bestätigt; Sie erfahren jede Antwort. Die Bretter sind die Spieler, die bestätigt haben, in Ihrer Reihenfolge.
captain-order-how = Vor dem Beginn können Sie die Brettreihenfolge ändern: Schreiben Sie "order { $tournament } { $team }" in die erste Zeile und darunter die Spieler in der neuen Reihenfolge, eine Adresse je Zeile.
captain-line-board = Brett { $board }
captain-line-waiting = noch keine Antwort
captain-line-declined = abgelehnt

## Ein genannter Spieler wird gefragt
captain-ask-subject = Für die Mannschaft { $team } in { $name } spielen? [Confirm { $token }]
captain-ask-intro = { $captain }, Mannschaftsführer der Mannschaft { $team }, hat Sie als Spieler { $place } der Brettreihenfolge für { $name } (Turnier { $tournament }) genannt.
captain-ask-confirm = Um für die Mannschaft zu spielen, antworten Sie auf diese Nachricht mit dem Wort
captain-ask-decline = Um abzulehnen, antworten Sie mit dem Wort
captain-confirmed-subject = In der Mannschaft { $team }: { $name }
captain-confirmed = Sie gehören zur Mannschaft { $team } in { $name } (Turnier { $tournament }), vorerst an Brett { $board }: Der Mannschaftsführer kann die Reihenfolge vor dem Beginn ändern. Sie erfahren, wann Ihre Partien beginnen.
captain-declined-subject = Nicht in der Mannschaft { $team }: { $name }
captain-declined = Sie haben die Mannschaft { $team } in { $name } (Turnier { $tournament }) abgelehnt; der Mannschaftsführer wird benachrichtigt.
captain-news-subject = Mannschaft { $team }: { $name }
captain-told-confirmed = { $player } hat bestätigt und gehört zur Mannschaft { $team } in { $name }.
captain-told-declined = { $player } hat die Mannschaft { $team } in { $name } abgelehnt. Um einen anderen Spieler zu nennen, schicken Sie die Reihenfolge erneut.
captain-ordered = Die Brettreihenfolge der Mannschaft { $team } in { $name } ist geändert. Neu genannte Spieler werden um Bestätigung gebeten.
captain-dropped = { $captain }, Mannschaftsführer der Mannschaft { $team }, hat Sie aus der Brettreihenfolge für { $name } (Turnier { $tournament }) gestrichen: Sie gehören nicht mehr zur Mannschaft.

## Ablehnungen
captain-enter-usage = um eine Mannschaft anzumelden, schreiben Sie "enter", die Nummer des Turniers, das Wort "team" und den Namen der Mannschaft in die erste Zeile und darunter die Spieler in Brettreihenfolge, eine Adresse je Zeile ("enter 12 team Ajax")
captain-order-usage = um die Brettreihenfolge einer Mannschaft zu ändern, schreiben Sie "order", die Nummer des Turniers und den Namen der Mannschaft in die erste Zeile und darunter die Spieler, eine Adresse je Zeile ("order 12 Ajax")
captain-replace-usage = um einen Ersatzspieler zu beantragen, schreiben Sie "replace", die Nummer des Bretts und die Adresse des neuen Spielers ("replace 2 new@example.org"), dahinter die Nummer des Turniers, wenn Sie Mannschaften in mehreren Turnieren führen
captain-list-empty = kein Spieler ist genannt: Schreiben Sie die Spieler in Brettreihenfolge in die Zeilen nach der ersten, eine Adresse je Zeile
captain-list-address = { $line } ist keine Adresse
captain-list-twice = { $address } ist zweimal genannt
captain-list-too-many = { $max ->
        [one] höchstens ein Spieler darf genannt werden
       *[other] höchstens { $max } Spieler dürfen genannt werden
    }
captain-not-team-event = { $name } (Turnier { $tournament }) ist kein Mannschaftsturnier: Ein Spieler meldet sich mit "enter { $tournament }" an
captain-name-taken = eine Mannschaft namens { $team } ist für { $name } schon angemeldet
captain-enter-again = Sie haben die Mannschaft { $team } für { $name } schon angemeldet; um die Brettreihenfolge zu ändern, schreiben Sie "order { $tournament } { $team }" und darunter die Spieler
captain-one-team = Sie sind schon Mannschaftsführer der Mannschaft { $team } in { $name }, und ein Mannschaftsführer meldet eine Mannschaft je Turnier an
captain-plays-already = { $address } spielt schon in { $name } (Turnier { $tournament }) oder ist dort für eine Mannschaft genannt; nichts wurde geändert
captain-no-team = { $name } (Turnier { $tournament }) hat keine Mannschaft namens { $team }
captain-not-captain = Sie sind nicht der Mannschaftsführer der Mannschaft { $team } in { $name }; nur er kann das tun, und nichts wurde geändert
captain-captains-none = Sie führen keine Mannschaft in einem laufenden Turnier; nur der Mannschaftsführer kann das beantragen, und nichts wurde geändert
captain-not-captain-running = Sie führen keine Mannschaft, die in { $name } (Turnier { $tournament }) spielt; nichts wurde geändert
captain-which-event = Sie führen Mannschaften in mehreren laufenden Turnieren: { $events }; schreiben Sie die Nummer des Turniers hinter den Befehl
captain-no-board = die Mannschaft { $team } hat kein Brett { $board } ({ $boards ->
        [one] sie hat ein Brett
       *[other] sie hat { $boards } Bretter
    }); nichts wurde geändert
captain-no-more-replacements = die Mannschaft { $team } { $max ->
        [0] darf keinen Ersatzspieler haben: Das Turnier erlaubt keinen
        [one] hatte ihren einen Ersatzspieler in { $name }, und mehr sind nicht erlaubt
       *[other] hatte ihre { $max } Ersatzspieler in { $name }, und mehr sind nicht erlaubt
    }
captain-answered-before = Sie haben diese Anfrage zur Mannschaft { $team } schon beantwortet
captain-answer-word = antworten Sie in der ersten Zeile mit dem Wort "confirm", um für die Mannschaft zu spielen, oder "decline", um abzulehnen
captain-request-answered = dieser Antrag zur Mannschaft { $team } wurde schon beantwortet ({ $status ->
        [granted] bewilligt
       *[refused] abgelehnt
    })
captain-not-running = { $name } (Turnier { $tournament }) läuft nicht, oder die Mannschaft { $team } hat sich zurückgezogen; nichts wurde geändert

## Anträge an die Turnierleiter
captain-request-subject = Antrag des Mannschaftsführers, Mannschaft { $team }: { $name } [Confirm { $token }]
captain-replace-asked = { $captain }, Mannschaftsführer der Mannschaft { $team } in { $name } (Turnier { $tournament }), beantragt, dass { $new } an Brett { $board } als Ersatzspieler für { $old } spielt.
captain-withdraw-asked = { $captain }, Mannschaftsführer der Mannschaft { $team }, beantragt den Rückzug der Mannschaft aus { $name } (Turnier { $tournament }).
captain-request-approve = Um den Antrag zu genehmigen, antworten Sie auf diese Nachricht mit dem Wort
captain-request-refuse = Um ihn abzulehnen, antworten Sie mit dem Wort
captain-request-sent = Ihr Antrag ist an die Turnierleiter gegangen; Sie erfahren ihre Antwort.
captain-request-refused = Der Turnierleiter { $organiser } hat Ihren Antrag für die Mannschaft { $team } in { $name } abgelehnt: { $what }.
captain-what-replace = { $new } an Brett { $board }
captain-what-withdraw = Rückzug der Mannschaft

## Ein genehmigter Ersatzspieler
captain-replaced = Brett { $board } der Mannschaft { $team } an { $new } übergeben, als Ersatz für { $old }
captain-replaced-news = Der Turnierleiter ({ $by }) hat { $what }. { $games ->
        [0] Das Brett hat keine laufende Partie; seine bisherigen Ergebnisse bleiben beim Brett.
        [one] Die laufende Partie des Bretts geht mit einem neuen Code an den neuen Spieler, und der alte Code gilt nicht mehr; die bisherigen Ergebnisse bleiben beim Brett.
       *[other] Die { $games } laufenden Partien des Bretts gehen mit neuen Codes an den neuen Spieler, und die alten Codes gelten nicht mehr; die bisherigen Ergebnisse bleiben beim Brett.
    }
captain-replaced-you = Sie übernehmen diese Partie für Ihre Mannschaft auf Antrag Ihres Mannschaftsführers; antworten Sie auf diese Nachricht, um zu spielen (sie trägt Ihren Code für die Partie)
captain-replaced-opponent = ein Ersatzspieler, den der Mannschaftsführer der anderen Mannschaft beantragt hat; die Partie geht gegen den neuen Spieler weiter

## Eine Mannschaft zieht sich zurück
captain-team-withdrawn-reason = die Mannschaft { $team } hat sich auf Antrag ihres Mannschaftsführers, von den Turnierleitern genehmigt, aus { $name } zurückgezogen
captain-team-withdrawn = Die Mannschaft { $team } hat sich aus { $name } (Turnier { $tournament }) zurückgezogen. { $games ->
        [0] Keine Partie der Mannschaft lief; die bisherigen Ergebnisse bleiben bestehen.
        [one] Ihre laufende Partie wird kampflos verloren; die bisherigen Ergebnisse bleiben bestehen.
       *[other] Ihre { $games } laufenden Partien werden kampflos verloren; die bisherigen Ergebnisse bleiben bestehen.
    }

captain-individual-entry = { $name } (Turnier { $tournament }) ist ein Mannschaftsturnier: Der Mannschaftsführer meldet die Mannschaft mit "enter { $tournament } team NAME" in der ersten Zeile und den Spielern in Brettreihenfolge darunter an
