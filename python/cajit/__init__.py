"""cajit: a JIT backend for compiled autograd's backward graphs.

Use::

    import cajit
    with cajit.enable():
        loss.backward()

or pass ``cajit.compiler_fn`` to ``torch._dynamo.compiled_autograd._enable``.

For every graph compiled autograd captures, ``compiler_fn`` returns a
callable that, on its first call, normalizes the graph over that call's
real arguments (cajit.normalize), exports it as .cag text (cajit.export;
written to ``$CAJIT_DUMP_DIR/<name>.cag`` when that variable is set) and
hands the text to a backend (cajit.backend.Backend; by default the C JIT,
cajit.native; the reference interpreter cajit.reference runs the same text
with PyTorch ops).  Later calls run the compiled
variant whose guards hold; if none holds, the graph is normalized again for
the new arguments (a recompile).

Tiered compilation (cajit.tiering; the C JIT backend, unless
``CAJIT_TIERED=0``): the normalize-and-compile of a graph runs in a
background thread, and the calls before it is done run compiled
autograd's graph as it is (the quick tier, as compiled autograd without
a compiler does; ``stats()["quick_tier_calls"]``). ``wait_for_compiles()``
waits for it. A graph whose background compile fails stays on the quick
tier, with a warning, counted in ``stats()["tier_failures"]``.

Compiling before the first call (``CAJIT_TIERED=0``, and other
backends): a graph cajit cannot handle (normalization does not support
it, or the backend fails to compile it) raises ``cajit.CompileError``
naming the graph and the reason, before anything of the call runs. With
``CAJIT_FALLBACK=eager`` in the environment it runs unchanged instead
(compiled autograd's own graph, eagerly), with a warning, and is counted
under ``stats()["fallbacks"]``.

``stats()`` reports graphs compiled, recompiles, guard failures and
fallbacks by reason, cache hits and misses, and where each graph's compile
time went (``compile_ms``; logged per graph with ``CAJIT_LOG=compile``).

Caches (cajit.cache): the .cag text of a graph and the machine code of a
.cag are kept on disk (``$CAJIT_CACHE_DIR``, default ``~/.cache/cajit``;
``CAJIT_CACHE=0`` turns them off), so another process that meets the same
graph skips normalization and LLVM.
"""

from __future__ import annotations

import contextlib
import itertools
import os
from typing import Any

import torch

from . import memory as _memory


def _load_native() -> None:
    """Loads the extension (and the OpenBLAS it links) with OpenBLAS on one
    thread, unless $CAJIT_BLAS=openblas or $OPENBLAS_NUM_THREADS says
    otherwise: GEMMs go to torch's BLAS here (cajit.blas.use_gemm), and
    OpenBLAS starts its threads when it is loaded, each mapping a 128 MiB
    buffer and retrying forever when it cannot (under an address-space
    limit), while its pool is joined before every fork (the compile
    worker's) and at exit: a hang. The variable is set only for the load.
    The files the load maps are noted (cajit.memory: the pages only their
    load touched are given back)."""
    before = _memory.mapped_files()
    one_thread = not ("OPENBLAS_NUM_THREADS" in os.environ
                      or os.environ.get("CAJIT_BLAS", "").lower() == "openblas")
    if one_thread:
        os.environ["OPENBLAS_NUM_THREADS"] = "1"
    try:
        from . import _native  # noqa: F401
    except ImportError:  # pragma: no cover - not built; native.py says so
        pass
    finally:
        if one_thread:
            del os.environ["OPENBLAS_NUM_THREADS"]
    _memory.note_loaded(before)


_load_native()

from . import counters as _stats
from .backend import Backend, CompiledFn, GraphMeta, GuardFailure
from .compiled_graph import HOST_GRAPH_REASONS, MAX_VARIANTS, CompileError, CompiledGraph
from .export import ExportError, to_cag
from .normalize import Normalized, Unsupported
from .reference import FxBackend, ReferenceBackend
from .counters import reset_stats, stats

__version__ = "0.1.0"

__all__ = [
    "Backend",
    "CompileError",
    "CompiledGraph",
    "ExportError",
    "FxBackend",
    "GraphMeta",
    "GuardFailure",
    "Normalized",
    "ReferenceBackend",
    "Unsupported",
    "compiler_fn",
    "enable",
    "make_compiler_fn",
    "profile",
    "profile_report",
    "reset_profile",
    "reset_stats",
    "stats",
    "to_cag",
    "wait_for_compiles",
]

_names = itertools.count()


def profile() -> list[dict[str, Any]]:
    """Per-kernel wall time of the graphs compiled with ``CAJIT_PROFILE=1``
    in the environment (set before the first backward; the compiled code
    then reads the clock around every kernel and host call), most time
    first: ``{"graph", "kernel", "calls", "ms", "bytes", "gb_s"}``, where
    ``kernel`` is the name ``cajit-dump --emit=kir`` shows (``k3 reduce %14
    = aten.sum...``), ``ms`` the total over every call since compiling or
    reset_profile(), ``bytes`` what one call of a loop kernel reads and
    writes (each buffer once) and ``gb_s`` its rate, to compare with the
    machine's memcpy (0 for GEMMs, host calls and gathers). Empty without
    ``CAJIT_PROFILE=1``."""
    from . import native

    return native.profile_rows()


