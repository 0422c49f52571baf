# Les textes des messages de l'arbitre sur les parties, en français. Mêmes identifiants
# et mêmes variables que locales/en/replies.ftl (tests/locales.rs). Les mots de commande
# qu'un joueur envoie ("draw", "decline", "board", "help", "history", "resign",
# "claim draw") restent en anglais : c'est ainsi que l'arbitre les lit. Les numéros de
# règle (FIDE 6.9, M6, B2) restent tels quels. On vouvoie le joueur. Termes : GLOSSARY.md.
# side-white et side-black sont « Blancs » et « Noirs » sans article : chaque phrase
# met l'article elle-même (« les { $side } », « aux { $side } »), au pluriel.

## Les camps et la première ligne de chaque message de partie

side-white = Blancs
side-black = Noirs
# Un joueur dans la première ligne : son nom et son camp, et sa cote s'il en a une.
player-white = { $name } (Blancs)
player-white-rated = { $name } (Blancs, { $rating })
player-black = { $name } (Noirs)
player-black-rated = { $name } (Noirs, { $rating })
# $white et $black sont player-white et player-black ; $variant le nom de la variante.
game-header = Partie { $game } : { $white } – { $black }, { $variant }
game-header-unrated = Partie { $game } : { $white } – { $black }, { $variant }, non classée
moves-label = Coups :
footer = { $arbiter } : un arbitre automatique ; les réponses sont lues par un programme.

## L'annonce d'un coup (update.txt) et l'échiquier (board.txt)

# $side vaut side-white ou side-black ; $label le numéro du coup (`12.` ou `12...`).
update-played = Les { $side } ont joué { $label } { $move } (reçu sous la forme "{ $input }").
board-move-times = Chaque coup, sa date de réception et les jours utilisés par son auteur :

## Où en est la partie (la ligne d'état)

status-your-move = À vous de jouer (trait aux { $side }, coup { $number }).
status-their-move = Trait aux { $side } ({ $number }) ; je vous écrirai quand ce sera votre tour.
status-check = Les { $side } sont en échec.
status-your-offer = Votre proposition de nulle est maintenue.
status-their-offer = Les { $side } proposent la nulle : répondez "draw" pour accepter ou "decline" pour refuser.
status-game-over = Partie terminée : { $result } ({ $how }).

## Comment une partie s'est terminée ($side le gagnant, $other le perdant)

outcome-aborted = Partie annulée par l'organisateur
outcome-win-checkmate = Les { $side } gagnent par échec et mat
outcome-win-resignation = Les { $side } gagnent par abandon
outcome-win-king-captured = Les { $side } gagnent par la prise du roi
outcome-win-no-legal-move = Les { $side } gagnent en laissant l'adversaire sans coup légal
outcome-win-time = Les { $side } gagnent au temps
outcome-win-adjudication = Les { $side } gagnent par adjudication
outcome-win-forfeit = Les { $side } gagnent par forfait : les { $other } se sont retirés du tournoi
outcome-draw-stalemate = Nulle par pat
outcome-draw-dead-position = Nulle par position morte (aucun mat n'est possible)
outcome-draw-fivefold = Nulle par quintuple répétition de la position
outcome-draw-seventy-five = Nulle par la règle des 75 coups
outcome-draw-threefold = Nulle par triple répétition de la position (réclamée)
outcome-draw-fifty = Nulle par la règle des 50 coups (réclamée)
outcome-draw-agreement = Nulle par accord mutuel
outcome-draw-adjudication = Nulle par adjudication
outcome-draw-timeout-cannot-win = Nulle par dépassement du temps face à un camp qui ne pouvait pas gagner (FIDE 6.9)

## Objets des messages de partie ($what est le coup, `12. Nf3`)

subject-to-move = { $what }, trait aux { $side }
subject-over = { $what } { $result } ({ $how })
subject-reminder = Rappel : à vous de jouer, il vous reste { $left }
subject-refused = Non accepté : { $reason }
subject-new-game = Nouvelle partie : { $white } – { $black } ({ $variant })

## Un message qui n'a pas été pris en compte (error.txt)

error-not-used = Votre message n'a pas été pris en compte :
error-not-used-subject = Votre message "{ $subject }" n'a pas été pris en compte :
error-notation = Les coups en { $variant } s'écrivent ainsi :
error-board-again = Envoyez "board" pour revoir la position.
error-unchanged = La partie { $game } est inchangée.
error-help = Envoyez "help" pour obtenir la liste des commandes.

## Un rappel (reminder.txt)

reminder-your-move = Rappel : c'est à vous de jouer, et il vous reste { $left }.
reminder-deadline = Votre date limite : { $deadline }.
reminder-on-clock = Votre pendule indique { $on_clock } : le reste est un congé, pendant lequel elle est arrêtée.
reminder-lost = Si aucun coup de votre part n'est arrivé d'ici là, la partie est perdue au temps.

## Une nouvelle partie (new_game.txt)

new-game-title = Partie { $game } : { $variant }
new-game-title-unrated = Partie { $game } : { $variant }, non classée
new-game-white = Blancs : { $name }
new-game-white-rated = Blancs : { $name } ({ $rating })
new-game-black = Noirs : { $name }
new-game-black-rated = Noirs : { $name } ({ $rating })
new-game-you-play = Vous jouez avec les { $side }.
new-game-your-move = C'est à vous de jouer.
new-game-wait = Les { $side } jouent en premier ; je vous écrirai quand ce sera votre tour.
new-game-how = Comment jouer : répondez à ce message avec votre coup seul sur une ligne, par exemple "Nf3" (ou "Cf3" après "language fr"), "e2-e4" ou "1. e4". Utilisez le bouton Répondre de votre messagerie : la réponse garde votre code pour cette partie dans l'adresse et dans l'objet, de sorte que votre coup est joué aussitôt (un nouveau message avec "[Game { $game }]" dans l'objet est joué dès que vous le confirmez).
new-game-commands = Commandes : resign (abandonner), draw (proposer ou accepter la nulle), decline (refuser), claim draw (réclamer la nulle), board (échiquier), history (historique), help (aide).

## Une partie terminée par la pendule ou par un organisateur (forfeit.txt)

forfeit-organiser = Vous recevez ce message en tant qu'organisateur.
