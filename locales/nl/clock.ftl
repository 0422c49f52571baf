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
clock-control-moves = { $moves } zetten in { $period }, herhaald
clock-control-per-move = { $per_move } per zet
clock-control-fischer = Fischer: { $start } bij de start, plus { $increment } na elke zet
clock-control-fischer-cap = Fischer: { $start } bij de start, plus { $increment } na elke zet, hoogstens { $cap } op de klok
