# De woorden van de mails over toernooien, in het Nederlands (dezelfde ids als
# locales/en/events.ftl). Commandowoorden ("confirm", "withdraw entry", "name",
# "timezone", "language", "board") blijven Engels.

## Een toernooi genoemd in een mail

event-name = { $name } (toernooi { $tournament })
event-line = { $name } (toernooi { $tournament }), ronde { $round }
event-cup-game-line = { $name } (toernooi { $tournament }): { $round }, tweekamp { $match }, partij { $game }
event-cup-tie-break-line = { $name } (toernooi { $tournament }): { $round }, tweekamp { $match }, barragepartij { $game }

## Inschrijven per mail

entry-request-subject = Bevestig uw inschrijving voor { $name } [Confirm { $token }]
entry-request-intro = U hebt gevraagd om in te schrijven voor { $name } (toernooi { $tournament }): { $title }.
entry-request-confirm = Antwoord ter bevestiging op dit bericht met het woord
entry-request-settings = In hetzelfde antwoord kunt u uw naam, uw tijdzone of uw taal opgeven, elk op een eigen regel ("name Jane Doe", "timezone Europe/Berlin", "language nl").
entry-request-close = Als u niet antwoordt, gebeurt er niets. De inschrijving sluit op { $until }.
entry-still-waits = Uw inschrijving wacht nog: antwoord ter bevestiging op mijn verzoek met het woord "confirm".
entered-subject = Ingeschreven: { $name } [Confirm { $token }]
entered-seat = U bent ingeschreven voor { $name } (toernooi { $tournament }) als speler { $seat } van { $entered }.
entered-next = U hoort het wanneer de inschrijving sluit en wanneer uw partijen beginnen.
entered-withdraw = Om de inschrijving vóór het begin in te trekken, schrijft u: "withdraw entry { $tournament }"
entered-settings = Vóór uw eerste partij kunt u uw naam, uw tijdzone of uw taal opgeven in een antwoord op dit bericht, elk alleen op een regel, zoals: "name Jane Doe"; "timezone Europe/Berlin"; "language nl".
withdrawn-subject = Inschrijving ingetrokken: { $name }
withdrawn = Uw inschrijving voor { $name } (toernooi { $tournament }) is ingetrokken.
entries-closed-subject = { $name }: inschrijving gesloten
entries-closed = De inschrijving voor { $name } (toernooi { $tournament }) is gesloten: { $count } { $count ->
        [one] speler
       *[other] spelers
    }.
entries-closed-start = De organisator start het toernooi; u krijgt een mail voor elk van uw partijen.

## Vrij door de indeling en een ronde die niet ingedeeld is

bye-subject = { $name }, ronde { $round }: vrij
bye = { $event }, ronde { $round }: de indeling geeft u een vrije ronde (het aantal spelers is oneven), goed voor { $worth }. U speelt deze ronde geen partij; de volgende ronde wordt ingedeeld wanneer alle partijen van deze ronde voorbij zijn.
bye-worth-one = 1 punt
bye-worth = { $points } { $points ->
        [one] punt
       *[other] punten
    }
pairing-error-subject = { $name }: ronde { $round } niet ingedeeld
pairing-error = { $event }: ronde { $round } kon niet worden ingedeeld, en geen van haar partijen is begonnen.
pairing-error-retry = De arbiter probeert het bij elke ophaalronde opnieuw, en `arbiter tournament pair { $tournament }` probeert het meteen. Zodra het verholpen is, wordt de ronde zoals gewoonlijk ingedeeld en verstuurd.

## De uitslagen en de kruistabel

results-subject-final = { $name }: eindstand in de kruistabel
results-subject = { $name }: kruistabel na { $done } van { $games } partijen
results-new-one = Nieuwe uitslag:
results-new-many = Nieuwe uitslagen:
results-line = Ronde { $round }, partij { $game }: { $white } - { $black } { $result } ({ $how })
results-final = Alle partijen zijn voorbij: dit is de eindstand.
results-running = { $running } { $running ->
        [one] partij
       *[other] partijen
    } nog bezig.

## Het antwoord op instellingen

settings-subject = Instellingen gewijzigd
settings-done = Gedaan:
settings-name = Uw naam is nu { $name }.
settings-timezone = Uw tijdzone is nu { $zone }.
settings-language = Uw taal is nu { $language }. Uw zetten worden gelezen en geschreven met de stukletters { $letters }.
settings-notation = Uw notatie is nu { $notation }: zo worden de zetten aan u geschreven.
settings-board-grid = Uw antwoorden tonen nu het bord getekend als raster ("board grid").
settings-board-list = Uw antwoorden tonen nu de stukken in woorden in plaats van het raster, voor een schermlezer ("board list").
settings-board-both = Uw antwoorden tonen nu het raster en de stukken in woorden ("board both").
settings-leave = Verlof van { $first } tot en met { $last } (UTC-dagen, beide inbegrepen).
settings-leave-clocks = Tijdens het verlof staan uw klokken stil, en uw tegenstanders worden ingelicht.
settings-leave-taken = Opgenomen verlof: { $years }.
settings-leave-year = { $year }: { $days } van { $allowance } dagen
settings-zone-hint = Termijnen in antwoorden staan in UTC, en ook in uw tijdzone zodra u
settings-zone-hint-how = "timezone" met de IANA-naam stuurt (bijvoorbeeld "timezone Europe/Berlin").

