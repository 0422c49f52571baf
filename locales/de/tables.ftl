# Die Worte der Tabellen und des Titels eines Turniers, auf Deutsch (dieselben
# ids wie locales/en/tables.ftl). Die FIDE-Kürzel der Feinwertungen (DE, BH-C1,
# SB) und die Zeichen in den Feldern der Tabelle (1 ½ 0 + - . * x w b bye)
# bleiben, wie sie sind.

## Die Spaltenköpfe der Kreuztabelle

table-rank = Rg
table-number = Nr
table-player = Spieler
table-points = Pkt
table-round = R

## Die Anmerkungen nach einer Zeile

table-annulled = zurückgezogen: Ergebnisse annulliert (FIDE C.06 V.4.a)
table-stands = zurückgezogen: Ergebnisse bleiben bestehen (FIDE C.06 V.4.b)
table-withdrew = zurückgezogen

## Die Legende unter der Tabelle

table-legend-round-robin = 1 Sieg, ½ Remis, 0 Niederlage; +/- kampflos nach einem Rückzug; . läuft noch; * kein Ergebnis. { $ties }
table-legend-swiss = Je Runde: Nummer des Gegners, Farbe (w/b), Ergebnis (1 Sieg, ½ Remis, 0 Niederlage, + / - kampflos, . läuft noch); bye: von der Auslosung spielfrei; - abwesend. { $ties }
table-legend-swiss-dummy = Für BH und SB zählt spielfrei, kampflos oder abwesend als Partie gegen einen fiktiven Gegner mit der eigenen Punktzahl des Spielers (höchstens der des kampflos unterlegenen Gegners, oder einem halben Punkt je Runde), und eine Abwesenheit am Schluss als Remis für die Gegner (FIDE C.07 Art. 16).
table-ties = Feinwertung: { $list } (FIDE C.07).
table-ties-none = Feinwertung: nach Startnummer.
table-tiebreak = { $name } ({ $acronym })

## Die Feinwertungen in Worten (FIDE C.07)

tiebreak-de = direkter Vergleich
tiebreak-win = Siege
tiebreak-won = gewonnene Partien
tiebreak-bpg = Partien mit Schwarz
tiebreak-bwg = Siege mit Schwarz
tiebreak-ps = Fortschrittswertung
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-cut = { $name } mit { $n } { $n ->
        [one] Streichwert
       *[other] Streichwerten
    }
tiebreak-median = { $name } Median { $n }

## Der Titel des Turniers

event-title = { $name } (Turnier { $tournament }): { $variant }, { $kind }{ $control }
event-system = { $system ->
        [swiss] Schweizer System
        [knockout] K.-o.-System
       *[other] Rundenturnier
    }
event-kind-single = einfaches Rundenturnier
event-kind-double = doppeltes Rundenturnier
event-kind-swiss = Schweizer System (holländisches System) über { $rounds } Runden
event-kind-knockout = K.-o.-Pokal, Wettkämpfe über { $games } { $games ->
        [one] Partie
       *[other] Partien
    }, bei Gleichstand: { $tie }
event-tie-extra = ein weiteres Partienpaar
event-tie-seed = der höher Gesetzte kommt weiter

## Der K.-o.-Baum

bracket-final = Finale
bracket-semi-finals = Halbfinale
bracket-quarter-finals = Viertelfinale
bracket-round = Runde { $round }
bracket-bye = (spielfrei)
bracket-winner = Sieger: { $name }
bracket-match = Paarung
bracket-seed = Setzplatz
bracket-score = Stand
bracket-through = Weiter
bracket-champion = Sieger

## Mannschaftsturniere

table-team = Mannschaft
table-games = Partien
table-board-title = Brett { $board }
table-legend-team = Jeder Mannschaftskampf: die Brettpunkte der Mannschaft, dann ihre Mannschaftspunkte in Klammern (2 gewonnen, 1 unentschieden, 0 verloren; (.) wird noch gespielt). MP: Mannschaftspunkte; GP: Brettpunkte; Reihung zuerst: { $primary }. { $ties }
tiebreak-team-mpts = Mannschaftspunkte
tiebreak-team-gpts = Brettpunkte
tiebreak-team-secondary = die andere Wertung
tiebreak-team-ede = erweiterter direkter Vergleich
tiebreak-team-bc = Brettwertung
tiebreak-team-tbr = Ergebnisse an den vorderen Brettern
tiebreak-team-bbe = Streichung der hinteren Bretter
tiebreak-team-esb = erweiterte Sonneborn-Berger-Wertung ({ $opponent } der Gegner mal erzielte { $own })
tiebreak-team-bh = Buchholz ({ $on })
event-kind-team = { $system }, { $games } { $games ->
        [one] Partie
       *[other] Partien
    } je Brett, Reihung: { $score }
event-kind-team-match = Mannschaftskampf
event-kind-team-single = Mannschafts-Rundenturnier
event-kind-team-double = doppeltes Mannschafts-Rundenturnier
