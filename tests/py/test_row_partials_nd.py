"""Column sums in row units over several row dims (lib/sched/row_partials.c):
transformers' RMSNorm (decomposed: pow, mean, rsqrt, mul; its weight grad
a column sum over [batch, tokens]) and LayerNorm over [batch, tokens, d]
and [batch, heads, tokens, d] rows. The weight (and bias) grads become
block partial sums, [batch, ceil(tokens / 64), d], computed per row in the
row sums' loops.

Differential against eager autograd on transformers' own LlamaRMSNorm,
LlamaMLP and Qwen2RMSNorm: 3-d and 4-d inputs, token counts below one
block, across several with a partial last one, non-contiguous inputs
(transposed [tokens, batch, d] views, which join too: the partials index
the rows as they are, whatever their strides), float32, float64 and
bfloat16, on 1 and 2 threads. Each checks in the kernel IR that the
schedule was taken, and that the 2-thread grads are bit-identical to the
1-thread ones: the blocks, not the threads, fix the order of the sums."""

import copy

import pytest
import torch
import torch.nn as nn
from torch._dynamo import compiled_autograd

import cajit
from cajit import native
from test_row_partials import count, kernel_ir, partials

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

transformers = pytest.importorskip("transformers")
from transformers.models.llama import modeling_llama  # noqa: E402
from transformers.models.qwen2 import modeling_qwen2  # noqa: E402


def llama_config(d, ffn):
    return modeling_llama.LlamaConfig(hidden_size=d, intermediate_size=ffn, hidden_act="silu",
                                      mlp_bias=False, rms_norm_eps=1e-6, num_attention_heads=2,
                                      num_key_value_heads=2)


class PreNorm(nn.Module):
    """x + mlp(norm(x)), then a final norm and a head: rmsnorm_swiglu's
    block (bench/py/models.py), or the norm alone (mlp None)."""

    def __init__(self, norm, final, mlp=None, classes=5):
        super().__init__()
        self.norm, self.final, self.mlp = norm, final, mlp
        d = norm.weight.shape[0]
        self.head = nn.Linear(d, classes, bias=False, dtype=norm.weight.dtype)

    def forward(self, x):
        if self.mlp is not None:
            x = x + self.mlp(self.norm(x))
        else:
            x = x * 1.5 + self.norm(x)
        return self.head(self.final(x))


def grads(module, make_x, threads, enable=None):
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        for p in module.parameters():
            p.grad = None
        leaf, xi = make_x()
        loss = module(xi).float().tanh().sum()
        if enable is None:
            loss.backward()
        else:
            with enable():
                loss.backward()
        return [leaf.grad] + [p.grad for p in module.parameters()]
    finally:
        torch.set_num_threads(before)


def run(module, make_x, tmp_path, monkeypatch, tol):
    """cajit's grads on 1 and 2 threads against eager's; the kernel IR."""
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    if make_x()[1].dtype == torch.bfloat16:
        # Compare with float32 math on the same values (eager's bfloat16
        # sums round differently from any other order).
        def as_float():
            leaf = make_x()[0].detach().float().requires_grad_(True)
            return leaf, leaf
        want = grads(copy.deepcopy(module).float(), as_float, 1)
        want = [w.to(torch.bfloat16) for w in want]
    else:
        want = grads(module, make_x, 1)
    got = {}
    for threads in (1, 2):
        compiled_autograd.reset()
        cajit.reset_stats()
        got[threads] = grads(module, make_x, threads, cajit.enable)
        compiled_autograd.reset()
        assert cajit.stats()["fallback_ops"] == {}
    for i, (g, w) in enumerate(zip(got[1], want)):
        assert g is not None and g.dtype == w.dtype and g.shape == w.shape
        scale = max(w.abs().max().item(), 1.0)
        err = (g.double() - w.double()).abs().max().item() / scale
        assert err <= tol, f"grad {i}: max |diff| / max |eager| = {err:.3g}"
    # x's grad and the norms' weight grads (1-d); a Linear's weight grad is
    # MKL's GEMM over the rows, whose sums its threads split.
    for i, (a, b) in enumerate(zip(got[1], got[2])):
        if i == 0 or a.dim() == 1:
            assert torch.equal(a, b), f"grad {i} differs between 1 and 2 threads"
    return kernel_ir(tmp_path)


def tolerance(dtype):
    # transformers' RMSNorm computes in float32 whatever its input's dtype
    # (hidden_states.to(torch.float32)): float64 inputs get float32 sums.
    return {torch.bfloat16: 3e-2, torch.float64: 1e-5}.get(dtype, 1e-4)


def input_maker(shape, dtype, layout):
    """A function returning a fresh leaf and x of `shape` ([batch, tokens,
    d] or 4-d): the leaf itself, contiguous, or a transposed view of a leaf
    [tokens, batch, d] (the rows' dims swapped in memory), or every other
    token of a longer leaf."""
    g = torch.Generator().manual_seed(3)
    if layout == "contiguous":
        base = torch.randn(*shape, generator=g, dtype=torch.float64).to(dtype)
        def same():
            leaf = base.detach().requires_grad_(True)
            return leaf, leaf
        return same
    if layout == "transposed":
        base = torch.randn(shape[1], shape[0], *shape[2:], generator=g, dtype=torch.float64).to(dtype)

        def make():
            leaf = base.detach().requires_grad_(True)
            return leaf, leaf.transpose(0, 1)
        return make
    assert layout == "strided"
    base = torch.randn(shape[0], 2 * shape[1], *shape[2:], generator=g, dtype=torch.float64).to(dtype)

    def make():
        leaf = base.detach().requires_grad_(True)
        return leaf, leaf[:, ::2]
    return make


