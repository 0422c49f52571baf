# Redenen waarom een zet wordt geweigerd, in de woorden van de regelengine (zie
# locales/en/moves.ftl). Regelnummers, velden, stukletters en Betza-aanduidingen
# blijven zoals ze zijn. $side in kleine letters is de sleutel `white` of
# `black` (selectie); $piece is de naam van een stuk.

## Opsomming

list-and = { $first } en { $rest }
list-or = { $first } of { $rest }

## ICCF-cijfernotatie

numeric-no-square = in ICCF-cijfernotatie is een veld twee cijfers 1-8, eerst de lijn, dan de rij (e2 = 52); { $pair } is geen veld
numeric-length = ICCF-cijfernotatie schrijft een zet als vertrekveld en aankomstveld, elk met twee cijfers (5254 = e2-e4), met een vijfde cijfer voor een promotie; { $digits } heeft { $count } { $count ->
        [one] cijfer
       *[other] cijfers
    }
numeric-promotion-digit = het vijfde cijfer van een zet in ICCF-cijfernotatie is het promotiestuk: 1 dame, 2 toren, 3 loper, 4 paard; { $digit } is geen daarvan

## FIDE-schaak en Chess with Different Armies

chess-hint = schrijf SAN zoals Nf3, exd5, O-O of e8=Q, lange algebraïsche notatie zoals Ng1-f3, coördinaten zoals e2e4 of ICCF-cijfernotatie zoals 5254 of 57581
wing-king = aan de koningsvleugel
wing-queen = aan de damevleugel
# $side is de naam van de kleur (side-white, side-black); $wing wing-king of wing-queen.
castle-no-right = { $side } mag niet meer { $wing } rokeren (FIDE 3.8.2.1)
castle-in-check = u mag niet rokeren terwijl u schaak staat (FIDE 3.8.2.2)
castle-squares = rokeren { $wing } vereist dat de velden tussen koning en toren leeg zijn, en de koning mag niet over een aangevallen veld gaan of erop terechtkomen (FIDE 3.8.2)
capture-nothing = op { $to } valt niets te slaan (een slagteken moet kloppen: docs/rules/chess.md)
# $choices: de letters waartoe een pion mag promoveren (Q, R, B, N).
promotion-wrong-piece = een pion mag niet tot dat stuk promoveren (kies { $choices }; FIDE 3.7.5)
promotion-not-last-rank = alleen een pion die de laatste rij bereikt, promoveert (FIDE 3.7.5)
no-piece-letter = er is geen stuk { $letter } in deze partij
no-army-piece = geen stuk van het { $side ->
        [white] witte
       *[black] zwarte
    } leger is { $designator } (noem een stuk met zijn letter, zijn Betza-aanduiding of zijn naam: zie de legenda onder het bord)
# $rule: een FIDE-artikel (FIDE 3.6) of rule-betza.
no-such-move = geen { $side ->
        [white] wit
       *[black] zwart
    } stuk ({ $piece }) kan naar { $to } ({ $rule })
piece-cannot-move = het { $side ->
        [white] witte
       *[black] zwarte
    } stuk ({ $piece }) op { $from } kan niet naar { $to } ({ $rule })
rule-betza = gang { $betza }, M7
attacker = { $piece } op { $square }
self-check = de { $side ->
        [white] witte
       *[black] zwarte
    } koning zou dan schaak staan (FIDE 3.9.2)
self-check-from = de { $side ->
        [white] witte
       *[black] zwarte
    } koning zou dan schaak staan (aanvallers: { $attackers }; FIDE 3.9.2)
# Een stuk dat niet met zijn letter genoemd is.
piece-any = stuk
# Een regel onder de zet van het antwoord: $text zoals de speler het schreef,
# $canonical de zet waarvoor het gelezen is.
note-capital-file = "{ $text }" is gelezen als { $canonical } (een hoofdletter gelezen als lijn: er past geen stukzet bij).

rules-unknown-variant = onbekende variant { $variant } (zie `arbiter variants`)
rules-unknown-option = variant { $variant } heeft geen optie { $key }
rules-bad-option = optie { $key }: { $value } is geen van de waarden { $allowed }
rules-position = stellingstekst: { $error }
rules-variant-mismatch = de Variant-tag van de partij noemt { $tag }, maar --variant noemt { $given }
