#!/usr/bin/env bash
# GPU check: the probes against PyTorch on one GPU, in about five minutes, with nothing able to lose the run.
#
# Order: environment facts, build (or the carried binaries), tb-node, the PyTorch reference, tb-membw, tb-gemm,
# the table, tb-train against a plain PyTorch loop, then tb-coll (a hung NCCL initialisation cannot take the figures with it) and the table again. Every
# step runs under `timeout`, capped by what is left of --budget. Read-only towards the GPU: it changes no GPU
# setting (no persistence mode, clocks, power limits or MIG).
#
# usage: probes/gpu-check.sh [--out DIR] [--bin DIR] [--no-build] [--budget SECONDS] [OUT_DIR]
#   --out DIR      where the results go (default ./gpu-check-out): table.md, summary.json, probes.jsonl,
#                  reference.json, gpu-check.log, and nothing else (the build tree is a temporary folder)
#   --bin DIR      binaries to fall back to (default: $TBP_PROBES_BIN, else build-probes/ beside probes/)
#   --no-build     use those binaries without trying to build here
#   --budget S     the whole run's bound, default 420 (each step gets at most what is left)
#   env GPU=N      the GPU to measure (default 0; CUDA_VISIBLE_DEVICES for membw, gemm and the reference;
#                  tb-coll sees every GPU the environment gives)
# Exit: 0 every target met; 1 a target missed, a data check failed, a probe failed or timed out, or a comparison
# was unfair, or a probe could not run (no driver, no library); 2 nothing failed but a target had no reference.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
out=$PWD/gpu-check-out
bin=${TBP_PROBES_BIN:-}
build=yes
budget=${TBP_GPU_CHECK_BUDGET:-420}
while (($#)); do
    case $1 in
        --out) out=$2; shift 2 ;;
        --bin) bin=$2; shift 2 ;;
        --no-build) build=no; shift ;;
        --budget) budget=$2; shift 2 ;;
        -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
        -*) echo "gpu-check.sh: unknown option $1" >&2; exit 64 ;;
        *) out=$1; shift ;;
    esac
done
[[ -n $bin ]] || bin=$repo/build-probes
mkdir -p "$out" || exit 3
out=$(cd "$out" && pwd)
rm -f "$out"/table.md "$out"/summary.json "$out"/probes.jsonl "$out"/reference.json "$out"/gpu-check.log
work=$(mktemp -d "${TMPDIR:-/tmp}/gpu-check.XXXXXX") || exit 3
trap 'rm -rf "$work"' EXIT
: >"$work/runs.tsv"
: >"$work/env.tsv"
start=$(date +%s)
deadline=$((start + budget))
notes=()

log() { echo "$*" | tee -a "$out/gpu-check.log"; }
fact() { printf '%s\t%s\n' "$1" "$2" >>"$work/env.tsv"; }
# Seconds a step may take: its own limit (a TBP_GPU_CHECK_T_<STEP> override first, for tests), capped by the
# budget left minus a reserve for the tables.
limit() {
    local var="TBP_GPU_CHECK_T_$1" want=$2
    want=${!var:-$want}
    local left=$((deadline - $(date +%s) - 25))
    ((left < want)) && want=$left
    echo "$want"
}
# step NAME SECONDS COMMAND...: runs under timeout, stdout to $work/NAME.jsonl, stderr to $work/NAME.err;
# records NAME, exit code, seconds, limit in runs.tsv.
step() {
    local name=$1 t=$2
    shift 2
    if ((t < 2)); then
        log "== $name: skipped, out of time"
        printf '%s\tskipped\t0\t0\tout of time\n' "$name" >>"$work/runs.tsv"
        return 1
    fi
    log "== $name (at most $t s): $*"
    local s rc
    s=$(date +%s)
    timeout -k 5 "$t" "$@" >"$work/$name.jsonl" 2>"$work/$name.err"
    rc=$?
    local took=$(($(date +%s) - s))
    printf '%s\t%s\t%s\t%s\n' "$name" "$rc" "$took" "$t" >>"$work/runs.tsv"
    if ((rc == 124 || rc == 137)); then
        log "   TIMED OUT after $t s"
    else
        log "   exit $rc in $took s ($(wc -l <"$work/$name.jsonl") lines)"
    fi
    if [[ -s $work/$name.err ]]; then
        echo "   -- stderr of $name (last lines):" >>"$out/gpu-check.log"
        tail -n 15 "$work/$name.err" | sed 's/^/   | /' >>"$out/gpu-check.log"
    fi
    [[ $name == tb-* ]] && cat "$work/$name.jsonl" >>"$out/probes.jsonl"
    return "$rc"
}
table() {
    fact elapsed $(($(date +%s) - start))
    fact notes "$(IFS='|'; echo "${notes[*]:-}" | sed 's/|/ | /g')"
    if command -v python3 >/dev/null; then
        timeout 30 python3 "$here/tools/gpu_table.py" --work "$work" --out "$out" "$@" >/dev/null 2>>"$out/gpu-check.log"
        local rc=$?
        log "== table written ($out/table.md, verdict exit $rc)"
        return $rc
    fi
    # No Python: the exit codes at least.
    { echo "# GPU check, $(date -u +%FT%TZ) (no python3: no reference, no figures)"; echo
      echo "| probe | exit | seconds | limit |"; echo "|---|---|---|---|"
      sed 's/\t/ | /g; s/^/| /; s/$/ |/' "$work/runs.tsv"; } >"$out/table.md"
    log "== table written without python3"
    return 2
}

