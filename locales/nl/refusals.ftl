# See locales/en/refusals.ftl for what each message says.

refusal-not-your-turn = u bent niet aan zet: { $side } is aan zet ({ $number }); de spelers zetten om beurten (FIDE 1.1)
refusal-game-over = partij { $game } is afgelopen: { $result } { $how } (FIDE 5)
refusal-second-move = slechts één zet per bericht: "{ $text }" staat na uw zet; er is niets gespeeld, stuur uw zet alleen (docs/rules/chess.md)
refusal-no-offer = er is geen remiseaanbod van uw tegenstander om af te wijzen (FIDE 9.1.2)
refusal-offer-stands = uw remiseaanbod staat nog; uw tegenstander heeft er nog niet op geantwoord (FIDE 9.1.2)
refusal-claim-not-to-move = alleen de speler die aan zet is mag remise claimen, of dat doen samen met de zet die de stelling herhaalt (FIDE 9.2.1)
refusal-empty = geen zet opgegeven
refusal-unreadable = { $text } is niet als zet te lezen: { $hint }
refusal-illegal = { $text } is niet reglementair: { $reason }
refusal-ambiguous = { $text } is dubbelzinnig: bedoeld kan zijn { $candidates }
refusal-or = of
refusal-null-move = { $text } is een nulzet (passen), geen reglementaire zet in { $variant }
refusal-over = de partij is afgelopen: { $how }
refusal-wrong-number = zetnummer { $given } is onjuist: nu is het zet { $expected } (een opgegeven zetnummer moet dat van de partij zijn: docs/rules/chess.md)
refusal-wrong-side = zetnummer { $given } is geschreven voor { $written ->
        [white] wit
       *[black] zwart
    }, maar { $side ->
        [white] wit
       *[black] zwart
    } is aan zet (zet { $expected })
refusal-claim-refused = er kan geen remise geclaimd worden: de stelling is { $occurrences } keer voorgekomen (3 nodig) en er { $quiet ->
        [one] is { $quiet } zet
       *[other] zijn { $quiet } zetten
    } gespeeld zonder slaan of pionzet (50 nodig; G1, FIDE 9.2 en 9.3)
refusal-conditionals-unproven = voorwaardelijke zetten tellen alleen in een antwoord op een van mijn berichten over partij { $game } dat uw code draagt en de mailcontroles doorstaat, en deze mail telt niet, omdat { $why }; er is niets gedaan: beantwoord mijn laatste bericht
