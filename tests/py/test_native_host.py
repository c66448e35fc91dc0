"""The native host's fast paths (python/cajit/_native.c): accumulate_grad
done in C keeps eager autograd's semantics — a new .grad gets the
parameter's strides, an existing one is added to in place (the same tensor
object), retain_graph backwards accumulate, hooks still fire — and cases it
does not cover take the Python path with the same result."""

import os
import weakref

import pytest
import torch
import torch.nn as nn

import cajit
from cajit import native

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


GRAPHS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "graphs")


@pytest.mark.parametrize("name,needs_env,parsed", [
    ("embedding_backward_0", False, False),    # accumulate_grad only
    ("custom_function_backward_0", True, False),  # host.backward: symbols read per call
    ("cnn_backward_0", False, True),  # convolutions: library_nodes reads the graph
])
def test_warm_compile_parses_the_graph_only_when_needed(name, needs_env, parsed):
    """Parsing the .cag in Python allocates thousands of objects, enough to
    set off a full garbage collection inside a warm first backward: the
    native backend parses only for convolutions (library_nodes) or when a
    host call needs a node."""
    from cajit.backend import GraphMeta

    with open(os.path.join(GRAPHS, name + ".cag")) as f:
        text = f.read()
    fn = native.NativeBackend().compile(text, GraphMeta(name, None, None))
    graph = fn.__self__
    assert graph.needs_env is needs_env
    assert (graph._graph is not None) is parsed
    assert graph.nodes_by_value  # parsed on demand
