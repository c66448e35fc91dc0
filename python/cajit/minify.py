"""Shrinks a .cag graph that fails to a small one that fails the same way.

Usage::

    python -m cajit.minify GRAPH.cag --bind s0=4,s1=3 [-o SMALL.cag]
        [--mode run|compare] [--match REGEX] [--check CMD] [--timeout S]

What "fails" means (the *oracle*; each attempt runs in a subprocess, so a
crash of the compiler or of the generated code is a failure to keep, not
the end of the minifier):

* ``--mode run`` (default): ``cajit-run GRAPH --bind ...`` parses, verifies,
  compiles and runs the graph on deterministic inputs; a non-zero exit or a
  signal is a failure;
* ``--mode compare``: the graph also runs through the reference backend
  (cajit.reference: the same .cag interpreted with torch ops) on the same
  inputs, and results that differ (beyond the dtype's default tolerance) are
  a failure (``python -m cajit.minify --compare-once``);
* ``--check CMD``: any command, run with the candidate file as its last
  argument; a non-zero exit is a failure (an "interestingness test" as
  C-Reduce calls it).

A candidate counts only if it fails *the same way* as the original: the
same signal, or an error whose message matches: ``--match REGEX`` when
given, else the original's last error line with numbers, value ids, symbol
names and line positions masked.

How it shrinks (greedy, each pass repeated until nothing changes, every
step checked by the oracle): outputs replaced by ``none``; nodes cut, in
halves, quarters, ... down to single nodes (a cut node's results become new
graph inputs of the same types, so everything above it that nothing else
reads goes away); assumptions and unused symbols dropped. Whatever it
keeps is a valid graph the oracle ran. It prints each accepted step and
the final size; the result goes to ``-o`` (default ``GRAPH.min.cag``).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence

_VALUE = re.compile(r"%(\d+)")
_SYM_NAME = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")


# ---- the graph as lines -------------------------------------------------------


@dataclasses.dataclass
class _Node:
    results: list[int]
    text: str  # the whole line
    types: list[str]  # one per result

    def uses(self) -> set[int]:
        rhs = self.text.split("=", 1)[1] if self.results else self.text
        return {int(v) for v in _VALUE.findall(_strip_strings(rhs))}

    @property
    def op(self) -> str:
        rhs = self.text.split("=", 1)[1] if self.results else self.text
        return rhs.strip().split("(", 1)[0]


@dataclasses.dataclass
class _Graph:
    head: list[str]  # cag, graph, sizes, scalars, hooks, packed_data
    syms: list[str]  # "sym NAME = SOURCE"
    inputs: list[tuple[int, str]]  # (id, type)
    assumes: list[str]
    nodes: list[_Node]
    returns: list[int | None]

    def text(self) -> str:
        out = [*self.head, *self.syms]
        out += [f"input %{i} : {t}" for i, t in self.inputs]
        out += self.assumes
        out += [n.text for n in self.nodes]
        out.append("return (" + ", ".join("none" if r is None else f"%{r}" for r in self.returns) + ")")
        return "\n".join(out) + "\n"

    def copy(self) -> _Graph:
        return dataclasses.replace(
            self, syms=list(self.syms), inputs=list(self.inputs), assumes=list(self.assumes),
            nodes=list(self.nodes), returns=list(self.returns))


def _strip_strings(s: str) -> str:
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', s)


def _strip_comment(line: str) -> str:
    in_string = escaped = False
    for k, ch in enumerate(line):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "#":
            return line[:k]
    return line


def _split_top(s: str) -> list[str]:
    """Splits at commas outside brackets."""
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def _node_types(line: str) -> list[str]:
    """The result types after the call's closing parenthesis."""
    s = _strip_strings(line)
    depth, end = 0, -1
    for k, ch in enumerate(s):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                end = k
                break
    rest = line[end + 1:].strip() if end >= 0 else ""
    if not rest.startswith(":"):
        return []
    t = rest[1:].strip()
    if t.startswith("(") and t.endswith(")"):
        return _split_top(t[1:-1])
    return [t]


