# Ce qu’un joueur écrit à son adversaire depuis son programme d’échecs (Xfcc) ; $side : white ou black.
xfcc-opponent-wrote = { $side ->
        [white] Les Blancs écrivent :
       *[black] Les Noirs écrivent :
    }
xfcc-message-subject = { $side ->
        [white] Un message des Blancs
       *[black] Un message des Noirs
    }
