# I testi delle e-mail dell'arbitro sulle partite, in italiano. Stessi
# identificatori con gli stessi segnaposto di locales/en/replies.ftl
# (tests/locales.rs). Le parole di comando che un giocatore invia ("draw",
# "decline", "board", "help", "history", "resign", "claim draw") restano in
# inglese: l'arbitro legge solo quelle. I riferimenti alle regole (FIDE 6.9, M6,
# B2) restano invariati. Registro: Lei; termini: locales/it/GLOSSARY.md.
# $side vale "Bianco" o "Nero" senza articolo: l'articolo "il" è nel testo
# ("il { $side }"), e vale per entrambi.

## I colori e la prima riga di ogni e-mail di partita

side-white = Bianco
side-black = Nero
# Un giocatore nella prima riga: nome e colore, e il rating se ne ha uno.
player-white = { $name } (Bianco)
player-white-rated = { $name } (Bianco, { $rating })
player-black = { $name } (Nero)
player-black-rated = { $name } (Nero, { $rating })
# $white e $black sono player-white e player-black; $variant il nome della variante.
game-header = Partita { $game }: { $white } - { $black }, { $variant }
game-header-unrated = Partita { $game }: { $white } - { $black }, { $variant }, non valida per il rating
moves-label = Mosse:
footer = { $arbiter }: un arbitro automatico; le risposte sono lette da un programma.

## L'aggiornamento dopo una mossa (update.txt) e la scacchiera (board.txt)

# $side è side-white o side-black; $label il numero della mossa (`12.` o `12...`).
update-played = Il { $side } ha giocato { $label } { $move } (ricevuta come "{ $input }").
board-move-times = Ogni mossa, quando è stata ricevuta e i giorni impiegati da chi l'ha giocata:

## A che punto è la partita (la riga di stato)

status-your-move = Tocca a Lei (il { $side } ha il tratto, mossa { $number }).
status-their-move = Il { $side } ha il tratto ({ $number }); Le scriverò quando sarà il Suo turno.
status-check = Il { $side } è sotto scacco.
status-your-offer = La Sua offerta di patta è ancora valida.
status-their-offer = Il { $side } offre la patta: risponda "draw" per accettare o "decline" per rifiutare.
status-game-over = Partita terminata: { $result } ({ $how }).

## Come è finita una partita ($side il vincitore, $other lo sconfitto)

outcome-aborted = Partita annullata dall'organizzatore
outcome-win-checkmate = Vince il { $side } per scaccomatto
outcome-win-resignation = Vince il { $side } per abbandono
outcome-win-king-captured = Vince il { $side } per cattura del re
outcome-win-no-legal-move = Vince il { $side } lasciando l'avversario senza mosse legali
outcome-win-time = Vince il { $side } per tempo
outcome-win-adjudication = Vince il { $side } per aggiudicazione
outcome-win-forfeit = Vince il { $side } a forfait: il { $other } si è ritirato dal torneo
outcome-draw-stalemate = Patta per stallo
outcome-draw-dead-position = Patta per posizione morta (nessuno scaccomatto è possibile)
outcome-draw-fivefold = Patta per quintuplice ripetizione
outcome-draw-seventy-five = Patta per la regola delle settantacinque mosse
outcome-draw-threefold = Patta per triplice ripetizione (su richiesta)
outcome-draw-fifty = Patta per la regola delle cinquanta mosse (su richiesta)
outcome-draw-agreement = Patta per accordo tra i giocatori
outcome-draw-adjudication = Patta per aggiudicazione
outcome-draw-timeout-cannot-win = Patta per tempo scaduto contro un avversario che non avrebbe potuto vincere (FIDE 6.9)

## Oggetto delle e-mail di partita ($what è la mossa, `12. Nf3`)

subject-to-move = { $what }, muove il { $side }
subject-over = { $what } { $result } ({ $how })
subject-reminder = Promemoria: tocca a Lei muovere, Le restano { $left }
subject-refused = Non accettato: { $reason }
subject-new-game = Nuova partita: { $white } – { $black } ({ $variant })

## Un messaggio non utilizzato (error.txt)

error-not-used = Il Suo messaggio non è stato utilizzato:
error-not-used-subject = Il Suo messaggio "{ $subject }" non è stato utilizzato:
error-notation = In { $variant } le mosse si scrivono così:
error-board-again = Invii "board" per rivedere la posizione.
error-unchanged = La partita { $game } è rimasta invariata.
error-help = Invii "help" per ricevere l'elenco dei comandi.

## Un promemoria (reminder.txt)

reminder-your-move = Promemoria: tocca a Lei muovere e Le restano { $left }.
reminder-deadline = Il Suo termine ultimo è { $deadline }.
reminder-on-clock = Il Suo orologio segna { $on_clock }: il resto sono ferie, durante le quali l'orologio resta fermo.
reminder-lost = Se entro quel termine non sarà arrivata alcuna Sua mossa, la partita sarà persa per tempo.

## Una nuova partita (new_game.txt)

new-game-title = Partita { $game }: { $variant }
new-game-title-unrated = Partita { $game }: { $variant }, non valida per il rating
new-game-white = Bianco: { $name }
new-game-white-rated = Bianco: { $name } ({ $rating })
new-game-black = Nero: { $name }
new-game-black-rated = Nero: { $name } ({ $rating })
new-game-you-play = Lei gioca con il { $side }.
new-game-your-move = Tocca a Lei muovere.
new-game-wait = Muove per primo il { $side }; Le scriverò quando sarà il Suo turno.
new-game-how = Come giocare: risponda a questo messaggio con la Sua mossa da sola su una riga, per esempio "Nf3" (o "Cf3" dopo "language it"), "e2-e4" o "1. e4". Usi il pulsante Rispondi del Suo programma di posta: la risposta conserva il Suo codice per questa partita nell'indirizzo e nell'oggetto, così la Sua mossa viene giocata subito (un nuovo messaggio con "[Game { $game }]" nell'oggetto viene giocato non appena Lei lo conferma).
new-game-commands = Comandi: resign (abbandonare), draw (offrire o accettare la patta), decline (rifiutare), claim draw (richiedere la patta), board (scacchiera), history (cronologia), help (aiuto).

## Una partita conclusa dall'orologio o da un organizzatore (forfeit.txt)

forfeit-organiser = Riceve questo messaggio in qualità di organizzatore.
