"""One (model, size, backend) in its own process.

Started by the orchestrator (models_bench.py) with the cache directories in
its environment. It
  1. builds the model and its inputs from a fixed seed and computes reference
     gradients with eager autograd on a deep copy;
  2. turns on compiled autograd with the backend's compiler_fn (kept on for
     the life of the process, as torch._dynamo.config.compiled_autograd=True
     would; cajit through cajit.enable(), as its users do), runs one forward eagerly and times the first backward (capture +
     compile + run), with the peak RSS of that backward;
  3. checks the gradients against the reference and reports;
  4. then serves commands from stdin until `quit`: `run K` (K steps) or
     `run_for SECONDS MIN MAX [DISCARD]` (DISCARD untimed steps, then steps
     until SECONDS have passed, at least MIN and at most MAX); a step is an eager forward and a timed backward. Each
     command reports the step times, the peak RSS of the backwards and a
     fresh gradient check.

Messages go to stdout as lines `@@BENCH <json>`; anything else on stdout or
stderr (torch warnings) is ignored by the orchestrator and kept in its log.
"""
import argparse
import copy
import json
import os
import resource
import sys
import time
import traceback

MARK = "@@BENCH "


def send(msg):
    sys.stdout.write(MARK + json.dumps(msg) + "\n")
    sys.stdout.flush()


def proc_status_kb(field):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return None


class PeakRss:
    """Peak resident set size over a region of code, in kB.

    Resets the kernel's high-water mark (VmHWM) by writing 5 to
    /proc/self/clear_refs, so the reading covers only the region. When the
    reset is not permitted, falls back to VmHWM since process start (still an
    upper bound for the region) and says so."""

    def __init__(self):
        self.resettable = True
        try:
            with open("/proc/self/clear_refs", "w") as f:
                f.write("5")
        except OSError:
            self.resettable = False

    def start(self):
        if self.resettable:
            with open("/proc/self/clear_refs", "w") as f:
                f.write("5")
        self.rss0 = proc_status_kb("VmRSS")

    def stop(self):
        return {"hwm_kb": proc_status_kb("VmHWM"), "rss_before_kb": self.rss0,
                "hwm_reset": self.resettable}


def grad_check(module, ref, rtol, atol_scale):
    """Compares module's grads with ref: returns (ok, worst relative error,
    message). A grad is accepted when |g - r| <= atol + rtol*|r| elementwise,
    with atol = atol_scale * max|r| (fp32 reassociation in a compiled graph
    moves results by a few ulps of the largest magnitudes)."""
    import torch
    worst, problems = 0.0, []
    for name, p in module.named_parameters():
        r = ref[name]
        g = p.grad
        if g is None:
            problems.append(f"{name}: no grad")
            continue
        if g.shape != r.shape:
            problems.append(f"{name}: shape {tuple(g.shape)} vs {tuple(r.shape)}")
            continue
        if not torch.isfinite(g).all():
            problems.append(f"{name}: non-finite values")
            continue
        scale = r.abs().max().item()
        atol = atol_scale * scale
        err = (g - r).abs()
        rel = (err.max().item() / scale) if scale > 0 else err.max().item()
        worst = max(worst, rel)
        if not bool((err <= atol + rtol * r.abs()).all()):
            problems.append(f"{name}: max |diff| {err.max().item():.3g} "
                            f"(max |ref| {scale:.3g})")
    return not problems, worst, "; ".join(problems[:3])


