# See locales/en/clock.ftl for what each message says.

clock-control = Ritmo de juego: { $control } ({ $text }).
clock-side = { $side }: usado { $used }, restante { $left }
clock-side-running = { $side }: usado { $used }, restante { $left } (en marcha)
clock-stopped = Los relojes están parados: la partida ha terminado.
clock-paused = El organizador ha detenido los relojes.
clock-on-leave = { $side } están de permiso hasta { $until }: ese reloj está parado.
clock-must-move = { $side } deben mover antes de { $deadline }.
date-time = %A, %-d de %B de %Y, %H:%M
