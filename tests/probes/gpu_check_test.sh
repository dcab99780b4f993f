#!/usr/bin/env bash
# probes/gpu-check.sh end to end on this machine, against stand-ins for what needs a GPU: a fake nvidia-smi, a
# fake python3 that answers the PyTorch reference (and passes everything else to the real one), a cmake and nvcc
# that make the build fail, and stand-in tb-membw/tb-gemm/tb-coll that print recorded-style protocol lines (or
# hang, as a wedged NCCL initialisation would). tb-node is the real one, on a fixture tree.
#
# usage: gpu_check_test.sh SCENARIO TB_NODE
#   standins      build fails -> carried binaries; PyTorch reference; a fault (probe 20% above the reference);
#                 tb-train against the plain loop (train_bench.py answered by the fake python3);
#                 tb-coll hangs -> timed out, the table already written before it started
#   no-reference  --no-build; the real python3 (no torch, no CuPy here): "no reference", not FAIL; a GEMM data
#                 check failure fails the table; one GPU: tb-coll's bandwidth waived, smoke runs listed
#   hung          the reference and tb-coll hang, no nvidia-smi: both time out, the run stays inside its budget
set -uo pipefail
scenario=$1
tb_node=$2
here=$(cd "$(dirname "$0")" && pwd)
script=$(cd "$here/../../probes" && pwd)/gpu-check.sh
fix=$here/fixtures/gpu-check
real_python=$(command -v python3)
t=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$t"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
has() { grep -qF -- "$2" "$1" || fail "$(basename "$1") lacks: $2"; }
lacks() { ! grep -qF -- "$2" "$1" || fail "$(basename "$1") should not contain: $2"; }

mkdir -p "$t/fake" "$t/carried" "$t/log"
# ---- fakes on PATH
cat >"$t/fake/nvidia-smi" <<'EOF'
#!/bin/sh
echo "0, NVIDIA H200, 00000000:18:00.0, 580.65.06, 9.0"
EOF
cat >"$t/fake/python3" <<EOF
#!/bin/sh
case "\$*" in *gpu_reference.py*)
    echo "\$*" >"$t/log/reference.args"
    [ "\${FAKE_REFERENCE:-}" = hang ] && exec sleep 600
    cat "$fix/reference-torch.json"; exit 0 ;;
*train_bench.py*)
    echo "\$*" >"$t/log/train.args"
    cat "$fix/train-bench.out"; exit 0 ;;
