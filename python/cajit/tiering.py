"""Tiered compilation: a graph's first calls run on the quick tier while
its optimizing compile runs in a background thread.

The quick tier is compiled autograd's own graph, run as it is (what
compiled autograd with no compiler runs: torch's capture is the floor of
a first backward). ``CompiledGraph`` reads what the compile needs of the
call first (the graph cache key, or ``cajit.normalize.snapshot_inputs``:
the inputs' layouts and storage identities, no tensor kept; well under a
millisecond), hands the rest (fakes, the re-trace, export and the C JIT)
to the one background thread here, and runs the quick tier. Once the compile is done,
the next call whose guards hold runs the native code.

One thread, jobs in submission order: a second thread would only take
the GIL from the first and from the training thread. The re-trace
(make_fx is Python) runs in a child process the thread forks
(cajit.retrace_process; the thread waits without the GIL), or, with
CAJIT_RETRACE_PROCESS=0, for graphs of CUDA tensors and after a fork
failed, in the thread itself, holding the GIL in turns with training
(the hacks below are for that case); the C JIT does not hold it (it runs
in the compile worker process by default, or in-process without the
GIL). A job starts
no sooner than the call that submitted it has returned
(``CompiledGraph`` submits it after running the quick tier), so a first
backward does not share the GIL with its own compile.

``CAJIT_TIERED=0`` compiles before the first call instead (the graph's
errors are then raised before anything of the call runs); backends
without ``tiered = True`` (the reference backends) always do.

At exit: running and queued jobs are cancelled (``cancel()``): a compile
in the worker process and a re-trace child are killed; an in-process
LLVM compile cannot be interrupted, and exit waits for it (``join``).
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import queue
import threading
from collections.abc import Callable, Iterator

from . import memory

log = logging.getLogger("cajit")

_jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
_lock = threading.Lock()
_idle = threading.Condition(_lock)
_pending = 0  # submitted jobs not finished yet
_thread: threading.Thread | None = None
_cancelled = threading.Event()


def enabled() -> bool:
    """Whether graphs compile in the background (CAJIT_TIERED, default on)."""
    return os.environ.get("CAJIT_TIERED", "1") != "0"


def cancelled() -> bool:
    """Whether the process is exiting: jobs stop at their next step."""
    return _cancelled.is_set()


def submit(job: Callable[[], None], trace_in_thread: bool = True) -> None:
    """Runs ``job()`` in the background thread, after the jobs before it.
    A job handles its own errors; one that raises is logged.
    ``trace_in_thread``: the job may re-trace in the background thread
    (not in a child process, cajit.retrace_process): the calling thread
    gets Dynamo's override (below) until its compiles are done."""
    global _pending, _thread
    if trace_in_thread:
        _force_compile_during_fx_trace()
    with _lock:
        if _cancelled.is_set():
            return
        _pending += 1
        if _thread is None:
            _thread = threading.Thread(target=_run, name="cajit-compile", daemon=True)
            _thread.start()
    _jobs.put(job)


def wait(timeout: float | None = None) -> bool:
    """Blocks until every submitted compile has finished (the graphs they
    were for run native code from their next call on); False if
    ``timeout`` seconds passed first. For benchmarks and tests; training
    needs no call of it."""
    with _idle:
        return _idle.wait_for(lambda: _pending == 0, timeout)


# While a re-trace runs in the background thread (not in a child process:
# there none of the following is needed, and submit does not set it),
# torch's process-wide "an FX trace is running" flag
# (torch.fx._symbolic_trace._is_fx_tracing_flag) is set, and a torch.compile'd function called meanwhile raises "Detected
# that you are using FX to symbolically trace a dynamo-optimized function"
# (torch/_dynamo/eval_frame.py) unless Dynamo's force_compile_during_fx_trace
# is on in the calling thread (Dynamo's config overrides are thread-local).
# So a thread that submits a compile turns it on for itself until its
# compiles are done (settle() turns it back at its next graph call); and
# the trace holds Dynamo's compile lock, so that no Dynamo compile (whose
# higher-order-op tracing saves and restores that flag) interleaves with
# it. The switch also skips AOTAutograd's first-call custom-op aliasing
# check (a debug aid) for compiled functions first called in that window.
_overridden = threading.local()  # .old: the thread's value before submit


