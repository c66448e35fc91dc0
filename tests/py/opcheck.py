"""Differential checks of one aten op: cajit's native code against PyTorch eager.

``check(sample)`` takes one call of one aten overload with real arguments
(a ``Sample``: op, args, kwargs) and:

1. builds a compiled-autograd-shaped FX graph around that single call
   (``forward(inputs, sizes, scalars, hooks, packed_data)``): every tensor
   argument is an entry of ``inputs``; every int > 1 of a ``SymInt``
   schema parameter that is a size is an entry of ``sizes``, as compiled
   autograd lifts them: all of a parameter named as one (``input_sizes``,
   ``normalized_shape``, ``size``), and of the others (indices, slice
   bounds) those equal to a dim of a tensor argument; strides, paddings,
   dilations, groups and kernel sizes stay constants, as they are in real
   backward graphs;
2. normalizes it with ``cajit.normalize`` (make_fx, symbolic mode: every
   dim > 1 becomes a symbol, 0 and 1 are specialised, as for real graphs)
   and exports it with ``cajit.export`` -- the production path, so the
   exporter is checked for every op too. Dims are duck-sized as in real
   graphs: equal values share a symbol, and a sizes entry equal to a dim
   is that dim's symbol (so ``normalized_shape`` is the input's trailing
   dims, which no fake kernel would otherwise guard);
3. compiles the .cag once with the C JIT (``cajit.native.NativeBackend``)
   and asks it which ops run through the Python fallback: the op is
   *native* when it is not among them;
4. runs the compiled graph on the sample and compares every output with
   eager (``op(*args, **kwargs)``);
5. runs the *same* compiled object again on a resized sample: each symbol
   gets a new value (v -> v+1, v+2, ...: the first choice under which the
   graph's own guards hold), tensors are tiled to the new sizes (values
   repeat, so value domains and index ranges stay valid) with the same
   layout, and size arguments follow their symbols. Ops whose inputs must
   be mutually consistent (max-pool indices) are resized by re-running the
   forward/backward that produced the sample (``Sample.regen``). When no
   choice satisfies the guards (the graph is specialised, e.g. a view to a
   constant shape), the resized run is reported as not applicable.

Why trace instead of writing the .cag text directly from the sample: the
trace gives the exact symbolic result types, guards and argument forms
(``.Scalar`` overloads, folded symbolic sizes) that real compiled-autograd
graphs have, through the same code; a hand-written text would test a
dialect of our own. The cost is that make_fx decomposes
CompositeImplicitAutograd ops (``reshape``, ``silu_backward``); for those
the traced body is replaced by the single op node (same inputs, same
guards, the decomposition's result type).

Outputs are compared with ``torch.testing.assert_close`` and its per-dtype
default tolerances (what PyTorch's own OpInfo tests use), NaNs equal,
dtypes and shapes exact, strides free (layout is the compiler's choice).
Ops that accumulate (reductions, GEMM, norms, softmax, losses,
convolution, pooling, embedding and attention backward) sum K terms in an
order of their own: the rounding error of a sum grows like sqrt(K) ulps
for random data, so both tolerances are scaled by sqrt(K), with K the
largest input numel (an upper bound of any reduction length). In
bfloat16/float16 the terms themselves are rounded, so atol is
eps * sqrt(K) * max|expected| (cancellation leaves that error on small
results) and rtol stays the default: accumulating in bfloat16 instead of
float is still caught. A result is compared with the tolerances of its
least precise floating operand (a float32 gradient of bfloat16 inputs
gets bfloat16's).
Ops whose values are unspecified (``empty``, ``new_empty``,
``empty_like``) are compared on dtype and shape only.

Layout variants (``variant=``): "asis" (as captured), "transposed" (every
tensor of rank >= 2 gets column-major strides, same values), "sliced"
(every tensor of rank >= 1 is every other element of a buffer twice as
wide in its last dim).

Guarantee: ``check`` never raises for a failing op; it returns an
``Outcome`` whose ``status`` is pass, fail (values differ, a run errored,
or a guard disagreed), declined (the compiled graph ran the op through
the Python fallback -- the op is not native, or its lowering declines this
case, as docs/ops.md says -- and the result matched), or skip (eager
itself rejects the variant, or normalization/export cannot express the
sample: a harness limitation, reported with the reason).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import operator
import os
import re
from collections.abc import Callable, Sequence
from typing import Any

import torch
import torch.fx
from torch.testing._comparison import default_tolerances
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_map
from torchgen.model import FunctionSchema

import cajit
from cajit import cag
from cajit.backend import GraphMeta, GuardFailure
from cajit.export import ExportError, to_cag
from cajit.normalize import Unsupported, normalize
from cajit.reference import CagRunner

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The registry listing of the tree whose cajit is imported (python/cajit
# -> the repository root), so the ops and the extension always agree.
OPS_MD = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(cajit.__file__)))),
                      "docs", "ops.md")

FLOAT_DTYPES = (torch.float32, torch.float64, torch.bfloat16)
VARIANTS = ("asis", "transposed", "sliced")
DTYPE_NAMES = {
    torch.float32: "f32",
    torch.float64: "f64",
    torch.bfloat16: "bf16",
    torch.float16: "f16",
    torch.int64: "i64",
    torch.int32: "i32",
    torch.int16: "i16",
    torch.int8: "i8",
    torch.uint8: "u8",
    torch.bool: "bool",
}

# Families whose ops sum many terms (tolerances scale with sqrt(K), above).
ACCUMULATING_FAMILIES = {
    "reduction", "gemm", "norm", "softmax", "loss", "conv", "pool",
    "embedding", "attention", "rnn", "scan", "fold",
}
# Results whose values are unspecified: dtype and shape only.
UNSPECIFIED_VALUES = {"aten.empty.memory_format", "aten.empty_like.default", "aten.new_empty.default",
                      "aten.empty_strided.default", "aten.new_empty_strided.default"}
# Ops whose values depend on where their input sits in its storage
# (as_strided addresses the storage, not the tensor; as_strided_scatter
# writes through such a view of a clone of self): only the captured
# layout is meaningful, other layouts of the same values are not the same
# input.
STORAGE_DEPENDENT = {"aten.as_strided.default", "aten.as_strided_scatter.default"}
# Ops whose tensor inputs must agree with each other beyond their shapes
# (indices of maxima inside their pooling windows, a logsumexp of the
# given q and k): resized by re-running the sample's producer.
REGEN_OPS = {
    "aten.mkldnn_rnn_layer_backward.default",  # hidden_size is an int, its workspace opaque
    "aten.max_pool2d_with_indices_backward.default",
    "aten.max_pool3d_with_indices_backward.default",
    "aten._scaled_dot_product_flash_attention_for_cpu_backward.default",
    # offsets, offset2bag, bag sizes and maximum indices of one forward
    "aten._embedding_bag_backward.default",
    "aten._embedding_bag_dense_backward.default",
    "aten._embedding_bag_per_sample_weights_backward.default",
}
# Parameters that stay constants even when typed SymInt (they are
# constants in real backward graphs and lowerings may require them so).
_CONSTANT_PARAMS = {"stride", "padding", "dilation", "output_padding", "groups", "kernel_size",
                    "dim", "dims", "step"}


# ---- the registry (docs/ops.md is generated from lib/ops) ---------------------


@dataclasses.dataclass(frozen=True)
class RegistryOp:
    """One op overload of cajit's registry, as docs/ops.md lists it."""

    name: str  # "aten.add"
    overload: str  # "Tensor", "default"
    family: str
    flags: str
    native: bool  # has a native lowering (the registry's word; check() confirms)
    declines: str = ""  # the cases its lowering sends to the host fallback, if any

    @property
    def qualname(self) -> str:
        return f"{self.name}.{self.overload}" if self.overload else self.name

    @property
    def torch_op(self) -> torch._ops.OpOverload | None:
        ns, name = self.name.split(".", 1)
        try:
            return getattr(getattr(getattr(torch.ops, ns), name), self.overload)
        except (AttributeError, RuntimeError):
            return None


