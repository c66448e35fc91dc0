"""SymNode arithmetic met again with the same expressions in cajit's
re-traces, answered from a memo (installed on torch's SymNode when this
module is imported; only while cajit.lean_trace.lean_meta is on)."""

from __future__ import annotations

from typing import Any

import torch
from torch.fx.experimental import proxy_tensor as _proxy_tensor

from .lean_trace import _lean

_SymNode = getattr(getattr(torch.fx.experimental, "sym_node", None), "SymNode", None)


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
