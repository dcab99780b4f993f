#!/usr/bin/env bash
# Installs every Debian 12 package Tierbench needs to build, test and run. Idempotent: packages
# already present are skipped, so a second run only costs `dpkg-query`.
#   packaging/install-deps.sh            build + run + test dependencies
#   packaging/install-deps.sh --test     also the services the test suite starts (sshd, Slurm, munge, MariaDB, PostgreSQL)
set -euo pipefail

want_test=0
for arg in "$@"; do
  case "$arg" in
    --test) want_test=1 ;;
    -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
    *) echo "install-deps: unknown option $arg" >&2; exit 64 ;;
  esac
done

build=(
  build-essential cmake ninja-build pkg-config git dpkg-dev
  # Qt 6.4; libqt6opengl6-dev is only a Recommends of qt6-base-dev, but Qt Charts' CMake config needs it.
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqt6sql6-sqlite
  # Qt's PostgreSQL driver (pulls libpq5): `--db postgresql://...` for a shared team database.
  libqt6sql6-psql
  # The system keychain (Secret Service) for team-database passwords: File › Connect to team database….
  qtkeychain-qt6-dev
  # Qt's own catalogues, so standard buttons (OK, Cancel) follow the interface language.
  qt6-translations-l10n
  libgl1-mesa-dev libxkbcommon-dev
  libssh-dev libssl-dev openssh-client
  sqlite3 fonts-dejavu-core ccache
  # CJK glyphs for the review PDF of a Japanese or Chinese session (ui/report/ReportFonts) and for the GUI.
  fonts-noto-cjk
)
test_tools=(
  xvfb xauth poppler-utils imagemagick clang-format
  clang libclang-rt-14-dev    # libFuzzer targets and sanitizers
  hipcc libamdhip64-dev       # compile-check of the HIP probes (Debian's ROCm 5.2)
  # The fabric probes' tools: tb-net drives iperf3 between namespaces; tb-rdma runs perftest (no RDMA device here).
  iperf3 perftest
  openssh-server procps psmisc iproute2
  slurmctld slurmd slurm-client munge
  # The two-node test cluster (tests/support/slurm-cluster.sh): accounting through slurmdbd and MariaDB, so sacct
  # works; PMIx for srun --mpi=pmix (Slurm's plugin loads pmix2/lib/libpmix.so, which only the -dev package has).
  slurmdbd mariadb-server libpmix2 libpmix-dev util-linux
  # The package test (packaging/test-package.sh): Debian's checks of the .deb, its desktop entry and metainfo.
  lintian desktop-file-utils appstream
  # The throwaway PostgreSQL server of the team-database tests (tests/support/PgTestServer: initdb + pg_ctl).
  postgresql
  # A real Secret Service for the keychain tests (tests/ui/run-with-keyring.sh: dbus-run-session + gnome-keyring).
  gnome-keyring dbus-user-session dbus-x11 libsecret-tools
  # tb-storage's tests and benchmark drive the real fio (tests/probes/storage_test.py, tst_StorageRunCli).
  fio
  # tb-train's tests and benchmark train on the CPU with Debian's PyTorch (tests/probes/train_test.py, train_bench.py).
  python3-torch
)

pkgs=("${build[@]}")
[ "$want_test" = 1 ] && pkgs+=("${test_tools[@]}")

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#pkgs[@]} packages present"
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-deps: installing ${missing[*]}"
$sudo apt-get -o DPkg::Lock::Timeout=600 update -qq
# Services must not start at install time (CI starts its own on loopback); policy-rc.d 101 says "not now".
DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
