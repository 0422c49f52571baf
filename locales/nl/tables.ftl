# De woorden van de tabellen en de titel van een toernooi, in het Nederlands
# (dezelfde ids als locales/en/tables.ftl). De FIDE-afkortingen van de
# tiebreaks (DE, BH-C1, SB) en de tekens in de vakjes van de tabel (1 ½ 0 + - .
# * x w b bye) blijven zoals ze zijn.

## De kolomkoppen van de kruistabel

table-rank = Pl
table-number = Nr
table-player = Speler
table-points = Ptn
table-round = R

## De opmerkingen na een regel

table-annulled = teruggetrokken: uitslagen geschrapt (FIDE C.06 V.4.a)
table-stands = teruggetrokken: uitslagen blijven staan (FIDE C.06 V.4.b)
table-withdrew = teruggetrokken

## De legenda onder de tabel

table-legend-round-robin = 1 winst, ½ remise, 0 verlies; +/- reglementair na terugtrekking; . nog bezig; * geen uitslag. { $ties }
table-legend-swiss = Per ronde: nummer van de tegenstander, kleur (w/b: wit/zwart), uitslag (1 winst, ½ remise, 0 verlies, + / - reglementair, . nog bezig); bye: vrij door de indeling; - afwezig. { $ties }
table-legend-swiss-dummy = Voor BH en SB telt een vrije ronde, een reglementaire uitslag of een afwezigheid als een partij tegen een denkbeeldige tegenstander met de eigen score van de speler (hoogstens die van de tegenstander die reglementair verloor, of een halve punt per ronde), en een afwezigheid aan het eind als remise voor de tegenstanders (FIDE C.07 art. 16).
table-ties = Bij gelijke stand: { $list } (FIDE C.07).
table-ties-none = Bij gelijke stand: op startnummer.
table-tiebreak = { $name } ({ $acronym })

## De beslissingscriteria in woorden (FIDE C.07)

tiebreak-de = onderling resultaat
tiebreak-win = aantal overwinningen
tiebreak-won = gewonnen partijen
tiebreak-bpg = partijen met zwart
tiebreak-bwg = overwinningen met zwart
tiebreak-ps = progressieve score
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-cut = { $name } zonder { $n } laagste { $n ->
        [one] score
       *[other] scores
    }
tiebreak-median = { $name } mediaan { $n }

## De titel van het toernooi

event-title = { $name } (toernooi { $tournament }): { $variant }, { $kind }{ $control }
event-system = { $system ->
        [swiss] Zwitsers systeem
        [knockout] knock-outsysteem
       *[other] rondetoernooi (ieder tegen ieder)
    }
event-kind-single = enkelrondig ieder tegen ieder
event-kind-double = dubbelrondig ieder tegen ieder
event-kind-swiss = Zwitsers systeem (Nederlands systeem) van { $rounds } ronden
event-kind-knockout = knock-outbeker, tweekampen van { $games } { $games ->
        [one] partij
       *[other] partijen
    }, bij gelijke stand: { $tie }
event-tie-extra = nog een paar partijen
event-tie-seed = de hoogst geplaatste gaat door

## Het knock-outschema

bracket-final = Finale
bracket-semi-finals = Halve finales
bracket-quarter-finals = Kwartfinales
bracket-round = Ronde { $round }
bracket-bye = (vrij)
bracket-winner = Winnaar: { $name }
bracket-match = Tweekamp
bracket-seed = Plaatsing
bracket-score = Stand
bracket-through = Door
bracket-champion = Winnaar

## Teamcompetities

table-team = Team
table-games = Partijen
table-board-title = Bord { $board }
table-legend-team = Elke teamwedstrijd: de bordpunten van het team, dan tussen haakjes zijn matchpunten (2 gewonnen, 1 gelijk, 0 verloren; (.) wordt nog gespeeld). MP: matchpunten; GP: bordpunten; eerst gerangschikt op { $primary }. { $ties }
tiebreak-team-mpts = matchpunten
tiebreak-team-gpts = bordpunten
tiebreak-team-secondary = de andere score
tiebreak-team-ede = uitgebreid onderling resultaat
tiebreak-team-bc = bordtelling
tiebreak-team-tbr = resultaten aan de eerste borden
tiebreak-team-bbe = schrappen van de laatste borden
tiebreak-team-esb = uitgebreide Sonneborn-Berger (de { $opponent } van de tegenstanders maal de behaalde { $own })
tiebreak-team-bh = Buchholz op { $on }
event-kind-team = { $system }, { $games } { $games ->
        [one] partij
       *[other] partijen
    } per bord, gerangschikt op { $score }
event-kind-team-match = teamwedstrijd
event-kind-team-single = rondetoernooi voor teams
event-kind-team-double = dubbelrondig rondetoernooi voor teams
