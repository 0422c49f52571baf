# Sourced by the bench scripts: strict mode, the release binary built from the
# repository's root as $A, and a temporary folder $work removed at exit.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cargo build --release --locked --quiet
A="${CARGO_TARGET_DIR:-$PWD/target}/release/arbiter"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export RUST_LOG=warn
