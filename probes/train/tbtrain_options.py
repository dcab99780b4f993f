"""tb-train's options: presets, limits and the usage text. No torch needed: a usage error must exit 64 with nothing
on stdout even where PyTorch is missing."""
import argparse
import re
import sys

# Model shapes. llama3-8b is Llama 3.1 8B (torchtitan's llama3 "8B"); its run defaults are torchtitan's
# llama3_8b.toml (sequence 8192, one sequence per rank, activation checkpointing). tiny is for tests.
PRESETS = {
    "llama3-8b": {"dim": 4096, "layers": 32, "heads": 32, "kv_heads": 8, "ffn_dim": 14336, "vocab": 128256,
                  "seq_len": 8192, "batch": 1, "checkpoint_every": 2},
    "tiny": {"dim": 64, "layers": 2, "heads": 4, "kv_heads": 2, "ffn_dim": 176, "vocab": 512,
             "seq_len": 64, "batch": 2, "checkpoint_every": 0},
}
SHAPE_KEYS = ("dim", "layers", "heads", "kv_heads", "ffn_dim", "vocab")

# Upper bounds of hostile input: far above any real run, low enough that sizes stay exact integers.
LIMITS = {"dim": 65536, "layers": 1024, "heads": 1024, "kv_heads": 1024, "ffn_dim": 1 << 20, "vocab": 1 << 22,
          "seq_len": 1 << 20, "batch": 1 << 16, "steps": 1000000, "warmup": 100000, "checkpoint_every": 1024,
          "seed": (1 << 63) - 1, "threads": 4096, "timeout": 86400, "rank": 1 << 20, "world": 1 << 20,
          "local_rank": 1 << 20, "nproc_per_node": 1024}
MINIMA = {"warmup": 0, "checkpoint_every": 0, "seed": 0, "threads": 0, "rank": 0, "local_rank": 0}

DEFAULTS = {"preset": "llama3-8b", "steps": 20, "warmup": 5, "dtype": None, "compile": False, "sharding": None,
            "backend": "auto", "device": "auto", "seed": 0, "threads": 0, "timeout": 120, "rendezvous": None,
            "rank": None, "world": None, "local_rank": None, "nproc_per_node": None}

EPILOG = """\
Writes the probes' JSON Lines protocol (probes/PROTOCOL.md, "tb-train") on stdout; only rank 0 writes it.
Layout: --nproc-per-node starts this node's ranks itself (one per GPU with `gpu`; with --rank/--world and
--rendezvous, or in a Slurm step of one task per node, those number the nodes); --rank/--world (--rendezvous), else
torchrun's RANK/WORLD_SIZE/LOCAL_RANK/MASTER_ADDR/MASTER_PORT, else a
Slurm step (srun: rendezvous on the step's first node, port TB_TRAIN_PORT or derived from the job and step ids),
else one process. Exit codes: 0 ok, 1 a loss was not finite, 2 no PyTorch, 3 runtime error, 64 usage error.
"""


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one (exit 64 with the usage on stderr, nothing on stdout)."""

    def error(self, message):
        raise UsageError(message)


def count(name):
    """An argparse type: a plain decimal integer within this option's limits (no signs, exponents or '_')."""
    def parse(text):
        if not re.fullmatch(r"[0-9]{1,19}", text):
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}")
        value = int(text)
        low, high = MINIMA.get(name, 1), LIMITS[name]
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is outside {low}..{high}")
        return value
    parse.__name__ = name
    return parse


def per_node(text):
    """An argparse type: `gpu` or a count of ranks for this node."""
    return text if text == "gpu" else count("nproc_per_node")(text)


per_node.__name__ = "nproc_per_node"


