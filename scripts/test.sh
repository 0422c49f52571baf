#!/usr/bin/env bash
# The project's test command (README): makes a Python virtual environment in .venv
# with the pinned packages of scripts/requirements.txt (a system Python that refuses
# `pip install`, PEP 668, is fine: the venv has its own pip), confirms the expected
# final positions of the published games against python-chess and the Chess with
# Different Armies perft table against Fairy-Stockfish (independent implementations),
# then runs every Rust test with the venv's python3 first on PATH (tests/smtp.rs starts
# aiosmtpd through it).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv
if [ ! -x "$venv/bin/python3" ]; then
  echo "== making the Python virtual environment $venv"
  python3 -m venv "$venv"
fi
echo "== installing the pinned Python packages (scripts/requirements.txt)"
"$venv/bin/python3" -m pip install --quiet --disable-pip-version-check -r scripts/requirements.txt
export PATH="$PWD/$venv/bin:$PATH"
echo "== published FIDE games: expected final positions against python-chess"
python3 scripts/independent-fens.py --check tests/data/games/fide tests/data/fide-games-expected.txt
echo "== CwDA perft table against Fairy-Stockfish"
python3 scripts/independent-perft.py --check tests/data/perft-cwda.txt
echo "== Black Holes: the independent enumerator's self-checks and its perft table"
python3 scripts/independent-blackholes.py selftest
python3 scripts/independent-blackholes.py check tests/data/perft-blackholes.txt
echo "== Missed-Mark: the independent enumerator's self-checks and its perft table"
python3 scripts/independent-missedmark.py selftest
python3 scripts/independent-missedmark.py check tests/data/perft-missedmark.txt
echo "== cargo test"
cargo test --locked --all-targets
