# Capitani per posta nei tornei a squadre (src/arbiter/events/captains.rs).
# $name è il nome del torneo, $tournament il suo numero, $team il nome della squadra.
# Le parole dei comandi restano in inglese.

## Il capitano iscrive una squadra
captain-entered-subject = Squadra { $team } iscritta: { $name }
captain-entered = La squadra { $team } è iscritta a { $name } (torneo { $tournament }), con Lei come capitano. { $count ->
        [one] Al giocatore che ha indicato si chiede di confermare:
       *[other] Ai { $count } giocatori che ha indicato si chiede di confermare:
    }
captain-entered-next = Ogni giocatore fa parte della squadra appena conferma, e Lei riceve ogni risposta. Le scacchiere sono i giocatori che hanno confermato, nel Suo ordine.
captain-order-how = Prima dell'inizio può cambiare l'ordine di scacchiera: scriva "order { $tournament } { $team }" nella prima riga e sotto i giocatori nel nuovo ordine, un indirizzo per riga.
captain-line-board = scacchiera { $board }
captain-line-waiting = nessuna risposta finora
captain-line-declined = ha rifiutato

## Si chiede a un giocatore indicato
captain-ask-subject = Giocare per la squadra { $team } a { $name }? [Confirm { $token }]
captain-ask-intro = { $captain }, capitano della squadra { $team }, ha indicato Lei come giocatore { $place } dell'ordine di scacchiera della squadra a { $name } (torneo { $tournament }).
captain-ask-confirm = Per giocare per la squadra, risponda a questo messaggio con la parola
captain-ask-decline = Per rifiutare, risponda con la parola
captain-confirmed-subject = Nella squadra { $team }: { $name }
captain-confirmed = Fa parte della squadra { $team } a { $name } (torneo { $tournament }), per ora in scacchiera { $board }: il capitano può cambiare l'ordine prima dell'inizio. Sarà avvisato quando cominciano le Sue partite.
captain-declined-subject = Non nella squadra { $team }: { $name }
captain-declined = Ha rifiutato di giocare per la squadra { $team } a { $name } (torneo { $tournament }); il capitano ne è informato.
captain-news-subject = Squadra { $team }: { $name }
captain-told-confirmed = { $player } ha confermato e fa parte della squadra { $team } a { $name }.
captain-told-declined = { $player } ha rifiutato di giocare per la squadra { $team } a { $name }. Per indicare un altro giocatore, invii di nuovo l'ordine.
captain-ordered = L'ordine di scacchiera della squadra { $team } a { $name } è cambiato. Ai giocatori nuovi nell'elenco si chiede di confermare.
captain-dropped = { $captain }, capitano della squadra { $team }, ha tolto Lei dall'ordine di scacchiera a { $name } (torneo { $tournament }): non fa più parte della squadra.

## Rifiuti
captain-enter-usage = per iscrivere una squadra, scriva "enter", il numero del torneo, la parola "team" e il nome della squadra nella prima riga, e sotto i giocatori in ordine di scacchiera, un indirizzo per riga ("enter 12 team Ajax")
captain-order-usage = per cambiare l'ordine di scacchiera di una squadra, scriva "order", il numero del torneo e il nome della squadra nella prima riga, e sotto i giocatori, un indirizzo per riga ("order 12 Ajax")
captain-replace-usage = per chiedere una sostituzione, scriva "replace", il numero della scacchiera e l'indirizzo del nuovo giocatore ("replace 2 new@example.org"), seguiti dal numero del torneo se è capitano di squadre in più tornei
captain-list-empty = nessun giocatore è indicato: scriva i giocatori in ordine di scacchiera nelle righe dopo la prima, un indirizzo per riga
captain-list-address = { $line } non è un indirizzo
captain-list-twice = { $address } è indicato due volte
captain-list-too-many = { $max ->
        [one] si può indicare al massimo un giocatore
       *[other] si possono indicare al massimo { $max } giocatori
    }
