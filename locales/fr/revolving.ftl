# Pourquoi un coup de Revolving Chess, Promotions and Demotions (ProDem) ou Move
# Up Take Down (MUTD) est refusé (voir locales/en/revolving.ftl). Numéros de
# règle (R1, P1-P3, U1, FIDE 3), cases et lettres des pièces restent tels quels.
# $side est la clé `white` ou `black` (sélecteur) ; $piece le nom d'une pièce.

revolving-hint = écrivez en SAN avec, entre parenthèses, la pièce après son changement, p. ex. Nc3(B), R:B(Q), Re8e5(N), O-O(Q), ou -- pour la passe de ProDem
prodem-pass = ProDem n'autorise une passe qu'au premier tour des Blancs, "1. --" (P1) ; à tout autre tour, il faut déplacer une pièce
# $becomes : les lettres possibles (list-or) ; $suffix la lettre écrite.
revolving-becomes = après ce coup, la pièce devient { $becomes }, pas { $suffix }
revolving-self-check = ce coup laisserait le roi { $side ->
        [white] blanc
       *[black] noir
    } en échec, en jugeant la pièce jouée après son changement (R1, FIDE 3.9.2)
revolving-castling = le roque n'est pas possible ici (FIDE 3.8.2 ; R1 : seul Revolving permet le roque)
# $why : prodem-odd, prodem-even, revolving-moves, prodem-moves ou mutd-moves.
revolving-no-reach = les { $side ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas de { $piece } qui puisse atteindre { $square } ({ $why })
# $victim : la lettre de la pièce à prendre.
revolving-no-capture = les { $side ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas de { $piece } qui puisse prendre une pièce { $victim } ({ $why })
revolving-no-move = les { $side ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas de { $piece } qui puisse bouger ({ $why })
prodem-odd = le tour est impair : un pion ne peut pas être rétrogradé, il ne peut donc pas bouger, P2
prodem-even = le tour est pair : une dame ne peut pas être promue, elle ne peut donc pas bouger, P2
revolving-moves = ses déplacements : FIDE 3.2-3.8, après les changements de R1
prodem-moves = ses déplacements : FIDE 3.2-3.8, avec P2-P3
mutd-moves = ses déplacements : FIDE 3.2-3.8, avec U1
