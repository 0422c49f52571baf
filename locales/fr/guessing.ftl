# Voir locales/en/guessing.ftl.

guess-target-game = la partie { $game }
guess-target-sender = l'expéditeur { $sender }
guess-subject = Tentatives de deviner des codes secrets : messages pour { $what } retenus
guess-found = Quelqu'un tente de deviner des codes secrets : { $first } a connu { $count ->
        [one] { $count } tentative échouée
       *[other] { $count } tentatives échouées
    } au cours de la dernière période de { $window } (le maximum autorisé est { $limit } ; [auth] guess_limit et guess_window).
guess-held = Désormais, les messages portant un code, un jeton ou un code d'organisateur erroné pour { $what } sont retenus sans réponse ("arbiter held list" les montre), et un message portant le bon code de la partie ne compte qu'après confirmation par le joueur : un faussaire n'en apprend donc rien. Le vrai joueur peut continuer à jouer. Cela dure jusqu'à ce qu'aucun message de ce genre ne soit venu pendant { $window } ; vous n'en êtes averti qu'une fois.
guess-evidence = Les tentatives échouées (heure, expéditeur prétendu, partie, type, message, ce qu'il portait) :
guess-more = ... et { $count } de plus
guess-tried-game = partie { $game }
