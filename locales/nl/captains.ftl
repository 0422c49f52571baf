# Teamleiders per mail in teamwedstrijden (src/arbiter/events/captains.rs).
# $name is de naam van het toernooi, $tournament het nummer, $team de naam van het team.
# Commandowoorden blijven Engels.

## De teamleider schrijft een team in
captain-entered-subject = Team { $team } ingeschreven: { $name }
captain-entered = Team { $team } is ingeschreven voor { $name } (toernooi { $tournament }), met u als teamleider. { $count ->
        [one] De speler die u hebt genoemd, wordt gevraagd te bevestigen:
       *[other] De { $count } spelers die u hebt genoemd, worden gevraagd te bevestigen:
    }
captain-entered-next = Elke speler hoort bij het team zodra hij bevestigt, en u krijgt elk antwoord. De borden zijn de spelers die bevestigd hebben, in uw volgorde.
captain-order-how = Vóór het begin kunt u de bordvolgorde wijzigen: schrijf "order { $tournament } { $team }" op de eerste regel en daaronder de spelers in de nieuwe volgorde, één adres per regel.
captain-line-board = bord { $board }
captain-line-waiting = nog geen antwoord
captain-line-declined = afgewezen

## Een genoemde speler wordt gevraagd
captain-ask-subject = Spelen voor team { $team } in { $name }? [Confirm { $token }]
captain-ask-intro = { $captain }, teamleider van team { $team }, heeft u genoemd als speler { $place } van de bordvolgorde van het team in { $name } (toernooi { $tournament }).
captain-ask-confirm = Om voor het team te spelen, antwoordt u op dit bericht met het woord
captain-ask-decline = Om te weigeren, antwoordt u met het woord
captain-confirmed-subject = In team { $team }: { $name }
captain-confirmed = U hoort bij team { $team } in { $name } (toernooi { $tournament }), voorlopig aan bord { $board }: de teamleider kan de volgorde vóór het begin wijzigen. U hoort wanneer uw partijen beginnen.
captain-declined-subject = Niet in team { $team }: { $name }
captain-declined = U hebt geweigerd voor team { $team } in { $name } (toernooi { $tournament }) te spelen; de teamleider krijgt bericht.
captain-news-subject = Team { $team }: { $name }
captain-told-confirmed = { $player } heeft bevestigd en hoort bij team { $team } in { $name }.
captain-told-declined = { $player } heeft geweigerd voor team { $team } in { $name } te spelen. Om een andere speler te noemen, stuurt u de volgorde opnieuw.
captain-ordered = De bordvolgorde van team { $team } in { $name } is gewijzigd. Spelers die nieuw op de lijst staan, worden gevraagd te bevestigen.
captain-dropped = { $captain }, teamleider van team { $team }, heeft u uit de bordvolgorde in { $name } (toernooi { $tournament }) gehaald: u hoort niet meer bij het team.

## Weigeringen
captain-enter-usage = om een team in te schrijven, schrijft u "enter", het nummer van het toernooi, het woord "team" en de naam van het team op de eerste regel, en daaronder de spelers in bordvolgorde, één adres per regel ("enter 12 team Ajax")
captain-order-usage = om de bordvolgorde van een team te wijzigen, schrijft u "order", het nummer van het toernooi en de naam van het team op de eerste regel, en daaronder de spelers, één adres per regel ("order 12 Ajax")
captain-replace-usage = om een vervanging te vragen, schrijft u "replace", het nummer van het bord en het adres van de nieuwe speler ("replace 2 new@example.org"), en daarachter het nummer van het toernooi als u teamleider bent in meerdere toernooien
captain-list-empty = er is geen speler genoemd: schrijf de spelers in bordvolgorde op de regels na de eerste, één adres per regel
captain-list-address = { $line } is geen adres
captain-list-twice = { $address } staat twee keer op de lijst
captain-list-too-many = { $max ->
        [one] er mag ten hoogste één speler genoemd worden
       *[other] er mogen ten hoogste { $max } spelers genoemd worden
    }
