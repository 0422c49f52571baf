# Het hulpantwoord (templates/help.txt) en de notatiehulp van elke variant, in
# het Nederlands. Dezelfde id's met dezelfde plaatshouders als locales/en/help.ftl
# (tests/suite/locales.rs). Commando's die een speler stuurt ("resign", "draw", "help",
# "if ... then" ...) blijven Engels: zo leest de arbiter ze. Regelnummers
# (FIDE 1.1, B2, M5, X5 ...) en notatievoorbeelden blijven zoals ze zijn. De
# blokken met commando's en de hulp van elke variant springen in de mail vier
# spaties in; regels daar hoogstens 78 tekens. Aanspreekvorm: "u". Termen:
# GLOSSARY.md.

## Het hulpantwoord

help-subject = Hulp: per mail spelen
help-subject-variant = Hulp: { $variant } per mail spelen
help-title = Zo speelt u per mail met { $arbiter }
help-how = Antwoord op een mail over uw partij (of zet "[Game N]" in het onderwerp) en schrijf elk commando alleen op een regel.
help-moves-in = Zetten in { $variant }:
help-variants = De zetten van elke partij worden in de eigen notatie van haar variant geschreven: stuur "help" als antwoord op een mail over uw partij om die te zien. De varianten:
help-commands-heading = Commando's, in elke variant dezelfde:
help-commands =
    resign                  de partij opgeven
    draw                    remise aanbieden, of het aanbod van uw tegenstander
                            aannemen
    decline                 het remiseaanbod van uw tegenstander weigeren
    claim draw              remise claimen wegens drievoudige herhaling of de
                            50-zettenregel
    board                   het bord tonen
    history                 de zetten tonen
    help                    deze tekst
    games                   een lijst van al uw partijen, de dringendste eerst;
                            antwoord erop met een regel per partij
                            ("Game 12: Nf3", "14: e5") om in meerdere partijen
                            tegelijk te zetten
help-conditionals = Voorwaardelijke zetten: antwoorden op zetten die uw tegenstander zou kunnen doen, zodat u niet voor elke zet een dag hoeft te wachten. Een regel per tak, elk alleen op een regel, onder uw zet of zonder; de stappen van een regel volgen elkaar op, gescheiden door ";":
help-conditionals-commands =
    if ZET TEGENSTANDER then UW ZET; if VOLGENDE ZET TEGENSTANDER then UW VOLGENDE
                            elke zet in de notatie van deze partij (het
                            voorbeeld hierboven); zetnummers mogen wegblijven
    conditionals            uw openstaande voorwaardelijke zetten tonen
    cancel conditionals     ze schrappen
help-conditionals-matching = Als de zet van uw tegenstander overeenkomt (dezelfde zet, hoe ook geschreven), wordt uw antwoord meteen gespeeld en gaat er niets van uw bedenktijd af; regels die een andere zet verwachtten vervallen, net als elke regel bij een remiseaanbod of -claim, een opgave of het einde van de partij. Uw tegenstander ziet ze nooit. Een nieuwe set vervangt de oude. Ze gelden alleen in een antwoord op een van mijn mails.
help-settings = Uw eigen instellingen, elk alleen op een regel, in een mail zonder zetten (vóór uw eerste partij, als antwoord op mijn mail over uw inschrijving voor een toernooi):
help-settings-commands =
    name Jane Doe           uw naam, voor antwoorden en PGN-tags
    timezone Europe/Berlin  termijnen worden ook in deze tijdzone getoond
    language nl             uw taal, een ISO 639-1-code (en de fr es it nl pt
                            sv pl cs hu ru)
    notation numeric        de notatie waarin ik u zetten schrijf: san, long,
                            numeric of figurine
    board list              borden als stukkenlijsten in woorden (voor een
                            schermlezer) in plaats van het rooster; board both,
                            board grid
    digest daily 18:00      de zetten van uw tegenstanders in één
                            samenvatting op dat tijdstip (in uw tijdzone);
                            vaker per dag: digest 08:00 18:00; digest off:
                            geen samenvatting meer
    leave 2026-12-24 2027-01-02
                            verlof op deze dagen (UTC, beide inbegrepen): uw
                            klokken staan stil en uw tegenstanders krijgen
                            bericht; er geldt een jaarlijks tegoed
