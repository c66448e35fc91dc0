"""BatchNorm backward's channel sums in tiles of channels inside the batch
loop (kir.h's out_tile, lib/sched/loops.c tiles_out): against eager in
float64 (no more than twice eager float32's error), with more channels
than a tile (64 + 6), a plane shorter than a partial block and one longer,
on one thread and on 2 and 3 (a thread's share of the channels starts and
ends inside a tile), and the schedule line saying so."""

import pytest
import torch
import torch.nn as nn
from harness import assert_near_f64, cajit_weighted_sum_grads, kernel_schedules, weighted_sum_grads

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


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_channel_sums_in_tiles(case, threads, tmp_path, monkeypatch):
    n, c, h, w_ = case
    torch.manual_seed(0)
    model = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish())
    ref = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish()).double()
    ref.load_state_dict({k: t.double() for k, t in model.state_dict().items()})
    # Each channel its own offset: a sum landing in the wrong channel shows.
    x = (3.0 + torch.randn(n, c, h, w_) + torch.arange(c).view(1, c, 1, 1) / c).requires_grad_(True)
    xr = x.detach().double().requires_grad_(True)
    w = 1.0 + 0.01 * torch.randn(n, c, h, w_, dtype=torch.float64)
    got, kir = cajit_weighted_sum_grads(model, x, w.float(), str(tmp_path), monkeypatch, threads)
    want = weighted_sum_grads(ref, xr, w)
    eager = weighted_sum_grads(model, x.detach().clone().requires_grad_(True), w.float())
    assert_near_f64(got, eager, want)
    sums = [s for s in kernel_schedules(kir, lambda k: "native_batch_norm_backward" in k and "reduce sum" in k)
            if "accum register" in s]
    assert sums, "no register channel sum"
    for s in sums:
        assert "collapse _r1.._r2" in s and s.endswith(", _r0 outside _i0 in tiles of 64"), s
