# Why a player's move or command was refused: the frames the arbiter writes;
# the rules engine's own reasons inside them ($reason, $hint) come from moves.ftl
# and each variant's file, in the same language.

refusal-not-your-turn = it is not your turn: { $side } is to move ({ $number }); the players move alternately (FIDE 1.1)
refusal-game-over = game { $game } is over: { $result } { $how } (FIDE 5)
refusal-second-move = only one move per message: "{ $text }" comes after your move; nothing was played, send your move alone (docs/rules/chess.md)
refusal-no-offer = there is no draw offer from your opponent to decline (FIDE 9.1.2)
refusal-offer-stands = your draw offer already stands; your opponent has not answered it yet (FIDE 9.1.2)
refusal-claim-not-to-move = only the player to move may claim a draw, or claim it together with the move that repeats the position (FIDE 9.2.1)
refusal-empty = no move given
refusal-unreadable = cannot read { $text } as a move: { $hint }
refusal-illegal = { $text } is not legal: { $reason }
refusal-ambiguous = { $text } is ambiguous: it could be { $candidates }
refusal-or = or
refusal-null-move = { $text } is a null move (a pass), which is not a legal move in { $variant }
refusal-over = the game is over: { $how }
refusal-wrong-number = move number { $given } is wrong: it is now move { $expected } (a move number, when written, must be the game's: docs/rules/chess.md)
# $written and $side are the keys `white` or `black`: select on them; $expected
# the game's move number (`12.` or `12...`).
refusal-wrong-side = { $given } was written for { $written }, but it is { $side }'s turn (move { $expected })
refusal-claim-refused = no draw can be claimed: the position has occurred { $occurrences } { $occurrences ->
        [one] time
       *[other] times
    } (3 needed) and { $quiet } { $quiet ->
        [one] move has
       *[other] moves have
    } been played without a capture or pawn move (50 needed; G1, FIDE 9.2 and 9.3)
refusal-conditionals-unproven = conditional moves count only in a reply to one of my messages about game { $game } that carries your code and passes the mail checks, and { $why }; nothing was done: reply to my last message
