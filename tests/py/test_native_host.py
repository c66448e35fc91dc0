"""The native host's fast paths (python/cajit/_native.c): accumulate_grad
done in C keeps eager autograd's semantics — a new .grad gets the
parameter's strides, an existing one is added to in place (the same tensor
object), retain_graph backwards accumulate, hooks still fire — and cases it
does not cover take the Python path with the same result."""

import weakref

import pytest
import torch
import torch.nn as nn

import cajit
from cajit import native
from torch._dynamo import compiled_autograd

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


def counts() -> tuple[int, int, int]:
    """(hits, misses, steals) of the accumulate_grad fast path."""
    return native._native.fast_path_counts()


class Model(nn.Module):
    """y = relu(x @ w) @ v + b, with w stored transposed (strides (1, 6))."""

    def __init__(self) -> None:
        super().__init__()
        self.w = nn.Parameter(torch.randn(6, 5).t().contiguous().t())
        self.v = nn.Parameter(torch.randn(5, 3))
        self.b = nn.Parameter(torch.randn(3))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(x @ self.w) @ self.v + self.b


def grads(model: nn.Module, x: torch.Tensor, compiled: bool, steps: int = 1,
          retain: bool = False) -> dict:
    for _ in range(steps):
        loss = model(x).square().sum()
        if compiled:
            with cajit.enable():
                loss.backward(retain_graph=retain)
                if retain:
                    loss.backward()
        else:
            loss.backward(retain_graph=retain)
            if retain:
                loss.backward()
    return {n: p.grad for n, p in model.named_parameters()}


def twin() -> tuple[nn.Module, nn.Module, torch.Tensor]:
    a = Model()
    b = Model()
    b.load_state_dict(a.state_dict())
    with torch.no_grad():  # load_state_dict copies values, keep w's strides
        b.w.set_(a.w.detach().clone().t().contiguous().t())
    return a, b, torch.randn(4, 6)


def test_new_grad_gets_the_parameters_strides():
    eager, comp, x = twin()
    assert comp.w.stride() == (1, 6)
    want = grads(eager, x, compiled=False)
    hits = counts()[0]
    got = grads(comp, x, compiled=True)
    assert counts()[0] - hits == 3
    for n in want:
        torch.testing.assert_close(got[n], want[n])
        assert got[n].stride() == want[n].stride(), n
    assert got["w"].stride() == (1, 6)
    assert not got["w"].requires_grad


def test_fresh_grads_are_kept_without_a_copy():
    """A grad the graph computed into memory of its own (donated) becomes
    .grad itself when .grad is None and the strides agree, as eager's
    AccumulateGrad steals a fresh grad: w, stored transposed, gets a copy
    with its strides; v and b keep the graph's tensors. The kept tensors
    stay valid after the call, are added to in place by the next backward
    and return their memory when dropped."""
    eager, comp, x = twin()
    want = grads(eager, x, compiled=False, steps=2)
    hits, _, steals = counts()
    first = grads(comp, x, compiled=True)
    assert counts()[0] - hits == 3
    assert counts()[2] - steals == 2  # v and b; w's strides differ
    assert comp.w.grad.stride() == (1, 6)
    kept = {n: g.data_ptr() for n, g in first.items()}
    got = grads(comp, x, compiled=True)
    for n in want:
        assert got[n].data_ptr() == kept[n], n
        torch.testing.assert_close(got[n], want[n])
    for p in comp.parameters():
        p.grad = None  # frees the kept tensors through the runtime
    again = grads(comp, x, compiled=True)
    for n in want:
        torch.testing.assert_close(again[n] * 2, want[n])


def test_existing_grad_is_added_in_place():
    eager, comp, x = twin()
    want = grads(eager, x, compiled=False, steps=2)
    grads(comp, x, compiled=True)
    before = {n: p.grad for n, p in comp.named_parameters()}
    ptrs = {n: g.data_ptr() for n, g in before.items()}
    hits = counts()[0]
    got = grads(comp, x, compiled=True)
    assert counts()[0] - hits == 3
    for n in want:
        assert got[n] is before[n], n
        assert got[n].data_ptr() == ptrs[n]
        torch.testing.assert_close(got[n], want[n])


def test_retain_graph_accumulates_twice():
    eager, comp, x = twin()
    want = grads(eager, x, compiled=False, retain=True)
    got = grads(comp, x, compiled=True, retain=True)
    single = grads(Model(), x, compiled=False)  # other weights: just shapes
    for n in want:
        assert got[n].shape == single[n].shape
        torch.testing.assert_close(got[n], want[n])


