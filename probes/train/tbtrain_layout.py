"""Which rank this process is and where the ranks meet (probes/PROTOCOL.md, "tb-train"). No torch needed.

Sources, first match wins: --rank/--world (with --rendezvous, else MASTER_ADDR/MASTER_PORT); torchrun's variables
(RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR, MASTER_PORT); a Slurm step (SLURM_PROCID with SLURM_STEP_ID, since a
batch script carries SLURM_NTASKS too but is one process; --rendezvous replaces the step's first node); a Kubernetes
Indexed Job or JobSet as Tierbench writes it (JOB_COMPLETION_INDEX with TB_WORLD_SIZE, rank 0's host in
TB_COORDINATOR); else one process.
"""
import re
from dataclasses import dataclass

from tbtrain_options import UsageError, split_host_port


class LayoutError(Exception):
    """A launcher's variables that make no layout (a runtime error, not a usage error: the user typed none)."""


@dataclass
class Layout:
    rank: int = 0
    world: int = 1
    local_rank: int = 0
    local_world: int = 1
    source: str = "single"
    init_method: str = ""  # for torch.distributed.init_process_group; empty with one process
    rendezvous: str = ""  # HOST:PORT as a person reads it
    rendezvous_from: str = ""


def env_int(env, name, low=0):
    text = env.get(name, "")
    if not re.fullmatch(r"[0-9]{1,7}", text.strip()) or int(text) < low:
        raise LayoutError(f"{name}={text!r} is not a rank number")
    return int(text)


def first_host_of_nodelist(nodelist):
    """The first host of a Slurm node list ("gpu[07-09,12],cpu1" -> "gpu07"), zero padding as written; "" when
    the list makes no sense. As tb-coll reads it (probes/common/RankLayout.cpp), so no scontrol is needed."""
    host, in_bracket, taken = "", False, False
    for c in nodelist:
        if not in_bracket and c == ",":
            break
        if c == "[":
            if in_bracket:
                return ""
            in_bracket, taken = True, False
        elif c == "]":
            if not in_bracket:
                return ""
            in_bracket = False
        elif in_bracket:
            if c in "-,":
                taken = True
            elif not taken:
                host += c
        elif c in " \t\n":
            break
        else:
            host += c
    return "" if in_bracket else host


def derived_port(job_id, step_id):
    """The rendezvous port every task of a Slurm step derives alike (tb-coll's rule: 10000 to 29999)."""
    return 10000 + (job_id * 31 + step_id) % 20000


def host_port(host, port):
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def tcp(host, port):
    return "tcp://" + host_port(host, port)


def first_count(text):
    """The first number of SLURM_STEP_TASKS_PER_NODE ("2(x3),1" -> 2), 1 when there is none."""
    m = re.match(r"\s*([0-9]{1,6})", text or "")
    return max(1, int(m.group(1))) if m else 1


def from_options(o, env):
    lay = Layout(rank=o["rank"], world=o["world"], source="options")
    lay.local_rank = o["local_rank"] if o["local_rank"] is not None else 0
    if lay.world == 1:
        return lay
    if o["rendezvous"]:
        host, port = split_host_port(o["rendezvous"])
        lay.rendezvous_from = "--rendezvous"
    elif env.get("MASTER_ADDR") and env.get("MASTER_PORT"):
        host, port = env["MASTER_ADDR"], env_int(env, "MASTER_PORT", 1)
        lay.rendezvous_from = "MASTER_ADDR:MASTER_PORT"
    else:
        raise UsageError("--world above 1 needs --rendezvous HOST:PORT (where rank 0 listens)")
    lay.init_method, lay.rendezvous = tcp(host, port), host_port(host, port)
    return lay


def from_torchrun(env):
    # TB_TRAIN_LAUNCHER: tb-train --nproc-per-node started this rank (tbtrain_spawn), torchrun's variables alike.
    lay = Layout(rank=env_int(env, "RANK"), world=env_int(env, "WORLD_SIZE", 1),
                 source=env.get("TB_TRAIN_LAUNCHER") or "torchrun")
    lay.local_rank = env_int(env, "LOCAL_RANK") if env.get("LOCAL_RANK") else 0
    lay.local_world = env_int(env, "LOCAL_WORLD_SIZE", 1) if env.get("LOCAL_WORLD_SIZE") else 1
    if lay.rank >= lay.world:
        raise LayoutError(f"RANK={lay.rank} is not below WORLD_SIZE={lay.world}")
    if lay.world > 1:
        if not env.get("MASTER_ADDR") or not env.get("MASTER_PORT"):
            raise LayoutError("RANK and WORLD_SIZE are set but MASTER_ADDR or MASTER_PORT is not")
        lay.init_method = "env://"  # torchrun's own store, which its agent hosts
        lay.rendezvous = host_port(env["MASTER_ADDR"], env_int(env, "MASTER_PORT", 1))
        lay.rendezvous_from = "MASTER_ADDR:MASTER_PORT"
    return lay


