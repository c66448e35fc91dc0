"""cajit's Python path on a GPU (docs/cuda.md, "The Python path on a GPU"):
real backward graphs of CUDA tensors under compiled autograd with cajit,
grads against eager on the same device, cajit.stats() after each, then
eager and cajit's steady backward timed side by side in this process.

    python3 tests/gpu/py_run.py [--quick] [--only NAME,...] [--iters N] [--inductor] [--profile]

Each check prints one line `ok NAME ...` or `FAIL NAME: why` (with the
traceback); the exit status is 1 when one failed."""

from __future__ import annotations

import argparse
import copy
import os
import statistics
import sys
import time
import traceback

os.environ.setdefault("CAJIT_TIERED", "0")  # compile before the first call

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

import cajit  # noqa: E402

DEV = "cuda"
failed: list[str] = []


class MLP(nn.Module):
    def __init__(self, d_in: int = 64, d: int = 256, classes: int = 10) -> None:
        super().__init__()
        self.fc1 = nn.Linear(d_in, d)
        self.norm = nn.LayerNorm(d)
        self.fc2 = nn.Linear(d, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.norm(F.gelu(self.fc1(x))))


def _no_dropout(cfg):
    for name in dir(cfg):
        if ("dropout" in name or name.endswith("_pdrop")) and isinstance(getattr(cfg, name, None), float):
            setattr(cfg, name, 0.0)
    return cfg


def mlp_case(batch=32, d_in=64, d=256):
    model = MLP(d_in, d).to(DEV)
    x = torch.randn(batch, d_in, device=DEV)
    y = torch.randint(0, 10, (batch,), device=DEV)
    return model, lambda m: F.cross_entropy(m(x), y)


class _Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return 2 * x * g


class Hooked(nn.Module):
    """Host calls of every kind: a custom Function, a tensor hook on a
    parameter, a module full-backward hook, a post-accumulate-grad hook."""

    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(64, 128)
        self.fc2 = nn.Linear(128, 10)
        self.seen: list[float] = []
        self.fc1.weight.register_hook(lambda g: g * 0.5)
        self.fc2.register_full_backward_hook(lambda m, gi, go: (gi[0] * 2,))
        self.fc2.bias.register_post_accumulate_grad_hook(lambda p: self.seen.append(1.0))

    def forward(self, x):
        return self.fc2(_Square.apply(torch.tanh(self.fc1(x))))


def hooked_case():
    model = Hooked().to(DEV)
    x = torch.randn(16, 64, device=DEV)
    y = torch.randint(0, 10, (16,), device=DEV)
    return model, lambda m: F.cross_entropy(m(x), y)


def hf_case(kind: str, big: bool = False):
    import transformers as tf

    vocab = 1000 if big else 128
    if kind == "gpt2_large":  # GPT-2 small's width, 4 layers: the GPU's work dominates
        vocab = 8192
        cfg = tf.GPT2Config(vocab_size=vocab, n_positions=512, n_embd=768, n_layer=4, n_head=12)
        model = tf.GPT2LMHeadModel(_no_dropout(cfg))
    elif kind == "gpt2":
        cfg = tf.GPT2Config(vocab_size=vocab, n_positions=256, n_embd=256 if big else 32,
                            n_layer=2 if big else 1, n_head=4 if big else 2)
        model = tf.GPT2LMHeadModel(_no_dropout(cfg))
    elif kind == "bert":
        cfg = tf.BertConfig(vocab_size=vocab, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                            intermediate_size=64, max_position_embeddings=64)
        model = tf.BertForMaskedLM(_no_dropout(cfg))
    elif kind == "vit":
        cfg = tf.ViTConfig(image_size=16, patch_size=4, num_channels=3, hidden_size=32, num_hidden_layers=1,
                           num_attention_heads=2, intermediate_size=64, num_labels=10)
        model = tf.ViTForImageClassification(_no_dropout(cfg))
    elif kind == "resnet":
        cfg = tf.ResNetConfig(num_channels=3, embedding_size=8, hidden_sizes=[8, 16], depths=[1, 1],
                              layer_type="basic", num_labels=10)
        model = tf.ResNetForImageClassification(cfg)
    else:
        raise ValueError(kind)
    model = model.to(DEV)
    if kind in ("vit", "resnet"):
        inputs = {"pixel_values": torch.randn(4, 3, 16 if kind == "vit" else 32, 16 if kind == "vit" else 32,
                                              device=DEV),
                  "labels": torch.randint(0, 10, (4,), device=DEV)}
    else:
        b, s = (8, 512) if kind == "gpt2_large" else (8, 128) if big else (2, 16)
        ids = torch.randint(0, vocab, (b, s), device=DEV)
        inputs = {"input_ids": ids, "labels": ids}
    return model, lambda m: m(**inputs).loss


