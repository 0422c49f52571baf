# Les réponses au courrier d'un organisateur, en français (les mêmes ids que
# locales/en/organiser.ftl). Les mots de commande restent en anglais.

organiser-done = Fait
organiser-done-subject = Fait : { $line }
organiser-not-read = "{ $line }" n'est pas une commande { $what ->
        [player] de joueur
       *[other] de tournoi
    } que je puisse exécuter :
organiser-not-done = "{ $line }" n'a pas été exécuté : { $why }
organiser-game-done = Partie { $game } : { $what }.
organiser-announce-usage = écrivez : "announce TOURNAMENT TEXT" (le texte peut continuer sur les lignes suivantes)
organiser-announce-unknown = il n'y a pas de tournoi { $tournament } ; rien n'a été annoncé
organiser-announced-subject = Fait : annoncé à { $name }
organiser-announced = Votre annonce est partie vers { $sent } { $sent ->
        [one] inscrit
       *[other] inscrits
    } de { $name } (tournoi { $tournament }).
organiser-overdue-subject = Parties en retard
organiser-overdue = Parties en retard :
organiser-overdue-none = Aucune partie n'est en retard.
organiser-usage = écrivez : "{ $word } GAME reason"
organiser-usage-adjudicate = écrivez : "adjudicate GAME RESULT reason"
organiser-usage-resend = écrivez : "resend GAME [ADDRESS]"
organiser-no-code = une commande de l'organisateur ne compte qu'avec le code de l'organisateur dans l'objet, sous la forme [Organiser CODE] (tout expéditeur From: peut être falsifié) ; rien n'a été fait

## L'avis aux organisateurs : les réponses aux adresses qui ne jouent aucune
## partie ont atteint leur total horaire. $count et $limit sont des nombres ;
## $at et $until des instants en UTC.

strangers-subject = Réponses suspendues jusqu'au { $until } pour les adresses sans partie
strangers-text = Dans l'heure précédant le { $at }, { $count } réponses sont allées à des adresses qui ne jouent aucune partie : le maximum permis pour toutes ensemble ([mail] stranger_answers_per_hour_total = { $limit }). Jusqu'au { $until }, le courrier de ces adresses est enregistré et conservé, sans réponse, afin qu'une liste d'expéditeurs falsifiés ne puisse pas faire envoyer par cet arbitre des messages à des inconnus. Les joueurs et les organisateurs reçoivent leurs réponses comme toujours. Vous en êtes averti au plus une fois par heure.
