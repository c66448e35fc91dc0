#!/usr/bin/env python3
"""The generated kernels at each vector width LLVM may prefer
(CAJIT_PREFER_VECTOR_WIDTH: unset, 256, 512), side by side in one run.
Unset is cajit's default: the per-kernel width of the loop schedule
(lib/sched/loops.c: on CPUs that run 512-bit vectors at full clock, 512
for pointwise kernels and inner-dim reductions, 256 for outer-dim ones;
elsewhere LLVM's preference for the CPU).

Pointwise (gelu backward: exp/erf through libmvec), reductions over the
inner and the outer dimension, and a GEMM's pointwise epilogue (the GEMM
itself is OpenBLAS's and does not change), each at a size that stays in
L2 and at one that streams from memory. Widths alternate within each
round, so drift in the machine's load hits them alike; each cell is the
median over rounds of cajit-run's median time per run. Also says which
registers the default's kernels use (cajit-dump --emit=asm: zmm or ymm)
and the widths the schedule chose (--emit=kir).

    python3 bench/vector_width.py [--rounds 5] [--repeat 30] [--cajit-run build/cajit-run]

A benchmark, not a test: run it on a quiet machine.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRAPHS = os.path.join(ROOT, "bench", "graphs")
WIDTHS = ("", "256", "512")  # "": the per-kernel choice (cajit's default)

CASES = (  # (label, graph, binds)
    ("gelu_bwd 64K (L2)", "pointwise_gelu_bwd.cag", "s0=65536"),
    ("gelu_bwd 16M (memory)", "pointwise_gelu_bwd.cag", "s0=16777216"),
    ("sum(-1) 256x256 (L2)", "sum_dim_last.cag", "s0=256,s1=256"),
    ("sum(-1) 4096x4096 (memory)", "sum_dim_last.cag", "s0=4096,s1=4096"),
    ("sum(0) 256x256 (L2)", "sum_dim0.cag", "s0=256,s1=256"),
    ("sum(0) 4096x4096 (memory)", "sum_dim0.cag", "s0=4096,s1=4096"),
    ("mm+gelu_bwd 256x64x256 (L2)", "mm_gelu_bwd.cag", "s0=256,s1=64,s2=256"),
    ("mm+gelu_bwd 2048x64x2048", "mm_gelu_bwd.cag", "s0=2048,s1=64,s2=2048"),
)


def run(tool: str, graph: str, binds: str, width: str, repeat: int) -> float:
    env = dict(os.environ)
    env.pop("CAJIT_PREFER_VECTOR_WIDTH", None)
    if width:
        env["CAJIT_PREFER_VECTOR_WIDTH"] = width
    out = subprocess.run([tool, os.path.join(GRAPHS, graph), "--bind", binds, "--repeat", str(repeat),
                          "--warmup", "3"], env=env, capture_output=True, text=True, timeout=600)
    m = re.search(r"run_ms median=([0-9.]+)", out.stdout)
    if not m:
        raise RuntimeError(f"{graph} {binds} width {width or 'default'}: {out.stderr.strip()[-300:]}")
    return float(m.group(1))


def default_registers(dump: str, graph: str) -> str:
    env = dict(os.environ)
    env.pop("CAJIT_PREFER_VECTOR_WIDTH", None)
    path = os.path.join(GRAPHS, graph)
    out = subprocess.run([dump, "--emit=asm", path], capture_output=True, text=True,
                         timeout=300, env=env).stdout
    kir = subprocess.run([dump, "--emit=kir", path], capture_output=True, text=True,
                         timeout=300, env=env).stdout
    widths = sorted(set(re.findall(r"width ([0-9]+)", kir))) or ["none"]
    regs = ", ".join(f"{r}: {len(re.findall(r'%' + r + r'[0-9]+', out))}" for r in ("zmm", "ymm", "xmm"))
    return f"{graph}: schedule widths {'/'.join(widths)}; registers {regs}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--cajit-run", default=os.path.join(ROOT, "build", "cajit-run"))
    args = ap.parse_args()
    dump = os.path.join(os.path.dirname(args.cajit_run), "cajit-dump")
    for graph in sorted({g for _, g, _ in CASES}):
        print(f"default: {default_registers(dump, graph)}")
    print(f"{'kernel':30s} {'per-kernel':>11s} {'256 ms':>9s} {'512 ms':>9s} "
          f"{'per-kernel/256':>15s} {'512/256':>8s}")
    for label, graph, binds in CASES:
        times: dict[str, list[float]] = {w: [] for w in WIDTHS}
        for r in range(args.rounds):
            order = WIDTHS[r % 3:] + WIDTHS[:r % 3]
            for w in order:
                times[w].append(run(args.cajit_run, graph, binds, w, args.repeat))
        med = {w: statistics.median(ts) for w, ts in times.items()}
        print(f"{label:30s} {med['']:11.4f} {med['256']:9.4f} {med['512']:9.4f} "
              f"{med[''] / med['256']:15.3f} {med['512'] / med['256']:8.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
