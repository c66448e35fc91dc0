"""Saved tensors through cajit as eager autograd treats them: saved-tensor
hooks (pack/unpack, CPU offloading, a dtype round trip), activation
checkpointing (non-reentrant: unpack hooks; reentrant: a custom Function
that re-runs its forward on its saved inputs), and a custom backward's
``ctx.saved_tensors`` being the caller's tensors themselves.

Each test compares grads with eager and checks cajit.stats(): the graph is
compiled (no eager fallback, no fallback op) and a batch-size change does
not recompile."""

import copy
import os

import pytest
import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

import cajit
from cajit.normalize import Unsupported, unpack_hooks
from harness import assert_close, default_backend


class Block(nn.Module):
    """A small pre-norm MLP block: saves activations of several kinds
    (linear inputs, the norm's statistics, gelu's input)."""

    def __init__(self, d=8):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.up = nn.Linear(d, 2 * d)
        self.down = nn.Linear(2 * d, d)

    def forward(self, x):
        return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))


class Net(nn.Module):
    def __init__(self, wrap):
        super().__init__()
        self.blocks = nn.ModuleList([Block(), Block()])
        self.head = nn.Linear(8, 3)
        self.wrap = wrap  # how each block runs: wrap(block, x) -> y

    def forward(self, x):
        for b in self.blocks:
            x = self.wrap(b, x)
        return self.head(x).square().mean()


def _grads(net, x):
    return [x.grad, *[p.grad for p in net.parameters()]]


def _compare(wrap, batches=(5, 7), backend=None, context=None):
    """Runs the same steps eagerly and under cajit; returns cajit.stats()."""
    torch.manual_seed(0)
    net = Net(wrap)
    ref = copy.deepcopy(net)
    for b in batches:
        x = torch.randn(b, 8, requires_grad=True)
        xr = x.detach().clone().requires_grad_()
        for m in (net, ref):
            m.zero_grad(set_to_none=True)
        with context() if context else _nothing():
            ref(xr).backward()
        with cajit.enable(backend if backend is not None else default_backend()):
            with context() if context else _nothing():
                net(x).backward()
        assert_close(_grads(net, x), _grads(ref, xr), f"batch {b}")
    return cajit.stats()


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def _assert_compiled_once(st):
    assert st["fallbacks"] == {}, st["fallbacks"]
    assert st["fallback_ops"] == {}, st["fallback_ops"]
    assert st["graphs_compiled"] == 1, st
    assert st["recompiles"] == 0, st


def test_pack_unpack_hooks_called_once_each():
    calls = {"pack": 0, "unpack": 0}

    def pack(t):
        calls["pack"] += 1
        return ("boxed", t)

    def unpack(p):
        calls["unpack"] += 1
        assert p[0] == "boxed"
        return p[1]

    def wrap(b, x):
        with torch.autograd.graph.saved_tensors_hooks(pack, unpack):
            return b(x)

    st = _compare(wrap, batches=(5,))
    _assert_compiled_once(st)
    # Every saved tensor packed once in each forward, unpacked once in each
    # backward: the same count under cajit as eagerly.
    assert calls["pack"] > 0 and calls["pack"] == calls["unpack"]


def test_pack_hook_changes_dtype_and_back():
    # Saved activations stored as float64 (and the original dtype), restored
    # on unpack: the graph gets the float32 tensors back.
    def wrap(b, x):
        with torch.autograd.graph.saved_tensors_hooks(
            lambda t: (t.to(torch.float64), t.dtype), lambda p: p[0].to(p[1])
        ):
            return b(x)

    _assert_compiled_once(_compare(wrap))


def test_pack_hook_bfloat16_round_trip_matches_eager():
    # A lossy round trip: cajit must see exactly what eager's backward sees.
    def wrap(b, x):
        with torch.autograd.graph.saved_tensors_hooks(
            lambda t: t.to(torch.bfloat16) if t.is_floating_point() else t, lambda p: p.float()
        ):
            return b(x)

    _assert_compiled_once(_compare(wrap))


def test_save_on_cpu_offloading():
    def wrap(b, x):
        with torch.autograd.graph.save_on_cpu(pin_memory=False):
            return b(x)

    _assert_compiled_once(_compare(wrap))


