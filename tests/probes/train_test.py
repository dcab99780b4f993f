#!/usr/bin/env python3
"""tb-train on this machine's real PyTorch (Debian's python3-torch, CPU, gloo) (probes/PROTOCOL.md, "tb-train").

usage: train_test.py --probe PATH [--python PY] [--peak-table PATH] SCENARIO
  single      one process, tiny model: a valid stream (hello ... end, tb:1), every step's samples, MFU null with "no
              peak known", the parameter and FLOP counts equal to the formulas worked out here
  torchrun    two ranks under torchrun on loopback: one stream (rank 0's), ranks 2, FSDP or the DDP fallback with
              its reason
  straggler   two ranks, rank 1 slowed by TBP_TRAIN_SLOW_RANK: train.straggler warns and names rank 1
  killed      two ranks, rank 1 SIGKILLed mid-run (TBP_TRAIN_DIE_RANK) or failing (TBP_TRAIN_FAIL_RANK): rank 0 ends
              with exit 3 at once, naming rank 1 and, where it could speak, in rank 1's words
  hung        rank 1 stopped (SIGSTOP): rank 0 ends after --timeout; a step that hangs (TBP_TRAIN_HANG_RANK): the
              watchdog ends it (exit 3); one that hangs holding the GIL (TBP_TRAIN_HANG_GIL): faulthandler does (exit 1)
  rendezvous  a rank 0 nobody joins, a rank 1 without rank 0: exit 3 after --timeout, never a hang
  signal      SIGTERM mid-run and before PyTorch has loaded: exit 3, hello first, end last
  nan         a NaN loss (TBP_TRAIN_NAN_STEP): train.loss_finite fails, exit 1, the stream stays valid JSON
  usage       bad and hostile options: exit 64, usage on stderr, nothing on stdout; a model beyond memory and
              launcher variables that make no layout: clear errors, exit 3
  no-torch    a Python without torch, and a torch that fails to load: hello (backend none), an error, exit 2
  peaks       the Python peak table equals probes/common/PeakTable.cpp, row for row, and matches as it does
  units       the pure parts: node lists, ports, option limits, the protocol's caps, the straggler verdict
  spawn       --nproc-per-node: tb-train starts two ranks itself (one stream, rank 0's; `gpu` is one rank on a CPU);
              a rank killed, SIGTERM and SIGKILL to the launcher: exit 3 or gone, and no rank left running; its
              usage errors
  slurm       two ranks across the two namespaced nodes of tests/support/slurm-cluster.sh (srun, the Slurm-step
              layout, gloo between the nodes), then a node's rank killed mid-run
Exit 0 when the scenario holds; otherwise the reasons on stderr and exit 1 (77: cannot run here, outside CI).
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # the probe's folder gets no __pycache__ from this test

failures = []
METRICS = ("train.tokens_per_s", "train.tokens_per_s_per_gpu", "train.tflops", "train.mfu", "train.step_time")
# Without a known peak (every CPU) there is no MFU figure: no train.mfu sample, the train.mfu check is waived.
CPU_METRICS = tuple(m for m in METRICS if m != "train.mfu")
TINY = {"dim": 64, "layers": 2, "heads": 4, "kv_heads": 2, "ffn_dim": 176, "vocab": 512}


def expect(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what, file=sys.stderr)
    return cond


def cannot(why):
    """A requirement this machine lacks: skipped (77), or a failure where CI says the services must be there."""
    if os.environ.get("TB_REQUIRE_SERVICES") == "1":
        print(f"FAIL: {why} (TB_REQUIRE_SERVICES=1: a missing service fails)", file=sys.stderr)
        sys.exit(1)
    print(f"skipped: {why} (with TB_REQUIRE_SERVICES=1 this fails)")
    sys.exit(77)


def protocol(text, who="stdout"):
    """The protocol lines of a stream; every line must be one (tb-train writes nothing else on stdout)."""
    out = []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            obj = json.loads(line)  # json.loads accepts NaN: the check below refuses it
        except ValueError:
            expect(False, f"{who}: not JSON: {line[:200]!r}")
            continue
        expect(obj.get("tb") == 1 and "type" in obj, f"{who}: a protocol line has tb:1 and a type: {line[:200]}")
        expect(not re.search(r"\bNaN\b|\bInfinity\b", line), f"{who}: JSON without NaN/Infinity: {line[:200]}")
        expect(len(line.encode()) + 1 <= 64 * 1024, f"{who}: a line within 64 KiB")
        out.append(obj)
    return out


def framed(ls, code, who="rank 0"):
    """hello first, end last with this exit code, exactly one of each."""
    expect(ls and ls[0]["type"] == "hello" and ls[-1]["type"] == "end", f"{who}: hello ... end: {ls[:1]} {ls[-1:]}")
    expect(sum(o["type"] == "hello" for o in ls) == 1 and sum(o["type"] == "end" for o in ls) == 1,
           f"{who}: one hello and one end")
    if ls and ls[-1]["type"] == "end":
        want = {0: "ok", 1: "failed", 2: "unsupported"}.get(code, "error")
        expect(ls[-1]["exit_code"] == code and ls[-1]["status"] == want, f"{who}: end {ls[-1]} for exit {code}")


def by_type(ls, t):
    return [o for o in ls if o["type"] == t]


def facts(ls):
    return {o["id"]: o for o in by_type(ls, "fact")}


def checks(ls):
    return {o["id"]: o for o in by_type(ls, "check")}


def errors(ls):
    return [o["message"] for o in by_type(ls, "log") if o["level"] == "error"]


def step_samples(ls):
    return [o for o in by_type(ls, "sample") if not o["extra"].get("summary")]


def summary_samples(ls):
    return {o["metric"]: o for o in by_type(ls, "sample") if o["extra"].get("summary")}


def clean_env(**extra):
    """This test's environment without any launcher's variables, so only what a scenario sets reaches tb-train."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("SLURM_", "OMPI_", "PMI", "MV2_", "TB_", "TBP_", "MASTER_", "TORCHELASTIC_", "PET_"))
           and k not in ("RANK", "WORLD_SIZE", "LOCAL_RANK", "LOCAL_WORLD_SIZE", "GROUP_RANK", "ROLE_RANK")}
    env.update(extra)
    return env


def free_port():
    """A free port below Linux's ephemeral range, so no outgoing connection takes it before rank 0 binds it."""
    for _ in range(1000):
        port = random.randint(20000, 30000)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    raise RuntimeError("no free port in 20000..30000")


class Probe:
    def __init__(self, path, python):
        self.path, self.python = path, python

    def argv(self, args):
        return [self.python, self.path] + list(args)

    def run(self, args, env=None, timeout=60):
        """(exit code, stdout, stderr) of one process."""
        p = subprocess.run(self.argv(args), capture_output=True, text=True, env=env or clean_env(), timeout=timeout)
        return p.returncode, p.stdout, p.stderr

    def ranks(self, world, args, env_of=None, timeout=60, bound=60):
        """`world` processes with --rank/--world/--rendezvous on loopback: [(exit code or None, out, err)] after at
        most `bound` seconds (a process still running then is killed and reported as None)."""
        port = free_port()
        procs = []
        for r in range(world):
            env = clean_env(**(env_of(r) if env_of else {}))
            procs.append(subprocess.Popen(
                self.argv(["--rank", str(r), "--world", str(world), "--rendezvous", f"127.0.0.1:{port}",
                           "--timeout", str(timeout)] + list(args)),
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env))
        return collect(procs, bound)


