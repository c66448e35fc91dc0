"""Tiered compilation (cajit.tiering), the default for users: a graph's
first calls run compiled autograd's graph as it is while cajit compiles
it in a background thread; later calls run the native code.

The rest of the suite compiles before the first call (conftest.py sets
CAJIT_TIERED=0); these tests turn tiers on."""

from __future__ import annotations

import copy
import logging
import os
import subprocess
import sys
import textwrap

import pytest
import torch

import cajit
from harness import assert_close
from real_models import SPECS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(autouse=True)
def tiered(monkeypatch):
    monkeypatch.setenv("CAJIT_TIERED", "1")
    monkeypatch.setenv("CAJIT_CACHE", "0")  # every first call compiles
    yield
    assert cajit.wait_for_compiles(300), "a background compile did not finish in 300 s"


def _step(spec, model, ref, inputs, what):
    params = [p for p in model.parameters() if p.requires_grad]
    with cajit.enable():
        loss = spec.loss(model, inputs)
        loss.backward()
    ref_loss = spec.loss(ref, inputs)
    ref_loss.backward()
    ref_params = [p for p in ref.parameters() if p.requires_grad]
    assert_close([p.grad for p in params], [p.grad for p in ref_params], what, default_tolerances=True)
    return [p.grad.clone() for p in params]


@pytest.mark.parametrize("name", ["llama", "bilstm", "resnet"])
def test_grads_equal_before_and_after_the_switch_of_tiers(name):
    """Step 0 runs on the quick tier; once the background compile is done,
    the same step runs native code. Both give eager's grads, and the
    same grads as each other."""
    spec = SPECS[name]
    torch.manual_seed(0)
    model = spec.build()
    ref = copy.deepcopy(model)
    inputs = spec.inputs(spec.shapes[0])

    quick = _step(spec, model, ref, inputs, f"{name} quick tier")
    s = cajit.stats()
    assert s["quick_tier_calls"] >= 1
    assert s["captures"] >= 1

    assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["graphs_compiled"] >= 1 and not s["tier_failures"], s["tier_failures"]
    assert set(s["tier_switch"]) <= set(s["compile_ms"]), (s["tier_switch"], s["compile_ms"])
    before = s["quick_tier_calls"]

    model.zero_grad(set_to_none=True)
    ref.zero_grad(set_to_none=True)
    native = _step(spec, model, ref, inputs, f"{name} native")
    assert cajit.stats()["quick_tier_calls"] == before, "the step after the compile ran on the quick tier"
    assert_close(native, quick, f"{name}: native vs quick tier", default_tolerances=True)


def test_backend_forward_outputs_keep_eagers_layout_on_both_tiers(monkeypatch):
    """torch.compile(backend="cajit")'s forward saves tensors for its
    backward, whose guards check their strides. Three layouts, on the
    quick tier (step 0) and native code (steps 1, 2): a slice of an input
    (a view, aliasing it, no copy), a permute of a computed tensor and
    row-major ones. Each has eager's strides on both tiers, so the
    backward compiles once."""
    from cajit import dynamo_backend

    forwards: list[list[torch.Tensor]] = []
    call = dynamo_backend.AotCompiled.__call__

    def spy(self, flat):
        out = call(self, flat)
        if self.kind == "forward":
            forwards.append([o for o in out if isinstance(o, torch.Tensor)])
        return out

    monkeypatch.setattr(dynamo_backend.AotCompiled, "__call__", spy)
    torch.manual_seed(0)
    w = torch.nn.Parameter(torch.randn(8, 6))

    def f(w, x):
        y = x @ w.t()
        z = y.sin().permute(1, 0) @ x  # mm saves sin(y) permuted
        s = (y.exp()[:, ::2] * x[:, :4]).sum()  # mul saves x[:, :4], a view of x
        return z.sum() + (y.t().cos() * 2).sum() + s

    g = torch.compile(f, backend="cajit")
    x = torch.randn(4, 6)
    ref = torch.func.grad(f)(w.detach(), x)
    for step in range(3):
        w.grad = None
        g(w, x).backward()
        torch.testing.assert_close(w.grad, ref, msg=lambda m: f"step {step}: {m}")
        assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["quick_tier_calls"] >= 2 and s["graphs_compiled"] >= 2, s
    assert s["recompiles"] == 0 and s["guard_failures"] == 0, (s["recompiles"], s["guard_failures"])
    quick, native = forwards[0], forwards[2]
    layouts = [(tuple(t.shape), t.stride()) for t in native]
    assert layouts == [(tuple(t.shape), t.stride()) for t in quick]
    assert ((4, 4), (6, 1)) in layouts and ((8, 4), (1, 8)) in layouts, layouts
    assert any(t.shape == (4, 4) and t.data_ptr() == x.data_ptr() for t in native), layouts


