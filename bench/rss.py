"""Steady process RSS of a training loop's backward: eager autograd,
compiled autograd with no compiler (CA + FX) and cajit, each in a fresh
process (issue 23 item 4), with what each import adds.

For every mode it runs 20 steps of the medium bench MLP (1024-1024-1024-
1024, batch 256; grads set to None before each step, as zero_grad does)
and prints VmRSS after torch's import, after the mode's imports, in
steady state (after the last step and a gc) and the peak (VmHWM). The
import lines break down what the imports cost: torch._dynamo (compiled
autograd's capture needs it: its module lives in that package), the
symbolic-shapes machinery, and cajit itself (its native extension maps
libLLVM: a shared system libLLVM in a source build, a static one in the
wheel).

Usage: python3 bench/rss.py [--modes eager,ca_fx,cajit] [--steps 20]
       (run it with the Python whose cajit you want to measure: the
       source tree's, PYTHONPATH=python, or a venv with the wheel)
"""
from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys


def vm() -> dict[str, float]:
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(("VmRSS", "VmHWM")):
                k, v = line.split(":")
                out[k] = int(v.split()[0]) / 1024
    return out


def child(mode: str, steps: int) -> dict[str, float]:
    import contextlib

    import torch

    r = {"torch": vm()["VmRSS"]}
    if mode != "eager":
        import torch._dynamo  # noqa: F401
        from torch._dynamo import compiled_autograd
        r["+dynamo"] = vm()["VmRSS"] - r["torch"]
    if mode == "cajit":
        before = vm()["VmRSS"]
        import cajit
        r["+cajit"] = vm()["VmRSS"] - before
        ctx = cajit.enable
    elif mode == "ca_fx":
        ctx = lambda: compiled_autograd._enable(lambda gm: gm)  # noqa: E731
    else:
        ctx = contextlib.nullcontext
    r["after imports"] = vm()["VmRSS"]
    torch.manual_seed(0)
    widths = [1024, 1024, 1024, 1024]
    layers: list[torch.nn.Module] = []
    for i in range(len(widths) - 1):
        layers.append(torch.nn.Linear(widths[i], widths[i + 1]))
        if i < len(widths) - 2:
            layers.append(torch.nn.ReLU())
    model = torch.nn.Sequential(*layers)
    x = torch.randn(256, widths[0])
    for _ in range(steps):
        for p in model.parameters():
            p.grad = None
        loss = model(x).sum()
        with ctx():
            loss.backward()
    gc.collect()
    end = vm()
    r["steady"], r["peak"] = end["VmRSS"], end["VmHWM"]
    return r


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--modes", default="eager,ca_fx,cajit")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.steps)))
        return
    rows = {}
    for mode in args.modes.split(","):
        out = subprocess.run([sys.executable, __file__, "--child", mode, "--steps", str(args.steps)],
                             check=True, capture_output=True, text=True).stdout
        rows[mode] = json.loads(out.strip().splitlines()[-1])
    base = rows.get("eager", {}).get("steady")
    print("MB            " + "".join(f"{m:>10s}" for m in rows))
    keys = ["torch", "+dynamo", "+cajit", "after imports", "steady", "peak"]
    for k in keys:
        print(f"{k:14s}" + "".join(f"{rows[m][k]:10.1f}" if k in rows[m] else f"{'':>10s}" for m in rows))
    if base:
        print(f"{'steady - eager':14s}" + "".join(f"{rows[m]['steady'] - base:10.1f}" for m in rows))


if __name__ == "__main__":
    main()
