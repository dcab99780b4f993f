#!/usr/bin/env python3
"""tb-net and tb-rdma against the real tools (probes/PROTOCOL.md, "tb-net", "tb-rdma").

usage: fabric_test.py --net PATH --rdma PATH SCENARIO
  net-netns        two "nodes" (network namespaces on a bridge this test makes and removes; every process, the
                   client too, inside one): tb-net over real iperf3 measures both directed pairs
  net-port-taken   another program holds a node's iperf3 port: every node ends (exit 3), naming that node
  net-no-iperf3    a node without iperf3: the install command, exit 2, on one node and when another node lacks it
  rdma-none        the real perftest on this machine, which has no RDMA device: the plain "no RDMA device" result
  rdma-no-perftest a node with RDMA ports (a fake sysfs tree) but no perftest: the install command, exit 2
  rdma-standin     tb-rdma's measuring path against a stand-in perftest (tests/probes/perftest_standin.py: this
                   machine has no RDMA hardware) on a fake sysfs tree: loopback and a pair of processes
  bench            tb-net against iperf3 run by hand between the same two namespaces in the same run (label bench)
Exit 0 when the scenario holds; otherwise the reasons on stderr and exit 1 (77: cannot run here, outside CI).
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile

failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what, file=sys.stderr)
    return cond


def cannot(why):
    if os.environ.get("TB_REQUIRE_SERVICES") == "1":
        expect(False, why)
        return
    print(f"skipped: {why}")
    sys.exit(77)


def lines(text):
    out = []
    for l in text.splitlines():
        if l.startswith("{"):
            o = json.loads(l)
            expect(o.get("tb") == 1, f"protocol line without tb:1: {o}")
            out.append(o)
    return out


def checks(ls):
    return {o["id"]: o for o in ls if o["type"] == "check"}


def clean_env():
    env = dict(os.environ)
    for k in list(env):
        if k.startswith(("SLURM_", "OMPI_", "PMI", "MV2_", "TB_", "MASTER_", "TBP_")):
            del env[k]
    return env


class TwoHosts:
    """Two network namespaces (h0 10.78.x.1, h1 10.78.x.2) joined by a bridge in a third; removed on exit."""

    def __init__(self):
        if os.geteuid() != 0 or not shutil.which("ip"):
            cannot("network namespaces need root and iproute2")
        self.tag = f"tbf{os.getpid() % 100000}"
        self.sw = self.tag + "sw"
        self.hosts = [self.tag + "h0", self.tag + "h1"]
        self.net = f"10.78.{os.getpid() % 250}"
        self.addr = [f"{self.net}.1", f"{self.net}.2"]
        self.made = []

    def ip(self, *args):
        subprocess.run(["ip", *args], check=True, capture_output=True)

    def __enter__(self):
        for ns in [self.sw] + self.hosts:
            self.ip("netns", "add", ns)
            self.made.append(ns)
            self.ip("-n", ns, "link", "set", "lo", "up")
        self.ip("-n", self.sw, "link", "add", "br0", "type", "bridge")
        self.ip("-n", self.sw, "link", "set", "br0", "up")
        for i, ns in enumerate(self.hosts):
            self.ip("-n", self.sw, "link", "add", f"p{i}", "type", "veth", "peer", "name", "eth0", "netns", ns)
            self.ip("-n", self.sw, "link", "set", f"p{i}", "master", "br0", "up")
            self.ip("-n", ns, "addr", "add", f"{self.addr[i]}/24", "dev", "eth0")
            self.ip("-n", ns, "link", "set", "eth0", "up")
        return self

    def __exit__(self, *exc):
        for ns in reversed(self.made):
            for pid in subprocess.run(["ip", "netns", "pids", ns], capture_output=True, text=True).stdout.split():
                try:
                    os.kill(int(pid), 9)
                except OSError:
                    pass
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)

    def run_net(self, probe, args, env_of=None, timeout=240):
        """tb-net rank 0 in h0 and rank 1 in h1; returns [(rc, stdout, stderr)]."""
        port = random.randint(20000, 30000)
        procs = []
        for r in range(2):
            env = clean_env()
            env.update((env_of or (lambda _r: {}))(r))
            procs.append(subprocess.Popen(
                ["ip", "netns", "exec", self.hosts[r], probe, "--rank", str(r), "--world", "2", "--rendezvous",
                 f"{self.addr[0]}:{port}", "--timeout", "60"] + args,
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env))
        out = []
        for p in procs:
            try:
                o, e = p.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                p.kill()
                o, e = p.communicate()
            out.append((p.returncode, o, e))
        return out


def pair_samples(ls, metric):
    return {(s["extra"]["src_rank"], s["extra"]["dst_rank"]): s for s in ls
            if s["type"] == "sample" and s["metric"] == metric}


def scenario_net_netns(net):
    if not shutil.which("iperf3"):
        return cannot("iperf3 is not installed (packaging/install-deps.sh --test)")
    with TwoHosts() as h:
        (rc0, out0, err0), (rc1, out1, err1) = h.run_net(net, ["--time", "2", "--udp-time", "1"])
        expect(rc0 == 0 and rc1 == 0, f"exit codes {rc0}, {rc1}; rank 0 stderr {err0[-400:]}; rank 1 {err1[-400:]}")
        ls = lines(out0)
        expect(ls and ls[0]["type"] == "hello" and ls[-1]["type"] == "end", "rank 0: hello ... end")
        expect(not lines(out1), f"rank 1 writes no protocol lines: {out1[:300]}")
        bw = pair_samples(ls, "net.tcp.bw")
        expect(set(bw) == {(0, 1), (1, 0)}, f"both directed pairs measured: {sorted(bw)}")
        for (a, b), s in bw.items():
            expect(s["unit"] == "Gb/s" and 0.01 < s["value"] < 1000, f"bandwidth {a}->{b}: {s}")
            expect(s["extra"]["src"] != "" and s["extra"]["round"] in (1, 2), f"labels {a}->{b}: {s['extra']}")
        for metric, unit in (("net.tcp.retransmits", "count"), ("net.tcp.rtt_min", "us"), ("net.udp.loss", "%"),
                             ("net.udp.jitter", "ms")):
            got = pair_samples(ls, metric)
            expect(set(got) == {(0, 1), (1, 0)} and all(s["unit"] == unit for s in got.values()),
                   f"{metric} for both pairs: {got}")
        c = checks(ls).get("net.pairs", {})
        expect(c.get("status") in ("pass", "warn") and len(c.get("evidence", {}).get("tcp_gbps", [])) == 2,
               f"net.pairs with the matrix: {c}")
        facts = {o["id"]: o for o in ls if o["type"] == "fact"}
        expect("2 rounds" in facts.get("net.schedule", {}).get("value", ""), f"schedule fact: {facts.get('net.schedule')}")
        expect("iperf 3" in facts.get("net.iperf3", {}).get("value", ""), f"iperf3 version: {facts.get('net.iperf3')}")
    left = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
    expect(h.tag not in left, "namespaces removed")


def scenario_net_port_taken(net):
    if not shutil.which("iperf3"):
        return cannot("iperf3 is not installed (packaging/install-deps.sh --test)")
    with TwoHosts() as h:
        base = random.randint(20000, 29000)
        # Rank 1's port (base + 1) is already served by another iperf3 in its namespace.
        squatter = subprocess.Popen(["ip", "netns", "exec", h.hosts[1], "iperf3", "--server", "--port", str(base + 1)],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(100):
                if subprocess.run(["ip", "netns", "exec", h.hosts[1], "ss", "-Hltn", f"sport = :{base + 1}"],
                                  capture_output=True, text=True).stdout.strip():
                    break
                subprocess.run(["sleep", "0.05"])
            res = h.run_net(net, ["--time", "1", "--port", str(base)], timeout=120)
        finally:
            squatter.kill()
            squatter.wait()
        expect([r[0] for r in res] == [3, 3], f"both ranks exit 3: {[r[0] for r in res]}")
        errors = [o["message"] for o in lines(res[0][1]) if o["type"] == "log" and o["level"] == "error"]
        expect(any("no iperf3 server on rank 1" in e for e in errors), f"rank 0 names rank 1: {errors}")
        expect(f"port {base + 1}" in res[1][2], f"rank 1 says which port: {res[1][2][-300:]}")


def scenario_net_no_iperf3(net):
    env = clean_env()
    env["TBP_IPERF3"] = "/nonexistent/iperf3"
    p = subprocess.run([net], capture_output=True, text=True, env=env, timeout=60)
    ls = lines(p.stdout)
    c = checks(ls).get("net.iperf3", {})
    expect(p.returncode == 2 and c.get("status") == "unknown" and "apt-get install iperf3" in c.get("detail", ""),
           f"one node without iperf3: rc {p.returncode}, {c}")
    expect(not [o for o in ls if o["type"] == "sample"], "no figures")
    if os.geteuid() != 0 or not shutil.which("ip"):
        return
    with TwoHosts() as h:
        res = h.run_net(net, ["--time", "1"], env_of=lambda r: {"TBP_IPERF3": "/nonexistent/iperf3"} if r == 1 else {})
        ls = lines(res[0][1])
        c = checks(ls).get("net.iperf3", {})
        expect(res[0][0] == 2 and res[1][0] == 2, f"both ranks exit 2: {[r[0] for r in res]}")
        expect("rank 1" in c.get("detail", "") and "apt-get install iperf3" in c.get("detail", ""),
               f"rank 0 names the node without iperf3: {c}")


def scenario_rdma_none(rdma):
    if not shutil.which("ib_write_bw"):
        return cannot("perftest is not installed (packaging/install-deps.sh --test)")
    if os.path.isdir("/sys/class/infiniband") and os.listdir("/sys/class/infiniband"):
        print("skipped: this machine has RDMA devices")
        sys.exit(77)
    # The real perftest, asked directly, agrees that there is nothing to measure.
    real = subprocess.run(["ib_write_bw"], capture_output=True, text=True, timeout=30)
    expect(real.returncode != 0 and "device" in (real.stdout + real.stderr).lower(),
           f"ib_write_bw finds no device: {real.returncode} {real.stdout[:200]} {real.stderr[:200]}")
    p = subprocess.run([rdma], capture_output=True, text=True, env=clean_env(), timeout=60)
    ls = lines(p.stdout)
    c = checks(ls).get("rdma.devices", {})
    expect(p.returncode == 2 and c.get("status") == "waived" and "no RDMA device" in c.get("detail", ""),
           f"no RDMA device: rc {p.returncode}, {c}")
    expect(not [o for o in ls if o["type"] == "sample"], "no figures")
    expect(ls and ls[-1] == {"tb": 1, "type": "end", "status": "unsupported", "exit_code": 2}, f"end: {ls[-1:]}")


def scenario_rdma_no_perftest(rdma):
    root = tempfile.mkdtemp(prefix="tb-rdma-root-")
    try:
        port = os.path.join(root, "sys/class/infiniband/mlx5_0/ports/1")
        os.makedirs(port)
        for name, text in (("state", "4: ACTIVE\n"), ("rate", "400 Gb/sec (4X NDR)\n"), ("link_layer", "InfiniBand\n")):
            with open(os.path.join(port, name), "w") as f:
                f.write(text)
        env = clean_env()
        env["TBP_PERFTEST_DIR"] = os.path.join(root, "no-perftest-here")
        p = subprocess.run([rdma, "--root", root], capture_output=True, text=True, env=env, timeout=60)
        ls = lines(p.stdout)
        c = checks(ls).get("rdma.perftest", {})
        expect(p.returncode == 2 and c.get("status") == "unknown" and "apt-get install perftest" in c.get("detail", ""),
               f"no perftest: rc {p.returncode}, {c}")
        facts = {o["id"]: o for o in ls if o["type"] == "fact"}
        expect(facts.get("rdma.port.mlx5_0/1", {}).get("value") == "ACTIVE, 400 Gb/sec (4X NDR)",
               f"the port is listed: {facts.get('rdma.port.mlx5_0/1')}")
        expect(not [o for o in ls if o["type"] == "sample"], "no figures")
    finally:
        shutil.rmtree(root)


def fake_rdma_root():
    """Two ACTIVE rails (mlx5_0 InfiniBand 400G, mlx5_1 RoCE 200G with GIDs), the open NVIDIA module on 6.8, 2 GPUs."""
    root = tempfile.mkdtemp(prefix="tb-rdma-root-")
    files = {
        "sys/class/infiniband/mlx5_0/ports/1/state": "4: ACTIVE", "sys/class/infiniband/mlx5_0/ports/1/rate":
        "400 Gb/sec (4X NDR)", "sys/class/infiniband/mlx5_0/ports/1/link_layer": "InfiniBand",
        "sys/class/infiniband/mlx5_1/ports/1/state": "4: ACTIVE", "sys/class/infiniband/mlx5_1/ports/1/rate":
        "200 Gb/sec (4X HDR)", "sys/class/infiniband/mlx5_1/ports/1/link_layer": "Ethernet",
        "sys/class/infiniband/mlx5_1/ports/1/gids/0": "fe80:0000:0000:0000:0a5c:acff:fe00:0001",
        "sys/class/infiniband/mlx5_1/ports/1/gid_attrs/types/0": "RoCE v2",
        "sys/class/infiniband/mlx5_1/ports/1/gids/1": "0000:0000:0000:0000:0000:ffff:0a00:0002",
        "sys/class/infiniband/mlx5_1/ports/1/gid_attrs/types/1": "RoCE v2",
        "proc/sys/kernel/osrelease": "6.8.0-45-generic",
        "proc/driver/nvidia/version": "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  570.86.15",
        "proc/driver/nvidia/gpus/0000:18:00.0/information": "Model: H100",
        "proc/driver/nvidia/gpus/0000:2a:00.0/information": "Model: H100",
    }
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text + "\n")
    return root


def scenario_rdma_standin(rdma):
    here = os.path.dirname(os.path.abspath(__file__))
    import glob
    before = set(glob.glob("/tmp/tb-rdma-??????"))
    root = fake_rdma_root()
    bindir = tempfile.mkdtemp(prefix="tb-perftest-standin-")
    try:
        for tool in ("ib_write_bw", "ib_read_bw", "ib_write_lat"):
            os.symlink(os.path.join(here, "perftest_standin.py"), os.path.join(bindir, tool))
        env = clean_env()
        env["TBP_PERFTEST_DIR"] = bindir
        env["TB_STANDIN_LOG"] = os.path.join(bindir, "calls.log")
        port = str(random.randint(20000, 30000))
        p = subprocess.run([rdma, "--root", root, "--perftest-port", port], capture_output=True, text=True, env=env,
                           timeout=240)
        ls = lines(p.stdout)
        expect(p.returncode == 1, f"loopback: exit 1 (the slow rail fails its check): {p.returncode} {p.stderr[-300:]}")
        expect(ls and ls[0].get("backend") == "cuda", f"hello names the GPU memory path: {ls[:1]}")
        c = checks(ls)
        expect(c.get("rdma.gpudirect", {}).get("status") == "pass" and "open NVIDIA" in c["rdma.gpudirect"]["detail"],
               f"dma_buf found: {c.get('rdma.gpudirect')}")
        expect(c.get("rdma.rail.mlx5_0/1", {}).get("status") == "pass", f"400G rail at 380: {c.get('rdma.rail.mlx5_0/1')}")
        expect(c.get("rdma.rail.mlx5_1/1", {}).get("status") == "fail", f"200G rail at 120: {c.get('rdma.rail.mlx5_1/1')}")
        samples = {(s["metric"], s["extra"]["device"]) for s in ls if s["type"] == "sample"}
        for dev in ("mlx5_0", "mlx5_1"):
            for m in ("rdma.write.bw", "rdma.write.bw.gpu", "rdma.read.bw", "rdma.read.bw.gpu", "rdma.write.lat",
                      "rdma.write.lat.gpu"):
                expect((m, dev) in samples, f"sample {m} on {dev}")
        facts = {o["id"]: o for o in ls if o["type"] == "fact"}
        roce = facts.get("rdma.command.mlx5_1/1.ib_write_bw.gpu", {}).get("value", "")
        expect("--gid-index=1" in roce and "--use_cuda=1 --use_cuda_dmabuf" in roce and roce.endswith(" 127.0.0.1"),
               f"RoCE rail, GPU 1 through DMA-BUF, RoCE v2 IPv4 GID: {roce}")
        ib = facts.get("rdma.command.mlx5_0/1.ib_write_bw.host", {}).get("value", "")
        expect("--gid-index" not in ib and "--size=8388608" in ib and "--qp=4" in ib, f"IB rail, host memory: {ib}")

        # Two processes: rank 1 serves, rank 0 measures; a failed registration is an error, never a zero figure.
        env["TB_STANDIN_FAIL"] = "1"
        rport = str(random.randint(20000, 30000))
        procs = [subprocess.Popen([rdma, "--root", root, "--perftest-port", port, "--rank", str(r), "--world", "2",
                                   "--rendezvous", f"127.0.0.1:{rport}", "--timeout", "60"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env) for r in (0, 1)]
        outs = [pr.communicate(timeout=240) for pr in procs]
        ls = lines(outs[0][0])
        expect(procs[0].returncode == 3 and procs[1].returncode == 0,
               f"pair with failing tests: rank 0 exit 3, rank 1 exit 0: {[pr.returncode for pr in procs]}")
        expect(not [o for o in ls if o["type"] == "sample"], "no figures from failed tests")
        errors = [o["message"] for o in ls if o["type"] == "log" and o["level"] == "error"]
        expect(any("ib_write_bw on mlx5_0/1" in e and "Couldn't allocate MR" in e for e in errors),
               f"the failure names the rail and perftest's words: {errors[:2]}")
        expect(not lines(outs[1][0]), "rank 1 writes no protocol lines")
        expect(set(glob.glob("/tmp/tb-rdma-??????")) <= before, "tb-rdma removes its report folder")
    finally:
        shutil.rmtree(root)
        shutil.rmtree(bindir)


def scenario_bench(net):
    """tb-net's 0->1 TCP figure against iperf3 run by hand between the same namespaces, alternating, 3 each."""
    if not shutil.which("iperf3"):
        return cannot("iperf3 is not installed")
    seconds = ["--time", "5", "--omit", "1"]
    with TwoHosts() as h:
        hand, ours = [], []
        for _ in range(3):
            port = random.randint(30001, 31000)
            server = subprocess.Popen(["ip", "netns", "exec", h.hosts[1], "iperf3", "--server", "--port", str(port),
                                       "--one-off"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):
                if subprocess.run(["ip", "netns", "exec", h.hosts[1], "ss", "-Hltn", f"sport = :{port}"],
                                  capture_output=True, text=True).stdout.strip():
                    break
                subprocess.run(["sleep", "0.05"])
            c = subprocess.run(["ip", "netns", "exec", h.hosts[0], "iperf3", "--client", h.addr[1], "--port",
                                str(port), "--json", "--parallel", "1"] + seconds, capture_output=True, text=True)
            server.wait(timeout=30)
            hand.append(json.loads(c.stdout)["end"]["sum_received"]["bits_per_second"] / 1e9)
            res = h.run_net(net, seconds + ["--udp-time", "0"])
            bw = pair_samples(lines(res[0][1]), "net.tcp.bw")
            expect((0, 1) in bw, f"tb-net measured 0->1: {res[0][2][-300:]}")
            if (0, 1) in bw:
                ours.append(bw[(0, 1)]["value"])
        if hand and ours:
            ratio = statistics.median(ours) / statistics.median(hand)
            print(f"tb-net 0->1 TCP: {statistics.median(ours):.2f} Gb/s (runs {', '.join(f'{v:.2f}' for v in ours)}); "
                  f"iperf3 by hand: {statistics.median(hand):.2f} Gb/s (runs {', '.join(f'{v:.2f}' for v in hand)}); "
                  f"ratio {ratio:.3f} (target >= 0.95)")
            expect(ratio >= 0.95, f"tb-net reaches {ratio:.3f} of iperf3 by hand, below 0.95")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--net", required=True)
    ap.add_argument("--rdma", required=True)
    ap.add_argument("scenario")
    a = ap.parse_args()
    {
        "net-netns": lambda: scenario_net_netns(a.net),
        "net-no-iperf3": lambda: scenario_net_no_iperf3(a.net),
        "net-port-taken": lambda: scenario_net_port_taken(a.net),
        "rdma-none": lambda: scenario_rdma_none(a.rdma),
        "rdma-no-perftest": lambda: scenario_rdma_no_perftest(a.rdma),
        "rdma-standin": lambda: scenario_rdma_standin(a.rdma),
        "bench": lambda: scenario_bench(a.net),
    }[a.scenario]()
    if failures:
        print(f"{len(failures)} failure(s)", file=sys.stderr)
        sys.exit(1)
    print(f"ok: {a.scenario}")


if __name__ == "__main__":
    main()
