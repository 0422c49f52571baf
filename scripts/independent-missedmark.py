#!/usr/bin/env python3
"""An independent, deliberately simple enumerator of Missed-Mark Chess moves (docs/rules/missedmark-oracle.md).

Written from the rule text and the rulings X1-X5 and G1-G3 (docs/rules/missedmark.md
names both) alone, with python-chess for the FIDE moves, so
that the arbiter's perft can be checked against it. docs/rules/missedmark-oracle.md
lists every decision taken here and the sentence it rests on (D1, D2, ... below).

    python3 scripts/independent-missedmark.py perft DEPTH [--white-rule R] [--black-rule R] [FEN]
    python3 scripts/independent-missedmark.py divide DEPTH [--white-rule R] [--black-rule R] [FEN]
    python3 scripts/independent-missedmark.py moves [--white-rule R] [--black-rule R] [--verbose] FEN
    python3 scripts/independent-missedmark.py selftest

R is `source` or `total`; the default is White source, Black total (X1). A move is
written from-to with the promotion after a slash: `e2-e4`, `a7-a1/Q`, castling as the
king's move `e1-g1`. A made move that moves an enemy piece is written the same way.
"""
import re
import sys

import chess

START = chess.STARTING_FEN
PROMOTIONS = [chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT]


# ---------------------------------------------------------------------------
# Moves
# ---------------------------------------------------------------------------

def square_name(square):
    return chess.square_name(square)


def written(from_square, to_square, promotion=None):
    """A made move as perft and divide write it: `e2-e4`, `a7-a1/Q`."""
    text = f"{square_name(from_square)}-{square_name(to_square)}"
    if promotion:
        text += "/" + chess.piece_symbol(promotion).upper()
    return text


def intended_text(board, from_square, to_square):
    """An intended move for reports: `Nb1-c3`, pawns without a letter: `d7-d5`."""
    piece = board.piece_at(from_square)
    letter = "" if piece.piece_type == chess.PAWN else piece.symbol().upper()
    return f"{letter}{square_name(from_square)}-{square_name(to_square)}"


def position_key(board):
    """What makes two positions the same (D9): placement, side to move, castling
    rights and an en passant right only when an en passant capture is legal (FIDE
    art. 9.2.2, as docs/rules/chess.md reads it). The move clocks are left out: the
    ways to one written move all move the same piece, so they restart the clock alike
    except where the placement differs anyway (en passant)."""
    return " ".join(board.fen(en_passant="legal").split()[:4])


def normal_moves(board):
    """The FIDE moves of the side to move, as python-chess generates them: castling,
    en passant and promotion included. A pawn on its own first rank steps one or two
    squares forward (X4): python-chess already generates both steps from the first rank
    (the double step's mask admits the third rank) and, as FIDE art. 3.7 says, gives no en
    passant right for it, because only a double step from the second rank sets one (D8)."""
    return list(board.legal_moves)


def intended_moves(board):
    """Intended moves (X2): the legal FIDE moves without castling and en passant, as
    from-to pairs (the promotion piece of an intended pawn move does not matter, D6)."""
    pairs = set()
    for move in board.legal_moves:
        if board.is_castling(move) or board.is_en_passant(move):
            continue
        pairs.add((move.from_square, move.to_square))
    return sorted(pairs)


