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
tournament-system-rounds-round-robin = --rounds gilt für --system swiss (ein Rundenturnier hat seine eigenen Runden)
tournament-system-rounds-knockout = --rounds gilt für --system swiss (ein Pokal hat so viele Runden, wie sein Teilnehmerfeld braucht)
tournament-system-swiss-rounds = ein Schweizer System braucht --rounds N
tournament-system-unknown = --system { $text }: verwenden Sie "round-robin", "swiss", "knockout", "team-match" oder "team-round-robin"
tournament-system-knockout-flags = --games und --tie-rule gelten für --system knockout
tournament-system-tie-rule = --tie-rule { $text }: verwenden Sie "extra" (ein weiteres Partienpaar) oder "seed" (der höher Gesetzte kommt weiter)
tournament-system-time-control = --time-control: { $error }
tournament-system-tiebreaks = --tiebreaks: { $error }
tournament-system-entries-until = --entries-until { $text }: schreiben Sie einen Tag wie 2026-12-10 oder einen Zeitpunkt wie 2026-12-10T18:00:00Z
tournament-system-swiss-cup = ein Turnier ist ein Schweizer System oder ein K.-o.-Pokal, nicht beides
tournament-system-double-cup = --double gilt für ein Rundenturnier; die Wettkämpfe eines Pokals haben --games
tournament-system-games = --games { $games }: ein Wettkampf hat 1 bis 20 Partien
tournament-error-option = Option { $text } muss als KEY=VALUE geschrieben werden
tournament-team-name-twice = zwei Mannschaften heißen { $name }: jede Mannschaft braucht einen eigenen Namen
tournament-team-player-twice = { $email } spielt für { $other } und für { $team }: ein Spieler spielt nur für eine Mannschaft
tournament-team-unequal = die Mannschaften müssen gleich viele Spieler haben: { $team } hat { $players ->
        [one] einen Spieler
       *[other] { $players } Spieler
    }, { $first } hat { $boards }
tournament-team-round-robin-few = ein Mannschafts-Rundenturnier braucht mindestens 3 Mannschaften (--team), angegeben: { $given }
tournament-team-match-two = ein Mannschaftskampf wird zwischen 2 Mannschaften (--team) ausgetragen, angegeben: { $given }
tournament-team-double-match = --double gilt für ein Mannschafts-Rundenturnier; in einem Mannschaftskampf spielt jedes Brett mit --games-per-board 2 zwei Partien
tournament-team-players = die Spieler eines Mannschaftsturniers werden mit --team angegeben, nicht mit --player
tournament-team-games-per-board = --games-per-board { $games }: jedes Brett spielt 1 Partie oder 2 (eine mit jeder Farbe)
tournament-team-flags = --team, --games-per-board, --team-score und --max-replacements gelten für --system team-match oder team-round-robin
tournament-team-unreadable = --team { $text }: schreiben Sie NAME=SPIELER,SPIELER,... in Brettreihenfolge (der erste Spieler ist der Mannschaftsführer) oder NAME=MANNSCHAFTSFÜHRER:SPIELER,SPIELER,...
tournament-team-score = --team-score { $text }: verwenden Sie "gp" (Brettpunkte) oder "mp" (Mannschaftspunkte)
