"""torch.compile(backend="cajit") and compiled forwards of every kind with a
cajit backward: grads equal eager across batch-size changes.

The matrix: forward compiler (none, aot_eager, inductor, cajit) x dynamic
(True, False, unset). The backward runs through cajit: compiled autograd
under cajit.enable() for the other compilers, AOTAutograd's backward graph
compiled by the cajit backend (and, in one row, compiled autograd on top).
The model uses tanh, whose Inductor backward decomposes to ``1 - y * y``
(a number as the ``self`` of aten.sub.Tensor)."""

from __future__ import annotations

import contextlib
import copy

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import cajit

BATCHES = (3, 5, 7)
DYNAMIC = {"dynamic": True, "static": False, "unset": None}


def _model() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 10), nn.Tanh(), nn.Linear(10, 3))


def _grads_match_eager(forward_compiler: str | None, dynamic: bool | None, enable: bool) -> None:
    model = _model()
    ref = copy.deepcopy(model)
    run = model if forward_compiler is None else torch.compile(model, backend=forward_compiler, dynamic=dynamic)
    for b in BATCHES:
        x, y = torch.randn(b, 6), torch.randn(b, 3)
        with cajit.enable() if enable else contextlib.nullcontext():
            F.mse_loss(run(x), y).backward()
        F.mse_loss(ref(x), y).backward()
        for (name, p), q in zip(model.named_parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, q.grad, msg=lambda m: f"batch {b}, {name}: {m}")
        model.zero_grad(set_to_none=True)
        ref.zero_grad(set_to_none=True)
    st = cajit.stats()
    assert st["fallbacks"] == {} and st["fallback_ops"] == {}, st
    assert st["graphs_compiled"] >= 1
    if enable:
        assert st["captures"] >= 1
    if forward_compiler == "cajit":
        assert st["dynamo_graphs"].get("forward", 0) >= 1


def test_eager_forward_cajit_backward():
    _grads_match_eager(None, None, enable=True)


@pytest.mark.parametrize("dynamic", DYNAMIC.keys())
@pytest.mark.parametrize("forward", ["aot_eager", "cajit"])
def test_compiled_forward_cajit_backward(forward, dynamic):
    # aot_eager: compiled autograd captures a call_aot_bwd_prologue graph.
    # cajit: forward and backward are AOTAutograd's aten graphs.
    _grads_match_eager(forward, DYNAMIC[dynamic], enable=(forward != "cajit"))


@pytest.mark.parametrize("dynamic", DYNAMIC.keys())
def test_inductor_forward_cajit_backward(dynamic):
    _grads_match_eager("inductor", DYNAMIC[dynamic], enable=True)


def test_cajit_backend_under_compiled_autograd():
    # The AOT backward of a cajit-compiled forward, captured by compiled
    # autograd and compiled by cajit as part of the whole backward graph.
    _grads_match_eager("cajit", None, enable=True)


# ---- the exporter never writes what the verifier rejects ---------------------------


def _aten_graph(build, *examples):
    """An aten graph gm(*examples) whose body ``build(graph, *placeholders)``
    writes, in compiled autograd's call convention."""
    from cajit.dynamo_backend import CaConvention

    g = torch.fx.Graph()
    phs = [g.placeholder(f"x{i}") for i in range(len(examples))]
    for p, e in zip(phs, examples):
        p.meta["val"] = e
    g.output([build(g, *phs)])
    return CaConvention(torch.fx.GraphModule(torch.nn.Module(), g), list(examples))


def _export(conv, *examples):
    from cajit.export import to_cag
    from cajit.normalize import normalize

    return to_cag(normalize(conv.ca_gm, list(examples), [], [], ()), "g")


def test_number_as_self_of_sub_exports_as_rsub_and_verifies():
    from cajit.native import NativeBackend

    t = torch.randn(4, 3)
    conv = _aten_graph(lambda g, x: g.call_function(torch.ops.aten.sub.Tensor, (1, x)), t)
    text = _export(conv, t)
    assert "aten.rsub.Scalar(%0, 1)" in text and "aten.sub.Tensor" not in text, text
    fn = NativeBackend().compile(text, cajit.GraphMeta(name="g", normalized=None, original=conv.ca_gm))
    (out,) = fn([t], [], [], (), ())
    torch.testing.assert_close(out, 1 - t)


