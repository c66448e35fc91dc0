"""The GPU backend's Python path (cajit.gpu, docs/cuda.md): graphs of CUDA
tensors as ordered steps (cajit's PTX kernels, GEMMs and host calls through
torch). What needs no GPU runs everywhere: step lists of the zoo's real
backward graphs, refusals, guards, the exporter's device rules. The runs
on a GPU skip visibly without one (they ran on an H100: bench/README.md,
"GPU backend")."""

from __future__ import annotations

import os
from collections import Counter

import pytest
import torch
import torch.nn as nn

import cajit
from cajit import export, gpu
from cajit.ext import available

pytestmark = pytest.mark.skipif(not available(), reason="cajit._native not built")

ZOO = os.path.join(os.path.dirname(__file__), "..", "zoo")
needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device: GPU runs skipped")


def _zoo(name: str) -> str:
    with open(os.path.join(ZOO, name)) as f:
        return f.read()


def _kinds(prog) -> Counter:
    return Counter(s[0] if s[0] != "host" else f"host:{s[2]}" for s in prog.steps)


@pytest.mark.parametrize("name", ["gpt2_0.cag", "resnet_0.cag", "llama_0.cag"])
def test_real_graph_steps(name: str) -> None:
    """A real backward graph (GEMMs, grad accumulation, convolution
    backwards) becomes PTX kernels plus steps for torch, in program order,
    every GEMM and host call of the graph among them."""
    prog = gpu.GpuBackend(sm="sm_90").program(_zoo(name), name)
    kinds = _kinds(prog)
    assert kinds["kernel"] > 0 and kinds["gemm"] > 0 and kinds["host:accumulate_grad"] > 0
    assert prog.steps[-1][2] == "final_callbacks"
    entries = prog.ptx.count(".entry")
    assert entries == kinds["kernel"], (entries, kinds)
    assert ".target sm_90" in prog.ptx
    for s in prog.steps:
        if s[0] == "gemm":
            assert all(b >= 0 for b in s[2:5])
        if s[0] == "host" and s[2] == "accumulate_grad":
            assert len(s[7]) == 2 and s[10] == ()  # (param, grad), no result
    # Grads computed into the program's own memory and read by nothing
    # else are donated: kept as .grad, not copied.
    assert any(s[0] == "host" and s[2] == "accumulate_grad" and s[11] for s in prog.steps)
    if name.startswith("resnet"):
        # Convolution backwards are library calls (cuDNN), not fallbacks.
        conv = [s for s in prog.steps if s[0] == "host" and s[9] == "aten.convolution_backward.default"]
        assert conv and all(s[8] for s in conv)


def test_kernel_entries_follow_steps() -> None:
    """Each kernel step i is the PTX entry k<i>: C launches step i by it."""
    prog = gpu.GpuBackend(sm="sm_90").program(_zoo("gpt2_0.cag"), "gpt2")
    for i, s in enumerate(prog.steps):
        assert (f".entry k{i}(" in prog.ptx) == (s[0] == "kernel"), (i, s[:2])


def test_refuses_extern_kernels() -> None:
    """What neither the emitter nor a host step runs is refused when
    compiling, naming the node and op."""
    with pytest.raises(cajit._native.Error, match=r"mkldnn_rnn_layer_backward.*extern C runtime call"):
        gpu.GpuBackend().program(_zoo("bilstm_0.cag"), "bilstm")


def test_guards_refuse_cpu_tensors() -> None:
    """The call's guards run in C before anything else: CPU tensors are no
    inputs of a GPU program."""
    text = """cag 1
sizes 0
scalars
hooks 0
packed_data 0
sym s0 = input 0 dim 0
input %0 : f32[s0]
%1 = aten.exp.default(%0) : f32[s0]
return (%1)
"""
    prog = gpu.GpuBackend().program(text, "exp")
    assert [s[0] for s in prog.steps] == ["kernel"]
    with pytest.raises(cajit._native.GuardError, match="input 0: expected a tensor on cuda:0"):
        prog.bind([torch.ones(4)], [], [], 0)
    with pytest.raises(cajit._native.GuardError):
        prog.bind([torch.ones(4, dtype=torch.float64)], [], [], 0)


