# Zie locales/en/replies-more.ftl.

nothing-attachments-only = het bericht bevat alleen bijlagen; schrijf uw zet in de tekst van het bericht
nothing-empty = het bericht is leeg: schrijf uw zet (of een commando zoals "board") alleen op een regel
nothing-found = er is geen zet en geen commando gevonden: schrijf uw zet alleen op een regel, zoals "Pf3" of "12... Pf6"
nothing-charset = (een deel van het bericht staat in een tekenset die ik niet kon lezen; gewone UTF-8-tekst werkt het best)

## Het bord gevraagd met "board" (het onderwerp)

board-subject = Bord na { $turns } { $turns ->
        [one] beurt
       *[other] beurten
    }
moves-none-yet = (nog geen)

## De notitie aan elke organisator over een vastgehouden bericht (held_note.txt)

held-note-subject = Er wordt een bericht voor u vastgehouden
held-note-intro = Er wordt een bericht voor u vastgehouden: de controle ervan overschreed de zoekgrens ({ $limit }).
held-note-from = Van:
held-note-mail-subject = Onderwerp:
held-note-message-id = Message-ID:
held-note-game = Partij:
held-note-game-unknown = (onbekend)
held-note-what-now = Er is niets veranderd. Het bericht is bewaard in de database (uitkomst "held"; het kwam binnen als { $source }). Om het met een hogere grens te beoordelen, verhoogt u [limits] search_states / search_seconds in de configuratie en voert u `arbiter held release { $key }` uit; de afzender krijgt dan het gewone antwoord.
