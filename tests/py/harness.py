"""Shared machinery of the end-to-end tests.

``Recorder`` is a cajit backend wrapping the reference interpreter (with
result type checks on) that keeps every compiled graph's .cag text, its
GraphMeta and the arguments of its first call, so tests can check the text
(batch dims symbolic, host ops present, deterministic) after running.

``save_fixture`` writes/compares the golden .cag files in tests/py/graphs/
(set CAJIT_UPDATE_GRAPHS=1 to rewrite them).
"""

from __future__ import annotations

import copy
import glob
import os
import re
from collections.abc import Callable, Sequence
from typing import Any

import torch

import cajit
from cajit import cag
from cajit.export import to_cag
from cajit.normalize import normalize

GRAPHS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "graphs")


def capture_backward(build: Callable[[], Any], batch: int = 5, seed: int = 0) -> tuple:
    """(gm, inputs, sizes, scalars, hooks, packed): compiled autograd's graph
    of the first backward of a fresh model from ``build()`` (a
    tests/py/models.py builder) and the arguments of its call."""
    from torch._dynamo import compiled_autograd

    torch.manual_seed(seed)
    model, make_batch, loss_fn = build()
    x, y = make_batch(batch)
    got = []

    def compiler_fn(gm):
        def run(*args):
            got.append((gm, *args))
            return gm(*args)

        return run

    compiled_autograd.reset()
    with compiled_autograd._enable(compiler_fn):
        loss_fn(model(x), y).backward()
    compiled_autograd.reset()
    gm, inputs, sizes, scalars, hooks, *packed = got[0]
    return gm, list(inputs), list(sizes), list(scalars), tuple(hooks), tuple(packed[0] if packed else ())


def default_backend() -> Any:
    """The backend the end-to-end tests run: the C JIT, or the reference
    interpreter with CAJIT_TEST_BACKEND=reference."""
    from cajit.native import NativeBackend

    if os.environ.get("CAJIT_TEST_BACKEND", "native") == "reference":
        return cajit.ReferenceBackend(check_types=True)
    return NativeBackend()


class Recorder:
    name = "recorder"

    def __init__(self, inner: Any = None) -> None:
        self.inner = inner if inner is not None else default_backend()
        self.graphs: list[dict[str, Any]] = []

    def compile(self, text: str, meta: cajit.GraphMeta) -> Callable[..., list]:
        fn = self.inner.compile(text, meta)
        rec: dict[str, Any] = {"text": text, "meta": meta, "args": None}
        self.graphs.append(rec)

        def run(inputs, sizes, scalars, hooks, packed):
            if rec["args"] is None:
                rec["args"] = (list(inputs), list(sizes), list(scalars), tuple(hooks), tuple(packed))
            return fn(inputs, sizes, scalars, hooks, packed)

        return run


def assert_close(
    got: Sequence[Any], want: Sequence[Any], what: str, default_tolerances: bool = False
) -> None:
    """Compares grads with eager's: atol 1e-6, rtol 1e-5, or with
    ``default_tolerances`` torch.testing's defaults for the dtype."""
    assert len(got) == len(want), f"{what}: {len(got)} values, eager has {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        if w is None:
            assert g is None, f"{what}[{i}]: eager has None"
            continue
        assert g is not None, f"{what}[{i}]: None, eager has a tensor"
        assert g.shape == w.shape, f"{what}[{i}]: shape {tuple(g.shape)} vs eager {tuple(w.shape)}"
        tol = {} if default_tolerances else {"atol": 1e-6, "rtol": 1e-5}
        torch.testing.assert_close(g, w, **tol, msg=lambda m: f"{what}[{i}]: {m}")


def run_steps(
    build: Callable[[], tuple[Any, Callable[[int], Any], Callable[..., Any]]],
    batch_sizes: Sequence[int],
    mode: str,
    backend: Any,
    forward: Callable[[Any], Callable[..., Any]] | None = None,
    default_tolerances: bool = False,
) -> None:
    """Train-style steps on a model and an eager copy; compare grads.

    mode "backward": loss.backward() (grads accumulate across steps);
    mode "grad": torch.autograd.grad(loss, params) every step."""
    model, make_batch, loss_fn = build()
    ref = copy.deepcopy(model)
    fwd = forward(model) if forward is not None else model
    for step, bs in enumerate(batch_sizes):
        x, y = make_batch(bs)
        with cajit.enable(backend):
            loss = loss_fn(fwd(x), y)
            if mode == "grad":
                got = torch.autograd.grad(loss, list(model.parameters()))
            else:
                loss.backward()
        ref_loss = loss_fn(ref(x), y)
        if mode == "grad":
            want = torch.autograd.grad(ref_loss, list(ref.parameters()))
            assert_close(got, want, f"step {step} (batch {bs}) autograd.grad", default_tolerances)
        else:
            ref_loss.backward()
            assert_close(
                [p.grad for p in model.parameters()],
                [p.grad for p in ref.parameters()],
                f"step {step} (batch {bs}) .grad",
                default_tolerances,
            )


