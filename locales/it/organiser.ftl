# Le risposte alla mail di un organizzatore, in italiano (gli stessi id di
# locales/en/organiser.ftl). Le parole dei comandi restano in inglese.

organiser-done = Fatto
organiser-done-subject = Fatto: { $line }
organiser-not-read = "{ $line }" non è un comando { $what ->
        [player] da giocatore
       *[other] da torneo
    } che io possa eseguire:
organiser-not-done = "{ $line }" non è stato eseguito: { $why }
organiser-game-done = Partita { $game }: { $what }.
organiser-announce-usage = scriva: "announce TOURNAMENT TEXT" (il testo può continuare nelle righe successive)
organiser-announce-unknown = non c'è nessun torneo { $tournament }; non è stato annunciato nulla
organiser-announced-subject = Fatto: annunciato a { $name }
organiser-announced = Il Suo annuncio è andato a { $sent } { $sent ->
        [one] iscritto
       *[other] iscritti
    } di { $name } (torneo { $tournament }).
organiser-overdue-subject = Partite in ritardo
organiser-overdue = Partite in ritardo:
organiser-overdue-none = Nessuna partita è in ritardo.
organiser-usage = scriva: "{ $word } GAME reason"
organiser-usage-adjudicate = scriva: "adjudicate GAME RESULT reason"
organiser-usage-resend = scriva: "resend GAME [ADDRESS]"
organiser-no-code = un comando dell'organizzatore vale solo con il codice dell'organizzatore nell'oggetto, come [Organiser CODE] (qualsiasi mittente From: può essere falsificato); non è stato fatto nulla

## L'avviso agli organizzatori: le risposte agli indirizzi che non giocano
## alcuna partita hanno raggiunto il totale orario. $count e $limit sono
## numeri; $at e $until istanti in UTC.

strangers-subject = Risposte sospese fino a { $until } per gli indirizzi senza partite
strangers-text = Nell'ora prima di { $at } sono andate { $count } risposte a indirizzi che non giocano alcuna partita: il massimo consentito per tutti insieme ([mail] stranger_answers_per_hour_total = { $limit }). Fino a { $until } la posta di tali indirizzi viene registrata e conservata, senza risposta, perché un elenco di mittenti falsificati non possa far inviare a questo arbitro posta a estranei. Giocatori e organizzatori ricevono risposta come sempre. Lo saprà al massimo una volta all'ora.