_ROW = re.compile(r"^\|\s*`([\w.]+)`\s*\|\s*(\w*)\s*\|\s*(\w+)\s*\|([\w ]*)\|\s*(yes|no)(?: \((.*)\))?\s*\|$")


_COUNTS = re.compile(r"^(\d+) ops, (\d+) with a native lowering\.$")


@functools.lru_cache(maxsize=None)
def registry(path: str = OPS_MD) -> tuple[RegistryOp, ...]:
    """Every op overload of the registry, in docs/ops.md order."""
    ops = []
    counts = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = _ROW.match(line.strip())
            if m:
                name, overload, family, flags, native, declines = m.groups()
                ops.append(RegistryOp(name, overload, family, flags.strip(), native == "yes", declines or ""))
            m = _COUNTS.match(line.strip())
            if m:
                counts = (int(m.group(1)), int(m.group(2)))
    # The table must be read whole: an op missed here would silently go
    # untested.
    if counts is None or counts != (len(ops), sum(r.native for r in ops)):
        raise RuntimeError(f"{path}: read {len(ops)} ops ({sum(r.native for r in ops)} native), the page "
                           f"says {counts}: has its table format changed?")
    return tuple(ops)


def registry_entry(op: torch._ops.OpOverload) -> RegistryOp | None:
    q = qualname(op)
    for r in registry():
        if r.qualname == q:
            return r
    return None


def native_candidates() -> list[RegistryOp]:
    """The aten ops the registry says are native (host and sym ops are not
    tensor ops and are left out)."""
    return [r for r in registry() if r.native and r.name.startswith("aten.") and "sym" not in r.flags.split()]


def qualname(op: torch._ops.OpOverload) -> str:
    return f"{op.namespace}.{op._schema.name.split('::', 1)[1]}.{op._overloadname}"


