# Die Notizen, die ein Spieler allein über seine eigenen bedingten Zugfolgen
# liest (siehe locales/en/notes.ftl). Die Zugfolgen selbst ("if 24... Dxe5 then
# 25. d4") und die Befehlswörter bleiben, wie der Schiedsrichter sie liest; ein
# Grund der Regelprüfung ($why, $reason) kommt in derselben Sprache.

## Der Betreff einer Nachricht, die nur Notizen enthält

notes-subject = Ihre bedingten Züge

## Mit einem Zug eingegangene Zugfolgen

notes-kept = Bedingte Züge gespeichert ({ $count ->
        [one] { $count } Zugfolge
       *[other] { $count } Zugfolgen
    }; Ihr Gegner kann sie nicht sehen):
notes-kept-replacing = Bedingte Züge gespeichert ({ $count ->
        [one] { $count } Zugfolge
       *[other] { $count } Zugfolgen
    }, sie ersetzen die zuvor hinterlegten; Ihr Gegner kann sie nicht sehen):
notes-refused = Bedingte Züge abgelehnt, nichts davon gespeichert:
notes-refused-earlier-stand = Bedingte Züge abgelehnt, nichts davon gespeichert (Ihre früheren gelten weiter):
notes-refused-line = Zugfolge { $number } ("{ $written }"): { $why }
notes-refused-more = ... und { $count } weitere

## Warum eine Zugfolge abgelehnt wird

notes-why-forbidden = { $name } (Turnier { $tournament }) erlaubt keine bedingten Züge; schicken Sie jeden Zug, wenn Sie am Zug sind
notes-why-too-long = sie hat { $plies } Halbzüge, mehr als die Grenze von { $limit } ([limits] conditional_plies)
notes-why-too-many = Sie dürfen in einer Partie höchstens { $limit } { $limit ->
        [one] Zugfolge
       *[other] Zugfolgen
    } hinterlegen ([limits] conditional_lines)
notes-why-game-over = die Partie ist beendet
notes-why-own-turn = Sie sind am Zug: eine bedingte Zugfolge beginnt mit dem Zug Ihres Gegners, schicken Sie also zuerst Ihren Zug (er darf in derselben Nachricht über den Zugfolgen stehen)
notes-why-over-after-condition = nach { $turn } ist die Partie beendet ({ $result } { $how }): darauf kann nichts mehr antworten
notes-why-over-after-reply = nach { $turn } ist die Partie beendet: die Schritte danach kommen nie an die Reihe
notes-why-two-replies = sie beantwortet { $condition } mit { $reply }, aber Zugfolge { $line } beantwortet ihn mit { $other }: auf einen Zug gibt es nur eine Antwort

## Was aus den Zugfolgen wurde, als der Gegner zog

notes-played = Ihr bedingter Antwortzug { $reply } wurde sofort ausgeführt.
notes-played-going-on = Ihr bedingter Antwortzug { $reply } wurde sofort ausgeführt; { $go_on ->
        [one] { $go_on } Zugfolge geht
       *[other] { $go_on } Zugfolgen gehen
    } weiter.
notes-played-dropping = Ihr bedingter Antwortzug { $reply } wurde sofort ausgeführt; { $dropped ->
        [one] { $dropped } Zugfolge, die einen anderen Zug erwartete, entfällt
       *[other] { $dropped } Zugfolgen, die einen anderen Zug erwarteten, entfallen
    }.
notes-played-going-on-dropping = Ihr bedingter Antwortzug { $reply } wurde sofort ausgeführt; { $go_on ->
        [one] { $go_on } Zugfolge geht
       *[other] { $go_on } Zugfolgen gehen
    } weiter; { $dropped ->
        [one] { $dropped } Zugfolge, die einen anderen Zug erwartete, entfällt
       *[other] { $dropped } Zugfolgen, die einen anderen Zug erwarteten, entfallen
    }.
notes-unexpected = Ihr Gegner zog { $turn }, womit keine Ihrer bedingten Zugfolgen rechnete: sie entfallen ({ $count ->
        [one] { $count } Zugfolge
       *[other] { $count } Zugfolgen
    }).
notes-not-played = Ihr bedingter Antwortzug { $reply } konnte nicht ausgeführt werden ({ $reason }); Ihre Zugfolgen entfallen.
notes-moved-past = Ihre bedingten Züge entfallen: die Partie ist über sie hinweggegangen.
notes-stopped = Ihre bedingten Züge in dieser Partie entfallen: ein Remisangebot, eine Reklamation, eine Aufgabe oder das Ende der Partie beendet sie.

## "cancel conditionals" und "conditionals"

notes-cancelled = { $count ->
        [one] Ihre hinterlegte bedingte Zugfolge ist gestrichen.
       *[other] Ihre { $count } hinterlegten bedingten Zugfolgen sind gestrichen.
    }
notes-cancelled-none = Sie hatten keine bedingten Züge hinterlegt.
notes-pending = Ihre hinterlegten bedingten Züge (Ihr Gegner kann sie nicht sehen):
notes-pending-none = Sie haben in dieser Partie keine bedingten Züge hinterlegt.

## Warum eine mit "if" beginnende Zeile nicht lesbar ist

conditional-missing-then = Schritt { $step } hat kein `then`: schreiben Sie `if ZUG DES GEGNERS then IHR ZUG`
conditional-two-thens = Schritt { $step } hat zwei `then`; trennen Sie die Schritte mit `;`
conditional-no-condition = Schritt { $step } hat keine Bedingung
conditional-no-reply = Schritt { $step } hat keinen Antwortzug
conditional-condition-not-one-turn = die Bedingung von Schritt { $step }, "{ $text }", ist nicht genau ein Zug
conditional-reply-not-one-turn = der Antwortzug von Schritt { $step }, "{ $text }", ist nicht genau ein Zug
notes-why-ply = Halbzug { $ply } ({ $turn }): { $reason }