def parse(text: str) -> _Graph:
    g = _Graph([], [], [], [], [], [])
    for raw in text.splitlines():
        line = _strip_comment(raw).strip()
        if not line:
            continue
        word = line.split(None, 1)[0]
        if word in ("cag", "graph", "sizes", "scalars", "hooks", "packed_data"):
            g.head.append(line)
        elif word == "sym":
            g.syms.append(line)
        elif word == "input":
            m = re.match(r"input\s+%(\d+)\s*:\s*(.+)$", line)
            if not m:
                raise ValueError(f"cannot read input line: {line}")
            g.inputs.append((int(m.group(1)), m.group(2).strip()))
        elif word == "assume":
            g.assumes.append(line)
        elif word == "return":
            inner = line[line.index("(") + 1:line.rindex(")")]
            g.returns = [None if r.strip() == "none" else int(r.strip()[1:]) for r in _split_top(inner)]
        else:
            m = re.match(r"((?:%\d+\s*,\s*)*%\d+)\s*=", line)
            results = [int(v) for v in _VALUE.findall(m.group(1))] if m else []
            types = _node_types(line) if results else []
            if len(types) != len(results):
                raise ValueError(f"cannot read the result types of: {line}")
            g.nodes.append(_Node(results, line, types))
    return g


# ---- shrinking steps ----------------------------------------------------------


def _dce(g: _Graph) -> _Graph:
    """Drops nodes whose results nothing reads (nodes without results are
    side effects and stay), then inputs nothing reads where no symbol needs
    them, then symbols nothing mentions."""
    live = {r for r in g.returns if r is not None}
    kept: list[_Node] = []
    for n in reversed(g.nodes):
        if not n.results or any(r in live for r in n.results):
            kept.append(n)
            live |= n.uses()
    g.nodes = kept[::-1]
    g = _drop_unused_inputs(g, live)
    return _drop_unused_syms(g)


def _sym_source(line: str) -> tuple[str, list[str]]:
    name, source = (s.strip() for s in line[len("sym"):].split("=", 1))
    return name, source.split()


def _dims(t: str) -> list[str]:
    m = re.match(r"\w+\[(.*?)\]", t)
    return _split_top(m.group(1)) if m and m.group(1).strip() else []


def _drop_unused_inputs(g: _Graph, live: set[int]) -> _Graph:
    k = 0
    while k < len(g.inputs):
        vid, _ = g.inputs[k]
        if vid in live or not _rebind_syms_off(g, k):
            k += 1
            continue
        del g.inputs[k]
    return g


def _rebind_syms_off(g: _Graph, pos: int) -> bool:
    """Rewrites the sym lines so that nothing binds to input `pos` (a symbol
    moves to another input with that symbol as a plain dim) and positions
    after it shift down; False (nothing changed) when a symbol cannot move."""
    new = []
    for line in g.syms:
        name, src = _sym_source(line)
        if src[0] == "input" and int(src[1]) == pos:
            alt = next(((i, d) for i, (_, t) in enumerate(g.inputs) if i != pos
                        for d, e in enumerate(_dims(t)) if e == name), None)
            if alt is None:
                return False
            src = ["input", str(alt[0]), "dim", str(alt[1])]
        if src[0] == "input" and int(src[1]) > pos:
            src[1] = str(int(src[1]) - 1)
        new.append(f"sym {name} = {' '.join(src)}")
    g.syms = new
    return True


def _drop_unused_syms(g: _Graph) -> _Graph:
    body = " ".join([t for _, t in g.inputs] + g.assumes + [_strip_strings(n.text) for n in g.nodes])
    mentioned = set(_SYM_NAME.findall(body))
    g.syms = [s for s in g.syms if _sym_source(s)[0] in mentioned]
    return g


def _cut(g: _Graph, ids: set[int]) -> _Graph:
    """The nodes defining `ids` leave; their results become graph inputs."""
    g = g.copy()
    for n in [n for n in g.nodes if set(n.results) & ids]:
        g.nodes.remove(n)
        g.inputs += list(zip(n.results, n.types))
    return _dce(g)


def _drop_nodes(g: _Graph, nodes: Sequence[_Node]) -> _Graph:
    g = g.copy()
    g.nodes = [n for n in g.nodes if n not in nodes]
    return _dce(g)


# ---- the oracle ---------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Outcome:
    failed: bool
    signature: str  # "signal SIGSEGV", "timeout", or the masked error line
    output: str


def _mask(message: str) -> str:
    s = re.sub(r"\S*\.cag\b", "FILE", message)
    s = re.sub(r"%\d+", "%N", s)
    s = re.sub(r"\b(line|col)\s*\d+", r"\1 N", s)
    s = re.sub(r"\b[sfu]\d+\b", "sN", s)
    s = re.sub(r"\d+", "N", s)
    return s.strip()


def _last_error_line(out: str) -> str:
    lines = [line for line in out.splitlines() if line.strip()]
    errs = [line for line in lines if "error" in line.lower() or "Error" in line]
    return (errs or lines or [""])[-1]


def _run(cmd: Sequence[str], timeout: float) -> Outcome:
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(True, "timeout", "")
    out = p.stdout + p.stderr
    if p.returncode < 0:
        return Outcome(True, f"signal {signal.Signals(-p.returncode).name}", out)
    if p.returncode == 0:
        return Outcome(False, "", out)
    return Outcome(True, _mask(_last_error_line(out)), out)


