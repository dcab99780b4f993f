#!/usr/bin/env python3
"""The table of gpu-check.sh: every probe's exit code and data check, each figure beside its reference, the run's
date, driver, commit and library versions. Writes OUT/table.md and OUT/summary.json and prints the table.

usage: gpu_table.py --work DIR --out DIR [--final]
  DIR (work): runs.tsv (probe, exit code, seconds, time limit, note), env.tsv (key, value), <probe>.jsonl
  OUT: reference.json (gpu_reference.py's answer), where the table goes

Exit 0: every target met and nothing failed; 1: a target missed, a data check failed, a probe failed or timed
out, a probe could not run, or a comparison was unfair (probe more than 5% above its reference); 2: nothing
failed, but a target could not be judged (no reference).
"""
import argparse
import json
import os
import sys

COPY_SIZE = 256 << 20
# metric -> (target ratio to the reference or None, unit)
ROWS = {
    "h2d.bw": (0.95, "GB/s"),
    "d2h.bw": (None, "GB/s"),
    "d2d.bw": (0.95, "GB/s"),
    "gemm.bf16.tflops": (0.95, "TFLOP/s"),
    "gemm.fp8.tflops": (None, "TFLOP/s"),
}
FAULT_ABOVE = 1.05
PROBES = ("tb-node", "tb-membw", "tb-gemm", "tb-coll")


def read_tsv(path):
    rows = []
    try:
        for line in open(path):
            if line.strip():
                rows.append(line.rstrip("\n").split("\t"))
    except OSError:
        pass
    return rows


def read_jsonl(path, keep=lambda o: o.get("tb") == 1):
    """The JSON objects of a file that `keep` takes (a probe's protocol lines by default); anything else (a line cut
    by a timeout, a library's chatter, train_bench.py's rounds) is skipped."""
    out = []
    try:
        for line in open(path, errors="replace"):
            try:
                o = json.loads(line)
            except ValueError:
                continue
            if isinstance(o, dict) and keep(o):
                out.append(o)
    except OSError:
        pass
    return out


def fmt(v, unit=""):
    if v is None:
        return "n/a"
    return f"{v:.1f} {unit}".strip() if abs(v) >= 10 else f"{v:.3g} {unit}".strip()


class Probe:
    def __init__(self, name, work, run):
        self.name = name
        self.lines = read_jsonl(os.path.join(work, name + ".jsonl"))
        self.rc = run[1] if run else None  # "skipped" or an exit code
        self.seconds = run[2] if run else ""
        self.limit = run[3] if run else ""
        self.note = run[4] if run and len(run) > 4 else ""
        self.hello = next((o for o in self.lines if o.get("type") == "hello"), {})
        self.end = next((o for o in reversed(self.lines) if o.get("type") == "end"), None)
        self.samples = [o for o in self.lines if o.get("type") == "sample"]
        self.checks = [o for o in self.lines if o.get("type") == "check"]
        self.errors = [o.get("message", "") for o in self.lines if o.get("type") == "log" and o.get("level") == "error"]

    def ran(self):
        return self.rc not in (None, "skipped")

    def wrong(self):
        checked = [s for s in self.samples if isinstance(s.get("extra", {}).get("wrong"), (int, float))]
        bad = [s for s in checked if s["extra"]["wrong"] > 0]
        smoke = [c for c in self.checks if c.get("id", "").endswith(".smoke")]
        bad_smoke = [c for c in smoke if c.get("status") == "fail"]
        return checked, bad, smoke, bad_smoke

    def status(self):
        """(word for the table, is a failure)."""
        if self.rc is None:
            return "not run", False
        if self.rc == "skipped":
            return "skipped: " + (self.note or "out of time"), True
        rc = int(self.rc)
        if rc in (124, 137):
            return f"TIMED OUT after {self.limit} s", True
        _, bad, _, bad_smoke = self.wrong()
        if rc == 4 or bad or bad_smoke:
            return "DATA CHECK FAILED", True
        if self.end is None:
            return f"no `end` line (exit {rc}: crashed or killed)", True
        if rc == 0:
            return "ok", False
        if rc == 1 and self.name == "tb-node":
            return "ok, some node checks failed (below)", False
        if rc == 2:
            why = next((c.get("detail") for c in self.checks if c.get("status") == "unknown"), None)
            return "unsupported: " + (why or (self.errors[0] if self.errors else "see gpu-check.log")), True
        return f"FAILED ({self.end.get('status')})" + (": " + self.errors[0] if self.errors else ""), True