## De mededelingen van de organisator en zijn ingrepen in een partij

announce-subject = { $name }: van de organisator
organiser-subject = De organisator heeft { $what }
organiser-did = De organisator ({ $by }) heeft { $what }.
organiser-reason = Reden: { $reason }
organiser-dropped = Uw voorwaardelijke zetten in deze partij vervallen: de organisator heeft { $what }.
organiser-ended = de partij beëindigd: { $result } ({ $how })
organiser-took-back = de laatste zet van { $side } teruggenomen, { $move } (halve zet { $ply })
organiser-paused = de klokken stilgezet
organiser-resumed = de klokken weer gestart

## Waarom een inschrijving of een intrekking geweigerd wordt

entry-by-organiser = { $name } (toernooi { $tournament }) neemt geen inschrijvingen per mail aan: de organisator schrijft de spelers in
entry-closed-on = de inschrijving voor { $name } (toernooi { $tournament }) sloot op { $until }
entry-closed-started = de inschrijving voor { $name } (toernooi { $tournament }) sloot bij het begin
entry-closed-started-on = de inschrijving voor { $name } (toernooi { $tournament }) sloot bij het begin op { $at }
entry-not-taken = { $why }; uw inschrijving is niet aangenomen
entry-already = u bent al ingeschreven voor { $name } (toernooi { $tournament })
entry-full = { $name } (toernooi { $tournament }) is vol: { $max } spelers ingeschreven
entry-unknown = er is geen toernooi "{ $words }"; schrijf: "enter NUMMER" (of de naam)
entry-not-confirmed = uw inschrijving is niet bevestigd (het antwoord zei niet "confirm"); er is niemand ingeschreven
withdraw-unknown = er is geen toernooi "{ $words }"
withdraw-started = { $name } (toernooi { $tournament }) is begonnen: vraag de organisator om u terug te trekken
withdraw-not-entered = u bent niet ingeschreven voor { $name } (toernooi { $tournament })

## Het verlof van een speler, aan de tegenstander gemeld

leave-notice-subject = Uw tegenstander heeft verlof van { $first } tot en met { $last } (UTC-dagen, beide inbegrepen)
leave-notice-who = Uw tegenstander, { $who }, heeft verlof
leave-notice-span = van { $first } tot en met { $last } (UTC-dagen, beide inbegrepen).
leave-notice-clock = De klok van uw tegenstander in deze partij staat stil tijdens het verlof; de uwe loopt zoals gewoonlijk wanneer u aan zet bent.

## Antwoorden op de code van een inschrijving die niets doen

entry-other-address = deze inschrijving is door een ander adres aangevraagd; alleen dat adres kan haar bevestigen of er instellingen bij geven, en er is niets gedaan
entry-settings-refused = { $error }; er is niets gedaan, en uw inschrijving blijft zoals ze was
entry-answers-to-entered = u bent al ingeschreven; een antwoord op mijn mail over uw inschrijving telt alleen voor uw instellingen, elk alleen op een regel ("name Jane Doe", "timezone Europe/Berlin", "language nl", "leave 2026-12-24 2027-01-02"), of voor "withdraw entry" met het nummer van het toernooi; er is niets gedaan
entry-answered-before = deze inschrijving is al beantwoord ({ $status }); er is niets opnieuw gedaan

## Een inschrijving geweigerd om de rating; een verlopen inschrijving

entry-rating-low = { $name } (toernooi { $tournament }) neemt spelers met een rating van { $min } of meer; { $what } is { $rating }
entry-rating-none = { $name } (toernooi { $tournament }) neemt spelers met een rating van { $min } of meer, en u hebt hier geen rating in { $variant } en ook geen van elders (een organisator kan een ICCF- of FIDE-rating invoeren)
entry-rating-own = uw rating in { $variant }
entry-rating-elsewhere = uw rating van elders
entry-gone = het toernooi van deze inschrijving bestaat niet meer
entry-settings-unwritten = { $why }; ook uw instellingen zijn niet opgeslagen

## Thematoernooien: elke partij begint met een voorgeschreven opening of stelling

event-theme-opening = Thematoernooi: elke partij begint na de voorgeschreven opening { $moves }.
event-theme-position = Thematoernooi: elke partij begint in de voorgeschreven stelling { $fen }.
event-theme-short-opening = thematoernooi, voorgeschreven opening { $moves }
event-theme-short-position = thematoernooi, voorgeschreven stelling { $fen }
tournament-theme-position = --fen: in de voorgeschreven stelling kan niet gespeeld worden: { $error }
tournament-theme-over = de partij is in de voorgeschreven beginstelling al afgelopen ({ $result }: { $how }); een thematoernooi heeft een stelling nodig waarin verder gespeeld wordt
tournament-theme-empty = --opening: er is geen zet gelezen; schrijf de zetten van de voorgeschreven opening vanaf de beginstelling, bijvoorbeeld "1. e4 e5 2. f4"
tournament-theme-move = --opening: zet { $label } { $text } kan niet gespeeld worden: { $reason }
event-meeting-line = teamwedstrijd { $home } - { $away }, bord { $board }
