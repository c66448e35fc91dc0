"""Where the differential tests get their samples (calls of one aten op).

Three sources, all real calls made by PyTorch eager:

* **captured from OpInfos**: an OpInfo of ``op_db`` (PyTorch's own test
  database) is run on each of its ``sample_inputs`` (``reference_inputs``
  in the full run) forward and, when it supports autograd, backward with
  seeded random grads, under a TorchDispatchMode that records every aten
  call (``opcheck.capture``). So ``nn.functional.gelu`` gives samples of
  ``aten.gelu`` and of ``aten.gelu_backward`` with the arguments autograd
  really passes. Which OpInfos an op reads: those whose name is the op's
  name with ``_``/``native_`` prefixes and ``_backward``, ``_backward_data``,
  ``_forward``, ``_with_indices``, ``_dense`` suffixes stripped (``nll_loss_backward``
  -> ``nll_loss`` -> ``nn.functional.nll_loss``), plus ``EXTRA_OPINFOS``.
  The full run (``CAJIT_OPCHECK=full``) reads every OpInfo of op_db.
* **direct from OpInfos**: for ops eager never dispatches as such
  (CompositeImplicitAutograd ``reshape``; ``add.Scalar``, as ``x + 2.5``
  dispatches ``add.Tensor`` with a wrapped number -- the exporter writes
  the ``.Scalar`` overload) or that take another op's arguments
  (``_unsafe_view`` takes ``view``'s), the OpInfo sample's
  ``(input, *args, **kwargs)`` is the op's call when it fits the op's
  schema (``DIRECT_OPINFOS``).
* **hand-made** (``HAND_MADE``): small producers for ops no OpInfo reaches
  (the flash-attention pair, ``copy``, ``fill.Tensor``, ``scalar_tensor``,
  ``div.Scalar_mode``), captured the same way.

Guarantee: for a given op, mode and seed the samples are the same on every
run (OpInfo generation is seeded; selection uses a seeded RNG keyed by the
op name, independent of which other ops ran).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
import warnings
from collections.abc import Callable, Iterable
from typing import Any

import torch

import opcheck
from opcheck import Sample, qualname, samples_from

# Registry op name (without namespace and overload) -> OpInfo names that
# produce calls of it, beyond the name match.
EXTRA_OPINFOS: dict[str, tuple[str, ...]] = {
    "convolution": ("nn.functional.conv1d", "nn.functional.conv2d", "nn.functional.conv_transpose2d"),
    "convolution_backward": ("nn.functional.conv1d", "nn.functional.conv2d", "nn.functional.conv_transpose2d"),
    "_to_copy": ("to", "double", "float", "bfloat16"),
    "max_pool2d_with_indices": ("nn.functional.max_pool2d",),
    "max_pool2d_with_indices_backward": ("nn.functional.max_pool2d",),
    "_scaled_dot_product_flash_attention_for_cpu": ("nn.functional.scaled_dot_product_attention",),
    "_scaled_dot_product_flash_attention_for_cpu_backward": ("nn.functional.scaled_dot_product_attention",),
    "native_group_norm_backward": ("nn.functional.group_norm",),
    "native_batch_norm_backward": ("nn.functional.batch_norm",),
    "native_layer_norm_backward": ("nn.functional.layer_norm",),
    "nll_loss_backward": ("nn.functional.cross_entropy",),
    "_log_softmax_backward_data": ("log_softmax",),
    "_softmax_backward_data": ("softmax",),
    "embedding": ("nn.functional.embedding",),
    "clamp_min": ("clamp",),
    "rsub": ("rsub",),
    "amax": ("amax",),
    "amin": ("amin",),
    "new_empty": ("new_empty",),
    "mm": ("mm", "matmul"),
    "bmm": ("bmm", "matmul"),
    "t": ("t", "mm"),
    "expand": ("expand", "expand_as"),
    "gather": ("gather", "take_along_dim"),
    "scatter_add": ("scatter_add",),
    "index_select": ("index_select",),
    "stack": ("stack",),
    "scatter": ("scatter", "max", "topk", "sort", "amax"),
    "col2im": ("nn.functional.unfold", "nn.functional.fold"),
    "im2col": ("nn.functional.unfold", "nn.functional.fold"),
    "mish_backward": ("nn.functional.mish",),
    "smooth_l1_loss_backward": ("nn.functional.smooth_l1_loss",),
    "huber_loss_backward": ("nn.functional.huber_loss",),
    **{f"{pre}upsample_{mode}{k}d_backward": ("nn.functional.interpolate", "nn.functional.upsample_nearest",
                                               "nn.functional.upsample_bilinear")
       for pre, mode in (("", "nearest"), ("_", "nearest_exact"), ("", "linear"), ("", "bilinear"),
                         ("", "bicubic"), ("", "trilinear"))
       for k in (1, 2, 3)},
}
# Registry op qualname -> OpInfo names whose sample (input, *args, **kwargs)
# is a call of the op.
DIRECT_OPINFOS: dict[str, tuple[str, ...]] = {
    "aten.reshape.default": ("reshape",),
    "aten._unsafe_view.default": ("view",),
    "aten.alias.default": ("abs",),
    "aten.detach.default": ("abs",),
    "aten.clone.default": ("clone",),
}
_STRIP_PREFIXES = ("_", "native_")
_STRIP_SUFFIXES = ("_backward_data", "_backward", "_forward", "_with_indices", "_dense", "_for_cpu")


def base_names(op_name: str) -> set[str]:
    """``native_layer_norm_backward`` -> {itself, native_layer_norm,
    layer_norm_backward, layer_norm}: the names whose OpInfos may call it."""
    names = {op_name}
    frontier = [op_name]
    while frontier:
        n = frontier.pop()
        for p in _STRIP_PREFIXES:
            if n.startswith(p) and len(n) > len(p):
                frontier.append(n[len(p):])
        for s in _STRIP_SUFFIXES:
            if n.endswith(s) and len(n) > len(s):
                frontier.append(n[: -len(s)])
        frontier = [f for f in frontier if f not in names]
        names.update(frontier)
    return names


@functools.lru_cache(maxsize=1)
def op_db() -> tuple[Any, ...]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from torch.testing._internal.common_methods_invocations import op_db as db
    return tuple(db)


def opinfo_name(info: Any) -> str:
    return info.name + (f".{info.variant_test_name}" if info.variant_test_name else "")


def opinfos_for(op_name: str) -> list[Any]:
    """The OpInfos an op's samples come from in the bounded run (op_name
    without namespace and overload: ``gelu_backward``)."""
    wanted = set()
    for n in base_names(op_name):
        wanted |= {n, f"nn.functional.{n}"}
    wanted |= set(EXTRA_OPINFOS.get(op_name, ()))
    return [info for info in op_db() if info.name in wanted or getattr(info, "aten_name", None) in wanted]


def _dtypes_of(info: Any, dtypes: Iterable[torch.dtype]) -> list[torch.dtype]:
    try:
        supported = info.supported_dtypes("cpu")
    except Exception:
        return []
    return [d for d in dtypes if d in supported]


def _opinfo_inputs(info: Any, dtype: torch.dtype, full: bool, limit: int | None) -> list[Any]:
    requires_grad = bool(info.supports_autograd) and dtype.is_floating_point
    # reference_inputs (the full run) extend sample_inputs; some OpInfos'
    # fail on CPU (where's): then their sample_inputs.
    for make in ((info.reference_inputs, info.sample_inputs) if full else (info.sample_inputs,)):
        torch.manual_seed(0)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                found = list(itertools.islice(make("cpu", dtype, requires_grad=requires_grad), limit))
        except Exception:
            continue
        if found:
            return found
    return []


class SampleBank:
    """Captured samples, computed once per (OpInfo or recipe, dtype) and
    shared by every op that reads that source."""

    KEEP = 24  # samples kept per op per (source, dtype)

    def __init__(self, targets: set[Any], full: bool, per_source: int | None) -> None:
        self.targets = targets
        self.full = full
        self.per_source = per_source
        self._captured: dict[tuple[str, torch.dtype], dict[Any, list[Sample]]] = {}
        self._direct: dict[tuple[str, str, torch.dtype], list[Sample]] = {}

    def captured(self, info: Any, dtype: torch.dtype) -> dict[Any, list[Sample]]:
        key = (opinfo_name(info), dtype)
        if key not in self._captured:
            found: dict[Any, list[Sample]] = {}
            for i, s in enumerate(_opinfo_inputs(info, dtype, self.full, self.per_source)):
                src = f"opinfo {opinfo_name(info)} {opcheck.DTYPE_NAMES[dtype]} sample {i}"
                run = _opinfo_runner(info)
                for smp in samples_from(src, run, (s.input, *s.args), dict(s.kwargs), self.targets, seed=i):
                    found.setdefault(smp.op, []).append(smp)
            # An op every OpInfo calls (view, mul) would otherwise pile up
            # thousands of samples in the full run.
            self._captured[key] = {op: v[: self.KEEP] for op, v in found.items()}
        return self._captured[key]

    def direct(self, op: Any, info: Any, dtype: torch.dtype) -> list[Sample]:
        key = (qualname(op), opinfo_name(info), dtype)
        if key not in self._direct:
            out = []
            for i, s in enumerate(_opinfo_inputs(info, dtype, self.full, self.per_source)):
                args = tuple(_detach((s.input, *s.args)))
                kwargs = {k: _detach(v) for k, v in s.kwargs.items()}
                if not _fits_schema(op, args, kwargs):
                    continue
                try:
                    op(*args, **kwargs)
                except Exception:
                    continue
                src = f"opinfo {opinfo_name(info)} {opcheck.DTYPE_NAMES[dtype]} sample {i} (direct)"
                out.append(Sample(op, args, kwargs, src))
            self._direct[key] = out
        return self._direct[key]

    def hand_made(self, recipe: "Recipe", dtype: torch.dtype) -> dict[Any, list[Sample]]:
        key = (f"hand:{recipe.name}", dtype)
        if key not in self._captured:
            found: dict[Any, list[Sample]] = {}
            torch.manual_seed(0)
            for i, (fn, args, kwargs) in enumerate(recipe.samples(dtype)):
                src = f"hand-made {recipe.name} {opcheck.DTYPE_NAMES[dtype]} sample {i}"
                remake = functools.partial(recipe.remake, dtype, i) if recipe.sized else None
                got = samples_from(src, fn, args, kwargs, self.targets, seed=i, remake=remake)
                for smp in got:
                    found.setdefault(smp.op, []).append(smp)
                if isinstance(fn, torch._ops.OpOverload) and fn in self.targets and all(g.op is not fn for g in got):
                    # an op eager never dispatches as such (where.Scalar
                    # is CompositeImplicitAutograd): the recipe's call itself
                    found.setdefault(fn, []).append(Sample(fn, tuple(_detach(args)), dict(kwargs), src))
            self._captured[key] = found
        return self._captured[key]


def _fits_schema(op: Any, args: tuple, kwargs: dict) -> bool:
    """Each argument has its parameter's kind (eager is lenient: it takes
    ``False`` for an int list and a one-element tensor for a Scalar; a
    graph is not)."""
    params = opcheck.schema_params(op)
    if len(args) > len(params) or any(k not in {p.name for p in params} for k in kwargs):
        return False
    named = list(zip(params, args)) + [(p, kwargs[p.name]) for p in params if p.name in kwargs]
    return all(_fits(str(p.type), v) for p, v in named)


def _fits(ty: str, v: Any) -> bool:
    if v is None:
        return ty.endswith("?")
    ty = ty.rstrip("?")
    if "Tensor" in ty:
        return isinstance(v, torch.Tensor) or (ty.endswith("]") and isinstance(v, (list, tuple)))
    if isinstance(v, torch.Tensor):
        return False
    if ty in ("int", "SymInt"):
        return isinstance(v, int) and not isinstance(v, bool)
    if ty.startswith(("int[", "SymInt[")):
        items = v if isinstance(v, (list, tuple)) else [v]
        return all(isinstance(x, int) and not isinstance(x, bool) for x in items)
    if ty == "bool":
        return isinstance(v, bool)
    if ty == "float":
        return isinstance(v, (int, float)) and not isinstance(v, bool)
    return True


def _opinfo_runner(info: Any) -> Callable[..., Any]:
    def run(inp: Any, *args: Any, **kwargs: Any) -> Any:
        return info.op(inp, *args, **kwargs)

    return run


def _detach(x: Any) -> Any:
    if isinstance(x, torch.Tensor):
        return x.detach().clone() if x.is_contiguous() else opcheck.clone_like(x)
    if isinstance(x, (list, tuple)):
        return type(x)(_detach(v) for v in x)
    return x


# ---- hand-made producers --------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Recipe:
    """``make(dtype)`` yields (fn, args, kwargs): fn(*args, **kwargs) is run
    forward (and backward when it requires grad) and its aten calls of
    ``ops`` become samples."""

    name: str
    ops: tuple[str, ...]  # qualnames this recipe is for
    make: Callable[..., Iterable[tuple[Callable[..., Any], tuple, dict]]]
    # make(dtype, f) resizes its own samples (sizes v -> f(v) where that
    # keeps them valid); otherwise make(dtype) and samples are tiled.
    sized: bool = False

    def samples(self, dtype: torch.dtype) -> list[tuple[Callable[..., Any], tuple, dict]]:
        return list(self.make(dtype, lambda v: v) if self.sized else self.make(dtype))

    def remake(self, dtype: torch.dtype, i: int, f: Callable[[int], int]) -> tuple[tuple, dict] | None:
        torch.manual_seed(0)
        made = list(self.make(dtype, f))
        return (made[i][1], made[i][2]) if i < len(made) else None


def _t(*shape: int, dtype: torch.dtype, grad: bool = False, low: float = -3.0, high: float = 3.0) -> torch.Tensor:
    t = torch.empty(shape, dtype=torch.float64).uniform_(low, high).to(dtype)
    return t.requires_grad_(grad)


def _flash(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    op = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default

    def fwd(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, **kw: Any) -> Any:
        return op(q, k, v, **kw)[0]

    for (b, h, lq, lk, e), kw in [
        ((2, 3, 8, 8, 4), {}),
        ((1, 2, 5, 7, 8), {"is_causal": True}),
        ((2, 2, 6, 6, 4), {"scale": 0.3}),
        ((3, 1, 4, 9, 5), {}),
    ]:
        q = _t(b, h, lq, e, dtype=dtype, grad=True)
        k = _t(b, h, lk, e, dtype=dtype, grad=True)
        v = _t(b, h, lk, e, dtype=dtype, grad=True)
        yield fwd, (q, k, v), kw


def _copy(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    op = torch.ops.aten.copy.default
    yield op, (_t(4, 6, dtype=dtype), _t(4, 6, dtype=dtype)), {}
    yield op, (_t(4, 6, dtype=dtype), _t(6, dtype=dtype)), {}
    yield op, (_t(3, 5, dtype=dtype), _t(3, 5, dtype=torch.float64 if dtype != torch.float64 else torch.float32)), {}
    yield op, (_t(2, 3, 4, dtype=dtype), _t(1, 3, 1, dtype=dtype)), {}


def _fill_tensor(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    op = torch.ops.aten.fill.Tensor
    yield op, (_t(4, 6, dtype=dtype), torch.tensor(1.5, dtype=dtype)), {}
    yield op, (_t(7, dtype=dtype), torch.tensor(-2.0, dtype=torch.float64)), {}
    yield op, (_t(2, 3, 5, dtype=dtype), torch.tensor(0.25, dtype=dtype)), {}


def _scalar_tensor(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    op = torch.ops.aten.scalar_tensor.default
    for v in (2.5, -1.0, 0.0, 3):
        yield op, (v,), {"dtype": dtype}


def _div_mode(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    op = torch.ops.aten.div.Scalar_mode
    for mode in ("floor", "trunc"):
        yield op, (_t(4, 6, dtype=dtype, low=-9, high=9), 2.5), {"rounding_mode": mode}
        yield op, (_t(5, dtype=dtype, low=-9, high=9), -3.0), {"rounding_mode": mode}


def _activation_backward(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    F = torch.nn.functional
    for fn in (F.silu, F.gelu, torch.tanh, torch.sigmoid, F.relu, lambda x: F.leaky_relu(x, 0.2),
               lambda x: F.gelu(x, approximate="tanh")):
        for shape in ((4, 6), (2, 3, 5), (7,)):
            yield fn, (_t(*shape, dtype=dtype, grad=True),), {}


def _binary_scalar(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    aten = torch.ops.aten
    cases = [((4, 6), 2.5, {}), ((7,), -3, {}), ((2, 3, 5), 0.5, {}), ((), 1.5, {}), ((0, 3), 2.0, {}),
             ((5, 1), 3, {"alpha": 2})]
    for op in (aten.add.Scalar, aten.sub.Scalar, aten.mul.Scalar, aten.div.Scalar, aten.rsub.Scalar):
        for shape, other, kw in cases:
            if kw and op not in (aten.add.Scalar, aten.sub.Scalar, aten.rsub.Scalar):
                continue
            yield op, (_t(*shape, dtype=dtype), other), kw


def _lstm(dtype: torch.dtype, f: Callable[[int], int]) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """torch.lstm on CPU: its backward is aten.mkldnn_rnn_layer_backward.
    Resizing changes the sequence length and the batch only: hidden_size
    is an int argument (a constant of the graph), and eager's kernel
    crashes on weights that disagree with it."""

    def run(x: torch.Tensor, h0: torch.Tensor, c0: torch.Tensor, *params: torch.Tensor, batch_first: bool,
            layers: int) -> Any:
        return torch.lstm(x, (h0, c0), list(params), len(params) == 4 * layers, layers, 0.0, True, False,
                          batch_first)

    for (seq, batch, inp, hid, layers, bias, batch_first) in [
        (5, 3, 4, 6, 1, True, False),
        (4, 2, 3, 5, 2, True, True),
        (6, 1, 2, 3, 1, False, False),
    ]:
        seq, batch = f(seq) if seq > 1 else seq, f(batch) if batch > 1 else batch
        x = _t(*((batch, seq, inp) if batch_first else (seq, batch, inp)), dtype=dtype, grad=True, low=-1, high=1)
        h0 = _t(layers, batch, hid, dtype=dtype, grad=True, low=-1, high=1)
        c0 = _t(layers, batch, hid, dtype=dtype, grad=True, low=-1, high=1)
        params = []
        for layer in range(layers):
            width = inp if layer == 0 else hid
            params += [_t(4 * hid, width, dtype=dtype, grad=True, low=-0.5, high=0.5),
                       _t(4 * hid, hid, dtype=dtype, grad=True, low=-0.5, high=0.5)]
            if bias:
                params += [_t(4 * hid, dtype=dtype, grad=True, low=-0.5, high=0.5) for _ in range(2)]
        yield run, (x, h0, c0, *params), {"batch_first": batch_first, "layers": layers}


def _indexing(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """Advanced indexing as autograd and decompositions call it (``x[idx]``
    is aten.index; upsampling decompositions use the _unsafe_ twins)."""
    aten = torch.ops.aten
    g = torch.Generator().manual_seed(0)

    def idx(high: int, *shape: int, low: int = 0) -> torch.Tensor:
        return torch.randint(low, high, shape, generator=g)

    cases = [
        ((5, 6, 7), lambda: [idx(5, 4)]),
        ((5, 6, 7), lambda: [None, idx(6, 3, 2)]),
        ((5, 6, 7), lambda: [idx(5, 2, 1), idx(6, 1, 3)]),
        ((4, 5), lambda: [idx(0, 3, low=-4), None]),
        ((6, 3, 4), lambda: [idx(6, 2), None, idx(4, 2)]),
    ]
    for shape, make_idx in cases:
        for op in (aten.index.Tensor, aten._unsafe_index.Tensor):
            yield op, (_t(*shape, dtype=dtype), make_idx()), {}
        for op in (aten.index_put.default, aten._unsafe_index_put.default):
            x = _t(*shape, dtype=dtype)
            indices = make_idx()
            picked = aten.index.Tensor(x, indices)
            yield op, (x, indices, _t(*picked.shape, dtype=dtype), True), {}
    # Without accumulation, repeated indices leave the winner unspecified:
    # distinct ones only.
    for op in (aten.index_put.default, aten._unsafe_index_put.default):
        rows = torch.randperm(5, generator=g)[:3]
        yield op, (_t(5, 6, dtype=dtype), [rows], _t(3, 6, dtype=dtype), False), {}
        yield op, (_t(5, 6, dtype=dtype), [None, torch.randperm(6, generator=g)[:4]], _t(5, 4, dtype=dtype), False), {}


def _scalar_operands(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """Overloads with Scalar operands that OpInfo samples (tensor operands)
    do not reach: comparisons, pow, where, clamp with numbers."""
    aten = torch.ops.aten
    shapes = ((4, 6), (2, 3, 5), (7,), (1, 5))
    for shape in shapes:
        for op in (aten.eq.Scalar, aten.ne.Scalar, aten.lt.Scalar, aten.le.Scalar, aten.gt.Scalar, aten.ge.Scalar):
            yield op, (_t(*shape, dtype=dtype).round(), 1.0), {}
        yield aten.pow.Tensor_Scalar, (_t(*shape, dtype=dtype, low=0.1, high=3), 2.5), {}
        yield aten.pow.Tensor_Scalar, (_t(*shape, dtype=dtype), 3), {}
        yield aten.pow.Scalar, (1.5, _t(*shape, dtype=dtype)), {}
        cond = _t(*shape, dtype=torch.float32) > 0
        yield aten.where.Scalar, (cond, 1.5, -2.0), {}
        yield aten.where.ScalarOther, (cond, _t(*shape, dtype=dtype), 0.5), {}
        yield aten.where.ScalarSelf, (cond, -0.5, _t(*shape, dtype=dtype)), {}
        yield aten.clamp.default, (_t(*shape, dtype=dtype), -0.5, 1.0), {}
        yield aten.clamp.default, (_t(*shape, dtype=dtype), None, 1.0), {}
        yield aten.clamp_min.default, (_t(*shape, dtype=dtype), 0.25), {}
        yield aten.clamp_max.default, (_t(*shape, dtype=dtype), -0.25), {}


def _pad(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """constant_pad_nd as models call it: TF-style "same" padding (uneven
    pads) whose backward pads negatively, crops and pads in one dim, and a
    fill value."""
    F = torch.nn.functional
    for shape, pad, value in [
        ((2, 3, 7, 6), (0, 1, 1, 2), 0.0),
        ((2, 3, 5, 6), (-1, 2, 1, -2), 1.5),
        ((4, 9), (-3, -2), 0.0),
        ((3, 2, 4), (2, 0, 0, 0, -1, 3), -0.5),
    ]:
        yield (lambda x, pad=pad, value=value: F.pad(x, pad, value=value)), (_t(*shape, dtype=dtype, grad=True),), {}


def _interpolate(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """F.interpolate's backwards: scale factors given (integer, fractional,
    downsampling) and sizes given, 1d to 3d, every mode."""
    F = torch.nn.functional
    spatial = {"nearest": (1, 2, 3), "nearest-exact": (1, 2, 3), "linear": (1,), "bilinear": (2,),
               "bicubic": (2,), "trilinear": (3,)}
    shapes = {1: (2, 3, 7), 2: (2, 3, 5, 6), 3: (2, 2, 3, 4, 5)}
    for mode, ks in spatial.items():
        for k in ks:
            corners = (False, True) if mode not in ("nearest", "nearest-exact") else (None,)
            for ac in corners:
                for kw in ({"scale_factor": 2}, {"scale_factor": 1.7}, {"scale_factor": 0.6},
                           {"size": tuple(s + 3 for s in shapes[k][2:])},
                           {"size": tuple(max(1, s // 2) for s in shapes[k][2:])}):
                    kw = dict(kw, mode=mode)
                    if ac is not None:
                        kw["align_corners"] = ac
                    yield (lambda x, kw=kw: F.interpolate(x, **kw)), (_t(*shapes[k], dtype=dtype, grad=True),), {}


def _embedding_bag(dtype: torch.dtype, f: Callable[[int], int]) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """The embedding_bag backwards called with what the forward
    (aten._embedding_bag) returned: every mode, per_sample_weights,
    padding_idx, include_last_offset, an empty bag, and the sum fast path
    whose offset2bag is empty. Resizing changes the number of bags, the
    bag lengths and the embedding dim."""
    aten = torch.ops.aten
    g = torch.Generator().manual_seed(0)
    for mode, psw, pad, last in [(0, False, -1, False), (1, False, -1, False), (2, False, -1, False),
                                 (0, True, -1, False), (1, False, 2, False), (0, False, -1, True),
                                 (0, True, 1, True), (2, False, 3, False)]:
        bags, dim, rows = f(4), f(3), 9
        lengths = [f(3), 0, f(2)] + [2] * (bags - 3)
        n = sum(lengths)
        indices = torch.randint(0, rows, (n,), generator=g)
        starts = [sum(lengths[:k]) for k in range(bags)]
        offsets = torch.tensor(starts + ([n] if last else []))
        weight = _t(rows, dim, dtype=dtype)
        weights = _t(n, dtype=dtype) if psw else None
        out, o2b, size, maxi = aten._embedding_bag.default(weight, indices, offsets, False, mode, False, weights,
                                                           last, pad)
        grad = _t(*out.shape, dtype=dtype)
        yield aten._embedding_bag_backward.default, (grad, indices, offsets, o2b, size, maxi, rows, False, mode,
                                                     False, weights, pad), {}
        yield aten._embedding_bag_dense_backward.default, (grad, indices, o2b, size, maxi, rows, False, mode,
                                                           weights, pad), {}
        if psw:
            yield aten._embedding_bag_per_sample_weights_backward.default, (grad, weight, indices, offsets, o2b,
                                                                            mode, pad), {}


def _fold(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """F.unfold and F.fold, forward and backward (im2col and col2im each
    way), batched and not, with dilation, padding and stride."""
    F = torch.nn.functional
    for shape, kw in [((2, 3, 7, 6), {"kernel_size": 3}),
                      ((2, 2, 9, 8), {"kernel_size": (3, 2), "stride": 2, "padding": 1}),
                      ((3, 5, 7), {"kernel_size": 2, "dilation": (2, 1), "stride": (1, 2)}),
                      ((1, 4, 6, 6), {"kernel_size": 2, "stride": 2})]:
        yield (lambda x, kw=kw: F.unfold(x, **kw)), (_t(*shape, dtype=dtype, grad=True),), {}
        cols = F.unfold(torch.zeros(shape), **kw)
        yield (lambda c, shape=shape, kw=kw: F.fold(c, shape[-2:], **kw)), (_t(*cols.shape, dtype=dtype, grad=True),), {}


def _bitwise(dtype: torch.dtype) -> Iterable[tuple[Callable[..., Any], tuple, dict]]:
    """bitwise_and / bitwise_or of integers and bools (no OpInfo sample is
    integral here): negative values, broadcasting, mixed dtypes that
    promote (bool with i64, u8 with i32). The float dtype is ignored."""
    aten = torch.ops.aten
    g = torch.Generator().manual_seed(0)
    ints = lambda *shape, dt=torch.int64: torch.randint(-50, 50, shape, generator=g).to(dt)
    bools = lambda *shape: torch.randint(0, 2, shape, generator=g).bool()
    for op in (aten.bitwise_and.Tensor, aten.bitwise_or.Tensor):
        yield op, (ints(3, 5), ints(3, 5)), {}
        yield op, (bools(4, 6), bools(4, 6)), {}
        yield op, (ints(2, 3, 4, dt=torch.int32), ints(4, dt=torch.int32)), {}
        yield op, (bools(3, 1), ints(1, 5)), {}
        yield op, (ints(5, 3, dt=torch.uint8), ints(5, 3, dt=torch.int32)), {}


HAND_MADE: tuple[Recipe, ...] = (
    Recipe("bitwise", ("aten.bitwise_and.Tensor", "aten.bitwise_or.Tensor"), _bitwise),
    Recipe("fold", ("aten.im2col.default", "aten.col2im.default"), _fold),
    Recipe("embedding_bag", ("aten._embedding_bag_backward.default", "aten._embedding_bag_dense_backward.default",
                             "aten._embedding_bag_per_sample_weights_backward.default"), _embedding_bag,
           sized=True),
    Recipe("interpolate", tuple(f"aten.{pre}upsample_{mode}{k}d_backward.default"
                                for pre, mode in (("", "nearest"), ("_", "nearest_exact"), ("", "linear"),
                                                  ("", "bilinear"), ("", "bicubic"), ("", "trilinear"))
                                for k in (1, 2, 3)), _interpolate),
    Recipe("pad", ("aten.constant_pad_nd.default",), _pad),
    Recipe("scalar_operands", (
        "aten.eq.Scalar", "aten.ne.Scalar", "aten.lt.Scalar", "aten.le.Scalar", "aten.gt.Scalar", "aten.ge.Scalar",
        "aten.pow.Tensor_Scalar", "aten.pow.Scalar", "aten.where.Scalar", "aten.where.ScalarOther",
        "aten.where.ScalarSelf", "aten.clamp.default", "aten.clamp_min.default", "aten.clamp_max.default"),
        _scalar_operands),
    Recipe("indexing", ("aten.index.Tensor", "aten._unsafe_index.Tensor", "aten.index_put.default",
                        "aten._unsafe_index_put.default"), _indexing),
    Recipe("lstm", ("aten.mkldnn_rnn_layer.default", "aten.mkldnn_rnn_layer_backward.default"), _lstm,
           sized=True),
    Recipe("binary_scalar", ("aten.add.Scalar", "aten.sub.Scalar", "aten.mul.Scalar", "aten.div.Scalar",
                             "aten.rsub.Scalar"), _binary_scalar),
    Recipe("flash_attention", ("aten._scaled_dot_product_flash_attention_for_cpu.default",
                               "aten._scaled_dot_product_flash_attention_for_cpu_backward.default"), _flash),
    Recipe("copy", ("aten.copy.default",), _copy),
    Recipe("fill_tensor", ("aten.fill.Tensor",), _fill_tensor),
    Recipe("scalar_tensor", ("aten.scalar_tensor.default",), _scalar_tensor),
    Recipe("div_mode", ("aten.div.Scalar_mode",), _div_mode),
    Recipe("activation_backward", (
        "aten.silu_backward.default", "aten.gelu_backward.default", "aten.tanh_backward.default",
        "aten.sigmoid_backward.default", "aten.threshold_backward.default",
        "aten.leaky_relu_backward.default"), _activation_backward),
)


def recipes_for(q: str) -> list[Recipe]:
    return [r for r in HAND_MADE if q in r.ops]


# ---- per-op sample sets ------------------------------------------------------------


def _dispatched(op: Any) -> bool:
    """False for ops eager never dispatches (CompositeImplicitAutograd
    ``reshape``) or reaches only through another overload (``add.Scalar``:
    ``x + 2.5`` is ``add.Tensor`` with a wrapped number)."""
    if op._overloadname in ("Scalar", "Scalar_mode"):
        return False
    has = torch._C._dispatch_has_kernel_for_dispatch_key
    return not (has(op.name(), "CompositeImplicitAutograd") and not has(op.name(), "CPU"))


def gather(op: Any, bank: SampleBank, dtypes: Iterable[torch.dtype], every_opinfo: bool = False) -> dict[torch.dtype, list[Sample]]:
    """All samples of ``op`` by dtype (deduplicated, in source order)."""
    q = qualname(op)
    name = q.split(".")[1]
    infos = opinfos_for(name)
    if every_opinfo:  # the op's own OpInfos first, then every other one
        infos += [i for i in op_db() if i not in infos]
    direct = [i for i in op_db() if i.name in DIRECT_OPINFOS.get(q, ())]
    if not _dispatched(op):  # eager never calls it as such: call it with its OpInfos' samples
        direct += [i for i in opinfos_for(name) if i not in direct]
    out: dict[torch.dtype, list[Sample]] = {}
    for dtype in dtypes:
        found: list[Sample] = []
        for info in infos:
            if dtype in _dtypes_of(info, [dtype]):
                found += bank.captured(info, dtype).get(op, [])
        for info in direct:
            if dtype in _dtypes_of(info, [dtype]):
                found += bank.direct(op, info, dtype)
        for recipe in recipes_for(q):
            found += bank.hand_made(recipe, dtype).get(op, [])
        seen: set[str] = set()
        unique = []
        for s in found:
            sig = s.signature()
            if sig not in seen:
                seen.add(sig)
                unique.append(s)
        if unique:
            out[dtype] = unique
    return out


def is_broadcasting(s: Sample) -> bool:
    """Two tensor arguments of different shapes."""
    shapes = {tuple(t.shape) for t in opcheck._tensors((s.args, s.kwargs))}
    return len(shapes) > 1


def has_edge_dims(s: Sample) -> bool:
    """Some tensor argument has an empty or size-1 dim."""
    return any(d in (0, 1) for t in opcheck._tensors((s.args, s.kwargs)) for d in t.shape)


def is_symbolic(s: Sample) -> bool:
    """Some tensor argument has a dim > 1 (it becomes a symbol), or the op
    takes no tensor (factories: their sizes become symbols)."""
    ts = opcheck._tensors((s.args, s.kwargs))
    return any(d > 1 for t in ts for d in t.shape) or not ts


def _preferred(pool: list[Sample], wants: tuple[Callable[[Sample], bool], ...]) -> list[Sample]:
    """The samples meeting all of ``wants``, else all but the first, ...,
    else the whole pool."""
    for k in range(len(wants), 0, -1):
        hit = [s for s in pool if all(w(s) for w in wants[-k:])] if k == len(wants) else [
            s for s in pool if all(w(s) for w in wants[len(wants) - k:])]
        if hit:
            return hit
    return pool


@dataclasses.dataclass(frozen=True)
class Case:
    sample: Sample
    variant: str


def select(op: Any, by_dtype: dict[torch.dtype, list[Sample]], full: bool, seed: int) -> list[Case]:
    """The (sample, variant) cases to run for one op, in priority order:
    the caller runs them until enough have run (skipped and declined
    cases do not count), within a budget.

    Bounded run: one as-captured sample per dtype (float32; float64,
    preferring a broadcasting one; bfloat16, preferring one with an empty
    or size-1 dim), then one float32 sample in a transposed or sliced
    layout, chosen with a RNG seeded by (seed, op); then every other
    sample with a symbolic dim, shuffled, as spares.
    Full run: every sample in every variant that changes its layout,
    dtypes interleaved, the op's own OpInfos first."""
    rng = random.Random(f"{seed}:{qualname(op)}")
    dtypes = [d for d in opcheck.FLOAT_DTYPES if d in by_dtype] + [d for d in by_dtype if d not in opcheck.FLOAT_DTYPES]
    if not dtypes:
        return []
    if full:
        per_dtype = [
            [Case(s, v) for s in by_dtype[d] for v in opcheck.VARIANTS if opcheck.variant_applies(s, v)]
            for d in dtypes
        ]
        cases = [c for group in itertools.zip_longest(*per_dtype) for c in group if c is not None]
        return cases
    cases: list[Case] = []
    used: set[int] = set()
    # Samples with a symbolic dim first (0-d and all-size-1 samples test
    # little and cannot be resized); float64 preferring broadcasting;
    # bfloat16 preferring empty or size-1 dims beside symbolic ones.
    prefer = ((is_symbolic,), (is_broadcasting, is_symbolic), (has_edge_dims, is_symbolic))
    for d, wants in zip(dtypes[:3], prefer):
        s = rng.choice(_preferred(by_dtype[d], wants))
        used.add(id(s))
        cases.append(Case(s, "asis"))
    main = by_dtype[dtypes[0]]
    variant = rng.choice(("transposed", "sliced"))
    pool = [s for s in main if opcheck.variant_applies(s, variant)]
    if pool:
        fresh = [s for s in pool if id(s) not in used]
        cases.append(Case(rng.choice(_preferred(fresh or pool, (is_symbolic,))), variant))
    # Then spares, in a seeded order: the caller runs them in place of
    # cases that were skipped or declined (up to a budget of its own).
    rest = [s for d in dtypes for s in _preferred(by_dtype[d], (is_symbolic,)) if id(s) not in used]
    rng.shuffle(rest)
    cases += [Case(s, "asis") for s in rest]
    return cases
