"""Normalize a compiled-autograd graph into an aten graph with symbolic shapes.

Compiled autograd (torch 2.13) hands ``compiler_fn`` a GraphModule
``forward(inputs, sizes, scalars, hooks, packed_data)`` whose autograd nodes
are opaque calls ``torch._dynamo.compiled_autograd.ops.<Node>(grads, *saved)``
followed by ``ops.validate_outputs``.  It carries no shapes and is called
later with real values.  ``normalize`` re-traces it with ``make_fx`` in
symbolic mode over fake copies of one real call's arguments:

* every dim of every tensor input is a (duck-sized) symbol: equal dims share
  one symbol, 0 and 1 are specialised to constants, others are assumed >= 2;
  strides that are not implied by the sizes (slices) and storage offsets
  are specialised to constants;
* every ``sizes`` entry is a symbol, duck-sized with the input dims when
  positive (so the trace's many shape comparisons are trivially true) and a
  free symbol otherwise; every ``scalars`` entry is a free symbol;
* ``ops.*`` and ``validate_outputs`` run on the fakes and decompose into the
  aten ops they dispatch; a graph that mutates (compiled autograd's
  CopySlices) is traced again through functionalization;
* ``call_hook``, ``call_backward`` (Python autograd.Function),
  ``call_accumulate_grad``, C++ tensor pre-hooks and the final-callbacks stub
  become the opaque custom ops of ``cajit.hostops``, which refer to hooks by
  index;
* saved-tensor unpack hooks (``call_hook(..., hook_type="unpack_hook")``)
  run before the graph: their results are extra inputs (``unpack_hooks``).

Everything the trace assumed about the symbols (ShapeEnv guards,
replacements, value ranges) is collected into ``Normalized.bindings`` /
``Normalized.assumptions``; the exporter (``cajit.export``) writes them as
``sym`` and ``assume`` lines and input types, which a runtime checks
(``cajit.reference.CagRunner.bind`` in Python).

Guarantee: ``normalize`` either returns a graph equivalent to ``gm`` for
every call that satisfies the recorded guards, or raises ``Unsupported``
naming what it could not handle.
"""

from __future__ import annotations

import collections
import dataclasses
import inspect
import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import sympy
import torch
import torch.fx
from torch._dynamo.compiled_autograd import copy_slices_epilogue
from torch._dynamo.external_utils import (
    FakeCompiledAutogradEngine,
    call_accumulate_grad,
    call_backward,
    call_hook,
)
from torch._guards import SLoc
from torch._dynamo.source import (
    GetItemSource,
    LocalSource,
    TensorProperty,
    TensorPropertySource,
)
from torch._subclasses.fake_tensor import FakeTensor
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv

from torch.utils._sympy.numbers import int_oo
from torch.utils._sympy.value_ranges import bound_sympy

from . import hostops, metas, relations  # noqa: F401  (metas: registers shape functions)
from .shape_exprs import backed_hints, canonical, sym_expr
from .inputs import InputSnapshot, snapshot_inputs, stand_in, unholdable  # noqa: F401  (re-exported)
from . import sym_memo as _sym_memo  # noqa: F401  (installs the SymNode memo)
from .fake_mode import FakeMode as _FakeMode
from .lean_trace import lean_meta as _lean_meta
from .lean_trace import own_fakes as _own_fakes
from .validated import validated_unchanged as _validated_unchanged
from .unsupported import Unsupported
from .input_symbols import Previous, _fake_input, _pick_size_symbol, _previous_dim_values, _size_symint
from .sizes import size_value


# c10::ScalarType codes, as compiled autograd packs them in validate_outputs
# metadata.
_SCALAR_TYPES = {
    0: torch.uint8,
    1: torch.int8,
    2: torch.int16,
    3: torch.int32,
    4: torch.int64,
    5: torch.float16,
    6: torch.float32,
    7: torch.float64,
    11: torch.bool,
    15: torch.bfloat16,
}


# _ShapeEnv._get_sloc's fixed location (tests turn it off).
_sloc_lean = True
_SLOC_RETRACE = SLoc("cajit.normalize re-trace", None)


