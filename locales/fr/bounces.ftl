# Avis de non-distribution : quand mes messages à un joueur reviennent non
# distribués, l'avis aux organisateurs, l'avis à l'adversaire dans chaque
# partie en cours du joueur et la ligne de l'aperçu (overview.txt). Les
# paramètres comme dans locales/en/bounces.ftl ; $words sont les mots du
# serveur de messagerie destinataire, non traduits. Les mots de commande entre
# guillemets doubles restent en anglais.

bounce-cause-no-such-address = l'adresse n'existe pas
bounce-cause-mailbox-full = la boîte aux lettres est pleine
bounce-cause-mailbox-disabled = la boîte aux lettres est désactivée
bounce-cause-refused = le serveur de messagerie destinataire refuse mes messages
bounce-cause-other = le serveur de messagerie destinataire ne les accepte pas

## Aux organisateurs

bounce-organisers-subject = Les messages à { $address } reviennent non distribués
bounce-organisers-intro = Depuis { $since }, mes messages à { $address } reviennent non distribués : { $why }.
bounce-organisers-words = Le serveur de messagerie destinataire a écrit : { $words }
bounce-organisers-games = { $count ->
        [one] Le joueur a { $count } partie en cours :
       *[other] Le joueur a { $count } parties en cours :
    }
bounce-organisers-game = Partie { $game } contre { $opponent }
bounce-organisers-no-game = Le joueur n'a aucune partie en cours.
bounce-organisers-what =
    Les adversaires ont été prévenus que le joueur n'a peut-être plus de
    nouvelles de la partie. Les pendules continuent de tourner comme avant : à
    vous de décider s'il faut en arrêter une
    ("arbiter game pause GAME --reason WHY", ou "pause GAME reason" par
    message). La marque disparaît dès qu'un message de cette adresse arrive ;
    jusque-là, "arbiter status" l'affiche, et vous n'en êtes averti qu'une fois.

## À l'adversaire

bounce-opponent-subject = Votre adversaire n'a peut-être plus de nouvelles de la partie
bounce-opponent =
    Depuis { $since }, mes messages à votre adversaire { $opponent } dans la
    partie { $game } reviennent non distribués ({ $why }) : votre adversaire n'a
    peut-être plus de nouvelles de la partie. Les pendules continuent de tourner
    comme avant ; vous pouvez continuer à jouer.
bounce-opponent-organisers = Les organisateurs ont été prévenus.

## L'aperçu ("games")

overview-opponent-bounces = Les messages à { $opponent } reviennent non distribués depuis { $since }.
