"""The host request (python/cajit/_native_request.c): what a compiled graph
hands its Python host for each host call, as typed values. A recording
host sees the node's index, the hook object itself (not an index into
hooks), the caller's own tensors for the lent tensors that are graph
inputs, the fallback's op and decoded arguments, and each result's dtype
and shape evaluated for the call (symbols included); and the errors of the
request's parts name what is wrong."""

import pytest
import torch

from cajit import native
from cajit.host import Host

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

TEXT = """cag 1
graph "requests"
sizes 1
scalars
hooks 2
packed_data 0
sym s0 = input 0 dim 0
sym s1 = sizes 0
input %0 : f32[s0, 3]
input %1 : f32[s0, 3]
%2 = host.tensor_pre_hook(%1, hook=0) : f32[s0, 3]
%3 = aten.mul.Tensor(%2, %0) : f32[s0, 3]
%4, %5 = host.backward([%0, %3], [%2], ctx=1) : (f32[s0, 3], f32[s1])
%6 = aten.special_i0e.default(%4) : f32[s0, 3]
host.accumulate_grad(%0, %6, has_post_hooks=false)
return (%5, %6)
"""


class Recording(Host):
    """A Host that keeps every request (and still runs it)."""

    def __init__(self):
        super().__init__()
        self.requests = []

    def call(self, req):
        self.requests.append(req)
        return super().call(req)


class Ctx:
    """An autograd.Function ctx stand-in: call_backward runs
    ctx._forward_cls.backward(ctx, *grads) with ctx.saved_tensors set."""

    def __init__(self):
        self.seen = None
        ctx = self

        class Fn:
            @staticmethod
            def backward(c, g):
                ctx.seen = c.saved_tensors
                return g * 2, torch.ones(4)

        self._forward_cls = Fn


def test_requests_carry_typed_values():
    compiled = native._native.Compiled(TEXT, "requests.cag")
    param = torch.randn(5, 3, requires_grad=True)
    grad = torch.randn(5, 3)
    hook = lambda g: g + 1  # noqa: E731
    ctx = Ctx()
    host = Recording()
    size = torch.empty(0, 4)  # sizes[0] = 4, as compiled autograd wraps it
    outs = compiled([param, grad], [size], [], (hook, ctx), host)
    kinds = [r.kind for r in host.requests]
    assert kinds == ["tensor_pre_hook", "backward", "fallback", "accumulate_grad"]
    pre, bw, fb, acc = host.requests
    assert acc.originals[0] is param and acc.node == 4 and acc.results == []
    # Node indexes in the graph (nodes 0..4 in text order).
    assert (pre.node, bw.node, fb.node) == (0, 2, 3)
    assert pre.where == "%2 = host.tensor_pre_hook"
    # The hook objects themselves.
    assert pre.hook is hook and bw.hook is ctx and fb.hook is None
    # Lent tensors that are graph inputs come with the caller's tensor.
    assert pre.originals[0] is grad
    assert bw.originals[0] is param and bw.originals[1] is None and bw.split == 2
    # Results evaluated for this call: s0 = 5 from input 0, s1 = 4 from sizes.
    assert pre.results == [(torch.float32, (5, 3))]
    assert bw.results == [(torch.float32, (5, 3)), (torch.float32, (4,))]
    # The fallback: its op and arguments, tensors by index into inputs.
    assert fb.op == "aten.special_i0e.default" and fb.args == [("tensor", 0)]
    assert pre.op is None and pre.args is None
    # The custom backward got the caller's param itself as a saved tensor.
    assert ctx.seen[0] is param
    got = [torch.from_dlpack(o) for o in outs]
    torch.testing.assert_close(got[0], torch.ones(4))
    want = torch.special.i0e((grad + 1) * 2)  # the backward doubles the hooked grad
    torch.testing.assert_close(got[1], want)
    torch.testing.assert_close(param.grad, want)


def test_symbols_of_a_call():
    compiled = native._native.Compiled(TEXT, "requests.cag")
    x = torch.zeros(7, 3)
    assert compiled.symbols(([x, x], [torch.empty(0, 9)], [])) == {"s0": 7, "s1": 9}
    assert compiled.symbols(([x, x], [2], [])) == {"s0": 7, "s1": 2}
    assert compiled.name == "requests"
    with pytest.raises(native._native.Error, match=r"input 0 has no dim 0"):
        compiled.symbols(([torch.tensor(1.0), x], [2], []))
    with pytest.raises(native._native.Error, match=r"the call is not \(inputs, sizes, scalars\)"):
        compiled.symbols(([x, x], [2]))
    with pytest.raises(native._native.Error, match="expected 2 inputs, got 1"):
        compiled.symbols(([x], [2], []))


def test_compiled_initializes_once():
    compiled = native._native.Compiled(TEXT, "requests.cag")
    with pytest.raises(RuntimeError, match="Compiled is initialized once"):
        compiled.__init__(TEXT)


def test_set_torch_dtypes_needs_every_dtype():
    with pytest.raises(TypeError, match="set_torch_dtypes takes a dict"):
        native._native.set_torch_dtypes([torch.float32])
    with pytest.raises(KeyError, match="no torch dtype for bool"):
        native._native.set_torch_dtypes({"f32": torch.float32})