def collect(procs, bound):
    deadline = time.monotonic() + bound
    out = []
    for p in procs:
        try:
            o, e = p.communicate(timeout=max(0.1, deadline - time.monotonic()))
            out.append((p.returncode, o, e))
        except subprocess.TimeoutExpired:
            p.kill()
            o, e = p.communicate()
            out.append((None, o, e))
    return out


def run_group(cmd, bound):
    """A launcher and its workers in their own process group, all killed if it outlasts `bound` seconds (killing
    the launcher alone would leave its workers behind)."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=clean_env(),
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=bound)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        expect(False, f"{cmd[0]} still running after {bound} s: killed with its workers")
    return subprocess.CompletedProcess(cmd, p.returncode, out, err)


def has_torch(python):
    try:
        return subprocess.run([python, "-c", "import torch, torch.distributed as d; assert d.is_gloo_available()"],
                              capture_output=True, timeout=120, env=clean_env()).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def find_python(given):
    """The first Python 3 here whose PyTorch loads (Debian's /usr/bin/python3 has python3-torch; a pyenv python3
    on PATH may not)."""
    seen = []
    for candidate in ([given] if given else []) + ["/usr/bin/python3", sys.executable, shutil.which("python3")]:
        if candidate and candidate not in seen and os.path.exists(candidate):
            seen.append(candidate)
            if has_torch(candidate):
                return candidate
    if given:
        expect(False, f"--python {given} has no usable torch")
        sys.exit(1)
    return cannot(f"no Python here loads torch with gloo (tried {', '.join(seen)}; packaging/install-deps.sh --test "
                  "installs python3-torch)")


# ---- the independent arithmetic: parameters and FLOPs worked out from the shape, as torchtitan counts them

def tiny_counts(seq_len):
    d, l, h, kv, f, v = (TINY[k] for k in ("dim", "layers", "heads", "kv_heads", "ffn_dim", "vocab"))
    hd = d // h
    block = d * h * hd + 2 * d * kv * hd + h * hd * d + 3 * d * f + 2 * d  # wq, wk+wv, wo, w1..w3, two norms
    total = v * d + l * block + d + d * v  # embedding, blocks, final norm, untied output
    flops = 6 * (total - v * d) + 12 * l * h * hd * seq_len
    return total, flops


# ---- scenarios

def scenario_single(probe, a):
    rc, out, err = probe.run(["--preset", "tiny", "--steps", "4", "--warmup", "2", "--seed", "3"])
    expect(rc == 0, f"exit 0: {rc}; stderr {err[-600:]}")
    ls = protocol(out)
    framed(ls, 0)
    h = ls[0] if ls else {}
    expect(h.get("probe") == "tb-train" and h.get("backend") == "host" and h.get("version"), f"hello: {h}")
    expect(h.get("devices") and h["devices"][0]["memory_bytes"] > 0, f"hello names the CPU: {h.get('devices')}")
    expect("torch" in h.get("libs", {}), f"hello.libs.torch: {h.get('libs')}")
    expect(h.get("args") == {"preset": "tiny", "steps": 4, "warmup": 2, "seed": 3}, f"args as given: {h.get('args')}")
    steps = step_samples(ls)
    expect(len(steps) == 6 * len(CPU_METRICS), f"four samples for each of 6 steps: {len(steps)}")
    for i in range(1, 7):
        mine = {o["metric"]: o for o in steps if o["extra"]["step"] == i}
        expect(set(mine) == set(CPU_METRICS), f"step {i}: every metric but MFU: {sorted(mine)}")
        for m, o in mine.items():
            expect(o["iters"] == 1 and o["size"] is None and o["value"] == o["median"] == o["min"] == o["max"],
                   f"step {i} {m}: one step's figure: {o}")
            x = o["extra"]
            expect(x["warmup"] == (i <= 2) and x["ranks"] == 1 and x["slowest_rank"] == 0 and x["spread"] == 1.0,
                   f"step {i} {m}: extra {x}")
            expect(isinstance(x["loss"], float) and 0 < x["loss"] < 20, f"step {i}: a loss: {x['loss']}")
        tok, tflops, ms = (mine.get(k, {}).get("value") for k in ("train.tokens_per_s", "train.tflops",
                                                                  "train.step_time"))
        if tok and ms:
            expect(abs(tok - 2 * 64 / (ms / 1e3)) < 1e-6 * tok, f"step {i}: tokens/s = batch x seq / step time")
        expect(mine.get("train.tokens_per_s", {}).get("unit") == "tokens/s" and
               mine.get("train.tflops", {}).get("unit") == "TFLOP/s" and
               mine.get("train.step_time", {}).get("unit") == "ms", f"step {i}: units")
    total, flops = tiny_counts(64)
    f = facts(ls)
    expect(f.get("train.flops_per_token", {}).get("value") == str(flops),
           f"flops_per_token {f.get('train.flops_per_token')} = {flops} worked out here")
    expect(f"{total} parameters" in f.get("train.model", {}).get("value", ""), f"model fact: {f.get('train.model')}")
    expect(f.get("train.sharding", {}).get("value") == "none" and f.get("train.world", {}).get("value") == "1",
           f"one rank, no sharding: {f.get('train.sharding')} {f.get('train.world')}")
    expect(f.get("train.peak", {}).get("value") == "no peak known", f"peak fact: {f.get('train.peak')}")
    summ = summary_samples(ls)
    expect(set(summ) == set(CPU_METRICS), f"a summary sample per metric but MFU: {sorted(summ)}")
    tok = summ.get("train.tokens_per_s", {})
    timed = [o["value"] for o in steps if o["metric"] == "train.tokens_per_s" and not o["extra"]["warmup"]]
    expect(tok.get("iters") == 4 and tok.get("min") == min(timed) and tok.get("max") == max(timed) and
           tok.get("value") == tok.get("median") and min(timed) <= tok["median"] <= max(timed),
           f"the summary is over the 4 timed steps only: {tok} vs {timed}")
    tfl = summ.get("train.tflops", {})
    expect(tfl and abs(tfl["median"] - flops * tok["median"] / 1e12) < 1e-9 * max(1e-12, tfl["median"]),
           f"TFLOP/s = FLOPs per token x tokens/s: {tfl}")
    c = checks(ls)
    expect(c.get("train.loss_finite", {}).get("status") == "pass", f"loss finite: {c.get('train.loss_finite')}")
    expect(c.get("train.straggler", {}).get("status") == "waived", f"straggler waived: {c.get('train.straggler')}")
    expect(c.get("train.mfu", {}).get("status") == "waived" and c["train.mfu"]["detail"] == "no peak known",
           f"mfu waived: {c.get('train.mfu')}")
    progress = by_type(ls, "progress")
    expect([p["done"] for p in progress] == list(range(1, 7)) and all(p["total"] == 6 for p in progress),
           f"progress per step: {progress}")
    # The same seed trains the same losses: the synthetic tokens and the model's start are reproducible.
    rc2, out2, _ = probe.run(["--preset", "tiny", "--steps", "4", "--warmup", "2", "--seed", "3", "--dtype", "fp32"])
    rc3, out3, _ = probe.run(["--preset", "tiny", "--steps", "4", "--warmup", "2", "--seed", "3", "--dtype", "fp32"])
    l2 = [o["extra"]["loss"] for o in step_samples(protocol(out2)) if o["metric"] == "train.step_time"]
    l3 = [o["extra"]["loss"] for o in step_samples(protocol(out3)) if o["metric"] == "train.step_time"]
    expect(rc2 == rc3 == 0 and l2 == l3 and len(l2) == 6, f"fp32, same seed, same losses: {l2} {l3}")
    expect(facts(protocol(out2)).get("train.dtype", {}).get("value") == "fp32", "dtype fact fp32")
    # Activation checkpointing recomputes the same forward pass: the same losses. --compile where torch has no
    # torch.compile (1.13) runs eager and says so; where it has one, it is on.
    rc4, out4, err4 = probe.run(["--preset", "tiny", "--steps", "4", "--warmup", "2", "--seed", "3", "--dtype", "fp32",
                                 "--checkpoint-every", "1", "--compile"], timeout=170)
    ls4 = protocol(out4)
    framed(ls4, 0)
    comp = facts(ls4).get("train.compile", {}).get("value", "")
    l4 = [o["extra"]["loss"] for o in step_samples(ls4) if o["metric"] == "train.step_time"]
    if comp.startswith("off: torch"):
        expect(l4 == l2, f"checkpointing, same losses: {l4} {l2}")
        expect(any("no torch.compile" in o["message"] for o in by_type(ls4, "log") if o["level"] == "warn"),
               "a warn line says torch.compile is missing")
    else:
        expect(comp == "on" and len(l4) == 6 and all(abs(x - y) < 1e-2 * abs(y) for x, y in zip(l4, l2)),
               f"compiled, checkpointed: close losses: {comp} {l4} {l2}")
    expect(rc4 == 0, f"--checkpoint-every 1 --compile: exit 0: {rc4} {err4[-300:]}")


def torchrun_command(python):
    """torchrun as a command line. Debian's torchrun 1.13 fails under Python 3.11 before it starts anything: its
    Std.from_str walks an IntFlag, which no longer yields the zero member, so the default "0" becomes None. Then
    the same torch.distributed.run.main runs with that one function mended."""
    exe = os.path.join(os.path.dirname(python), "torchrun")
    probe_bug = ("from torch.distributed.elastic.multiprocessing.api import Std\n"
                 "print('broken' if Std.from_str('0') is None else 'fine')")
    p = subprocess.run([python, "-c", probe_bug], capture_output=True, text=True, timeout=120, env=clean_env())
    if os.path.exists(exe) and p.stdout.strip() == "fine":
        return [exe]
    if not os.path.exists(exe):
        print(f"note: no {exe}; running torch.distributed.run, which is what torchrun runs")
        return [python, "-m", "torch.distributed.run"] if p.stdout.strip() == "fine" else mended(python)
    print("note: torchrun cannot parse its own defaults here (Python 3.11 and torch 1.13's Std.from_str); "
          "running torch.distributed.run with that function mended")
    return mended(python)


def mended(python):
    """torch.distributed.run with Std.from_str answering Std.NONE where the broken one answers None."""
    mend = ("import sys\nimport torch.distributed.elastic.multiprocessing.api as api\n"
            "orig = api.Std.from_str.__func__\n"
            "def from_str(cls, vm):\n"
            "    r = orig(cls, vm)\n"
            "    if isinstance(r, dict):\n"
            "        return {k: api.Std.NONE if v is None else v for k, v in r.items()}\n"
            "    return api.Std.NONE if r is None else r\n"
            "api.Std.from_str = classmethod(from_str)\n"
            "from torch.distributed.run import main\n"
            "sys.argv[0] = 'torchrun'\n"
            "sys.exit(main())\n")
    return [python, "-c", mend]


def scenario_torchrun(probe, a):
    port = free_port()
    cmd = torchrun_command(probe.python) + ["--nproc_per_node", "2", "--master_addr", "127.0.0.1", "--master_port",
                                            str(port), probe.path, "--preset", "tiny", "--steps", "3", "--warmup",
                                            "1", "--timeout", "30"]
    p = run_group(cmd, 120)
    expect(p.returncode == 0, f"torchrun exit 0: {p.returncode}; stdout {p.stdout[-800:]}; stderr {p.stderr[-800:]}")
    ls = protocol(p.stdout, "torchrun's stdout")
    framed(ls, 0)
    expect(not errors(ls) and "rank 1:" not in p.stdout, "rank 1 writes nothing on stdout")
    f = facts(ls)
    w = f.get("train.world", {})
    expect(w.get("value") == "2" and "torchrun" in w.get("detail", "") and "gloo" in w["detail"], f"world fact: {w}")
    s = f.get("train.sharding", {})
    expect(s.get("value") == "fsdp" or (s.get("value") == "ddp" and "cannot import FSDP (" in s.get("detail", "")),
           f"FSDP, or DDP with the reason FSDP could not load: {s}")
    steps = step_samples(ls)
    expect(len(steps) == 4 * len(CPU_METRICS) and all(o["extra"]["ranks"] == 2 for o in steps),
           f"every step's samples with ranks 2: {len(steps)}")
    for o in steps:
        x = o["extra"]
        expect(x["slowest_rank"] in (0, 1) and 0 < x["rank_min_ms"] <= x["rank_max_ms"] and x["spread"] >= 1.0,
               f"the spread across the ranks: {x}")
        if o["metric"] == "train.tokens_per_s":
            per_gpu = [q for q in steps if q["metric"] == "train.tokens_per_s_per_gpu" and
                       q["extra"]["step"] == x["step"]][0]["value"]
            expect(abs(o["value"] - 2 * per_gpu) < 1e-6 * o["value"], "job tokens/s = 2 x per GPU")
            expect(abs(o["value"] - 2 * 2 * 64 / (x["rank_max_ms"] / 1e3)) < 1e-6 * o["value"],
                   "job tokens/s from the slowest rank's time")
    st = checks(ls).get("train.straggler", {})
    expect(st.get("status") in ("pass", "warn") and len(st.get("evidence", {}).get("rank_mean_ms", [])) == 2,
           f"straggler judged over two ranks: {st}")


def scenario_straggler(probe, a):
    res = probe.ranks(2, ["--preset", "tiny", "--steps", "4", "--warmup", "1"],
                      env_of=lambda r: {"TBP_TRAIN_SLOW_RANK": "1:0.2"}, timeout=30, bound=90)
    expect([r[0] for r in res] == [0, 0], f"both exit 0: {[r[0] for r in res]}; {res[0][2][-400:]} {res[1][2][-400:]}")
    ls = protocol(res[0][1])
    framed(ls, 0)
    expect(res[1][1] == "", f"rank 1 writes nothing on stdout: {res[1][1][:300]}")
    c = checks(ls).get("train.straggler", {})
    # The hook adds 200 ms inside every step of rank 1, after its last collective: its mean is at least 200 ms over
    # rank 0's, whatever this machine's own speed.
    expect(c.get("status") == "warn" and "rank 1 " in c.get("detail", "") and c["evidence"]["slowest_rank"] == 1,
           f"straggler warns naming rank 1: {c}")
    means = c.get("evidence", {}).get("rank_mean_ms", [0, 0])
    expect(means[1] - means[0] >= 190, f"rank 1's mean is the hook's 200 ms over rank 0's: {means}")
    timed = [o for o in step_samples(ls) if o["metric"] == "train.step_time" and not o["extra"]["warmup"]]
    expect(timed and all(o["extra"]["slowest_rank"] == 1 for o in timed), "rank 1 is the slowest in every step")


def scenario_killed(probe, a):
    for hook, words in (("TBP_TRAIN_DIE_RANK", "rank 1 reported nothing"),
                        ("TBP_TRAIN_FAIL_RANK", "rank 1: step 3 failed: RuntimeError: TBP_TRAIN_FAIL_RANK")):
        start = time.monotonic()
        # --timeout 120: ending within 40 s means the death was seen, not waited out.
        res = probe.ranks(2, ["--preset", "tiny", "--steps", "20", "--warmup", "1"], timeout=120, bound=40,
                          env_of=lambda r, h=hook: {h: "1:3"})
        took = time.monotonic() - start
        print(f"{hook}: rank 0 ended {took:.1f} s after the start")
        rc0, out0, err0 = res[0]
        expect(rc0 == 3, f"{hook}: rank 0 exits 3: {rc0}; {err0[-400:]}")
        expect(res[1][0] == (-9 if hook == "TBP_TRAIN_DIE_RANK" else 3), f"{hook}: rank 1: {res[1][0]}")
        ls = protocol(out0)
        framed(ls, 3)
        errs = errors(ls)
        expect(any("step 3 failed" in e for e in errs), f"{hook}: rank 0 says which step failed: {errs}")
        expect(any(words in e for e in errs), f"{hook}: rank 0 names rank 1 ({words!r}): {errs}")
        expect(len([o for o in step_samples(ls) if o["metric"] == "train.step_time"]) == 2,
               f"{hook}: the two steps before are kept")
        if hook == "TBP_TRAIN_FAIL_RANK":
            mine = protocol(res[1][1], "rank 1")
            expect(mine and all(o["type"] == "log" and o["message"].startswith("rank 1: ") for o in mine),
                   f"rank 1 writes only its error lines: {res[1][1][:300]}")
            expect("rank 1: step 3 failed" in res[1][2], f"and the same on stderr: {res[1][2][-300:]}")


def scenario_hung(probe, a):
    # A peer that stops (SIGSTOP) fails no connection: gloo's wait ends after --timeout 3.
    work = tempfile.mkdtemp(prefix="tb-train-test-")
    port = free_port()
    procs = []
    try:
        for r in range(2):
            with open(os.path.join(work, f"{r}.out"), "w") as out:
                procs.append(subprocess.Popen(
                    probe.argv(["--preset", "tiny", "--steps", "100000", "--warmup", "0", "--rank", str(r), "--world",
                                "2", "--rendezvous", f"127.0.0.1:{port}", "--timeout", "3"]),
                    stdout=out, stderr=subprocess.DEVNULL, env=clean_env()))
        expect(wait_for(os.path.join(work, "0.out"), '"train.step_time"', 60), "a step before the stop")
        procs[1].send_signal(signal.SIGSTOP)
        start = time.monotonic()
        try:
            rc0 = procs[0].wait(timeout=40)
        except subprocess.TimeoutExpired:
            rc0 = None
        print(f"silent peer: rank 0 ended {time.monotonic() - start:.1f} s after the stop")
        ls = protocol(open(os.path.join(work, "0.out")).read())
        expect(rc0 == 3, f"silent peer: rank 0 exits 3 within 40 s: {rc0}")
        framed(ls, 3)
        expect(any("Timed out" in e or "made no progress" in e for e in errors(ls)), f"says it waited: {errors(ls)}")
    finally:
        for p in procs:
            p.kill()
            p.send_signal(signal.SIGCONT)
            p.wait()
        shutil.rmtree(work, ignore_errors=True)
    # A rank that stops inside a step with no collective to time out (as a hung NCCL peer or device would): the
    # watchdog ends the run after --timeout + 5 s + ten times the slowest step.
    start = time.monotonic()
    rc, out, err = probe.run(["--preset", "tiny", "--steps", "5", "--warmup", "0", "--timeout", "1"],
                             env=clean_env(TBP_TRAIN_HANG_RANK="0:3"), timeout=60)
    took = time.monotonic() - start
    ls = protocol(out)
    expect(rc == 3 and took < 40, f"hung step: exit 3 by the watchdog: {rc} after {took:.1f} s")
    framed(ls, 3)
    expect(any("step 3 made no progress" in e for e in errors(ls)), f"the watchdog names the step: {errors(ls)}")
    # The same while holding the GIL (a C++ deadlock inside torch would): no Python thread can run, so faulthandler's
    # C thread ends the process 10 s after the watchdog's limit, with every thread's traceback on stderr (exit 1).
    start = time.monotonic()
    rc, out, err = probe.run(["--preset", "tiny", "--steps", "5", "--warmup", "0", "--timeout", "1"],
                             env=clean_env(TBP_TRAIN_HANG_GIL="0:3"), timeout=60)
    took = time.monotonic() - start
    ls = protocol(out)
    expect(rc == 1 and took < 40, f"stuck with the GIL: faulthandler ends it: exit {rc} after {took:.1f} s")
    expect(ls and ls[0]["type"] == "hello" and not by_type(ls, "end"), "the stream opened and has no end")
    expect("Timeout (" in err and "tbtrain_run.py" in err, f"the threads' tracebacks on stderr: {err[-500:]}")


def scenario_rendezvous(probe, a):
    port = free_port()
    start = time.monotonic()
    rc, out, err = probe.run(["--preset", "tiny", "--rank", "0", "--world", "2", "--rendezvous",
                              f"127.0.0.1:{port}", "--timeout", "3"], timeout=60)
    took = time.monotonic() - start
    expect(rc == 3 and took < 40, f"rank 0 alone: exit 3 soon after --timeout: {rc} after {took:.1f} s")
    ls = protocol(out)
    framed(ls, 3)
    expect(any("did not form" in e and f"127.0.0.1:{port}" in e for e in errors(ls)), f"names the rendezvous: {ls}")
    rc, out, err = probe.run(["--preset", "tiny", "--rank", "1", "--world", "2", "--rendezvous",
                              f"127.0.0.1:{port}", "--timeout", "3"], timeout=60)
    ls = protocol(out, "rank 1")
    expect(rc == 3 and ls and all(o["type"] == "log" and o["message"].startswith("rank 1: ") for o in ls),
           f"rank 1 without rank 0: exit 3, only its error line on stdout: {rc} {out[:300]}")
    expect("rank 1: the process group of 2 ranks did not form" in err, f"and on stderr: {err[-300:]}")
    # A host that does not resolve.
    rc, out, err = probe.run(["--preset", "tiny", "--rank", "0", "--world", "2", "--rendezvous",
                              "no-such-host.invalid:29500", "--timeout", "3"], timeout=60)
    ls = protocol(out)
    expect(rc == 3 and any("no-such-host.invalid" in e for e in errors(ls)), f"unresolvable host: {rc} {ls[-2:]}")
    framed(ls, 3)


def wait_for(proc_out_path, text, bound):
    deadline = time.monotonic() + bound
    while time.monotonic() < deadline:
        with open(proc_out_path) as f:
            if text in f.read():
                return True
        time.sleep(0.05)
    return False


def terminated_mid_run(probe, args, out_path, bound):
    """tb-train with `args`, sent SIGTERM after its first step: it must end its stream (exit 3, saying so) within
    `bound` seconds."""
    with open(out_path, "w") as out:
        p = subprocess.Popen(probe.argv(args), stdout=out, stderr=subprocess.PIPE, text=True, env=clean_env())
    expect(wait_for(out_path, '"train.step_time"', 90), f"a step before the signal: {args}")
    p.send_signal(signal.SIGTERM)
    try:
        rc = p.wait(timeout=bound)
    except subprocess.TimeoutExpired:
        p.kill()
        rc = None
    ls = protocol(open(out_path).read())
    expect(rc == 3, f"SIGTERM mid-run: exit 3: {rc} ({args})")
    framed(ls, 3)
    expect(any("interrupted by SIGTERM" in e for e in errors(ls)), f"says so: {errors(ls)}")


def scenario_signal(probe, a):
    work = tempfile.mkdtemp(prefix="tb-train-test-")
    try:
        terminated_mid_run(probe, ["--preset", "tiny", "--steps", "100000"], os.path.join(work, "out"), 20)
        # Before PyTorch has loaded (importing it takes a second): the stream still opens with hello.
        p = subprocess.Popen(probe.argv(["--preset", "tiny"]), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=clean_env())
        time.sleep(0.15)
        p.send_signal(signal.SIGINT)
        o, _ = p.communicate(timeout=30)
        ls = protocol(o)
        expect(p.returncode == 3, f"SIGINT early: exit 3: {p.returncode}")
        framed(ls, 3)
        expect(any("interrupted by SIGINT" in e for e in errors(ls)), f"says so: {ls}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def scenario_nan(probe, a):
    rc, out, err = probe.run(["--preset", "tiny", "--steps", "3", "--warmup", "1"],
                             env=clean_env(TBP_TRAIN_NAN_STEP="2"))
    expect(rc == 1, f"exit 1: {rc} {err[-300:]}")
    ls = protocol(out)
    framed(ls, 1)
    c = checks(ls).get("train.loss_finite", {})
    expect(c.get("status") == "fail" and "step 2" in c.get("detail", ""), f"loss_finite fails at step 2: {c}")
    losses = [o["extra"]["loss"] for o in step_samples(ls) if o["metric"] == "train.step_time"]
    expect(isinstance(losses[0], float) and losses[1] is None, f"a NaN loss is null in JSON: {losses}")


def scenario_usage(probe, a):
    bad = [["--steps", "0"], ["--steps", "-1"], ["--steps", "1e3"], ["--steps", "+5"], ["--steps", "5_0"],
           ["--steps"], ["--bogus"], ["--dim", "65"], ["--preset", "tiny", "--heads", "3"],
           ["--preset", "tiny", "--kv-heads", "3"], ["--preset", "tiny", "--dim", "36", "--heads", "4"],
           ["--dim", "999999999999999999999999"], ["--preset", "nope"], ["--dtype", "fp8"],
           ["--sharding", "zero3"], ["--rank", "1"], ["--world", "2"], ["--rank", "2", "--world", "2"],
           ["--rank", "0", "--world", "2"], ["--rank", "0", "--world", "2", "--rendezvous", "nohostport"],
           ["--rank", "0", "--world", "2", "--rendezvous", "host:70000"], ["--rendezvous", "h:0"],
           ["--rank", "0", "--world", "2", "--rendezvous", "host:"], ["--rank", "0", "--world", "2", "--rendezvous",
                                                                       ":29500"],
           ["--rank", "0", "--world", "2", "--rendezvous", "[::1]"], ["--rendezvous", "h:1"],
           ["--timeout", "0"], ["--batch", "99999999"], ["--seq-len", "0"], ["--ste", "3"],
           ["--preset", "tiny", "--steps", "\u00e9\udcff"], ["--rendezvous", "x" * 100000 + ":1"],
           ["--device", "tpu"], ["--backend", "mpi"], ["--vocab", "\x00"], ["--compile=yes"]]
    for args in bad:
        try:
            p = subprocess.run(probe.argv(args), capture_output=True, timeout=60, env=clean_env())
        except ValueError:  # an argument with NUL: no process can be given it, nothing to test
            continue
        expect(p.returncode == 64 and p.stdout == b"" and b"usage: tb-train" in p.stderr,
               f"{[x[:40] for x in args]}: exit 64, nothing on stdout, the usage on stderr: {p.returncode} "
               f"{p.stdout[:200]!r} {p.stderr[:300]!r}")
    rc, out, err = probe.run(["--help"])
    expect(rc == 0 and "usage: tb-train" in out and "--checkpoint-every" in out, f"--help: {rc} {out[:200]}")
    # The Llama 3.1 8B shape on one CPU: refused before anything is allocated, saying what it needs.
    start = time.monotonic()
    rc, out, err = probe.run(["--preset", "llama3-8b", "--device", "cpu"])
    ls = protocol(out)
    expect(rc == 3 and time.monotonic() - start < 30, f"a model beyond memory: exit 3 at once: {rc}")
    framed(ls, 3)
    expect(any("cannot fit" in e and "GiB" in e for e in errors(ls)), f"says how much it needs: {errors(ls)}")
    # Launcher variables that make no layout; a GPU or NCCL asked for on a machine without one.
    for env, words, code in (({"RANK": "abc", "WORLD_SIZE": "2"}, "RANK='abc'", 3),
                             ({"RANK": "0", "WORLD_SIZE": "2"}, "MASTER_ADDR", 3),
                             ({"SLURM_PROCID": "0", "SLURM_STEP_ID": "0", "SLURM_NTASKS": "2", "SLURM_JOB_ID": "7",
                               "SLURM_STEP_NODELIST": "bad[1-2"}, "node list", 3)):
        rc, out, err = probe.run(["--preset", "tiny"], env=clean_env(**env))
        ls = protocol(out)
        expect(rc == code and any(words in e for e in errors(ls)), f"{env}: exit {code}, naming {words}: {rc} {ls}")
        framed(ls, code)


def scenario_no_torch(probe, a):
    # -S: no site directories, where every torch lives (Debian's dist-packages, pip's site-packages); -E: no
    # PYTHONPATH from the caller. A real "PyTorch is not installed".
    p = subprocess.run([probe.python, "-S", "-E", probe.path, "--preset", "tiny"], capture_output=True, text=True,
                       timeout=60, env=clean_env())
    ls = protocol(p.stdout)
    expect(p.returncode == 2, f"no torch: exit 2: {p.returncode} {p.stderr[-300:]}")
    framed(ls, 2)
    expect(ls and ls[0].get("backend") == "none" and ls[0].get("devices") == [], f"hello backend none: {ls[:1]}")
    expect(any("No module named 'torch'" in e and "python3-torch" in e for e in errors(ls)), f"says so: {ls}")
    # A torch that is there but does not load (a missing libtorch): the same answer with its words.
    work = tempfile.mkdtemp(prefix="tb-train-test-")
    try:
        os.makedirs(os.path.join(work, "torch"))
        with open(os.path.join(work, "torch", "__init__.py"), "w") as f:
            f.write('raise OSError("libtorch_cpu.so: cannot open shared object file")\n')
        rc, out, err = probe.run(["--preset", "tiny"], env=clean_env(PYTHONPATH=work))
        ls = protocol(out)
        expect(rc == 2 and any("OSError: libtorch_cpu.so" in e for e in errors(ls)), f"broken torch: {rc} {ls}")
        framed(ls, 2)
        # Usage errors come first, torch or not.
        p = subprocess.run([probe.python, "-S", "-E", probe.path, "--steps", "0"], capture_output=True, text=True,
                           timeout=60, env=clean_env())
        expect(p.returncode == 64 and p.stdout == "", f"no torch, bad option: exit 64: {p.returncode}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def import_probe_modules(probe):
    """The probe's own modules, from its folder (tb-train adds that folder to sys.path the same way)."""
    folder = os.path.dirname(os.path.realpath(probe.path))
    if folder not in sys.path:
        sys.path.insert(0, folder)


