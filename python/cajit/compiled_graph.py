"""CompiledGraph: what compiler_fn returns for one compiled-autograd graph.

On its first call it normalizes the graph over that call's real arguments
(cajit.normalize), exports it as .cag text (cajit.export) and hands the text
to a backend (cajit.backend.Backend); later calls run the compiled variant
whose guards hold, and a call none holds for compiles another (up to
MAX_VARIANTS). Graphs it cannot compile raise CompileError, or run eagerly
with CAJIT_FALLBACK=eager.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import functools
import hashlib
import logging
import os
import time
import warnings
from collections.abc import Callable
from typing import Any

import torch
from torch.utils._python_dispatch import _disable_current_modes

from . import cache as _cache
from . import deferred_copies as _deferred_copies
from . import engine_callbacks as _engine_callbacks
from . import fake_memo as _fake_memo
from . import logs as _logs
from . import memory as _memory
from . import counters as _stats
from . import retrace_process as _retrace_process
from . import tiering as _tiering
from . import trace_wrapped as _trace_wrapped
from . import undefined as _undefined
from .backend import Backend, CompiledFn, GraphMeta, GuardFailure
from .export import ExportError, to_cag
from .normalize import Prepared
from .input_symbols import Previous as _Previous
from .normalize import Unsupported
from .normalize import densified_ops as _densified_ops
from .normalize import prepare as _prepare
from .normalize import snapshot_inputs as _snapshot_inputs
from .normalize import trace as _trace
from .normalize import unpack_hooks as _unpack_hooks


class CompileError(RuntimeError):
    """cajit cannot compile a backward graph (see the message for why and
    what to do)."""


def _eager_fallback_allowed() -> bool:
    return os.environ.get("CAJIT_FALLBACK", "error") == "eager"


HOST_GRAPH_REASONS = frozenset({"complex"})
"""Unsupported reasons for which a graph runs, by design and whatever
CAJIT_FALLBACK says, as one host call: compiled autograd's graph, run
eagerly, every call counted in stats()["host_graphs"] (the graph was
logged once). complex: .cag has no complex dtypes (torch.fft, complex
parameters)."""

MAX_VARIANTS = 8
"""Specialisations kept per graph before falling back to eager."""


class CompiledGraph:
    """What compiler_fn returns for one compiled-autograd graph.

    Called as compiled autograd calls its graphs. The inputs list is taken
    over as compiled autograd allows (it marks it ``locals_to_steal``, as
    for Inductor): the native backend sets each entry to None once the
    graph has read it, so saved tensors are freed during the backward. A
    call whose guards fail leaves the list whole for the next variant."""

    def __init__(self, gm: torch.fx.GraphModule, backend: Backend, name: str,
                 differentiable_ok: bool = False, normalize_options: dict[str, Any] | None = None) -> None:
        self.gm = gm
        # Extra keyword arguments of normalize (the Dynamo backend's
        # static_dims); part of the graph cache key.
        self.normalize_options = normalize_options or {}
        # Hooks of a compiled forward (trace_wrapped with a BackwardState)
        # become tensor pre-hooks on hooks appended per call.
        self.gm, self._extra_hooks = _trace_wrapped.rewrite(gm)
        # A forward graph runs with grad mode on when nothing needs its
        # grads (AOTAutograd's inference graphs): only a backward graph
        # run with grad mode on means create_graph=True.
        self.differentiable_ok = differentiable_ok
        self.backend = backend
        self.name = name
        self.variants: list[tuple[str, CompiledFn]] = []
        self._last_variant = 0  # the index of the variant the last call ran
        self.fallback_reason: str | None = None
        self._from_cache = False  # the last variant's text came from the cache
        # Saved-tensor unpack hooks: (hooks index, packed_data index) each,
        # run before the compiled code (cajit.normalize.unpack_hooks).
        self.unpack: list[tuple[int, int]] = []
        self._unpack_error: Unsupported | None = None
        try:
            self.unpack = [(h, p) for _node, h, p in _unpack_hooks(gm)]
        except Unsupported as e:
            self._unpack_error = e
        self._logged_create_graph = False
        # Why this graph runs as one host call (HOST_GRAPH_REASONS), or None.
        self.host_reason: str | None = None
        # Sparse gradients the compiled code computes dense, per call.
        self.densified = _densified_ops(gm)
        # The calls the variants were compiled for: later variants'
        # normalize tells relations from coincidences by them.
        self._calls: list[_Previous] = []
        self._keys: list[str | None] = []  # each variant's graph cache key
        # Tiered compilation (cajit.tiering): a compile runs in the
        # background; calls no variant takes run on the quick tier.
        self._compiling = False
        self._quick_calls = 0
        # Why the graph stays on the quick tier for good (a background
        # compile failed), or None.
        self.quick_reason: str | None = None
        self._logged_tier_failures: set[str] = set()
        self._eager_gm: torch.fx.GraphModule | None = None  # _eager's graph

    @property
    def cag_texts(self) -> list[str]:
        return [text for text, _ in self.variants]

    @torch._dynamo.disable
    def __call__(self, inputs: list, sizes: list, scalars: list, hooks: tuple, packed_data: tuple = ()) -> list:
        # Opaque to Dynamo: with torch._dynamo.config.compiled_autograd on,
        # Dynamo would otherwise trace into this dispatch and cajit's compile.
        # Callbacks hooks queue on the engine run when the call returns
        # (cajit.engine_callbacks: compiled autograd drops them).
        # Collective results hooks copy complete by the call's end, before
        # those callbacks (cajit.deferred_copies).
        with _engine_callbacks.collecting(), _deferred_copies.scope():
            return self._call(inputs, sizes, scalars, hooks, packed_data)

    def _call(self, inputs: list, sizes: list, scalars: list, hooks: tuple, packed_data: tuple) -> list:
        _tiering.settle()
        if self._extra_hooks:
            hooks = _trace_wrapped.extra_hooks(hooks, self._extra_hooks)
        if self.fallback_reason is not None:
            return self.gm(inputs, sizes, scalars, hooks, packed_data)
        if self.host_reason is not None:
            return self._host_graph(inputs, sizes, scalars, hooks, packed_data)
        if torch.is_grad_enabled() and not self.differentiable_ok:
            return self._differentiable(inputs, sizes, scalars, hooks, packed_data)
        if self._unpack_error is not None:
            self._fall_back(self._unpack_error.what, str(self._unpack_error))
            return self.gm(inputs, sizes, scalars, hooks, packed_data)
        unpacked = self._run_unpack_hooks(hooks, packed_data)
        if unpacked:
            # The inputs list is ours (stolen): the unpacked tensors join it,
            # so the compiled code frees them once read, as saved tensors.
            inputs.extend(unpacked)
        failed: list[str] = []
        for i in self._variant_order():
            try:
                out = self._run(self.variants[i][1], inputs, sizes, scalars, hooks, packed_data)
                self._last_variant = i
                return out
            except GuardFailure as e:
                _stats.count("guard_failures")
                failed.append(str(e))
        if self._compiling or self.quick_reason is not None:
            return self._quick(inputs, sizes, scalars, hooks, packed_data, unpacked)
        if self.variants and len(self.variants) < MAX_VARIANTS:
            _logs.recompiling(self.name, len(self.variants), failed)
        if len(self.variants) >= MAX_VARIANTS:
            self._fall_back("too_many_variants",
                            f"{MAX_VARIANTS} specialisations already; its guards keep failing")
            return self._eager(inputs, sizes, scalars, hooks, packed_data, unpacked)
        if self._tiered():
            build, in_child = self._background_job(inputs, sizes, scalars, hooks, packed_data)
            if self.host_reason is not None:
                return self._host_graph(inputs, sizes, scalars, hooks, packed_data)
            try:
                return self._quick(inputs, sizes, scalars, hooks, packed_data, unpacked)
            finally:
                # After the call: its compile does not take the GIL from it.
                if build is not None:
                    _tiering.submit(build, trace_in_thread=not in_child)
        fn = self._compile(inputs, sizes, scalars, hooks, packed_data)
        if fn is None:
            return self._eager(inputs, sizes, scalars, hooks, packed_data, unpacked)
        try:
            return self._run(fn, inputs, sizes, scalars, hooks, packed_data)
        except GuardFailure as e:
            self.variants.pop()
            if self._from_cache:
                # A cached text whose guards these arguments break (its key
                # was coarser than its guards): trace afresh.
                _stats.count("guard_failures")
                fn = self._compile(inputs, sizes, scalars, hooks, packed_data, use_cache=False)
                if fn is None:
                    return self._eager(inputs, sizes, scalars, hooks, packed_data, unpacked)
                try:
                    return self._run(fn, inputs, sizes, scalars, hooks, packed_data)
                except GuardFailure as e2:
                    self.variants.pop()
                    e = e2
            # The variant was made for these very arguments: its guards
            # disagree with the trace (a bug); stay correct, run eagerly.
            self._fall_back("own_guards", f"fails its own guards ({e}), a cajit bug")
            return self._eager(inputs, sizes, scalars, hooks, packed_data, unpacked)

    def _variant_order(self) -> list[int]:
        """The variants' indices, the one the last call ran first (as
        Dynamo's cache tries its most recent entry first): a workload
        that settled on a later variant does not fail the guards of the
        earlier ones on every call."""
        n = len(self.variants)  # another thread may append meanwhile
        if n == 0:
            return []
        last = self._last_variant if self._last_variant < n else 0
        return [last, *(i for i in range(n) if i != last)]

    def _quick(self, inputs: list, sizes: list, scalars: list, hooks: tuple, packed_data: tuple,
               unpacked: list[torch.Tensor]) -> list:
        """The quick tier: compiled autograd's graph, run as it is, while
        this graph compiles in the background (cajit.tiering) or after
        its compile failed. Counted in stats()["quick_tier_calls"]."""
        self._quick_calls += 1
        _stats.count("quick_tier_calls")
        return self._eager(inputs, sizes, scalars, hooks, packed_data, unpacked)

    def _host_graph(self, inputs: list, sizes: list, scalars: list, hooks: tuple,
                    packed_data: tuple) -> list:
        _stats.count("host_graphs", self.host_reason)
        return self.gm(inputs, sizes, scalars, hooks, packed_data)

    def _differentiable(self, inputs: list, sizes: list, scalars: list, hooks: tuple,
                        packed_data: tuple) -> list:
        """A backward that must itself be differentiable (create_graph=True:
        gradient penalties, Hessian-vector products, MAML): compiled
        autograd runs its graph with grad mode on exactly then. Compiled
        code records no autograd graph, so such a call runs compiled
        autograd's own graph, whose ops and hooks autograd records as it
        would eagerly; counted in stats()["create_graph"] and logged once
        per graph. The graph's other calls keep their compiled code."""
        _stats.count("create_graph")
        if not self._logged_create_graph:
            self._logged_create_graph = True
            logging.getLogger("cajit").warning(
                "cajit: %s runs with create_graph=True: compiled autograd's graph runs eagerly "
                "(differentiable); its other calls stay compiled", self.name)
        return self.gm(inputs, sizes, scalars, hooks, packed_data)

    def _run(self, fn: CompiledFn, inputs: list, sizes: list, scalars: list, hooks: tuple,
             packed_data: tuple) -> list:
        out = fn(inputs, sizes, scalars, hooks, packed_data)
        if self.densified:
            _stats.add("densified", dict.fromkeys(self.densified, 1))
        return out

    def _run_unpack_hooks(self, hooks: tuple, packed_data: tuple) -> list[torch.Tensor]:
        """Each unpack hook called once on its packed data, in graph order,
        as the eager engine calls it when a node unpacks a saved tensor
        (only earlier: before the graph's other hooks, all at once)."""
        out = []
        for h, p in self.unpack:
            t = hooks[h](packed_data[p])
            if not isinstance(t, torch.Tensor):
                # torch/csrc/autograd/python_saved_variable_hooks.cpp's check.
                raise TypeError(
                    "Output of saved tensor unpack_hook expected to be a Tensor but got "
                    f"result of type {type(t).__name__}"
                )
            out.append(t)
        return out

    def _eager(self, inputs: list, sizes: list, scalars: list, hooks: tuple, packed_data: tuple,
               unpacked: list[torch.Tensor]) -> list:
        """compiled autograd's graph run as it is, after _run_unpack_hooks
        already ran the unpack hooks: it gets their results, not a second
        call (checkpointing's hooks, for one, refuse to unpack twice). Its
        grad sums take a custom backward's None as eagerly
        (cajit.undefined.tolerant: compiled autograd's own graph raises
        TypeError there), so the quick tier runs what the native code
        runs."""
        if unpacked:
            del inputs[len(inputs) - len(unpacked):]
            results: dict[int, dict[int, torch.Tensor]] = collections.defaultdict(dict)
            for (h, p), t in zip(self.unpack, unpacked):
                results[h][id(packed_data[p])] = t
            hooks = tuple(
                (lambda data, _r=results[h]: _r[id(data)]) if h in results else hook
                for h, hook in enumerate(hooks)
            )
        if self._eager_gm is None:
            self._eager_gm = _undefined.tolerant(self.gm)
        return self._eager_gm(inputs, sizes, scalars, hooks, packed_data)

    def _fall_back(self, reason: str, message: str = "", permanent: bool = True) -> None:
        """Run this graph eagerly from now on (only this call if not
        ``permanent``), or raise CompileError unless CAJIT_FALLBACK=eager."""
        detail = f"{self.name}: {message or reason}"
        if not _eager_fallback_allowed():
            raise CompileError(
                f"cajit cannot compile {detail}. Set CAJIT_FALLBACK=eager to run "
                "such graphs with eager autograd instead."
            )
        warnings.warn(f"cajit: running {detail} eagerly (CAJIT_FALLBACK=eager)")
        _logs.fallback(self.name, reason, message)
        if permanent:
            self.fallback_reason = reason
        _stats.count("fallbacks", reason)


    # ---- compiling a variant ---------------------------------------------
    #
    # A compile is a _Job, made from the call in the calling thread (the
    # cache key, the cached text or normalize.snapshot_inputs: no real
    # tensor is kept), then built (fakes, re-trace, export, the backend), either
    # at once (_compile) or in the background thread (_background_job),
    # whose fakes, re-trace and export run in a forked child where they
    # can (_retrace_in_child, cajit.retrace_process).

    def _tiered(self) -> bool:
        return getattr(self.backend, "tiered", False) and _tiering.enabled()

    def _compile(self, inputs: list, sizes: list, scalars: list, hooks: tuple, packed_data: tuple,
                 use_cache: bool = True) -> CompiledFn | None:
        """A variant for this call, compiled before the call runs; None (after
        _fall_back or a host graph) if it cannot be."""
        # The compile runs cajit's own torch ops (fake tensors, detach,
        # clone, ...), which eager autograd never runs: a user's
        # TorchDispatchMode active around backward() must not see them.
        # (A background thread has no such mode.)
        try:
            with _disable_current_modes():
                fn = self._build(self._job(inputs, sizes, scalars, hooks, packed_data, use_cache))
        except _Failure as f:
            self._failed(f)
            return None
        # What linking the compile's objects touched in libLLVM, given back
        # (cajit.memory; ~1 ms; the background thread does it after its jobs).
        _memory.after_compiles()
        return fn

    def _background_job(self, inputs: list, sizes: list, scalars: list, hooks: tuple,
                        packed_data: tuple) -> tuple[Callable[[], None] | None, bool]:
        """The compile of a variant for this call, to submit to the
        background thread once the call has run on the quick tier (None
        if there is nothing to compile: the failure is handled), and
        whether its re-trace, if it needs one, runs in a forked child
        (cajit.retrace_process; else in the compile thread, beside
        training)."""
        try:
            with _disable_current_modes():  # as in _compile
                job = self._job(inputs, sizes, scalars, hooks, packed_data, use_cache=True, retry_now=True)
        except _Failure as f:
            self._tier_failed(f, self.name)
            return None, False
        self._compiling = True
        submitted = time.perf_counter()
        in_child = self._retrace_in_child(job)

        def build() -> None:
            try:
                self._build(job, background=True, in_child=in_child)
                _stats.record_tier_switch(job.name, self._quick_calls, (time.perf_counter() - submitted) * 1e3)
                _logs.tier_switch(job.name, self._quick_calls, (time.perf_counter() - submitted) * 1e3)
            except _Failure as f:
                self._tier_failed(f, job.name)
            except Exception as e:  # a bug: say so, keep the quick tier
                self._tier_failed(_Failure("internal", f"{type(e).__name__}: {e}"), job.name)
            finally:
                self._compiling = False

        return build, in_child

    def _job(self, inputs: list, sizes: list, scalars: list, hooks: tuple, packed_data: tuple,
             use_cache: bool, duck: bool | None = None, retry_now: bool = False) -> _Job:
        """What a compile needs of this call (the caller disables the
        user's dispatch modes: see _compile)."""
        name = self.name if not self.variants else f"{self.name}_v{len(self.variants)}"
        times: dict[str, float] = {}
        t0 = time.perf_counter()
        # The first variant duck-sizes (equal dims share a symbol: the
        # fastest trace); a recompile means some call broke such an
        # equality, so later variants give each dim its own symbol and
        # guard only the equalities the graph needs. Else a model whose
        # sequence length meets its head dim by accident would recompile
        # at every new length. Some fake kernels never compare the shapes
        # they are given (SDPA's backward, layer norm's weight), so such a
        # graph may not verify without duck-sizing: it is then traced
        # again duck-sized (the job's retry).
        if duck is None:
            duck = not self.variants
        previous = tuple(self._calls) if not duck else ()
        key = None
        if use_cache and getattr(self.backend, "uses_text_only", False) and _cache.enabled():
            key = _cache.graph_key(self.gm, inputs, sizes, scalars, hooks, packed_data, duck=duck)
            if key and self.normalize_options:
                key = hashlib.sha256(f"{key} {sorted(self.normalize_options.items())!r}".encode()).hexdigest()
            if key and previous:
                # The earlier calls choose among coincident symbols.
                key = hashlib.sha256(f"{key} previous {previous!r}".encode()).hexdigest()
            if key in self._keys:
                # That cached text is a variant already, whose guards this
                # call broke (its key was coarser than its guards): trace
                # afresh.
                key = None
        text = _cache.load_graph(key) if key else None
        t1 = time.perf_counter()
        times["key"] = (t1 - t0) * 1e3
        prepare = None
        if text is not None:
            text = _cache.rename_graph(text, name)
            _stats.count("cache_graph_hits")
        else:
            if key:
                _stats.count("cache_graph_misses")
            try:
                snapshots = _snapshot_inputs(inputs)
            except Unsupported as e:
                raise _Failure.of(e) from None
            prepare = functools.partial(_prepare, self.gm, snapshots, list(sizes), list(scalars), len(hooks),
                                        len(packed_data), duck=duck, previous=previous, **self.normalize_options)
            times["snapshot"] = (time.perf_counter() - t1) * 1e3
        retry: Callable[[], _Job] | None = None
        if not duck:
            if retry_now:  # the call's tensors are gone when a background job retries
                again = self._job(inputs, sizes, scalars, hooks, packed_data, use_cache, True)
                retry = lambda: again  # noqa: E731
            else:
                retry = lambda: self._job(inputs, sizes, scalars, hooks, packed_data, use_cache, duck=True)  # noqa: E731
        return _Job(name=name, key=key, text=text, prepare=prepare,
                    call=(_input_shells(inputs), list(sizes), list(scalars)),
                    previous_call=_Previous.of(inputs, sizes), retry=retry, times=times)

    def _build(self, job: _Job, background: bool = False, in_child: bool = False) -> CompiledFn:
        """Builds ``job`` (or its duck-sized retry) into a variant; raises
        _Failure. ``background``: in the tiers' thread, beside training;
        ``in_child``: its re-trace in a forked child."""
        try:
            return self._build_once(job, background, in_child)
        except _Failure as f:
            if job.retry is None or f.host or not f.retry:
                raise
            return self._build(job.retry(), background, in_child)

    def _retrace_in_child(self, job: _Job) -> bool:
        """Whether the job's background re-trace runs in a forked child
        (cajit.retrace_process): on unless CAJIT_RETRACE_PROCESS=0 or a
        fork failed before, for backends that take the .cag text alone
        (the child sends back the text, not the normalized graph), and not
        for graphs of CUDA tensors (the CUDA runtime cannot be used in a
        forked child), and not in a process too large to copy
        (retrace_process.memory_allows_fork). A job whose text came from
        the graph cache needs no re-trace: no child, and nothing counted."""
        if job.text is not None:
            return False
        if not (_retrace_process.enabled() and not _retrace_process.fork_failed()
                and getattr(self.backend, "uses_text_only", False)
                and all(t is None or t.device.type == "cpu" for t in job.call[0])):
            return False
        if not _retrace_process.memory_allows_fork():
            _stats.count("retraces_in_thread_for_memory")
            return False
        return True

    def _retrace_in_process(self, job: _Job, times: dict[str, float]) -> str:
        """The job's prepare, trace and export in a forked child; its .cag
        text. The child's side effects come back as values: its memo
        counts here, its warnings and log records in retrace_process.run.
        Raises _Failure as the in-thread path does, or for the child
        itself (retrace_died, retrace_timeout; retrace_fork_failed, after
        which re-traces run in the compile thread)."""
        assert job.prepare is not None
        gm, prepare, name = self.gm, job.prepare, job.name

        def retrace() -> tuple:
            before = dict(_fake_memo._MEMO_STATS)
            t0 = time.perf_counter()
            ms: dict[str, float] = {}
            try:
                prepared = prepare()
                t1 = time.perf_counter()
                ms["prepare"] = (t1 - t0) * 1e3
                n = _trace(gm, prepared)
                t2 = time.perf_counter()
                text = to_cag(n, name)
                t3 = time.perf_counter()
                ms["normalize"], ms["export"] = (t2 - t1) * 1e3, (t3 - t2) * 1e3
                outcome: tuple = ("text", text)
            except Unsupported as e:
                outcome = ("unsupported", e.what, str(e))
            except ExportError as e:
                outcome = ("export", str(e))
            memo = {k: v - before.get(k, 0) for k, v in _fake_memo._MEMO_STATS.items()}
            return outcome, ms, memo

        nodes = len(gm.graph.nodes)
        try:
            done = _retrace_process.run(retrace, _retrace_process.deadline_s(nodes))
        except _retrace_process.ProcessFailure as e:
            if e.reason == "fork_failed":
                _retrace_process.note_fork_failed()
                raise _Failure("retrace_fork_failed",
                               f"the re-trace process could not start ({e.message}); re-traces run in the "
                               "compile thread from now on", permanent=False, retry=False) from None
            raise _Failure(f"retrace_{e.reason}", e.message, retry=False) from None
        except _retrace_process.ChildError as e:
            # As an exception escaping the in-thread build (a bug).
            raise _Failure("internal", f"{e.type_name}: {e.message}", retry=False) from None
        outcome, ms, memo = done.value
        for k, v in memo.items():
            _fake_memo._MEMO_STATS[k] = _fake_memo._MEMO_STATS.get(k, 0) + v
        _stats.count("retrace_processes")
        times.update(ms)
        times["fork"] = done.fork_ms
        if outcome[0] == "unsupported":
            raise _Failure.of(Unsupported(outcome[1], outcome[2]))
        if outcome[0] == "export":
            raise _Failure("export", f"export failed: {outcome[1]}")
        return outcome[1]

    def _build_once(self, job: _Job, background: bool, in_child: bool) -> CompiledFn:
        times = dict(job.times)
        t1 = time.perf_counter()
        text, n = job.text, None
        if text is None and in_child:
            text = self._retrace_in_process(job, times)
            if job.key:
                _cache.store_graph(job.key, text)
        elif text is None:
            assert job.prepare is not None
            try:
                prepared = job.prepare()
                t_prepared = time.perf_counter()
                times["prepare"] = (t_prepared - t1) * 1e3
                with _tiering.trace_beside_training() if background else contextlib.nullcontext():
                    n = _trace(self.gm, prepared, cancelled=_tiering.cancelled)
                t2 = time.perf_counter()
                text = to_cag(n, job.name)
                t3 = time.perf_counter()
            except Unsupported as e:
                raise _Failure.of(e) from None
            except ExportError as e:
                raise _Failure("export", f"export failed: {e}") from None
            times["normalize"] = (t2 - t_prepared) * 1e3
            times["export"] = (t3 - t2) * 1e3
            if job.key:
                _cache.store_graph(job.key, text)
        dump_dir = os.environ.get("CAJIT_DUMP_DIR")
        if dump_dir:
            os.makedirs(dump_dir, exist_ok=True)
            with open(os.path.join(dump_dir, f"{job.name}.cag"), "w") as f:
                f.write(text)
        meta = GraphMeta(name=job.name, normalized=n, original=self.gm, call=job.call)
        t4 = time.perf_counter()
        try:
            fn = self.backend.compile(text, meta)
        except Exception as e:
            raise _Failure(f"backend_{type(e).__name__}",
                           f"backend {self.backend.name} failed: {type(e).__name__}: {e}") from None
        t5 = time.perf_counter()
        times["backend"] = (t5 - t4) * 1e3
        times.update({f"{k}": v for k, v in meta.compile_ms.items() if k not in times})
        times["total"] = times["key"] + times.get("snapshot", 0.0) + (t5 - t1) * 1e3
        _stats.add("fallback_ops", meta.fallback_ops)
        _stats.add("library_ops", meta.library_ops)
        _stats.record_compile(job.name, times, meta.object_cache)
        _logs.compiled(job.name, text, times,
                       "off" if job.key is None else ("hit" if job.text is not None else "miss"),
                       meta.object_cache or "off", meta.llvm_parts, recompile=bool(self.variants))
        if self.densified and not self.variants:
            logging.getLogger("cajit").warning(
                "cajit: %s computes the sparse gradient of %s dense (compiled code holds dense "
                "tensors): a .grad it reaches is dense, not sparse", job.name, ", ".join(self.densified))
        if self.variants:
            _stats.count("recompiles")
        _stats.count("graphs_compiled")
        self._from_cache = job.text is not None
        self._keys.append(job.key)
        self._calls.append(job.previous_call)
        self.variants.append((text, fn))  # last: another thread may run it from now on
        # Tried first from now on: it was made for the latest call no
        # variant took, the likeliest kind of call to come next.
        self._last_variant = len(self.variants) - 1
        return fn

    def _failed(self, f: _Failure) -> None:
        """A compile before the call failed: a host graph, or _fall_back."""
        if f.host:
            self._become_host_graph(f)
            return
        self._fall_back(f.reason, f.message, permanent=f.permanent)

    def _tier_failed(self, f: _Failure, name: str) -> None:
        """A background compile (or its preparation) failed: the graph stays
        on the quick tier, counted in stats()["tier_failures"] and logged
        once per reason. A failure about one call's inputs (not
        ``permanent``) lets a later call try again."""
        if f.host:
            self._become_host_graph(f)
            return
        if _tiering.cancelled():
            return  # the process exits
        _stats.count("tier_failures", f.reason)
        if f.permanent:
            self.quick_reason = f.reason
        if f.reason not in self._logged_tier_failures:
            self._logged_tier_failures.add(f.reason)
            logging.getLogger("cajit").warning(
                "cajit: %s stays on the quick tier (compiled autograd's graph, run as it is)%s: "
                "cajit cannot compile it: %s", name, "" if f.permanent else " for such calls", f.message)
        _logs.fallback(name, f"tier_{f.reason}", f.message)

    def _become_host_graph(self, f: _Failure) -> None:
        self.host_reason = f.reason
        logging.getLogger("cajit").warning(
            "cajit: %s runs as one host call (compiled autograd's graph, eagerly): %s", self.name, f.message)
        _stats.count("host_graphs", f.reason)


