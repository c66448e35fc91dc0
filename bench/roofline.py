#!/usr/bin/env python3
"""Every fused kernel of the memory-bound bench models against its two
ceilings (issue 23 item 2: "at >= 80% of this machine's memcpy bandwidth or
at its compute roofline, say which, with the arithmetic").

    python3 bench/roofline.py [--models norm_mlp,dwconv,embbag,rmsnorm_swiglu]
                              [--shrink 16] [--rounds 3] [--source training|replay]
                              [--build build]

For each model (bench/py/models.py, medium size) it times every kernel of
two backwards: the medium inputs, and the same inputs cut to 1/shrink of
their first dim (the batch, at least 2 so that no dim specializes: the same
graph, so the same kernels; checked), on one thread, rounds times (medians),
and measures memcpy (native/membw.c, one thread, bytes read plus written)
at 16, 32 and 64 MiB; a kernel is compared with the memcpy whose bytes are
nearest its own (as bench/kernel_ab.py does: this VM's L3 serves 16-32 MiB
copies faster than 64 MiB ones).

Where the kernels are timed (--source):
- training (the default): in a training loop, as bench/memory_bound.py
  runs it (a fresh process per round, CAJIT_PROFILE=1, CAJIT_TIERED=0,
  grads reset to None before each backward, WARMUP_STEPS backwards before
  cajit.reset_profile(), then STEPS): the cache and allocator state the
  kernels meet in training, between torch's own host calls;
- replay: `cajit-run --replay --profile --threads 1` of a bundle recorded
  in a fresh process (CAJIT_REPRO_DIR). Between the kernels the replay's
  host checks every host call's tensors against the recording (before
  5e24965 element by element through an indirect call: 35 ms for a 12.8
  MB embedding grad, against a 0.5 ms kernel), which evicts what the next
  kernel would find in cache: the embbag model's zero-fills of its table
  grads, a memset, read 10-12 GB/s there and 21-27 GB/s in training.

Per loop kernel of the medium run (cajit's profile bytes: each buffer its
loop nest reads or writes, once):
- memory floor = bytes / that memcpy's GB/s: the time if it streamed at
  memcpy's rate;
- compute floor = the small run's time x (medium bytes / small bytes): the
  time at the rate it runs at when its data sits in cache (the small run
  moves 1/shrink of the bytes, printed: up to 2 MiB is this machine's L2
  per core, more comes from its L3), so memory is not what limits it
  there (not computed for a kernel the cut does not shrink by 4x or more,
  as an embedding table's grad). It includes the cache traffic and the
  loop overheads of the code as compiled: the roofline of this code, not
  of an ideal one (bench/kernel_mca.py gives the arithmetic for such a
  kernel: llvm-mca's issue-port floor of its loops and of a row's path);
- bound = the larger floor; % of roofline = that floor / measured time.
A kernel meets the item at >= 80% of memcpy or >= 80% of its roofline.
Kernels moving under 4 MiB (twice a core's L2 here: their rate says
little about memory) and runtime calls (GEMM, host, extern; gathers have no bytes) are
counted but not listed. A benchmark, not a test: run it on a quiet
machine; on a loaded one only the columns of one run compare.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from kernel_ab import membw_binary  # noqa: E402

MIN_LISTED_BYTES = 4 << 20  # twice this machine's L2 per core (2 MiB)
MEMCPY_MIB = (16, 32, 64)
LINE = re.compile(r"profile (k\d+) ms=([\d.]+) calls=\d+ share=\S+ (?:bytes=(\d+) GB/s=\S+ )?(.*)")

# The model at batch / cut in a fresh process (cut at least 2: a dim of 1
# would specialize the captured graph); RECORD and TRAIN go on from here.
SETUP = r"""
import json, sys
sys.path.insert(0, {bench_py!r}); sys.path.insert(0, {python!r})
import torch, models, cajit
torch.set_num_threads(1)
module, inputs = models.build({model!r}, "medium")
cut = {cut}
if cut > 1:
    inputs = [t[: max(2, t.shape[0] // cut)].clone() for t in inputs]
"""

RECORD = SETUP + r"""
loss = models.loss_of(module, inputs)
with cajit.enable():
    loss.backward()
"""


def script(template: str, model: str, cut: int, **fields) -> str:
    return template.format(bench_py=os.path.join(HERE, "py"), python=os.path.join(ROOT, "python"),
                           model=model, cut=cut, **fields)


def record(model: str, cut: int, out_dir: str) -> str:
    """Runs one backward of model (batch / cut) in a fresh process that
    writes its replay bundle under out_dir; returns the bundle's path. Its
    own cache directory: the cut run must compile its own graph, not take
    the medium run's from the cache (whose assumptions, as a batch of at
    least 16, it would fail)."""
    env = dict(os.environ, CAJIT_TIERED="0", CAJIT_REPRO_DIR=out_dir, OMP_NUM_THREADS="1",
               CAJIT_CACHE_DIR=out_dir + "-cache", PYTHONPATH=os.path.join(ROOT, "python"))
    code = script(RECORD, model, cut)
    subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True)
    bundles = sorted(os.path.join(out_dir, d) for d in os.listdir(out_dir))
    bundles = [b for b in bundles if open(os.path.join(b, "manifest")).read().rstrip().endswith("status ok")]
    if len(bundles) != 1:
        raise SystemExit(f"{model}: expected one graph, got {bundles}")
    return bundles[0]


WARMUP_STEPS, STEPS = 3, 10

TRAIN = SETUP + r"""
for i in range({warmup} + {steps}):
    if i == {warmup}:
        cajit.reset_profile()
    for p in module.parameters():
        p.grad = None
    loss = models.loss_of(module, inputs)
    with cajit.enable():
        loss.backward()
print(json.dumps(cajit.profile()))
"""


def train(model: str, cut: int, cache_dir: str) -> dict[tuple[str, str], tuple[float, int]]:
    """(kernel id, name) -> (ms per call, bytes per call) of the kernels of
    model's backward graph (the one called most) in a training loop of a
    fresh process; cache_dir keeps compiled graphs between rounds."""
    env = dict(os.environ, CAJIT_TIERED="0", CAJIT_PROFILE="1", OMP_NUM_THREADS="1",
               CAJIT_CACHE_DIR=cache_dir, PYTHONPATH=os.path.join(ROOT, "python"))
    code = script(TRAIN, model, cut, warmup=WARMUP_STEPS, steps=STEPS)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"{model}: the training run failed: {out.stderr.strip()[-2000:]}")
    rows = json.loads(out.stdout.strip().splitlines()[-1])
    calls: dict[str, int] = {}
    for r in rows:
        calls[r["graph"]] = max(calls.get(r["graph"], 0), r["calls"])
    graph = max(calls, key=calls.get)
    result = {}
    for r in rows:
        if r["graph"] == graph and r["calls"]:
            kid, _, name = r["kernel"].partition(" ")
            result[(kid, name)] = (r["ms"] / r["calls"], int(r["bytes"]))
    return result


def replay(build: str, bundle: str, repeat: int) -> dict[tuple[str, str], tuple[float, int]]:
    """(kernel id, name) -> (ms per call, bytes per call) of one replay."""
    out = subprocess.run([os.path.join(build, "cajit-run"), "--replay", bundle, "--profile", "--threads", "1",
                          "--repeat", str(repeat), "--warmup", "2"], capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"cajit-run --replay {bundle} failed: {out.stderr.strip()}")
    rows = {}
    for line in out.stdout.splitlines():
        m = LINE.match(line)
        if m:
            rows[(m.group(1), m.group(4))] = (float(m.group(2)), int(m.group(3) or 0))
    return rows


def medians(runs: list[dict]) -> dict[tuple[str, str], tuple[float, int]]:
    keys = set.intersection(*(set(r) for r in runs))
    return {k: (statistics.median(r[k][0] for r in runs), runs[0][k][1]) for k in keys}


def nearest(memcpy: dict[int, float], nbytes: int) -> float:
    """memcpy's GB/s at the size whose traffic (a copy of N MiB moves 2N:
    read + written, as a kernel's count) is nearest nbytes."""
    return memcpy[min(memcpy, key=lambda mb: abs(2 * mb * 2**20 - nbytes))]


def report(model: str, full: dict, small: dict, memcpy: dict[int, float]) -> int:
    """Prints the table of model's kernels; returns how many miss 80%."""
    if set(full) != set(small):
        print(f"\n{model}: the small run compiled other kernels than the medium one; no compute floors")
        small = {}
    listed = [k for k, (_, b) in full.items() if b >= MIN_LISTED_BYTES]
    listed.sort(key=lambda k: -full[k][0])
    unlisted = sum(1 for _, b in full.values() if 0 < b < MIN_LISTED_BYTES)
    print(f"\n### {model}\n")
    print("| kernel | MB | ms | GB/s | % memcpy | memory floor ms | small run MB | compute floor ms | bound "
          "| % of roofline | meets |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|")
    missing = 0
    for k in listed:
        ms, nbytes = full[k]
        gbps = nbytes / (ms * 1e6)
        copy = nearest(memcpy, nbytes)
        mem_floor = nbytes / (copy * 1e6)
        small_bytes = small[k][1] if k in small else 0
        # Only where the cut shrank it (not a whole embedding table's grad)
        shrunk = 0 < small_bytes <= nbytes / 4
        comp_floor = small[k][0] * nbytes / small_bytes if shrunk else float("nan")
        bound = "compute" if comp_floor > mem_floor else "memory"
        roof = max(mem_floor, comp_floor) if comp_floor == comp_floor else mem_floor
        pct_mem, pct_roof = 100 * gbps / copy, 100 * roof / ms
        meets = pct_mem >= 80 or pct_roof >= 80
        missing += not meets
        name = k[1] if len(k[1]) < 70 else k[1][:67] + "..."
        print(f"| {k[0]} {name} | {nbytes / 1e6:.1f} | {ms:.3f} | {gbps:.1f} | {pct_mem:.0f}% | "
              f"{mem_floor:.3f} | {small_bytes / 1e6:.1f} | {comp_floor:.3f} | {bound} | {pct_roof:.0f}% | {'yes' if meets else '**no**'} |")
    print(f"\n{len(listed)} kernels moving >= {MIN_LISTED_BYTES >> 20} MiB listed, {missing} below 80% of both; "
          f"{unlisted} smaller loop kernels not listed.")
    return missing


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default="norm_mlp,dwconv,embbag,rmsnorm_swiglu")
    ap.add_argument("--shrink", type=int, default=16)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--source", choices=("training", "replay"), default="training")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"), help="cajit-run's (--source replay)")
    args = ap.parse_args()
    membw = membw_binary()
    total_missing = 0
    with tempfile.TemporaryDirectory(prefix="cajit-roofline-") as tmp:
        for model in args.models.split(","):
            full_at, small_at = os.path.join(tmp, model + "-full"), os.path.join(tmp, model + "-small")
            if args.source == "replay":
                full_b, small_b = record(model, 1, full_at), record(model, args.shrink, small_at)
            full, small, mem = [], [], {mb: [] for mb in MEMCPY_MIB}
            for _ in range(args.rounds):
                if args.source == "replay":
                    full.append(replay(args.build, full_b, 10))
                    small.append(replay(args.build, small_b, 10 * args.shrink))
                else:
                    full.append(train(model, 1, full_at))
                    small.append(train(model, args.shrink, small_at))
                for mb in MEMCPY_MIB:
                    res = subprocess.run([membw, "--mb", str(mb), "--repeat", "20"], capture_output=True,
                                         text=True, check=True)
                    mem[mb].append(json.loads(res.stdout)["gbps"])
            memcpy = {mb: statistics.median(v) for mb, v in mem.items()}
            copies = ", ".join(f"{mb} MiB {g:.1f}" for mb, g in memcpy.items())
            print(f"\n{model}: kernels timed in {args.source}; memcpy, one thread, GB/s read + written: "
                  f"{copies}; medians of {args.rounds} rounds; small run: batch / {args.shrink} (at least 2)")
            total_missing += report(model, medians(full), medians(small), memcpy)
    print(f"\nkernels below 80% of both memcpy and their roofline: {total_missing}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
