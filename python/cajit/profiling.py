"""Per-kernel profiles of the graphs compiled with CAJIT_PROFILE=1
(cajit.profile() reads them)."""

from __future__ import annotations

import threading
import weakref
from typing import Any

# (variant name, weak reference to an object whose ``compiled`` is the
# cajit._native.Compiled), one per profiled graph.
_profiled: list[tuple[str, weakref.ref]] = []
_profiled_lock = threading.Lock()


def register(name: str, graph: Any) -> None:
    """Profile ``graph`` (its ``compiled`` attribute) as long as it lives."""
    with _profiled_lock:
        _profiled.append((name, weakref.ref(graph)))


def _live_profiled() -> list[tuple[str, Any]]:
    """(name, graph) of the profiled graphs still alive; drops the others.
    Each reference is read once: a graph can die between two reads."""
    with _profiled_lock:
        live = [(n, r, r()) for n, r in _profiled]
        live = [(n, r, g) for n, r, g in live if g is not None]
        _profiled[:] = [(n, r) for n, r, _ in live]
        return [(n, g) for n, _, g in live]


def profile_rows() -> list[dict[str, Any]]:
    """Per-kernel time of every live graph compiled with CAJIT_PROFILE=1,
    most time first: {"graph", "kernel", "calls", "ms", "bytes", "gb_s"}
    (ms: total wall time over all calls since compiling or
    reset_profile(); bytes: what one call of a loop kernel moves, each
    buffer it reads or writes counted once, and gb_s the rate over all
    calls; both 0 for GEMMs, host and extern calls and gathers)."""
    rows = []
    for name, g in _live_profiled():
        for kernel, ns, calls, nbytes in g.compiled.profile:
            rows.append({"graph": name, "kernel": kernel, "calls": calls, "ms": ns * 1e-6,
                         "bytes": nbytes // calls if calls else 0,
                         "gb_s": nbytes / ns if ns else 0.0})
    rows.sort(key=lambda r: -r["ms"])
    return rows


def reset_profile() -> None:
    for _name, g in _live_profiled():
        g.compiled.reset_profile()
