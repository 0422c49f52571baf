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

## A time control that does not read

# $text is the time control as given, in double quotes; $reason one of the
# time-control-* messages below.
time-control-syntax = { $text } is not a time control; write "10/50d" (10 moves in 50 days, repeating), "3d/move" (3 days per move) or "30d+1d cap 60d" (Fischer: 30 days, plus 1 day a move, at most 60 days)
time-control-value = time control { $text }: { $reason }
time-control-too-many-moves = too many moves
time-control-moves-range = the number of moves must be 1 to 1000
time-control-number-too-large = a number is too large
time-control-too-long = a duration is longer than ten years
time-control-zero = the time for moves must be more than zero
time-control-cap-below-start = the cap is less than the start time
