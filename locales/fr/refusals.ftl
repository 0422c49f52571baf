# See locales/en/refusals.ftl for what each message says.

refusal-not-your-turn = ce n'est pas à vous de jouer : le trait est aux { $side } ({ $number }) ; les joueurs jouent chacun à leur tour (FIDE 1.1)
refusal-game-over = la partie { $game } est terminée : { $result } { $how } (FIDE 5)
refusal-second-move = un seul coup par message : "{ $text }" suit votre coup ; rien n'a été joué, envoyez votre coup seul (docs/rules/chess.md)
refusal-no-offer = votre adversaire n'a proposé aucune nulle que vous puissiez refuser (FIDE 9.1.2)
refusal-offer-stands = votre proposition de nulle est toujours valable ; votre adversaire n'y a pas encore répondu (FIDE 9.1.2)
refusal-claim-not-to-move = seul le joueur au trait peut réclamer la nulle, ou la réclamer avec le coup qui répète la position (FIDE 9.2.1)
refusal-empty = aucun coup donné
refusal-unreadable = impossible de lire { $text } comme un coup : { $hint }
refusal-illegal = { $text } n'est pas légal : { $reason }
refusal-ambiguous = { $text } est ambigu : il peut s'agir de { $candidates }
refusal-or = ou
refusal-null-move = { $text } est un coup nul (passer son tour), qui n'est pas un coup légal en { $variant }
refusal-over = la partie est terminée : { $how }
refusal-wrong-number = le numéro de coup { $given } est faux : c'est maintenant le coup { $expected } (un numéro de coup, s'il est écrit, doit être celui de la partie : docs/rules/chess.md)
refusal-wrong-side = le numéro { $given } est écrit pour { $written ->
        [white] les Blancs
       *[black] les Noirs
    }, mais c'est aux { $side ->
        [white] Blancs
       *[black] Noirs
    } de jouer (coup { $expected })
refusal-claim-refused = aucune nulle ne peut être réclamée : la position est apparue { $occurrences } fois (3 nécessaires) et { $quiet } { $quiet ->
        [one] coup a été joué
       *[other] coups ont été joués
    } sans prise ni coup de pion (50 nécessaires ; G1, FIDE 9.2 et 9.3)
refusal-conditionals-unproven = les coups conditionnels ne comptent que dans une réponse à l'un de mes messages sur la partie { $game } qui porte votre code et passe les contrôles du courriel, et { $why } ; rien n'a été fait : répondez à mon dernier message
