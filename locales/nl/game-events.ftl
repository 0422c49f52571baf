# Zie locales/en/game-events.ftl. $side en $other zijn de namen van de kleuren
# (side-white, side-black).

game-event-draw-offered = { $side } biedt remise aan. { $other } kan met "draw" aannemen of met "decline" weigeren (een zet weigert ook).
game-event-draw-agreed = { $side } heeft het remiseaanbod aangenomen.
game-event-draw-declined = { $side } heeft het remiseaanbod geweigerd.
game-event-offer-lapsed = Het remiseaanbod van { $side } is vervallen: { $other } heeft in plaats daarvan een zet gedaan.
game-event-resigned = { $side } heeft opgegeven.
game-event-draw-claimed = { $side } heeft remise geclaimd, en de claim is terecht.
game-event-conditional-played = { $side } speelde meteen { $label } { $move }: een vooraf achtergelaten voorwaardelijke zet.
game-event-over = Partij afgelopen: { $result } { $how }.

time-ran-out = De bedenktijd van { $side } is verstreken op { $at }. { $result } ({ $how }).
time-ran-out-subject = { $result } { $how } (bedenktijd van { $side } verstreken)
