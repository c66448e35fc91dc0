"""A background compile's re-trace in a forked child process (issue 24).

The re-trace (normalize.prepare + normalize.trace, make_fx) and the
export are Python: run in the compile thread, they take the GIL in turns
with the training thread, whose steps then run 10-20x slower for seconds
(bench/README.md, "What the background compile costs the training
thread"). ``run(fn)`` forks the process from the compile thread, runs
``fn()`` in the child and returns what it returned; the compile thread
meanwhile waits on pipes (select, no GIL held), so the training thread
keeps the GIL to itself. The child is a copy of the process at the fork:
it sees the graph, the inputs' snapshots and every module as they were,
and needs nothing sent to it.

What comes back (a pickle over a pipe, small typed values only):
``fn``'s result or, if it raised, its exception's type name, message and
traceback text (``ChildError``); the warnings it issued (category,
message, where: re-issued in the parent with ``warnings.warn_explicit``
and the issuing module's registry, so that filters and "once per
location" hold as if the parent had issued them); and the log records it
made (re-handled by the parent's loggers, so its handlers format and
write them). Whatever the child writes to its stdout or stderr directly
is written to the parent's stderr once the child is done, and its tail
is part of the message when the child dies.

What the child runs, and why forking a threaded process is safe here:
only the forking thread exists in the child. It runs Python over fake
tensors (FakeTensorMode, sympy, FX): no real kernel except on constants
of at most one element, no autograd engine, no OpenMP region (it sets
torch's intra-op threads to 1 first, so a kernel that would go parallel
runs inline: libgomp's pool does not survive a fork), no CUDA (graphs of
CUDA tensors keep the in-thread re-trace: the CUDA runtime cannot be
used in a forked child), no cajit C code. CPython's fork takes the import
lock and the GIL and re-initializes its own locks, logging's and
threading's in the child; glibc's malloc arenas survive fork. A lock
another thread held at the fork stays held in the child: the child must
not wait on one, and does not take cajit's (counters, tiering) or
Dynamo's compile lock. If it deadlocks anyway, the deadline kills it.

What the child never does: run the parent's atexit handlers or flush
stdio buffers the parent had not flushed yet (it leaves with
``os._exit``; its fds 1 and 2 are pipes to the parent from its first
step, so even a stray flush could not reach the parent's stdout); take
SIGINT (Ctrl-C goes to the whole process group: the parent handles it,
and kills the child at exit); outlive the compile thread (PR_SET_PDEATHSIG,
and ``kill_all()``, which cajit.tiering calls at exit).

Failures are ``ProcessFailure`` values: ``reason`` is ``fork_failed``
(os.fork or os.pipe raised: out of memory or processes), ``died`` (a
signal, an exit status, no or a broken result), ``timeout`` (past the
deadline: killed) or ``cancelled`` (process exit). The child is always
reaped: no zombie.

``CAJIT_RETRACE_PROCESS=0`` keeps the re-trace in the compile thread
(debugging, A/B); ``CAJIT_RETRACE_TIMEOUT_MS`` sets the deadline (default
10 minutes plus 100 ms per node of the graph).
"""

from __future__ import annotations

import dataclasses
import gc
import io
import logging
import os
import pickle
import selectors
import signal
import sys
import threading
import time
import traceback
import warnings
from collections.abc import Callable
from typing import Any

_STDERR_KEEP = 64 * 1024  # bytes of the child's stdout + stderr kept
_TAIL = 2000  # characters of it in a failure's message

# Python 3.12+ warns at every os.fork of a process with threads; this
# module's forks are the documented exception (the module's docstring).
warnings.filterwarnings("ignore", message=r"This process \(pid=\d+\) is multi-threaded",
                        category=DeprecationWarning, module=__name__)

_lock = threading.Lock()
_children: set[int] = set()  # live children (pids), for kill_all
_closed = False  # kill_all ran: no child may start
_fork_failed = False  # see fork_failed()


def fork_failed() -> bool:
    """Whether a fork failed in this process: re-traces then run in the
    compile thread, for good (CAJIT_RETRACE_PROCESS=0's path)."""
    return _fork_failed


