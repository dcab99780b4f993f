#!/usr/bin/env python3
"""tb-coll's host backend across processes over loopback TCP (probes/PROTOCOL.md, "tb-coll layouts").

usage: coll_tcp_test.py --probe PATH SCENARIO [ARG]
  ranks N        N processes with --rank/--world/--rendezvous: every operation data-checked, busbw = algbw x factor
  env-slurm      ranks from a Slurm step's variables, rendezvous from SLURM_STEP_NODELIST + TB_COLL_PORT
  env-ompi       ranks from Open MPI's variables, rendezvous from MASTER_ADDR/MASTER_PORT
  killed         a rank killed mid-run: the others exit 3 within seconds, naming it
  silent         a rank stopped (SIGSTOP) mid-run: the others give up after --timeout, naming it
  bad-rendezvous unresolvable host, nobody listening, port taken, a rank missing, a bad port: clear errors
  corrupt        TBP_HOST_CORRUPT on the last rank: the data check catches it on rank 0 (exit 4 everywhere)
  netns          three ranks on three "hosts" (network namespaces on a bridge this test makes and removes):
                 the rendezvous hands each rank the others' addresses as rank 0 saw them
Exit 0 when the scenario holds; otherwise the reasons on stderr and exit 1 (77: cannot run here, outside CI).
"""
import argparse
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

FACTORS = {
    "all_reduce": lambda n: 2.0 * (n - 1) / n,
    "all_gather": lambda n: (n - 1) / n,
    "reduce_scatter": lambda n: (n - 1) / n,
    "alltoall": lambda n: (n - 1) / n,
    "sendrecv": lambda n: 1.0,
}
failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what, file=sys.stderr)
    return cond


def free_port():
    """A free port below Linux's ephemeral range (32768 and up): no rank's outgoing connection can take it as its
    source port before rank 0 binds it."""
    import random
    for _ in range(1000):
        port = random.randint(20000, 30000)
        with socket.socket() as s:
            try:
                s.bind(("0.0.0.0", port))
                return port
            except OSError:
                continue
    raise RuntimeError("no free port in 20000..30000")


class Ranks:
    """N tb-coll processes, each with its own stdout/stderr files."""

    def __init__(self, probe, n, args, env_of=None, extra_env=None, prefix_of=None):
        self.dir = tempfile.mkdtemp(prefix="tb-coll-tcp-")
        self.procs = []
        for r in range(n):
            env = dict(os.environ)
            for k in list(env):  # the test's own launcher variables must not leak in
                if k.startswith(("SLURM_", "OMPI_", "PMI", "MV2_", "TB_", "MASTER_")):
                    del env[k]
            env.update(extra_env or {})
            env.update(env_of(r) if env_of else {})
            out = open(os.path.join(self.dir, f"{r}.out"), "w")
            err = open(os.path.join(self.dir, f"{r}.err"), "w")
            argv = (prefix_of(r) if prefix_of else []) + [probe] + [a.format(rank=r, world=n) for a in args]
            self.procs.append(subprocess.Popen(argv, stdout=out, stderr=err, env=env))

    def wait(self, bound):
        """Exit codes, or None for a process still running after `bound` seconds (then killed)."""
        deadline = time.monotonic() + bound
        codes = []
        for p in self.procs:
            try:
                codes.append(p.wait(timeout=max(0.1, deadline - time.monotonic())))
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
                codes.append(None)
        return codes

    def out(self, r):
        return open(os.path.join(self.dir, f"{r}.out")).read()

    def err(self, r):
        return open(os.path.join(self.dir, f"{r}.err")).read()

    def wait_for_sample(self, bound):
        deadline = time.monotonic() + bound
        while time.monotonic() < deadline:
            if '"type":"sample"' in self.out(0):
                return True
            if any(p.poll() is not None for p in self.procs):
                return False
            time.sleep(0.05)
        return False


def protocol(text):
    lines = [json.loads(l) for l in text.splitlines() if l.strip()]
    for o in lines:
        expect(o.get("tb") == 1, f"protocol line without tb:1: {o}")
    return lines


