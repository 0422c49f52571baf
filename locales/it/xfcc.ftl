# Il messaggio con la password Xfcc di un giocatore e le righe della risposta
# a "xfcc", "xfcc off" e "xfcc mail on|off" (vedi locales/en/xfcc.ftl).

xfcc-password-subject = La Sua password Xfcc
xfcc-password-intro = Ecco la Sua nuova password per giocare dal Suo programma di scacchi tramite Xfcc. Sostituisce qualsiasi password precedente:
xfcc-password-url = Indirizzo del server: { $url }
xfcc-password-no-url = Indirizzo del server: gli organizzatori non ne hanno indicato uno; La prego di chiederlo a loro.
xfcc-password-username = Nome utente: { $username }
xfcc-password-scid = In Scid: "Play > Correspondence Chess > Configure Xfcc" (i nomi del menu inglese); vi inserisca l'indirizzo del server, il Suo nome utente e questa password.
xfcc-password-keep = Tenga questa password per sé: ne conservo solo un hash e non posso inviargliela di nuovo. Invii "xfcc" per averne una nuova, oppure "xfcc off" per revocarla.
settings-xfcc-sent = Una nuova password Xfcc è partita verso { $email } in un messaggio a parte; nessuna password precedente vale più.
settings-xfcc-off = La Sua password Xfcc è revocata: nessun programma di scacchi può più accedere a Suo nome.
settings-xfcc-off-none = Non aveva nessuna password Xfcc; non è cambiato nulla.
settings-xfcc-mail-on = Ora riceve anche un messaggio per ogni mossa che fa dal Suo programma di scacchi.
settings-xfcc-mail-off = Non riceve alcun messaggio per le mosse che fa dal Suo programma di scacchi (il programma le mostra già).
settings-xfcc-no-password = Non ha ancora una password Xfcc: invii prima "xfcc" per averne una.
setting-no-xfcc = questo servizio non ha un punto di accesso Xfcc: nessun programma di scacchi può giocare qui, quindi non è stata creata alcuna password

help-xfcc-commands =
    xfcc                    una password per il Suo programma di scacchi
                            (Xfcc, come Scid), in un messaggio a parte; un
                            nuovo xfcc la sostituisce; xfcc off la revoca
    xfcc mail on            anche un messaggio per le mosse fatte dal
                            programma; xfcc mail off lo ferma (predefinito)
