# Redenen waarom een zet in Revolving Chess, Promotions and Demotions (ProDem)
# of Move Up Take Down (MUTD) wordt geweigerd (zie locales/en/revolving.ftl).
# Regelnummers (R1, P1-P3, U1, FIDE 3), velden en stukletters blijven zoals ze
# zijn. $side is de sleutel `white` of `black` (selectie); $piece de naam van
# een stuk.

revolving-hint = schrijf SAN met het stuk na zijn verandering tussen haakjes, bijv. Nc3(B), R:B(Q), Re8e5(N), O-O(Q), of -- voor de pas van ProDem
prodem-pass = ProDem staat een pas alleen toe als eerste beurt van Wit, "1. --" (P1); in elke andere beurt moet een stuk zetten
# $becomes: de letters die het stuk kan worden (list-or); $suffix de geschreven letter.
revolving-becomes = na deze zet wordt het stuk { $becomes }, niet { $suffix }
revolving-self-check = de { $side ->
        [white] witte
       *[black] zwarte
    } koning zou dan schaak staan, beoordeeld met het gezette stuk na zijn verandering (R1, FIDE 3.9.2)
revolving-castling = rokeren is hier niet mogelijk (FIDE 3.8.2; R1: alleen Revolving kent de rokade)
# $why: prodem-odd, prodem-even, revolving-moves, prodem-moves of mutd-moves.
revolving-no-reach = geen { $side ->
        [white] wit
       *[black] zwart
    } stuk ({ $piece }) kan { $square } bereiken ({ $why })
# $victim: de letter van het te slaan stuk.
revolving-no-capture = geen { $side ->
        [white] wit
       *[black] zwart
    } stuk ({ $piece }) kan een stuk { $victim } slaan ({ $why })
revolving-no-move = geen { $side ->
        [white] wit
       *[black] zwart
    } stuk ({ $piece }) kan zetten ({ $why })
prodem-odd = de beurt is oneven: een pion kan niet gedegradeerd worden, dus mag hij niet zetten, P2
prodem-even = de beurt is even: een dame kan niet gepromoveerd worden, dus mag zij niet zetten, P2
revolving-moves = zijn gang: FIDE 3.2-3.8, na de veranderingen van R1
prodem-moves = zijn gang: FIDE 3.2-3.8, met P2-P3
mutd-moves = zijn gang: FIDE 3.2-3.8, met U1
