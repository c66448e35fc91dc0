"""The re-trace's views of contiguous tensors (cajit.fake_mode, FakeMode._viewed):
made directly as the contiguous as_strided of the input, with only the
equalities the view needs asserted (the products of paired runs of dims),
not every comparison torch's reshape algorithm makes. Checked three ways:
the fakes are torch's in value, sizes and aliasing; the graphs it makes
run right on shapes other than the traced ones (no needed guard lost);
and it declines where torch's path must decide (a -1, an empty or
non-contiguous input, values that do not pair up)."""

import copy

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.fx.experimental.symbolic_shapes import ShapeEnv

import cajit
import cajit.fake_mode as fake_mode_mod
import cajit.lean_trace as lean_mod
from harness import assert_close


def _symbolic(mode, shape, strides=None):
    t = torch.empty_strided(shape, strides or torch.empty(shape).stride())
    return mode.from_tensor(t)


@pytest.fixture
def modes():
    env = ShapeEnv()
    lean_mod._lean.on = True
    try:
        yield fake_mode_mod.FakeMode(shape_env=env), FakeTensorMode(shape_env=ShapeEnv())
    finally:
        lean_mod._lean.on = False


def _view(mode, base, shape_of):
    x = _symbolic(mode, *base)
    with mode:
        return x, x.view(shape_of(x))


# (input sizes, strides), the target as a function of the input's SymInts
CASES = {
    "merge": (((4, 6, 8),), lambda x: [x.shape[0] * x.shape[1], x.shape[2]]),
    "split": (((24, 8),), lambda x: [4, 6, x.shape[1]]),
    "flatten": (((4, 6, 8),), lambda x: [x.numel()]),
    "size-1 dims": (((4, 1, 8),), lambda x: [x.shape[0], x.shape[2], 1]),
    "heads": (((4, 6, 8),), lambda x: [x.shape[0], x.shape[1], 2, 4]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_view_is_torchs_in_value_and_aliases_its_input(modes, case):
    ours, torchs = modes
    base, shape_of = CASES[case]
    before = fake_mode_mod._FAST_STATS["view"]
    x, got = _view(ours, base, shape_of)
    _, want = _view(torchs, base, shape_of)
    assert fake_mode_mod._FAST_STATS["view"] == before + 1  # made directly
    assert [int(d) for d in got.shape] == [int(d) for d in want.shape]
    assert [int(s) for s in got.stride()] == [int(s) for s in want.stride()] or any(
        int(d) == 1 for d in got.shape)  # a size-1 dim's stride is free
    assert got._base is x or got.untyped_storage()._cdata == x.untyped_storage()._cdata
    assert int(got.storage_offset()) == int(x.storage_offset())


@pytest.mark.parametrize("base, shape_of", [
    (((4, 6),), lambda x: [-1, x.shape[1]]),  # -1: torch infers it
    (((4, 6), (1, 4)), lambda x: [x.numel()]),  # not contiguous
    (((4, 6),), lambda x: [5, 5]),  # the values do not pair up: torch's error
])
def test_view_left_to_torch(modes, base, shape_of):
    ours, _ = modes
    before = fake_mode_mod._FAST_STATS["view"]
    try:
        _view(ours, base, shape_of)
    except (RuntimeError, ValueError):
        pass  # torch's own error for an invalid view
    assert fake_mode_mod._FAST_STATS["view"] == before


class _Heads(nn.Module):
    """The reshapes of attention and of a token-level MLP: [b, t, d] to
    [b * t, d] and back, and heads split and merged."""

    def __init__(self, d=8, heads=2):
        super().__init__()
        self.qkv, self.out, self.heads = nn.Linear(d, 3 * d), nn.Linear(d, d), heads

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x.reshape(b * t, d)).view(b, t, 3 * d).chunk(3, dim=-1)
        q, k, v = (y.reshape(b, t, self.heads, d // self.heads).transpose(1, 2) for y in (q, k, v))
        a = torch.softmax(q @ k.transpose(-1, -2), dim=-1) @ v
        return self.out(a.transpose(1, 2).reshape(b * t, d)).view(b, t, d)


@pytest.mark.parametrize("shapes", [
    [(4, 4), (3, 5), (6, 2)],  # b == t first (the zoo transformer's [b * t, d] rows), then apart
    [(3, 5), (5, 3), (4, 4), (2, 7)],
])
def test_views_on_shapes_other_than_the_traced_ones(shapes):
    torch.manual_seed(0)
    model = _Heads()
    ref = copy.deepcopy(model)
    before = fake_mode_mod._FAST_STATS["view"]
    for b, t in shapes:
        x = torch.randn(b, t, 8)
        with cajit.enable():
            F.mse_loss(model(x), torch.zeros(b, t, 8)).backward()
        F.mse_loss(ref(x), torch.zeros(b, t, 8)).backward()
        assert_close([p.grad for p in model.parameters()], [p.grad for p in ref.parameters()], f"b {b} t {t}")
    assert fake_mode_mod._FAST_STATS["view"] > before  # the shortcut made some of the views
    assert cajit.stats()["fallbacks"] == {}
