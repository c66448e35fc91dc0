#!/usr/bin/env python3
"""First backward of the real-model zoo under cajit's tiers, against
compiled autograd without a compiler (CA + FX), each in a fresh process.

For every model of tests/py/real_models.py (transformers' GPT-2, LLaMA,
Qwen2, BERT, ViT, ResNet and the hand-written RoPE decoder, Swin window
attention and BiLSTM tagger), or the bench models (bench/py/models.py,
``--bench tiny`` or ``--models mlp/medium,gru/tiny``), in this order,
interleaved so that load drifts hit every column alike:

  ca_fx        compiled autograd, the graph as it is (torch's capture: the floor)
  cajit cold   cajit with an empty cache directory (tiered, the default)
  cajit warm   again with the cache the cold run filled
  untiered     cajit cold with CAJIT_TIERED=0 (the compile before the call)
  thread       (--retrace-thread) cajit cold with the re-trace in the
               compile thread, not a forked child (CAJIT_RETRACE_PROCESS=0)

and prints, per model, each first backward, cajit's ratios to CA + FX,
cajit's own work on the first backward's path (what a call reads before
running the quick tier; the rest of the difference is how much torch's
capture varies between processes),
how many backwards ran on the quick tier before native code and how long
after the first backward that was, and the quick tier's backward while
cajit compiles beside it against CA + FX's with nothing beside it (what
the background compile costs the training thread).

    python3 bench/tiers.py [--models gpt2,llama] [--repeat 3] [--json out.json]
    python3 bench/tiers.py --bench medium --first-only --no-untiered --repeat 5
    python3 bench/tiers.py --first-only --no-untiered --repeat 9   (the first backward alone:
        each repeat's CA + FX, cold and warm processes back to back, median of the paired ratios)

A benchmark, not a test: run it on a quiet machine (median of --repeat).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_CHILD = r"""
import json, os, statistics, sys, time
sys.path.insert(0, os.path.join({root!r}, "python"))
sys.path.insert(0, os.path.join({root!r}, "tests", "py"))
import torch
from torch._dynamo import compiled_autograd
import cajit
torch.set_num_threads({threads})
name = {model!r}
if "/" in name:  # a bench model, NAME/SIZE (bench/py/models.py)
    sys.path.insert(0, os.path.join({root!r}, "bench", "py"))
    import models as bench_models
    model, inputs = bench_models.build(*name.split("/"))
    loss_of = lambda m, x: bench_models.loss_of(m, x)
else:  # a real model of the test zoo (tests/py/real_models.py)
    from real_models import SPECS
    spec = SPECS[name]
    torch.manual_seed(0)
    model = spec.build()
    inputs = spec.inputs(spec.shapes[0])
    loss_of = spec.loss
fx = {backend!r} == "ca_fx"
# cajit's own work on the first backward's path: what a call reads before
# running the quick tier (cache key, cached text, input snapshot).
own = [0.0]
job = cajit.compiled_graph.CompiledGraph._job
def timed_job(*a, **k):
    t = time.perf_counter()
    try:
        return job(*a, **k)
    finally:
        own[0] += time.perf_counter() - t
