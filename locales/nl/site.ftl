# De eigen woorden van de gepubliceerde website ([publish] language), in het
# Nederlands. Dezelfde id's met dezelfde plaatshouders als locales/en/site.ftl.
# Namen van spelers, zetten, namen van varianten en toernooien en de tekst van de
# regelpagina's blijven zoals ze zijn. Termen: GLOSSARY.md (ply = halve zet).
# Toetsen: Home en End, zoals ze op de meeste toetsenborden heten.

site-nav = Website
site-all = Alle toernooien en partijen
site-footer = Gepubliceerd door pbem-arbiter, een arbiter voor partijen per e-mail. Spelers staan vermeld onder de naam die ze zelf kozen; adressen worden nooit getoond.

## De voorpagina

site-events = Toernooien
site-event = Toernooi
site-variant = Variant
site-system = Systeem
site-status = Stand
site-games = Partijen
site-game = Partij
site-white = Wit
site-black = Zwart
site-result = Uitslag
site-plies = Halve zetten
site-last-change = Laatste wijziging
site-no-game = Er is nog geen partij gepubliceerd.

## De pagina van een partij

site-game-number = Partij { $id }
site-round = ronde { $round }
site-begun = begonnen op { $date }
site-in-play = bezig
# "halve zetten: 34" in plaats van "34 halve zetten", ook juist voor 1.
site-plies-count = halve zetten: { $plies }
site-part = Deel { $part } van { $parts }:
site-board-after = Het bord na halve zet { $ply }.
site-after-ply = na halve zet { $ply }
site-start-key = Begin (Home-toets)
site-back-key = Terug (pijl naar links)
site-forward-key = Vooruit (pijl naar rechts)
site-end-key = Einde (End-toets)
site-symbol = Symbool
site-piece = Stuk
site-betza = Gang (Betza)
site-moves = Zetten
site-keys = Loop door de partij met de pijltoetsen links en rechts, Home en End, of kies een zet.
site-no-move = Nog geen zetten.

## De pagina van een toernooi en een regelpagina

site-all-pgn = alle partijen als PGN
site-round-title = Ronde { $round }
site-board-number = Bord { $board }:
site-cup-match = Tweekamp { $match }
site-cup-game = Partij { $game }:
site-cup-tie-break-game = Barragepartij { $game }:
site-rules-title = { $variant }: de regels zoals de arbiter ze toepast

## De woorden van het script dat door de partij loopt: het script zet het nummer
## van de halve zet achter de woorden die op "halve zet" eindigen.

site-js-start = begin
site-js-after-ply = na halve zet
site-js-the-start = De beginstelling.
site-js-after-ply-cap = Na halve zet
site-js-board-start = Het bord in de beginstelling
site-js-board-after = Het bord na halve zet
site-js-pawn = pion
site-js-pawns = pionnen
site-js-no-pieces = geen stukken
site-js-shared = Gedeeld door beide kleuren:
