# Zie locales/en/replies-more.ftl.

nothing-attachments-only = het bericht bevat alleen bijlagen; schrijf uw zet in de tekst van het bericht
nothing-empty = het bericht is leeg: schrijf uw zet (of een commando zoals "board") alleen op een regel
nothing-found = er is geen zet en geen commando gevonden: schrijf uw zet alleen op een regel, zoals "Pf3" of "12... Pf6"
nothing-charset = (een deel van het bericht staat in een tekenset die ik niet kon lezen; gewone UTF-8-tekst werkt het best)
