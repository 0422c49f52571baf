# Voir locales/en/replies-more.ftl.

nothing-attachments-only = le message ne contient que des pièces jointes ; écrivez votre coup dans le texte du message
nothing-empty = le message est vide : écrivez votre coup (ou une commande comme "board") seul sur une ligne
nothing-found = aucun coup ni aucune commande n'a été trouvé : écrivez votre coup seul sur une ligne, comme "Cf3" ou "12... Cf6"
nothing-charset = (une partie du message est dans un jeu de caractères que je n'ai pas pu lire ; un texte simple en UTF-8 convient le mieux)