def test_checkpoint_non_reentrant():
    _assert_compiled_once(_compare(lambda b, x: checkpoint(b, x, use_reentrant=False)))


def test_checkpoint_non_reentrant_with_dropout_rng():
    # The recomputation must replay the forward's random numbers.
    class Drop(nn.Module):
        def __init__(self, b):
            super().__init__()
            self.b = b

        def forward(self, x):
            return torch.nn.functional.dropout(self.b(x), 0.3, training=True)

    drops = {}

    def wrap(b, x):
        d = drops.setdefault(id(b), Drop(b))
        return checkpoint(d, x, use_reentrant=False)

    torch.manual_seed(0)
    net = Net(wrap)
    ref = copy.deepcopy(net)
    for b in (5, 6):
        x = torch.randn(b, 8, requires_grad=True)
        xr = x.detach().clone().requires_grad_()
        net.zero_grad(set_to_none=True)
        ref.zero_grad(set_to_none=True)
        torch.manual_seed(b)
        ref(xr).backward()
        torch.manual_seed(b)
        with cajit.enable(default_backend()):
            net(x).backward()
        assert_close(_grads(net, x), _grads(ref, xr), f"batch {b}")
    assert cajit.stats()["fallbacks"] == {}


def test_checkpoint_reentrant():
    # CheckpointFunction.backward detaches its saved inputs keeping
    # requires_grad, re-runs the block and backpropagates through it: it
    # needs the saved tensors themselves, not copies without requires_grad.
    st = _compare(lambda b, x: checkpoint(b, x, use_reentrant=True))
    assert st["fallbacks"] == {} and st["fallback_ops"] == {}, st


class Scale(torch.autograd.Function):
    """Checks in backward that ctx.saved_tensors are what eager gives."""

    seen = []

    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        ctx.ids = (id(x), id(w))
        return x * w

    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        Scale.seen.append(
            (id(x) == ctx.ids[0], id(w) == ctx.ids[1], x.requires_grad, w.requires_grad,
             x.untyped_storage().data_ptr(), w.untyped_storage().data_ptr())
        )
        return g * w, (g * x).sum(0)


@pytest.mark.parametrize("cajit_on", [False, True])
def test_custom_function_gets_saved_tensors_themselves(cajit_on):
    x = torch.randn(4, 3, requires_grad=True)
    w = torch.randn(3, requires_grad=True)
    Scale.seen.clear()
    y = Scale.apply(x, w).sin().sum()
    if cajit_on:
        with cajit.enable(default_backend()):
            y.backward()
        assert cajit.stats()["fallbacks"] == {}
    else:
        y.backward()
    assert Scale.seen == [
        (True, True, True, True, x.untyped_storage().data_ptr(), w.untyped_storage().data_ptr())
    ]
    torch.testing.assert_close(w.grad, (torch.cos(x * w) * x).sum(0))


class _Failing:
    """A backend that cannot compile anything."""

    name = "failing"

    def compile(self, text, meta):
        raise RuntimeError("no")


def test_unpack_hooks_not_called_twice_on_eager_fallback(monkeypatch):
    # Checkpointing refuses to unpack a tensor twice: the eager fallback
    # must reuse what cajit already unpacked.
    monkeypatch.setenv("CAJIT_FALLBACK", "eager")
    with pytest.warns(UserWarning, match="eagerly"):
        st = _compare(lambda b, x: checkpoint(b, x, use_reentrant=False), batches=(5,),
                      backend=_Failing())
    assert st["fallbacks"] == {"backend_RuntimeError": 1}


def test_unpack_hook_returning_non_tensor_raises_as_eager():
    x = torch.randn(3, 2, requires_grad=True)
    with torch.autograd.graph.saved_tensors_hooks(lambda t: t, lambda p: 3):
        y = (x * x).sum()
    with pytest.raises(TypeError, match="unpack_hook expected to be a Tensor but got result of type int"):
        with cajit.enable(default_backend()):
            y.backward()