def test_backend_refuses_mixed_devices() -> None:
    from cajit.backend import GraphMeta

    meta = GraphMeta(name="g", normalized=None, original=None,
                     call=([torch.ones(2, device="meta"), torch.ones(2)], [], []))
    with pytest.raises(gpu.GpuError, match="graph g: input 0 is on meta"):
        gpu.GpuBackend().compile("cag 1\n", meta)


def _placeholders(*devices: str) -> list:
    from torch._subclasses.fake_tensor import FakeTensorMode

    g = torch.fx.Graph()
    nodes = []
    with FakeTensorMode():
        for i, d in enumerate(devices):
            node = g.placeholder(f"x{i}")
            node.meta["val"] = torch.empty(2, device=d)
            nodes.append(node)
    return nodes


def test_export_graph_device() -> None:
    assert export._graph_device(_placeholders("cpu", "cpu"), "g") == torch.device("cpu")
    assert export._graph_device(_placeholders("cuda", "cuda"), "g") == torch.device("cuda", 0)
    with pytest.raises(export.ExportError, match=r"graph g: inputs on several devices: cpu \(x0\[2\]\), cuda:0"):
        export._graph_device(_placeholders("cpu", "cuda"), "g")
    # A 0-d CPU tensor beside CUDA ones is a scalar (eager's rule).
    nodes = _placeholders("cuda", "cpu")
    nodes[1].meta["val"] = nodes[1].meta["val"].sum()
    assert export._graph_device(nodes, "g") == torch.device("cuda", 0)
    with pytest.raises(export.ExportError, match="inputs on meta"):
        export._graph_device(_placeholders("meta"), "g")


# ---- on a GPU ---------------------------------------------------------------


class _MLP(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(64, 256)
        self.norm = nn.LayerNorm(256)
        self.fc2 = nn.Linear(256, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.norm(torch.nn.functional.gelu(self.fc1(x))))


def _grads(model: nn.Module, x: torch.Tensor, y: torch.Tensor, compiled: bool) -> list:
    model.zero_grad(set_to_none=True)
    loss = nn.functional.cross_entropy(model(x), y)
    if compiled:
        with cajit.enable():
            loss.backward()
    else:
        loss.backward()
    return [p.grad.clone() for p in model.parameters()]


@needs_cuda
def test_mlp_on_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Linear / GELU / LayerNorm / cross-entropy backward on CUDA: grads
    equal to eager's, computed by cajit's kernels and torch's GEMMs."""
    monkeypatch.setenv("CAJIT_TIERED", "0")
    torch.manual_seed(0)
    model = _MLP().cuda()
    x = torch.randn(32, 64, device="cuda")
    y = torch.randint(0, 10, (32,), device="cuda")
    want = _grads(model, x, y, compiled=False)
    cajit.reset_stats()
    for _ in range(2):
        got = _grads(model, x, y, compiled=True)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5)
    s = cajit.stats()
    assert s["gpu_graphs"] >= 1 and s["gpu_calls"] >= 2, s
    assert s["gpu_steps"]["kernel"] > 0 and s["gpu_steps"]["gemm"] > 0, s


def test_export_undefined_attn_bias() -> None:
    """CUDA's memory-efficient SDPA backward gets the forward's absent
    attn_bias as None (an undefined tensor): exported as `none`; None for
    another Tensor parameter is still refused."""
    op = torch.ops.aten._scaled_dot_product_efficient_attention_backward.default
    args = [None if a.name == "attn_bias" else torch.empty(1)
            if isinstance(a.type, torch._C.TensorType) else 0 for a in op._schema.arguments if not a.kwarg_only]
    export._check_tensor_args(op, args, {}, "%5 = sdpa_bwd")
    args[1] = None  # query
    with pytest.raises(export.ExportError, match="argument `query` must be a tensor"):
        export._check_tensor_args(op, args, {}, "%5 = sdpa_bwd")


# ---- the CPU schedule's loop collapse and f32 partials, on a GPU --------------
#
# The GPU emitter does not read the CPU schedule's `collapse _i1.._i2`
# (82b6a8e) or `partials f32 per 256` (0cf130e): a pointwise kernel is one
# thread per output element over the row-major linear index, a reduction
# sums in its accumulator dtype (f64 for BatchNorm backward's channel sums)
# across the threads of a block. These runs check that graphs where the
# CPU schedule collapses loops or sums in f32 blocks still compute eager's
# results on the GPU.


