# Les mots propres du site publié ([publish] language), en français. Mêmes
# identifiants avec les mêmes paramètres que locales/en/site.ftl. Les noms des
# joueurs, les coups, les noms des variantes et des tournois et le texte des pages
# de règles restent tels quels. Termes : GLOSSARY.md (ply = demi-coup). Touches :
# Début et Fin, comme sur les claviers français.

site-nav = Site
site-all = Tous les tournois et toutes les parties
site-footer = Publié par pbem-arbiter, un arbitre de parties par courriel. Les joueurs figurent sous le nom qu'ils ont choisi ; les adresses ne sont jamais affichées.

## La page d'accueil

site-events = Tournois
site-event = Tournoi
site-variant = Variante
site-system = Système
site-status = État
site-games = Parties
site-game = Partie
site-white = Blancs
site-black = Noirs
site-result = Résultat
site-plies = Demi-coups
site-last-change = Dernière modification
site-no-game = Aucune partie n'est encore publiée.

## La page d'une partie

site-game-number = Partie { $id }
site-round = ronde { $round }
site-begun = commencée le { $date }
site-in-play = en cours
# « demi-coups : 34 » plutôt que « 34 demi-coups », juste aussi pour 1.
site-plies-count = demi-coups : { $plies }
# « Page » et non « Partie » : une partie longue est coupée en pages.
site-part = Page { $part } sur { $parts } :
site-board-after = L'échiquier après le demi-coup { $ply }.
site-after-ply = après le demi-coup { $ply }
site-start-key = Début (touche Début)
site-back-key = Reculer (flèche gauche)
site-forward-key = Avancer (flèche droite)
site-end-key = Fin (touche Fin)
site-symbol = Symbole
site-piece = Pièce
site-betza = Marche (Betza)
site-moves = Coups
site-keys = Parcourez la partie avec les flèches gauche et droite, Début et Fin, ou choisissez un coup.
site-no-move = Aucun coup pour l'instant.

## La page d'un tournoi et une page de règles

site-all-pgn = toutes les parties en PGN
site-round-title = Ronde { $round }
site-board-number = Échiquier { $board } :
site-cup-match = Match { $match }
site-cup-game = Partie { $game } :
site-cup-tie-break-game = Partie de départage { $game } :
site-rules-title = { $variant } : les règles telles que l'arbitre les applique

## Les mots du script de navigation : le script met le numéro du demi-coup après
## les mots qui finissent par « demi-coup ».

site-js-start = début
site-js-after-ply = après le demi-coup
site-js-the-start = La position de départ.
site-js-after-ply-cap = Après le demi-coup
site-js-board-start = L'échiquier au départ
site-js-board-after = L'échiquier après le demi-coup
site-js-pawn = pion
site-js-pawns = pions
site-js-no-pieces = aucune pièce
site-js-shared = Communes aux deux camps :
