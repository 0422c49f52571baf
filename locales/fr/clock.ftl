# See locales/en/clock.ftl for what each message says.

clock-control = Cadence : { $control } ({ $text }).
clock-side = Les { $side } : temps utilisé { $used }, restant { $left }
clock-side-running = Les { $side } : temps utilisé { $used }, restant { $left } (pendule en marche)
clock-stopped = Les pendules sont arrêtées : la partie est terminée.
clock-paused = Les pendules sont arrêtées par l'organisateur.
clock-on-leave = Les { $side } sont en congé jusqu'à { $until } : leur pendule est arrêtée.
clock-must-move = Les { $side } doivent jouer avant { $deadline }.
date-time = %A %-d %B %Y, %H:%M

clock-days = { $n } { $n ->
        [one] jour
       *[other] jours
    }
clock-hours = { $n } { $n ->
        [one] heure
       *[other] heures
    }
clock-control-moves = { $moves } { $moves ->
        [one] coup
       *[other] coups
    } en { $period }, renouvelé
clock-control-per-move = { $per_move } par coup
clock-control-fischer = Fischer : { $start } au départ, plus { $increment } après chaque coup
clock-control-fischer-cap = Fischer : { $start } au départ, plus { $increment } après chaque coup, au plus { $cap } à la pendule

time-control-syntax = { $text } n'est pas une cadence ; écrivez "10/50d" (10 coups en 50 jours, de façon répétée), "3d/move" (3 jours par coup) ou "30d+1d cap 60d" (Fischer : 30 jours, plus 1 jour par coup, au plus 60 jours)
time-control-value = cadence { $text } : { $reason }
time-control-too-many-moves = trop de coups
time-control-moves-range = le nombre de coups doit être compris entre 1 et 1000
time-control-number-too-large = un nombre est trop grand
time-control-too-long = une durée dépasse dix ans
time-control-zero = le temps pour les coups doit être supérieur à zéro
time-control-cap-below-start = le plafond est inférieur au temps de départ
