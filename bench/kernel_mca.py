#!/usr/bin/env python3
"""The issue-port floor of a graph's kernel loops: LLVM's own scheduling
model (llvm-mca) on the innermost loops of `cajit-dump --emit=asm`, to say
with the arithmetic whether a compute-bound kernel is at its compute
roofline (issue 23 item 2).

    python3 bench/kernel_mca.py [--dump BUILD/cajit-dump] [--mcpu CPU]
        [--kernels k40,k10] [--path k40:.LBB3_2,.LBB3_7*4,...] GRAPH.cag

For each kernel (the functions named `kN.*`: its wrapper, parallel body and
range function) it finds the innermost loops (a jump back to a label above
it with no other backward jump inside), and for each prints:

- its instructions and widest vector register (zmm, ymm, xmm packed, or
  scalar), and the elements one iteration handles: the step of the loop's
  counter (the register the final compare or add tests) times the scale
  that counter is used with in the loop's addresses, over the element size
  (4 bytes; 8 where the loop's vector arithmetic is `pd`); `?` where the
  counter is not an address index;
- llvm-mca's cycles per iteration in steady state (100 iterations of the
  body as straight-line code, for the --mcpu model, the host CPU by
  default as jit/ compiles for it), and per element;
- the resources it says limit the loop: those within 10% of the most
  pressed one, with their cycles per iteration (on Zen 4, Zn4FP0/Zn4FP1 are
  the FMA and multiply pipes, Zn4FP2/Zn4FP3 the add pipes; a 512-bit
  instruction takes a 256-bit pipe for two cycles).

What it does not know: which of a kernel's loops run and how often. A row
kernel runs one vector loop per pass over a row and a remainder loop for
the row's tail (none when the row length is a multiple of the vector);
LLVM may version a loop (runtime alias or alignment checks) into two of
the same width. The floor of a kernel is the sum over the loops one
element goes through, which is read from `--emit=kir` and the loops
printed here (bench/README.md, "The port floor of the LayerNorm + GELU row
kernels", does it for norm_mlp). Branches inside a loop are taken as
falling through. A model, not a measurement: compare it with the kernel's
time from CAJIT_PROFILE=1 and the clock.

--path gives llvm-mca one path through a kernel instead: the blocks named
(labels of one of the kernel's functions, in the order one row or one
chunk runs them), a loop's block as `LABEL*N` for N iterations of its loop
and its tail once; it prints the path's instructions and cycles. That
covers the code between the loops (a row's horizontal sums, its scalars,
the loops' set-up), which the loop table leaves out.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FUNCTION = re.compile(r"^([A-Za-z_$][\w.$]*):")
KERNEL = re.compile(r"^(k\d+)\.")
LABEL = re.compile(r"^(\.L\w+):")
JUMP = re.compile(r"^\s+j\w+\s+(\.L\w+)\s*$")
INSTRUCTION = re.compile(r"^\s+[a-z]")
MCA_ITERATIONS = 100
NEAR_MAX = 0.9  # resources within 10% of the most pressed one are listed


@dataclass
class Loop:
    kernel: str
    function: str
    label: str
    body: list[str]
    width: str = ""
    elements: float | None = None
    cycles: float | None = None
    limits: list[tuple[str, float]] = field(default_factory=list)


def functions(asm: str) -> list[tuple[str, list[str]]]:
    """(name, lines) of every function of `--emit=asm` text."""
    out: list[tuple[str, list[str]]] = []
    for line in asm.splitlines():
        m = FUNCTION.match(line)
        if m and not line.startswith("."):
            out.append((m.group(1), []))
        elif out:
            out[-1][1].append(line)
    return out


def innermost_loops(kernel: str, name: str, lines: list[str]) -> list[Loop]:
    """The loops of one function with no backward jump inside them."""
    where: dict[str, int] = {}
    back_edges: list[tuple[int, int]] = []
    for i, line in enumerate(lines):
        m = LABEL.match(line)
        if m:
            where[m.group(1)] = i
        m = JUMP.match(line)
        if m and m.group(1) in where:
            back_edges.append((where[m.group(1)], i))
    loops = []
    for start, end in back_edges:
        if any(start < s and e < end or start <= s < e < end for s, e in back_edges if (s, e) != (start, end)):
            continue
        body = [ln.split("#")[0].rstrip() for ln in lines[start + 1:end + 1] if INSTRUCTION.match(ln)]
        loops.append(Loop(kernel, name, LABEL.match(lines[start]).group(1), body))
    return loops


def widest(body: list[str]) -> tuple[str, int]:
    """("zmm f32", 512)-like: the widest register the loop's vector code uses."""
    text = "\n".join(body)
    f64 = len(re.findall(r"\bv\w+pd\b", text)) > len(re.findall(r"\bv\w+ps\b", text))
    kind = "f64" if f64 else "f32"
    for reg, bits in (("zmm", 512), ("ymm", 256)):
        if reg in text:
            return f"{reg} {kind}", bits
    if re.search(r"\bv\w+p[sd]\b.*%xmm", text):
        return f"xmm {kind}", 128
    return f"scalar {kind}", 0


