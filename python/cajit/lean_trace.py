"""What make_fx computes in cajit's re-trace (cajit.normalize) that cajit
never reads, skipped where that provably changes nothing: the tensor_meta
of plainly contiguous tensors (``lean_meta``, whose thread-local flag every
shortcut of the re-trace checks), make_fx's GraphModule built lazily (its
Python code generated when asked for), the re-fakifying of fakes
(``own_fakes``), and ``preload``, which imports ahead of a fork what a
first re-trace would import (tests/py/test_retrace_setup.py).

The re-trace's other shortcuts have a module each:
- cajit.fake_mode: FakeMode, the traces' FakeTensorMode, with the ops whose
  fake results it makes directly (pointwise and layer-norm backwards,
  same-shape binary ops, t/transpose/permute, sum over dims,
  nll_loss_backward);
- cajit.fake_memo: the fake results of an op met again with the same
  symbolic arguments (for view ops, the as_strided they ended in);
- cajit.validated: compiled autograd's validate_outputs where it provably
  changes nothing;
- cajit.sym_memo: SymNode arithmetic met again with the same expressions.

tests/py/test_retrace_cost.py checks the .cag text is the one of a full
make_fx, tests/py/test_retrace_memo.py that each mechanism changes
nothing; bench/normalize_profile.py measures the cost."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from typing import Any

import sympy
import torch
from torch._subclasses.fake_tensor import FakeTensor
from torch.fx.experimental import proxy_tensor as _proxy_tensor

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
    """An integer >= 2, a symbol whose value range starts at 2 or more, a
    positive power of such a symbol, or a product of such and positive
    integers: the value ranges alone decide its comparisons with 0 and 1."""
    if ex.is_Integer:
        return ex >= 2
    if ex.is_Symbol:
        return env is not None and ex in env.var_to_range and env.var_to_range[ex].lower >= 2
    if ex.is_Pow:  # s**k, k >= 1: the transformer's b * t rows where b == t
        return ex.exp.is_Integer and ex.exp >= 1 and ex.base.is_Symbol and _at_least_2(ex.base, env)
    if ex.is_Mul:
        return all(a.is_Integer and a >= 1 or (a.is_Symbol or a.is_Pow) and _at_least_2(a, env)
                   for a in ex.args) and any(not a.is_Integer for a in ex.args)
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

