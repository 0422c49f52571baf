# Si veda locales/en/refusals-more.ftl.

refused-challenge = sfida rifiutata: { $reason }
refused-challenge-usage = scriva: "challenge INDIRIZZO VARIANTE [OPZIONE=VALORE ...] [TEMPO] [as white|as black] [unrated]", per esempio "challenge bob@example.net momentum 3d/move"
refused-challenge-as = dopo "as" scriva "white" o "black"; { $usage }
refused-not-an-address = { $address } non è un indirizzo e-mail
refused-challenge-yourself = sfida rifiutata: non può sfidare sé stesso
refused-approve-not-organiser = solo un organizzatore può approvare una sfida; non è stato fatto nulla
refused-approval-answered = alla sfida { $challenger } contro { $challenged } è già stato risposto ({ $status ->
        [waiting] attende risposta
        [approval] attende approvazione
        [started] la partita è iniziata
        [refused] non approvata
        [declined] rifiutata
        [lapsed] scaduta
       *[other] { $status }
    }); non è stato fatto nulla
refused-approval-word = risponda alla richiesta con "approve" o "refuse" da solo sulla prima riga
refused-challenge-other-address = questa sfida era rivolta a { $challenged }; solo quell'indirizzo può rispondere, e non è stato fatto nulla
refused-challenge-lapsed = questa sfida di { $challenger } è scaduta il { $at }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } dopo essere stata fatta, senza risposta; non è stato fatto nulla. Per giocare, invii una sfida Sua: "challenge" { $challenger } { $variant }
refused-challenge-answered = a questa sfida è già stato risposto ({ $status ->
        [waiting] attende risposta
        [approval] attende approvazione
        [started] la partita è iniziata
        [refused] non approvata
        [declined] rifiutata
        [lapsed] scaduta
       *[other] { $status }
    }); non è stato fatto altro

refused-no-game = non esiste la partita { $game }
refused-not-a-player = { $address } non è un giocatore della partita { $game }
refused-moved-on = la partita { $game } è andata avanti da quando Le ho chiesto di confermare "{ $what }", quindi non è stato fatto nulla; invii di nuovo il Suo comando se vale ancora
refused-token-unknown = questo non risponde a nessuna mia richiesta di conferma (il contrassegno { $token } è sconosciuto); non è stato fatto nulla: invii di nuovo il Suo comando
refused-token-other-address = la richiesta di conferma { $token } è andata a un altro indirizzo; solo quell'indirizzo può confermarla, e non è stato fatto nulla
refused-token-answered-applied = alla richiesta di conferma per "{ $what }" è già stato risposto (allora è stata eseguita); non è stato fatto altro
refused-token-answered-not-applied = alla richiesta di conferma per "{ $what }" è già stato risposto (allora non è stato eseguito nulla); non è stato fatto altro

refused-too-many-parts = la mail contiene sezioni per { $parts } partite, più delle { $most } che una mail può contenere; non è stato fatto nulla
refused-personal-in-part = "name", "timezone", "language" o "leave" sono del giocatore, non della partita { $game }: li invii da soli, in una risposta a uno dei miei messaggi; nulla della partita { $game } è stato fatto

refused-sender-mismatch = il messaggio è di { $sender } ma è stato inviato da { $agent } (l'intestazione Sender:); la posta inviata per conto d'altri non è accettata, a meno che l'organizzatore non autorizzi quel mittente
refused-too-big = il messaggio è di { $size } byte, più del limite di { $limit } byte; invii la Sua mossa come testo semplice senza allegati
refused-settings-unproven = "name", "timezone", "language", "notation", "board", "leave", "digest" o "xfcc" valgono solo in una risposta a uno dei miei messaggi sulla Sua partita o sulla Sua iscrizione (la risposta porta il Suo codice o il contrassegno dell'iscrizione; una mail senza di esso potrebbe venire da chiunque)
refused-settings-unverified = "name", "timezone", "language", "notation", "board", "leave", "digest" o "xfcc" valgono solo da una mail che il Suo dominio autentica, e { $why }
refused-which-game = non sono riuscito a capire a quale partita si riferisce: risponda a uno dei miei messaggi sulla partita, o metta il numero della partita nell'oggetto, per esempio "[Game 12]"
refused-not-a-player-commands = { $address } non è un giocatore della partita { $game }; solo i due giocatori della partita possono inviare comandi per essa

refused-no-overview = Lei non gioca nessuna partita qui, quindi non c'è un riepilogo delle Sue partite da inviare

refused-organiser-command = «{ $command }» è un comando da organizzatore: solo un organizzatore di questo arbitro può { $command ->
        [tournament] inviare comandi di torneo
        [player] registrare il rating di un giocatore ottenuto altrove
        [announce] mandare un annuncio ai partecipanti di un torneo
        [abort] annullare una partita
        [adjudicate] aggiudicare una partita
        [takeback] ritirare una mossa
        [resend] far inviare di nuovo la posta di una partita
        [pause] sospendere una partita
        [resume] riprendere una partita sospesa
        [overdue] chiedere le partite in ritardo
       *[other] usarlo
    } (da un indirizzo dell'elenco degli organizzatori di questo arbitro, con il codice dell'organizzatore nell'oggetto); non è stato fatto nulla