def test_number_where_a_tensor_is_required_is_an_export_error():
    # torch wraps the number as a 0-d tensor; div has no overload with the
    # number second that computes 2 / t, so the exporter must refuse.
    t = torch.randn(4, 3)
    conv = _aten_graph(lambda g, x: g.call_function(torch.ops.aten.div.Tensor, (2.0, x)), t)
    with pytest.raises(cajit.ExportError, match=r"argument `self` must be a tensor, but the graph passes float 2.0"):
        _export(conv, t)


def test_backend_is_registered():
    from torch._dynamo.backends.registry import lookup_backend

    from cajit.dynamo_backend import cajit as backend_fn

    assert "cajit" in torch._dynamo.list_backends()
    assert lookup_backend("cajit") is backend_fn


def test_entry_point_names_the_backend():
    import os
    import tomllib

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "pyproject.toml"), "rb") as f:
        eps = tomllib.load(f)["project"]["entry-points"]["torch_dynamo_backends"]
    module, _, attr = eps["cajit"].partition(":")
    import importlib

    assert getattr(importlib.import_module(module), attr) is torch._dynamo.backends.registry.lookup_backend("cajit")


# ---- the other ways in ----------------------------------------------------------------


def test_compiled_autograd_switch_sends_backward_graphs_to_cajit():
    # PyTorch's documented switch: a torch.compile'd train step whose
    # backward is captured by compiled autograd and compiled by the
    # region's backend.
    model = _model()
    ref = copy.deepcopy(model)

    def step(x, y):
        loss = F.mse_loss(model(x), y)
        loss.backward()
        return loss

    # (torch.compile reads the switch when it wraps the function.)
    with torch._dynamo.config.patch(compiled_autograd=True):
        step = torch.compile(step, backend="cajit")
        for b in BATCHES:
            x, y = torch.randn(b, 6), torch.randn(b, 3)
            step(x, y)
            F.mse_loss(ref(x), y).backward()
            for p, q in zip(model.parameters(), ref.parameters()):
                torch.testing.assert_close(p.grad, q.grad)
            model.zero_grad(set_to_none=True)
            ref.zero_grad(set_to_none=True)
    st = cajit.stats()
    assert st["dynamo_graphs"].get("compiled_autograd", 0) >= 1, st
    assert st["fallbacks"] == {} and st["fallback_ops"] == {}, st  # mse_loss decomposed


@pytest.mark.parametrize("forward", ["aot_eager", "cajit"])
def test_hook_on_an_intermediate_of_a_compiled_forward(forward):
    # The hook reaches compiled autograd's graph as trace_wrapped with a
    # BackwardState; cajit runs it as a tensor pre-hook.
    model = _model()
    ref = copy.deepcopy(model)
    calls = []

    def f(m, x):
        h = m[0](x)
        h.register_hook(lambda g: calls.append(g.shape[0]) or g * 3)
        return m[2](m[1](h)).square().sum()

    cf = torch.compile(f, backend=forward)
    for b in BATCHES:
        x = torch.randn(b, 6)
        with cajit.enable():
            cf(model, x).backward()
        f(ref, x).backward()
        for p, q in zip(model.parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, q.grad)
        model.zero_grad(set_to_none=True)
        ref.zero_grad(set_to_none=True)
    assert calls == [b for b in BATCHES for _ in range(2)]  # compiled and eager
    st = cajit.stats()
    assert st["captures"] >= 1 and st["fallbacks"] == {}, st


