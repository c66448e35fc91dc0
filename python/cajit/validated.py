"""Compiled autograd's validate_outputs in cajit's re-traces, answered
without torch where it provably returns the grads unchanged and records
no guard (``validated_unchanged``; cajit.normalize calls it)."""

from __future__ import annotations

from typing import Any

import sympy
import torch
from torch._subclasses.fake_tensor import FakeTensor

from .fake_mode import _FAST_STATS, FakeMode, _provably_equal
from .lean_trace import _lean


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

