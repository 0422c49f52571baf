# Pourquoi un coup est refusé, dans les mots du moteur de règles (voir
# locales/en/moves.ftl). Numéros de règle (FIDE 3.8.2, M7), cases, lettres des
# pièces et désignateurs de Betza restent tels quels. $side en minuscules est la
# clé `white` ou `black` (sélecteur) ; $piece est le nom d'une pièce.

## Jonction

# « la tour en e8 et le fou en b4 » : $first un élément, $rest les autres.
list-and = { $first } et { $rest }
list-or = { $first } ou { $rest }

## Notation numérique ICCF

numeric-no-square = en notation numérique ICCF, une case s'écrit avec deux chiffres de 1 à 8, colonne puis rangée (e2 = 52) ; { $pair } n'est pas une case
numeric-length = la notation numérique ICCF écrit un coup avec la case de départ et la case d'arrivée, deux chiffres chacune (5254 = e2-e4), plus un cinquième chiffre pour une promotion ; { $digits } a { $count ->
        [one] { $count } chiffre
       *[other] { $count } chiffres
    }
numeric-promotion-digit = le cinquième chiffre d'un coup en notation numérique ICCF est la pièce de promotion : 1 dame, 2 tour, 3 fou, 4 cavalier ; { $digit } n'est aucune d'elles

## Échecs FIDE et Chess with Different Armies

chess-hint = écrivez en SAN, comme Nf3, exd5, O-O ou e8=Q, en notation algébrique longue, comme Ng1-f3, en coordonnées, comme e2e4, ou en notation numérique ICCF, comme 5254 ou 57581
wing-king = côté roi
wing-queen = côté dame
# $side est le nom du camp (side-white, side-black) ; $wing wing-king ou wing-queen.
castle-no-right = les { $side } n'ont plus le droit de roquer { $wing } (FIDE 3.8.2.1)
castle-in-check = vous ne pouvez pas roquer pour échapper à un échec (FIDE 3.8.2.2)
castle-squares = le roque { $wing } exige que les cases entre le roi et la tour soient vides, et le roi ne peut ni traverser une case attaquée ni s'y arrêter (FIDE 3.8.2)
capture-nothing = il n'y a rien à prendre en { $to } (une marque de prise doit être exacte : docs/rules/chess.md)
# $choices : les lettres des pièces possibles (Q, R, B, N).
promotion-wrong-piece = un pion ne peut pas être promu en cette pièce (choisissez { $choices } ; FIDE 3.7.5)
promotion-not-last-rank = seul un pion qui atteint la dernière rangée est promu (FIDE 3.7.5)
no-piece-letter = il n'y a pas de pièce { $letter } dans cette partie
no-army-piece = aucune pièce de l'armée des { $side ->
        [white] Blancs
       *[black] Noirs
    } n'est { $designator } (nommez une pièce par sa lettre, son désignateur de Betza ou son nom : voir la légende sous l'échiquier)
# $rule : un article FIDE (FIDE 3.6) ou rule-betza.
no-such-move = les { $side ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas de { $piece } qui puisse aller en { $to } ({ $rule })
piece-cannot-move = la pièce des { $side ->
        [white] Blancs
       *[black] Noirs
    } en { $from } ({ $piece }) ne peut pas aller en { $to } ({ $rule })
rule-betza = déplacement { $betza }, M7
attacker = { $piece } en { $square }
self-check = ce coup laisserait le roi { $side ->
        [white] blanc
       *[black] noir
    } en échec (FIDE 3.9.2)
self-check-from = ce coup laisserait le roi { $side ->
        [white] blanc
       *[black] noir
    } en échec, attaqué par : { $attackers } (FIDE 3.9.2)
# Une pièce qui n'est pas nommée par sa lettre.
piece-any = pièce
# Une ligne sous le coup de la réponse : $text tel qu'écrit, $canonical le coup lu.
note-capital-file = "{ $text }" a été lu comme { $canonical } (une lettre de colonne majuscule lue comme colonne : aucun coup de pièce ne correspond).

rules-unknown-variant = variante inconnue { $variant } (voir `arbiter variants`)
rules-unknown-option = la variante { $variant } n'a pas d'option { $key }
rules-bad-option = option { $key } : { $value } n'est aucune des valeurs { $allowed }
rules-position = texte de position : { $error }
rules-variant-mismatch = l'étiquette Variant de la partie indique { $tag }, mais --variant indique { $given }