def host_ops(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for m in re.finditer(r"\bhost\.(\w+)\(", text):
        counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    return counts


def check_graph(rec: dict[str, Any], batch: int | None, renormalize: bool = False) -> cag.Graph:
    """Checks on one recorded graph: parses, re-exports to the same text
    (with ``renormalize``, normalizing again from the same arguments gives
    the same text too), and (given the batch size of its first call) every
    input dim equal to the batch size is symbolic."""
    text = rec["text"]
    g = cag.parse(text)
    meta = rec["meta"]
    # Determinism: exporting again, and normalizing again from the same
    # arguments, give the same bytes.
    assert to_cag(meta.normalized, meta.name) == text
    if renormalize:
        again = normalize(meta.original, *rec["args"])
        assert to_cag(again, meta.name) == text, "normalizing the same graph twice gave different text"
    if batch is not None:
        inputs = rec["args"][0]
        seen = 0
        for i, ((_vid, ty), t) in enumerate(zip(g.inputs, inputs)):
            for d, e in enumerate(ty.sizes):
                if t.shape[d] == batch:
                    seen += 1
                    assert e.symbols(), f"input {i} dim {d} (batch {batch}) is the constant {e.eval({})}"
        assert seen, "no input has a batch dim"
    return g


def save_fixture(name: str, text: str) -> None:
    """Golden .cag for the C side: written with CAJIT_UPDATE_GRAPHS=1 (or
    when missing), otherwise compared."""
    path = os.path.join(GRAPHS_DIR, f"{name}.cag")
    # The fixture's graph name is the file name, so fixtures do not depend
    # on how many graphs the process compiled before.
    text = re.sub(r'^graph ".*"$', f'graph "{name}"', text, count=1, flags=re.M)
    if os.environ.get("CAJIT_UPDATE_GRAPHS") or not os.path.exists(path):
        os.makedirs(GRAPHS_DIR, exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return
    with open(path) as f:
        old = f.read()
    assert old == text, f"{path} differs from the export (CAJIT_UPDATE_GRAPHS=1 to update)"


def weighted_sum_grads(model: Any, x: Any, w: Any) -> list[Any]:
    """The grads of (model(x) * w).sum(): the parameters' then x's."""
    model.zero_grad()
    x.grad = None
    (model(x) * w).sum().backward()
    return [t.grad for t in model.parameters()] + [x.grad]


def cajit_weighted_sum_grads(model: Any, x: Any, w: Any, dump_dir: str, monkeypatch: Any,
                             threads: int | None = None) -> tuple[list[Any], list[str]]:
    """weighted_sum_grads through cajit: one graph, compiled before its
    first call, with no cache and no host fallback, on ``threads`` torch
    threads (the current number if None). Returns the grads and the
    graph's kernel IR (``cajit-dump --emit=kir``) lines."""
    from torch._dynamo import compiled_autograd

    from cajit.ext import require

    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", dump_dir)
    saved = torch.get_num_threads()
    torch.set_num_threads(threads or saved)
    try:
        cajit.reset_stats()
        compiled_autograd.reset()
        with cajit.enable():
            got = weighted_sum_grads(model, x, w)
        compiled_autograd.reset()
    finally:
        torch.set_num_threads(saved)
    assert cajit.stats()["graphs_compiled"] == 1
    assert cajit.stats()["fallback_ops"] == {}
    (path,) = glob.glob(os.path.join(dump_dir, "*.cag"))
    with open(path) as f:
        return got, require().dump(f.read(), "kir").splitlines()


def assert_near_f64(got: Sequence[Any], eager: Sequence[Any], want: Sequence[Any], floor: float = 2e-6) -> None:
    """float32 grads against float64 ones (``want``): each max |diff| /
    max |want| no more than twice eager float32's, or ``floor``."""
    for i, (g, e, r) in enumerate(zip(got, eager, want)):
        assert g.dtype == torch.float32 and g.shape == r.shape
        scale = r.abs().max().item() or 1.0
        err = (g.double() - r).abs().max().item() / scale
        err_eager = (e.double() - r).abs().max().item() / scale
        assert err <= max(2 * err_eager, floor), \
            f"grad {i}: max |diff| / max |eager f64| = {err:.3g}, eager f32's {err_eager:.3g}"


def kernel_schedules(kir: Sequence[str], kernel: Callable[[str], bool]) -> list[str]:
    """The schedule line (two below the header) of each kernel whose
    header line (``k<N> ...``) ``kernel`` accepts."""
    return [kir[i + 2] for i, line in enumerate(kir) if line.startswith("k") and kernel(line)]
