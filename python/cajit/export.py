"""Export a normalized graph (cajit.normalize.Normalized) as .cag text.

The text follows docs/format.md, version 1:

* signature from the call convention (sizes count, scalar kinds, hooks and
  packed_data counts);
* one ``sym`` line per bound symbol, in binding order (input dims, then
  sizes entries, then scalars entries); ints are named ``s0, s1, ...`` and
  floats ``f0, f1, ...`` in that order;
* ``input`` lines with dtype and symbolic sizes; strides only for inputs that
  were not contiguous when traced (a stride of a size-1 dim is ``?``);
* ``assume`` lines: every relation the trace relied on;
* nodes: ``aten.<name>.<overload>(args) : type`` with positional arguments
  as the FX node has them (trailing defaults omitted) and keyword-only
  arguments by name; host ops ``host.*`` as the spec's table;
* ``return (...)``.

Symbolic scalars are folded: an FX node whose value is a SymInt / SymFloat
(``aten.sym_size.int``, ``operator.mul`` on sizes, a sizes placeholder) is not
exported as a node; every use is written as its expression over the
declared symbols.  ``getitem`` of a multi-output op is folded into a
multi-result node.

Guarantee: the same Normalized graph always exports to the same bytes; an
FX graph the format cannot express raises ExportError naming the node.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any

import sympy
import torch
import torch.fx
from torch.utils._sympy.functions import (
    CleanDiv,
    FloatTrueDiv,
    FloorDiv,
    IntTrueDiv,
    Max,
    Min,
    Mod,
    PythonMod,
    ToFloat,
)

from . import hostops
from .normalize import Normalized

VERSION = 1

DTYPE_NAMES = {
    torch.bool: "bool",
    torch.uint8: "u8",
    torch.int8: "i8",
    torch.int16: "i16",
    torch.int32: "i32",
    torch.int64: "i64",
    torch.float16: "f16",
    torch.bfloat16: "bf16",
    torch.float32: "f32",
    torch.float64: "f64",
}

_MEMORY_FORMATS = {
    torch.contiguous_format: "contiguous_format",
    torch.preserve_format: "preserve_format",
    torch.channels_last: "channels_last",
    torch.channels_last_3d: "channels_last_3d",
}

_LAYOUTS = {torch.strided: "strided"}


class ExportError(Exception):
    """The graph has something the .cag format cannot express."""


# ---- expressions ------------------------------------------------------------

# Precedence, lowest first, as docs/format.md.
_OR, _AND, _NOT, _CMP, _ADD, _MUL, _NEG, _ATOM = range(1, 9)

_REL = {
    sympy.Eq: "==",
    sympy.Ne: "!=",
    sympy.Lt: "<",
    sympy.Le: "<=",
    sympy.Gt: ">",
    sympy.Ge: ">=",
}


def format_float(x: float) -> str:
    """Shortest text that reads back as the same double, never an int."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    text = repr(float(x))
    if not any(c in text for c in ".eE"):
        text += ".0"
    return text


