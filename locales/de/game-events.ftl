# Siehe locales/en/game-events.ftl. $side und $other sind die Namen der Seiten
# (side-white, side-black).

game-event-draw-offered = { $side } bietet Remis an. { $other } kann mit "draw" annehmen oder mit "decline" ablehnen (auch ein Zug lehnt ab).
game-event-draw-agreed = { $side } hat das Remisangebot angenommen.
game-event-draw-declined = { $side } hat das Remisangebot abgelehnt.
game-event-offer-lapsed = Das Remisangebot von { $side } ist erloschen: { $other } hat stattdessen gezogen.
game-event-resigned = { $side } hat aufgegeben.
game-event-draw-claimed = { $side } hat Remis reklamiert, und die Reklamation ist berechtigt.
game-event-conditional-played = { $side } spielte sofort { $label } { $move }: ein im Voraus hinterlegter bedingter Zug.
game-event-over = Partie beendet: { $result } { $how }.

time-ran-out = Die Bedenkzeit von { $side } ist am { $at } abgelaufen. { $result } ({ $how }).
time-ran-out-subject = { $result } { $how } (Bedenkzeit von { $side } abgelaufen)
