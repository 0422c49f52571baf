# Why a move of Combining Knightmare Chess is refused (src/rules/knightmare.rs).
# Rule ids (K1-K5, FIDE 3), squares and piece letters stay as they are. $side
# is the key `white` or `black`: select on it.

knightmare-hint = write SAN (Nf3, exd5, O-O, e8=Q); a Knightmare by its two letters in the order Q R B N (QNe4, QNd2-e4, QNxe4); forming one as moving piece, ~, stationary piece, square (Q~Nc2)
knightmare-castling = castling needs an unmoved king and regular rook (K4), empty squares between them, and no attacked square on the king's way
# $name: the Knightmare's two letters (QN).
knightmare-moved-last = the Knightmare { $name } on { $square } moved last: it may not move twice in a row (K2)
knightmare-self-check = it would leave the { $side } king in check (Knightmares check with their halves, K3)
knightmare-joins = ~ forms a Knightmare: a regular piece (N, B, R, Q) moving onto an opposing regular piece (K1)
# $letters: the piece letters as written (N, QN, P).
knightmare-no-move = no { $side } piece named { $letters } can move to { $to }