class ExprPrinter:
    """sympy expression -> .cag expression text, with names for symbols."""

    def __init__(self, names: dict[sympy.Symbol, str]) -> None:
        self.names = names

    def __call__(self, e: Any) -> str:
        return self._p(sympy.sympify(e))[0]

    def _wrap(self, e: Any, min_prec: int) -> str:
        text, prec = self._p(e)
        return text if prec >= min_prec else f"({text})"

    def _p(self, e: Any) -> tuple[str, int]:  # noqa: C901 - one case per node kind
        if e is sympy.true or e == sympy.true:
            return "true", _ATOM
        if e is sympy.false or e == sympy.false:
            return "false", _ATOM
        if isinstance(e, sympy.Symbol):
            if e not in self.names:
                raise ExportError(f"symbol {e} is not declared")
            return self.names[e], _ATOM
        if isinstance(e, sympy.Integer) or e.is_Integer:
            v = int(e)
            return str(v), (_ATOM if v >= 0 else _NEG)
        if isinstance(e, (sympy.Float, sympy.Rational)) or e.is_Number:
            if e in (sympy.oo, -sympy.oo) or e is sympy.nan:
                raise ExportError(f"infinite bound {e} in an expression")
            v = float(e)
            return format_float(v), (_ATOM if v >= 0 and not math.isnan(v) else _NEG)
        if isinstance(e, sympy.Add):
            terms = e.as_ordered_terms()
            parts = [self._wrap(terms[0], _ADD)]
            for t in terms[1:]:
                coeff, rest = t.as_coeff_Mul()
                if coeff.is_Number and coeff < 0:
                    neg = -t
                    parts.append("- " + self._wrap(neg, _MUL))
                else:
                    parts.append("+ " + self._wrap(t, _MUL))
            return " ".join(parts), _ADD
        if isinstance(e, sympy.Mul):
            coeff, rest = e.as_coeff_Mul()
            if coeff.is_Number and coeff < 0:
                return "-" + self._wrap(-e, _NEG), _NEG
            num: list[Any] = []
            den: list[Any] = []
            for f in e.as_ordered_factors():
                if isinstance(f, sympy.Pow) and f.exp.is_Integer and int(f.exp) < 0:
                    den.extend(self._pow_factors(sympy.Pow(f.base, -f.exp, evaluate=False)))
                elif isinstance(f, sympy.Pow):
                    num.extend(self._pow_factors(f))
                elif f.is_Rational and not f.is_Integer:
                    if f.p != 1:
                        num.append(sympy.Float(f.p))
                    den.append(sympy.Float(f.q))
                else:
                    num.append(f)
            # '*', '//', '%' and '/' associate to the left at one level: a
            # non-first factor that is itself a '//', '%' or '/' needs
            # parentheses (3 * (a // b) is not 3 * a // b).
            text = " * ".join(self._wrap(f, _MUL if i == 0 else _MUL + 1) for i, f in enumerate(num)) if num else "1.0"
            for f in den:  # only in float expressions: '/' is float division
                text += " / " + self._wrap(f, _MUL + 1)
            return text, _MUL
        if isinstance(e, sympy.Pow):
            if e.exp.is_Integer and int(e.exp) < 0:
                base = sympy.Pow(e.base, -e.exp, evaluate=False)
                return "1.0 / " + " / ".join(self._wrap(f, _MUL + 1) for f in self._pow_factors(base)), _MUL
            # as in Mul: a factor after the first that is a '//' or '%'
            # needs parentheses ((a // 2) ** 2 is not a // 2 * a // 2)
            factors = self._pow_factors(e)
            return " * ".join(self._wrap(f, _MUL if i == 0 else _MUL + 1) for i, f in enumerate(factors)), _MUL
        if isinstance(e, (FloorDiv, CleanDiv)):
            a, b = e.args
            return f"{self._wrap(a, _MUL)} // {self._wrap(b, _MUL + 1)}", _MUL
        if isinstance(e, (Mod, PythonMod)):
            a, b = e.args
            return f"{self._wrap(a, _MUL)} % {self._wrap(b, _MUL + 1)}", _MUL
        if isinstance(e, (IntTrueDiv, FloatTrueDiv)):
            a, b = e.args
            return f"{self._wrap(a, _MUL)} / {self._wrap(b, _MUL + 1)}", _MUL
        if isinstance(e, ToFloat):
            return self._p(e.args[0])
        if isinstance(e, (Max, sympy.Max)):
            return "max(" + ", ".join(self(a) for a in _sorted_args(e)) + ")", _ATOM
        if isinstance(e, (Min, sympy.Min)):
            return "min(" + ", ".join(self(a) for a in _sorted_args(e)) + ")", _ATOM
        for cls, op in _REL.items():
            if isinstance(e, cls):
                return f"{self._wrap(e.lhs, _ADD)} {op} {self._wrap(e.rhs, _ADD)}", _CMP
        if isinstance(e, sympy.And):
            return " and ".join(self._wrap(a, _NOT) for a in _sorted_args(e)), _AND
        if isinstance(e, sympy.Or):
            return " or ".join(self._wrap(a, _AND) for a in _sorted_args(e)), _OR
        if isinstance(e, sympy.Not):
            return "not " + self._wrap(e.args[0], _NOT), _NOT
        raise ExportError(f"cannot express {type(e).__name__} in .cag: {e}")

    def _pow_factors(self, e: sympy.Pow) -> list[Any]:
        if not (e.exp.is_Integer and int(e.exp) > 0):
            raise ExportError(f"cannot express power {e} in .cag")
        return [e.base] * int(e.exp)


