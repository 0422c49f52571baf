#!/usr/bin/env bash
# `arbiter publish DIR` of 1,000 games (40 plies each: 40,000 board
# positions, 1,000 game pages with the board after every ply, 1,000 PGN files,
# the rules pages and the index), timed with GNU time (Debian package `time`).
# Release build. The games are played by mail first: 40 polls of 1,000 mails.
source "$(dirname "$0")/lib/bench-setup.sh"
D="$work/data"
C="$work/arbiter.toml"
# The moves come from the players' own addresses without their codes.
printf '[arbiter]\naddress = "arbiter@localhost"\n[auth]\nrequire_secret = false\n' > "$C"
$A --config "$C" --data-dir "$D" init >/dev/null
games=1000
for g in $(seq 1 $games); do
  $A --config "$C" --data-dir "$D" game new --white "w$g@example.org" --black "b$g@example.org" >/dev/null
done
rm -f "$D"/outbox/*.eml
moves=(e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7
       c4 c6 Nc3 Bb7 Bg5 b4 Na4 c5 dxe5 Nxe5 Nxe5 dxe5 Qxd8 Raxd8 Bxf6 Bxf6 Nxc5 Bc8 Nd3 Bg5)
n=0
for ply in $(seq 0 39); do
  for g in $(seq 1 $games); do
    if (( ply % 2 == 0 )); then from="w$g@example.org"; else from="b$g@example.org"; fi
    n=$((n + 1))
    printf 'From: %s\r\nTo: arbiter@localhost\r\nSubject: Re: [Game %s] move\r\nMessage-ID: <m%s.%s@example.org>\r\n\r\n%s\r\n' \
      "$from" "$g" "$g" "$ply" "${moves[$ply]}" > "$D/inbox/new/$(printf '%010d' $n).mail"
  done
  $A --config "$C" --data-dir "$D" poll --once >/dev/null
  rm -f "$D"/outbox/*.eml
done
/usr/bin/time -f "publish, $games games of 40 plies (whole site, first time): %e s wall, max RSS %M KiB" \
  $A --config "$C" --data-dir "$D" publish "$work/site"
/usr/bin/time -f "publish again (every file made, none changed): %e s wall, max RSS %M KiB" \
  $A --config "$C" --data-dir "$D" publish "$work/site"
echo "largest game page: $(ls -S "$work"/site/games/*.html | head -n 1 | xargs wc -c)"
echo "site: $(du -sh "$work/site" | cut -f1) in $(find "$work/site" -type f | wc -l) files"
