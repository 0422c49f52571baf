#!/usr/bin/env bash
# Peak memory (maximum resident set size) of `arbiter poll --once` handling 1,000
# move mails (100 games x 10 moves) from a Maildir into the file outbox, and of
# `arbiter perft 5`. Needs GNU time (Debian package `time`). Release build.
source "$(dirname "$0")/lib/bench-setup.sh"
D="$work/data"
$A --data-dir "$D" init >/dev/null
for g in $(seq 1 100); do
  $A --data-dir "$D" game new --white "w$g@example.org" --black "b$g@example.org" >/dev/null
done
# Each player replies to the Reply-To of the arbiter's first message to them, which
# carries the player's code for the game (issue 12 §3).
declare -A reply_to
for f in "$D"/outbox/*.eml; do
  to=$(sed -n 's/^To: \(.*\)$/\1/p' "$f" | tr -d '\r' | head -n 1)
  reply_to[$to]=$(sed -n 's/^Reply-To: .*<\(.*\)>.*/\1/p' "$f" | tr -d '\r')
done
# Every game plays the same ten plies, or with GAMES=distinct its own: line g of
# scripts/data/bench-games.txt (100 random legal openings of ten plies, made with
# python-chess, seed 23), so that no two games show the same positions.
moves=(e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7)
mapfile -t games < scripts/data/bench-games.txt
n=0
for ply in $(seq 0 9); do
  for g in $(seq 1 100); do
    if (( ply % 2 == 0 )); then from="w$g@example.org"; else from="b$g@example.org"; fi
    move=${moves[$ply]}
    if [[ ${GAMES:-same} == distinct ]]; then read -ra own <<< "${games[$((g - 1))]}"; move=${own[$ply]}; fi
    n=$((n + 1))
    printf 'From: %s\r\nTo: %s\r\nSubject: Re: [Game %s] move\r\nMessage-ID: <m%s.%s@example.org>\r\n\r\n%s\r\n' \
      "$from" "${reply_to[$from]}" "$g" "$g" "$ply" "$move" > "$D/inbox/new/$(printf '%010d' $n).mail"
  done
done
start=$(date +%s.%N)
/usr/bin/time -f "poll --once, 1000 mails: max RSS %M KiB, %e s wall" $A --data-dir "$D" poll --once
end=$(date +%s.%N)
echo "messages per second (whole process, durable commits): $(echo "1000 / ($end - $start)" | bc -l | cut -c1-6)"
/usr/bin/time -f "perft 5: max RSS %M KiB, %e s wall" $A perft 5
