#!/usr/bin/env python3
"""tb-storage against the real fio of this machine (probes/PROTOCOL.md, "tb-storage").

usage: storage_test.py --probe PATH SCENARIO
  seq-read     sequential buffered read: bandwidth, IOPS and latency samples, checks, the file removed afterwards
  rand-write   random O_DIRECT writes: write samples only
  mixed        sequential mixed: read and write samples, both phases pass
  odd-dir      a directory whose name has a space, a quote, a colon and a $: fio gets it as one argument
  no-fio       PATH without fio: exit 2, check storage.fio unknown, naming apt-get and dnf
  bad-dir      a missing directory and a file: exit 2, check storage.dir unknown
  fio-fails    a fio that fails (a stand-in ahead in PATH): exit 3, check storage.fio_run fail with its stderr
  phase-missing a fio whose mixed job moved no writes (stand-in): exit 1, check storage.phases fail
  interrupted  SIGTERM while fio runs: fio stops, the test file is removed, exit 3
  usage        no --dir, a bad --mode, a size below 1 MiB: exit 64, usage on stderr, nothing on stdout
Exit 0 when the scenario holds; otherwise the reasons on stderr and exit 1 (77: no fio here, outside CI).
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what, file=sys.stderr)
    return cond


def lines_of(out):
    parsed = []
    for line in out.splitlines():
        if line.strip():
            parsed.append(json.loads(line))
    return parsed


def run(probe, args, env=None, timeout=300):
    p = subprocess.run([probe] + args, capture_output=True, text=True, env=env, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def checks(lines):
    return {l["id"]: l for l in lines if l["type"] == "check"}


def samples(lines):
    return {l["metric"]: l for l in lines if l["type"] == "sample"}


def facts(lines):
    return {l["id"]: l["value"] for l in lines if l["type"] == "fact"}


def measured(probe, scratch, args, want, unwanted):
    rc, out, err = run(probe, ["--dir", scratch] + args)
    expect(rc == 0, "exit %d: %s %s" % (rc, out, err))
    lines = lines_of(out)
    expect(lines[0]["type"] == "hello" and lines[-1]["type"] == "end", "hello ... end")
    c = checks(lines)
    for cid in ("storage.fio", "storage.fio_run", "storage.phases"):
        expect(c.get(cid, {}).get("status") == "pass", "check %s: %s" % (cid, c.get(cid)))
    s = samples(lines)
    for d in want:
        bw = s.get(d + ".bw")
        expect(bw is not None and bw["unit"] == "GB/s" and bw["value"] > 0, "%s.bw: %s" % (d, bw))
        expect(s.get(d + ".iops", {}).get("value", 0) > 0, d + ".iops")
        p50, p99 = s.get(d + ".clat_p50"), s.get(d + ".clat_p99")
        expect(p50 and p99 and p99["unit"] == "us" and 0 < p50["value"] <= p99["value"], "%s p50/p99" % d)
        expect(bw and bw["extra"]["io_bytes"] > 0, d + " io_bytes")
    for d in unwanted:
        expect(d + ".bw" not in s, "no %s samples for this job" % d)
    expect(os.listdir(scratch) == [], "the test files are removed: %s" % os.listdir(scratch))
    return lines


def stand_in_fio(folder, body):
    """A fio ahead of the real one in PATH: answers --version as fio does, then runs `body`."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "fio")
    with open(path, "w") as f:
        f.write('#!/bin/sh\nif [ "$1" = --version ]; then echo fio-3.33; exit 0; fi\n' + body + "\n")
    os.chmod(path, 0o755)
    env = dict(os.environ)
    env["PATH"] = folder + os.pathsep + env.get("PATH", "")
    return env


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--probe", required=True)
    ap.add_argument("scenario")
    a = ap.parse_args()
    if shutil.which("fio") is None and a.scenario not in ("no-fio", "usage", "fio-fails", "phase-missing"):
        msg = "fio is not installed here (apt-get install fio)"
        if os.environ.get("TB_REQUIRE_SERVICES") == "1":
            print("FAIL: " + msg, file=sys.stderr)
            return 1
        print("SKIP: " + msg)
        return 77
    work = tempfile.mkdtemp(prefix="tb-storage-test-")
    scratch = os.path.join(work, "scratch")
    os.makedirs(scratch)
    try:
        sc = a.scenario
        if sc == "seq-read":
            lines = measured(a.probe, scratch, ["--mode", "seq", "--rw", "read", "--size", "32M", "--runtime", "5"],
                             ["read"], ["write"])
            f = facts(lines)
            expect("--rw=read" in f.get("storage.command", "") and "--bs=1M" in f["storage.command"], str(f))
            expect(f.get("storage.fio_version", "").startswith("fio-"), "fio version fact")
            expect(int(f.get("storage.memory_bytes", "0")) > 0, "memory from /proc/meminfo")
            # 32 MiB fits in any node's memory: the buffered read is told to be a cache figure.
            expect(checks(lines)["storage.cache"]["status"] == "warn", "storage.cache warns")
        elif sc == "rand-write":
            lines = measured(a.probe, scratch,
                             ["--mode", "rand", "--rw", "write", "--direct", "--size", "16M", "--runtime", "3",
                              "--iodepth", "8"], ["write"], ["read"])
            expect(checks(lines)["storage.cache"]["status"] == "pass", "O_DIRECT passes the cache check")
            expect(samples(lines)["write.bw"]["size"] == 4096, "4 KiB blocks")
        elif sc == "mixed":
            lines = measured(a.probe, scratch,
                             ["--mode", "seq", "--rw", "mixed", "--size", "32M", "--runtime", "3", "--jobs", "2"],
                             ["read", "write"], [])
            expect("--rwmixread=50" in facts(lines)["storage.command"], "half reads")
        elif sc == "odd-dir":
            odd = os.path.join(scratch, "a b'c:d $(x)")
            os.makedirs(odd)
            lines = measured(a.probe, odd, ["--size", "8M", "--runtime", "2"], ["read"], ["write"])
            expect(os.path.isdir(odd), "the odd folder is still there")
            expect(lines[-1]["status"] == "ok", "ok")
        elif sc == "no-fio":
            empty = os.path.join(work, "bin")
            os.makedirs(empty)
            env = dict(os.environ)
            env["PATH"] = empty
            rc, out, err = run(a.probe, ["--dir", scratch], env=env)
            expect(rc == 2, "exit %d" % rc)
            lines = lines_of(out)
            c = checks(lines).get("storage.fio", {})
            expect(c.get("status") == "unknown", "storage.fio: %s" % c)
            for words in ("not installed", "apt-get install fio", "dnf install fio"):
                expect(words in c.get("detail", "") and words in err, "says " + words)
            expect(lines[-1] == {"tb": 1, "type": "end", "status": "unsupported", "exit_code": 2}, str(lines[-1]))
            expect(not samples(lines), "no samples")
        elif sc == "bad-dir":
            for bad in (os.path.join(work, "missing"), __file__):
                rc, out, _ = run(a.probe, ["--dir", bad])
                expect(rc == 2, "exit %d for %s" % (rc, bad))
                expect(checks(lines_of(out)).get("storage.dir", {}).get("status") == "unknown", out)
        elif sc == "fio-fails":
            env = stand_in_fio(os.path.join(work, "bin"), 'echo "fio: pid=1, err=28/file:io_u.c:1845, func=io_u error, '
                                                          'error=No space left on device" >&2; exit 1')
            rc, out, _ = run(a.probe, ["--dir", scratch, "--size", "8M"], env=env)
            expect(rc == 3, "exit %d" % rc)
            c = checks(lines_of(out)).get("storage.fio_run", {})
            expect(c.get("status") == "fail" and "No space left" in c.get("detail", ""), str(c))
        elif sc == "phase-missing":
            doc = {"fio version": "fio-3.33", "jobs": [{"jobname": "x", "error": 0,
                   "read": {"io_bytes": 1048576, "bw_bytes": 1e9, "iops": 1000, "runtime": 1},
                   "write": {"io_bytes": 0, "bw_bytes": 0, "iops": 0, "runtime": 0}}]}
            env = stand_in_fio(os.path.join(work, "bin"), "cat <<'EOF'\n" + json.dumps(doc) + "\nEOF")
            rc, out, _ = run(a.probe, ["--dir", scratch, "--rw", "mixed", "--size", "8M"], env=env)
            expect(rc == 1, "exit %d" % rc)
            lines = lines_of(out)
            c = checks(lines).get("storage.phases", {})
            expect(c.get("status") == "fail" and "write" in c.get("detail", ""), str(c))
            expect("read.bw" in samples(lines) and "write.bw" not in samples(lines), "the read half is kept")
        elif sc == "interrupted":
            # Random direct reads one at a time over 512 MiB take far longer than the signal does to arrive.
            p = subprocess.Popen([a.probe, "--dir", scratch, "--mode", "rand", "--direct", "--iodepth", "1",
                                  "--size", "512M", "--runtime", "120"], stdout=subprocess.PIPE, text=True)
            seen = []
            for line in p.stdout:
                seen.append(json.loads(line))
                if seen[-1]["type"] == "progress":
                    break
            deadline = time.time() + 60
            while time.time() < deadline and not os.listdir(scratch):
                time.sleep(0.05)
            expect(os.listdir(scratch) != [], "fio made its file")
            p.send_signal(signal.SIGTERM)
            rest = p.stdout.read()
            rc = p.wait(timeout=60)
            expect(rc == 3, "exit %d" % rc)
            lines = seen + lines_of(rest)
            expect(lines[-1]["status"] == "error", str(lines[-1]))
            expect(any(l["type"] == "log" and "interrupted" in l["message"] for l in lines), "says interrupted")
            expect(os.listdir(scratch) == [], "the test file is removed: %s" % os.listdir(scratch))
        elif sc == "usage":
            for args in ([], ["--dir", scratch, "--mode", "fast"], ["--dir", scratch, "--size", "4K"],
                         ["--dir", scratch, "--jobs", "0"], ["--dir"]):
                rc, out, err = run(a.probe, args)
                expect(rc == 64 and out == "" and "usage:" in err, "%s: exit %d, %r %r" % (args, rc, out, err))
        else:
            print("unknown scenario " + sc, file=sys.stderr)
            return 2
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        return 1
    print("ok: " + a.scenario)
    return 0


if __name__ == "__main__":
    sys.exit(main())
