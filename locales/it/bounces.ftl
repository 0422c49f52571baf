# Avvisi di mancato recapito: quando i miei messaggi a un giocatore tornano
# indietro non recapitati, l'avviso agli organizzatori, l'avviso all'avversario
# in ogni partita in corso del giocatore e la riga del riepilogo
# (overview.txt). I segnaposto come in locales/en/bounces.ftl; $words sono le
# parole del server di posta del destinatario, non tradotte. Le parole di
# comando tra virgolette doppie restano in inglese.

bounce-cause-no-such-address = l'indirizzo non esiste
bounce-cause-mailbox-full = la casella di posta è piena
bounce-cause-mailbox-disabled = la casella di posta è disattivata
bounce-cause-refused = il server di posta del destinatario rifiuta i miei messaggi
bounce-cause-other = il server di posta del destinatario non li accetta

## Agli organizzatori

bounce-organisers-subject = I messaggi a { $address } tornano indietro non recapitati
bounce-organisers-intro = Dal { $since } i miei messaggi a { $address } tornano indietro non recapitati: { $why }.
bounce-organisers-words = Il server di posta del destinatario ha scritto: { $words }
bounce-organisers-games = { $count ->
        [one] Il giocatore ha { $count } partita in corso:
       *[other] Il giocatore ha { $count } partite in corso:
    }
bounce-organisers-game = Partita { $game } contro { $opponent }
bounce-organisers-no-game = Il giocatore non ha partite in corso.
bounce-organisers-what =
    Gli avversari sono stati avvisati che il giocatore forse non riceve più
    notizie della partita. Gli orologi continuano a correre come prima: decidere
    se fermarne uno spetta a Lei ("arbiter game pause GAME --reason WHY", o
    "pause GAME reason" per messaggio). Il contrassegno scompare appena arriva
    un messaggio da questo indirizzo; fino ad allora "arbiter status" lo elenca,
    e Lei ne viene informato una sola volta.

## All'avversario

bounce-opponent-subject = Il Suo avversario forse non riceve notizie della partita
bounce-opponent =
    Dal { $since } i miei messaggi al Suo avversario { $opponent } nella partita
    { $game } tornano indietro non recapitati ({ $why }): il Suo avversario forse
    non riceve notizie della partita. Gli orologi continuano a correre come
    prima; Lei può continuare a giocare.
bounce-opponent-organisers = Gli organizzatori sono stati avvisati.

## Il riepilogo ("games")

overview-opponent-bounces = I messaggi a { $opponent } tornano indietro non recapitati dal { $since }.
