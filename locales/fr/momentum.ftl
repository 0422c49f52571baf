# Pourquoi un tour de Momentum Chess est refusé, et ses arrêts automatiques en
# mots (voir locales/en/momentum.ftl). Numéros de règle (M1-M7), cases, lettres
# des pièces et désignateurs de Betza restent tels quels. $side est la clé
# `white` ou `black` (sélecteur) ; $other le nom de l'autre camp (side-white,
# side-black) ; $piece le nom d'une pièce.

momentum-hint = écrivez les événements du tour séparés par des virgules, dans l'ordre où ils se produisent, p. ex. "e4-e6, Bf1-b5" ; une pièce peut être nommée par sa lettre ou par son désignateur de Betza entre parenthèses ; "X-X" arrête une pièce
momentum-incomplete = le tour est incomplet : la pièce en { $at } ({ $piece }) est en mouvement et doit continuer jusqu'en { $to } (écrivez "{ $at }-{ $to }" là où cela se produit, ou arrêtez-la avec "{ $at }-{ $at }" ; M2, M5)
momentum-needs-action = un tour exige son unique action : lancer une pièce, ou en arrêter une en mouvement avec "X-X" (pas de passe, M2)
momentum-king-danger = après ce tour, les { $other } pourraient prendre le roi { $side ->
        [white] blanc
       *[black] noir
    } en ordonnant d'une certaine façon leur prochain tour (M1)
momentum-castling = le roque exige le droit de roquer, des cases vides entre le roi et la tour, et aucune case traversée par le roi où l'adversaire pourrait le prendre au tour suivant (M4)
momentum-in-motion = la pièce en { $at } est en mouvement : elle peut seulement continuer jusqu'en { $to } ou être arrêtée ({ $at }-{ $at })
# $why : l'un des messages momentum-blocked-*.
momentum-stops-itself = la pièce en { $at } s'arrête d'elle-même ({ $why })
momentum-moved-already = la pièce en { $at } a déjà bougé pendant ce tour
momentum-action-used = l'unique action du tour (un lancement ou un arrêt) a déjà été utilisée ; les autres pièces ne peuvent que continuer sur leur élan
momentum-en-passant-gone = il n'y a rien à prendre en passant en { $passed } : le pion qui a fait le double pas jusqu'en { $victim } a été pris plus tôt pendant ce tour (M6)
momentum-no-stop = il n'y a là aucune pièce des { $side ->
        [white] Blancs
       *[black] Noirs
    } en mouvement à arrêter
momentum-no-move = aucune pièce des { $side ->
        [white] Blancs
       *[black] Noirs
    } ne peut faire cela à ce moment du tour
momentum-no-event-left = la pièce en { $from } n'a plus d'événement d'élan pendant ce tour
momentum-no-promotion = { $from }-{ $to } ne donne pas de promotion
momentum-name-piece = { $from }-{ $to } atteint la dernière rangée : nommez la nouvelle pièce
momentum-cannot-continue = la pièce en { $from } ne peut pas continuer jusqu'en { $to }
momentum-no-autostop = la pièce en { $at } ne s'arrête pas d'elle-même ici
momentum-one-action = un tour n'a qu'une seule action
momentum-nothing-to-stop = il n'y a aucune pièce en mouvement à arrêter en { $at }
momentum-blocked-edge = sa case suivante est hors de l'échiquier
momentum-blocked-path = { $square } est sur son chemin
momentum-blocked-own = une pièce de son propre camp se trouve en { $square }
momentum-blocked-occupied = { $square } est occupée et la pièce se déplace sans prendre
momentum-blocked-nothing = il n'y a rien à prendre en { $square }
# Une ligne sous le coup de la réponse : une pièce en mouvement qui s'est arrêtée d'elle-même.
momentum-autostop = Arrêt automatique : la pièce en { $at } ({ $piece }) s'arrête d'elle-même, car { $why }.