def find_cajit_run() -> list[str]:
    """cajit-run on PATH (an installed wheel's console script), else the
    source tree's build."""
    exe = shutil.which("cajit-run")
    if exe:
        return [exe]
    here = os.path.dirname(os.path.abspath(__file__))
    built = os.path.join(here, "..", "..", "build", "cajit-run")
    if os.access(built, os.X_OK):
        return [os.path.normpath(built)]
    raise SystemExit("cajit.minify: cajit-run not found (build it, or install the wheel)")


def _bind_arg(binds: dict[str, int], text: str) -> list[str]:
    declared = {_sym_source(line)[0] for line in parse(text).syms}
    kept = {k: v for k, v in binds.items() if k in declared}
    return ["--bind", ",".join(f"{k}={v}" for k, v in kept.items())] if kept else []


def make_oracle(mode: str, binds: dict[str, int], check: str | None,
                timeout: float) -> Callable[[str], Outcome]:
    def oracle(path: str) -> Outcome:
        text = open(path).read()
        if check:
            return _run([*shlex.split(check), path], timeout)
        if mode == "compare":
            return _run([sys.executable, "-m", "cajit.minify", "--compare-once", path,
                         *_bind_arg(binds, text)], timeout)
        return _run([*find_cajit_run(), path, *_bind_arg(binds, text),
                     "--repeat", "1", "--warmup", "0"], timeout)
    return oracle


# ---- the reduction loop -------------------------------------------------------