def _sorted_args(e: Any) -> list[Any]:
    return sorted(e.args, key=sympy.default_sort_key)


# ---- values and types ---------------------------------------------------------


def _is_sym_scalar(v: Any) -> bool:
    return isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool))


def _is_scalar(v: Any) -> bool:
    return _is_sym_scalar(v) or (isinstance(v, (int, float, bool)))


class _Exporter:
    def __init__(self, n: Normalized, name: str | None) -> None:
        self.n = n
        self.name = name
        self.names: dict[sympy.Symbol, str] = {}
        ints = floats = 0
        for b in n.bindings:
            if b.is_float:
                self.names[b.symbol] = f"f{floats}"
                floats += 1
            else:
                self.names[b.symbol] = f"s{ints}"
                ints += 1
        # Rename to the exported names before printing so that the term order
        # sympy chooses depends only on the exported names.
        self.rename = {
            s: sympy.Symbol(nm, real=True) if b.is_float else sympy.Symbol(nm, integer=True)
            for (s, nm), b in zip(self.names.items(), n.bindings)
        }
        self.pr = ExprPrinter({sym: str(sym) for sym in self.rename.values()})
        self.values: dict[torch.fx.Node, Any] = {}  # node -> "%id" | ("expr", e) | [ids] | None
        self.next_id = 0
        self.lines: list[str] = []
        self.device = torch.device("cpu")  # run(): the inputs' device

    # expressions
    def expr(self, e: Any) -> str:
        e = self.n.simplify(_sym_expr(e))
        return self.pr(sympy.sympify(e).xreplace(self.rename))

    def dims(self, sizes: Sequence[Any]) -> str:
        return ", ".join(self.expr(s) for s in sizes)

    def tensor_type(self, t: Any) -> str:
        if t is None:
            return "none"
        if not isinstance(t, torch.Tensor):
            raise ExportError(f"result of type {type(t).__name__} is not a tensor")
        if t.dtype not in DTYPE_NAMES:
            raise ExportError(f"dtype {t.dtype} is not supported by .cag")
        text = f"{DTYPE_NAMES[t.dtype]}[{self.dims(t.shape)}]"
        sizes = [self.n.simplify(_sym_expr(s)) for s in t.shape]
        strides = [self.n.simplify(_sym_expr(s)) for s in t.stride()]
        expected = _contiguous(sizes)
        if any(sz != 1 and st != ex for sz, st, ex in zip(sizes, strides, expected)):
            text += "{" + ", ".join(self.pr(sympy.sympify(s).xreplace(self.rename)) for s in strides) + "}"
        return text

    # values
    def fresh(self) -> str:
        v = f"%{self.next_id}"
        self.next_id += 1
        return v

    def arg(self, a: Any, where: str) -> str:  # noqa: C901 - one case per kind
        if isinstance(a, torch.fx.Node):
            if a not in self.values:
                raise ExportError(f"{where}: uses {a.name}, which has no exported value")
            v = self.values[a]
            if v is None:
                return "none"
            if isinstance(v, tuple) and v[0] == "expr":
                return self.expr(v[1])
            if isinstance(v, str):
                return v
            raise ExportError(f"{where}: {a.name} is a multi-result value used directly")
        if a is None:
            return "none"
        if isinstance(a, bool):
            return "true" if a else "false"
        if isinstance(a, int):
            return str(a)
        if isinstance(a, float):
            return format_float(a)
        if _is_sym_scalar(a):
            return self.expr(a)
        if isinstance(a, str):
            return _quote(a)
        if isinstance(a, torch.dtype):
            if a not in DTYPE_NAMES:
                raise ExportError(f"{where}: dtype {a} is not supported by .cag")
            return DTYPE_NAMES[a]
        if isinstance(a, torch.device):
            # .cag names a device by its type: a graph runs on the one
            # device of its inputs (cajit.gpu runs those of cuda:0).
            if a.type == self.device.type and a.index in (None, self.device.index):
                return self.device.type
            raise ExportError(f"{where}: device {a} in a graph of {self.device} tensors: "
                              "cajit does not run graphs that mix devices")
        if isinstance(a, torch.layout):
            if a not in _LAYOUTS:
                raise ExportError(f"{where}: layout {a} is not supported by .cag")
            return _LAYOUTS[a]
        if isinstance(a, torch.memory_format):
            return _MEMORY_FORMATS[a]
        if isinstance(a, (list, tuple)):
            return "[" + ", ".join(self.arg(x, where) for x in a) + "]"
        raise ExportError(f"{where}: cannot express argument {a!r} ({type(a).__name__})")

    # the graph
    def run(self) -> str:
        n = self.n
        out = self.lines
        out.append(f"cag {VERSION}")
        if self.name is not None:
            out.append(f"graph {_quote(self.name)}")
        out.append(f"sizes {n.n_sizes}")
        out.append("scalars" + ((" " + ", ".join(n.scalar_types)) if n.scalar_types else ""))
        out.append(f"hooks {n.n_hooks}")
        out.append(f"packed_data {n.n_packed}")
        for b in n.bindings:
            out.append(f"sym {self.names[b.symbol]} = {b.source}")
        placeholders = list(n.gm.graph.find_nodes(op="placeholder"))
        self.device = _graph_device(placeholders[: n.n_inputs], self.name)
        for i, (node, spec) in enumerate(zip(placeholders[: n.n_inputs], n.inputs)):
            v = self.fresh()
            self.values[node] = v
            text = f"input {v} : {DTYPE_NAMES[spec.dtype]}[{self.dims(spec.sizes)}]"
            if spec.strides is not None:
                text += "{" + ", ".join("?" if s is None else self.expr(s) for s in spec.strides) + "}"
            out.append(text)
        for node in placeholders[n.n_inputs :]:
            self.values[node] = ("expr", node.meta["val"])
        for a in n.assumptions:
            out.append(f"assume {self.expr(a)}")
        for node in n.gm.graph.nodes:
            if node.op == "placeholder":
                continue
            if node.op == "output":
                self.output(node)
            elif node.op == "call_function":
                self.call(node)
            else:
                raise ExportError(f"{node.name}: {node.op} nodes (e.g. tensor constants) are not supported")
        return "\n".join(out) + "\n"

    def output(self, node: torch.fx.Node) -> None:
        (res,) = node.args
        if not isinstance(res, (list, tuple)):
            res = [res]
        self.lines.append("return (" + ", ".join(self.arg(r, "return") for r in res) + ")")

    def call(self, node: torch.fx.Node) -> None:
        val = node.meta.get("val")
        target = node.target
        if target is operator.getitem:
            src = node.args[0]
            ids = self.values.get(src)
            if not isinstance(ids, list):
                raise ExportError(f"{node.name}: getitem of {src.name}, which is not a multi-result node")
            self.values[node] = ids[node.args[1]]
            return
        if target in _SYM_OPS or (not isinstance(target, torch._ops.OpOverload) and _is_scalar(val)):
            # sym_size and arithmetic on symbolic scalars: folded into the
            # expressions of their uses.
            self.values[node] = ("expr", val)
            return
        if not isinstance(target, torch._ops.OpOverload):
            raise ExportError(f"{node.name}: call to {target} is not an aten or host op")
        if hostops.is_host_op(target):
            self.host(node)
            return
        if target.namespace not in ("aten", "prims"):
            raise ExportError(f"{node.name}: op {target} is not an aten op")
        if target in _SKIP_OPS:
            return
        target, node_args, node_kwargs = _number_self(node, target)
        target, node_args, node_kwargs = _fma_by_number(target, node_args, node_kwargs)
        target = _scalar_overload(target, node_args)
        where = f"{node.name} = {target}"
        _check_tensor_args(target, node_args, node_kwargs, where)
        args = [self.arg(a, where) for a in node_args]
        args += [f"{k}={self.arg(v, where)}" for k, v in node_kwargs.items()]
        op = f"{target.namespace}.{target._schema.name.split('::', 1)[1]}.{target._overloadname}"
        call = f"{op}({', '.join(args)})"
        self.emit_results(node, call, val, _returns_many(target))

    def emit_results(self, node: torch.fx.Node, call: str, val: Any, many: bool) -> None:
        if not many:
            if val is None:
                self.lines.append(call)
                self.values[node] = None
                return
            v = self.fresh()
            self.values[node] = v
            self.lines.append(f"{v} = {call} : {self.tensor_type(val)}")
            return
        vals = list(val)
        if not vals:
            self.lines.append(call)
            self.values[node] = []
            return
        ids = [self.fresh() for _ in vals]
        self.values[node] = [None if x is None else i for i, x in zip(ids, vals)]
        types = ", ".join(self.tensor_type(x) for x in vals)
        if len(vals) == 1:
            self.lines.append(f"{ids[0]} = {call} : {types}")
        else:
            self.lines.append(f"{', '.join(ids)} = {call} : ({types})")

    def host(self, node: torch.fx.Node) -> None:
        name = hostops.host_op_name(node.target)
        where = f"{node.name} = host.{name}"
        a = node.args
        val = node.meta.get("val")
        if name == "tensor_pre_hook":
            call = f"host.tensor_pre_hook({self.arg(a[0], where)}, hook={a[1]})"
            self.emit_results(node, call, val, many=False)
        elif name == "cpp_tensor_pre_hook":
            call = f"host.cpp_tensor_pre_hook({self.arg(a[0], where)}, id={a[1]})"
            self.emit_results(node, call, val, many=False)
        elif name == "pre_hook":
            call = f"host.pre_hook({self.arg(a[0], where)}, hook={a[1]})"
            self.emit_results(node, call, val, many=True)
        elif name == "post_hook":
            call = f"host.post_hook({self.arg(a[0], where)}, {self.arg(a[1], where)}, hook={a[2]})"
            self.emit_results(node, call, val, many=True)
        elif name == "post_acc_grad_hook":
            self.lines.append(f"host.post_acc_grad_hook({self.arg(a[0], where)}, hook={a[1]})")
        elif name == "backward":
            call = f"host.backward({self.arg(a[0], where)}, {self.arg(a[1], where)}, ctx={a[2]})"
            self.emit_results(node, call, val, many=True)
        elif name == "accumulate_grad":
            self.lines.append(
                f"host.accumulate_grad({self.arg(a[0], where)}, {self.arg(a[1], where)}, "
                f"has_post_hooks={self.arg(a[2], where)})"
            )
        elif name == "final_callbacks":
            self.lines.append("host.final_callbacks()")
        else:
            raise ExportError(f"{node.name}: unknown host op {name}")
        if name in ("post_acc_grad_hook", "accumulate_grad", "final_callbacks"):
            self.values[node] = None


