# See locales/en/clock.ftl for what each message says.

clock-control = Bedenktijd: { $control } ({ $text }).
clock-side = { $side }: gebruikt { $used }, resterend { $left }
clock-side-running = { $side }: gebruikt { $used }, resterend { $left } (loopt)
clock-stopped = De klokken staan stil: de partij is afgelopen.
clock-paused = De klokken zijn stilgezet door de organisator.
clock-on-leave = { $side } heeft verlof tot { $until }: die klok staat stil.
clock-must-move = { $side } moet zetten vóór { $deadline }.
date-time = %A %-d %B %Y, %H:%M