class _Failure(Exception):
    """Why a compile failed: ``reason`` (a stats key), the message, whether
    it holds for every call (else only for calls like this one's), and
    whether the graph is to run as a host graph (HOST_GRAPH_REASONS)."""

    def __init__(self, reason: str, message: str, permanent: bool = True, host: bool = False,
                 retry: bool = True) -> None:
        super().__init__(message)
        self.reason, self.message, self.permanent, self.host = reason, message, permanent, host
        # Whether the job's duck-sized retry may follow (not after a bug or
        # a re-trace process that died: it would again).
        self.retry = retry

    @staticmethod
    def of(e: Unsupported) -> _Failure:
        # An input compiled code cannot take (sparse, subclass,
        # vmap-batched) says nothing of the graph's other calls.
        return _Failure(e.what, str(e), permanent=e.what != "input", host=e.what in HOST_GRAPH_REASONS)


@dataclasses.dataclass
class _Job:
    """One compile of a variant, with what it needs of the call that asked
    for it and no real tensor of it."""

    name: str
    key: str | None  # the graph cache's
    text: str | None  # from the graph cache, else made by the build
    prepare: Callable[[], Prepared] | None  # normalize.prepare of the call's snapshot, when text is None
    call: tuple[list, list, list]  # the call as the backend may see it (_input_shells)
    previous_call: _Previous
    retry: Callable[[], _Job] | None  # the duck-sized job, if this one is not
    times: dict[str, float]  # ms per stage so far


def _input_shells(inputs: list) -> list:
    """Each tensor input as a tensor of its dtype, shape and device that
    holds no memory (one element, expanded; None for non-tensors): what a backend
    reads of a call (GraphMeta.call), without keeping the call's memory."""
    return [torch.empty((), dtype=t.dtype, device=t.device).expand(t.shape) if isinstance(t, torch.Tensor)
            else None for t in inputs]
