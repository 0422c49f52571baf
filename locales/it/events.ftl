# Le parole delle mail sui tornei, in italiano (gli stessi id di
# locales/en/events.ftl). Le parole di comando ("confirm", "withdraw entry",
# "name", "timezone", "language", "board") restano in inglese.

## Un torneo nominato in una mail

event-name = { $name } (torneo { $tournament })
event-line = { $name } (torneo { $tournament }), turno { $round }
event-cup-game-line = { $name } (torneo { $tournament }): { $round }, incontro { $match }, partita { $game }
event-cup-tie-break-line = { $name } (torneo { $tournament }): { $round }, incontro { $match }, partita di spareggio { $game }

## L'iscrizione per mail

entry-request-subject = Confermi la Sua iscrizione a { $name } [Confirm { $token }]
entry-request-intro = Ha chiesto di iscriversi a { $name } (torneo { $tournament }): { $title }.
entry-request-confirm = Per confermare, risponda a questo messaggio con la parola
entry-request-settings = Nella stessa risposta può indicare il Suo nome, il Suo fuso orario o la Sua lingua, ciascuno su una riga propria ("name Jane Doe", "timezone Europe/Berlin", "language it").
entry-request-close = Se non risponde, non succede nulla. Le iscrizioni chiudono il { $until }.
entry-still-waits = La Sua iscrizione è ancora in attesa: per confermarla, risponda alla mia richiesta con la parola "confirm".
entered-subject = Iscritto: { $name } [Confirm { $token }]
entered-seat = È iscritto a { $name } (torneo { $tournament }) come giocatore { $seat } di { $entered }.
entered-next = Sarà avvisato quando le iscrizioni chiudono e quando iniziano le Sue partite.
entered-withdraw = Per ritirare l'iscrizione prima dell'inizio, scriva: "withdraw entry { $tournament }"
entered-settings = Prima della Sua prima partita può indicare il Suo nome, il Suo fuso orario o la Sua lingua in una risposta a questo messaggio, ciascuno da solo su una riga, per esempio: "name Jane Doe"; "timezone Europe/Berlin"; "language it".
withdrawn-subject = Iscrizione ritirata: { $name }
withdrawn = La Sua iscrizione a { $name } (torneo { $tournament }) è ritirata.
entries-closed-subject = { $name }: iscrizioni chiuse
entries-closed = Le iscrizioni a { $name } (torneo { $tournament }) sono chiuse: { $count } { $count ->
        [one] giocatore
       *[other] giocatori
    }.
entries-closed-start = L'organizzatore avvia il torneo; riceverà una mail per ciascuna delle Sue partite.

## Il turno di riposo e un turno non abbinato

bye-subject = { $name }, turno { $round }: riposo
bye = { $event }, turno { $round }: l'abbinamento Le assegna il riposo (il numero dei giocatori è dispari), che vale { $worth }. Non gioca alcuna partita in questo turno; il turno seguente viene abbinato quando tutte le partite di questo sono finite.
bye-worth-one = 1 punto
bye-worth = { $points } { $points ->
        [one] punto
       *[other] punti
    }
pairing-error-subject = { $name }: turno { $round } non abbinato
pairing-error = { $event }: il turno { $round } non ha potuto essere abbinato, e nessuna Sua partita è iniziata.
pairing-error-retry = L'arbitro riprova a ogni controllo della posta, e `arbiter tournament pair { $tournament }` riprova subito. Una volta corretto, il turno viene abbinato e spedito come al solito.

## I risultati e la tabella incrociata

results-subject-final = { $name }: tabella incrociata finale
results-subject = { $name }: tabella incrociata dopo { $done } di { $games } partite
results-new-one = Nuovo risultato:
results-new-many = Nuovi risultati:
results-line = Turno { $round }, partita { $game }: { $white } - { $black } { $result } ({ $how })
results-final = Tutte le partite sono finite: questa è la classifica finale.
results-running = { $running } { $running ->
        [one] partita ancora in corso
       *[other] partite ancora in corso
    }.

## La risposta alle impostazioni

settings-subject = Impostazioni cambiate
settings-done = Fatto:
settings-name = Il Suo nome ora è { $name }.
settings-timezone = Il Suo fuso orario ora è { $zone }.
settings-language = La Sua lingua ora è { $language }. Le Sue mosse sono lette e scritte con le lettere dei pezzi { $letters }.
settings-notation = La Sua notazione ora è { $notation }: le mosse Le vengono scritte così.
settings-board-grid = Le Sue risposte ora mostrano la scacchiera disegnata a griglia ("board grid").
settings-board-list = Le Sue risposte ora mostrano i pezzi elencati a parole invece della griglia, per un lettore di schermo ("board list").
settings-board-both = Le Sue risposte ora mostrano la griglia e i pezzi elencati a parole ("board both").
settings-leave = Ferie dal { $first } al { $last } (giorni UTC, entrambi inclusi).
settings-leave-clocks = Durante le ferie i Suoi orologi si fermano, e i Suoi avversari vengono avvisati.
settings-leave-taken = Ferie prese: { $years }.
settings-leave-year = { $year }: { $days } di { $allowance } giorni
settings-zone-hint = Le scadenze nelle risposte sono in UTC, e anche nel Suo fuso orario non appena invia
settings-zone-hint-how = "timezone" con il Suo nome IANA (per esempio "timezone Europe/Berlin").

