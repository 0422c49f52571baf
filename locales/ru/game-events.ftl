# См. locales/en/game-events.ftl. $side и $other — «белые» или «чёрные»
# (именительный падеж, со строчной буквы): фраза никогда не начинается с $side,
# глагол во множественном числе.

game-event-draw-offered = Ничью предлагают { $side }. Ответить могут { $other }: "draw", чтобы принять, или "decline", чтобы отклонить (ход тоже отклоняет предложение).
game-event-draw-agreed = Предложение ничьей приняли { $side }.
game-event-draw-declined = Предложение ничьей отклонили { $side }.
game-event-offer-lapsed = Предложение ничьей ({ $side }) больше не действует: вместо ответа сделали ход { $other }.
game-event-resigned = Сдались { $side }.
game-event-draw-claimed = Ничью потребовали { $side }, и требование обосновано.
game-event-conditional-played = Сразу сыграли { $side }: { $label } { $move }, условный ход, оставленный заранее.
game-event-over = Партия окончена: { $result } { $how }.

time-ran-out = Время истекло ({ $side }): { $at }. { $result } ({ $how }).
time-ran-out-subject = { $result } { $how } (время истекло: { $side })
