"""cajit under torch.distributed: 2 ranks on gloo over 127.0.0.1, each a
subprocess (tests/py/dist_worker.py) with a hard timeout, so a hang fails
the test instead of hanging CI. Starting a rank (torch, cajit, a first
compile) is most of the time, so the scenarios share two launches: one
process group runs every scenario that leaves it usable, then the hook
error; a second one the dead peer.

DDP (the python_reducer compiled autograd needs; the C++ reducer is
refused by torch before anything runs) and
FSDP2 (fully_shard with and without reshard_after_forward, and with a
bf16/fp32 MixedPrecisionPolicy): the first step's gradients and the
parameters after 3 SGD steps equal single-process eager training on the
full batch. A hook that raises on one rank reaches that rank's backward()
caller while the other rank ends within its process-group timeout; a peer
that dies makes the collective inside a hook fail, and that
torch.distributed error reaches backward() in a process that stays usable.
DDP's all-reduces overlap the backward: launched in the hook as soon as a
gradient is ready, they are waited for at the end (cajit.deferred_copies),
which a rank that starts late makes visible."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
import torch
import torch.distributed as dist
import torch.nn as nn

from cajit import native

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dist_worker  # noqa: E402

pytestmark = [
    pytest.mark.skipif(not native.available(), reason="C extension not built"),
    pytest.mark.skipif(not dist.is_available() or not dist.is_gloo_available(), reason="gloo is not available"),
]

WORLD = 2
TIMEOUT_S = 300  # per launch, both ranks together (a shared 2-core machine)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


SHARED = ["ddp_cpp", "ddp_python", "fsdp", "fsdp_noreshard", "fsdp_bf16", "overlap", "overlap_sync",
          "ddp_tiered", "fsdp_tiered", "hook_raises"]


def run_ranks(scenarios: list[str], tmp_path, pg_timeout_s: int = 20) -> tuple[list[dict | None], list[str]]:
    """Per rank, {scenario: result} (None for a rank that saved nothing),
    and each rank's output."""
    env = dict(os.environ, CAJIT_TEST_PG_TIMEOUT=str(pg_timeout_s), OMP_NUM_THREADS="1")
    env.pop("CAJIT_NO_DEFERRED_COPIES", None)
    port = str(free_port())
    procs = [subprocess.Popen([sys.executable, os.path.join(HERE, "dist_worker.py"), str(r), str(WORLD), port,
                               ",".join(scenarios), str(tmp_path)], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True) for r in range(WORLD)]
    logs = []
    try:
        for p in procs:
            logs.append(p.communicate(timeout=TIMEOUT_S)[0])
    except subprocess.TimeoutExpired:
        for p in procs:
            p.kill()
        pytest.fail(f"{scenarios}: the ranks did not finish within {TIMEOUT_S} s (a hang)")
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    results = []
    for r in range(WORLD):
        path = tmp_path / f"rank{r}.pt"
        results.append(torch.load(path, weights_only=False) if path.exists() else None)
    return results, logs


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    return run_ranks(SHARED, tmp_path_factory.mktemp("shared"), pg_timeout_s=10)


def result(run: tuple[list[dict | None], list[str]], scenario: str) -> list[dict | None]:
    """Each rank's result of one scenario; a rank's exception fails the test."""
    ranks, logs = run
    out = []
    for r, got in enumerate(ranks):
        got = None if got is None else got.get(scenario)
        assert got is None or "exception" not in got, f"rank {r} {scenario}:\n{got['exception']}\n{logs[r]}"
        out.append(got)
    return out


def eager_reference(dtype: torch.dtype = torch.float32) -> dict:
    """Single-process eager training on the full batch."""
    model = dist_worker.make_model()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    out: dict = {}
    for step in range(dist_worker.STEPS):
        x, y = dist_worker.data(step)
        if dtype != torch.float32:  # FSDP2's param_dtype: compute in bf16, keep fp32 params
            m = dist_worker.make_model().to(dtype)
            m.load_state_dict({k: v.to(dtype) for k, v in model.state_dict().items()})
            loss = nn.functional.mse_loss(m(x.to(dtype)).float(), y)
            loss.backward()
            for p, q in zip(model.parameters(), m.parameters()):
                p.grad = q.grad.float()
        else:
            nn.functional.mse_loss(model(x), y).backward()
        if step == 0:
            out["grads"] = {n: p.grad.detach().clone() for n, p in model.named_parameters()}
        opt.step()
        opt.zero_grad()
    out["params"] = {n: p.detach().clone() for n, p in model.named_parameters()}
    return out