def displaced_results(board, rule, intended_from, intended_to):
    """Every made move that the intended move intended_from-intended_to produces under
    the mover's rule (X1, X2, X3, X4, D1). Yields (written move, resulting board)."""
    mover = board.turn
    rank = chess.square_rank(intended_from)
    for offset in (-1, +1):
        # X2: the piece one file left or right of the intended piece on the same rank,
        # of either colour, king included (D4). No piece there: no mistake possible
        # ("You can't make one of these mistakes unless there is another piece right
        # beside the one you intend to move").
        file = chess.square_file(intended_from) + offset
        if not 0 <= file <= 7:
            continue
        moved_from = chess.square(file, rank)
        piece = board.piece_at(moved_from)
        if piece is None:
            continue
        # X2: source puts it on the intended target; total shifts the target by the
        # same file offset; off the board there is no move.
        if rule == "source":
            landing = intended_to
        else:
            landing_file = chess.square_file(intended_to) + offset
            if not 0 <= landing_file <= 7:
                continue
            landing = chess.square(landing_file, chess.square_rank(intended_to))
        # A piece put back on its own square is no move (brief; can only happen under
        # source, when the intended move captures the neighbour itself).
        if landing == moved_from:
            continue
        # X3: it captures whatever stands there, own pieces included, never a king.
        captured = board.piece_at(landing)
        if captured is not None and captured.piece_type == chess.KING:
            continue
        # X4: a pawn reaching its own last rank promotes; the mover chooses among
        # Q, R, B, N, also for an enemy pawn (D2). A pawn on its own first rank stays
        # a pawn.
        last_rank = 7 if piece.color == chess.WHITE else 0
        if piece.piece_type == chess.PAWN and chess.square_rank(landing) == last_rank:
            choices = PROMOTIONS
        else:
            choices = [None]
        for promotion in choices:
            after = make_displaced(board, moved_from, landing, promotion)
            # X3: it may not leave the mover's own king attacked by a normal enemy
            # move (the mover's king may be the piece moved).
            king = after.king(mover)
            if after.is_attacked_by(not mover, king):
                continue
            yield written(moved_from, landing, promotion), after


def make_displaced(board, moved_from, landing, promotion):
    """The position after a displaced move (X2-X4, D5, D7)."""
    after = board.copy(stack=False)
    piece = after.remove_piece_at(moved_from)
    captured = after.remove_piece_at(landing)
    if promotion:
        piece = chess.Piece(promotion, piece.color)
    after.set_piece_at(landing, piece)
    # X4: a king or rook moved or captured by displacement loses its castling right,
    # whoever owns it (D5). The rights are python-chess's rook squares: a rook leaving
    # or captured on a1/h1/a8/h8 takes its right along, a moved king takes both of its
    # colour's rights. A right once lost never comes back.
    after.castling_rights &= ~chess.BB_SQUARES[moved_from] & ~chess.BB_SQUARES[landing]
    if piece.piece_type == chess.KING:
        after.castling_rights &= ~(chess.BB_RANK_1 if piece.color == chess.WHITE else chess.BB_RANK_8)
    # X4: displaced moves give no en passant right.
    after.ep_square = None
    # D7: the fifty-move clock restarts after a pawn move or a capture (FIDE 9.3).
    if piece.piece_type == chess.PAWN or promotion or captured is not None:
        after.halfmove_clock = 0
    else:
        after.halfmove_clock += 1
    if board.turn == chess.BLACK:
        after.fullmove_number += 1
    after.turn = not board.turn
    return after


def made_moves(board, rules):
    """Every distinct made move of the side to move (ruling D9, docs/rules/missedmark.md): a dict from
    (written move, position key) to [resulting board, list of ways], a way being
    `normal` or the intended move that produces it."""
    rule = rules[board.turn]
    found = {}

    def record(text, after, way):
        key = (text, position_key(after))
        if key not in found:
            found[key] = [after, []]
        if way not in found[key][1]:
            found[key][1].append(way)

    # Normal FIDE moves stay legal (rule text 0; X3: check is FIDE's).
    for move in normal_moves(board):
        after = board.copy(stack=False)
        after.push(move)
        record(written(move.from_square, move.to_square, move.promotion), after, "normal")
    # Displaced moves (X2).
    for intended_from, intended_to in intended_moves(board):
        way = intended_text(board, intended_from, intended_to)
        for text, after in displaced_results(board, rule, intended_from, intended_to):
            record(text, after, way)
    return found


def labels(found):
    """The label of each distinct made move in divide and moves: the written move, and
    when one written move leads to two positions (D9), the one not reached normally is
    followed by its first intended move in parentheses, as X5 writes a mistake:
    `e2-e4(Nd2-e4)`."""
    count = {}
    for text, _ in found:
        count[text] = count.get(text, 0) + 1
    result = {}
    for (text, position), (after, ways) in found.items():
        if count[text] == 1 or "normal" in ways:
            result[(text, position)] = text
        else:
            result[(text, position)] = f"{text}({ways[0]})"
    return result


# ---------------------------------------------------------------------------
# Perft
# ---------------------------------------------------------------------------

class Stats:
    """How often one written move leads to two different positions (D9)."""

    def __init__(self):
        self.collisions = 0


