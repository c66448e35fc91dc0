"""One rank of tests/py/test_distributed.py (run as a script, never
collected by pytest): runs scenarios (a small model trained for a few
steps on 2 gloo ranks over 127.0.0.1 with cajit, and the error cases) one
after another in one process group, and saves what the test compares.

    python dist_worker.py RANK WORLD PORT SCENARIO[,SCENARIO...] OUT_DIR

Results go to OUT_DIR/rank{RANK}.pt as {scenario: result}, written after
each scenario, so those before a hang or a crash are kept. A scenario that
leaves the process group unusable (hook_raises, peer_died) comes last.

Every collective is bounded by the process group's timeout, so a rank
whose peer failed raises instead of waiting forever; the parent also
kills whatever outlives its own timeout."""

from __future__ import annotations

import datetime
import os
import sys
import time
import traceback

import torch
import torch.distributed as dist
import torch.nn as nn

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "python"))

import cajit  # noqa: E402

STEPS = 3
BATCH = 8  # the full batch; each rank takes BATCH / WORLD rows
PG_TIMEOUT_S = float(os.environ.get("CAJIT_TEST_PG_TIMEOUT", "20"))
DELAY_S = 1.0  # overlap: how late rank 1 starts its backward


def make_model() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 16), nn.Tanh(), nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 3))


def data(step: int) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(100 + step)
    return torch.randn(BATCH, 6, generator=g), torch.randn(BATCH, 3, generator=g)


def shard(t: torch.Tensor, rank: int, world: int) -> torch.Tensor:
    n = t.shape[0] // world
    return t[rank * n:(rank + 1) * n]


def full(t: torch.Tensor) -> torch.Tensor:
    """A gradient or parameter as one plain tensor (DTensors gathered)."""
    if hasattr(t, "full_tensor"):
        t = t.full_tensor()
    return t.detach().float().clone()


def train(model: nn.Module, rank: int, world: int, compiled: bool, out: dict) -> None:
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    tiered = os.environ.get("CAJIT_TIERED") == "1"
    for step in range(STEPS):
        if tiered and step == 1:
            # Step 0 ran on the quick tier while the graph compiled beside
            # it (its re-trace in a child forked from this rank, whose
            # process group has threads of its own); the next steps run
            # the native code.
            out["compiled_in_time"] = cajit.wait_for_compiles(120)
        x, y = data(step)
        loss = nn.functional.mse_loss(model(shard(x, rank, world)), shard(y, rank, world).to(torch.float32))
        if compiled:
            with cajit.enable():
                loss.float().backward()
        else:
            loss.float().backward()
        if step == 0:
            out["grads"] = {n: full(p.grad) for n, p in model.named_parameters()}
        opt.step()
        opt.zero_grad()
    out["params"] = {n: full(p) for n, p in model.named_parameters()}


def ddp(rank: int, world: int, reducer: str) -> dict:
    from torch.nn.parallel import DistributedDataParallel as DDP

    if reducer == "python":
        torch._dynamo.config.optimize_ddp = "python_reducer"
    model = DDP(make_model())
    out: dict = {}
    train(model, rank, world, True, out)
    out["grads"] = {n.removeprefix("module."): g for n, g in out["grads"].items()}
    out["params"] = {n.removeprefix("module."): p for n, p in out["params"].items()}
    return out


def ddp_cpp_reducer(rank: int, world: int) -> dict:
    """DDP's C++ reducer under cajit.enable(): torch refuses it (compiled
    autograd cannot run the reducer's C++ hooks) before any kernel runs."""
    from torch.nn.parallel import DistributedDataParallel as DDP

    model = DDP(make_model())
    x, y = data(0)
    loss = nn.functional.mse_loss(model(shard(x, rank, world)), shard(y, rank, world))
    try:
        with cajit.enable():
            loss.backward()
    except RuntimeError as e:
        return {"error": str(e), "grads_set": [n for n, p in model.named_parameters() if p.grad is not None]}
    return {"error": None}


def fsdp(rank: int, world: int, reshard: bool, bf16: bool) -> dict:
    from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard

    model = make_model()
    mp = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32) if bf16 \
        else MixedPrecisionPolicy()
    for m in model:
        if isinstance(m, nn.Linear):
            fully_shard(m, reshard_after_forward=reshard, mp_policy=mp)
    fully_shard(model, reshard_after_forward=reshard, mp_policy=mp)
    out: dict = {}
    train(model, rank, world, True, out)
    return out


def hook_raises(rank: int, world: int) -> dict:
    """Rank 0's hook raises; rank 1 runs on and must not wait forever."""
    from torch.nn.parallel import DistributedDataParallel as DDP

    torch._dynamo.config.optimize_ddp = "python_reducer"
    model = DDP(make_model())
    if rank == 0:
        def bad(p):
            raise ValueError("hook failed on rank 0")
        model.module[0].weight.register_post_accumulate_grad_hook(bad)
    x, y = data(0)
    loss = nn.functional.mse_loss(model(shard(x, rank, world)), shard(y, rank, world))
    try:
        with cajit.enable():
            loss.backward()
    except Exception as e:  # noqa: BLE001 - reported to the test
        return {"error": f"{type(e).__name__}: {e}"}
    return {"error": None}


