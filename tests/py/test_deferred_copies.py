"""cajit.deferred_copies: a post-accumulate-grad hook's copy of a
functional collective's result into a tensor completes later (without
blocking the hook), yet everything that reads the tensor sees the copied
value: a later hook on the same parameter, a tensor hook of another kind,
the caller after backward(). One gloo rank in this process (an all-reduce
of one rank is the identity: the hooks double the grad first, so a read
that came before the copy would see half)."""

from __future__ import annotations

import pytest
import torch
import torch.distributed as dist
import torch.nn as nn

import cajit
from cajit import native

pytestmark = [
    pytest.mark.skipif(not native.available(), reason="C extension not built"),
    pytest.mark.skipif(not dist.is_available() or not dist.is_gloo_available(), reason="gloo is not available"),
]


@pytest.fixture
def group(tmp_path):
    store = dist.FileStore(str(tmp_path / "store"), 1)
    dist.init_process_group("gloo", store=store, rank=0, world_size=1)
    yield dist.group.WORLD
    dist.destroy_process_group()


def train_step(group, compiled: bool) -> dict:
    import torch.distributed._functional_collectives as fcol

    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(5, 7), nn.Tanh(), nn.Linear(7, 3))
    seen: dict = {}

    def reduce(p: torch.Tensor) -> None:  # DDP python_reducer's shape, doubled
        p.grad.copy_(fcol.all_reduce(p.grad * 2, "sum", group))

    for p in model.parameters():
        p.register_post_accumulate_grad_hook(reduce)
    w = model[2].weight
    # Another hook on the same parameter reads its grad after the copy.
    w.register_post_accumulate_grad_hook(lambda p: seen.__setitem__("later_hook", p.grad.clone()))

    def activation_hook(g: torch.Tensor) -> None:  # a tensor hook, after layer 2's accumulation
        seen["tensor_hook"] = w.grad.sum().item()

    h = model[0](torch.randn(4, 5))
    h.register_hook(activation_hook)
    loss = model[2](model[1](h)).square().sum()
    if compiled:
        with cajit.enable():
            loss.backward()
    else:
        loss.backward()
    seen["grads"] = {n: p.grad.clone() for n, p in model.named_parameters()}
    return seen


def test_deferred_copies_are_seen_by_every_reader(group, monkeypatch):
    monkeypatch.delenv("CAJIT_NO_DEFERRED_COPIES", raising=False)
    want = train_step(group, compiled=False)
    torch._dynamo.compiled_autograd.reset()
    cajit.reset_stats()
    got = train_step(group, compiled=True)
    assert cajit.stats()["deferred_copies"] == 4  # one per parameter, none waited in its hook
    torch.testing.assert_close(got["later_hook"], want["later_hook"])
    assert got["tensor_hook"] == pytest.approx(want["tensor_hook"])
    for n in want["grads"]:
        torch.testing.assert_close(got["grads"][n], want["grads"][n])


def test_no_deferred_copies_waits_in_the_hook(group, monkeypatch):
    monkeypatch.setenv("CAJIT_NO_DEFERRED_COPIES", "1")
    want = train_step(group, compiled=False)
    torch._dynamo.compiled_autograd.reset()
    cajit.reset_stats()
    got = train_step(group, compiled=True)
    assert cajit.stats()["deferred_copies"] == 0
    for n in want["grads"]:
        torch.testing.assert_close(got["grads"][n], want["grads"][n])