def steps_until_native(module, inputs, zero, models, first_done, limit_s=300.0):
    """Tiered compilation (cajit.tiering): training steps after the first
    backward until a backward runs native code for every graph (no call on
    the quick tier), as a training loop would run them. Returns the number
    of backwards that ran on the quick tier in all (the first included),
    the seconds from the end of the first backward to the end of the first
    all-native one, and the quick backwards' mean time."""
    import cajit

    quick_s = []
    first_quick = cajit.stats().get("quick_tier_calls", 0) > 0
    while time.perf_counter() - first_done < limit_s:
        zero()
        loss = models.loss_of(module, inputs)
        before = cajit.stats().get("quick_tier_calls", 0)
        t0 = time.perf_counter()
        loss.backward()
        dt = time.perf_counter() - t0
        if cajit.stats().get("quick_tier_calls", 0) == before:
            return {"quick_backwards": len(quick_s) + int(first_quick),
                    "s": time.perf_counter() - first_done,
                    "quick_step_ms": 1e3 * sum(quick_s) / len(quick_s) if quick_s else None,
                    "native_step_ms": 1e3 * dt}
        quick_s.append(dt)
    return {"quick_backwards": len(quick_s) + int(first_quick), "s": None,
            "error": f"still on the quick tier after {limit_s:.0f} s"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--size", required=True)
    ap.add_argument("--backend", required=True)
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--rtol", type=float, default=1e-3)
    ap.add_argument("--atol-scale", type=float, default=1e-4)
    args = ap.parse_args()

    t_start = time.perf_counter()
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    import torch
    import torch._dynamo
    from torch._dynamo import compiled_autograd

    import backends
    import models

    if args.threads > 0:
        torch.set_num_threads(args.threads)
    peak = PeakRss()

    module, inputs = models.build(args.model, args.size)
    ref_module = copy.deepcopy(module)
    models.loss_of(ref_module, inputs).backward()
    ref = {n: p.grad.detach().clone() for n, p in ref_module.named_parameters()}
    del ref_module

    counter = backends.Counter()
    t_setup = time.perf_counter()
    try:
        fn = backends.make_compiler_fn(args.backend, counter)
    except backends.BackendUnavailable as e:
        send({"event": "unavailable", "reason": str(e)})
        return 0
    setup_s = time.perf_counter() - t_setup

    torch._dynamo.reset()
    compiled_autograd.reset()
    ctx = backends.enable_context(args.backend, fn)
    if ctx is not None:
        ctx.__enter__()

    def zero():
        for p in module.parameters():
            p.grad = None

    try:
        zero()
        loss = models.loss_of(module, inputs)
        peak.start()
        t0 = time.perf_counter()
        loss.backward()
        first_s = time.perf_counter() - t0
        rss = peak.stop()
    except Exception as e:
        send({"event": "failed", "where": "first backward",
              "reason": f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
              "traceback": traceback.format_exc()[-4000:]})
        return 0
    ok, worst, msg = grad_check(module, ref, args.rtol, args.atol_scale)
    until_native = None
    if args.backend == "ca_cajit":
        try:
            until_native = steps_until_native(module, inputs, zero, models, t0 + first_s)
        except Exception as e:
            send({"event": "failed", "where": "steps until native code",
                  "reason": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc()[-4000:]})
            return 0
    send({"event": "ready", "first_backward_s": first_s, "setup_s": setup_s,
          "until_native": until_native,
          "process_to_ready_s": time.perf_counter() - t_start,
          "rss_first": rss, "grads_ok": ok, "grads_max_rel_err": worst,
          "grads_msg": msg, "counts": backends.counts(args.backend, counter),
          "threads": torch.get_num_threads(), "torch": torch.__version__})

    for line in sys.stdin:
        cmd = line.split()
        if not cmd:
            continue
        if cmd[0] == "quit":
            break
        discard = 0
        if cmd[0] == "run":  # run K: exactly K steps
            budget, min_steps, max_steps = 0.0, int(cmd[1]), int(cmd[1])
        elif cmd[0] == "run_for":  # run_for SECONDS MIN MAX [DISCARD]
            budget, min_steps, max_steps = float(cmd[1]), int(cmd[2]), int(cmd[3])
            discard = int(cmd[4]) if len(cmd) > 4 else 0
        else:
            send({"event": "error", "reason": f"unknown command {line.strip()}"})
            continue
        times, faults, hwm, growth = [], [], 0, 0
        t_begin = time.perf_counter()
        try:
            # Untimed leading steps: after idling while the other backends ran,
            # the thread pools' workers sleep, and waking them on a loaded
            # machine costs milliseconds that are not the backend's.
            for _ in range(discard):
                zero()
                models.loss_of(module, inputs).backward()
            while len(times) < max_steps and (
                    len(times) < min_steps or time.perf_counter() - t_begin < budget):
                zero()
                loss = models.loss_of(module, inputs)
                peak.start()
                faults0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
                t0 = time.perf_counter()
                loss.backward()
                times.append(time.perf_counter() - t0)
                faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults0)
                p = peak.stop()
                hwm = max(hwm, p["hwm_kb"])
                growth = max(growth, p["hwm_kb"] - p["rss_before_kb"])
        except Exception as e:
            send({"event": "failed", "where": "steady step",
                  "reason": f"{type(e).__name__}: {e}"})
            return 0
        ok, worst, msg = grad_check(module, ref, args.rtol, args.atol_scale)
        send({"event": "ran", "times_s": times, "faults": faults, "hwm_kb": hwm,
              "growth_kb": growth,
              "grads_ok": ok,
              "grads_max_rel_err": worst, "grads_msg": msg,
              "counts": backends.counts(args.backend, counter)})
    if ctx is not None:
        ctx.__exit__(None, None, None)
    send({"event": "bye"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
