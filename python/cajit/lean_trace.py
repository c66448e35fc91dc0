"""What make_fx computes in cajit's re-trace (cajit.normalize) that cajit
never reads, skipped where that provably changes nothing: the tensor_meta
of plainly contiguous tensors (``lean_meta``), the re-fakifying of fakes
(``own_fakes``), and torch's Python decompositions of sigmoid/tanh_backward
and native_layer_norm_backward on contiguous inputs (``FakeMode``).
tests/py/test_retrace_cost.py checks the .cag text is the one of a full
make_fx; bench/normalize_profile.py measures the cost."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from typing import Any

import sympy
import torch
from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode
from torch.fx.experimental import proxy_tensor as _proxy_tensor
from torch.utils._sympy.value_ranges import bound_sympy


def _expr(v: Any) -> Any:
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return v.node.expr
    return sympy.sympify(v)


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
        ex = _expr(x)
        if ex == 1:
            continue  # the check skips size-1 dims
        if ex.is_Integer:
            if ex < 2:
                return False
        elif not (ex.is_Symbol and env is not None and ex in env.var_to_range
                  and env.var_to_range[ex].lower >= 2):
            return False
        if _expr(y) != expected:
            return False
        expected = expected * ex
    return True


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
    if t.dim() != 2 or _expr(t.stride()[1]) != 1:
        return False
    env = t.fake_mode.shape_env
    sizes, row = [_expr(x) for x in t.shape], _expr(t.stride()[0])
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
    re-trace, bench/README.md). For two inputs of one shape, dtype and
    device, each with contiguous rows (_rows: where the decomposition's
    elementwise stride rule puts the last dim innermost), the result is a
    contiguous tensor of that shape and dtype, made here directly. The
    traced graph is the same (make_fx records the op above this mode);
    the zoo's .cag text is unchanged (no guard lost). Likewise
    native_layer_norm_backward (its decomposition is ~70 ms of GPT-2's
    re-trace under cProfile) on contiguous inputs of one shape; a grad_out
    whose shape is another expression of the same values (the zoo
    transformer's (s0**2)//s0) goes to the decomposition, which may guard
    on it. Anything else goes to torch."""

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        if func in _POINTWISE_BACKWARD and not kwargs and len(args) == 2:
            a, b = args
            if (_rows(a) and _rows(b) and a.dtype == b.dtype and a.device == b.device and a.dim() == b.dim()
                    and all(_expr(x) == _expr(y) for x, y in zip(a.shape, b.shape))):
                shape = b.shape
                stride, acc = [], 1
                for x in reversed(shape):
                    stride.append(acc)
                    acc = acc * x
                return super().__torch_dispatch__(
                    torch.ops.aten.empty_strided.default, (), (shape, tuple(reversed(stride))),
                    {"dtype": b.dtype, "device": b.device},
                )
        if func is torch.ops.aten.native_layer_norm_backward.default and not kwargs:
            out = self._layer_norm_backward(args)
            if out is not None:
                return out
        return super().__torch_dispatch__(func, types, args, kwargs or {})

    def _empty_like(self, t: FakeTensor) -> FakeTensor:
        return super().__torch_dispatch__(
            torch.ops.aten.empty_strided.default, (), (t.shape, t.stride()), {"dtype": t.dtype, "device": t.device},
        )

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
        shape = [_expr(d) for d in x.shape]
        if [_expr(d) for d in grad_out.shape] != shape or grad_out.dtype != x.dtype:
            return None
        for t in (mean, rstd):
            if [_expr(d) for d in t.shape] != shape[:-1] + [sympy.Integer(1)]:
                return None
        for t in (weight, bias):
            if t.dim() != 1 or _expr(t.shape[0]) != shape[-1] or t.dtype != x.dtype:
                return None
        if len({t.device for t in ts}) != 1:
            return None
        return (self._empty_like(x) if mask[0] else None,
                self._empty_like(weight) if mask[1] else None,
                self._empty_like(bias) if mask[2] else None)


def _syntactically_contiguous(t: FakeTensor) -> bool:
    """Strides, expression for expression, the contiguous strides of the
    sizes (size-1 dims' strides aside)."""
    if t.layout != torch.strided or t.is_quantized:
        return False
    expected: Any = sympy.Integer(1)
    for x, y in zip(reversed(t.shape), reversed(t.stride())):
        ex = _expr(x)
        if ex != 1 and _expr(y) != expected:
            return False
        expected = expected * ex
    return True


_POINTWISE_BACKWARD = {torch.ops.aten.tanh_backward.default, torch.ops.aten.sigmoid_backward.default}


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
