"""Backward time with communication on 2 gloo ranks over 127.0.0.1, and a
trace of when each gradient hook ran against the backward's progress.

    python3 bench/distributed.py            # 20 timed steps per mode
    python3 bench/distributed.py --quick    # 3 steps, a smaller model
    python3 bench/distributed.py --modes eager_ddp,cajit --trace out.json

Model: an MLP of LAYERS (default 8) Linear+Tanh layers of WIDTH. Modes, each
in a fresh pair of rank processes:

  eager_ddp          DDP's C++ reducer (bucketed async all-reduce) in eager
  ca_inductor        DDP python_reducer, compiled autograd with
                     torch.compile (its default backend, Inductor)
  cajit              DDP python_reducer, cajit (early hooks on)
  cajit_late         the same with CAJIT_NO_EARLY_HOOKS=1
  cajit_async        cajit, with a reducer whose post-accumulate-grad hooks
                     start an async all-reduce and wait at the end of the
                     backward (a queued engine callback), as the C++ reducer
                     does: the hooks' communication can overlap compute
  cajit_async_late   the same with CAJIT_NO_EARLY_HOOKS=1

DDP's python_reducer waits for each all-reduce inside its hook, so only
the async reducer can overlap; early hooks decide how much compute is left
to overlap with. Timed: backward() including every wait (median over the
steps, per rank, the slower rank reported). The trace (--trace): per mode,
rank 0's last step as (seconds from the backward's start, event) for each
hook launch, each activation-gradient marker (a tensor hook on each layer's
output, i.e. the backward reaching that layer) and the end of the
backward. Timings on a shared machine are indicative only.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import socket
import statistics
import sys
import tempfile
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "python"))

MODES = ["eager_ddp", "ca_inductor", "cajit", "cajit_late", "cajit_async", "cajit_async_late"]


def make_model(layers: int, width: int) -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(*[m for _ in range(layers) for m in (nn.Linear(width, width), nn.Tanh())])


class AsyncReducer:
    """Post-accumulate-grad hooks that start an async all-reduce of the
    grad; a callback queued on the engine waits for all of them and
    averages when the backward ends."""

    def __init__(self, model: nn.Module, trace: list, t0: list) -> None:
        self.works: list = []
        self.trace, self.t0 = trace, t0
        for n, p in model.named_parameters():
            p.register_post_accumulate_grad_hook(lambda p, n=n: self.launch(n, p))

    def launch(self, name: str, p: torch.Tensor) -> None:
        self.trace.append((time.perf_counter() - self.t0[0], f"hook {name}"))
        if not self.works:
            torch.autograd.Variable._execution_engine.queue_callback(self.finish)
        self.works.append((p, dist.all_reduce(p.grad, async_op=True)))

    def finish(self) -> None:
        for p, w in self.works:
            w.wait()
            p.grad.div_(dist.get_world_size())
        self.works.clear()
        self.trace.append((time.perf_counter() - self.t0[0], "all-reduces done"))


def worker(rank: int, world: int, port: int, mode: str, args: argparse.Namespace, out_path: str) -> None:
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    if mode.endswith("_late"):
        os.environ["CAJIT_NO_EARLY_HOOKS"] = "1"
    torch.set_num_threads(1)  # 2 ranks on a shared machine
    dist.init_process_group("gloo", rank=rank, world_size=world, timeout=datetime.timedelta(seconds=120))
    from torch.nn.parallel import DistributedDataParallel as DDP

    import cajit

    model = make_model(args.layers, args.width)
    trace: list = []
    t0 = [0.0]
    if mode.startswith("cajit_async"):
        AsyncReducer(model, trace, t0)
        for p in model.parameters():  # same start on every rank, as DDP does
            dist.broadcast(p.data, 0)
        wrapped = model
    else:
        if mode != "eager_ddp":
            torch._dynamo.config.optimize_ddp = "python_reducer"
        wrapped = DDP(model)
        for n, p in wrapped.named_parameters():
            p.register_post_accumulate_grad_hook(
                lambda p, n=n: trace.append((time.perf_counter() - t0[0], f"hook {n}")))
    if mode == "ca_inductor":
        from torch._dynamo import compiled_autograd

        ctx = lambda: compiled_autograd._enable(torch.compile(dynamic=True))  # noqa: E731
    elif mode.startswith("cajit"):
        ctx = cajit.enable
    else:
        import contextlib

        ctx = contextlib.nullcontext
    def marker(i: int):
        def forward_hook(mod, inp, out) -> None:
            out.register_hook(lambda g: trace.append((time.perf_counter() - t0[0], f"grad reaches layer {i}")))
        return forward_hook

    for i, m in enumerate(model):  # markers: the backward reaches layer i
        if isinstance(m, nn.Tanh):
            m.register_forward_hook(marker(i // 2))
    times = []
    x = torch.randn(args.batch, args.width)
    for step in range(args.warmup + args.steps):
        trace.clear()
        loss = wrapped(x).square().mean()
        dist.barrier()
        t0[0] = time.perf_counter()
        with ctx():
            loss.backward()
        t1 = time.perf_counter()
        trace.append((t1 - t0[0], "backward() returned"))
        if step >= args.warmup:
            times.append((t1 - t0[0]) * 1e3)
        model.zero_grad(set_to_none=True)
    torch.save({"rank": rank, "ms": times, "trace": list(trace)}, f"{out_path}.{rank}")
    dist.destroy_process_group()


def run_mode(mode: str, args: argparse.Namespace) -> dict:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "out")
        mp.start_processes(worker, args=(2, port, mode, args, out), nprocs=2, join=True, start_method="spawn")
        ranks = [torch.load(f"{out}.{r}", weights_only=False) for r in range(2)]
    med = max(statistics.median(r["ms"]) for r in ranks)
    return {"mode": mode, "median_ms": med, "trace": ranks[0]["trace"]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="3 steps, 8 layers of 128")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--width", type=int, default=512)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--trace", help="write every mode's trace to this JSON file")
    args = ap.parse_args()
    if args.quick:
        args.width, args.batch, args.steps, args.warmup = 128, 64, 3, 2
    os.environ.setdefault("CAJIT_CACHE_DIR", tempfile.mkdtemp(prefix="cajit-bench-dist-"))
    results = []
    for mode in args.modes.split(","):
        r = run_mode(mode, args)
        results.append(r)
        print(f"{mode:18s} backward incl. communication: {r['median_ms']:8.2f} ms (median, slower rank)", flush=True)
    print("\n(timings from a machine shared with other work: indicative only)")
    for r in results:
        if r["mode"].startswith("cajit"):
            print(f"\ntrace {r['mode']} (rank 0, last step, ms from backward start):")
            for t, what in r["trace"]:
                print(f"  {t * 1e3:8.2f}  {what}")
    if args.trace:
        with open(args.trace, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
