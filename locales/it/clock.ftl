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
clock-control-moves = { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    } in { $period }, a ripetizione
clock-control-per-move = { $per_move } per mossa
clock-control-fischer = Fischer: { $start } all'inizio, più { $increment } dopo ogni mossa
clock-control-fischer-cap = Fischer: { $start } all'inizio, più { $increment } dopo ogni mossa, al massimo { $cap } sull'orologio

time-control-syntax = { $text } non è un tempo di riflessione; scriva "10/50d" (10 mosse in 50 giorni, ripetuto), "3d/move" (3 giorni per mossa) o "30d+1d cap 60d" (Fischer: 30 giorni, più 1 giorno per mossa, al massimo 60 giorni)
time-control-value = tempo di riflessione { $text }: { $reason }
time-control-too-many-moves = troppe mosse
time-control-moves-range = il numero di mosse deve essere tra 1 e 1000
time-control-number-too-large = un numero è troppo grande
time-control-too-long = una durata supera i dieci anni
time-control-zero = il tempo per le mosse deve essere maggiore di zero
time-control-cap-below-start = il tetto è minore del tempo iniziale
