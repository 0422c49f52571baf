#!/usr/bin/env bash
# Throughput of `arbiter poll --once` on 1,000 move mails in repeated
# runs: one data directory is made (scripts/lib/bench-mails.sh; GAMES=distinct for a
# different opening in each game), then every run polls a fresh copy of it. Other
# binaries given (say, one built from an older commit) run in turn with this
# checkout's, so that a machine whose speed drifts from minute to minute compares
# them fairly. Prints each binary's median, mean and range over RUNS runs (10).
#
#   bash scripts/bench-throughput.sh [RUNS [OTHER_BINARY...]]
#
# The copies are made under TMPDIR (TMPDIR=/dev/shm for the CPU alone, without a
# disk) and kept until the end, about 70 MB a run: on ext4 without a journal (this
# project's machine), files deleted in the last few minutes slow the allocation of
# new inodes (the kernel's `recently_deleted` scan), so that a run just after
# another's clean-up measured the clean-up, up to twice the time.
source "$(dirname "$0")/lib/bench-setup.sh"
source "$(dirname "$0")/lib/bench-mails.sh"
runs=${1:-10}
if (($# > 0)); then shift; fi
binaries=("$A" "$@")
bench_mails "$work/prepared"
declare -a times
for i in $(seq 1 "$runs"); do
  for b in "${!binaries[@]}"; do
    d="$work/run-$b-$i"
    cp -a "$work/prepared" "$d"
    sync
    start=$(date +%s.%N)
    "${binaries[$b]}" --data-dir "$d" poll --once >/dev/null
    end=$(date +%s.%N)
    times[b]+="$(echo "$end - $start" | bc -l) "
  done
done
for b in "${!binaries[@]}"; do
  summary=$(tr ' ' '\n' <<< "${times[b]}" | grep . | sort -n | awk '
    { t[NR] = $1; sum += $1 }
    END {
      median = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
      printf "median %.3f s (%.0f messages/s), mean %.3f s, %.3f-%.3f s, %d runs",
        median, 1000 / median, sum / NR, t[1], t[NR], NR
    }')
  echo "${binaries[$b]}: $summary"
done
