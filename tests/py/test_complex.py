"""Complex dtypes (torch.fft, complex parameters): .cag has no complex
dtypes, so a graph with a complex value runs as one counted host call
(compiled autograd's graph, eagerly) whatever CAJIT_FALLBACK says: it never
fails, its grads are eager's, every call is counted in
stats()["host_graphs"]["complex"] and the graph is logged once."""

import copy
import logging

import pytest
import torch
import torch.nn as nn

import cajit
from harness import assert_close, default_backend


class Spectral(nn.Module):
    def __init__(self, complex_weight: bool):
        super().__init__()
        self.lin = nn.Linear(8, 8)
        self.w = nn.Parameter(torch.randn(5, dtype=torch.complex64)) if complex_weight else None

    def forward(self, x):
        f = torch.fft.rfft(self.lin(x), dim=-1)
        if self.w is not None:
            f = f * self.w
        return torch.fft.irfft(f, n=8, dim=-1).square().mean() + f.abs().mean()


@pytest.mark.parametrize("complex_weight", [False, True])
def test_complex_graph_runs_as_counted_host_call(complex_weight, caplog):
    torch.manual_seed(0)
    model = Spectral(complex_weight)
    ref = copy.deepcopy(model)
    batches = (5, 9, 3)
    with caplog.at_level(logging.WARNING, logger="cajit"):
        for b in batches:
            x = torch.randn(b, 8)
            model.zero_grad(set_to_none=True)
            ref.zero_grad(set_to_none=True)
            with cajit.enable(default_backend()):
                model(x).backward()
            ref(x).backward()
            assert_close([p.grad for p in model.parameters()], [p.grad for p in ref.parameters()],
                         f"batch {b}", default_tolerances=True)
    st = cajit.stats()
    assert st["host_graphs"] == {"complex": len(batches)}, st
    assert st["fallbacks"] == {} and st["graphs_compiled"] == 0, st
    logged = [r.getMessage() for r in caplog.records if "runs as one host call" in r.getMessage()]
    assert len(logged) == 1 and "complex" in logged[0], logged


def test_complex_intermediate_only():
    # Real inputs and grads; the backward of rfft/irfft makes complex values
    # inside the graph.
    torch.manual_seed(0)
    x = torch.randn(4, 8, requires_grad=True)
    xr = x.detach().clone().requires_grad_()

    def f(t):
        return torch.fft.irfft(torch.fft.rfft(t) * 2, n=8).sin().sum()

    with cajit.enable(default_backend()):
        f(x).backward()
    f(xr).backward()
    torch.testing.assert_close(x.grad, xr.grad)
    assert cajit.stats()["host_graphs"] == {"complex": 1}


def test_complex_graph_needs_no_fallback_setting(monkeypatch):
    monkeypatch.setenv("CAJIT_FALLBACK", "error")
    w = torch.randn(3, 3, dtype=torch.complex64, requires_grad=True)
    with cajit.enable(default_backend()):
        (torch.randn(2, 3, dtype=torch.complex64) @ w).abs().sum().backward()
    assert w.grad is not None and cajit.stats()["fallbacks"] == {}


class RealPart(torch.autograd.Function):
    """Saves nothing: the graph's only complex value is the custom
    backward's result (validate_outputs declares it complex)."""

    @staticmethod
    def forward(ctx, z):
        return z.real * 2

    @staticmethod
    def backward(ctx, g):
        return (g * 2).to(torch.complex64)


def test_custom_backward_with_complex_grad(caplog):
    z = torch.randn(4, dtype=torch.complex64, requires_grad=True)
    with caplog.at_level(logging.WARNING, logger="cajit"), cajit.enable(default_backend()):
        (g,) = torch.autograd.grad(RealPart.apply(z).sum(), z)
    torch.testing.assert_close(g, torch.full((4,), 2, dtype=torch.complex64))
    assert cajit.stats()["host_graphs"] == {"complex": 1}
    assert any("gradient dtype code 9 (complex)" in r.getMessage() for r in caplog.records)