def parse_peak_table(path):
    """The rows of PeakTable.cpp's table(): (model, must_have, must_not, bf16, fp8)."""
    text = open(path).read()
    body = text[text.index("static const std::vector<Row> rows = {"):]
    body = body[:body.index("};")]
    rows = []
    for m in re.finditer(r'\{\s*"([^"]+)"\s*,\s*\{([^}]*)\}\s*,\s*\{([^}]*)\}\s*,\s*([0-9.]+)\s*,\s*([0-9.]+)\s*\}',
                         body):
        strings = lambda s: tuple(re.findall(r'"([^"]*)"', s))  # noqa: E731
        rows.append((m.group(1), strings(m.group(2)), strings(m.group(3)), float(m.group(4)), float(m.group(5))))
    written = len(re.findall(r'^\s*\{"', body, re.M))
    expect(len(rows) == written, f"every row of {path} parsed: {len(rows)} of {written}")
    return rows


def scenario_peaks(probe, a):
    import_probe_modules(probe)
    import tbtrain_peaks
    cpp = parse_peak_table(a.peak_table)
    py = [(m, tuple(h), tuple(n), float(b), float(f)) for m, h, n, b, f in tbtrain_peaks.PEAKS]
    expect(len(cpp) >= 10, f"PeakTable.cpp has its rows: {len(cpp)}")
    expect(py == cpp, "tbtrain_peaks.PEAKS equals PeakTable.cpp row for row:\n  python " + repr(py) +
           "\n  c++    " + repr(cpp))
    for name, want in (("NVIDIA H100 80GB HBM3", "H100 SXM"), ("NVIDIA H100 PCIe", "H100 PCIe"),
                       ("NVIDIA H100 NVL", "H100 NVL"), ("NVIDIA GH200 480GB", "GH200"), ("NVIDIA H200", "H200"),
                       ("NVIDIA H200 NVL", "H200 NVL"), ("NVIDIA B200", "B200"), ("NVIDIA GB200", "GB200"),
                       ("NVIDIA A100-SXM4-80GB", "A100"), ("AMD Instinct MI300X", "MI300X"),
                       ("AMD Instinct MI355X", "MI355X"), ("nvidia h100 80gb hbm3", "H100 SXM"),
                       ("AMD EPYC 7763 64-Core Processor", None), ("NVIDIA GeForce RTX 4090", None), ("", None)):
        got = tbtrain_peaks.lookup_peak(name)
        expect((got[0] if got else None) == want, f"{name!r} -> {want}: {got}")
    expect(tbtrain_peaks.lookup_peak("NVIDIA H100 80GB HBM3") == ("H100 SXM", 989.4), "H100 SXM's BF16 peak")


