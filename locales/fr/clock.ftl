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
clock-control-moves = { $moves } coups en { $period }, renouvelé
clock-control-per-move = { $per_move } par coup
clock-control-fischer = Fischer : { $start } au départ, plus { $increment } après chaque coup
clock-control-fischer-cap = Fischer : { $start } au départ, plus { $increment } après chaque coup, au plus { $cap } à la pendule