# ---- the machine
# tb-coll gets the GPUs the environment gave (all when it gave none); the rest measure one.
if [[ -n ${CUDA_VISIBLE_DEVICES+set} ]]; then all_gpus=(env "CUDA_VISIBLE_DEVICES=$CUDA_VISIBLE_DEVICES"); else
    all_gpus=(env -u CUDA_VISIBLE_DEVICES); fi
gpu=${GPU:-0}
fact date "$(date -u +%FT%TZ)"
fact host "$(hostname)"
fact budget "$budget"
smi=$(timeout 20 nvidia-smi --query-gpu=index,name,pci.bus_id,driver_version,compute_cap --format=csv,noheader 2>/dev/null |
      awk -F', *' -v g="$gpu" '$1 == g')
if [[ -n $smi ]]; then
    IFS=',' read -r _ smi_name smi_pci smi_driver smi_cc <<<"$(echo "$smi" | sed 's/, */,/g')"
    fact gpu "$smi_name ($smi_pci, compute capability $smi_cc)"
    fact driver "$smi_driver"
    log "== GPU $gpu: $smi_name, $smi_pci, driver $smi_driver"
else
    notes+=("nvidia-smi gave nothing for GPU $gpu")
    log "== nvidia-smi gave nothing for GPU $gpu"
fi
export CUDA_VISIBLE_DEVICES=$gpu

# ---- binaries: build here (matches this machine's toolkit and driver), else the carried ones
built=""
nvcc=$(command -v nvcc || { [[ -x /usr/local/cuda/bin/nvcc ]] && echo /usr/local/cuda/bin/nvcc; })
if [[ $build == yes && -n $nvcc ]] && command -v cmake >/dev/null; then
    if command -v ninja >/dev/null; then gen=Ninja; elif command -v make >/dev/null; then gen="Unix Makefiles"; else gen=""; fi
    if [[ -z $gen ]]; then
        notes+=("no ninja or make here: not built")
    else
        archs=""
        [[ ${smi_cc:-} =~ ^([0-9]+)\.([0-9]+)$ ]] && archs="${BASH_REMATCH[1]}${BASH_REMATCH[2]}-real"
        t=$(limit BUILD 180)
        log "== build with $gen and $nvcc${archs:+ for sm_${archs%-real}} (at most $t s)"
        s=$(date +%s)
        if timeout -k 5 "$t" cmake -S "$here" -B "$work/build" -G "$gen" -DCMAKE_BUILD_TYPE=Release -DPROBES_CUDA=ON \
                -DPROBES_HIP=OFF -DCMAKE_CUDA_COMPILER="$nvcc" ${archs:+-DTBP_CUDA_ARCHS=$archs} >"$work/build.log" 2>&1 &&
            timeout -k 5 "$(limit BUILD $((t - ($(date +%s) - s))))" cmake --build "$work/build" -j"$(nproc)" \
                >>"$work/build.log" 2>&1 && [[ -x $work/build/tb-membw ]]; then
            built=$work/build
            fact binaries "built here ($gen, $("$nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/CUDA \1/p'), $(($(date +%s) - s)) s)"
            log "   built in $(($(date +%s) - s)) s"
        else
            log "   build failed or timed out; last lines:"
            tail -n 20 "$work/build.log" | sed 's/^/   | /' | tee -a "$out/gpu-check.log"
            notes+=("building here failed (see gpu-check.log): carried binaries used")
        fi
    fi
elif [[ $build == yes ]]; then
    notes+=("no nvcc or cmake here: carried binaries used")
fi
if [[ -n $built ]]; then
    probes=$built
    commit_file=$built/COMMIT
elif [[ -x $bin/tb-membw ]]; then
    probes=$bin
    commit_file=$bin/COMMIT
    fact binaries "carried ($bin)"
    log "== using the carried probes in $bin"
else
    probes=""
    commit_file=""
    notes+=("no probe binaries (none built, none in $bin)")
    log "== no probe binaries: only the reference runs"