def note_fork_failed() -> None:
    global _fork_failed
    _fork_failed = True


def enabled() -> bool:
    """Whether background re-traces run in a forked child
    (CAJIT_RETRACE_PROCESS, default on)."""
    return os.environ.get("CAJIT_RETRACE_PROCESS", "1") != "0"


def memory_allows_fork() -> bool:
    """Whether this process is small enough to fork for a re-trace.

    While the child lives (the re-trace's seconds), every page the
    training thread writes is copied: a loop that rewrites its parameters
    and optimizer state in place pays about 1 s per GB written
    (bench/fork_cost.py) and holds up to a second copy of it. So the
    child is used only while the resident set is at most
    CAJIT_RETRACE_PROCESS_MAX_MB (default 4096) and at most half of the
    memory still available (MemAvailable, and the cgroup's limit when
    there is one); above that the re-trace runs in the compile thread,
    logged once and counted (stats()["retraces_in_thread_for_memory"])."""
    rss, available = _resident_bytes(), _available_bytes()
    limit = float(os.environ.get("CAJIT_RETRACE_PROCESS_MAX_MB", "4096")) * 2**20
    if available is not None:
        limit = min(limit, available / 2)
    if rss is None or rss <= limit:
        return True
    global _memory_logged
    if not _memory_logged:
        _memory_logged = True
        logging.getLogger("cajit").warning(
            "cajit: background re-traces run in the compile thread, not in a forked child: this "
            "process holds %.0f MB, above the %.0f MB a child may copy (CAJIT_RETRACE_PROCESS_MAX_MB, "
            "half the available memory)", rss / 2**20, limit / 2**20)
    return False


_memory_logged = False


def _resident_bytes() -> int | None:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def _available_bytes() -> float | None:
    """MemAvailable, or what the cgroup (v2) still allows if less."""
    avail: float | None = None
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    avail = int(line.split()[1]) * 1024
                    break
    except (OSError, ValueError, IndexError):
        pass
    try:
        with open("/sys/fs/cgroup/memory.max") as f:
            cap = f.read().strip()
        if cap != "max":
            with open("/sys/fs/cgroup/memory.current") as f:
                room = int(cap) - int(f.read().strip())
            avail = room if avail is None else min(avail, room)
    except (OSError, ValueError):
        pass
    return avail


def deadline_s(nodes: int) -> float:
    """Seconds a child may run for a graph of ``nodes`` nodes."""
    ms = os.environ.get("CAJIT_RETRACE_TIMEOUT_MS")
    if ms:
        return float(ms) / 1e3
    return 600.0 + 0.1 * nodes


class ProcessFailure(Exception):
    """The child gave no result: ``reason`` (fork_failed, died, timeout,
    cancelled) and a message with the tail of its output."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason, self.message = reason, message


class ChildError(Exception):
    """``fn`` raised in the child, and was not one of the exceptions it
    turns into a result itself: the type's name, the message, the
    traceback's text."""

    def __init__(self, type_name: str, message: str, tb: str) -> None:
        super().__init__(f"{type_name}: {message}")
        self.type_name, self.message, self.tb = type_name, message, tb


@dataclasses.dataclass
class Outcome:
    """``fn``'s result and what the fork cost the parent."""

    value: Any
    fork_ms: float  # the parent's time in os.fork (the GIL held; other threads' page faults wait)
    child_ms: float  # from the fork to the child's result