def perft(board, rules, depth, stats=None):
    if depth == 0:
        return 1
    found = made_moves(board, rules)
    if stats is not None:
        texts = [text for text, _ in found]
        stats.collisions += len(texts) - len(set(texts))
    if depth == 1:
        return len(found)
    return sum(perft(after, rules, depth - 1, stats) for after, _ in found.values())


def divide(board, rules, depth):
    found = made_moves(board, rules)
    names = labels(found)
    lines = []
    for key, (after, _) in found.items():
        lines.append((names[key], perft(after, rules, depth - 1)))
    return sorted(lines)


# ---------------------------------------------------------------------------
# The sample game of the rule text (selftest)
# ---------------------------------------------------------------------------

# The complete score at the end of the rule text, as published (including its
# comments), under the default rules: White source, Black total (X1).
SAMPLE_GAME = """
1. Bc1-c3 (intend Nb1-c3) c7-c5 (intend d7-d5) 2. d2-d4 c5:d4 3. Bc3xd4 Qd8-c7
4. b2-b3 d7:d4 (Qc7-c4) 5. Qd1-d2 e7-e5 6. e2:d4 (intended Qd2:d4) e5-e4
7. Nb1-c3 Bf8-b4 8. o-o-o (castle queen side) b7:b3 (Qc7:c3) 9. a2:b3 Qc7-b7
10. Bf1-b5+ Ke8-f8 11. Kc1-f1 (Rd1-f1) Ra8-c7 (Nb8-d7) 12. Bb5-e2 Rh8-g6 (Ng8-f6)
13. Rh1-h3 (Ng1-h3) h7-h6 14. Ph2-g4 (Pg2-g4)! Ng8-f6? (Note: 14...e4-e3!)
15. Pe4-d5 (Pd4-d5) h6-h5 16. Qd2-e3 Bb4:c3 17. Pg2-f3 (Pf2-f3) b3:d1 (Bc3-e1)
18. Pf3:c3 (Qe3-c3) a7-a1/Q (Qb7-b1) 19. g4-g5 Bc8:h3+ 20. Ng1:h3 Qa1:c3
"""

MOVE_RE = re.compile(
    r"^(?P<piece>[KQRBNP]?)(?P<from>[a-h][1-8])[-:x](?P<to>[a-h][1-8])"
    r"(?:/(?P<promotion>[QRBN]))?(?P<note>[+#!?]*)$")


def parse_score(score):
    """The score as a list of (made move text, intended move text or None). Move
    numbers and annotations are dropped (G3); a parenthesis holding a move (after an optional `intend` or
    `intended`, X5) is the intended move of the move before it; any other parenthesis
    is a comment (`(castle queen side)`, `(Note: ...)`)."""
    turns = []
    for token in re.findall(r"\([^)]*\)|[^\s()]+", score):
        if re.fullmatch(r"\d+\.", token):
            continue
        if re.fullmatch(r"[+#!?]+", token):
            continue  # G3: an annotation after the parenthesis (`(Pg2-g4)!`)
        if token.startswith("("):
            inner = re.sub(r"^(intended|intend)\s+", "", token[1:-1].strip())
            if MOVE_RE.match(inner):
                made, _ = turns[-1]
                turns[-1] = (made, inner)
            continue
        turns.append((token, None))
    return turns


def read_move(board, text):
    """(from, to, promotion, piece letter) of a written move; castling `o-o-o` as the
    king's move."""
    plain = text.rstrip("+#!?")
    if plain.lower() in ("o-o", "0-0", "o-o-o", "0-0-0"):
        rank = 0 if board.turn == chess.WHITE else 7
        to_file = 2 if len(plain) == 5 else 6
        return chess.square(4, rank), chess.square(to_file, rank), None, "K"
    match = MOVE_RE.match(text)
    if not match:
        raise ValueError(f"cannot read {text!r}")
    promotion = chess.PIECE_SYMBOLS.index(match["promotion"].lower()) if match["promotion"] else None
    return (chess.parse_square(match["from"]), chess.parse_square(match["to"]), promotion,
            match["piece"])


def letter_matches(board, square, letter):
    """A piece letter, when written, names the piece on the square (either colour)."""
    piece = board.piece_at(square)
    if piece is None:
        return False
    return letter == "" or piece.symbol().upper() == letter