fi
# A copy of the tree without .git builds "unknown": the carried binaries' COMMIT (written where git was) tells.
commit=$(cat "$commit_file" 2>/dev/null)
[[ -z $commit || $commit == unknown ]] && commit=$(cat "$bin/COMMIT" 2>/dev/null)
[[ -z $commit || $commit == unknown ]] && commit=$(git -C "$repo" describe --always --dirty --abbrev=12 2>/dev/null)
commit=${commit:-unknown}
fact commit "$commit"

# ---- tb-node, the reference, tb-membw, tb-gemm, table, tb-coll, table
size=268435456
gemm=8192
[[ -n $probes ]] && step tb-node "$(limit NODE 60)" "$probes/tb-node"
if command -v python3 >/dev/null; then
    step reference "$(limit REFERENCE 150)" python3 "$here/tools/gpu_reference.py" --size $size --gemm $gemm \
        --batch 20 --repeats 10 --warmup-ms 100 --pci "${smi_pci:-}"
    ref_rc=$(awk -F'\t' '$1 == "reference" {print $2}' "$work/runs.tsv")
    if [[ -s $work/reference.jsonl ]]; then
        tail -n 1 "$work/reference.jsonl" >"$out/reference.json"
    elif [[ $ref_rc == 124 || $ref_rc == 137 ]]; then
        echo '{"reference": "none", "why": "the reference timed out"}' >"$out/reference.json"
    else
        echo "{\"reference\": \"none\", \"why\": \"the reference wrote nothing (exit $ref_rc; see gpu-check.log)\"}" \
            >"$out/reference.json"
    fi
else
    notes+=("no python3: no reference")
    echo '{"reference": "none", "why": "no python3 on this machine"}' >"$out/reference.json"
fi
ref_json() { python3 -c "import json,sys; print(json.load(open(sys.argv[1])).get(sys.argv[2]) or '')" \
    "$out/reference.json" "$1" 2>/dev/null; }
if [[ -n $probes ]]; then
    step tb-membw "$(limit MEMBW 90)" "$probes/tb-membw" --sizes 64K:256M:x4 --ops h2d,d2h,d2d --iters 20 --repeats 10
    # tb-gemm on the cuBLASLt PyTorch loaded, when it fits this build (a CUDA 13 probe refuses a cuBLASLt 12).
    lt=$(ref_json cublaslt)
    if [[ -n $lt ]]; then
        TBP_BLAS_LIB=$lt step tb-gemm "$(limit GEMM 90)" "$probes/tb-gemm" --ops bf16,fp8 -m $gemm -n $gemm -k $gemm \
            --iters 20 --repeats 10
        if grep -q 'built with CUDA' "$work/tb-gemm.jsonl" 2>/dev/null; then
            notes+=("PyTorch's cuBLASLt ($lt) does not fit the probes' CUDA: tb-gemm used the system's")
            sed -i '/^tb-gemm\t/d' "$work/runs.tsv"
            step tb-gemm "$(limit GEMM 90)" "$probes/tb-gemm" --ops bf16,fp8 -m $gemm -n $gemm -k $gemm --iters 20 \
                --repeats 10
        fi
    else
        step tb-gemm "$(limit GEMM 90)" "$probes/tb-gemm" --ops bf16,fp8 -m $gemm -n $gemm -k $gemm --iters 20 \
            --repeats 10
    fi
fi
table
# tb-train against the same model in a plain PyTorch loop on the same GPU (tests/probes/train_bench.py; 0.95-1.05):
# Python, so it needs no binaries, only the PyTorch of the reference.
bench=$repo/tests/probes/train_bench.py
if [[ $(ref_json reference) != torch ]]; then
    notes+=("the reference found no PyTorch on a GPU: tb-train not compared")
elif command -v python3 >/dev/null && [[ -f $bench ]]; then
    step train "$(limit TRAIN 150)" python3 "$bench" --probe "$here/train/tb-train" --python "$(command -v python3)" \
        --device gpu --rounds 2 --max-rounds 4 --budget 60 --steps 20 --json
else
    notes+=("no python3 or no tests/probes/train_bench.py here: tb-train not compared")
fi
if [[ -n $probes ]]; then
    nccl=$(ref_json nccl)
    if ! ldconfig -p 2>/dev/null | grep -q 'libnccl.so' && [[ -n $nccl ]]; then export TBP_CCL_LIB=$nccl; fi
    step tb-coll "$(limit COLL 60)" "${all_gpus[@]}" "$probes/tb-coll" --sizes 1M:256M:x16 --repeats 5 --timeout 30
fi
table --final
rc=$?
cat "$out/table.md"
log "== done in $(($(date +%s) - start)) s, exit $rc"
exit $rc
