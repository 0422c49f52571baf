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
