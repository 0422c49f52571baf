# Gründe, aus denen ein Zug in Black Holes auf 5x8 abgelehnt wird (siehe
# locales/en/blackholes.ftl). Regel-Nummern (B1-B7, FIDE 3), Felder und
# Figurenbuchstaben bleiben unverändert. $side und $other sind die Schlüssel
# `white` oder `black` (Auswahl).

blackholes-hint = schreiben Sie SAN für einen gewöhnlichen Zug (e4, Ke2, Hd3, Nb8-c6), ein Einsetzen in Klammern ((He1)) oder einen relativistischen Zug als Figur, Ausgangsfeld, schwarzes Loch, weißes Loch, - oder x, Zielfeld (Ra1-b1-a4xb4, d2-d3-d3-d6)
blackholes-drop-hole = eingesetzt werden nur Löcher (B2)
blackholes-no-move = einen solchen Zug hat { $side ->
        [white] Weiß
       *[black] Schwarz
    } hier nicht (B1-B6, FIDE 3.2-3.8)
blackholes-self-check = danach stünde der { $side ->
        [white] weiße
       *[black] schwarze
    } König dort, wo { $other ->
        [white] Weiß
       *[black] Schwarz
    } ihn schlagen könnte, relativistische Züge eingeschlossen (B6, FIDE 3.9.2)
# $rank: die Nummer der ersten Reihe der Seite (1 oder 8).
blackholes-drop-rank = ein Loch wird auf ein leeres Feld der eigenen ersten Reihe eingesetzt, Reihe { $rank } (B2)
blackholes-no-path = die Figur auf { $from } kann nicht in ein eigenes Loch auf { $entry } eintreten und aus einem eigenen Loch auf { $exit } austreten (B4)
# $landings: die Felder, auf denen sie landet, mit list-or verbunden.
blackholes-lands = verlässt sie { $exit } in der Richtung, in der sie { $entry } betrat, landet die Figur von { $from } auf { $landings }, nicht auf { $to } (B4)
