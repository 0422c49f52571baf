# Pourquoi un coup de Combining Knightmare Chess est refusé (voir
# locales/en/knightmare.ftl). Numéros de règle (K1-K5, FIDE 3), cases et lettres
# des pièces restent tels quels. $side est la clé `white` ou `black` (sélecteur).

knightmare-hint = écrivez en SAN (Nf3, exd5, O-O, e8=Q) ; un Knightmare par ses deux lettres dans l'ordre Q R B N (QNe4, QNd2-e4, QNxe4) ; pour en former un : la pièce qui se déplace, ~, la pièce immobile, la case (Q~Nc2)
knightmare-castling = le roque exige un roi et une tour ordinaire qui n'ont pas encore bougé (K4), des cases vides entre eux et aucune case attaquée sur le chemin du roi
# $name : les deux lettres du Knightmare (QN).
knightmare-moved-last = le Knightmare { $name } en { $square } a joué le dernier coup : il ne peut pas jouer deux fois de suite (K2)
knightmare-self-check = ce coup laisserait le roi { $side ->
        [white] blanc
       *[black] noir
    } en échec (les Knightmares donnent échec avec leurs moitiés, K3)
knightmare-joins = ~ forme un Knightmare : une pièce ordinaire (N, B, R, Q) qui va sur une pièce ordinaire adverse (K1)
# $letters : les lettres telles qu'écrites (N, QN, P).
knightmare-no-move = aucune pièce des { $side ->
        [white] Blancs
       *[black] Noirs
    } nommée { $letters } ne peut aller en { $to }
