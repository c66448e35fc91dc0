"""Joined kernels of lib/sched/siblings.c. Row consumers (the loop
schedule's ACCUM_ROW): LayerNorm's and RMSNorm's dx, a pointwise kernel
over the rows its row sums read, runs per row inside the row sums' loops,
while the row is still in cache. Pointwise siblings (ACCUM_SHARED):
SwiGLU's backward computes the up-projection's grad and silu's backward,
which both read the gated product's grad, in one loop nest.

Differential against eager: nn.LayerNorm with and without affine
parameters and bias, transformers' LlamaRMSNorm, widths 1, 7, 63 and 4097
(vector remainders, a row larger than L1), 2-d and 3-d inputs, inputs
that are not contiguous (transposed, sliced), float32 and float64. Each
also checks in the graph's kernel IR that the row schedule was chosen, so
the tests fail when the join is off; transformers' LlamaMLP likewise for
the pointwise siblings."""

import glob
import os

import pytest
import torch
import torch.nn as nn
from torch._dynamo import compiled_autograd

import cajit
from cajit import native
from cajit.ext import require

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

WIDTHS = [1, 7, 63, 4097]
LAYOUTS = ["contiguous", "transposed", "sliced"]
DTYPES = [torch.float32, torch.float64]
AFFINES = ["affine", "no_affine", "no_bias"]


