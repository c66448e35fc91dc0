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

Mode cajit_keep is cajit with CAJIT_RELEASE_MEMORY=0: without giving
back the pages only loading its libraries touched and the heap its
compiles freed (cajit.memory), to measure what that saves side by side.
The "steady anon" and "steady file" lines split the steady RSS into
anonymous memory (heap, tensors) and mapped files' pages (shared
libraries), and "cajit's libs" is the RSS of the files import cajit
mapped (libLLVM and what it links, OpenBLAS, the extension).

Usage: python3 bench/rss.py [--modes eager,ca_fx,cajit,cajit_keep] [--steps 20]
       (run it with the Python whose cajit you want to measure: the
       source tree's, PYTHONPATH=python, or a venv with the wheel)
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys


def vm() -> dict[str, float]:
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(("VmRSS", "VmHWM", "RssAnon", "RssFile")):
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
    if mode.startswith("cajit"):
        if mode == "cajit_keep":
            os.environ["CAJIT_RELEASE_MEMORY"] = "0"
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
    r["steady anon"], r["steady file"] = end["RssAnon"], end["RssFile"]
    if mode.startswith("cajit"):
        r["cajit's libs"] = files_rss(set(cajit.memory._files))
    return r


def files_rss(files: set[tuple[int, int]]) -> float:
    """RSS (MB) of the mappings of these (st_dev, st_ino) files."""
    kb, cur = 0, False
    with open("/proc/self/smaps") as f:
        for line in f:
            fields = line.split()
            if fields[0][0] in "0123456789abcdef" and "-" in fields[0]:
                major, minor = fields[3].split(":")
                cur = (os.makedev(int(major, 16), int(minor, 16)), int(fields[4])) in files
            elif cur and fields[0] == "Rss:":
                kb += int(fields[1])
    return kb / 1024


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
    print("MB            " + "".join(f"{m:>12s}" for m in rows))
    keys = ["torch", "+dynamo", "+cajit", "after imports", "steady", "peak", "steady anon", "steady file",
            "cajit's libs"]
    for k in keys:
        print(f"{k:14s}" + "".join(f"{rows[m][k]:12.1f}" if k in rows[m] else f"{'':>12s}" for m in rows))
    if base:
        print(f"{'steady - eager':14s}" + "".join(f"{rows[m]['steady'] - base:12.1f}" for m in rows))


if __name__ == "__main__":
    main()
