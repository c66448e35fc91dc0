"""A Python reader for .cag text (docs/format.md, version 1).

It exists so that the Python side can run and check exactly what it hands to
the C side: the reference runner (cajit.reference) executes a parsed .cag,
and the tests parse every exported file.  It is deliberately strict about
what the exporter writes and modest about the rest (it does not print the
canonical form; ``cajit-dump --emit=graph`` does).

Parsed form:

* ``Graph``: header, signature, ``syms`` (name -> (kind, index, dim)),
  ``inputs`` (id, TensorType), ``assumptions`` (Expr), ``nodes`` (Node),
  ``returns`` (list of value ids or None);
* expressions are small trees (``Expr``) evaluated with ``Expr.eval(env)``;
* argument values are ``Ref(id)``, ``Expr``, ``Keyword(name)`` (dtype,
  device, layout, memory format), ``str``, ``None``, ``bool`` or lists.

Guarantee: ``parse`` either returns a Graph whose every value reference and
symbol is defined, or raises CagError ``line N: ...``.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Mapping
from typing import Any

DTYPES = ("bool", "u8", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64")
_RESERVED = set(DTYPES) | {
    "true", "false", "none", "int", "float", "bool", "min", "max", "and", "or",
    "not", "inf", "nan", "cag", "graph", "sizes", "scalars", "hooks",
    "packed_data", "sym", "input", "assume", "return", "dim",
}


class CagError(Exception):
    pass


# ---- expressions --------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Expr:
    op: str  # num sym neg + - * // % / min max == != < <= > >= and or not
    args: tuple[Any, ...]

    def eval(self, env: Mapping[str, Any]) -> Any:  # noqa: C901 - one case per op
        op, a = self.op, self.args
        if op == "num":
            return a[0]
        if op == "sym":
            return env[a[0]]
        if op == "neg":
            return -a[0].eval(env)
        if op in ("min", "max"):
            vals = [x.eval(env) for x in a]
            return min(vals) if op == "min" else max(vals)
        if op == "not":
            return not a[0].eval(env)
        if op == "and":
            return a[0].eval(env) and a[1].eval(env)
        if op == "or":
            return a[0].eval(env) or a[1].eval(env)
        x, y = a[0].eval(env), a[1].eval(env)
        if op == "+":
            return x + y
        if op == "-":
            return x - y
        if op == "*":
            return x * y
        if op == "//":
            return x // y
        if op == "%":
            return x % y
        if op == "/":
            return x / y
        if op == "==":
            return x == y
        if op == "!=":
            return x != y
        if op == "<":
            return x < y
        if op == "<=":
            return x <= y
        if op == ">":
            return x > y
        if op == ">=":
            return x >= y
        raise CagError(f"unknown expression op {op}")

    def symbols(self) -> set[str]:
        if self.op == "sym":
            return {self.args[0]}
        out: set[str] = set()
        for x in self.args:
            if isinstance(x, Expr):
                out |= x.symbols()
        return out


@dataclasses.dataclass(frozen=True)
class Ref:
    id: int


@dataclasses.dataclass(frozen=True)
class Keyword:
    name: str


@dataclasses.dataclass(frozen=True)
class TensorType:
    dtype: str
    sizes: tuple[Expr, ...]
    strides: tuple[Expr | None, ...] | None  # None entry: '?'


@dataclasses.dataclass(frozen=True)
class ScalarType:
    kind: str  # int float bool none


@dataclasses.dataclass
class Node:
    line: int
    results: list[int]
    op: str
    args: list[Any]
    kwargs: dict[str, Any]
    types: list[Any]  # TensorType / ScalarType per result


@dataclasses.dataclass
class Graph:
    name: str | None
    n_sizes: int
    scalar_types: list[str]
    n_hooks: int
    n_packed: int
    syms: dict[str, tuple[str, int, int]]  # name -> (kind, index, dim)
    inputs: list[tuple[int, TensorType]]
    assumptions: list[Expr]
    nodes: list[Node]
    returns: list[int | None]


# ---- lexer --------------------------------------------------------------------

_TOKEN = re.compile(
    r"""
    (?P<ws>[ \t]+)
  | (?P<float>(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)
  | (?P<int>\d+)
  | (?P<ref>%\d+)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<op>//|==|!=|<=|>=|[-+*/%<>()\[\]{},=:?.])
    """,
    re.VERBOSE,
)


def _lex(text: str, line: int) -> list[tuple[str, str]]:
    pos, out = 0, []
    while pos < len(text):
        if text[pos] == "#":
            break
        m = _TOKEN.match(text, pos)
        if not m:
            raise CagError(f"line {line}: unexpected character {text[pos]!r}")
        pos = m.end()
        if m.lastgroup != "ws":
            out.append((m.lastgroup, m.group()))
    return out


def _unquote(s: str) -> str:
    out, i = [], 1
    while i < len(s) - 1:
        c = s[i]
        if c == "\\":
            n = s[i + 1]
            if n == "x":
                out.append(chr(int(s[i + 2 : i + 4], 16)))
                i += 4
                continue
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}[n])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


class _Line:
    def __init__(self, toks: list[tuple[str, str]], line: int, syms: Mapping[str, Any]) -> None:
        self.toks, self.i, self.line, self.syms = toks, 0, line, syms

    def err(self, what: str) -> CagError:
        found = self.toks[self.i][1] if self.i < len(self.toks) else "end of line"
        return CagError(f"line {self.line}: expected {what}, found {found}")

    def peek(self, k: int = 0) -> tuple[str, str] | None:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def accept(self, text: str) -> bool:
        t = self.peek()
        if t is not None and t[1] == text and t[0] in ("op", "ident"):
            self.i += 1
            return True
        return False

    def expect(self, text: str) -> None:
        if not self.accept(text):
            raise self.err(f"'{text}'")

    def kind(self, kind: str) -> str:
        t = self.peek()
        if t is None or t[0] != kind:
            raise self.err(kind)
        self.i += 1
        return t[1]

    def int(self) -> int:
        neg = self.accept("-")
        v = int(self.kind("int"))
        return -v if neg else v

    def end(self) -> None:
        if self.i != len(self.toks):
            raise self.err("end of line")

    # expressions, lowest precedence first
    def expr(self) -> Expr:
        e = self._and()
        while self.accept("or"):
            e = Expr("or", (e, self._and()))
        return e

    def _and(self) -> Expr:
        e = self._not()
        while self.accept("and"):
            e = Expr("and", (e, self._not()))
        return e

    def _not(self) -> Expr:
        if self.accept("not"):
            return Expr("not", (self._not(),))
        return self._cmp()

    def _cmp(self) -> Expr:
        e = self._add()
        t = self.peek()
        if t is not None and t[0] == "op" and t[1] in ("==", "!=", "<", "<=", ">", ">="):
            self.i += 1
            e = Expr(t[1], (e, self._add()))
        return e

    def _add(self) -> Expr:
        e = self._mul()
        while True:
            t = self.peek()
            if t is not None and t[0] == "op" and t[1] in ("+", "-"):
                self.i += 1
                e = Expr(t[1], (e, self._mul()))
            else:
                return e

    def _mul(self) -> Expr:
        e = self._unary()
        while True:
            t = self.peek()
            if t is not None and t[0] == "op" and t[1] in ("*", "//", "%", "/"):
                self.i += 1
                e = Expr(t[1], (e, self._unary()))
            else:
                return e

    def _unary(self) -> Expr:
        if self.accept("-"):
            inner = self._unary()
            if inner.op == "num":
                return Expr("num", (-inner.args[0],))
            return Expr("neg", (inner,))
        return self._atom()

    def _atom(self) -> Expr:
        t = self.peek()
        if t is None:
            raise self.err("an expression")
        kind, text = t
        if kind == "int":
            self.i += 1
            return Expr("num", (int(text),))
        if kind == "float":
            self.i += 1
            return Expr("num", (float(text),))
        if kind == "op" and text == "(":
            self.i += 1
            e = self.expr()
            self.expect(")")
            return e
        if kind == "ident":
            if text in ("min", "max"):
                self.i += 1
                self.expect("(")
                args = [self.expr()]
                while self.accept(","):
                    args.append(self.expr())
                self.expect(")")
                return Expr(text, tuple(args))
            if text in ("true", "false"):
                self.i += 1
                return Expr("num", (text == "true",))
            if text in ("inf", "nan"):
                self.i += 1
                return Expr("num", (math.inf if text == "inf" else math.nan,))
            if text in self.syms:
                self.i += 1
                return Expr("sym", (text,))
            raise CagError(f"line {self.line}: undefined symbol {text}")
        raise self.err("an expression")

    # types
    def type(self) -> Any:
        t = self.peek()
        if t is None or t[0] != "ident":
            raise self.err("a type")
        name = t[1]
        self.i += 1
        if name in ("int", "float", "none") or (name == "bool" and not self._peek_is("[")):
            return ScalarType(name)
        if name not in DTYPES:
            raise CagError(f"line {self.line}: unknown dtype {name}")
        self.expect("[")
        sizes = []
        if not self.accept("]"):
            sizes.append(self.expr())
            while self.accept(","):
                sizes.append(self.expr())
            self.expect("]")
        strides = None
        if self.accept("{"):
            strides = []
            while True:
                strides.append(None if self.accept("?") else self.expr())
                if self.accept("}"):
                    break
                self.expect(",")
            if len(strides) != len(sizes):
                raise CagError(f"line {self.line}: {len(strides)} strides for {len(sizes)} dims")
            strides = tuple(strides)
        return TensorType(name, tuple(sizes), strides)

    def _peek_is(self, text: str) -> bool:
        t = self.peek()
        return t is not None and t[1] == text

    # argument values
    def value(self) -> Any:
        t = self.peek()
        if t is None:
            raise self.err("a value")
        kind, text = t
        if kind == "ref":
            self.i += 1
            return Ref(int(text[1:]))
        if kind == "string":
            self.i += 1
            return _unquote(text)
        if kind == "op" and text == "[":
            self.i += 1
            items = []
            if not self.accept("]"):
                items.append(self.value())
                while self.accept(","):
                    items.append(self.value())
                self.expect("]")
            return items
        if kind == "ident":
            if text == "none":
                self.i += 1
                return None
            if text in DTYPES:
                self.i += 1
                return Keyword(text)
            if text in ("true", "false") and not self._next_is_operator():
                self.i += 1
                return text == "true"
            if text not in self.syms and text not in ("min", "max", "inf", "nan", "true", "false", "not"):
                self.i += 1
                return Keyword(text)
        return self.expr()

    def _next_is_operator(self) -> bool:
        t = self.peek(1)
        return t is not None and t[0] == "op" and t[1] not in (",", ")", "]")


def parse(text: str) -> Graph:  # noqa: C901 - one section per case
    """Parse .cag text; raises CagError naming the line."""
    lines = []
    for no, raw in enumerate(text.split("\n"), 1):
        toks = _lex(raw.rstrip("\r"), no)
        if toks:
            lines.append((no, toks))
    g = Graph(None, 0, [], 0, 0, {}, [], [], [], [])
    it = iter(lines)
    defined: set[int] = set()
    stage = 0

    def line(no: int, toks: list[tuple[str, str]]) -> _Line:
        return _Line(toks, no, g.syms)

    no, toks = next(it, (0, []))
    p = line(no, toks)
    p.expect("cag")
    version = p.int()
    if version != 1:
        raise CagError(f"line {no}: unsupported version {version} (this reader supports 1)")
    p.end()
    expected_sig = ["sizes", "scalars", "hooks", "packed_data"]
    for no, toks in it:
        p = line(no, toks)
        head = toks[0][1]
        if head == "graph" and stage == 0:
            p.i = 1
            g.name = _unquote(p.kind("string"))
            p.end()
            stage = 1
            continue
        if expected_sig:
            if head != expected_sig[0]:
                raise p.err(f"'{expected_sig[0]}'")
            p.i = 1
            if head == "sizes":
                g.n_sizes = p.int()
            elif head == "scalars":
                while p.peek() is not None:
                    k = p.kind("ident")
                    if k not in ("int", "float"):
                        raise CagError(f"line {no}: scalar type must be int or float, found {k}")
                    g.scalar_types.append(k)
                    if not p.accept(","):
                        break
            elif head == "hooks":
                g.n_hooks = p.int()
            else:
                g.n_packed = p.int()
            p.end()
            expected_sig.pop(0)
            stage = 2
            continue
        if head == "sym":
            if stage > 2:
                raise CagError(f"line {no}: sym declaration after inputs")
            p.i = 1
            name = p.kind("ident")
            if name in g.syms:
                raise CagError(f"line {no}: symbol {name} declared twice")
            if name in _RESERVED:
                raise CagError(f"line {no}: {name} is a reserved word")
            p.expect("=")
            kind = p.kind("ident")
            if kind == "input":
                idx = p.int()
                p.expect("dim")
                src = ("input", idx, p.int())
            elif kind in ("sizes", "scalars"):
                src = (kind, p.int(), -1)
            else:
                raise CagError(f"line {no}: unknown symbol source {kind}")
            p.end()
            g.syms[name] = src
            continue
        if head == "input":
            if stage > 3:
                raise CagError(f"line {no}: input after assumptions or nodes")
            stage = 3
            p.i = 1
            vid = int(p.kind("ref")[1:])
            p.expect(":")
            ty = p.type()
            if not isinstance(ty, TensorType):
                raise CagError(f"line {no}: an input must be a tensor")
            p.end()
            _define(defined, vid, no)
            g.inputs.append((vid, ty))
            continue
        if head == "assume":
            if stage > 4:
                raise CagError(f"line {no}: assume after nodes")
            stage = 4
            p.i = 1
            g.assumptions.append(p.expr())
            p.end()
            continue
        if head == "return":
            p.i = 1
            p.expect("(")
            if not p.accept(")"):
                while True:
                    if p.accept("none"):
                        g.returns.append(None)
                    else:
                        vid = int(p.kind("ref")[1:])
                        _use(defined, vid, no)
                        g.returns.append(vid)
                    if p.accept(")"):
                        break
                    p.expect(",")
            p.end()
            stage = 6
            continue
        if stage == 6:
            raise CagError(f"line {no}: text after return")
        stage = 5
        g.nodes.append(_node(p, defined))
    if expected_sig:
        raise CagError(f"missing '{expected_sig[0]}' line")
    if stage != 6:
        raise CagError("missing return")
    for name, (kind, idx, _dim) in g.syms.items():
        if kind == "input" and not 0 <= idx < len(g.inputs):
            raise CagError(f"symbol {name}: input {idx} does not exist")
        if kind == "sizes" and not 0 <= idx < g.n_sizes:
            raise CagError(f"symbol {name}: sizes {idx} does not exist")
        if kind == "scalars" and not 0 <= idx < len(g.scalar_types):
            raise CagError(f"symbol {name}: scalars {idx} does not exist")
    return g


def _define(defined: set[int], vid: int, no: int) -> None:
    if vid in defined:
        raise CagError(f"line {no}: value %{vid} defined twice")
    defined.add(vid)


def _use(defined: set[int], vid: int, no: int) -> None:
    if vid not in defined:
        raise CagError(f"line {no}: undefined value %{vid}")


def _check_refs(v: Any, defined: set[int], no: int) -> None:
    if isinstance(v, Ref):
        _use(defined, v.id, no)
    elif isinstance(v, list):
        for x in v:
            _check_refs(x, defined, no)


def _node(p: _Line, defined: set[int]) -> Node:
    results: list[int] = []
    if p.peek() is not None and p.peek()[0] == "ref":
        results.append(int(p.kind("ref")[1:]))
        while p.accept(","):
            results.append(int(p.kind("ref")[1:]))
        p.expect("=")
    parts = [p.kind("ident")]
    while p.accept("."):
        parts.append(p.kind("ident"))
    op = ".".join(parts)
    p.expect("(")
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    if not p.accept(")"):
        while True:
            t, t2 = p.peek(), p.peek(1)
            if t is not None and t[0] == "ident" and t2 is not None and t2 == ("op", "="):
                p.i += 2
                kwargs[t[1]] = p.value()
            else:
                if kwargs:
                    raise CagError(f"line {p.line}: positional argument after keyword argument")
                args.append(p.value())
            if p.accept(")"):
                break
            p.expect(",")
    for a in [*args, *kwargs.values()]:
        _check_refs(a, defined, p.line)
    types: list[Any] = []
    if results:
        p.expect(":")
        if len(results) > 1 or (p.peek() is not None and p.peek()[1] == "("):
            p.expect("(")
            types.append(p.type())
            while p.accept(","):
                types.append(p.type())
            p.expect(")")
        else:
            types.append(p.type())
        if len(types) != len(results):
            raise CagError(f"line {p.line}: {len(results)} results but {len(types)} types")
    p.end()
    for r in results:
        _define(defined, r, p.line)
    return Node(p.line, results, op, args, kwargs, types)


def parse_expr(text: str, symbols: Mapping[str, Any] = ()) -> Expr:
    """Parse one expression over the given symbol names."""
    p = _Line(_lex(text, 1), 1, {s: None for s in symbols})
    e = p.expr()
    p.end()
    return e
