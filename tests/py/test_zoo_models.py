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

import pytest
import torch

import cajit
from harness import Recorder, run_steps
from models import ZOO

BATCHES = (7, 11, 13)


@pytest.mark.parametrize("mode", ["backward", "grad"])
@pytest.mark.parametrize("name", sorted(ZOO))
def test_zoo_model_native(name, mode):
    rec = Recorder()
    run_steps(ZOO[name], BATCHES, mode, rec, default_tolerances=True)
    s = cajit.stats()
    assert s["fallback_ops"] == {}, f"{name}: ops ran through the host fallback: {s['fallback_ops']}"
    assert s["fallbacks"] == {}, s["fallbacks"]
    assert s["recompiles"] == 0, s
    # .backward(): one graph while .grad is None, one once it exists;
    # autograd.grad: one graph.  Later batch sizes reuse them.
    assert s["captures"] == (2 if mode == "backward" else 1), s
    assert s["graphs_compiled"] == s["captures"], s

