"""End to end: models' gradients through compiled autograd + cajit (reference
backend) equal eager ones, over several steps and batch sizes, and the
exported .cag is deterministic, symbolic in the batch and saved as a
fixture for the C side."""

import pytest

import cajit
from harness import Recorder, check_graph, host_ops, run_steps, save_fixture
from models import MODELS

# Batch sizes that are no model dim, so duck sizing makes no coincidental
# equality (which would cost one recompile).  The transformer is the slowest
# to normalize: two steps cover both of its graphs.
BATCHES = {"transformer": (7, 11)}
DEFAULT_BATCHES = (7, 11, 13)
# Normalizing twice is the determinism check; the small models suffice.
RENORMALIZE = {"mlp_ce", "cnn"}


@pytest.mark.parametrize("mode", ["backward", "grad"])
@pytest.mark.parametrize("name", sorted(MODELS))
def test_model_grads_match_eager(name, mode):
    rec = Recorder()
    batches = BATCHES.get(name, DEFAULT_BATCHES)
    run_steps(MODELS[name], batches, mode, rec)

    s = cajit.stats()
    assert s["fallbacks"] == {}
    assert s["recompiles"] == 0, s
    # .backward(): one graph while .grad is None, one once it exists;
    # autograd.grad: one graph.  Later batch sizes reuse them.
    assert s["captures"] == (2 if mode == "backward" else 1), s
    assert len(rec.graphs) == s["captures"]

    n_params = sum(1 for _ in MODELS[name]()[0].parameters())
    for k, graph in enumerate(rec.graphs):
        g = check_graph(graph, batches[k], renormalize=name in RENORMALIZE)
        ops = host_ops(graph["text"])
        assert ops.get("final_callbacks") == 1
        if mode == "backward":
            assert ops.get("accumulate_grad") == n_params
            assert g.returns == []
        else:
            assert "accumulate_grad" not in ops
            assert len(g.returns) == n_params and None not in g.returns
        save_fixture(f"{name}_{mode}_{k}", graph["text"])
