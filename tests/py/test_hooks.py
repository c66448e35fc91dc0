"""Hooks and custom autograd.Functions through cajit: same grads and same
hook calls as eager, hooks are host ops in the .cag, and an exception in a
hook reaches the caller of backward unchanged."""

import copy

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import cajit
from harness import Recorder, assert_close, check_graph, host_ops, save_fixture


class Cube(torch.autograd.Function):
    """x**3 * w with a hand-written backward (returns a grad for w too)."""

    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x * x * x * w

    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        return 3 * x * x * w * g, (x * x * x * g).sum(0)


class Net(nn.Module):
    def __init__(self, hooks: bool, log: list):
        super().__init__()
        self.lin1 = nn.Linear(6, 8)
        self.lin2 = nn.Linear(8, 3)
        self.w = nn.Parameter(torch.randn(8))
        self.hooks = hooks
        self.log = log
        if hooks:
            # A tensor hook that changes the gradient, module full backward
            # (pre-)hooks, a post-accumulate-grad hook.
            self.lin1.weight.register_hook(lambda g: g * 2)
            self.lin2.register_full_backward_pre_hook(lambda m, go: (go[0] * 0.5,))
            self.lin2.register_full_backward_hook(lambda m, gi, go: log.append(("full", tuple(gi[0].shape))))
            self.lin1.bias.register_post_accumulate_grad_hook(
                lambda p: log.append(("acc", round(p.grad.sum().item(), 4)))
            )

    def forward(self, x):
        h = self.lin1(x)
        if self.hooks:
            h.register_hook(lambda g: g + 1.0)
        return self.lin2(Cube.apply(torch.tanh(h), self.w))


def _run(hooks: bool, mode: str, batches=(5, 9, 7)):
    torch.manual_seed(0)
    log_a, log_b = [], []
    net = Net(hooks, log_a)
    ref = copy.deepcopy(net)
    ref.log = log_b
    if hooks:  # deepcopy does not copy hooks: register them again
        ref = Net(hooks, log_b)
        ref.load_state_dict(net.state_dict())
    rec = Recorder()
    for bs in batches:
        x, y = torch.randn(bs, 6), torch.randint(0, 3, (bs,))
        with cajit.enable(rec):
            loss = F.cross_entropy(net(x), y)
            got = torch.autograd.grad(loss, list(net.parameters())) if mode == "grad" else loss.backward()
        ref_loss = F.cross_entropy(ref(x), y)
        if mode == "grad":
            assert_close(got, torch.autograd.grad(ref_loss, list(ref.parameters())), f"batch {bs}")
        else:
            ref_loss.backward()
            assert_close([p.grad for p in net.parameters()], [p.grad for p in ref.parameters()], f"batch {bs}")
    assert log_a == log_b
    s = cajit.stats()
    assert s["fallbacks"] == {} and s["recompiles"] == 0, s
    return rec, log_a, batches


@pytest.mark.parametrize("mode", ["backward", "grad"])
def test_custom_function(mode):
    rec, _, batches = _run(False, mode)
    for k, graph in enumerate(rec.graphs):
        check_graph(graph, batches[k])
        ops = host_ops(graph["text"])
        assert ops.get("backward") == 1, ops
        save_fixture(f"custom_function_{mode}_{k}", graph["text"])


@pytest.mark.parametrize("mode", ["backward", "grad"])
def test_hooks(mode):
    rec, log, batches = _run(True, mode)
    assert ("full", (batches[0], 8)) in log
    if mode == "backward":
        assert [e for e in log if e[0] == "acc"], "post-accumulate-grad hook did not run"
    for k, graph in enumerate(rec.graphs):
        check_graph(graph, batches[k])
        ops = host_ops(graph["text"])
        assert ops.get("tensor_pre_hook", 0) >= 1, ops
        assert ops.get("post_hook", 0) >= 1, ops  # module full backward hooks
        assert ops.get("backward", 0) >= 2, ops  # Cube and BackwardHookFunction
        if mode == "backward":
            assert ops.get("post_acc_grad_hook") == 1, ops
        save_fixture(f"hooks_{mode}_{k}", graph["text"])


class HookError(ValueError):
    pass


def test_hook_exception_reaches_caller():
    lin = nn.Linear(4, 2)

    def bad(g):
        raise HookError("boom from a tensor hook")

    lin.weight.register_hook(bad)
    for _ in range(2):  # first call compiles, second runs the compiled graph
        with pytest.raises(HookError, match="boom from a tensor hook"):
            with cajit.enable():
                lin(torch.randn(3, 4)).sum().backward()
    assert cajit.stats()["fallbacks"] == {}


def test_hook_changing_grad_shape_is_an_error():
    x = torch.randn(3, 4, requires_grad=True)
    h = x * 2
    h.register_hook(lambda g: g.sum(0))
    with pytest.raises(RuntimeError, match="size"):
        with cajit.enable():
            h.sum().backward()


def test_retain_grad_is_a_cpp_tensor_pre_hook():
    torch.manual_seed(0)
    lin = nn.Linear(4, 3)
    ref = copy.deepcopy(lin)
    rec = Recorder()
    for bs in (5, 7):
        x = torch.randn(bs, 4)
        h = lin(x)
        h.retain_grad()
        with cajit.enable(rec):
            (h.relu() * 3).sum().backward()
        h_ref = ref(x)
        h_ref.retain_grad()
        (h_ref.relu() * 3).sum().backward()
        assert_close([h.grad, lin.weight.grad, lin.bias.grad], [h_ref.grad, ref.weight.grad, ref.bias.grad], f"batch {bs}")
    assert cajit.stats()["fallbacks"] == {}
    text = rec.graphs[0]["text"]
    assert host_ops(text).get("cpp_tensor_pre_hook") == 1, text
    # A host call by design, not an op without a native lowering.
    assert cajit.stats()["fallback_ops"] == {}
    check_graph(rec.graphs[0], 5)
    save_fixture("retain_grad_0", text)
