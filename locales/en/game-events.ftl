# What happened in a game besides the turn itself (update-played says that):
# lines of the update to both players, and its subject when no turn was played.
# $side and $other are side names (side-white, side-black), $other the opponent
# of $side. Quoted words are commands a player sends: they stay English.

game-event-draw-offered = { $side } offers a draw. { $other } may reply "draw" to accept or "decline" (a move declines too).
game-event-draw-agreed = { $side } accepted the draw offer.
game-event-draw-declined = { $side } declined the draw offer.
game-event-offer-lapsed = { $side }'s draw offer lapsed: { $other } moved instead.
game-event-resigned = { $side } resigned.
game-event-draw-claimed = { $side } claimed a draw, and the claim is correct.
# A conditional reply played at once: $label is its number (`12.` or `12...`),
# $move the reply as the reader writes moves.
game-event-conditional-played = { $side } played { $label } { $move } at once: a conditional move left in advance.
# $result is 1-0, 0-1 or 1/2-1/2; $how how the game ended (outcome-*).
game-event-over = Game over: { $result } { $how }.

# A game ended on time (a loss, or a draw when the other side could not have
# won, FIDE 6.9): $side is the side whose time ran out, $at the deadline
# (2026-12-05 10:00:00 UTC), $result and $how as in game-event-over.
time-ran-out = { $side }'s time ran out at { $at }. { $result } ({ $how }).
time-ran-out-subject = { $result } { $how } ({ $side }'s time ran out)