help-sending = Alleen de partij aan zet mag een zet sturen, en alleen vanaf het adres dat voor de partij is ingeschreven. Een zet, opgave of remise telt meteen als die een van mijn mails over de partij beantwoordt (de knop Beantwoorden houdt uw code voor de partij in het adres en het onderwerp); andere mail van uw adres wordt uitgevoerd zodra u mijn verzoek om bevestiging beantwoordt. Regels gewone tekst worden genegeerd, net als geciteerde tekst en handtekeningen.

## De notatie van elke variant: hoe haar zetten geschreven worden, met
## voorbeelden (onder "Zetten in ..." in het hulpantwoord en onder een
## geweigerde zet). Notatievoorbeelden en regelnummers blijven zoals ze zijn.

help-variant-chess =
    Nf3, exd5, O-O, e8=Q    een zet in SAN; slaan met x of :
    Ng1-f3, e7:d8=Q         lange algebraïsche notatie
    g1f3, e7e8q             coördinaten
    5254, 7163, 57581       ICCF-cijfernotatie: van- en naarveld als cijfers,
                            lijn en dan rij (e2 = 52); 5171 rokeert; een vijfde
                            cijfer promoveert: 1 dame, 2 toren, 3 loper,
                            4 paard
    ♘f3, ♞f3                figurines staan voor de stukletter
    Pf3, Dxe5 (language nl) de letters van uw taal (K D T L P), na "language nl"
                            alleen in een mail (de fr es it nl pt sv pl cs hu
                            ru)
    12. Nf3, 12... Nf6      er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    +, #, !, ?              annotaties worden aanvaard en genegeerd
    if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5
                            een voorwaardelijke regel: uw antwoorden op zetten
                            die uw tegenstander zou kunnen doen (meer in het
                            antwoord op "help")

help-variant-blackholes =
    e4, Ke2, Hd3, exd5      een gewone zet in SAN (een gat gaat een koningsstap
                            naar een leeg veld, B3); ook lange vormen: Nb8-c6,
                            Sb8-c6
    (He1)                   een van uw gaten op een leeg veld van uw eigen eerste
                            rij zetten, in plaats van een zet (B2)
    Ra1-b1-a4xb4            een relativistische zet (B4, B7): stuk, vertrekveld,
    d2-d3-d3-d6             het eigen gat waar het in gaat, het eigen gat waar
                            het uit komt, - of x, aankomstveld; het stuk komt
                            eruit in de richting waarin het erin ging
    a7-a8-b6-b8=Q           de promotie staat na het landingsveld (B8)
    O-O-O                   rokade, alleen de lange (B1)
    5254, (H51)             ICCF-cijfernotatie: lijnen 1-5, dan de rij
    37-36-46x42             (e2 = 52); een inzet houdt zijn haakjes; een
    17-18-26-281            relativistische weg is de reeks van zijn velden; een
                            vijfde cijfer promoveert (1 dame)
    Re2 (language fr)       de letters van uw taal (R is de Franse koning), na
                            "language fr" alleen in een mail (de fr es it nl pt sv
                            pl cs hu ru); het gat blijft H: met pl of hu, waar H
                            een stuk is, is Hd3 de zet van dat stuk als het er een
                            heeft, anders die van het gat
    3. (He1), 3... (Ha8)    er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    if 1... (Hb8) then 2. Ke2; if 2... Rc7-c6-d6xd2 then 3. Kd1
                            een voorwaardelijke regel: inzetten en
                            relativistische wegen zijn beurten als alle andere
                            (meer in het antwoord op "help")

