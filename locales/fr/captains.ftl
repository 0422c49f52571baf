# Capitaines par courriel dans les compétitions par équipes (src/arbiter/events/captains.rs).
# $name est le nom du tournoi, $tournament son numéro, $team le nom de l'équipe.
# Les mots de commande restent en anglais.

## Le capitaine inscrit une équipe
captain-entered-subject = Équipe { $team } inscrite : { $name }
captain-entered = L'équipe { $team } est inscrite à { $name } (tournoi { $tournament }), avec vous comme capitaine. { $count ->
        [one] Le joueur que vous avez nommé est invité à confirmer :
       *[other] Les { $count } joueurs que vous avez nommés sont invités à confirmer :
    }
captain-entered-next = Chaque joueur fait partie de l'équipe dès qu'il confirme, et vous recevez chaque réponse. Les échiquiers sont les joueurs qui ont confirmé, dans votre ordre.
captain-order-how = Avant le début, vous pouvez changer l'ordre des échiquiers : écrivez "order { $tournament } { $team }" sur la première ligne et, en dessous, les joueurs dans le nouvel ordre, une adresse par ligne.
captain-line-board = échiquier { $board }
captain-line-waiting = pas encore de réponse
captain-line-declined = a refusé

## Un joueur nommé est sollicité
captain-ask-subject = Jouer pour l'équipe { $team } à { $name } ? [Confirm { $token }]
captain-ask-intro = { $captain }, capitaine de l'équipe { $team }, vous a nommé joueur { $place } de l'ordre des échiquiers de l'équipe à { $name } (tournoi { $tournament }).
captain-ask-confirm = Pour jouer pour l'équipe, répondez à ce message par le mot
captain-ask-decline = Pour refuser, répondez par le mot
captain-confirmed-subject = Dans l'équipe { $team } : { $name }
captain-confirmed = Vous faites partie de l'équipe { $team } à { $name } (tournoi { $tournament }), pour l'instant à l'échiquier { $board } : le capitaine peut changer l'ordre avant le début. Vous serez prévenu quand vos parties commenceront.
captain-declined-subject = Pas dans l'équipe { $team } : { $name }
captain-declined = Vous avez refusé de jouer pour l'équipe { $team } à { $name } (tournoi { $tournament }) ; son capitaine est prévenu.
captain-news-subject = Équipe { $team } : { $name }
captain-told-confirmed = { $player } a confirmé et fait partie de l'équipe { $team } à { $name }.
captain-told-declined = { $player } a refusé de jouer pour l'équipe { $team } à { $name }. Pour nommer un autre joueur, envoyez l'ordre à nouveau.
captain-ordered = L'ordre des échiquiers de l'équipe { $team } à { $name } est modifié. Les joueurs nouveaux dans la liste sont invités à confirmer.
captain-dropped = { $captain }, capitaine de l'équipe { $team }, vous a retiré de l'ordre des échiquiers à { $name } (tournoi { $tournament }) : vous ne faites plus partie de l'équipe.

## Refus
captain-enter-usage = pour inscrire une équipe, écrivez "enter", le numéro du tournoi, le mot "team" et le nom de l'équipe sur la première ligne, et en dessous les joueurs dans l'ordre des échiquiers, une adresse par ligne ("enter 12 team Ajax")
captain-order-usage = pour changer l'ordre des échiquiers d'une équipe, écrivez "order", le numéro du tournoi et le nom de l'équipe sur la première ligne, et en dessous les joueurs, une adresse par ligne ("order 12 Ajax")
captain-replace-usage = pour demander un remplacement, écrivez "replace", le numéro de l'échiquier et l'adresse du nouveau joueur ("replace 2 new@example.org"), suivis du numéro du tournoi si vous êtes capitaine d'équipes dans plusieurs tournois
captain-list-empty = aucun joueur n'est nommé : écrivez les joueurs dans l'ordre des échiquiers sur les lignes après la première, une adresse par ligne
captain-list-address = { $line } n'est pas une adresse
captain-list-twice = { $address } est nommé deux fois
captain-list-too-many = { $max ->
        [one] un seul joueur peut être nommé
       *[other] { $max } joueurs au plus peuvent être nommés
    }
