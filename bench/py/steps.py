"""Whole training steps through torch.compile(backend=...): eager, Inductor, cajit.

A step is what a user's loop runs: forward, loss, ``loss.backward()`` and
``optimizer.step()`` + ``zero_grad()`` (SGD with momentum), for the models
of models.py.  Each (model, size, backend) runs in a fresh process with
empty cache directories:

- eager: the module as it is;
- inductor: ``torch.compile(module)`` (Inductor, Dynamo's default dynamic
  handling);
- cajit: ``torch.compile(module, backend="cajit")`` (AOTAutograd's forward
  and backward graphs compiled by cajit).

*first step*: the first step's wall time (Dynamo + compiling both graphs +
running); *steady step*: the median of the steps after the first two, for
about ``seconds`` of wall time.  The first step's parameter gradients are
compared with eager autograd's on a copy of the model.

Run by bench/run (the "torch.compile(backend=...) whole step" table), or
alone: ``python3 bench/py/steps.py --quick``.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
BACKENDS = ("eager", "inductor", "cajit")
MARK = "@@STEP "


# ---- one process: one (model, size, backend) ---------------------------------------------


def _worker(model: str, size: str, backend: str, seconds: float, max_steps: int) -> dict:
    import torch

    sys.path.insert(0, HERE)
    import models

    if backend == "cajit":
        sys.path.insert(0, os.path.join(REPO, "python"))
        import cajit  # noqa: F401  (registers the backend)
    module, inputs = models.build(model, size)
    ref = copy.deepcopy(module)
    run = module if backend == "eager" else torch.compile(module, backend=backend)
    opt = torch.optim.SGD(module.parameters(), lr=1e-3, momentum=0.9)

    def step() -> float:
        t0 = time.perf_counter()
        loss = models.loss_of(run, inputs)
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        return time.perf_counter() - t0

    # First step, with the gradient check before the optimizer moves the weights.
    t0 = time.perf_counter()
    loss = models.loss_of(run, inputs)
    loss.backward()
    first_bwd = time.perf_counter() - t0
    models.loss_of(ref, inputs).backward()
    worst = 0.0
    for p, q in zip(module.parameters(), ref.parameters()):
        scale = float(q.grad.abs().max()) or 1.0
        worst = max(worst, float((p.grad - q.grad).abs().max()) / scale)
    opt.step()
    opt.zero_grad(set_to_none=True)
    first = time.perf_counter() - t0
    times: list[float] = []
    step()  # the second step may still compile (Dynamo's automatic dynamic)
    if backend == "cajit":
        # Tiered compilation: until cajit's background compiles are done,
        # steps run AOTAutograd's graphs as they are; steady means native.
        import cajit

        cajit.wait_for_compiles()
        step()
    start = time.perf_counter()
    while len(times) < 3 or (time.perf_counter() - start < seconds and len(times) < max_steps):
        times.append(step())
    out = {"status": "ok", "first_ms": first * 1e3, "first_fwd_bwd_ms": first_bwd * 1e3,
           "steady_ms": statistics.median(times) * 1e3, "steps": len(times),
           "grads_rel_err": worst, "grads_ok": worst <= 1e-3}
    if backend == "cajit":
        import cajit

        st = cajit.stats()
        out["cajit"] = {"graphs_compiled": st["graphs_compiled"], "dynamo_graphs": st["dynamo_graphs"],
                        "fallbacks": st["fallbacks"], "fallback_ops": st["fallback_ops"]}
    return out


# ---- the orchestrator ----------------------------------------------------------------------


def run_one(model: str, size: str, backend: str, seconds: float, tmp: str, threads: int,
            timeout: float = 1200) -> dict:
    os.makedirs(tmp, exist_ok=True)
    cache = tempfile.mkdtemp(prefix=f"{model}-{size}-{backend}-", dir=tmp)
    env = dict(os.environ, CAJIT_CACHE_DIR=os.path.join(cache, "cajit"),
               TORCHINDUCTOR_CACHE_DIR=os.path.join(cache, "inductor"), XDG_CACHE_HOME=cache)
    if threads:
        for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "CAJIT_NUM_THREADS"):
            env[var] = str(threads)
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", model, size, backend, "--seconds", str(seconds)]
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "error", "error": f"timed out after {timeout:.0f} s"}
    for line in p.stdout.splitlines():
        if line.startswith(MARK):
            return json.loads(line[len(MARK):])
    tail = (p.stderr or p.stdout).strip().splitlines()[-1:] or [f"exit {p.returncode}"]
    return {"status": "error", "error": tail[0][:300]}


def run_all(model_names, sizes, backends, quick: bool, tmp: str, say, threads_for=None) -> dict:
    """{"size/model": {"backend": row}}."""
    res: dict[str, dict] = {}
    seconds = 1.0 if quick else 8.0
    for size in sizes:
        for model in model_names:
            rows = {}
            for b in backends:
                threads = threads_for(size) if threads_for else (1 if size == "tiny" else 0)
                r = run_one(model, size, b, seconds, tmp, threads)
                rows[b] = r
                if r["status"] == "ok":
                    say(f"  step {size}/{model} {b}: first {r['first_ms']:.0f} ms, "
                        f"steady {r['steady_ms']:.2f} ms" + ("" if r["grads_ok"] else "  GRADS DIFFER"))
                else:
                    say(f"  step {size}/{model} {b}: {r['error']}")
            res[f"{size}/{model}"] = rows
    return res


def _fallback_text(r: dict) -> str:
    c = r.get("cajit")
    if not c:
        return ""
    ops = c.get("fallback_ops") or {}
    graphs = c.get("fallbacks") or {}
    if not ops and not graphs:
        return "0"
    parts = [f"{op.split('.')[1]} ×{n}" for op, n in sorted(ops.items())]
    parts += [f"graph: {k} ×{n}" for k, n in sorted(graphs.items())]
    return ", ".join(parts)


def table(steps: dict, lines: list[str]) -> None:
    """The markdown table of run_all's result."""
    lines += ["## torch.compile(backend=...) whole step", "",
              "A training step as a user writes it: forward, loss, `loss.backward()`, "
              "`SGD(momentum=0.9).step()` and `zero_grad()`, the module wrapped by "
              "`torch.compile(module, backend=...)` (eager: not wrapped). Each row is a fresh "
              "process with empty caches. *first step*: wall time of the first step (Dynamo, "
              "both graphs compiled, run); *steady step*: median step after the first two; "
              "*× eager*: steady / eager's steady. *grads*: the first step's gradients against "
              "eager autograd's (largest |diff| / max|ref|). *cajit fallbacks*: ops of the "
              "compiled graphs that cajit runs through torch (forward ops it has no native "
              "lowering for yet).", "",
              "| model | backend | first step | steady step | × eager | grads | cajit fallbacks |",
              "|---|---|---:|---:|---:|---|---|"]
    for key, rows in steps.items():
        eager = rows.get("eager", {})
        for b, r in rows.items():
            if r.get("status") != "ok":
                lines.append(f"| {key} | {b} | n/a | n/a | | {r.get('error', '')} | |")
                continue
            rel = (f"{r['steady_ms'] / eager['steady_ms']:.2f}"
                   if eager.get("status") == "ok" and eager.get("steady_ms") else "")
            grads = f"{r['grads_rel_err']:.1e}" if r["grads_ok"] else f"**{r['grads_rel_err']:.1e}**"
            lines.append(f"| {key} | {b} | {r['first_ms']:.0f} ms | {r['steady_ms']:.2f} ms | {rel} | "
                         f"{grads} | {_fallback_text(r)} |")
    lines.append("")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--worker", nargs=3, metavar=("MODEL", "SIZE", "BACKEND"), help=argparse.SUPPRESS)
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--max-steps", type=int, default=2000)
    ap.add_argument("--quick", action="store_true", help="tiny models, 1 s of steady steps")
    ap.add_argument("--models", default="mlp,cnn,transformer,embedding,gru")
    ap.add_argument("--sizes", default=None)
    ap.add_argument("--backends", default=",".join(BACKENDS))
    ap.add_argument("--out", default=None, help="write the table (markdown) and results (json) here")
    args = ap.parse_args(argv)
    if args.worker:
        model, size, backend = args.worker
        try:
            r = _worker(model, size, backend, args.seconds, args.max_steps)
        except Exception as e:  # reported as the row's error
            r = {"status": "error", "error": f"{type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}"}
        sys.stdout.write(MARK + json.dumps(r) + "\n")
        return 0
    sizes = (args.sizes or ("tiny" if args.quick else "tiny,medium")).split(",")
    tmp = tempfile.mkdtemp(prefix="cajit-steps-")
    res = run_all(args.models.split(","), sizes, args.backends.split(","), args.quick, tmp, print)
    lines: list[str] = []
    table(res, lines)
    print("\n".join(lines))
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "steps.json"), "w") as f:
            json.dump(res, f, indent=1)
        with open(os.path.join(args.out, "steps.md"), "w") as f:
            f.write("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