def test_hooks_still_fire():
    eager, comp, x = twin()
    logs: dict[str, list] = {"eager": [], "cajit": []}
    for name, m in (("eager", eager), ("cajit", comp)):
        log = logs[name]
        m.v.register_hook(lambda g, log=log: log.append(("v", g.sum().item())) or g * 2)
        m.w.register_post_accumulate_grad_hook(
            lambda p, log=log: log.append(("w acc", p.grad.sum().item())))
    want = grads(eager, x, compiled=False, steps=2)
    got = grads(comp, x, compiled=True, steps=2)
    for n in want:
        torch.testing.assert_close(got[n], want[n])
    assert [k for k, _ in logs["cajit"]] == [k for k, _ in logs["eager"]]
    for (_, a), (_, b) in zip(logs["cajit"], logs["eager"]):
        assert a == pytest.approx(b, rel=1e-5)


def test_non_dense_parameter_takes_the_python_path():
    base = torch.randn(5, 12)
    eager = nn.Parameter(base[:, ::2])  # strides (12, 2): not dense
    comp = nn.Parameter(base.clone()[:, ::2])
    x = torch.randn(3, 5)
    (x @ eager).sum().backward()
    misses = counts()[1]
    with cajit.enable():
        (x @ comp).sum().backward()
    assert counts()[1] > misses
    torch.testing.assert_close(comp.grad, eager.grad)
    assert comp.grad.stride() == eager.grad.stride()


def test_saved_tensors_are_freed_during_the_backward():
    """Compiled autograd lets its backend steal the inputs list: each saved
    tensor goes once no kernel reads it (cajit_call.release_inputs), as eager
    autograd frees it after its node, not at the end of the backward."""
    torch.manual_seed(0)
    lin1, lin2 = nn.Linear(8, 16), nn.Linear(16, 4)
    x = torch.randn(5, 8, requires_grad=True)
    h = torch.tanh(lin1(x))  # lin2's addmm saves h itself (its mat1)
    alive_in_hook = []
    h_ref = weakref.ref(h)
    # x's grad comes last, after lin2's and tanh's backward read h.
    x.register_hook(lambda g: alive_in_hook.append(h_ref() is not None))
    loss = lin2(h).square().sum()
    del h
    assert h_ref() is not None  # the graph holds it
    with cajit.enable():
        loss.backward()
    assert alive_in_hook == [False]
    expected = torch.autograd.grad(lin2(torch.tanh(lin1(x))).square().sum(), x)[0]
    torch.testing.assert_close(x.grad, expected)


class _Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x * w * 2

    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        return g * w * 2, (g * x * 2).sum(0)


def test_the_run_time_path_never_parses_cag(monkeypatch):
    """Everything a host call needs comes from C as typed values (the
    request: node, hook object, caller's tensors, result shapes): the
    Python .cag parser (cajit.cag) is for tools only. A custom backward
    (its result shapes), hooks, a convolution (library_nodes) and a
    fallback op run with the parser disabled, grads equal eager."""
    from cajit import cag

    def refuse(*a, **k):
        raise AssertionError("cajit.cag.parse called on the run-time path")

    monkeypatch.setattr(cag, "parse", refuse)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    torch.manual_seed(0)
    conv = torch.nn.Conv2d(3, 4, 3, padding=1)
    w = torch.randn(4, requires_grad=True)
    x = torch.randn(2, 3, 6, 6, requires_grad=True)

    def loss_of(conv, w, x, hooked):
        h = conv(x).permute(0, 2, 3, 1)
        if hooked:
            h.register_hook(lambda g: g * 0.5)
        y = _Double.apply(h, w)
        return torch.special.i1(y).sum()  # no native lowering: a fallback

    ref = torch.nn.Conv2d(3, 4, 3, padding=1)
    ref.load_state_dict(conv.state_dict())
    wr, xr = w.detach().clone().requires_grad_(), x.detach().clone().requires_grad_()
    compiled_autograd.reset()
    cajit.reset_stats()
    for b in (2, 3):  # the second call recompiles for another batch
        x = torch.randn(b, 3, 6, 6, requires_grad=True)
        xr = x.detach().clone().requires_grad_()
        for p in (*conv.parameters(), w, *ref.parameters(), wr):
            p.grad = None
        with cajit.enable():
            loss_of(conv, w, x, True).backward()
        loss_of(ref, wr, xr, True).backward()
        for got, want in zip((*conv.parameters(), w, x), (*ref.parameters(), wr, xr)):
            torch.testing.assert_close(got.grad, want.grad)
    assert cajit.stats()["graphs_compiled"] >= 1
