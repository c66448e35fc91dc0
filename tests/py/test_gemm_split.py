"""The weight-grad GEMMs split over k across threads (kir.h's split_k,
runtime/gemm_split.c): a small-width MLP with more rows than two blocks
(uneven blocks: 2 x 2048 + 37 rows, and 3 x 2048 + 5), on 1, 2 and 3
threads, its grads (no biases: only GEMMs make them) against eager in float64 (no more than twice eager
float32's error), and the schedule line of its weight-grad GEMMs."""

import glob
import os

import pytest
import torch
import torch.nn as nn
from torch._dynamo import compiled_autograd

import cajit
from cajit import native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


def _model():
    return nn.Sequential(nn.Linear(32, 88, bias=False), nn.SiLU(), nn.Linear(88, 32, bias=False))


def _grads(model, x, w):
    model.zero_grad()
    x.grad = None
    (model(x) * w).sum().backward()
    return [t.grad for t in model.parameters()] + [x.grad]


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("rows", [2 * 2048 + 37, 3 * 2048 + 5])
def test_weight_grads_split_over_k(rows, threads, tmp_path, monkeypatch):
    from cajit.ext import require

    torch.manual_seed(0)
    model = _model()
    ref = _model().double()
    ref.load_state_dict({k: t.double() for k, t in model.state_dict().items()})
    x = torch.randn(rows, 32).requires_grad_(True)
    xr = x.detach().double().requires_grad_(True)
    w = torch.randn(rows, 32, dtype=torch.float64)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    saved = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        cajit.reset_stats()
        compiled_autograd.reset()
        with cajit.enable():
            got = _grads(model, x, w.float())
        compiled_autograd.reset()
    finally:
        torch.set_num_threads(saved)
    assert cajit.stats()["graphs_compiled"] == 1
    want = _grads(ref, xr, w)
    eager = _grads(model, x.detach().clone().requires_grad_(True), w.float())
    for i, (g, e, r) in enumerate(zip(got, eager, want)):
        assert g.dtype == torch.float32 and g.shape == r.shape
        scale = r.abs().max().item() or 1.0
        err = (g.double() - r).abs().max().item() / scale
        err_eager = (e.double() - r).abs().max().item() / scale
        assert err <= max(2 * err_eager, 2e-6), \
            f"grad {i}: max |diff| / max |eager f64| = {err:.3g}, eager f32's {err_eager:.3g}"
    (cag,) = glob.glob(os.path.join(str(tmp_path), "*.cag"))
    with open(cag) as f:
        kir = require().dump(f.read(), "kir").splitlines()
    gemms = [kir[i + 2] for i, line in enumerate(kir) if line.startswith("k") and line.endswith(": gemm")]
    split = [s for s in gemms if s.endswith(", split k across threads if m n <= 16384, blocks of >= 2048")]
    # the two weight grads (m n = 88 x 32) and the grads of x and of the
    # SiLU's output ([rows, 88] @ [88, 32] and [rows, 32] @ [32, 88]): the
    # sizes are symbols, so m n is checked at run time
    assert len(gemms) == 4 and len(split) == 4, gemms
