"""A leaner runtime wrapper for the graphs compiled autograd gives cajit.

Compiled autograd's C++ side captures a backward graph once and then, at
every backward, calls ``runtime_wrapper(compiled_fn, inputs, sizes,
scalars, hooks, packed_data)``.  torch's wrapper prepares the sizes for
Dynamo: each size the graph uses becomes an empty tensor of shape [0, n],
marked dynamic (``torch._dynamo.maybe_mark_dynamic``), so that Dynamo
traces it as a symbol.  That is the largest part of compiled autograd's
own cost per backward on a small model (tiny MLP of bench/overhead.py: 49
sizes, about 60 µs of a 177 µs backward, measured by cProfile), and cajit
does not need it: its compiled code and its quick tier read a size as an
int or as such a tensor (cajit.sizes).

Under ``cajit.enable()`` the graphs are captured by ``_LeanInstance``, a
compiled autograd compiler instance whose capture is torch's own and whose
runtime wrapper passes the used sizes as ints and keeps the rest of
torch's: the ``in_compiled_autograd_region`` flag and compiled autograd
disabled while the graph runs (a backward inside a hook runs eagerly).
torch's wrapper is kept where it does more: with NaN checks
(``compiled_autograd_config``'s check_nans) or CUDA-graph input moves.
``torch.compile`` with ``compiled_autograd = True`` is not affected (there
Dynamo compiles the graph and needs the wrapped sizes).
``CAJIT_CA_WRAPPER=torch`` uses torch's wrapper everywhere (to compare).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import torch
from torch._dynamo import compiled_autograd as _ca


def lean_enabled() -> bool:
    return os.environ.get("CAJIT_CA_WRAPPER", "lean") != "torch"


class _LeanInstance(_ca.AutogradCompilerInstance):
    """torch's compiler instance; only the runtime wrapper differs."""

    def remove_unused_sizes(self) -> set[int]:
        self._cajit_used_sizes = used = super().remove_unused_sizes()
        return used

    def end_capture(self, outputs: Any) -> tuple[Callable[..., Any], Any]:
        torch_wrapper, compiled = super().end_capture(outputs)
        used = getattr(self, "_cajit_used_sizes", None)
        if used is None or not _lean_applies(self):
            # torch's own wrapper where it does more than cajit needs, or
            # where this torch's capture did not go the way the lean one
            # expects (the sizes it keeps were not reported).
            return torch_wrapper, compiled
        return _lean_wrapper(tuple(sorted(used))), compiled


def _lean_applies(instance: _ca.AutogradCompilerInstance) -> bool:
    """No NaN checks and no CUDA-graph input moves (torch's wrapper does
    them), and the module state the lean wrapper sets exists."""
    if getattr(instance, "nan_checker", None) is not None:
        return False
    cudagraph = getattr(_ca, "snapshot_cudagraph_enabled", None)
    if cudagraph is None or cudagraph():
        return False
    return hasattr(_ca, "in_compiled_autograd_region") and hasattr(_ca, "_disable")


def _lean_wrapper(used_sizes: tuple[int, ...]) -> Callable[..., Any]:
    def runtime_wrapper(compiled_fn: Callable[..., Any], inputs: Any, sizes: Any, scalars: Any, hooks: Any,
                        packed_inputs: Any) -> Any:
        _ca.in_compiled_autograd_region = True
        try:
            used = [sizes[i] for i in used_sizes]
            with _ca._disable():
                return compiled_fn(inputs, used, scalars, hooks, packed_inputs)
        finally:
            _ca.in_compiled_autograd_region = False

    return runtime_wrapper


@contextmanager
def capture_with_lean_wrapper(compiler_fn: Callable[..., Any]) -> Iterator[None]:
    """Inside ``compiled_autograd._enable(compiler_fn)``: capture with
    ``_LeanInstance`` instead (same compiler function, same dynamic
    setting), restoring what was there on exit."""
    if not lean_enabled():
        yield
        return
    set_compiler = torch._C._dynamo.compiled_autograd.set_autograd_compiler
    prior = set_compiler(functools.partial(_LeanInstance, compiler_fn), True)
    try:
        yield
    finally:
        set_compiler(*prior)