def test_user_dispatch_mode_does_not_see_cajits_compile(monkeypatch):
    from torch.utils._python_dispatch import TorchDispatchMode

    class Record(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.ops = []

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            self.ops.append(str(func))
            return func(*args, **(kwargs or {}))

    monkeypatch.setenv("CAJIT_CACHE", "0")  # make the first backward trace
    model = _model()
    seen = []
    for _ in range(3):
        loss = model(torch.randn(5, 6)).sum()
        rec = Record()
        with rec, cajit.enable():
            loss.backward()
        seen.append(rec.ops)
    assert cajit.stats()["graphs_compiled"] == 2  # .grad None, then set
    # The compiling backwards show the user nothing the steady one does not
    # (no fake-tensor trace: detach, t, mm, cajit.* host ops).
    for ops in seen[:2]:
        assert set(ops) <= set(seen[2]), sorted(set(ops) - set(seen[2]))
        assert not any(op.startswith("cajit.") for op in ops)


def _run_logged(env_logs: str, code: str) -> str:
    import os
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, TORCH_LOGS=env_logs, CAJIT_CACHE="0",
               PYTHONPATH=os.path.join(root, "python") + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stderr


_RECOMPILING_BACKWARD = """
import torch, cajit
m = torch.nn.Linear(3, 2)
for b in (4, 1):  # a batch of one specialises its dim: a recompile
    with cajit.enable():
        m(torch.randn(b, 3)).sum().backward()
    m.zero_grad()  # the same graph (.grad None) both times
"""


def test_torch_logs_cajit_debug_shows_graphs_times_and_recompiles():
    err = _run_logged("+cajit", _RECOMPILING_BACKWARD)
    assert "cajit: compiled CompiledAutograd" in err, err[-2000:]
    assert "compile stages (ms): key" in err and "normalize" in err
    assert ".cag text:" in err and "] cag 1\n" in err  # torch's formatter prefixes every line
    assert "cajit: recompiling CompiledAutograd" in err and "guards failed" in err
    assert err.count("cajit: recompiled CompiledAutograd0_0_v1") == 1  # one handler


def test_torch_logs_recompiles_shows_cajits_recompiles():
    err = _run_logged("recompiles", _RECOMPILING_BACKWARD)
    assert "Recompiling cajit graph CompiledAutograd" in err, err[-2000:]
    assert ".cag text" not in err


@pytest.fixture
def torch_log_state():
    """set_logs resets every torch-registered log, "cajit" included (no
    propagation to the root logger, torch's handler): put it back so later
    tests' caplog sees cajit's warnings."""
    import logging

    saved = {}
    for name in ("cajit", "cajit.__cajit_graphs", "cajit.__cajit_compile_times", "cajit.__recompiles"):
        log = logging.getLogger(name)
        saved[name] = (log.propagate, log.level, list(log.handlers))
    yield
    for name, (propagate, level, handlers) in saved.items():
        log = logging.getLogger(name)
        log.propagate, log.level = propagate, level
        log.handlers[:] = handlers


def test_cag_artifact_through_set_logs(torch_log_state):
    import logging

    class Keep(logging.Handler):
        def __init__(self):
            super().__init__(logging.DEBUG)
            self.texts = []

        def emit(self, record):
            self.texts.append(record.getMessage())

    keep = Keep()
    artifact = logging.getLogger("cajit.__cajit_graphs")
    artifact.addHandler(keep)
    torch._logging.set_logs(modules={"cajit_graphs": True})
    try:
        m = torch.nn.Linear(3, 2)
        with cajit.enable():
            m(torch.randn(4, 3)).sum().backward()
    finally:
        torch._logging.set_logs()
    try:
        assert keep.texts and "cag 1" in keep.texts[0], keep.texts
        # Off again: the next graph (.grad now set) logs nothing.
        with cajit.enable():
            m(torch.randn(4, 3)).sum().backward()
        assert cajit.stats()["graphs_compiled"] == 2
        assert len(keep.texts) == 1
    finally:
        artifact.removeHandler(keep)


# ---- zoo models through torch.compile(backend="cajit") ----------------------------

# Forward convolutions and attention run through torch as library calls,
# by design (counted apart from fallbacks); everything else is native.
LIBRARY_OPS = {
    "cnn": {"aten.convolution.default"},
    "transformer": {"aten._scaled_dot_product_flash_attention_for_cpu.default"},
    "embedding": set(),
    "resnet_downsample": {"aten.convolution.default"},
}


@pytest.mark.parametrize("name", ["cnn", "transformer", "embedding", "resnet_downsample"])
def test_zoo_training_loop_through_the_backend(name):
    from models import ZOO

    model, batch, loss_fn = ZOO[name]()
    ref = copy.deepcopy(model)
    run = torch.compile(model, backend="cajit")
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    ref_opt = torch.optim.SGD(ref.parameters(), lr=0.1)
    for b in (7, 11, 13):
        x, y = batch(b)
        loss_fn(run(x), y).backward()
        loss_fn(ref(x), y).backward()
        for (pname, p), q in zip(model.named_parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, q.grad, msg=lambda m: f"batch {b}, {pname}: {m}")
        opt.step()
        ref_opt.step()
        opt.zero_grad()
        ref_opt.zero_grad()
    st = cajit.stats()
    assert st["fallbacks"] == {}, st["fallbacks"]
    assert st["fallback_ops"] == {}, st["fallback_ops"]
    assert set(st["library_ops"]) == LIBRARY_OPS[name], st["library_ops"]
    assert st["dynamo_graphs"].get("forward", 0) >= 1 and st["dynamo_graphs"].get("backward", 0) >= 1, st


def _clip(model, how):
    if how == "norm":
        nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    elif how == "value":
        nn.utils.clip_grad_value_(model.parameters(), 0.01)


def test_foreach_decompositions_match_torch():
    # cajit's decompositions of foreach ops (the update graph of a compiled
    # train step) compute what torch's foreach kernels do.
    from cajit.dynamo_backend import _PER_TENSOR_FOREACH, _aten_overload, _decompositions

    table = _decompositions()
    torch.manual_seed(0)
    ts = [torch.rand(3, 4) + 0.5, torch.rand(7) + 0.5, torch.rand(2, 2, 2) + 0.5]
    for name in list(_PER_TENSOR_FOREACH) + ["_foreach_norm.Scalar"]:
        op = _aten_overload(name)
        kinds = [a.type for a in op._schema.arguments[1:] if not a.kwarg_only]
        args = []
        if kinds and isinstance(kinds[0], torch._C.TensorType):
            args = [torch.tensor(0.7)]
        elif kinds:
            args = [0.7]
        want = op(ts, *args)
        got = table[op](ts, *args)
        for w, g in zip(want, got):
            torch.testing.assert_close(g, w, msg=lambda m: f"{name}: {m}")


@pytest.mark.parametrize("make_opt,clip", [
    (lambda ps: torch.optim.AdamW(ps, lr=1e-2), None),
    (lambda ps: torch.optim.AdamW(ps, lr=1e-2), "norm"),
    (lambda ps: torch.optim.Adam(ps, lr=1e-2, amsgrad=True), None),
    (lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, nesterov=True), "norm"),
    (lambda ps: torch.optim.SGD(ps, lr=0.1), "value"),
], ids=["adamw", "adamw_clip", "adam_amsgrad", "sgd_nesterov_clip", "sgd_clip_value"])
def test_optimizer_step_inside_the_compiled_train_step(make_opt, clip):
    # The whole step compiled, optimizer included, as users write it: the
    # optimizer's update is an inference graph of its own, with the
    # lerp_, addcmul_ and addcdiv_ of torch.optim's foreach paths (Dynamo
    # writes addcmul_ as inductor_prims.fma(t1 * t2, value, self)), and
    # with clip_grad_norm_ a foreach norm, a vector norm and a foreach
    # multiply, with clip_grad_value_ foreach clamps (cajit's
    # decompositions). It compiles natively, no op
    # through the host (conftest turns tiering off: a refused graph
    # raises), and the parameters follow eager's.
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 4))
    ref = copy.deepcopy(model)
    opt, ref_opt = make_opt(model.parameters()), make_opt(ref.parameters())

    def step(x, y):
        loss = F.mse_loss(model(x), y)
        loss.backward()
        _clip(model, clip)
        opt.step()
        opt.zero_grad()
        return loss

    run = torch.compile(step, backend="cajit")
    for b in (8, 8, 12, 5):
        x, y = torch.randn(b, 16), torch.randn(b, 4)
        run(x, y)
        F.mse_loss(ref(x), y).backward()
        _clip(ref, clip)
        ref_opt.step()
        ref_opt.zero_grad()
        for (name, p), q in zip(model.named_parameters(), ref.parameters()):
            torch.testing.assert_close(p, q, msg=lambda m: f"batch {b}, {name}: {m}")
    st = cajit.stats()
    assert st["fallbacks"] == {}, st["fallbacks"]
    assert st["fallback_ops"] == {}, st["fallback_ops"]
    assert st["tier_failures"] == {}, st["tier_failures"]
    assert st["dynamo_graphs"].get("inference", 0) >= 1, st["dynamo_graphs"]


