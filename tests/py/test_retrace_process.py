"""The background re-trace in a forked child process (cajit.retrace_process,
issue 24): the same .cag text and grads as the re-trace in the compile
thread, the child's warnings, log records, output and counters carried
back, a child that dies or hangs leaving the quick tier running, a fork
that fails falling back to the compile thread, and process exit killing
the child."""

from __future__ import annotations

import copy
import errno
import logging
import os
import subprocess
import sys
import textwrap
import time
import warnings

import pytest
import torch

import cajit
from cajit import cache as cajit_cache
from cajit import compiled_graph, fake_memo, retrace_process
from harness import assert_close
from real_models import SPECS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PARENT = os.getpid()


@pytest.fixture(autouse=True)
def tiered(monkeypatch):
    monkeypatch.setenv("CAJIT_TIERED", "1")
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.delenv("CAJIT_RETRACE_PROCESS", raising=False)
    monkeypatch.delenv("CAJIT_RETRACE_TIMEOUT_MS", raising=False)
    yield
    assert cajit.wait_for_compiles(300), "a background compile did not finish in 300 s"
    assert not _zombies(), "a re-trace child was not reaped"


def _zombies() -> list[int]:
    """This process's children that ended and were not reaped."""
    out = []
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                rest = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if rest[0] == "Z" and int(rest[1]) == os.getpid():
            out.append(int(d))
    return out


def _mlp():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 4))


def _mlp_step(model, x):
    for p in model.parameters():
        p.grad = None
    with cajit.enable():
        model(x).square().sum().backward()
    return [p.grad.clone() for p in model.parameters()]


def _in_child() -> bool:
    return os.getpid() != PARENT


def _texts(dump_dir: str) -> list[str]:
    out = []
    for name in sorted(os.listdir(dump_dir)):
        with open(os.path.join(dump_dir, name)) as f:
            out.append(cajit_cache.rename_graph(f.read(), "g"))
    return sorted(out)


def _run_model(spec, mode: str, dump_dir: str, monkeypatch):
    """Three steps of ``spec`` with the re-trace in ``mode`` ("1": a child,
    "0": the compile thread): the .cag texts, the native step's grads and
    the stats."""
    from torch._dynamo import compiled_autograd

    monkeypatch.setenv("CAJIT_RETRACE_PROCESS", mode)
    monkeypatch.setenv("CAJIT_DUMP_DIR", dump_dir)
    compiled_autograd.reset()
    cajit.reset_stats()
    torch.manual_seed(0)
    model = spec.build()
    inputs = spec.inputs(spec.shapes[0])
    memo_before = dict(fake_memo._MEMO_STATS)
    for _ in range(2):
        model.zero_grad(set_to_none=True)
        with cajit.enable():
            spec.loss(model, inputs).backward()
        assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    quick = s["quick_tier_calls"]
    model.zero_grad(set_to_none=True)
    with cajit.enable():
        spec.loss(model, inputs).backward()
    assert cajit.stats()["quick_tier_calls"] == quick, "the step after the compiles ran on the quick tier"
    grads = [p.grad.clone() for p in model.parameters() if p.grad is not None]
    memo = {k: v - memo_before[k] for k, v in fake_memo._MEMO_STATS.items()}
    return _texts(dump_dir), grads, s, memo


def test_same_text_grads_and_counters_as_the_in_thread_retrace(tmp_path, monkeypatch):
    """transformers' LLaMA, re-traced in the compile thread and in a child:
    byte-identical .cag texts (the graph's name aside), equal grads, the
    same re-trace memo counts (carried back from the child)."""
    spec = SPECS["llama"]
    threads = torch.get_num_threads()
    thread_texts, thread_grads, thread_stats, thread_memo = _run_model(spec, "0", str(tmp_path / "thread"),
                                                                       monkeypatch)
    fork_texts, fork_grads, fork_stats, fork_memo = _run_model(spec, "1", str(tmp_path / "fork"), monkeypatch)
    assert thread_stats["retrace_processes"] == 0
    assert fork_stats["retrace_processes"] == fork_stats["graphs_compiled"] == thread_stats["graphs_compiled"] >= 1
    assert not fork_stats["tier_failures"] and not thread_stats["tier_failures"]
    assert all("fork" in t for t in fork_stats["compile_ms"].values())
    assert len(fork_texts) == len(thread_texts) >= 1
    for a, b in zip(fork_texts, thread_texts):
        assert a == b
    assert len(fork_grads) == len(thread_grads)
    for a, b in zip(fork_grads, thread_grads):
        assert torch.equal(a, b)
    assert fork_memo == thread_memo and fork_memo["hits"] > 0, (fork_memo, thread_memo)
    # The parent's torch keeps its threads (the child set its own to 1).
    assert torch.get_num_threads() == threads


