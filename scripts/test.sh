#!/usr/bin/env bash
# The project's test command (README): installs, as root, the Debian packages of the
# programs the tests run for real (or, not root, prints the apt-get line and stops),
# makes a Python virtual environment in .venv
# with the pinned packages of scripts/requirements.txt (a system Python that refuses
# `pip install`, PEP 668, is fine: the venv has its own pip), confirms the expected
# final positions of the published games against python-chess and the Chess with
# Different Armies perft table against Fairy-Stockfish (independent implementations),
# then runs every Rust test (the library's unit tests, the one integration test crate
# tests/suite, the benchmarks as smoke tests, then the doctests) with the venv's python3
# first on PATH (tests/suite/smtp.rs starts aiosmtpd through it, tests/suite/xfcc_server.rs
# runs the zeep client tests/suite/xfcc_client.py).
set -euo pipefail
cd "$(dirname "$0")/.."

# The programs the tests run for real (README "Prerequisites"): each as a check
# and the Debian package that provides it. Root installs what is missing; anyone
# else gets the one apt-get line to run and the script stops before compiling.
missing=()
need() { # need PACKAGE CHECK...: PACKAGE is missing unless the check succeeds
  local package=$1; shift
  if ! "$@" >/dev/null 2>&1; then missing+=("$package"); fi
}
need python3-venv python3 -c 'import ensurepip, venv'
need dovecot-imapd test -x /usr/sbin/dovecot        # tests/suite/real_servers.rs, imap_tls.rs: IMAP
need opensmtpd test -x /usr/sbin/smtpd              # tests/suite/real_servers.rs, packaging.rs: SMTP
need systemd command -v systemd-analyze             # tests/suite/operations.rs, packaging.rs: the unit
need chromium test -x /usr/bin/chromium             # tests/suite/rendering.rs, accessibility.rs: a real browser
need w3m test -x /usr/bin/w3m                       # tests/suite/rendering.rs: a text viewer
need fonts-dejavu-core test -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
need openssl command -v openssl                     # tests/suite/imap_tls.rs: the test CA
need dnsmasq-base test -x /usr/sbin/dnsmasq         # tests/suite/dkim.rs: DKIM keys over DNS
need util-linux command -v mount                    # tests/suite/faults.rs: the full disk
need lintian command -v lintian                     # tests/suite/packaging.rs: the Debian package
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "== installing what the tests run: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  else
    echo "The tests run real programs that this machine lacks. Install them with" >&2
    echo >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    echo >&2
    echo "or run this script as root, which installs them itself." >&2
    exit 1
  fi
fi

# tests/suite/faults.rs fills a real disk: a small tmpfs mounted over the data directory,
# which needs CAP_SYS_ADMIN (root outside a restricted container). Say so before
# an hour of compiling, not after.
probe=$(mktemp -d)
if mount -t tmpfs -o size=1m tmpfs "$probe" >/dev/null 2>&1; then
  umount "$probe"
else
  echo "NOTE: this machine will not mount a tmpfs for us (no CAP_SYS_ADMIN: not root, or" >&2
  echo "      a container without it), so tests/suite/faults.rs" >&2
  echo "      a_full_disk_stops_nothing_and_loses_nothing will fail. Run as root to pass it." >&2
fi
rmdir "$probe"

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
# --all-targets is --lib --bins --tests --benches --examples: the doctests are not
# among them (cargo test runs them only with --doc or with no target named).
echo "== the doctests"
cargo test --locked --doc