def replay(board, turns, rules, out):
    """Replays turns; returns (None, final board), or the first illegal turn named."""
    for index, (made, intended) in enumerate(turns):
        number = f"{index // 2 + 1}.{'' if index % 2 == 0 else '..'}"
        from_square, to_square, promotion, letter = read_move(board, made)
        text = written(from_square, to_square, promotion)
        if not letter_matches(board, from_square, letter):
            return f"{number} {made}: no {letter or 'piece'} on {square_name(from_square)}"
        found = made_moves(board, rules)
        if intended is None:
            # No parenthesis: a normal FIDE move (X5 writes every mistake's intention).
            ways = [key for key, (_, w) in found.items() if key[0] == text and "normal" in w]
            if not ways:
                return f"{number} {made}: not a legal normal move"
        else:
            i_from, i_to, _, i_letter = read_move(board, intended)
            if not letter_matches(board, i_from, i_letter):
                return f"{number} {made} ({intended}): no {i_letter or 'piece'} on {square_name(i_from)}"
            if (i_from, i_to) not in intended_moves(board):
                return f"{number} {made} ({intended}): the intended move is not legal (X2)"
            rule = rules[board.turn]
            produced = [t for t, _ in displaced_results(board, rule, i_from, i_to)]
            if text not in produced:
                return (f"{number} {made} ({intended}): the intended move does not produce it "
                        f"under {rule} displacement (it produces {', '.join(produced) or 'nothing'})")
            ways = [key for key, (_, w) in found.items()
                    if key[0] == text and intended_text(board, i_from, i_to) in w]
        after = found[ways[0]][0]
        out.append(f"  {number} {made}{' (' + intended + ')' if intended else ''}  ok")
        board = after
    return None, board


def selftest():
    rules = {chess.WHITE: "source", chess.BLACK: "total"}
    turns = parse_score(SAMPLE_GAME)
    out = []
    failures = []
    if len(turns) != 40:
        failures.append(f"the sample game has {len(turns)} turns, not 40")
    result = replay(chess.Board(), turns, rules, out)
    print("sample game (White source, Black total):")
    print("\n".join(out))
    if isinstance(result, str):
        failures.append(result)
    else:
        _, board = result
        print(f"  final position: {board.fen()}")
        found = made_moves(board, rules)
        texts = {text for text, _ in found}
        # D3: the end note's question. g5:f6 is legal: only normal moves attack (X3).
        if "g5-f6" not in texts:
            failures.append("after move 20, White's g5:f6 is not legal (D3)")
        else:
            after = next(a for (t, _), (a, _) in found.items() if t == "g5-f6")
            black = made_moves(after, rules)
            black_texts = {text for text, _ in black}
            print("  end note: 21. g5:f6 is legal; Black then has no displaced move onto f1 "
                  f"(f6-f1 or f7-f1 generated: {sorted(black_texts & {'f6-f1', 'f7-f1'}) or 'none'})")
            if black_texts & {"f6-f1", "f7-f1"}:
                failures.append("after 21. g5:f6 a displaced move captures the king (X3)")
    # X1: the same score under the other assignment (White total, Black source) must
    # stop at the first mistake, 1. Bc1-c3 (Nb1-c3): total displacement puts the
    # bishop on d3, not c3. This shows the replay can fail.
    swapped = {chess.WHITE: "total", chess.BLACK: "source"}
    stop = replay(chess.Board(), turns, swapped, [])
    print(f"  under White total, Black source the score stops: {stop}")
    if not (isinstance(stop, str) and stop.startswith("1. Bc1-c3")):
        failures.append("under swapped rules the score does not stop at 1. Bc1-c3")
    # D9: one written move, two positions. Normal e2-e4 gives Black a legal en passant
    # capture; e2-e4 made by mistake for Nd2-e4 (source) gives no en passant right (X4).
    twice = chess.Board("4k3/8/8/8/3p4/8/3NP3/4K3 w - - 0 1")
    names = sorted(labels(made_moves(twice, rules)).values())
    print(f"  one written move to two positions: {[n for n in names if n.startswith('e2-e4')]}")
    if [n for n in names if n.startswith("e2-e4")] != ["e2-e4", "e2-e4(Nd2-e4)"]:
        failures.append("normal and displaced e2-e4 are not told apart by the en passant right (D9)")
    # D9: the en passant capture e5xd6 and the pawn e5 put on d6 by mistake for Nf5-d6
    # (source) are two moves: only the first removes the pawn on d5.
    twice = chess.Board("4k3/8/8/3pPN2/8/8/8/4K3 w - d6 0 1")
    names = sorted(labels(made_moves(twice, rules)).values())
    print(f"  en passant and a mistake onto its square: {[n for n in names if n.startswith('e5-d6')]}")
    if [n for n in names if n.startswith("e5-d6")] != ["e5-d6", "e5-d6(Nf5-d6)"]:
        failures.append("en passant e5-d6 and displaced e5-d6 are not told apart (D9)")
    # The rule text's first example of the two rules (Ng1-f3 intended, rook on h1).
    example = chess.Board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    produced_source = [t for t, _ in displaced_results(example, "source", chess.G1, chess.F3)]
    produced_total = [t for t, _ in displaced_results(example, "total", chess.G1, chess.F3)]
    print(f"  Ng1-f3 intended: source makes {produced_source}, total makes {produced_total}")
    if "h1-f3" not in produced_source or "h1-g3" not in produced_total:
        failures.append("the rule text's Ng1-f3 example (Rh1-f3 source, Rh1-g3 total) fails")
    if failures:
        for failure in failures:
            print(f"FAIL: {failure}")
        return 1
    print("selftest ok")
    return 0


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------

