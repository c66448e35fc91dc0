#!/usr/bin/env python3
"""Where LLVM's time on a graph's kernels goes, kernel by kernel, and which
kernels would merge if their constants were parameters (issue 24).

    python3 bench/llvm_kernels.py [--dump BUILD/cajit-dump] [--reps 3]
        [--top 20] GRAPH.cag

`cajit-dump GRAPH --emit=ll` (the module as codegen wrote it), cut into
kernels: the functions named `kN.*` (a kernel's wrapper, parallel body and
range function) each extracted with llvm-extract-19 into a module of its
own, then optimized with opt-19 (cajit's level-3 pipeline, read from
jit/optimize.c; default<O3> if that cannot be read, which emits the same
code a few % slower) and compiled with llc-19 -O3 -disable-lsr for the host
CPU, as jit/ does. Prints per kernel the thread CPU ms of each (the best
of --reps, less the tools' own start-up, measured on an empty module), the
kernels' total, and by kernel family (the op in the kernel's name).

An approximation of the in-process figures of bench/llvm_time.py: every
kernel is a module of its own (no MergeFunctions across kernels, so
identical kernels count each time; no interprocedural constants from a
wrapper the entry part holds), and the tools' start-up is noise of a few
ms per kernel. Use it to rank kernels, not to sum them.

Duplicates: the kernels' LLVM IR with value and buffer names renumbered;
kernels whose text is then equal are merged by MergeFunctions already;
those equal once integer and float constants are also blanked would merge
only if the constants were parameters. For each such group it says which
kinds of instruction hold the differing constants (`icmp`: a loop bound,
so the kernels' loops would lose their constant trip counts).
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def pipeline_text() -> str:
    """cajit's level-3 pipeline, the string literal in jit/optimize.c."""
    try:
        src = open(os.path.join(HERE, "jit", "optimize.c")).read()
        body = src[src.index("static const char cajit_pipeline[] ="):]
        body = body[:body.index(";\n")]
        m = re.search(r'#define INSTCOMBINE\s*\\?\s*\n?\s*("[^"]*")', src)
        body = body.replace("INSTCOMBINE", m.group(1))
        body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
        text = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', body))
        return text or "default<O3>"
    except (OSError, ValueError, AttributeError):
        return "default<O3>"


def children_cpu_ms() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r.ru_utime + r.ru_stime) * 1000


def compile_ms(path: str, passes: str, out: str) -> tuple[float, float]:
    c0 = children_cpu_ms()
    subprocess.run(["opt-19", "-mcpu=native", f"-passes={passes}", path, "-o", out],
                   check=True)
    c1 = children_cpu_ms()
    subprocess.run(["llc-19", "-O3", "-mcpu=native", "-disable-lsr", "-filetype=obj",
                    out, "-o", os.devnull], check=True)
    return c1 - c0, children_cpu_ms() - c1


def kernels(ll: str) -> "collections.OrderedDict[str, list[tuple[str, str]]]":
    """kN -> [(function name, its text)] in module order."""
    out: collections.OrderedDict[str, list[tuple[str, str]]] = collections.OrderedDict()
    for m in re.finditer(r"^define [^@\n]*@([\w.]+)\(.*?^}", ll, re.M | re.S):
        name = m.group(1)
        if re.match(r"k\d+\.", name):
            out.setdefault(name.split(".")[0], []).append((name, m.group(0)))
    return out


def normalized(fns: list[tuple[str, str]], blank_constants: bool) -> str:
    text = "\n".join(t for _, t in fns)
    text = re.sub(r"@k\d+\._\d+_", "@K", text)
    text = re.sub(r"!llvm\.loop !\d+", "", text)
    ids: dict[str, str] = {}
    text = re.sub(r"%buf\d+|%_in\d+_\w+",
                  lambda m: ids.setdefault(m.group(0), f"%v{len(ids)}"), text)
    if blank_constants:
        text = re.sub(r"\b(i\d+|half|float|double) (-?[0-9][0-9.e+-]*|0x[0-9A-F]+)\b",
                      r"\1 C", text)
        text = re.sub(r"(?<=[ ,\[])-?(\d+\.\d+e[+-]\d+|0x[0-9A-F]+|\d+)(?=[,\n \]])",
                      "C", text)
    return text


