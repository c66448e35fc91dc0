"""A custom backward returning None for an input that requires grad: eager
autograd leaves that grad undefined (``.grad`` stays None, ``autograd.grad``
returns None, a sum with another path keeps the other path's value).
cajit must do the same (cajit.undefined): never a zeros ``.grad`` where
eager has None (weight decay and momentum would act on it), never an error.

Each test runs the same steps eagerly and under cajit (and, where compiled
autograd's default backend runs the graph, under it too) and compares."""

import torch
from torch._dynamo import compiled_autograd

import cajit
from harness import assert_close, default_backend


class _Mul(torch.autograd.Function):
    """a * b, saving both for the backward its subclasses define."""

    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * b


class FirstOnly(_Mul):
    """a * b whose backward gives b no grad (a stop-gradient on b)."""

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, None


class NoneOnOddCalls(_Mul):
    """a * b; b's grad is None on every other call (decided at run time)."""

    calls = 0

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        NoneOnOddCalls.calls += 1
        return g * b, (None if NoneOnOddCalls.calls % 2 else g * a)


def _steps(step, mode, shapes, grad=False):
    """Runs step(shape) -> (loss, leaves) per shape, backward under
    ``mode``; returns per step the leaves' grads (.grad, or autograd.grad's
    results with ``grad``)."""
    torch.manual_seed(0)
    NoneOnOddCalls.calls = 0
    compiled_autograd.reset()
    out = []
    leaves_of_first = None
    for shape in shapes:
        loss, leaves = step(shape, leaves_of_first)
        leaves_of_first = leaves_of_first or leaves

        def run():
            if grad:
                return list(torch.autograd.grad(loss, leaves, allow_unused=True))
            loss.backward()
            return [None if p.grad is None else p.grad.clone() for p in leaves]

        if mode == "eager":
            out.append(run())
        else:
            fn = torch.compile(backend="eager") if mode == "ca" else cajit.make_compiler_fn(default_backend())
            with compiled_autograd._enable(fn):
                out.append(run())
    compiled_autograd.reset()
    return out


def _leaf_pair(shape, params):
    if params is None:
        params = [torch.randn(shape[1], requires_grad=True), torch.randn(shape[1], requires_grad=True)]
    return params


def _direct(shape, params):
    # both inputs are leaves: b's accumulate_grad gets the None.
    a, b = _leaf_pair(shape, params)
    x = torch.randn(shape)
    return (FirstOnly.apply(x * a, b.expand(shape)) ** 2).sum(), [a, b]


def _through_op(shape, params):
    # b reaches the Function through mul: the None goes through MulBackward.
    a, b = _leaf_pair(shape, params)
    x = torch.randn(shape)
    return FirstOnly.apply(x * a, x * b).sum(), [a, b]


def _sum_with_other_path(shape, params):
    # the None meets b's other path (b.exp() * 3) in a sum.
    a, b = _leaf_pair(shape, params)
    x = torch.randn(shape)
    h = x * b
    return (FirstOnly.apply(x * a, h.exp()) + 3 * h).sum(), [a, b]


SHAPES = [(4, 3), (6, 3), (5, 3)]


def _check(step, with_ca=True, grad=False):
    cajit.reset_stats()
    got = _steps(step, "cajit", SHAPES, grad)
    stats = cajit.stats()
    want = _steps(step, "eager", SHAPES, grad)
    for i, (g, w) in enumerate(zip(got, want)):
        assert_close(g, w, f"step {i}")
    if with_ca:
        ca = _steps(step, "ca", SHAPES, grad)
        for i, (g, w) in enumerate(zip(got, ca)):
            assert_close(g, w, f"step {i} vs compiled autograd")
    assert stats["fallbacks"] == {}, stats["fallbacks"]
    assert stats["fallback_ops"] == {}, stats["fallback_ops"]
    return got


def test_none_grad_of_a_leaf_stays_none():
    got = _check(_direct)
    assert all(g[1] is None for g in got)  # never zeros
    assert all(g[0] is not None for g in got)


def test_none_grad_of_a_leaf_autograd_grad():
    got = _check(_direct, grad=True)
    assert all(g[1] is None for g in got)


def test_none_grad_through_a_builtin_node():
    got = _check(_through_op)
    assert all(g[1] is None for g in got)
    _check(_through_op, grad=True)


def test_none_grad_summed_with_another_path():
    # compiled autograd's default backend fails here (torch.add of None)
    got = _check(_sum_with_other_path, with_ca=False)
    assert all(g[1] is not None for g in got)
    _check(_sum_with_other_path, with_ca=False, grad=True)


def test_none_grad_decided_at_run_time():
    def step(shape, params):
        a, b = _leaf_pair(shape, params)
        x = torch.randn(shape)
        return NoneOnOddCalls.apply(x * a, b.expand(shape)).sum(), [a, b]

    # .grad of b: None after step 0, set by step 1, kept by step 2.
    got = _check(step, with_ca=False)
    assert got[0][1] is None and got[1][1] is not None
    assert cajit.stats()["recompiles"] <= 1


def test_phimoe_sparsemixer():
    """transformers' PhiMoE router: PhimoeMultiplier's backward returns None
    for the softmax gates and the gathered multiplier, which are computed
    from the router scores (they require grad); the scores' grad comes
    from the Function's first result only."""
    from transformers.models.phimoe.modeling_phimoe import sparsemixer

    def step(shape, params):
        if params is None:
            params = [torch.randn(shape[1], 8, requires_grad=True)]
        (w,) = params
        x = torch.randn(shape)
        scores = x @ w
        multiplier, experts = sparsemixer(scores, jitter_eps=0.01, training=True)
        return (multiplier * torch.randn(multiplier.shape)).sum(), [w]

    _check(step, with_ca=False)


def test_tolerant_graph_runs_the_none_sum_eagerly():
    """cajit.undefined.tolerant: compiled autograd's graph run as it is
    (the eager fallback, the quick tier of tiered compilation) raises
    TypeError on torch.add(grad, None) where the None meets another path;
    the tolerant copy sums as autograd does."""
    from cajit.undefined import tolerant

    graphs = []

    def keep(gm):
        graphs.append(gm)
        return gm

    torch.manual_seed(0)
    a, b = torch.randn(3, requires_grad=True), torch.randn(3, requires_grad=True)
    compiled_autograd.reset()
    try:
        with compiled_autograd._enable(keep):
            _sum_with_other_path((4, 3), [a, b])[0].backward()
    except TypeError:
        pass  # the graph itself fails: what tolerant() is for
    compiled_autograd.reset()
    assert graphs, "compiled autograd captured no graph"
    gm = graphs[0]
    want = _steps(_sum_with_other_path, "eager", [(4, 3)])[0]

    def run(g):
        torch.manual_seed(0)  # as _steps: the leaves, then the data
        a, b = torch.randn(3, requires_grad=True), torch.randn(3, requires_grad=True)
        loss, _ = _sum_with_other_path((4, 3), [a, b])
        compiled_autograd.reset()
        try:
            with compiled_autograd._enable(lambda _gm: g):
                loss.backward()
        finally:
            compiled_autograd.reset()
        return [a.grad, b.grad]

    import pytest

    with pytest.raises(TypeError):
        run(gm)
    assert_close(run(tolerant(gm)), want, "tolerant graph")
