#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default 60) on the import fixtures as seed
# corpus. Exit status non-zero when a target crashed or found a leak/UB. Used by CI and by hand:
#   tests/fuzz/run-fuzzers.sh [SECONDS] [BUILD_DIR]
set -euo pipefail
seconds=${1:-60}
src=$(cd "$(dirname "$0")/../.." && pwd)
build=${2:-$src/build-fuzz}
jobs=${JOBS:-2}

if ! command -v clang++ >/dev/null; then
    echo "run-fuzzers: clang++ not found (apt-get install clang)" >&2
    exit 2
fi
if [ ! -f "$build/build.ninja" ]; then
    CC=clang CXX=clang++ cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTB_FUZZ=ON \
        -DPROBES_CUDA=OFF -DPROBES_HIP=OFF ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER} >/dev/null
fi
ninja -C "$build" -j"$jobs" fuzzers

targets=(fuzz_nccl_text fuzz_nccl_json fuzz_nvbandwidth fuzz_nvbandwidth_json fuzz_nvidia_smi fuzz_kernel_log
         fuzz_lspci fuzz_ibstat fuzz_rocm_smi fuzz_detect fuzz_probe_lines fuzz_nvidia_smi_xml fuzz_nvidia_smi_topo
         fuzz_nvidia_smi_nvlink fuzz_ibv_devinfo fuzz_ibdev2netdev fuzz_dcgmi_diag fuzz_dcgmi_diag_json
         fuzz_rocm_smi_json fuzz_aznhc fuzz_fio_text fuzz_fio_json
         fuzz_perftest fuzz_perftest_json fuzz_iperf3_json fuzz_sinfo fuzz_scontrol_node fuzz_sacct
         fuzz_kubectl_describe_node fuzz_kubectl_node_yaml fuzz_kubectl_node_json fuzz_cmax_audit
         fuzz_torchtitan_log fuzz_megatron_log fuzz_nemo_log)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
printf '%-24s %8s %10s %s\n' target seconds execs result
for t in "${targets[@]}"; do
    corpus="$work/$t"
    mkdir -p "$corpus"
    cp "$src"/tests/core/fixtures/imports/* "$corpus"/
    log="$work/$t.log"
    if ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$build/tests/fuzz/$t" -max_total_time="$seconds" -print_final_stats=1 -max_len=65536 -rss_limit_mb=2048 -timeout=20 \
        -artifact_prefix="$work/$t-" "$corpus" >"$log" 2>&1; then
        result=ok
    else
        result=FAILED
        status=1
        tail -40 "$log" >&2
        mkdir -p "$build/fuzz-artifacts"
        cp "$work/$t"-* "$build/fuzz-artifacts/" 2>/dev/null || true
    fi
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    [ -n "$execs" ] || execs=$(grep -o '#[0-9]*' "$log" | tail -1 | tr -d '#')
    printf '%-24s %8s %10s %s\n' "$t" "$seconds" "${execs:-?}" "$result"
done
exit $status
