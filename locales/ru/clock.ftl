# See locales/en/clock.ftl for what each message says.

clock-control = Контроль времени: { $control } ({ $text }).
clock-side = Время ({ $side }): использовано { $used }, осталось { $left }
clock-side-running = Время ({ $side }): использовано { $used }, осталось { $left } (часы идут)
clock-stopped = Часы остановлены: партия окончена.
clock-paused = Часы остановлены организатором.
clock-on-leave = В отпуске { $side } (конец отпуска: { $until }); их часы стоят.
clock-must-move = Сделать ход должны { $side }; крайний срок: { $deadline }.
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

time-control-syntax = { $text } — не контроль времени; напишите "10/50d" (10 ходов за 50 дней, с повторением), "3d/move" (3 дня на ход) или "30d+1d cap 60d" (Фишер: 30 дней плюс 1 день за ход, не более 60 дней)
time-control-value = контроль времени { $text }: { $reason }
time-control-too-many-moves = слишком много ходов
time-control-moves-range = число ходов должно быть от 1 до 1000
time-control-number-too-large = слишком большое число
time-control-too-long = продолжительность больше десяти лет
time-control-zero = время на ходы должно быть больше нуля
time-control-cap-below-start = предел меньше начального времени
