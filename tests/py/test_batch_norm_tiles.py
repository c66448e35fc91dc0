"""BatchNorm backward's channel sums in tiles of channels inside the batch
loop (kir.h's out_tile, lib/sched/loops.c tiles_out): against eager in
float64 (no more than twice eager float32's error), with more channels
than a tile (64 + 6), a plane shorter than a partial block and one longer,
on one thread and on 2 and 3 (a thread's share of the channels starts and
ends inside a tile), and the schedule line saying so."""

import glob
import os

import pytest
import torch
import torch.nn as nn
from torch._dynamo import compiled_autograd

import cajit
from cajit import native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

# (batch, channels, height, width); batch x channels x plane >= 65536 where
# the kernel is to split its channels across threads
CASES = [
    (4, 70, 7, 7),  # two tiles (64 and 6), planes of 49: no f32 block
    (4, 70, 16, 17),  # 272 per plane: a block and 16 left
    (3, 5, 23, 29),  # one partial tile
]


def _ids(c):
    return "n%d_c%d_%dx%d" % c


def _grads(model, x, w):
    model.zero_grad()
    x.grad = None
    (model(x) * w).sum().backward()
    return [t.grad for t in model.parameters()] + [x.grad]


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_channel_sums_in_tiles(case, threads, tmp_path, monkeypatch):
    from cajit.ext import require

    n, c, h, w_ = case
    torch.manual_seed(0)
    model = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish())
    ref = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish()).double()
    ref.load_state_dict({k: t.double() for k, t in model.state_dict().items()})
    # Each channel its own offset: a sum landing in the wrong channel shows.
    x = (3.0 + torch.randn(n, c, h, w_) + torch.arange(c).view(1, c, 1, 1) / c).requires_grad_(True)
    xr = x.detach().double().requires_grad_(True)
    w = 1.0 + 0.01 * torch.randn(n, c, h, w_, dtype=torch.float64)
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
    assert cajit.stats()["fallback_ops"] == {}
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
    sums = [kir[i + 2] for i, line in enumerate(kir)
            if line.startswith("k") and "native_batch_norm_backward" in line and "reduce sum" in line
            and "accum register" in kir[i + 2]]
    assert sums, "no register channel sum"
    for s in sums:
        assert "collapse _r1.._r2" in s and s.endswith(", _r0 outside _i0 in tiles of 64"), s
