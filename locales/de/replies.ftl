# Die Texte der Mails des Schiedsrichters zu Partien, auf Deutsch. Dieselben IDs mit
# denselben Platzhaltern wie locales/en/replies.ftl (tests/locales.rs). Befehlswörter,
# die ein Spieler sendet ("draw", "decline", "board", "help", "history", "resign",
# "claim draw"), bleiben englisch: So liest sie der Schiedsrichter. Regelnummern
# (FIDE 6.9, M6, B2) bleiben, wie sie sind. Anrede: "Sie". Begriffe: GLOSSARY.md.

## Die Seiten und die erste Zeile jeder Partie-Mail

side-white = Weiß
side-black = Schwarz
# Ein Spieler in der ersten Zeile: Name und Seite, dazu die Wertungszahl, wenn es eine gibt.
player-white = { $name } (Weiß)
player-white-rated = { $name } (Weiß, { $rating })
player-black = { $name } (Schwarz)
player-black-rated = { $name } (Schwarz, { $rating })
# $white und $black sind player-white und player-black; $variant der Name der Variante.
game-header = Partie { $game }: { $white } – { $black }, { $variant }
game-header-unrated = Partie { $game }: { $white } – { $black }, { $variant }, ungewertet
moves-label = Züge:
footer = { $arbiter }: ein automatischer Schiedsrichter; die Antworten liest ein Programm.

## Die Meldung eines Zuges (update.txt) und das Brett (board.txt)

# $side ist side-white oder side-black; $label die Zugnummer (`12.` oder `12...`).
update-played = { $side } spielte { $label } { $move } (empfangen als "{ $input }").
board-move-times = Jeder Zug, wann er einging und wie viele Tage sein Spieler dafür brauchte:

## Der Stand der Partie (die Statuszeile)

status-your-move = Sie sind am Zug ({ $side }, Zug { $number }).
status-their-move = { $side } ist am Zug ({ $number }); ich schreibe Ihnen, sobald Sie am Zug sind.
status-check = { $side } steht im Schach.
status-your-offer = Ihr Remisangebot besteht weiterhin.
status-their-offer = { $side } bietet Remis an: Antworten Sie "draw", um anzunehmen, oder "decline", um abzulehnen.
status-game-over = Partie beendet: { $result } ({ $how }).

## Wie eine Partie endete ($side der Gewinner, $other der Verlierer)

outcome-aborted = Partie vom Turnierleiter annulliert
outcome-win-checkmate = { $side } gewinnt durch Schachmatt
outcome-win-resignation = { $side } gewinnt durch Aufgabe
outcome-win-king-captured = { $side } gewinnt durch Schlagen des Königs
outcome-win-no-legal-move = { $side } gewinnt: Dem Gegner bleibt kein regelgemäßer Zug
outcome-win-time = { $side } gewinnt durch Zeitüberschreitung des Gegners
outcome-win-adjudication = { $side } gewinnt durch Abschätzung
outcome-win-forfeit = { $side } gewinnt kampflos: { $other } hat sich vom Turnier zurückgezogen
outcome-draw-stalemate = Remis durch Patt
outcome-draw-dead-position = Remis durch tote Stellung (kein Matt mehr möglich)
outcome-draw-fivefold = Remis durch fünfmalige Stellungswiederholung
outcome-draw-seventy-five = Remis nach der 75-Züge-Regel
outcome-draw-threefold = Remis durch dreimalige Stellungswiederholung (reklamiert)
outcome-draw-fifty = Remis nach der 50-Züge-Regel (reklamiert)
outcome-draw-agreement = Remis durch Vereinbarung
outcome-draw-adjudication = Remis durch Abschätzung
outcome-draw-timeout-cannot-win = Remis durch Zeitüberschreitung gegen eine Seite, die nicht mehr gewinnen konnte (FIDE 6.9)

## Betreffzeilen der Partie-Mails ($what ist der Zug, `12. Nf3`)

subject-to-move = { $what }, { $side } am Zug
subject-over = { $what } { $result } ({ $how })
subject-reminder = Erinnerung: Sie sind am Zug, noch { $left }
subject-refused = Nicht angenommen: { $reason }
subject-new-game = Neue Partie: { $white } – { $black } ({ $variant })

## Eine Nachricht, die nicht verwendet wurde (error.txt)

error-not-used = Ihre Nachricht wurde nicht verwendet:
error-not-used-subject = Ihre Nachricht "{ $subject }" wurde nicht verwendet:
error-notation = Züge in { $variant } werden so geschrieben:
error-board-again = Senden Sie "board", um die Stellung noch einmal zu sehen.
error-unchanged = Partie { $game } ist unverändert.
error-help = Senden Sie "help", um die Liste der Befehle zu erhalten.

## Eine Erinnerung (reminder.txt)

reminder-your-move = Erinnerung: Sie sind am Zug, und Ihnen bleiben noch { $left }.
reminder-deadline = Ihre Frist läuft bis { $deadline }.
reminder-on-clock = Ihre Uhr zeigt { $on_clock }: Der Rest ist Urlaub, während dessen sie stillsteht.
reminder-lost = Ist bis dahin kein Zug von Ihnen eingegangen, ist die Partie durch Zeitüberschreitung verloren.

## Eine neue Partie (new_game.txt)

new-game-title = Partie { $game }: { $variant }
new-game-title-unrated = Partie { $game }: { $variant }, ungewertet
new-game-white = Weiß: { $name }
new-game-white-rated = Weiß: { $name } ({ $rating })
new-game-black = Schwarz: { $name }
new-game-black-rated = Schwarz: { $name } ({ $rating })
new-game-you-play = Sie spielen mit { $side }.
new-game-your-move = Sie sind am Zug.
new-game-wait = { $side } zieht zuerst; ich schreibe Ihnen, sobald Sie am Zug sind.
new-game-how = So spielen Sie: Antworten Sie auf diese Nachricht mit Ihrem Zug allein in einer Zeile, zum Beispiel "Nf3" (oder "Sf3" nach "language de"), "e2-e4" oder "1. e4". Benutzen Sie die Antworten-Schaltfläche Ihres Mailprogramms: Die Antwort behält Ihren Code für diese Partie in Adresse und Betreff, sodass Ihr Zug sofort ausgeführt wird (eine neue Mail mit "[Game { $game }]" im Betreff wird ausgeführt, sobald Sie sie bestätigen).
new-game-commands = Befehle: resign (aufgeben), draw (Remis anbieten oder annehmen), decline (ablehnen), claim draw (Remis reklamieren), board (Brett), history (Partieverlauf), help (Hilfe).

## Eine Partie, die durch die Uhr oder den Turnierleiter endete (forfeit.txt)

forfeit-organiser = Sie erhalten diese Nachricht als Turnierleiter.
