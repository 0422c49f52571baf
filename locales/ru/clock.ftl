# See locales/en/clock.ftl for what each message says.

clock-control = Контроль времени: { $control } ({ $text }).
clock-side = { $side }: использовано { $used }, осталось { $left }
clock-side-running = { $side }: использовано { $used }, осталось { $left } (часы идут)
clock-stopped = Часы остановлены: партия окончена.
clock-paused = Часы остановлены организатором.
clock-on-leave = { $side } в отпуске до { $until }: их часы стоят.
clock-must-move = { $side } должны сделать ход до { $deadline }.
date-time = %A, %-d %B %Y, %H:%M

clock-days = { $n } { $n ->
        [one] день
        [few] дня
       *[many] дней
    }
clock-hours = { $n } { $n ->
        [one] час
        [few] часа
       *[many] часов
    }
clock-control-moves = { $moves } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    } за { $period }, с повторением
clock-control-per-move = { $per_move } на ход
clock-control-fischer = Фишер: { $start } в начале, плюс { $increment } после каждого хода
clock-control-fischer-cap = Фишер: { $start } в начале, плюс { $increment } после каждого хода, не более { $cap } на часах
