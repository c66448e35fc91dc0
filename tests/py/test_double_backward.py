"""Double backward through cajit (create_graph=True): gradient penalty,
Hessian-vector product, a MAML inner step, a custom Function with a
differentiable backward. The differentiable call runs compiled autograd's
own graph (counted in stats()["create_graph"], logged once per graph);
ordinary backwards keep compiled code. Grads of grads equal eager's."""

import copy
import logging

import pytest
import torch
import torch.nn as nn

import cajit
from harness import assert_close, default_backend


def _mlp():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 16), nn.Tanh(), nn.Linear(16, 16), nn.Softplus(), nn.Linear(16, 1))


def _both(step, batches=(5,)):
    """Runs step(model, x) eagerly and under cajit; compares param grads."""
    model = _mlp()
    ref = copy.deepcopy(model)
    for b in batches:
        x = torch.randn(b, 6)
        model.zero_grad(set_to_none=True)
        ref.zero_grad(set_to_none=True)
        with cajit.enable(default_backend()):
            got = step(model, x)
        want = step(ref, x)
        assert_close([p.grad for p in model.parameters()], [p.grad for p in ref.parameters()],
                     f"param grads, batch {b}", default_tolerances=True)
        if got is not None:
            assert_close(got, want, f"results, batch {b}", default_tolerances=True)
    return cajit.stats()


def _check_stats(st):
    assert st["fallbacks"] == {}, st
    assert st["create_graph"] >= 1, st
    # The backward of the backward runs compiled.
    assert st["graphs_compiled"] >= 1, st


def test_gradient_penalty():
    def step(model, x):
        x = x.clone().requires_grad_()
        out = model(x)
        (g,) = torch.autograd.grad(out.sum(), x, create_graph=True)
        penalty = ((g.norm(2, dim=1) - 1) ** 2).mean()
        (out.mean() + 10 * penalty).backward()
        return None

    _check_stats(_both(step))


def test_hessian_vector_product():
    def step(model, x):
        params = list(model.parameters())
        loss = model(x).square().mean()
        grads = torch.autograd.grad(loss, params, create_graph=True)
        torch.manual_seed(1)
        vs = [torch.randn_like(p) for p in params]
        dot = sum((g * v).sum() for g, v in zip(grads, vs))
        return list(torch.autograd.grad(dot, params))

    st = _both(step, batches=(5, 8))
    assert st["fallbacks"] == {} and st["create_graph"] == 2, st


def test_maml_inner_step():
    def step(model, x):
        params = dict(model.named_parameters())
        inner = torch.func.functional_call(model, params, (x,)).square().mean()
        grads = torch.autograd.grad(inner, list(params.values()), create_graph=True)
        adapted = {k: p - 0.1 * g for (k, p), g in zip(params.items(), grads)}
        torch.func.functional_call(model, adapted, (x * 2,)).square().mean().backward()
        return None

    _check_stats(_both(step))


class SoftCube(torch.autograd.Function):
    """x**3 with a backward built from differentiable ops."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return 3 * x * x * g


def test_custom_function_double_backward():
    def step(model, x):
        x = x.clone().requires_grad_()
        y = SoftCube.apply(model(x)).sum()
        (g,) = torch.autograd.grad(y, x, create_graph=True)
        g.square().sum().backward()
        return [x.grad]

    _check_stats(_both(step))


def test_logged_once_and_ordinary_backward_stays_compiled(caplog):
    model = _mlp()
    x = torch.randn(5, 6, requires_grad=True)
    with caplog.at_level(logging.WARNING, logger="cajit"), cajit.enable(default_backend()):
        for _ in range(2):
            (g,) = torch.autograd.grad(model(x).sum(), x, create_graph=True)
        compiled = cajit.stats()["graphs_compiled"]
        model(x).sum().backward()  # the same structure, no create_graph
    st = cajit.stats()
    assert st["create_graph"] == 2 and st["fallbacks"] == {}, st
    assert st["graphs_compiled"] == compiled + 1, st
    logged = [r.getMessage() for r in caplog.records if "create_graph=True" in r.getMessage()]
    assert len(logged) == 1 and "runs eagerly (differentiable)" in logged[0], logged
    (gg,) = torch.autograd.grad(g.sum(), x)
    (g_ref,) = torch.autograd.grad(model(x).sum(), x, create_graph=True)
    (gg_ref,) = torch.autograd.grad(g_ref.sum(), x)
    torch.testing.assert_close(gg, gg_ref)