_SYM_OPS = {
    torch.ops.aten.sym_size.int,
    torch.ops.aten.sym_stride.int,
    torch.ops.aten.sym_numel.default,
    torch.ops.aten.sym_storage_offset.default,
}

# Runtime checks make_fx may insert for relations already in the assumptions.
_SKIP_OPS = {
    torch.ops.aten._assert_scalar.default,
    torch.ops.aten.sym_constrain_range_for_size.default,
}


def _graph_device(placeholders: Sequence[torch.fx.Node], name: str | None) -> torch.device:
    """The one device of a graph's tensor inputs (cpu when it has none; 0-d
    CPU tensors beside CUDA ones count as scalars): the CPU backend runs
    cpu graphs, cajit.gpu those of cuda:0. Inputs on several devices, or
    on another GPU, are an ExportError naming them."""
    devices: dict[torch.device, str] = {}
    for node in placeholders:
        val = node.meta.get("val")
        if isinstance(val, torch.Tensor):
            devices.setdefault(val.device, f"{node.name}{list(val.shape)}")
    if len(devices) > 1 and torch.device("cpu") in devices and all(
        not (isinstance(v, torch.Tensor) and v.device.type == "cpu" and v.dim() > 0)
        for v in (node.meta.get("val") for node in placeholders)
    ):
        # 0-d CPU tensors beside CUDA ones are scalars, as in eager's CUDA
        # ops (transformers' attention scales): cajit.gpu copies them over.
        del devices[torch.device("cpu")]
    if len(devices) > 1:
        listed = ", ".join(f"{d} ({nm})" for d, nm in devices.items())
        raise ExportError(f"graph {name}: inputs on several devices: {listed}; cajit does not run "
                          "graphs that mix devices")
    device = next(iter(devices), torch.device("cpu"))
    if device.type not in ("cpu", "cuda") or device.type == "cuda" and device.index not in (None, 0):
        raise ExportError(f"graph {name}: inputs on {device} ({devices[device]}): cajit runs cpu "
                          "and cuda:0 graphs")
    return device