def _kir(tmp_path) -> str:
    import glob

    from cajit.ext import require

    texts = []
    for path in sorted(glob.glob(os.path.join(str(tmp_path), "*.cag"))):
        with open(path) as f:
            texts.append(require().dump(f.read(), "kir"))
    return "\n".join(texts)


# (batch, channels, height, width): H * W terms per channel and image
_BN_CASES = [(2, 3, 5, 5), (4, 8, 16, 16), (3, 5, 23, 29), (16, 4, 56, 56)]


@needs_cuda
@pytest.mark.parametrize("layout", ["contiguous", "channels_last"])
@pytest.mark.parametrize("case", _BN_CASES, ids=lambda c: "n%d_c%d_%dx%d" % c)
def test_batch_norm_channel_sums_on_gpu(case, layout, tmp_path, monkeypatch) -> None:
    """BatchNorm backward lowered by cajit (cuDNN off: aten's
    native_batch_norm_backward, whose channel sums the CPU runs in blocks
    of 256 f32 partials) on CUDA: against eager in float64, within twice
    eager float32's error (tests/py/test_batch_norm_partials.py's rule)."""
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    n, c, h, w_ = case
    torch.manual_seed(0)
    model = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish()).cuda()
    ref = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish()).cuda().double()
    ref.load_state_dict({k: t.double() for k, t in model.state_dict().items()})
    x = 3.0 + torch.randn(n, c, h, w_, device="cuda")
    if layout == "channels_last":
        x = x.contiguous(memory_format=torch.channels_last)
    w = 1.0 + 0.01 * torch.randn(n, c, h, w_, dtype=torch.float64, device="cuda")

    def grads(m, xi, wi, compiled):
        m.zero_grad(set_to_none=True)
        xi = xi.detach().clone().requires_grad_(True)
        loss = (m(xi) * wi).sum()
        if compiled:
            with cajit.enable():
                loss.backward()
        else:
            loss.backward()
        return [p.grad for p in m.parameters()] + [xi.grad]

    with torch.backends.cudnn.flags(enabled=False):
        got = grads(model, x, w.float(), True)
        eager = grads(model, x, w.float(), False)
        want = grads(ref, x.double(), w, False)
    s = cajit.stats()
    assert s["gpu_calls"] >= 1 and s["fallback_ops"] == {}, s
    for i, (g, e, r) in enumerate(zip(got, eager, want)):
        assert g.dtype == torch.float32 and g.shape == r.shape
        scale = r.abs().max().item() or 1.0
        err = (g.double() - r).abs().max().item() / scale
        err_eager = (e.double() - r).abs().max().item() / scale
        assert err <= max(2 * err_eager, 2e-6), \
            f"grad {i}: max |diff| / max |eager f64| = {err:.3g}, eager f32's {err_eager:.3g}"
    # The same graph's CPU schedule sums its channels in f32 blocks.
    sums = [line for line in _kir(tmp_path).splitlines() if "partials f32 per 256" in line]
    assert sums, "the CPU schedule of this graph has no f32 partials"


@needs_cuda
@pytest.mark.parametrize("inter,layout", [(7, "contiguous"), (7, "transposed"), (19, "sliced")])
def test_pointwise_rows_collapse_on_gpu(inter, layout, tmp_path, monkeypatch) -> None:
    """SwiGLU's backward over [batch, seq, intermediate] with short rows
    (tests/py/test_norm_swiglu_fusion.py test_llama_mlp_rows_collapse, on
    CUDA): the CPU schedule collapses its pointwise loops; the GPU's grads
    equal eager's for row-major, transposed and sliced inputs."""
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))

    class SwiGLU(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.gate = nn.Linear(8, inter, bias=False)
            self.up = nn.Linear(8, inter, bias=False)
            self.down = nn.Linear(inter, 8, bias=False)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.down(torch.nn.functional.silu(self.gate(x)) * self.up(x))

    torch.manual_seed(3)
    mlp = SwiGLU().cuda()
    torch.manual_seed(1)
    if layout == "transposed":
        x = torch.randn(3, 8, 5, device="cuda").transpose(-1, -2)
    elif layout == "sliced":
        x = torch.randn(3, 10, 8, device="cuda")[:, ::2, :]
    else:
        x = torch.randn(3, 5, 8, device="cuda")
    out_w = torch.randn(8, device="cuda")

    def grads(compiled):
        mlp.zero_grad(set_to_none=True)
        xi = x.detach().requires_grad_(True)
        loss = (mlp(xi) * out_w).tanh().sum()
        if compiled:
            with cajit.enable():
                loss.backward()
        else:
            loss.backward()
        return [xi.grad] + [p.grad for p in mlp.parameters()]

    want = grads(False)
    got = grads(True)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5)
    assert cajit.stats()["gpu_calls"] >= 1, cajit.stats()
    assert "collapse _i1.._i2" in _kir(tmp_path), "the CPU schedule collapses no pointwise loops here"


