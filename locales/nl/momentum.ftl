# Redenen waarom een beurt in Momentum Chess wordt geweigerd, en de autostops
# in woorden (zie locales/en/momentum.ftl). Regelnummers (M1-M7), velden,
# stukletters en Betza-aanduidingen blijven zoals ze zijn. $side is de sleutel
# `white` of `black` (selectie); $other de naam van de andere kleur
# (side-white, side-black); $piece de naam van een stuk.

momentum-hint = schrijf de gebeurtenissen van de beurt gescheiden door komma's, in de volgorde waarin ze gebeuren, bijv. "e4-e6, Bf1-b5"; een stuk mag genoemd worden met zijn letter of zijn Betza-aanduiding tussen haakjes, "X-X" stopt een stuk
momentum-incomplete = de beurt is onvolledig: het stuk op { $at } ({ $piece }) is in beweging en moet doorgaan naar { $to } (schrijf "{ $at }-{ $to }" waar het gebeurt, of stop het met "{ $at }-{ $at }"; M2, M5)
momentum-needs-action = een beurt heeft haar ene handeling nodig: een stuk starten, of een stuk in beweging stoppen met "X-X" (niet passen, M2)
momentum-king-danger = daarna zou { $other } de { $side ->
        [white] witte
       *[black] zwarte
    } koning kunnen slaan in een of andere volgorde van zijn volgende beurt (M1)
momentum-castling = rokeren vereist het recht, lege velden tussen koning en toren, en geen veld op de weg van de koning waar de tegenstander hem in de volgende beurt kan slaan (M4)
momentum-in-motion = het stuk op { $at } is in beweging: het kan alleen doorgaan naar { $to } of gestopt worden ({ $at }-{ $at })
# $why: een van de meldingen momentum-blocked-*.
momentum-stops-itself = het stuk op { $at } stopt vanzelf ({ $why })
momentum-moved-already = het stuk op { $at } heeft deze beurt al gezet
momentum-action-used = de ene handeling van de beurt (een start of een stop) is al gebruikt; andere stukken kunnen alleen met hun vaart doorgaan
momentum-en-passant-gone = er valt op { $passed } niets en passant te slaan: de pion die de dubbele stap naar { $victim } deed, is eerder in deze beurt geslagen (M6)
momentum-no-stop = daar is geen { $side ->
        [white] wit
       *[black] zwart
    } stuk in beweging om te stoppen
momentum-no-move = geen { $side ->
        [white] wit
       *[black] zwart
    } stuk kan dat op dit punt van de beurt doen
momentum-no-event-left = het stuk op { $from } heeft deze beurt geen vaartgebeurtenis meer
momentum-no-promotion = { $from }-{ $to } promoveert niet
momentum-name-piece = { $from }-{ $to } bereikt de laatste rij: noem het nieuwe stuk
momentum-cannot-continue = het stuk op { $from } kan niet doorgaan naar { $to }
momentum-no-autostop = het stuk op { $at } stopt hier niet vanzelf
momentum-one-action = een beurt heeft maar één handeling
momentum-nothing-to-stop = er is geen stuk in beweging om te stoppen op { $at }
momentum-blocked-edge = zijn volgende veld ligt buiten het bord
momentum-blocked-path = op { $square } is de weg versperd
momentum-blocked-own = op { $square } staat een stuk van de eigen kleur
momentum-blocked-occupied = { $square } is bezet en het zet zonder te slaan
momentum-blocked-nothing = op { $square } valt niets te slaan
# Een regel onder de zet van het antwoord: een stuk in beweging dat vanzelf stopte.
momentum-autostop = Autostop: het stuk op { $at } ({ $piece }) stopt vanzelf, want { $why }.
