"""What the background compile costs the training thread (issue 24).

With tiered compilation (python/cajit/tiering.py) a graph's first
backwards run on the quick tier (compiled autograd's own FX graph) while
the optimizing compile runs in a background thread; the re-trace there is
Python and holds the GIL in turns with the training thread. This runs one
real model (tests/py/real_models.py, fixed shape) in one process, in four
modes, and prints median ms per backward:

  eager        loss.backward()
  ca_fx        compiled autograd with no compiler (the quick tier's own cost,
               nothing compiling beside it)
  quick        cajit's quick-tier backwards while the background compile
               runs (the training thread sharing the GIL with the re-trace)
  native       cajit's native code, after the compile

and the (eager) forward's median alone and beside the background compile.

Usage: python3 bench/tier_contention.py [--model llama] [--switch-ms 5]
[--retrace process|thread]
(--switch-ms sets sys.setswitchinterval: how long the GIL stays with a
thread that does not release it; --retrace: the re-trace in a forked
child, the default, or in the compile thread, CAJIT_RETRACE_PROCESS=0).

    python3 bench/tier_contention.py --compare 3 [--model llama]

runs the two re-trace modes in fresh processes, alternately, 3 each, and
prints the medians side by side: the quick-tier backward and the whole
step (forward + backward) during the compile against CA + FX's backward
and the eager forward alone (ratios within each process), the slowest
forward, the training thread's minor page faults per step (copy-on-write
after the fork shows here) during the compile and alone, the time from
the first backward until a step runs native code, and the parent's time
in os.fork.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests", "py"))
os.environ["CAJIT_TIERED"] = "1"
os.environ.setdefault("CAJIT_CACHE", "0")  # a cache hit would leave nothing to compile

import torch  # noqa: E402
from torch._dynamo import compiled_autograd  # noqa: E402

import cajit  # noqa: E402
from real_models import SPECS  # noqa: E402


def _faults() -> int:
    """This thread's minor page faults so far."""
    return resource.getrusage(resource.RUSAGE_THREAD).ru_minflt


def measure(args: argparse.Namespace) -> dict:
    torch.set_num_threads(args.threads)
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1e3)
    spec = SPECS[args.model]
    torch.manual_seed(0)
    model = spec.build()
    inputs = spec.inputs(spec.shapes[0])

    forwards: list[float] = []
    faults: list[int] = []

    def backward(ctx) -> float:
        for p in model.parameters():
            p.grad = None
        f0 = _faults()
        t0 = time.perf_counter()
        loss = spec.loss(model, inputs)
        t1 = time.perf_counter()
        forwards.append(t1 - t0)
        with ctx():
            loss.backward()
        faults.append(_faults() - f0)
        return time.perf_counter() - t1

    class Plain:
        def __enter__(self):
            return self

        def __exit__(self, *a):
            return False

    eager = [backward(Plain) for _ in range(args.steps)]
    fwd_alone = list(forwards)
    fx = [backward(lambda: compiled_autograd._enable(lambda gm: gm)) for _ in range(args.steps + 1)][1:]
    faults_alone = faults[-args.steps:]
    compiled_autograd.reset()
    quick: list[float] = []
    steps: list[float] = []
    t0 = time.perf_counter()
    backward(cajit.enable)  # the capture, then the compile is submitted
    forwards.clear()
    faults.clear()
    while True:  # until a step runs native code only
        before = cajit.stats()["quick_tier_calls"]
        s0 = time.perf_counter()
        b = backward(cajit.enable)
        if cajit.stats()["quick_tier_calls"] == before:
            break
        quick.append(b)
        steps.append(time.perf_counter() - s0)
    until_native = time.perf_counter() - t0
    fwd_beside = forwards[:-1]
    faults_beside = faults[:-1]
    native = [backward(cajit.enable) for _ in range(args.steps)]
    s = cajit.stats()
    med = lambda xs: statistics.median(xs) * 1e3 if xs else float("nan")  # noqa: E731
    return {
        "model": args.model, "shape": str(spec.shapes[0]), "switch_ms": sys.getswitchinterval() * 1e3,
        "retrace": os.environ.get("CAJIT_RETRACE_PROCESS", "1") != "0" and "process" or "thread",
        "eager": med(eager), "ca_fx": med(fx), "quick": med(quick), "quick_n": len(quick),
        "quick_mean": sum(quick) / max(len(quick), 1) * 1e3, "quick_max": max(quick, default=0) * 1e3,
        "step_beside": med(steps), "step_alone": med(fx) + med(fwd_alone),
        "native": med(native), "fwd_alone": med(fwd_alone), "fwd_beside": med(fwd_beside),
        "fwd_beside_mean": sum(fwd_beside) / max(len(fwd_beside), 1) * 1e3,
        "fwd_beside_max": max(fwd_beside, default=0) * 1e3,
        "slowest_fwds": sorted(((round(v * 1e3), i) for i, v in enumerate(fwd_beside)), reverse=True)[:5],
        "faults_alone": statistics.median(faults_alone) if faults_alone else 0,
        "faults_beside": statistics.median(faults_beside) if faults_beside else 0,
        "faults_beside_max": max(faults_beside, default=0),
        "until_native_s": until_native,
        "retrace_processes": s["retrace_processes"],
        "fork_ms": [round(v.get("fork", 0.0), 1) for v in s["compile_ms"].values()],
        "retrace_ms": [round(v.get("prepare", 0) + v.get("normalize", 0) + v.get("export", 0))
                       for v in s["compile_ms"].values()],
    }


