"""What cajit.normalize skips of make_fx's work to re-trace faster: the
tensor_meta of plainly contiguous tensors, the re-fakifying of its own
fakes and the decompositions of sigmoid/tanh_backward and
native_layer_norm_backward and gelu/silu_backward on contiguous inputs,
and of same-shape
add/sub/mul/div (cajit.lean_trace). Neither may change the result: the exported .cag text is the one
of a trace with torch's full make_fx (bench/normalize_profile.py measures
the cost)."""

import contextlib

import pytest
import torch
from torch.fx.experimental.proxy_tensor import make_fx
from torch._subclasses.fake_tensor import FakeTensorMode

import cajit.fake_memo as memo_mod
import cajit.lean_trace as lean_mod
import cajit.normalize as normalize_mod
import models
from cajit.export import to_cag
from harness import capture_backward


def _layer_norm():
    model = torch.nn.Sequential(torch.nn.Linear(6, 8), torch.nn.LayerNorm(8), torch.nn.Tanh())
    return model, lambda b: (torch.randn(b, 5, 6), torch.randn(b, 5, 8)), torch.nn.functional.mse_loss


def _act(act):
    def build():
        model = torch.nn.Sequential(torch.nn.Linear(6, 8), act, torch.nn.Linear(8, 4))
        # Sequence 3, not the batch's 5: duck-sized equal, the grad's rows
        # would be (s0**2)//s0 (a view of the flattened linear's output),
        # which the shortcut leaves to the decomposition.
        return model, lambda b: (torch.randn(b, 3, 6), torch.randn(b, 3, 4)), torch.nn.functional.mse_loss
    return build


BUILDS = {**models.ZOO, "layer_norm": _layer_norm, "gelu": _act(torch.nn.GELU()),
          "gelu_tanh": _act(torch.nn.GELU(approximate="tanh")), "silu": _act(torch.nn.SiLU())}


def _full_make_fx(monkeypatch):
    monkeypatch.setattr(normalize_mod, "_lean_meta", contextlib.nullcontext)
    monkeypatch.setattr(normalize_mod, "_own_fakes", lambda args: None)
    monkeypatch.setattr(normalize_mod, "_FakeMode", FakeTensorMode)


# transformer: its attention's tensor_meta records guards (assume lines)
# that a trace without any tensor_meta would lose; gru, lstm: slices of
# the gates into sigmoid/tanh_backward; layer_norm: its backward's results
# made by _FakeMode.
@pytest.mark.parametrize("name", ["transformer", "gru", "lstm", "cnn", "layer_norm", "gelu_tanh", "silu"])
def test_same_cag_as_full_make_fx(name, monkeypatch):
    captured = capture_backward(BUILDS[name])
    lean = to_cag(normalize_mod.normalize(*captured), name)
    _full_make_fx(monkeypatch)
    full = to_cag(normalize_mod.normalize(*captured), name)
    # The same graph; of the assumptions, only some of those the reshape
    # algorithm's comparisons record may be missing (a view of a
    # contiguous tensor is made directly: tests/py/test_retrace_views.py).
    assert _body(lean) == _body(full)
    assert set(_assumes(lean)) <= set(_assumes(full))
    dropped = set(_assumes(full)) - set(_assumes(lean))
    assert all(" != " in a or " % " in a or " >= " in a for a in dropped), dropped
    if name != "transformer":  # its views' inputs are [b * t, d] with b == t
        assert lean == full


def _assumes(cag: str) -> list[str]:
    return [line for line in cag.splitlines() if line.startswith("assume ")]


def _body(cag: str) -> list[str]:
    return [line for line in cag.splitlines() if not line.startswith("assume ")]


def test_tensor_meta_skipped_for_some_kept_for_others(monkeypatch):
    seen = []
    plain = lean_mod._plainly_contiguous
    monkeypatch.setattr(lean_mod, "_plainly_contiguous", lambda t: seen.append(plain(t)) or seen[-1])
    n = normalize_mod.normalize(*capture_backward(models.ZOO["gru"]))
    tensors = [node for node in n.gm.graph.nodes if isinstance(node.meta.get("val"), torch.Tensor)]
    skipped = [node for node in tensors if "tensor_meta" not in node.meta]
    # The gates' slices (strides of the wider tensor) keep theirs. (Sizes
    # seen now may be replacements found later in the trace, so the
    # verdicts are counted when made.)
    assert skipped and len(skipped) < len(tensors)
    assert seen.count(True) >= len(skipped) and False in seen


def test_make_fx_elsewhere_keeps_tensor_meta():
    # cajit.lean_trace replaces proxy_tensor.set_meta; outside its traces
    # (other threads, other make_fx users) it is torch's.
    gm = make_fx(lambda x: (x * 2).sum(0), tracing_mode="fake")(torch.randn(3, 4))
    nodes = [n for n in gm.graph.nodes if n.op != "output"]
    assert nodes and all("tensor_meta" in n.meta for n in nodes)


@pytest.mark.parametrize("name,op", [("gru", "sigmoid_backward"), ("layer_norm", "native_layer_norm_backward"),
                                     ("gelu", "gelu_backward"), ("gelu_tanh", "gelu_backward"),
                                     ("silu", "silu_backward")])
def test_fake_mode_skips_the_decomposition(name, op, monkeypatch):
    import torch._decomp.decompositions as decomps

    calls = []
    monkeypatch.setitem(torch._decomp.decomposition_table, getattr(torch.ops.aten, op).default,
                        lambda *a, f=getattr(decomps, op), **k: calls.append(op) or f(*a, **k))
    captured = capture_backward(BUILDS[name])
    normalize_mod.normalize(*captured)
    assert calls == []
    _full_make_fx(monkeypatch)
    normalize_mod.normalize(*captured)
    assert op in calls  # the fake mode's path is the table's (the test sees it)


def test_fake_mode_skips_fast_binary_impl(monkeypatch):
    # The GRU's gate products and sums (same-shape, row-contiguous) are
    # made by _FakeMode; torch's fast_binary_impl meets only the others.
    import torch._subclasses.fake_impls as fake_impls

    calls = []
    impls = fake_impls.get_fast_op_impls()
    mul = impls[torch.ops.aten.mul.Tensor]
    monkeypatch.setitem(impls, torch.ops.aten.mul.Tensor, lambda *a, **k: calls.append(1) or mul(*a, **k))
    captured = capture_backward(models.ZOO["gru"])
    monkeypatch.setattr(memo_mod, "_memo_enabled", False)  # count every mul, repeats too
    normalize_mod.normalize(*captured)
    lean = len(calls)
    _full_make_fx(monkeypatch)
    normalize_mod.normalize(*captured)
    assert len(calls) - lean >= 15 and lean <= 4