def test_the_childs_warnings_logs_and_output_reach_the_parent(monkeypatch, caplog, capfd):
    """What the re-trace warns, logs and prints in the child is issued,
    handled and written in the parent: as the in-thread re-trace would
    have, nothing lost silently."""
    trace = compiled_graph._trace

    def noisy(gm, prepared, **kw):
        assert _in_child(), "the re-trace ran in the parent"
        warnings.warn("retrace-warning-mark", UserWarning)
        logging.getLogger("cajit.retrace_test").warning("retrace-log-mark %d", 7)
        sys.stderr.write("retrace-stderr-mark\n")
        print("retrace-stdout-mark")
        return trace(gm, prepared, **kw)

    monkeypatch.setattr(compiled_graph, "_trace", noisy)
    model = _mlp()
    with caplog.at_level(logging.WARNING, logger="cajit.retrace_test"), \
            pytest.warns(UserWarning, match="retrace-warning-mark") as caught:
        _mlp_step(model, torch.randn(4, 8))
        assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["retrace_processes"] == 1 and s["graphs_compiled"] == 1, s
    assert [w for w in caught if "retrace-warning-mark" in str(w.message)][0].filename == __file__
    records = [r for r in caplog.records if r.name == "cajit.retrace_test"]
    assert [r.getMessage() for r in records] == ["retrace-log-mark 7"]
    assert records[0].pathname == __file__ and records[0].levelno == logging.WARNING
    err = capfd.readouterr().err
    assert "retrace-stderr-mark" in err and "retrace-stdout-mark" in err


_CHILD_EXIT = textwrap.dedent("""
    import atexit, os, sys
    sys.path.insert(0, {python!r})
    import torch, cajit
    from cajit import compiled_graph
    parent, trace = os.getpid(), compiled_graph._trace
    def printing(gm, prepared, **kw):
        if os.getpid() != parent:
            print("child-print-mark", flush=True)
        return trace(gm, prepared, **kw)
    compiled_graph._trace = printing
    fork = os.fork
    def unflushed_fork():
        sys.stdout.write("unflushed-mark ")  # stdout is a pipe: block-buffered, not flushed at the fork
        return fork()
    os.fork = unflushed_fork
    atexit.register(lambda: print("atexit-mark", flush=True))
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 4))
    with cajit.enable():
        model(torch.randn(4, 8)).sum().backward()
    assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["retrace_processes"] == 1 and s["graphs_compiled"] == 1, s
    """)


def test_the_child_runs_no_atexit_handler_and_flushes_nothing_of_the_parent():
    """The parent has unflushed stdout and an atexit handler; its child
    prints and flushes: each of the parent's appears once, on stdout, and
    the child's line once, on stderr."""
    env = dict(os.environ, CAJIT_TIERED="1", CAJIT_CACHE="0", CAJIT_RETRACE_PROCESS="1")
    env.pop("PYTHONUNBUFFERED", None)  # stdout block-buffered, as for a user's piped output
    code = _CHILD_EXIT.format(python=os.path.join(ROOT, "python"))
    p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-3000:]
    assert p.stdout.count("unflushed-mark") == 1, p.stdout
    assert p.stdout.count("atexit-mark") == 1, p.stdout
    assert "unflushed-mark" not in p.stderr and "atexit-mark" not in p.stderr, p.stderr[-3000:]
    assert p.stderr.count("child-print-mark") == 1, p.stderr[-3000:]  # the child's own output, forwarded


