# See locales/en/clock.ftl for what each message says.

clock-control = Bedenktijd: { $control } ({ $text }).
clock-side = { $side }: gebruikt { $used }, resterend { $left }
clock-side-running = { $side }: gebruikt { $used }, resterend { $left } (loopt)
clock-stopped = De klokken staan stil: de partij is afgelopen.
clock-paused = De klokken zijn stilgezet door de organisator.
clock-on-leave = { $side } heeft verlof tot { $until }: die klok staat stil.
clock-must-move = { $side } moet zetten vóór { $deadline }.
date-time = %A %-d %B %Y, %H:%M

clock-days = { $n } { $n ->
        [one] dag
       *[other] dagen
    }
clock-hours = { $n } { $n ->
        [one] uur
       *[other] uur
    }
clock-control-moves = { $moves } { $moves ->
        [one] zet
       *[other] zetten
    } in { $period }, herhaald
clock-control-per-move = { $per_move } per zet
clock-control-fischer = Fischer: { $start } bij de start, plus { $increment } na elke zet
clock-control-fischer-cap = Fischer: { $start } bij de start, plus { $increment } na elke zet, hoogstens { $cap } op de klok

time-control-syntax = { $text } is geen bedenktijd; schrijf "10/50d" (10 zetten in 50 dagen, herhaald), "3d/move" (3 dagen per zet) of "30d+1d cap 60d" (Fischer: 30 dagen, plus 1 dag per zet, hoogstens 60 dagen)
time-control-value = bedenktijd { $text }: { $reason }
time-control-too-many-moves = te veel zetten
time-control-moves-range = het aantal zetten moet tussen 1 en 1000 liggen
time-control-number-too-large = een getal is te groot
time-control-too-long = een duur is langer dan tien jaar
time-control-zero = de tijd voor de zetten moet groter zijn dan nul
time-control-cap-below-start = het maximum is kleiner dan de begintijd