cajit.compiled_graph.CompiledGraph._job = timed_job
out = {{}}
with (compiled_autograd._enable(lambda gm: gm) if fx else cajit.enable()):  # each as its users turn it on
    loss = loss_of(model, inputs)
    t0 = time.perf_counter()
    loss.backward()
    out["first_s"] = time.perf_counter() - t0
    out["own_ms"] = own[0] * 1e3
    if fx:  # the steady step of the quick tier's graph with no compile beside it
        steps = []
        for _ in range(20):
            model.zero_grad(set_to_none=True)
            loss = loss_of(model, inputs)
            t = time.perf_counter()
            loss.backward()
            steps.append(time.perf_counter() - t)
        out["steady_ms"] = 1e3 * statistics.median(steps)
    elif {first_only!r}:  # fill the cache for the warm run, untimed
        cajit.wait_for_compiles(600)
    else:
        # Training steps until a backward runs no graph on the quick tier.
        done, quick, steps = time.perf_counter(), [], 0
        while time.perf_counter() - done < 300:
            model.zero_grad(set_to_none=True)
            loss = loss_of(model, inputs)
            before = cajit.stats()["quick_tier_calls"]
            t = time.perf_counter()
            loss.backward()
            dt = time.perf_counter() - t
            if cajit.stats()["quick_tier_calls"] == before:
                out["until_native_s"] = time.perf_counter() - done
                out["native_ms"] = dt * 1e3
                break
            quick.append(dt)
        out["quick_backwards"] = cajit.stats()["quick_tier_calls"] if os.environ.get("CAJIT_TIERED") != "0" else 0
        out["quick_ms"] = 1e3 * statistics.median(quick) if quick else None
        out["compile_ms"] = sum(v.get("total", 0) for v in cajit.stats()["compile_ms"].values())
