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