def profile_report(top: int = 20) -> str:
    """profile() as a table: the ``top`` kernels by time, with their share
    of the time of all profiled kernels."""
    rows = profile()
    total = sum(r["ms"] for r in rows) or 1.0
    lines = [f"{'ms':>10} {'calls':>7} {'share':>6} {'GB/s':>7}  graph / kernel"]
    for r in rows[:top]:
        rate = f"{r['gb_s']:7.2f}" if r["bytes"] else f"{'':7}"
        lines.append(f"{r['ms']:10.3f} {r['calls']:7d} {100 * r['ms'] / total:5.1f}% {rate}  "
                     f"{r['graph']} {r['kernel']}")
    if len(rows) > top:
        rest = sum(r["ms"] for r in rows[top:])
        lines.append(f"{rest:10.3f} {'':7} {100 * rest / total:5.1f}% {'':7}  ({len(rows) - top} more kernels)")
    return "\n".join(lines)


def reset_profile() -> None:
    """Zero the counters profile() reads."""
    from . import native

    native.reset_profile()


def wait_for_compiles(timeout: float | None = None) -> bool:
    """Blocks until the graphs compiling in the background are compiled
    (tiered compilation: a graph's first calls run compiled autograd's
    graph as it is while cajit compiles it; ``CAJIT_TIERED=0`` compiles
    before the first call instead). Their next calls run native code.
    False if ``timeout`` seconds passed first. Training needs no call of
    it; benchmarks and tests that want native code from a known step do."""
    from . import tiering

    return tiering.wait(timeout)


def memory_stats() -> dict[str, Any]:
    """The memory cajit keeps between backwards to make the next one fast,
    in bytes: what a process running cajit holds above eager autograd
    besides its import. ``idle_arena_bytes``: the temporaries of the last
    calls, kept so the next call does not page-fault them again, in
    ``idle_arenas`` arenas (one pool for all compiled graphs: graphs run
    one after the other, as torch.compile's forward and backward graphs,
    share it and keep about the largest one's temporaries, not the sum;
    more than one only after concurrent calls); ``idle_arena_limit``: the
    bound on them (``CAJIT_IDLE_ARENA_MB`` in the environment, default 1024
    MiB, or set_idle_arena_limit()); ``idle_arena_over_limit_calls``: calls
    since the start that kept less than their whole arena because of that
    bound (each makes a next call allocate and page-fault it again:
    the bound's cost, counted); ``block_cache_bytes``: large
    freed outputs (gradients dropped by ``zero_grad``) waiting for the next
    call's, at most ``block_cache_limit`` (``CAJIT_BLOCK_CACHE_MB``,
    default 1024 MiB, or set_block_cache_limit()). Zeros without the
    native extension."""
    from .ext import native

    if native is None:
        return {"idle_arena_bytes": 0, "idle_arenas": 0, "idle_arena_limit": 0,
                "idle_arena_over_limit_calls": 0, "block_cache_bytes": 0, "block_cache_limit": 0}
    return dict(native.memory_stats())


def empty_cache() -> int:
    """Frees what memory_stats() counts, as ``torch.cuda.empty_cache()`` does
    for CUDA's caching allocator: for a phase that needs the memory more
    than the next backward needs the speed (evaluation, checkpoint
    saving). The next backward of each graph allocates its memory again
    and keeps it as before. Returns the bytes freed."""
    from .ext import native

    return 0 if native is None else int(native.empty_cache())


def set_idle_arena_limit(nbytes: int | None) -> None:
    """Bounds the bytes all compiled graphs may keep between calls
    (memory_stats()'s ``idle_arena_bytes``), freeing kept arenas beyond it:
    0 keeps none, so each backward allocates its temporaries and frees them
    at its end, as eager autograd does, at the cost of page-faulting them
    every call (bench/README.md measures it). None: back to
    ``CAJIT_IDLE_ARENA_MB`` (MiB), or 1024 MiB when that is unset."""
    _set_limit("set_idle_arena_limit", nbytes)


def set_block_cache_limit(nbytes: int | None) -> None:
    """Bounds the bytes of freed outputs kept for the next call's
    (memory_stats()'s ``block_cache_bytes``: gradients ``zero_grad``
    dropped, a compiled forward's saved activations the backward freed),
    freeing kept blocks beyond it; 0 hands every freed output back to
    malloc. None: back to ``CAJIT_BLOCK_CACHE_MB``, or 1024 MiB."""
    _set_limit("set_block_cache_limit", nbytes)


def _set_limit(name: str, nbytes: int | None) -> None:
    from .ext import native

    if nbytes is not None and (not isinstance(nbytes, int) or nbytes < 0):
        raise ValueError(f"{name}: a byte count >= 0 or None, not {nbytes!r}")
    if native is not None:
        getattr(native, name)(nbytes)


_native_backend: Backend | None = None


def _default_backend() -> Backend:
    """The C JIT backend, one per process."""
    global _native_backend
    if _native_backend is None:
        from .native import NativeBackend

        _native_backend = NativeBackend()
    return _native_backend


def make_compiler_fn(backend: Backend | None = None) -> Any:
    """A compiled-autograd compiler_fn that uses ``backend`` (default:
    the C JIT, cajit.native.NativeBackend)."""
    if backend is None:
        backend = _default_backend()

    @torch._dynamo.disable
    def compiler_fn(gm: torch.fx.GraphModule) -> CompiledGraph:
        _stats.count("captures")
        return CompiledGraph(gm, backend, f"{type(gm).__name__}_{next(_names)}")

    return compiler_fn


compiler_fn = make_compiler_fn()


def enable(backend: Backend | None = None) -> contextlib.AbstractContextManager[None]:
    """Run backward passes in the block through compiled autograd and cajit.

    Compiled autograd caches compiled graphs across blocks; call
    ``torch._dynamo.compiled_autograd.reset()`` to start afresh."""
    from .ca_runtime import enable_context

    return enable_context(compiler_fn if backend is None else make_compiler_fn(backend))


from . import dynamo_backend as _dynamo_backend  # noqa: E402

_dynamo_backend.register()
# What loading the extension touched and nothing runs again (cajit.memory).
_memory.release()