help-variant-cwda =
    e4, Nf3, O-O, e8=Q      SAN zoals bij schaken, met de eigen letters van elk
                            leger
    (WA)g1-e3, WAg1-e3      een legerstuk met zijn Betza-aanduiding, met of
                            zonder haakjes, zijn atomen in willekeurige volgorde:
                            (NB) = (BN)
    Ag1-e3, Wg1-e3          of met zijn FEN-letter (zie de legenda onder het
                            bord)
    5254, 57581             ICCF-cijfernotatie (e2 = 52); het vijfde cijfer
                            promoveert naar het stuk van uw leger op die plaats:
                            1 dat van de dame, 2 van de toren, 3 van de loper,
                            4 van het paard (docs/rules/cwda.md)
    ♘f3, ♞f3                figurines staan voor de stukletter
    Pf3 (language nl)       de letters van uw taal (K D T L P) voor de
                            FIDE-stukken, na "language nl" alleen in een mail (de
                            fr es it nl pt sv pl cs hu ru); de letters van de
                            legers blijven
    12. Nf3, 12... Nf6      er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    if 3... (WA)g8-e6 then 4. FADc1-c3; if 4... e5 then 5. Nf3
                            een voorwaardelijke regel: uw antwoorden op zetten
                            die uw tegenstander zou kunnen doen (meer in het
                            antwoord op "help")

help-variant-knightmare =
    e4, Nf3, O-O, e8=Q      SAN zoals bij schaken
    Q~Nc2                   uw dame voegt zich bij het paard van de tegenstander
                            op c2 tot een Knightmare (K1, K5); Qxc2 wordt net
                            zo gelezen
    QNe4, QNd2-e4, QNxe4    een Knightmare met zijn twee letters in de volgorde
                            Q R B N
    5254, 41~33             ICCF-cijfernotatie (e2 = 52, d1~c3 voegt samen);
                            5171 rokeert
    ♘f3, ♞f3                figurines staan voor de stukletter
    Pf3, Dxe5 (language nl) de letters van uw taal (K D T L P), na "language nl"
                            alleen in een mail (de fr es it nl pt sv pl cs hu
                            ru)
    +, #, !, ?              annotaties worden aanvaard en genegeerd
    if 5... Q~Nc2 then 6. Rc1; if 6... QNe4 then 7. Nf3
                            een voorwaardelijke regel: uw antwoorden op zetten
                            die uw tegenstander zou kunnen doen (meer in het
                            antwoord op "help")

help-variant-missedmark =
    e2-e4, Ng1-f3, e2:d4    een gewone zet, in lange algebraïsche notatie (SAN
                            zoals Nf3 ook)
    Bc1-c3 (Nb1-c3)         een verschoven zet: de gedane zet, dan de bedoelde
    Bc1-c3 (intend Nb1-c3)  zet tussen haakjes (X5). Het stuk naast het
                            bedoelde, van welke kleur ook, gaat naar het
                            bedoelde doel (regel "source") of naar het doel
                            verschoven over evenveel lijnen (regel "total") (X2)
    a7-a1/Q (Qb7-b1)        een pion die zijn laatste rij bereikt promoveert (X4)
    O-O-O (castle ...)      haakjes zonder zet zijn commentaar
    3133 (2133)             ICCF-cijfernotatie (e2 = 52): Bc1-c3 (Nb1-c3)
    Lc1-c3 (Pb1-c3) (language nl)
                            de letters van uw taal (K D T L P), ook in de bedoelde
                            zet, na "language nl" alleen in een mail (de fr es it
                            nl pt sv pl cs hu ru)
    12. e2-e4, 12... e7-e5  er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    if 1. Ra1-b3 (Nb1-c3) then 1... e7-e5; if 2. d2-d4 then 2... e5:d4
                            een voorwaardelijke regel; een voorwaarde geschreven
                            als de gedane zet past erop, verschoven of niet, een
                            met haar bedoelde zet alleen op dat paar (meer in
                            het antwoord op "help")