def run(fn: Callable[[], Any], timeout_s: float) -> Outcome:
    """``fn()`` in a forked child (see the module's docstring); raises
    ProcessFailure, or ChildError for an exception of ``fn``. ``fn``'s
    result must pickle."""
    try:
        out_r, out_w = os.pipe()
    except OSError as e:
        raise ProcessFailure("fork_failed", f"os.pipe failed: {e}") from None
    try:
        err_r, err_w = os.pipe()
    except OSError as e:
        os.close(out_r)
        os.close(out_w)
        raise ProcessFailure("fork_failed", f"os.pipe failed: {e}") from None
    parent = os.getpid()
    t0 = time.perf_counter()
    try:
        pid = os.fork()
    except OSError as e:
        for fd in (out_r, out_w, err_r, err_w):
            os.close(fd)
        raise ProcessFailure("fork_failed", f"os.fork failed: {e}") from None
    if pid == 0:  # pragma: no cover - the child (coverage does not see it)
        _child(fn, parent, out_r, out_w, err_r, err_w)
    fork_ms = (time.perf_counter() - t0) * 1e3
    os.close(out_w)
    os.close(err_w)
    with _lock:
        closed = _closed
        if not closed:
            _children.add(pid)
    if closed:
        _kill(pid)
    try:
        out, err, timed_out = _drain(out_r, err_r, time.monotonic() + timeout_s, pid)
    except BaseException:
        _kill(pid)  # not waiting for it below
        raise
    finally:
        os.close(out_r)
        os.close(err_r)
        status = _reap(pid)
        with _lock:
            _children.discard(pid)
    child_ms = (time.perf_counter() - t0) * 1e3 - fork_ms
    text = err.decode(errors="replace")
    if closed or _closed:
        raise ProcessFailure("cancelled", "the process exits")
    if timed_out:
        raise ProcessFailure("timeout", f"the re-trace process ran past its deadline ({timeout_s:.0f} s; "
                             f"CAJIT_RETRACE_TIMEOUT_MS) and was killed{_tail(text)}")
    result = None
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
        try:
            result = pickle.loads(out)
        except Exception:  # a truncated or broken result: the child died writing it
            result = None
    if not isinstance(result, dict):
        raise ProcessFailure("died", f"the re-trace process {_how(status)} without a result{_tail(text)}")
    _forward(text)
    _reissue(result.get("warnings", ()), result.get("records", ()))
    if "error" in result:
        raise ChildError(*result["error"])
    return Outcome(result["value"], fork_ms, child_ms)


def kill_all() -> None:
    """Kills every child and lets no other start (process exit); the
    threads waiting for them reap them."""
    global _closed
    with _lock:
        _closed = True
        pids = list(_children)
    for pid in pids:
        _kill(pid)


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _reap(pid: int) -> int:
    while True:
        try:
            return os.waitpid(pid, 0)[1]
        except InterruptedError:
            continue
        except ChildProcessError:  # reaped by someone else (a SIGCHLD handler)
            return 0


def _drain(out_r: int, err_r: int, deadline: float, pid: int) -> tuple[bytes, bytes, bool]:
    """Both pipes read to their end (the child's exit), or the child killed
    at the deadline. select() waits without the GIL."""
    out: list[bytes] = []
    err = bytearray()
    sel = selectors.DefaultSelector()
    sel.register(out_r, selectors.EVENT_READ)
    sel.register(err_r, selectors.EVENT_READ)
    open_fds = 2
    try:
        while open_fds:
            left = deadline - time.monotonic()
            if left <= 0:
                _kill(pid)
                return b"".join(out), bytes(err), True
            for key, _ in sel.select(min(left, 1.0)):
                chunk = os.read(key.fd, 1 << 16)
                if not chunk:
                    sel.unregister(key.fd)
                    open_fds -= 1
                elif key.fd == out_r:
                    out.append(chunk)
                else:
                    err += chunk
                    if len(err) > _STDERR_KEEP:
                        del err[: len(err) - _STDERR_KEEP]
    finally:
        sel.close()
    return b"".join(out), bytes(err), False


def _how(status: int) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = str(sig)
        return f"was killed by signal {name}"
    if os.WIFEXITED(status):
        return f"exited with status {os.WEXITSTATUS(status)}"
    return f"ended with wait status {status}"


def _tail(text: str) -> str:
    text = text.strip()
    if not text:
        return ""
    return f"; its output ends: {text[-_TAIL:]}"


def _forward(text: str) -> None:
    """What the child wrote to stdout/stderr, to the parent's stderr."""
    if text and sys.stderr is not None:
        try:
            sys.stderr.write(text)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass


