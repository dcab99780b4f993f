#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The .deb as an analyst gets it: builds it from the build folder (cpack), checks it (lintian: no errors;
# desktop-file-validate; appstreamcli validate), installs it with apt-get, runs the installed programs
# (tests/package: --version, a demo database, tb-node over the loopback sshd with the installed probe sources, an
# offscreen screenshot of the installed GUI, the installed bash completion) and removes it again, with any package
# apt pulled in for it, so the machine is left as it was. Needs root (apt-get, the sshd fixture).
#   packaging/test-package.sh [BUILD_DIR]      (default build; the build must be complete)
# Environment: TB_PACKAGE_SHOTS=DIR keeps the installed GUI's screenshot there.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="$(cd "${1:-$here/build}" && pwd)"
fail() { echo "test-package: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || fail "needs root (apt-get install, the sshd fixture)"
if dpkg-query -W -f='${Status}' tierbench 2>/dev/null | grep -q 'install ok installed'; then
  fail "tierbench is already installed on this machine; remove it first (this test must leave the machine as it was)"
fi

rm -f "$build_dir"/tierbench_*.deb
(cd "$build_dir" && cpack -G DEB >cpack.log 2>&1) || { tail -n 40 "$build_dir/cpack.log" >&2; fail "cpack failed"; }
debs=("$build_dir"/tierbench_*.deb)
[ -f "${debs[0]}" ] || fail "cpack made no tierbench_*.deb"
deb="${debs[0]}"
echo "test-package: built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
dpkg-deb -I "$deb" | sed -n '/Package:/,$p'

# lintian: errors fail, warnings are listed (every occurrence: --tag-display-limit 0).
lintian --fail-on error --tag-display-limit 0 "$deb" | tee "$build_dir/lintian.log" || fail "lintian reports errors"

work="$(mktemp -d)"
before="$work/packages.before"
dpkg-query -W -f='${Package}\n' | sort >"$before"
cleanup() {
  local rc=$?
  if dpkg-query -W -f='${Status}' tierbench 2>/dev/null | grep -q 'install ok installed'; then
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 remove -y -qq tierbench >/dev/null || rc=1
  fi
  # What apt added for the package goes too: the list taken right after the install, so a package someone else
  # installs meanwhile is not touched.
  local added=""
  [ -f "$work/added" ] && added=$(grep -vx tierbench "$work/added" || true)
  if [ -n "$added" ]; then
    echo "test-package: removing what was installed for the package: $added"
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 purge -y -qq $added >/dev/null || rc=1
  fi
  if [ -e /usr/bin/tierbench-cli ] || [ -d /usr/share/tierbench ]; then
    echo "test-package: the package left files behind" >&2
    rc=1
  fi
  rm -rf "$work"
  exit $rc
}
trap cleanup EXIT

# Installed as users install it: apt resolves the declared dependencies.
(cd "$(dirname "$deb")" && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
  "./$(basename "$deb")") || fail "apt-get install ./$(basename "$deb") failed"
dpkg-query -W -f='${Package}\n' | sort | comm -13 "$before" - >"$work/added"

desktop-file-validate /usr/share/applications/io.github.tierbench.Tierbench.desktop || fail "desktop-file-validate"
# --no-net: CI has no network; the screenshot URLs are checked for form, not fetched.
appstreamcli validate --no-net /usr/share/metainfo/io.github.tierbench.Tierbench.metainfo.xml || fail "appstreamcli"

mkdir -p /tmp/tb-xdg-runtime && chmod 700 /tmp/tb-xdg-runtime
TB_INSTALLED_PREFIX=/usr ctest --test-dir "$build_dir" -L package --output-on-failure --timeout 1800 ||
  fail "the installed package's suite failed"
echo "test-package: passed; removing the package"
