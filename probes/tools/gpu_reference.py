#!/usr/bin/env python3
"""The reference side of gpu-check.sh: the operations tb-membw and tb-gemm time, measured with PyTorch on the
same GPU (or CuPy for the copies when PyTorch is missing), timed the way the probes time them.

Like with like: each timed batch of copies is --batch operations queued behind a stream hold (torch.cuda._sleep,
as tb-membw holds its with a spin kernel), so host dispatch is not in the time. GEMMs warm up at least --warmup-ms
first and then run batch after batch with no hold, as tb-gemm does: a 1.6 ms product hides its own dispatch, and
a hold would rest the GPU for 10 ms before every batch (on an H200, torch.matmul at 8192^3 gave 746 TFLOP/s with
the hold and 672 without, the probe 670, in one run). The pinned host buffer sits on the GPU's NUMA node (the
process runs on that node's CPUs while it allocates), as tb-membw's does. Prints one JSON object; "reference" is
"torch", "cupy" or "none" (with "why"). Never fails: what it cannot measure it says in "notes".
"""
import argparse
import json
import os
import statistics
import sys
import time


def bind_near(pci):
    """Runs this process on the CPUs of the GPU's NUMA node, so first-touched memory lands there."""
    if not pci:
        return "no PCI address given"
    parts = pci.lower().split(":")
    if len(parts) != 3:
        return f"odd PCI address {pci}"
    bdf = f"{int(parts[0], 16):04x}:{parts[1]}:{parts[2]}"
    try:
        node = int(open(f"/sys/bus/pci/devices/{bdf}/numa_node").read())
        if node < 0:
            return "no NUMA affinity in sysfs"
        cpus = set()
        for part in open(f"/sys/devices/system/node/node{node}/cpulist").read().strip().split(","):
            a, _, b = part.partition("-")
            cpus.update(range(int(a), int(b or a) + 1))
        os.sched_setaffinity(0, cpus)
        return f"NUMA node {node}"
    except (OSError, ValueError) as exc:
        return f"not bound: {exc}"


def loaded_library(fragment):
    """The file of a loaded shared library whose name contains `fragment` (from /proc/self/maps)."""
    try:
        for line in open("/proc/self/maps"):
            path = line.split()[-1]
            if fragment in os.path.basename(path) and path.startswith("/"):
                return path
    except OSError:
        pass
    return None


def torch_reference(a):
    import torch

    if not torch.cuda.is_available():
        raise RuntimeError("PyTorch has no CUDA device here")
    dev = torch.device("cuda", 0)
    res = {"reference": "torch", "torch": torch.__version__, "cuda": torch.version.cuda,
           "device": torch.cuda.get_device_name(0), "batch": a.batch, "notes": []}
    hold = getattr(torch.cuda, "_sleep", None)
    if hold is None:
        res["notes"].append("torch.cuda._sleep missing: host dispatch is inside the copy times")

    def timed(fn, warmup_ms=0.0, min_warmup=3, behind_hold=True):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        t0, n = time.monotonic(), 0
        while n < min_warmup or (time.monotonic() - t0) * 1e3 < warmup_ms:
            for _ in range(a.batch):
                fn()
            torch.cuda.synchronize()
            n += 1
        warm = (time.monotonic() - t0) * 1e3
        out = []
        for _ in range(a.repeats):
            if hold and behind_hold:
                hold(20_000_000)  # ~10 ms of GPU cycles: longer than queueing the batch takes
            s.record()
            for _ in range(a.batch):
                fn()
            e.record()
            e.synchronize()
            out.append(s.elapsed_time(e) / 1e3 / a.batch)
        return statistics.median(out), warm

    size, n = a.size, a.gemm
    host = torch.empty(size, dtype=torch.uint8, pin_memory=True)
    host.random_(0, 255)
    x = torch.empty(size, dtype=torch.uint8, device=dev)
    y = torch.empty(size, dtype=torch.uint8, device=dev)
    res["h2d.bw"] = size / timed(lambda: x.copy_(host, non_blocking=True))[0] / 1e9
    res["d2h.bw"] = size / timed(lambda: host.copy_(x, non_blocking=True))[0] / 1e9
    res["d2d.bw"] = size / timed(lambda: y.copy_(x))[0] / 1e9
    del x, y, host
    p = torch.randn(n, n, dtype=torch.bfloat16, device=dev)
    q = torch.randn(n, n, dtype=torch.bfloat16, device=dev)
    t, warm = timed(lambda: torch.matmul(p, q), warmup_ms=a.warmup_ms, behind_hold=False)
    res["gemm.bf16.tflops"] = 2 * n**3 / t / 1e12
    res["warmup_ms"] = {"gemm.bf16": warm}
    try:
        pf = p.to(torch.float8_e4m3fn)
        qf = q.to(torch.float8_e4m3fn).t().contiguous().t()  # column-major second operand: the TN layout
        one = torch.tensor(1.0, device=dev)
        t, warm = timed(lambda: torch._scaled_mm(pf, qf, scale_a=one, scale_b=one, out_dtype=torch.bfloat16),
                        warmup_ms=a.warmup_ms, behind_hold=False)
        res["gemm.fp8.tflops"] = 2 * n**3 / t / 1e12
        res["warmup_ms"]["gemm.fp8"] = warm
    except Exception as exc:  # no FP8 on this GPU or this torch
        res["notes"].append("fp8: " + str(exc)[:200])
    torch.cuda.synchronize()
    res["cublaslt"] = loaded_library("libcublasLt.so")
    res["nccl"] = loaded_library("libnccl.so")
    return res


