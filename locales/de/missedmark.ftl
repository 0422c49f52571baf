# Gründe, aus denen ein Zug in Missed-Mark Chess abgelehnt wird (siehe
# locales/en/missedmark.ftl). Regel-Nummern (X2-X5), Felder und Züge bleiben
# unverändert. $rule ist die Versetzungsregel des Spielers, der Schlüssel
# `source` oder `total` (Auswahl).

missedmark-hint = schreiben Sie den ausgeführten Zug in langer algebraischer Notation (Bc1-c3, e2:d4, a7-a1/Q, O-O-O) und nach einem versetzten Zug den beabsichtigten Zug in Klammern: Bc1-c3 (Nb1-c3) oder Bc1-c3 (intend Nb1-c3)
missedmark-no-move = weder ein gewöhnlicher Zug noch ein versetzter Zug nach Ihrer Regel ({ $rule ->
        [source] Versetzung des Ausgangsfelds
       *[total] Gesamtversetzung
    }) passt dazu (X2-X4)
# $ways: die Züge mit ihren beabsichtigten Zügen, die dazu passen (list-or).
missedmark-displaced = nach Ihrer Regel ({ $rule ->
        [source] Versetzung des Ausgangsfelds
       *[total] Gesamtversetzung
    }) ist es ein versetzter Zug: schreiben Sie ihn mit seinem beabsichtigten Zug, { $ways } (X5)
# Eine Zeile unter dem Zug der Antwort. $side: der Name der Seite (side-white,
# side-black); $from und $to die Felder des beabsichtigten Zuges.
missedmark-note = Daneben: { $side } beabsichtigte { $from }-{ $to } ({ $rule ->
        [source] Versetzung des Ausgangsfelds
       *[total] Gesamtversetzung
    }).
