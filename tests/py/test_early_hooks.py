"""Early hooks (lib/sched/early_hooks.c) seen from PyTorch: grad
accumulations and post-accumulate-grad hooks run as soon as their grads
are ready, in eager's order relative to each other and to tensor hooks,
with eager's gradients; a hook that changes its parameter in place (an
optimizer step in the backward), which would then run before kernels that
read the parameter, is refused, and CAJIT_NO_EARLY_HOOKS=1 runs it where
the graph has it, as eager does."""

import pytest
import torch
import torch.nn as nn

import cajit
from cajit import native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


def mlp() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(*[m for _ in range(4) for m in (nn.Linear(8, 8), nn.Tanh())])


def logged_backward(compiled: bool | str) -> tuple[list, dict]:
    model = mlp()
    log = []
    for n, p in model.named_parameters():
        p.register_post_accumulate_grad_hook(lambda p, n=n: log.append(("acc", n)))
    x = torch.randn(5, 8)
    h = x
    for i, m in enumerate(model):
        h = m(h)
        if isinstance(m, nn.Tanh):
            h.register_hook(lambda g, i=i: log.append(("act", i)))
    loss = h.square().sum()
    if compiled == "ca":  # compiled autograd's own graph, run eagerly
        from torch._dynamo import compiled_autograd

        with compiled_autograd._enable(lambda gm: gm):
            loss.backward()
    elif compiled:
        with cajit.enable():
            loss.backward()
    else:
        loss.backward()
    return log, {n: p.grad for n, p in model.named_parameters()}


def test_hook_order_and_grads_match_eager():
    want_log, want = logged_backward(False)
    got_log, got = logged_backward(True)
    # Host calls keep their relative order: the post-accumulate-grad hooks
    # run in eager's order, and every hook in the order of compiled
    # autograd's graph (which already runs some activation hooks before a
    # layer's weight accumulation, unlike eager).
    assert [e for e in got_log if e[0] == "acc"] == [e for e in want_log if e[0] == "acc"]
    assert got_log == logged_backward("ca")[0]
    for n in want:
        torch.testing.assert_close(got[n], want[n])


def optimizer_in_backward(compiled: bool) -> dict:
    model = mlp()
    opts = {p: torch.optim.SGD([p], lr=0.1) for p in model.parameters()}

    def step(p):
        opts[p].step()
        opts[p].zero_grad()

    for p in model.parameters():
        p.register_post_accumulate_grad_hook(step)
    loss = model(torch.randn(5, 8)).square().sum()
    if compiled:
        with cajit.enable():
            loss.backward()
    else:
        loss.backward()
    return {n: p.detach().clone() for n, p in model.named_parameters()}


def test_optimizer_in_backward_is_refused_when_hooks_run_early():
    with pytest.raises(RuntimeError, match="changed its parameter in place.*CAJIT_NO_EARLY_HOOKS=1"):
        optimizer_in_backward(True)


def test_optimizer_in_backward_without_early_hooks(monkeypatch):
    monkeypatch.setenv("CAJIT_NO_EARLY_HOOKS", "1")
    want = optimizer_in_backward(False)
    got = optimizer_in_backward(True)
    for n in want:
        torch.testing.assert_close(got[n], want[n])
