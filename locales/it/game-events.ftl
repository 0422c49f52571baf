# Si veda locales/en/game-events.ftl. $side e $other valgono "Bianco" o "Nero"
# senza articolo: l'articolo "il" è nel testo.

game-event-draw-offered = Il { $side } offre la patta. Il { $other } può rispondere "draw" per accettare o "decline" per rifiutare (anche una mossa la rifiuta).
game-event-draw-agreed = Il { $side } ha accettato l'offerta di patta.
game-event-draw-declined = Il { $side } ha rifiutato l'offerta di patta.
game-event-offer-lapsed = L'offerta di patta del { $side } è decaduta: il { $other } ha mosso invece di rispondere.
game-event-resigned = Il { $side } ha abbandonato.
game-event-draw-claimed = Il { $side } ha richiesto la patta, e la richiesta è corretta.
game-event-conditional-played = Il { $side } ha giocato subito { $label } { $move }: una mossa condizionale lasciata in anticipo.
game-event-over = Partita finita: { $result } { $how }.

time-ran-out = Il tempo del { $side } è scaduto il { $at }. { $result } ({ $how }).
time-ran-out-subject = { $result } { $how } (tempo del { $side } scaduto)
