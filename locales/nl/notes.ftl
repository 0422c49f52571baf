# De notities die een speler alleen leest over zijn eigen voorwaardelijke reeksen
# (zie locales/en/notes.ftl). De reeksen zelf ("if 24... Dxe5 then 25. d4") en de
# commandowoorden blijven zoals de arbiter ze leest; een reden uit de
# regelcontrole ($why, $reason) komt in dezelfde taal.

## Het onderwerp van een bericht met alleen notities

notes-subject = Uw voorwaardelijke zetten

## Reeksen ontvangen met een zet

notes-kept = Voorwaardelijke zetten bewaard ({ $count ->
        [one] { $count } reeks
       *[other] { $count } reeksen
    }; uw tegenstander kan ze niet zien):
notes-kept-replacing = Voorwaardelijke zetten bewaard ({ $count ->
        [one] { $count } reeks
       *[other] { $count } reeksen
    }, ter vervanging van die u eerder had achtergelaten; uw tegenstander kan ze niet zien):
notes-refused = Voorwaardelijke zetten geweigerd, er is niets van bewaard:
notes-refused-earlier-stand = Voorwaardelijke zetten geweigerd, er is niets van bewaard (uw eerdere reeksen blijven gelden):
notes-refused-line = reeks { $number } ("{ $written }"): { $why }
notes-refused-more = ... en nog { $count }

## Waarom een reeks geweigerd wordt

notes-why-forbidden = { $name } (toernooi { $tournament }) staat geen voorwaardelijke zetten toe; stuur elke zet wanneer u aan zet bent
notes-why-too-long = ze heeft { $plies } halve zetten, meer dan de grens van { $limit } ([limits] conditional_plies)
notes-why-too-many = u mag in een partij hoogstens { $limit } { $limit ->
        [one] reeks
       *[other] reeksen
    } achterlaten ([limits] conditional_lines)
notes-why-game-over = de partij is afgelopen
notes-why-own-turn = u bent aan zet: een voorwaardelijke reeks begint met de zet van uw tegenstander, stuur dus eerst uw zet (die mag in hetzelfde bericht staan, boven de reeksen)
notes-why-over-after-condition = na { $turn } is de partij afgelopen ({ $result } { $how }): niets kan daarop antwoorden
notes-why-over-after-reply = na { $turn } is de partij afgelopen: de stappen daarna kunnen nooit komen
notes-why-two-replies = ze beantwoordt { $condition } met { $reply }, maar reeks { $line } beantwoordt die met { $other }: op een zet is er maar één antwoord

## Wat er van de reeksen werd toen de tegenstander zette

notes-played = Uw voorwaardelijke antwoord { $reply } is meteen gespeeld.
notes-played-going-on = Uw voorwaardelijke antwoord { $reply } is meteen gespeeld; { $go_on ->
        [one] { $go_on } reeks gaat
       *[other] { $go_on } reeksen gaan
    } verder.
notes-played-dropping = Uw voorwaardelijke antwoord { $reply } is meteen gespeeld; { $dropped ->
        [one] { $dropped } reeks die een andere zet verwachtte, vervalt
       *[other] { $dropped } reeksen die een andere zet verwachtten, vervallen
    }.
notes-played-going-on-dropping = Uw voorwaardelijke antwoord { $reply } is meteen gespeeld; { $go_on ->
        [one] { $go_on } reeks gaat
       *[other] { $go_on } reeksen gaan
    } verder; { $dropped ->
        [one] { $dropped } reeks die een andere zet verwachtte, vervalt
       *[other] { $dropped } reeksen die een andere zet verwachtten, vervallen
    }.
notes-unexpected = Uw tegenstander speelde { $turn }, wat geen van uw voorwaardelijke reeksen verwachtte: ze vervallen ({ $count ->
        [one] { $count } reeks
       *[other] { $count } reeksen
    }).
notes-not-played = Uw voorwaardelijke antwoord { $reply } kon niet worden gespeeld ({ $reason }); uw reeksen vervallen.
notes-moved-past = Uw voorwaardelijke zetten vervallen: de partij is er voorbij.
notes-stopped = Uw voorwaardelijke zetten in deze partij vervallen: een remiseaanbod, een claim, een opgave of het einde van de partij beëindigt ze.

## "cancel conditionals" en "conditionals"

notes-cancelled = { $count ->
        [one] Uw openstaande voorwaardelijke reeks is geschrapt.
       *[other] Uw { $count } openstaande voorwaardelijke reeksen zijn geschrapt.
    }
notes-cancelled-none = U had geen voorwaardelijke zetten openstaan.
notes-pending = Uw openstaande voorwaardelijke zetten (uw tegenstander kan ze niet zien):
notes-pending-none = U hebt in deze partij geen voorwaardelijke zetten openstaan.

## Waarom een regel die met "if" begint niet te lezen is

conditional-missing-then = stap { $step } heeft geen `then`: schrijf `if ZET TEGENSTANDER then UW ZET`
conditional-two-thens = stap { $step } heeft twee keer `then`; scheid de stappen met `;`
conditional-no-condition = stap { $step } heeft geen voorwaarde
conditional-no-reply = stap { $step } heeft geen antwoord
conditional-condition-not-one-turn = de voorwaarde van stap { $step }, "{ $text }", is niet precies één zet
conditional-reply-not-one-turn = het antwoord van stap { $step }, "{ $text }", is niet precies één zet
notes-why-ply = halve zet { $ply } ({ $turn }): { $reason }
