#!/usr/bin/env python3
"""Memory-bound backwards (issue 23 item 2): cajit against eager autograd on
the zoo's memory-bound models (bench/py/models.py, MEMORY_MODELS), side by
side in one process.

Per model: one module, backwards alternating between eager autograd and
cajit (cajit.enable() around the backward; compiled before timing, no
tiers), the order flipped every step so drift hits both alike; forward
untimed, grads reset to None before each step. Prints the median ms of
each, wall and the thread's CPU time, and eager / cajit. Gradients are
checked against eager once (max |diff| / max |eager| over parameters).

    OMP_NUM_THREADS=1 python3 bench/memory_bound.py [--steps 30] [--size medium]
        [--models norm_mlp,dwconv,...] [--threads 1] [--profile [--top 15]]
        [--no-malloc-trim]

--no-malloc-trim runs the process with glibc's heap trimming off and its
mmap threshold at 32 MiB (GLIBC_TUNABLES, as bench/run's option of that
name and the README's note on glibc): with glibc's defaults eager gives
freed activations back to the kernel and faults them in again in the next
step, more in some runs than in others, and its times move by up to 60%
between runs (bench/README.md, "Item 2 and eager's allocator").

--profile compiles with CAJIT_PROFILE=1 (a clock read around every kernel:
the totals grow a little) and prints, after the table, each model's
kernels by time per backward (cajit.profile_report).

A benchmark, not a test: single-threaded by default (--threads), and a
loaded machine moves the ratios.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(HERE, "py"))

from models_bench import NO_MALLOC_TRIM  # noqa: E402


def step(module, inputs, models, ctx=None) -> tuple[float, float]:
    """One backward: (wall seconds, this thread's CPU seconds)."""
    for p in module.parameters():
        p.grad = None
    loss = models.loss_of(module, inputs)
    t0, c0 = time.perf_counter(), time.thread_time()
    if ctx is None:
        loss.backward()
    else:
        with ctx():
            loss.backward()
    return time.perf_counter() - t0, time.thread_time() - c0


def max_rel_err(module, ref) -> float:
    worst = 0.0
    for name, p in module.named_parameters():
        r = ref[name]
        scale = r.abs().max().item() or 1.0
        worst = max(worst, (p.grad - r).abs().max().item() / scale)
    return worst


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--size", default="medium")
    ap.add_argument("--models", default=None)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--no-malloc-trim", action="store_true")
    args = ap.parse_args()
    if args.no_malloc_trim and NO_MALLOC_TRIM not in os.environ.get("GLIBC_TUNABLES", ""):
        # glibc reads its tunables at start-up: run again with them set
        env = dict(os.environ)
        env["GLIBC_TUNABLES"] = ":".join(filter(None, [env.get("GLIBC_TUNABLES"), NO_MALLOC_TRIM]))
        return subprocess.run([sys.executable, *sys.argv], env=env).returncode
    if args.no_malloc_trim:
        print(f"GLIBC_TUNABLES={os.environ['GLIBC_TUNABLES']}")
    os.environ.setdefault("CAJIT_TIERED", "0")
    if args.profile:
        os.environ["CAJIT_PROFILE"] = "1"
        os.environ.setdefault("CAJIT_CACHE_DIR", tempfile.mkdtemp(prefix="cajit-membound-"))

    import torch
    from torch._dynamo import compiled_autograd

    import cajit
    import models

    torch.set_num_threads(args.threads)
    names = args.models.split(",") if args.models else list(models.MEMORY_MODELS)
    print(f"torch {torch.__version__}, threads {torch.get_num_threads()}, "
          f"{args.steps} steps per backend, median ms per backward: wall, and the "
          f"thread's CPU time (cpu; single-threaded, what preemption on a loaded "
          f"machine does not add to)")
    print(f"{'model':16s} {'eager':>9s} {'cajit':>9s} {'ratio':>6s} {'eager cpu':>10s} "
          f"{'cajit cpu':>10s} {'ratio':>6s} {'max rel err':>12s}  description")
    reports = []
    for name in names:
        module, inputs = models.build(name, args.size)
        for _ in range(2):
            step(module, inputs, models)
        ref = {n: p.grad.detach().clone() for n, p in module.named_parameters()}
        compiled_autograd.reset()
        for _ in range(2):  # compile, warm up
            step(module, inputs, models, cajit.enable)
        err = max_rel_err(module, ref)
        if args.profile:
            cajit.reset_profile()
        eager, jit = [], []
        for i in range(args.steps):
            if i % 2:
                eager.append(step(module, inputs, models))
                jit.append(step(module, inputs, models, cajit.enable))
            else:
                jit.append(step(module, inputs, models, cajit.enable))
                eager.append(step(module, inputs, models))
        e, c = (statistics.median(t for t, _ in xs) * 1e3 for xs in (eager, jit))
        ec, cc = (statistics.median(u for _, u in xs) * 1e3 for xs in (eager, jit))
        print(f"{name:16s} {e:9.3f} {c:9.3f} {e / c:6.2f} {ec:10.3f} {cc:10.3f} {ec / cc:6.2f} "
              f"{err:12.2e}  {models.describe(name, args.size)}", flush=True)
        if args.profile:
            lines = cajit.profile_report(args.top).splitlines()
            rows = [f"{float(l.split()[0]) / args.steps:10.3f}" + l[10:] for l in lines[1:]]
            reports.append((name, ["  ms/bwd" + lines[0][10:]] + rows))
        compiled_autograd.reset()
    for name, rows in reports:
        print(f"\n{name}: kernels by time per backward")
        print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
