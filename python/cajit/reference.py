"""Reference execution of a normalized graph with PyTorch ops.

``CagRunner`` interprets .cag text (as parsed by cajit.cag): it binds the
symbols from the call's arguments, checks every guard the text states
(input dtypes, ranks, dims, written strides, ``assume`` lines), then runs
each node: ``aten.<name>.<overload>`` through ``torch.ops`` with the same
arguments, ``host.*`` through the real implementations in cajit.hostops
(PyTorch's semantics for hooks, custom backward and grad accumulation).

It validates normalization and export independently of the C JIT, and is
the executor of last resort for ops the JIT does not lower.

``ReferenceBackend`` is the cajit.backend.Backend built on it;
``FxBackend`` runs the normalized FX graph instead (same guards), which
isolates export bugs from normalization bugs.

Guarantee: a call either raises GuardFailure before any side effect, or
computes what the graph says (and with ``check_types``, raises if a result
differs from its declared dtype or shape).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

import torch

from . import cag, hostops
from .literals import DTYPES as _DTYPES
from .literals import KEYWORDS as _KEYWORDS
from .literals import result_metas
from .backend import CompiledFn, GraphMeta, GuardFailure, symbol_values
from .sizes import size_value
from .normalize import unholdable

_HOST = set(hostops.HOST_OPS)


def _view_as_reshape(op: torch._ops.OpOverload) -> Callable[..., Any]:
    # The trace chose view() (reshape's decomposition) from the strides fake
    # kernels gave, and those can differ from what eager kernels produce
    # (mse_loss_backward's fake output follows its input's layout, the real
    # one is contiguous).  A .cag graph is functional, so a view means the
    # values of a reshape: fall back to one when the real strides do not
    # allow a view.
    def run(x: torch.Tensor, size: Sequence[int]) -> torch.Tensor:
        try:
            return op(x, size)
        except RuntimeError:
            return torch.ops.aten.reshape.default(x, size)

    return run


_VIEW_OPS = {"aten.view.default", "aten._unsafe_view.default"}


def resolve_op(name: str) -> torch._ops.OpOverload:
    """torch.ops.aten.mm.default for 'aten.mm.default'."""
    parts = name.split(".")
    if len(parts) != 3:
        raise cag.CagError(f"op name {name} is not <namespace>.<name>.<overload>")
    ns, op, overload = parts
    try:
        return getattr(getattr(getattr(torch.ops, ns), op), overload)
    except (AttributeError, RuntimeError) as e:
        raise cag.CagError(f"unknown op {name}") from e


class CagRunner:
    def __init__(self, graph: cag.Graph, *, check_types: bool = False, strict_layout: bool = True) -> None:
        """``strict_layout``: an input written without strides must be
        contiguous (it was when traced; the aten graph may view it)."""
        self.g = graph
        self.check_types = check_types
        self.strict_layout = strict_layout
        self.ops: list[Any] = []
        for node in graph.nodes:
            if node.op in _HOST:
                self.ops.append(node.op)
            elif node.op.startswith("host."):
                raise cag.CagError(f"line {node.line}: unknown host op {node.op}")
            elif node.op in _VIEW_OPS:
                self.ops.append(_view_as_reshape(resolve_op(node.op)))
            else:
                self.ops.append(resolve_op(node.op))
        self._check_keywords()
        # Free each value after its last use, as eager autograd would.
        last: dict[int, int] = {}
        for i, node in enumerate(graph.nodes):
            for r in _refs([node.args, list(node.kwargs.values())]):
                last[r] = i
        keep = {r for r in graph.returns if r is not None}
        self.free_after: list[list[int]] = [[] for _ in graph.nodes]
        for r, i in last.items():
            if r not in keep:
                self.free_after[i].append(r)

    def _check_keywords(self) -> None:
        def walk(v: Any, line: int) -> None:
            if isinstance(v, cag.Keyword) and v.name not in _KEYWORDS:
                raise cag.CagError(f"line {line}: unknown keyword {v.name}")
            if isinstance(v, list):
                for x in v:
                    walk(x, line)

        for node in self.g.nodes:
            walk(node.args, node.line)
            walk(list(node.kwargs.values()), node.line)

    # ---- guards ----
    def bind(self, inputs: Sequence[Any], sizes: Sequence[Any], scalars: Sequence[Any], hooks: Sequence[Any],
             packed: Sequence[Any]) -> dict[str, Any]:
        g = self.g
        if len(inputs) != len(g.inputs):
            raise GuardFailure(f"{len(inputs)} inputs, graph has {len(g.inputs)}")
        if len(sizes) != g.n_sizes:
            raise GuardFailure(f"{len(sizes)} sizes, graph has {g.n_sizes}")
        if len(scalars) != len(g.scalar_types):
            raise GuardFailure(f"{len(scalars)} scalars, graph has {len(g.scalar_types)}")
        if len(hooks) != g.n_hooks:
            raise GuardFailure(f"{len(hooks)} hooks, graph has {g.n_hooks}")
        if len(packed) != g.n_packed:
            raise GuardFailure(f"{len(packed)} packed_data, graph has {g.n_packed}")
        for i, (kind, v) in enumerate(zip(g.scalar_types, scalars)):
            if (kind == "int") != (isinstance(v, int) and not isinstance(v, bool)):
                raise GuardFailure(f"scalars {i} is {type(v).__name__}, graph has {kind}")
        for i, t in enumerate(inputs):
            # As the native backend (_native.c): only plain dense tensors.
            why = unholdable(t) if isinstance(t, torch.Tensor) else None
            if why:
                raise GuardFailure(f"input {i} is {why}")
        env = symbol_values(g.syms, inputs, sizes, scalars)
        for i, ((_vid, ty), t) in enumerate(zip(g.inputs, inputs)):
            self._check_input(i, ty, t, env)
        for k, a in enumerate(g.assumptions):
            if not a.eval(env):
                raise GuardFailure(f"assumption {k} does not hold ({_describe(a, env)})")
        return env

    def _check_input(self, i: int, ty: cag.TensorType, t: Any, env: dict[str, Any]) -> None:
        if not isinstance(t, torch.Tensor):
            raise GuardFailure(f"input {i} is {type(t).__name__}, not a tensor")
        if t.dtype != _DTYPES[ty.dtype]:
            raise GuardFailure(f"input {i} has dtype {t.dtype}, graph has {ty.dtype}")
        if t.dim() != len(ty.sizes):
            raise GuardFailure(f"input {i} has {t.dim()} dims, graph has {len(ty.sizes)}")
        for d, e in enumerate(ty.sizes):
            if e.eval(env) != t.shape[d]:
                raise GuardFailure(f"input {i} dim {d} is {t.shape[d]}, graph has {e.eval(env)}")
        if ty.strides is not None:
            for d, e in enumerate(ty.strides):
                if e is not None and e.eval(env) != t.stride(d):
                    raise GuardFailure(f"input {i} stride {d} is {t.stride(d)}, graph has {e.eval(env)}")
        elif self.strict_layout and not t.is_contiguous():
            raise GuardFailure(f"input {i} is not contiguous (traced contiguous)")

    # ---- execution ----
    def __call__(self, inputs: list[Any], sizes: list[Any], scalars: list[Any], hooks: tuple = (),
                 packed: tuple = ()) -> list[Any]:
        env = self.bind(inputs, sizes, scalars, hooks, packed)
        vals: dict[int, Any] = {vid: t for (vid, _ty), t in zip(self.g.inputs, inputs)}
        with hostops.host_context(hooks, packed):
            for i, (node, op) in enumerate(zip(self.g.nodes, self.ops)):
                args = [_value(a, vals, env) for a in node.args]
                kwargs = {k: _value(v, vals, env) for k, v in node.kwargs.items()}
                if isinstance(op, str):
                    out = self._host(op, node, args, kwargs, env)
                else:
                    out = op(*args, **kwargs)
                self._store(node, out, vals, env)
                for r in self.free_after[i]:
                    vals.pop(r, None)
        return [None if r is None else vals[r] for r in self.g.returns]

    def _store(self, node: cag.Node, out: Any, vals: dict[int, Any], env: dict[str, Any]) -> None:
        if not node.results:
            return
        outs = list(out) if len(node.results) > 1 or isinstance(out, (list, tuple)) else [out]
        if len(outs) != len(node.results):
            raise RuntimeError(
                f"line {node.line}: {node.op} returned {len(outs)} values, graph declares {len(node.results)}"
            )
        for r, v, ty in zip(node.results, outs, node.types):
            if self.check_types:
                _check_type(node, r, v, ty, env)
            vals[r] = v

    def _host(self, op: str, node: cag.Node, args: list[Any], kwargs: dict[str, Any], env: dict[str, Any]) -> Any:
        return hostops.call(op, args, kwargs, result_metas(node, env))


def _refs(v: Any) -> list[int]:
    if isinstance(v, cag.Ref):
        return [v.id]
    if isinstance(v, list):
        return [r for x in v for r in _refs(x)]
    return []


def _value(v: Any, vals: dict[int, Any], env: dict[str, Any]) -> Any:
    if isinstance(v, cag.Ref):
        return vals[v.id]
    if isinstance(v, cag.Expr):
        return v.eval(env)
    if isinstance(v, cag.Keyword):
        return _KEYWORDS[v.name]
    if isinstance(v, list):
        return [_value(x, vals, env) for x in v]
    return v


def _check_type(node: cag.Node, r: int, v: Any, ty: Any, env: dict[str, Any]) -> None:
    where = f"line {node.line}: %{r} = {node.op}"
    if isinstance(ty, cag.ScalarType):
        if ty.kind == "none" and v is not None:
            raise RuntimeError(f"{where}: declared none, got {type(v).__name__}")
        return
    if not isinstance(v, torch.Tensor):
        raise RuntimeError(f"{where}: declared a tensor, got {type(v).__name__}")
    if v.dtype != _DTYPES[ty.dtype]:
        raise RuntimeError(f"{where}: declared {ty.dtype}, got {v.dtype}")
    shape = [e.eval(env) for e in ty.sizes]
    if list(v.shape) != shape:
        raise RuntimeError(f"{where}: declared shape {shape}, got {list(v.shape)}")


def _describe(e: cag.Expr, env: dict[str, Any]) -> str:
    return ", ".join(f"{s} = {env[s]}" for s in sorted(e.symbols()))


class ReferenceBackend:
    """Backend that interprets the .cag text with PyTorch ops."""

    name = "reference"

    def __init__(self, check_types: bool = False) -> None:
        self.check_types = check_types

    def compile(self, cag_text: str, meta: GraphMeta) -> CompiledFn:
        return CagRunner(cag.parse(cag_text), check_types=self.check_types)


class FxBackend:
    """Backend that runs the normalized FX graph (guards from the .cag text)."""

    name = "fx"

    def compile(self, cag_text: str, meta: GraphMeta) -> CompiledFn:
        runner = CagRunner(cag.parse(cag_text))
        gm = copy.deepcopy(meta.normalized.gm)
        for node in gm.graph.nodes:
            if node.op == "call_function" and node.target in (
                torch.ops.aten.view.default,
                torch.ops.aten._unsafe_view.default,
            ):
                node.target = _view_as_reshape(node.target)
        gm.recompile()

        def run(inputs: list[Any], sizes: list[Any], scalars: list[Any], hooks: tuple = (),
                packed: tuple = ()) -> list[Any]:
            runner.bind(inputs, sizes, scalars, hooks, packed)
            flat = [*inputs, *_scalar_args(meta.normalized, sizes, scalars)]
            with hostops.host_context(hooks, packed):
                return list(gm(*flat))

        return run


def _scalar_args(n: Any, sizes: Sequence[Any], scalars: Sequence[Any]) -> list[Any]:
    return [size_value(sizes[i]) if kind == "sizes" else scalars[i] for kind, i in n.scalar_args]


def run_fx(meta: GraphMeta) -> Callable[..., list[Any]]:
    """The FX graph of ``meta`` as a callable, without guards (debugging)."""
    gm = meta.normalized.gm

    def run(inputs: list[Any], sizes: list[Any], scalars: list[Any], hooks: tuple = (), packed: tuple = ()):
        with hostops.host_context(hooks, packed):
            return list(gm(*inputs, *_scalar_args(meta.normalized, sizes, scalars)))

    return run
