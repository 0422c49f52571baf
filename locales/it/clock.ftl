# See locales/en/clock.ftl for what each message says.

clock-control = Tempo di riflessione: { $control } ({ $text }).
clock-side = { $side }: usato { $used }, restante { $left }
clock-side-running = { $side }: usato { $used }, restante { $left } (in corso)
clock-stopped = Gli orologi sono fermi: la partita è finita.
clock-paused = Gli orologi sono stati fermati dall'organizzatore.
clock-on-leave = Il { $side } è in ferie fino a { $until }: quell'orologio è fermo.
clock-must-move = Il { $side } deve muovere entro { $deadline }.
date-time = %A %-d %B %Y, %H:%M

clock-days = { $n } { $n ->
        [one] giorno
       *[other] giorni
    }
clock-hours = { $n } { $n ->
        [one] ora
       *[other] ore
    }
clock-control-moves = { $moves } mosse in { $period }, a ripetizione
clock-control-per-move = { $per_move } per mossa
clock-control-fischer = Fischer: { $start } all'inizio, più { $increment } dopo ogni mossa
clock-control-fischer-cap = Fischer: { $start } all'inizio, più { $increment } dopo ogni mossa, al massimo { $cap } sull'orologio
