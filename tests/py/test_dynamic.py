"""Batch size changing every step: one normalization per compiled-autograd
graph, no recompile, grads equal eager; 0/1 specialisation recompiles once;
graphs normalization cannot handle fall back to eager and are counted."""

import copy

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import cajit
from harness import Recorder, assert_close


def _model():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(13, 29), nn.ReLU(), nn.Linear(29, 5))


def _train(model, ref, batches, backend=None):
    for bs in batches:
        x, y = torch.randn(bs, 13), torch.randint(0, 5, (bs,))
        with cajit.enable(backend):
            F.cross_entropy(model(x), y).backward()
        F.cross_entropy(ref(x), y).backward()
        assert_close([p.grad for p in model.parameters()], [p.grad for p in ref.parameters()], f"batch {bs}")


def test_batch_size_changes_every_step_without_recompiling():
    model = _model()
    ref = copy.deepcopy(model)
    _train(model, ref, [2, 9, 17, 4, 33, 6, 21, 8, 3, 40])
    s = cajit.stats()
    # (cache_* and compile_ms depend on what the on-disk caches hold.)
    assert {k: v for k, v in s.items() if not k.startswith(("cache_", "compile_ms"))} == {
        "captures": 2,  # .grad None, then .grad set
        "graphs_compiled": 2,
        "recompiles": 0,
        "guard_failures": 0,
        "create_graph": 0,
        "fallbacks": {},
        "host_graphs": {},
        "fallback_ops": {},
        "densified": {},
        "library_ops": {},
        "dynamo_graphs": {},  # no torch.compile(backend="cajit") here
    }, s


def test_batch_of_one_recompiles_once():
    model = _model()
    ref = copy.deepcopy(model)
    rec = Recorder()
    _train(model, ref, [4, 6, 1, 1, 7], rec)
    s = cajit.stats()
    # The batch symbol was assumed >= 2; batch 1 is a new specialisation
    # (one recompile), reused by the next batch of 1.  Each batch of 1
    # first fails the guards of the general variant.
    assert s["recompiles"] == 1 and s["guard_failures"] == 2, s
    assert s["fallbacks"] == {}
    texts = [g["text"] for g in rec.graphs]
    assert any("assume s0 >= 2" in t for t in texts)
    specialised = texts[-1]
    assert "f32[1, " in specialised, specialised


def test_duck_sized_coincidence_recompiles_once():
    model = _model()
    ref = copy.deepcopy(model)
    # Batch 13 equals the input features: duck sizing shares one symbol,
    # guarded; batch 6 breaks the equality and gets its own variant.
    _train(model, ref, [13, 13, 6, 9])
    s = cajit.stats()
    assert s["recompiles"] == 1 and s["fallbacks"] == {}, s


class _TaggedParameter(nn.Parameter):
    """A Parameter subclass: compiled code takes plain tensors only."""


def _subclass_model():
    torch.manual_seed(0)
    model = _model()
    model[0].weight = _TaggedParameter(model[0].weight.detach().clone())
    return model


def test_unsupported_graph_raises_naming_the_reason():
    model = _subclass_model()
    x = torch.randn(3, 13)
    with cajit.enable(), pytest.raises(cajit.CompileError, match="tensor subclass"):
        model(x).sum().backward()


def test_unsupported_graph_falls_back_to_eager(monkeypatch):
    monkeypatch.setenv("CAJIT_FALLBACK", "eager")
    model = _subclass_model()
    ref = copy.deepcopy(model)
    for bs in (3, 4):
        x = torch.randn(bs, 13)
        with cajit.enable():
            model(x).sum().backward()
        ref(x).sum().backward()
        assert_close([p.grad for p in model.parameters()], [p.grad for p in ref.parameters()], f"batch {bs}")
    s = cajit.stats()
    assert s["fallbacks"] == {"input": 2}, s
    assert s["graphs_compiled"] == 0, s
