#!/usr/bin/env python3
"""probes/tools/gpu_reference.py against a recording stand-in for torch: the copies are timed behind a stream
hold, the GEMMs batch after batch without one, as tb-membw and tb-gemm time them. A hold before each GEMM batch
rested the GPU and read 746 against the probe's 670 TFLOP/s on an H200 (probes/RESULTS.md)."""
import json
import os
import subprocess
import sys
import tempfile
import textwrap

STUB = textwrap.dedent('''
    # A stand-in for torch that records, in order, the stream holds, the events and the operations queued.
    log = []
    __version__ = "0-stub"
    float8_e4m3fn = "fp8"
    bfloat16 = "bf16"
    uint8 = "u8"
    class _Version:
        cuda = "0-stub"
    version = _Version()
    class _T:
        def copy_(self, other, non_blocking=False):
            log.append("copy")
            return self
        def random_(self, a, b):
            return self
        def to(self, dtype):
            return _T()
        def t(self):
            return self
        def contiguous(self):
            return self
    def empty(*a, **k):
        return _T()
    def randn(*a, **k):
        return _T()
    def tensor(*a, **k):
        return _T()
    def matmul(p, q):
        log.append("gemm")
        return _T()
    def _scaled_mm(*a, **k):
        log.append("gemm")
        return _T()
    def device(*a):
        return "cuda:0"
    class _Event:
        def __init__(self, enable_timing=False):
            pass
        def record(self):
            log.append("record")
        def synchronize(self):
            pass
        def elapsed_time(self, other):
            return 1.0
    class _Cuda:
        Event = _Event
        @staticmethod
        def is_available():
            return True
        @staticmethod
        def get_device_name(i):
            return "Stub GPU"
        @staticmethod
        def synchronize():
            pass
        @staticmethod
        def _sleep(cycles):
            log.append("hold")
    cuda = _Cuda()
    import atexit
    atexit.register(lambda: open(__import__("os").environ["STUB_LOG"], "w").write(" ".join(log)))
''')


def main():
    script = sys.argv[1]
    with tempfile.TemporaryDirectory() as d:
        open(os.path.join(d, "torch.py"), "w").write(STUB)
        log = os.path.join(d, "log")
        env = dict(os.environ, PYTHONPATH=d, STUB_LOG=log)
        out = subprocess.run([sys.executable, script, "--size", "64", "--gemm", "8", "--batch", "2", "--repeats",
                              "3", "--warmup-ms", "0"], env=env, capture_output=True, text=True, timeout=60)
        res = json.loads(out.stdout)
        if res.get("reference") != "torch":
            sys.exit(f"the stand-in torch was not used: {out.stdout} {out.stderr}")
        events = open(log).read().split()
    # Each timed batch lies between two records (its start and its end); what stands right before its start is a
    # hold or the end of the work queued before it.
    held = {"copy": 0, "gemm": 0}
    timed = {"copy": 0, "gemm": 0}
    records = [i for i, e in enumerate(events) if e == "record"]
    for start in records[0::2]:
        kind = events[start + 1]
        timed[kind] += 1
        held[kind] += 1 if events[start - 1] == "hold" else 0
    if timed["copy"] != 3 * 3 or timed["gemm"] != 2 * 3:
        sys.exit(f"unexpected batches: {timed} in {events}")
    if held["copy"] != timed["copy"]:
        sys.exit(f"every timed copy batch must start behind a hold: {held['copy']} of {timed['copy']}")
    if held["gemm"] != 0:
        sys.exit(f"no timed GEMM batch may start behind a hold (it rests the GPU): {held['gemm']} did")
    print(f"ok: {timed['copy']} copy batches held, {timed['gemm']} GEMM batches back to back")


if __name__ == "__main__":
    main()
