"""Final callbacks that hooks queue while a compiled graph runs.

A hook may call ``Variable._execution_engine.queue_callback(cb)`` and
expect ``cb`` to run once the backward is done: FSDP2's pre-backward hook
queues its root post-backward this way, which reduce-scatters and reshards
the parameters no RegisterPostBackward node covered (a first layer whose
input needs no grad). Under compiled autograd (torch 2.13) the hook runs
inside the compiled graph, and the engine drops what it queues there: the
callback never runs (with compiled autograd's own eager backend too), and
FSDP2 leaves that layer unsharded with unreduced gradients.

``collecting()`` wraps one compiled-graph call: on the calling thread,
``queue_callback`` appends to a list, and when the call returns the
callbacks run in order, those they queue included, as the engine runs its
final callbacks. A call that raises runs none (the engine drops them on
error too)."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from typing import Any

from torch.autograd.variable import Variable


class _Engine:
    """Variable._execution_engine while a compiled graph runs: queues the
    calling thread's callbacks, delegates everything else."""

    def __init__(self, real: Any) -> None:
        self._real = real
        self._thread = threading.get_ident()
        self.callbacks: list[Callable[[], None]] = []

    def queue_callback(self, cb: Callable[[], None]) -> None:
        if threading.get_ident() != self._thread:
            return self._real.queue_callback(cb)
        self.callbacks.append(cb)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


@contextlib.contextmanager
def collecting() -> Iterator[None]:
    real = Variable._execution_engine
    engine = _Engine(real)
    Variable._execution_engine = engine
    try:
        yield
        i = 0
        while i < len(engine.callbacks):  # a callback may queue more
            engine.callbacks[i]()
            i += 1
    finally:
        Variable._execution_engine = real
