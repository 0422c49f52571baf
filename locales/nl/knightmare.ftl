# Redenen waarom een zet in Combining Knightmare Chess wordt geweigerd (zie
# locales/en/knightmare.ftl). Regelnummers (K1-K5, FIDE 3), velden en
# stukletters blijven zoals ze zijn. $side is de sleutel `white` of `black`
# (selectie).

knightmare-hint = schrijf SAN (Nf3, exd5, O-O, e8=Q); een Knightmare met zijn twee letters in de volgorde Q R B N (QNe4, QNd2-e4, QNxe4); het vormen van een Knightmare als zettend stuk, ~, staand stuk, veld (Q~Nc2)
knightmare-castling = rokeren vereist een onverzette koning en een gewone toren (K4), lege velden daartussen en geen aangevallen veld op de weg van de koning
# $name: de twee letters van de Knightmare (QN).
knightmare-moved-last = de Knightmare { $name } op { $square } heeft als laatste gezet: hij mag niet twee keer achter elkaar zetten (K2)
knightmare-self-check = de { $side ->
        [white] witte
       *[black] zwarte
    } koning zou dan schaak staan (Knightmares geven schaak met hun helften, K3)
knightmare-joins = ~ vormt een Knightmare: een gewoon stuk (N, B, R, Q) gaat naar een gewoon stuk van de tegenstander (K1)
# $letters: de stukletters zoals geschreven (N, QN, P).
knightmare-no-move = geen { $side ->
        [white] wit
       *[black] zwart
    } stuk met de naam { $letters } kan naar { $to }
