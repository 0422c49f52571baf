# Onbestelbaarheidsberichten: wanneer mijn mail aan een speler onbestelbaar
# terugkomt, het bericht aan de organisatoren, het bericht aan de tegenstander
# in elke lopende partij van de speler en de regel van het overzicht
# (overview.txt). De plaatshouders als in locales/en/bounces.ftl; $words zijn
# de woorden van de ontvangende mailserver, niet vertaald. Opdrachtwoorden
# tussen dubbele aanhalingstekens blijven Engels.

bounce-cause-no-such-address = het adres bestaat niet
bounce-cause-mailbox-full = de mailbox is vol
bounce-cause-mailbox-disabled = de mailbox is uitgeschakeld
bounce-cause-refused = de ontvangende mailserver weigert mijn mail
bounce-cause-other = de ontvangende mailserver neemt mijn mail niet aan

## Aan de organisatoren

bounce-organisers-subject = Mail aan { $address } komt onbestelbaar terug
bounce-organisers-intro = Sinds { $since } komt mijn mail aan { $address } onbestelbaar terug: { $why }.
bounce-organisers-words = De ontvangende mailserver schreef: { $words }
bounce-organisers-games = { $count ->
        [one] De speler heeft { $count } lopende partij:
       *[other] De speler heeft { $count } lopende partijen:
    }
bounce-organisers-game = Partij { $game } tegen { $opponent }
bounce-organisers-no-game = De speler heeft geen lopende partij.
bounce-organisers-what =
    De tegenstanders zijn ingelicht dat de speler mogelijk niets meer van de
    partij hoort. De klokken lopen door zoals voorheen: of er een stilgezet
    wordt, beslist u ("arbiter game pause GAME --reason WHY", of
    "pause GAME reason" per mail). De markering verdwijnt zodra er een mail van
    dit adres binnenkomt; tot dan toont "arbiter status" haar, en u hoort er maar
    één keer van.

## Aan de tegenstander

bounce-opponent-subject = Uw tegenstander hoort mogelijk niets van de partij
bounce-opponent =
    Sinds { $since } komt mijn mail aan uw tegenstander { $opponent } in partij
    { $game } onbestelbaar terug ({ $why }): uw tegenstander hoort mogelijk
    niets van de partij. De klokken lopen door zoals voorheen; u kunt gewoon
    verder spelen.
bounce-opponent-organisers = De organisatoren zijn ingelicht.

## Het overzicht ("games")

overview-opponent-bounces = Mail aan { $opponent } komt sinds { $since } onbestelbaar terug.
