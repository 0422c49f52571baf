# Die Antworten auf die Mail eines Turnierleiters, auf Deutsch (dieselben ids
# wie locales/en/organiser.ftl). Die Befehlswörter bleiben englisch.

organiser-done = Erledigt
organiser-done-subject = Erledigt: { $line }
organiser-not-read = "{ $line }" ist kein { $what ->
        [player] Spieler-Befehl
       *[other] Turnier-Befehl
    }, den ich ausführen kann:
organiser-not-done = "{ $line }" wurde nicht ausgeführt: { $why }
organiser-game-done = Partie { $game }: { $what }.
organiser-announce-usage = schreiben Sie: "announce TOURNAMENT TEXT" (der Text darf in den nächsten Zeilen weitergehen)
organiser-announce-unknown = es gibt kein Turnier { $tournament }; es wurde nichts angekündigt
organiser-announced-subject = Erledigt: angekündigt an { $name }
organiser-announced = Ihre Ankündigung ging an { $sent } Teilnehmer von { $name } (Turnier { $tournament }).
organiser-overdue-subject = Überfällige Partien
organiser-overdue = Überfällige Partien:
organiser-overdue-none = Keine Partie ist überfällig.
organiser-usage = schreiben Sie: "{ $word } GAME reason"
organiser-usage-adjudicate = schreiben Sie: "adjudicate GAME RESULT reason"
organiser-usage-resend = schreiben Sie: "resend GAME [ADDRESS]"
organiser-no-code = ein Befehl des Turnierleiters gilt nur mit dem Code des Turnierleiters im Betreff, als [Organiser CODE] (jede Absenderangabe From: kann gefälscht sein); nichts wurde ausgeführt

## Die Nachricht an die Turnierleiter, dass die Antworten an Adressen ohne
## Partie ihre stündliche Obergrenze erreicht haben. $count und $limit sind
## Zahlen; $at und $until Zeitpunkte in UTC.

strangers-subject = Antworten an Adressen ohne Partie bis { $until } ausgesetzt
strangers-text = In der Stunde vor { $at } gingen { $count } Antworten an Adressen, die keine Partie spielen: das Höchste, was für sie alle zusammen erlaubt ist ([mail] stranger_answers_per_hour_total = { $limit }). Bis { $until } werden Mails von solchen Adressen aufgezeichnet und aufbewahrt, aber nicht beantwortet, damit eine Liste gefälschter Absender diesen Schiedsrichter nicht dazu bringen kann, Fremden Mails zu schicken. Spieler und Turnierleiter erhalten wie immer Antwort. Sie hören davon höchstens einmal in der Stunde.
