#!/usr/bin/env bash
# GPU check: build the probes on this GPU machine, run them, run PyTorch's own copy and matmul on the same
# GPU as the reference, and print probe against reference. Targets: membw H2D and D2D >= 95% of PyTorch,
# gemm bf16 >= 95% of torch.matmul. Read-only towards the GPU: it changes no GPU setting (no persistence
# mode, clocks, power limits or MIG).
#
# usage: probes/gpu-check.sh [OUT_DIR]          (default OUT_DIR: ./gpu-check-out)
#   env TBP_PROBES_BIN=DIR  use prebuilt tb-* binaries instead of building (no nvcc on the machine)
#   env GPU=N               which GPU to measure (default 0; sets CUDA_VISIBLE_DEVICES for probe and torch)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$PWD/gpu-check-out}
mkdir -p "$out"
export CUDA_VISIBLE_DEVICES=${GPU:-${CUDA_VISIBLE_DEVICES:-0}}
size=268435456  # 256 MiB copies, like the probe's largest default size
gemm=8192

if [[ -n "${TBP_PROBES_BIN:-}" ]]; then
    bin=$TBP_PROBES_BIN
else
    bin=$out/build
    echo "== building the probes ($bin)"
    start=$(date +%s)
    cmake -S "$here" -B "$bin" -DCMAKE_BUILD_TYPE=Release -DPROBES_CUDA=ON -DPROBES_HIP=OFF >"$out/build.log" 2>&1 &&
        cmake --build "$bin" -j"$(nproc)" >>"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 3; }
    echo "   built in $(( $(date +%s) - start )) s"
fi

# cuBLASLt and NCCL: the system's, else the ones PyTorch's wheels ship (site-packages/nvidia/*/lib).
pylib() {
    python3 - "$1" <<'PY' 2>/dev/null
import glob, os, sys
try:
    import nvidia
except Exception:
    sys.exit(0)
for p in nvidia.__path__:
    hits = sorted(glob.glob(os.path.join(p, "*", "lib", sys.argv[1])))
    if hits:
        print(hits[-1]); break
PY
}
if ! ldconfig -p 2>/dev/null | grep -q 'libcublasLt.so'; then
    f=$(pylib 'libcublasLt.so.*'); [[ -n "$f" ]] && export TBP_BLAS_LIB=$f
fi
if ! ldconfig -p 2>/dev/null | grep -q 'libnccl.so'; then
    f=$(pylib 'libnccl.so.*'); [[ -n "$f" ]] && export TBP_CCL_LIB=$f
fi

run() {  # name, command...
    local name=$1; shift
    echo "== $name: $*"
    "$@" >"$out/$name.jsonl" 2>"$out/$name.err"
    local rc=$?
    echo "   exit $rc ($(wc -l <"$out/$name.jsonl") lines)"
    return 0
}
run tb-node "$bin/tb-node"
run tb-membw "$bin/tb-membw" --sizes 64K:256M:x4 --ops h2d,d2h,d2d --repeats 10
run tb-gemm "$bin/tb-gemm" --ops bf16,fp8 -m $gemm -n $gemm -k $gemm --iters 20 --repeats 10
run tb-coll "$bin/tb-coll" --sizes 1M:256M:x16 --repeats 5

echo "== PyTorch reference"
python3 - "$size" "$gemm" >"$out/torch.json" 2>"$out/torch.err" <<'PY'
import json, statistics, sys
import torch
size, n = int(sys.argv[1]), int(sys.argv[2])
dev = torch.device("cuda", 0)
def timed(fn, reps=10, batch=1):
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(3):
        fn()
    out = []
    for _ in range(reps):
        s.record()
        for _ in range(batch):
            fn()
        e.record()
        e.synchronize()
        out.append(s.elapsed_time(e) / 1e3 / batch)
    return statistics.median(out)
