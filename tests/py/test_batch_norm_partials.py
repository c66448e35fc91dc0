"""BatchNorm backward's channel sums in blocks of f32 partial sums, added
in f64 (kir.h's partial_block, lib/sched/loops.c f32_partials): against
eager in float64 (no more than twice eager float32's error), with planes
shorter than a block, exactly one block, blocks and a remainder, many
blocks, the collapsed plane at stride C (channels_last), and rows under
which the reduction dims do not collapse (the nested loops, without
blocks)."""

import pytest
import torch
import torch.nn as nn
from harness import assert_near_f64, cajit_weighted_sum_grads, kernel_schedules, weighted_sum_grads

from cajit import native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

# (batch, channels, height, width): H * W elements per collapsed plane
CASES = [
    (2, 3, 5, 5),  # 25: no full block
    (4, 8, 16, 16),  # 256: one block, nothing left
    (3, 5, 23, 29),  # 667: two blocks and 155
    (16, 4, 56, 56),  # 3136: twelve blocks and 64, 50176 terms per channel
]


def _ids(c):
    return "n%d_c%d_%dx%d" % c


@pytest.mark.parametrize("layout", ["contiguous", "channels_last", "padded_rows"])
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_channel_sums_in_f32_blocks(case, layout, tmp_path, monkeypatch):
    n, c, h, w_ = case
    torch.manual_seed(0)
    # Hardswish after the norm, as dwconv's first BatchNorm backward; the
    # input and grad offset from 0, so that the channel sums are large
    # against their terms (what a plain f32 accumulator loses).
    model = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish())
    ref = nn.Sequential(nn.BatchNorm2d(c), nn.Hardswish()).double()
    ref.load_state_dict({k: t.double() for k, t in model.state_dict().items()})
    x = 3.0 + torch.randn(n, c, h, w_)
    if layout == "channels_last":  # collapses, at stride c
        x = x.contiguous(memory_format=torch.channels_last)
    elif layout == "padded_rows":  # rows further apart than their length: nested
        x = (3.0 + torch.randn(n, c, h, w_ + 3))[..., :w_]
    x.requires_grad_(True)
    xr = x.detach().double().requires_grad_(True)
    w = 1.0 + 0.01 * torch.randn(n, c, h, w_, dtype=torch.float64)
    got, kir = cajit_weighted_sum_grads(model, x, w.float(), str(tmp_path), monkeypatch)
    want = weighted_sum_grads(ref, xr, w)
    eager = weighted_sum_grads(model, x.detach().clone().requires_grad_(True), w.float())
    # Eager float32 (its sums in double, per plane) is the yardstick;
    # the nested loops (no blocks; unchanged) measured up to 3e-6 here.
    assert_near_f64(got, eager, want, floor=1e-5 if layout == "padded_rows" else 2e-6)
    sums = [s for s in kernel_schedules(kir, lambda k: "native_batch_norm_backward" in k and "reduce sum" in k)
            if "accum register" in s]
    assert sums, "no register channel sum"
    for s in sums:
        if layout == "padded_rows":
            assert "collapse" not in s and "partials" not in s, s
        else:
            # (then tiled: test_batch_norm_tiles.py)
            assert "collapse _r1.._r2" in s and ", partials f32 per 256" in s, s