# ---- samples --------------------------------------------------------------------


@dataclasses.dataclass
class Sample:
    """One call of ``op``. ``regen(f)``, when set, re-runs whatever produced
    the call with every dim v > 1 of its source tensors mapped to f(v) and
    returns the new (args, kwargs) of the same call (None if that fails)."""

    op: torch._ops.OpOverload
    args: tuple
    kwargs: dict
    source: str
    regen: Callable[[Callable[[int], int]], tuple[tuple, dict] | None] | None = None

    @property
    def dtype(self) -> torch.dtype | None:
        """The dtype of the first floating-point tensor argument."""
        for t in _tensors((self.args, self.kwargs)):
            if t.is_floating_point():
                return t.dtype
        ts = _tensors((self.args, self.kwargs))
        if ts:
            return ts[0].dtype
        dt = self.kwargs.get("dtype")
        return dt if isinstance(dt, torch.dtype) else None

    def describe(self) -> str:
        return f"{qualname(self.op)}({describe_args(self.args, self.kwargs)})"

    def signature(self) -> str:
        """Equal for samples that would compile to the same graph."""
        return f"{qualname(self.op)}|{describe_args(self.args, self.kwargs, strides=True)}"


def describe_value(v: Any, strides: bool = True) -> str:
    if isinstance(v, torch.Tensor):
        text = f"{DTYPE_NAMES.get(v.dtype, str(v.dtype))}{list(v.shape)}"
        if strides and v.dim() and not v.is_contiguous():
            text += "{" + ", ".join(map(str, v.stride())) + "}"
        return text
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(describe_value(x, strides) for x in v) + "]"
    if isinstance(v, torch.dtype):
        return DTYPE_NAMES.get(v, str(v))
    if isinstance(v, float):
        return repr(v)
    return str(v)


def describe_args(args: Sequence[Any], kwargs: dict, strides: bool = True) -> str:
    parts = [describe_value(a, strides) for a in args]
    parts += [f"{k}={describe_value(v, strides)}" for k, v in kwargs.items()]
    return ", ".join(parts)


def _tensors(tree: Any) -> list[torch.Tensor]:
    out: list[torch.Tensor] = []

    def visit(x: Any) -> Any:
        if isinstance(x, torch.Tensor):
            out.append(x)
        return x

    tree_map(visit, tree)
    return out


def clone_like(t: torch.Tensor) -> torch.Tensor:
    """A detached copy with the same sizes and strides (expanded dims stay
    expanded), storage offset 0."""
    t = t.detach()
    if t.numel() == 0 or t.is_contiguous():
        return t.clone(memory_format=torch.contiguous_format) if t.is_contiguous() else t.clone()
    zero = [d for d in range(t.dim()) if t.stride(d) == 0 and t.shape[d] > 1]
    if zero:
        base = t
        for d in zero:
            base = base.narrow(d, 0, 1)
        return clone_like(base).expand(t.shape)
    if _non_overlapping(t):
        out = torch.empty_strided(t.shape, t.stride(), dtype=t.dtype)
        out.copy_(t)
        return out
    return t.clone()


def _non_overlapping(t: torch.Tensor) -> bool:
    dims = sorted((d for d in range(t.dim()) if t.shape[d] > 1), key=lambda d: t.stride(d))
    span = 1
    for d in dims:
        if t.stride(d) < span:
            return False
        span = t.stride(d) * t.shape[d]
    return True


# ---- capturing the aten calls of a computation ---------------------------------


class _Recorder(TorchDispatchMode):
    def __init__(self, targets: set[Any] | None) -> None:
        super().__init__()
        self.targets = targets
        self.calls: list[tuple[Any, tuple, dict]] = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):  # type: ignore[override]
        kwargs = kwargs or {}
        if self.targets is None or func in self.targets:
            clone = lambda x: clone_like(x) if isinstance(x, torch.Tensor) else x  # noqa: E731
            self.calls.append((func, tree_map(clone, tuple(args)), tree_map(clone, dict(kwargs))))
        return func(*args, **kwargs)


def capture(fn: Callable[[], Any], targets: set[Any] | None = None) -> list[tuple[Any, tuple, dict]]:
    """The aten calls (op, args, kwargs) that ``fn()`` makes (of ``targets``
    only, when given), with copies of their tensor arguments. Calls made
    during ``loss.backward()`` inside fn are captured too."""
    rec = _Recorder(targets)
    with rec:
        fn()
    return rec.calls


def forward_backward(fn: Callable[..., Any], args: Sequence[Any], kwargs: dict, seed: int = 0) -> Any:
    """Runs ``fn(*args, **kwargs)`` and, when some floating result requires
    grad, backward with seeded random grads (so backward ops run on the
    real arguments autograd gives them)."""
    out = fn(*args, **kwargs)
    outs = [o for o in _tensors(out) if o.requires_grad and o.is_floating_point()]
    if outs:
        g = torch.Generator().manual_seed(seed)
        grads = [torch.randn(o.shape, generator=g, dtype=torch.float32).to(o.dtype) for o in outs]
        torch.autograd.backward(outs, grads)
    return out


