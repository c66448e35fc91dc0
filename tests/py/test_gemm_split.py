"""The weight-grad GEMMs split over k across threads (kir.h's split_k,
runtime/gemm_split.c): a small-width MLP with more rows than two blocks
(uneven blocks: 2 x 2048 + 37 rows, and 3 x 2048 + 5), on 1, 2 and 3
threads, its grads (no biases: only GEMMs make them) against eager in float64 (no more than twice eager
float32's error), and the schedule line of its weight-grad GEMMs."""

import pytest
import torch
import torch.nn as nn
from harness import assert_near_f64, cajit_weighted_sum_grads, kernel_schedules, weighted_sum_grads

from cajit import blas, native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


@pytest.fixture(autouse=True)
def _blas_gemms():
    """The split is the BLAS's way: cajit's GEMM tiles, which take these
    shapes on some CPUs, split k their own way (tests/py/test_gemm_tiles.py)."""
    blas.gemm_tiles("off")
    yield
    blas.gemm_tiles("auto")


def _model():
    return nn.Sequential(nn.Linear(32, 88, bias=False), nn.SiLU(), nn.Linear(88, 32, bias=False))


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("rows", [2 * 2048 + 37, 3 * 2048 + 5])
def test_weight_grads_split_over_k(rows, threads, tmp_path, monkeypatch):
    torch.manual_seed(0)
    model = _model()
    ref = _model().double()
    ref.load_state_dict({k: t.double() for k, t in model.state_dict().items()})
    x = torch.randn(rows, 32).requires_grad_(True)
    xr = x.detach().double().requires_grad_(True)
    w = torch.randn(rows, 32, dtype=torch.float64)
    got, kir = cajit_weighted_sum_grads(model, x, w.float(), str(tmp_path), monkeypatch, threads)
    want = weighted_sum_grads(ref, xr, w)
    eager = weighted_sum_grads(model, x.detach().clone().requires_grad_(True), w.float())
    assert_near_f64(got, eager, want)
    gemms = kernel_schedules(kir, lambda k: k.endswith(": gemm"))
    split = [s for s in gemms if s.endswith(", split k across threads if m n <= 16384, blocks of >= 2048")]
    # the two weight grads (m n = 88 x 32) and the grads of x and of the
    # SiLU's output ([rows, 88] @ [88, 32] and [rows, 32] @ [32, 88]): the
    # sizes are symbols, so m n is checked at run time
    assert len(gemms) == 4 and len(split) == 4, gemms