def _returns_many(op: torch._ops.OpOverload) -> bool:
    rets = op._schema.returns
    if len(rets) != 1:
        return len(rets) > 1
    return isinstance(rets[0].type, torch._C.ListType)


def _sym_expr(v: Any) -> Any:
    if _is_sym_scalar(v):
        return v.node.expr
    return v


def _contiguous(sizes: Sequence[Any]) -> list[Any]:
    strides: list[Any] = []
    acc: Any = sympy.Integer(1)
    for s in reversed(sizes):
        strides.append(acc)
        acc = acc * s
    return list(reversed(strides))


def _quote(s: str) -> str:
    out = ['"']
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def to_cag(n: Normalized, name: str | None = None) -> str:
    """The .cag text of a normalized graph."""
    return _Exporter(n, name).run()


def _scalar_overload(target: torch._ops.OpOverload, args: Sequence[Any]) -> torch._ops.OpOverload:
    """``aten.mul.Tensor(t, 2.5)`` -> ``aten.mul.Scalar(t, 2.5)``.

    make_fx records a Python number (or SymFloat/SymInt) passed as the
    ``other`` Tensor of a binary op under the .Tensor overload; the
    dispatcher wraps it as a 0-d "wrapped number" tensor, whose type
    promotion is exactly the .Scalar overload's. Exporting the .Scalar
    overload keeps the .cag well-typed (a Tensor argument is a value)."""
    if target._overloadname != "Tensor" or len(args) < 2:
        return target
    other = args[1]
    if isinstance(other, torch.fx.Node):
        other = other.meta.get("val")
    if not isinstance(
        other, (int, float, torch.SymInt, torch.SymFloat)
    ) or isinstance(other, bool):
        return target
    packet = getattr(torch.ops.aten, target._schema.name.split("::", 1)[1])
    return getattr(packet, "Scalar", target)


