"""The training run itself (probes/PROTOCOL.md, "tb-train"): process group, model, sharding, the timed steps and
what rank 0 reports about them. Imported once torch is known to load."""
import functools
import os
import socket
import time
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.nn.functional as F

import tbtrain_model as tm
from tbtrain_device import Device, hello, pick_device
from tbtrain_failure import describe, exc_text, fail
from tbtrain_guard import Watchdog
from tbtrain_options import SHAPE_KEYS
from tbtrain_peaks import lookup_peak
from tbtrain_protocol import FAILED, OK, RUNTIME, RunError
from tbtrain_stats import GIB, METRICS, Step, memory_need, peak_extra, rank_means, rates, step_extra, \
    straggler_check, summary

# ---- test hooks: TBP_TRAIN_SLOW_RANK=R:S (rank R sleeps S s inside each step), TBP_TRAIN_DIE_RANK=R:K (rank R
# kills itself with SIGKILL as step K begins), TBP_TRAIN_FAIL_RANK=R:K (rank R raises an error at step K),
# TBP_TRAIN_HANG_RANK=R:K (rank R stops at step K, inside the step, for good), TBP_TRAIN_HANG_GIL=R:K (the same,
# asleep in C while holding the GIL, as a deadlocked extension would), TBP_TRAIN_NAN_STEP=K (step K's loss is NaN on
# every rank)


def hook(env, name, rank):
    """The number after "R:" of a hook aimed at this rank, else None (a malformed hook is ignored)."""
    rank_text, _, value = env.get(name, "").partition(":")
    try:
        return float(value) if rank_text.strip().isdigit() and int(rank_text) == rank else None
    except ValueError:
        return None


@dataclass
class Hooks:
    die: object = None  # step numbers, or None
    fail: object = None
    hang: object = None
    hang_gil: object = None
    nan: object = None
    slow: object = None  # seconds

    @classmethod
    def from_env(cls, env, rank):
        nan = env.get("TBP_TRAIN_NAN_STEP", "")
        return cls(hook(env, "TBP_TRAIN_DIE_RANK", rank), hook(env, "TBP_TRAIN_FAIL_RANK", rank),
                   hook(env, "TBP_TRAIN_HANG_RANK", rank), hook(env, "TBP_TRAIN_HANG_GIL", rank),
                   int(nan) if nan.isdigit() else None, hook(env, "TBP_TRAIN_SLOW_RANK", rank))

    def before_step(self, i):
        if self.die == i:
            os.kill(os.getpid(), 9)
        if self.fail == i:
            raise RuntimeError("TBP_TRAIN_FAIL_RANK: this rank fails on purpose")


# ---- process group

def init_group(o, layout, backend, watchdog):
    if layout.world == 1:
        return
    watchdog.arm(f"forming the process group of {layout.world} ranks at {layout.rendezvous}", 2 * o["timeout"] + 10)
    try:
        dist.init_process_group(backend, init_method=layout.init_method, rank=layout.rank,
                                world_size=layout.world, timeout=timedelta(seconds=o["timeout"]))
    except Exception as e:  # noqa: BLE001 - torch raises RuntimeError, TimeoutError, ValueError here
        raise RunError(f"the process group of {layout.world} ranks did not form at {layout.rendezvous} (from "
                       f"{layout.rendezvous_from}, backend {backend}) within --timeout {o['timeout']} s: "
                       f"{exc_text(e)}")
    finally:
        watchdog.disarm()


# ---- model, sharding, compile

def shape_of(o):
    return tm.Shape(o["dim"], o["layers"], o["heads"], o["kv_heads"], o["ffn_dim"], o["vocab"])


def gather_ranks(device, layout):
    """Every rank's host, device and memory, for the memory check, the peak and the straggler's name."""
    mine = {"host": socket.gethostname(), "device": device.name, "available": device.available_bytes}
    if layout.world == 1:
        return [mine]
    out = [None] * layout.world
    dist.all_gather_object(out, mine)
    return out


def import_fsdp():
    """FSDP's module, or (None, why). Any exception counts: Debian's torch 1.13 under Python 3.11 raises a
    dataclass ValueError on import."""
    try:
        from torch.distributed import fsdp
        from torch.distributed.fsdp.wrap import transformer_auto_wrap_policy
        return (fsdp, transformer_auto_wrap_policy), None
    except Exception as e:  # noqa: BLE001
        return None, exc_text(e)


