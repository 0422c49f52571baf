# Voir locales/en/replies-more.ftl.

nothing-attachments-only = le message ne contient que des pièces jointes ; écrivez votre coup dans le texte du message
nothing-empty = le message est vide : écrivez votre coup (ou une commande comme "board") seul sur une ligne
nothing-found = aucun coup ni aucune commande n'a été trouvé : écrivez votre coup seul sur une ligne, comme "Cf3" ou "12... Cf6"
nothing-charset = (une partie du message est dans un jeu de caractères que je n'ai pas pu lire ; un texte simple en UTF-8 convient le mieux)

## L'échiquier demandé avec "board" (l'objet)

board-subject = Échiquier après { $turns } { $turns ->
        [one] tour
       *[other] tours
    }
moves-none-yet = (aucun pour l'instant)

## La note à chaque organisateur sur un message retenu (held_note.txt)

held-note-subject = Un message est retenu pour vous
held-note-intro = Un message est retenu pour vous : son examen a dépassé la limite de recherche ({ $limit }).
held-note-from = De :
held-note-mail-subject = Objet :
held-note-message-id = Message-ID :
held-note-game = Partie :
held-note-game-unknown = (inconnue)
held-note-what-now = Rien n'a été modifié. Le message est conservé dans la base de données (résultat "held" ; il est arrivé sous le nom { $source }). Pour le juger avec une limite plus grande, augmentez [limits] search_states / search_seconds dans la configuration et lancez `arbiter held release { $key }` ; l'expéditeur reçoit alors la réponse habituelle.