@needs_cuda
@pytest.mark.parametrize("tiered", ["0", "1"])
def test_backend_forward_layouts_on_gpu(tiered, monkeypatch) -> None:
    """torch.compile(backend="cajit") on CUDA (7b4c07d's output layouts):
    the forward's saved tensors have eager's strides (a slice of an input
    aliases it, a permute of a computed tensor keeps its dim order) on the
    quick tier and on the GPU program, so the backward compiles once."""
    from cajit import dynamo_backend

    monkeypatch.setenv("CAJIT_TIERED", tiered)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    forwards: list[list[torch.Tensor]] = []
    call = dynamo_backend.AotCompiled.__call__

    def spy(self, flat):
        out = call(self, flat)
        if self.kind == "forward":
            forwards.append([o for o in out if isinstance(o, torch.Tensor)])
        return out

    monkeypatch.setattr(dynamo_backend.AotCompiled, "__call__", spy)
    torch.manual_seed(0)
    w = torch.nn.Parameter(torch.randn(8, 6, device="cuda"))

    def f(w, x):
        y = x @ w.t()
        z = y.sin().permute(1, 0) @ x
        s = (y.exp()[:, ::2] * x[:, :4]).sum()
        return z.sum() + (y.t().cos() * 2).sum() + s

    g = torch.compile(f, backend="cajit")
    x = torch.randn(4, 6, device="cuda")
    ref = torch.func.grad(f)(w.detach(), x)
    for step in range(3):
        w.grad = None
        g(w, x).backward()
        torch.testing.assert_close(w.grad, ref, msg=lambda m: f"step {step}: {m}")
        assert cajit.wait_for_compiles(300)
    s = cajit.stats()
    assert s["gpu_calls"] >= 2, s
    assert s["recompiles"] == 0 and s["guard_failures"] == 0, (s["recompiles"], s["guard_failures"])
    first, last = forwards[0], forwards[-1]
    layouts = [(tuple(t.shape), t.stride()) for t in last]
    assert layouts == [(tuple(t.shape), t.stride()) for t in first]
    assert ((4, 4), (6, 1)) in layouts and ((8, 4), (1, 8)) in layouts, layouts
    assert any(t.shape == (4, 4) and t.data_ptr() == x.data_ptr() for t in last), layouts


@needs_cuda
@pytest.mark.parametrize("rows", [200, 64, 7])
def test_layer_norm_row_producer_on_gpu(rows, tmp_path, monkeypatch) -> None:
    """LayerNorm then GELU (norm_mlp's pattern; transformers' BERT and ViT
    have it too): on the CPU the GELU backward producing the norm's rows
    runs per row into a per-block scratch row before the row sums
    (row_partials.c, 'accum row (before the sums)'). The GPU runs kernels
    one after another, so its program must keep the full rows: with the
    scratch rows, every row of a block read the block's last row, and
    BERT's and ViT's grads differed from eager's on an H100."""
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 32), nn.LayerNorm(32), nn.GELU(), nn.Linear(32, 8)).cuda()
    x = torch.randn(rows, 16, device="cuda")

    def grads(compiled):
        model.zero_grad(set_to_none=True)
        loss = model(x).square().sum()
        if compiled:
            with cajit.enable():
                loss.backward()
        else:
            loss.backward()
        return [p.grad.clone() for p in model.parameters()]

    want = grads(False)
    got = grads(True)
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5)
    assert cajit.stats()["gpu_calls"] >= 1, cajit.stats()
    assert "accum row (before the sums)" in _kir(tmp_path), "no row producer in the CPU schedule of this graph"
