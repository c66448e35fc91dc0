#!/usr/bin/env python3
"""Per-kernel times of one replay bundle under several cajit builds, side
by side, with this machine's memcpy bandwidth measured between them
(bench/README.md, "Memory-bound backwards": the kernels below 80% of
memcpy).

    python3 bench/kernel_ab.py --builds /path/to/old/build,build \\
        --bundle DIR/<graph>-0 [--match 'grad_weight|padded'] [--rounds 5]

Each round runs `cajit-run --replay BUNDLE --profile --threads 1 --repeat
10 --warmup 2` once per build (the order flipped every round) and then
native/membw.c at 16, 32 and 64 MiB (single thread; GB/s counted as bytes
read plus bytes written, as the kernels' rates are). Prints the median of
the per-run mean time of each kernel whose profile line matches --match,
its GB/s and % of memcpy where cajit-run reports the bytes a call moves
(loop kernels; against the memcpy size nearest those bytes), and the
memcpy medians. Make the bundle with CAJIT_REPRO_DIR=DIR while
running the model once (CAJIT_TIERED=0). A benchmark, not a test; on a
loaded machine compare only the columns of one run.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# Kernels moving less than this run from cache: no % of memcpy for them.
MIN_COMPARED_BYTES = 4 << 20  # this machine's L2 per core


def membw_binary() -> str:
    out = os.path.join(tempfile.gettempdir(), "cajit-membw")
    src = os.path.join(HERE, "native", "membw.c")
    if not os.path.exists(out) or os.path.getmtime(out) < os.path.getmtime(src):
        subprocess.run(["cc", "-O2", "-o", out, src, "-lpthread"], check=True)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--builds", required=True, help="comma-separated build dirs holding cajit-run")
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--match", default=".")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    builds = args.builds.split(",")
    membw = membw_binary()
    times = {b: {} for b in builds}
    mem = {16: [], 32: [], 64: []}
    line_re = re.compile(r"profile (k\d+) ms=([\d.]+) calls=\d+ share=\S+ (?:bytes=(\d+) GB/s=\S+ )?(.*)")
    moved = {}  # kernel -> bytes per call (read + written, each buffer once)
    for r in range(args.rounds):
        for b in builds if r % 2 == 0 else builds[::-1]:
            out = subprocess.run([os.path.join(b, "cajit-run"), "--replay", args.bundle, "--profile",
                                  "--threads", "1", "--repeat", "10", "--warmup", "2"],
                                 capture_output=True, text=True)
            if out.returncode:
                print(f"{b}: cajit-run failed: {out.stderr.strip()}", file=sys.stderr)
                return 1
            for line in out.stdout.splitlines():
                m = line_re.match(line)
                if m and re.search(args.match, m.group(4)):
                    times[b].setdefault((m.group(1), m.group(4)), []).append(float(m.group(2)))
                    if m.group(3):
                        moved[(m.group(1), m.group(4))] = int(m.group(3))
        for mb in mem:
            res = subprocess.run([membw, "--mb", str(mb), "--repeat", "20"], capture_output=True, text=True)
            mem[mb].append(json.loads(res.stdout)["gbps"])
    memcpy = {mb: statistics.median(v) for mb, v in mem.items()}
    for mb, gbps in memcpy.items():
        print(f"memcpy {mb} MiB (1 thread): median {gbps:.1f} GB/s read+write")
    print("ms per run (median of rounds), then GB/s and % of the memcpy nearest the kernel's bytes "
          "(cajit-run's bytes= per call: each buffer read or written once): " + " | ".join(builds))
    keys = sorted(set().union(*(t.keys() for t in times.values())), key=lambda k: int(k[0][1:]))
    for k in keys:
        cells = []
        for b in builds:
            if k not in times[b]:
                cells.append("-")
                continue
            ms = statistics.median(times[b][k])
            cell = f"{ms:.3f}"
            if k in moved and ms > 0:
                gbps = moved[k] / (ms * 1e6)
                cell += f" ({gbps:.1f} GB/s"
                if moved[k] >= MIN_COMPARED_BYTES:
                    # memcpy of N MiB moves 2N MiB (read + write), as a kernel's count does
                    near = min(memcpy, key=lambda mb: abs(2 * mb * 2**20 - moved[k]))
                    cell += f", {100 * gbps / memcpy[near]:.0f}%"
                cell += ")"
            cells.append(cell)
        print(f"{k[0]:5s} {' | '.join(cells)}  {k[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
