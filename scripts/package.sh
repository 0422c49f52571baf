#!/usr/bin/env bash
# Makes the Debian package: target/debian/pbem-arbiter_<version>-<rev>_<arch>.deb
# (docs/OPERATIONS.md, "Installing the Debian package"; tests/suite/packaging.rs checks it).
#
#   bash scripts/package.sh [--deb-version VERSION] [--output DIR]
#
# 1. installs cargo-deb at the pinned version below when it is missing;
# 2. builds the arbiter (cargo build --release --locked);
# 3. writes target/package-files/: the man pages and shell completions, made by
#    the binary itself from its clap definitions (the hidden `arbiter
#    package-files`); config.toml, config.example.toml with the package's paths
#    and [arbiter] address left for the operator to set; the changelog;
# 4. runs cargo-deb on what [package.metadata.deb] in Cargo.toml lists (the
#    binary stripped; the unit, maintainer scripts, sysusers file and copyright
#    from debian/).
#
# --deb-version overrides the package's version (default: Cargo.toml's version,
# revision 1), e.g. to make a newer package of the same code for an upgrade test;
# --output writes the .deb into DIR instead of target/debian/.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_DEB_VERSION=3.8.0

deb_version=
output=
while [ $# -gt 0 ]; do
  case $1 in
    --deb-version) deb_version=${2:?--deb-version needs a version}; shift 2 ;;
    --output) output=${2:?--output needs a folder}; shift 2 ;;
    *) echo "usage: bash scripts/package.sh [--deb-version VERSION] [--output DIR]" >&2; exit 2 ;;
  esac
done

if [ "$(cargo deb --version 2>/dev/null || true)" != "cargo-deb $CARGO_DEB_VERSION" ]; then
  echo "== installing cargo-deb $CARGO_DEB_VERSION (cargo install --locked; a few minutes)"
  cargo install cargo-deb --locked --version "$CARGO_DEB_VERSION"
fi

echo "== building the arbiter (cargo build --release --locked)"
cargo build --release --locked --bin arbiter
binary=${CARGO_TARGET_DIR:-target}/release/arbiter

# The package's build time is the last commit's, so that the same commit makes
# the same package (cargo-deb reads SOURCE_DATE_EPOCH for the files' times).
if epoch=$(git log -1 --format=%ct 2>/dev/null); then
  export SOURCE_DATE_EPOCH=$epoch
else
  export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(date +%s)}
fi

files=target/package-files
rm -rf "$files"
mkdir -p "$files"
echo "== man pages and shell completions from the clap definitions ($files)"
"$binary" package-files "$files"

echo "== $files/config.toml: config.example.toml with the package's paths"
python3 - config.example.toml "$files/config.toml" <<'PYTHON'
import sys

source, target = sys.argv[1], sys.argv[2]
text = open(source, encoding="utf-8").read()

HEADER = """\
# pbem-arbiter configuration, as the Debian package installs it: config.example.toml
# with the package's paths. Every key left out has the default shown here.
# Set [arbiter] address below, then start the service:
#
#     systemctl enable --now pbem-arbiter
#
# Until it is set, the service's config check stops each start and says what is
# missing (systemctl status pbem-arbiter). The service runs as the user
# pbem-arbiter with --data-dir /var/lib/pbem-arbiter: the database, the outbox and
# the Maildir live there. Check a change with
#
#     arbiter --config /etc/pbem-arbiter/config.toml check-config
#
# and apply it with systemctl restart pbem-arbiter. How mail reaches the Maildir,
# backups and upgrades: /usr/share/doc/pbem-arbiter/OPERATIONS.md.
"""

def replace(old, new):
    """Replaces `old`, which must be there exactly once, or stops the packaging:
    a change in config.example.toml must be looked at here, never skipped."""
    global text
    found = text.count(old)
    if found != 1:
        sys.exit(f"package.sh: {old!r} is in config.example.toml {found} times, not once: update scripts/package.sh")
    text = text.replace(old, new)

header_end = text.index("\n\n") + 2
if not text.startswith("# pbem-arbiter configuration."):
    sys.exit("package.sh: config.example.toml no longer starts with its header comment: update scripts/package.sh")
text = HEADER + "\n" + text[header_end:]
replace(
    'address = "arbiter@localhost"\n',
    "# REQUIRED: the service does not start until this is set.\n"
    '# address = "arbiter@example.org"\n',
)
replace(
    '# inbox = "/var/mail/arbiter/Maildir"   # default: DATA/inbox\n',
    "# The Maildir the mail system delivers into: the service user's ~/Maildir.\n"
    'inbox = "/var/lib/pbem-arbiter/Maildir"\n',
)
replace(
    '# outbox = "/var/spool/arbiter/outbox"\n',
    '# outbox = "/var/lib/pbem-arbiter/outbox"   # the default\n',
)
open(target, "w", encoding="utf-8").write(text)
PYTHON

cargo_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
version=${deb_version:-$cargo_version-1}
commit=$(git rev-parse --short HEAD 2>/dev/null || echo "an unknown commit")
{
  echo "pbem-arbiter ($version) unstable; urgency=medium"
  echo
  echo "  * Built by scripts/package.sh from pbem-arbiter $cargo_version, commit $commit;"
  echo "    the changes are in the project's history and README.md."
  echo
  echo " -- pbem-arbiter maintainers <dev@pbem-arbiter.invalid>  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} > "$files/changelog"

echo "== cargo deb $CARGO_DEB_VERSION"
args=(--no-build --locked --strip)
if [ -n "$deb_version" ]; then args+=(--deb-version "$deb_version"); fi
if [ -n "$output" ]; then mkdir -p "$output"; args+=(--output "$output"); fi
cargo deb "${args[@]}"