def tile_value(x: Any, f: Callable[[int], int]) -> Any:
    """Tensors resized by mapping each dim v > 1 to f(v) (values repeat),
    same layout and requires_grad; other values unchanged."""
    if not isinstance(x, torch.Tensor):
        return x
    shape = [f(s) if s > 1 else s for s in x.shape]
    out = relayout_like(tile(x.detach(), shape), x)
    if x.requires_grad:
        out.requires_grad_(True)
    return out


def samples_from(
    source: str,
    fn: Callable[..., Any],
    args: Sequence[Any],
    kwargs: dict,
    targets: set[Any],
    seed: int = 0,
    remake: Callable[[Callable[[int], int]], tuple[tuple, dict] | None] | None = None,
) -> list[Sample]:
    """Samples of the ``targets`` ops that ``forward_backward(fn, args,
    kwargs)`` calls, each with a ``regen`` that re-runs it on tiled
    arguments, or on ``remake(f)``'s arguments when given (producers whose
    arguments must agree in ways tiling breaks: eager's LSTM crashes on
    inconsistent weights)."""
    run = lambda a, k: forward_backward(fn, a, k, seed)  # noqa: E731
    try:
        calls = capture(lambda: run(args, kwargs), targets)
    except Exception:  # the producer itself fails on this input: no samples
        return []
    seen: dict[Any, int] = {}
    out = []
    for op, a, k in calls:
        nth = seen.get(op, 0)
        seen[op] = nth + 1

        def regen(f: Callable[[int], int], op: Any = op, nth: int = nth) -> tuple[tuple, dict] | None:
            if remake is not None:
                new = remake(f)
                if new is None:
                    return None
                a2, k2 = new
            else:
                a2 = tree_map(lambda x: tile_value(x, f), tuple(args))
                k2 = tree_map(lambda x: tile_value(x, f), dict(kwargs))
            try:
                again = [(a_, k_) for o, a_, k_ in capture(lambda: run(a2, k2), {op}) if o is op]
            except Exception:
                return None
            return again[nth] if nth < len(again) else None

        suffix = f"#{nth}" if nth else ""
        out.append(Sample(op, a, k, f"{source}{suffix}", regen))
    return out


# ---- layouts and resizing ----------------------------------------------------------


def tile(t: torch.Tensor, shape: Sequence[int]) -> torch.Tensor:
    """A contiguous tensor of ``shape`` whose element i is t's element
    i mod t.shape (per dim)."""
    out = t
    for d, n in enumerate(shape):
        old = out.shape[d]
        if n == old:
            continue
        if old == 0:
            raise ValueError("cannot tile an empty dim to a non-empty one")
        idx = torch.arange(n) % old
        out = out.index_select(d, idx)
    return out.contiguous()


def relayout_like(values: torch.Tensor, like: torch.Tensor) -> torch.Tensor:
    """``values`` (contiguous) laid out as ``like`` is: expanded dims stay
    expanded (repeating the first element), the other dims keep like's
    stride order (gaps are not kept)."""
    if like.dim() == 0 or like.is_contiguous():
        return values
    zero = [d for d in range(like.dim()) if like.stride(d) == 0 and like.shape[d] > 1]
    if zero:
        base = _narrow_all(values, zero).contiguous()
        return relayout_like(base, _narrow_all(like, zero)).expand(values.shape)
    order = sorted(range(like.dim()), key=lambda d: (-like.stride(d), d))
    inverse = [order.index(d) for d in range(like.dim())]
    return values.permute(order).contiguous().permute(inverse)


def _narrow_all(t: torch.Tensor, dims: Sequence[int]) -> torch.Tensor:
    for d in dims:
        t = t.narrow(d, 0, 1)
    return t


def apply_variant(x: Any, variant: str) -> Any:
    """One tensor in a layout variant (same values); other values as they are."""
    if not isinstance(x, torch.Tensor) or variant == "asis":
        return x
    if variant == "transposed":
        if x.dim() < 2:
            return x
        return x.transpose(-1, -2).contiguous().transpose(-1, -2)
    if variant == "sliced":
        if x.dim() < 1:
            return x
        wide = torch.zeros(*x.shape[:-1], 2 * x.shape[-1], dtype=x.dtype)
        view = wide[..., ::2]
        view.copy_(x)
        return view
    raise ValueError(f"unknown variant {variant}")


def variant_applies(sample: Sample, variant: str) -> bool:
    """Whether the variant changes the layout of some tensor argument."""
    if variant == "asis":
        return True
    need = 2 if variant == "transposed" else 1
    return any(t.dim() >= need and t.numel() > 1 for t in _tensors((sample.args, sample.kwargs)))


