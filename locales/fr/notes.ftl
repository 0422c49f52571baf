# Les notes qu'un joueur est seul à lire sur ses propres lignes conditionnelles
# (voir locales/en/notes.ftl). Les lignes elles-mêmes ("if 24... Dxe5 then
# 25. d4") et les mots de commande restent tels que l'arbitre les lit ; une
# raison venue du contrôle des règles ($why, $reason) vient dans la même langue.

## L'objet d'un courriel qui ne porte que des notes

notes-subject = Vos coups conditionnels

## Lignes reçues avec un coup

notes-kept = Coups conditionnels enregistrés ({ $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    } ; votre adversaire ne peut pas les voir) :
notes-kept-replacing = Coups conditionnels enregistrés ({ $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    }, qui remplacent celles laissées auparavant ; votre adversaire ne peut pas les voir) :
notes-refused = Coups conditionnels refusés, rien n'en est conservé :
notes-refused-earlier-stand = Coups conditionnels refusés, rien n'en est conservé (vos lignes précédentes restent valables) :
notes-refused-line = ligne { $number } ("{ $written }") : { $why }
notes-refused-more = ... et { $count } { $count ->
        [one] autre
       *[other] autres
    }

## Pourquoi une ligne est refusée

notes-why-forbidden = { $name } (tournoi { $tournament }) n'autorise pas les coups conditionnels ; envoyez chaque coup quand c'est à vous de jouer
notes-why-too-long = elle compte { $plies } demi-coups, plus que la limite de { $limit } ([limits] conditional_plies)
notes-why-too-many = vous pouvez laisser au plus { $limit } { $limit ->
        [one] ligne
       *[other] lignes
    } dans une partie ([limits] conditional_lines)
notes-why-game-over = la partie est terminée
notes-why-own-turn = c'est à vous de jouer : une ligne conditionnelle commence par le coup de votre adversaire, envoyez donc d'abord votre coup (il peut figurer dans le même courriel, au-dessus des lignes)
notes-why-over-after-condition = après { $turn } la partie est terminée ({ $result } { $how }) : rien ne peut y répondre
notes-why-over-after-reply = après { $turn } la partie est terminée : les étapes suivantes ne peuvent jamais arriver
notes-why-two-replies = elle répond à { $condition } par { $reply }, mais la ligne { $line } y répond par { $other } : un coup n'a qu'une réponse

## Ce que sont devenues les lignes quand l'adversaire a joué

notes-played = Votre réponse conditionnelle { $reply } a été jouée aussitôt.
notes-played-going-on = Votre réponse conditionnelle { $reply } a été jouée aussitôt ; { $go_on ->
        [one] { $go_on } ligne continue
       *[other] { $go_on } lignes continuent
    }.
notes-played-dropping = Votre réponse conditionnelle { $reply } a été jouée aussitôt ; { $dropped ->
        [one] { $dropped } ligne qui attendait un autre coup est supprimée
       *[other] { $dropped } lignes qui attendaient un autre coup sont supprimées
    }.
notes-played-going-on-dropping = Votre réponse conditionnelle { $reply } a été jouée aussitôt ; { $go_on ->
        [one] { $go_on } ligne continue
       *[other] { $go_on } lignes continuent
    } ; { $dropped ->
        [one] { $dropped } ligne qui attendait un autre coup est supprimée
       *[other] { $dropped } lignes qui attendaient un autre coup sont supprimées
    }.
notes-unexpected = Votre adversaire a joué { $turn }, qu'aucune de vos lignes conditionnelles n'attendait : elles sont supprimées ({ $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    }).
notes-not-played = Votre réponse conditionnelle { $reply } n'a pas pu être jouée ({ $reason }) ; vos lignes sont supprimées.
notes-moved-past = Vos coups conditionnels sont supprimés : la partie les a dépassés.
notes-stopped = Vos coups conditionnels dans cette partie sont supprimés : une proposition de nulle, une réclamation, un abandon ou la fin de la partie les arrête.

## "cancel conditionals" et "conditionals"

notes-cancelled = { $count ->
        [one] Votre ligne conditionnelle en attente est annulée.
       *[other] Vos { $count } lignes conditionnelles en attente sont annulées.
    }
notes-cancelled-none = Vous n'aviez aucun coup conditionnel en attente.
notes-pending = Vos coups conditionnels en attente (votre adversaire ne peut pas les voir) :
notes-pending-none = Vous n'avez aucun coup conditionnel en attente dans cette partie.

## Pourquoi une ligne qui commence par "if" ne se lit pas

conditional-missing-then = l'étape { $step } n'a pas de `then` : écrivez `if SON COUP then VOTRE COUP`
conditional-two-thens = l'étape { $step } a deux `then` ; séparez les étapes par `;`
conditional-no-condition = l'étape { $step } n'a pas de condition
conditional-no-reply = l'étape { $step } n'a pas de réponse
conditional-condition-not-one-turn = la condition de l'étape { $step }, "{ $text }", n'est pas un seul coup
conditional-reply-not-one-turn = la réponse de l'étape { $step }, "{ $text }", n'est pas un seul coup
notes-why-ply = demi-coup { $ply } ({ $turn }) : { $reason }
