#!/usr/bin/env bash
# Runs every fuzz target (fuzz/fuzz_targets/) for SECONDS each (default 600), one
# after the other, and stops with a non-zero exit at the first crash. Installs
# cargo-fuzz when it is missing. No nightly toolchain is needed: RUSTC_BOOTSTRAP=1
# lets stable rustc take the sanitizer flags.
#   bash scripts/fuzz.sh [SECONDS]
# Crashes are written to fuzz/artifacts/<target>/, the growing corpus to
# fuzz/corpus/<target>/ (seeded from fuzz/seeds/<target>/). The build goes to
# $CARGO_TARGET_DIR when it is set, else fuzz/target.
set -euo pipefail

seconds="${1:-600}"
cd "$(dirname "$0")/.."
root="$(pwd)"

if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

export RUSTC_BOOTSTRAP=1
target_dir="${CARGO_TARGET_DIR:-$root/fuzz/target}"

for target in position_text turn_text mail_commands time_control engine_pairings conditional_lines delivery_reports xfcc_envelope; do
    corpus="$root/fuzz/corpus/$target"
    mkdir -p "$corpus"
    seeds=()
    if [ -d "$root/fuzz/seeds/$target" ]; then
        seeds=("$root/fuzz/seeds/$target")
    fi
    echo "== $target: ${seconds} s"
    if ! cargo fuzz run --target-dir "$target_dir" "$target" "$corpus" "${seeds[@]}" -- \
        -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1; then
        echo "fuzz target $target failed; the input is in fuzz/artifacts/$target/" >&2
        exit 1
    fi
done
echo "every fuzz target ran ${seconds} s without a crash"
