# De antwoorden op de mail van een organisator, in het Nederlands (dezelfde ids
# als locales/en/organiser.ftl). De opdrachtwoorden blijven Engels.

organiser-done = Gedaan
organiser-done-subject = Gedaan: { $line }
organiser-not-read = "{ $line }" is geen { $what ->
        [player] spelersopdracht
       *[other] toernooiopdracht
    } die ik kan uitvoeren:
organiser-not-done = "{ $line }" is niet uitgevoerd: { $why }
organiser-game-done = Partij { $game }: { $what }.
organiser-announce-usage = schrijf: "announce TOURNAMENT TEXT" (de tekst mag op de volgende regels doorgaan)
organiser-announce-unknown = er is geen toernooi { $tournament }; er is niets aangekondigd
organiser-announced-subject = Gedaan: aangekondigd aan { $name }
organiser-announced = Uw aankondiging is naar { $sent } { $sent ->
        [one] deelnemer
       *[other] deelnemers
    } van { $name } (toernooi { $tournament }) gegaan.
organiser-overdue-subject = Achterstallige partijen
organiser-overdue = Achterstallige partijen:
organiser-overdue-none = Geen enkele partij is achterstallig.
organiser-usage = schrijf: "{ $word } GAME reason"
organiser-usage-adjudicate = schrijf: "adjudicate GAME RESULT reason"
organiser-usage-resend = schrijf: "resend GAME [ADDRESS]"
organiser-no-code = een opdracht van de organisator telt alleen met de code van de organisator in het onderwerp, als [Organiser CODE] (elke afzender From: kan vervalst zijn); er is niets gedaan

## Het bericht aan de organisatoren dat de antwoorden aan adressen die geen
## partij spelen hun totaal per uur hebben bereikt. $count en $limit zijn
## getallen; $at en $until tijdstippen in UTC.

strangers-subject = Antwoorden aan adressen zonder partij gestopt tot { $until }
strangers-text = In het uur voor { $at } gingen { $count } antwoorden naar adressen die geen partij spelen: het meeste dat voor hen allemaal samen is toegestaan ([mail] stranger_answers_per_hour_total = { $limit }). Tot { $until } wordt mail van zulke adressen vastgelegd en bewaard, maar niet beantwoord, zodat een lijst vervalste afzenders deze arbiter niet zover kan krijgen dat hij mail naar onbekenden stuurt. Spelers en organisatoren krijgen zoals altijd antwoord. U hoort hiervan hoogstens één keer per uur.