def build_parser():
    p = Parser(prog="tb-train", description="A short training run of a Llama-style decoder on synthetic tokens: "
               "tokens/s, TFLOP/s per GPU and MFU per step.", epilog=EPILOG, allow_abbrev=False,
               argument_default=argparse.SUPPRESS, formatter_class=argparse.RawDescriptionHelpFormatter)
    m = p.add_argument_group("model (a preset, then any of its sizes replaced)")
    m.add_argument("--preset", choices=sorted(PRESETS), help="model shape and run defaults (llama3-8b)")
    for key in SHAPE_KEYS:
        m.add_argument("--" + key.replace("_", "-"), type=count(key), metavar="N")
    r = p.add_argument_group("run")
    r.add_argument("--seq-len", type=count("seq_len"), metavar="N", help="tokens per sequence (preset)")
    r.add_argument("--batch", type=count("batch"), metavar="N", help="sequences per rank and step (preset)")
    r.add_argument("--steps", type=count("steps"), metavar="N", help="timed steps (20)")
    r.add_argument("--warmup", type=count("warmup"), metavar="N", help="untimed steps before them (5)")
    r.add_argument("--checkpoint-every", type=count("checkpoint_every"), metavar="N",
                   help="activation checkpointing on every N-th block, 0 = none (preset)")
    r.add_argument("--dtype", choices=("bf16", "fp32"), help="bf16 (autocast, or FSDP's mixed precision) or fp32 "
                   "throughout (bf16, also on the CPU)")
    r.add_argument("--compile", action="store_true", help="torch.compile the model (where torch has it)")
    r.add_argument("--sharding", choices=("fsdp", "ddp", "none"), help="fsdp with more than one rank")
    r.add_argument("--backend", choices=("auto", "nccl", "gloo"), help="auto: nccl on GPUs, gloo on the CPU")
    r.add_argument("--device", choices=("auto", "gpu", "cpu"), help="auto: a GPU where torch sees one")
    r.add_argument("--seed", type=count("seed"), metavar="N")
    r.add_argument("--threads", type=count("threads"), metavar="N", help="torch.set_num_threads, 0 = torch's")
    l = p.add_argument_group("layout")
    l.add_argument("--timeout", type=count("timeout"), metavar="S",
                   help="seconds for the process group to form and for a rank to wait on its peers (120)")
    l.add_argument("--rendezvous", metavar="HOST:PORT",
                   help="where rank 0 listens (with --rank/--world; in a Slurm step instead of its first node)")
    l.add_argument("--rank", type=count("rank"), metavar="R")
    l.add_argument("--world", type=count("world"), metavar="N")
    l.add_argument("--local-rank", type=count("local_rank"), metavar="L")
    l.add_argument("--nproc-per-node", type=per_node, metavar="N|gpu",
                   help="start N ranks on this node (gpu: one per GPU torch sees, else 1), as torchrun would")
    return p


def split_host_port(text):
    """(host, port) of HOST:PORT or [IPv6]:PORT; raises UsageError."""
    m = re.fullmatch(r"\[([0-9A-Fa-f:.%\w]+)\]:([0-9]{1,5})|([^\s:\[\]]+):([0-9]{1,5})", text or "")
    if not m:
        raise UsageError(f"--rendezvous wants HOST:PORT, not {text!r}")
    host, port = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    if len(host) > 255:
        raise UsageError(f"--rendezvous host is {len(host)} characters long: no host name is over 255")
    if not 1 <= int(port) <= 65535:
        raise UsageError(f"rendezvous port {port} is outside 1..65535")
    return host, int(port)


def resolve(given):
    """The effective options: preset values, then the ones given. Raises UsageError for impossible ones."""
    o = dict(DEFAULTS)
    o.update(PRESETS[given.get("preset", DEFAULTS["preset"])])
    o.update(given)
    if o["dim"] % o["heads"]:
        raise UsageError(f"--dim {o['dim']} is not divisible by --heads {o['heads']}")
    if o["heads"] % o["kv_heads"]:
        raise UsageError(f"--heads {o['heads']} is not divisible by --kv-heads {o['kv_heads']}")
    if (o["dim"] // o["heads"]) % 2:
        raise UsageError(f"the head size {o['dim'] // o['heads']} is odd: rotary embeddings need an even one")
    if (o["rank"] is None) != (o["world"] is None):
        raise UsageError("--rank and --world go together")
    if o["rank"] is not None and o["rank"] >= o["world"]:
        raise UsageError(f"--rank {o['rank']} is not below --world {o['world']}")
    if o["rendezvous"] is not None:
        split_host_port(o["rendezvous"])
    if o["nproc_per_node"] is not None and o["local_rank"] is not None:
        raise UsageError("--local-rank does not go with --nproc-per-node, which numbers this node's ranks itself")
    return o


def parse(argv):
    """(effective options, options as given) or raises UsageError; --help prints the usage and exits 0."""
    p = build_parser()
    ns = p.parse_args(argv)
    given = vars(ns)
    return resolve(given), given


def usage_text():
    return build_parser().format_help()


def print_usage_error(message):
    print(f"tb-train: {message}", file=sys.stderr)
    print(usage_text(), file=sys.stderr, end="")
