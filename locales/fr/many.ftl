# Les messages d'un joueur qui a beaucoup de parties : le récapitulatif
# (digest.txt) et la vue d'ensemble de ses parties (overview.txt). Mêmes
# identifiants et mêmes variables que locales/en/many.ftl (tests/locales.rs).
# Les mots de commande entre guillemets droits restent en anglais ("digest off",
# "timezone"). On vouvoie le joueur. Termes : GLOSSARY.md. side-white et
# side-black sont « Blancs » et « Noirs » sans article : la phrase met « les ».

## Le récapitulatif

digest-subject = Récapitulatif : à vous de jouer dans { $count } { $count ->
        [one] partie
       *[other] parties
    }
digest-intro = Votre récapitulatif du { $when } : { $count } { $count ->
        [one] partie
       *[other] parties
    } où c'est à vous de jouer.
digest-game = == Partie { $game } : { $white } – { $black }, { $variant } ==
digest-last-move = Dernier coup de votre adversaire : { $move }
digest-news = Également depuis votre dernier récapitulatif, dans des parties où ce n'est pas à vous de jouer en ce moment :
digest-news-game = Partie { $game } : { $summary }
digest-how = Pour jouer dans une partie, répondez à n'importe lequel de mes messages sur cette partie (il porte votre code pour elle). La fin d'une partie, les rappels de vos délais et les réponses à vos propres messages arrivent aussitôt, et non dans le récapitulatif.
digest-several = Pour jouer dans plusieurs de ces parties à la fois, répondez à ce message avec une ligne par partie :
digest-off = Envoyez "digest off" pour recevoir de nouveau chaque message aussitôt.

## La vue d'ensemble ("games")

overview-subject = Vos parties : { $running } en cours, à vous de jouer dans { $yours }
overview-intro = Vos parties : { $running } en cours, à vous de jouer dans { $yours }.
overview-urgent = Les plus urgentes d'abord (celles où c'est à vous de jouer, le moins de temps restant en tête) :
overview-game = Partie { $game }, { $variant } : vous jouez avec les { $side } contre { $opponent }.
overview-your-move = À vous de jouer
overview-their-move = Trait aux { $side } ({ $opponent })
overview-plies = demi-coups joués : { $plies }, dernier : { $last }.
overview-time-left = Votre temps restant : { $left }.
overview-move-by = Date limite pour jouer : { $deadline }.
overview-none-running = Vous n'avez aucune partie en cours.
overview-finished = Terminées au cours des { $days } derniers jours :
overview-finished-game = Partie { $game }, { $variant } : { $result } ({ $how }), vous jouiez avec les { $side } contre { $opponent } ; terminée le { $ended }.
overview-several = Pour jouer dans plusieurs parties à la fois, répondez à ce message avec une ligne par partie :
overview-several-after = (pour une variante dont les tours s'étendent sur plusieurs lignes, une ligne "{ $label }" et, en dessous, les lignes du tour). La part de chaque partie est traitée séparément : un coup refusé n'entraîne le refus que de sa propre partie. L'adresse de réponse de ce message porte votre code de joueur, qui prouve que la réponse vient de vous ; gardez-le pour vous.
overview-zone = Les délais sont indiqués en UTC ; envoyez "timezone" suivi du nom IANA de votre fuseau (par exemple "timezone Europe/Berlin") dans une réponse concernant l'une de vos parties pour les voir aussi dans votre propre fuseau horaire.
overview-none-yet = aucun pour l'instant
