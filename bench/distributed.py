"""Backward time with communication on 2 gloo ranks over 127.0.0.1, and a
trace of when each gradient hook ran against the backward's progress.

    python3 bench/distributed.py                 # every mode, 20 timed steps
    python3 bench/distributed.py --quick         # 5 steps, a smaller model
    python3 bench/distributed.py --modes eager_ddp,cajit --trace out.json

Model: an MLP of LAYERS (default 8) Linear+Tanh layers of WIDTH; each rank
a batch of BATCH rows; each rank one torch thread (torch.set_num_threads(1):
two ranks on a 2-core machine). Modes, each in a fresh pair of rank
processes, in the order given:

  eager_ddp        DDP's C++ reducer (bucketed async all-reduce) in eager
  ca_inductor_ddp  DDP python_reducer under compiled autograd with its
                   default backend, torch.compile (Inductor), as PyTorch
                   documents for DDP
  cajit_ddp        DDP python_reducer under cajit (early hooks, deferred
                   collective copies: the defaults)
  cajit_ddp_late   the same with CAJIT_NO_EARLY_HOOKS=1 (hooks where the
                   graph has them)
  cajit_ddp_sync   the same with CAJIT_NO_DEFERRED_COPIES=1 (each hook
                   waits for its all-reduce, as an eager hook does)
  cajit_ddp_ab     cajit_ddp and cajit_ddp_sync in one pair of processes,
                   alternating step by step (the variable is read at each
                   hook): a paired comparison that load drift between
                   modes does not skew; both medians are reported
  eager_fsdp       FSDP2 (fully_shard on each Linear and on the root)
  ca_inductor_fsdp FSDP2 under compiled autograd + Inductor
  cajit_fsdp       FSDP2 under cajit

Timed: backward() including every wait (median over the steps per rank,
the slower rank reported), with no instrumentation. After the timed
steps, with --trace, two more steps of each eager and cajit mode run with
markers (the first compiles them) and the last is traced: rank 0's (ms
from the backward's start, event) for each post-accumulate-grad hook
(after DDP's, which launched the all-reduce), each activation gradient (a
tensor hook on each layer's output: the backward reaching that layer) and
the end of backward(). (Compiled autograd + Inductor would trace the
markers into its graph: no trace for it.)

The machine this runs on may be shared: timings are indicative, and a
ratio means most when its modes ran in the same invocation.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import os
import socket
import statistics
import sys
import tempfile
import time
import traceback

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))

MODES = ["eager_ddp", "ca_inductor_ddp", "cajit_ddp", "cajit_ddp_late", "cajit_ddp_sync", "cajit_ddp_ab",
         "eager_fsdp", "ca_inductor_fsdp", "cajit_fsdp"]


def make_model(layers: int, width: int) -> nn.Sequential:
    torch.manual_seed(0)
    return nn.Sequential(*[m for _ in range(layers) for m in (nn.Linear(width, width), nn.Tanh())])


def wrap(mode: str, model: nn.Sequential) -> nn.Module:
    if mode.endswith("_fsdp"):
        from torch.distributed.fsdp import fully_shard

        for m in model:
            if isinstance(m, nn.Linear):
                fully_shard(m)
        return fully_shard(model)
    from torch.nn.parallel import DistributedDataParallel as DDP

    if not mode.startswith("eager"):  # every DDP mode under compiled autograd
        torch._dynamo.config.optimize_ddp = "python_reducer"
    return DDP(model)


def backward_context(mode: str):
    if mode.startswith("ca_inductor"):
        from torch._dynamo import compiled_autograd

        return lambda: compiled_autograd._enable(torch.compile(backend="inductor", dynamic=True))
    if mode.startswith("cajit"):
        import cajit

        return cajit.enable
    return contextlib.nullcontext


def full(t: torch.Tensor) -> torch.Tensor:
    """A DTensor (FSDP2's sharded grad) gathered, a tensor as it is."""
    return t.full_tensor() if hasattr(t, "full_tensor") else t


def add_markers(mode: str, model: nn.Sequential, trace: list, t0: list) -> None:
    """Timestamps of each post-accumulate-grad hook and each layer's
    activation gradient, relative to t0[0]."""
    for n, p in model.named_parameters():
        p.register_post_accumulate_grad_hook(
            lambda p, n=n: trace.append((time.perf_counter() - t0[0], f"hook {n}")))

    def marker(i: int):
        def forward_hook(mod, inp, out) -> None:
            out.register_hook(lambda g: trace.append((time.perf_counter() - t0[0], f"grad reaches layer {i}")))
        return forward_hook

    for i, m in enumerate(model):
        if isinstance(m, nn.Tanh):
            m.register_forward_hook(marker(i // 2))


def worker(rank: int, world: int, port: int, mode: str, args: argparse.Namespace, out_path: str) -> None:
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    if mode.endswith("_late"):
        os.environ["CAJIT_NO_EARLY_HOOKS"] = "1"
    if mode.endswith("_sync"):
        os.environ["CAJIT_NO_DEFERRED_COPIES"] = "1"
    torch.set_num_threads(1)  # 2 ranks on a 2-core machine
    dist.init_process_group("gloo", rank=rank, world_size=world, timeout=datetime.timedelta(seconds=120))
    result: dict = {"rank": rank, "ms": [], "ms_sync": [], "trace": []}
    try:
        model = make_model(args.layers, args.width)
        wrapped = wrap(mode, model)
        ctx = backward_context(mode)
        torch.manual_seed(1 + rank)  # each rank its own batch: unreduced grads would differ from eager's
        x = torch.randn(args.batch, args.width)
        trace: list = []
        t0 = [0.0]
        traced = args.trace and not mode.startswith("ca_inductor") and not mode.endswith("_ab")
        if mode.endswith("_ab"):
            args.steps *= 2  # as many steps of each
        timed = args.warmup + args.steps
        for step in range(timed + (2 if traced else 0)):  # the markers' first step compiles
            if step == timed:
                add_markers(mode, model, trace, t0)
            trace.clear()
            if mode.endswith("_ab"):  # odd steps: waits in the hooks
                if step % 2:
                    os.environ["CAJIT_NO_DEFERRED_COPIES"] = "1"
                else:
                    os.environ.pop("CAJIT_NO_DEFERRED_COPIES", None)
            loss = wrapped(x).square().mean()
            dist.barrier()
            t0[0] = time.perf_counter()
            with ctx():
                loss.backward()
            t1 = time.perf_counter()
            if args.warmup <= step < timed:
                result["ms" if step % 2 == 0 or not mode.endswith("_ab") else "ms_sync"].append((t1 - t0[0]) * 1e3)
            if step == timed - 1:  # what the grads came to: compared across modes
                result["grad_sum"] = sum(float(full(p.grad).abs().sum()) for p in model.parameters()
                                         if p.grad is not None)
            model.zero_grad(set_to_none=True)
        trace.append((t1 - t0[0], "backward() returned"))
        result["trace"] = trace if traced else []
        if mode.startswith("cajit"):
            import cajit

            s = cajit.stats()
            result["stats"] = {k: s[k] for k in ("captures", "graphs_compiled", "recompiles", "guard_failures",
                                                 "deferred_copies")}
            result["stats"]["fallbacks"] = dict(s["fallbacks"])
    except Exception:  # noqa: BLE001 - reported with the mode's result
        result["error"] = traceback.format_exc(limit=4)
    torch.save(result, f"{out_path}.{rank}")
    dist.destroy_process_group()


def run_mode(mode: str, args: argparse.Namespace) -> dict:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "out")
        mp.start_processes(worker, args=(2, port, mode, args, out), nprocs=2, join=True, start_method="spawn")
        ranks = [torch.load(f"{out}.{r}", weights_only=False) for r in range(2)]
    errors = [r["error"] for r in ranks if "error" in r]
    if errors:
        return {"mode": mode, "error": errors[0]}
    med = max(statistics.median(r["ms"]) for r in ranks)
    if ranks[0]["ms_sync"]:
        med_sync = max(statistics.median(r["ms_sync"]) for r in ranks)
        print(f"{mode:17s} paired: deferred copies {med:8.2f} ms, waits in hooks {med_sync:8.2f} ms "
              f"({med_sync / med:.2f}x; median, slower rank, {len(ranks[0]['ms'])} steps each)", flush=True)
    return {"mode": mode, "median_ms": med, "ms": [r["ms"] for r in ranks], "trace": ranks[0]["trace"],
            "stats": ranks[0].get("stats"), "grad_sum": ranks[0].get("grad_sum")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="5 steps, 8 layers of 128, batch 64")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--width", type=int, default=512)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--trace", help="also trace one step per eager/cajit mode; write every mode's result as JSON")
    args = ap.parse_args()
    if args.quick:
        args.width, args.batch, args.steps, args.warmup = 128, 64, 5, 2
    os.environ.setdefault("CAJIT_CACHE_DIR", tempfile.mkdtemp(prefix="cajit-bench-dist-"))
    print(f"{args.layers} layers of {args.width}, batch {args.batch} per rank, {args.steps} timed steps "
          f"after {args.warmup}; 2 gloo ranks, 1 torch thread each", flush=True)
    results = []
    for mode in args.modes.split(","):
        r = run_mode(mode, args)
        results.append(r)
        if "error" in r:
            print(f"{mode:17s} failed: {r['error'].strip().splitlines()[-1]}", flush=True)
            continue
        family = "eager_fsdp" if "_fsdp" in mode else "eager_ddp"
        base = next((b for b in results if b["mode"] == family and "median_ms" in b), None)
        ratio = f"  {r['median_ms'] / base['median_ms']:5.2f}x {base['mode']}" if base else ""
        if base and not abs(r["grad_sum"] - base["grad_sum"]) <= 1e-3 * abs(base["grad_sum"]):
            ratio += f"  GRADS DIFFER from {base['mode']} (sum |grad| {r['grad_sum']:.6g} vs {base['grad_sum']:.6g})"
        print(f"{mode:17s} backward incl. communication: {r['median_ms']:8.2f} ms (median, slower rank){ratio}"
              + (f"  {r['stats']}" if r.get("stats") else ""), flush=True)
    print("\n(timings from a machine that may be shared with other work: indicative only)")
    for r in results:
        if r.get("trace"):
            print(f"\ntrace {r['mode']} (rank 0, one step, ms from backward start):")
            for t, what in r["trace"]:
                print(f"  {t * 1e3:8.2f}  {what}")
    if args.trace:
        with open(args.trace, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
