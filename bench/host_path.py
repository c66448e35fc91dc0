"""Per-backward cost of the Python host path: a small model whose backward
makes many host calls that reach Python (tensor hooks, a custom
autograd.Function's backward, a fallback op), timed in steady state.

  python3 bench/host_path.py [--steps N]
      prints the median µs per backward

  python3 bench/host_path.py --compare BASE_PYTHON_DIR NEW_PYTHON_DIR [--rounds R]
      runs the first form alternately with each python/ directory on the
      path (BASE, NEW, BASE, NEW, ...; a fresh process each), and prints
      each round and the ratio NEW / BASE of the medians: the same
      machine, interleaved, so load drifts hit both alike.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time


def run(steps: int) -> None:
    import torch
    from torch._dynamo import compiled_autograd

    import cajit

    class Twice(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * 2

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            return g * 2 + x * 0

    torch.manual_seed(0)
    layers = [torch.nn.Linear(64, 64) for _ in range(8)]
    x = torch.randn(32, 64)

    def step():
        h = x
        for lin in layers:
            h = lin(h)
            h.register_hook(lambda g: g * 1.0)  # a tensor hook: a host call
            h = Twice.apply(h)  # a custom backward: a host call
            h = torch.special.i1e(h)  # no native lowering: a fallback
        for lin in layers:
            lin.weight.grad = lin.bias.grad = None
        h.sum().backward()

    os.environ.setdefault("CAJIT_CACHE", "0")
    compiled_autograd.reset()
    times = []
    with cajit.enable():
        for _ in range(10):
            step()
        for _ in range(steps):
            t0 = time.perf_counter()
            step()
            times.append(time.perf_counter() - t0)
    print(f"{statistics.median(times) * 1e6:.1f}")


def compare(base: str, new: str, rounds: int, steps: int) -> None:
    got: dict[str, list[float]] = {base: [], new: []}
    for r in range(rounds):
        for tree in (base, new):
            env = dict(os.environ, PYTHONPATH=tree)
            out = subprocess.run([sys.executable, __file__, "--steps", str(steps)], env=env,
                                 capture_output=True, text=True, check=True)
            got[tree].append(float(out.stdout.split()[-1]))
        print(f"round {r}: base {got[base][-1]:8.1f} µs  new {got[new][-1]:8.1f} µs", flush=True)
    b, n = statistics.median(got[base]), statistics.median(got[new])
    print(f"median of rounds: base {b:.1f} µs, new {n:.1f} µs per backward; new/base = {n / b:.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--compare", nargs=2, metavar=("BASE", "NEW"))
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    if args.compare:
        compare(*args.compare, args.rounds, args.steps)
    else:
        run(args.steps)


if __name__ == "__main__":
    main()
