# Redenen waarom een zet in Missed-Mark Chess wordt geweigerd (zie
# locales/en/missedmark.ftl). Regelnummers (X2-X5), velden en zetten blijven
# zoals ze zijn. $rule is de verschuivingsregel van de speler, de sleutel
# `source` of `total` (selectie).

missedmark-hint = schrijf de gedane zet in lange algebraïsche notatie (Bc1-c3, e2:d4, a7-a1/Q, O-O-O), en na een verschoven zet de bedoelde zet tussen haakjes: Bc1-c3 (Nb1-c3) of Bc1-c3 (intend Nb1-c3)
missedmark-no-move = geen gewone zet en geen verschoven zet volgens uw regel ({ $rule ->
        [source] verschuiving van het vertrekveld
       *[total] totale verschuiving
    }) past hierbij (X2-X4)
# $ways: de zetten met hun bedoelde zetten die erbij passen (list-or).
missedmark-displaced = volgens uw regel ({ $rule ->
        [source] verschuiving van het vertrekveld
       *[total] totale verschuiving
    }) is het een verschoven zet: schrijf hem met zijn bedoelde zet, { $ways } (X5)
# Een regel onder de zet van het antwoord. $side: de naam van de kleur
# (side-white, side-black); $from en $to de velden van de bedoelde zet.
missedmark-note = Naast het doel: { $side } bedoelde { $from }-{ $to } ({ $rule ->
        [source] verschuiving van het vertrekveld
       *[total] totale verschuiving
    }).