captain-not-team-event = { $name } (torneo { $tournament }) non è un torneo a squadre: un giocatore vi si iscrive con "enter { $tournament }"
captain-name-taken = una squadra di nome { $team } è già iscritta a { $name }
captain-enter-again = ha già iscritto la squadra { $team } a { $name }; per cambiarne l'ordine di scacchiera, scriva "order { $tournament } { $team }" con i giocatori sotto
captain-one-team = è già capitano della squadra { $team } a { $name }, e un capitano iscrive una sola squadra per torneo
captain-plays-already = { $address } gioca già a { $name } (torneo { $tournament }) o vi è indicato per una squadra; nulla è stato cambiato
captain-no-team = { $name } (torneo { $tournament }) non ha nessuna squadra di nome { $team }
captain-not-captain = non è il capitano della squadra { $team } a { $name }; solo il capitano della squadra può farlo, e nulla è stato cambiato
captain-captains-none = non è capitano di nessuna squadra in un torneo in corso; solo il capitano di una squadra può chiederlo, e nulla è stato cambiato
captain-not-captain-running = non è capitano di nessuna squadra che giochi a { $name } (torneo { $tournament }); nulla è stato cambiato
captain-which-event = è capitano di squadre in più tornei in corso: { $events }; scriva il numero del torneo dopo il comando
captain-no-board = la squadra { $team } non ha la scacchiera { $board } ({ $boards ->
        [one] ha una sola scacchiera
       *[other] ha { $boards } scacchiere
    }); nulla è stato cambiato
captain-no-more-replacements = la squadra { $team } { $max ->
        [0] non può avere nessuna sostituzione: il torneo non ne ammette
        [one] ha già avuto la sostituzione ammessa a { $name }, e non ne sono ammesse altre
       *[other] ha già avuto le { $max } sostituzioni ammesse a { $name }, e non ne sono ammesse altre
    }
captain-answered-before = ha già risposto a questa richiesta sulla squadra { $team }
captain-answer-word = risponda nella prima riga con la parola "confirm" per giocare per la squadra, o "decline" per rifiutare
captain-request-answered = questa richiesta sulla squadra { $team } ha già avuto risposta ({ $status ->
        [granted] accolta
       *[refused] respinta
    })
captain-not-running = { $name } (torneo { $tournament }) non è in corso, o la squadra { $team } si è ritirata; nulla è stato cambiato

## Richieste agli organizzatori
captain-request-subject = Richiesta del capitano, squadra { $team }: { $name } [Confirm { $token }]
captain-replace-asked = { $captain }, capitano della squadra { $team } a { $name } (torneo { $tournament }), chiede che { $new } sostituisca { $old } in scacchiera { $board }.
captain-withdraw-asked = { $captain }, capitano della squadra { $team }, chiede di ritirare la squadra da { $name } (torneo { $tournament }).
captain-request-approve = Per concederla, risponda a questo messaggio con la parola
captain-request-refuse = Per respingerla, risponda con la parola
captain-request-sent = La Sua richiesta è stata inviata agli organizzatori; riceverà la loro risposta.
captain-request-refused = L'organizzatore { $organiser } ha respinto la Sua richiesta per la squadra { $team } a { $name }: { $what }.
captain-what-replace = { $new } in scacchiera { $board }
captain-what-withdraw = il ritiro della squadra

## Una sostituzione concessa
captain-replaced = assegnato la scacchiera { $board } della squadra { $team } a { $new }, in sostituzione di { $old }
captain-replaced-news = L'organizzatore ({ $by }) ha { $what }. { $games ->
        [0] La scacchiera non ha partite in corso; i risultati finora restano alla scacchiera.
        [one] La partita in corso della scacchiera passa al nuovo giocatore con un nuovo codice, e il vecchio codice non vale più; i risultati finora restano alla scacchiera.
       *[other] Le { $games } partite in corso della scacchiera passano al nuovo giocatore con nuovi codici, e i vecchi codici non valgono più; i risultati finora restano alla scacchiera.
    }
captain-replaced-you = Lei prosegue questa partita per la Sua squadra su richiesta del Suo capitano; risponda a questo messaggio per giocare (porta il Suo codice per la partita)
captain-replaced-opponent = una sostituzione chiesta dal capitano dell'altra squadra; la partita prosegue contro il nuovo giocatore

## Una squadra si ritira
captain-team-withdrawn-reason = la squadra { $team } si è ritirata da { $name } su richiesta del capitano, concessa dagli organizzatori
captain-team-withdrawn = La squadra { $team } si è ritirata da { $name } (torneo { $tournament }). { $games ->
        [0] Nessuna partita della squadra era in corso; i risultati finora restano validi.
        [one] La partita in corso della squadra è persa a forfait; i risultati finora restano validi.
       *[other] Le { $games } partite in corso della squadra sono perse a forfait; i risultati finora restano validi.
    }

captain-individual-entry = { $name } (torneo { $tournament }) è un torneo a squadre: il capitano iscrive la squadra con "enter { $tournament } team NOME" nella prima riga e sotto i giocatori in ordine di scacchiera
