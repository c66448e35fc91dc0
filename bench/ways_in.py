#!/usr/bin/env python3
"""What each way of turning cajit on costs per training step, on a model
small enough for per-call overhead to show (README.md, "Using it").

One process, one thread, the bench model NAME/SIZE (bench/py/models.py),
steps alternating between the ways so drift hits all alike; a step is
``zero_grad`` + forward + ``loss.backward()``, timed whole:

  eager                        no compiler
  cajit.enable                 the forward eager, ``with cajit.enable(): loss.backward()``
  torch.compile cajit + CA     ``torch._dynamo.config.compiled_autograd = True`` and
                               ``@torch.compile(backend="cajit")`` around forward + backward
  torch.compile inductor + CA  the same with Inductor

Prints the median µs per step and its ratio to eager. A benchmark, not a
test: run it on a quiet machine.

    python3 bench/ways_in.py [--model mlp/tiny] [--steps 300]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "bench", "py"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="mlp/tiny")
    ap.add_argument("--steps", type=int, default=300)
    args = ap.parse_args()

    import torch

    import cajit
    import models as bench_models

    torch._dynamo.config.compiled_autograd = True  # read when torch.compile wraps a function
    torch.set_num_threads(1)
    model, inputs = bench_models.build(*args.model.split("/"))

    def eager() -> None:
        bench_models.loss_of(model, inputs).backward()

    def enable() -> None:
        loss = bench_models.loss_of(model, inputs)
        with cajit.enable():
            loss.backward()

    def compiled(backend: str):
        @torch.compile(backend=backend)
        def step() -> None:
            bench_models.loss_of(model, inputs).backward()
        return step

    ways = {"eager": eager, "cajit.enable": enable,
            "torch.compile cajit + CA": compiled("cajit"),
            "torch.compile inductor + CA": compiled("inductor")}
    for _ in range(2):  # compile everything, then let cajit's native code take over
        for f in ways.values():
            for _ in range(5):
                model.zero_grad(set_to_none=True)
                f()
        cajit.wait_for_compiles(600)
    times: dict[str, list[float]] = {k: [] for k in ways}
    for _ in range(args.steps):
        for k, f in ways.items():
            t = time.perf_counter()
            model.zero_grad(set_to_none=True)
            f()
            times[k].append(time.perf_counter() - t)
    base = statistics.median(times["eager"])
    print(f"{args.model}, torch {torch.__version__}, 1 thread, {args.steps} steps each, median µs per step")
    for k, v in times.items():
        m = statistics.median(v)
        print(f"  {k:28s} {m * 1e6:9.1f}   x{m / base:.2f} eager")
    return 0


if __name__ == "__main__":
    sys.exit(main())