def scenario_units(probe, a):
    import_probe_modules(probe)
    import tbtrain_layout as lay
    import tbtrain_options as opt
    import tbtrain_protocol as proto
    import tbtrain_stats as st

    for nodelist, host in (("gpu[07-09,12],login", "gpu07"), ("node1", "node1"), ("a-b,c", "a-b"),
                           ("rack[1-2]-n[3,5]", "rack1-n3"), ("tb-n[1-2]", "tb-n1"), ("", ""), ("bad[1-2", ""),
                           ("bad]x", ""), ("node[1-2]", "node1")):
        expect(lay.first_host_of_nodelist(nodelist) == host, f"first host of {nodelist!r}: {host!r}")
    # tb-coll's derivedRendezvousPort: 10000 + (job * 31 + step) mod 20000.
    expect(lay.derived_port(4242, 3) == 10000 + (4242 * 31 + 3) % 20000, "derived port as tb-coll's")
    env = {"SLURM_PROCID": "1", "SLURM_STEP_ID": "3", "SLURM_JOB_ID": "4242", "SLURM_STEP_NUM_TASKS": "2",
           "SLURM_NTASKS": "8", "SLURM_LOCALID": "0", "SLURM_STEP_NODELIST": "gpu[07-08]",
           "SLURM_STEP_TASKS_PER_NODE": "1(x2)"}
    o, _ = opt.parse(["--preset", "tiny"])
    l = lay.detect(o, env)
    expect((l.rank, l.world, l.source, l.init_method) ==
           (1, 2, "slurm", f"tcp://gpu07:{lay.derived_port(4242, 3)}"), f"Slurm step layout: {l}")
    l = lay.detect(o, dict(env, TB_TRAIN_PORT="31000"))
    expect(l.init_method == "tcp://gpu07:31000", f"TB_TRAIN_PORT: {l}")
    l = lay.detect(o, {"SLURM_PROCID": "0", "SLURM_NTASKS": "4", "SLURM_JOB_ID": "5"})
    expect(l.source == "single", f"a batch script (no step id) is one process: {l}")
    l = lay.detect(o, {"RANK": "1", "WORLD_SIZE": "2", "LOCAL_RANK": "1", "MASTER_ADDR": "fe80::1",
                       "MASTER_PORT": "29500", "SLURM_PROCID": "0", "SLURM_STEP_ID": "0"})
    expect((l.source, l.rank, l.local_rank, l.init_method, l.rendezvous) ==
           ("torchrun", 1, 1, "env://", "[fe80::1]:29500"), f"torchrun first, IPv6 written with brackets: {l}")
    o, _ = opt.parse(["--preset", "tiny", "--rank", "0", "--world", "2", "--rendezvous", "[::1]:29500"])
    expect(lay.detect(o, {}).init_method == "tcp://[::1]:29500", "an IPv6 rendezvous")
    o, _ = opt.parse(["--preset", "tiny", "--rendezvous", "login-a:29400"])
    l = lay.detect(o, env)
    expect((l.source, l.init_method, l.rendezvous_from) == ("slurm", "tcp://login-a:29400", "--rendezvous"),
           f"--rendezvous replaces the Slurm step's first node: {l}")
    for where in ({}, {"RANK": "0", "WORLD_SIZE": "2", "MASTER_ADDR": "h", "MASTER_PORT": "1"}):
        try:
            lay.detect(o, where)
            expect(False, f"--rendezvous without a layout it applies to: {where}")
        except opt.UsageError:
            pass
    for env in ({"RANK": "x", "WORLD_SIZE": "2"}, {"RANK": "2", "WORLD_SIZE": "2", "MASTER_ADDR": "h",
                                                   "MASTER_PORT": "1"},
                {"SLURM_PROCID": "0", "SLURM_STEP_ID": "0", "SLURM_NTASKS": "2", "SLURM_JOB_ID": "1",
                 "TB_TRAIN_PORT": "99999", "SLURM_STEP_NODELIST": "n1"}):
        try:
            lay.detect(opt.parse(["--preset", "tiny"])[0], env)
            expect(False, f"no layout from {env}")
        except lay.LayoutError:
            pass
    # Options: a preset, then the sizes given; the limits.
    o, given = opt.parse(["--preset", "tiny", "--dim", "128", "--steps", "7"])
    expect((o["dim"], o["layers"], o["steps"], o["warmup"], given) ==
           (128, 2, 7, 5, {"preset": "tiny", "dim": 128, "steps": 7}), f"preset then sizes: {o} {given}")
    o, _ = opt.parse([])
    expect((o["dim"], o["layers"], o["heads"], o["kv_heads"], o["ffn_dim"], o["vocab"], o["seq_len"]) ==
           (4096, 32, 32, 8, 14336, 128256, 8192), f"llama3-8b by default: {o}")
    # The protocol's caps: 16 KiB strings ending "...", NaN as null, lone surrogates replaced, overlong lines.
    import io
    buf = io.BytesIO()
    e = proto.Emitter(out=buf)
    e.fact("x", "a" * 20000 + "\udcff", "\udcff")
    e.sample("m", float("nan"), "u", float("inf"), 1.0, 2.0, 1, {"loss": float("nan")})
    e.check("c", "pass", "d", {"big": ["y" * 16000] * 5})
    e.end(0)
    e.log("error", "after end")
    lines = buf.getvalue().decode("utf-8").splitlines()
    objs = [json.loads(x) for x in lines]
    expect(len(lines) == 4, f"nothing after end: {len(lines)}")
    expect(len(objs[0]["value"].encode()) <= 16384 and objs[0]["value"].endswith("...") and
           objs[0]["detail"] == "\ufffd", "strings cut at 16 KiB, bad text replaced")
    expect(objs[1]["value"] is None and objs[1]["median"] is None and objs[1]["extra"]["loss"] is None, "NaN null")
    expect(objs[2]["type"] == "log" and "overlong 'check'" in objs[2]["message"], f"an overlong line: {objs[2]}")
    q = io.BytesIO()
    errbuf = io.StringIO()
    e = proto.Emitter(rank=3, out=q, err=errbuf)
    e.hello("host", [], {})
    e.fact("x", "y")
    e.log("warn", "w")
    e.log("error", "boom")
    e.end(3)
    quiet = [json.loads(x) for x in q.getvalue().decode().splitlines()]
    expect(quiet == [{"tb": 1, "type": "log", "level": "error", "message": "rank 3: boom"}] and
           errbuf.getvalue() == "rank 3: boom\n", f"a quiet rank: only its errors: {quiet} {errbuf.getvalue()!r}")
    # The straggler verdict and the rates.
    steps = [st.Step(i, False, [0.100, 0.105, 0.130, 0.101], [1.0] * 4) for i in range(3)]
    status, detail, ev = st.straggler_check(steps, ["a", "b", "c", "d"])
    expect(status == "warn" and "rank 2 (c)" in detail and ev["slowest_rank"] == 2, f"rank 2 named: {detail}")
    steps = [st.Step(i, False, [0.100, 0.105, 0.108, 0.101], [1.0] * 4) for i in range(3)]
    expect(st.straggler_check(steps, None)[0] == "pass", "within 10 %: pass")
    r = st.rates(0.5, 1000, 4, 1e9, 1000.0)
    expect((r.tokens_per_s, r.tokens_per_s_per_gpu, r.tflops, r.step_ms) == (8000, 2000, 2.0, 500.0) and
           abs(r.mfu - 0.2) < 1e-12, f"rates: {r}")
    expect(st.rates(0.5, 1000, 4, 1e9, None).mfu is None, "no peak, no MFU")