# ---- the single-op graph ------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _T:
    """Placeholder for the i-th tensor input."""

    i: int


@dataclasses.dataclass(frozen=True)
class _S:
    """Placeholder for the k-th sizes entry."""

    k: int


@functools.lru_cache(maxsize=None)
def schema_params(op: torch._ops.OpOverload) -> tuple[Any, ...]:
    """The op's parameters as torchgen Arguments (types keep SymInt)."""
    return tuple(FunctionSchema.parse(str(op._schema)).arguments.flat_all)


def _symint_params(op: torch._ops.OpOverload) -> dict[str, bool]:
    """Parameter name -> whether it is a SymInt / SymInt[] (size-like)."""
    return {a.name: a.type.is_symint_like() for a in schema_params(op)}


class Plan:
    """How a sample's arguments map to graph inputs and sizes entries."""

    def __init__(self, op: torch._ops.OpOverload, args: tuple, kwargs: dict) -> None:
        self.op = op
        self.n_results: int | None = None
        self.tensors: list[torch.Tensor] = []
        self.sizes: list[int] = []
        dims = {s for t in _tensors((args, kwargs)) for s in t.shape if s > 1}
        no_tensor = not _tensors((args, kwargs))
        names = [a.name for a in op._schema.arguments]
        symint = _symint_params(op)

        def size_like(v: Any, name: str) -> bool:
            # A parameter named as a size (input_sizes, normalized_shape,
            # size) comes from compiled autograd's sizes list, every entry
            # of it; another SymInt (an index, a slice end) when it equals
            # a dim.
            return (isinstance(v, int) and not isinstance(v, bool) and 1 < v < 2**31
                    and (no_tensor or v in dims or "size" in name or "shape" in name))

        def template(v: Any, name: str | None) -> Any:
            if isinstance(v, torch.Tensor):
                self.tensors.append(v)
                return _T(len(self.tensors) - 1)
            if name is not None and size_like(v, name):
                self.sizes.append(v)
                return _S(len(self.sizes) - 1)
            if isinstance(v, (list, tuple)):
                return type(v)(template(x, name) for x in v)
            return v

        def sym_name(name: str) -> str | None:
            return name if symint.get(name, False) and name not in _CONSTANT_PARAMS else None

        self.args = tuple(template(a, sym_name(names[i]) if i < len(names) else None) for i, a in enumerate(args))
        self.kwargs = {k: template(v, sym_name(k)) for k, v in kwargs.items()}

    def bind(self, tensors: Sequence[Any], sizes: Sequence[Any], args: tuple | None = None,
             kwargs: dict | None = None) -> tuple[tuple, dict]:
        """The template with tensors and sizes filled in."""

        def fill(v: Any) -> Any:
            if isinstance(v, _T):
                return tensors[v.i]
            if isinstance(v, _S):
                return sizes[v.k]
            if isinstance(v, (list, tuple)):
                return type(v)(fill(x) for x in v)
            return v

        return tuple(fill(a) for a in (self.args if args is None else args)), {
            k: fill(v) for k, v in (self.kwargs if kwargs is None else kwargs).items()
        }

    def extract(self, args: tuple, kwargs: dict) -> tuple[list[torch.Tensor], list[int]] | None:
        """Tensors and sizes of another call of the same op with the same
        structure (a regenerated sample), or None when the structure differs."""
        tensors: list[Any] = [None] * len(self.tensors)
        sizes: list[Any] = [None] * len(self.sizes)

        def walk(tpl: Any, v: Any) -> bool:
            if isinstance(tpl, _T):
                if not isinstance(v, torch.Tensor):
                    return False
                tensors[tpl.i] = v
                return True
            if isinstance(tpl, _S):
                if not isinstance(v, int) or isinstance(v, bool):
                    return False
                sizes[tpl.k] = v
                return True
            if isinstance(tpl, (list, tuple)):
                return isinstance(v, (list, tuple)) and len(v) == len(tpl) and all(
                    walk(a, b) for a, b in zip(tpl, v))
            if isinstance(v, torch.Tensor):
                return False
            return True

        if len(args) != len(self.args) or set(kwargs) != set(self.kwargs):
            return None
        ok = all(walk(t, v) for t, v in zip(self.args, args)) and all(
            walk(self.kwargs[k], kwargs[k]) for k in kwargs)
        return (tensors, sizes) if ok else None

    def graph_module(self, n_results: int | None) -> torch.fx.GraphModule:
        """forward(inputs, sizes, scalars, hooks, packed_data) -> [op(...)]:
        one result per output of the op (``n_results`` for tuple/list
        returns, None for a single tensor)."""
        self.n_results = n_results
        g = torch.fx.Graph()
        inputs = g.placeholder("inputs")
        sizes = g.placeholder("sizes")
        for name in ("scalars", "hooks", "packed_data"):
            g.placeholder(name)
        tnodes = [g.call_function(operator.getitem, (inputs, i)) for i in range(len(self.tensors))]
        snodes = [g.call_function(operator.getitem, (sizes, k)) for k in range(len(self.sizes))]
        args, kwargs = self.bind(tnodes, snodes)
        r = g.call_function(self.op, args, kwargs)
        if n_results is None:
            g.output([r])
        else:
            g.output([g.call_function(operator.getitem, (r, i)) for i in range(n_results)])
        return torch.fx.GraphModule(torch.nn.Module(), g)


