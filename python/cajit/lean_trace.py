"""What make_fx computes in cajit's re-trace (cajit.normalize) that cajit
never reads, skipped where that provably changes nothing: the tensor_meta
of plainly contiguous tensors (``lean_meta``), the re-fakifying of fakes
(``own_fakes``), torch's Python decompositions of sigmoid/tanh_backward
and native_layer_norm_backward and the symbolic checks of same-shape
add/sub/mul/div on contiguous inputs, the reference chains of t,
transpose, permute and sum over dims and the decomposition of a
classifier's nll_loss_backward (``FakeMode``), the fake kernel of
an op met again with the same symbolic arguments (``FakeMode``'s memo;
for view ops, the as_strided of this call's input they ended in),
compiled autograd's validate_outputs where it provably changes nothing
(``validated_unchanged``) and SymNode arithmetic met again with the same
expressions (the SymNode memo). tests/py/test_retrace_cost.py checks the
.cag text is the one of a full make_fx, tests/py/test_retrace_memo.py
that each mechanism changes nothing; bench/normalize_profile.py measures
the cost. make_fx's GraphModule is built lazily (its Python code
generated when asked for), and ``preload`` imports ahead of a fork what
a first re-trace would import (tests/py/test_retrace_setup.py)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from typing import Any

import sympy
import torch
from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode
from torch.fx.experimental import proxy_tensor as _proxy_tensor
from torch.fx.experimental import symbolic_shapes as _symbolic_shapes
from torch.multiprocessing.reductions import StorageWeakRef
from torch.utils import _pytree as pytree
from torch.utils._sympy.value_ranges import bound_sympy

from .shape_exprs import sym_expr


# ---- what make_fx computes that cajit never reads ------------------------------------
#
# make_fx's set_meta stores, beside node.meta["val"] (which export reads),
# node.meta["tensor_meta"]: among others the tensor's memory format, found
# by symbolic contiguity checks for three formats, which were a tenth of a
# re-trace (bench/normalize_profile.py). Nothing in cajit reads
# tensor_meta, but the checks use guard_or_false, which records a guard
# where the value ranges do not decide (a 3-d slice's "s1 * s4 != s3"):
# skipping them for every tensor drops such guards, and with them assume
# lines of the .cag. So they are skipped only for a tensor whose checks
# provably record nothing (_plainly_contiguous): its strides are,
# expression for expression, the contiguous strides of its sizes, each
# size 1 or at least 2 by its value range. The contiguous-format check
# then decides every comparison statically and stops there. Only traces
# of this module skip it (a thread-local flag: tiering traces beside a
# training thread whose own make_fx users, compiled autograd's capture
# included, keep torch's set_meta).

_lean = threading.local()
_set_meta_full = getattr(_proxy_tensor, "set_meta", None)


def _plainly_contiguous(t: Any) -> bool:
    if not isinstance(t, FakeTensor) or t.layout != torch.strided or t.is_quantized:
        return False
    env = t.fake_mode.shape_env
    expected: Any = sympy.Integer(1)
    for x, y in zip(reversed(t.shape), reversed(t.stride())):
        ex = sym_expr(x)
        if ex == 1:
            continue  # the check skips size-1 dims
        if not _at_least_2(ex, env):
            return False
        if sym_expr(y) != expected:
            return False
        expected = expected * ex
    return True


def _at_least_2(ex: Any, env: Any) -> bool:
    """An integer >= 2, a symbol whose value range starts at 2 or more, or
    a product of such and positive integers: the value ranges alone decide
    its comparisons with 0 and 1."""
    if ex.is_Integer:
        return ex >= 2
    if ex.is_Symbol:
        return env is not None and ex in env.var_to_range and env.var_to_range[ex].lower >= 2
    if ex.is_Mul:
        return all(a.is_Integer and a >= 1 or a.is_Symbol and _at_least_2(a, env) for a in ex.args) and any(
            not a.is_Integer for a in ex.args)
    return False


def _set_meta_lean(proxy: Any, val: Any) -> Any:
    if not getattr(_lean, "on", False) or (isinstance(val, torch.Tensor) and not _plainly_contiguous(val)):
        return _set_meta_full(proxy, val)  # type: ignore[misc]
    proxy.node.meta["val"] = _proxy_tensor.extract_val(val, include_real=(proxy.node.op == "placeholder"))
    return proxy


if _set_meta_full is not None and hasattr(_proxy_tensor, "extract_val"):
    # Disabled for Dynamo: a torch.compile'd training step runs compiled
    # autograd's capture, and with it set_meta, under Dynamo's frame
    # callback, which would compile this frame (torch's own are skipped).
    _proxy_tensor.set_meta = torch._dynamo.disable(_set_meta_lean)


# make_fx builds its result with GraphModule, which generates and
# compiles the graph's Python code (GraphModule.recompile), and
# normalize.trace recompiles it again after eliminate_dead_code: ~10% of a
# warm re-trace of the tiny GRU, and cajit reads the graph, not the code.
# In cajit's traces make_fx builds a _LazyGraphModule instead, torch's own
# GraphModule whose recompile only marks the code stale: the code is
# generated when something asks for it (gm.code, a call, a pickle). Only
# this thread's traces under lean_meta get it (torch's process-wide
# _use_lazy_graph_module flag would reach other threads' GraphModules).

_make_graph_module_full = None
_lazy_gm_enabled = True
_LAZY_STATS = {"lazy": 0}


def _make_graph_module_lean(*args: Any, graph_module_cls: Any = None, **kwargs: Any) -> Any:
    if graph_module_cls is None and _lazy_gm_enabled and getattr(_lean, "on", False):
        from torch.fx._lazy_graph_module import _LazyGraphModule

        graph_module_cls = _LazyGraphModule
        _LAZY_STATS["lazy"] += 1
    return _make_graph_module_full(*args, graph_module_cls=graph_module_cls, **kwargs)  # type: ignore[misc]


def _install_lazy_graph_module() -> None:
    global _make_graph_module_full
    lgm = getattr(torch.fx, "_lazy_graph_module", None)
    full = getattr(lgm, "_make_graph_module", None)
    if full is None or getattr(full, "_cajit_lean", False) or not hasattr(lgm, "_LazyGraphModule"):
        return
    try:
        import inspect

        if "graph_module_cls" not in inspect.signature(full).parameters:
            return
    except (TypeError, ValueError):
        return
    _make_graph_module_full = full
    _make_graph_module_lean._cajit_lean = True  # type: ignore[attr-defined]
    lgm._make_graph_module = _make_graph_module_lean


_install_lazy_graph_module()


def preload() -> None:
    """Imports what a process's first re-trace would import on its way:
    sympy.physics.units, which sympy.simplify imports on its first call
    (torch's FloorDiv simplifies a quotient with a common factor by it, as
    in the zoo transformer's (s0**2)//s0 rows): ~90 ms of import, ~200 ms
    of a first re-trace of the transformer. cajit.tiering calls it as its
    compile thread starts, so that the re-traces it forks
    (cajit.retrace_process) find it imported."""
    try:
        import sympy.physics.units  # noqa: F401
    except ImportError:  # pragma: no cover - another sympy
        pass


@contextlib.contextmanager
def lean_meta() -> Any:
    before = getattr(_lean, "on", False)
    _lean.on = True
    try:
        yield
    finally:
        _lean.on = before


def _rows(t: Any) -> bool:
    """A 2-d fake whose rows are contiguous and apart (stride (e, 1),
    e >= 2 by the value ranges: a slice of a wider tensor's columns), or
    a plainly contiguous fake of any rank."""
    if not isinstance(t, FakeTensor) or t.layout != torch.strided or t.is_quantized:
        return False
    if _plainly_contiguous(t):
        return True
    if t.dim() != 2 or sym_expr(t.stride()[1]) != 1:
        return False
    env = t.fake_mode.shape_env
    sizes, row = [sym_expr(x) for x in t.shape], sym_expr(t.stride()[0])
    if env is None or not all(x.is_Integer and x >= 2 or x.is_Symbol and x in env.var_to_range
                              and env.var_to_range[x].lower >= 2 for x in sizes):
        return False
    if row.is_Integer:
        return row >= 2
    try:
        return bound_sympy(row, {x: env.var_to_range[x] for x in row.free_symbols}).lower >= 2
    except KeyError:
        return False


class FakeMode(FakeTensorMode):
    """Our traces' FakeTensorMode. With symbolic sizes, torch computes the
    result of an op whose C++ meta kernel takes no symbols
    (TensorIterator's) by running its Python decomposition on fakes:
    sigmoid_backward and tanh_backward, one per gate and step of an
    unrolled RNN, ran three pointwise ops each with symbolic type
    promotion, broadcasting and stride arithmetic (12% of the tiny GRU's
    re-trace, bench/README.md); so did gelu_backward and silu_backward
    (transformer MLPs, LLaMA's SwiGLU), a dozen ops each. For two inputs of one shape, dtype and
    device, each with contiguous rows (_rows: where the decomposition's
    elementwise stride rule puts the last dim innermost), the result is a
    contiguous tensor of that shape and dtype, made here directly. The
    traced graph is the same (make_fx records the op above this mode);
    the zoo's .cag text is unchanged (no guard lost). Likewise
    native_layer_norm_backward (its decomposition is ~70 ms of GPT-2's
    re-trace under cProfile) on contiguous inputs of one shape. A grad_out
    whose shape is another expression of the same values (the zoo
    transformer's (s0**2)//s0 rows, a view of a flattened [b*t, d] grad
    where b == t) takes the shortcut too where the ShapeEnv proves each
    size equal without a guard (_provably_equal: its static evaluation,
    the one guard_or_false tries first), so the decomposition's
    broadcasting of grad_out against input would decide statically as
    well; the results are shaped like input, an equal expression. Else
    (a size equal only by its hint) the decomposition runs and guards.
    Anything else goes to torch."""

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        """The memo (see "the fake results of an op met again" below)
        around _dispatch, for the ops cajit's traces dispatch here
        directly (not those a decomposition runs on the way)."""
        if getattr(self, "_memo_depth", 0):
            seen = self.__dict__.get("_memo_seen")
            out = self._dispatch(func, types, args, kwargs)
            if seen is not None and func is _AS_STRIDED:
                seen.append((args, kwargs, out))
            return out
        if not _memo_on():
            return self._dispatch(func, types, args, kwargs)
        memo = self.__dict__.setdefault("_memo", {})
        got = _memo_key(self, func, args, kwargs)
        if got is None:
            return self._dispatch(func, types, args, kwargs)
        key, flat = got
        entry = memo.get(key)
        if entry is not None and entry is not _UNMEMOIZED:
            _MEMO_STATS["hits"] += 1
            if func in _VIEW_OPS:
                return self._replay_view(entry, args[0], flat)
            return self._replay(entry, flat)
        self._memo_depth = 1
        self._memo_seen = [] if func in _VIEW_OPS and entry is None else None
        env = self.shape_env
        unbacked = len(env.pending_fresh_unbacked_symbols) if env is not None else 0
        try:
            out = self._dispatch(func, types, args, kwargs)
        finally:
            self._memo_depth = 0
            seen, self._memo_seen = self._memo_seen, None
        if entry is None:
            # Unbacked symbols (a mask's count): a fake kernel decides
            # what it cannot prove of them without a guard, and a later
            # call may prove more. Neither among the arguments nor made
            # by the call.
            made = env is not None and len(env.pending_fresh_unbacked_symbols) != unbacked
            if made or any(_free_unbacked_symbols(v.node.expr) for v in flat):
                memo[key] = _UNMEMOIZED
            elif func in _VIEW_OPS:
                memo[key] = _view_entry(self, args[0], out, flat, seen) if _view_memo_enabled else None
                memo[key] = memo[key] or _UNMEMOIZED
            else:
                memo[key] = _memo_entry(self, (args, kwargs), out, flat) or _UNMEMOIZED
            _MEMO_STATS["misses"] += 1
        return out

    def _replay(self, entry: Any, flat: Sequence[Any]) -> Any:
        """The outputs of a memoized call: fresh fakes of the recorded
        sizes, strides, dtypes and devices, whose sizes and strides are
        this call's own input SymInts where the recorded ones were the
        recorded call's (else fresh SymNodes of the same expressions)."""
        single, outs = entry
        made = []
        for o in outs:
            if o is None:
                made.append(None)
                continue
            dtype, device, sizes, strides = o
            made.append(self._fresh([_replay_sym(s, flat) for s in sizes], [_replay_sym(s, flat) for s in strides],
                                    dtype, device))
        return made[0] if single else tuple(made)

    def _fresh(self, sizes: Any, strides: Any, dtype: torch.dtype, device: torch.device) -> FakeTensor:
        """A fresh fake of these sizes, strides, dtype and device: what
        empty_strided through the mode (fake_impls' constructors) makes, an
        empty_strided on the meta device wrapped in a FakeTensor, without
        the dispatch around it (~0.4 ms a call)."""
        if not _fresh_direct:
            return super().__torch_dispatch__(torch.ops.aten.empty_strided.default, (), (sizes, strides),
                                              {"dtype": dtype, "device": device})
        return FakeTensor(self, torch.empty_strided(sizes, strides, dtype=dtype, device="meta"), device=device)

    def _replay_view(self, entry: Any, base: Any, flat: Sequence[Any]) -> Any:
        """The result of a memoized view op: the as_strided of this call's
        input that the recorded call ended in (_view_entry), with this
        call's SymInts."""
        sizes, strides, offset = entry
        args = [base, [_replay_sym(s, flat) for s in sizes], [_replay_sym(s, flat) for s in strides]]
        if offset is not None:
            args.append(_replay_sym(offset, flat))
        return super().__torch_dispatch__(_AS_STRIDED, (), tuple(args), {})

    def _dispatch(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        if func in _PERMUTE_REFS:
            out = self._permuted(func, args, kwargs)
            if out is not None:
                return out
        if func in _POINTWISE_BACKWARD and _pointwise_args(func, args, kwargs):
            a, b = args[:2]
            if (_rows(a) and _rows(b) and a.dtype == b.dtype and a.device == b.device and a.dim() == b.dim()
                    and all(sym_expr(x) == sym_expr(y) for x, y in zip(a.shape, b.shape))):
                shape = b.shape
                stride, acc = [], 1
                for x in reversed(shape):
                    stride.append(acc)
                    acc = acc * x
                return self._fresh(shape, tuple(reversed(stride)), b.dtype, b.device)
        if func in _BINARY and len(args) == 2 and (not kwargs or set(kwargs) == {"alpha"}):
            out = self._binary(func, *args)
            if out is not None:
                return out
        if func is _SUM_DIMS:
            out = self._sum(args, kwargs)
            if out is not None:
                return out
        if func is _NLL_LOSS_BACKWARD and not kwargs:
            out = self._nll_loss_backward(args)
            if out is not None:
                return out
        if func is torch.ops.aten.native_layer_norm_backward.default and not kwargs:
            out = self._layer_norm_backward(args)
            if out is not None:
                return out
        return super().__torch_dispatch__(func, types, args, kwargs or {})

    def _permuted(self, func: Any, args: Any, kwargs: Any) -> Any:
        """t, transpose.int and permute of a fake with symbolic sizes:
        the as_strided of the input that torch's path ends in, made
        directly (see "t, transpose and permute" below); None where that
        path is not provably the one torch takes."""
        perm = _permutation(self, func, args, kwargs)
        if perm is None:
            return None
        a = args[0]
        shape, stride = a.shape, a.stride()
        call = (a, tuple(shape[d] for d in perm), tuple(stride[d] for d in perm), a.storage_offset())
        out = super().__torch_dispatch__(_AS_STRIDED, (), call, {})
        seen = self.__dict__.get("_memo_seen")
        if seen is not None and getattr(self, "_memo_depth", 0):
            seen.append((call, {}, out))  # as the nested as_strided would be (the view memo)
        _FAST_STATS["permute"] += 1
        return out

    def _nll_loss_backward(self, args: Sequence[Any]) -> Any:
        """nll_loss_backward's result for the case of a classifier's
        mean or summed loss (see "nll_loss_backward" below): a fresh
        tensor like its 2-d input; else None (torch's decomposition)."""
        if not _nll_fast or not getattr(_lean, "on", False) or len(args) != 7:
            return None
        grad_out, x, target, weight, reduction, ignore_index, total_weight = args
        ts = (grad_out, x, target, total_weight)
        if not all(type(t) is FakeTensor and t.fake_mode is self and t.constant is None for t in ts):
            return None
        if weight is not None or type(reduction) is not int or reduction not in (1, 2) or type(ignore_index) is not int:
            return None
        if (x.dim() != 2 or target.dim() != 1 or grad_out.dim() != 0 or total_weight.dim() != 0
                or not x._has_symbolic_sizes_strides or not _plainly_contiguous(x)):
            return None
        if x.dtype not in (torch.float32, torch.float64) or grad_out.dtype != x.dtype or total_weight.dtype != x.dtype:
            return None
        if target.dtype != torch.int64 or target.layout != torch.strided or sym_expr(target.shape[0]) != sym_expr(x.shape[0]):
            return None
        if len({t.fake_device for t in ts}) != 1 or not _torch_decomposes(self, _NLL_LOSS_BACKWARD):
            return None
        _FAST_STATS["nll_loss_backward"] += 1
        return self._fresh(x.shape, x.stride(), x.dtype, x.fake_device)

    def _sum(self, args: Sequence[Any], kwargs: Any) -> Any:
        """sum.dim_IntList over given dims of a float32/float64 fake with
        symbolic sizes whose kept sizes the ranges decide (see "sum over
        dims" below): what torch._refs.sum makes, without its prims'
        dispatches; else None (torch's path)."""
        if not _sum_fast or not getattr(_lean, "on", False) or not 2 <= len(args) <= 3:
            return None
        if kwargs and (set(kwargs) - {"keepdim", "dtype"} or kwargs.get("dtype") is not None
                       or ("keepdim" in kwargs and len(args) == 3)):
            return None
        a, dims = args[0], args[1]
        keepdim = args[2] if len(args) == 3 else (kwargs or {}).get("keepdim", False)
        if (type(a) is not FakeTensor or a.fake_mode is not self or a.constant is not None
                or a.layout != torch.strided or a.is_quantized or not a._has_symbolic_sizes_strides
                or a.dtype not in (torch.float32, torch.float64) or a.dim() < 1 or type(keepdim) is not bool):
            return None
        if not isinstance(dims, (list, tuple)) or not dims or not all(type(d) is int for d in dims):
            return None
        if not _torch_decomposes(self, _SUM_DIMS, "sum"):
            return None
        from torch import _prims_common as utils

        try:
            dims = utils.reduction_dims(a.shape, dims)
        except Exception:  # torch's error
            return None
        env = self.shape_env
        kept = [a.shape[i] for i in range(a.dim()) if i not in dims]
        for k in kept:
            e = sym_expr(k)
            if not (e.is_Integer or _at_least_2(e, env)):
                return None  # a comparison with 1 the ranges may not decide: torch's (guarding) path
        r = self._fresh(kept, utils.make_contiguous_strides_for(kept), a.dtype, a.fake_device)
        _FAST_STATS["sum"] += 1
        if not keepdim:
            return r
        shape = [a.shape[i] if i not in dims else 1 for i in range(a.dim())]
        rs, rn = r.stride(), r.size()
        strides, j = [], 0
        for i in range(a.dim()):
            if i not in dims:
                strides.append(rs[j])
                j += 1
            else:
                strides.append(1 if j == r.dim() else rs[j] * rn[j])
        return super().__torch_dispatch__(_AS_STRIDED, (), (r, shape, strides, r.storage_offset()), {})

    def _binary(self, func: Any, a: Any, b: Any) -> Any:
        """add/sub/mul/div.Tensor of two plainly contiguous fakes of one
        shape (expression for expression), dtype and device, not 4-d: the
        tensor torch's fast_binary_impl returns (contiguous, of that shape,
        dtype and device), made without its symbolic broadcasting and
        contiguity checks, each of which it decides without a guard here
        (equal expressions; sizes 1 or >= 2 by their ranges; a channels-last
        check only for 4-d tensors). Else None (torch's path)."""
        if not (_rows(a) and _rows(b)) or a.dim() != b.dim() or a.dim() == 4:
            return None
        if a.dtype != b.dtype or a.fake_device != b.fake_device or a.dim() == 0:
            return None
        if func is torch.ops.aten.div.Tensor and not a.dtype.is_floating_point:
            return None  # int / int promotes to float
        shape = a.shape
        if not any(isinstance(x, torch.SymInt) for x in (*shape, *b.shape)):
            return None  # torch's C++ meta kernel (no fast path without symbols)
        if any(sym_expr(x) != sym_expr(y) for x, y in zip(shape, b.shape)):
            return None
        return FakeTensor(self, torch.empty(shape, dtype=a.dtype, device="meta"), device=a.fake_device)

    def _empty_like(self, t: FakeTensor) -> FakeTensor:
        return self._fresh(t.shape, t.stride(), t.dtype, t.device)

    def _layer_norm_backward(self, args: Sequence[Any]) -> Any:
        """native_layer_norm_backward's results (grad_input like input,
        grad_weight like weight, grad_bias like bias, per output_mask) for
        contiguous grad_out and input of one shape and dtype, one
        normalized dim, contiguous mean and rstd with a size-1 last dim,
        and 1-d contiguous weight and bias of the input's dtype and the
        normalized dim's size; else None (torch's decomposition)."""
        if len(args) != 8:
            return None
        grad_out, x, normalized_shape, mean, rstd, weight, bias, mask = args
        ts = (grad_out, x, mean, rstd, weight, bias)
        if not all(isinstance(t, FakeTensor) and _syntactically_contiguous(t) for t in ts):
            return None
        if not isinstance(mask, (list, tuple)) or len(mask) != 3 or len(normalized_shape) != 1 or x.dim() < 2:
            return None
        shape = [sym_expr(d) for d in x.shape]
        env = x.fake_mode.shape_env
        if (grad_out.dim() != x.dim() or grad_out.dtype != x.dtype
                or not all(_provably_equal(env, sym_expr(d), e) for d, e in zip(grad_out.shape, shape))):
            return None
        for t in (mean, rstd):
            if [sym_expr(d) for d in t.shape] != shape[:-1] + [sympy.Integer(1)]:
                return None
        for t in (weight, bias):
            if t.dim() != 1 or sym_expr(t.shape[0]) != shape[-1] or t.dtype != x.dtype:
                return None
        if len({t.device for t in ts}) != 1:
            return None
        return (self._empty_like(x) if mask[0] else None,
                self._empty_like(weight) if mask[1] else None,
                self._empty_like(bias) if mask[2] else None)


def _provably_equal(env: Any, a: Any, b: Any) -> bool:
    """Two size expressions equal for every value the ShapeEnv admits,
    decided without recording a guard."""
    if a == b:
        return True
    static = getattr(env, "_maybe_evaluate_static", None)
    return static is not None and static(sympy.Eq(a, b)) is sympy.true


def _syntactically_contiguous(t: FakeTensor) -> bool:
    """Strides, expression for expression, the contiguous strides of the
    sizes (size-1 dims' strides aside)."""
    if t.layout != torch.strided or t.is_quantized:
        return False
    expected: Any = sympy.Integer(1)
    for x, y in zip(reversed(t.shape), reversed(t.stride())):
        ex = sym_expr(x)
        if ex != 1 and sym_expr(y) != expected:
            return False
        expected = expected * ex
    return True


_POINTWISE_BACKWARD = {torch.ops.aten.tanh_backward.default, torch.ops.aten.sigmoid_backward.default,
                       torch.ops.aten.silu_backward.default, torch.ops.aten.gelu_backward.default}


def _pointwise_args(func: Any, args: Sequence[Any], kwargs: Any) -> bool:
    """Two tensors, and for gelu_backward its ``approximate`` string."""
    if func is torch.ops.aten.gelu_backward.default:
        extra = [*args[2:], *(kwargs or {}).values()]
        return len(args) >= 2 and len(extra) <= 1 and set(kwargs or {}) <= {"approximate"} and all(
            isinstance(v, str) for v in extra)
    return not kwargs and len(args) == 2
# ---- t, transpose and permute ------------------------------------------------------
#
# A fake with symbolic sizes meets t, transpose.int and permute.default
# through their Python references (FakeTensorMode._dispatch_impl: no meta
# kernel of their own and no C++ one that takes symbols, so the
# decomposition table's torch._refs.t / transpose / permute): t is
# transpose(a, 0, 1) for a 2-d a, transpose is permute with two dims
# swapped (an alias where a has at most one dim or the two dims are the
# same number), and permute is prims.transpose, whose meta
# (_transpose_meta) is a.as_strided(permuted sizes, permuted strides,
# a.storage_offset()). Each step is a dispatch through the mode (~1 ms a
# t() in all, four nested dispatches of which three only pass Python ints
# on) and none compares a symbol: the result is that one as_strided, which
# FakeMode._permuted calls directly. Only where the table still holds
# those references and torch has no meta kernel for the op (checked once
# per op), for an exact FakeTensor of this mode with symbolic sizes or
# strides, no constant, strided and not quantized, and plain int dims that
# make a valid permutation (t: 2-d; transpose: at least 2-d and two
# different dims); anything else goes to torch.

_PERMUTE_REFS = {torch.ops.aten.t.default: "t", torch.ops.aten.transpose.int: "transpose",
                 torch.ops.aten.permute.default: "permute"}
_permute_fast = True
_permute_path: dict[Any, bool] = {}


def _torch_permutes_by_refs(mode: FakeTensorMode, func: Any) -> bool:
    ok = _permute_path.get(func)
    if ok is None:
        try:
            import torch._refs as refs
            from torch._decomp import decomposition_table, meta_table

            ok = (decomposition_table.get(func) is getattr(refs, _PERMUTE_REFS[func]) and func not in meta_table
                  and not mode.cpp_meta_supports_symint(func))
        except Exception:  # pragma: no cover - another torch
            ok = False
        _permute_path[func] = ok
    return ok


def _permutation(mode: FakeTensorMode, func: Any, args: Sequence[Any], kwargs: Any) -> list[int] | None:
    """The permutation torch's t / transpose / permute of ``args`` makes
    (see above), or None where FakeMode._permuted must not answer."""
    if not _permute_fast or kwargs or not args or not getattr(_lean, "on", False):
        return None
    a = args[0]
    if (type(a) is not FakeTensor or a.fake_mode is not mode or a.constant is not None
            or a.layout != torch.strided or a.is_quantized or not a._has_symbolic_sizes_strides):
        return None
    if not _torch_permutes_by_refs(mode, func):
        return None
    from torch import _prims_common as utils

    n = a.dim()
    try:
        if func is torch.ops.aten.t.default:
            return [1, 0] if len(args) == 1 and n == 2 else None
        if func is torch.ops.aten.transpose.int:
            if len(args) != 3 or type(args[1]) is not int or type(args[2]) is not int:
                return None
            if n <= 1 or args[1] == args[2]:
                return None  # torch's alias
            d0, d1 = utils.canonicalize_dims(n, (args[1], args[2]))
            perm = list(range(n))
            perm[d0], perm[d1] = d1, d0
            return perm
        dims = args[1] if len(args) == 2 else None
        if not isinstance(dims, (list, tuple)) or not all(type(d) is int for d in dims):
            return None
        perm = list(utils.canonicalize_dims(n, dims))
        return perm if len(perm) == n and utils.is_valid_permutation(n, perm) else None
    except Exception:  # an invalid dim: torch's error
        return None


# ---- nll_loss_backward -----------------------------------------------------------
#
# A classifier's loss (cross_entropy: log_softmax, then nll_loss) ends its
# backward in nll_loss_backward, whose fake result torch computes by its
# Python decomposition (torch._decomp.decompositions.nll_loss_backward:
# a dozen fake ops, ~12 ms of the tiny GRU's re-trace). For the case
# answered here (a 2-d input x that is plainly contiguous, _plainly_
# contiguous: strides the contiguous products of its sizes, each size 1
# or >= 2 by its range; a 1-d int64 target whose length is x's first
# size by expression; no weight; a mean or summed loss, so grad_output
# and total_weight are 0-d; one float32/float64 dtype, one device) the
# decomposition computes zeros_like(x) (x's layout), scatters -1 into it
# along dim 1, divides (mean) the 0-d grad_output by total_weight, selects
# it where the target is not ignore_index ([n, 1]) and returns the
# product of the two, which broadcasts [n, c] with [n, 1] and [n, 1] with
# a 0-d tensor: every size comparison is of one expression with itself or
# of a size with 1 that the ranges decide, every stride comparison of
# x's contiguous strides, so no guard, and the result is contiguous with
# x's sizes and dtype. Made here as a fresh fake of x's sizes and strides.
# Only where the decomposition table still holds that decomposition and
# torch has no meta kernel for the op (checked once); anything else goes
# to torch (tests/py/test_retrace_memo.py compares both over the cases).

_NLL_LOSS_BACKWARD = torch.ops.aten.nll_loss_backward.default
_nll_fast = True
_decomposes: dict[Any, bool] = {}


def _torch_decomposes(mode: FakeTensorMode, func: Any, ref_name: str | None = None) -> bool:
    """Whether torch computes ``func``'s fake result by the decomposition
    this module read: torch._decomp.decompositions' function of the op's
    name, or torch._refs' ``ref_name``."""
    ok = _decomposes.get(func)
    if ok is None:
        try:
            import torch._refs as refs
            from torch._decomp import decomposition_table, decompositions, meta_table

            if ref_name is not None:
                ref = getattr(refs, ref_name, None)
            else:
                ref = getattr(decompositions, func._schema.name.split("::")[1], None)
            got = decomposition_table.get(func)
            ok = (ref is not None and (got is ref or getattr(got, "__wrapped__", None) is ref)  # out_wrapper's
                  and func not in meta_table and not mode.cpp_meta_supports_symint(func))
        except Exception:  # pragma: no cover - another torch
            ok = False
        _decomposes[func] = ok
    return ok


# ---- sum over dims ------------------------------------------------------------------
#
# sum.dim_IntList (a bias's grad, sum_to_size's reduction) of a fake with
# symbolic sizes is torch._refs.sum: for float32/float64 (no computation
# dtype of its own, no conversion), plain int dims (reduction_dims
# canonicalizes them), no dtype argument, prims.sum's meta (_reduction_meta)
# is an empty_strided of the kept sizes with make_contiguous_strides_for's
# strides, and with keepdim prims.broadcast_in_dim's meta is an as_strided
# of that with a 1 for each reduced dim: a kept dim keeps its stride (the
# same SymInt on both sides of each comparison, and a comparison of the
# size with 1 that the value ranges decide where every kept size is an
# integer or provably >= 2, _at_least_2: else torch's path, which may
# guard), a reduced one gets 1 after the last kept dim, else the next
# kept dim's stride times its size. FakeMode._sum makes the same fakes
# (FakeMode._fresh for the empty_strided, the as_strided through the mode)
# with the same SymInt arithmetic (make_contiguous_strides_for itself),
# without the two prims' and the constructor's dispatches.

_SUM_DIMS = torch.ops.aten.sum.dim_IntList
_sum_fast = True


_BINARY = {torch.ops.aten.add.Tensor, torch.ops.aten.sub.Tensor, torch.ops.aten.mul.Tensor, torch.ops.aten.div.Tensor}


# ---- the fake results of an op met again with the same symbolic arguments ----------
#
# A backward graph repeats an op on the same symbolic metadata: every step
# of an unrolled RNN, every layer of a transformer. FakeMode runs the fake
# kernel (or Python decomposition, with its symbolic contiguity and
# broadcasting checks) once per distinct (op, arguments) of a trace and
# answers the repeats from a memo. The key is the op and its arguments
# with every tensor as dtype, device and the expressions (replacements
# applied) of its sizes, strides and storage offset, and every SymInt as
# its expression. A fake kernel's branch on backed symbols is decided by
# their hints (guard_or_false / guard_or_true guard on them), which a
# ShapeEnv never changes, so a repeat computes the same results; the
# guards it would record were recorded by the first call (the ShapeEnv's
# facts only grow). A branch on what is statically known without a guard
# could go the other way in a repeat made after the trace learned more;
# the replayed result is then the one of less knowledge, still valid for
# every value the guards admit (torch's own dispatch cache for symbolic
# shapes, ShapeEnv.fake_tensor_cache, makes the same assumption). In 19
# zoo and real-model graphs, more than half the hits come after new
# guards or replacements, and the .cag text is byte-identical to a trace
# without the memo (bench/normalize_profile.py --dump). Only ops whose
# results are fresh tensors are memoized (no view, no mutation, no
# data-dependent shape; no unbacked symbol among the arguments or made by
# the first call); the memo lives on the FakeMode, one per trace, and
# only while lean_meta is on (cajit's own traces).

_MEMO_STATS = {"hits": 0, "misses": 0}
_UNMEMOIZED = object()  # a key whose calls always run the fake kernel
_free_unbacked_symbols = getattr(_symbolic_shapes, "free_unbacked_symbols", None)
_memo_enabled = True
_fresh_ops: dict[Any, bool] = {}
_SymNode = getattr(getattr(torch.fx.experimental, "sym_node", None), "SymNode", None)
_PLAIN = (int, float, bool, str, torch.dtype, torch.device, torch.layout, torch.memory_format)
_SYM = (torch.SymInt, torch.SymFloat, torch.SymBool)


def _memo_on() -> bool:
    return (_memo_enabled and _SymNode is not None and _free_unbacked_symbols is not None
            and getattr(_lean, "on", False))


def _fresh_op(func: Any) -> bool:
    """Whether every result of ``func`` is a fresh tensor (or None)."""
    ok = _fresh_ops.get(func)
    if ok is None:
        ok = False
        schema = getattr(func, "_schema", None)
        tags = getattr(func, "tags", None)
        if schema is not None and tags is not None and isinstance(func, torch._ops.OpOverload):
            ok = (not schema.is_mutable and len(schema.returns) > 0
                  and all(r.alias_info is None and str(r.type) in ("Tensor", "Tensor?") for r in schema.returns)
                  and not any(t in tags for t in (torch.Tag.dynamic_output_shape,
                                                  torch.Tag.data_dependent_output, torch.Tag.inplace_view,
                                                  torch.Tag.nondeterministic_seeded)))
        _fresh_ops[func] = ok
    return ok


class _NoMemo(Exception):
    pass


def _memo_key(mode: FakeTensorMode, func: Any, args: Any, kwargs: Any) -> tuple[tuple, list] | None:
    """(key, the call's SymInts in key order) or None where the call is
    not memoized."""
    if not (_fresh_op(func) or func in _VIEW_OPS and _view_memo_enabled and args and not kwargs):
        return None
    key: list[Any] = [func, torch.get_default_dtype()]
    flat: list[Any] = []

    def sym(v: Any) -> None:
        if isinstance(v, _SYM):
            flat.append(v)
            key.append((type(v), v.node.expr))
        else:
            key.append((type(v), v))

    def walk(a: Any) -> None:
        if isinstance(a, FakeTensor):
            if (a.fake_mode is not mode or a.constant is not None or a.layout != torch.strided
                    or a.is_quantized or type(a) is not FakeTensor):
                raise _NoMemo
            key.append((a.dtype, a.fake_device, a.dim()))
            for v in a.shape:
                sym(v)
            for v in a.stride():
                sym(v)
            sym(a.storage_offset())
        elif isinstance(a, torch.Tensor):
            raise _NoMemo
        elif isinstance(a, (list, tuple)):
            key.append((type(a), len(a)))
            for x in a:
                walk(x)
        elif isinstance(a, _SYM):
            sym(a)
        elif a is None or isinstance(a, _PLAIN):
            key.append((type(a), a))
        else:
            raise _NoMemo

    try:
        walk(args)
        if kwargs:
            for k in sorted(kwargs):
                key.append(k)
                walk(kwargs[k])
        tkey = tuple(key)
        hash(tkey)
    except (_NoMemo, TypeError):
        return None
    return tkey, flat


def _memo_entry(mode: FakeTensorMode, args: Any, out: Any, flat: Sequence[Any]) -> Any:
    """What _replay needs of ``out`` (None where it cannot be replayed):
    (single, [(dtype, device, sizes, strides) | None per result]), each
    size and stride an int, ("in", i) (the call's i-th SymInt was it), or
    a SymNode to copy."""
    single = isinstance(out, torch.Tensor)
    outs = [out] if single else out
    if not isinstance(outs, (list, tuple)):
        return None
    where = {id(v.node): i for i, v in reversed(list(enumerate(flat)))}

    inputs = {StorageWeakRef(t.untyped_storage()) for t in pytree.tree_leaves(args) if isinstance(t, torch.Tensor)}
    rows: list[Any] = []
    try:
        for o in outs:
            if o is None:
                rows.append(None)
                continue
            offset = o.storage_offset() if isinstance(o, FakeTensor) else None
            if (not isinstance(o, FakeTensor) or type(o) is not FakeTensor or o.fake_mode is not mode
                    or o.constant is not None or o.layout != torch.strided or o.is_quantized
                    or o.requires_grad or not isinstance(offset, int) or offset != 0
                    or StorageWeakRef(o.untyped_storage()) in inputs):
                return None
            rows.append((o.dtype, o.fake_device, [_size_ref(v, where) for v in o.shape],
                         [_size_ref(v, where) for v in o.stride()]))
    except _NoMemo:
        return None
    return single, rows


# ---- view ops met again ---------------------------------------------------------------
#
# A view op's fake kernel (t, transpose, permute and view: their Python
# decompositions and references, each a chain of symbolic stride
# arithmetic; ~1 ms per t() of a weight in the tiny GRU) ends, in the
# cases memoized here, in an as_strided of its input with the result's
# sizes, strides and storage offset. A repeat (same key as above: the
# input's expressions and the arguments') is answered by that as_strided
# alone, a call the recorded one made with the same expressions (so the
# guards it records, if any, the recorded call recorded first): the
# result is a view of this call's input, as the op's would be. Only
# where the recorded call was seen to end in such an as_strided of the
# op's own input (_view_entry); else the op always runs.

_AS_STRIDED = torch.ops.aten.as_strided.default
_VIEW_OPS = frozenset({
    torch.ops.aten.t.default,
    torch.ops.aten.transpose.int,
    torch.ops.aten.permute.default,
    torch.ops.aten.view.default,
})
_view_memo_enabled = True
_fresh_direct = True  # FakeMode._fresh without the mode's dispatch (tests turn it off)


def _size_ref(v: Any, where: dict[int, int]) -> Any:
    """A size or stride as a memo records it: an int, ("in", i) where the
    call's i-th argument was this SymInt (``where``: id of a SymInt's node
    -> its first index), ("new", node) for a SymNode to copy."""
    if isinstance(v, torch.SymInt):
        i = where.get(id(v.node))
        return ("in", i) if i is not None else ("new", v.node)
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    raise _NoMemo


def _view_entry(mode: FakeTensorMode, base: Any, out: Any, flat: Sequence[Any], seen: Any) -> Any:
    """(sizes, strides, offset) of ``out`` as _replay_sym reads them,
    where ``seen`` (the as_strided calls the op made) has one of ``base``
    with exactly ``out``'s sizes, strides and offset expressions; else
    None. ``offset`` None: the call passed none."""
    if (not isinstance(out, FakeTensor) or type(out) is not FakeTensor or out.fake_mode is not mode
            or not isinstance(base, FakeTensor) or not seen):
        return None
    where = {id(v.node): i for i, v in reversed(list(enumerate(flat)))}

    want = ([sym_expr(v) for v in out.shape], [sym_expr(v) for v in out.stride()], sym_expr(out.storage_offset()))
    for args, kwargs, _o in seen:
        if kwargs or len(args) not in (3, 4) or args[0] is not base:
            continue
        offset = args[3] if len(args) == 4 else None
        got = ([sym_expr(v) for v in args[1]], [sym_expr(v) for v in args[2]],
               sym_expr(offset if offset is not None else base.storage_offset()))
        if got != want:
            continue
        try:
            return ([_size_ref(v, where) for v in args[1]], [_size_ref(v, where) for v in args[2]],
                    None if offset is None else _size_ref(offset, where))
        except _NoMemo:
            return None
    return None


def _replay_sym(r: Any, flat: Sequence[Any]) -> Any:
    if isinstance(r, int):
        return r
    kind, v = r
    if kind == "in":
        return flat[v]
    return torch.SymInt(v.with_shape_env(v.shape_env))


def own_fakes(args: Sequence[Any]) -> None:
    """make_fx converts its tensor arguments to fakes of their fake mode,
    and re-converts ones that already are (a copy through MetaConverter
    each, with the same symbols). Memoizing each fake as its own fake
    makes that conversion a lookup."""
    for a in args:
        if isinstance(a, FakeTensor):
            conv = getattr(a.fake_mode, "fake_tensor_converter", None)
            if conv is not None and hasattr(conv, "set_tensor_memo"):
                conv.set_tensor_memo(a, a)


# ---- validate_outputs that provably changes nothing ----------------------------------
#
# Compiled autograd calls ops.validate_outputs(grads, metas) after every
# autograd node: torch/csrc/autograd/engine.cpp's validate_outputs_impl,
# which for each defined grad with metadata (1) reduces it to the
# metadata's shape where the shapes differ (is_same_shape: one SymInt
# comparison per dim), (2) converts it to the metadata's grad_dtype where
# one is set and differs (with none set, no conversion), (3) checks
# layout and device (a 0-d grad on another device is moved). Under a
# symbolic trace each dim comparison is a SymNode eq run twice (make_fx
# records it) and a guard_bool: ~1 ms per call, 20-25% of the tiny GRU's
# re-trace. ``validated_unchanged`` decides the same outcome directly
# where it is "nothing to do": every grad None, or a plain FakeTensor
# (strided, real floating dtype, so differentiable and not complex) whose
# sizes are the metadata's expression for expression (replacements
# applied: the comparisons are then sympy.true, which records no guard)
# or provably equal to them without a guard (_provably_equal: the static
# answer torch's evaluate_expr returns before it would guard), whose
# dtype is the metadata's grad_dtype (or, with none set, anything: torch
# converts nothing), whose device is the metadata's and whose
# metadata says strided and not a subclass. Then torch returns the grads
# unchanged and adds no guard; the eq nodes it would record are dead
# (eliminate_dead_code removes them), so the traced graph is the same.
# Anything else goes to torch. The metadata layout: ((requires_grad,
# memory_format, device, dtype code, layout code, pinned), sizes,
# is_tensor_subclass, grad_dtype code).

_validate_fast = True
_STRIDED_CODE = 0  # c10::Layout::Strided
# Calls answered by validated_unchanged (tests; not in cajit.stats()).
_FAST_STATS = {"validate_outputs": 0, "permute": 0, "nll_loss_backward": 0, "sum": 0}


def _same_size(a: Any, b: Any, env: Any) -> bool:
    """Sizes whose comparison torch decides statically as equal: the same
    expression, or expressions the ShapeEnv proves equal without a guard
    (evaluate_expr then returns its static answer and records nothing)."""
    if isinstance(a, torch.SymInt):
        a = a.node.expr
    elif not isinstance(a, int) or isinstance(a, bool):
        return False
    if isinstance(b, torch.SymInt):
        b = b.node.expr
    elif not isinstance(b, int) or isinstance(b, bool):
        return False
    if isinstance(a, int) and isinstance(b, int):
        return a == b
    return _provably_equal(env, sympy.sympify(a), sympy.sympify(b))


def validated_unchanged(grads: Any, metas: Any, dtypes: Any) -> bool:
    """Whether torch's validate_outputs(grads, metas) provably returns
    ``grads`` unchanged and records no guard (see above), in one of
    cajit's traces (lean_meta on, fakes of a FakeMode). ``dtypes``:
    c10::ScalarType code -> torch.dtype."""
    if not (_validate_fast and getattr(_lean, "on", False)):
        return False
    if not isinstance(grads, (list, tuple)) or not isinstance(metas, (list, tuple)) or len(grads) != len(metas):
        return False
    for g, m in zip(grads, metas):
        if g is None:
            continue
        if (type(g) is not FakeTensor or not isinstance(g.fake_mode, FakeMode) or g.layout != torch.strided
                or g.is_quantized or g.is_sparse):
            return False
        if not g.dtype.is_floating_point:
            return False
        if not isinstance(m, (list, tuple)) or len(m) != 4:
            return False
        options, sizes, is_subclass, grad_dtype = m
        if is_subclass is not False or not isinstance(options, (list, tuple)) or len(options) != 6:
            return False
        device, layout = options[2], options[4]
        if layout != _STRIDED_CODE or not isinstance(device, torch.device) or g.fake_device != device:
            return False
        if grad_dtype is not None and dtypes.get(grad_dtype) != g.dtype:
            return False
        if not isinstance(sizes, (list, tuple)) or len(sizes) != g.dim():
            return False
        if not all(_same_size(a, b, g.fake_mode.shape_env) for a, b in zip(g.shape, sizes)):
            return False
    _FAST_STATS["validate_outputs"] += 1
    return True


# ---- SymNode arithmetic met again with the same expressions -------------------------
#
# Fake kernels and their Python decompositions redo the same symbolic
# arithmetic on the same sizes over and over (contiguity, broadcasting and
# stride checks: ~3,000 binary SymNode operations in the tiny GRU's
# re-trace, 90% of them on (op, expressions) already met in the trace).
# Each is a SymNode method (sym_node.py's binary_magic_impl: the sympy
# function, lru-cached, plus a new SymNode, and under make_fx's proxy
# mode a second run that records a graph node). In cajit's traces the
# methods below answer a repeat from a memo with the SymNode made the
# first time. The result is a pure function of the key: the operation,
# both operands' expressions (replacements applied), Python types and
# add's optimized-summation flags; the hint follows from the expressions
# (both operands must have one: no unbacked symbol). Guards are not
# memoized: a SymBool's guard_bool still runs (ShapeEnv.evaluate_expr).
# mod is left out (Mod or PythonMod by the value ranges, which narrow).
# The memo of a call under make_fx's proxy mode lives on that mode (its
# results are tracked by that mode's tracer: the graph node of the first
# is reused); the memo of a call without one (inside a fake kernel) on
# the ShapeEnv. Sharing one SymNode between two results only changes
# which of two graph nodes with the same value a later use reads (export
# folds symbolic scalars into expressions); the .cag text of all 19 zoo
# and real-model graphs is unchanged (bench/normalize_profile.py --dump).

_sym_memo_enabled = True
_SYM_MEMO_METHODS = ("add", "sub", "mul", "eq", "ne", "ge", "gt", "le", "lt", "int_floordiv", "sym_max",
                     "sym_min", "and", "or")
_get_proxy_mode = getattr(_proxy_tensor, "get_proxy_mode", None)


def _sym_memo_impl(method: str, orig: Any) -> Any:
    def impl(self: Any, other: Any = None) -> Any:
        if (other is None or not _sym_memo_enabled or not getattr(_lean, "on", False)
                or type(other) is not _SymNode or self._hint is None or other._hint is None):
            return orig(self) if other is None else orig(self, other)
        env = self.shape_env
        if env is None or other.shape_env is not env:
            return orig(self, other)
        mode = _get_proxy_mode()
        holder = env if mode is None else mode
        memo = holder.__dict__.get("_cajit_sym_memo")
        if memo is None:
            memo = holder._cajit_sym_memo = {}
        key = (method, self.expr, other.expr, self.pytype, other.pytype,
               getattr(self, "_optimized_summation", None), getattr(other, "_optimized_summation", None))
        out = memo.get(key)
        if out is None:
            out = memo[key] = orig(self, other)
            _SYM_STATS["misses"] += 1
        else:
            _SYM_STATS["hits"] += 1
        return out

    impl.__wrapped__ = orig  # type: ignore[attr-defined]
    return impl


_SYM_STATS = {"hits": 0, "misses": 0}
try:
    from torch._dynamo.decorators import skip as _dynamo_skip
except ImportError:  # another torch: the recursive disable (a wrapper per call)
    _dynamo_skip = None


def _install_sym_memo() -> None:
    if _SymNode is None or _get_proxy_mode is None:
        return
    for method in _SYM_MEMO_METHODS:
        attr = f"_{method}_" if method in ("and", "or") else f"_{method}"
        orig = _SymNode.__dict__.get(attr)
        if orig is None or getattr(orig, "_cajit_memo", False):
            continue
        impl = _sym_memo_impl(method, orig)
        # Every SymNode operation of the process runs it, compiled
        # autograd's capture under a torch.compile'd step included, where
        # Dynamo's frame callback would compile a frame outside torch's
        # own files: skipped by its code object (no wrapper per call).
        impl = _dynamo_skip(impl) if _dynamo_skip is not None else torch._dynamo.disable(impl)
        impl._cajit_memo = True  # type: ignore[attr-defined]
        setattr(_SymNode, attr, impl)


_install_sym_memo()