class Minifier:
    def __init__(self, oracle: Callable[[str], Outcome], match: str | None, log: Callable[[str], None]):
        self.oracle, self.match, self.log = oracle, match, log
        self.tmp = tempfile.mkdtemp(prefix="cajit-minify-")
        self.tries = 0
        self.want = ""

    def same_failure(self, o: Outcome) -> bool:
        if not o.failed:
            return False
        if self.match:
            return re.search(self.match, o.output) is not None
        return o.signature == self.want

    def check(self, g: _Graph) -> bool:
        self.tries += 1
        path = os.path.join(self.tmp, "candidate.cag")
        with open(path, "w") as f:
            f.write(g.text())
        return self.same_failure(self.oracle(path))

    def run(self, text: str) -> str:
        g = parse(text)
        path = os.path.join(self.tmp, "original.cag")
        with open(path, "w") as f:
            f.write(text)
        first = self.oracle(path)
        if not first.failed:
            raise SystemExit("cajit.minify: the graph does not fail; nothing to minify")
        self.want = first.signature
        if self.match and not self.same_failure(first):
            raise SystemExit(f"cajit.minify: the failure does not match {self.match!r}:\n{first.output}")
        self.log(f"failure: {first.signature if not self.match else self.match}")
        self.log(f"start: {len(g.nodes)} nodes, {len(g.inputs)} inputs")
        changed = True
        while changed:
            changed = False
            for step in (self._returns, self._cuts, self._side_effects, self._assumes):
                g2 = step(g)
                if g2 is not None:
                    g, changed = g2, True
        shutil.rmtree(self.tmp, ignore_errors=True)
        self.log(f"done: {len(g.nodes)} nodes, {len(g.inputs)} inputs ({self.tries} tries)")
        return g.text()

    def _accept(self, cand: _Graph, what: str) -> bool:
        if cand.text() == "" or not self.check(cand):
            return False
        self.log(f"  {what}: {len(cand.nodes)} nodes, {len(cand.inputs)} inputs")
        return True

    def _returns(self, g: _Graph) -> _Graph | None:
        """Outputs become `none`, then go; an output moves up to an operand
        of the node that defines it (what follows the failure goes)."""
        out = None
        for k, r in enumerate(g.returns):
            if r is None:
                continue
            cand = g.copy()
            cand.returns[k] = None
            cand = _dce(cand)
            if self._accept(cand, f"output {k} -> none"):
                g = out = cand
        if None in g.returns:
            cand = g.copy()
            cand.returns = [r for r in g.returns if r is not None]
            if self._accept(cand, "drop the none outputs"):
                g = out = cand
        defs = {r: n for n in g.nodes for r in n.results}
        for k in range(len(g.returns)):
            while g.returns[k] in defs:
                n = defs[g.returns[k]]
                for operand in sorted(n.uses()):
                    cand = g.copy()
                    cand.returns[k] = operand
                    cand = _dce(cand)
                    if self._accept(cand, f"output {k} -> %{operand}"):
                        g = out = cand
                        break
                else:
                    break
        return out

    def _cuts(self, g: _Graph) -> _Graph | None:
        """ddmin over the nodes with results: cut chunks of halving size."""
        out = None
        chunk = max(1, len(g.nodes) // 2)
        while True:
            k = 0
            while k < len(g.nodes):
                ids = {r for n in g.nodes[k:k + chunk] for r in n.results}
                cand = _cut(g, ids) if ids else None
                if cand is not None and len(cand.nodes) < len(g.nodes) and self._accept(
                        cand, f"cut {len(ids)} values from node {k}"):
                    g = out = cand
                else:
                    k += chunk
            if chunk == 1:
                return out
            chunk = max(1, chunk // 2)

    def _side_effects(self, g: _Graph) -> _Graph | None:
        out = None
        for n in [n for n in g.nodes if not n.results]:
            cand = _drop_nodes(g, [n])
            if self._accept(cand, f"drop {n.op}"):
                g = out = cand
        return out

    def _assumes(self, g: _Graph) -> _Graph | None:
        out = None
        for a in list(g.assumes):
            cand = g.copy()
            cand.assumes.remove(a)
            if self._accept(cand, f"drop '{a}'"):
                g = out = cand
        return out


# ---- compare-once: native against the reference backend ---------------------


def compare_once(path: str, binds: dict[str, int]) -> int:
    """Runs the graph natively and with the reference backend on the same
    seeded inputs; exit 0 when every output agrees, 3 (with the first
    difference) when one does not, 1 when either fails."""
    import torch

    from . import cag
    from .literals import DTYPES
    from .native import NativeBackend
    from .backend import GraphMeta
    from .reference import ReferenceBackend

    text = open(path).read()
    g = cag.parse(text)
    env = dict(binds)
    gen = torch.Generator().manual_seed(0)

    def tensor(t: cag.TensorType) -> torch.Tensor:
        shape = [int(d.eval(env)) for d in t.sizes]
        dtype = DTYPES[t.dtype]
        if dtype.is_floating_point:
            return torch.randn(shape, generator=gen).to(dtype)
        if dtype == torch.bool:
            return torch.randint(0, 2, shape, generator=gen).bool()
        return torch.randint(0, 2, shape, generator=gen).to(dtype)

    inputs = [tensor(t) for _, t in g.inputs]
    sizes = [0] * g.n_sizes
    scalars = [0] * len(g.scalar_types)
    for name, (kind, index, _dim) in g.syms.items():
        if kind == "sizes" and name in env:
            sizes[index] = env[name]
        elif kind == "scalars" and name in env:
            scalars[index] = env[name]
    meta = GraphMeta(name=os.path.basename(path), normalized=None, original=None)
    want = ReferenceBackend().compile(text, meta)([t.clone() for t in inputs], sizes, scalars)
    have = NativeBackend().compile(text, meta)([t.clone() for t in inputs], sizes, scalars)
    for k, (w, h) in enumerate(zip(want, have)):
        if (w is None) != (h is None):
            print(f"error: output {k}: {w is None=} {h is None=}", file=sys.stderr)
            return 3
        if w is None:
            continue
        try:
            torch.testing.assert_close(h, w, equal_nan=True)
        except AssertionError as e:
            print(f"error: output {k} differs from the reference: {str(e).splitlines()[0]}", file=sys.stderr)
            return 3
    return 0


def _binds(s: str | None) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in (s or "").split(","):
        if part.strip():
            k, v = part.split("=", 1)
            out[k.strip()] = int(v)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cajit.minify", description=__doc__.split("\n\n")[0])
    ap.add_argument("graph")
    ap.add_argument("--bind", action="append", default=[], help="symbol values, s0=4,s1=3 (may repeat)")
    ap.add_argument("--mode", choices=("run", "compare"), default="run")
    ap.add_argument("--match", help="a regex the failure's output must match")
    ap.add_argument("--check", help="a command judging a candidate (its last argument); non-zero = fails")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per attempt (a timeout is a failure)")
    ap.add_argument("-o", "--output")
    ap.add_argument("--compare-once", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    binds = _binds(",".join(a.bind))
    if a.compare_once:
        try:
            return compare_once(a.graph, binds)
        except Exception as e:  # a failure of either backend is the finding
            print(f"error: {type(e).__name__}: {e}", file=sys.stderr)
            return 1
    text = open(a.graph).read()
    m = Minifier(make_oracle(a.mode, binds, a.check, a.timeout), a.match,
                 lambda s: print(s, file=sys.stderr))
    small = m.run(text)
    out = a.output or re.sub(r"(\.cag)?$", ".min.cag", a.graph, count=1)
    with open(out, "w") as f:
        f.write(small)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
