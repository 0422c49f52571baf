# Why a move of Missed-Mark Chess is refused (src/rules/missedmark.rs). Rule
# ids (X2-X5), squares and moves stay as they are. $rule is the player's
# displacement rule, the key `source` or `total`: select on it if the
# language needs.

missedmark-hint = write the move made in long algebraic (Bc1-c3, e2:d4, a7-a1/Q, O-O-O), and after a displaced move the intended move in parentheses: Bc1-c3 (Nb1-c3) or Bc1-c3 (intend Nb1-c3)
missedmark-no-move = no normal move, and no displaced move under your rule ({ $rule } displacement), makes it (X2-X4)
# $ways: the moves with their intended moves that would make it (list-or).
missedmark-displaced = under your rule ({ $rule } displacement) it is a displaced move: write it with its intended move, { $ways } (X5)
# A line under the reply's move. $side: the side's name (side-white,
# side-black); $from and $to the squares of the intended move.
missedmark-note = A missed mark: { $side } intended { $from }-{ $to } ({ $rule } displacement).
