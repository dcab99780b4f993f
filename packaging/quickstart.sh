#!/usr/bin/env bash
# The README's two commands.
#   packaging/quickstart.sh run    install what is missing, build, open the workbench on the demo database
#   packaging/quickstart.sh test   install what is missing (incl. test services), build, run the whole test suite
# Environment: BUILD_DIR (default build), JOBS (default nproc), FUZZ_SECONDS (default 15 per fuzz target; 0 skips),
# SANITIZE (test only): 1 (default) builds the suites named in san_suites below with AddressSanitizer + UBSan and
# runs them, all builds every core and remote suite so, 0 leaves the pass out (folder SANITIZE_BUILD_DIR, default
# build-asan; docs/tests.md).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mode="${1:-run}"
build_dir="${BUILD_DIR:-build}"
jobs="${JOBS:-$(nproc)}"

case "$mode" in
  run) packaging/install-deps.sh ;;
  test) packaging/install-deps.sh --test ;;
  -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
  *) echo "usage: $0 run|test" >&2; exit 64 ;;
esac

# CUDA lives outside PATH on this kind of machine; the probes build when nvcc is found (PROBES_CUDA=AUTO).
if [ -z "${CUDACXX:-}" ] && [ -x /usr/local/cuda/bin/nvcc ]; then
  export CUDACXX=/usr/local/cuda/bin/nvcc
fi
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="$here"
  # Builds of the same sources in another folder (a fresh CI clone) may reuse the cache.
  export CCACHE_NOHASHDIR=1
fi

werror=()
if [ "$mode" = test ]; then
  werror=(-DTB_WERROR=ON)  # CI: a new warning in our code fails the build (the probes' project is not affected)
fi
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" "${werror[@]}"

if [ "$mode" = run ]; then
  cmake --build "$build_dir" -j "$jobs" --target tierbench tierbench-cli
  if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" = "" ]; then
    echo "No display found. Start Tierbench from a desktop session with: $build_dir/app/tierbench" >&2
    echo "(or try it headless: QT_QPA_PLATFORM=offscreen $build_dir/app/tierbench --screenshot shot.png)" >&2
    exit 0
  fi
  exec "$build_dir/app/tierbench" "${@:2}"
fi

cmake --build "$build_dir" -j "$jobs"
mkdir -p /tmp/tb-xdg-runtime && chmod 700 /tmp/tb-xdg-runtime
# The test services were installed above: a test whose service does not start fails here instead of skipping
# (tests/support/ServiceCheck.h).
export TB_REQUIRE_SERVICES=1
# Benchmarks (label bench) are excluded; run them with: ctest --test-dir build -L bench --output-on-failure
ctest --test-dir "$build_dir" -LE bench --output-on-failure -j 2 --timeout 900

# Suites built with AddressSanitizer and UndefinedBehaviorSanitizer (TB_SANITIZE, -O1, line tables) in a second
# folder, with -Werror as above. Any report fails its test: UB is not recoverable, ASan aborts, LeakSanitizer ends the
# process non-zero (leaks in the system libraries we do not build are suppressed in tests/sanitizers/lsan.supp).
# By default the pass holds the suites below, each one seen to pass sanitized (the whole core and remote set, 62
# suites, ran with these options without a sanitizer report): the parsers of untrusted input and the key tables, the store (its thread,
# crash and foreign-close handling, migrations, row versions), the SSH transport against the real sshd, the run
# orchestration (orchestrator, probe runner, deployer, reaper, the probes' line reader) and the imports. SANITIZE=all
# builds and runs every core and remote suite (docs/tests.md: its cold build is about 160 more sanitized compile steps,
# which would take CI past its 45-minute aim). The GUI suites are never in it
# (TB_SANITIZE_SUITES): they would double the build. The probes (their own project, not instrumented), the source
# lints and the PostgreSQL reruns of the repository suites (the same code as their SQLite runs) ran above.
san_suites=(tst_JsonStreaming tst_ImportRobustness tst_SystemFormatsImport tst_NvbandwidthImport tst_NcclImport
            tst_RealDataImport tst_SystemToolsImport tst_PlausibilityImport tst_NcclExcerptImport tst_HardwareKeyImport
            tst_KeyTable
            tst_Store tst_StoreCrash tst_StoreForeignClose tst_StoreMigration tst_RowVersion tst_RunRepository
            tst_SshConnection tst_SshErrors tst_SshWatchdog tst_ProxyJump tst_ShellQuote tst_ConcurrentDeploy
            tst_ProbeRun
            tst_RunOrchestrator tst_ProbeRunner tst_Deployer tst_SessionReaper tst_ProbeLineReader)
sanitize="${SANITIZE:-1}"
if [ "$mode" = test ] && [ "$sanitize" != 0 ]; then
  san_dir="${SANITIZE_BUILD_DIR:-build-asan}"
  san_start=$(date +%s)
  cmake -S . -B "$san_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTB_SANITIZE=ON -DPROBES_CUDA=OFF \
    -DPROBES_HIP=OFF "${werror[@]}" "${launcher[@]}"
  san_select=(-LE 'bench|lint|probes|postgresql')
  if [ "$sanitize" = all ]; then
    cmake --build "$san_dir" -j "$jobs"
  else
    cmake --build "$san_dir" -j "$jobs" --target "${san_suites[@]}"
    san_select+=(-R "^($(IFS='|'; echo "${san_suites[*]}"))\$")
  fi
  echo "sanitized build: $(( $(date +%s) - san_start )) s"
  # A 16 MB quarantine (default 256 MB) keeps the tests that bound memory meaningful; use-after-free is still caught.
  ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:quarantine_size_mb=16" \
  LSAN_OPTIONS="suppressions=$here/tests/sanitizers/lsan.supp:print_suppressions=0" \
  UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
    ctest --test-dir "$san_dir" "${san_select[@]}" --output-on-failure -j 2 --timeout 1800
  echo "sanitized build and run: $(( $(date +%s) - san_start )) s"
fi

# The .deb: built, checked (lintian, desktop-file-validate, appstreamcli), installed, used through the installed
# programs and removed again (packaging/test-package.sh; tests/package).
if [ "$mode" = test ]; then
  packaging/test-package.sh "$build_dir"
fi

# Parsers are fuzzed for a bounded time on every test run (clang + libFuzzer, separate build).
fuzz_seconds="${FUZZ_SECONDS:-15}"
if [ "$fuzz_seconds" != 0 ] && [ -x tests/fuzz/run-fuzzers.sh ]; then
  tests/fuzz/run-fuzzers.sh "$fuzz_seconds"
fi