help-variant-momentum =
    e2-e4                   een beurt met een handeling (de pion op e2 starten)
    f3-f4, Ra4:d4           een beurt: haar gebeurtenissen in volgorde van
                            afhandeling, gescheiden door komma's, op een regel
                            (M5); stukken in beweging die u niet noemt gaan door
                            of stoppen vanzelf zoals de regels zeggen
    e4-e4                   het stuk op e4 stoppen (vóór zijn vaartgebeurtenis)
    (fhNrlbK)c8-d6, Hc8-d6  een legerstuk met zijn Betza-aanduiding of FEN-letter
    6364, 14x44             gebeurtenissen in ICCF-cijfernotatie (e2 = 52):
                            f3-f4, Ra4:d4
    Ta4:d4 (language nl)    de letters van uw taal voor de koning en de
                            plaatsletters van het leger Q R B N (Ra4:d4), na
                            "language nl" alleen in een mail (de fr es it nl pt sv
                            pl cs hu ru); FEN-letters en Betza-aanduidingen
                            blijven die van het leger
    12. e2-e4, 12... d7-d5  er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    if 7. f3-f4, Ra4:d4 then 7... Kg4-h3; if 8. Nf5-h6 then 8... Kh3-g4
                            een voorwaardelijke regel: een beurt met komma's
                            blijft een beurt tussen "if" en "then" (meer in het
                            antwoord op "help")

help-variant-revolving =
    Nc3(B), O-O(Q)          SAN plus, tussen haakjes, wat het gezette stuk wordt
                            (N->B->R->Q->N, R1); het achtervoegsel mag wegblijven
    R:B(Q), Ba:Rc3(P)       een slagzet mag het geslagen stuk noemen
    Re8e5(N), e2-e4         lange vormen
    2133(B), 5254           ICCF-cijfernotatie (e2 = 52): Nb1-c3(B), e2-e4
    Pc3(L) (language nl)    de letters van uw taal (K D T L P), ook in het
                            achtervoegsel, na "language nl" alleen in een mail (de
                            fr es it nl pt sv pl cs hu ru)
    12. Nc3(B), 12... e5    er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    if 4... Nc3(B) then 5. R:B(Q); if 5... e5 then 6. Re8e5(N)
                            een voorwaardelijke regel: uw antwoorden op zetten
                            die uw tegenstander zou kunnen doen (meer in het
                            antwoord op "help")

help-variant-prodem =
    --                      de pas van Wit in beurt 1, alleen op een regel of als
                            "1. --" (P1); geen andere beurt mag passen
    c4(B), R:d6(N)          SAN plus, tussen haakjes, het stuk na zijn
                            verandering: gepromoveerd in even beurten,
                            gedegradeerd in oneven beurten (P1); noem de keuze
                            waar er een is
    R:B(Q), Ba:Rc3(P)       een slagzet mag het geslagen stuk noemen
    Re8e5(N), e2-e4         lange vormen
    3334(B), 4546(N)        ICCF-cijfernotatie (e2 = 52): c3-c4(B), d5-d6(N)
    T:d6(P) (language nl)   de letters van uw taal (K D T L P), ook in het
                            achtervoegsel, na "language nl" alleen in een mail (de
                            fr es it nl pt sv pl cs hu ru); met nl (P is het
                            paard) wordt de pion p geschreven: La:Tc3(p)
    12. c4(B), 12... e5     er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    if 1. -- then 1... Nc6(P); if 2. c4(B) then 2... e5
                            een voorwaardelijke regel: de pas van Wit is een
                            voorwaarde als elke andere beurt (meer in het
                            antwoord op "help")

help-variant-mutd =
    Nc3(B), e:d5(Q)         SAN plus, tussen haakjes, het stuk na zijn
                            verandering: omhoog na een zet, omlaag na een slagzet
                            (U1); het achtervoegsel mag wegblijven
    R:B(Q), Ba:Rc3(P)       een slagzet mag het geslagen stuk noemen
    Re8e5(N), e2-e4         lange vormen
    2133(B), 5254(N)        ICCF-cijfernotatie (e2 = 52): Nb1-c3(B), e2-e4(N)
    Pc3(L) (language nl)    de letters van uw taal (K D T L P), ook in het
                            achtervoegsel, na "language nl" alleen in een mail (de
                            fr es it nl pt sv pl cs hu ru); met nl (P is het
                            paard) wordt de pion p geschreven: La:Tc3(p)
    12. Nc3(B), 12... e5    er mag een zetnummer voor staan; het moet dat van de
                            partij zijn
    if 4... Nc3(B) then 5. e:d5(Q); if 5... R:B(Q) then 6. e4
                            een voorwaardelijke regel: uw antwoorden op zetten
                            die uw tegenstander zou kunnen doen (meer in het
                            antwoord op "help")