def check_run(ranks, n, want_sizes=1, transport_detail=()):
    codes = ranks.wait(240)
    expect(codes == [0] * n, f"exit codes {codes}, expected all 0; rank 0 stderr: {ranks.err(0)[-500:]}")
    lines = protocol(ranks.out(0))
    expect(lines and lines[0]["type"] == "hello" and lines[-1]["type"] == "end", "rank 0: hello ... end")
    expect(lines[-1].get("exit_code") == 0, f"rank 0 end: {lines[-1]}")
    facts = {o["id"]: o for o in lines if o["type"] == "fact"}
    expect(facts.get("coll.ranks", {}).get("value") == str(n), f"coll.ranks fact: {facts.get('coll.ranks')}")
    t = facts.get("coll.transport", {})
    expect(t.get("value") == "tcp" and "not NCCL" in t.get("detail", ""), f"coll.transport fact: {t}")
    for word in transport_detail:
        expect(word in t.get("detail", ""), f"coll.transport detail lacks {word!r}: {t}")
    samples = [o for o in lines if o["type"] == "sample"]
    seen = {}
    by_key = {}
    for s in samples:
        x = s["extra"]
        expect(x.get("wrong") == 0, f"data check: {s}")
        expect(x.get("transport") == "tcp" and x.get("ranks") == n, f"labels: {s}")
        expect(x.get("rank_time") == "mean", f"time across ranks is the mean, as nccl-tests reports: {s}")
        if s["metric"].split(".")[1] == "time_us":
            expect(x.get("slowest_us", 0) >= s["median"] * 0.999, f"the slowest rank is no faster than the mean: {s}")
        seen[s["metric"]] = seen.get(s["metric"], 0) + 1
        by_key[(s["metric"], s["size"])] = s["value"]
    for op, f in FACTORS.items():
        for sfx in ("", ".ip"):
            for m in ("busbw", "algbw", "time_us"):
                expect(seen.get(f"{op}.{m}{sfx}", 0) >= want_sizes, f"samples of {op}.{m}{sfx}: {seen.get(op + '.' + m + sfx)}")
    checked = 0
    for (metric, size), value in by_key.items():
        op, kind = metric.split(".")[0], metric.split(".")[1]
        if kind != "algbw":
            continue
        sfx = ".ip" if metric.endswith(".ip") else ""
        t_us = by_key[(f"{op}.time_us{sfx}", size)]
        expect(abs(value - size / (t_us * 1e-6) / 1e9) <= 1e-6 * value + 1e-12, f"algbw of {metric} {size}")
        bus = by_key[(f"{op}.busbw{sfx}", size)]
        expect(abs(bus - value * FACTORS[op](n)) <= 1e-6 * value + 1e-12, f"busbw of {metric} {size}: {bus} vs {value}")
        checked += 1
    expect(checked >= 10 * want_sizes, f"busbw checked for {checked} samples")
    for r in range(1, n):
        expect(ranks.out(r) == "" and ranks.err(r) == "", f"rank {r} should stay quiet: {ranks.out(r)[:300]} {ranks.err(r)[:300]}")


def scenario_ranks(probe, n):
    port = free_port()
    ranks = Ranks(probe, n, ["--backend", "host", "--rank", "{rank}", "--world", "{world}", "--rendezvous",
                             f"127.0.0.1:{port}", "--sizes", "4:2M:x8", "--iters", "3", "--repeats", "3",
                             "--warmup", "1", "--timeout", "60"])
    check_run(ranks, n, want_sizes=3, transport_detail=["options layout", "127.0.0.1", "--rendezvous"])


def scenario_env_slurm(probe):
    port, n, job = free_port(), 3, str(900000 + os.getpid() % 1000)

    def env_of(r):
        return {"SLURM_PROCID": str(r), "SLURM_STEP_NUM_TASKS": str(n), "SLURM_NTASKS": str(n),
                "SLURM_LOCALID": str(r), "SLURM_STEP_ID": "0", "SLURM_JOB_ID": job,
                "SLURM_STEP_NODELIST": "localhost", "SLURM_JOB_NODELIST": "localhost", "TB_COLL_PORT": str(port)}

    ranks = Ranks(probe, n, ["--backend", "host", "--sizes", "64K,1M", "--iters", "2", "--repeats", "2",
                             "--warmup", "0", "--timeout", "60"], env_of=env_of)
    check_run(ranks, n, want_sizes=2, transport_detail=["slurm layout", f"localhost:{port}", "SLURM_STEP_NODELIST"])


