"""cajit demo: train a small MLP with eager autograd and with cajit.

Two copies of one model start from the same weights and see the same
batches (the batch size changes every step). One runs loss.backward() with
eager autograd, the other under cajit.enable(). The demo prints each step's
loss for both side by side, the time to the first cajit backward (capture,
then compiled autograd's graph while cajit compiles in the background) and
to native code, steady-state backward step times, how many
graphs were compiled and how many nodes fell back to Python, and where the
.cag and the LLVM IR of the backward graph were written.

    python3 examples/train_demo.py [--steps N] [--out DIR]
"""

from __future__ import annotations

import argparse
import copy
import os
import statistics
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import cajit  # noqa: E402
from cajit import _native  # noqa: E402


def make_model() -> torch.nn.Module:
    return torch.nn.Sequential(
        torch.nn.Linear(256, 512),
        torch.nn.GELU(),
        torch.nn.LayerNorm(512),
        torch.nn.Linear(512, 512),
        torch.nn.Tanh(),
        torch.nn.Linear(512, 10),
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--out", default=os.path.join("build", "demo"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    os.environ["CAJIT_DUMP_DIR"] = os.path.abspath(args.out)

    torch.manual_seed(0)
    eager_model = make_model()
    jit_model = copy.deepcopy(eager_model)
    opt_e = torch.optim.SGD(eager_model.parameters(), lr=0.05)
    opt_j = torch.optim.SGD(jit_model.parameters(), lr=0.05)
    batches = [64, 64, 96, 128, 64, 80] * (args.steps // 6 + 1)

    print(f"{'step':>4} {'batch':>5} {'eager loss':>12} {'cajit loss':>12} "
          f"{'eager bwd ms':>13} {'cajit bwd ms':>13}")
    times_e, times_j, first_ms, wait_ms, quick_steps = [], [], None, 0.0, []
    max_diff = 0.0
    for step in range(args.steps):
        bs = batches[step]
        x = torch.randn(bs, 256)
        y = torch.randint(0, 10, (bs,))
        losses = []
        for model, opt, use_cajit in ((eager_model, opt_e, False), (jit_model, opt_j, True)):
            opt.zero_grad(set_to_none=True)
            loss = torch.nn.functional.cross_entropy(model(x), y)
            quick_before = cajit.stats()["quick_tier_calls"]
            t0 = time.perf_counter()
            if use_cajit:
                with cajit.enable():
                    loss.backward()
            else:
                loss.backward()
            ms = (time.perf_counter() - t0) * 1e3
            opt.step()
            losses.append(loss.item())
            if use_cajit:
                # Tiered compilation: a backward whose graph is still
                # compiling runs compiled autograd's graph (the quick tier).
                quick = cajit.stats()["quick_tier_calls"] > quick_before
                if step == 0:
                    first_ms = ms
                    t_wait = time.perf_counter()
                    cajit.wait_for_compiles()
                    wait_ms = (time.perf_counter() - t_wait) * 1e3
                elif quick:
                    quick_steps.append(step)
                else:
                    times_j.append(ms)
            elif step > 0:
                times_e.append(ms)
        max_diff = max(max_diff, abs(losses[0] - losses[1]))
        print(f"{step:4d} {bs:5d} {losses[0]:12.6f} {losses[1]:12.6f} "
              f"{(times_e[-1] if times_e and step else float('nan')):13.3f} "
              f"{(times_j[-1] if step else first_ms):13.3f}")

    s = cajit.stats()
    print()
    print(f"max |loss difference|: {max_diff:.3g} (float32 tolerance)")
    print(f"first cajit backward (capture, then compiled autograd's graph while cajit compiles "
          f"in the background): {first_ms:.1f} ms; the compile finished {wait_ms:.0f} ms later")
    if quick_steps:
        print(f"steps on the quick tier while a new batch size's variant compiled: {quick_steps}")
    print(f"steady backward, median over {len(times_e)} eager and {len(times_j)} native steps: eager "
          f"{statistics.median(times_e):.3f} ms, cajit {statistics.median(times_j) if times_j else float('nan'):.3f} ms")
    print(f"graphs compiled: {s['graphs_compiled']}, recompiles: {s['recompiles']}, "
          f"host-fallback ops: {s['fallback_ops'] or 'none'}, eager fallbacks: {s['fallbacks'] or 'none'}")
    cags = sorted(f for f in os.listdir(args.out) if f.endswith(".cag"))
    for name in cags:
        path = os.path.join(args.out, name)
        ll = path[:-4] + ".ll"
        with open(path) as f, open(ll, "w") as out:
            out.write(_native.dump(f.read(), "opt"))
        print(f"backward graph: {path}  (LLVM IR: {ll})")
        print(f"  replay: build/cajit-run {path} --bind ...   dump: build/cajit-dump {path} --emit=asm")
    if max_diff > 1e-3:
        print("FAILED: losses differ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