def instructions(fns: list[tuple[str, str]]) -> int:
    return sum(len(re.findall(r"^  \S", t, re.M)) for _, t in fns)


def duplicates(ks: "collections.OrderedDict[str, list[tuple[str, str]]]") -> None:
    total = sum(instructions(f) for f in ks.values())
    for blank in (False, True):
        groups: dict[str, list[str]] = collections.defaultdict(list)
        for k, fns in ks.items():
            groups[normalized(fns, blank)].append(k)
        dup = sum(instructions(ks[g[0]]) * (len(g) - 1) for g in groups.values())
        what = "equal once constants are blanked" if blank else "equal (MergeFunctions)"
        print(f"{what}: {len(ks)} kernels -> {len(groups)} distinct, "
              f"{dup} of {total} IR instructions in the duplicates ({100 * dup / max(total, 1):.0f}%)")
        if not blank:
            exact = {tuple(g) for g in groups.values()}
            continue
        for g in groups.values():
            if len(g) < 2 or tuple(g) in exact:
                continue
            first = normalized(ks[g[0]], False).splitlines()
            kinds: set[str] = set()
            for other in g[1:]:
                for a, b in zip(first, normalized(ks[other], False).splitlines()):
                    if a != b:
                        rhs = a.split("=", 1)[-1].split()
                        kinds.add(rhs[0] if rhs else "?")
            print(f"  {' '.join(g)} ({ks[g[0]][0][0]}): constants differ in {', '.join(sorted(kinds))}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("graph")
    ap.add_argument("--dump", default=os.path.join(HERE, "build", "cajit-dump"))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--top", type=int, default=20)
    args = ap.parse_args()
    passes = pipeline_text()
    with tempfile.TemporaryDirectory() as tmp:
        ll_path = os.path.join(tmp, "graph.ll")
        subprocess.run([args.dump, args.graph, "--emit=ll", "-o", ll_path], check=True)
        ks = kernels(open(ll_path).read())
        empty = os.path.join(tmp, "empty.ll")
        with open(empty, "w") as f:
            f.write("define void @f() {\n  ret void\n}\n")
        startup = [min(compile_ms(empty, passes, os.path.join(tmp, "e.bc"))[i]
                       for _ in range(args.reps)) for i in (0, 1)]
        rows = []
        for k, fns in ks.items():
            bc = os.path.join(tmp, k + ".bc")
            cmd = ["llvm-extract-19", ll_path, "-o", bc]
            for name, _ in fns:
                cmd += ["--func", name]
            subprocess.run(cmd, check=True)
            runs = [compile_ms(bc, passes, bc + ".opt") for _ in range(args.reps)]
            o = max(min(r[0] for r in runs) - startup[0], 0.0)
            e = max(min(r[1] for r in runs) - startup[1], 0.0)
            rows.append((o + e, o, e, k, fns[-1][0], instructions(fns)))
    rows.sort(reverse=True)
    print(f"pipeline: {'cajit (jit/optimize.c)' if passes != 'default<O3>' else passes}; "
          f"tools' start-up {startup[0]:.0f} + {startup[1]:.0f} ms subtracted")
    print(f"kernels: {len(rows)}, opt + llc {sum(r[0] for r in rows):.0f} ms "
          f"(opt {sum(r[1] for r in rows):.0f}, llc {sum(r[2] for r in rows):.0f})")
    print("| ms | opt | llc | IR instructions | kernel |\n|---:|---:|---:|---:|---|")
    for r in rows[:args.top]:
        print(f"| {r[0]:.0f} | {r[1]:.0f} | {r[2]:.0f} | {r[5]} | {r[4]} |")
    fam: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0])
    for r in rows:
        f = re.sub(r"^k\d+\._\d+___aten_", "", r[4])
        f = re.sub(r"(_default)?(\.range|\.body)?$", "", f)
        fam[f[:48]][0] += 1
        fam[f[:48]][1] += r[0]
    total = sum(r[0] for r in rows) or 1.0
    print("\n| family | kernels | ms | share |\n|---|---:|---:|---:|")
    for f, (n, t) in sorted(fam.items(), key=lambda x: -x[1][1]):
        print(f"| {f} | {n} | {t:.0f} | {100 * t / total:.0f}% |")
    print()
    duplicates(ks)
    return 0


if __name__ == "__main__":
    sys.exit(main())
