# Les mots des tableaux et du titre d'un tournoi, en français (les mêmes ids que
# locales/en/tables.ftl). Les sigles FIDE des départages (DE, BH-C1, SB) et les
# signes des cases du tableau (1 ½ 0 + - . * x w b bye) restent tels quels.

## Les têtes de colonne de la grille

table-rank = Pl
table-number = N°
table-player = Joueur
table-points = Pts
table-round = R

## Les remarques après une ligne

table-annulled = retiré : résultats annulés (FIDE C.06 V.4.a)
table-stands = retiré : résultats maintenus (FIDE C.06 V.4.b)
table-withdrew = retiré

## La légende sous le tableau

table-legend-round-robin = 1 victoire, ½ nulle, 0 défaite ; +/- forfait après un retrait ; . en cours ; * pas de résultat. { $ties }
table-legend-swiss = Chaque ronde : numéro de l'adversaire, couleur (w/b : Blancs/Noirs), résultat (1 victoire, ½ nulle, 0 défaite, + / - forfait, . en cours) ; bye : exempt par l'appariement ; - absent. { $ties }
table-legend-swiss-dummy = Pour BH et SB, une exemption, un forfait ou une absence compte comme une partie contre un adversaire fictif ayant le score du joueur lui-même (au plus celui de l'adversaire forfait, ou un demi-point par ronde), et une absence à la fin comme une nulle pour les adversaires (FIDE C.07 art. 16).
table-ties = Départages : { $list } (FIDE C.07).
table-ties-none = Départages : par numéro d'appariement.
table-tiebreak = { $name } ({ $acronym })

## Les départages en mots (FIDE C.07)

tiebreak-de = confrontation directe
tiebreak-win = victoires
tiebreak-won = parties gagnées
tiebreak-bpg = parties avec les Noirs
tiebreak-bwg = victoires avec les Noirs
tiebreak-ps = score cumulatif
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-cut = { $name } tronqué de { $n }
tiebreak-median = { $name } médian { $n }

## Le titre du tournoi

event-title = { $name } (tournoi { $tournament }) : { $variant }, { $kind }{ $control }
event-system = { $system ->
        [swiss] système suisse
        [knockout] élimination directe
       *[other] toutes rondes
    }
event-kind-single = toutes rondes (aller simple)
event-kind-double = toutes rondes aller-retour
event-kind-swiss = système suisse (système néerlandais) en { $rounds } rondes
event-kind-knockout = coupe à élimination directe, matchs de { $games } { $games ->
        [one] partie
       *[other] parties
    }, en cas d'égalité : { $tie }
event-tie-extra = une nouvelle paire de parties
event-tie-seed = la meilleure tête de série est qualifiée

## Le tableau à élimination directe

bracket-final = Finale
bracket-semi-finals = Demi-finales
bracket-quarter-finals = Quarts de finale
bracket-round = Ronde { $round }
bracket-bye = (exempt)
bracket-winner = Vainqueur : { $name }
bracket-match = Match
bracket-seed = Tête de série
bracket-score = Score
bracket-through = Qualifié
bracket-champion = Vainqueur

## Compétitions par équipes

table-team = Équipe
table-games = Parties
table-board-title = Échiquier { $board }
table-legend-team = Chaque match : les points de partie de l'équipe, puis ses points de match entre parenthèses (2 gagné, 1 nul, 0 perdu ; (.) encore en cours). MP : points de match ; GP : points de partie ; classement d'abord aux { $primary }. { $ties }
tiebreak-team-mpts = points de match
tiebreak-team-gpts = points de partie
tiebreak-team-secondary = l'autre score
tiebreak-team-ede = confrontation directe étendue
tiebreak-team-bc = décompte par échiquier
tiebreak-team-tbr = résultats des premiers échiquiers
tiebreak-team-bbe = élimination des derniers échiquiers
tiebreak-team-esb = Sonneborn-Berger étendu (les { $opponent } des adversaires multipliés par les { $own } marqués)
tiebreak-team-bh = Buchholz sur les { $on }
event-kind-team = { $system }, { $games } { $games ->
        [one] partie
       *[other] parties
    } par échiquier, classement aux { $score }
event-kind-team-match = match par équipes
event-kind-team-single = toutes rondes par équipes
event-kind-team-double = toutes rondes aller-retour par équipes