@pytest.mark.parametrize("shape, strides, plan", [
    ((4, 8), (8, 1), ("ca", 3)),
    ((8, 4), (1, 8), ("permuted", 3, [1, 0])),
    ((2, 3, 5), (1, 10, 2), ("permuted", 3, [2, 0, 1])),
    ((8, 1, 4), (1, 32, 8), ("permuted", 3, [2, 0, 1])),
    ((4, 1), (1, 1), ("ca", 3)),
    ((4, 4), (8, 1), ("contiguous", 3)),  # a slice's gaps
    ((4, 4), (0, 1), ("contiguous", 3)),  # an expand
    ((6,), (2,), ("contiguous", 3)),
    ((6,), (1,), ("ca", 3)),
])
def test_output_layout_plan(shape, strides, plan):
    from cajit.dynamo_backend import _layout_plan

    t = torch.empty_strided(shape, strides)
    got = _layout_plan(3, t)
    assert got == plan
    if got[0] == "permuted":  # row-major in the order, eager's layout back
        order = sorted(range(len(shape)), key=lambda d: got[2][d])
        back = torch.empty(t.permute(order).shape).permute(got[2])
        assert [st for sz, st in zip(shape, back.stride()) if sz != 1] == \
            [st for sz, st in zip(shape, strides) if sz != 1]


def test_llama_through_the_backend_compiles_its_backward_once():
    """A transformers LLaMA through torch.compile(backend="cajit") with
    compiled autograd on, the way PyTorch documents it: the quick tier
    runs the first step, native code the rest, and no graph recompiles
    at the switch (its forward saved weight.t() as a copy on native code
    and as a view on the quick tier, and the backward's guards failed)."""
    transformers = pytest.importorskip("transformers")
    cfg = transformers.LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                   num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    torch.manual_seed(0)
    m = transformers.LlamaForCausalLM(cfg)
    ref = copy.deepcopy(m)
    step = torch.compile(lambda ids: m(ids, labels=ids).loss, backend="cajit")
    ids = torch.randint(0, 64, (2, 8))
    with torch._dynamo.config.patch(compiled_autograd=True):
        for i in range(3):
            for p in (*m.parameters(), *ref.parameters()):
                p.grad = None
            step(ids).backward()
            ref(ids, labels=ids).loss.backward()
            for a, b in zip(m.parameters(), ref.parameters()):
                torch.testing.assert_close(a.grad, b.grad, atol=1e-4, rtol=1e-3, msg=lambda s: f"step {i}: {s}")
            assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["quick_tier_calls"] >= 2 and not s["tier_failures"], s
    assert s["recompiles"] == 0 and s["guard_failures"] == 0, (s["recompiles"], s["guard_failures"])


def test_recompile_runs_on_the_quick_tier_until_it_is_ready():
    """A call that no variant takes (here: a shape change that breaks a
    guard) runs on the quick tier while its variant compiles."""
    spec = SPECS["rope_decoder"]
    torch.manual_seed(0)
    model = spec.build()
    ref = copy.deepcopy(model)
    for step, shape in enumerate(spec.shapes):
        _step(spec, model, ref, spec.inputs(shape), f"step {step} {shape}")
        assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["quick_tier_calls"] >= 1 and s["graphs_compiled"] >= 1 and not s["tier_failures"]
    for step, shape in enumerate(spec.shapes):  # every shape has native code now
        before = cajit.stats()["quick_tier_calls"]
        _step(spec, model, ref, spec.inputs(shape), f"again {step} {shape}")
        assert cajit.stats()["quick_tier_calls"] == before, shape


def test_a_failed_background_compile_leaves_the_quick_tier_running(monkeypatch, caplog):
    from cajit.native import NativeBackend

    def broken(self, text, meta):
        raise RuntimeError("injected backend failure")

    monkeypatch.setattr(NativeBackend, "compile", broken)
    spec = SPECS["gpt2"]
    torch.manual_seed(0)
    model = spec.build()
    ref = copy.deepcopy(model)
    with caplog.at_level(logging.WARNING, logger="cajit"):
        for step in range(3):
            _step(spec, model, ref, spec.inputs(spec.shapes[0]), f"step {step}")
            assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    # Two graphs (the first step's, where every .grad is None, and the
    # steady one's), one failed compile and one warning each.
    assert s["quick_tier_calls"] == 3 and s["captures"] == 2, s
    assert s["tier_failures"] == {"backend_RuntimeError": 2}, s["tier_failures"]
    assert s["graphs_compiled"] == 0
    warnings = [r.getMessage() for r in caplog.records if "stays on the quick tier" in r.getMessage()]
    assert len(warnings) == 2 and all("injected backend failure" in w for w in warnings), warnings


def test_untiered_compile_still_refuses_before_the_call(monkeypatch):
    """CAJIT_TIERED=0: the same failure is a CompileError from the first
    backward (the behaviour the rest of the suite tests)."""
    from cajit.native import NativeBackend

    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setattr(NativeBackend, "compile", lambda self, text, meta: 1 / 0)
    model = torch.nn.Linear(4, 3)
    with cajit.enable(), pytest.raises(cajit.CompileError, match="ZeroDivisionError"):
        model(torch.randn(2, 4)).sum().backward()


