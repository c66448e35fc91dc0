"""The slice / split family with symbolic starts, ends and steps, end to end.

Each case slices a tensor whose dims change every step (so the re-trace
makes them symbols and compiled autograd lifts the bounds into ``sizes``),
runs ``backward()`` under cajit and compares the grad with eager's. The
shape rules must prove each bound's place in its dim from the trace's
guards (lib/ops/views.c, cajit_slice_range): open ends (``x[1:]``, the
INT64_MAX end), negative starts, steps, halves and thirds of a symbolic
dim, narrow / split / chunk / unbind, and a Swin-style window partition.
No case may fall back to eager or to host ops, nor recompile more than
once."""

from __future__ import annotations

import re

import pytest
import torch

import cajit
from harness import Recorder


def _rotate_half(x):
    e = x.shape[-1]
    return torch.cat((-x[..., e // 2 :], x[..., : e // 2]), dim=-1)


def _thirds(x):
    t = x.shape[1] // 3
    return x[:, :t] * 2 + x[:, t : 2 * t] * x[:, 2 * t :]


def _window_partition(x):
    # Swin: [B, H, W, C] -> windows of 2x2, merged patches from strided
    # slices (PatchMerging's x[:, 0::2, 0::2], ...).
    x0 = x[:, 0::2, 0::2]
    x1 = x[:, 1::2, 0::2]
    x2 = x[:, 0::2, 1::2]
    x3 = x[:, 1::2, 1::2]
    b, h, w, c = x.shape
    win = x.view(b, h // 2, 2, w // 2, 2, c).permute(0, 1, 3, 2, 4, 5)
    return torch.cat([x0, x1, x2, x3], -1).sum() + (win * win).sum()


CASES = {
    "open_end": (lambda x: x[1:], [(6, 5), (9, 7), (4, 3)]),
    "open_end_dim1": (lambda x: x[:, 1:], [(6, 5), (9, 7), (4, 3)]),
    "step2": (lambda x: x[::2], [(6, 5), (9, 7), (4, 3)]),
    "step3_offset": (lambda x: x[:, 1::3], [(6, 5), (9, 7), (4, 8)]),
    "negative_start": (lambda x: x[-2:], [(6, 5), (9, 7), (4, 3)]),
    "both_ends": (lambda x: x[1:-1], [(6, 5), (9, 7), (4, 3)]),
    "negative_end": (lambda x: x[:, :-2], [(6, 5), (9, 7), (4, 3)]),
    "shifted_loss": (lambda x: x[:, :-1] * x[:, 1:], [(3, 16), (5, 24), (2, 20)]),
    "rotate_half": (_rotate_half, [(2, 3, 8), (3, 5, 12), (2, 4, 6)]),
    "halves_by_size": (lambda x: x[..., : x.shape[-1] // 2] * x[..., x.shape[-1] // 2 :], [(3, 8), (5, 12), (4, 6)]),
    "thirds": (_thirds, [(4, 9), (3, 12), (5, 6)]),
    "narrow": (lambda x: x.narrow(1, 1, x.shape[1] // 2), [(4, 8), (3, 12), (5, 6)]),
    "split": (lambda x: torch.stack([p.sum(1) for p in x.split(2, 1)], 1), [(4, 8), (3, 12), (5, 6)]),
    "split_sizes": (lambda x: x.split([1, x.shape[1] - 1], 1)[1] * 3, [(4, 8), (3, 12), (5, 6)]),
    "chunk": (lambda x: x.chunk(2, 0)[0] * x.chunk(2, 0)[1], [(4, 8), (6, 3), (8, 5)]),
    "unbind": (lambda x: sum(t * (i + 1) for i, t in enumerate(x.unbind(1))), [(4, 3), (6, 3), (5, 3)]),
    "window_partition": (_window_partition, [(3, 12, 8, 7), (2, 8, 12, 7), (4, 12, 16, 7)]),
    # H == W in the first call (duck-sized together), then only H changes.
    "window_partition_square": (_window_partition, [(2, 8, 8, 7), (3, 12, 8, 7), (2, 4, 8, 7)]),
    # Symbolic split sizes: the count stays put, each piece's size is an
    # expression of the dim.
    "split_symbolic_sizes": (lambda x: _weighted(x.split([x.shape[1] // 3, x.shape[1] - x.shape[1] // 3], 1)),
                             [(4, 8), (3, 13), (5, 6)]),
    "split_symbolic_size": (lambda x: _weighted(x.split(x.shape[1] // 2, 1)), [(4, 8), (3, 12), (5, 6)]),
    "chunk_uneven": (lambda x: _weighted(x.chunk(3, 1)), [(2, 7), (3, 10), (4, 8)]),
    "tensor_split": (lambda x: _weighted(x.tensor_split([x.shape[1] // 4, x.shape[1] // 2], 1)),
                     [(2, 22), (3, 17), (4, 10)]),
    "narrow_symbolic_start": (lambda x: x.narrow(1, x.shape[1] // 3, x.shape[1] // 3), [(4, 9), (3, 13), (5, 7)]),
    "unbind_last": (lambda x: _weighted(x.unbind(-1)), [(4, 3, 2), (6, 5, 2), (5, 7, 2)]),
    "split_then_cat": (lambda x: torch.cat(x.split(x.shape[0] // 2, 0)[::-1], 0), [(4, 3), (6, 5), (8, 2)]),
}


def _weighted(parts):
    """Each piece scaled differently and summed over its split dim, so the
    grad tells the pieces apart."""
    return torch.cat([p.sum(1 if p.dim() > 1 else 0, keepdim=True) * (i + 1) for i, p in enumerate(parts)], -1)


@pytest.mark.parametrize("name", sorted(CASES))
def test_symbolic_slices_match_eager(name):
    fn, shapes = CASES[name]
    rec = Recorder()
    for shape in shapes:
        x = torch.randn(*shape, requires_grad=True)
        w = torch.randn_like(fn(x.detach()))
        with cajit.enable(rec):
            (fn(x) * w).sum().backward()
        xr = x.detach().clone().requires_grad_()
        (fn(xr) * w).sum().backward()
        torch.testing.assert_close(x.grad, xr.grad, msg=lambda m: f"{name} {shape}: {m}")
    s = cajit.stats()
    assert s["fallbacks"] == {} and s["fallback_ops"] == {}, s
    assert s["recompiles"] <= 1, s
    # The later steps ran a graph over symbolic dims, not one specialised
    # to each shape.
    assert re.search(r"^sym s\d+ = input \d+ dim", rec.graphs[-1]["text"], re.M), rec.graphs[-1]["text"]


def test_grad_of_a_slice_through_autograd_grad():
    x = torch.randn(7, 6, requires_grad=True)
    for rows in (7, 10, 5):
        x = torch.randn(rows, 6, requires_grad=True)
        with cajit.enable():
            (g,) = torch.autograd.grad((x[2:, ::2] ** 2).sum(), [x])
        (want,) = torch.autograd.grad((x[2:, ::2] ** 2).sum(), [x])
        torch.testing.assert_close(g, want)
    assert cajit.stats()["fallbacks"] == {}


def test_divisible_quotient_becomes_a_replacement():
    # s0 % s1 == 0 and s0 // s1 == 2 (a window partition's guards) give
    # s0 == 2 * s1, which the ShapeEnv keeps apart; normalize adds it so
    # a view's sizes (in s0 // s1) and strides (in s0) agree.
    import sympy
    from torch._dynamo.source import ConstantSource
    from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv
    from torch.utils._sympy.functions import FloorDiv, Mod

    from cajit import relations

    env = ShapeEnv()
    a = env.create_symbol(8, ConstantSource("a"), DimDynamic.DYNAMIC)
    b = env.create_symbol(4, ConstantSource("b"), DimDynamic.DYNAMIC)
    env.evaluate_expr(sympy.Eq(Mod(a, b), 0))
    env.evaluate_expr(sympy.Eq(FloorDiv(a, b), 2))
    assert env.replace(a) == a
    relations.divisible_quotients(env)
    assert env.replace(a) == 2 * b
    assert env.simplify(FloorDiv(a, b)) == 2
