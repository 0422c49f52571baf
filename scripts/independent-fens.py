#!/usr/bin/env python3
"""Final positions of the published games, computed by python-chess (an independent
implementation), for tests/suite/replay_games.rs. Usage:

    python3 scripts/independent-fens.py tests/data/games/fide > tests/data/fide-games-expected.txt
    python3 scripts/independent-fens.py --check tests/data/games/fide tests/data/fide-games-expected.txt

Each line: file, game number (1-based), plies that replay, ply of the first null move
(python-chess reads ChessBase's Z0 as a null move; the arbiter refuses it) or -, FEN.
"""
import glob
import os
import sys

import chess
import chess.pgn


def table(folder):
    lines = []
    for path in sorted(glob.glob(os.path.join(folder, "*.pgn"))):
        with open(path, encoding="utf-8-sig") as handle:
            number = 0
            while True:
                game = chess.pgn.read_game(handle)
                if game is None:
                    break
                number += 1
                board = game.board()
                plies, stop = 0, "-"
                for move in game.mainline_moves():
                    if move == chess.Move.null():
                        stop = str(plies + 1)
                        break
                    board.push(move)
                    plies += 1
                lines.append(f"{os.path.basename(path)}\t{number}\t{plies}\t{stop}\t{board.fen()}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if sys.argv[1] == "--check":
        expected = open(sys.argv[3]).read()
        actual = table(sys.argv[2])
        if expected != actual:
            sys.exit("tests/data/fide-games-expected.txt differs from python-chess:\n" + actual)
        print("fide-games-expected.txt agrees with python-chess")
    else:
        sys.stdout.write(table(sys.argv[1]))
