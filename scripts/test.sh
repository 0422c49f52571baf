#!/usr/bin/env bash
# The project's test command (README): installs the Python packages the checks use,
# confirms the expected final positions of the published games against python-chess
# and the Chess with Different Armies perft table against Fairy-Stockfish (independent
# implementations), then runs every Rust test.
set -euo pipefail
cd "$(dirname "$0")/.."
shared="${SHARED_DIR:-../shared}"
python3 -m pip install --quiet --disable-pip-version-check chess pyffish aiosmtpd 2>&1 | grep -v "Running pip as the 'root' user" || true
python3 scripts/independent-fens.py --check "$shared/testdata/games/fide" tests/data/fide-games-expected.txt
python3 scripts/independent-perft.py --check tests/data/perft-cwda.txt
cargo test --locked --all-targets
