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
