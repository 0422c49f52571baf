#!/usr/bin/env bash
# Peak memory (maximum resident set size) of `arbiter poll --once` handling 1,000
# move mails (100 games x 10 moves, scripts/lib/bench-mails.sh; GAMES=distinct for
# a different opening in each game) from a Maildir into the file outbox, and of
# `arbiter perft 5`. Needs GNU time (Debian package `time`). Release build. For
# the throughput alone, in repeated runs, see scripts/bench-throughput.sh.
source "$(dirname "$0")/lib/bench-setup.sh"
source "$(dirname "$0")/lib/bench-mails.sh"
D="$work/data"
bench_mails "$D"
start=$(date +%s.%N)
/usr/bin/time -f "poll --once, 1000 mails: max RSS %M KiB, %e s wall" $A --data-dir "$D" poll --once
end=$(date +%s.%N)
echo "messages per second (whole process, durable commits): $(echo "1000 / ($end - $start)" | bc -l | cut -c1-6)"
/usr/bin/time -f "perft 5: max RSS %M KiB, %e s wall" $A perft 5
