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
(--switch-ms sets sys.setswitchinterval: how long the GIL stays with a
thread that does not release it).
"""

from __future__ import annotations

import argparse
import os
import statistics
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="llama", choices=sorted(SPECS))
    ap.add_argument("--switch-ms", type=float, default=None)
    ap.add_argument("--steps", type=int, default=30)
    args = ap.parse_args()
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1e3)
    spec = SPECS[args.model]
    torch.manual_seed(0)
    model = spec.build()
    inputs = spec.inputs(spec.shapes[0])

    forwards: list[float] = []

    def backward(ctx) -> float:
        for p in model.parameters():
            p.grad = None
        t0 = time.perf_counter()
        loss = spec.loss(model, inputs)
        t1 = time.perf_counter()
        forwards.append(t1 - t0)
        with ctx():
            loss.backward()
        return time.perf_counter() - t1

    class Plain:
        def __enter__(self):
            return self

        def __exit__(self, *a):
            return False

    eager = [backward(Plain) for _ in range(args.steps)]
    fwd_alone = list(forwards)
    fx = [backward(lambda: compiled_autograd._enable(lambda gm: gm)) for _ in range(args.steps + 1)][1:]
    compiled_autograd.reset()
    quick: list[float] = []
    t0 = time.perf_counter()
    backward(cajit.enable)  # the capture, then the compile is submitted
    forwards.clear()
    while cajit.stats()["graphs_compiled"] == 0:
        quick.append(backward(cajit.enable))
    compile_s = time.perf_counter() - t0
    fwd_beside = list(forwards)
    native = [backward(cajit.enable) for _ in range(args.steps)]
    med = lambda xs: statistics.median(xs) * 1e3 if xs else float("nan")  # noqa: E731
    print(f"{args.model}, shape {spec.shapes[0]}, switch interval {sys.getswitchinterval() * 1e3:.1f} ms, "
          f"median ms per backward")
    print(f"  eager  {med(eager):7.2f}")
    print(f"  ca_fx  {med(fx):7.2f}   (the quick tier with nothing compiling)")
    print(f"  quick  {med(quick):7.2f}   ({len(quick)} backwards during the {compile_s:.1f} s background compile: "
          f"x{med(quick) / med(fx):.2f} of ca_fx; mean {sum(quick) / max(len(quick), 1) * 1e3:.1f}, "
          f"max {max(quick, default=0) * 1e3:.0f}; a whole step's wall time {compile_s / max(len(quick), 1) * 1e3:.0f})")
    print(f"  native {med(native):7.2f}")
    print(f"  the eager forward: {med(fwd_alone):.2f} ms alone, {med(fwd_beside):.2f} ms beside the background compile "
          f"(mean {sum(fwd_beside) / max(len(fwd_beside), 1) * 1e3:.1f}, max {max(fwd_beside, default=0) * 1e3:.0f}); slowest forwards (ms, index): {sorted(((round(v * 1e3), i) for i, v in enumerate(fwd_beside)), reverse=True)[:5]}")


if __name__ == "__main__":
    main()
