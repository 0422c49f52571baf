# See locales/en/clock.ftl for what each message says.

clock-control = Контроль времени: { $control } ({ $text }).
clock-side = { $side }: использовано { $used }, осталось { $left }
clock-side-running = { $side }: использовано { $used }, осталось { $left } (часы идут)
clock-stopped = Часы остановлены: партия окончена.
clock-paused = Часы остановлены организатором.
clock-on-leave = { $side } в отпуске до { $until }: их часы стоят.
clock-must-move = { $side } должны сделать ход до { $deadline }.
date-time = %A, %-d %B %Y, %H:%M
