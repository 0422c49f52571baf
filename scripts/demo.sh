#!/usr/bin/env bash
# The README's first command: build the arbiter and run it on its embedded defaults
# in a fresh ./arbiter-data: make a game, drop a move mail into the inbox, poll once,
# and show the replies both players got.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -e arbiter-data ]; then
  echo "./arbiter-data exists already; remove it to run the demo from scratch" >&2
  exit 1
fi
echo "== building the arbiter (cargo build --release; a few minutes the first time)"
cargo build --release --locked
A=${CARGO_TARGET_DIR:-target}/release/arbiter
export RUST_LOG=${RUST_LOG:-warn}
echo "== arbiter init: ./arbiter-data (Maildir inbox, outbox, database)"
$A init
echo "== arbiter game new: a chess game between alice and bob"
made=$($A game new --variant chess --white alice@example.org --black bob@example.org)
id=${made%%$'\n'*}
echo "$made"
# Alice answers with her mail program's Reply button: the reply goes to the Reply-To
# of the arbiter's message to her, which carries her code for the game (without it
# the arbiter would first ask her to confirm the move).
to_alice=$(grep -l '^To: alice@example.org' arbiter-data/outbox/*.eml | head -n 1)
reply_to=$(sed -n 's/^Reply-To: .*<\(.*\)>.*/\1/p' "$to_alice" | tr -d '\r')
echo "== alice replies to $reply_to"
printf 'From: Alice <alice@example.org>\r\nTo: %s\r\nSubject: Re: [Game %s] New game\r\nMessage-ID: <demo-1@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello Bob, here is my first move:\r\n\r\n1. e4\r\n\r\n-- \r\nAlice\r\n' "$reply_to" "$id" \
  > arbiter-data/inbox/new/demo-1.eml
echo "== a move mail from alice (1. e4) is in arbiter-data/inbox/new; arbiter poll --once"
$A poll --once
newest=$(ls -t arbiter-data/outbox/*.eml | head -n 1)
echo
echo "== the newest reply, its headers and text part (the whole message, with its HTML"
echo "   part, is $newest: open it in a mail program or a browser):"
# Python's standard email package decodes the quoted-printable text part; the raw
# file is what a mail client receives.
python3 - "$newest" <<'PY'
import email, email.policy, sys
with open(sys.argv[1], "rb") as f:
    msg = email.message_from_binary_file(f, policy=email.policy.default)
for name in ("From", "To", "Subject", "Date"):
    print(f"{name}: {msg[name]}")
print()
part = msg.get_body(preferencelist=("plain",))
print(part.get_content() if part is not None else "(no text part)")
PY
echo
$A game show "$id"
