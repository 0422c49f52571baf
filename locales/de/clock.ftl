# Die Uhrzeilen / clock lines: see locales/en/clock.ftl for what each says.

clock-control = Bedenkzeit: { $control } ({ $text }).
clock-side = { $side }: verbraucht { $used }, übrig { $left }
clock-side-running = { $side }: verbraucht { $used }, übrig { $left } (läuft)
clock-stopped = Die Uhren stehen: Die Partie ist beendet.
clock-paused = Die Uhren sind vom Turnierleiter angehalten.
clock-on-leave = { $side } hat Urlaub bis { $until }: Diese Uhr steht.
clock-must-move = { $side } muss bis { $deadline } ziehen.
date-time = %A, %-d. %B %Y, %H:%M

clock-days = { $n } { $n ->
        [one] Tag
       *[other] Tage
    }
clock-hours = { $n } { $n ->
        [one] Stunde
       *[other] Stunden
    }
clock-control-moves = { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    } in { $period }, wiederholt
clock-control-per-move = { $per_move } pro Zug
clock-control-fischer = Fischer: { $start } zu Beginn, dazu { $increment } nach jedem Zug
clock-control-fischer-cap = Fischer: { $start } zu Beginn, dazu { $increment } nach jedem Zug, höchstens { $cap } auf der Uhr

time-control-syntax = { $text } ist keine Bedenkzeit; schreiben Sie "10/50d" (10 Züge in 50 Tagen, wiederholt), "3d/move" (3 Tage pro Zug) oder "30d+1d cap 60d" (Fischer: 30 Tage, dazu 1 Tag pro Zug, höchstens 60 Tage)
time-control-value = Bedenkzeit { $text }: { $reason }
time-control-too-many-moves = zu viele Züge
time-control-moves-range = die Zahl der Züge muss zwischen 1 und 1000 liegen
time-control-number-too-large = eine Zahl ist zu groß
time-control-too-long = eine Dauer ist länger als zehn Jahre
time-control-zero = die Zeit für die Züge muss größer als null sein
time-control-cap-below-start = die Obergrenze ist kleiner als die Anfangszeit
