#!/usr/bin/env python3
"""Stand-in for perftest's ib_write_bw, ib_read_bw and ib_write_lat, for the one thing this machine cannot do: move
bytes over RDMA. It keeps perftest's contract as tb-rdma uses it: the server (no host argument) listens on --port
for one client and exits after it; the client connects to HOST:--port, writes the --out_json_file report and exits 0.
--help prints the GPU options a CUDA build has. TB_STANDIN_FAIL=1: the client prints perftest's memory registration
error and exits 1 without a report. Each call is logged to $TB_STANDIN_LOG (one line of argv)."""
import json
import os
import socket
import sys
import time

tool = os.path.basename(sys.argv[0])
args = sys.argv[1:]
if os.environ.get("TB_STANDIN_LOG"):
    with open(os.environ["TB_STANDIN_LOG"], "a") as f:
        f.write(" ".join([tool] + args) + "\n")
if "--help" in args:
    print("  -d, --ib-dev=<dev>  Use IB device <dev>\n      --use_cuda=<cuda device id>\n      --use_cuda_dmabuf\n")
    sys.exit(0)
opts = dict(a[2:].split("=", 1) for a in args if a.startswith("--") and "=" in a)
host = args[-1] if args and not args[-1].startswith("-") else None
port = int(opts.get("port", "18515"))
if host is None:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("0.0.0.0", port))
    s.listen(1)
    s.settimeout(60)
    c, _ = s.accept()
    c.recv(64)
    c.close()
    sys.exit(0)
for _ in range(100):
    try:
        c = socket.create_connection((host, port), timeout=5)
        break
    except OSError:
        time.sleep(0.05)
else:
    print(f"Couldn't connect to {host}:{port}", file=sys.stderr)
    sys.exit(1)
c.sendall(b"x")
c.close()
if os.environ.get("TB_STANDIN_FAIL") == "1":
    print(" Couldn't allocate MR\n Failed to create MR")
    sys.exit(1)
size = int(opts.get("size", "65536"))
if tool.endswith("_lat"):
    results = {"MsgSize": size, "n_iterations": 1000, "t_min": 1.5, "t_max": 6.0, "t_typical": 1.6, "t_avg": 1.62,
               "t_stdev": 0.1, "percentile_99": 2.1, "percentile_99.9": 4.0}
else:
    gbps = 380.0 if "mlx5_0" in opts.get("ib-dev", "") else 120.0  # the second rail runs slow
    results = {"MsgSize": size, "n_iterations": 5000, "BW_peak": gbps + 1, "BW_average": gbps, "MsgRate": 0.0057}
with open(opts["out_json_file"], "w") as f:
    json.dump({"test_info": {"test": tool}, "results": results}, f)
