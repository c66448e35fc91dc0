"""Hand-written graphs with compiled autograd's signature, for what the model
zoo does not produce: int and float ``scalars``, non-positive ``sizes``
entries, guards on them, and unsupported constructs."""

import pytest
import torch
import torch.fx

import cajit
from cajit import cag
from cajit.backend import GraphMeta, GuardFailure
from cajit.export import to_cag
from cajit.normalize import Unsupported, normalize
from cajit.reference import CagRunner, FxBackend
from torch._dynamo.external_utils import unwrap_maybe_dynamic_int


def _trace(mod):
    # Keep unwrap_maybe_dynamic_int a call in the graph, as compiled
    # autograd's graphs have it.
    tracer = torch.fx.Tracer(autowrap_functions=(unwrap_maybe_dynamic_int,))
    return torch.fx.GraphModule(mod, tracer.trace(mod))


class ScaleShift(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        x = inputs[0]
        n = unwrap_maybe_dynamic_int(sizes[0])
        pad = unwrap_maybe_dynamic_int(sizes[1])  # a non-positive entry
        y = x * scalars[1] + scalars[0]
        y = y.view(n, -1) + pad
        return [y.sum(0)]


def _args(rows=4, cols=6, k=3, f=0.5, pad=-2):
    return [torch.randn(rows, cols)], [torch.empty(0, rows * cols // 2), pad], [k, f], (), ()


def _eager(args):
    (x,), sizes, (k, f), _, _ = args
    n = sizes[0].shape[1]
    return [((x * f + k).view(n, -1) + sizes[1]).sum(0)]


def test_scalars_and_sizes_become_symbols():
    gm = _trace(ScaleShift())
    args = _args()
    n = normalize(gm, *args)
    text = to_cag(n, "scale_shift")
    g = cag.parse(text)
    assert g.scalar_types == ["int", "float"]
    kinds = {src[0] for src in g.syms.values()}
    assert kinds == {"input", "sizes", "scalars"}
    assert any(name.startswith("f") for name in g.syms), text
    runner = CagRunner(g, check_types=True)
    for a in (args, _args(rows=8, k=5, f=-1.25)):
        torch.testing.assert_close(runner(*a), _eager(a))
    # A negative sizes entry (ignore_index -100, padding_idx -1, a slice's
    # -1) is a guarded constant, not a symbol: symbols in sizes may become
    # tensor dims, which must not be negative. Another value recompiles.
    with pytest.raises(GuardFailure, match="assumption"):
        runner(*_args(rows=8, pad=0))
    fx = FxBackend().compile(text, GraphMeta("scale_shift", n, gm))
    torch.testing.assert_close(fx(*args), _eager(args))


def test_scalar_kind_and_view_guards():
    gm = _trace(ScaleShift())
    runner = CagRunner(cag.parse(to_cag(normalize(gm, *_args()))))
    bad = list(_args())
    bad[2] = [3, 2]  # float entry given as int
    with pytest.raises(GuardFailure, match="scalars 1"):
        runner(*bad)
    # sizes[0] must divide rows*cols exactly for the view: the trace
    # guarded it.
    with pytest.raises(GuardFailure):
        runner([torch.randn(4, 6)], [torch.empty(0, 5), -2], [3, 0.5], (), ())


@torch.no_grad()  # compiled autograd calls the graph with grad mode off
def test_compiler_fn_recompiles_on_guard_failure():
    gm = _trace(ScaleShift())
    fn = cajit.compiler_fn(gm)
    for a in (_args(), _args(rows=6), _args(rows=1, cols=2)):
        expected = _eager(a)
        torch.testing.assert_close(fn(*a), expected)
        # Compiled autograd lets the graph steal its inputs list: the call
        # drops each input once read (a guard failure first leaves it whole).
        assert a[0] == [None]
    s = cajit.stats()
    assert s["graphs_compiled"] >= 2 and s["recompiles"] >= 1 and s["fallbacks"] == {}, s


class UsesPackedData(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        return [inputs[0] + packed_data[0]]


@torch.no_grad()  # compiled autograd calls the graph with grad mode off
def test_unsupported_graph_raises_a_clear_error():
    gm = _trace(UsesPackedData())
    x = torch.randn(3)
    fn = cajit.compiler_fn(gm)
    with pytest.raises(cajit.CompileError, match="CAJIT_FALLBACK=eager"):
        fn([x], [], [], (), (torch.ones(3),))
    assert cajit.stats()["fallbacks"] == {}


@torch.no_grad()  # compiled autograd calls the graph with grad mode off
def test_unsupported_graph_is_reported_and_runs_eagerly(monkeypatch):
    monkeypatch.setenv("CAJIT_FALLBACK", "eager")
    gm = _trace(UsesPackedData())
    x = torch.randn(3)
    with pytest.raises(Unsupported):
        normalize(gm, [x], [], [], (), (torch.ones(3),))
    fn = cajit.compiler_fn(gm)
    torch.testing.assert_close(fn([x], [], [], (), (torch.ones(3),)), [x + 1])
    assert sum(cajit.stats()["fallbacks"].values()) == 1


class BrokenBackend:
    name = "broken"

    def compile(self, cag_text, meta):
        raise RuntimeError("cannot compile")


@torch.no_grad()  # compiled autograd calls the graph with grad mode off
def test_backend_failure_raises():
    fn = cajit.make_compiler_fn(BrokenBackend())(_trace(ScaleShift()))
    with pytest.raises(cajit.CompileError, match="backend broken failed: RuntimeError: cannot compile"):
        fn(*_args())


@torch.no_grad()  # compiled autograd calls the graph with grad mode off
def test_backend_failure_falls_back_to_eager(monkeypatch):
    monkeypatch.setenv("CAJIT_FALLBACK", "eager")
    gm = _trace(ScaleShift())
    fn = cajit.make_compiler_fn(BrokenBackend())(gm)
    args = _args()
    with pytest.warns(UserWarning, match="backend broken failed"):
        torch.testing.assert_close(fn(*args), _eager(args))
    args = _args(rows=6)
    torch.testing.assert_close(fn(*args), _eager(args))
    s = cajit.stats()
    assert s["fallbacks"] == {"backend_RuntimeError": 1} and s["graphs_compiled"] == 0, s