def _is_number(v: Any) -> bool:
    if isinstance(v, torch.fx.Node):
        v = v.meta.get("val")
    return isinstance(v, (int, float, torch.SymInt, torch.SymFloat)) and not isinstance(v, bool)


def _number_self(node: torch.fx.Node, target: torch._ops.OpOverload) -> tuple[Any, tuple, dict]:
    """``aten.sub.Tensor(1, t)`` -> ``aten.rsub.Scalar(t, 1)``.

    Decompositions (Inductor's tanh_backward: ``1 - y * y``) call a binary
    op with a Python number as ``self``; the dispatcher wraps it as a 0-d
    tensor, but in .cag a Tensor argument must be a value. sub, add and mul
    have an overload with the tensor first and the same type promotion;
    any other such call is refused by _check_tensor_args."""
    args, kwargs = tuple(node.args), dict(node.kwargs)
    if target._overloadname != "Tensor" or len(args) < 2 or not _is_number(args[0]) or _is_number(args[1]):
        return target, args, kwargs
    alpha = kwargs.get("alpha", args[2] if len(args) > 2 else 1)
    name = target._schema.name.split("::", 1)[1]
    if name == "sub":
        rest = {"alpha": alpha} if alpha != 1 else {}
        return torch.ops.aten.rsub.Scalar, (args[1], args[0]), rest
    if name in ("add", "mul") and alpha == 1:
        return getattr(torch.ops.aten, name).Scalar, (args[1], args[0]), {}
    return target, args, kwargs