def elements_per_iteration(body: list[str], element_bytes: int) -> float | None:
    """The counter's step times its address scale over the element size."""
    counter = None
    for line in reversed(body[:-1]):
        m = re.match(r"\s+(cmp|add|sub|inc|dec)q\s+(?:\$?-?\w+,\s*)?%(\w+)(?:,\s*%(\w+))?\s*$", line)
        if m:
            counter = m.group(3) or m.group(2)
            break
    if counter is None:
        return None
    step = None
    for line in body:
        m = re.match(rf"\s+(add|sub)q\s+\$(-?\d+),\s*%{counter}\s*$", line)
        if m:
            step = abs(int(m.group(2)))
        elif re.match(rf"\s+(inc|dec)q\s+%{counter}\s*$", line):
            step = 1
        m = re.match(rf"\s+leaq\s+(-?\d+)\(%{counter}\),\s*%{counter}\s*$", line)
        if m:
            step = abs(int(m.group(1)))
    if step is None:
        return None
    aliases = {counter}  # registers holding the counter plus an offset, as leaq or movq make them
    for line in body:
        m = re.match(r"\s+leaq\s+-?\w*\(%(\w+)(?:,%(\w+)(?:,1)?)?\),\s*%(\w+)\s*$", line)
        if m and aliases & {m.group(1), m.group(2)}:
            aliases.add(m.group(3))
        m = re.match(r"\s+movq\s+%(\w+),\s*%(\w+)\s*$", line)
        if m and m.group(1) in aliases:
            aliases.add(m.group(2))
    scales = []
    for line in body:
        if re.match(r"\s+lea", line):
            continue  # an address computed, not an access
        for base, index, scale in re.findall(r"\(%(\w+)(?:,%(\w+)(?:,(\d))?)?\)", line):
            if index in aliases:
                scales.append(int(scale or 1))
            elif base in aliases and not index:
                scales.append(1)
    if not scales:
        return None
    return step * max(scales) / element_bytes


def blocks_of(lines: list[str]) -> dict[str, list[str]]:
    """Each label's instructions up to the next label."""
    out: dict[str, list[str]] = {}
    current = None
    for line in lines:
        m = LABEL.match(line)
        if m:
            current = out.setdefault(m.group(1), [])
        elif current is not None and INSTRUCTION.match(line):
            current.append(line.split("#")[0].rstrip())
    return out


def path_body(asm: str, spec: str) -> list[str]:
    """The instructions of `kN:LABEL,LABEL*N,...` in that order."""
    kernel, _, labels = spec.partition(":")
    for name, lines in functions(asm):
        if not name.startswith(kernel + "."):
            continue
        blocks = blocks_of(lines)
        steps = [(lab, int(n or 1)) for lab, _, n in (part.partition("*") for part in labels.split(","))]
        if not all(lab in blocks for lab, _ in steps):
            continue
        body: list[str] = []
        for lab, n in steps:
            block = blocks[lab]
            back = next((i for i, ln in enumerate(block) if JUMP.match(ln) and JUMP.match(ln).group(1) == lab),
                        None)
            if back is None:
                if n != 1:
                    raise ValueError(f"{lab} is not a loop: it cannot run {n} times")
                body += block
            else:
                body += block[:back + 1] * n + block[back + 1:]
        return body
    raise ValueError(f"no function of {kernel} has the labels {labels}")