def left_running(marker):
    """Processes whose command line holds `marker` (a --seed no other test uses): a rank left behind."""
    p = subprocess.run(["pgrep", "-f", "--", marker], capture_output=True, text=True)
    return p.stdout.split()


def gone(marker, bound=15):
    deadline = time.monotonic() + bound
    while left_running(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    return not left_running(marker)


def scenario_spawn(probe, a):
    seed = str(random.randint(10 ** 12, 10 ** 13))
    marker = f"--seed {seed}"
    tiny = ["--preset", "tiny", "--seed", seed, "--timeout", "60"]
    rc, out, err = probe.run(tiny + ["--steps", "3", "--warmup", "1", "--nproc-per-node", "2"], timeout=120)
    expect(rc == 0, f"two ranks: exit 0: {rc}; {err[-800:]}")
    ls = protocol(out)
    framed(ls, 0)
    w = facts(ls).get("train.world", {})
    expect(w.get("value") == "2" and "--nproc-per-node" in w.get("detail", ""), f"world fact: {w}")
    steps = step_samples(ls)
    expect(len(steps) == 4 * len(CPU_METRICS) and all(o["extra"]["ranks"] == 2 for o in steps),
           f"every step's samples over two ranks: {len(steps)}")
    expect(gone(marker), f"no rank left after the end: {left_running(marker)}")
    # `gpu` on a machine without one: a single rank.
    rc, out, err = probe.run(tiny + ["--steps", "2", "--warmup", "0", "--nproc-per-node", "gpu"], timeout=120)
    expect(rc == 0 and facts(protocol(out)).get("train.world", {}).get("value") == "1",
           f"gpu without a GPU: one rank, exit 0: {rc}; {err[-400:]}")
    # Rank 1 killed at step 3: rank 0 sees it and ends (exit 3) well before --timeout; the launcher returns its code.
    start = time.monotonic()
    rc, out, err = probe.run(tiny + ["--steps", "50", "--warmup", "1", "--nproc-per-node", "2"], timeout=120,
                             env=clean_env(TBP_TRAIN_DIE_RANK="1:3"))
    took = time.monotonic() - start
    expect(rc == 3 and took < 45, f"a rank killed: exit 3 within 45 s: {rc} after {took:.1f} s; {err[-600:]}")
    ls = protocol(out)
    framed(ls, 3)
    expect(any("rank 1" in e for e in errors(ls)), f"rank 0 names rank 1: {errors(ls)}")
    expect(gone(marker), f"no rank left after a rank was killed: {left_running(marker)}")
    work = tempfile.mkdtemp(prefix="tb-train-test-")
    try:
        # SIGTERM to the launcher: every rank ends its stream; rank 0's says so, exit 3.
        out_path = os.path.join(work, "out")
        terminated_mid_run(probe, tiny + ["--steps", "100000", "--nproc-per-node", "2"], out_path, 90)
        expect(gone(marker), f"no rank left after SIGTERM: {left_running(marker)}")
        # SIGKILL to the launcher (nothing can be said): its ranks go with it.
        with open(out_path, "w") as o:
            p = subprocess.Popen(probe.argv(tiny + ["--steps", "100000", "--nproc-per-node", "2"]), stdout=o,
                                 stderr=subprocess.DEVNULL, env=clean_env())
        expect(wait_for(out_path, '"train.step_time"', 90), "a step before SIGKILL")
        p.kill()
        p.wait()
        expect(gone(marker, 30), f"no rank left after SIGKILL of the launcher: {left_running(marker)}")
    finally:
        for pid in left_running(marker):
            os.kill(int(pid), signal.SIGKILL)
        shutil.rmtree(work, ignore_errors=True)
    for args, env, says in ((["--nproc-per-node", "0"], None, "outside 1..1024"),
                            (["--nproc-per-node", "many"], None, "not a whole number"),
                            (["--nproc-per-node", "2", "--local-rank", "0"], None, "--local-rank does not go"),
                            (["--nproc-per-node", "2"], {"RANK": "0", "WORLD_SIZE": "1"}, "does not apply under torchrun")):
        rc, out, err = probe.run(tiny + args, env=clean_env(**(env or {})))
        expect(rc == 64 and out == "" and says in err, f"{args} {env}: exit 64, nothing on stdout, {says!r}: {rc} "
               f"{out[:200]!r} {err[-300:]!r}")


def scenario_indexed(probe, a):
    """Pods of a Kubernetes Indexed Job as Tierbench writes it (core/launch/kube/KubeManifests.cpp), as processes on
    loopback: the completion index is the rank, TB_WORLD_SIZE the pods, TB_COORDINATOR rank 0's host; then each pod
    a node of two ranks (--nproc-per-node 2); then the layouts that make no sense."""
    tiny = ["--preset", "tiny", "--steps", "3", "--warmup", "1", "--timeout", "60"]

    def pods(count, extra, env_more=None):
        port = free_port()
        procs = [subprocess.Popen(probe.argv(tiny + extra), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  env=clean_env(JOB_COMPLETION_INDEX=str(i), TB_WORLD_SIZE=str(count),
                                                TB_COORDINATOR="127.0.0.1", TB_TRAIN_PORT=str(port),
                                                **(env_more or {})))
                 for i in range(count)]
        return collect(procs, 150), port

    got, port = pods(2, [])
    expect(all(rc == 0 for rc, _, _ in got), f"two pods: exit 0: {[(rc, e[-300:]) for rc, _, e in got]}")
    ls = protocol(got[0][1], "pod 0")
    framed(ls, 0)
    w = facts(ls).get("train.world", {})
    expect(w.get("value") == "2" and "indexed-job" in w.get("detail", "") and f"127.0.0.1:{port}" in w["detail"],
           f"two ranks from the Indexed Job, rendezvous on TB_COORDINATOR: {w}")
    expect(not protocol(got[1][1], "pod 1"), f"pod 1 writes no stream: {got[1][1][:300]}")
    got, _ = pods(2, ["--nproc-per-node", "2"])
    expect(all(rc == 0 for rc, _, _ in got), f"two pods of two ranks: exit 0: {[(rc, e[-300:]) for rc, _, e in got]}")
    ls = protocol(got[0][1], "pod 0 of two ranks")
    framed(ls, 0)
    expect(facts(ls).get("train.world", {}).get("value") == "4", f"four ranks: {facts(ls).get('train.world')}")
    # An index beyond the pods, no coordinator, a coordinator that is no host name: a runtime error, named.
    for env, words in (({"JOB_COMPLETION_INDEX": "2", "TB_WORLD_SIZE": "2", "TB_COORDINATOR": "127.0.0.1"},
                        "JOB_COMPLETION_INDEX=2 is not below TB_WORLD_SIZE=2"),
                       ({"JOB_COMPLETION_INDEX": "1", "TB_WORLD_SIZE": "2"}, "without TB_COORDINATOR"),
                       ({"JOB_COMPLETION_INDEX": "0", "TB_WORLD_SIZE": "2", "TB_COORDINATOR": "a b;$(id)"},
                        "is not a host name")):
        rc, out, err = probe.run(tiny, env=clean_env(**env), timeout=120)
        ls = protocol(out)
        expect(rc == 3 and any(words in e for e in errors(ls) + [err]),
               f"{env}: refused naming it, exit 3: {rc} {ls[-2:]}")


def scenario_slurm(probe, a):
    script = os.path.join(a.repo, "tests", "support", "slurm-cluster.sh")
    if os.geteuid() != 0:
        return cannot("the Slurm test cluster needs root (network namespaces, daemons as root)")
    if not os.path.exists(script) or not shutil.which("srun"):
        return cannot("no Slurm here (packaging/install-deps.sh --test installs slurmctld slurmd slurm-client munge)")
    # Not under /tmp: each host of the cluster mounts its own /tmp. The probe is copied in, as a deploy would.
    work = tempfile.mkdtemp(prefix="tb-train-slurm-", dir="/var/tmp")
    try:
        up = subprocess.run(["bash", script, "up", work, "--owner", str(os.getpid()), "--no-accounting"],
                            capture_output=True, text=True, timeout=240)
        if up.returncode != 0:
            return cannot("the two-node Slurm test cluster did not start: " + up.stderr.strip()[-1500:])
        deployed = os.path.join(work, "probe")
        os.makedirs(deployed)
        src = os.path.dirname(os.path.realpath(probe.path))
        for name in os.listdir(src):
            if name == "tb-train" or (name.startswith("tbtrain_") and name.endswith(".py")):
                shutil.copy2(os.path.join(src, name), deployed)
        os.chmod(work, 0o755)

        def srun(extra_env, args, bound):
            env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", **extra_env}
            cmd = ["bash", script, "exec", work, "login", "srun", "-N2", "--ntasks-per-node=1", "--time=3",
                   "--kill-on-bad-exit=0", probe.python, os.path.join(deployed, "tb-train")] + args
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=bound, env=env)
            return p.returncode, p.stdout, p.stderr

        rc, out, err = srun({}, ["--preset", "tiny", "--steps", "3", "--warmup", "1", "--timeout", "30"], 120)
        expect(rc == 0, f"srun exit 0: {rc}; {err[-800:]}")
        ls = protocol(out, "srun's stdout")
        framed(ls, 0)
        expect(ls and ls[0].get("host") == "node1", f"rank 0 on node1 writes the stream: {ls[:1]}")
        f = facts(ls)
        w = f.get("train.world", {})
        expect(w.get("value") == "2" and "from slurm" in w.get("detail", "") and "node1:" in w["detail"] and
               "gloo" in w["detail"], f"two ranks from the Slurm step, rendezvous on node1: {w}")
        expect(f.get("train.devices", {}).get("detail") == "hosts: node1, node2", f"both nodes: {f.get('train.devices')}")
        s = f.get("train.sharding", {})
        expect(s.get("value") == "fsdp" or (s.get("value") == "ddp" and "cannot import FSDP (" in s.get("detail", "")),
               f"FSDP or the DDP fallback with its reason: {s}")
        steps = step_samples(ls)
        expect(len(steps) == 4 * len(CPU_METRICS) and all(o["extra"]["ranks"] == 2 for o in steps),
               f"every step, ranks 2: {len(steps)}")
        expect(not any(o["metric"] == "train.mfu" for o in by_type(ls, "sample")), "no MFU sample without a peak")
        c = checks(ls)
        expect(c.get("train.mfu", {}).get("status") == "waived", f"mfu waived: {c.get('train.mfu')}")
        expect(c.get("train.straggler", {}).get("status") in ("pass", "warn"), f"straggler: {c.get('train.straggler')}")
        # node2's rank killed at step 3: node1's rank ends (exit 3), naming it, well within --timeout.
        start = time.monotonic()
        rc, out, err = srun({"TBP_TRAIN_DIE_RANK": "1:3"},
                            ["--preset", "tiny", "--steps", "50", "--warmup", "1", "--timeout", "120"], 120)
        took = time.monotonic() - start
        ls = protocol(out, "srun's stdout")
        framed(ls, 3)
        expect(took < 60, f"the survivor ended {took:.1f} s after the start (--timeout 120)")
        expect(any("step 3 failed" in e for e in errors(ls)) and any("rank 1 reported nothing" in e
                                                                      for e in errors(ls)),
               f"names the step and rank 1: {errors(ls)}")
    finally:
        subprocess.run(["bash", script, "down", work], capture_output=True, timeout=120)
        shutil.rmtree(work, ignore_errors=True)


