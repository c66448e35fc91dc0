"""Whether cajit's level-3 pass pipeline emits default<O3>'s code (issue 24).

    python3 bench/asm_identity.py [--dump BUILD/cajit-dump] [-v] GRAPH.cag ...

Runs ``cajit-dump GRAPH --emit=asm`` twice per graph, with
CAJIT_LLVM_PIPELINE=default (LLVM's default<O3>) and =cajit (jit/optimize.c),
cuts both assemblies into functions (each with the constant pool before
it; label numbers, which count functions, are renumbered) and prints per
graph how many functions are byte-identical and which differ (-v: the
first lines of each difference). Exit status 1 if any function differs or
is missing. Where functions differ, time them with bench/kernel_ab.py.
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def functions(asm: str) -> dict[str, list[str]]:
    """Function name -> its lines (and the constant pools before it)."""
    out: dict[str, list[str]] = {}
    lines: list[str] = []
    name = None
    for line in asm.splitlines():
        line = re.sub(r"\.(LBB|LCPI)\d+_", r".\1_", line)
        line = re.sub(r"\.(Lfunc_end|Ltmp)\d+", r".\1", line)
        lines.append(line)
        m = re.match(r"\s*\.type\s+([^,]+),@function", line)
        if m:
            name = m.group(1)
        if line.startswith(".Lfunc_end:"):
            key = name or "?"
            while key in out:  # the same name in two parts
                key += "'"
            out[key] = lines
            lines, name = [], None
    return out


def emit(dump: str, graph: str, pipeline: str) -> str:
    env = dict(os.environ, CAJIT_LLVM_PIPELINE=pipeline)
    return subprocess.run([dump, graph, "--emit=asm"], check=True, env=env,
                          capture_output=True, text=True).stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("graphs", nargs="+")
    ap.add_argument("--dump", default=os.path.join(HERE, "build", "cajit-dump"))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    bad = 0
    print("| graph | functions | identical | differ | missing |")
    print("|---|---:|---:|---:|---:|")
    for graph in args.graphs:
        a = functions(emit(args.dump, graph, "default"))
        b = functions(emit(args.dump, graph, "cajit"))
        differ = [k for k in a if k in b and a[k] != b[k]]
        missing = sorted(set(a) ^ set(b))
        same = len(a) - len(differ) - len(set(a) - set(b))
        print(f"| {os.path.basename(graph)} | {len(a)} | {same} | {len(differ)} "
              f"| {len(missing)} |")
        for k in differ:
            print(f"|   differs: {k} | {len(a[k])} -> {len(b[k])} lines | | | |")
            if args.verbose:
                d = list(difflib.unified_diff(a[k], b[k], lineterm="", n=1))
                print("\n".join(d[:40]))
        for k in missing:
            print(f"|   only with {'default' if k in a else 'cajit'}: {k} | | | | |")
        bad += len(differ) + len(missing)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