TRAIN_METRIC = "train.tokens_per_s (tb-train / plain PyTorch loop)"


def train_comparison(work, run, final):
    """The row of tb-train against the same model in a plain PyTorch loop (train_bench.py --json, its last line):
    (row, failed). No row where the step was never meant to run (no python3 or no bench)."""
    row = {"metric": TRAIN_METRIC, "probe": None, "reference": None, "ratio": None, "target": "0.95-1.05",
           "result": ""}
    if run is None:
        if not final:
            row["result"] = "runs after this table"
            return row, False
        return None, False
    results = read_jsonl(os.path.join(work, "train.jsonl"), keep=lambda o: bool(o.get("plain_tokens_per_s")))
    result = results[-1] if results else None
    rc = run[1]
    if rc == "skipped":
        row["result"] = "not run: out of time"
        return row, False
    if result is None:
        why = "timed out" if rc in ("124", "137") else f"exit {rc}"
        row["result"] = f"FAIL: no comparison ({why}; see gpu-check.log)"
        return row, True
    row.update(probe=result.get("tb_train_tokens_per_s"), reference=result.get("plain_tokens_per_s"),
               ratio=result.get("ratio"))
    ratio = row["ratio"] or 0
    fault = result.get("fault_above") or FAULT_ABOVE
    if ratio > fault:
        row["result"] = f"FAULT: more than {fault:.2f} x the plain loop: the comparison is unfair"
        return row, True
    if ratio < result.get("target", 0.95) or (result.get("wall_ratio") or 0) < result.get("target", 0.95):
        row["result"] = f"FAIL (wall clock {result.get('wall_ratio') or 0:.3f})"
        return row, True
    row["result"] = f"pass (wall clock {result.get('wall_ratio'):.3f}, {result.get('rounds')} rounds)"
    return row, False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--work", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--final", action="store_true")
    a = ap.parse_args()
    env = {r[0]: r[1] if len(r) > 1 else "" for r in read_tsv(os.path.join(a.work, "env.tsv"))}
    runs = {r[0]: r for r in read_tsv(os.path.join(a.work, "runs.tsv"))}
    probes = {n: Probe(n, a.work, runs.get(n)) for n in PROBES}
    try:
        ref = json.load(open(os.path.join(a.out, "reference.json")))
    except (OSError, ValueError):
        timed_out = runs.get("reference", [None, ""])[1] in ("124", "137")
        ref = {"reference": "none",
               "why": "the reference timed out" if timed_out else "the reference wrote no result (see gpu-check.log)"}
    ref_name = ref.get("reference", "none")
    t = []
    t.append(f"# GPU check, {env.get('date', '?')}\n")
    libs = {}
    for p in probes.values():
        libs.update(p.hello.get("libs", {}))
    devices = probes["tb-membw"].hello.get("devices") or probes["tb-gemm"].hello.get("devices") or []
    t.append("| | |\n|---|---|")
    for k, v in (
        ("host", env.get("host", "?")),
        ("GPU", env.get("gpu") or (devices[0].get("name") if devices else "?")),
        ("driver", env.get("driver") or libs.get("driver", "?")),
        ("probe commit", env.get("commit", "unknown")),
        ("probe binaries", env.get("binaries", "?")),
        ("CUDA runtime (probes)", libs.get("cuda_runtime", libs.get("hip_runtime", "?"))),
        ("NCCL (tb-coll)", libs.get("nccl", libs.get("rccl", "not loaded"))),
        ("BLAS (tb-gemm)", libs.get("blas", "not loaded")),
        ("reference", {"torch": f"PyTorch {ref.get('torch')} (CUDA {ref.get('cuda')})",
                       "cupy": f"CuPy {ref.get('cupy')} (copies only)"}.get(ref_name, "none: " + ref.get("why", "?"))),
        ("reference cuBLASLt", ref.get("cublaslt") or "-"),
        ("reference host memory", ref.get("host_memory", "-")),
        ("time", f"{env.get('elapsed', '?')} s of a {env.get('budget', '?')} s budget"),
    ):
        t.append(f"| {k} | {str(v).replace('|', '/')} |")
    for note in [n for n in env.get("notes", "").split(" | ") if n] + ref.get("notes", []):
        t.append(f"\nnote: {note}")

    failures, unjudged = [], []
    t.append("\n## Probes\n")
    t.append("| probe | exit | result | data check | seconds |")
    t.append("|---|---|---|---|---|")
    for p in probes.values():
        word, bad = p.status()
        if p.name == "tb-coll" and p.rc is None and not a.final:
            word, bad = "runs after this table", False
        if bad:
            failures.append(f"{p.name}: {word}")
        checked, wrong, smoke, bad_smoke = p.wrong()
        if wrong or bad_smoke:
            dc = f"FAIL: {sum(s['extra']['wrong'] for s in wrong)} wrong in {len(wrong)} of {len(checked)} samples" + (
                f", {len(bad_smoke)} of {len(smoke)} smoke runs" if smoke else "")
        elif checked or smoke:
            dc = f"pass ({len(checked)} samples" + (f", {len(smoke)} smoke runs" if smoke else "") + ")"
        else:
            dc = "-"
        t.append(f"| {p.name} | {p.rc if p.rc is not None else '-'} | {word} | {dc} | {p.seconds or '-'} |")

    t.append(f"\n## Probe against reference ({ref_name}; copies {COPY_SIZE >> 20} MiB, same GPU)\n")
    t.append("| metric | probe | reference | probe/reference | target | result |")
    t.append("|---|---|---|---|---|---|")
    summary_rows = []
    for metric, (target, unit) in ROWS.items():
        src = probes["tb-gemm"] if metric.startswith("gemm") else probes["tb-membw"]
        sample = None
        for s in src.samples:
            x = s.get("extra", {})
            if s.get("metric") == metric and (metric.startswith("gemm") or (s.get("size") == COPY_SIZE and x.get("device", 0) == 0)):
                sample = s
        p_val = sample.get("value") if sample else None
        r_val = ref.get(metric)
        ratio = p_val / r_val if p_val and r_val else None
        waived = next((c for c in src.checks if c.get("id") == metric.rsplit(".", 1)[0] and c.get("status") == "waived"), None)
        if sample and (sample.get("extra", {}).get("wrong") or 0) > 0:
            result, bad = "FAIL: the probe's data check failed", True
        elif p_val is None:
            result, bad = ("waived: " + waived.get("detail", "")) if waived else "no probe figure", target is not None and not waived
        elif r_val is None:
            result, bad = "no reference", False
            if target is not None:
                unjudged.append(metric)
        elif ratio > FAULT_ABOVE:
            result, bad = f"FAULT: more than {FAULT_ABOVE:.2f} x the reference: the comparison is unfair", True
        elif target is None:
            result, bad = "-", False
        else:
            result, bad = ("pass", False) if ratio >= target else ("FAIL", True)
        if bad:
            failures.append(f"{metric}: {result}")
        t.append(f"| {metric} | {fmt(p_val, unit)} | {fmt(r_val, unit)} | {f'{ratio:.3f}' if ratio else 'n/a'} | "
                 f"{f'>= {target:.2f}' if target else '-'} | {result} |")
        summary_rows.append({"metric": metric, "probe": p_val, "reference": r_val, "ratio": ratio, "target": target,
                             "result": result})
        if sample and sample.get("extra", {}).get("ratio") is not None:
            t.append(f"| {metric} of peak | {sample['extra']['ratio']:.3f} of {sample['extra'].get('peak_model')} "
                     f"{fmt(sample['extra'].get('peak_tflops'), unit)} | | | | |")

    train_row, bad = train_comparison(a.work, runs.get("train"), a.final)
    if train_row:
        ratio_text = f"{train_row['ratio']:.3f}" if train_row["ratio"] else "n/a"
        t.append(f"| {train_row['metric']} | {fmt(train_row['probe'], 'tokens/s')} | "
                 f"{fmt(train_row['reference'], 'tokens/s')} | {ratio_text} | {train_row['target']} | "
                 f"{train_row['result']} |")
        summary_rows.append(train_row)
        if bad:
            failures.append(f"{train_row['metric']}: {train_row['result']}")
        elif train_row["ratio"] is None and train_row["result"] != "runs after this table":
            unjudged.append(train_row["metric"])

    coll = probes["tb-coll"]
    t.append("\n## Collectives (tb-coll; no reference: nccl-tests is not run here)\n")
    if not coll.ran():
        t.append("not run yet" if not a.final else "not run")
    else:
        waived = next((c for c in coll.checks if c.get("id") == "coll.bandwidth"), None)
        facts = {o.get("id"): o.get("value") for o in coll.lines if o.get("type") == "fact"}
        t.append(f"ranks {facts.get('coll.ranks', '?')}, transport {facts.get('coll.transport', '?')}\n")
        if waived:
            t.append(f"bandwidth {waived.get('status')}: {waived.get('detail')}\n")
            for c in coll.checks:
                if c.get("id", "").endswith(".smoke"):
                    t.append(f"- {c['id']}: {c['status']} ({c.get('detail')})")
        elif not coll.samples:
            t.append(f"no figures: {coll.status()[0]}")
        else:
            best = {}
            for s in coll.samples:
                if s.get("metric", "").endswith((".busbw", ".busbw.ip")):
                    if s["metric"] not in best or s["size"] > best[s["metric"]]["size"]:
                        best[s["metric"]] = s
            t.append("| metric | size | busbw | wrong |\n|---|---|---|---|")
            for m, s in sorted(best.items()):
                t.append(f"| {m} | {s['size'] >> 20} MiB | {fmt(s['value'], 'GB/s')} | {s['extra'].get('wrong')} |")

    notable = []
    for p in probes.values():
        for c in p.checks:
            if c.get("status") in ("fail", "unknown", "warn"):
                notable.append(f"| {p.name} | {c.get('id')} | {c.get('status')} | {str(c.get('detail', ''))[:160]} |")
        for e in p.errors[:3]:
            notable.append(f"| {p.name} | error | - | {e[:160]} |")
    if notable:
        t.append("\n## Checks that did not pass, and errors\n")
        t.append("| probe | check | status | detail |\n|---|---|---|---|")
        t.extend(notable)

    verdict = "FAIL" if failures else ("INCOMPLETE" if unjudged else "PASS")
    t.append(f"\n**{verdict}**" + (": " + "; ".join(failures) if failures else
                                    (": no reference for " + ", ".join(unjudged) if unjudged else "")))
    text = "\n".join(t) + "\n"
    open(os.path.join(a.out, "table.md"), "w").write(text)
    json.dump({"verdict": verdict, "failures": failures, "unjudged": unjudged, "rows": summary_rows, "env": env,
               "probes": {n: {"exit": p.rc, "result": p.status()[0], "seconds": p.seconds} for n, p in probes.items()},
               "reference": ref}, open(os.path.join(a.out, "summary.json"), "w"), indent=1)
    sys.stdout.write(text)
    sys.exit(1 if failures else 2 if unjudged else 0)


if __name__ == "__main__":
    main()
