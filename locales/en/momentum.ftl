# Why a turn of Momentum Chess is refused, and its autostops in words
# (src/rules/momentum). Rule ids (M1-M7), squares, piece letters and Betza
# strings stay as they are. $side is the key `white` or `black`: select on it;
# $other is the other side's name (side-white, side-black). $piece is a piece's
# name (spoken-knight ..., an army's piece by its English name, or piece-any).

momentum-hint = write the events of the turn separated by commas, in the order they happen, e.g. "e4-e6, Bf1-b5"; a piece may be named by its letter or its Betza string in parentheses, "X-X" stops a piece
momentum-incomplete = the turn is incomplete: the { $piece } on { $at } is in motion and must continue to { $to } (write "{ $at }-{ $to }" where it happens, or stop it with "{ $at }-{ $at }"; M2, M5)
momentum-needs-action = a turn needs its one action: start a piece, or stop one in motion with "X-X" (no passing, M2)
momentum-king-danger = after it, { $other } could capture the { $side } king in some order of its next turn (M1)
momentum-castling = castling needs the right, the squares between king and rook empty, and no square the king passes where the opponent could capture it next turn (M4)
momentum-in-motion = the piece on { $at } is in motion: it can only continue to { $to }, or be stopped ({ $at }-{ $at })
# $why: one of the momentum-blocked-* messages.
momentum-stops-itself = the piece on { $at } stops by itself ({ $why })
momentum-moved-already = the piece on { $at } has already moved this turn
momentum-action-used = the turn's one action (a start or a stop) has been used already; other pieces may only continue by momentum
momentum-en-passant-gone = there is nothing to take en passant on { $passed }: the pawn that made the double step to { $victim } was taken earlier in this turn (M6)
momentum-no-stop = there is no { $side } piece in motion to stop there
momentum-no-move = no { $side } piece can do that at this point of the turn
momentum-no-event-left = the piece on { $from } has no momentum event left this turn
momentum-no-promotion = { $from }-{ $to } does not promote
momentum-name-piece = { $from }-{ $to } reaches the last rank: name the new piece
momentum-cannot-continue = the piece on { $from } cannot continue to { $to }
momentum-no-autostop = the piece on { $at } does not stop by itself here
momentum-one-action = a turn has only one action
momentum-nothing-to-stop = there is no piece in motion to stop on { $at }
momentum-blocked-edge = its next square is off the board
momentum-blocked-path = { $square } is in the way
momentum-blocked-own = its own side's piece stands on { $square }
momentum-blocked-occupied = { $square } is occupied and it moves without capturing
momentum-blocked-nothing = there is nothing to capture on { $square }
# A line under the reply's move: a piece in motion that stopped by itself.
momentum-autostop = Autostop: the { $piece } on { $at } stops by itself, because { $why }.
