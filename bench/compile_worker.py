"""Compile time in process vs in the compile worker (a forked child,
lib/compile/worker.c), side by side in one process, no object cache.

    python3 bench/compile_worker.py [--repeat N] [--torch] GRAPH.cag...

For each graph it compiles `repeat` times each way, alternating (so load
changes on a shared machine hit both), and prints the median wall time
(ms) of each, their difference and the fork alone (an empty compile of a
trivial graph is dominated by it). --torch imports torch first, so the
forked process has the address space of a real training process."""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graphs", nargs="+")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--torch", action="store_true")
    a = ap.parse_args()
    if a.torch:
        import torch  # noqa: F401  (a big parent: fork copies its page tables)
    from cajit import _native
    os.environ.pop("CAJIT_COMPILE_WORKER_MEMORY_MB", None)
    rss = int(open("/proc/self/statm").read().split()[1]) * os.sysconf("SC_PAGESIZE") >> 20
    print(f"parent RSS {rss} MiB, torch={'yes' if a.torch else 'no'}")
    print(f"{'graph':24} {'nodes':>6} {'in-process ms':>14} {'worker ms':>10} {'diff ms':>8} {'diff %':>7}")
    for path in a.graphs:
        text = Path(path).read_text()
        nodes = sum(1 for line in text.splitlines() if line.startswith("%"))
        t = {"0": [], "1": []}
        for _ in range(a.repeat):
            for mode in ("0", "1"):
                os.environ["CAJIT_COMPILE_WORKER"] = mode
                t0 = time.perf_counter()
                _native.Compiled(text, Path(path).name)
                t[mode].append((time.perf_counter() - t0) * 1e3)
        inp, wk = statistics.median(t["0"]), statistics.median(t["1"])
        print(f"{Path(path).name:24} {nodes:6d} {inp:14.1f} {wk:10.1f} {wk - inp:8.1f} {100 * (wk - inp) / inp:6.1f}%")


if __name__ == "__main__":
    main()