## Gli annunci dell'organizzatore e i suoi interventi in una partita

announce-subject = { $name }: dall'organizzatore
organiser-subject = L'organizzatore ha { $what }
organiser-did = L'organizzatore ({ $by }) ha { $what }.
organiser-reason = Motivo: { $reason }
organiser-dropped = Le Sue mosse condizionali in questa partita sono annullate: l'organizzatore ha { $what }.
organiser-ended = concluso la partita: { $result } ({ $how })
organiser-took-back = annullato l'ultima mossa del { $side }, { $move } (semimossa { $ply })
organiser-paused = fermato gli orologi
organiser-resumed = rimesso in moto gli orologi

## Perché un'iscrizione o un ritiro viene rifiutato

entry-by-organiser = { $name } (torneo { $tournament }) non accetta iscrizioni per mail: è l'organizzatore a iscrivere i giocatori
entry-closed-on = le iscrizioni a { $name } (torneo { $tournament }) sono chiuse dal { $until }
entry-closed-started = le iscrizioni a { $name } (torneo { $tournament }) si sono chiuse all'inizio del torneo
entry-closed-started-on = le iscrizioni a { $name } (torneo { $tournament }) si sono chiuse all'inizio del torneo, il { $at }
entry-not-taken = { $why }; la Sua iscrizione non è stata accettata
entry-already = è già iscritto a { $name } (torneo { $tournament })
entry-full = { $name } (torneo { $tournament }) è al completo: { $max } giocatori iscritti
entry-unknown = non esiste alcun torneo "{ $words }"; scriva: "enter NUMERO" (o il nome del torneo)
entry-not-confirmed = la Sua iscrizione non è confermata (la risposta non diceva "confirm"); nessuno è stato iscritto
withdraw-unknown = non esiste alcun torneo "{ $words }"
withdraw-started = { $name } (torneo { $tournament }) è iniziato: chieda all'organizzatore di ritirare la Sua iscrizione
withdraw-not-entered = non è iscritto a { $name } (torneo { $tournament })

## Le ferie di un giocatore, comunicate all'avversario

leave-notice-subject = Il Suo avversario è in ferie dal { $first } al { $last } (giorni UTC, entrambi inclusi)
leave-notice-who = Il Suo avversario, { $who }, è in ferie
leave-notice-span = dal { $first } al { $last } (giorni UTC, entrambi inclusi).
leave-notice-clock = L'orologio del Suo avversario in questa partita si ferma durante le ferie; il Suo scorre come al solito quando tocca a Lei muovere.

## Risposte al codice di un'iscrizione che non fanno nulla

entry-other-address = questa iscrizione è stata chiesta da un altro indirizzo; solo quell'indirizzo può confermarla o darvi impostazioni, e non è stato fatto nulla
entry-settings-refused = { $error }; non è stato fatto nulla, e la Sua iscrizione resta com'era
entry-answers-to-entered = è già iscritto; una risposta alla mia mail sulla Sua iscrizione vale solo per le Sue impostazioni, ciascuna da sola su una riga ("name Jane Doe", "timezone Europe/Berlin", "language it", "leave 2026-12-24 2027-01-02"), o per "withdraw entry" con il numero del torneo; non è stato fatto nulla
entry-answered-before = a questa iscrizione è già stato risposto ({ $status }); non è stato fatto nulla di nuovo

## Un'iscrizione rifiutata per il rating; un'iscrizione scaduta

entry-rating-low = { $name } (torneo { $tournament }) accetta giocatori con rating { $min } o più; { $what } è { $rating }
entry-rating-none = { $name } (torneo { $tournament }) accetta giocatori con rating { $min } o più, e Lei non ha qui un rating in { $variant } né uno da altrove (un organizzatore può inserire un rating ICCF o FIDE)
entry-rating-own = il Suo rating in { $variant }
entry-rating-elsewhere = il Suo rating da altrove
entry-gone = il torneo di questa iscrizione non esiste più
entry-settings-unwritten = { $why }; nemmeno le Sue impostazioni sono state salvate

## Tornei tematici: ogni partita comincia con un'apertura o una posizione obbligata

event-theme-opening = Torneo tematico: ogni partita comincia dopo l'apertura obbligata { $moves }.
event-theme-position = Torneo tematico: ogni partita comincia dalla posizione obbligata { $fen }.
event-theme-short-opening = torneo tematico, apertura obbligata { $moves }
event-theme-short-position = torneo tematico, posizione obbligata { $fen }
tournament-theme-position = --fen: la posizione obbligata non si può giocare: { $error }
tournament-theme-over = la partita è già finita nella posizione di partenza obbligata ({ $result }: { $how }); un torneo tematico richiede una posizione in cui si continua a giocare
tournament-theme-empty = --opening: non è stata letta nessuna mossa; scriva le mosse dell'apertura obbligata dalla posizione iniziale, per esempio "1. e4 e5 2. f4"
tournament-theme-move = --opening: la mossa { $label } { $text } non si può giocare: { $reason }
event-meeting-line = incontro a squadre { $home } - { $away }, scacchiera { $board }
