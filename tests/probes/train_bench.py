#!/usr/bin/env python3
"""Benchmark: tb-train's tokens/s on the CPU against the same model trained by a plain PyTorch loop, in the same run
(probes/PROTOCOL.md, "tb-train"). The wrapper (protocol, timing, guards) must not cost throughput: tb-train's
summary figure must reach 0.95 of the plain loop's, and so must its wall-clock rate over the timed steps (which
counts what tb-train does between steps too).

usage: train_bench.py [--probe PATH] [--python PY] [--rounds N] [--max-rounds N] [--budget S] [--steps N] [--threads N]
                      [--device cpu|gpu] [--json]
Both sides: the model class of probes/train/tbtrain_model.py at the same shape, seed, batch and sequence length,
torch.optim.AdamW with the same settings, bf16 autocast, one process, the same number of threads. The rounds
alternate which side runs first. A run's figure is the median over its timed steps; a side's is its best run: on a
shared machine other work only ever slows a run down, so the best run is the one nearest the code's own speed, and
a wrapper that cost throughput would lose in every run, the best included. After --rounds rounds, more follow
(up to --max-rounds, while --budget seconds last) only as long as the ratio is short of the target: more rounds can
only bring each side nearer its own speed. The medians over the rounds are printed too.
--device gpu (probes/gpu-check.sh): both sides on GPU 0 with a larger model (GPU_SHAPE), where the figure is also held
under 1.05 of the plain loop's (above it, the comparison is unfair). --json: a last line with both sides' figures and
the ratios, for gpu-check's table.
Exit 0 when the ratio holds; 1 otherwise; 77 where no Python here has torch (outside CI).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))

# Big enough that a step takes well over 50 ms on one core of this kind of machine, small enough for a short run.
SHAPE = {"dim": 256, "layers": 4, "heads": 8, "kv_heads": 4, "ffn_dim": 768, "vocab": 4096}
SEQ_LEN, BATCH, SEED, WARMUP = 128, 2, 0, 3
# On a GPU a model this small is all kernel launches: one that keeps an H100 busy for tens of milliseconds a step.
GPU_SHAPE = {"dim": 1024, "layers": 8, "heads": 16, "kv_heads": 8, "ffn_dim": 2816, "vocab": 32000}
GPU_SEQ_LEN, GPU_BATCH = 1024, 8
TARGET = 0.95
FAULT_ABOVE = 1.05  # a GPU figure this far over the plain loop's means the two did not run the same work


def sizes(device):
    """(shape, sequence length, batch) of the benchmark's model on this device."""
    return (GPU_SHAPE, GPU_SEQ_LEN, GPU_BATCH) if device == "gpu" else (SHAPE, SEQ_LEN, BATCH)


def plain_loop(probe_dir, steps, threads, device="cpu"):
    """The reference: a training loop as anyone would write it. Runs in its own process (--plain) so both sides
    start alike; prints its figures as one JSON object."""
    import torch
    import torch.nn.functional as F
    sys.path.insert(0, probe_dir)
    import tbtrain_model as tm

    torch.set_num_threads(threads)
    torch.manual_seed(SEED)
    dims, seq_len, batch = sizes(device)
    dev = torch.device("cuda:0" if device == "gpu" else "cpu")
    shape = tm.Shape(**dims)
    model = tm.Transformer(shape, seq_len).to(dev)
    opt = torch.optim.AdamW(model.parameters(), **tm.ADAMW)
    gen = torch.Generator(device=dev).manual_seed(SEED + 7919)
    model.train()
    times, start = [], None
    for i in range(WARMUP + steps):
        if i == WARMUP:
            start = time.perf_counter()
        t0 = time.perf_counter()
        tokens = torch.randint(shape.vocab, (batch, seq_len + 1), generator=gen, device=dev)
        opt.zero_grad(set_to_none=True)
        with torch.autocast(dev.type, dtype=torch.bfloat16):
            logits = model(tokens[:, :-1])
            loss = F.cross_entropy(logits.flatten(0, 1).float(), tokens[:, 1:].flatten())
        loss.backward()
        opt.step()
        loss.item()
        times.append(time.perf_counter() - t0)
    elapsed = time.perf_counter() - start
    timed = times[WARMUP:]
    tokens_per_step = batch * seq_len
    print(json.dumps({"tokens_per_s": statistics.median(tokens_per_step / t for t in timed),
                      "wall_tokens_per_s": tokens_per_step * steps / elapsed,
                      "step_ms": 1e3 * statistics.median(timed)}))