def peer_died(rank: int, world: int) -> dict:
    """Rank 1 dies before the backward: rank 0's all-reduce in a hook fails
    and that error reaches backward(); rank 0 can still clean up."""
    from torch.nn.parallel import DistributedDataParallel as DDP

    torch._dynamo.config.optimize_ddp = "python_reducer"
    model = DDP(make_model())
    x, y = data(0)
    loss = nn.functional.mse_loss(model(shard(x, rank, world)), shard(y, rank, world))
    if rank == 1:
        os._exit(0)
    try:
        with cajit.enable():
            loss.backward()
    except Exception as e:  # noqa: BLE001 - reported to the test
        # The process is still usable: a plain backward and cleanup work.
        m = make_model()
        m(torch.randn(2, 6)).sum().backward()
        return {"error": f"{type(e).__name__}: {e}", "usable": m[0].weight.grad is not None}
    return {"error": None}


def overlap(rank: int, world: int) -> dict:
    """DDP's all-reduce overlaps the rest of the backward: rank 1 starts
    its backward DELAY_S late, so no all-reduce can finish before then;
    rank 0 times, from its backward's start, the hook that launched the
    last layer's weight all-reduce, the gradient reaching the first layer
    (a tensor hook on its output: the compute after that hook) and
    backward() returning. One warm step first: compiling is not timed."""
    from torch.nn.parallel import DistributedDataParallel as DDP

    torch._dynamo.config.optimize_ddp = "python_reducer"
    model = make_model()
    ddp = DDP(model)
    events: dict = {}
    t0 = [0.0]
    def mark(what: str) -> None:
        events.setdefault(what, time.perf_counter() - t0[0])

    model[4].weight.register_post_accumulate_grad_hook(lambda p: mark("hook"))  # after DDP's own
    def first_layer(mod: nn.Module, inp: tuple, out: torch.Tensor) -> None:
        out.register_hook(lambda g: mark("first_layer"))

    model[0].register_forward_hook(first_layer)
    for step in range(2):
        x, y = data(step)
        loss = nn.functional.mse_loss(ddp(shard(x, rank, world)), shard(y, rank, world))
        dist.barrier()
        if rank == 1 and step == 1:
            time.sleep(DELAY_S)
        events.clear()
        t0[0] = time.perf_counter()
        with cajit.enable():
            loss.backward()
        events["end"] = time.perf_counter() - t0[0]
        grads = {n: p.grad.detach().clone() for n, p in model.named_parameters()}
        model.zero_grad(set_to_none=True)
    return {"events": dict(events), "grads": grads, "deferred_copies": cajit.stats()["deferred_copies"]}


def tiered(scenario: str):
    """``scenario`` under cajit's default tiers (the test suite turns them
    off elsewhere): what a user's DDP or FSDP2 job runs."""
    def run_tiered(rank: int, world: int) -> dict:
        saved = {k: os.environ.get(k) for k in ("CAJIT_TIERED", "CAJIT_CACHE")}
        # No graph cache: the earlier scenarios' graph would be a hit,
        # which needs no re-trace.
        os.environ.update(CAJIT_TIERED="1", CAJIT_CACHE="0")
        try:
            out = SCENARIOS[scenario](rank, world)
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
        s = cajit.stats()
        out["tiers"] = {k: s[k] for k in ("quick_tier_calls", "retrace_processes", "tier_failures")}
        return out
    return run_tiered


SCENARIOS = {
    "ddp_cpp": lambda r, w: ddp_cpp_reducer(r, w),
    "ddp_python": lambda r, w: ddp(r, w, "python"),
    "fsdp": lambda r, w: fsdp(r, w, reshard=True, bf16=False),
    "fsdp_noreshard": lambda r, w: fsdp(r, w, reshard=False, bf16=False),
    "fsdp_bf16": lambda r, w: fsdp(r, w, reshard=True, bf16=True),
    "overlap": overlap,
    "overlap_sync": overlap,  # with CAJIT_NO_DEFERRED_COPIES=1: the control
    "hook_raises": hook_raises,
    "peer_died": peer_died,
}
SCENARIOS["ddp_tiered"] = tiered("ddp_python")
SCENARIOS["fsdp_tiered"] = tiered("fsdp")


def run(scenario: str, rank: int, world: int) -> dict:
    from torch._dynamo import compiled_autograd

    compiled_autograd.reset()
    cajit.reset_stats()
    torch._dynamo.config.optimize_ddp = True  # DDP's default (the C++ reducer)
    if scenario == "overlap_sync":
        os.environ["CAJIT_NO_DEFERRED_COPIES"] = "1"
    try:
        out = SCENARIOS[scenario](rank, world)
        out["stats"] = {k: v for k, v in cajit.stats().items() if k in ("graphs_compiled", "fallbacks")}
    except Exception:  # noqa: BLE001 - the test shows it
        out = {"exception": traceback.format_exc()}
    finally:
        os.environ.pop("CAJIT_NO_DEFERRED_COPIES", None)
    return out


def main() -> None:
    rank, world, port, scenarios, out_dir = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=port)
    torch.set_num_threads(1)
    dist.init_process_group("gloo", rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=PG_TIMEOUT_S))
    results: dict = {}
    for scenario in scenarios.split(","):
        results[scenario] = run(scenario, rank, world)
        torch.save(results, os.path.join(out_dir, f"rank{rank}.pt"))
    try:
        dist.destroy_process_group()
    except Exception:  # noqa: BLE001 - a dead peer may make this fail
        pass


if __name__ == "__main__":
    main()