def init_weights(module):
    with torch.no_grad():
        for name, p in module.named_parameters():
            if "norm" in name or "final" in name:
                p.uniform_(0.5, 1.5)


CASES = [
    # shape, dtype, layout
    # (12, 200, 32) and the others past 2^16 elements pass the parallel
    # threshold: the 2-thread runs split the batches.
    ((12, 200, 32), torch.float32, "contiguous"),  # 4 blocks per batch, the last partial
    ((40, 64, 32), torch.float32, "contiguous"),  # whole blocks
    ((3, 10, 24), torch.float64, "contiguous"),  # below one block
    ((2, 3, 70, 16), torch.float32, "contiguous"),  # 4-d: rows over 3 dims
    ((17, 130, 32), torch.float32, "transposed"),
    ((4, 100, 32), torch.float64, "strided"),
    ((12, 96, 64), torch.bfloat16, "contiguous"),
]


def case_id(c):
    return "-".join(str(v).replace("torch.", "").replace(" ", "") for v in c)


@pytest.mark.parametrize("shape,dtype,layout", [pytest.param(*c, id=case_id(c)) for c in CASES])
def test_llama_rmsnorm_rows(shape, dtype, layout, tmp_path, monkeypatch):
    """LlamaRMSNorm's weight grad joins its row unit (the row sum of its
    decomposed backward and dx), as block partials over the last row dim."""
    d = shape[-1]
    torch.manual_seed(0)
    m = PreNorm(modeling_llama.LlamaRMSNorm(d, eps=1e-6), modeling_llama.LlamaRMSNorm(d, eps=1e-6)).to(dtype)
    init_weights(m)
    kir = run(m, input_maker(shape, dtype, layout), tmp_path, monkeypatch, tolerance(dtype))
    # Both norms' weight grads: the final norm's and the first's (the
    # first's dx is x's grad, so it has a row unit too).
    part, _ = partials(kir)
    assert part == 2, kir
    assert count(kir, "(sum of the blocks)") == 2, kir
    # The partials are [rows but the last, ceil(last / 64), d].
    assert count(kir, "// 64") >= 2, kir


@pytest.mark.parametrize("shape,dtype", [
    pytest.param((16, 150, 32), torch.float32, id="f32"),
    pytest.param((2, 70, 16), torch.float64, id="f64"),
    pytest.param((4, 80, 32), torch.bfloat16, id="bf16"),
])
def test_llama_mlp_block(shape, dtype, tmp_path, monkeypatch):
    """rmsnorm_swiglu's block: LlamaRMSNorm, LlamaMLP (SwiGLU), residual,
    final norm, head. Both norms' weight grads join."""
    d = shape[-1]
    torch.manual_seed(0)
    m = PreNorm(modeling_llama.LlamaRMSNorm(d, eps=1e-6), modeling_llama.LlamaRMSNorm(d, eps=1e-6),
                modeling_llama.LlamaMLP(llama_config(d, 40))).to(dtype)
    init_weights(m)
    kir = run(m, input_maker(shape, dtype, "contiguous"), tmp_path, monkeypatch, tolerance(dtype))
    part, _ = partials(kir)
    assert part == 2, kir


def test_qwen2_rmsnorm_4d(tmp_path, monkeypatch):
    """Qwen2RMSNorm over [batch, heads, tokens, d] (a per-head norm's shape)."""
    torch.manual_seed(0)
    m = PreNorm(modeling_qwen2.Qwen2RMSNorm(16, eps=1e-6), modeling_qwen2.Qwen2RMSNorm(16, eps=1e-6))
    init_weights(m)
    kir = run(m, input_maker((9, 2, 90, 16), torch.float32, "contiguous"), tmp_path, monkeypatch, 1e-4)
    assert partials(kir)[0] == 2, kir


def test_layer_norm_three_d_rows(tmp_path, monkeypatch):
    """nn.LayerNorm over [batch, tokens, d]: weight and bias grads join, and
    the GELU backward producing the rows runs per row into scratch rows
    [batch, ceil(tokens / 64), d]."""
    import torch.nn.functional as F

    class GeluNorm(nn.Module):
        def __init__(self):
            super().__init__()
            self.norm = nn.LayerNorm(32)

        def forward(self, x):
            return F.gelu(self.norm(x))

    torch.manual_seed(1)
    m = GeluNorm()
    init_weights(m)
    g = torch.Generator().manual_seed(5)
    base = torch.randn(3, 70, 32, generator=g)
    def make():
        leaf = base.detach().requires_grad_(True)
        return leaf, leaf

    kir = run(m, make, tmp_path, monkeypatch, 1e-4)
    assert partials(kir) == (2, 1), kir
