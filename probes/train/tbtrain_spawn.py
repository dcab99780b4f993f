"""--nproc-per-node: tb-train starts this node's ranks itself, one per GPU (`gpu`) or N, as torchrun's standalone
mode would, so a plan step trains on every GPU of a node without torchrun (Debian's cannot start under Python 3.11).

This process is the node's launcher, not a rank: it writes nothing on stdout. Global rank 0's stdout is the
protocol stream; the other ranks' stdout goes to stderr. Across nodes the layout is the node's: --rank/--world with
--rendezvous (one launcher per node), or a Slurm step with one task per node; rank r's global rank is
node * N + r. Signals reach every rank (each ends its stream with exit 3); a rank that ends badly leaves the others
--timeout and a margin to notice before they are killed; a launcher killed outright takes its ranks with it
(PR_SET_PDEATHSIG). Exit: global rank 0's code on its node (3 for a rank ended by a signal), elsewhere the first bad
code of the node's ranks."""
import ctypes
import os
import signal
import socket
import subprocess
import sys
import time

from tbtrain_layout import LayoutError, detect
from tbtrain_options import UsageError, split_host_port
from tbtrain_protocol import RUNTIME

# What the launcher sets for each rank; inherited ones would describe another launch.
LAUNCHER_VARS = ("RANK", "WORLD_SIZE", "LOCAL_RANK", "LOCAL_WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT",
                 "GROUP_RANK", "ROLE_RANK", "JOB_COMPLETION_INDEX", "TB_WORLD_SIZE", "TB_COORDINATOR")
# The options the launcher answers itself; the ranks get the rest, word for word.
OWN_OPTIONS = ("--nproc-per-node", "--rank", "--world", "--local-rank", "--rendezvous")
MARGIN_S = 15  # beyond --timeout, for a rank's own error path after it saw a peer end
PR_SET_PDEATHSIG = 1


def rank_argv(argv):
    """argv without the launcher's own options (each with its value, given as `--x V` or `--x=V`)."""
    out, skip = [], False
    for word in argv:
        if skip:
            skip = False
            continue
        if word.split("=", 1)[0] in OWN_OPTIONS:
            skip = "=" not in word
            continue
        out.append(word)
    return out


def local_gpus():
    """The GPUs PyTorch sees here; 0 without a usable torch (the one rank then says why, exit 2)."""
    try:
        import torch
        return torch.cuda.device_count() if torch.cuda.is_available() else 0
    except Exception:  # noqa: BLE001 - a broken install raises anything; the rank reports it
        return 0


def ranks_per_node(value):
    return max(1, local_gpus()) if value == "gpu" else int(value)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def node_layout(options, env):
    """(node, nodes, host, port) of this launcher. Raises UsageError or LayoutError."""
    if env.get("RANK") and env.get("WORLD_SIZE"):
        raise UsageError("--nproc-per-node does not apply under torchrun: it starts the ranks itself")
    lay = detect(options, env)
    if lay.local_world > 1:
        raise LayoutError(f"a Slurm step with {lay.local_world} tasks per node: --nproc-per-node wants one task per "
                          "node (it starts that node's ranks)")
    if lay.world == 1:
        return 0, 1, "127.0.0.1", free_port()
    host, port = split_host_port(lay.rendezvous)
    return lay.rank, lay.world, host, port


def die_with_parent():
    """In each rank before exec: a launcher killed outright (SIGKILL) takes its ranks with it."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        pass


def start(script, argv, env, node, nodes, per_node, host, port):
    base = {k: v for k, v in env.items() if k not in LAUNCHER_VARS}
    base.update(TB_TRAIN_LAUNCHER="tb-train --nproc-per-node", MASTER_ADDR=host, MASTER_PORT=str(port),
                WORLD_SIZE=str(nodes * per_node), LOCAL_WORLD_SIZE=str(per_node))
    procs = []
    for local in range(per_node):
        rank = node * per_node + local
        procs.append(subprocess.Popen(
            [sys.executable, script] + rank_argv(argv), env=dict(base, RANK=str(rank), LOCAL_RANK=str(local)),
            stdout=None if rank == 0 else sys.stderr.fileno(), preexec_fn=die_with_parent))
    return procs


def supervise(procs, grace_s):
    """Waits for every rank; once one has ended badly (or this node's first rank, global rank 0 on node 0, has
    ended), the rest get grace_s."""
    received = []

    def forward(signum, _frame):
        received.append(signum)
        for p in procs:
            if p.poll() is None:
                p.send_signal(signum)

    for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(s, forward)
    deadline, killed = None, set()
    while any(p.poll() is None for p in procs):
        ended_badly = any(p.returncode not in (None, 0) for p in procs) or procs[0].returncode is not None
        if deadline is None and (ended_badly or received):
            deadline = time.monotonic() + grace_s
        if deadline is not None and time.monotonic() > deadline:
            for p in procs:
                if p.poll() is None and p.pid not in killed:
                    killed.add(p.pid)
                    print(f"tb-train: local rank {procs.index(p)} still running {grace_s} s after its peers ended: "
                          "killed", file=sys.stderr)
                    p.kill()
        time.sleep(0.05)
    return [p.returncode for p in procs]


def code_of(codes, holds_rank0):
    if holds_rank0:
        return codes[0] if codes[0] >= 0 else RUNTIME
    bad = [c for c in codes if c != 0]
    return (bad[0] if bad[0] >= 0 else RUNTIME) if bad else 0


def run(options, argv, env, script=None):
    """The node's ranks, run to their end; raises UsageError or LayoutError before any starts."""
    script = script or os.path.join(os.path.dirname(os.path.realpath(__file__)), "tb-train")
    node, nodes, host, port = node_layout(options, env)
    per_node = ranks_per_node(options["nproc_per_node"])
    procs = start(script, argv, env, node, nodes, per_node, host, port)
    codes = supervise(procs, options["timeout"] + MARGIN_S)
    return code_of(codes, node == 0)
