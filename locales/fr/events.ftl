# Les mots des messages sur les tournois, en français (les mêmes ids que
# locales/en/events.ftl). Les mots de commande ("confirm", "withdraw entry",
# "name", "timezone", "language", "board") restent en anglais.

## Un tournoi nommé dans un message

event-name = { $name } (tournoi { $tournament })
event-line = { $name } (tournoi { $tournament }), ronde { $round }
event-cup-game-line = { $name } (tournoi { $tournament }) : { $round }, match { $match }, partie { $game }
event-cup-tie-break-line = { $name } (tournoi { $tournament }) : { $round }, match { $match }, partie de départage { $game }

## L'inscription par courriel

entry-request-subject = Confirmez votre inscription à { $name } [Confirm { $token }]
entry-request-intro = Vous avez demandé à vous inscrire à { $name } (tournoi { $tournament }) : { $title }.
entry-request-confirm = Pour confirmer, répondez à ce message par le mot
entry-request-settings = Vous pouvez indiquer votre nom, votre fuseau horaire ou votre langue dans la même réponse, chacun sur sa propre ligne ("name Jane Doe", "timezone Europe/Berlin", "language fr").
entry-request-close = Sans réponse, rien ne se passe. Les inscriptions ferment le { $until }.
entry-still-waits = Votre inscription attend encore : pour la confirmer, répondez à ma demande par le mot "confirm".
entered-subject = Inscrit : { $name } [Confirm { $token }]
entered-seat = Vous êtes inscrit à { $name } (tournoi { $tournament }), joueur { $seat } sur { $entered }.
entered-next = Vous serez averti quand les inscriptions fermeront et quand vos parties commenceront.
entered-withdraw = Pour retirer votre inscription avant le début, écrivez : "withdraw entry { $tournament }"
entered-settings = Avant votre première partie, vous pouvez indiquer votre nom, votre fuseau horaire ou votre langue en réponse à ce message, chacun seul sur une ligne, par exemple : "name Jane Doe" ; "timezone Europe/Berlin" ; "language fr".
withdrawn-subject = Inscription retirée : { $name }
withdrawn = Votre inscription à { $name } (tournoi { $tournament }) est retirée.
entries-closed-subject = { $name } : inscriptions closes
entries-closed = Les inscriptions à { $name } (tournoi { $tournament }) sont closes : { $count } { $count ->
        [one] joueur
       *[other] joueurs
    }.
entries-closed-start = L'organisateur lance le tournoi ; vous recevrez un message pour chacune de vos parties.

## L'exemption et une ronde non appariée

bye-subject = { $name }, ronde { $round } : exempt
bye = { $event }, ronde { $round } : l'appariement vous exempte (le nombre de joueurs est impair), ce qui vaut { $worth }. Vous ne jouez aucune partie dans cette ronde ; la ronde suivante est appariée quand toutes les parties de celle-ci sont terminées.
bye-worth-one = 1 point
bye-worth = { $points } { $points ->
        [one] point
       *[other] points
    }
pairing-error-subject = { $name } : ronde { $round } non appariée
pairing-error = { $event } : la ronde { $round } n'a pas pu être appariée, et aucune de ses parties n'a commencé.
pairing-error-retry = L'arbitre réessaie à chaque relève du courrier, et `arbiter tournament pair { $tournament }` essaie tout de suite. Une fois le problème corrigé, la ronde est appariée et envoyée comme d'habitude.

## Les résultats et la grille

results-subject-final = { $name } : grille finale
results-subject = { $name } : grille après { $done } parties sur { $games }
results-new-one = Nouveau résultat :
results-new-many = Nouveaux résultats :
results-line = Ronde { $round }, partie { $game } : { $white } - { $black } { $result } ({ $how })
results-final = Toutes les parties sont terminées : voici le classement final.
results-running = { $running } { $running ->
        [one] partie encore en cours
       *[other] parties encore en cours
    }.

## La réponse aux réglages

settings-subject = Réglages modifiés
settings-done = Fait :
settings-name = Votre nom est désormais { $name }.
settings-timezone = Votre fuseau horaire est désormais { $zone }.
settings-language = Votre langue est désormais { $language }. Vos coups sont lus et écrits avec les lettres de pièces { $letters }.
settings-notation = Votre notation est désormais { $notation } : les coups vous sont écrits ainsi.
settings-board-grid = Vos réponses montrent désormais l'échiquier dessiné en grille ("board grid").
settings-board-list = Vos réponses montrent désormais les pièces énumérées en toutes lettres au lieu de la grille, pour un lecteur d'écran ("board list").
settings-board-both = Vos réponses montrent désormais la grille et les pièces énumérées en toutes lettres ("board both").
settings-leave = Congé du { $first } au { $last } (jours UTC, tous deux inclus).
settings-leave-clocks = Vos pendules s'arrêtent pendant le congé, et vos adversaires en sont informés.
settings-leave-taken = Congé pris : { $years }.
settings-leave-year = { $year } : { $days } jours sur { $allowance }
settings-zone-hint = Les délais des réponses sont en UTC, et aussi dans votre fuseau horaire dès que vous envoyez
settings-zone-hint-how = "timezone" avec son nom IANA (par exemple "timezone Europe/Berlin").

