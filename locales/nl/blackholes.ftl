# Redenen waarom een zet in Black Holes op 5x8 wordt geweigerd (zie
# locales/en/blackholes.ftl). Regelnummers (B1-B7, FIDE 3), velden en
# stukletters blijven zoals ze zijn. $side en $other zijn de sleutels `white`
# of `black` (selectie).

blackholes-hint = schrijf SAN voor een gewone zet (e4, Ke2, Hd3, Nb8-c6), een inzet tussen haakjes ((He1)) of een relativistische zet als stuk, vertrekveld, zwart gat, wit gat, - of x, aankomstveld (Ra1-b1-a4xb4, d2-d3-d3-d6)
blackholes-drop-hole = alleen gaten worden ingezet (B2)
blackholes-no-move = zo'n zet heeft { $side ->
        [white] Wit
       *[black] Zwart
    } hier niet (B1-B6, FIDE 3.2-3.8)
blackholes-self-check = de { $side ->
        [white] witte
       *[black] zwarte
    } koning zou dan staan waar { $other ->
        [white] Wit
       *[black] Zwart
    } hem kan slaan, relativistische zetten meegerekend (B6, FIDE 3.9.2)
# $rank: het nummer van de eerste rij van de kleur (1 of 8).
blackholes-drop-rank = een gat wordt ingezet op een leeg veld van de eigen eerste rij, rij { $rank } (B2)
blackholes-no-path = het stuk op { $from } kan niet een eigen gat op { $entry } ingaan en uit een eigen gat op { $exit } komen (B4)
# $landings: de velden waar het wel landt, verbonden met list-or.
blackholes-lands = als het { $exit } verlaat in de richting waarin het { $entry } binnenging, landt het stuk van { $from } op { $landings }, niet op { $to } (B4)
