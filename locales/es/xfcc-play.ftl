# Lo que un jugador escribe a su rival desde su programa de ajedrez (Xfcc); $side: white o black.
xfcc-opponent-wrote = { $side ->
        [white] Las blancas escriben:
       *[black] Las negras escriben:
    }
xfcc-message-subject = { $side ->
        [white] Un mensaje de las blancas
       *[black] Un mensaje de las negras
    }
