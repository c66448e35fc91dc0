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

Mode cajit_lean is cajit with CAJIT_IDLE_ARENA_MB=0: no compiled graph
keeps its temporaries between backwards (cajit.set_idle_arena_limit), so
each backward allocates and page-faults them as eager autograd does; the
"cajit kept" line is what cajit.memory_stats() counts in steady state (kept
arenas and freed outputs waiting for reuse), and with --model "bwd ms"
is the median backward of the steady steps, to weigh the memory against
the time side by side.

Mode cajit_compile (with --model) trains the model through
torch.compile(module, backend="cajit") instead of compiled autograd:
AOTAutograd's forward and backward graphs, both compiled by cajit; its
"bwd ms" is the backward alone, its forward runs cajit's code too.

Mode cajit_keep is cajit with CAJIT_RELEASE_MEMORY=0: without giving
back the pages only loading its libraries touched and the heap its
compiles freed (cajit.memory), to measure what that saves side by side.
The "steady anon" and "steady file" lines split the steady RSS into
anonymous memory (heap, tensors) and mapped files' pages (shared
libraries), and "cajit's libs" is the RSS of the files import cajit
mapped (libLLVM and what it links, OpenBLAS, the extension).

Mode eager_dynamo is eager with torch._dynamo imported, as bench/run's
eager process has it: the yardstick for item 4 on a bench model, since
every way into compiled autograd imports it. --model runs a bench model
(bench/py/models.py, medium size) instead of the MLP, cajit waiting for
its background compile after 3 steps so that the steady state is native
code; "bwd peak" is then the peak RSS of one more backward (VmHWM reset
through /proc/self/clear_refs before it), what bench/run reports as the
steady peak.

