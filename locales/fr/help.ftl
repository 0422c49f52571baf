# La réponse d'aide (templates/help.txt) et l'aide de notation de chaque variante,
# en français. Mêmes identifiants, mêmes paramètres que locales/en/help.ftl
# (tests/suite/locales.rs). Les mots de commande qu'envoie un joueur ("resign", "draw",
# "help", "if ... then" ...) restent en anglais : l'arbitre ne lit que ceux-là.
# Les numéros de règle (FIDE 1.1, B2, M5, X5 ...) et les exemples de notation
# restent tels quels. Les blocs de commandes et l'aide de chaque variante sont
# décalés de quatre espaces dans le message ; lignes de 78 caractères au plus.
# Termes : GLOSSARY.md.

## La réponse d'aide

help-subject = Aide : jouer par courriel
help-subject-variant = Aide : jouer { $variant } par courriel
help-title = Comment jouer par courriel avec { $arbiter }
help-how = Répondez à un message sur votre partie (ou mettez "[Game N]" dans l'objet) et écrivez chaque commande seule sur une ligne.
help-moves-in = Les coups en { $variant } :
help-variants = Les coups de chaque partie s'écrivent dans la notation propre à sa variante : envoyez "help" en réponse à un message sur votre partie pour la voir. Les variantes :
help-commands-heading = Les commandes, les mêmes dans toutes les variantes :
help-commands =
    resign                  abandonner la partie
    draw                    proposer la nulle, ou accepter celle de l'adversaire
    decline                 refuser la proposition de nulle de l'adversaire
    claim draw              réclamer la nulle par triple répétition ou par la
                            règle des 50 coups
    board                   afficher l'échiquier
    history                 afficher les coups
    help                    ce texte
    games                   la liste de toutes vos parties, la plus urgente
                            d'abord ; répondez-y avec une ligne par partie
                            ("Game 12: Nf3", "14: e5") pour jouer dans
                            plusieurs parties à la fois
help-conditionals = Coups conditionnels : des réponses aux coups que votre adversaire pourrait jouer, pour ne pas attendre un jour pour chacun. Une ligne par branche, chacune seule sur une ligne, sous votre coup ou sans lui ; les étapes d'une ligne se suivent, séparées par ";" :
help-conditionals-commands =
    if SON COUP then VOTRE COUP; if SON COUP SUIVANT then VOTRE COUP SUIVANT
                            chaque coup dans la notation de cette partie
                            (l'exemple ci-dessus) ; les numéros de coup peuvent
                            être omis
    conditionals            afficher vos coups conditionnels en attente
    cancel conditionals     les abandonner
help-conditionals-matching = Quand le coup de votre adversaire correspond (le même coup, quelle que soit son écriture), votre réponse est jouée aussitôt et rien n'est décompté de votre temps ; les lignes qui attendaient un autre coup sont écartées, de même que toute ligne lors d'une proposition ou d'une réclamation de nulle, d'un abandon ou de la fin de la partie. Votre adversaire ne les voit jamais. Un nouvel ensemble remplace l'ancien. Ils ne valent que dans une réponse à l'un de mes messages.
help-settings = Vos propres réglages, chacun seul sur une ligne, dans un message sans coups (avant votre première partie, en réponse à mon message sur votre inscription à un tournoi) :
help-settings-commands =
    name Jane Doe           votre nom, pour les réponses et les balises PGN
    timezone Europe/Berlin  les délais sont aussi indiqués dans ce fuseau horaire
    language fr             votre langue, un code ISO 639-1 (en de fr es it nl
                            pt sv pl cs hu ru)
    notation numeric        la notation dans laquelle je vous écris les
                            coups : san, long, numeric ou figurine
    board list              les échiquiers en listes de pièces écrites en mots
                            (pour un lecteur d'écran) au lieu de la grille ;
                            board both, board grid
    digest daily 18:00      les coups de vos adversaires dans un récapitulatif
                            à cette heure (dans votre fuseau horaire) ;
                            plusieurs fois par jour : digest 08:00 18:00 ;
                            digest off le désactive
    leave 2026-12-24 2027-01-02
                            congé ces jours-là (UTC, bornes comprises) : vos
                            pendules s'arrêtent et vos adversaires en sont
                            informés ; un quota annuel s'applique
help-sending = Seul le camp au trait peut envoyer un coup, et seulement depuis l'adresse inscrite pour la partie. Un coup, un abandon ou une nulle compte aussitôt quand il répond à l'un de mes messages sur la partie (le bouton Répondre garde votre code de partie dans l'adresse et l'objet) ; tout autre courriel de votre adresse est exécuté dès que vous répondez à ma demande de confirmation. Les lignes de texte ordinaire sont ignorées, de même que le texte cité et les signatures.

## La notation de chaque variante : comment s'écrivent ses coups, avec des
## exemples (sous "Les coups en ..." dans la réponse d'aide et sous un coup
## refusé). Les exemples de notation et les numéros de règle restent tels quels.

help-variant-chess =
    Nf3, exd5, O-O, e8=Q    un coup en SAN ; prise avec x ou :
    Ng1-f3, e7:d8=Q         notation algébrique longue
    g1f3, e7e8q             coordonnées
    5254, 7163, 57581       notation numérique ICCF : cases de départ et
                            d'arrivée en chiffres, colonne puis rangée
                            (e2 = 52) ; 5171 roque ; un cinquième chiffre
                            promeut : 1 dame, 2 tour, 3 fou, 4 cavalier
    ♘f3, ♞f3                les figurines remplacent la lettre de la pièce
    Cf3, Dxe5 (language fr) les lettres de votre langue (R D T F C), après
                            "language fr" seul dans un courriel (de fr es it nl
                            pt sv pl cs hu ru)
    12. Nf3, 12... Nf6      un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    +, #, !, ?              les annotations sont acceptées et ignorées
    if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5
                            une ligne conditionnelle : vos réponses aux coups
                            que votre adversaire pourrait jouer (plus de détails
                            dans la réponse à "help")

help-variant-blackholes =
    e4, Ke2, Hd3, exd5      un coup ordinaire en SAN (un trou se déplace d'un pas
                            de roi vers une case vide, B3) ; formes longues
                            aussi : Nb8-c6, Sb8-c6
    (He1)                   parachuter l'un de vos trous sur une case vide de
                            votre première rangée, au lieu d'un coup (B2)
    Ra1-b1-a4xb4            un coup relativiste (B4, B7) : pièce, départ, le
    d2-d3-d3-d6             trou ami où elle entre, le trou ami d'où elle sort,
                            - ou x, arrivée ; la pièce sort dans la direction
                            où elle est entrée
    a7-a8-b6-b8=Q           la promotion s'écrit après la case d'arrivée (B8)
    O-O-O                   le roque, grand roque seulement (B1)
    5254, (H51)             notation numérique ICCF : colonnes 1-5, puis la
    37-36-46x42             rangée (e2 = 52) ; un parachutage garde ses
    17-18-26-281            parenthèses ; un trajet relativiste est la suite de
                            ses cases ; un cinquième chiffre promeut (1 dame)
    Re2 (language fr)       les lettres de votre langue (R pour le roi), après
                            "language fr" seul dans un courriel (de fr es it nl pt
                            sv pl cs hu ru) ; le trou reste H : avec pl ou hu, où
                            H est une pièce, Hd3 est le coup de cette pièce quand
                            elle en a un, sinon celui du trou
    3. (He1), 3... (Ha8)    un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    if 1... (Hb8) then 2. Ke2; if 2... Rc7-c6-d6xd2 then 3. Kd1
                            une ligne conditionnelle : parachutages et trajets
                            relativistes sont des coups comme les autres (plus
                            de détails dans la réponse à "help")

help-variant-cwda =
    e4, Nf3, O-O, e8=Q      la SAN comme aux échecs, avec les lettres propres à
                            chaque armée
    (WA)g1-e3, WAg1-e3      une pièce d'armée par son désignateur de Betza, avec
                            ou sans parenthèses, ses atomes dans n'importe quel
                            ordre : (NB) = (BN)
    Ag1-e3, Wg1-e3          ou par sa lettre FEN (voir la légende sous
                            l'échiquier)
    5254, 57581             notation numérique ICCF (e2 = 52) ; le cinquième
                            chiffre promeut en la pièce de votre armée à cette
                            place : 1 celle de la dame, 2 de la tour, 3 du fou,
                            4 du cavalier (docs/rules/cwda.md)
    ♘f3, ♞f3                les figurines remplacent la lettre de la pièce
    Cf3 (language fr)       les lettres de votre langue (R D T F C) pour les
                            pièces FIDE, après "language fr" seul dans un courriel
                            (de fr es it nl pt sv pl cs hu ru) ; les lettres des
                            armées restent
    12. Nf3, 12... Nf6      un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    if 3... (WA)g8-e6 then 4. FADc1-c3; if 4... e5 then 5. Nf3
                            une ligne conditionnelle : vos réponses aux coups
                            que votre adversaire pourrait jouer (plus de détails
                            dans la réponse à "help")

help-variant-knightmare =
    e4, Nf3, O-O, e8=Q      la SAN comme aux échecs
    Q~Nc2                   votre dame s'unit au cavalier adverse en c2 en un
                            Knightmare (K1, K5) ; Qxc2 se lit de même
    QNe4, QNd2-e4, QNxe4    un Knightmare par ses deux lettres dans l'ordre
                            Q R B N
    5254, 41~33             notation numérique ICCF (e2 = 52, d1~c3 unit) ;
                            5171 roque
    ♘f3, ♞f3                les figurines remplacent la lettre de la pièce
    Cf3, Dxe5 (language fr) les lettres de votre langue (R D T F C), après
                            "language fr" seul dans un courriel (de fr es it nl
                            pt sv pl cs hu ru)
    +, #, !, ?              les annotations sont acceptées et ignorées
    if 5... Q~Nc2 then 6. Rc1; if 6... QNe4 then 7. Nf3
                            une ligne conditionnelle : vos réponses aux coups
                            que votre adversaire pourrait jouer (plus de détails
                            dans la réponse à "help")

help-variant-missedmark =
    e2-e4, Ng1-f3, e2:d4    un coup ordinaire, en notation algébrique longue (la
                            SAN comme Nf3 aussi)
    Bc1-c3 (Nb1-c3)         un coup décalé : le coup joué, puis le coup voulu
    Bc1-c3 (intend Nb1-c3)  entre parenthèses (X5). La pièce voisine de la pièce
                            voulue, de l'une ou l'autre couleur, va sur la
                            cible voulue (règle "source") ou sur la cible
                            décalée d'autant de colonnes (règle "total") (X2)
    a7-a1/Q (Qb7-b1)        un pion qui atteint sa dernière rangée est promu
                            (X4)
    O-O-O (castle ...)      une parenthèse sans coup est un commentaire
    3133 (2133)             notation numérique ICCF (e2 = 52) : Bc1-c3 (Nb1-c3)
    Fc1-c3 (Cb1-c3) (language fr)
                            les lettres de votre langue (R D T F C), dans le coup
                            voulu aussi, après "language fr" seul dans un courriel
                            (de fr es it nl pt sv pl cs hu ru)
    12. e2-e4, 12... e7-e5  un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    if 1. Ra1-b3 (Nb1-c3) then 1... e7-e5; if 2. d2-d4 then 2... e5:d4
                            une ligne conditionnelle ; une condition écrite
                            comme le coup joué lui correspond, décalé ou non,
                            une condition avec son coup voulu seulement cette
                            paire (plus de détails dans la réponse à "help")

help-variant-momentum =
    e2-e4                   un tour d'une seule action (lancer le pion en e2)
    f3-f4, Ra4:d4           un tour : ses événements dans l'ordre de résolution,
                            séparés par des virgules, sur une ligne (M5) ; les
                            pièces en mouvement que vous ne nommez pas
                            continuent ou s'arrêtent d'elles-mêmes selon les
                            règles
    e4-e4                   arrêter la pièce en e4 (avant son élan)
    (fhNrlbK)c8-d6, Hc8-d6  une pièce d'armée par son désignateur de Betza ou sa
                            lettre FEN
    6364, 14x44             événements en notation numérique ICCF (e2 = 52) :
                            f3-f4, Ra4:d4
    Ta4:d4 (language fr)    les lettres de votre langue pour le roi et les lettres
                            de place de l'armée Q R B N (Ra4:d4), après
                            "language fr" seul dans un courriel (de fr es it nl pt
                            sv pl cs hu ru) ; les lettres FEN et les désignateurs
                            de Betza restent ceux de l'armée
    12. e2-e4, 12... d7-d5  un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    if 7. f3-f4, Ra4:d4 then 7... Kg4-h3; if 8. Nf5-h6 then 8... Kh3-g4
                            une ligne conditionnelle : un tour à virgules reste
                            un seul tour entre "if" et "then" (plus de détails
                            dans la réponse à "help")

help-variant-revolving =
    Nc3(B), O-O(Q)          la SAN plus, entre parenthèses, ce que devient la
                            pièce jouée (N->B->R->Q->N, R1) ; le suffixe peut
                            être omis
    R:B(Q), Ba:Rc3(P)       une prise peut nommer la pièce prise
    Re8e5(N), e2-e4         formes longues
    2133(B), 5254           notation numérique ICCF (e2 = 52) : Nb1-c3(B), e2-e4
    Cc3(F) (language fr)    les lettres de votre langue (R D T F C), dans le
                            suffixe aussi, après "language fr" seul dans un
                            courriel (de fr es it nl pt sv pl cs hu ru)
    12. Nc3(B), 12... e5    un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    if 4... Nc3(B) then 5. R:B(Q); if 5... e5 then 6. Re8e5(N)
                            une ligne conditionnelle : vos réponses aux coups
                            que votre adversaire pourrait jouer (plus de détails
                            dans la réponse à "help")

help-variant-prodem =
    --                      la passe des Blancs au tour 1, seule sur une ligne
                            ou en "1. --" (P1) ; aucun autre tour ne peut passer
    c4(B), R:d6(N)          la SAN plus, entre parenthèses, la pièce après son
                            changement : promue aux tours pairs, rétrogradée
                            aux tours impairs (P1) ; nommez le choix quand il y
                            en a un
    R:B(Q), Ba:Rc3(P)       une prise peut nommer la pièce prise
    Re8e5(N), e2-e4         formes longues
    3334(B), 4546(N)        notation numérique ICCF (e2 = 52) : c3-c4(B),
                            d5-d6(N)
    T:d6(C) (language fr)   les lettres de votre langue (R D T F C), dans le
                            suffixe aussi, après "language fr" seul dans un
                            courriel (de fr es it nl pt sv pl cs hu ru) ; avec nl
                            (P est le cavalier), le pion s'écrit p : La:Tc3(p)
    12. c4(B), 12... e5     un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    if 1. -- then 1... Nc6(P); if 2. c4(B) then 2... e5
                            une ligne conditionnelle : la passe des Blancs est
                            une condition comme tout autre tour (plus de
                            détails dans la réponse à "help")

help-variant-mutd =
    Nc3(B), e:d5(Q)         la SAN plus, entre parenthèses, la pièce après son
                            changement : vers le haut après un coup, vers le bas
                            après une prise (U1) ; le suffixe peut être omis
    R:B(Q), Ba:Rc3(P)       une prise peut nommer la pièce prise
    Re8e5(N), e2-e4         formes longues
    2133(B), 5254(N)        notation numérique ICCF (e2 = 52) : Nb1-c3(B),
                            e2-e4(N)
    Cc3(F) (language fr)    les lettres de votre langue (R D T F C), dans le
                            suffixe aussi, après "language fr" seul dans un
                            courriel (de fr es it nl pt sv pl cs hu ru) ; avec nl
                            (P est le cavalier), le pion s'écrit p : La:Tc3(p)
    12. Nc3(B), 12... e5    un numéro de coup peut précéder ; ce doit être celui
                            de la partie
    if 4... Nc3(B) then 5. e:d5(Q); if 5... R:B(Q) then 6. e4
                            une ligne conditionnelle : vos réponses aux coups
                            que votre adversaire pourrait jouer (plus de détails
                            dans la réponse à "help")
