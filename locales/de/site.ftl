# Die eigenen Wörter der veröffentlichten Website ([publish] language), auf Deutsch.
# Dieselben IDs mit denselben Platzhaltern wie locales/en/site.ftl. Namen der
# Spieler, Züge, Namen der Varianten und Turniere und der Text der Regelseiten
# bleiben, wie sie sind. Begriffe: GLOSSARY.md (ply = Halbzug). Tasten: so, wie sie
# auf deutschen Tastaturen heißen (Pos1, Ende).

site-nav = Website
site-all = Alle Turniere und Partien
site-footer = Veröffentlicht von pbem-arbiter, einem Schiedsrichter für Partien per E-Mail. Die Spieler stehen unter den Namen, die sie gewählt haben; Adressen werden nie gezeigt.

## Die Startseite

site-events = Turniere
site-event = Turnier
site-variant = Variante
site-system = System
site-status = Stand
site-games = Partien
site-game = Partie
site-white = Weiß
site-black = Schwarz
site-result = Ergebnis
site-plies = Halbzüge
site-last-change = Letzte Änderung
site-no-game = Noch ist keine Partie veröffentlicht.

## Die Seite einer Partie

site-game-number = Partie { $id }
site-round = Runde { $round }
site-begun = begonnen am { $date }
site-in-play = läuft
# "Halbzüge: 34" statt "34 Halbzüge", damit auch 1 richtig liest.
site-plies-count = Halbzüge: { $plies }
site-part = Teil { $part } von { $parts }:
site-board-after = Das Brett nach Halbzug { $ply }.
site-after-ply = nach Halbzug { $ply }
site-start-key = Anfang (Taste Pos1)
site-back-key = Zurück (Pfeil nach links)
site-forward-key = Vor (Pfeil nach rechts)
site-end-key = Ende (Taste Ende)
site-symbol = Symbol
site-piece = Figur
site-betza = Gangart (Betza)
site-moves = Züge
site-keys = Mit den Pfeiltasten nach links und rechts, Pos1 und Ende durch die Partie gehen oder einen Zug wählen.
site-no-move = Noch kein Zug.

## Die Seite eines Turniers und eine Regelseite

site-all-pgn = alle Partien als PGN
site-round-title = Runde { $round }
site-board-number = Brett { $board }:
site-cup-match = Paarung { $match }
site-cup-game = Partie { $game }:
site-cup-tie-break-game = Stichkampfpartie { $game }:
site-rules-title = { $variant }: die Regeln, wie der Schiedsrichter sie anwendet

## Die Wörter des Skripts zum Durchgehen: Das Skript setzt die Nummer des
## Halbzugs hinter die Wörter, die auf "Halbzug" enden.

site-js-start = Anfang
site-js-after-ply = nach Halbzug
site-js-the-start = Die Ausgangsstellung.
site-js-after-ply-cap = Nach Halbzug
site-js-board-start = Das Brett in der Ausgangsstellung
site-js-board-after = Das Brett nach Halbzug
site-js-pawn = Bauer
site-js-pawns = Bauern
site-js-no-pieces = keine Figuren
site-js-shared = Beiden Seiten gemeinsam:
