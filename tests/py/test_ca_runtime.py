"""cajit's runtime wrapper for compiled autograd's graphs (cajit.ca_runtime):
sizes passed as ints, not wrapped in tensors marked dynamic per backward;
the rest as torch's wrapper does it."""

import pytest
import torch
import torch.nn as nn
from torch._dynamo import compiled_autograd

import cajit


def _mlp() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))


def _count_size_wrapping(monkeypatch) -> list[int]:
    calls = [0]
    real = torch._dynamo.maybe_mark_dynamic

    def counting(t, dim):
        calls[0] += 1
        return real(t, dim)

    monkeypatch.setattr(torch._dynamo, "maybe_mark_dynamic", counting)
    return calls


@pytest.mark.parametrize("wrapper", ["lean", "torch"])
def test_sizes_reach_cajit_as_ints(monkeypatch, wrapper):
    monkeypatch.setenv("CAJIT_CA_WRAPPER", wrapper)
    model, ref = _mlp(), _mlp()
    for b in (3, 5, 3, 5):
        x = torch.randn(b, 8)
        with cajit.enable():
            model(x).square().sum().backward()
        ref(x).square().sum().backward()
    calls = _count_size_wrapping(monkeypatch)
    seen: list = []
    real_call = cajit.CompiledGraph.__call__

    def spy(self, inputs, sizes, *rest):
        seen.extend(type(s) for s in sizes)
        return real_call(self, inputs, sizes, *rest)

    monkeypatch.setattr(cajit.CompiledGraph, "__call__", spy)
    x = torch.randn(5, 8)
    with cajit.enable():
        model(x).square().sum().backward()
    ref(x).square().sum().backward()
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad)
    assert seen, "the compiled graph was not called"
    if wrapper == "lean":
        assert calls[0] == 0 and set(seen) == {int}, (calls, set(seen))
    else:  # torch's wrapper: a tensor per used size, marked dynamic
        assert calls[0] > 0 and torch.Tensor in set(seen), (calls, set(seen))


def test_region_flag_and_eager_backward_inside_a_hook():
    # While the graph runs, compiled autograd reports its region and is off,
    # so a backward a hook starts runs eagerly (as under torch's wrapper).
    model = _mlp()
    w = torch.randn(3, requires_grad=True)
    seen = []

    def hook(grad):
        seen.append(compiled_autograd.in_compiled_autograd_region)
        with torch.enable_grad():  # backward runs hooks with grad mode off, as in eager
            (g,) = torch.autograd.grad((w * 2).sum(), w)
        seen.append(g.tolist())
        return grad

    x = torch.randn(4, 8, requires_grad=True)
    x.register_hook(hook)
    with cajit.enable():
        model(x).sum().backward()
    assert seen == [True, [2.0, 2.0, 2.0]], seen
    assert compiled_autograd.in_compiled_autograd_region is False


def test_torch_wrapper_when_the_capture_did_not_report_its_sizes(monkeypatch):
    # A torch whose capture does not go through remove_unused_sizes (its
    # internals moved): cajit keeps torch's wrapper instead of failing the
    # backward.
    from cajit import ca_runtime

    monkeypatch.setattr(ca_runtime._LeanInstance, "remove_unused_sizes",
                        compiled_autograd.AutogradCompilerInstance.remove_unused_sizes)
    model, ref = _mlp(), _mlp()
    calls = _count_size_wrapping(monkeypatch)
    for b in (3, 5):
        x = torch.randn(b, 8)
        with cajit.enable():
            model(x).square().sum().backward()
        ref(x).square().sum().backward()
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad)
    assert calls[0] > 0  # torch's wrapper ran
