#!/usr/bin/env python3
"""Per-kernel times of a bench model's backward in a training loop under
several cajit trees, side by side (bench/README.md, "cnn's k44 with the
tiled channel sums (helper-52)").

    python3 bench/train_ab.py --trees /path/to/old/worktree,. \\
        [--model cnn] [--match batch_norm] [--rounds 9] [--show k44,k24]

Each round runs bench/roofline.py's training loop (a fresh process,
CAJIT_PROFILE=1, CAJIT_TIERED=0, one thread, WARMUP_STEPS backwards before
the profile is reset, then STEPS) once per tree, with that tree's python/
(its built extension) on PYTHONPATH, the order flipped every round; each
tree keeps its own compile cache between rounds. Prints, per kernel whose
name matches --match and that moves at least 1 MiB, the median and the
minimum over the rounds of each tree's ms per call, and the round by round
times of the kernels named by --show. A benchmark, not a test; on a
loaded machine compare only the columns of one run.
"""

import argparse
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import roofline  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--trees", required=True, help="comma-separated worktrees, each built (python/cajit/_native*.so)")
    ap.add_argument("--model", default="cnn")
    ap.add_argument("--match", default="batch_norm")
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--show", default="", help="comma-separated kernel ids to print round by round")
    a = ap.parse_args()
    trees = [os.path.abspath(t) for t in a.trees.split(",")]
    caches = [tempfile.mkdtemp(prefix="train_ab-") for _ in trees]
    runs: list[list[dict]] = [[] for _ in trees]
    for r in range(a.rounds):
        for i in (range(len(trees)) if r % 2 == 0 else reversed(range(len(trees)))):
            roofline.ROOT = trees[i]  # roofline.train puts ROOT/python on PYTHONPATH
            runs[i].append(roofline.train(a.model, 1, caches[i]))
    meds = [roofline.medians(x) for x in runs]
    keys = sorted(meds[0], key=lambda k: int(k[0][1:]) if k[0][1:].isdigit() else -1)
    print(f"{a.model}, {a.rounds} rounds, ms per call: median | ... (min | ...), trees {', '.join(trees)}")
    for k in keys:
        if re.search(a.match, k[1]) and meds[0][k][1] >= 1 << 20 and all(k in m for m in meds):
            med = " | ".join(f"{m[k][0]:.3f}" for m in meds)
            low = " | ".join(f"{min(x[k][0] for x in rr):.3f}" for rr in runs)
            print(f"{k[0]} {meds[0][k][1] / 1e6:.1f} MB {k[1][:60]}: {med} ({low})")
    show = set(filter(None, a.show.split(",")))
    for k in keys:
        if k[0] in show:
            for t, rr in zip(trees, runs):
                print(f"{k[0]} {os.path.basename(t)}: " + " ".join(f"{x[k][0]:.3f}" for x in rr if k in x))


if __name__ == "__main__":
    main()
