# Voir locales/en/confirm.ftl.

confirm-subject = Merci de confirmer : { $what }
confirm-asks = Un message envoyé depuis votre adresse demande ceci dans la partie { $game } :
confirm-asks-subject = Un message envoyé depuis votre adresse ("{ $subject }") demande ceci dans la partie { $game } :
confirm-why = Comme { $why }, rien n'a encore été fait : n'importe qui peut écrire votre adresse sur un courriel, et c'est le code (et, quand l'arbitre la vérifie, la signature DKIM de votre domaine de messagerie) qui montre que c'est bien vous.
confirm-no-code = Il ne portait pas votre code pour la partie { $game }, donc rien n'a encore été fait : n'importe qui peut écrire votre adresse sur un courriel, et c'est le code qui montre que c'est bien vous.
confirm-how = Pour l'exécuter, répondez à ce message avec le bouton Répondre de votre logiciel de messagerie (la réponse garde le jeton dans l'adresse et l'objet) ; inutile d'y écrire quoi que ce soit. Si la partie avance avant votre réponse, rien n'est fait et je vous le dis. Si vous ne l'avez pas envoyé, ignorez ce message : la partie reste telle quelle.
confirm-next-time = La prochaine fois, répondez à l'un de mes messages sur la partie { $game } : votre coup portera alors votre code et sera joué aussitôt.

held-subject = Retenu pour l'organisateur
held-intro = Votre message est retenu pour l'organisateur.
held-intro-subject = Votre message "{ $subject }" est retenu pour l'organisateur.
held-limit = { $states } états de recherche ou { $seconds } secondes
held-why = Le vérifier demande plus de travail que la limite de cet arbitre ({ $limit }) : la position a tant de pièces en mouvement ou de possibilités que la recherche selon les règles durerait trop longtemps. Votre message n'est ni accepté ni refusé. Rien ne change tant que l'organisateur n'a pas décidé ; il vous écrira. Merci de ne pas le renvoyer.
held-why-game = Le vérifier demande plus de travail que la limite de cet arbitre ({ $limit }) : la position de la partie { $game } a tant de pièces en mouvement ou de possibilités que la recherche selon les règles durerait trop longtemps. Votre message n'est ni accepté ni refusé. La partie { $game } reste inchangée tant que l'organisateur n'a pas décidé ; il vous écrira. Merci de ne pas le renvoyer.
