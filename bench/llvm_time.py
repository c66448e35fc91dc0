"""Where LLVM's compile time goes, per graph (issue 24).

    python3 bench/llvm_time.py [--reps 5] [--dump BUILD/cajit-dump ...] GRAPH.cag ...

Runs ``cajit-dump --llvm-time`` (cajit_compile_profile_llvm: the module
cajit_compile builds, trimmed for the JIT, compiled as two parts, the entry
alone and the kernels together) ``--reps`` times per graph and prints, per
graph, the medians of thread CPU ms (optimize and emit, entry and kernels
apart; lowering + codegen as `gen`), the defined functions before and after
trimming and merging, and the IR instructions (all, and the entry's).

With several ``--dump`` binaries (another tree's build first, e.g. a
worktree of main), their runs alternate per repeat, one row per binary, and
a last column gives each one's LLVM total (optimize + emit) over the
first's. `split` is the CPU time of cutting the module into the parts
(not in the total; builds before it was measured print -). Thread CPU time, so that other work on a shared machine counts
less than in wall time; still take medians of several repeats.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS_CPU = ("cpu_generate", "cpu_optimize_entry", "cpu_emit_entry",
            "cpu_optimize_kernels", "cpu_emit_kernels")


def once(dump: str, graph: str) -> dict[str, float]:
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
    out = subprocess.run([dump, graph, "--llvm-time"], check=True, env=env,
                         capture_output=True, text=True).stdout
    line = next(x for x in out.splitlines() if x.startswith("llvm-time "))
    return {k: float(v) for k, v in (kv.split("=") for kv in line.split()[1:])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("graphs", nargs="+")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--dump", action="append",
                    help="cajit-dump binaries to compare (default: this tree's build)")
    args = ap.parse_args()
    dumps = args.dump or [os.path.join(HERE, "build", "cajit-dump")]
    print("| graph | build | gen | opt entry | opt kernels | emit entry | emit kernels "
          "| LLVM total | split | functions (generated -> merged) | instructions (all / entry) "
          "| LLVM × first |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|---:|")
    for graph in args.graphs:
        runs: list[list[dict[str, float]]] = [[] for _ in dumps]
        for _ in range(args.reps):
            for i, d in enumerate(dumps):
                runs[i].append(once(d, graph))
        base = None
        for i, d in enumerate(dumps):
            med = {k: statistics.median(r[k] for r in runs[i]) for k in runs[i][0]}
            llvm = statistics.median(
                sum(r[k] for k in KEYS_CPU[1:]) for r in runs[i])
            base = base if base is not None else llvm
            label = os.path.basename(os.path.dirname(os.path.dirname(os.path.abspath(d))))
            split = f"{med['cpu_split']:.0f}" if "cpu_split" in med else "-"
            print(f"| {os.path.basename(graph)} | {label} | {med['cpu_generate']:.0f} "
                  f"| {med['cpu_optimize_entry']:.0f} | {med['cpu_optimize_kernels']:.0f} "
                  f"| {med['cpu_emit_entry']:.0f} | {med['cpu_emit_kernels']:.0f} "
                  f"| {llvm:.0f} | {split} | {int(med['functions_generated'])} -> {int(med['functions'])} "
                  f"| {int(med['instructions'])} / {int(med['instructions_entry'])} "
                  f"| {llvm / base:.2f} |", flush=True)


if __name__ == "__main__":
    sys.exit(main())
