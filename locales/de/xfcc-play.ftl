# Was ein Spieler aus seinem Schachprogramm (Xfcc) dem Gegner schreibt; $side: white oder black.
xfcc-opponent-wrote = { $side ->
        [white] Weiß schreibt:
       *[black] Schwarz schreibt:
    }
xfcc-message-subject = { $side ->
        [white] Eine Nachricht von Weiß
       *[black] Eine Nachricht von Schwarz
    }