## Les annonces de l'organisateur et ses interventions dans une partie

announce-subject = { $name } : de l'organisateur
organiser-subject = L'organisateur a { $what }
organiser-did = L'organisateur ({ $by }) a { $what }.
organiser-reason = Motif : { $reason }
organiser-dropped = Vos coups conditionnels dans cette partie sont annulés : l'organisateur a { $what }.
organiser-ended = mis fin à la partie : { $result } ({ $how })
organiser-took-back = repris le dernier coup des { $side }, { $move } (demi-coup { $ply })
organiser-paused = arrêté les pendules
organiser-resumed = remis les pendules en marche

## Pourquoi une inscription ou un retrait est refusé

entry-by-organiser = { $name } (tournoi { $tournament }) ne prend pas d'inscriptions par courriel : son organisateur inscrit les joueurs
entry-closed-on = les inscriptions à { $name } (tournoi { $tournament }) ont fermé le { $until }
entry-closed-started = les inscriptions à { $name } (tournoi { $tournament }) ont fermé à son début
entry-closed-started-on = les inscriptions à { $name } (tournoi { $tournament }) ont fermé à son début, le { $at }
entry-not-taken = { $why } ; votre inscription n'a pas été prise
entry-already = vous êtes déjà inscrit à { $name } (tournoi { $tournament })
entry-full = { $name } (tournoi { $tournament }) est complet : { $max } joueurs inscrits
entry-unknown = il n'y a pas de tournoi "{ $words }" ; écrivez : "enter NUMÉRO" (ou son nom)
entry-not-confirmed = votre inscription n'est pas confirmée (la réponse ne disait pas "confirm") ; personne n'a été inscrit
withdraw-unknown = il n'y a pas de tournoi "{ $words }"
withdraw-started = { $name } (tournoi { $tournament }) a commencé : demandez à son organisateur de vous retirer
withdraw-not-entered = vous n'êtes pas inscrit à { $name } (tournoi { $tournament })

## Le congé d'un joueur, annoncé à son adversaire

leave-notice-subject = Votre adversaire est en congé du { $first } au { $last } (jours UTC, tous deux inclus)
leave-notice-who = Votre adversaire, { $who }, est en congé
leave-notice-span = du { $first } au { $last } (jours UTC, tous deux inclus).
leave-notice-clock = Sa pendule dans cette partie s'arrête pendant le congé ; la vôtre tourne comme d'habitude quand vous avez le trait.

## Réponses au jeton d'une inscription qui ne font rien

entry-other-address = cette inscription a été demandée par une autre adresse ; seule cette adresse peut la confirmer ou y joindre des réglages, et rien n'a été fait
entry-settings-refused = { $error } ; rien n'a été fait, et votre inscription reste telle quelle
entry-answers-to-entered = vous êtes déjà inscrit ; une réponse à mon message sur votre inscription ne compte que pour vos réglages, chacun seul sur une ligne ("name Jane Doe", "timezone Europe/Berlin", "language fr", "leave 2026-12-24 2027-01-02"), ou pour "withdraw entry" avec le numéro du tournoi ; rien n'a été fait
entry-answered-before = cette inscription a déjà reçu une réponse ({ $status }) ; rien n'a été refait

## Une inscription refusée pour sa cote ; une inscription périmée

entry-rating-low = { $name } (tournoi { $tournament }) accepte les joueurs ayant une cote d'au moins { $min } ; { $what } est de { $rating }
entry-rating-none = { $name } (tournoi { $tournament }) accepte les joueurs ayant une cote d'au moins { $min }, et vous n'avez ici aucune cote en { $variant } ni aucune venue d'ailleurs (un organisateur peut saisir une cote ICCF ou FIDE)
entry-rating-own = votre cote en { $variant }
entry-rating-elsewhere = votre cote venue d'ailleurs
entry-gone = le tournoi de cette inscription n'existe plus
entry-settings-unwritten = { $why } ; vos réglages n'ont pas été enregistrés non plus

## Tournois thématiques : chaque partie commence par une ouverture ou une position imposée

event-theme-opening = Tournoi thématique : chaque partie commence après l'ouverture imposée { $moves }.
event-theme-position = Tournoi thématique : chaque partie commence dans la position imposée { $fen }.
event-theme-short-opening = tournoi thématique, ouverture imposée { $moves }
event-theme-short-position = tournoi thématique, position imposée { $fen }
tournament-theme-position = --fen : la position imposée ne peut pas être jouée : { $error }
tournament-theme-over = la partie est déjà terminée dans la position de départ imposée ({ $result } : { $how }) ; un tournoi thématique demande une position où le jeu continue
tournament-theme-empty = --opening : aucun coup n'a été lu ; écrivez les coups de l'ouverture imposée depuis la position initiale, par exemple "1. e4 e5 2. f4"
tournament-theme-move = --opening : le coup { $label } { $text } ne peut pas être joué : { $reason }
event-meeting-line = match par équipes { $home } - { $away }, échiquier { $board }