def _n_results(out: Any) -> int | None:
    return len(out) if isinstance(out, (list, tuple)) else None


def _as_list(out: Any) -> list[Any]:
    return list(out) if isinstance(out, (list, tuple)) else [out]


def _replace_decomposed(n: Any, plan: Plan, op: torch._ops.OpOverload) -> bool:
    """make_fx decomposed the op (CompositeImplicitAutograd): put the op
    itself back as the graph's only node, with the decomposition's result
    type. Returns False when the graph has the op already."""
    graph = n.gm.graph
    if any(node.target is op for node in graph.nodes):
        return False
    placeholders = list(graph.find_nodes(op="placeholder"))
    tnodes = placeholders[: n.n_inputs]
    snodes: list[Any] = []
    for k in range(len(plan.sizes)):
        pos = n.scalar_args.index(("sizes", k)) if ("sizes", k) in n.scalar_args else None
        if pos is None:
            raise Unsupported("harness", f"sizes entry {k} was specialised by the trace")
        snodes.append(placeholders[n.n_inputs + pos])
    out_node = next(iter(graph.find_nodes(op="output")))
    (res,) = out_node.args
    res = list(res) if isinstance(res, (list, tuple)) else [res]
    args, kwargs = plan.bind(tnodes, snodes)
    with graph.inserting_before(out_node):
        new = graph.call_function(op, args, kwargs)
        if plan.n_results is None:
            new.meta["val"] = res[0].meta["val"]
            outs = [new]
        else:  # several results: a multi-result node and its getitems
            new.meta["val"] = [r.meta.get("val") if r is not None else None for r in res]
            outs = []
            for i, r in enumerate(res):
                g = graph.call_function(operator.getitem, (new, i))
                g.meta["val"] = new.meta["val"][i]
                outs.append(g)
    out_node.args = (outs,)
    graph.eliminate_dead_code()
    n.gm.recompile()
    return True


# ---- comparing -------------------------------------------------------------------------


def tolerances(op: torch._ops.OpOverload, dtype: torch.dtype, inputs: Sequence[torch.Tensor],
               expected: torch.Tensor | None = None) -> tuple[float, float]:
    """(rtol, atol) for a result of ``dtype`` computed from ``inputs`` (see
    the module docstring). A result is no more accurate than its least
    precise floating operand: a float32 gradient of bfloat16 operands
    (mixed-precision kernels) gets bfloat16's tolerances."""
    if dtype.is_floating_point:
        floats = [t.dtype for t in inputs if t.is_floating_point()] + [dtype]
        dtype = max(floats, key=lambda d: torch.finfo(d).eps)
    rtol, atol = default_tolerances(dtype)
    entry = registry_entry(op)
    if entry is not None and entry.family in ACCUMULATING_FAMILIES and dtype.is_floating_point:
        scale = max(1.0, math.sqrt(max([1] + [t.numel() for t in inputs])))
        if dtype in (torch.bfloat16, torch.float16):
            # Terms rounded to 8 (11) bits: a sum of K of them is off by
            # about eps * sqrt(K) * their magnitude, and cancellation
            # leaves that error on a small result (rtol stays: a wrong
            # accumulation type still fails).
            mag = float(expected.detach().abs().max()) if expected is not None and expected.numel() else 1.0
            atol = max(atol, torch.finfo(dtype).eps * scale * max(1.0, mag if math.isfinite(mag) else 1.0))
        else:
            atol *= scale
            rtol *= scale
    return rtol, atol


def compare(op: torch._ops.OpOverload, got: Sequence[Any], want: Sequence[Any],
            inputs: Sequence[torch.Tensor]) -> str | None:
    """None when every output matches, else what differs (expected vs got)."""
    if len(got) != len(want):
        return f"{len(got)} outputs, eager has {len(want)}"
    values = qualname(op) not in UNSPECIFIED_VALUES
    for i, (g, w) in enumerate(zip(got, want)):
        where = f"output {i}"
        if w is None or not isinstance(w, torch.Tensor):
            if g is not None:
                return f"{where}: got a tensor, eager has {w!r}"
            continue
        if g is None:
            return f"{where}: got none, eager has {describe_value(w)}"
        if g.dtype != w.dtype:
            return f"{where}: dtype {g.dtype}, eager has {w.dtype}"
        if g.shape != w.shape:
            return f"{where}: shape {list(g.shape)}, eager has {list(w.shape)}"
        if not values or w.numel() == 0:
            continue
        rtol, atol = tolerances(op, w.dtype, inputs, w)
        try:
            torch.testing.assert_close(g, w, rtol=rtol, atol=atol, equal_nan=True, check_stride=False)
        except AssertionError as e:
            return f"{where}: {_worst(g, w)} (rtol={rtol:.3g}, atol={atol:.3g}); " + " ".join(str(e).split())
    return None