def cases(widths, *others):
    """(width, layout, *other) cases. CI's sample: every width with every
    layout once, the other axes cycled along (each of their values met,
    the 20-minute budget kept); the full product with CAJIT_SWEEP_ALL=1."""
    pairs = [(w, lay) for w in widths for lay in LAYOUTS]
    if os.environ.get("CAJIT_SWEEP_ALL") == "1":
        import itertools

        return [(w, lay, *rest) for w, lay in pairs for rest in itertools.product(*others)]
    # The j-th other axis shifts by j per width, so that its values meet
    # every layout, not always the same one.
    return [(w, lay, *(axis[(i + j * (i // len(LAYOUTS))) % len(axis)] for j, axis in enumerate(others)))
            for i, (w, lay) in enumerate(pairs)]


def params(cases_):
    return [pytest.param(*c, id="-".join(str(v).replace("torch.float", "f") for v in c)) for c in cases_]


def make_input(shape, dtype, layout):
    torch.manual_seed(1)
    if layout == "transposed":  # last dim strided
        x = torch.randn(*shape[:-2], shape[-1], shape[-2], dtype=dtype).transpose(-1, -2)
    elif layout == "sliced":  # every other row of a taller tensor
        x = torch.randn(*shape[:-2], 2 * shape[-2], shape[-1], dtype=dtype)[..., ::2, :]
    else:
        x = torch.randn(*shape, dtype=dtype)
    assert x.shape == shape and (layout == "contiguous" or shape[-1] == 1 or not x.is_contiguous())
    return x


def run(module, x, tmp_path, monkeypatch, f32_math=False):
    """Grads of cajit against eager; the compiled graph's kernel IR."""
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    torch.manual_seed(2)
    out_w = torch.randn(x.shape[-1], dtype=x.dtype)

    def backward(ctx=None):
        for p in module.parameters():
            p.grad = None
        xi = x.detach().requires_grad_(True)
        loss = (module(xi) * out_w).tanh().sum()
        if ctx is None:
            loss.backward()
        else:
            with ctx():
                loss.backward()
        return [xi.grad] + [p.grad for p in module.parameters()]

    want = backward()
    compiled_autograd.reset()
    cajit.reset_stats()
    got = backward(cajit.enable)
    compiled_autograd.reset()
    assert cajit.stats()["graphs_compiled"] == 1
    assert cajit.stats()["fallback_ops"] == {}
    tol = 1e-4 if x.dtype == torch.float32 or f32_math else 1e-10
    for i, (g, w) in enumerate(zip(got, want)):
        assert g is not None and g.dtype == w.dtype and g.shape == w.shape
        # At width 1, x - mean is 0 and eager's weight grad is rounding
        # noise (~1e-6): errors are relative to at least 1.
        scale = max(w.abs().max().item(), 1.0)
        err = (g - w).abs().max().item() / scale
        assert err <= tol, f"grad {i}: max |diff| / max |eager| = {err:.3g}"
    (cag,) = glob.glob(os.path.join(str(tmp_path), "*.cag"))
    with open(cag) as f:
        return require().dump(f.read(), "kir")


def row_kernels(kir):
    """Row consumers run per row (dx), not counting the weight and bias
    grads' block partial sums, which join the same loops
    (lib/sched/row_partials.c; tests/py/test_row_partials*.py)."""
    lines = kir.splitlines()
    return sum("accum row" in line and "(block partials)" not in lines[i - 2]
               for i, line in enumerate(lines))


@pytest.mark.parametrize("width,layout,dtype,affine", params(cases(WIDTHS, DTYPES, AFFINES)))
def test_layer_norm(width, layout, dtype, affine, tmp_path, monkeypatch):
    norm = nn.LayerNorm(width, elementwise_affine=affine != "no_affine",
                        bias=affine != "no_bias", dtype=dtype)
    with torch.no_grad():
        for p in norm.parameters():
            p.uniform_(0.5, 1.5)
    kir = run(norm, make_input((3, 5, width), dtype, layout), tmp_path, monkeypatch)
    if width > 1:
        assert row_kernels(kir) == 1, kir


@pytest.mark.parametrize("width,layout,dtype", params(cases(WIDTHS, DTYPES)))
def test_llama_rms_norm(width, layout, dtype, tmp_path, monkeypatch):
    from transformers.models.llama.modeling_llama import LlamaRMSNorm

    norm = LlamaRMSNorm(width, eps=1e-6).to(dtype)
    with torch.no_grad():
        norm.weight.uniform_(0.5, 1.5)
    # LlamaRMSNorm computes in float32 whatever the input's dtype.
    kir = run(norm, make_input((4, width), dtype, layout), tmp_path, monkeypatch, f32_math=True)
    if width > 1:
        assert row_kernels(kir) == 1, kir


# widths 8, 32, 64: intermediate 19, 67, 131
@pytest.mark.parametrize("width,layout,dtype", params(cases([8, 32, 64], DTYPES)))
def test_llama_mlp(width, layout, dtype, tmp_path, monkeypatch):
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaMLP

    config = LlamaConfig(hidden_size=width, intermediate_size=2 * width + 3, hidden_act="silu",
                         num_attention_heads=1, num_key_value_heads=1)
    torch.manual_seed(3)
    mlp = LlamaMLP(config).to(dtype)
    kir = run(mlp, make_input((6, width), dtype, layout), tmp_path, monkeypatch)
    shared = [line for line in kir.splitlines() if "accum shared" in line]
    assert len(shared) == 1 and "vector" in shared[0], kir


# intermediate 7 and 19: rows shorter than a vector and with a remainder
@pytest.mark.parametrize("inter,layout", [(7, "contiguous"), (7, "transposed"), (19, "sliced")])
def test_llama_mlp_rows_collapse(inter, layout, tmp_path, monkeypatch):
    """SwiGLU's backward over [batch, seq, intermediate] runs its seq and
    intermediate loops as one (lib/sched/loops.c, collapsing a pointwise
    kernel's loops): the kernel IR says so and the grads match eager."""
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaMLP

    config = LlamaConfig(hidden_size=8, intermediate_size=inter, hidden_act="silu",
                         num_attention_heads=1, num_key_value_heads=1)
    torch.manual_seed(3)
    mlp = LlamaMLP(config)
    kir = run(mlp, make_input((3, 5, 8), torch.float32, layout), tmp_path, monkeypatch)
    lines = kir.splitlines()
    lead = [lines[i - 3] for i, line in enumerate(lines) if "accum shared" in line]
    assert len(lead) == 1 and "collapse _i1.._i2" in lead[0], kir