def assert_matches_eager(results: list[dict], want: dict, **tol) -> None:
    for r, got in enumerate(results):
        assert got is not None, f"rank {r} saved nothing"
        assert got["stats"]["graphs_compiled"] >= 1, got["stats"]
        assert not got["stats"]["fallbacks"], got["stats"]
        for what in ("grads", "params"):
            assert sorted(got[what]) == sorted(want[what])
            for n in want[what]:
                torch.testing.assert_close(got[what][n], want[what][n], msg=lambda m: f"rank {r} {what} {n}: {m}",
                                           **tol)


def test_ddp_python_reducer(shared):
    assert_matches_eager(result(shared, "ddp_python"), eager_reference())


def test_ddp_cpp_reducer_is_refused_before_running(shared):
    # Compiled autograd cannot run the C++ reducer's hooks; torch refuses
    # with a message that names the fix, and nothing has run.
    for r in result(shared, "ddp_cpp"):
        assert "optimize_ddp=\"python_reducer\"" in r["error"], r["error"]
        assert r["grads_set"] == []


@pytest.mark.parametrize("scenario", ["fsdp", "fsdp_noreshard"])
def test_fsdp2(shared, scenario):
    assert_matches_eager(result(shared, scenario), eager_reference())


@pytest.mark.parametrize("scenario", ["ddp_tiered", "fsdp_tiered"])
def test_tiers_under_ddp_and_fsdp2(shared, scenario):
    """The default tiers in a rank: the first step on the quick tier, the
    re-trace in a child forked from a process whose gloo group runs
    threads, then native steps; same training as eager, nothing failed."""
    results = result(shared, scenario)
    assert_matches_eager(results, eager_reference())
    for r, got in enumerate(results):
        assert got["compiled_in_time"], f"rank {r}: the background compile did not finish"
        tiers = got["tiers"]
        assert tiers["quick_tier_calls"] >= 1 and tiers["retrace_processes"] >= 1, (r, tiers)
        assert not tiers["tier_failures"], (r, tiers)


def test_fsdp2_mixed_precision(shared):
    # bf16 compute on each rank and in the reference, fp32 reduction and
    # parameters: bf16 tolerances.
    assert_matches_eager(result(shared, "fsdp_bf16"), eager_reference(torch.bfloat16),
                         atol=1e-2, rtol=1.6e-2)


def test_ddp_allreduce_overlaps_backward(shared):
    # Rank 1 starts its backward DELAY_S late, so no all-reduce completes
    # before then. Rank 0 launched the last layer's all-reduce in its hook
    # and went on computing: the gradient reached the first layer long
    # before rank 1 arrived, and backward() waited at its end.
    delay = dist_worker.DELAY_S
    r0, r1 = result(shared, "overlap")
    ev = r0["events"]
    assert r0["deferred_copies"] > 0
    assert ev["hook"] < ev["first_layer"] < delay / 2, ev
    assert ev["end"] > 0.9 * delay, ev  # the premise: the all-reduces did wait for rank 1
    for n in r0["grads"]:  # averaged over the ranks: the same on both
        torch.testing.assert_close(r0["grads"][n], r1["grads"][n])
    # The control: each hook waiting for its all-reduce, as an eager hook
    # does, holds the backward until rank 1 arrives.
    s0, _s1 = result(shared, "overlap_sync")
    assert s0["deferred_copies"] == 0
    assert s0["events"]["first_layer"] > 0.9 * delay, s0["events"]
    for n in r0["grads"]:
        torch.testing.assert_close(s0["grads"][n], r0["grads"][n])


def test_hook_error_reaches_backward_and_peer_does_not_hang(shared):
    r0, r1 = result(shared, "hook_raises")
    assert r0["error"] is not None and "ValueError: hook failed on rank 0" in r0["error"]
    # Rank 1 either finished its all-reduces or timed out on them: it ended.
    assert r1 is not None


def test_dead_peer_surfaces_as_distributed_error(tmp_path):
    r0, r1 = result(run_ranks(["peer_died"], tmp_path, pg_timeout_s=10), "peer_died")
    assert r1 is None  # it died without saving
    assert r0["error"] is not None
    assert any(w in r0["error"] for w in ("DistBackendError", "RuntimeError", "Connection", "gloo")), r0["error"]
    assert r0["usable"]