def _worst(g: torch.Tensor, w: torch.Tensor) -> str:
    if not (w.is_floating_point() or w.is_complex()):
        bad = (g != w).nonzero()
        idx = tuple(bad[0].tolist()) if len(bad) else ()
        return f"at {list(idx)} expected {w[idx].item()} got {g[idx].item()}"
    gd, wd = g.double(), w.double()
    both_nan = gd.isnan() & wd.isnan()
    diff = (gd - wd).abs().masked_fill(both_nan, 0)
    diff = diff.masked_fill(gd.isnan() ^ wd.isnan(), math.inf)
    diff = diff.masked_fill(diff.isnan(), math.inf)  # inf - inf
    flat = int(diff.flatten().argmax())
    idx = tuple(int(i) for i in torch.unravel_index(torch.tensor(flat), w.shape)) if w.dim() else ()
    return f"at {list(idx)} expected {w[idx].item()!r} got {g[idx].item()!r}"


# ---- the check ---------------------------------------------------------------------------


@dataclasses.dataclass
class Outcome:
    """What ``check`` found for one sample in one variant."""

    op: str  # qualname
    source: str
    dtype: str
    variant: str
    sample: str  # describe() of the sample as run
    status: str  # pass | fail | declined | skip
    stage: str = ""  # where it failed or was skipped: eager, normalize, export, compile, run, compare, ...
    message: str = ""
    resized: str = ""  # "pass", "n/a: ...", or the failure (status is fail then)
    cag: str = ""  # the .cag text (for failures)
    note: str = ""

    def line(self) -> str:
        text = f"{self.status:8s} {self.op} [{self.dtype}, {self.variant}] {self.sample}  <- {self.source}"
        if self.stage:
            text += f"\n         {self.stage}: {self.message}"
        if self.resized and self.status == "pass":
            text += f"  (resized: {self.resized})"
        if self.note:
            text += f"\n         note: {self.note}"
        return text


_backend = None


def _native_backend() -> Any:
    global _backend
    if _backend is None:
        from cajit.native import NativeBackend

        _backend = NativeBackend()
    return _backend


RESIZE_CHOICES: tuple[Callable[[int], int], ...] = (
    lambda v: v + 1,
    lambda v: v + 2,
    lambda v: 2 * v,
    lambda v: 2 * v + 1,
    lambda v: v + 3,
)


def check(sample: Sample, variant: str = "asis", *, resize: bool = True) -> Outcome:
    """Compile the single-op graph of ``sample`` (in ``variant`` layout)
    once, run it on the sample and on a resized one, compare with eager."""
    op = sample.op
    base_args, base_kwargs = sample.args, sample.kwargs
    args = tree_map(lambda x: apply_variant(x, variant), base_args)
    kwargs = tree_map(lambda x: apply_variant(x, variant), base_kwargs)
    dt = sample.dtype
    out = Outcome(qualname(op), sample.source, DTYPE_NAMES.get(dt, str(dt)) if dt else "-", variant,
                  describe_args(args, kwargs), "pass")

    def result(status: str, stage: str, message: str) -> Outcome:
        out.status, out.stage, out.message = status, stage, message
        return out

    try:
        want = op(*args, **kwargs)
    except Exception as e:
        return result("skip", "eager", f"eager rejects the sample: {type(e).__name__}: {_first_line(e)}")
    if variant != "asis" and qualname(op) in STORAGE_DEPENDENT:
        return result("skip", "variant", "the op's values depend on its input's layout in storage")
    if variant != "asis":
        # An op's values do not depend on its inputs' strides, but some
        # eager kernels read some inputs as contiguous (layer norm's
        # mean/rstd, flash attention, LSTM backward: they assume the
        # layout their forward produced). The reference is eager on
        # contiguous copies then; the note says eager differs.
        dense = tree_map(lambda x: x.contiguous() if isinstance(x, torch.Tensor) else x, (args, kwargs))
        try:
            want_dense = op(*dense[0], **dense[1])
        except Exception as e:
            return result("skip", "eager", f"eager rejects the dense sample: {_first_line(e)}")
        if compare(op, _as_list(want), _as_list(want_dense), _tensors(dense)) is not None:
            out.note = "eager's own kernel gives other values on these strides; reference: eager on contiguous copies"
            want = want_dense
    plan = Plan(op, args, kwargs)
    try:
        gm = plan.graph_module(_n_results(want))
        n = normalize(gm, plan.tensors, plan.sizes, [], [])
        if _replace_decomposed(n, plan, op):
            out.source += " (decomposed by make_fx; op node put back)"
    except Unsupported as e:
        return result("skip", "normalize", f"cannot trace the sample: {_first_line(e)}")
    try:
        text = to_cag(n, "opcheck")
    except ExportError as e:
        return result("skip", "export", f"cannot export the sample: {_first_line(e)}")
    out.cag = text
    try:
        meta = GraphMeta(name="opcheck", normalized=n, original=gm)
        fn = _native_backend().compile(text, meta)
    except Exception as e:
        return result("fail", "compile", f"{type(e).__name__}: {_first_line(e)}")
    declined = qualname(op) in meta.fallback_ops
    msg = _run_and_compare(fn, op, plan.tensors, plan.sizes, _as_list(want))
    if msg is not None:
        stage, text_ = msg
        return result("fail", stage, text_ + (" (the op ran through the Python fallback)" if declined else ""))
    if declined:  # its lowering declined this node: correct, but not native
        return result("declined", "compile", "the op runs through the Python fallback for this sample")
    if not resize:
        return out
    out.resized = _check_resized(fn, sample, variant, plan, text)
    if not out.resized.startswith(("pass", "n/a")):
        return result("fail", "resized", out.resized)
    return out


