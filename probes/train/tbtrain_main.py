"""tb-train's entry: options, layout, the protocol stream and the guards, then PyTorch. Nothing here imports torch
at load time: a node without it gets `hello`, an error line and `end` (exit 2), and a usage error exit 64 with
nothing on stdout."""
import os
import re
import sys

from tbtrain_guard import watch_signals
from tbtrain_layout import Layout, LayoutError, detect
from tbtrain_options import UsageError, parse, print_usage_error
from tbtrain_protocol import RUNTIME, UNSUPPORTED, USAGE, Emitter

MIN_TORCH = (1, 12)  # torch.autocast on both devices, use_reentrant, nn.Linear(device=)


def torch_version_tuple(text):
    """(major, minor) of a torch version ("1.13.0a0+git", "2.5.1+cu124"); (0, 0) when unreadable."""
    m = re.match(r"([0-9]+)\.([0-9]+)", text)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def rank_hint(env):
    """The rank to write as when the launcher's variables make no layout: only one process should write."""
    for name in ("RANK", "SLURM_PROCID"):
        if env.get(name, "").isdigit():
            return int(env[name])
    return 0


def import_torch(emitter):
    """torch, or None after hello, an error line and `end` (exit 2). Any exception counts: a broken install
    raises OSError (a missing libtorch) or worse as often as ImportError."""
    try:
        import torch
    except Exception as e:  # noqa: BLE001 - whatever a broken install raises
        why = f"{type(e).__name__}: {e}"
    else:
        if torch_version_tuple(torch.__version__) >= MIN_TORCH:
            return torch
        why = f"torch {torch.__version__} is older than {'.'.join(map(str, MIN_TORCH))}"
    emitter.hello("none", [], {})
    emitter.log("error", f"PyTorch is not usable by {sys.executable} ({why}): install it (Debian: apt-get install "
                "python3-torch; else pip install torch) or start tb-train with the Python that has it")
    emitter.end(UNSUPPORTED)
    return None


def launch(options, argv, env, given):
    """--nproc-per-node: this process starts the node's ranks (tbtrain_spawn) and is none of them. A layout it cannot
    make still gets a stream: hello, the error, end (exit 3)."""
    import tbtrain_spawn
    try:
        return tbtrain_spawn.run(options, argv, env)
    except UsageError as e:
        print_usage_error(str(e))
        return USAGE
    except LayoutError as e:
        emitter = Emitter(rank=0, args=given)
        emitter.hello("none", [], {})
        emitter.log("error", f"--nproc-per-node: the launcher's variables make no node layout: {e}")
        return emitter.end(RUNTIME)


def main(argv, env=None):
    env = os.environ if env is None else env
    try:
        options, given = parse(argv)
        layout, layout_error = detect(options, env), None
    except UsageError as e:
        print_usage_error(str(e))
        return USAGE
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else 0
    except LayoutError as e:
        layout, layout_error = Layout(rank=rank_hint(env)), e
    if options["nproc_per_node"] is not None and layout_error is None:
        return launch(options, argv, env, given)
    emitter = Emitter(rank=layout.rank, args=given)
    watch_signals(emitter)
    torch = import_torch(emitter)
    if torch is None:
        return UNSUPPORTED
    import tbtrain_device  # these need torch
    import tbtrain_run
    if layout_error is not None:
        tbtrain_device.hello(emitter, None)
        emitter.log("error", f"the launcher's variables make no rank layout: {layout_error}")
        return emitter.end(RUNTIME)
    return tbtrain_run.run(options, layout, emitter, env)
