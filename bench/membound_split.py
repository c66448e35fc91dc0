"""Where a memory-bound backward's time goes, eager against cajit (issue 23
item 2): ms per backward in library GEMMs, in the other kernels, and in
what is neither (eager: the autograd engine and its nodes; cajit: host
calls, and the gap between the backward's wall time and its profiled
kernels, i.e. compiled autograd's entry and cajit's call path).

    OMP_NUM_THREADS=1 python3 bench/membound_split.py [--models norm_mlp,rmsnorm_swiglu]
        [--steps 20] [--threads 1] [--top 8]

Eager is timed under torch.profiler (self CPU time per op: aten::mm and
aten::addmm are "GEMM", other aten:: ops "kernels", the rest "engine");
cajit compiles with CAJIT_PROFILE=1 (a clock read around every kernel,
cajit.profile(); "(cpu)" is the backward's thread CPU time). Each
backward's parts are summed and the medians over --steps backwards
printed, eager (profiled and not) and cajit alternating in one process.
torch.profiler adds a per-op cost to eager's parts (its wall is above the
unprofiled one); cajit's clock reads add little. Compare the parts, and
take the ratios from bench/memory_bound.py.
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
sys.path.insert(0, os.path.join(HERE, "py"))

GEMM_OPS = ("aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm")


def plain_step(module, inputs, models):
    """(wall ms, thread CPU ms) of one eager backward, no profiler."""
    for p in module.parameters():
        p.grad = None
    loss = models.loss_of(module, inputs)
    t0, c0 = time.perf_counter(), time.thread_time()
    loss.backward()
    return (time.perf_counter() - t0) * 1e3, (time.thread_time() - c0) * 1e3


def eager_step(module, inputs, models, torch):
    """(wall ms, {part: ms}, {op: self ms}) of one eager backward."""
    for p in module.parameters():
        p.grad = None
    loss = models.loss_of(module, inputs)
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        t0 = time.perf_counter()
        loss.backward()
        wall = (time.perf_counter() - t0) * 1e3
    parts = collections.Counter()
    ops = collections.Counter()
    for ev in prof.key_averages():
        ms = ev.self_cpu_time_total / 1e3
        if ev.key in GEMM_OPS:
            parts["GEMM"] += ms
        elif ev.key.startswith("aten::"):
            parts["kernels"] += ms
        else:
            parts["engine"] += ms
        ops[ev.key] += ms
    return wall, parts, ops


def cajit_step(module, inputs, models, cajit):
    for p in module.parameters():
        p.grad = None
    loss = models.loss_of(module, inputs)
    cajit.reset_profile()
    t0, c0 = time.perf_counter(), time.thread_time()
    with cajit.enable():
        loss.backward()
    wall = (time.perf_counter() - t0) * 1e3
    cpu = (time.thread_time() - c0) * 1e3
    parts = collections.Counter()
    kernels = collections.Counter()
    for r in cajit.profile():
        kind = r["kernel"].split()[1]
        part = {"gemm": "GEMM", "host": "host"}.get(kind, "kernels")
        parts[part] += r["ms"]
        kernels[r["kernel"]] += r["ms"]
    parts["gap"] = wall - sum(parts.values())
    parts["(cpu)"] = cpu
    return wall, parts, kernels


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default="norm_mlp,rmsnorm_swiglu")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--size", default="medium")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--top", type=int, default=8)
    args = ap.parse_args()
    os.environ.setdefault("CAJIT_TIERED", "0")
    os.environ["CAJIT_PROFILE"] = "1"
    os.environ.setdefault("CAJIT_CACHE_DIR", tempfile.mkdtemp(prefix="cajit-split-"))

    import torch
    from torch._dynamo import compiled_autograd

    import cajit
    import models

    torch.set_num_threads(args.threads)
    print(f"torch {torch.__version__}, threads {torch.get_num_threads()}, {args.steps} backwards "
          f"each, medians of ms per backward")
    for name in args.models.split(","):
        module, inputs = models.build(name, args.size)
        for _ in range(2):
            eager_step(module, inputs, models, torch)
        compiled_autograd.reset()
        for _ in range(2):
            cajit_step(module, inputs, models, cajit)
        runs = {"eager": [], "cajit": []}
        plain = []
        for i in range(args.steps):
            order = ("eager", "plain", "cajit") if i % 2 else ("cajit", "plain", "eager")
            for who in order:
                if who == "plain":
                    plain.append(plain_step(module, inputs, models))
                elif who == "eager":
                    runs[who].append(eager_step(module, inputs, models, torch))
                else:
                    runs[who].append(cajit_step(module, inputs, models, cajit))
        print(f"\n{name}: {models.describe(name, args.size)}")
        print(f"  eager without the profiler: wall {statistics.median(w for w, _ in plain):7.3f}  "
              f"(cpu) {statistics.median(c for _, c in plain):7.3f}")
        for who, rs in runs.items():
            keys = sorted({k for _, p, _ in rs for k in p})
            med = {k: statistics.median(p.get(k, 0.0) for _, p, _ in rs) for k in keys}
            wall = statistics.median(w for w, _, _ in rs)
            print(f"  {who:6s} wall {wall:7.3f}  " + "  ".join(f"{k} {v:7.3f}" for k, v in med.items()))
            top = collections.Counter()
            for _, _, ops in rs:
                top.update(ops)
            for op, ms in top.most_common(args.top):
                print(f"      {ms / len(rs):8.3f}  {op}")
        compiled_autograd.reset()
    return 0


if __name__ == "__main__":
    sys.exit(main())