def grads_of(model, loss_fn, compiled: bool):
    model.zero_grad(set_to_none=True)
    loss = loss_fn(model)
    if compiled:
        with cajit.enable():
            loss.backward()
    else:
        loss.backward()
    return {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


def check_grads(name: str, case, steps: int = 2, atol: float = 1e-5) -> None:
    # Two builds from one seed (a deepcopy would drop tensor hooks).
    torch.manual_seed(0)
    model, loss_fn = case()
    torch.manual_seed(0)
    ref, _ = case()
    cajit.reset_stats()
    for step in range(steps):
        want = grads_of(ref, loss_fn, compiled=False)
        got = grads_of(model, loss_fn, compiled=True)
        assert want.keys() == got.keys(), (sorted(want), sorted(got))
        for k in want:
            torch.testing.assert_close(got[k], want[k], rtol=1e-4, atol=atol, msg=lambda m, k=k: f"{k}: {m}")
    s = cajit.stats()
    assert s["gpu_calls"] >= steps, f"cajit did not run on the GPU: {s}"
    print(f"ok {name}: grads equal to eager over {steps} steps; gpu_graphs={s['gpu_graphs']} "
          f"gpu_calls={s['gpu_calls']} gpu_steps={s['gpu_steps']} fallback_ops={s['fallback_ops']} "
          f"library_ops={s['library_ops']} fallbacks={s['fallbacks']} "
          f"compile_ms={ {k: round(v.get('total', 0)) for k, v in s['compile_ms'].items()} }")


def check_dynamo(name: str) -> None:
    """The documented torch.compile way: compiled_autograd on with
    backend="cajit" (the forward through Dynamo too)."""
    torch.manual_seed(0)
    model, loss_fn = mlp_case()
    ref = copy.deepcopy(model)
    want = grads_of(ref, loss_fn, compiled=False)
    cajit.reset_stats()
    cmodel = torch.compile(model, backend="cajit")
    with torch._dynamo.config.patch(compiled_autograd=True):
        for _ in range(2):
            model.zero_grad(set_to_none=True)
            loss = torch.compile(loss_fn, backend="cajit")(cmodel)
            loss.backward()
    for k, p in model.named_parameters():
        torch.testing.assert_close(p.grad, want[k], rtol=1e-4, atol=1e-5)
    s = cajit.stats()
    print(f"ok {name}: grads equal to eager; gpu_calls={s['gpu_calls']} dynamo_graphs={s['dynamo_graphs']} "
          f"fallbacks={s['fallbacks']} gpu_steps={s['gpu_steps']}")


def bench(name: str, case, iters: int, with_inductor: bool = False) -> None:
    """Steady backward, eager and cajit (and compiled autograd + Inductor)
    in this process: each iteration a forward (untimed), then the backward
    timed from a synchronize to a synchronize; median of `iters` after 5
    warm-up iterations (the compiles)."""
    from torch._dynamo import compiled_autograd

    def inductor(gm):
        return torch.compile(gm, backend="inductor", fullgraph=True, dynamic=True)

    torch.manual_seed(0)
    model, loss_fn = case()
    times = {}
    modes = ("eager", "cajit", "inductor", "eager2", "cajit2") if with_inductor else ("eager", "cajit", "eager2",
                                                                                       "cajit2")
    for mode in modes:
        compiled = mode.rstrip("2") in ("cajit", "inductor")
        if compiled:
            compiled_autograd.reset()  # each compiler compiles its own graph
        ts = []
        for i in range(iters + 5):
            model.zero_grad(set_to_none=True)
            loss = loss_fn(model)
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            if mode.startswith("cajit"):
                with cajit.enable():
                    loss.backward()
            elif mode == "inductor":
                with compiled_autograd._enable(inductor):
                    loss.backward()
            else:
                loss.backward()
            torch.cuda.synchronize()
            if i >= 5:
                ts.append((time.perf_counter() - t0) * 1e3)
        times[mode] = statistics.median(ts)
    ind = f", CA + Inductor {times['inductor']:.3f}" if "inductor" in times else ""
    print(f"bench {name}: steady backward median of {iters} (ms): eager {times['eager']:.3f} / {times['eager2']:.3f}, "
          f"cajit {times['cajit']:.3f} / {times['cajit2']:.3f}{ind} (rounds in the order {', '.join(modes)})")


def profile(name: str, case, iters: int) -> None:
    """Where a steady cajit backward spends its time on the host: cProfile
    over `iters` backwards (forwards outside), top functions by own time."""
    import cProfile
    import pstats

    torch.manual_seed(0)
    model, loss_fn = case()
    for _ in range(3):
        model.zero_grad(set_to_none=True)
        with cajit.enable():
            loss_fn(model).backward()
    prof = cProfile.Profile()
    for _ in range(iters):
        model.zero_grad(set_to_none=True)
        loss = loss_fn(model)
        torch.cuda.synchronize()
        prof.enable()
        with cajit.enable():
            loss.backward()
        torch.cuda.synchronize()
        prof.disable()
    print(f"profile {name}: {iters} cajit backwards")
    pstats.Stats(prof).sort_stats("tottime").print_stats(18)


def run(name: str, fn, *args) -> None:
    try:
        fn(name, *args)
    except Exception as e:  # noqa: BLE001 - report and go on
        failed.append(name)
        print(f"FAIL {name}: {type(e).__name__}: {str(e)[:2000]}")
        traceback.print_exc(limit=12)
    sys.stdout.flush()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--iters", type=int, default=30)
    ap.add_argument("--inductor", action="store_true", help="time compiled autograd + Inductor too")
    ap.add_argument("--profile", action="store_true", help="cProfile a steady cajit backward of gpt2_big")
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))
    print(f"torch {torch.__version__}, cuda {torch.version.cuda}, device {torch.cuda.get_device_name(0)}, "
          f"python {sys.version.split()[0]}")
    checks = [
        ("mlp", check_grads, lambda: mlp_case()),
        ("mlp_big", check_grads, lambda: mlp_case(4096, 1024, 1024)),
        ("dynamo_mlp", check_dynamo),
        ("hooks", check_grads, hooked_case),
        ("gpt2", check_grads, lambda: hf_case("gpt2")),
        ("bert", check_grads, lambda: hf_case("bert")),
        ("vit", check_grads, lambda: hf_case("vit")),
        ("resnet", check_grads, lambda: hf_case("resnet")),
        ("gpt2_big", check_grads, lambda: hf_case("gpt2", big=True)),
        ("gpt2_large", check_grads, lambda: hf_case("gpt2_large"), 2, 1e-4),
    ]
    for name, fn, *rest in checks:
        if not only or name in only:
            run(name, fn, *rest)
    if not args.quick:
        for name, case in (("mlp_big", lambda: mlp_case(4096, 1024, 1024)),
                           ("gpt2_big", lambda: hf_case("gpt2", big=True)),
                           ("gpt2_large", lambda: hf_case("gpt2_large"))):
            if not only or name in only:
                run(f"bench_{name}", bench, case, args.iters, args.inductor)
    if args.profile:
        run("profile_gpt2_big", profile, lambda: hf_case("gpt2", big=True), 20)
    print("failed:", ",".join(failed) if failed else "none")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
