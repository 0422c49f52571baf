# Le righe di un messaggio che non danno né mossa né comando e non sono prosa
# comune, citate in cima alla risposta (ciascuna dopo "> "), poi
# unread-how. $count è il numero delle righe.

unread-head = { $count ->
        [1] Non letta: questa riga del Suo messaggio non è stata usata:
       *[other] Non lette: queste righe del Suo messaggio non sono state usate:
    }
unread-head-game = { $count ->
        [1] Non letta, nella partita { $game }: questa riga non è stata usata:
       *[other] Non lette, nella partita { $game }: queste righe non sono state usate:
    }
unread-how = Scriva ogni mossa e ogni comando su una riga a sé, come mostra "help".

## Una risposta a una richiesta di conferma con comandi propri: la nota in
## cima alla risposta. $what: i comandi trattenuti, come scritti.

confirm-own-commands = La Sua risposta alla mia richiesta di confermare "{ $what }" nella partita { $game } contiene comandi propri: sono stati letti questi invece di "{ $what }", che è annullato.
