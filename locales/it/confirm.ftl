# Vedi locales/en/confirm.ftl.

confirm-subject = Confermi, per favore: { $what }
confirm-asks = Un messaggio dal Suo indirizzo chiede quanto segue nella partita { $game }:
confirm-asks-subject = Un messaggio dal Suo indirizzo ("{ $subject }") chiede quanto segue nella partita { $game }:
confirm-why = Poiché { $why }, non è ancora stato fatto nulla: chiunque può scrivere il Suo indirizzo su un messaggio, ed è il codice (e, dove l'arbitro la controlla, la firma DKIM del Suo dominio di posta) a mostrare che è davvero Lei.
confirm-no-code = Non portava il Suo codice per la partita { $game }, quindi non è ancora stato fatto nulla: chiunque può scrivere il Suo indirizzo su un messaggio, ed è il codice a mostrare che è davvero Lei.
confirm-how = Per eseguirlo, risponda a questo messaggio con il pulsante Rispondi del Suo programma di posta (la risposta conserva il contrassegno nell'indirizzo e nell'oggetto); non serve scrivervi nulla. Se la partita va avanti prima della Sua risposta, non si fa nulla e glielo comunico. Se non l'ha inviato Lei, ignori questo messaggio: la partita resta com'è.
confirm-next-time = La prossima volta risponda a uno dei miei messaggi sulla partita { $game }: la Sua mossa porterà allora il Suo codice e sarà giocata subito.

held-subject = Trattenuto per l'organizzatore
held-intro = Il Suo messaggio è trattenuto per l'organizzatore.
held-intro-subject = Il Suo messaggio "{ $subject }" è trattenuto per l'organizzatore.
held-limit = { $states } stati di ricerca o { $seconds } secondi
held-why = Verificarlo richiede più lavoro del limite di questo arbitro ({ $limit }): la posizione ha così tanti pezzi in movimento o possibilità che la ricerca secondo le regole durerebbe troppo. Il Suo messaggio non è né accettato né respinto. Nulla cambia finché l'organizzatore non decide; sarà lui a scriverLe. La preghiamo di non inviarlo di nuovo.
held-why-game = Verificarlo richiede più lavoro del limite di questo arbitro ({ $limit }): la posizione della partita { $game } ha così tanti pezzi in movimento o possibilità che la ricerca secondo le regole durerebbe troppo. Il Suo messaggio non è né accettato né respinto. La partita { $game } resta invariata finché l'organizzatore non decide; sarà lui a scriverLe. La preghiamo di non inviarlo di nuovo.
