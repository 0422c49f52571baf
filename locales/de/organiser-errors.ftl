# Warum ein Befehl des Turnierleiters abgelehnt wurde (in organiser-not-done
# als $why oder allein), auf Deutsch. Dieselben ids mit denselben Platzhaltern
# wie locales/en/organiser-errors.ftl. Befehlswörter und Formen (1-0,
# --double, KEY=VALUE) bleiben englisch.

arbiter-refusal-no-such-game = es gibt keine Partie { $game }
arbiter-refusal-not-held = keine Nachricht { $id } wird zurückgehalten
arbiter-refusal-address = { $text } ist keine E-Mail-Adresse
organiser-error-bad-result = { $text } ist kein Ergebnis: schreiben Sie 1-0, 0-1 oder 1/2-1/2
organiser-error-over = Partie { $game } ist bereits beendet: { $result } ({ $how })
organiser-error-no-turn = Partie { $game } hat keinen Zug, der zurückgenommen werden könnte
organiser-error-no-clock = Partie { $game } hat keine Bedenkzeit, also keine Uhr zum Anhalten oder Wiederstarten
organiser-error-paused = die Uhren der Partie { $game } sind bereits angehalten
organiser-error-not-paused = die Uhren der Partie { $game } sind nicht angehalten
organiser-error-nothing-to-resend = Partie { $game } hat keine Antwort, die erneut gesendet werden könnte
organiser-error-nothing-to-resend-to = Partie { $game } hat keine Antwort, die erneut an { $to } gesendet werden könnte
organiser-error-no-reason = nennen Sie einen Grund: er kommt ins Protokoll der Partie und in die Mail an die Spieler
organiser-resent = die letzte Antwort erneut an { $whom } gesendet
tournament-error-no-such = es gibt kein Turnier { $tournament }
tournament-error-no-name = ein Turnier braucht einen Namen
tournament-error-too-few = ein Rundenturnier braucht mindestens 2 Spieler, angegeben: { $given }
tournament-error-twice = { $email } ist zweimal gemeldet
tournament-error-entrant = { $text } ist weder eine Adresse noch "Name <Adresse>"
tournament-error-not-registering = Turnier { $tournament } ist { $status }: nur ein Turnier in der Anmeldephase kann beginnen
tournament-error-not-running = Turnier { $tournament } ist { $status }: Rückzüge gibt es nur in einem laufenden Turnier
tournament-status-registering = in der Anmeldephase
tournament-status-running = im Gange
tournament-status-finished = beendet
tournament-error-not-entrant = { $email } ist nicht im Turnier { $tournament } gemeldet
tournament-error-withdrawn = { $email } hat sich bereits aus Turnier { $tournament } zurückgezogen
tournament-error-not-swiss = Turnier { $tournament } wird nicht im Schweizer System gespielt
tournament-error-rounds = ein Schweizer System mit { $players } Spielern hat höchstens { $most } Runden (niemand spielt zweimal gegen denselben Gegner), nicht { $rounds }
tournament-error-double-swiss = --double gilt für ein Rundenturnier, nicht für das Schweizer System
tournament-error-system = { $text }
tournament-error-option = Option { $text } muss als KEY=VALUE geschrieben werden