def parse_arguments(args):
    rules = {chess.WHITE: "source", chess.BLACK: "total"}  # X1
    rest = []
    verbose = False
    i = 0
    while i < len(args):
        if args[i] in ("--white-rule", "--black-rule"):
            if i + 1 >= len(args) or args[i + 1] not in ("source", "total"):
                raise SystemExit(f"{args[i]} needs source or total")
            rules[chess.WHITE if args[i] == "--white-rule" else chess.BLACK] = args[i + 1]
            i += 2
        elif args[i] == "--verbose":
            verbose = True
            i += 1
        else:
            rest.append(args[i])
            i += 1
    return rules, rest, verbose


USAGE = __doc__


def read_fen(fen):
    try:
        return chess.Board(fen)
    except ValueError as error:
        raise SystemExit(f"bad FEN {fen!r}: {error}")


def check_table(path):
    """Each line of the table: White's rule, Black's rule, ';', a FEN or `startpos`,
    ';', the expected perft counts from depth 1 on. Prints every disagreement; 0 when
    all agree, else 1."""
    failures = rows = 0
    with open(path, encoding="utf-8") as table:
        for line in table:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            who, fen, counts = (part.strip() for part in line.split(";"))
            white, black = who.split()
            rules = {chess.WHITE: white, chess.BLACK: black}
            board = read_fen(START if fen == "startpos" else fen)
            for depth, expected in enumerate(counts.split(), start=1):
                rows += 1
                got = perft(board, rules, depth)
                if got != int(expected):
                    failures += 1
                    print(f"{who} {fen} depth {depth}: table {expected}, oracle {got}")
    print(f"{rows} counts checked, {failures} disagreements")
    return 1 if failures else 0


def main(argv):
    if len(argv) < 2:
        print(USAGE, file=sys.stderr)
        return 2
    command = argv[1]
    if command == "selftest":
        return selftest()
    if command == "check" and len(argv) == 3:
        return check_table(argv[2])
    rules, rest, verbose = parse_arguments(argv[2:])
    if command in ("perft", "divide"):
        if not rest or not rest[0].isdigit():
            print(USAGE, file=sys.stderr)
            return 2
        depth = int(rest[0])
        board = read_fen(" ".join(rest[1:]) if len(rest) > 1 else START)
        if command == "perft":
            stats = Stats()
            print(perft(board, rules, depth, stats))
            if stats.collisions:
                print(f"(one written move to two positions: {stats.collisions} times)",
                      file=sys.stderr)
        else:
            if depth < 1:
                print(USAGE, file=sys.stderr)
                return 2
            lines = divide(board, rules, depth)
            for name, count in lines:
                print(f"{name} {count}")
            print(f"total {sum(count for _, count in lines)}")
        return 0
    if command == "moves":
        board = read_fen(" ".join(rest) if rest else START)
        found = made_moves(board, rules)
        names = labels(found)
        for key in sorted(found, key=lambda k: names[k]):
            after, ways = found[key]
            if verbose:
                print(f"{names[key]}  [{', '.join(ways)}]  {after.fen()}")
            else:
                print(names[key])
        return 0
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
