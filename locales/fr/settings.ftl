# La raison d'un réglage refusé, en français (les mêmes ids que
# locales/en/settings.ftl). Les mots qu'un joueur écrit restent tels quels.

setting-mixed = "name", "timezone", "language", "notation", "board", "leave", "digest" et "xfcc" vont dans un message à part, sans coups ni autres commandes ; rien n'a été fait
setting-not-a-player = { $email } ne joue aucune partie ici ; les réglages sont pour les joueurs
setting-bad-name = un nom doit contenir une lettre, et au plus { $max } caractères, sans saut de ligne ni <, >, ", @
setting-unknown-zone = { $zone } n'est pas un fuseau horaire que je connais : écrivez un nom IANA comme Europe/Paris, America/New_York ou UTC
setting-unknown-language = { $code } n'est pas un code de langue que j'accepte : écrivez l'un de { $accepted }
setting-unknown-notation = { $name } n'est pas une notation que j'écris : écrivez san, long, numeric ou figurine
setting-not-a-time = { $text } n'est pas une heure : écrivez-la HH:MM sur 24 heures, comme 18:00
setting-no-time = aucune heure donnée : écrivez "digest daily 18:00", "digest 08:00 18:00" ou "digest off"
setting-too-many = au plus { $most } heures de récapitulatif par jour
setting-not-a-date = { $text } n'est pas une date : écrivez-la AAAA-MM-JJ, comme 2026-12-24
setting-backwards = le congé finit ({ $last }) avant de commencer ({ $first })
setting-in-the-past = le congé commence dans le passé ({ $first } ; nous sommes le { $today }, UTC)
setting-overlaps = le congé du { $first } au { $last } chevauche votre congé du { $other_first } au { $other_last }
setting-over-allowance = { $asked } { $asked ->
        [one] jour
       *[other] jours
    } de congé en { $year }, c'est plus que { $left ->
        [one] le { $left } jour restant
       *[other] les { $left } jours restant
    } sur le droit annuel de { $allowance } { $allowance ->
        [one] jour
       *[other] jours
    } ({ $taken } pris)