def _dies(how):
    def trace(gm, prepared, **kw):
        if _in_child():
            if how == "signal":
                os.kill(os.getpid(), 9)
            elif how == "exit":
                sys.stderr.write("child-last-words\n")
                sys.stderr.flush()
                os._exit(3)
            elif how == "memory":
                raise MemoryError("injected")
            elif how == "hang":
                time.sleep(120)
        return compiled_graph.__dict__["_real_trace"](gm, prepared, **kw)

    return trace


@pytest.mark.parametrize("how,reason,says", [
    ("signal", "retrace_died", "killed by signal SIGKILL"),
    ("exit", "retrace_died", "exited with status 3 without a result; its output ends: child-last-words"),
    ("memory", "internal", "MemoryError: injected"),
    ("hang", "retrace_timeout", "ran past its deadline"),
])
def test_a_child_that_dies_or_hangs_leaves_the_quick_tier_running(monkeypatch, caplog, how, reason, says):
    monkeypatch.setitem(compiled_graph.__dict__, "_real_trace", compiled_graph._trace)
    monkeypatch.setattr(compiled_graph, "_trace", _dies(how))
    monkeypatch.setenv("CAJIT_RETRACE_TIMEOUT_MS", "3000")
    model = _mlp()
    ref = copy.deepcopy(model)
    x = torch.randn(4, 8)
    t0 = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="cajit"):
        for _ in range(3):
            got = _mlp_step(model, x)
            assert cajit.wait_for_compiles(300)
    assert time.monotonic() - t0 < 60
    s = cajit.stats()
    assert s["tier_failures"] == {reason: 1}, s["tier_failures"]
    assert s["quick_tier_calls"] == 3 and s["graphs_compiled"] == 0 and s["retrace_processes"] == 0, s
    logged = [r.getMessage() for r in caplog.records if "stays on the quick tier" in r.getMessage()]
    assert len(logged) == 1 and says in logged[0], logged
    ref(x).square().sum().backward()
    assert_close(got, [p.grad for p in ref.parameters()], "quick tier after the child died", default_tolerances=True)


def test_a_fork_that_fails_falls_back_to_the_in_thread_retrace(monkeypatch, caplog):
    """os.fork raises (ENOMEM): that call's graph stays on the quick tier,
    counted and logged; from then on re-traces run in the compile thread
    (Dynamo's override for the training thread included), and the graph
    gets native code."""
    import torch._dynamo.config as dynamo_config

    def no_fork():
        raise OSError(errno.ENOMEM, "Cannot allocate memory")

    monkeypatch.setattr(retrace_process, "_fork_failed", False)
    monkeypatch.setattr(retrace_process.os, "fork", no_fork)
    model = _mlp()
    x = torch.randn(4, 8)
    with caplog.at_level(logging.WARNING, logger="cajit"):
        _mlp_step(model, x)
        assert cajit.wait_for_compiles(300)
        s = cajit.stats()
        assert s["tier_failures"] == {"retrace_fork_failed": 1} and s["graphs_compiled"] == 0, s
        assert retrace_process.fork_failed()
        _mlp_step(model, x)  # quick tier again; the compile thread re-traces now
        assert dynamo_config.force_compile_during_fx_trace  # the in-thread path's override
        assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["graphs_compiled"] == 1 and s["retrace_processes"] == 0 and s["quick_tier_calls"] == 2, s
    logged = [r.getMessage() for r in caplog.records if "os.fork failed" in r.getMessage()]
    assert len(logged) == 1 and "Cannot allocate memory" in logged[0], logged
    _mlp_step(model, x)
    assert cajit.stats()["quick_tier_calls"] == 2  # native code


