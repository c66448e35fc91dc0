"""Tensors compiled code cannot hold: sparse gradients, tensor subclasses,
vmap-batched tensors.

- A sparse gradient (nn.Embedding(sparse=True), a custom backward returning
  a sparse COO tensor) runs: compiled code continues with its dense form,
  counted per call in cajit.stats()["densified"] (values equal eager's; the
  parameter's .grad is dense where eager's is sparse).
- An input of another kind fails the call's guards before anything runs:
  a clean CompileError naming it, or with CAJIT_FALLBACK=eager that call
  runs eagerly (counted under fallbacks["input"]) while the graph's other
  calls stay compiled."""

import copy
import logging
import os

import pytest
import torch
import torch.nn as nn

import cajit
from harness import assert_close, default_backend


def test_sparse_embedding_runs_densified_and_counted(caplog):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Embedding(20, 6, sparse=True), nn.Linear(6, 2))
    ref = copy.deepcopy(model)
    caplog.set_level(logging.WARNING, logger="cajit")
    for n in (5, 9, 7):
        idx = torch.randint(0, 20, (n, 3))
        model.zero_grad(set_to_none=True)
        ref.zero_grad(set_to_none=True)
        with cajit.enable(default_backend()):
            model(idx).square().sum().backward()
        ref(idx).square().sum().backward()
        assert ref[0].weight.grad.layout == torch.sparse_coo
        assert model[0].weight.grad.layout == torch.strided
        assert_close([p.grad.to_dense() for p in model.parameters()],
                     [p.grad.to_dense() for p in ref.parameters()], f"n {n}")
    st = cajit.stats()
    assert st["densified"] == {"EmbeddingBackward0": 3}, st
    logged = [r.getMessage() for r in caplog.records if "computes the sparse gradient" in r.getMessage()]
    assert len(logged) == 1 and "of EmbeddingBackward0 dense" in logged[0], logged
    assert st["fallbacks"] == {} and st["fallback_ops"] == {}, st
    assert st["graphs_compiled"] == 1 and st["recompiles"] == 0, st


class SparseGrad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, w):
        return w * 2

    @staticmethod
    def backward(ctx, g):
        return (g * 2).to_sparse()


@pytest.mark.skipif(os.environ.get("CAJIT_TEST_BACKEND", "native") == "reference",
                    reason="densifying host results is the native backend's (cajit.native)")
def test_custom_function_sparse_grad_densified_counted_and_logged(caplog):
    torch.manual_seed(0)
    w = torch.randn(5, 3, requires_grad=True)
    wr = w.detach().clone().requires_grad_()
    with caplog.at_level(logging.WARNING, logger="cajit"):
        for _ in range(2):
            w.grad = None
            with cajit.enable(default_backend()):
                SparseGrad.apply(w).sin().sum().backward()
    SparseGrad.apply(wr).sin().sum().backward()
    assert wr.grad.layout == torch.sparse_coo
    torch.testing.assert_close(w.grad, wr.grad.to_dense())
    st = cajit.stats()
    assert st["densified"] == {"host.backward": 2}, st
    assert st["fallbacks"] == {}, st
    logged = [r.getMessage() for r in caplog.records if "continues as to_dense()" in r.getMessage()]
    assert len(logged) == 1 and "host.backward returned a torch.sparse_coo tensor" in logged[0]


def _batched_setup():
    torch.manual_seed(0)
    x = torch.randn(4, 3, requires_grad=True)
    w = torch.randn(3, 3, requires_grad=True)
    calls = []

    def f():
        y = (x @ w).tanh()
        y.register_hook(lambda g: calls.append(1))
        return y

    return x, w, f, calls


def test_batched_grads_refused_before_anything_runs():
    x, w, f, calls = _batched_setup()
    with cajit.enable(default_backend()):
        y = f()
        torch.autograd.grad(y, (x, w), torch.ones_like(y))  # compiled for dense grads
        assert len(calls) == 1
        y = f()
        v = torch.randn(5, *y.shape)
        with pytest.raises(cajit.CompileError, match=r"inputs\[0\] is a tensor without storage"):
            torch.autograd.grad(y, (x, w), v, is_grads_batched=True)
    assert len(calls) == 1  # the refused call ran no hook


def test_batched_grads_run_eagerly_with_fallback(monkeypatch):
    monkeypatch.setenv("CAJIT_FALLBACK", "eager")
    x, w, f, calls = _batched_setup()
    v = torch.randn(5, 4, 3)
    with cajit.enable(default_backend()):
        y = f()
        dense = torch.autograd.grad(y, (x, w), torch.ones_like(y))
        y = f()
        with pytest.warns(UserWarning, match="eagerly"):
            batched = torch.autograd.grad(y, (x, w), v, is_grads_batched=True)
        compiled = cajit.stats()["graphs_compiled"]
        y = f()
        again = torch.autograd.grad(y, (x, w), torch.ones_like(y))  # compiled code again
    st = cajit.stats()
    assert st["fallbacks"] == {"input": 1}, st
    assert st["graphs_compiled"] == compiled, st
    y = f()
    assert_close(batched, torch.autograd.grad(y, (x, w), v, is_grads_batched=True), "batched")
    assert_close(again, dense, "dense after the fallback")


class TaggedParameter(nn.Parameter):
    pass


def test_subclass_input_after_dense_graph_fails_guards(monkeypatch):
    torch.manual_seed(0)
    model = nn.Linear(4, 2)
    x = torch.randn(3, 4)
    with cajit.enable(default_backend()):
        model(x).sum().backward()
    assert cajit.stats()["graphs_compiled"] == 1
    # The same graph structure with a Parameter subclass.
    tagged = nn.Linear(4, 2)
    tagged.weight = TaggedParameter(tagged.weight.detach().clone())
    ref = copy.deepcopy(tagged)
    with cajit.enable(default_backend()), pytest.raises(cajit.CompileError, match="tensor subclass"):
        tagged(x).sum().backward()
    assert tagged.weight.grad is None and tagged.bias.grad is None  # nothing ran
    monkeypatch.setenv("CAJIT_FALLBACK", "eager")
    with cajit.enable(default_backend()), pytest.warns(UserWarning, match="tensor subclass"):
        tagged(x).sum().backward()
    ref(x).sum().backward()
    assert_close([tagged.weight.grad, tagged.bias.grad], [ref.weight.grad, ref.bias.grad], "subclass")


@pytest.mark.parametrize("kind", ["sparse", "subclass"])
def test_native_call_refuses_unholdable_input_as_guard_failure(kind):
    from cajit import native

    if not native.available():
        pytest.skip("C extension not built")
    text = "\n".join([
        "cag 1", 'graph "g"', "sizes 0", "scalars", "hooks 0", "packed_data 0",
        "sym s0 = input 0 dim 0", "input %0 : f32[s0]", "assume s0 >= 2",
        "%1 = aten.neg.default(%0) : f32[s0]", "return (%1)", "",
    ])
    compiled = native._native.Compiled(text, "g.cag")
    ok = torch.randn(3)
    assert torch.equal(torch.from_dlpack(compiled([ok], [], [], [], None)[0]), -ok)
    bad = ok.to_sparse() if kind == "sparse" else TaggedParameter(ok)
    why = "doesn't have storage" if kind == "sparse" else "a tensor subclass"
    with pytest.raises(native._native.GuardError,
                       match=rf"input 0 \(\w+\) cannot be passed to compiled code: .*{why}"):
        compiled([bad], [], [], [], None)