def _first_line(e: BaseException) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else type(e).__name__


def _run_and_compare(fn: Any, op: Any, tensors: list, sizes: list, want: list) -> tuple[str, str] | None:
    try:
        got = fn(list(tensors), list(sizes), [], (), ())
    except GuardFailure as e:
        return "run", f"guard failure on the inputs it was traced for: {_first_line(e)}"
    except Exception as e:
        return "run", f"{type(e).__name__}: {_first_line(e)}"
    msg = compare(op, got, want, tensors)
    return None if msg is None else ("compare", msg)


def _check_resized(fn: Any, sample: Sample, variant: str, plan: Plan, text: str) -> str:
    """'pass', 'n/a: why', or the failure, for the same compiled graph on
    inputs of other sizes."""
    graph = cag.parse(text)
    runner = CagRunner(graph, strict_layout=False)
    try:
        env = runner.bind(plan.tensors, plan.sizes, [], (), ())
    except GuardFailure as e:  # the exporter's guards reject the traced call
        return f"guards of the exported graph reject the traced inputs: {e}"
    if not env:
        return "n/a: no symbols (every dim is 0 or 1, or specialised)"
    sizes_syms = {idx: name for name, (kind, idx, _dim) in graph.syms.items() if kind == "sizes"}
    base_plan = Plan(sample.op, sample.args, sample.kwargs)
    attempts = []
    use_regen = sample.regen is not None and qualname(sample.op) in REGEN_OPS
    for f in RESIZE_CHOICES:
        new = _regenerated(sample, variant, plan, f) if use_regen else _tiled(
            graph, env, base_plan, plan, variant, sizes_syms, f)
        if new is None:
            attempts.append("no input")
            continue
        tensors, sizes = new
        try:
            new_env = runner.bind(tensors, sizes, [], (), ())
        except GuardFailure as e:
            attempts.append(str(e))
            continue
        if all(new_env.get(s) == v for s, v in env.items()):
            attempts.append("same sizes")
            continue
        args, kwargs = plan.bind(tensors, sizes)
        dense = tree_map(lambda x: x.contiguous() if isinstance(x, torch.Tensor) else x, (args, kwargs))
        try:  # eager on contiguous copies: see check()
            want = sample.op(*dense[0], **dense[1])
        except Exception as e:
            attempts.append(f"eager rejects it: {_first_line(e)}")
            continue
        msg = _run_and_compare(fn, sample.op, tensors, sizes, _as_list(want))
        shapes = describe_args(args, kwargs)
        if msg is None:
            return f"pass ({shapes})"
        return f"{msg[0]} with {shapes}: {msg[1]}"
    return "n/a: " + (attempts[0] if attempts else "no resize")


def _tiled(graph: cag.Graph, env: dict, base_plan: Plan, plan: Plan, variant: str,
           sizes_syms: dict[int, str], f: Callable[[int], int]) -> tuple[list, list] | None:
    new_env = {s: (f(v) if isinstance(v, int) and v > 1 else v) for s, v in env.items()}
    tensors = []
    for (_vid, ty), base in zip(graph.inputs, base_plan.tensors):
        try:
            shape = [int(e.eval(new_env)) for e in ty.sizes]
            tensors.append(apply_variant(relayout_like(tile(base.detach(), shape), base), variant))
        except Exception:
            return None
    sizes = [new_env[sizes_syms[k]] for k in range(len(plan.sizes))]
    return tensors, sizes


def _regenerated(sample: Sample, variant: str, plan: Plan, f: Callable[[int], int]) -> tuple[list, list] | None:
    assert sample.regen is not None
    new = sample.regen(f)
    if new is None:
        return None
    args = tree_map(lambda x: apply_variant(x, variant), new[0])
    kwargs = tree_map(lambda x: apply_variant(x, variant), new[1])
    return plan.extract(args, kwargs)
