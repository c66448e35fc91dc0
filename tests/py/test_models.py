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


def test_inplace_on_a_view_is_functionalized():
    """y[:, 1] *= 3 in the forward makes compiled autograd emit CopySlices
    (copy_ into a buffer and a view of it); the .cag must not mutate."""
    import copy

    import torch

    torch.manual_seed(0)
    w = torch.randn(4, 5, requires_grad=True)
    w_ref = w.detach().clone().requires_grad_(True)

    def loss(w, x):
        y = x @ w
        y[:, 1] = y[:, 1] * 3
        return y.sum()

    rec = Recorder()
    for bs in (3, 6, 7):
        x = torch.randn(bs, 4)
        with cajit.enable(rec):
            loss(w, x).backward()
        loss(w_ref, x).backward()
        torch.testing.assert_close(w.grad, w_ref.grad)
    s = cajit.stats()
    assert s["fallbacks"] == {} and s["recompiles"] == 0, s
    # new_empty_strided, as_strided and as_strided_scatter run natively.
    assert s["fallback_ops"] == {}, s["fallback_ops"]
    for k, graph in enumerate(rec.graphs):
        text = graph["text"]
        assert "as_strided_scatter" in text
        assert not [line for line in text.splitlines() if "_.default(" in line], text
        check_graph(graph, (3, 6)[k])
        save_fixture(f"inplace_view_{k}", text)


def test_multihead_attention_module():
    """The trace turns a reshape into view() on strides fake kernels chose;
    eager's differ here, and the runner must still compute the values."""
    from models import mha

    rec = Recorder()
    run_steps(mha, (7, 11), "backward", rec)
    s = cajit.stats()
    assert s["fallbacks"] == {} and s["recompiles"] == 0, s
    for k, graph in enumerate(rec.graphs):
        check_graph(graph, (7, 11)[k])
        save_fixture(f"mha_backward_{k}", graph["text"])


def test_fx_backend():
    """The normalized FX graph itself (no export) gives eager's grads too."""
    from models import mlp_ce

    run_steps(mlp_ce, (7, 11, 13), "backward", Recorder(cajit.FxBackend()))
    run_steps(mlp_ce, (7, 11), "grad", Recorder(cajit.FxBackend()))
    s = cajit.stats()
    assert s["fallbacks"] == {} and s["recompiles"] == 0, s