def _force_compile_during_fx_trace() -> None:
    import torch._dynamo.config as dynamo_config

    if not hasattr(_overridden, "old"):
        _overridden.old = dynamo_config.force_compile_during_fx_trace
        dynamo_config.force_compile_during_fx_trace = True


def settle() -> None:
    """In a thread that submitted compiles, once they are all done: its
    Dynamo setting back as it was. Cheap; called at each graph call."""
    if hasattr(_overridden, "old") and _pending == 0:
        import torch._dynamo.config as dynamo_config

        dynamo_config.force_compile_during_fx_trace = _overridden.old
        del _overridden.old


@contextlib.contextmanager
def trace_beside_training() -> Iterator[None]:
    """Around a make_fx re-trace in the background thread (see above)."""
    from torch._dynamo.convert_frame import compile_lock

    _install_thread_local_fx_patcher()
    with compile_lock:
        yield


class _NoPatches:
    """torch.fx's _Patcher, patching nothing. torch.fx.Tracer.trace patches
    torch.nn.Module.__call__ and __getattr__ (and torch.fx.wrap'd
    functions) process-wide for the time of a trace. make_fx's tracer
    (PythonKeyTracer) needs none of it (its call_module calls forward, its
    getattr returns the attribute: what the unpatched methods do), but the
    training thread would meet the patched methods: a torch.compile'd
    module called meanwhile hands Dynamo frames of torch.fx's wrappers."""

    def __enter__(self) -> _NoPatches:
        return self

    def __exit__(self, *exc: object) -> bool:
        return False

    def patch(self, *args: object, **kwargs: object) -> None:
        pass

    def patch_method(self, *args: object, **kwargs: object) -> None:
        pass

    def visit_once(self, thing: object) -> bool:
        return False

    def revert_all_patches(self) -> list:
        return []

    def reapply_all_patches(self) -> list:
        return []


def _install_thread_local_fx_patcher() -> None:
    """torch.fx's patcher factory (module global, looked up by each
    Tracer.trace) gives this module's thread a _NoPatches and every other
    thread torch's own patcher, unchanged. Installed once."""
    import torch.fx._symbolic_trace as symbolic_trace

    original = symbolic_trace._new_patcher
    if getattr(original, "_cajit_thread_local", False):
        return

    @contextlib.contextmanager
    def new_patcher() -> Iterator[object]:
        if threading.current_thread() is _thread:
            yield _NoPatches()
            return
        with original() as patcher:
            yield patcher

    new_patcher._cajit_thread_local = True  # type: ignore[attr-defined]
    symbolic_trace._new_patcher = new_patcher


def _run() -> None:
    global _pending
    # What a first re-trace would import on its way, imported here, before
    # the first fork: each forked re-trace would import it again.
    from .lean_trace import preload

    preload()
    while True:
        job = _jobs.get()
        if job is None:
            return
        try:
            if not _cancelled.is_set():
                job()
                if _jobs.empty():  # a burst of compiles done: before wait() returns
                    memory.after_compiles()
        except BaseException:  # a job reports its own errors; this is a bug
            log.exception("cajit: background compile job failed")
        finally:
            with _idle:
                _pending -= 1
                _idle.notify_all()


def cancel() -> None:
    """Cancels queued jobs and the running compile, and waits for the
    thread to end (process exit: neither hang on a compile nor let LLVM
    run while the interpreter and LLVM's globals are torn down)."""
    _cancelled.set()
    from .ext import native

    if native is not None:
        native.cancel_compiles()
    from . import retrace_process

    retrace_process.kill_all()
    thread = _thread
    if thread is None:
        return
    _jobs.put(None)
    thread.join()


atexit.register(cancel)
