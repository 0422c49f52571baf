# Si veda locales/en/challenges.ftl. Le parole di risposta (accept, decline,
# approve, refuse) restano in inglese: l'arbitro legge solo quelle.

challenge-terms = { $variant }, tempo { $control }
challenge-terms-untimed = { $variant }, senza limite di tempo
challenge-terms-unrated = { $terms }, non valida per il rating

challenge-sent-subject = Sfida inviata
challenge-sent = La Sua sfida a { $challenged } ({ $terms }) è partita; Le sarà comunicato quando riceverà risposta.
challenge-subject = Sfida da { $challenger }
challenge-request = { $challenger } La sfida a una partita ({ $terms }); Lei giocherebbe con il { $color ->
        [white] Bianco
       *[black] Nero
    }.
challenge-accept = Per accettare, risponda a questo messaggio con la parola
challenge-decline = Per declinare, risponda con
challenge-lapses = La sfida scade se non riceve risposta entro il { $at }.
challenge-declined-subject = Sfida declinata
challenge-declined = { $challenged } ha declinato la Sua sfida ({ $terms }).
challenge-lapsed-subject = Sfida scaduta
challenge-lapsed = La Sua sfida a { $challenged } ({ $terms }) è scaduta: non ha ricevuto risposta entro il { $at }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } dopo l'invio. Nessuna partita è stata creata; può inviare una nuova sfida.

## Approvazione di un organizzatore

approval-subject = Approvare una partita?
approval-request = { $challenger } ha sfidato { $challenged } a una partita ({ $terms }), e la sfida è stata accettata.
approval-approve = Per far iniziare la partita, risponda a questo messaggio con
approval-refuse = Per fermarla, risponda con
approval-waiting-subject = Sfida accettata, in attesa di approvazione
approval-waiting = La sfida { $challenger } contro { $challenged } ({ $terms }) è stata accettata; la partita inizia quando un organizzatore la approva.
approval-refused-subject = Sfida non approvata
approval-refused = L'organizzatore { $organiser } non ha approvato la partita tra { $challenger } e { $challenged } ({ $terms }).
