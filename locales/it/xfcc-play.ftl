# Ciò che un giocatore scrive all’avversario dal suo programma di scacchi (Xfcc); $side: white o black.
xfcc-opponent-wrote = { $side ->
        [white] Il Bianco scrive:
       *[black] Il Nero scrive:
    }
xfcc-message-subject = { $side ->
        [white] Un messaggio del Bianco
       *[black] Un messaggio del Nero
    }
