"""A torch.compile'd forward: compiled autograd pastes its AOT backward graph
into the backward graph (after call_aot_bwd_prologue); normalization must
trace through both.  aot_eager keeps the test fast: the backward graph
compiled autograd sees is the same AOT graph inductor would get."""

import torch

import cajit
from harness import Recorder, check_graph, host_ops, run_steps, save_fixture
from models import mlp_ce


def test_compiled_forward():
    rec = Recorder()
    batches = (7, 11, 13)
    run_steps(
        mlp_ce,
        batches,
        "backward",
        rec,
        forward=lambda m: torch.compile(m, backend="aot_eager", dynamic=True),
    )
    s = cajit.stats()
    assert s["fallbacks"] == {} and s["recompiles"] == 0, s
    assert s["captures"] == 2
    for k, graph in enumerate(rec.graphs):
        check_graph(graph, batches[k])
        assert host_ops(graph["text"]).get("accumulate_grad") == 4
        # The AOT graph's view/reshape ops reach the .cag as aten ops.
        assert "aten.mm.default" in graph["text"]
        save_fixture(f"compiled_forward_{k}", graph["text"])


def test_sibling_reductions_left_apart_keep_their_inputs():
    """Two column sums reading one saved tensor are sibling reductions
    (lib/sched/siblings.c), but with their accumulations in their outputs
    the loop schedule runs them one after the other: what the second reads
    (the saved tensor, an input) must stay until it has run. The memory
    plan released it after the first one ("input was released before its
    last reader"; with a host result in its place, a silent wrong grad)."""
    import torch
    from torch._dynamo import compiled_autograd

    import cajit

    torch.manual_seed(0)
    a = torch.randn(3, requires_grad=True)
    b = torch.randn(3, requires_grad=True)
    x = torch.randn(4, 3)
    want = torch.autograd.grad(((x * a) * (x * b)).sum(), [a, b])
    with compiled_autograd._enable(cajit.compiler_fn):
        got = torch.autograd.grad(((x * a) * (x * b)).sum(), [a, b])
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w)
