# Voir locales/en/settings-more.ftl.

settings-digest-on = Votre récapitulatif arrive { $often ->
        [once] chaque jour à { $times }
       *[several] à { $times } chaque jour
    } (heure de { $zone }).
settings-digest-next = Le prochain est prévu le { $next }.
settings-digest-waits = Les messages sur les coups de vos adversaires l'attendent ; la fin d'une partie, les rappels de vos délais et les réponses à vos propres messages arrivent toujours aussitôt.
settings-digest-off = Votre récapitulatif est désactivé : chaque message arrive de nouveau aussitôt.
settings-digest-off-last = Votre récapitulatif est désactivé : chaque message arrive de nouveau aussitôt ; ce qui attendait le récapitulatif arrive maintenant dans un dernier message.
