# See locales/en/clock.ftl for what each message says.

clock-control = Cadence : { $control } ({ $text }).
clock-side = Les { $side } : temps utilisé { $used }, restant { $left }
clock-side-running = Les { $side } : temps utilisé { $used }, restant { $left } (pendule en marche)
clock-stopped = Les pendules sont arrêtées : la partie est terminée.
clock-paused = Les pendules sont arrêtées par l'organisateur.
clock-on-leave = Les { $side } sont en congé jusqu'à { $until } : leur pendule est arrêtée.
clock-must-move = Les { $side } doivent jouer avant { $deadline }.
date-time = %A %-d %B %Y, %H:%M
