"""Per-backward overhead of cajit against eager autograd, split by where the
time goes.

For each model (a tiny and a medium MLP, and with --real the models users
train from tests/py/real_models.py, transformers' GPT-2, LLaMA, BERT, ViT,
ResNet and the hand-written RoPE decoder, Swin window attention and BiLSTM
tagger, at batch 32) it runs steady-state backwards (forward untimed, grads
reset to None before each step, like zero_grad(set_to_none=True)) in four
modes and prints the median µs of ``with <mode's context>: loss.backward()``
(the context's enter and exit included, as a user's loop pays them):

  eager    loss.backward()
  ca_fx    compiled autograd with compiler_fn = the FX graph itself: what
           compiled autograd costs on its own (capture, cache lookup, sizes
           wrapping, running the graph through Python); `fx` is the time
           spent inside the FX graph, `ca_own` = total - fx
  cajit    cajit.enable(); `native` is cajit's native call (the compiled
           entry, including host calls), `host` the host calls alone
           (accumulate_grad, hooks, fallbacks), `call` cajit's whole call
           (CompiledGraph.__call__: its Python path and the native call),
           `rest` = total - call: torch's engine with compiled autograd's
           C++ capture and cache lookup, and the runtime wrapper
  cajit_tw the same with torch's runtime wrapper (CAJIT_CA_WRAPPER=torch:
           every used size wrapped in a tensor marked dynamic, per
           backward) instead of cajit's (python/cajit/ca_runtime.py)

Usage: python3 bench/overhead.py [--steps N] [--models tiny,medium]
       [--real gpt2,llama,...|all] [--batch 32] [--blas torch|openblas]
       [--threads N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))

import torch  # noqa: E402
from torch._dynamo import compiled_autograd  # noqa: E402

import cajit  # noqa: E402
import cajit.host as host_mod  # noqa: E402
import cajit.native as native  # noqa: E402

MODELS = {
    # name: (widths, batch)
    "tiny": ([32, 64, 64, 10], 16),
    "medium": ([1024, 1024, 1024, 1024], 256),
}


def make_mlp(widths: list[int]) -> torch.nn.Module:
    layers: list[torch.nn.Module] = []
    for i in range(len(widths) - 1):
        layers.append(torch.nn.Linear(widths[i], widths[i + 1]))
        if i < len(widths) - 2:
            layers.append(torch.nn.ReLU())
    return torch.nn.Sequential(*layers)


class Timer:
    """Accumulates seconds spent inside wrapped callables."""

    def __init__(self) -> None:
        self.total = 0.0

    def wrap(self, fn):
        def timed(*args, **kwargs):
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                self.total += time.perf_counter() - t0

        return timed


def run_steps(model, loss_fn, steps: int, ctx_factory, timers: list[Timer]) -> dict[str, list[float]]:
    params = list(model.parameters())
    samples: dict[str, list[float]] = {"total": []}
    for t in timers:
        samples[t.name] = []
    for _ in range(steps):
        for p in params:
            p.grad = None
        loss = loss_fn()
        for t in timers:
            t.total = 0.0
        # The block as a user writes it: the context's enter and exit are
        # part of every backward's cost (cajit.enable()'s were ~30 us
        # before a49c825, which timing inside the block did not show).
        t0 = time.perf_counter()
        with ctx_factory():
            loss.backward()
        samples["total"].append(time.perf_counter() - t0)
        for t in timers:
            samples[t.name].append(t.total)
    return samples


def median_us(xs: list[float]) -> float:
    return statistics.median(xs) * 1e6


def mlp_case(name: str):
    widths, batch = MODELS[name]
    torch.manual_seed(0)
    model = make_mlp(widths)
    x = torch.randn(batch, widths[0])
    return f"{name}: MLP {widths}, batch {batch}", model, lambda: model(x).sum()


def real_case(name: str, batch: int):
    """One of the test zoo's real models (tests/py/real_models.py) at
    ``batch`` and the sequence length of its first test shape; fixed inputs,
    so the graph is captured once."""
    sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests", "py"))
    import real_models

    spec = real_models.SPECS[name]
    torch.manual_seed(0)
    model = spec.build()
    shape = (batch,) + tuple(spec.shapes[0][1:])
    inputs = spec.inputs(shape)
    return f"{name}: tests/py/real_models.py, shape {shape}", model, lambda: spec.loss(model, inputs)


def bench_model(case, steps: int) -> None:
    title, model, loss_fn = case
    warm = max(5, steps // 10)
    rows = []

    class Plain:
        def __enter__(self):
            return self

        def __exit__(self, *a):
            return False

    run_steps(model, loss_fn, warm, Plain, [])
    eager = run_steps(model, loss_fn, steps, Plain, [])
    rows.append(("eager", {"total": median_us(eager["total"])}))

    fx = Timer()
    fx.name = "fx"
    compiled_autograd.reset()

    def fx_ctx():
        return compiled_autograd._enable(lambda gm: fx.wrap(gm))

    run_steps(model, loss_fn, warm, fx_ctx, [fx])
    s = run_steps(model, loss_fn, steps, fx_ctx, [fx])
    own = [t - f for t, f in zip(s["total"], s["fx"])]
    rows.append(("ca_fx", {"total": median_us(s["total"]), "fx": median_us(s["fx"]),
                           "ca_own": median_us(own)}))

    for mode, wrapper in (("cajit", "lean"), ("cajit_tw", "torch")):
        os.environ["CAJIT_CA_WRAPPER"] = wrapper  # read when a graph is captured
        compiled_autograd.reset()
        nat, host, call = Timer(), Timer(), Timer()
        nat.name, host.name, call.name = "native", "host", "call"
        orig_call, orig_host = native._NativeGraph.__call__, host_mod.Host.call
        orig_graph_call = cajit.CompiledGraph.__call__
        native._NativeGraph.__call__ = nat.wrap(orig_call)
        host_mod.Host.call = host.wrap(orig_host)
        cajit.CompiledGraph.__call__ = call.wrap(orig_graph_call)
        try:
            run_steps(model, loss_fn, warm, cajit.enable, [nat, host, call])
            s = run_steps(model, loss_fn, steps, cajit.enable, [nat, host, call])
        finally:
            native._NativeGraph.__call__, host_mod.Host.call = orig_call, orig_host
            cajit.CompiledGraph.__call__ = orig_graph_call
        vals = {k: median_us(v) for k, v in s.items()}
        vals["rest"] = median_us([t - c for t, c in zip(s["total"], s["call"])])
        rows.append((mode, vals))
    os.environ.pop("CAJIT_CA_WRAPPER", None)

    eager_us = rows[0][1]["total"]
    print(f"{title}, {steps} steps, median µs per backward")
    for mode, vals in rows:
        parts = "  ".join(f"{k}={v:8.1f}" for k, v in vals.items())
        print(f"  {mode:8s} {parts}   x{eager_us / vals['total']:.2f} vs eager")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--models", default="tiny,medium", help="MLPs; '' for none")
    ap.add_argument("--real", default="", help="real models (tests/py/real_models.py), or 'all'")
    ap.add_argument("--batch", type=int, default=32, help="batch of the real models")
    ap.add_argument("--blas", choices=["torch", "openblas"], default=None)
    ap.add_argument("--threads", type=int, default=None, help="torch.set_num_threads")
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    used = native.use_gemm(args.blas)
    print(f"torch {torch.__version__}, threads {torch.get_num_threads()}, cajit GEMMs: {used}")
    for name in filter(None, args.models.split(",")):
        bench_model(mlp_case(name), args.steps)
    real = args.real
    if real == "all":
        real = "gpt2,llama,qwen2,bert,vit,resnet,rope_decoder,swin_window,bilstm"
    for name in filter(None, real.split(",")):
        bench_model(real_case(name, args.batch), args.steps)


if __name__ == "__main__":
    main()