def run_mca(mca: str, mcpu: str, body: list[str]) -> tuple[float, list[tuple[str, float]]]:
    """(cycles per iteration, [(resource, cycles per iteration)] near the max)."""
    res = subprocess.run([mca, f"-mcpu={mcpu}", f"-iterations={MCA_ITERATIONS}", "-resource-pressure",
                          "-instruction-info=0"], input="\n".join(body) + "\n", capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(f"llvm-mca failed: {res.stderr.strip()[:400]}")
    out = res.stdout
    cycles = int(re.search(r"Total Cycles:\s+(\d+)", out).group(1)) / MCA_ITERATIONS
    names = dict(re.findall(r"^\[([\d.]+)\]\s+-\s+(\S+)", out, re.M))
    head, values = re.search(r"Resource pressure per iteration:\n(.*)\n(.*)\n", out).groups()
    keys = re.findall(r"\[([\d.]+)\]", head)
    pressure = {}
    for k, v in zip(keys, values.split()):
        if v != "-":
            pressure[f"{names.get(k, k)}{'.' + k.split('.')[1] if '.' in k else ''}"] = float(v)
    top = max(pressure.values(), default=0.0)
    limits = sorted(((r, p) for r, p in pressure.items() if p >= NEAR_MAX * top), key=lambda rp: -rp[1])
    return cycles, limits


def host_cpu() -> str:
    llc = shutil.which("llc-19") or shutil.which("llc")
    if llc:
        m = re.search(r"Host CPU:\s*(\S+)", subprocess.run([llc, "--version"], capture_output=True,
                                                          text=True).stdout)
        if m:
            return m.group(1)
    return "native"


def analyse(asm: str, mca: str, mcpu: str, kernels: set[str] | None) -> list[Loop]:
    loops = []
    for name, lines in functions(asm):
        m = KERNEL.match(name)
        if not m or (kernels and m.group(1) not in kernels):
            continue
        for loop in innermost_loops(m.group(1), name, lines):
            loop.width, bits = widest(loop.body)
            loop.elements = elements_per_iteration(loop.body, 8 if "f64" in loop.width else 4)
            loop.cycles, loop.limits = run_mca(mca, mcpu, loop.body)
            loops.append(loop)
    return loops


def report(loops: list[Loop], mcpu: str) -> None:
    print(f"llvm-mca -mcpu={mcpu}, {MCA_ITERATIONS} iterations of each innermost loop body")
    print("| kernel | function | loop | instrs | width | elements / iter | cycles / iter | cycles / element "
          "| limited by (cycles / iter) |")
    print("|---|---|---|---:|---|---:|---:|---:|---|")
    for lp in loops:
        fn = lp.function[len(lp.kernel) + 1:]
        fn = fn if len(fn) <= 48 else fn[:45] + "..."
        elems = "?" if lp.elements is None else f"{lp.elements:g}"
        per = "?" if not lp.elements else f"{lp.cycles / lp.elements:.2f}"
        limits = ", ".join(f"{r} {p:.1f}" for r, p in lp.limits[:4])
        print(f"| {lp.kernel} | {fn} | {lp.label} | {len(lp.body)} | {lp.width} | {elems} | {lp.cycles:.1f} "
              f"| {per} | {limits} |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("graph", help="a .cag (CAJIT_DUMP_DIR writes them)")
    ap.add_argument("--dump", default=os.path.join(ROOT, "build", "cajit-dump"))
    ap.add_argument("--mcpu", default=None, help="llvm-mca's CPU model (default: the host's, from llc-19)")
    ap.add_argument("--kernels", default="", help="comma-separated kernel ids (k40,k10); default every kernel")
    ap.add_argument("--path", default="", help="kN:LABEL,LABEL*N,...: one path through kernel kN's blocks")
    args = ap.parse_args()
    mca = shutil.which("llvm-mca-19") or shutil.which("llvm-mca")
    if not mca:
        print("kernel_mca: llvm-mca-19 not found (Debian's llvm-19 package, which llvm-19-dev pulls in)",
              file=sys.stderr)
        return 2
    if not os.access(args.dump, os.X_OK):
        print(f"kernel_mca: {args.dump} is not built (cmake --build build, or --dump)", file=sys.stderr)
        return 2
    res = subprocess.run([args.dump, args.graph, "--emit=asm"], capture_output=True, text=True)
    if res.returncode != 0:
        print(f"kernel_mca: {args.dump} {args.graph} --emit=asm failed: {res.stderr.strip()[:400]}",
              file=sys.stderr)
        return 2
    mcpu = args.mcpu or host_cpu()
    if args.path:
        try:
            body = path_body(res.stdout, args.path)
        except ValueError as e:
            print(f"kernel_mca: --path: {e}", file=sys.stderr)
            return 2
        cycles, limits = run_mca(mca, mcpu, body)
        print(f"llvm-mca -mcpu={mcpu}, path {args.path}: {len(body)} instructions, {cycles:.1f} cycles; "
              "limited by " + ", ".join(f"{r} {p:.1f}" for r, p in limits[:4]))
        return 0
    kernels = set(args.kernels.split(",")) if args.kernels else None
    report(analyse(res.stdout, mca, mcpu, kernels), mcpu)
    return 0


if __name__ == "__main__":
    sys.exit(main())
