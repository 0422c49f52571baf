# Voir locales/en/game-events.ftl. $side et $other sont « Blancs » et « Noirs »
# sans article : la phrase met « les » (au pluriel).

game-event-draw-offered = Les { $side } proposent la nulle. Les { $other } peuvent répondre "draw" pour accepter ou "decline" pour refuser (un coup refuse aussi).
game-event-draw-agreed = Les { $side } ont accepté la proposition de nulle.
game-event-draw-declined = Les { $side } ont refusé la proposition de nulle.
game-event-offer-lapsed = La proposition de nulle des { $side } est caduque : les { $other } ont joué un coup à la place.
game-event-resigned = Les { $side } ont abandonné.
game-event-draw-claimed = Les { $side } ont réclamé la nulle, et la réclamation est fondée.
game-event-conditional-played = Les { $side } ont joué aussitôt { $label } { $move } : un coup conditionnel laissé à l'avance.
game-event-over = Partie terminée : { $result } { $how }.

time-ran-out = Le temps des { $side } s'est écoulé le { $at }. { $result } ({ $how }).
time-ran-out-subject = { $result } { $how } (temps des { $side } écoulé)
