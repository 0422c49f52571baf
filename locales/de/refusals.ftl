# See locales/en/refusals.ftl for what each message says.

refusal-not-your-turn = Sie sind nicht am Zug: Am Zug ist { $side } ({ $number }); die Spieler ziehen abwechselnd (FIDE 1.1)
refusal-game-over = Partie { $game } ist beendet: { $result } { $how } (FIDE 5)
refusal-second-move = nur ein Zug pro Nachricht: "{ $text }" steht nach Ihrem Zug; nichts wurde ausgeführt, senden Sie Ihren Zug allein (docs/rules/chess.md)
refusal-no-offer = es gibt kein Remisangebot Ihres Gegners, das Sie ablehnen könnten (FIDE 9.1.2)
refusal-offer-stands = Ihr Remisangebot steht bereits; Ihr Gegner hat noch nicht darauf geantwortet (FIDE 9.1.2)
refusal-claim-not-to-move = nur der Spieler am Zug darf Remis reklamieren, auch zusammen mit dem Zug, der die Stellung wiederholt (FIDE 9.2.1)
refusal-empty = kein Zug angegeben
refusal-unreadable = { $text } lässt sich nicht als Zug lesen: { $hint }
refusal-illegal = { $text } ist nicht regelgemäß: { $reason }
refusal-ambiguous = { $text } ist mehrdeutig: gemeint sein kann { $candidates }
refusal-or = oder
refusal-null-move = { $text } ist ein Nullzug (ein Passen), in { $variant } kein regelgemäßer Zug
refusal-over = die Partie ist beendet: { $how }
refusal-wrong-number = die Zugnummer { $given } ist falsch: jetzt ist Zug { $expected } (eine angegebene Zugnummer muss die der Partie sein: docs/rules/chess.md)
refusal-wrong-side = die Zugnummer { $given } gilt für { $written ->
        [white] Weiß
       *[black] Schwarz
    }, aber { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug (Zug { $expected })
refusal-claim-refused = kein Remis reklamierbar: die Stellung ist { $occurrences }-mal aufgetreten (3 nötig), und { $quiet } { $quiet ->
        [one] Zug wurde
       *[other] Züge wurden
    } ohne Schlagen oder Bauernzug gespielt (50 nötig; G1, FIDE 9.2 und 9.3)
refusal-conditionals-unproven = bedingte Züge gelten nur in einer Antwort auf eine meiner Nachrichten zu Partie { $game }, die Ihren Code trägt und die Mail-Prüfungen besteht, und diese Mail zählt nicht, weil { $why }; nichts wurde ausgeführt: Antworten Sie auf meine letzte Nachricht