def scenario_env_ompi(probe):
    port, n = free_port(), 2

    def env_of(r):
        return {"OMPI_COMM_WORLD_RANK": str(r), "OMPI_COMM_WORLD_SIZE": str(n), "OMPI_COMM_WORLD_LOCAL_RANK": str(r),
                "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(port)}

    ranks = Ranks(probe, n, ["--backend", "host", "--sizes", "64K,1M", "--iters", "2", "--repeats", "2",
                             "--warmup", "0"], env_of=env_of)
    check_run(ranks, n, want_sizes=2, transport_detail=["ompi layout", "MASTER_ADDR"])


def long_run(probe, n, timeout, sizes="1M:32M:x2"):
    port = free_port()
    return Ranks(probe, n, ["--backend", "host", "--rank", "{rank}", "--world", "{world}", "--rendezvous",
                            f"127.0.0.1:{port}", "--sizes", sizes, "--iters", "4", "--repeats", "5", "--timeout",
                            str(timeout)])


def expect_named(ranks, survivors, victim, codes, why):
    for r in survivors:
        expect(codes[r] == 3, f"rank {r} exit {codes[r]}, expected 3 ({why})")
        text = ranks.out(r) + ranks.err(r)
        expect(f"rank {victim} failed" in text, f"rank {r} does not name rank {victim} ({why}): {text[-600:]}")
    lines = protocol(ranks.out(0))
    expect(lines and lines[-1]["type"] == "end" and lines[-1]["exit_code"] == 3, f"rank 0 ends with exit 3 ({why})")
    for r in survivors:
        if r:
            expect("hello" not in ranks.out(r), f"rank {r} printed protocol lines besides its error")


def scenario_killed(probe):
    ranks = long_run(probe, 4, timeout=300)
    expect(ranks.wait_for_sample(120), "rank 0 printed a sample before the kill")
    ranks.procs[2].send_signal(signal.SIGKILL)
    start = time.monotonic()
    # --timeout is 300 s: exiting within 30 s means the death was seen, not waited out.
    codes = ranks.wait(30)
    expect(all(c is not None for c in codes), f"every rank ended within 30 s of the kill: {codes}")
    print(f"survivors ended {time.monotonic() - start:.2f} s after the kill")
    expect_named(ranks, [0, 1, 3], 2, codes, "killed")


def scenario_silent(probe):
    ranks = long_run(probe, 3, timeout=3)
    expect(ranks.wait_for_sample(120), "rank 0 printed a sample before the stop")
    ranks.procs[1].send_signal(signal.SIGSTOP)
    try:
        codes = [None] * 3
        deadline = time.monotonic() + 40
        for r in (0, 2):
            try:
                codes[r] = ranks.procs[r].wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
        expect(codes[0] is not None and codes[2] is not None, f"ranks 0 and 2 gave up within 40 s: {codes}")
        expect_named(ranks, [0, 2], 1, codes, "silent")
        for r in (0, 2):
            expect("sent nothing for 3 s" in ranks.out(r) + ranks.err(r), f"rank {r} says the rank went silent")
    finally:
        ranks.procs[1].send_signal(signal.SIGKILL)
        ranks.procs[1].send_signal(signal.SIGCONT)
        ranks.wait(10)


def run_one(probe, args, env=None, bound=30):
    e = dict(os.environ)
    e.update(env or {})
    start = time.monotonic()
    p = subprocess.run([probe] + args, capture_output=True, text=True, timeout=bound, env=e)
    return p.returncode, p.stdout + p.stderr, time.monotonic() - start


def scenario_bad_rendezvous(probe):
    base = ["--backend", "host", "--sizes", "4K", "--timeout", "2"]
    rc, text, _ = run_one(probe, base + ["--rank", "1", "--world", "2", "--rendezvous", "no-such-host.invalid:29500"])
    expect(rc == 3 and "cannot resolve 'no-such-host.invalid'" in text, f"unresolvable host: {rc} {text[-300:]}")
    port = free_port()
    rc, text, took = run_one(probe, base + ["--rank", "1", "--world", "2", "--rendezvous", f"127.0.0.1:{port}"])
    expect(rc == 3 and f"could not reach rank 0 at 127.0.0.1:{port} within 2 s" in text, f"nobody there: {text[-300:]}")
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        p = taken.getsockname()[1]
        rc, text, _ = run_one(probe, base + ["--rank", "0", "--world", "2", "--rendezvous", f"127.0.0.1:{p}"])
        expect(rc == 3 and "Address already in use" in text, f"port taken: {rc} {text[-300:]}")
    port = free_port()
    rc, text, _ = run_one(probe, base + ["--rank", "0", "--world", "3", "--rendezvous", f"127.0.0.1:{port}"])
    expect(rc == 3 and "missing: rank 1, 2" in text, f"ranks missing: {rc} {text[-300:]}")
    rc, text, _ = run_one(probe, base + ["--rank", "0", "--world", "2", "--rendezvous", "127.0.0.1:70000"])
    expect(rc == 3 and "bad rendezvous port '70000'" in text, f"bad port: {rc} {text[-300:]}")
    # No rendezvous at all: the backend says what it needs.
    rc, text, _ = run_one(probe, base + ["--rank", "0", "--world", "2"])
    expect(rc == 3 and "--rendezvous HOST:PORT" in text, f"no rendezvous: {rc} {text[-300:]}")


def scenario_corrupt(probe):
    port, n = free_port(), 3
    ranks = Ranks(probe, n, ["--backend", "host", "--rank", "{rank}", "--world", "{world}", "--rendezvous",
                             f"127.0.0.1:{port}", "--sizes", "64K", "--iters", "2", "--repeats", "2", "--warmup", "0",
                             "--ops", "all_reduce,alltoall"], extra_env={"TBP_HOST_CORRUPT": "1"})
    codes = ranks.wait(60)
    expect(codes == [4] * n, f"exit codes {codes}, expected 4 on every rank")
    samples = [o for o in protocol(ranks.out(0)) if o["type"] == "sample"]
    expect(samples and all(s["extra"]["wrong"] > 0 for s in samples), "every sample counts the damaged element")


def ip(*args):
    subprocess.run(["ip"] + list(args), check=True, capture_output=True, text=True)


def scenario_netns(probe):
    if os.geteuid() != 0 or not shutil.which("ip"):
        why = "network namespaces need root and iproute2"
        if os.environ.get("TB_REQUIRE_SERVICES") == "1":
            expect(False, why)
            return
        print(f"skipped: {why}")
        sys.exit(77)
    tag = f"tbc{os.getpid() % 100000}"
    sw, hosts = tag + "sw", [f"{tag}h{i}" for i in range(3)]
    made = []
    try:
        for ns in [sw] + hosts:
            ip("netns", "add", ns)
            made.append(ns)
            ip("-n", ns, "link", "set", "lo", "up")
        ip("-n", sw, "link", "add", "br0", "type", "bridge")
        ip("-n", sw, "link", "set", "br0", "up")
        for i, ns in enumerate(hosts):
            ip("-n", sw, "link", "add", f"p{i}", "type", "veth", "peer", "name", "eth0", "netns", ns)
            ip("-n", sw, "link", "set", f"p{i}", "master", "br0", "up")
            ip("-n", ns, "addr", "add", f"10.77.0.{i + 1}/24", "dev", "eth0")
            ip("-n", ns, "link", "set", "eth0", "up")
        ranks = Ranks(probe, 3, ["--backend", "host", "--rank", "{rank}", "--world", "{world}", "--rendezvous",
                                 "10.77.0.1:29500", "--sizes", "64K,1M", "--iters", "2", "--repeats", "2",
                                 "--warmup", "0", "--timeout", "30"],
                      prefix_of=lambda r: ["ip", "netns", "exec", hosts[r]])
        check_run(ranks, 3, want_sizes=2, transport_detail=["10.77.0.1:29500"])
    finally:
        for ns in reversed(made):
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--probe", required=True)
    ap.add_argument("scenario")
    ap.add_argument("arg", nargs="?")
    a = ap.parse_args()
    {
        "ranks": lambda: scenario_ranks(a.probe, int(a.arg)),
        "env-slurm": lambda: scenario_env_slurm(a.probe),
        "env-ompi": lambda: scenario_env_ompi(a.probe),
        "killed": lambda: scenario_killed(a.probe),
        "silent": lambda: scenario_silent(a.probe),
        "bad-rendezvous": lambda: scenario_bad_rendezvous(a.probe),
        "corrupt": lambda: scenario_corrupt(a.probe),
        "netns": lambda: scenario_netns(a.probe),
    }[a.scenario]()
    if failures:
        print(f"{len(failures)} failure(s)", file=sys.stderr)
        sys.exit(1)
    print(f"ok: {a.scenario} {a.arg or ''}")


if __name__ == "__main__":
    main()
