# Wat een speler vanuit zijn schaakprogramma (Xfcc) aan de tegenstander schrijft; $side: white of black.
xfcc-opponent-wrote = { $side ->
        [white] Wit schrijft:
       *[black] Zwart schrijft:
    }
xfcc-message-subject = { $side ->
        [white] Een bericht van Wit
       *[black] Een bericht van Zwart
    }
