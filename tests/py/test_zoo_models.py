"""The model zoo of issue 5 through the native backend: every model's
backward graphs compile with zero host fallbacks (no op runs through
torch.ops), its grads equal eager's, and changing only the batch size
reuses the compiled graphs (no recompile).

Models (tests/py/models.py ZOO): MLPs, a CNN with BatchNorm, a transformer
block (SDPA), an embedding model, GRU and LSTM classifiers, ResNet basic
blocks (identity shortcut, and stride 2 with a 1x1 conv + BatchNorm
downsample) and a model using GroupNorm and SiLU.  Each runs batches 7, 11
and 13 in one process, with loss.backward() and with torch.autograd.grad.
Tolerances are PyTorch's defaults for the dtype (torch.testing.assert_close).
"""

import copy

import pytest
import torch

import cajit
from harness import Recorder
from models import ZOO

BATCHES = (7, 11, 13)


def _run(build, mode, backend):
    model, make_batch, loss_fn = build()
    ref = copy.deepcopy(model)
    for bs in BATCHES:
        x, y = make_batch(bs)
        with cajit.enable(backend):
            loss = loss_fn(model(x), y)
            if mode == "grad":
                got = torch.autograd.grad(loss, list(model.parameters()))
            else:
                loss.backward()
        ref_loss = loss_fn(ref(x), y)
        if mode == "grad":
            want = torch.autograd.grad(ref_loss, list(ref.parameters()))
        else:
            ref_loss.backward()
            got = [p.grad for p in model.parameters()]
            want = [p.grad for p in ref.parameters()]
        assert len(got) == len(want)
        for i, (g, w) in enumerate(zip(got, want)):
            torch.testing.assert_close(g, w, msg=lambda m: f"batch {bs}, param {i}: {m}")


@pytest.mark.parametrize("mode", ["backward", "grad"])
@pytest.mark.parametrize("name", sorted(ZOO))
def test_zoo_model_native(name, mode):
    rec = Recorder()
    _run(ZOO[name], mode, rec)
    s = cajit.stats()
    assert s["fallback_ops"] == {}, f"{name}: ops ran through the host fallback: {s['fallback_ops']}"
    assert s["fallbacks"] == {}, s["fallbacks"]
    assert s["recompiles"] == 0, s
    # .backward(): one graph while .grad is None, one once it exists;
    # autograd.grad: one graph.  Later batch sizes reuse them.
    assert s["captures"] == (2 if mode == "backward" else 1), s
    assert s["graphs_compiled"] == s["captures"], s

