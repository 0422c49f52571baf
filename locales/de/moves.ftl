# Gründe, aus denen ein Zug abgelehnt wird, in den Worten der Regel-Engine
# (siehe locales/en/moves.ftl). Regel-Nummern, Felder, Figurenbuchstaben und
# Betza-Kürzel bleiben unverändert. $side in Kleinschreibung ist der Schlüssel
# `white` oder `black` (Auswahl); $piece ist der Name einer Figur.

## Aufzählung

list-and = { $first } und { $rest }
list-or = { $first } oder { $rest }

## ICCF-Ziffernnotation

numeric-no-square = in der ICCF-Ziffernnotation ist ein Feld zwei Ziffern 1-8, erst die Linie, dann die Reihe (e2 = 52); { $pair } ist kein Feld
numeric-length = die ICCF-Ziffernnotation schreibt einen Zug als Ausgangsfeld und Zielfeld mit je zwei Ziffern (5254 = e2-e4), mit einer fünften Ziffer für eine Umwandlung; { $digits } hat { $count } { $count ->
        [one] Ziffer
       *[other] Ziffern
    }
numeric-promotion-digit = die fünfte Ziffer eines Zuges in ICCF-Ziffernnotation ist die Umwandlungsfigur: 1 Dame, 2 Turm, 3 Läufer, 4 Springer; { $digit } ist keine davon

## FIDE-Schach und Chess with Different Armies

chess-hint = schreiben Sie SAN wie Nf3, exd5, O-O oder e8=Q, lange algebraische Notation wie Ng1-f3, Koordinaten wie e2e4 oder ICCF-Ziffernnotation wie 5254 oder 57581
wing-king = am Königsflügel
wing-queen = am Damenflügel
# $side ist der Name der Seite (side-white, side-black); $wing wing-king oder wing-queen.
castle-no-right = { $side } darf nicht mehr { $wing } rochieren (FIDE 3.8.2.1)
castle-in-check = Sie können nicht rochieren, um dem Schach zu entgehen (FIDE 3.8.2.2)
castle-squares = die Rochade { $wing } verlangt leere Felder zwischen König und Turm, und der König darf kein angegriffenes Feld überqueren und auf keinem angegriffenen Feld landen (FIDE 3.8.2)
capture-nothing = auf { $to } gibt es nichts zu schlagen (ein Schlagzeichen muss zutreffen: docs/rules/chess.md)
# $choices: die Buchstaben, in die ein Bauer umgewandelt werden kann (Q, R, B, N).
promotion-wrong-piece = ein Bauer darf nicht in diese Figur umgewandelt werden (wählen Sie { $choices }; FIDE 3.7.5)
promotion-not-last-rank = nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt (FIDE 3.7.5)
no-piece-letter = in dieser Partie gibt es keine Figur { $letter }
no-army-piece = keine Figur der { $side ->
        [white] weißen
       *[black] schwarzen
    } Armee ist { $designator } (nennen Sie eine Figur mit ihrem Buchstaben, ihrem Betza-Kürzel oder ihrem Namen: siehe die Legende unter dem Brett)
# $rule: ein FIDE-Artikel (FIDE 3.6) oder rule-betza.
no-such-move = keine { $side ->
        [white] weiße
       *[black] schwarze
    } Figur ({ $piece }) kann nach { $to } ziehen ({ $rule })
piece-cannot-move = die { $side ->
        [white] weiße
       *[black] schwarze
    } Figur ({ $piece }) auf { $from } kann nicht nach { $to } ziehen ({ $rule })
rule-betza = Gangart { $betza }, M7
attacker = { $piece } auf { $square }
self-check = danach stünde der { $side ->
        [white] weiße
       *[black] schwarze
    } König im Schach (FIDE 3.9.2)
self-check-from = danach stünde der { $side ->
        [white] weiße
       *[black] schwarze
    } König im Schach (Angreifer: { $attackers }; FIDE 3.9.2)
# Eine Figur, die nicht mit ihrem Buchstaben genannt ist.
piece-any = Figur
# Eine Zeile unter dem Zug der Antwort: $text wie geschrieben, $canonical der
# Zug, als der er gelesen wurde.
note-capital-file = "{ $text }" wurde als { $canonical } gelesen (ein großer Linienbuchstabe als Linie gelesen: kein Figurenzug passt dazu).

rules-unknown-variant = unbekannte Variante { $variant } (siehe `arbiter variants`)
rules-unknown-option = die Variante { $variant } hat keine Option { $key }
rules-bad-option = Option { $key }: { $value } ist keiner der Werte { $allowed }
rules-position = Stellungstext: { $error }
rules-variant-mismatch = das Variant-Tag der Partienotation nennt { $tag }, aber --variant nennt { $given }
