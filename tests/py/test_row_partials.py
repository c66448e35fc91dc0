"""LayerNorm's backward in one pass over the rows (lib/sched/row_partials.c):
the weight and bias grads (column sums over the rows) become per-block
partial sums computed per row in the row sums' loops, and a GELU backward
that produces the rows the norm reads runs per row before the sums, into
a scratch row instead of a [rows, d] buffer.

Differential against eager autograd: y = gelu(LayerNorm(x)) and
LayerNorm(x) alone, affine, without bias, without affine parameters,
widths 1, 7, 63, 64 and 4097, row counts below one block, across several
blocks with a partial last one, float32, float64 and bfloat16, on 1 and 2
threads (rows enough to pass the parallel threshold); norm_mlp's block.
Rows over several dims: test_row_partials_nd.py. Each checks in the
kernel IR that the schedule was taken (or, without affine parameters, that
there is nothing to join), and the 2-thread grads are bit-identical to the
1-thread ones: the blocks, not the threads, fix the order of the sums."""

import glob
import os

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch._dynamo import compiled_autograd

import cajit
from cajit import native
from cajit.ext import require

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


class GeluNorm(nn.Module):
    """gelu(LayerNorm(x)): the GELU backward produces the rows the norm's
    backward reads (norm_mlp's blocks)."""

    def __init__(self, norm, gelu):
        super().__init__()
        self.norm, self.gelu = norm, gelu

    def forward(self, x):
        y = self.norm(x)
        return F.gelu(y) if self.gelu else y


def grads(module, x, out_w, threads, enable=None, dump=None, monkeypatch=None):
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        for p in module.parameters():
            p.grad = None
        xi = x.detach().requires_grad_(True)
        loss = (module(xi) * out_w).tanh().sum()
        if enable is None:
            loss.backward()
        else:
            with enable():
                loss.backward()
        return [xi.grad] + [p.grad for p in module.parameters()]
    finally:
        torch.set_num_threads(before)


def kernel_ir(tmp_path):
    # One graph per thread count, the same graph.
    cag = sorted(glob.glob(os.path.join(str(tmp_path), "*.cag")))[0]
    with open(cag) as f:
        return require().dump(f.read(), "kir")


def run(module, x, tmp_path, monkeypatch, tols):
    """cajit's grads on 1 and 2 threads against eager's (tols: per grad,
    the last for the rest); the kernel IR."""
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    torch.manual_seed(2)
    out_w = torch.randn(x.shape[-1], dtype=torch.float64 if x.dtype == torch.float64 else torch.float32)
    if x.dtype == torch.bfloat16:
        # Eager's bfloat16 bias grad is off from the float32 one by ~0.7 of
        # its largest element here (so is cajit's without this pass, by a
        # different amount): compare with float32 math on the same values.
        import copy

        want = grads(copy.deepcopy(module).float(), x.float(), out_w, 1)
        want = [w.to(torch.bfloat16) for w in want]
    else:
        want = grads(module, x, out_w, 1)
    got = {}
    for threads in (1, 2):
        compiled_autograd.reset()
        cajit.reset_stats()
        got[threads] = grads(module, x, out_w, threads, cajit.enable)
        compiled_autograd.reset()
        assert cajit.stats()["fallback_ops"] == {}
    for i, (g, w) in enumerate(zip(got[1], want)):
        tol = tols[i if i < len(tols) else -1]
        assert g is not None and g.dtype == w.dtype and g.shape == w.shape
        # At width 1 eager's weight grad is rounding noise: errors are
        # relative to at least 1.
        scale = max(w.abs().max().item(), 1.0)
        err = (g.double() - w.double()).abs().max().item() / scale
        assert err <= tol, f"grad {i}: max |diff| / max |eager| = {err:.3g}"
    for i, (a, b) in enumerate(zip(got[1], got[2])):
        assert torch.equal(a, b), f"grad {i} differs between 1 and 2 threads"
    return kernel_ir(tmp_path)


def count(kir, text):
    return sum(text in line for line in kir.splitlines())


def partials(kir):
    """(block partial sums run per row, producers run per row first)."""
    lines = kir.splitlines()
    per_row = [i for i, line in enumerate(lines) if "accum row" in line]
    part = sum("(block partials)" in lines[i - 2] and "scatter" in lines[i - 2] for i in per_row)
    first = sum("accum row (before the sums)" in lines[i] for i in per_row)
    return part, first


CASES = [
    # width, rows, dtype, affine, gelu
    (64, 210, torch.float32, "affine", True),  # 4 blocks, the last partial
    (63, 1200, torch.float32, "affine", True),  # past the parallel threshold
    (7, 90, torch.float64, "affine", True),
    (4097, 18, torch.float32, "affine", False),  # a row larger than L1, one block
    (64, 1200, torch.float32, "no_bias", True),
    (63, 150, torch.float64, "no_affine", True),
    (1, 120, torch.float32, "affine", True),
    (64, 1200, torch.bfloat16, "affine", True),
    (64, 1200, torch.float64, "affine", False),
]


def tolerances(dtype):
    """Per grad (x, weight, bias; the last for the rest)."""
    return {torch.bfloat16: [3e-2], torch.float64: [1e-10]}.get(dtype, [1e-4])


@pytest.mark.parametrize("width,n,dtype,affine,gelu", [
    pytest.param(*c, id="-".join(str(v).replace("torch.", "") for v in c)) for c in CASES])
def test_layer_norm_rows(width, n, dtype, affine, gelu, tmp_path, monkeypatch):
    norm = nn.LayerNorm(width, elementwise_affine=affine != "no_affine",
                        bias=affine != "no_bias", dtype=dtype)
    with torch.no_grad():
        for p in norm.parameters():
            p.uniform_(0.5, 1.5)
    torch.manual_seed(1)
    x = torch.randn(n, width, dtype=dtype)
    kir = run(GeluNorm(norm, gelu), x, tmp_path, monkeypatch, tolerances(dtype))
    part, first = partials(kir)
    sums = {"affine": 2, "no_bias": 1, "no_affine": 0}[affine]
    if width > 1:
        assert part == sums, kir
        assert first == (1 if gelu and sums else 0), kir
        # The column sums of the blocks, one per weight grad.
        assert count(kir, "(sum of the blocks)") == sums, kir


def test_norm_mlp_block(tmp_path, monkeypatch):
    """norm_mlp's block (bench/py/models.py): Linear, LayerNorm, GELU,
    LayerNorm, GELU, residual. Both norms' column sums join their row
    units, and so does the Linear's bias grad; the second GELU's backward
    (a kernel of its own before the first norm's backward) runs per row
    in it."""
    torch.manual_seed(4)

    class Block(nn.Module):
        def __init__(self, d):
            super().__init__()
            self.fc, self.ln1, self.ln2 = nn.Linear(d, d), nn.LayerNorm(d), nn.LayerNorm(d)

        def forward(self, x):
            y = F.gelu(self.ln1(self.fc(x)))
            return x + F.gelu(self.ln2(y))

    x = torch.randn(600, 48)
    kir = run(Block(48), x, tmp_path, monkeypatch, [1e-4])
    part, first = partials(kir)
    # The two norms' weight and bias grads, and fc's bias grad: a column
    # sum of the first norm's dx, read in the row loop right after dx.
    assert (part, first) == (5, 1), kir
    assert count(kir, 'aten.sum.dim_IntList (block partials)": scatter') == 1, kir
