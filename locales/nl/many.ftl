# De mails aan een speler met veel partijen: de samenvatting (digest.txt) en het
# overzicht van zijn partijen (overview.txt). Dezelfde id's met dezelfde
# plaatshouders als locales/en/many.ftl (tests/locales.rs). Commando's tussen
# dubbele aanhalingstekens blijven Engels ("digest off", "timezone").
# Aanspreekvorm: "u". Termen: GLOSSARY.md.

## De samenvatting

digest-subject = Samenvatting: u bent aan zet in { $count } { $count ->
        [one] partij
       *[other] partijen
    }
digest-intro = Uw samenvatting van { $when }: { $count } { $count ->
        [one] partij
       *[other] partijen
    } waarin u aan zet bent.
digest-game = == Partij { $game }: { $white } – { $black }, { $variant } ==
digest-last-move = Laatste zet van uw tegenstander: { $move }
digest-news = Verder sinds uw vorige samenvatting, in partijen waarin u nu niet aan zet bent:
digest-news-game = Partij { $game }: { $summary }
digest-how = Om in een partij een zet te doen, beantwoordt u een willekeurige mail van mij over die partij (daarin staat uw code voor die partij). Het einde van een partij, herinneringen aan uw termijnen en antwoorden op uw eigen mail komen meteen, niet in de samenvatting.
digest-several = Om in meerdere van deze partijen tegelijk een zet te doen, beantwoordt u deze mail met één regel per partij:
digest-off = Stuur "digest off" om weer elke mail meteen te ontvangen.

## Het overzicht ("games")

overview-subject = Uw partijen: { $running } lopend, u bent aan zet in { $yours }
overview-intro = Uw partijen: { $running } lopend, u bent aan zet in { $yours }.
overview-urgent = De dringendste eerst (waar u aan zet bent, met de minste resterende tijd vooraan):
overview-game = Partij { $game }, { $variant }: u speelt met { $side } tegen { $opponent }.
overview-your-move = U bent aan zet
overview-their-move = { $side } ({ $opponent }) is aan zet
overview-plies = halve zetten gespeeld: { $plies }, laatste: { $last }.
overview-time-left = Uw resterende tijd: { $left }.
overview-move-by = Uiterste termijn voor uw zet: { $deadline }.
overview-none-running = U hebt geen lopende partij.
overview-finished = Afgelopen in de laatste { $days } dagen:
overview-finished-game = Partij { $game }, { $variant }: { $result } ({ $how }), u speelde met { $side } tegen { $opponent }; beëindigd op { $ended }.
overview-several = Om in meerdere partijen tegelijk een zet te doen, beantwoordt u deze mail met één regel per partij:
overview-several-after = (voor een variant waarvan de beurten meerdere regels beslaan, een regel "{ $label }" met de regels van de beurt eronder). Het deel van elke partij wordt apart behandeld: een geweigerde zet treft alleen de eigen partij. Het antwoordadres van deze mail bevat uw spelerscode, die bewijst dat het antwoord van u komt; houd die voor uzelf.
overview-zone = Termijnen staan in UTC; stuur "timezone" met de IANA-naam van uw tijdzone (bijvoorbeeld "timezone Europe/Berlin") in een antwoord over een van uw partijen om ze ook in uw eigen tijdzone te zien.
overview-none-yet = nog geen
