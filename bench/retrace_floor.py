"""What the re-trace would cost without symbolic shapes (issue 24): the
floor under a tracer of cajit's own.

    OMP_NUM_THREADS=1 python3 bench/retrace_floor.py [--reps 5] [model ...]

For each model (bench/normalize_profile.py's capture: a tests/py/models.py
ZOO name or a tests/py/real_models.py SPECS name; default gru and
transformer) it times, in one process, alternating, thread CPU ms:

- normalize: cajit's re-trace as compiled_graph runs it (make_fx over
  FakeTensors with a ShapeEnv: symbolic sizes, guards, FX proxies);
- static fakes: the same captured graph run on FakeTensors of the inputs'
  concrete sizes (FakeTensorMode without a ShapeEnv), every aten op it
  dispatches counted by a TorchDispatchMode and nothing recorded: what
  computing each node's result metadata costs when sizes are numbers.

The first call of each is reported apart ("cold": first-use caches of the
process, as a forked re-trace meets them), then the median of --reps.
The gap between the two is what symbolic shapes (ShapeEnv guards, sympy)
and make_fx's proxies cost; a tracer that records the ops of static fakes
and derives the symbolic sizes itself (cajit's C shape inference already
types every lowered op from symbolic input sizes) would start from the
second figure.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(os.path.dirname(HERE), "python"),
                os.path.join(os.path.dirname(HERE), "tests", "py")]


def static_fake_run(graph: tuple) -> int:
    """Runs the captured graph on static fakes; returns the aten ops."""
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.utils._python_dispatch import TorchDispatchMode

    class Count(TorchDispatchMode):
        n = 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            Count.n += 1
            return func(*args, **(kwargs or {}))

    gm, inputs, sizes, scalars, hooks, packed = graph
    mode = FakeTensorMode(allow_non_fake_inputs=True)
    fakes = [mode.from_tensor(x, static_shapes=True) if isinstance(x, torch.Tensor) else x for x in inputs]
    Count.n = 0
    with mode, Count():
        gm(fakes, list(sizes), list(scalars), list(hooks), list(packed))
    return Count.n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="*", default=["gru", "transformer"])
    ap.add_argument("--reps", type=int, default=5)
    args = ap.parse_args()
    import torch

    import normalize_profile
    from cajit.normalize import normalize

    torch.set_num_threads(1)
    print("thread CPU ms per backward's graphs: cold (first in the process), then the median of "
          f"{args.reps}")
    for name in args.models:
        graphs = normalize_profile.capture(name)
        ways = {"normalize": lambda: [normalize(*g) for g in graphs],
                "static fakes": lambda: [static_fake_run(g) for g in graphs]}
        times: dict[str, list[float]] = {w: [] for w in ways}
        for _ in range(args.reps + 1):
            for w, fn in ways.items():
                t0 = time.thread_time()
                fn()
                times[w].append((time.thread_time() - t0) * 1e3)
        ops = sum(static_fake_run(g) for g in graphs)
        cells = [f"{w} {t[0]:.0f} cold, {statistics.median(t[1:]):.1f}" for w, t in times.items()]
        ratio = statistics.median(times["normalize"][1:]) / statistics.median(times["static fakes"][1:])
        print(f"{name:12s} {len(graphs)} graph(s), {ops} aten ops: {'; '.join(cells)}; "
              f"normalize / static fakes {ratio:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
