#!/usr/bin/env python3
"""Perft of Chess with Different Armies from the start, for every pairing of armies,
counted by Fairy-Stockfish (pyffish), an independent engine, for tests/suite/perft_cwda.rs.

    python3 scripts/independent-perft.py > tests/data/perft-cwda.txt
    python3 scripts/independent-perft.py --check tests/data/perft-cwda.txt

The pieces are given to Fairy-Stockfish in its own Betza dialect with the moves of the
rule texts as read by ruling M7 (pychess-variants writes the same). Castling and
promotion cannot happen within 3 plies of the start, so the counts do not depend on
how the two programs describe them.
"""
import sys

import pyffish as sf

ARMIES = {
    "fabulous-fides": ("RNBQKBNR", {}),
    "colorbound-clobberers": ("DWACKAWD", {"d": "BD", "w": "WA", "a": "FAD", "c": "BN"}),
    "nutty-knights": ("GIHOKHIG", {"g": "fsRbK", "i": "FvN", "h": "fhNbKsW", "o": "KfsRfhN"}),
    "remarkable-rookies": ("SMFEKFMS", {"s": "R4", "m": "WD", "f": "FDH", "e": "RN"}),
    # Betza's fsQ (forward and sideways queen, M7) is fQsR in Fairy-Stockfish's
    # dialect, where fsQ would mean the forward diagonals and sideways only.
    "forward-fides": ("GUVXKVUG", {"g": "fsRbK", "u": "fhNbB", "v": "fBbhN", "x": "fQsRbhNbK"}),
}
DEPTH = 3


def variant(white, black):
    pieces = dict(ARMIES[white][1])
    pieces.update(ARMIES[black][1])
    name = f"{white}-v-{black}".replace("-", "")
    lines = [f"[{name}:chess]"]
    for i, (letter, betza) in enumerate(sorted(pieces.items()), start=1):
        lines.append(f"customPiece{i} = {letter}:{betza}")
    fen = f"{ARMIES[black][0].lower()}/pppppppp/8/8/8/8/PPPPPPPP/{ARMIES[white][0]} w - - 0 1"
    lines.append(f"startFen = {fen}")
    return name, "\n".join(lines) + "\n"


def perft(name, fen, moves, depth):
    legal = sf.legal_moves(name, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(perft(name, fen, moves + [m], depth - 1) for m in legal)


def table():
    configs, pairs = [], []
    for white in ARMIES:
        for black in ARMIES:
            name, ini = variant(white, black)
            configs.append(ini)
            pairs.append((white, black, name))
    sf.load_variant_config("\n".join(configs))
    out = ["# cwda perft from the start: white-army black-army, then nodes at depth 1..3,",
           "# counted by Fairy-Stockfish (scripts/independent-perft.py)."]
    for white, black, name in pairs:
        fen = sf.start_fen(name)
        counts = [str(perft(name, fen, [], d)) for d in range(1, DEPTH + 1)]
        out.append(" ".join([white, black] + counts))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--check":
        actual = table()
        if open(sys.argv[2]).read() != actual:
            sys.exit("tests/data/perft-cwda.txt differs from Fairy-Stockfish:\n" + actual)
        print("perft-cwda.txt agrees with Fairy-Stockfish")
    else:
        sys.stdout.write(table())
