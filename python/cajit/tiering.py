"""Tiered compilation: a graph's first calls run on the quick tier while
its optimizing compile runs in a background thread.

The quick tier is compiled autograd's own graph, run as it is (what
compiled autograd with no compiler runs: torch's capture is the floor of
a first backward). ``CompiledGraph`` reads what the compile needs of the
call first (``cajit.normalize.prepare``: fakes and metadata, no real
tensor), hands the rest (the re-trace, export and the C JIT) to the one
background thread here, and runs the quick tier. Once the compile is done,
the next call whose guards hold runs the native code.

One thread, jobs in submission order: a second thread would only take
the GIL from the first and from the training thread. The re-trace holds
the GIL (make_fx is Python); the C JIT does not (it runs in the compile
worker process by default, or in-process without the GIL). A job starts
no sooner than the call that submitted it has returned
(``CompiledGraph`` submits it after running the quick tier), so a first
backward does not share the GIL with its own compile.

``CAJIT_TIERED=0`` compiles before the first call instead (the graph's
errors are then raised before anything of the call runs); backends
without ``tiered = True`` (the reference backends) always do.

At exit: running and queued jobs are cancelled (``cancel()``): a compile
in the worker process is killed; an in-process LLVM compile cannot be
interrupted, and exit waits for it (``join``).
"""

from __future__ import annotations

import atexit
import logging
import os
import queue
import threading
from collections.abc import Callable

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


def submit(job: Callable[[], None]) -> None:
    """Runs ``job()`` in the background thread, after the jobs before it.
    A job handles its own errors; one that raises is logged."""
    global _pending, _thread
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


def _run() -> None:
    global _pending
    while True:
        job = _jobs.get()
        if job is None:
            return
        try:
            if not _cancelled.is_set():
                job()
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
    thread = _thread
    if thread is None:
        return
    _jobs.put(None)
    thread.join()


atexit.register(cancel)
