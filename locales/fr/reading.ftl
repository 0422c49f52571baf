# Les lignes d'un message qui ne donnent ni coup ni commande et ne sont pas
# de la prose ordinaire, citées en tête de la réponse (chacune après "> "),
# puis unread-how. $count est le nombre de lignes.

unread-head = { $count ->
        [1] Non lu : rien n'a été fait de cette ligne de votre message :
       *[other] Non lu : rien n'a été fait de ces lignes de votre message :
    }
unread-head-game = { $count ->
        [1] Non lu, dans la partie { $game } : rien n'a été fait de cette ligne :
       *[other] Non lu, dans la partie { $game } : rien n'a été fait de ces lignes :
    }
unread-how = Écrivez chaque coup et chaque commande sur une ligne à part, comme le montre "help".

## Une réponse à une demande de confirmation qui contient ses propres
## commandes : la note en tête de la réponse. $what : les commandes retenues.

confirm-own-commands = Votre réponse à ma demande de confirmer "{ $what }" dans la partie { $game } contient ses propres commandes : elles ont été lues à la place, et "{ $what }" est abandonné.
