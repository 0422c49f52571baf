# Why a move of Black Holes on 5x8 is refused (src/rules/blackholes.rs). Rule
# ids (B1-B7, FIDE 3), squares and piece letters stay as they are. $side and
# $other are the keys `white` or `black`: select on them.

blackholes-hint = write SAN for a normal move (e4, Ke2, Hd3, Nb8-c6), a drop in parentheses ((He1)), or a relativistic move as piece, departure, black hole, white hole, - or x, arrival (Ra1-b1-a4xb4, d2-d3-d3-d6)
blackholes-drop-hole = only holes are dropped (B2)
blackholes-no-move = no such move for { $side } here (B1-B6, FIDE 3.2-3.8)
blackholes-self-check = it would leave the { $side } king where { $other } could capture it, relativistic moves included (B6, FIDE 3.9.2)
# $rank: the number of the side's first rank (1 or 8).
blackholes-drop-rank = a hole is dropped on an empty square of one's own first rank, rank { $rank } (B2)
blackholes-no-path = the piece on { $from } cannot enter an own hole on { $entry } and leave from an own hole on { $exit } (B4)
# $landings: the squares it does land on, joined with list-or.
blackholes-lands = leaving { $exit } in the direction it entered { $entry }, the piece from { $from } lands on { $landings }, not { $to } (B4)
