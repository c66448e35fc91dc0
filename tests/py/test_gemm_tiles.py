"""cajit's GEMM tiles (runtime/gemm_tiles.c) end to end, forced on
and off whatever this CPU's default: a transformers LLaMA and a Qwen2
trained three steps under cajit with the tiles on keep eager's grads and
run every GEMM on the tiles; a narrow MLP's grads are the same bits on 1,
2 and 3 threads with them; off, every GEMM goes to the BLAS; a bad mode
is refused."""

import pytest
import torch
import torch.nn as nn
from harness import cajit_weighted_sum_grads
from real_models import run_model

import cajit
from cajit import blas, ext, native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


@pytest.fixture
def tiles():
    """Turns the tiles on (skips without AVX-512F), back to auto after."""
    try:
        blas.gemm_tiles("on")
    except ext.require().Error as e:
        pytest.skip(f"no tiles on this CPU: {e}")
    yield
    blas.gemm_tiles("auto")


@pytest.fixture
def no_tiles():
    blas.gemm_tiles("off")
    yield
    blas.gemm_tiles("auto")


@pytest.mark.parametrize("name", ["llama", "qwen2"])
def test_real_model_grads_on_the_tiles(name, tiles):
    cajit.reset_stats()
    s = run_model(name, "backward").stats  # grads against eager's each step
    assert s["fallback_ops"] == {} and s["fallbacks"] == {}, s
    # every GEMM of these models is A op(B) or A^T B
    assert s["gemm_calls"]["tiles"] > 0 and s["gemm_calls"]["blas"] == 0, s["gemm_calls"]


def test_off_runs_every_gemm_on_the_blas(no_tiles):
    cajit.reset_stats()
    s = run_model("llama", "backward").stats
    assert s["gemm_calls"]["tiles"] == 0 and s["gemm_calls"]["blas"] > 0, s["gemm_calls"]
    assert not blas.gemm_tiles()


def _mlp():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(32, 88, bias=False), nn.SiLU(), nn.Linear(88, 32, bias=False))


def test_same_bits_on_any_thread_count(tiles, tmp_path, monkeypatch):
    torch.manual_seed(1)
    x = torch.randn(3 * 2048 + 5, 32).requires_grad_(True)
    w = torch.randn(3 * 2048 + 5, 32)
    grads = []
    for threads in (1, 2, 3):
        got, _ = cajit_weighted_sum_grads(_mlp(), x, w, str(tmp_path / str(threads)), monkeypatch, threads)
        grads.append(got)
        # 2 weight grads, the grads of x and of the SiLU's output
        assert cajit.stats()["gemm_calls"] == {"tiles": 4, "blas": 0}
    for g1, g in zip(grads[0], grads[1]):
        assert torch.equal(g1, g)
    for g1, g in zip(grads[0], grads[2]):
        assert torch.equal(g1, g)


def test_bad_mode_is_refused():
    with pytest.raises(ValueError, match="mode 'fast' is not one of"):
        blas.gemm_tiles("fast")