captain-not-team-event = { $name } (tournoi { $tournament }) n'est pas une compétition par équipes : un joueur s'y inscrit avec "enter { $tournament }"
captain-name-taken = une équipe nommée { $team } est déjà inscrite à { $name }
captain-enter-again = vous avez déjà inscrit l'équipe { $team } à { $name } ; pour changer l'ordre des échiquiers, écrivez "order { $tournament } { $team }" avec les joueurs en dessous
captain-one-team = vous êtes déjà capitaine de l'équipe { $team } à { $name }, et un capitaine inscrit une seule équipe par tournoi
captain-plays-already = { $address } joue déjà à { $name } (tournoi { $tournament }) ou y est nommé pour une équipe ; rien n'a été changé
captain-no-team = { $name } (tournoi { $tournament }) n'a pas d'équipe nommée { $team }
captain-not-captain = vous n'êtes pas le capitaine de l'équipe { $team } à { $name } ; seul son capitaine peut le faire, et rien n'a été changé
captain-captains-none = vous n'êtes capitaine d'aucune équipe dans un tournoi en cours ; seul le capitaine d'une équipe peut le demander, et rien n'a été changé
captain-not-captain-running = vous n'êtes capitaine d'aucune équipe qui joue à { $name } (tournoi { $tournament }) ; rien n'a été changé
captain-which-event = vous êtes capitaine d'équipes dans plusieurs tournois en cours : { $events } ; écrivez le numéro du tournoi après la commande
captain-no-board = l'équipe { $team } n'a pas d'échiquier { $board } ({ $boards ->
        [one] elle a un seul échiquier
       *[other] elle a { $boards } échiquiers
    }) ; rien n'a été changé
captain-no-more-replacements = l'équipe { $team } { $max ->
        [0] ne peut avoir aucun remplacement : le tournoi n'en permet pas
        [one] a eu son remplacement à { $name }, et aucun autre n'est permis
       *[other] a eu ses { $max } remplacements à { $name }, et aucun autre n'est permis
    }
captain-answered-before = vous avez déjà répondu à cette demande concernant l'équipe { $team }
captain-answer-word = répondez sur la première ligne par le mot "confirm" pour jouer pour l'équipe, ou "decline" pour refuser
captain-request-answered = cette demande concernant l'équipe { $team } a déjà reçu une réponse ({ $status ->
        [granted] accordée
       *[refused] refusée
    })
captain-not-running = { $name } (tournoi { $tournament }) n'est pas en cours, ou l'équipe { $team } s'est retirée ; rien n'a été changé

## Demandes aux organisateurs
captain-request-subject = Demande du capitaine, équipe { $team } : { $name } [Confirm { $token }]
captain-replace-asked = { $captain }, capitaine de l'équipe { $team } à { $name } (tournoi { $tournament }), demande le remplacement de { $old } par { $new } à l'échiquier { $board }.
captain-withdraw-asked = { $captain }, capitaine de l'équipe { $team }, demande à retirer l'équipe de { $name } (tournoi { $tournament }).
captain-request-approve = Pour l'accorder, répondez à ce message par le mot
captain-request-refuse = Pour la refuser, répondez par le mot
captain-request-sent = Votre demande a été transmise aux organisateurs ; vous recevrez leur réponse.
captain-request-refused = L'organisateur { $organiser } a refusé votre demande pour l'équipe { $team } à { $name } : { $what }.
captain-what-replace = { $new } à l'échiquier { $board }
captain-what-withdraw = le retrait de l'équipe

## Un remplacement accordé
captain-replaced = confié l'échiquier { $board } de l'équipe { $team } à { $new }, en remplacement de { $old }
captain-replaced-news = L'organisateur ({ $by }) a { $what }. { $games ->
        [0] L'échiquier n'a pas de partie en cours ; ses résultats restent acquis à l'échiquier.
        [one] La partie en cours de l'échiquier passe au nouveau joueur avec un nouveau code, et l'ancien code n'est plus valable ; les résultats déjà obtenus restent acquis à l'échiquier.
       *[other] Les { $games } parties en cours de l'échiquier passent au nouveau joueur avec de nouveaux codes, et les anciens codes ne sont plus valables ; les résultats déjà obtenus restent acquis à l'échiquier.
    }
captain-replaced-you = vous reprenez cette partie pour votre équipe à la demande de votre capitaine ; répondez à ce message pour jouer (il porte votre code pour la partie)
captain-replaced-opponent = un remplacement demandé par le capitaine de l'autre équipe ; la partie continue contre le nouveau joueur

## Une équipe se retire
captain-team-withdrawn-reason = l'équipe { $team } s'est retirée de { $name } à la demande de son capitaine, accordée par les organisateurs
captain-team-withdrawn = L'équipe { $team } s'est retirée de { $name } (tournoi { $tournament }). { $games ->
        [0] Aucune partie de l'équipe n'était en cours ; les résultats déjà obtenus restent acquis.
        [one] Sa partie en cours est perdue par forfait ; les résultats déjà obtenus restent acquis.
       *[other] Ses { $games } parties en cours sont perdues par forfait ; les résultats déjà obtenus restent acquis.
    }

captain-individual-entry = { $name } (tournoi { $tournament }) est une compétition par équipes : le capitaine inscrit l'équipe avec "enter { $tournament } team NOM" sur la première ligne et, en dessous, les joueurs dans l'ordre des échiquiers