def test_vector_norm_of_a_zero_row_has_eagers_grad():
    # linalg_vector_norm is decomposed in compiled forwards (sqrt of a sum
    # of squares); its backward must stay the op's own formula, which is 0
    # at a zero vector where the decomposition's would be NaN.
    torch.manual_seed(0)
    w = torch.randn(4, 8, requires_grad=True)

    def f(x):
        y = x @ w.t()
        n = torch.linalg.vector_norm(y, dim=-1, keepdim=True)
        return (F.normalize(y, dim=-1) * n.clamp_min(1e-3)).sum() + torch.linalg.vector_norm(y)

    x = torch.randn(3, 8)
    x[1] = 0
    want = torch.autograd.grad(f(x), w)[0]
    got = torch.autograd.grad(torch.compile(f, backend="cajit")(x), w)[0]
    torch.testing.assert_close(got, want)
    st = cajit.stats()
    assert st["fallback_ops"] == {} and st["tier_failures"] == {}, st
    assert st["dynamo_graphs"].get("backward", 0) >= 1, st["dynamo_graphs"]


def test_fma_by_a_number_exports_as_add_with_alpha():
    from torch._inductor import inductor_prims  # noqa: F401 (defines prims.fma)
    from cajit.native import NativeBackend

    a, c = torch.randn(5, 3), torch.randn(5, 3)
    conv = _aten_graph(lambda g, x, z: g.call_function(torch.ops.prims.fma.default, (x, 0.25, z)), a, c)
    text = _export(conv, a, c)
    assert "aten.add.Tensor(%1, %0, alpha=0.25)" in text and "prims.fma" not in text, text
    fn = NativeBackend().compile(text, cajit.GraphMeta(name="g", normalized=None, original=conv.ca_gm))
    (out,) = fn([a, c], [], [], (), ())
    torch.testing.assert_close(out, torch.ops.prims.fma(a, 0.25, c), rtol=0, atol=0)


