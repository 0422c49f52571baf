# Véase locales/en/game-events.ftl. $side y $other valen "blancas" o "negras"
# sin artículo: la frase pone "las" delante, y el verbo va en plural.

game-event-draw-offered = Las { $side } ofrecen tablas. Las { $other } pueden responder "draw" para aceptar o "decline" para rechazar (una jugada también rechaza la oferta).
game-event-draw-agreed = Las { $side } aceptaron la oferta de tablas.
game-event-draw-declined = Las { $side } rechazaron la oferta de tablas.
game-event-offer-lapsed = La oferta de tablas de las { $side } caducó: las { $other } jugaron en su lugar.
game-event-resigned = Las { $side } abandonaron.
game-event-draw-claimed = Las { $side } reclamaron tablas, y la reclamación es correcta.
game-event-conditional-played = Las { $side } jugaron de inmediato { $label } { $move }: una jugada condicional dejada por adelantado.
game-event-over = Fin de la partida: { $result } { $how }.

time-ran-out = El tiempo de las { $side } se agotó el { $at }. { $result } ({ $how }).
time-ran-out-subject = { $result } { $how } (tiempo de las { $side } agotado)