print("@@" + json.dumps(out))
"""


def run_one(model: str, backend: str, cache: str, env_extra: dict[str, str], threads: int,
            first_only: bool = False) -> dict:
    env = dict(os.environ, CAJIT_CACHE_DIR=cache, **env_extra)
    code = _CHILD.format(root=ROOT, model=model, backend=backend, threads=threads, first_only=first_only)
    p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=900)
    for line in p.stdout.splitlines():
        if line.startswith("@@"):
            return json.loads(line[2:])
    return {"error": (p.stderr.strip().splitlines() or ["no output"])[-1][:200]}


def main() -> int:
    sys.path.insert(0, os.path.join(ROOT, "tests", "py"))
    sys.path.insert(0, os.path.join(ROOT, "python"))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default=None,
                    help="comma-separated zoo models, or bench models as NAME/SIZE (default: every zoo model)")
    ap.add_argument("--bench", default=None, metavar="SIZE",
                    help="add every bench model (bench/py/models.py) at SIZE (tiny or medium)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--no-untiered", action="store_true", help="skip the CAJIT_TIERED=0 column")
    ap.add_argument("--retrace-thread", action="store_true",
                    help="add cajit cold with the re-trace in the compile thread (CAJIT_RETRACE_PROCESS=0)")
    ap.add_argument("--first-only", action="store_true",
                    help="time the first backward only (no steps until native code; the cold run waits for "
                         "its compile, untimed, so the warm run hits the cache) and print the median of the "
                         "per-repeat ratios: each repeat's three processes run back to back, so a ratio "
                         "pairs runs under the same load")
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    if args.models:
        models = args.models.split(",")
    elif args.bench:
        models = []
    else:
        import real_models

        models = list(real_models.SPECS)
    if args.bench:
        sys.path.insert(0, os.path.join(ROOT, "bench", "py"))
        import models as bench_models

        models += [f"{m}/{args.bench}" for m in bench_models.MODELS]
    rows = {}
    with tempfile.TemporaryDirectory() as cache:  # untimed: the first process pays for cold files
        run_one(models[0], "ca_fx", cache, {}, args.threads)
    for model in models:
        runs: dict[str, list[dict]] = {"ca_fx": [], "cold": [], "warm": [], "untiered": [], "thread": []}
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory() as cache, tempfile.TemporaryDirectory() as cache0:
                first = args.first_only
                runs["ca_fx"].append(run_one(model, "ca_fx", cache, {}, args.threads, first))
                runs["cold"].append(run_one(model, "cajit", cache, {}, args.threads, first))
                runs["warm"].append(run_one(model, "cajit", cache, {}, args.threads, first))
                if args.retrace_thread:
                    with tempfile.TemporaryDirectory() as cache1:
                        runs["thread"].append(run_one(model, "cajit", cache1, {"CAJIT_RETRACE_PROCESS": "0"},
                                                      args.threads))
                if not args.no_untiered:
                    runs["untiered"].append(run_one(model, "cajit", cache0, {"CAJIT_TIERED": "0"}, args.threads))
        rows[model] = runs
        print(first_line(model, runs) if args.first_only else line(model, runs), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


def _median(runs: list[dict], key: str) -> float | None:
    vals = [r[key] for r in runs if r.get(key) is not None]
    return statistics.median(vals) if vals else None


def _paired(runs: dict[str, list[dict]], col: str) -> list[float]:
    """Each repeat's first backward of ``col`` over its CA + FX run's."""
    return [r["first_s"] / fx["first_s"] for r, fx in zip(runs[col], runs["ca_fx"])
            if r.get("first_s") and fx.get("first_s")]


def first_line(model: str, runs: dict[str, list[dict]]) -> str:
    errors = [f"{k}: {r['error']}" for k, rs in runs.items() for r in rs if "error" in r]
    if errors:
        return f"{model:21s} FAILED {errors[0]}"
    cold, warm = _paired(runs, "cold"), _paired(runs, "warm")
    own_cold, own_warm = _median(runs["cold"], "own_ms"), _median(runs["warm"], "own_ms")
    return (f"{model:21s} CA+FX {_median(runs['ca_fx'], 'first_s'):.3f} s"
            f" | cold / CA+FX median {statistics.median(cold):.3f} (min {min(cold):.3f}, max {max(cold):.3f})"
            f" | warm / CA+FX median {statistics.median(warm):.3f} (min {min(warm):.3f}, max {max(warm):.3f})"
            f" | cajit's own: cold {own_cold:.1f} ms, warm {own_warm:.1f} ms | {len(cold)} repeats")


def line(model: str, runs: dict[str, list[dict]]) -> str:
    errors = [f"{k}: {r['error']}" for k, rs in runs.items() for r in rs if "error" in r]
    if errors:
        return f"{model:21s} FAILED {errors[0]}"
    fx = _median(runs["ca_fx"], "first_s")
    cold, warm = _median(runs["cold"], "first_s"), _median(runs["warm"], "first_s")
    unt = _median(runs["untiered"], "first_s")
    q = _median(runs["cold"], "quick_backwards")
    until = _median(runs["cold"], "until_native_s")
    qw = _median(runs["warm"], "quick_backwards")
    untilw = _median(runs["warm"], "until_native_s")
    quick_ms, native_ms = _median(runs["cold"], "quick_ms"), _median(runs["cold"], "native_ms")
    own_cold, own_warm = _median(runs["cold"], "own_ms"), _median(runs["warm"], "own_ms")
    fx_ms = _median(runs["ca_fx"], "steady_ms")

    def f(x: float | None, fmt: str = ".3f") -> str:
        return "n/a" if x is None else format(x, fmt)

    thread = ""
    if runs["thread"]:
        thread = (f" | re-trace in the compile thread: native after {f(_median(runs['thread'], 'quick_backwards'), '.0f')}"
                  f" quick bwds, {f(_median(runs['thread'], 'until_native_s'), '.2f')} s,"
                  f" quick bwd {f(_median(runs['thread'], 'quick_ms'), '.1f')} ms")

    return (f"{model:21s} CA+FX {f(fx)} s | cajit cold {f(cold)} s ({f(cold / fx if cold and fx else None, '.2f')}x)"
            f" warm {f(warm)} s ({f(warm / fx if warm and fx else None, '.2f')}x)"
            f" untiered {f(unt)} s ({f(unt / fx if unt and fx else None, '.2f')}x)"
            f" | cajit's own: cold {f(own_cold, '.1f')} ms, warm {f(own_warm, '.1f')} ms"
            f" | native after {f(q, '.0f')} quick bwds, {f(until, '.2f')} s (warm: {f(qw, '.0f')}, {f(untilw, '.2f')} s)"
            f" | bwd: quick {f(quick_ms, '.1f')} ms (CA+FX alone {f(fx_ms, '.1f')} ms), native {f(native_ms, '.1f')} ms"
            f"{thread}")


if __name__ == "__main__":
    sys.exit(main())