captain-not-team-event = { $name } (toernooi { $tournament }) is geen teamwedstrijd: een speler schrijft zich in met "enter { $tournament }"
captain-name-taken = er is al een team met de naam { $team } ingeschreven voor { $name }
captain-enter-again = u hebt team { $team } al ingeschreven voor { $name }; om de bordvolgorde te wijzigen, schrijft u "order { $tournament } { $team }" met de spelers eronder
captain-one-team = u bent al teamleider van team { $team } in { $name }, en een teamleider schrijft één team per toernooi in
captain-plays-already = { $address } speelt al in { $name } (toernooi { $tournament }) of is daar voor een team genoemd; er is niets gewijzigd
captain-no-team = { $name } (toernooi { $tournament }) heeft geen team met de naam { $team }
captain-not-captain = u bent niet de teamleider van team { $team } in { $name }; alleen de teamleider mag dit doen, en er is niets gewijzigd
captain-captains-none = u bent van geen enkel team in een lopend toernooi de teamleider; alleen de teamleider van een team mag dit vragen, en er is niets gewijzigd
captain-not-captain-running = u bent van geen enkel team dat in { $name } (toernooi { $tournament }) speelt de teamleider; er is niets gewijzigd
captain-which-event = u bent teamleider in meerdere lopende toernooien: { $events }; schrijf het nummer van het toernooi achter het commando
captain-no-board = team { $team } heeft geen bord { $board } ({ $boards ->
        [one] het heeft één bord
       *[other] het heeft { $boards } borden
    }); er is niets gewijzigd
captain-no-more-replacements = team { $team } { $max ->
        [0] mag geen vervanging hebben: het toernooi staat er geen toe
        [one] heeft zijn ene vervanging in { $name } al gehad, en meer is niet toegestaan
       *[other] heeft zijn { $max } vervangingen in { $name } al gehad, en meer is niet toegestaan
    }
captain-answered-before = u hebt dit verzoek over team { $team } al beantwoord
captain-answer-word = antwoord op de eerste regel met het woord "confirm" om voor het team te spelen, of "decline" om te weigeren
captain-request-answered = dit verzoek over team { $team } is al beantwoord ({ $status ->
        [granted] toegekend
       *[refused] afgewezen
    })
captain-not-running = { $name } (toernooi { $tournament }) loopt niet, of team { $team } heeft zich teruggetrokken; er is niets gewijzigd

## Verzoeken aan de organisatoren
captain-request-subject = Verzoek van de teamleider, team { $team }: { $name } [Confirm { $token }]
captain-replace-asked = { $captain }, teamleider van team { $team } in { $name } (toernooi { $tournament }), vraagt dat { $new } als invaller voor { $old } aan bord { $board } speelt.
captain-withdraw-asked = { $captain }, teamleider van team { $team }, vraagt het team terug te trekken uit { $name } (toernooi { $tournament }).
captain-request-approve = Om het toe te staan, antwoordt u op dit bericht met het woord
captain-request-refuse = Om het te weigeren, antwoordt u met het woord
captain-request-sent = Uw verzoek is naar de organisatoren gegaan; u hoort hun antwoord.
captain-request-refused = De organisator { $organiser } heeft uw verzoek voor team { $team } in { $name } geweigerd: { $what }.
captain-what-replace = { $new } aan bord { $board }
captain-what-withdraw = het terugtrekken van het team

## Een toegestane vervanging
captain-replaced = bord { $board } van team { $team } aan { $new } gegeven, als invaller voor { $old }
captain-replaced-news = De organisator ({ $by }) heeft { $what }. { $games ->
        [0] Het bord heeft geen lopende partij; de uitslagen tot nu toe blijven bij het bord.
        [one] De lopende partij van het bord gaat met een nieuwe code naar de nieuwe speler, en de oude code geldt niet meer; de uitslagen tot nu toe blijven bij het bord.
       *[other] De { $games } lopende partijen van het bord gaan met nieuwe codes naar de nieuwe speler, en de oude codes gelden niet meer; de uitslagen tot nu toe blijven bij het bord.
    }
captain-replaced-you = u neemt deze partij voor uw team over op verzoek van uw teamleider; antwoord op dit bericht om te spelen (het draagt uw code voor de partij)
captain-replaced-opponent = een vervanging die de teamleider van het andere team vroeg; de partij gaat verder tegen de nieuwe speler

## Een team trekt zich terug
captain-team-withdrawn-reason = team { $team } heeft zich op verzoek van de teamleider, toegestaan door de organisatoren, uit { $name } teruggetrokken
captain-team-withdrawn = Team { $team } heeft zich uit { $name } (toernooi { $tournament }) teruggetrokken. { $games ->
        [0] Geen partij van het team liep; de uitslagen tot nu toe blijven staan.
        [one] De lopende partij van het team is reglementair verloren; de uitslagen tot nu toe blijven staan.
       *[other] De { $games } lopende partijen van het team zijn reglementair verloren; de uitslagen tot nu toe blijven staan.
    }

captain-individual-entry = { $name } (toernooi { $tournament }) is een teamwedstrijd: de teamleider schrijft het team in met "enter { $tournament } team NAAM" op de eerste regel en daaronder de spelers in bordvolgorde
