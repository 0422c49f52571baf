# Why a move of Revolving Chess, Promotions and Demotions (ProDem) or Move Up
# Take Down (MUTD) is refused (src/rules/revolving.rs). Rule ids (R1, P1-P3,
# U1, FIDE 3), squares and piece letters stay as they are. $side is the key
# `white` or `black`: select on it. $piece is a piece's name (spoken-knight ...,
# or piece-any).

revolving-hint = write SAN with the piece after its change in parentheses, e.g. Nc3(B), R:B(Q), Re8e5(N), O-O(Q), or -- for ProDem's pass
prodem-pass = ProDem allows a pass only as White's first turn, "1. --" (P1); every other turn must move a piece
# $becomes: the letters the piece can become (list-or); $suffix the letter written.
revolving-becomes = after this move the piece becomes { $becomes }, not { $suffix }
revolving-self-check = it would leave the { $side } king in check, judged with the moved piece after its change (R1, FIDE 3.9.2)
revolving-castling = castling is not possible here (FIDE 3.8.2; R1: only Revolving castles)
# $why: one of prodem-odd, prodem-even, revolving-moves, prodem-moves, mutd-moves.
revolving-no-reach = no { $side } { $piece } can reach { $square } ({ $why })
# $victim: the letter of the piece to capture.
revolving-no-capture = no { $side } { $piece } can capture a { $victim } ({ $why })
revolving-no-move = no { $side } { $piece } can move ({ $why })
prodem-odd = the turn is odd: a pawn cannot be demoted, so it may not move, P2
prodem-even = the turn is even: a queen cannot be promoted, so it may not move, P2
revolving-moves = its moves: FIDE 3.2-3.8, after R1's changes
prodem-moves = its moves: FIDE 3.2-3.8, with P2-P3
mutd-moves = its moves: FIDE 3.2-3.8, with U1