@dataclass
class Sharding:
    kind: str  # fsdp, ddp or none
    detail: str
    fell_back: bool = False  # FSDP was asked for and DDP runs instead
    fsdp_parts: object = None


DDP_DETAIL = "DistributedDataParallel: every rank holds the whole model; gradients are all-reduced"


def choose_sharding(o, layout):
    if layout.world == 1:
        return Sharding("none", "one rank: the whole model on one device")
    asked = o["sharding"] or "fsdp"
    if asked == "none":
        return Sharding("none", "--sharding none: every rank trains its own copy and no gradients are exchanged "
                        "(compute alone; only the step times travel)")
    if asked == "ddp":
        return Sharding("ddp", DDP_DETAIL)
    parts, why = import_fsdp()
    if parts is None:
        how = "--sharding fsdp" if o["sharding"] else "FSDP (the default with more than one rank)"
        return Sharding("ddp", f"{how} asked for, but torch {torch.__version__} cannot import FSDP ({why}); "
                        "DistributedDataParallel instead: every rank holds the whole model", True)
    return Sharding("fsdp", "FullyShardedDataParallel, FULL_SHARD, one unit per transformer block", False, parts)


def wrap_fsdp(model, parts, device, bf16):
    (fsdp, policy) = parts
    kwargs = {"auto_wrap_policy": functools.partial(policy, transformer_layer_cls={tm.TransformerBlock}),
              "sharding_strategy": fsdp.ShardingStrategy.FULL_SHARD}
    if bf16:  # torchtitan's mixed precision: bf16 parameters and compute, fp32 gradient reduction
        kwargs["mixed_precision"] = fsdp.MixedPrecision(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
    if device.is_gpu:
        kwargs["device_id"] = device.index
    if int(torch.__version__.split(".")[0]) >= 2:
        kwargs["use_orig_params"] = True  # what torch.compile wants (the option is new in 2.0)
    return fsdp.FullyShardedDataParallel(model, **kwargs)


def wrap(model, sharding, device, bf16):
    """The model as `sharding` says; FSDP that fails to wrap falls back to DDP as an import failure does (and
    `sharding` is updated to say so)."""
    if sharding.kind == "fsdp":
        try:
            wrapped = wrap_fsdp(model, sharding.fsdp_parts, device, bf16)
            if bf16:
                sharding.detail += ", bf16 parameters and fp32 gradient reduction"
            return wrapped
        except Exception as e:  # noqa: BLE001 - e.g. a torch whose FSDP wants GPUs
            sharding.kind, sharding.fell_back = "ddp", True
            sharding.detail = f"FSDP could not wrap the model ({exc_text(e)}); DistributedDataParallel instead"
    if sharding.kind == "ddp":
        ids = [device.index] if device.is_gpu else None
        return torch.nn.parallel.DistributedDataParallel(model, device_ids=ids, broadcast_buffers=False)
    return model


def maybe_compile(model, o, emitter):
    """(model, state) where state says whether torch.compile is in."""
    if not o["compile"]:
        return model, "off"
    if not hasattr(torch, "compile"):
        emitter.log("warn", f"--compile: torch {torch.__version__} has no torch.compile; running without it")
        return model, f"off: torch {torch.__version__} has no torch.compile"
    return torch.compile(model), "on"


# ---- the run

@dataclass
class Plan:
    shape: tm.Shape
    tokens_per_rank_step: int
    flops_per_token: int
    peak: object  # (model, bf16 TFLOP/s) or None
    hosts: list  # by rank
    devices: list  # the distinct device names
    bf16: bool


def peak_of(ranks):
    """The BF16 peak of the ranks' devices: the lowest where all are known, None where any is not."""
    peaks = [lookup_peak(r["device"]) for r in ranks]
    if any(p is None for p in peaks):
        return None
    return min(peaks, key=lambda p: p[1])


def check_memory(o, shape, sharding, layout, ranks, bf16):
    params, _ = tm.param_counts(shape)
    shards = layout.world if sharding == "fsdp" else 1
    need, what = memory_need(params, shape, o["seq_len"], o["batch"], shards, o["checkpoint_every"],
                             2 if bf16 else 4, not hasattr(F, "scaled_dot_product_attention"))
    for r, info in enumerate(ranks):
        if info["available"] and need > info["available"]:
            raise RunError(f"the run cannot fit: rank {r} ({info['host']}, {info['device']}) has "
                           f"{info['available'] / GIB:.1f} GiB free and needs at least {need / GIB:.1f} GiB ({what}). "
                           "Choose a smaller model, --seq-len or --batch, more ranks with --sharding fsdp, or "
                           "--checkpoint-every 1")


def emit_facts(emitter, o, plan, params, embedding, sharding, layout, backend, compiled, ranks):
    s = plan.shape
    replaced = [k for k in SHAPE_KEYS if k in emitter.args]
    emitter.fact("train.model", f"{params} parameters (dim {s.dim}, layers {s.layers}, heads {s.heads}, kv_heads "
                 f"{s.kv_heads}, ffn_dim {s.ffn_dim}, vocab {s.vocab})",
                 f"preset {o['preset']}" + (f" with {', '.join(replaced)} replaced" if replaced else "") +
                 f"; Llama-style decoder (RMSNorm, rotary, grouped-query attention, SwiGLU, untied output); seq_len "
                 f"{o['seq_len']}, batch {o['batch']} per rank, checkpoint_every {o['checkpoint_every']}, "
                 "synthetic tokens")
    emitter.fact("train.flops_per_token", str(plan.flops_per_token),
                 f"torchtitan's count: 6 x {params - embedding} parameters outside the embedding + 12 x {s.layers} "
                 f"layers x {s.heads} heads x {s.head_dim} head_dim x {o['seq_len']} seq_len")
    emitter.fact("train.sharding", sharding.kind, sharding.detail)
    emitter.fact("train.world", str(layout.world),
                 f"{layout.world} rank(s) from {layout.source}" + (
                     f", rendezvous {layout.rendezvous} ({layout.rendezvous_from}), backend {backend}"
                     if layout.world > 1 else ""))
    how = ("FSDP mixed precision" if sharding.kind == "fsdp" else "autocast") if plan.bf16 else "fp32 throughout"
    emitter.fact("train.dtype", "bf16" if plan.bf16 else "fp32", how)
    emitter.fact("train.compile", compiled, "torch.compile of the whole model" if compiled == "on" else "eager")
    emitter.fact("train.devices", "; ".join(plan.devices), f"hosts: {', '.join(sorted(set(plan.hosts)))}")
    emitter.fact("train.peak", "no peak known" if plan.peak is None else f"{plan.peak[1]:g}",
                 "no BF16 peak in the probes' table for " + ", ".join(plan.devices) if plan.peak is None
                 else f"{plan.peak[0]} dense BF16 TFLOP/s (datasheet), per GPU")


def sync(device):
    if device.is_gpu:
        torch.cuda.synchronize(device.torch_device)


def gather_step(dt, loss, layout, gloo):
    """Every rank's (time, loss) of this step, on every rank."""
    if layout.world == 1:
        return [dt], [loss]
    dev = torch.device("cpu") if gloo else torch.device("cuda", torch.cuda.current_device())
    mine = torch.tensor([dt, loss], dtype=torch.float64, device=dev)
    out = [torch.empty_like(mine) for _ in range(layout.world)]
    dist.all_gather(out, mine)
    pairs = [t.tolist() for t in out]
    return [p[0] for p in pairs], [p[1] for p in pairs]


def emit_step(emitter, step, plan, world, total):
    r = rates(step.time_s, plan.tokens_per_rank_step, world, plan.flops_per_token,
              plan.peak[1] if plan.peak else None)
    extra = step_extra(step)
    for metric, unit, attr in METRICS:
        v = getattr(r, attr)
        if v is None:
            continue  # MFU without a peak: a null figure is no sample; the train.mfu check says why
        emitter.sample(metric, v, unit, v, v, v, 1, dict(extra, **peak_extra(metric, plan.peak)))
    emitter.progress(step.index, total, f"step {step.index}" + (" (warmup)" if step.warmup else ""))


def emit_summary(emitter, timed, plan, world, warmup, elapsed_s):
    all_rates = [rates(s.time_s, plan.tokens_per_rank_step, world, plan.flops_per_token,
                       plan.peak[1] if plan.peak else None) for s in timed]
    means = rank_means(timed)
    tokens = plan.tokens_per_rank_step * world * len(timed)
    base = {"summary": True, "steps": len(timed), "warmup_steps": warmup, "ranks": world,
            "slowest_rank": means.worst_rank, "spread": max(means.means_ms) / min(means.means_ms),
            "tokens": tokens, "elapsed_s": elapsed_s, "wall_tokens_per_s": tokens / elapsed_s}
    for metric, unit, attr in METRICS:
        if any(getattr(r, attr) is None for r in all_rates):
            continue
        med, lo, hi = summary([getattr(r, attr) for r in all_rates])
        emitter.sample(metric, med, unit, med, lo, hi, len(timed), dict(base, **peak_extra(metric, plan.peak)))
    return all_rates


def emit_checks(emitter, steps, timed, all_rates, plan):
    bad = [(s.index, r, x) for s in steps for r, x in enumerate(s.rank_loss) if not _finite(x)]
    if bad:
        i, r, x = bad[0]
        emitter.check("train.loss_finite", "fail", f"the loss was not finite ({x}) at step {i} on rank {r}, and "
                      f"at {len(bad)} (step, rank) pairs in all", {"first_step": i, "first_rank": r, "count": len(bad)})
    else:
        emitter.check("train.loss_finite", "pass", f"every rank's loss was finite in all {len(steps)} steps "
                      f"(first {steps[0].loss:.4f}, last {steps[-1].loss:.4f})")
    status, detail, evidence = straggler_check(timed, plan.hosts)
    emitter.check("train.straggler", status, detail, evidence)
    if plan.peak is None:
        emitter.check("train.mfu", "waived", "no peak known", {"devices": plan.devices})
        return not bad
    med, _, _ = summary([r.mfu for r in all_rates])
    tfl, _, _ = summary([r.tflops for r in all_rates])
    emitter.check("train.mfu", "pass", f"MFU {med:.1f} % of the {plan.peak[0]}'s {plan.peak[1]:g} TFLOP/s dense BF16 "
                  "(judged against baselines by the workbench, not here)",
                  {"mfu": med, "tflops": tfl, "peak_tflops": plan.peak[1], "peak_model": plan.peak[0]})
    return not bad


def _finite(x):
    return x == x and abs(x) != float("inf")


def step_limit(o, index, slowest_s):
    """The watchdog's limit for a step: the first carries lazy set-up (communicators, kernels, compilation)."""
    if index == 1:
        return 2 * o["timeout"] + (1800 if o["compile"] else 60)
    return o["timeout"] + 5 + 10 * slowest_s


@dataclass
class Trainer:
    """What one training step needs."""
    model: object
    opt: object
    amp: object  # a context manager factory: bf16 autocast, or nothing
    gen: object  # this rank's token generator
    device: Device
    shape: tm.Shape
    batch: int
    seq_len: int

    def step(self, hooks, i):
        """One step, timed from its start to its end on the device: (seconds, loss)."""
        t0 = time.perf_counter()
        while hooks.hang == i:
            time.sleep(3600)
        if hooks.hang_gil == i:
            import ctypes
            ctypes.PyDLL(None).sleep(3600)  # PyDLL keeps the GIL across the call
        tokens = torch.randint(self.shape.vocab, (self.batch, self.seq_len + 1), device=self.device.torch_device,
                               generator=self.gen)
        self.opt.zero_grad(set_to_none=True)
        with self.amp():
            loss = tm.loss_of(self.model(tokens[:, :-1]), tokens[:, 1:])
        if hooks.nan == i:
            loss = loss * float("nan")
        loss.backward()
        self.opt.step()
        if hooks.slow:
            time.sleep(hooks.slow)
        sync(self.device)
        return time.perf_counter() - t0, float(loss.detach())


def set_up(o, layout, emitter, device, backend, phase):
    """The ranks' facts, the memory check, the model as sharded and compiled, the optimizer: (Trainer, Plan)."""
    bf16 = (o["dtype"] or "bf16") == "bf16"
    ranks = gather_ranks(device, layout)
    shape = shape_of(o)
    sharding = choose_sharding(o, layout)
    check_memory(o, shape, sharding.kind, layout, ranks, bf16)
    phase[0] = "building the model"
    torch.manual_seed(o["seed"])
    model = tm.Transformer(shape, o["seq_len"], device=device.torch_device, checkpoint_every=o["checkpoint_every"])
    params, embedding = sum(p.numel() for p in model.parameters()), tm.embedding_params(model)
    model = wrap(model, sharding, device, bf16)
    if sharding.fell_back:
        emitter.log("warn", sharding.detail)
    model, compiled = maybe_compile(model, o, emitter)
    opt = tm.make_optimizer(model.parameters())
    autocast = bf16 and sharding.kind != "fsdp"  # FSDP's mixed precision casts by itself
    amp = (lambda: torch.autocast(device.torch_device.type, dtype=torch.bfloat16)) if autocast else nullcontext
    gen = torch.Generator(device=device.torch_device)
    gen.manual_seed((o["seed"] + 7919 * (layout.rank + 1)) % (1 << 63))  # each rank its own tokens
    plan = Plan(shape, o["batch"] * o["seq_len"], tm.flops_per_token(shape, o["seq_len"], params - embedding),
                peak_of(ranks), [r["host"] for r in ranks], sorted({r["device"] for r in ranks}), bf16)
    emit_facts(emitter, o, plan, params, embedding, sharding, layout, backend, compiled, ranks)
    model.train()
    return Trainer(model, opt, amp, gen, device, shape, o["batch"], o["seq_len"]), plan


def run_steps(o, layout, emitter, env, trainer, plan, watchdog, phase, gloo):
    """Warm-up and timed steps, each reported as it ends: (steps, rank 0's wall seconds of the timed ones)."""
    hooks = Hooks.from_env(env, layout.rank)
    total, steps, slowest, timed_start = o["warmup"] + o["steps"], [], 0.0, None
    for i in range(1, total + 1):
        phase[0] = f"step {i}"
        hooks.before_step(i)
        if i == o["warmup"] + 1:
            timed_start = time.perf_counter()
        watchdog.arm(f"step {i}", step_limit(o, i, slowest))
        dt, loss = trainer.step(hooks, i)
        rank_s, rank_loss = gather_step(dt, loss, layout, gloo)
        watchdog.disarm()
        step = Step(i, i <= o["warmup"], rank_s, rank_loss)
        slowest = max(slowest, step.time_s)
        steps.append(step)
        emit_step(emitter, step, plan, layout.world, total)
    return steps, time.perf_counter() - timed_start


def train(o, layout, emitter, env, device, watchdog, phase):
    backend = o["backend"] if o["backend"] != "auto" else ("nccl" if device.is_gpu else "gloo")
    if o["threads"]:
        torch.set_num_threads(o["threads"])
    phase[0] = "forming the process group"
    init_group(o, layout, backend, watchdog)
    phase[0] = "setting up"
    # Set-up has collectives too (the ranks' facts, DDP's first broadcast, FSDP's sharding): bounded as well.
    watchdog.arm("setting up", 2 * o["timeout"] + 600)
    trainer, plan = set_up(o, layout, emitter, device, backend, phase)
    watchdog.disarm()
    steps, elapsed = run_steps(o, layout, emitter, env, trainer, plan, watchdog, phase, backend == "gloo")
    phase[0] = "the summary"
    timed = [s for s in steps if not s.warmup]
    all_rates = emit_summary(emitter, timed, plan, layout.world, o["warmup"], elapsed)
    finite = emit_checks(emitter, steps, timed, all_rates, plan)
    # No destroy_process_group(): torch 1.13's gloo group can deadlock in its destructor (tb-train's leave()). The
    # last all_gather was the last collective; every rank leaves on its own from here.
    return OK if finite else FAILED


def run(o, layout, emitter, env):
    """The whole run after PyTorch loaded; returns the exit code (every rank the same for the same outcome)."""
    watchdog = Watchdog(emitter)
    try:
        device = pick_device(o, layout)
    except RunError as e:
        hello(emitter, None)
        return emitter.fatal(e.code, e.message)
    hello(emitter, device)
    phase = ["starting"]
    try:
        code = train(o, layout, emitter, env, device, watchdog, phase)
    except RunError as e:
        return fail(emitter, layout, e.code, e.message)
    except Exception as e:  # noqa: BLE001 - whatever torch raises ends the run with its words, never a traceback
        return fail(emitter, layout, RUNTIME, *describe(e, phase[0], device, layout))
    finally:
        watchdog.disarm()
    return emitter.end(code)
