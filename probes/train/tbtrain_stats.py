"""tb-train's arithmetic, apart from torch so tests can check it: the figures of one step, the summary over the
timed steps, the straggler verdict and a lower bound of the memory a run needs."""
import math
import statistics
from dataclasses import dataclass

STRAGGLER_MARGIN = 0.10  # a rank whose mean step time is more than 10 % over the median rank's is named
GIB = 1 << 30


@dataclass
class Step:
    """One step as rank 0 sees it after gathering every rank's time and loss."""
    index: int
    warmup: bool
    rank_s: list  # each rank's step time, seconds
    rank_loss: list

    @property
    def slowest_rank(self):
        return max(range(len(self.rank_s)), key=lambda r: self.rank_s[r])

    @property
    def time_s(self):
        """The job's step time: the slowest rank's (every rank waits for it at the next step)."""
        return max(self.rank_s)

    @property
    def loss(self):
        finite = all(math.isfinite(x) for x in self.rank_loss)
        return sum(self.rank_loss) / len(self.rank_loss) if finite else float("nan")


@dataclass
class Rates:
    tokens_per_s: float
    tokens_per_s_per_gpu: float
    tflops: float
    mfu: object  # percent, None without a peak
    step_ms: float


def rates(step_s, tokens_per_rank_step, world, flops_per_token, peak_tflops):
    """The figures of a step that took `step_s` seconds for the whole job."""
    tokens_per_s = tokens_per_rank_step * world / step_s
    per_gpu = tokens_per_s / world
    tflops = flops_per_token * per_gpu / 1e12
    mfu = 100.0 * tflops / peak_tflops if peak_tflops else None
    return Rates(tokens_per_s, per_gpu, tflops, mfu, step_s * 1e3)


# (metric, unit, Rates attribute): the samples of every step and of the summary.
METRICS = (("train.tokens_per_s", "tokens/s", "tokens_per_s"),
           ("train.tokens_per_s_per_gpu", "tokens/s", "tokens_per_s_per_gpu"),
           ("train.tflops", "TFLOP/s", "tflops"),
           ("train.mfu", "%", "mfu"),
           ("train.step_time", "ms", "step_ms"))


def step_extra(step):
    fastest = min(step.rank_s)
    return {"summary": False, "step": step.index, "warmup": step.warmup, "loss": step.loss,
            "ranks": len(step.rank_s), "rank_min_ms": fastest * 1e3, "rank_max_ms": step.time_s * 1e3,
            "slowest_rank": step.slowest_rank, "spread": step.time_s / fastest if fastest > 0 else None}


def peak_extra(metric, peak):
    """The MFU sample says which peak it divides by, or that there is none."""
    if metric != "train.mfu":
        return {}
    if peak is None:
        return {}  # not reached: without a peak there is no MFU sample
    return {"peak": peak[1], "peak_model": peak[0], "peak_dtype": "bf16"}


@dataclass
class RankMeans:
    means_ms: list
    median_ms: float
    worst_rank: int

    @property
    def excess(self):
        """How far the slowest rank's mean is over the median rank's (0.24 = 24 %)."""
        return self.means_ms[self.worst_rank] / self.median_ms - 1.0 if self.median_ms > 0 else 0.0


def rank_means(timed):
    """Each rank's mean step time over the timed steps."""
    world = len(timed[0].rank_s)
    means = [1e3 * sum(s.rank_s[r] for s in timed) / len(timed) for r in range(world)]
    worst = max(range(world), key=lambda r: means[r])
    return RankMeans(means, statistics.median(means), worst)


def straggler_check(timed, hosts):
    """(status, detail, evidence) of train.straggler."""
    world = len(timed[0].rank_s)
    if world == 1:
        return "waived", "one rank: no other rank to compare with", None
    m = rank_means(timed)
    evidence = {"rank_mean_ms": [round(x, 3) for x in m.means_ms[:4096]], "median_ms": m.median_ms,
                "slowest_rank": m.worst_rank, "excess": m.excess, "margin": STRAGGLER_MARGIN}
    where = f" ({hosts[m.worst_rank]})" if hosts and hosts[m.worst_rank] else ""
    said = (f"rank {m.worst_rank}{where} took {m.means_ms[m.worst_rank]:.1f} ms per step on average, "
            f"{100 * m.excess:.0f} % over the median rank's {m.median_ms:.1f} ms")
    if m.excess > STRAGGLER_MARGIN:
        return "warn", "straggler: " + said, evidence
    return "pass", f"no straggler: the slowest, {said}", evidence


def summary(values):
    """(median, min, max) of the finite values, or Nones."""
    finite = [v for v in values if v is not None and math.isfinite(v)]
    if not finite:
        return None, None, None
    return statistics.median(finite), min(finite), max(finite)


def memory_need(params, shape, seq_len, batch, shards, checkpoint_every, bytes_per_act, manual_attention):
    """A lower bound of the bytes one rank needs, (total, what it is made of): the fp32 model built whole before
    it is sharded, or its training state (weights, gradients and AdamW's two moments, 16 bytes a parameter, split
    over the shards) plus half of Megatron's activation estimate (34 * seq * batch * dim bytes a layer at 16 bits,
    more with attention scores kept whole) and the logits. Only a run that surely cannot fit is refused."""
    build = 4 * params
    state = 16 * params // shards
    tokens = seq_len * batch
    per_layer = tokens * shape.dim * 17 * bytes_per_act
    if manual_attention:
        per_layer += 5 * shape.heads * seq_len * tokens * bytes_per_act // 2
    kept = shape.layers if not checkpoint_every else shape.layers - len(range(0, shape.layers, checkpoint_every))
    layers = kept * per_layer + (shape.layers - kept) * tokens * shape.dim * bytes_per_act
    logits = tokens * shape.vocab * (bytes_per_act + 8)
    act = layers // 2 + logits
    total = max(build, state + act)
    what = (f"{state / GIB:.1f} GiB of weights, gradients and optimizer state, {act / GIB:.1f} GiB of activations "
            f"at least, {build / GIB:.1f} GiB to build the model")
    return total, what
