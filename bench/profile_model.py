"""Where a zoo model's cajit backward spends its time, kernel by kernel.

    python3 bench/profile_model.py cnn medium [--steps 10] [--top 25]

Compiles the model's backward with CAJIT_PROFILE=1 (a private cache
directory, so the profiled object does not land in the user's cache), runs
`--steps` backwards after one warm-up, and prints cajit.profile_report()
next to the backward's wall time and eager autograd's for the same model.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "bench", "py"))


def timed_backwards(module, inputs, steps, enable=None):
    import models

    times = []
    for _ in range(steps):
        loss = models.loss_of(module, inputs)
        t0 = time.perf_counter()
        if enable is None:
            loss.backward()
        else:
            with enable():
                loss.backward()
        times.append((time.perf_counter() - t0) * 1e3)
        module.zero_grad()  # grads to None, as bench/ and optimizers do
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("size", nargs="?", default="medium")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args()
    os.environ["CAJIT_PROFILE"] = "1"
    os.environ.setdefault("CAJIT_CACHE_DIR", tempfile.mkdtemp(prefix="cajit-profile-"))

    import torch

    import cajit
    import models

    torch.set_num_threads(min(2, os.cpu_count() or 1))
    module, inputs = models.build(args.model, args.size)
    eager_ms = timed_backwards(module, inputs, args.steps)
    timed_backwards(module, inputs, 2, cajit.enable)  # compile, warm up
    cajit.reset_profile()
    cajit_ms = timed_backwards(module, inputs, args.steps, cajit.enable)
    rows = cajit.profile()
    kernel_ms = sum(r["ms"] for r in rows) / args.steps
    print(f"{args.model} {args.size}: {models.describe(args.model, args.size)}")
    print(f"backward median: eager {eager_ms:.3f} ms, cajit {cajit_ms:.3f} ms "
          f"(kernels and host calls {kernel_ms:.3f} ms of it)")
    print(f"per backward, over {args.steps} backwards:")
    report = cajit.profile_report(args.top).splitlines()
    for line in report[1:]:
        ms = float(line.split()[0])
        print(f"{ms / args.steps:10.3f}" + line[10:])


if __name__ == "__main__":
    main()
