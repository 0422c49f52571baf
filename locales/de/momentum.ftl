# Gründe, aus denen ein Zug in Momentum Chess abgelehnt wird, und seine
# Autostopps in Worten (siehe locales/en/momentum.ftl). Regel-Nummern (M1-M7),
# Felder, Figurenbuchstaben und Betza-Kürzel bleiben unverändert. $side ist der
# Schlüssel `white` oder `black` (Auswahl); $other der Name der anderen Seite
# (side-white, side-black); $piece der Name einer Figur.

momentum-hint = schreiben Sie die Ereignisse des Zuges durch Kommas getrennt in der Reihenfolge, in der sie geschehen, z. B. "e4-e6, Bf1-b5"; eine Figur darf mit ihrem Buchstaben oder ihrem Betza-Kürzel in Klammern genannt werden, "X-X" hält eine Figur an
momentum-incomplete = der Zug ist unvollständig: die Figur auf { $at } ({ $piece }) ist in Bewegung und muss nach { $to } weiterziehen (schreiben Sie "{ $at }-{ $to }" an der Stelle, an der es geschieht, oder halten Sie sie mit "{ $at }-{ $at }" an; M2, M5)
momentum-needs-action = ein Zug braucht seine eine Aktion: eine Figur starten oder eine Figur in Bewegung mit "X-X" anhalten (kein Passen, M2)
momentum-king-danger = danach könnte { $other } den { $side ->
        [white] weißen
       *[black] schwarzen
    } König in irgendeiner Reihenfolge seines nächsten Zuges schlagen (M1)
momentum-castling = die Rochade verlangt das Recht dazu, leere Felder zwischen König und Turm und kein Feld auf dem Weg des Königs, auf dem der Gegner ihn im nächsten Zug schlagen könnte (M4)
momentum-in-motion = die Figur auf { $at } ist in Bewegung: sie kann nur nach { $to } weiterziehen oder angehalten werden ({ $at }-{ $at })
# $why: eine der Meldungen momentum-blocked-*.
momentum-stops-itself = die Figur auf { $at } hält von selbst an ({ $why })
momentum-moved-already = die Figur auf { $at } hat in diesem Zug schon gezogen
momentum-action-used = die eine Aktion des Zuges (ein Start oder ein Anhalten) ist schon verbraucht; andere Figuren können nur mit ihrem Schwung weiterziehen
momentum-en-passant-gone = auf { $passed } gibt es nichts en passant zu schlagen: der Bauer, der den Doppelschritt nach { $victim } gemacht hat, wurde früher in diesem Zug geschlagen (M6)
momentum-no-stop = dort ist keine { $side ->
        [white] weiße
       *[black] schwarze
    } Figur in Bewegung, die angehalten werden könnte
momentum-no-move = keine { $side ->
        [white] weiße
       *[black] schwarze
    } Figur kann das an dieser Stelle des Zuges tun
momentum-no-event-left = die Figur auf { $from } hat in diesem Zug kein Schwungereignis mehr
momentum-no-promotion = { $from }-{ $to } wandelt nicht um
momentum-name-piece = { $from }-{ $to } erreicht die letzte Reihe: nennen Sie die neue Figur
momentum-cannot-continue = die Figur auf { $from } kann nicht nach { $to } weiterziehen
momentum-no-autostop = die Figur auf { $at } hält hier nicht von selbst an
momentum-one-action = ein Zug hat nur eine Aktion
momentum-nothing-to-stop = auf { $at } ist keine Figur in Bewegung, die angehalten werden könnte
momentum-blocked-edge = ihr nächstes Feld liegt außerhalb des Bretts
momentum-blocked-path = auf { $square } ist der Weg versperrt
momentum-blocked-own = auf { $square } steht eine Figur der eigenen Seite
momentum-blocked-occupied = { $square } ist besetzt, und sie zieht, ohne zu schlagen
momentum-blocked-nothing = auf { $square } gibt es nichts zu schlagen
# Eine Zeile unter dem Zug der Antwort: eine Figur in Bewegung, die von selbst anhielt.
momentum-autostop = Autostopp: die Figur auf { $at } ({ $piece }) hält von selbst an, denn { $why }.