_EXIT_DURING_COMPILE = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {python!r})
    import torch, cajit
    torch.manual_seed(0)
    blocks = [torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.GELU(), torch.nn.LayerNorm(64))
              for _ in range(16)]
    model = torch.nn.Sequential(*blocks)
    with cajit.enable():
        model(torch.randn(8, 64)).square().sum().backward()
    assert cajit.stats()["quick_tier_calls"] == 1
    assert model[0][0].weight.grad is not None
    print("exiting with a compile in the background", flush=True)
    """)


@pytest.mark.parametrize("worker,retrace", [("1", "1"), ("0", "1"), ("1", "0"), ("0", "0")])
def test_exit_during_a_background_compile(worker, retrace):
    """The process exits while its graph compiles: no hang, no crash, exit
    status 0. With the compile worker (default) the compile is killed;
    in-process LLVM cannot be interrupted, and exit waits for it. A
    re-trace in a child is killed (CAJIT_RETRACE_PROCESS=1, the default),
    one in the compile thread stops at its next node."""
    env = dict(os.environ, CAJIT_TIERED="1", CAJIT_CACHE="0", CAJIT_COMPILE_WORKER=worker,
               CAJIT_RETRACE_PROCESS=retrace)
    code = _EXIT_DURING_COMPILE.format(python=os.path.join(ROOT, "python"))
    p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    assert "exiting with a compile in the background" in p.stdout
    for bad in ("Traceback", "Fatal", "Segmentation", "Aborted", "LLVM ERROR"):
        assert bad not in p.stderr, p.stderr[-3000:]


def test_torch_compile_beside_a_background_trace(monkeypatch):
    """While the background thread re-traces (make_fx sets torch's
    process-wide FX-tracing flag), the training thread calls a
    torch.compile'd function: it must run, not raise "Detected that you
    are using FX to symbolically trace a dynamo-optimized function".
    (The re-trace in the compile thread, CAJIT_RETRACE_PROCESS=0; in a
    child, test_retrace_process.py.)"""
    import threading

    import torch.fx._symbolic_trace as symbolic_trace

    from cajit import normalize

    inside, release = threading.Event(), threading.Event()
    run_node = normalize._Retracer.run_node

    def held(self, n):
        if threading.current_thread().name == "cajit-compile" and not release.is_set():
            inside.set()
            release.wait(120)
        return run_node(self, n)

    monkeypatch.setenv("CAJIT_RETRACE_PROCESS", "0")
    monkeypatch.setattr(normalize._Retracer, "run_node", held)
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1))

    @torch.compile(backend="cajit")
    def forward(x):
        return model(x).square().mean()

    try:
        with cajit.enable():
            forward(torch.randn(4, 8)).backward()  # quick tier; the compiles start
            assert inside.wait(120), "no background trace started"
            assert symbolic_trace._is_fx_tracing_flag  # torch's flag is up meanwhile
            for _ in range(3):  # calls into compiled code during the trace
                forward(torch.randn(4, 8)).backward()
    finally:
        release.set()
    assert cajit.wait_for_compiles(300)
    assert not cajit.stats()["tier_failures"]


def test_the_quick_tier_takes_a_custom_backwards_none_as_eagerly():
    """A custom backward's None summed with another path to the same leaf:
    compiled autograd's own graph raises TypeError (torch.add of None);
    the quick tier runs it as eager autograd does, as the native code
    does."""
    import test_undefined_grads as undefined_tests

    got = undefined_tests._check(undefined_tests._sum_with_other_path, with_ca=False)
    assert all(g[1] is not None for g in got)
    assert cajit.stats()["quick_tier_calls"] >= 1


def test_a_background_trace_leaves_torch_nn_module_unpatched(monkeypatch):
    """torch.fx's Tracer.trace patches torch.nn.Module.__call__ and
    __getattr__ process-wide; the background re-trace must not, or the
    training thread's torch.compile'd modules hand Dynamo torch.fx's
    wrapper frames meanwhile. (In the compile thread; a child's patches
    stay in the child.)"""
    import threading

    from cajit import normalize

    call, getattr_ = torch.nn.Module.__call__, torch.nn.Module.__getattr__
    inside, release = threading.Event(), threading.Event()
    seen = {}
    run_node = normalize._Retracer.run_node

    def held(self, n):
        if threading.current_thread().name == "cajit-compile" and not release.is_set():
            seen["call"], seen["getattr"] = torch.nn.Module.__call__, torch.nn.Module.__getattr__
            inside.set()
            release.wait(120)
        return run_node(self, n)

    monkeypatch.setenv("CAJIT_RETRACE_PROCESS", "0")
    monkeypatch.setattr(normalize._Retracer, "run_node", held)
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1))
    compiled = torch.compile(model, backend="eager")
    compiled(torch.randn(4, 8))  # compiled before: a compile would wait for the trace (Dynamo's lock)
    try:
        with cajit.enable():
            model(torch.randn(4, 8)).square().mean().backward()
            assert inside.wait(120), "no background trace started"
            assert torch.nn.Module.__call__ is call and torch.nn.Module.__getattr__ is getattr_
            for _ in range(2):  # a compiled module beside the trace
                compiled(torch.randn(4, 8)).sum()
    finally:
        release.set()
    assert seen["call"] is call and seen["getattr"] is getattr_, "the trace patched torch.nn.Module"
    assert cajit.wait_for_compiles(300)