def _reissue(caught: Any, records: Any) -> None:
    for category, message, filename, lineno, module in caught:
        registry = None
        mod = sys.modules.get(module) if module else None
        if mod is not None:
            registry = mod.__dict__.setdefault("__warningregistry__", {})
        warnings.warn_explicit(message, category, filename, lineno, module=module, registry=registry)
    for fields in records:
        logger = logging.getLogger(fields["name"])
        logger.handle(logging.makeLogRecord(fields))


# ---- the child -------------------------------------------------------------


def _child(fn: Callable[[], Any], parent: int, out_r: int, out_w: int, err_r: int,
           err_w: int) -> None:  # pragma: no cover - runs in the child
    """Runs ``fn`` and writes the result to out_w; never returns."""
    code = 1
    try:
        os.close(out_r)
        os.close(err_r)
        os.dup2(err_w, 1)
        os.dup2(err_w, 2)
        os.close(err_w)
        _fresh_stdio()
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        _die_with_thread(parent)
        # Objects the parent made are never collected here: gc would write
        # to every page that holds one (copies, for nothing).
        gc.freeze()
        import torch

        torch.set_num_threads(1)  # any kernel that would go parallel runs inline
        result: dict[str, Any] = {}
        records: list[dict[str, Any]] = []
        _capture_records(records)
        with warnings.catch_warnings(record=True) as caught:
            try:
                result["value"] = fn()
            except BaseException as e:  # noqa: BLE001 - everything becomes a value
                result["error"] = (type(e).__name__, str(e), traceback.format_exc())
        result["warnings"] = [_warning_fields(w) for w in caught]
        result["records"] = records
        data = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
        view = memoryview(data)
        while view:
            view = view[os.write(out_w, view):]
        code = 0
    except BaseException:  # noqa: BLE001
        try:
            traceback.print_exc()
        except BaseException:  # noqa: BLE001
            pass
    finally:
        os._exit(code)


_kept: list[Any] = []


def _fresh_stdio() -> None:  # pragma: no cover - runs in the child
    """sys.stdout and sys.stderr anew over fds 1 and 2 (now the pipe), the
    inherited objects kept alive and never flushed: their buffers may hold
    what the parent wrote and has not flushed yet, which is the parent's
    to write."""
    _kept.extend((sys.stdout, sys.stderr))
    sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), line_buffering=True, errors="replace")
    sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), line_buffering=True, errors="replace")


def _die_with_thread(parent: int) -> None:  # pragma: no cover - runs in the child
    """SIGKILL when the thread that forked this child ends (Linux: the
    compile thread, which ends only at process exit or with the process)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent was gone before prctl
        os._exit(1)


def _warning_fields(w: warnings.WarningMessage) -> tuple:  # pragma: no cover - runs in the child
    category = w.category
    try:
        pickle.dumps(category)
    except Exception:
        category = UserWarning
    module = None
    for name, mod in list(sys.modules.items()):
        if getattr(mod, "__file__", None) == w.filename:
            module = name
            break
    return category, str(w.message), w.filename, w.lineno, module


def _capture_records(records: list[dict[str, Any]]) -> None:  # pragma: no cover - runs in the child
    """Every log record the child makes goes to ``records`` (as plain
    fields), not to the handlers it inherited: the parent's loggers handle
    them (their filters, handlers and formats)."""

    def handle(self: logging.Logger, record: logging.LogRecord) -> None:
        if self.disabled:
            return
        fields = dict(record.__dict__)
        fields["msg"] = record.getMessage()
        fields["args"] = None
        if record.exc_info:
            fields["exc_text"] = logging.Formatter().formatException(record.exc_info)
        fields["exc_info"] = None
        fields["name"] = self.name
        records.append({k: v for k, v in fields.items() if _plain(v)})

    logging.Logger.handle = handle  # type: ignore[method-assign]


def _plain(v: Any) -> bool:  # pragma: no cover - runs in the child
    return v is None or isinstance(v, (str, int, float, bool))