def test_llama_through_torch_compile_and_the_switch(monkeypatch):
    """A transformers LLaMA trained the documented way: torch.compile(backend=
    "cajit") with compiled_autograd on. Its forward graph holds tensor
    constants (get_attr nodes), which cajit lifts to inputs; grads equal
    eager's across two sequence lengths; a bad token id is an error naming
    the node, not a crash."""
    transformers = pytest.importorskip("transformers")
    cfg = transformers.LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                   num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    m = transformers.LlamaForCausalLM(cfg)
    ref = transformers.LlamaForCausalLM(cfg)
    ref.load_state_dict(m.state_dict())
    monkeypatch.setattr(torch._dynamo.config, "compiled_autograd", True)
    step = torch.compile(lambda ids: m(ids, labels=ids).loss, backend="cajit")
    for length in (8, 12):
        ids = torch.randint(0, 64, (2, length))
        for p in (*m.parameters(), *ref.parameters()):
            p.grad = None
        loss = step(ids)
        ref_loss = ref(ids, labels=ids).loss
        torch.testing.assert_close(loss, ref_loss)
        loss.backward()
        ref_loss.backward()
        for a, b in zip(m.parameters(), ref.parameters()):
            torch.testing.assert_close(a.grad, b.grad, atol=1e-4, rtol=1e-3)
    assert cajit.stats()["fallbacks"] == {}
    # the forward's position ids (arange) and loss (nll_loss_forward) are
    # native too
    assert cajit.stats()["fallback_ops"] == {}, cajit.stats()["fallback_ops"]
    with pytest.raises(Exception, match="out of bounds"):
        step(torch.tensor([[0, 500, 3]]))