def test_torch_compile_beside_a_retrace_in_a_child(monkeypatch, tmp_path):
    """While the child re-traces, the training thread compiles and runs a
    torch.compile'd function: no FX-tracing flag is up in the parent, no
    Dynamo override is needed (none is set), and Dynamo's compile does not
    wait for the re-trace (the in-thread re-trace holds Dynamo's compile
    lock)."""
    import torch._dynamo.config as dynamo_config
    import torch.fx._symbolic_trace as symbolic_trace

    started, release = tmp_path / "started", tmp_path / "release"

    def held(gm, prepared, **kw):
        if _in_child():
            started.write_text("")
            for _ in range(1200):
                if release.exists():
                    break
                time.sleep(0.05)
        return compiled_graph.__dict__["_real_trace"](gm, prepared, **kw)

    monkeypatch.setitem(compiled_graph.__dict__, "_real_trace", compiled_graph._trace)
    monkeypatch.setattr(compiled_graph, "_trace", held)
    override = dynamo_config.force_compile_during_fx_trace
    model = _mlp()
    try:
        _mlp_step(model, torch.randn(4, 8))
        for _ in range(1200):
            if started.exists():
                break
            time.sleep(0.05)
        assert started.exists(), "no re-trace started in a child"
        assert not symbolic_trace._is_fx_tracing_flag
        assert dynamo_config.force_compile_during_fx_trace == override

        @torch.compile(backend="eager")
        def f(x):
            return torch.sin(x) * 2

        t0 = time.monotonic()
        out = f(torch.randn(5))
        assert time.monotonic() - t0 < 30, "Dynamo's compile waited for the re-trace"
        assert out.shape == (5,)
        _mlp_step(model, torch.randn(4, 8))  # the quick tier, beside the child
        assert not release.exists()
    finally:
        release.write_text("")
    assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["retrace_processes"] == 1 and s["graphs_compiled"] == 1 and not s["tier_failures"], s


_EXIT_DURING_CHILD = textwrap.dedent("""
    import os, sys, time
    sys.path.insert(0, {python!r})
    import torch, cajit
    from cajit import compiled_graph
    parent, trace = os.getpid(), compiled_graph._trace
    def slow(gm, prepared, **kw):
        if os.getpid() != parent:
            with open({pidfile!r}, "w") as f:
                f.write(str(os.getpid()))
            time.sleep(120)
        return trace(gm, prepared, **kw)
    compiled_graph._trace = slow
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 4))
    with cajit.enable():
        model(torch.randn(4, 8)).sum().backward()
    for _ in range(1200):
        if os.path.exists({pidfile!r}):
            break
        time.sleep(0.05)
    print("exiting with a re-trace in a child", flush=True)
    """)


def test_exit_during_a_retrace_in_a_child(tmp_path):
    """The process exits while a child re-traces: the child is killed, the
    exit neither hangs nor fails."""
    pidfile = str(tmp_path / "child.pid")
    env = dict(os.environ, CAJIT_TIERED="1", CAJIT_CACHE="0", CAJIT_RETRACE_PROCESS="1")
    code = _EXIT_DURING_CHILD.format(python=os.path.join(ROOT, "python"), pidfile=pidfile)
    t0 = time.monotonic()
    p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=100)
    assert time.monotonic() - t0 < 90
    assert p.returncode == 0, p.stderr[-3000:]
    assert "exiting with a re-trace in a child" in p.stdout
    for bad in ("Traceback", "Fatal", "Segmentation", "Aborted"):
        assert bad not in p.stderr, p.stderr[-3000:]
    with open(pidfile) as f:
        child = int(f.read())
    for _ in range(100):  # SIGKILL'd; init reaps the orphan
        if not os.path.exists(f"/proc/{child}"):
            break
        time.sleep(0.05)
    assert not os.path.exists(f"/proc/{child}"), "the re-trace child outlived its process"


