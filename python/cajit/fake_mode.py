"""FakeMode: the FakeTensorMode of cajit's re-traces (cajit.normalize),
which makes the fake results of some ops directly where torch's path
provably ends in the same result and records the same guards: pointwise
and layer-norm backwards, same-shape binary ops, t/transpose/permute,
sum over dims and nll_loss_backward (each section below says why it is
exact), mm and mse_loss_backward; views of contiguous tensors, with only
the guards the view needs (its section says which); and answers repeats
from cajit.fake_memo's memo. Only in cajit's
own traces (cajit.lean_trace.lean_meta); anything else goes to torch.
tests/py/test_retrace_memo.py compares each shortcut with torch's path."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sympy
import torch
from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode
from torch.utils._sympy.value_ranges import bound_sympy

from . import fake_memo
from .fake_memo import (_AS_STRIDED, _MEMO_STATS, _UNMEMOIZED, _VIEW_OPS, _free_unbacked_symbols, _memo_entry,
                        _memo_key, _memo_on, _replay_sym, _view_entry)
from .lean_trace import _at_least_2, _lean, _plainly_contiguous
from .shape_exprs import sym_expr

_fresh_direct = True  # FakeMode._fresh without the mode's dispatch (tests turn it off)
# Calls answered by the shortcuts here and by cajit.validated (tests; not
# in cajit.stats()).
_FAST_STATS = {"validate_outputs": 0, "permute": 0, "view": 0, "mm": 0, "mse_loss_backward": 0, "nll_loss_backward": 0,
               "sum": 0}


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
        """The memo (cajit.fake_memo: "the fake results of an op met again")
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
                memo[key] = _view_entry(self, args[0], out, flat, seen) if fake_memo._view_memo_enabled else None
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
        if func is _VIEW:
            out = self._viewed(args, kwargs)
            if out is not None:
                return out
        if func in _POINTWISE_BACKWARD and _pointwise_args(func, args, kwargs):
            a, b = args[:2]
            if (_rows(a) and _rows(b) and a.dtype == b.dtype and a.device == b.device and a.dim() == b.dim()
                    and all(sym_expr(x) == sym_expr(y) for x, y in zip(a.shape, b.shape))):
                shape = b.shape
                return self._fresh(shape, _contiguous_strides(shape), b.dtype, b.device)
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
        if func is _MM and not kwargs and len(args) == 2:
            out = self._mm(*args)
            if out is not None:
                return out
        if func is _MSE_LOSS_BACKWARD and not kwargs and len(args) == 4:
            out = self._mse_loss_backward(args)
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
        _FAST_STATS["permute"] += 1
        return self._as_strided_seen(a, tuple(shape[d] for d in perm), tuple(stride[d] for d in perm))

    def _as_strided_seen(self, a: Any, sizes: tuple, strides: tuple) -> Any:
        """as_strided of ``a`` (at its offset) through the mode, recorded as
        the nested as_strided of the op it answers would be (the view
        memo's ``seen``, cajit.fake_memo)."""
        call = (a, sizes, strides, a.storage_offset())
        out = super().__torch_dispatch__(_AS_STRIDED, (), call, {})
        seen = self.__dict__.get("_memo_seen")
        if seen is not None and getattr(self, "_memo_depth", 0):
            seen.append((call, {}, out))
        return out

    def _viewed(self, args: Sequence[Any], kwargs: Any) -> Any:
        """view.default of a plainly contiguous fake to sizes whose product
        is provably its numel: the contiguous as_strided of the input with
        those sizes (see "view of a contiguous tensor" below); None
        elsewhere (torch's path)."""
        if not _view_fast or kwargs or len(args) != 2 or not getattr(_lean, "on", False):
            return None
        a, shape = args
        if (not _own_fake(self, a) or a.dim() == 0 or not a._has_symbolic_sizes_strides
                or not _plainly_contiguous(a)):
            return None
        if not isinstance(shape, (list, tuple)) or not shape:
            return None
        env = self.shape_env
        exprs = []
        for d in shape:
            if type(d) is int:
                if d < 1:
                    return None  # -1 to infer, or an empty view: torch's path
                exprs.append(sympy.Integer(d))
            elif isinstance(d, torch.SymInt):
                e = sym_expr(d)
                if not (e.is_Integer and e >= 1 or _at_least_2(e, env)):
                    return None
                exprs.append(e)
            else:
                return None
        numel_in = sympy.Mul(*[sym_expr(d) for d in a.shape])
        if not _provably_equal(env, sympy.Mul(*exprs), numel_in) and not _guard_blocks(list(a.shape), list(shape)):
            return None
        _FAST_STATS["view"] += 1
        return self._as_strided_seen(a, tuple(shape), _contiguous_strides(shape))

    def _mm(self, a: Any, b: Any) -> Any:
        """mm of two 2-d fakes of this mode, one dtype and device, whose
        reduction dims are equal expressions or provably equal (see "mm"
        below): the result meta_mm makes; else None (torch's path)."""
        if not _mm_fast or not getattr(_lean, "on", False):
            return None
        if not all(_own_fake(self, t) and t.dim() == 2 and t.layout == torch.strided and not t.is_quantized
                   for t in (a, b)):
            return None
        if a.dtype != b.dtype or a.fake_device != b.fake_device or not _torch_meta_is(self, _MM, "meta_mm"):
            return None
        if not (a._has_symbolic_sizes_strides or b._has_symbolic_sizes_strides):
            return None  # torch's C++ meta kernel
        if not _provably_equal(self.shape_env, sym_expr(a.shape[1]), sym_expr(b.shape[0])):
            return None  # torch._check would defer a runtime assertion
        _FAST_STATS["mm"] += 1
        return FakeTensor(self, torch.empty((a.shape[0], b.shape[1]), dtype=a.dtype, device="meta"),
                          device=a.fake_device)

    def _mse_loss_backward(self, args: Sequence[Any]) -> Any:
        """mse_loss_backward of a mean or summed loss over two plainly
        contiguous fakes of one shape (expression for expression), dtype
        (float32/float64) and device, with a 0-d grad_output of that dtype
        (see "mse_loss_backward" below): a fresh fake like the input; else
        None (torch's decomposition)."""
        if not _mse_fast or not getattr(_lean, "on", False):
            return None
        grad_out, x, target, reduction = args
        ts = (grad_out, x, target)
        if not all(_own_fake(self, t) for t in ts):
            return None
        if type(reduction) is not int or reduction not in (1, 2) or grad_out.dim() != 0:
            return None
        if x.dtype not in (torch.float32, torch.float64) or not all(t.dtype == x.dtype for t in ts):
            return None
        if len({t.fake_device for t in ts}) != 1 or x.dim() == 0 or not x._has_symbolic_sizes_strides:
            return None
        if not (_plainly_contiguous(x) and _plainly_contiguous(target)) or target.dim() != x.dim():
            return None
        if any(sym_expr(d) != sym_expr(e) for d, e in zip(x.shape, target.shape)):
            return None
        if not _torch_decomposes(self, _MSE_LOSS_BACKWARD):
            return None
        _FAST_STATS["mse_loss_backward"] += 1
        return self._fresh(x.shape, x.stride(), x.dtype, x.fake_device)

    def _nll_loss_backward(self, args: Sequence[Any]) -> Any:
        """nll_loss_backward's result for the case of a classifier's
        mean or summed loss (see "nll_loss_backward" below): a fresh
        tensor like its 2-d input; else None (torch's decomposition)."""
        if not _nll_fast or not getattr(_lean, "on", False) or len(args) != 7:
            return None
        grad_out, x, target, weight, reduction, ignore_index, total_weight = args
        ts = (grad_out, x, target, total_weight)
        if not all(_own_fake(self, t) for t in ts):
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
        if (not _own_fake(self, a) or a.layout != torch.strided or a.is_quantized or not a._has_symbolic_sizes_strides
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


def _own_fake(mode: FakeTensorMode, t: Any) -> bool:
    """Whether ``t`` is a plain fake of ``mode`` with no constant behind it:
    what every shortcut here takes (a subclass, another mode's fake or a
    constant goes to torch)."""
    return type(t) is FakeTensor and t.fake_mode is mode and t.constant is None


def _contiguous_strides(shape: Sequence[Any]) -> tuple:
    """The contiguous strides of ``shape``, products of its own ints and
    SymInts (size-1 dims multiply in as 1)."""
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(acc)
        acc = acc * d
    return tuple(reversed(strides))


def _hint(d: Any) -> int | None:
    if type(d) is int:
        return d
    h = d.node.hint
    return h if type(h) is int else None


def _guard_blocks(sizes: list[Any], shape: list[Any]) -> bool:
    """Pair runs of ``sizes`` (a view's input dims) with runs of ``shape``
    (its target) whose products have equal values, and assert each pair
    equal as a SymInt comparison does (a guard, or nothing where the
    ShapeEnv proves it): the equalities torch's reshape algorithm records
    when it merges and splits those dims, and together they make the
    products of the two shapes equal. False (nothing asserted) where the
    values do not pair up."""
    ins = [d for d in sizes if not (type(d) is int and d == 1)]
    outs = [d for d in shape if not (type(d) is int and d == 1)]
    hints_in, hints_out = [_hint(d) for d in ins], [_hint(d) for d in outs]
    if not ins or not outs or any(h is None or h < 1 for h in (*hints_in, *hints_out)):
        return False
    pairs, i, j = [], 0, 0
    while i < len(ins) and j < len(outs):
        i0, j0, p, q = i, j, hints_in[i], hints_out[j]
        while p != q:
            if p < q and i + 1 < len(ins):
                i += 1
                p *= hints_in[i]
            elif q < p and j + 1 < len(outs):
                j += 1
                q *= hints_out[j]
            else:
                return False
        pairs.append((ins[i0:i + 1], outs[j0:j + 1]))
        i, j = i + 1, j + 1
    if i != len(ins) or j != len(outs):
        return False
    for left, right in pairs:
        lhs, rhs = left[0], right[0]
        for d in left[1:]:
            lhs = lhs * d
        for d in right[1:]:
            rhs = rhs * d
        if not bool(lhs == rhs):  # by the values paired: True, and guarded
            return False
    return True


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

# ---- view of a contiguous tensor -------------------------------------------------
#
# view.default of a fake with symbolic sizes runs torch._refs'
# _reshape_view_helper (FakeTensorMode's _view_meta): infer_size, then the
# reshape algorithm, which walks the target dims and compares each with the
# input's (``length == a_.shape[idx]``, ``accum % length``), collapsing and
# splitting dims through prims; each comparison is a ShapeEnv evaluation and
# the undecided ones are guards. That was a quarter of the zoo transformer's
# re-trace (12 ViewBackward0s, 1-7 ms each) and its split_dim sizes were
# (s0**2)//s0 expressions that kept the GELU and LayerNorm shortcuts above
# from applying. For a plainly contiguous input (_plainly_contiguous: the
# contiguous strides of its sizes, each size 1 or >= 2 by its range, so the
# numel is not 0 and no empty-tensor special case applies) and a target of
# positive sizes (no -1), the view is the contiguous as_strided of the input
# with the target's sizes, whatever the comparisons decide: any reshape of
# a contiguous tensor of equal numel is that tensor. What the view needs is
# the equal numel. Where the ShapeEnv proves it statically nothing is
# asserted; else _guard_blocks pairs runs of input dims with runs of target
# dims whose values have equal products (the merges and splits the
# algorithm would make) and asserts each pair equal through SymInt
# comparisons, as torch does (a guard, which the ShapeEnv may turn into a
# replacement: a ``sizes`` symbol of a flattened [b * t] becomes b * t);
# values that do not pair up go to torch. The guards torch records that
# the result does not depend on (``s2 != s2 * s3``, a dim compared with the
# product it is merged into) are not made: the graph is the same and holds
# for more sizes (tests/py/test_retrace_cost.py compares the .cag with
# torch's full make_fx: the same text but for such assumptions;
# tests/py/test_retrace_views.py the fakes and other shapes' grads).

_VIEW = torch.ops.aten.view.default
_view_fast = True

_PERMUTE_REFS = {torch.ops.aten.t.default: "t", torch.ops.aten.transpose.int: "transpose",
                 torch.ops.aten.permute.default: "permute"}
_permute_fast = True
_permute_path: dict[Any, bool] = {}


def _torch_permutes_by_refs(mode: FakeTensorMode, func: Any) -> bool:
    def check() -> bool:
        import torch._refs as refs
        from torch._decomp import decomposition_table, meta_table

        return (decomposition_table.get(func) is getattr(refs, _PERMUTE_REFS[func]) and func not in meta_table
                and not mode.cpp_meta_supports_symint(func))

    return _checked_once(_permute_path, func, check)


def _checked_once(cache: dict[Any, bool], func: Any, check: Any) -> bool:
    """``check()`` for ``func``, computed once per process (torch's tables
    do not change); False where it raises (another torch)."""
    ok = cache.get(func)
    if ok is None:
        try:
            ok = bool(check())
        except Exception:  # pragma: no cover - another torch
            ok = False
        cache[func] = ok
    return ok


def _permutation(mode: FakeTensorMode, func: Any, args: Sequence[Any], kwargs: Any) -> list[int] | None:
    """The permutation torch's t / transpose / permute of ``args`` makes
    (see above), or None where FakeMode._permuted must not answer."""
    if not _permute_fast or kwargs or not args or not getattr(_lean, "on", False):
        return None
    a = args[0]
    if (not _own_fake(mode, a) or a.layout != torch.strided or a.is_quantized or not a._has_symbolic_sizes_strides):
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
    def check() -> bool:
        import torch._refs as refs
        from torch._decomp import decomposition_table, decompositions, meta_table

        if ref_name is not None:
            ref = getattr(refs, ref_name, None)
        else:
            ref = getattr(decompositions, func._schema.name.split("::")[1], None)
        got = decomposition_table.get(func)
        return (ref is not None and (got is ref or getattr(got, "__wrapped__", None) is ref)  # out_wrapper's
                and func not in meta_table and not mode.cpp_meta_supports_symint(func))

    return _checked_once(_decomposes, func, check)


# ---- mm ----------------------------------------------------------------------------------
#
# mm of fakes with symbolic sizes is torch._meta_registrations.meta_mm
# (through FakeTensorMode's dispatch, ~0.5 ms a call): it checks both are
# 2-d, checks the reduction dims equal with torch._check (a deferred
# runtime assertion where the ShapeEnv cannot prove it) and returns
# a.new_empty((N, P)) of a's dtype. For two 2-d fakes of one dtype and
# device whose reduction dims are equal expressions or provably equal
# (_provably_equal: nothing recorded either way), the result is that
# empty tensor, made here with torch.empty on the meta device as
# new_empty makes it (the same C++ contiguous strides). Only where the
# meta table still holds meta_mm and torch has no C++ meta kernel for mm
# taking symbols (checked once); anything else goes to torch.

_MM = torch.ops.aten.mm.default
_mm_fast = True
_meta_is: dict[Any, bool] = {}


def _torch_meta_is(mode: FakeTensorMode, func: Any, name: str) -> bool:
    """Whether torch computes ``func``'s fake result by the meta function
    ``name`` this module read (torch._meta_registrations)."""
    def check() -> bool:
        from torch._decomp import meta_table

        got = meta_table.get(func)
        named = getattr(got, "__name__", None) == name or getattr(getattr(got, "__wrapped__", None), "__name__",
                                                                  None) == name
        return named and not mode.cpp_meta_supports_symint(func)

    return _checked_once(_meta_is, func, check)


# ---- mse_loss_backward ------------------------------------------------------------
#
# mse_loss_backward's fake result is its decomposition's
# (torch._decomp.decompositions.mse_loss_backward, ~4 ms of the zoo
# transformer's re-trace): norm * (input - target) * grad_output, norm a
# Python or symbolic float (2 / numel for a mean), under pw_cast_for_opmath
# (float32/float64 compute in their own dtype). For input and target
# plainly contiguous of one shape, expression for expression, and a 0-d
# grad_output (a mean or summed loss), all of one float32/float64 dtype
# and device, the subtraction broadcasts equal expressions and the
# products a 0-d tensor and a number: no comparison the ranges do not
# decide, and the result is contiguous with input's sizes and dtype. Made
# here as a fresh fake of input's sizes and strides; only where the
# decomposition table still holds that decomposition (checked once).

_MSE_LOSS_BACKWARD = torch.ops.aten.mse_loss_backward.default
_mse_fast = True


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