class _ShapeEnv(ShapeEnv):
    """A ShapeEnv that never makes strides or storage offsets symbols of
    their own.

    Sizes stay symbolic.  A stride that is not implied by the input's own
    sizes (a slice of a wider tensor: x[..., :e // 2] of a [b, e] tensor has
    strides (e, 1)) would otherwise get a symbol with no source the .cag
    format can name.  It becomes the expression of a dim, or of a product of
    trailing dims, of an input made before it with the same value
    (``stride_hints``: the wider tensor is usually an input too, a
    parameter or a saved activation), else a constant.  Either way the
    entry checks it; a constant would recompile at every new size."""

    def __init__(self, *args: Any, previous: Sequence[Previous] = (), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Every expression seen with each value, first seen first.
        self.stride_hints: dict[int, list[sympy.Expr]] = {}
        # ``previous`` (normalize's): the input dims' and strides' values
        # in other calls, which tell a stride's true expression from one
        # that has its value by accident now.
        self.previous = tuple(previous)
        self.previous_values: list[dict[sympy.Symbol, int]] = [{} for _ in self.previous]

    def add_stride_hints(self, fake: FakeTensor, index: int) -> None:
        for prev, values in zip(self.previous, self.previous_values):
            shape = prev.shapes[index] if index < len(prev.shapes) else None
            if shape is not None and len(shape) == fake.dim():
                for size, p in zip(fake.shape, shape):
                    e = sym_expr(size)
                    if isinstance(e, sympy.Symbol):
                        values.setdefault(e, p)
        acc: Any = sympy.Integer(1)
        for size in reversed(fake.shape):
            e = sym_expr(size)
            for cand in (e, acc * e):
                val = cand.xreplace(backed_hints(self))
                if val.is_Integer and int(val) >= 2:
                    seen = self.stride_hints.setdefault(int(val), [])
                    if cand not in seen:
                        seen.append(cand)
            acc = acc * e

    def _stride_expr(self, val: int, source: TensorPropertySource) -> sympy.Expr:
        """The candidate with the stride's value here that had its value in
        the most other calls too; a constant if the stride kept its value
        in all of them and no candidate did as well."""
        cands = self.stride_hints.get(val, [])
        wants = [(w, values) for w, values in zip(self._previous_strides(source), self.previous_values) if w is not None]
        if not wants:
            return cands[0] if cands else sympy.Integer(val)
        def score(e: sympy.Expr) -> int:
            return sum(1 for w, values in wants if e.xreplace(values) == w)
        best = max(cands, key=score, default=None)
        if best is not None and score(best) >= score(sympy.Integer(val)):
            return best
        return sympy.Integer(val)

    def _previous_strides(self, source: TensorPropertySource) -> list[int | None]:
        base = source.base
        if not isinstance(base, GetItemSource) or not isinstance(base.index, int):
            return [None] * len(self.previous)
        i, d = base.index, source.idx
        out: list[int | None] = []
        for prev in self.previous:
            strides = prev.strides[i] if i < len(prev.strides) else None
            out.append(strides[d] if strides is not None and d is not None and d < len(strides) else None)
        return out

    def _get_sloc(self, framework_loc: str | None = None) -> Any:
        """Where a symbol, guard or replacement was made, for torch's logs
        and messages: the first frame outside torch's files and the user
        stack of Dynamo's TracingContext (~560 frame walks in the tiny GRU's
        re-trace). Here it is always the re-trace (normalize.py), and
        cajit reads no guard's location: a fixed one."""
        if not _sloc_lean:
            return super()._get_sloc(framework_loc)
        return _SLOC_RETRACE if framework_loc is None else SLoc(framework_loc, None)

    def _get_stack_summary(self, is_debug: bool = False, framework_loc: str | None = None) -> Any:
        """The same for the location torch's create_symbol logs: its stack
        walk makes torch's set of "uninteresting" files the first time,
        which imports torch.export, torch._inductor and networkx (19 MB
        that stay in a process whose re-trace runs in the compile thread:
        cajit.retrace_process)."""
        if not _sloc_lean:
            return super()._get_stack_summary(is_debug, framework_loc)
        return self._get_sloc(framework_loc), ""

    def create_symbol(self, val, source, *args, **kwargs):  # type: ignore[override]
        if isinstance(source, TensorPropertySource) and source.prop in (
            TensorProperty.STRIDE,
            TensorProperty.STORAGE_OFFSET,
        ):
            if source.prop == TensorProperty.STRIDE and isinstance(val, int):
                return self._stride_expr(val, source)
            return sympy.Integer(val)
        return super().create_symbol(val, source, *args, **kwargs)


@dataclasses.dataclass(frozen=True)
class Source:
    """Where a symbol's value is read at run time."""

    kind: str  # "input", "sizes" or "scalars"
    index: int
    dim: int = -1  # for "input"

    def __str__(self) -> str:
        if self.kind == "input":
            return f"input {self.index} dim {self.dim}"
        return f"{self.kind} {self.index}"


@dataclasses.dataclass
class Binding:
    """Symbol ``symbol`` is the value of ``source``."""

    symbol: sympy.Symbol
    source: Source
    is_float: bool


@dataclasses.dataclass
class InputSpec:
    dtype: torch.dtype
    sizes: list[sympy.Expr]  # over bound symbols
    strides: list[sympy.Expr | None] | None  # None: unconstrained (contiguous when traced)


@dataclasses.dataclass
class Normalized:
    """The result of ``normalize``.

    ``gm`` is an aten-level GraphModule whose placeholders are, in order, the
    tensor inputs, then one SymInt / SymFloat per ``scalar_args`` entry (the
    sizes and scalars entries that stayed symbolic; the others were
    specialised to constants).  Host ops are ``torch.ops.cajit.*``.
    """

    gm: torch.fx.GraphModule
    shape_env: ShapeEnv
    n_inputs: int
    n_sizes: int
    scalar_types: list[str]  # "int" / "float" per scalars entry
    n_hooks: int
    n_packed: int
    inputs: list[InputSpec]
    scalar_args: list[tuple[str, int]]  # ("sizes" | "scalars", index) of the placeholders after the inputs
    bindings: list[Binding]
    assumptions: list[sympy.Basic]  # boolean exprs over bound symbols

    def simplify(self, expr: Any) -> Any:
        """Canonical form of a sympy expr of this trace (replacements applied)."""
        return canonical(self.shape_env, expr)

    def bound_symbols(self) -> dict[sympy.Symbol, Binding]:
        return {b.symbol: b for b in self.bindings}


# ---- the re-trace -----------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _HookRef:
    index: int


@dataclasses.dataclass(frozen=True)
class _PackedRef:
    index: int


def _is_ca_op(target: Any, name: str) -> bool:
    return type(target).__name__ == "Op" and getattr(target, "__name__", None) == name


class _Retracer(torch.fx.Interpreter):
    """Runs the compiled-autograd graph on fakes, turning impure calls into
    cajit host ops.  ``unpacked`` maps each unpack-hook node to the fake of
    the tensor its hook returned (a graph input, see unpack_hooks)."""

    def __init__(self, gm: torch.fx.GraphModule, unpacked: Mapping[torch.fx.Node, Any],
                 cancelled: Callable[[], bool]) -> None:
        super().__init__(gm)
        self._unpacked = unpacked
        self._cancelled = cancelled

    def run_node(self, n: torch.fx.Node) -> Any:
        self._node = n
        if self._cancelled():
            raise Unsupported("cancelled", "the trace was cancelled (the process exits)")
        try:
            return super().run_node(n)
        except Unsupported:
            raise
        except Exception as e:
            raise Unsupported(
                _target_name(n.target),
                f"re-tracing node {n.name} ({_target_name(n.target)}) failed: "
                f"{type(e).__name__}: {e}",
            ) from e

    def call_function(self, target: Any, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if target is call_hook:
            return self._call_hook(args, kwargs)
        if target is call_backward:
            return self._call_backward(args)
        if target is call_accumulate_grad:
            return self._accumulate_grad(args, kwargs)
        if (len(args) == 2 and not kwargs and _is_ca_op(target, "validate_outputs")
                and _validated_unchanged(args[0], args[1], _SCALAR_TYPES)):
            return list(args[0])  # what torch returns (lean_trace: nothing to do)
        if target is FakeCompiledAutogradEngine._exec_final_callbacks_stub:
            hostops.OPS["final_callbacks"]()
            return None
        if _is_sparse_embedding_backward(self._node):
            # nn.Embedding(sparse=True): (grads, needs_input_grad, indices,
            # padding_idx, scale_grad_by_freq, sparse, num_weights). .cag
            # has no sparse layout: the dense gradient has the same values,
            # but the weight's .grad is then dense where eager's is sparse
            # (densified_ops; counted per call in cajit.stats()["densified"]).
            args = (*args[:5], False, args[6])
        if target is getattr(torch._C._dynamo.compiled_autograd, "call_cpp_tensor_pre_hooks", None):
            hook_id, grad = args
            return hostops.OPS["cpp_tensor_pre_hook"](grad, hook_id)
        return super().call_function(target, args, kwargs)

    def _hook_index(self, ref: Any, kind: str) -> int:
        if not isinstance(ref, _HookRef):
            raise Unsupported(kind, f"{kind}: hook is {type(ref).__name__}, not an entry of hooks")
        return ref.index

    def _call_hook(self, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        kind = kwargs.get("hook_type")
        rest = args[1:]
        if kind == "tensor_pre_hook":
            return hostops.OPS["tensor_pre_hook"](rest[0], self._hook_index(args[0], kind))
        if kind == "pre_hook":
            return hostops.OPS["pre_hook"](list(rest[0]), self._hook_index(args[0], kind))
        if kind == "post_hook":
            return hostops.OPS["post_hook"](
                list(rest[0]), list(rest[1]), self._hook_index(args[0], kind)
            )
        if kind == "post_acc_grad_hook":
            hostops.OPS["post_acc_grad_hook"](rest[0], self._hook_index(args[0], kind))
            return rest[0]
        if kind == "unpack_hook" and self._node in self._unpacked:
            return self._unpacked[self._node]
        raise Unsupported(str(kind), f"hook type {kind!r} is not supported")

    def _call_backward(self, args: Sequence[Any]) -> Any:
        ctx = self._hook_index(args[0], "backward")
        saved = list(args[1])
        grads = list(args[2:])
        dtypes: list[int] = []
        sizes: list[Any] = []
        ranks: list[int] = []
        for meta in self._backward_metadata(self._node):
            if meta is None:
                dtypes.append(-1)
                continue
            dtype, shape = meta
            if dtype not in hostops.DTYPE_CODE:
                raise Unsupported("backward", f"custom backward result dtype {dtype} is not supported")
            dtypes.append(hostops.DTYPE_CODE[dtype])
            sizes.extend(shape)
            ranks.append(len(shape))
        return hostops.OPS["backward"](saved, grads, ctx, dtypes, sizes, ranks)

    def _backward_metadata(self, node: torch.fx.Node) -> list[tuple[torch.dtype, list[Any]] | None]:
        # The result types of a Python backward are not in the graph, but
        # compiled autograd always validates its results right after the
        # call: validate_outputs([r0, r1, ...], [meta0, meta1, ...]) where
        # meta = ((requires_grad, memory_format, device, dtype, layout,
        # pinned), sizes, is_tensor_subclass, grad_dtype).
        metas: dict[int, Any] = {}
        count = 0
        for user in node.users:
            if user.target is not operator.getitem:
                raise Unsupported("backward", f"{node.name}: result used by {user.name} directly")
            k = user.args[1]
            for v in user.users:
                if _is_ca_op(v.target, "validate_outputs"):
                    outs = list(v.args[0])
                    count = max(count, len(outs))
                    metas[k] = v.args[1][outs.index(user)]
                    break
                if v.op == "call_function" and v.target is copy_slices_epilogue:
                    # The custom Function ran inside CopySlices (an in-place
                    # op on a view of its output's base): its results go to
                    # copy_slices_epilogue(needs_input_grad, result, res,
                    # grad_slice), which copies res[0] into grad_slice.
                    i = list(v.args[2]).index(user)
                    count = max(count, len(v.args[0]))
                    # res[i > 0] is the epilogue's result i, validated.
                    metas[k] = ("like", v.args[3]) if i == 0 else _validated_meta(v, i)
                    if metas[k] is None:
                        raise Unsupported(
                            "backward", f"{node.name}: result {k} is not checked by validate_outputs"
                        )
                    break
            else:
                raise Unsupported(
                    "backward", f"{node.name}: result {k} is not checked by validate_outputs"
                )
        result: list[tuple[torch.dtype, list[Any]] | None] = []
        for k in range(max([count, *[i + 1 for i in metas]])):
            meta = metas.get(k)
            if meta is None:
                result.append(None)
                continue
            meta = torch.fx.node.map_arg(meta, lambda n: self.env[n])
            if meta[0] == "like":  # the type of a tensor (grad_slice)
                result.append((meta[1].dtype, list(meta[1].shape)))
                continue
            options, shape, is_subclass, grad_dtype = meta
            if is_subclass:
                raise Unsupported("backward", "tensor subclass gradients are not supported")
            code = grad_dtype if grad_dtype is not None else options[3]
            if code in (8, 9, 10):  # ComplexHalf, ComplexFloat, ComplexDouble
                raise Unsupported("complex", f"gradient dtype code {code} (complex)")
            if code not in _SCALAR_TYPES:
                raise Unsupported("backward", f"gradient dtype code {code} is not supported")
            result.append((_SCALAR_TYPES[code], list(shape)))
        return result

    def _accumulate_grad(self, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if self._node.users:
            raise Unsupported("accumulate_grad", "the result of call_accumulate_grad is used")
        if len(args) == 4:
            variable, _variable_grad, grad, has_post_hooks = args
        elif len(args) == 3:  # torch <= 2.11: (variable, grad, has_post_hooks)
            variable, grad, has_post_hooks = args
        else:
            raise Unsupported("accumulate_grad", f"call_accumulate_grad with {len(args)} arguments")
        if not isinstance(grad, torch.Tensor):
            raise Unsupported("accumulate_grad", "accumulate_grad of a non-tensor gradient")
        hostops.OPS["accumulate_grad"](variable, grad, bool(has_post_hooks))
        return None


def unpack_hooks(gm: torch.fx.GraphModule) -> list[tuple[torch.fx.Node, int, int]]:
    """The saved-tensor unpack hooks of compiled autograd's ``gm``, in graph
    order: (node, index into hooks, index into packed_data) per
    ``call_hook(hooks[h], packed_data[p], hook_type="unpack_hook")``.

    cajit runs these hooks before the compiled code (CompiledGraph) and
    passes their results as extra graph inputs after compiled autograd's
    own: the unpacked tensor's shape is known only once the hook has run
    (the graph records none), and as an input it is guarded like any other
    before anything runs.  Raises Unsupported if a hook or its data is not
    a plain entry of hooks / packed_data."""

    def index_of(n: Any, placeholder: str) -> int | None:
        if (
            isinstance(n, torch.fx.Node)
            and n.op == "call_function"
            and n.target is operator.getitem
            and isinstance(n.args[0], torch.fx.Node)
            and n.args[0].op == "placeholder"
            and n.args[0].target == placeholder
            and isinstance(n.args[1], int)
        ):
            return n.args[1]
        return None

    found = []
    for n in gm.graph.find_nodes(op="call_function", target=call_hook):
        if n.kwargs.get("hook_type") != "unpack_hook":
            continue
        h = index_of(n.args[0], "hooks") if n.args else None
        p = index_of(n.args[1], "packed_data") if len(n.args) == 2 else None
        if h is None or p is None:
            raise Unsupported(
                "unpack_hook", f"{n.name}: unpack hook is not call_hook(hooks[i], packed_data[j])"
            )
        found.append((n, h, p))
    return found


def _validated_meta(node: torch.fx.Node, index: int) -> Any:
    """The validate_outputs metadata of result ``index`` of ``node`` (a
    node returning a list), or None."""
    for g in node.users:
        if g.target is operator.getitem and g.args[1] == index:
            for w in g.users:
                if _is_ca_op(w.target, "validate_outputs"):
                    return w.args[1][list(w.args[0]).index(g)]
    return None


def _is_sparse_embedding_backward(n: torch.fx.Node) -> bool:
    return (
        n.op == "call_function"
        and _is_ca_op(n.target, "EmbeddingBackward0")
        and len(n.args) == 7
        and n.args[5] is True
    )


def densified_ops(gm: torch.fx.GraphModule) -> list[str]:
    """The nodes of compiled autograd's ``gm`` whose sparse gradient cajit
    computes dense (nn.Embedding(sparse=True)), by op, one entry each."""
    return ["EmbeddingBackward0" for n in gm.graph.nodes if _is_sparse_embedding_backward(n)]


def _target_name(target: Any) -> str:
    if isinstance(target, torch._ops.OpOverload):
        return str(target)
    name = getattr(target, "__name__", None)
    return name if name else str(target)


# ---- relations --------------------------------------------------------------


def _collect(
    shape_env: ShapeEnv,
    fakes: Sequence[FakeTensor],
    real_inputs: Sequence[InputMeta],
    size_syms: Sequence[Any],
    scalar_syms: Sequence[Any],
) -> tuple[list[InputSpec], list[Binding], list[sympy.Basic]]:
    bindings: list[Binding] = []
    bound: dict[sympy.Symbol, Binding] = {}
    assumptions: list[sympy.Basic] = []

    def canon(e: Any) -> Any:
        return canonical(shape_env, e)

    # 1. tensor dims: the first dim carrying a symbol binds it.
    specs: list[InputSpec] = []
    for i, (f, t) in enumerate(zip(fakes, real_inputs)):
        sizes = [canon(sym_expr(s)) for s in f.shape]
        for d, e in enumerate(sizes):
            if isinstance(e, sympy.Symbol) and e not in bound:
                b = Binding(e, Source("input", i, d), False)
                bindings.append(b)
                bound[e] = b
        strides: list[sympy.Expr | None] | None = None
        if not t.contiguous:
            strides = [
                None if t.shape[d] == 1 else canon(sym_expr(s)) for d, s in enumerate(f.stride())
            ]
        specs.append(InputSpec(t.dtype, sizes, strides))

    # 2. sizes / scalars: bind their own symbol, or a fresh one plus an
    # equality with what the trace made of it.
    aux_counter = 0

    def bind_scalar(kind: str, i: int, sym: Any) -> None:
        nonlocal aux_counter
        is_float = isinstance(sym, (float, torch.SymFloat))
        e = canon(sym_expr(sym))
        if isinstance(e, sympy.Symbol) and e not in bound:
            b = Binding(e, Source(kind, i), is_float)
        else:
            aux_counter += 1
            fresh = sympy.Symbol(f"_cajit_aux{aux_counter}", real=True) if is_float else sympy.Symbol(
                f"_cajit_aux{aux_counter}", integer=True
            )
            b = Binding(fresh, Source(kind, i), is_float)
            assumptions.append(sympy.Eq(fresh, e, evaluate=False))
        bindings.append(b)
        bound[b.symbol] = b

    for i, s in enumerate(size_syms):
        bind_scalar("sizes", i, s)
    for i, s in enumerate(scalar_syms):
        bind_scalar("scalars", i, s)

    # 3. value ranges of bound symbols (a dim symbol is >= 2: 0 and 1 were
    # specialised), then the guards the trace recorded.
    ranges = {}
    for b in bindings:
        vr = shape_env.var_to_range.get(b.symbol)
        if vr is None:
            continue
        ranges[b.symbol] = vr
        lo, hi = vr.lower, vr.upper
        if _finite(lo) and not (b.source.kind == "input" and lo <= 0):
            assumptions.append(sympy.Ge(b.symbol, lo, evaluate=False))
        if _finite(hi):
            assumptions.append(sympy.Le(b.symbol, hi, evaluate=False))
    for g in shape_env.guards:
        e = canon(g.expr)
        if e == sympy.true:
            continue
        if e == sympy.false:
            raise Unsupported("guard", f"guard {g.expr} simplifies to False")
        if _implied_by_ranges(e, ranges):
            continue
        assumptions.append(e)

    # 4. everything must be over bound symbols.
    known = set(bound)
    for spec in specs:
        for e in [*spec.sizes, *(spec.strides or [])]:
            _check_free(e, known, "input type")
    for a in assumptions:
        _check_free(a, known, "assumption")
    # Deduplicate, keeping the first occurrence (deterministic order).
    seen: set[str] = set()
    unique = []
    for a in assumptions:
        key = sympy.srepr(a)
        if key not in seen:
            seen.add(key)
            unique.append(a)
    return specs, bindings, unique


def _finite(x: Any) -> bool:
    return x not in (int_oo, -int_oo, sympy.oo, -sympy.oo)


def _implied_by_ranges(e: Any, ranges: Mapping[Any, Any]) -> bool:
    # A guard such as Ne(s0, 1) is redundant next to s0 >= 2.
    if not all(s in ranges for s in e.free_symbols):
        return False
    try:
        vr = bound_sympy(e, dict(ranges))
    except Exception:
        return False
    return vr.lower == vr.upper == sympy.true


def _check_free(e: Any, known: set[sympy.Symbol], what: str) -> None:
    if e is None or not isinstance(e, sympy.Basic):
        return
    extra = [s for s in e.free_symbols if s not in known]
    if extra:
        raise Unsupported(
            "unbound_symbol",
            f"{what} {e} uses symbol(s) {sorted(map(str, extra))} that no input, sizes or scalars entry binds",
        )


# ---- entry point --------------------------------------------------------------


# make_fx's TorchFunctionMetadataMode sees every torch function call of
# the trace (each Tensor method a Python decomposition calls: ~3,700 in
# the tiny GRU's) to record node.meta["torch_fn"], which cajit never reads.
_MAKE_FX_LEAN = ({"_disable_torch_fn_metadata_mode": True}
                 if "_disable_torch_fn_metadata_mode" in inspect.signature(make_fx).parameters else {})


def _trace(fn: Any, args: Sequence[Any], decompositions: Any, functional: bool) -> torch.fx.GraphModule:
    if functional:
        fn = torch.func.functionalize(fn, remove="mutations")
    _own_fakes(args)
    with torch.no_grad(), _lean_meta():
        try:
            return make_fx(
                fn,
                decomposition_table=decompositions,
                tracing_mode="symbolic",
                _allow_non_fake_inputs=True,
                **_MAKE_FX_LEAN,
            )(*args)
        except Unsupported:
            raise
        except Exception as e:  # a failure outside any one node
            raise Unsupported("trace", f"re-tracing failed: {type(e).__name__}: {e}") from e


def _refuse_complex(gm: torch.fx.GraphModule) -> None:
    """Unsupported("complex") for a graph with a complex value anywhere:
    .cag has no complex dtypes (CompiledGraph runs such graphs as one
    counted host call)."""
    for n in gm.graph.nodes:
        vals = n.meta.get("val")
        for v in vals if isinstance(vals, (list, tuple)) else [vals]:
            if isinstance(v, torch.Tensor) and v.dtype.is_complex:
                raise Unsupported("complex", f"{n.name} ({_target_name(n.target)}) has dtype {v.dtype}")


def _has_mutation(gm: torch.fx.GraphModule) -> bool:
    return any(
        isinstance(n.target, torch._ops.OpOverload)
        and not hostops.is_host_op(n.target)
        and n.target._schema.is_mutable
        for n in gm.graph.nodes
        if n.op == "call_function"
    )


_FRESH = {
    torch.ops.aten.empty_strided.default,
    torch.ops.aten.empty.memory_format,
    torch.ops.aten.empty_like.default,
    torch.ops.aten.new_empty.default,
    torch.ops.aten.new_empty_strided.default,
}


def _copies_into_fresh(gm: torch.fx.GraphModule) -> None:
    """``copy_(empty_strided(...), src)`` -> ``copy(empty_strided(...), src)``
    where nothing reads the fresh buffer before the copy.

    AOTAutograd's backward prologue (call_aot_bwd_prologue, in the graphs of
    a torch.compile'd forward) gives a tangent its expected strides this
    way.  The functional form is the same computation without the
    mutation, so the graph needs no functionalizing re-trace, which the
    prologue refuses to run under (it checks that no functorch transform
    is active)."""
    changed = False
    for node in list(gm.graph.find_nodes(op="call_function", target=torch.ops.aten.copy_.default)):
        dst, src = node.args[0], node.args[1]
        if node.kwargs or not isinstance(dst, torch.fx.Node) or dst.target not in _FRESH:
            continue
        order = {n: i for i, n in enumerate(gm.graph.nodes)}
        if any(order[u] < order[node] for u in dst.users if u is not node):
            continue
        with gm.graph.inserting_after(node):
            new = gm.graph.call_function(torch.ops.aten.copy.default, (dst, src))
        new.meta = dict(node.meta)
        for u in list(dst.users):
            if u is not node and u is not new:
                u.replace_input_with(dst, new)
        node.replace_all_uses_with(new)
        gm.graph.erase_node(node)
        changed = True
    if changed:
        gm.recompile()


@dataclasses.dataclass(frozen=True)
class InputMeta:
    """What ``normalize`` reads of a real input besides its fake."""

    dtype: torch.dtype
    shape: tuple[int, ...]
    contiguous: bool


@dataclasses.dataclass
class Prepared:
    """One call of a graph as ``trace`` needs it (``prepare``'s result)."""

    shape_env: ShapeEnv
    fakes: list[FakeTensor]
    metas: list[InputMeta]
    size_syms: list[Any]
    scalar_syms: list[Any]
    scalar_types: list[str]
    n_hooks: int
    n_packed: int


def prepare(
    gm: torch.fx.GraphModule,
    inputs: Sequence[InputSnapshot],
    sizes: Sequence[Any],
    scalars: Sequence[Any],
    n_hooks: int,
    n_packed: int = 0,
    *,
    duck: bool = True,
    static_dims: Sequence[Sequence[bool]] | None = None,
    previous: Sequence[Previous] = (),
) -> Prepared:
    """What ``trace`` needs of one call, from ``snapshot_inputs`` of its
    inputs (no real tensor: the call may have freed them, and this may run
    in another thread, cajit.tiering): fakes of its tensors (symbolic sizes
    in a new ShapeEnv), symbols for its sizes and scalars, and the inputs'
    metadata. ``n_hooks``, ``n_packed``: the lengths of its hooks and
    packed_data. The other arguments are ``normalize``'s."""
    placeholders = [n.target for n in gm.graph.find_nodes(op="placeholder")]
    if placeholders != ["inputs", "sizes", "scalars", "hooks", "packed_data"]:
        raise Unsupported("signature", f"unexpected graph signature {placeholders}")

    shape_env = _ShapeEnv(previous=previous if not duck else ())
    mode = _FakeMode(allow_non_fake_inputs=True, shape_env=shape_env)
    # The fake-tensor dispatch cache pays off when the same op meets the
    # same metadata many times; one trace of a backward graph rarely does,
    # and building the entries cost about a third of normalization.
    mode.cache_enabled = False
    # Contiguous inputs first: their dims are the strides the others may
    # name (_ShapeEnv.stride_hints).
    fake_at: dict[int, FakeTensor] = {}
    bases: dict[tuple[int, int], torch.Tensor] = {}
    users = collections.Counter(t.storage for t in inputs)
    with _lean_meta():  # sym_memo's memo of SymNode arithmetic (MetaConverter's as_strided)
        for i in sorted(range(len(inputs)), key=lambda i: not inputs[i].contiguous):
            fake_at[i] = _fake_input(mode, inputs[i], i, duck, bases,
                                     static_dims[i] if static_dims is not None else None,
                                     alone=users[inputs[i].storage] == 1)
            shape_env.add_stride_hints(fake_at[i], i)
    fakes = [fake_at[i] for i in range(len(inputs))]
    dim_syms: dict[int, list[tuple[int, int, sympy.Symbol]]] = {}
    if not duck:
        # Input dims keep their own symbols, but a sizes entry still takes
        # the symbol of the first input dim with its value: lifted sizes
        # (layer_norm's normalized_shape, view sizes) feed fake kernels that
        # never compare them with the tensors', so a free symbol there would
        # leave the graph unprovable. A wrong pick is a guard, as in duck
        # mode.
        for i, f in enumerate(fakes):
            for d, n in enumerate(f.shape):
                e = sym_expr(n)
                if isinstance(e, sympy.Symbol):
                    val = int(e.xreplace(backed_hints(shape_env)))
                    dim_syms.setdefault(val, []).append((i, d, e))
        for val, cands in dim_syms.items():
            shape_env.val_to_var.setdefault(val, cands[0][2])
    size_syms = []
    # Per value, the symbols a sizes entry may share: input dims, then
    # earlier sizes entries, each with its values in the previous calls.
    shared: dict[int, list[tuple[Any, list[int | None]]]] = {
        val: [(sym, _previous_dim_values(previous, k, d)) for k, d, sym in c] for val, c in dim_syms.items()
    }
    for i, v in enumerate(sizes):
        val = size_value(v)
        own = not duck and previous and val > 1 and not _pick_size_symbol(shape_env, shared.get(val, []), previous, i, val)
        sym = _size_symint(shape_env, val, i, not own)
        size_syms.append(sym)
        if not duck and previous and val > 1 and isinstance(sym, torch.SymInt):
            prev = [p.sizes[i] if i < len(p.sizes) else None for p in previous]
            shared.setdefault(val, []).append((sym_expr(sym), prev))
    scalar_syms: list[Any] = []
    scalar_types: list[str] = []
    for i, v in enumerate(scalars):
        src = GetItemSource(LocalSource("scalars"), i)
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise Unsupported("scalar", f"scalars[{i}] is {type(v).__name__}")
        if isinstance(v, int):
            scalar_syms.append(shape_env.create_unspecified_symint_and_symbol(v, src, DimDynamic.DYNAMIC))
            scalar_types.append("int")
        else:
            sym = shape_env.create_unspecified_symbol(v, source=src, dynamic_dim=DimDynamic.DYNAMIC)
            scalar_syms.append(shape_env.create_symfloatnode(sym, hint=v, source=src))
            scalar_types.append("float")


    return Prepared(
        shape_env=shape_env,
        fakes=fakes,
        metas=[InputMeta(t.dtype, t.shape, t.contiguous) for t in inputs],
        size_syms=size_syms,
        scalar_syms=scalar_syms,
        scalar_types=scalar_types,
        n_hooks=n_hooks,
        n_packed=n_packed,
    )


def trace(gm: torch.fx.GraphModule, prepared: Prepared, *,
          decompositions: Mapping[Any, Any] | None = None,
          cancelled: Callable[[], bool] = lambda: False) -> Normalized:
    """Re-traces ``gm`` over ``prepared`` (``prepare``'s, for this ``gm``):
    the second half of ``normalize``. Needs no real tensor; takes the
    ShapeEnv of ``prepared`` over, so each Prepared traces once.
    ``cancelled`` is asked before each node; true ends the trace with
    ``Unsupported("cancelled")``."""
    shape_env, fakes = prepared.shape_env, prepared.fakes
    size_syms, scalar_syms = prepared.size_syms, prepared.scalar_syms
    scalar_types = prepared.scalar_types
    n_in = len(fakes)
    unpack = unpack_hooks(gm)
    n_ca = n_in - len(unpack)  # compiled autograd's own inputs
    if n_ca < 0:
        raise Unsupported(
            "unpack_hook", f"{len(unpack)} unpack hooks but only {n_in} inputs (their results go last)"
        )
    hook_refs = tuple(_HookRef(i) for i in range(prepared.n_hooks))
    packed_refs = tuple(_PackedRef(i) for i in range(prepared.n_packed))
    # Only symbolic values are graph arguments: make_fx would turn a plain
    # int argument into a fresh symbol of its own.
    scalar_args = [
        (kind, i)
        for kind, vals in (("sizes", size_syms), ("scalars", scalar_syms))
        for i, v in enumerate(vals)
        if isinstance(v, (torch.SymInt, torch.SymFloat))
    ]

    def flat_fn(*flat: Any) -> Any:
        lists = {"sizes": list(size_syms), "scalars": list(scalar_syms)}
        for (kind, i), v in zip(scalar_args, flat[n_in:]):
            lists[kind][i] = v
        unpacked = {node: t for (node, _h, _p), t in zip(unpack, flat[n_ca:n_in])}
        return _Retracer(gm, unpacked, cancelled).run(
            list(flat[:n_ca]), lists["sizes"], lists["scalars"], hook_refs, packed_refs
        )

    flat_args = [*fakes, *[(size_syms if k == "sizes" else scalar_syms)[i] for k, i in scalar_args]]
    traced = _trace(flat_fn, flat_args, decompositions, functional=False)
    _copies_into_fresh(traced)
    if _has_mutation(traced):
        # In-place ops (copy_ in compiled autograd's CopySlices prologue,
        # for in-place ops on views in the forward) would make the .cag
        # depend on aliasing; functionalization turns them into pure ops.
        # Views stay views.  The second trace replays the same guards.
        traced = _trace(flat_fn, flat_args, decompositions, functional=True)
        if _has_mutation(traced):
            raise Unsupported("mutation", "the graph still mutates a tensor after functionalization")
    traced.graph.eliminate_dead_code(is_impure_node=hostops.is_impure_node)
    traced.recompile()
    _refuse_complex(traced)
    relations.strengthen(traced)
    # Each replacement may let the other pass solve more.
    for _round in range(8):
        if not (relations.divisible_quotients(shape_env) | relations.solved_equalities(shape_env)):
            break

    specs, bindings, assumptions = _collect(shape_env, fakes, prepared.metas, size_syms, scalar_syms)
    return Normalized(
        gm=traced,
        shape_env=shape_env,
        n_inputs=n_in,
        n_sizes=len(size_syms),
        scalar_types=scalar_types,
        n_hooks=prepared.n_hooks,
        n_packed=prepared.n_packed,
        inputs=specs,
        scalar_args=scalar_args,
        bindings=bindings,
        assumptions=assumptions,
    )


def normalize(
    gm: torch.fx.GraphModule,
    inputs: Sequence[torch.Tensor],
    sizes: Sequence[Any],
    scalars: Sequence[Any],
    hooks: Sequence[Any],
    packed_data: Sequence[Any] = (),
    *,
    decompositions: Mapping[Any, Any] | None = None,
    duck: bool = True,
    static_dims: Sequence[Sequence[bool]] | None = None,
    previous: Sequence[Previous] = (),
) -> Normalized:
    """Re-trace compiled autograd's ``gm`` over fakes of one real call
    (``prepare``, then ``trace``).

    ``inputs, sizes, scalars, hooks, packed_data`` are the arguments of that
    call, ``inputs`` followed by the results of the graph's unpack hooks
    (unpack_hooks' order), which become graph inputs too (``sizes`` as compiled autograd passes them: an empty ``[0, n]``
    tensor for positive n, an int otherwise).  ``decompositions`` is an
    optional make_fx decomposition table (default: none, keep the aten ops
    autograd's formulas call).  ``duck``: tensor dims with equal values
    share one symbol (as Dynamo does; the equality is then a guard, and a
    call that breaks it recompiles once); otherwise each dim gets its own
    symbol and only the equalities the trace needed are guarded.  A
    positive ``sizes`` entry shares the symbol of the first dim with its
    value either way.
    ``static_dims[i][d]`` true keeps dim d of input i a constant (the
    graph's own shapes are constants there, as in AOTAutograd's graphs of
    a static Dynamo trace; a symbol would only meet them in guards).
    ``previous``: other calls of the same graph (those the earlier
    variants were compiled for); without duck-sizing, a ``sizes`` entry
    whose value several input dims have takes the symbol of the one that
    also had its value in most of those calls, not one that meets it by
    accident now (and likewise a stride that several dims' products
    have).
    """
    prepared = prepare(gm, snapshot_inputs(inputs), sizes, scalars, len(hooks), len(packed_data),
                       duck=duck, static_dims=static_dims, previous=previous)
    return trace(gm, prepared, decompositions=decompositions)
