# Gründe, aus denen ein Zug im Combining Knightmare Chess abgelehnt wird (siehe
# locales/en/knightmare.ftl). Regel-Nummern (K1-K5, FIDE 3), Felder und
# Figurenbuchstaben bleiben unverändert. $side ist der Schlüssel `white` oder
# `black` (Auswahl).

knightmare-hint = schreiben Sie SAN (Nf3, exd5, O-O, e8=Q); einen Knightmare mit seinen zwei Buchstaben in der Reihenfolge Q R B N (QNe4, QNd2-e4, QNxe4); das Bilden eines Knightmares als ziehende Figur, ~, stehende Figur, Feld (Q~Nc2)
knightmare-castling = die Rochade verlangt einen ungezogenen König und einen gewöhnlichen Turm (K4), leere Felder zwischen ihnen und kein angegriffenes Feld auf dem Weg des Königs
# $name: die zwei Buchstaben des Knightmares (QN).
knightmare-moved-last = der Knightmare { $name } auf { $square } hat zuletzt gezogen: er darf nicht zweimal hintereinander ziehen (K2)
knightmare-self-check = danach stünde der { $side ->
        [white] weiße
       *[black] schwarze
    } König im Schach (Knightmares geben mit ihren Hälften Schach, K3)
knightmare-joins = ~ bildet einen Knightmare: eine gewöhnliche Figur (N, B, R, Q) zieht auf eine gewöhnliche Figur des Gegners (K1)
# $letters: die Figurenbuchstaben wie geschrieben (N, QN, P).
knightmare-no-move = keine { $side ->
        [white] weiße
       *[black] schwarze
    } Figur namens { $letters } kann nach { $to } ziehen
