# Pourquoi un coup de Black Holes sur 5x8 est refusé (voir
# locales/en/blackholes.ftl). Numéros de règle (B1-B7, FIDE 3), cases et lettres
# des pièces restent tels quels. $side et $other sont les clés `white` ou
# `black` (sélecteur).

blackholes-hint = écrivez en SAN un coup ordinaire (e4, Ke2, Hd3, Nb8-c6), un parachutage entre parenthèses ((He1)), ou un coup relativiste sous la forme pièce, départ, trou noir, trou blanc, - ou x, arrivée (Ra1-b1-a4xb4, d2-d3-d3-d6)
blackholes-drop-hole = seuls les trous peuvent être parachutés (B2)
blackholes-no-move = aucun coup de ce genre pour les { $side ->
        [white] Blancs
       *[black] Noirs
    } ici (B1-B6, FIDE 3.2-3.8)
blackholes-self-check = ce coup laisserait le roi { $side ->
        [white] blanc
       *[black] noir
    } là où les { $other ->
        [white] Blancs
       *[black] Noirs
    } pourraient le prendre, coups relativistes compris (B6, FIDE 3.9.2)
# $rank : le numéro de la première rangée du camp (1 ou 8).
blackholes-drop-rank = un trou se parachute sur une case vide de sa propre première rangée, la rangée { $rank } (B2)
blackholes-no-path = la pièce en { $from } ne peut pas entrer dans un trou ami en { $entry } et ressortir d'un trou ami en { $exit } (B4)
# $landings : les cases où elle arrive, jointes avec list-or.
blackholes-lands = en sortant de { $exit } dans la direction où elle est entrée en { $entry }, la pièce venue de { $from } arrive en { $landings }, pas en { $to } (B4)