def test_a_parallel_kernel_in_the_child_runs_inline(monkeypatch):
    """libgomp's thread team does not survive a fork: a parallel kernel in
    a child forked from a thread that had its own team waits for threads
    that are gone. Here the compile thread runs a parallel matmul before
    the fork and the child's re-trace runs one too (the re-trace itself
    runs none: fake tensors): the child runs it inline (one thread) and
    finishes; the training thread's torch keeps its threads."""
    before = torch.get_num_threads()
    threads = max(before, 2)
    torch.set_num_threads(threads)
    big = torch.randn(1500, 1500)
    fork = os.fork

    def fork_after_parallel_work():
        (big @ big).sum()  # this thread's own OpenMP team
        return fork()

    def parallel_trace(gm, prepared, **kw):
        if _in_child():
            (big @ big).sum()
        return compiled_graph.__dict__["_real_trace"](gm, prepared, **kw)

    monkeypatch.setattr(retrace_process.os, "fork", fork_after_parallel_work)
    monkeypatch.setitem(compiled_graph.__dict__, "_real_trace", compiled_graph._trace)
    monkeypatch.setattr(compiled_graph, "_trace", parallel_trace)
    monkeypatch.setenv("CAJIT_RETRACE_TIMEOUT_MS", "60000")
    try:
        _mlp_step(_mlp(), torch.randn(4, 8))
        assert cajit.wait_for_compiles(300)
        s = cajit.stats()
        assert s["retrace_processes"] == 1 and s["graphs_compiled"] == 1 and not s["tier_failures"], s
        assert torch.get_num_threads() == threads
        (big @ big).sum()  # the parent's own team still works
    finally:
        torch.set_num_threads(before)


def test_a_process_too_large_to_copy_retraces_in_the_thread(monkeypatch, caplog):
    """Above CAJIT_RETRACE_PROCESS_MAX_MB (or half the available memory)
    the re-trace stays in the compile thread: a child would copy every
    page the training thread writes meanwhile. Logged once, counted, and
    the graph still compiles."""
    monkeypatch.setenv("CAJIT_RETRACE_PROCESS_MAX_MB", "1")
    monkeypatch.setattr(retrace_process, "_memory_logged", False)
    model, ref = _mlp(), _mlp()
    x = torch.randn(4, 8)
    with caplog.at_level(logging.WARNING, logger="cajit"):
        _mlp_step(model, x)
        assert cajit.wait_for_compiles(300)
        got = _mlp_step(model, x)
    s = cajit.stats()
    assert s["retrace_processes"] == 0, s
    assert s["retraces_in_thread_for_memory"] == 1, s
    assert s["graphs_compiled"] == 1, s
    assert sum("not in a forked child" in r.getMessage() for r in caplog.records) == 1
    for p in ref.parameters():
        p.grad = None
    ref(x).square().sum().backward()
    assert_close(got, [p.grad for p in ref.parameters()], "native grads after an in-thread re-trace")


def test_a_graph_cache_hit_needs_no_child_and_no_memory_check(monkeypatch, tmp_path, caplog):
    """A graph whose .cag text comes from the graph cache is not re-traced:
    no child is forked for it, and the memory guard above neither counts
    nor logs it, however large the process."""
    from torch._dynamo import compiled_autograd

    monkeypatch.setenv("CAJIT_CACHE", "1")
    monkeypatch.setenv("CAJIT_CACHE_DIR", str(tmp_path))
    compiled_autograd.reset()
    _mlp_step(_mlp(), torch.randn(4, 8))
    assert cajit.wait_for_compiles(300)
    assert cajit.stats()["cache_graph_misses"] == 1
    cajit.reset_stats()
    compiled_autograd.reset()
    monkeypatch.setenv("CAJIT_RETRACE_PROCESS_MAX_MB", "1")
    monkeypatch.setattr(retrace_process, "_memory_logged", False)
    with caplog.at_level(logging.WARNING, logger="cajit"):
        _mlp_step(_mlp(), torch.randn(4, 8))
        assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["cache_graph_hits"] == 1 and s["graphs_compiled"] == 1, s
    assert s["retrace_processes"] == 0 and s["retraces_in_thread_for_memory"] == 0, s
    assert not any("not in a forked child" in r.getMessage() for r in caplog.records)


def test_a_small_process_forks(monkeypatch):
    """The default limit lets this test process fork (the guard above does
    not turn the child off for everyone)."""
    assert retrace_process.memory_allows_fork()
    model = _mlp()
    _mlp_step(model, torch.randn(4, 8))
    assert cajit.wait_for_compiles(300)
    assert cajit.stats()["retrace_processes"] == 1
    assert cajit.stats()["retraces_in_thread_for_memory"] == 0
