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

import contextlib
import functools
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import torch
from torch._dynamo import compiled_autograd as _ca
from torch._dynamo import eval_frame as _eval_frame
from torch.fx.experimental.symbolic_shapes import SLoc


def lean_enabled() -> bool:
    return os.environ.get("CAJIT_CA_WRAPPER", "lean") != "torch"


class _LeanInstance(_ca.AutogradCompilerInstance):
    """torch's compiler instance; only the runtime wrapper and the source
    locations of its symbols differ."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        fixed_source_locations(self.shape_env)

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


_SLOC_CAPTURE = SLoc("compiled autograd capture (cajit.enable)", None)


def fixed_source_locations(shape_env: Any) -> None:
    """Gives the capture's ShapeEnv a fixed source location for the symbols
    and guards it makes, instead of a walk of the Python stack for the first
    frame outside torch's "uninteresting" files. Making that set the first
    time imports torch.export, torch._inductor, torch._functorch's
    partitioners and networkx (393 modules, 19 MB of process memory that
    stays, ~0.4 s in the first backward; issue 23 item 4), and the frame it
    finds in a backward's capture is the ``loss.backward()`` line at best.
    cajit reads no symbol's location; torch's logs of the capture's guards
    name this one instead. Where this torch's ShapeEnv differs, it is left
    alone."""
    if not (hasattr(shape_env, "_get_sloc") and hasattr(shape_env, "_get_stack_summary")):
        return

    def get_sloc(framework_loc: str | None = None) -> SLoc:
        return _SLOC_CAPTURE if framework_loc is None else SLoc(framework_loc, None)

    def get_stack_summary(is_debug: bool = False, framework_loc: str | None = None) -> tuple[SLoc, str]:
        return get_sloc(framework_loc), ""

    shape_env._get_sloc = get_sloc
    shape_env._get_stack_summary = get_stack_summary


def _lean_applies(instance: _ca.AutogradCompilerInstance) -> bool:
    """No NaN checks and no CUDA-graph input moves (torch's wrapper does
    them), and the module state the lean wrapper sets exists."""
    if getattr(instance, "nan_checker", None) is not None:
        return False
    cudagraph = getattr(_ca, "snapshot_cudagraph_enabled", None)
    if cudagraph is None or cudagraph():
        return False
    return hasattr(_ca, "in_compiled_autograd_region") and _torch_enable_state_known()


def _lean_wrapper(used_sizes: tuple[int, ...]) -> Callable[..., Any]:
    def runtime_wrapper(compiled_fn: Callable[..., Any], inputs: Any, sizes: Any, scalars: Any, hooks: Any,
                        packed_inputs: Any) -> Any:
        _ca.in_compiled_autograd_region = True
        try:
            used = [sizes[i] for i in used_sizes]
            return _call_with_ca_disabled(compiled_fn, inputs, used, scalars, hooks, packed_inputs)
        finally:
            _ca.in_compiled_autograd_region = False

    return runtime_wrapper


@functools.cache
def _torch_enable_state_known() -> bool:
    """Whether this torch's compiled_autograd._enable / _disable keep the
    module state ``LeanEnable`` and the lean wrapper set (as torch 2.13's do:
    ``depth``, ``compiled_autograd_enabled``, ``active_disable_ctx``, the
    stance, the multithreading switch); else cajit.enable() goes through
    torch's own context managers."""
    return (all(hasattr(_ca, a) for a in ("depth", "compiled_autograd_enabled", "active_disable_ctx",
                                         "compiled_autograd_enabled_force_eager", "verbose_log",
                                         "snapshot_verbose_logging_enabled"))
            and hasattr(getattr(_eval_frame, "_stance", None), "stance")
            and hasattr(torch._C, "_set_multithreading_enabled")
            and hasattr(torch._C, "_is_multithreading_enabled"))


class LeanEnable(contextlib.ContextDecorator):
    """``cajit.enable()``'s context: what torch's ``compiled_autograd._enable``
    does on enter and exit, with ``_LeanInstance`` installed once instead of
    torch's instance and then ours (that pair, two generator context
    managers and a CUDA probe per block, was about 30 µs per
    ``with cajit.enable(): loss.backward()``, a third of a tiny model's
    backward). Same state changes, same order, same nesting check."""

    def __init__(self, compiler_fn: Callable[..., Any]) -> None:
        self._compiler_fn = compiler_fn
        self._factory = functools.partial(_LeanInstance, compiler_fn)

    def _recreate_cm(self) -> LeanEnable:  # as a decorator: a fresh context per call
        return LeanEnable(self._compiler_fn)

    def __enter__(self) -> None:
        self._force_eager = _eval_frame._stance.stance == "force_eager"
        if self._force_eager:  # as torch's: compiled autograd falls back to eager too
            _ca.compiled_autograd_enabled_force_eager = True
            return
        if _cuda_available():
            from torch._inductor import cudagraph_trees  # noqa: F401  (as torch's _enable)
        self._prior = torch._C._dynamo.compiled_autograd.set_autograd_compiler(self._factory, True)
        if _ca.snapshot_verbose_logging_enabled():
            torch._C._dynamo.compiled_autograd.set_verbose_logger(_ca.verbose_log)
        _ca.compiled_autograd_enabled = True
        self._depth = _ca.depth
        _ca.depth += 1
        self._prior_threads = torch._C._is_multithreading_enabled()
        torch._C._set_multithreading_enabled(False)

    def __exit__(self, *exc: Any) -> None:
        if self._force_eager:
            _ca.compiled_autograd_enabled_force_eager = False
            return
        torch._C._set_multithreading_enabled(self._prior_threads)
        if not self._prior[0]:
            _ca.compiled_autograd_enabled = False
        torch._C._dynamo.compiled_autograd.set_autograd_compiler(*self._prior)
        _ca.depth -= 1
        if _ca.depth != self._depth:
            raise AssertionError("Nested Compiled Autograd Contexts must return before their parent context")


@functools.cache
def _cuda_available() -> bool:
    return torch.cuda.is_available()


def _call_with_ca_disabled(compiled_fn: Callable[..., Any], *args: Any) -> Any:
    """``with compiled_autograd._disable(): compiled_fn(*args)``, the same
    state changes without a generator context manager per backward (a
    backward that a hook starts inside the graph runs eagerly)."""
    set_compiler = torch._C._dynamo.compiled_autograd.set_autograd_compiler
    prior = set_compiler(None, False)
    _ca.compiled_autograd_enabled = False
    _ca.active_disable_ctx = True
    try:
        return compiled_fn(*args)
    finally:
        if prior[0]:
            _ca.compiled_autograd_enabled = True
        _ca.active_disable_ctx = False
        set_compiler(*prior)


def enable_context(compiler_fn: Callable[..., Any]) -> contextlib.AbstractContextManager[None]:
    """The context ``cajit.enable()`` returns: ``LeanEnable``, or torch's
    ``_enable`` with the lean capture inside it where the lean wrapper is
    off (``CAJIT_CA_WRAPPER=torch``) or this torch's state is not the one
    ``LeanEnable`` knows."""
    if lean_enabled() and _torch_enable_state_known():
        return LeanEnable(compiler_fn)
    return _torch_enable(compiler_fn)


@contextmanager
def _torch_enable(compiler_fn: Callable[..., Any]) -> Iterator[None]:
    with _ca._enable(compiler_fn), capture_with_lean_wrapper(compiler_fn):
        yield


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
