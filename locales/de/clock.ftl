# Die Uhrzeilen / clock lines: see locales/en/clock.ftl for what each says.

clock-control = Bedenkzeit: { $control } ({ $text }).
clock-side = { $side }: verbraucht { $used }, übrig { $left }
clock-side-running = { $side }: verbraucht { $used }, übrig { $left } (läuft)
clock-stopped = Die Uhren stehen: Die Partie ist beendet.
clock-paused = Die Uhren sind vom Turnierleiter angehalten.
clock-on-leave = { $side } hat Urlaub bis { $until }: Diese Uhr steht.
clock-must-move = { $side } muss ziehen bis { $deadline }.
date-time = %A, %-d. %B %Y, %H:%M

clock-days = { $n } { $n ->
        [one] Tag
       *[other] Tage
    }
clock-hours = { $n } { $n ->
        [one] Stunde
       *[other] Stunden
    }
clock-control-moves = { $moves } Züge in { $period }, wiederholt
clock-control-per-move = { $per_move } pro Zug
clock-control-fischer = Fischer: { $start } zu Beginn, dazu { $increment } nach jedem Zug
clock-control-fischer-cap = Fischer: { $start } zu Beginn, dazu { $increment } nach jedem Zug, höchstens { $cap } auf der Uhr
