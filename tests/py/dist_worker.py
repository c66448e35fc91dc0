"""One rank of tests/py/test_distributed.py (run as a script, never
collected by pytest): trains a small model for a few steps on 2 gloo ranks
over 127.0.0.1 with cajit (or eager) and saves what the test compares.

    python dist_worker.py RANK WORLD PORT SCENARIO OUT_DIR

Every collective is bounded by the process group's timeout, so a rank
whose peer failed raises instead of waiting forever; the parent also
kills whatever outlives its own timeout."""

from __future__ import annotations

import datetime
import os
import sys
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
    for step in range(STEPS):
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


def main() -> None:
    rank, world, port, scenario, out_dir = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=port)
    torch.set_num_threads(1)
    dist.init_process_group("gloo", rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=PG_TIMEOUT_S))
    try:
        if scenario == "ddp_cpp":
            out = ddp_cpp_reducer(rank, world)
        elif scenario.startswith("ddp_"):
            out = ddp(rank, world, scenario.removeprefix("ddp_"))
        elif scenario.startswith("fsdp"):
            out = fsdp(rank, world, reshard="noreshard" not in scenario, bf16="bf16" in scenario)
        elif scenario == "hook_raises":
            out = hook_raises(rank, world)
        elif scenario == "peer_died":
            out = peer_died(rank, world)
        else:
            raise SystemExit(f"unknown scenario {scenario}")
        out["stats"] = {k: v for k, v in cajit.stats().items() if k in ("graphs_compiled", "fallbacks")}
    except Exception:  # noqa: BLE001 - the test shows it
        out = {"exception": traceback.format_exc()}
    torch.save(out, os.path.join(out_dir, f"rank{rank}.pt"))
    try:
        dist.destroy_process_group()
    except Exception:  # noqa: BLE001 - a dead peer may make this fail
        pass


if __name__ == "__main__":
    main()