def test_unpack_hook_of_unexpected_form_is_refused():
    from torch._dynamo.external_utils import call_hook

    g = torch.fx.Graph()
    inputs, _sizes, _scalars, hooks, _packed = (
        g.placeholder(n) for n in ("inputs", "sizes", "scalars", "hooks", "packed_data")
    )
    hook = g.call_function(lambda h: h[0], (hooks,))
    data = g.call_function(lambda i: i[0], (inputs,))
    g.output([g.call_function(call_hook, (hook, data), {"hook_type": "unpack_hook"})])
    gm = torch.fx.GraphModule({}, g)
    with pytest.raises(Unsupported, match=r"unpack hook is not call_hook\(hooks\[i\], packed_data\[j\]\)"):
        unpack_hooks(gm)
    # compiler_fn refuses it at the first call with a CompileError.
    compiled = cajit.compiler_fn(gm)
    with torch.no_grad(), pytest.raises(cajit.CompileError, match="unpack hook is not call_hook"):
        compiled([torch.ones(1)], [], [], (lambda p: p,), ())


@pytest.mark.parametrize("cajit_on", [False, True])
def test_backward_inputs_naming_a_custom_function_output(cajit_on):
    # backward(inputs=(y,)) with y = Scale.apply(...): eager still runs
    # Scale.backward (its grads are not needed); compiled autograd keeps the
    # call with no used result, a host.backward node without results.
    torch.manual_seed(0)
    x = torch.randn(4, 3, requires_grad=True)
    w = torch.randn(3, requires_grad=True)
    lin = nn.Linear(3, 2)
    Scale.seen.clear()
    y = Scale.apply(x, w)
    loss = lin(y).square().sum()
    if cajit_on:
        with cajit.enable(default_backend()):
            loss.backward(inputs=(y,))
        st = cajit.stats()
        assert st["fallbacks"] == {} and st["graphs_compiled"] == 1, st
    else:
        loss.backward(inputs=(y,))
    assert x.grad is None and w.grad is None and lin.weight.grad is None
    want = 2 * (y.detach() @ lin.weight.detach().T + lin.bias.detach()) @ lin.weight.detach()
    torch.testing.assert_close(y.grad, want)
    assert [s[:4] for s in Scale.seen] == [(True, True, True, True)]


def test_hf_gpt2_gradient_checkpointing():
    # transformers' own checkpointing (use_reentrant=False) on a small GPT-2.
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(0)
    cfg = transformers.GPT2Config(n_layer=2, n_embd=32, n_head=4, vocab_size=50, n_positions=32,
                                  attn_pdrop=0.0, resid_pdrop=0.0, embd_pdrop=0.0, use_cache=False)
    model = transformers.GPT2LMHeadModel(cfg)
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    model.train()
    ref = copy.deepcopy(model)
    for t in (6, 11):
        ids = torch.randint(0, 50, (2, t))
        model.zero_grad(set_to_none=True)
        ref.zero_grad(set_to_none=True)
        with cajit.enable(default_backend()):
            model(ids, labels=ids).loss.backward()
        ref(ids, labels=ids).loss.backward()
        assert_close([p.grad for p in model.parameters()], [p.grad for p in ref.parameters()],
                     f"seq {t}", default_tolerances=True)
    st = cajit.stats()
    assert st["fallbacks"] == {} and st["fallback_ops"] == {}, st
    assert st["graphs_compiled"] == 1 and st["recompiles"] == 0, st


class InplaceAxpy(torch.autograd.Function):
    """An in-place custom Function (mark_dirty) applied to a view: autograd
    wraps its node in CopySlices, whose epilogue, not validate_outputs,
    takes the backward's first result."""

    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(w)
        x.mul_(w)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, g):
        (w,) = ctx.saved_tensors
        return g * w, g.sum(0)


def test_inplace_custom_function_on_a_view_copyslices():
    def f(x, w):
        base = x * 1
        InplaceAxpy.apply(base[:2], w)
        return base.sin().sum()

    torch.manual_seed(0)
    for rows in (4, 6):
        x = torch.randn(rows, 3, requires_grad=True)
        w = torch.randn(3, requires_grad=True)
        xr, wr = x.detach().clone().requires_grad_(), w.detach().clone().requires_grad_()
        with cajit.enable(default_backend()):
            f(x, w).backward()
        f(xr, wr).backward()
        assert_close([x.grad, w.grad], [xr.grad, wr.grad], f"rows {rows}")
    st = cajit.stats()
    assert st["fallbacks"] == {} and st["graphs_compiled"] == 1, st
