# Gründe, aus denen ein Zug in Revolving Chess, Promotions and Demotions
# (ProDem) oder Move Up Take Down (MUTD) abgelehnt wird (siehe
# locales/en/revolving.ftl). Regel-Nummern (R1, P1-P3, U1, FIDE 3), Felder und
# Figurenbuchstaben bleiben unverändert. $side ist der Schlüssel `white` oder
# `black` (Auswahl); $piece der Name einer Figur.

revolving-hint = schreiben Sie SAN mit der Figur nach ihrer Verwandlung in Klammern, z. B. Nc3(B), R:B(Q), Re8e5(N), O-O(Q), oder -- für das Passen in ProDem
prodem-pass = ProDem erlaubt das Passen nur im ersten Zug von Weiß, "1. --" (P1); in jedem anderen Zug muss eine Figur ziehen
# $becomes: die Buchstaben, zu denen die Figur werden kann (list-or); $suffix der geschriebene.
revolving-becomes = nach diesem Zug wird die Figur zu { $becomes }, nicht zu { $suffix }
revolving-self-check = danach stünde der { $side ->
        [white] weiße
       *[black] schwarze
    } König im Schach, beurteilt mit der gezogenen Figur nach ihrer Verwandlung (R1, FIDE 3.9.2)
revolving-castling = eine Rochade ist hier nicht möglich (FIDE 3.8.2; R1: nur Revolving kennt die Rochade)
# $why: prodem-odd, prodem-even, revolving-moves, prodem-moves oder mutd-moves.
revolving-no-reach = keine { $side ->
        [white] weiße
       *[black] schwarze
    } Figur ({ $piece }) kann { $square } erreichen ({ $why })
# $victim: der Buchstabe der zu schlagenden Figur.
revolving-no-capture = keine { $side ->
        [white] weiße
       *[black] schwarze
    } Figur ({ $piece }) kann eine Figur { $victim } schlagen ({ $why })
revolving-no-move = keine { $side ->
        [white] weiße
       *[black] schwarze
    } Figur ({ $piece }) kann ziehen ({ $why })
prodem-odd = dies ist ein ungerader Zug: ein Bauer kann nicht zurückgestuft werden, also darf er nicht ziehen, P2
prodem-even = dies ist ein gerader Zug: eine Dame kann nicht befördert werden, also darf sie nicht ziehen, P2
revolving-moves = ihre Gangart: FIDE 3.2-3.8, nach den Verwandlungen von R1
prodem-moves = ihre Gangart: FIDE 3.2-3.8, mit P2-P3
mutd-moves = ihre Gangart: FIDE 3.2-3.8, mit U1
