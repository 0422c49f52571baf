# Waarom een opdracht van de organisator geweigerd is (in de $why van
# organiser-not-done, of alleen), in het Nederlands. Dezelfde ids met dezelfde
# plaatshouders als locales/en/organiser-errors.ftl. Opdrachtwoorden en vormen
# (1-0, --double, KEY=VALUE) blijven Engels.

arbiter-refusal-no-such-game = er is geen partij { $game }
arbiter-refusal-not-held = er wordt geen bericht { $id } vastgehouden
arbiter-refusal-address = { $text } is geen e-mailadres
organiser-error-bad-result = { $text } is geen uitslag: schrijf 1-0, 0-1 of 1/2-1/2
organiser-error-over = partij { $game } is al afgelopen: { $result } ({ $how })
organiser-error-no-turn = partij { $game } heeft geen zet om terug te nemen
organiser-error-no-clock = partij { $game } heeft geen bedenktijd, dus geen klok om stil te zetten of weer te starten
organiser-error-paused = de klokken van partij { $game } staan al stil
organiser-error-not-paused = de klokken van partij { $game } staan niet stil
organiser-error-nothing-to-resend = partij { $game } heeft geen antwoord om opnieuw te versturen
organiser-error-nothing-to-resend-to = partij { $game } heeft geen antwoord om opnieuw te versturen naar { $to }
organiser-error-no-reason = geef een reden: die komt in het logboek van de partij en in de mail aan de spelers
organiser-resent = het laatste antwoord opnieuw verstuurd naar { $whom }
tournament-error-no-such = er is geen toernooi { $tournament }
tournament-error-no-name = een toernooi heeft een naam nodig
tournament-error-too-few = een rondetoernooi (ieder tegen ieder) heeft minstens 2 spelers nodig, opgegeven: { $given }
tournament-error-twice = { $email } is twee keer ingeschreven
tournament-error-entrant = { $text } is geen adres en ook geen "Naam <adres>"
tournament-error-not-registering = toernooi { $tournament } is { $status }: alleen een toernooi in de inschrijvingsfase kan beginnen
tournament-error-not-running = toernooi { $tournament } is { $status }: terugtrekkingen gelden alleen voor een lopend toernooi
tournament-status-registering = in de inschrijvingsfase
tournament-status-running = bezig
tournament-status-finished = afgelopen
tournament-error-not-entrant = { $email } is niet ingeschreven in toernooi { $tournament }
tournament-error-withdrawn = { $email } heeft zich al teruggetrokken uit toernooi { $tournament }
tournament-error-not-swiss = toernooi { $tournament } wordt niet volgens het Zwitsers systeem gespeeld
tournament-error-rounds = een Zwitsers systeem met { $players } spelers heeft hoogstens { $most } ronden (niemand speelt twee keer tegen dezelfde tegenstander), niet { $rounds }
tournament-error-double-swiss = --double is voor een rondetoernooi (ieder tegen ieder), niet voor een Zwitsers systeem
tournament-system-rounds-round-robin = --rounds is voor --system swiss (een rondetoernooi heeft zijn eigen ronden)
tournament-system-rounds-knockout = --rounds is voor --system swiss (een beker heeft zoveel ronden als zijn deelnemersveld vraagt)
tournament-system-swiss-rounds = een Zwitsers systeem heeft --rounds N nodig
tournament-system-unknown = --system { $text }: gebruik "round-robin", "swiss", "knockout", "team-match" of "team-round-robin"
tournament-system-knockout-flags = --games en --tie-rule zijn voor --system knockout
tournament-system-tie-rule = --tie-rule { $text }: gebruik "extra" (nog een paar partijen) of "seed" (de hoogst geplaatste gaat door)
tournament-system-time-control = --time-control: { $error }
tournament-system-tiebreaks = --tiebreaks: { $error }
tournament-system-entries-until = --entries-until { $text }: schrijf een dag zoals 2026-12-10 of een tijdstip zoals 2026-12-10T18:00:00Z
tournament-system-swiss-cup = een toernooi is een Zwitsers systeem of een knock-outbeker, niet allebei
tournament-system-double-cup = --double is voor een rondetoernooi; de tweekampen van een beker hebben --games
tournament-system-games = --games { $games }: een tweekamp heeft 1 tot 20 partijen
tournament-error-option = optie { $text } moet als KEY=VALUE geschreven worden
tournament-team-name-twice = twee teams heten { $name }: elk team heeft een eigen naam nodig
tournament-team-player-twice = { $email } speelt voor { $other } en voor { $team }: een speler speelt maar voor één team
tournament-team-unequal = de teams moeten evenveel spelers hebben: { $team } heeft { $players ->
        [one] één speler
       *[other] { $players } spelers
    }, { $first } heeft er { $boards }
tournament-team-round-robin-few = een rondetoernooi voor teams heeft minstens 3 teams (--team) nodig, opgegeven: { $given }
tournament-team-match-two = een teamwedstrijd gaat tussen 2 teams (--team), opgegeven: { $given }
tournament-team-double-match = --double is voor een rondetoernooi voor teams; in een teamwedstrijd speelt elk bord met --games-per-board 2 twee partijen
tournament-team-players = de spelers van een teamcompetitie worden met --team opgegeven, niet met --player
tournament-team-games-per-board = --games-per-board { $games }: elk bord speelt 1 partij of 2 (een met elke kleur)
tournament-team-flags = --team, --games-per-board, --team-score en --max-replacements zijn voor --system team-match of team-round-robin
tournament-team-unreadable = --team { $text }: schrijf NAAM=SPELER,SPELER,... in bordvolgorde (de eerste speler is de teamleider), of NAAM=TEAMLEIDER:SPELER,SPELER,...
tournament-team-score = --team-score { $text }: gebruik "gp" (bordpunten) of "mp" (matchpunten)
