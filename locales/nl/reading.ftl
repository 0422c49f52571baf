# De regels van een mail die geen zet en geen commando opleveren en geen
# gewoon proza zijn, bovenaan het antwoord geciteerd (elk na "> "), daarna
# unread-how. $count is het aantal regels.

unread-head = { $count ->
        [1] Niet gelezen: met deze regel van uw mail is niets gedaan:
       *[other] Niet gelezen: met deze regels van uw mail is niets gedaan:
    }
unread-head-game = { $count ->
        [1] Niet gelezen, in partij { $game }: met deze regel is niets gedaan:
       *[other] Niet gelezen, in partij { $game }: met deze regels is niets gedaan:
    }
unread-how = Schrijf elke zet en elk commando op een eigen regel, zoals "help" laat zien.

## Een antwoord op een bevestigingsverzoek met eigen opdrachten: de notitie
## bovenaan het antwoord. $what: de vastgehouden opdrachten, zoals geschreven.

confirm-own-commands = Uw antwoord op mijn verzoek om "{ $what }" in partij { $game } te bevestigen bevat eigen opdrachten: die zijn in plaats daarvan gelezen, en "{ $what }" vervalt.
