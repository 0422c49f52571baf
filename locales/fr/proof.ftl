# Voir locales/en/proof.ftl. Ces textes suivent « Comme » (confirm-why) ;
# « il » est le message. DKIM, ARC, From:, les domaines, les adresses et les mots
# de la bibliothèque de vérification ($error) restent tels quels.

## Le code

proof-no-game-code = il ne portait pas votre code pour la partie { $game }
proof-no-code = il ne portait pas votre code pour la partie
# $count : combien de codes différents le message portait (2 ou plus).
proof-several-codes = il portait { $count } { $count ->
        [one] code différent
       *[other] codes différents
    }, et un message qui en porte plus d'un compte comme s'il n'en portait aucun
proof-no-player-code = il ne portait pas votre code de joueur (une réponse à ma vue d'ensemble de vos parties le porte)
proof-no-codes = il ne portait ni votre code de joueur ni votre code pour la partie { $game }
# $spell est proof-spell-game ou proof-spell-sender.
proof-guarded = quelqu'un a tenté de deviner des codes ({ $spell }), si bien que pour l'instant chaque commande attend votre confirmation
# $window : une durée telle que l'opérateur l'a écrite (1h, 30m).
proof-spell-game = la partie { $game } a connu { $count } { $count ->
        [one] tentative échouée
       *[other] tentatives échouées
    } sur des codes secrets au cours de la dernière période de { $window }, le maximum autorisé étant { $limit }
proof-spell-sender = l'expéditeur { $sender } a fait { $count } { $count ->
        [one] tentative échouée
       *[other] tentatives échouées
    } sur des codes secrets au cours de la dernière période de { $window }, le maximum autorisé étant { $limit }
proof-both = { $code }, et { $dkim }

## Le domaine de l'expéditeur (DKIM, ARC)

proof-no-domain = { $sender } n'a pas de domaine auquel confronter une signature DKIM
dkim-no-runtime = l'environnement d'exécution DNS n'a pas pu démarrer ({ $error })
dkim-timeout = la vérification de la signature DKIM de { $domain } a pris plus de { $seconds } s (le DNS n'a pas répondu)
dkim-failed = la vérification DKIM a échoué de façon inattendue
dkim-unreadable-header = l'en-tête du message n'a pas pu être lu pour la vérification DKIM
dkim-no-dns = le DNS n'a pas pu être configuré pour la vérification DKIM ({ $error })
dkim-no-key = la signature DKIM pour { $domain } n'a pas pu être vérifiée, sa clé n'ayant pas pu être trouvée dans le DNS ({ $error })
dkim-failed-because = la signature DKIM pour { $domain } n'a pas été validée ({ $error })
dkim-not-verified = la signature DKIM pour { $domain } n'a pas été validée
dkim-none = le message ne porte aucune signature DKIM de { $domain }, le domaine de son adresse From:
# $others : les domaines qui l'ont signé.
dkim-others = le message est signé (DKIM) par { $others }, et non par { $domain }, le domaine de son adresse From:
# La raison DKIM et ce que dit la chaîne ARC.
dkim-and-arc = { $dkim }, et { $arc }
arc-not-vouched = la chaîne ARC du message (scellée par { $sealers }) n'atteste pas que la signature DKIM de { $domain } était valide à son arrivée là-bas
arc-sealed-by-nobody = la chaîne ARC du message n'est scellée par personne, et cet arbitre ne fait pas confiance à une telle chaîne
arc-untrusted = la chaîne ARC du message est scellée par { $sealers }, à qui cet arbitre ne fait pas confiance
arc-failed = la chaîne ARC du message n'a pas été validée ({ $error })
arc-unchecked = la chaîne ARC du message n'a pas pu être vérifiée ({ $error })
