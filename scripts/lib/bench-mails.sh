# Sourced by the throughput bench scripts after bench-setup.sh: `bench_mails DIR`
# makes a data directory DIR with 100 chess games and 1,000 move mails waiting in
# its Maildir's new/ (100 games x 10 plies), with the release binary $A.
#
# Each player replies to the Reply-To of the arbiter's first message to them, which
# carries the player's code for the game. Every game plays the same ten
# plies, or with GAMES=distinct its own: line g of scripts/data/bench-games.txt (100
# random legal openings of ten plies, made with python-chess, seed 23), so that no
# two games show the same positions.
bench_mails() {
  local D=$1
  $A --data-dir "$D" init >/dev/null
  for g in $(seq 1 100); do
    $A --data-dir "$D" game new --white "w$g@example.org" --black "b$g@example.org" >/dev/null
  done
  local -A reply_to
  local f to
  for f in "$D"/outbox/*.eml; do
    to=$(sed -n 's/^To: \(.*\)$/\1/p' "$f" | tr -d '\r' | head -n 1)
    reply_to[$to]=$(sed -n 's/^Reply-To: .*<\(.*\)>.*/\1/p' "$f" | tr -d '\r')
  done
  local moves=(e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7)
  local games
  mapfile -t games < scripts/data/bench-games.txt
  local n=0 ply g from move own
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
  # The mails reach the disk before the poll, as a delivery agent leaves them (a
  # Maildir delivery syncs each message before its rename into new/); unsynced,
  # they were flushed by the poll's own syncs, up to half of its time on ext4.
  sync
}