def _fma_by_number(target: Any, args: tuple, kwargs: dict) -> tuple[Any, tuple, dict]:
    """``prims.fma(a, b, c)`` with a number ``b`` -> ``aten.add.Tensor(c, a,
    alpha=b)``.

    Dynamo writes a tensor's ``addcmul_(t1, t2, value=v)`` and ``addcdiv_``
    as ``fma(t1 * t2, v, self)`` (torch._inductor.inductor_prims: a * b + c
    rounded once), with v a Python number: the AdamW step of a compiled
    train step has 21 of them. Its schema wants a tensor there; add with
    alpha is the same value (torch computes c + alpha * a as one FMA, and
    cajit's lowering rounds it once too). An fma of three tensors stays
    what it is (the host runs it, counted)."""
    if getattr(target, "namespace", None) != "prims" or target._schema.name != "prims::fma" or kwargs:
        return target, args, kwargs
    if len(args) != 3 or not _is_number(args[1]):
        return target, args, kwargs
    a, b, c = args
    return torch.ops.aten.add.Tensor, (c, a), {"alpha": b}


# Tensor parameters torch's own graphs pass None (an undefined tensor) to,
# of ops cajit's registry does not know (host fallbacks, so its verifier
# has no schema to hold them to): CUDA's memory-efficient SDPA backward
# gets the forward's absent attn_bias so.
_UNDEFINED_TENSOR_ARGS: dict[str, frozenset[str]] = {
    "aten::_scaled_dot_product_efficient_attention_backward": frozenset({"attn_bias"}),
}


def _check_tensor_args(target: torch._ops.OpOverload, args: Sequence[Any], kwargs: dict, where: str) -> None:
    """Refuse what the verifier would: a number or None where the schema
    wants a Tensor (the exporter must never write a graph cajit's own
    verifier rejects)."""
    schema_args = target._schema.arguments
    given = list(zip(schema_args, args)) + [
        (a, kwargs[a.name]) for a in schema_args if a.kwarg_only and a.name in kwargs
    ]
    for a, v in given:
        optional = isinstance(a.type, torch._C.OptionalType)
        kind = a.type.getElementType() if optional else a.type
        if not isinstance(kind, torch._C.TensorType):
            continue
        val = v.meta.get("val") if isinstance(v, torch.fx.Node) else v
        if val is None and a.name in _UNDEFINED_TENSOR_ARGS.get(target._schema.name, ()):
            continue
        if not isinstance(val, torch.Tensor) and not (optional and val is None):
            raise ExportError(
                f"{where}: argument `{a.name}` must be a tensor, but the graph passes "
                f"{type(val).__name__} {val!r} (no overload of {target._schema.name} takes a number there)"
            )
