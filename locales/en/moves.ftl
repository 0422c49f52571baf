# Why a move is refused, in the rules engine's words (src/rules/san.rs for FIDE
# chess and Chess with Different Armies, src/notation for every variant).
# Rule ids (FIDE 3.8.2, M7), squares, piece letters and Betza strings stay as
# they are. $side in a message written in lower case ("no { $side } ...") is
# the key `white` or `black`: select on it. $piece is a piece's name (the
# language's word for a FIDE piece, an army's own piece by its English name).

## Joining

# "the rook on e8 and the bishop on b4": $first one item, $rest the others.
list-and = { $first } and { $rest }
list-or = { $first } or { $rest }

## ICCF numeric notation

numeric-no-square = in ICCF numeric notation a square is two digits 1-8, file then rank (e2 = 52); { $pair } is no square
numeric-length = ICCF numeric notation writes a move as the from-square and the to-square, two digits each (5254 = e2-e4), with a fifth digit for a promotion; { $digits } has { $count } digits
numeric-promotion-digit = the fifth digit of an ICCF numeric move is the promotion piece: 1 queen, 2 rook, 3 bishop, 4 knight; { $digit } is none of them

## FIDE chess and Chess with Different Armies

chess-hint = write SAN such as Nf3, exd5, O-O or e8=Q, long algebraic such as Ng1-f3, coordinates such as e2e4, or ICCF numeric such as 5254 or 57581
wing-king = king side
wing-queen = queen side
# $side is the side's name (side-white, side-black); $wing wing-king or wing-queen.
castle-no-right = { $side } no longer has the right to castle { $wing } (FIDE 3.8.2.1)
castle-in-check = you cannot castle out of check (FIDE 3.8.2.2)
castle-squares = castling { $wing } needs the squares between king and rook empty, and the king may not pass through or land on an attacked square (FIDE 3.8.2)
capture-nothing = there is nothing to capture on { $to } (a capture mark must be true: docs/rules/chess.md)
# $choices: the letters a pawn may promote to (Q, R, B, N).
promotion-wrong-piece = a pawn may not promote to that piece (choose { $choices }; FIDE 3.7.5)
promotion-not-last-rank = only a pawn reaching the last rank promotes (FIDE 3.7.5)
no-piece-letter = there is no piece { $letter } in this game
no-army-piece = no piece of the { $side } army is { $designator } (name a piece by its letter, its Betza string or its name: see the legend under the board)
# $rule: a FIDE article (FIDE 3.6) or rule-betza.
no-such-move = no { $side } { $piece } can move to { $to } ({ $rule })
piece-cannot-move = the { $side } { $piece } on { $from } cannot move to { $to } ({ $rule })
rule-betza = it moves { $betza }, M7
attacker = the { $piece } on { $square }
self-check = it would leave the { $side } king in check (FIDE 3.9.2)
self-check-from = it would leave the { $side } king in check from { $attackers } (FIDE 3.9.2)
# A piece not named by its letter.
piece-any = piece
# A line under the reply's move: $text as the player wrote it, $canonical the
# move it was read as.
note-capital-file = "{ $text }" was read as { $canonical } (a capital file letter read as the file: no piece move fits it).

## Variants and their options

# $variant, $key, $value, $tag and $given are as given, in double quotes;
# $allowed the values an option takes; $error a position text's own reason.
rules-unknown-variant = unknown variant { $variant } (see `arbiter variants`)
rules-unknown-option = variant { $variant } has no option { $key }
rules-bad-option = option { $key }: { $value } is not one of { $allowed }
rules-position = position text: { $error }
rules-variant-mismatch = the score's Variant tag says { $tag } but --variant says { $given }