def from_slurm(env, rendezvous=None):
    size_var = "SLURM_STEP_NUM_TASKS" if env.get("SLURM_STEP_NUM_TASKS") else "SLURM_NTASKS"
    lay = Layout(rank=env_int(env, "SLURM_PROCID"), world=env_int(env, size_var, 1), source="slurm")
    lay.local_rank = env_int(env, "SLURM_LOCALID") if env.get("SLURM_LOCALID") else 0
    lay.local_world = first_count(env.get("SLURM_STEP_TASKS_PER_NODE") or env.get("SLURM_TASKS_PER_NODE"))
    if lay.rank >= lay.world:
        raise LayoutError(f"SLURM_PROCID={lay.rank} is not below {size_var}={lay.world}")
    if lay.world == 1:
        return lay
    if rendezvous:  # a host name the other nodes reach better than the one Slurm knows rank 0's node by
        host, port = split_host_port(rendezvous)
        lay.init_method, lay.rendezvous, lay.rendezvous_from = tcp(host, port), host_port(host, port), "--rendezvous"
        return lay
    for var in ("SLURM_STEP_NODELIST", "SLURM_JOB_NODELIST", "SLURM_NODELIST"):
        host = first_host_of_nodelist(env.get(var, ""))
        if host:
            break
    else:
        raise LayoutError("a Slurm step without a node list (SLURM_STEP_NODELIST): no host for rank 0")
    port_text = env.get("TB_TRAIN_PORT", "")
    if port_text:
        port = env_int(env, "TB_TRAIN_PORT", 1)
        if port > 65535:
            raise LayoutError(f"TB_TRAIN_PORT={port} is outside 1..65535")
    else:
        port = derived_port(env_int(env, "SLURM_JOB_ID"), env_int(env, "SLURM_STEP_ID"))
    lay.init_method, lay.rendezvous = tcp(host, port), host_port(host, port)
    lay.rendezvous_from = var + (" + TB_TRAIN_PORT" if port_text else " (port from the job and step ids)")
    return lay


DEFAULT_PORT = 29500  # torch.distributed's own default, for launchers that name a host and no port
HOST_NAME = re.compile(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,252})")


def from_indexed_job(env, rendezvous=None):
    """A pod of a Kubernetes Indexed Job or JobSet (core/launch/kube/KubeManifests.cpp): its completion index is its
    rank, TB_WORLD_SIZE counts the pods, TB_COORDINATOR is rank 0's name under the job's headless Service; the port
    TB_TRAIN_PORT, else 29500. One rank per pod; --nproc-per-node makes the pod a node of that many."""
    lay = Layout(rank=env_int(env, "JOB_COMPLETION_INDEX"), world=env_int(env, "TB_WORLD_SIZE", 1),
                 source="indexed-job")
    if lay.rank >= lay.world:
        raise LayoutError(f"JOB_COMPLETION_INDEX={lay.rank} is not below TB_WORLD_SIZE={lay.world}")
    if lay.world == 1:
        return lay
    if rendezvous:
        host, port = split_host_port(rendezvous)
        lay.rendezvous_from = "--rendezvous"
    else:
        host = env.get("TB_COORDINATOR", "").strip()
        if not host:
            raise LayoutError("an Indexed Job of several pods without TB_COORDINATOR: no host for rank 0")
        if not HOST_NAME.fullmatch(host):
            raise LayoutError(f"TB_COORDINATOR={host[:80]!r} is not a host name")
        port = env_int(env, "TB_TRAIN_PORT", 1) if env.get("TB_TRAIN_PORT") else DEFAULT_PORT
        if port > 65535:
            raise LayoutError(f"TB_TRAIN_PORT={port} is outside 1..65535")
        lay.rendezvous_from = "TB_COORDINATOR" + (" + TB_TRAIN_PORT" if env.get("TB_TRAIN_PORT") else "")
    lay.init_method, lay.rendezvous = tcp(host, port), host_port(host, port)
    return lay


def detect(o, env):
    """The layout of this process. Raises UsageError (options) or LayoutError (a launcher's variables)."""
    if o["rank"] is not None:
        return from_options(o, env)
    if env.get("RANK") and env.get("WORLD_SIZE"):
        if o["rendezvous"]:
            raise UsageError("--rendezvous does not apply under torchrun: MASTER_ADDR and MASTER_PORT say where")
        return from_torchrun(env)
    if env.get("SLURM_PROCID") and env.get("SLURM_STEP_ID"):
        return from_slurm(env, o["rendezvous"])
    if env.get("JOB_COMPLETION_INDEX") and env.get("TB_WORLD_SIZE"):
        return from_indexed_job(env, o["rendezvous"])
    if o["rendezvous"]:
        raise UsageError("--rendezvous needs --rank and --world, a Slurm step or an Indexed Job")
    return Layout()
