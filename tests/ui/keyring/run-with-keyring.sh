#!/bin/sh
# Runs one test inside a session bus of its own with an unlocked GNOME Keyring on it, so QtKeychain meets a real
# Secret Service: `run-with-keyring.sh TEST [ARGS...]`. The keyring's files go to a temporary XDG_DATA_HOME, never
# the user's; the daemon ends with the bus. When dbus-run-session or gnome-keyring-daemon is missing the test still
# runs, told why in TB_KEYRING_UNAVAILABLE (it then fails under TB_REQUIRE_SERVICES=1, skips otherwise).
set -eu
test_binary="$1"
shift
if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
    TB_KEYRING_UNAVAILABLE="dbus-run-session or gnome-keyring-daemon is not installed (Debian packages dbus-bin, gnome-keyring; packaging/install-deps.sh --test installs them)"
    export TB_KEYRING_UNAVAILABLE
    exec "$test_binary" "$@"
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/tb-keyring-XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
mkdir -p "$scratch/data" "$scratch/runtime"
chmod 700 "$scratch/runtime"
XDG_DATA_HOME="$scratch/data"
XDG_RUNTIME_DIR="$scratch/runtime"
export XDG_DATA_HOME XDG_RUNTIME_DIR
# The keyring's own unlock password, made up for this run only (it protects nothing but this test's keyring).
unlock="tb-keyring-$$"
dbus-run-session -- sh -c '
    if ! printf "%s" "$1" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>"$2/keyring.log"; then
        TB_KEYRING_UNAVAILABLE="gnome-keyring-daemon --unlock failed: $(cat "$2/keyring.log")"
        export TB_KEYRING_UNAVAILABLE
    fi
    shift 2
    exec "$@"
' sh "$unlock" "$scratch" "$test_binary" "$@"