esac
exec "$real_python" "\$@"
EOF
cat >"$t/fake/cmake" <<EOF
#!/bin/sh
echo "\$*" >>"$t/log/cmake.args"
echo "CMake Error: no CUDA compiler works here (stand-in)" >&2
exit 1
EOF
printf '#!/bin/sh\necho "Cuda compilation tools, release 13.0, V13.0.88"\n' >"$t/fake/nvcc"
# ---- stand-in probes (the "carried" binaries)
cat >"$t/carried/tb-node" <<EOF
#!/bin/sh
exec "$tb_node" --root "$here/fixtures/node-good"
EOF
cat >"$t/carried/tb-membw" <<EOF
#!/bin/sh
echo "\$*" >"$t/log/tb-membw.args"; echo "\${CUDA_VISIBLE_DEVICES-unset}" >"$t/log/tb-membw.gpus"
cat "$fix/membw.jsonl"
EOF
cat >"$t/carried/tb-gemm" <<EOF
#!/bin/sh
echo "\${TBP_BLAS_LIB:-}" >"$t/log/tb-gemm.blas"
if [ -n "\${GEMM_WRONG:-}" ]; then cat "$fix/gemm-wrong.jsonl"; exit 4; fi
cat "$fix/gemm.jsonl"
EOF
cat >"$t/carried/tb-coll" <<EOF
#!/bin/sh
echo "\${CUDA_VISIBLE_DEVICES-unset}" >"$t/log/tb-coll.gpus"
[ -n "\${COLL_ONE_RANK:-}" ] && exec cat "$fix/coll-one-rank.jsonl"
echo '{"tb":1,"type":"hello","probe":"tb-coll","version":"0.1.0","host":"gpu-1","backend":"cuda","devices":[],"libs":{},"args":{}}'
exec sleep 600   # as a wedged ncclCommInitAll would
EOF
echo "abc123def456" >"$t/carried/COMMIT"
chmod +x "$t"/fake/* "$t"/carried/*

run() {  # env... -- args...
    local start=$SECONDS
    env "$@" >"$t/stdout" 2>"$t/stderr"
    code=$?
    took=$((SECONDS - start))
    echo "gpu-check.sh exit $code in $took s"
}
expect_only_results() {
    local files
    files=$(cd "$t/out" && find . -mindepth 1 | sort | tr '\n' ' ')
    [[ $files == "./gpu-check.log ./probes.jsonl ./reference.json ./summary.json ./table.md " ]] ||
        fail "the output folder holds exactly the results, not: $files"
}

case $scenario in
standins)
    run PATH="$t/fake:$PATH" TBP_GPU_CHECK_T_COLL=3 CUDA_VISIBLE_DEVICES=0,1 \
        bash "$script" --out "$t/out" --bin "$t/carried" --budget 200
    [[ $code == 1 ]] || fail "exit $code, expected 1 (a comparison fault and a timed-out tb-coll)"
    expect_only_results
    tab=$t/out/table.md
    has "$tab" "| tb-coll | 124 | TIMED OUT after 3 s |"
    has "$tab" "| tb-membw | 0 | ok | pass (4 samples) |"
    has "$tab" "| h2d.bw | 53.1 GB/s | 54.0 GB/s | 0.983 | >= 0.95 | pass |"
    has "$tab" "| d2d.bw | 2150.0 GB/s | 2200.0 GB/s | 0.977 | >= 0.95 | pass |"
    has "$tab" "| d2h.bw | 54.0 GB/s | 45.0 GB/s | 1.200 | - | FAULT: more than 1.05 x the reference"
    has "$tab" "| gemm.bf16.tflops | 705.0 TFLOP/s | 720.0 TFLOP/s | 0.979 | >= 0.95 | pass |"
    has "$tab" "| gemm.fp8.tflops | 1320.0 TFLOP/s | 1350.0 TFLOP/s | 0.978 | - | - |"
    has "$tab" "0.713 of H200"
    has "$tab" "| train.tokens_per_s (tb-train / plain PyTorch loop) | 41200.0 tokens/s | 41950.0 tokens/s | 0.982 | 0.95-1.05 | pass (wall clock 0.990, 3 rounds) |"
    has "$t/log/train.args" "--device gpu"
    has "$t/log/train.args" "train/tb-train"
    # The table carries what RESULTS.md asks for.
    has "$tab" "| driver | 580.65.06 |"
    has "$tab" "| probe commit | abc123def456 |"
    has "$tab" "NVIDIA H200 (00000000:18:00.0, compute capability 9.0)"
    has "$tab" "| CUDA runtime (probes) | 13.0 |"
    has "$tab" "cublasLt 13.0.2"
    has "$tab" "| reference | PyTorch 2.8.0 (CUDA 12.8) |"
    has "$tab" "building here failed"
    has "$tab" "**FAIL**"
    has "$tab" "$(date -u +%F)"
    # Ninja, the GPU's own arch; the cuBLASLt PyTorch loaded; one GPU for membw, all for tb-coll.
    has "$t/log/cmake.args" "-G Ninja"
    has "$t/log/cmake.args" "-DTBP_CUDA_ARCHS=90-real"
    has "$t/log/tb-gemm.blas" "/opt/fake/libcublasLt.so.13"
    has "$t/log/tb-membw.gpus" "0"
    has "$t/log/tb-coll.gpus" "0,1"
    has "$t/log/reference.args" "--pci 00000000:18:00.0"
    has "$t/log/reference.args" "--warmup-ms 100"
    # tb-train after the first table, before tb-coll (which may hang).
    order=$(grep -n -e '^== train' -e '^== tb-coll' "$t/out/gpu-check.log" | head -2 | cut -d: -f2- | cut -c1-8)
    [[ $order == $'== train\n== tb-co' ]] || fail "tb-train is compared before tb-coll runs: $order"
    # The figures were in a table before tb-coll started.
    order=$(grep -n -e '^== table written' -e '^== tb-coll' "$t/out/gpu-check.log" | head -2 | cut -d: -f2- | cut -c1-12)
    [[ $order == $'== table wri\n== tb-coll (' ]] || fail "the table is written before tb-coll runs: $order"
    has "$t/out/probes.jsonl" '"probe":"tb-node"'
    has "$t/out/probes.jsonl" '"probe":"tb-coll"'
    has "$t/out/summary.json" '"verdict": "FAIL"'
    ;;
no-reference)
    mkdir -p "$t/fake-smi-only"
    cp "$t/fake/nvidia-smi" "$t/fake-smi-only/"
    run PATH="$t/fake-smi-only:$PATH" GEMM_WRONG=1 COLL_ONE_RANK=1 \
        bash "$script" --out "$t/out" --bin "$t/carried" --no-build --budget 200
    [[ $code == 1 ]] || fail "exit $code, expected 1 (tb-gemm's data check failed)"
    expect_only_results
    tab=$t/out/table.md
    has "$tab" "| h2d.bw | 53.1 GB/s | n/a | n/a | >= 0.95 | no reference |"
    has "$tab" "| d2d.bw | 2150.0 GB/s | n/a | n/a | >= 0.95 | no reference |"
    lacks "$tab" "| h2d.bw | 53.1 GB/s | n/a | n/a | >= 0.95 | FAIL"
    has "$tab" "| tb-gemm | 4 | DATA CHECK FAILED | FAIL: 12 wrong in 1 of 1 samples |"
    has "$tab" "| gemm.bf16.tflops | 705.0 TFLOP/s | n/a | n/a | >= 0.95 | FAIL: the probe's data check failed |"
    has "$tab" "none: torch: not installed"
    has "$tab" "bandwidth waived: one rank"
    has "$tab" "- coll.alltoall.smoke: pass"
    has "$tab" "the reference found no PyTorch on a GPU: tb-train not compared"
    lacks "$tab" "train.tokens_per_s"
    has "$tab" "| tb-coll | 0 | ok | pass (0 samples, 5 smoke runs) |"
    has "$t/out/reference.json" '"reference": "none"'
    [[ -z $(cat "$t/log/tb-gemm.blas") ]] || fail "no reference cuBLASLt, so TBP_BLAS_LIB stays unset: $(cat "$t/log/tb-gemm.blas")"
    [[ ! -e $t/log/cmake.args ]] || fail "--no-build still built"
    ;;
hung)
    mkdir -p "$t/fake-nosmi"
    cp "$t/fake/python3" "$t/fake/cmake" "$t/fake/nvcc" "$t/fake-nosmi/"
    run PATH="$t/fake-nosmi:$PATH" FAKE_REFERENCE=hang TBP_GPU_CHECK_T_REFERENCE=4 TBP_GPU_CHECK_T_COLL=4 \
        bash "$script" --out "$t/out" --bin "$t/carried" --budget 90
    [[ $code == 1 ]] || fail "exit $code, expected 1"
    ((took < 90)) || fail "the run took $took s, over its 90 s budget"
    expect_only_results
    tab=$t/out/table.md
    has "$tab" "none: the reference timed out"
    has "$tab" "| tb-membw | 0 | ok |"
    has "$tab" "| tb-gemm | 0 | ok |"
    has "$tab" "| tb-coll | 124 | TIMED OUT after 4 s |"
    has "$tab" "nvidia-smi gave nothing for GPU 0"
    has "$t/out/gpu-check.log" "== reference (at most 4 s)"
    ;;
*)
    echo "unknown scenario $scenario" >&2
    exit 2
    ;;
esac
if ((fails)); then
    echo "--- table.md" >&2
    cat "$t/out/table.md" >&2 2>/dev/null
    echo "--- gpu-check.log" >&2
    cat "$t/out/gpu-check.log" >&2 2>/dev/null
    echo "--- stderr" >&2
    cat "$t/stderr" >&2
    exit 1
fi
echo "ok: gpu-check.sh $scenario"
