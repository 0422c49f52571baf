# See locales/en/clock.ftl for what each message says.

clock-control = Ritmo de juego: { $control } ({ $text }).
clock-side = Las { $side }: usado { $used }, restante { $left }
clock-side-running = Las { $side }: usado { $used }, restante { $left } (en marcha)
clock-stopped = Los relojes están parados: la partida ha terminado.
clock-paused = El organizador ha detenido los relojes.
clock-on-leave = Las { $side } están de permiso hasta { $until }: ese reloj está parado.
clock-must-move = Las { $side } deben mover antes de { $deadline }.
date-time = %A, %-d de %B de %Y, %H:%M

clock-days = { $n } { $n ->
        [one] día
       *[other] días
    }
clock-hours = { $n } { $n ->
        [one] hora
       *[other] horas
    }
clock-control-moves = { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    } en { $period }, repetido
clock-control-per-move = { $per_move } por jugada
clock-control-fischer = Fischer: { $start } al inicio, más { $increment } tras cada jugada
clock-control-fischer-cap = Fischer: { $start } al inicio, más { $increment } tras cada jugada, como máximo { $cap } en el reloj

time-control-syntax = { $text } no es un ritmo de juego; escriba "10/50d" (10 jugadas en 50 días, repetido), "3d/move" (3 días por jugada) o "30d+1d cap 60d" (Fischer: 30 días, más 1 día por jugada, como máximo 60 días)
time-control-value = ritmo de juego { $text }: { $reason }
time-control-too-many-moves = demasiadas jugadas
time-control-moves-range = el número de jugadas debe estar entre 1 y 1000
time-control-number-too-large = un número es demasiado grande
time-control-too-long = una duración supera los diez años
time-control-zero = el tiempo para las jugadas debe ser mayor que cero
time-control-cap-below-start = el tope es menor que el tiempo inicial
