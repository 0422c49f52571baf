# The clock lines of a game mail and the dates in them.
# date-time is a chrono strftime pattern (https://docs.rs/chrono/latest/chrono/format/strftime/):
# the day and month names come from the language's locale. English replies keep the
# ISO form alone.

clock-control = Time control: { $control } ({ $text }).
clock-side = { $side } used { $used }, left { $left }
clock-side-running = { $side } used { $used }, left { $left } (running)
clock-stopped = The clocks are stopped: the game is over.
clock-paused = The clocks are paused by the organiser.
clock-on-leave = { $side } is on leave until { $until }: that clock is stopped.
clock-must-move = { $side } must move by { $deadline }.
date-time = %A, %-d %B %Y, %H:%M

## The time control in words (the clock's first line)

clock-days = { $n } { $n ->
        [one] day
       *[other] days
    }
clock-hours = { $n } { $n ->
        [one] hour
       *[other] hours
    }
clock-control-moves = { $moves } moves in { $period }, repeating
clock-control-per-move = { $per_move } per move
clock-control-fischer = Fischer: { $start } at the start, plus { $increment } after each move
clock-control-fischer-cap = Fischer: { $start } at the start, plus { $increment } after each move, at most { $cap } on the clock
