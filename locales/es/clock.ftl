# See locales/en/clock.ftl for what each message says.

clock-control = Ritmo de juego: { $control } ({ $text }).
clock-side = { $side }: usado { $used }, restante { $left }
clock-side-running = { $side }: usado { $used }, restante { $left } (en marcha)
clock-stopped = Los relojes están parados: la partida ha terminado.
clock-paused = El organizador ha detenido los relojes.
clock-on-leave = { $side } están de permiso hasta { $until }: ese reloj está parado.
clock-must-move = { $side } deben mover antes de { $deadline }.
date-time = %A, %-d de %B de %Y, %H:%M

clock-days = { $n } { $n ->
        [one] día
       *[other] días
    }
clock-hours = { $n } { $n ->
        [one] hora
       *[other] horas
    }
clock-control-moves = { $moves } jugadas en { $period }, repetido
clock-control-per-move = { $per_move } por jugada
clock-control-fischer = Fischer: { $start } al inicio, más { $increment } tras cada jugada
clock-control-fischer-cap = Fischer: { $start } al inicio, más { $increment } tras cada jugada, como máximo { $cap } en el reloj
