"""Steady-state speed of two builds side by side (issue 24's "equal
steady-state speed"): the compiled graphs' time per run with each build's
cajit-run, single-threaded, alternating builds in every round.

    python3 bench/run_ab.py --run BASE/build/cajit-run --run build/cajit-run \
        [--rounds 5] [--repeat 2000] [--bundles DIR] [--no-graphs]

Cases: bench/graphs/*.cag with the binds below (small and large), and with
``--bundles DIR`` every repro bundle in DIR (CAJIT_REPRO_DIR of a model's
backward, replayed with ``--replay``: a real graph's calls, host calls
answered from the recording). Prints per case the median over rounds of
cajit-run's median time per run, for each build, and each build's over
the first's.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
G = os.path.join(ROOT, "bench", "graphs")
CASES = (  # (label, graph, binds)
    ("almost_empty", "almost_empty.cag", ""),
    ("host_calls_32", "host_calls_32.cag", ""),
    ("gelu_bwd 4K", "pointwise_gelu_bwd.cag", "s0=4096"),
    ("gelu_bwd 1M", "pointwise_gelu_bwd.cag", "s0=1048576"),
    ("sum(-1) 64x64", "sum_dim_last.cag", "s0=64,s1=64"),
    ("sum(-1) 1024x1024", "sum_dim_last.cag", "s0=1024,s1=1024"),
    ("sum(0) 64x64", "sum_dim0.cag", "s0=64,s1=64"),
    ("sum(0) 1024x1024", "sum_dim0.cag", "s0=1024,s1=1024"),
    ("mm+gelu_bwd 64x32x64", "mm_gelu_bwd.cag", "s0=64,s1=32,s2=64"),
    ("mm+gelu_bwd 512x64x512", "mm_gelu_bwd.cag", "s0=512,s1=64,s2=512"),
    ("mm_nn 128", "mm_nn.cag", "s0=128,s1=128,s2=128"),
    ("mm_tn 128", "mm_tn.cag", "s0=128,s1=128,s2=128"),
    ("bmm 8x32", "bmm.cag", "s3=8,s0=32,s1=32,s2=32"),
)


def once(tool: str, args: list[str], repeat: int) -> float:
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", CAJIT_NUM_THREADS="1")
    out = subprocess.run([tool, *args, "--repeat", str(repeat), "--warmup", str(max(1, repeat // 10)),
                          "--threads", "1"], env=env, capture_output=True, text=True)
    m = re.search(r"^run_ms median=([0-9.e+-]+)", out.stdout, re.M)
    if out.returncode or not m:
        raise RuntimeError(f"{tool} {' '.join(args)}: {out.stderr.strip()[-300:]}")
    return float(m.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", action="append", required=True, help="cajit-run binaries (first: baseline)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=2000)
    ap.add_argument("--bundles", help="a directory of repro bundles")
    ap.add_argument("--no-graphs", action="store_true", help="bundles only")
    args = ap.parse_args()
    cases = [] if args.no_graphs else [
        (label, [os.path.join(G, g)] + (["--bind", b] if b else [])) for label, g, b in CASES]
    if args.bundles:
        for d in sorted(os.listdir(args.bundles)):
            p = os.path.join(args.bundles, d)
            cases.append((d, [os.path.join(p, "graph.cag"), "--replay", p]))
    print("| case | " + " | ".join(f"us ({i})" for i in range(len(args.run))) + " | "
          + " | ".join(f"({i}) / (0)" for i in range(1, len(args.run))) + " |")
    print("|---|" + "---:|" * (2 * len(args.run) - 1))
    for label, a in cases:
        times: list[list[float]] = [[] for _ in args.run]
        for _ in range(args.rounds):
            for i, tool in enumerate(args.run):
                times[i].append(once(tool, a, args.repeat))
        med = [statistics.median(t) * 1000 for t in times]
        print(f"| {label} | " + " | ".join(f"{m:.2f}" for m in med) + " | "
              + " | ".join(f"{m / med[0]:.3f}" for m in med[1:]) + " |", flush=True)


if __name__ == "__main__":
    sys.exit(main())