def test_tensor_constant_of_a_compiled_forward_is_native():
    # torch.tensor(...) in a compiled forward is aten.lift_fresh_copy of a
    # constant: a clone, lowered natively (no host fallback).
    torch.manual_seed(0)
    w = torch.randn(3, requires_grad=True)

    def f(x):
        return (x * w * torch.tensor([1.0, -2.0, 0.5])).sum()

    g = torch.compile(f, backend="cajit")
    for b in (2, 5):
        x = torch.randn(b, 3)
        torch.testing.assert_close(g(x), f(x))
    st = cajit.stats()
    assert "aten.lift_fresh_copy.default" not in st["fallback_ops"], st["fallback_ops"]
    assert st["fallbacks"] == {}, st


ARANGES = {
    "int end": lambda x: x * torch.arange(x.shape[-1]),
    "start, end, step 2, f32": lambda x: torch.arange(1, 2 * x.shape[0] + 1, 2, dtype=torch.float32) + x[:, 0],
    "float bounds": lambda x: x + torch.arange(0.0, 2.5, 0.5)[: x.shape[-1]].sum(),
    "negative step": lambda x: x[:, 0] * torch.arange(x.shape[0], 0, -1),
    "f64, bf16": lambda x: (x.double().sum(-1) + torch.arange(x.shape[0], dtype=torch.float64)
                            + torch.arange(x.shape[0], dtype=torch.bfloat16).double()),
    "empty": lambda x: x.sum() + torch.arange(x.shape[0], x.shape[0]).sum(),
}


@pytest.mark.parametrize("name", list(ARANGES))
def test_arange_over_symbolic_sizes_is_native(name):
    # aten.arange in compiled forwards (position ids, masks), its bounds
    # the graph's symbols: one graph for three shapes, values equal eager's.
    f = ARANGES[name]
    g = torch.compile(f, backend="cajit", dynamic=True)
    for shape in [(3, 5), (4, 6), (7, 5)]:
        x = torch.randn(shape)
        torch.testing.assert_close(g(x), f(x))
    st = cajit.stats()
    assert st["fallback_ops"] == {}, st["fallback_ops"]
    assert st["fallbacks"] == {}, st["fallbacks"]


def test_saved_size_of_a_view_is_computed_from_the_inputs():
    # AOTAutograd's forward returns the size of an intermediate view
    # (x.view(-1, 8)'s dim 0, s0*s1) for the backward: cajit computes it
    # from the inputs' sizes (GPT-2's attention and MLP reshape like this).
    w = torch.randn(8, 4, requires_grad=True)
    w_ref = w.detach().clone().requires_grad_()

    def f(x, w):
        y = F.gelu(x.view(-1, 8) @ w)
        return y.view(x.shape[0], x.shape[1], 4).sum()

    cf = torch.compile(f, backend="cajit", dynamic=True)
    for b, s in [(2, 3), (3, 5), (4, 4)]:
        x = torch.randn(b, s, 8, requires_grad=True)
        x_ref = x.detach().clone().requires_grad_()
        cf(x, w).backward()
        f(x_ref, w_ref).backward()
        torch.testing.assert_close(x.grad, x_ref.grad)
        torch.testing.assert_close(w.grad, w_ref.grad)
    st = cajit.stats()
    assert st["dynamo_graphs"] == {"forward": 1, "backward": 1}, st["dynamo_graphs"]
    assert st["fallbacks"] == {} and st["fallback_ops"] == {}, st


def test_int_output_over_a_data_dependent_size_is_refused():
    # nonzero's count is no placeholder's size: refused with the node, not
    # a wrong size.
    from cajit.dynamo_backend import CaConvention

    def f(x):
        nz = torch.nonzero(x)
        return nz.view(-1).sum(), nz.view(-1).shape[0]

    from torch.fx.experimental.proxy_tensor import make_fx

    torch._dynamo.config.capture_dynamic_output_shape_ops = True
    try:
        gm = make_fx(f, tracing_mode="symbolic")(torch.tensor([1.0, 0.0, 2.0]))
    finally:
        torch._dynamo.config.capture_dynamic_output_shape_ops = False
    with pytest.raises(cajit.CompileError, match=r"symbols u\d+ are no placeholder's size"):
        CaConvention(gm, [torch.tensor([1.0, 0.0, 2.0])])
