"""Collective results that hooks copy into a tensor complete when they are
needed, not inside the hook.

DDP's python_reducer (``torch._dynamo.config.optimize_ddp =
"python_reducer"``, the reducer compiled autograd needs) hangs one
post-accumulate-grad hook on each parameter:

    gradient = fcol.all_reduce(param.grad / world, "sum", group)
    param.grad.copy_(gradient)

``fcol.all_reduce`` starts the collective and returns an
AsyncCollectiveTensor; the ``copy_`` waits for it. Run eagerly, as cajit
runs hooks, every hook then blocks until its all-reduce is done: the
backward stops once per parameter for a round trip with every other rank,
and nothing overlaps communication with compute. Compiled autograd with
Inductor traces the hook into its graph, where the wait moves to the first
use of the result (the end of the backward): the all-reduces run while the
rest of the backward computes.

``scope()`` wraps one compiled-graph call and does the same for cajit:
while a post-accumulate-grad hook runs (``watching(defer=True)``), a
dispatch mode takes ``dst.copy_(src)`` with ``src`` an
AsyncCollectiveTensor not yet waited for and records it instead of
waiting. The copy (wait included) is done

- by any op that touches ``dst``'s memory in any host call that runs
  Python (hooks of every kind, custom backwards, fallback ops: while
  copies are pending, they run under the mode, ``watching()``), or that a
  host call returns;
- by grad accumulation into ``dst`` (``flush_overlapping``);
- before the final callbacks (``flush()``; ``FinalCallbacks`` for the C
  fast path), which run outside the mode;
- when the compiled graph returns, before the engine's final callbacks
  (cajit.engine_callbacks) and before ``backward()`` returns; also when
  it raises, so no collective is left unwaited.

Kernels never read a ``.grad`` (compiled autograd hands ``param.grad`` to
grad accumulation only), so a deferred copy is invisible to everything
but time: the values are those of the eager hook. What the mode cannot
see is a read that dispatches no op (``Tensor.numpy()`` of a pending
``.grad`` in another hook); ``CAJIT_NO_DEFERRED_COPIES=1`` turns deferral
off. Deferred copies are counted in ``cajit.stats()["deferred_copies"]``."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_flatten

_tls = threading.local()


def enabled() -> bool:
    return os.environ.get("CAJIT_NO_DEFERRED_COPIES", "0") in ("", "0")


def _async_collective_type() -> type | None:
    """AsyncCollectiveTensor, or None while nothing has loaded functional
    collectives (then no hook can make one: importing them here would cost
    every post-accumulate-grad hook user the import)."""
    mod = sys.modules.get("torch.distributed._functional_collectives")
    return getattr(mod, "AsyncCollectiveTensor", None)


def _storage_key(t: torch.Tensor) -> int | None:
    if type(t) not in (torch.Tensor, torch.nn.Parameter) or not torch._C._has_storage(t):
        return None
    return t.untyped_storage().data_ptr()


class _Pending:
    """The copies deferred in one compiled-graph call, in order."""

    def __init__(self) -> None:
        self.copies: list[tuple[torch.Tensor, torch.Tensor, int]] = []  # dst, src, dst's storage

    def flush(self) -> None:
        copies, self.copies = self.copies, []
        for dst, src, _key in copies:
            dst.copy_(src)  # AsyncCollectiveTensor's dispatch waits

    def flush_overlapping(self, tensors: list[Any]) -> None:
        """Complete the copies into any storage ``tensors`` use; any
        tensor whose storage is unknown (a subclass) completes them all."""
        if not self.copies:
            return
        keys = set()
        for t in tensors:
            if isinstance(t, torch.Tensor):
                k = _storage_key(t)
                if k is None:
                    return self.flush()
                keys.add(k)
        if any(key in keys for _d, _s, key in self.copies):
            self.flush()


class _DeferMode(TorchDispatchMode):
    def __init__(self, pending: _Pending, act: type, defer: bool) -> None:
        super().__init__()
        self.pending = pending
        self.act = act
        self.defer = defer

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        if self.defer and func is torch.ops.aten.copy_.default and len(args) == 2 and not kwargs:
            dst, src = args
            key = _storage_key(dst)
            if (isinstance(src, self.act) and not src.completed and key is not None
                    and dst.shape == src.shape and dst.dtype == src.dtype and dst.device == src.device):
                self.pending.flush_overlapping([dst])  # an earlier copy into dst comes first
                self.pending.copies.append((dst, src, key))
                from . import counters

                counters.count("deferred_copies")
                return dst
        flat, _ = tree_flatten((args, kwargs))
        self.pending.flush_overlapping(flat)
        return func(*args, **kwargs)


def _current() -> _Pending | None:
    return getattr(_tls, "pending", None)


@contextlib.contextmanager
def scope() -> Iterator[None]:
    """One compiled-graph call: copies deferred in it complete by its end."""
    outer = _current()
    pending = _Pending()
    _tls.pending = pending
    try:
        yield
    except BaseException:
        try:
            pending.flush()
        except Exception:  # noqa: BLE001 - the call's own error is the one to report
            pass
        raise
    else:
        pending.flush()
    finally:
        _tls.pending = outer


@contextlib.contextmanager
def watching(defer: bool) -> Iterator[None]:
    """A host call that runs Python (a hook, a custom backward, a fallback
    op): each op it runs completes first the deferred copies whose memory
    it touches; with ``defer`` (a post-accumulate-grad hook) its own
    collective copies defer. Without pending copies or deferral, nothing."""
    pending = _current()
    act = _async_collective_type()
    if pending is None or act is None or not (defer and enabled() or pending.copies):
        yield
        return
    with _DeferMode(pending, act, defer and enabled()):
        yield


def flush() -> None:
    """Complete every deferred copy (before a host call the mode does not see)."""
    pending = _current()
    if pending is not None and pending.copies:
        pending.flush()


def flush_overlapping(tensors: list[Any]) -> None:
    pending = _current()
    if pending is not None and pending.copies:
        pending.flush_overlapping(tensors)


class FinalCallbacks:
    """What the C fast path of host.final_callbacks calls (_native_fast_paths.c):
    deferred copies complete before the callbacks run."""

    @staticmethod
    def _exec_final_callbacks_stub() -> None:
        from torch._dynamo.external_utils import FakeCompiledAutogradEngine

        flush()
        FakeCompiledAutogradEngine._exec_final_callbacks_stub()
