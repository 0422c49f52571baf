# What a player sends from a chess program (Xfcc) to the opponent; $side: white or black.
xfcc-opponent-wrote = { $side ->
        [white] White writes:
       *[black] Black writes:
    }
xfcc-message-subject = { $side ->
        [white] A message from White
       *[black] A message from Black
    }
