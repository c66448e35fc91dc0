"""cajit's counters: what stats() reports, and the one lock that guards them.

Every part that counts (the compiled graphs, the native backend's host,
the Dynamo backend) goes through count() or add(); stats() copies them out.
"""

from __future__ import annotations

import collections
import threading
from collections.abc import Mapping
from typing import Any

_lock = threading.Lock()
_stats: dict[str, Any] = {}
# The runtime's GEMM counts (tiles, blas) at the last reset_stats().
_gemm_calls_at_reset = (0, 0)


def _gemm_calls() -> tuple[int, int]:
    from . import ext

    return ext.require().gemm_calls() if ext.available() else (0, 0)


def reset_stats() -> None:
    global _gemm_calls_at_reset
    with _lock:
        _gemm_calls_at_reset = _gemm_calls()
        _stats.clear()
        _stats.update(
            captures=0,
            graphs_compiled=0,
            recompiles=0,
            guard_failures=0,
            deferred_copies=0,
            create_graph=0,
            fallbacks=collections.Counter(),
            host_graphs=collections.Counter(),
            fallback_ops=collections.Counter(),
            densified=collections.Counter(),
            library_ops=collections.Counter(),
            cache_graph_hits=0,
            cache_graph_misses=0,
            cache_object_hits=0,
            cache_object_misses=0,
            compile_ms={},
            quick_tier_calls=0,
            tier_failures=collections.Counter(),
            tier_switch={},
            retrace_processes=0,
            retraces_in_thread_for_memory=0,
            gpu_graphs=0,
            gpu_calls=0,
            gpu_steps=collections.Counter(),
        )
    from . import dynamo_backend

    dynamo_backend.reset_counts()


reset_stats()


def stats() -> dict[str, Any]:
    """Counters since the last reset_stats(): captures (graphs compiled
    autograd handed us), graphs_compiled (normalized + compiled variants),
    recompiles (variants after the first of a graph), guard_failures,
    deferred_copies (collective results that post-accumulate-grad hooks
    copied into a tensor and that completed later, without blocking the
    hook: cajit.deferred_copies),
    create_graph (calls that had to be differentiable, create_graph=True:
    they run compiled autograd's graph eagerly), host_graphs (calls of
    graphs that run as one host call by design, by reason: see
    HOST_GRAPH_REASONS),
    fallbacks (graphs run eagerly, by reason), fallback_ops (ops a
    backend runs through the host fallback, by op), densified (sparse
    results of host calls, e.g. a custom backward's sparse gradient, that
    compiled code continued with as dense tensors, by op), library_ops (ops it
    calls in torch by choice because torch runs them faster, by op: large
    convolution backwards, see CAJIT_CONV_BACKWARD), the caches' hits and
    misses (cache_graph_*: normalized .cag texts; cache_object_*: compiled
    code; an unusable entry counts as a miss), and compile_ms: per compiled
    variant name, milliseconds spent in each stage: ``key`` (fingerprinting
    the graph for the cache), ``snapshot`` (reading the inputs' layouts, in
    the calling thread), ``prepare`` (their fakes), ``normalize`` (the
    re-trace), ``export``, ``backend`` (all of
    backend.compile), the C stages when the backend reports them (``parse``,
    ``verify``, ``lower``, ``codegen``, ``optimize``, ``emit``, ``link``,
    the object cache's ``cache_read``/``cache_write``), and ``total``;
    quick_tier_calls (calls run on the quick tier, compiled autograd's
    graph as it is, while their graph compiled in the background or after
    that compile failed: cajit.tiering), tier_failures (background
    compiles that failed, by reason: their graphs stay on the quick tier),
    tier_switch: per variant compiled in the background, ``quick_calls``
    (the graph's calls that ran on the quick tier before it was ready) and
    ``ms`` (from the end of its preparation to ready, queueing included);
    retrace_processes (background re-traces run in a forked child,
    cajit.retrace_process; compile_ms's ``fork`` is the parent's time in
    os.fork for them); retraces_in_thread_for_memory (background
    re-traces kept in the compile thread because the process was too
    large to fork: retrace_process.memory_allows_fork);
    dynamo_graphs: the aten graphs the ``torch.compile(backend="cajit")``
    backend was given, by kind (forward, backward, inference; each is also
    a capture); gpu_graphs (graphs of CUDA tensors compiled for the GPU,
    cajit.gpu), gpu_calls (their calls run natively on the GPU) and
    gpu_steps (the steps those calls ran, by kind: ``kernel`` for cajit's
    own PTX kernels, ``gemm`` and ``host`` for steps run through torch);
    gemm_calls: the CPU GEMMs compiled graphs ran, by who ran them:
    ``tiles`` (cajit's own AVX-512 tiles for f32 products,
    cajit.blas.gemm_tiles) and ``blas`` (torch's BLAS or OpenBLAS)."""
    with _lock:
        out = dict(_stats)
        out["fallbacks"] = dict(_stats["fallbacks"])
        out["host_graphs"] = dict(_stats["host_graphs"])
        out["fallback_ops"] = dict(_stats["fallback_ops"])
        out["densified"] = dict(_stats["densified"])
        out["library_ops"] = dict(_stats["library_ops"])
        out["compile_ms"] = {k: dict(v) for k, v in _stats["compile_ms"].items()}
        out["tier_failures"] = dict(_stats["tier_failures"])
        out["tier_switch"] = {k: dict(v) for k, v in _stats["tier_switch"].items()}
        out["gpu_steps"] = dict(_stats["gpu_steps"])
        tiles, blas = _gemm_calls()
        out["gemm_calls"] = {"tiles": tiles - _gemm_calls_at_reset[0], "blas": blas - _gemm_calls_at_reset[1]}
    from . import dynamo_backend

    out["dynamo_graphs"] = dynamo_backend.dynamo_graph_counts()
    return out


def count(key: str, sub: str | None = None) -> None:
    with _lock:
        if sub is None:
            _stats[key] += 1
        else:
            _stats[key][sub] += 1




def add(key: str, counts: Mapping[str, int]) -> None:
    """Adds counts (op -> n) to the counter ``key`` (fallback_ops, ...)."""
    with _lock:
        for sub, n in counts.items():
            _stats[key][sub] += n


def record_tier_switch(name: str, quick_calls: int, ms: float) -> None:
    """A variant compiled in the background is ready (cajit.tiering)."""
    with _lock:
        _stats["tier_switch"][name] = {"quick_calls": quick_calls, "ms": ms}


def record_compile(name: str, times: dict[str, float], object_cache: str | None) -> None:
    """One compiled variant: its per-stage times and object cache result."""
    with _lock:
        if object_cache == "hit":
            _stats["cache_object_hits"] += 1
        elif object_cache in ("miss", "bad"):
            _stats["cache_object_misses"] += 1
        _stats["compile_ms"][name] = times