SCENARIOS = {"single": scenario_single, "torchrun": scenario_torchrun, "straggler": scenario_straggler,
             "killed": scenario_killed, "hung": scenario_hung, "rendezvous": scenario_rendezvous, "signal": scenario_signal,
             "nan": scenario_nan, "usage": scenario_usage, "no-torch": scenario_no_torch, "peaks": scenario_peaks,
             "units": scenario_units, "spawn": scenario_spawn, "indexed": scenario_indexed, "slurm": scenario_slurm}
TORCH_FREE = ("peaks", "units")


def main():
    here = os.path.dirname(os.path.realpath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser()
    ap.add_argument("--probe", default=os.path.join(repo, "probes", "train", "tb-train"))
    ap.add_argument("--python", help="the Python with torch that runs tb-train (default: the first found)")
    ap.add_argument("--peak-table", default=os.path.join(repo, "probes", "common", "PeakTable.cpp"))
    ap.add_argument("--repo", default=repo)
    ap.add_argument("scenario", choices=sorted(SCENARIOS))
    a = ap.parse_args()
    python = a.python or sys.executable
    if a.scenario not in TORCH_FREE:
        python = find_python(a.python)
    SCENARIOS[a.scenario](Probe(a.probe, python), a)
    if failures:
        print(f"{len(failures)} failure(s) in {a.scenario}", file=sys.stderr)
        return 1
    print(f"ok: {a.scenario}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
