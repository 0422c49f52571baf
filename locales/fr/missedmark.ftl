# Pourquoi un coup de Missed-Mark Chess est refusé (voir
# locales/en/missedmark.ftl). Numéros de règle (X2-X5), cases et coups restent
# tels quels. $rule est la règle de décalage du joueur, la clé `source` ou
# `total` (sélecteur).

missedmark-hint = écrivez le coup joué en notation algébrique longue (Bc1-c3, e2:d4, a7-a1/Q, O-O-O) et, après un coup décalé, le coup voulu entre parenthèses : Bc1-c3 (Nb1-c3) ou Bc1-c3 (intend Nb1-c3)
missedmark-no-move = aucun coup ordinaire, ni aucun coup décalé selon votre règle ({ $rule ->
        [source] décalage à la source
       *[total] décalage total
    }), ne le produit (X2-X4)
# $ways : les coups avec leurs coups voulus qui le produiraient (list-or).
missedmark-displaced = selon votre règle ({ $rule ->
        [source] décalage à la source
       *[total] décalage total
    }), c'est un coup décalé : écrivez-le avec son coup voulu, { $ways } (X5)
# Une ligne sous le coup de la réponse. $side : le nom du camp (side-white,
# side-black) ; $from et $to les cases du coup voulu.
missedmark-note = Une cible manquée : les { $side } voulaient jouer { $from }-{ $to } ({ $rule ->
        [source] décalage à la source
       *[total] décalage total
    }).
