# Perché una mossa è rifiutata, con le parole del motore delle regole (vedi
# locales/en/moves.ftl). Riferimenti alle regole (FIDE 3.8.2, M7), case,
# lettere dei pezzi e designatori Betza restano invariati. $side in minuscolo è
# la chiave `white` o `black` (selettore); $piece è il nome di un pezzo.

## Congiunzioni

# "la torre in e8 e l'alfiere in b4": $first un elemento, $rest gli altri.
list-and = { $first } e { $rest }
list-or = { $first } o { $rest }

## Notazione numerica ICCF

numeric-no-square = nella notazione numerica ICCF una casa si scrive con due cifre da 1 a 8, colonna poi traversa (e2 = 52); { $pair } non è una casa
numeric-length = la notazione numerica ICCF scrive una mossa con la casa di partenza e la casa di arrivo, due cifre ciascuna (5254 = e2-e4), più una quinta cifra per una promozione; { $digits } ha { $count ->
        [one] { $count } cifra
       *[other] { $count } cifre
    }
numeric-promotion-digit = la quinta cifra di una mossa in notazione numerica ICCF è il pezzo di promozione: 1 donna, 2 torre, 3 alfiere, 4 cavallo; { $digit } non è nessuno di questi

## Scacchi FIDE e Chess with Different Armies

chess-hint = scriva in SAN come Nf3, exd5, O-O o e8=Q, in notazione algebrica lunga come Ng1-f3, in coordinate come e2e4 o in notazione numerica ICCF come 5254 o 57581
wing-king = lato di re
wing-queen = lato di donna
# $side è il nome del colore (side-white, side-black); $wing wing-king o wing-queen.
castle-no-right = il { $side } non ha più il diritto di arroccare sul { $wing } (FIDE 3.8.2.1)
castle-in-check = non può arroccare per uscire da uno scacco (FIDE 3.8.2.2)
castle-squares = l'arrocco sul { $wing } richiede che le case tra re e torre siano vuote, e il re non può attraversare una casa attaccata né fermarvisi (FIDE 3.8.2)
capture-nothing = non c'è nulla da catturare in { $to } (un segno di cattura deve corrispondere a una cattura reale: docs/rules/chess.md)
# $choices: le lettere dei pezzi possibili (Q, R, B, N).
promotion-wrong-piece = un pedone non può essere promosso a quel pezzo (scelga { $choices }; FIDE 3.7.5)
promotion-not-last-rank = solo un pedone che raggiunge l'ultima traversa viene promosso (FIDE 3.7.5)
no-piece-letter = in questa partita non c'è nessun pezzo { $letter }
no-army-piece = nessun pezzo dell'armata del { $side ->
        [white] Bianco
       *[black] Nero
    } è { $designator } (indichi un pezzo con la lettera, il designatore Betza o il nome: veda la legenda sotto la scacchiera)
# $rule: un articolo FIDE (FIDE 3.6) o rule-betza.
no-such-move = nessun pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } ({ $piece }) può andare in { $to } ({ $rule })
piece-cannot-move = il pezzo del { $side ->
        [white] Bianco
       *[black] Nero
    } in { $from } ({ $piece }) non può andare in { $to } ({ $rule })
rule-betza = movimento { $betza }, M7
attacker = { $piece } in { $square }
self-check = la mossa lascerebbe il re { $side ->
        [white] bianco
       *[black] nero
    } sotto scacco (FIDE 3.9.2)
self-check-from = la mossa lascerebbe il re { $side ->
        [white] bianco
       *[black] nero
    } sotto scacco, attaccato da: { $attackers } (FIDE 3.9.2)
# Un pezzo non indicato con la sua lettera.
piece-any = pezzo
# Una riga sotto la mossa della risposta: $text come scritto, $canonical la mossa letta.
note-capital-file = "{ $text }" è stato letto come { $canonical } (una lettera di colonna maiuscola letta come colonna: nessuna mossa di pezzo corrisponde).

rules-unknown-variant = variante sconosciuta { $variant } (si veda `arbiter variants`)
rules-unknown-option = la variante { $variant } non ha l'opzione { $key }
rules-bad-option = opzione { $key }: { $value } non è nessuno dei valori { $allowed }
rules-position = testo della posizione: { $error }
rules-variant-mismatch = il tag Variant della partita dice { $tag }, ma --variant dice { $given }