host = torch.empty(size, dtype=torch.uint8, pin_memory=True)
host.random_(0, 255)
a = torch.empty(size, dtype=torch.uint8, device=dev)
b = torch.empty(size, dtype=torch.uint8, device=dev)
res = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "cuda": torch.version.cuda}
res["h2d.bw"] = size / timed(lambda: a.copy_(host, non_blocking=True)) / 1e9
res["d2h.bw"] = size / timed(lambda: host.copy_(a, non_blocking=True)) / 1e9
res["d2d.bw"] = size / timed(lambda: b.copy_(a)) / 1e9
x = torch.randn(n, n, dtype=torch.bfloat16, device=dev)
y = torch.randn(n, n, dtype=torch.bfloat16, device=dev)
res["gemm.bf16.tflops"] = 2 * n**3 / timed(lambda: torch.matmul(x, y), reps=10, batch=20) / 1e12
try:
    xf = x.to(torch.float8_e4m3fn)
    yf = y.to(torch.float8_e4m3fn).t().contiguous().t()
    one = torch.tensor(1.0, device=dev)
    res["gemm.fp8.tflops"] = 2 * n**3 / timed(
        lambda: torch._scaled_mm(xf, yf, scale_a=one, scale_b=one, out_dtype=torch.bfloat16), reps=10, batch=20) / 1e12
except Exception as exc:  # no FP8 on this GPU or this torch
    res["gemm.fp8.note"] = str(exc)[:200]
print(json.dumps(res))
PY
[[ -s "$out/torch.json" ]] || { echo "   PyTorch reference failed:"; tail -5 "$out/torch.err"; }

echo "== probe vs PyTorch (GPU $CUDA_VISIBLE_DEVICES)"
python3 - "$out" "$size" <<'PY' | tee "$out/table.md"
import json, os, sys
out, size = sys.argv[1], int(sys.argv[2])
def samples(name):
    rows = []
    try:
        for line in open(os.path.join(out, name + ".jsonl")):
            try:
                o = json.loads(line)
            except ValueError:
                continue
            if o.get("type") == "sample":
                rows.append(o)
    except OSError:
        pass
    return rows
probe = {}
for s in samples("tb-membw"):
    if s["size"] == size and s["extra"].get("device", 0) == 0:
        probe[s["metric"]] = s["value"]
for s in samples("tb-gemm"):
    probe[s["metric"]] = s["value"]
    if s["extra"].get("ratio") is not None:
        probe[s["metric"] + ".peak"] = s["extra"]["ratio"]
try:
    ref = json.load(open(os.path.join(out, "torch.json")))
except (OSError, ValueError):
    ref = {}
targets = {"h2d.bw": 0.95, "d2d.bw": 0.95, "gemm.bf16.tflops": 0.95, "d2h.bw": None, "gemm.fp8.tflops": None}
print(f"device: {ref.get('device', '?')}, torch {ref.get('torch', '?')} (CUDA {ref.get('cuda', '?')}); copies {size >> 20} MiB\n")
print("| metric | probe | PyTorch | probe/PyTorch | target | result |")
print("|---|---|---|---|---|---|")
ok = True
for m, t in targets.items():
    p, r = probe.get(m), ref.get(m)
    ratio = p / r if p and r else None
    verdict = "" if t is None else ("pass" if ratio and ratio >= t else "FAIL")
    ok = ok and verdict != "FAIL"
    unit = "TFLOP/s" if "gemm" in m else "GB/s"
    fmt = lambda v: f"{v:.1f} {unit}" if v else "n/a"
    print(f"| {m} | {fmt(p)} | {fmt(r)} | {f'{ratio:.3f}' if ratio else 'n/a'} | "
          f"{f'>= {t:.2f}' if t else '-'} | {verdict or '-'} |")
for m in ("gemm.bf16.tflops", "gemm.fp8.tflops"):
    if m + ".peak" in probe:
        print(f"\n{m}: {probe[m + '.peak']:.3f} of the datasheet dense peak")
sys.exit(0 if ok else 1)
PY