def report(r: dict) -> None:
    print(f"{r['model']}, shape {r['shape']}, re-trace in a {r['retrace']}, switch interval "
          f"{r['switch_ms']:.1f} ms, median ms per backward")
    print(f"  eager  {r['eager']:7.2f}")
    print(f"  ca_fx  {r['ca_fx']:7.2f}   (the quick tier with nothing compiling)")
    print(f"  quick  {r['quick']:7.2f}   ({r['quick_n']} backwards during the compile: x{r['quick'] / r['ca_fx']:.2f} "
          f"of ca_fx; mean {r['quick_mean']:.1f}, max {r['quick_max']:.0f}; a whole step {r['step_beside']:.1f}, "
          f"alone {r['step_alone']:.1f})")
    print(f"  native {r['native']:7.2f}   ({r['until_native_s']:.1f} s from the first backward)")
    print(f"  the eager forward: {r['fwd_alone']:.2f} ms alone, {r['fwd_beside']:.2f} ms beside the background "
          f"compile (mean {r['fwd_beside_mean']:.1f}, max {r['fwd_beside_max']:.0f}); slowest forwards (ms, index): "
          f"{r['slowest_fwds']}")
    print(f"  minor page faults per step (training thread): {r['faults_alone']:.0f} alone, "
          f"{r['faults_beside']:.0f} during the compile (max {r['faults_beside_max']})")
    print(f"  re-trace ms per graph {r['retrace_ms']}, fork ms {r['fork_ms']}")


def compare(args: argparse.Namespace) -> None:
    """Fresh processes, the two modes alternately; medians side by side."""
    rows: dict[str, list[dict]] = {"thread": [], "process": []}
    for i in range(args.compare):
        for mode in ("thread", "process") if i % 2 == 0 else ("process", "thread"):
            env = dict(os.environ, CAJIT_RETRACE_PROCESS="1" if mode == "process" else "0",
                       OMP_NUM_THREADS=str(args.threads))
            cmd = [sys.executable, os.path.abspath(__file__), "--model", args.model, "--steps", str(args.steps),
                   "--threads", str(args.threads), "--json"]
            if args.switch_ms is not None:
                cmd += ["--switch-ms", str(args.switch_ms)]
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
            r = json.loads(out.strip().splitlines()[-1])
            rows[mode].append(r)
            print(f"  run {i} {mode}: quick x{r['quick'] / r['ca_fx']:.2f}, step x{r['step_beside'] / r['step_alone']:.2f}, "
                  f"fwd max {r['fwd_beside_max']:.0f} ms, until native {r['until_native_s']:.1f} s", flush=True)
    med = statistics.median
    print(f"\n{args.model}, {args.compare} fresh processes per mode, {args.threads} intra-op thread(s), medians:")
    print("| re-trace in | quick bwd / CA+FX bwd | whole step / alone | fwd beside / alone | slowest fwd (ms) "
          "| faults per step, during / alone | until native (s) | re-trace ms per graph | fork ms |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for mode, rs in rows.items():
        print(f"| {mode} | {med([r['quick'] / r['ca_fx'] for r in rs]):.2f} "
              f"| {med([r['step_beside'] / r['step_alone'] for r in rs]):.2f} "
              f"| {med([r['fwd_beside'] / r['fwd_alone'] for r in rs]):.2f} "
              f"| {med([r['fwd_beside_max'] for r in rs]):.0f} "
              f"| {med([r['faults_beside'] for r in rs]):.0f} / {med([r['faults_alone'] for r in rs]):.0f} "
              f"| {med([r['until_native_s'] for r in rs]):.1f} "
              f"| {' / '.join(str(round(med(v))) for v in zip(*[r['retrace_ms'] for r in rs]))} "
              f"| {' / '.join(str(med(v)) for v in zip(*[r['fork_ms'] for r in rs])) if mode == 'process' else '-'} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="llama", choices=sorted(SPECS))
    ap.add_argument("--switch-ms", type=float, default=None)
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--threads", type=int, default=1, help="torch's intra-op threads (default 1)")
    ap.add_argument("--retrace", choices=["process", "thread"], default=None)
    ap.add_argument("--compare", type=int, default=0, metavar="N")
    ap.add_argument("--json", action="store_true", help="one JSON line of the figures")
    args = ap.parse_args()
    if args.compare:
        compare(args)
        return
    if args.retrace is not None:
        os.environ["CAJIT_RETRACE_PROCESS"] = "1" if args.retrace == "process" else "0"
    r = measure(args)
    print(json.dumps(r)) if args.json else report(r)


if __name__ == "__main__":
    main()
