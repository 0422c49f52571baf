# Voir locales/en/refusals-more.ftl.

refused-challenge = défi refusé : { $reason }
refused-challenge-usage = écrivez : "challenge ADRESSE VARIANTE [OPTION=VALEUR ...] [CADENCE] [as white|as black] [unrated]", par exemple "challenge bob@example.net momentum 3d/move"
refused-challenge-as = après "as", écrivez "white" ou "black" ; { $usage }
refused-not-an-address = { $address } n'est pas une adresse électronique
refused-challenge-yourself = défi refusé : vous ne pouvez pas vous défier vous-même
refused-approve-not-organiser = seul un organisateur peut approuver un défi ; rien n'a été fait
refused-approval-answered = le défi { $challenger } contre { $challenged } a déjà reçu une réponse ({ $status ->
        [waiting] il attend une réponse
        [approval] il attend une approbation
        [started] la partie a commencé
        [refused] non approuvé
        [declined] décliné
        [lapsed] expiré
       *[other] { $status }
    }) ; rien n'a été fait
refused-approval-word = répondez à la demande par "approve" ou "refuse" seul sur la première ligne
refused-challenge-other-address = ce défi a été adressé à { $challenged } ; seule cette adresse peut y répondre, et rien n'a été fait
refused-challenge-lapsed = ce défi de { $challenger } a expiré le { $at }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } après son envoi, sans réponse ; rien n'a été fait. Pour jouer, envoyez un défi à votre tour : "challenge" { $challenger } { $variant }
refused-challenge-answered = ce défi a déjà reçu une réponse ({ $status ->
        [waiting] il attend une réponse
        [approval] il attend une approbation
        [started] la partie a commencé
        [refused] non approuvé
        [declined] décliné
        [lapsed] expiré
       *[other] { $status }
    }) ; rien de plus n'a été fait

refused-no-game = il n'y a pas de partie { $game }
refused-not-a-player = { $address } n'est pas un joueur de la partie { $game }
refused-moved-on = la partie { $game } a avancé depuis que je vous ai demandé de confirmer "{ $what }", donc rien n'a été fait ; envoyez de nouveau votre commande si elle tient toujours
refused-token-unknown = ceci ne répond à aucune de mes demandes de confirmation (son jeton { $token } est inconnu) ; rien n'a été fait : envoyez de nouveau votre commande
refused-token-other-address = la demande de confirmation { $token } a été adressée à une autre adresse ; seule cette adresse peut la confirmer, et rien n'a été fait
refused-token-answered-applied = la demande de confirmation pour "{ $what }" a déjà reçu une réponse (elle a alors été exécutée) ; rien de plus n'a été fait
refused-token-answered-not-applied = la demande de confirmation pour "{ $what }" a déjà reçu une réponse (rien n'a alors été exécuté) ; rien de plus n'a été fait

refused-too-many-parts = le courriel contient des sections pour { $parts } parties, plus que les { $most } qu'un courriel peut contenir ; rien n'a été fait
refused-personal-in-part = "name", "timezone", "language" ou "leave" appartiennent au joueur, pas à la partie { $game } : envoyez-les seuls, dans une réponse à l'un de mes messages ; rien n'a été fait dans la partie { $game }

refused-sender-mismatch = le message vient de { $sender } mais a été envoyé par { $agent } (son en-tête Sender:) ; le courrier envoyé pour le compte d'autrui n'est pas accepté, sauf si l'organisateur autorise cet expéditeur
refused-too-big = le message fait { $size } octets, plus que la limite de { $limit } octets ; envoyez votre coup en texte brut sans pièces jointes
refused-settings-unproven = "name", "timezone", "language", "notation", "board", "leave", "digest" ou "xfcc" ne comptent que dans une réponse à l'un de mes messages sur votre partie ou votre inscription (la réponse porte votre code ou le jeton de l'inscription ; un courriel sans lui pourrait venir de n'importe qui)
refused-settings-unverified = "name", "timezone", "language", "notation", "board", "leave", "digest" ou "xfcc" ne comptent que dans un courriel que son domaine authentifie, et { $why }
refused-which-game = je n'ai pas pu savoir à quelle partie ceci se rapporte : répondez à l'un de mes messages sur la partie, ou mettez son numéro dans l'objet, par exemple "[Game 12]"
refused-not-a-player-commands = { $address } n'est pas un joueur de la partie { $game } ; seuls ses deux joueurs peuvent envoyer des commandes pour elle

refused-no-overview = vous ne jouez aucune partie ici, il n'y a donc pas d'aperçu de vos parties à envoyer

refused-organiser-command = « { $command } » est une commande d'organisateur : seul un organisateur de cet arbitre peut { $command ->
        [tournament] envoyer des commandes de tournoi
        [player] inscrire la cote d'un joueur obtenue ailleurs
        [announce] faire une annonce aux inscrits d'un tournoi
        [abort] annuler une partie
        [adjudicate] adjuger une partie
        [takeback] reprendre un coup
        [resend] faire renvoyer le courrier d'une partie
        [pause] suspendre une partie
        [resume] reprendre une partie suspendue
        [overdue] demander les parties en retard
       *[other] l'utiliser
    } (depuis une adresse de sa liste d'organisateurs, avec le code de l'organisateur dans l'objet) ; rien n'a été fait