--exact-heap runs every child with glibc's mmap threshold fixed at 64 KiB
(MALLOC_MMAP_THRESHOLD_=65536): each block of 64 KiB or more is a mapping
of its own, unmapped when freed, so RSS counts what the process holds,
not what the allocator keeps of freed memory. Without it the steady RSS
of one eager process moves by 60-160 MB from run to run on the medium
transformer (glibc's dynamic threshold and heap top); with it the same
mode repeats to the 0.1 MB, and comparisons need one run, not medians.

Usage: python3 bench/rss.py [--modes eager,ca_fx,cajit,cajit_lean,cajit_compile,cajit_keep] [--steps 20]
       [--model transformer] [--exact-heap]
       (run it with the Python whose cajit you want to measure: the
       source tree's, PYTHONPATH=python, or a venv with the wheel)
"""
from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import subprocess
import sys
import time


def vm() -> dict[str, float]:
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(("VmRSS", "VmHWM", "RssAnon", "RssFile")):
                k, v = line.split(":")
                out[k] = int(v.split()[0]) / 1024
    return out


def child(mode: str, steps: int, model_name: str = "") -> dict[str, float]:
    import torch

    r = {"torch": vm()["VmRSS"]}
    if os.environ.get("MALLOC_MMAP_THRESHOLD_"):  # --exact-heap (glibc reads it at start)
        r["mmap threshold KiB"] = int(os.environ["MALLOC_MMAP_THRESHOLD_"]) / 1024
    if mode != "eager":
        import torch._dynamo  # noqa: F401
        from torch._dynamo import compiled_autograd
        r["+dynamo"] = vm()["VmRSS"] - r["torch"]
    if mode == "eager_dynamo":
        mode = "eager"
    if mode.startswith("cajit"):
        if mode == "cajit_keep":
            os.environ["CAJIT_RELEASE_MEMORY"] = "0"
        if mode == "cajit_lean":
            os.environ["CAJIT_IDLE_ARENA_MB"] = "0"
        before = vm()["VmRSS"]
        import cajit
        r["+cajit"] = vm()["VmRSS"] - before
        ctx = cajit.enable
    elif mode == "ca_fx":
        ctx = lambda: compiled_autograd._enable(lambda gm: gm)  # noqa: E731
    else:
        ctx = contextlib.nullcontext
    r["after imports"] = vm()["VmRSS"]
    if model_name:
        r.update(bench_model(model_name, steps, ctx, wait=mode.startswith("cajit"),
                             compiled=mode == "cajit_compile"))
        if mode.startswith("cajit"):
            import cajit
            r["cajit's libs"] = files_rss(set(cajit.memory._files))
        return r
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
        r["cajit kept"] = kept_mb(cajit)
    return r


def kept_mb(cajit) -> float:
    m = cajit.memory_stats()
    return (m["idle_arena_bytes"] + m["block_cache_bytes"]) / 2**20


def bench_model(name: str, steps: int, ctx, wait: bool, compiled: bool = False) -> dict[str, float]:
    """steady, peak and the peak of one more backward of a bench model."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "py"))
    import models

    module, inputs = models.build(name, "medium")
    run = module
    if compiled:  # torch.compile(backend="cajit"): AOTAutograd's forward and backward graphs
        import torch
        run = torch.compile(module, backend="cajit")
        ctx = contextlib.nullcontext

    def step() -> float:
        for p in module.parameters():
            p.grad = None
        loss = models.loss_of(run, inputs)
        t0 = time.perf_counter()
        with ctx():
            loss.backward()
        return time.perf_counter() - t0

    times = []
    for i in range(steps):
        times.append(step())
        if wait and i == 2:
            import cajit
            cajit.wait_for_compiles()
    gc.collect()
    end = vm()
    steady_times = sorted(times[4:]) or sorted(times)
    r = {"steady": end["VmRSS"], "peak": end["VmHWM"], "steady anon": end["RssAnon"],
         "steady file": end["RssFile"], "bwd ms": 1e3 * steady_times[len(steady_times) // 2]}
    if wait:  # at the steady point: the model's grads, freed when it goes, would land in the block cache
        import cajit
        r["cajit kept"] = kept_mb(cajit)
    for p in module.parameters():
        p.grad = None
    loss = models.loss_of(run, inputs)
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        return r  # the high-water mark cannot be reset here: no "bwd peak"
    with ctx():
        loss.backward()
    r["bwd peak"] = vm()["VmHWM"]
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
    ap.add_argument("--model", default="", help="a bench model (bench/py/models.py), medium size")
    ap.add_argument("--exact-heap", action="store_true",
                    help="children with MALLOC_MMAP_THRESHOLD_=65536: RSS without the allocator's cache")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    env = dict(os.environ, MALLOC_MMAP_THRESHOLD_="65536") if args.exact_heap else None
    if args.child:
        print(json.dumps(child(args.child, args.steps, args.model)))
        return
    rows = {}
    for mode in args.modes.split(","):
        out = subprocess.run([sys.executable, __file__, "--child", mode, "--steps", str(args.steps),
                              "--model", args.model], check=True, capture_output=True, text=True,
                             env=env).stdout
        rows[mode] = json.loads(out.strip().splitlines()[-1])
    print(f"{'MB':24s}" + "".join(f"{m:>13s}" for m in rows))
    keys = ["mmap threshold KiB", "torch", "+dynamo", "+cajit", "after imports", "steady", "peak", "bwd peak", "steady anon",
            "steady file", "cajit's libs", "cajit kept", "bwd ms"]
    for k in keys:
        print(f"{k:24s}" + "".join(f"{rows[m][k]:13.1f}" if k in rows[m] else f"{'':>13s}" for m in rows))
    for ref, name in (("eager", "eager"), ("eager_dynamo", "eager+dynamo")):
        for k in ("steady", "bwd peak"):
            base = rows.get(ref, {}).get(k)
            if base:
                print(f"{k + ' - ' + name:24s}"
                      + "".join(f"{rows[m][k] - base:13.1f}" if k in rows[m] else f"{'':>13s}" for m in rows))

if __name__ == "__main__":
    main()