def cupy_reference(a):
    import cupy

    res = {"reference": "cupy", "cupy": cupy.__version__, "batch": a.batch,
           "device": cupy.cuda.runtime.getDeviceProperties(0)["name"].decode(), "notes": ["no GEMM reference: CuPy has no bfloat16"]}
    size = a.size
    host = cupy.cuda.alloc_pinned_memory(size)
    import numpy

    h = numpy.frombuffer(host, dtype=numpy.uint8, count=size)
    x = cupy.empty(size, dtype=cupy.uint8)
    y = cupy.empty(size, dtype=cupy.uint8)
    stream = cupy.cuda.Stream(non_blocking=True)

    def timed(fn):
        s, e = cupy.cuda.Event(), cupy.cuda.Event()
        for _ in range(3 * a.batch):
            fn()
        stream.synchronize()
        out = []
        for _ in range(a.repeats):
            s.record(stream)
            for _ in range(a.batch):
                fn()
            e.record(stream)
            e.synchronize()
            out.append(cupy.cuda.get_elapsed_time(s, e) / 1e3 / a.batch)
        return statistics.median(out)

    res["h2d.bw"] = size / timed(lambda: x.set(h, stream=stream)) / 1e9
    res["d2h.bw"] = size / timed(lambda: x.get(stream=stream, out=h)) / 1e9
    res["d2d.bw"] = size / timed(lambda: y.data.copy_from_device_async(x.data, size, stream=stream)) / 1e9
    res["notes"].append("CuPy cannot hold the stream: host dispatch is inside its copy times")
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=256 << 20)
    ap.add_argument("--gemm", type=int, default=8192)
    ap.add_argument("--batch", type=int, default=20)
    ap.add_argument("--repeats", type=int, default=10)
    ap.add_argument("--warmup-ms", type=float, default=100.0)
    ap.add_argument("--pci", default="")
    a = ap.parse_args()
    where = bind_near(a.pci)
    why = []
    for name, fn in (("torch", torch_reference), ("cupy", cupy_reference)):
        try:
            res = fn(a)
            res["host_memory"] = where
            print(json.dumps(res))
            return
        except ImportError as exc:
            why.append(f"{name}: not installed ({exc})")
        except Exception as exc:  # a reference that fails must not take the run with it
            why.append(f"{name}: {type(exc).__name__}: {str(exc)[:300]}")
    print(json.dumps({"reference": "none", "why": "; ".join(why), "python": sys.version.split()[0]}))


if __name__ == "__main__":
    main()