def run_plain(python, probe_dir, steps, threads, device):
    p = subprocess.run([python, os.path.realpath(__file__), "--plain", "--probe-dir", probe_dir, "--steps",
                        str(steps), "--threads", str(threads), "--device", device], capture_output=True, text=True,
                       timeout=300)
    if p.returncode != 0:
        raise RuntimeError(f"the plain loop failed: {p.stderr[-800:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def run_probe(python, probe, steps, threads, device):
    from train_test import clean_env, protocol, summary_samples
    dims, seq_len, batch = sizes(device)
    args = ["--preset", "tiny", "--seq-len", str(seq_len), "--batch", str(batch), "--steps", str(steps),
            "--warmup", str(WARMUP), "--seed", str(SEED), "--threads", str(threads), "--dtype", "bf16",
            "--device", device]
    for k, v in dims.items():
        args += ["--" + k.replace("_", "-"), str(v)]
    p = subprocess.run([python, probe] + args, capture_output=True, text=True, timeout=300, env=clean_env())
    ls = protocol(p.stdout)
    if p.returncode != 0 or not ls or ls[-1].get("exit_code") != 0:
        raise RuntimeError(f"tb-train failed (exit {p.returncode}): {p.stdout[-800:]} {p.stderr[-800:]}")
    s = summary_samples(ls)
    tok = s["train.tokens_per_s"]
    return {"tokens_per_s": tok["median"], "wall_tokens_per_s": tok["extra"]["wall_tokens_per_s"],
            "step_ms": s["train.step_time"]["median"]}


def best(runs, key):
    return max(x[key] for x in runs)


def med(runs, key):
    return statistics.median(x[key] for x in runs)


def passes(probe_runs, plain_runs):
    """Both figures, the steps' median and the wall clock's, at TARGET of the plain loop's or more."""
    return all(best(probe_runs, k) >= TARGET * best(plain_runs, k) for k in ("tokens_per_s", "wall_tokens_per_s"))


def fair(probe_runs, plain_runs):
    """No figure far above the plain loop's: the same work on the same device cannot run faster than that."""
    return all(best(probe_runs, k) <= FAULT_ABOVE * best(plain_runs, k) for k in ("tokens_per_s", "wall_tokens_per_s"))


def main():
    here = os.path.dirname(os.path.realpath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser()
    ap.add_argument("--probe", default=os.path.join(repo, "probes", "train", "tb-train"))
    ap.add_argument("--python")
    ap.add_argument("--rounds", type=int, default=4, help="rounds always run (4)")
    ap.add_argument("--max-rounds", type=int, default=10, help="rounds at most (10)")
    ap.add_argument("--budget", type=float, default=100, help="seconds after which no round starts (100)")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--device", choices=("cpu", "gpu"), default="cpu")
    ap.add_argument("--json", action="store_true", help="a last line of JSON with the figures")
    ap.add_argument("--plain", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--probe-dir", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.plain:
        plain_loop(a.probe_dir, a.steps, a.threads, a.device)
        return 0

    from train_test import find_python
    python = find_python(a.python)
    probe_dir = os.path.dirname(os.path.realpath(a.probe))
    probe_runs, plain_runs = [], []
    start = time.monotonic()
    for r in range(a.max_rounds):
        if r >= a.rounds and (passes(probe_runs, plain_runs) or time.monotonic() - start > a.budget):
            break
        # Alternate who goes first, so a machine that warms up or slows down over the run favours neither.
        order = ("plain", "probe") if r % 2 == 0 else ("probe", "plain")
        for side in order:
            if side == "plain":
                plain_runs.append(run_plain(python, probe_dir, a.steps, a.threads, a.device))
            else:
                probe_runs.append(run_probe(python, a.probe, a.steps, a.threads, a.device))
        print(f"round {r + 1}: tb-train {probe_runs[-1]['tokens_per_s']:.0f} tokens/s "
              f"(wall {probe_runs[-1]['wall_tokens_per_s']:.0f}, step {probe_runs[-1]['step_ms']:.1f} ms), "
              f"plain loop {plain_runs[-1]['tokens_per_s']:.0f} tokens/s "
              f"(wall {plain_runs[-1]['wall_tokens_per_s']:.0f}, step {plain_runs[-1]['step_ms']:.1f} ms)",
              flush=True)

    probe_tok, plain_tok = best(probe_runs, "tokens_per_s"), best(plain_runs, "tokens_per_s")
    probe_wall, plain_wall = best(probe_runs, "wall_tokens_per_s"), best(plain_runs, "wall_tokens_per_s")
    ratio, wall_ratio = probe_tok / plain_tok, probe_wall / plain_wall
    print(f"tb-train {probe_tok:.0f} tokens/s, plain loop {plain_tok:.0f} tokens/s, ratio {ratio:.3f} "
          f"(target >= {TARGET})")
    print(f"wall clock over the timed steps: tb-train {probe_wall:.0f} tokens/s, plain loop {plain_wall:.0f} "
          f"tokens/s, ratio {wall_ratio:.3f} (target >= {TARGET})")
    print(f"medians over the rounds (not judged): tb-train {med(probe_runs, 'tokens_per_s'):.0f}, plain loop "
          f"{med(plain_runs, 'tokens_per_s'):.0f} tokens/s, ratio "
          f"{med(probe_runs, 'tokens_per_s') / med(plain_runs, 'tokens_per_s'):.3f}")
    dims, seq_len, batch = sizes(a.device)
    print(f"model: {dims}, seq_len {seq_len}, batch {batch}, bf16 on the {a.device}, {a.threads} thread(s), "
          f"{a.steps} timed steps after {WARMUP}, {len(plain_runs)} rounds; plain step "
          f"{med(plain_runs, 'step_ms'):.1f} ms (median)")
    ok = passes(probe_runs, plain_runs)
    unfair = a.device == "gpu" and not fair(probe_runs, plain_runs)
    if not ok:
        print(f"FAIL: tb-train below {TARGET} of the plain loop", file=sys.stderr)
    if unfair:
        print(f"FAIL: tb-train above {FAULT_ABOVE} of the plain loop: the two did not run the same work",
              file=sys.stderr)
    if a.json:
        print(json.dumps({"device": a.device, "model": dims, "seq_len": seq_len, "batch": batch, "steps": a.steps,
                          "rounds": len(plain_runs), "tb_train_tokens_per_s": probe_tok,
                          "plain_tokens_per_s": plain_tok, "ratio": ratio, "wall_ratio": wall_ratio,
                          "target": TARGET, "fault_above": FAULT_ABOVE if a.device == "gpu" else None}))
    return 0 if ok and not unfair else 1


if __name__ == "__main__":
    sys.exit(main())
