"""bench/run: where cajit stands against eager autograd and Inductor.

Runs the model benchmarks (models_bench.py) and the kernel benchmarks
(kernel_bench.py), then writes results.json, results.md and the charts to the
output directory (bench/results by default). Scratch files (cache
directories, worker logs, native helper binaries) go to <out>/tmp.

  bench/run                full run (both sizes, all backends, warm runs)
  bench/run --quick        a few minutes: tiny models, no warm runs, short steady state
  bench/run --models mlp,gru --sizes tiny --backends eager,ca_inductor
  bench/run --report-only  redraw results.md and the charts from results.json
  bench/run --no-models --no-kernels   only the torch.compile(backend=...) whole steps
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
REPO = os.path.dirname(BENCH)
sys.path.insert(0, HERE)

import backends as B  # noqa: E402
import machine  # noqa: E402
import models  # noqa: E402
import models_bench  # noqa: E402
import report  # noqa: E402
import steps  # noqa: E402


def csv(allowed):
    def parse(text):
        items = [t.strip() for t in text.split(",") if t.strip()]
        bad = [t for t in items if t not in allowed]
        if bad:
            raise argparse.ArgumentTypeError(f"unknown {bad}; choose from {','.join(allowed)}")
        return items
    return parse


def parse_args(argv):
    ap = argparse.ArgumentParser(prog="bench/run", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true",
                    help="tiny models only, no warm-cache runs, short steady state, "
                         "fewer kernel repeats")
    ap.add_argument("--sizes", type=csv(models.SIZES))
    ap.add_argument("--models", type=csv(models.MODELS), default=list(models.MODELS))
    ap.add_argument("--backends", type=csv(B.BACKENDS + B.TEST_BACKENDS),
                    default=list(B.BACKENDS))
    ap.add_argument("--no-models", action="store_true")
    ap.add_argument("--no-kernels", action="store_true")
    ap.add_argument("--no-steps", action="store_true",
                    help="skip the torch.compile(backend=...) whole-step comparison (steps.py)")
    ap.add_argument("--no-warm", dest="warm", action="store_false",
                    help="skip the warm-cache first-backward runs")
    ap.add_argument("--warm-all", action="store_true",
                    help="also measure the warm run of backends without an on-disk "
                         "cache (" + ", ".join(B.NO_DISK_CACHE) + ")")
    ap.add_argument("--threads", type=int, default=None,
                    help="threads per worker (torch, OpenMP, BLAS); default: 1 for the "
                         "tiny size (overhead-bound: threads cannot help, and idle pool "
                         "threads stall on a loaded machine), all cores for medium")
    ap.add_argument("--no-malloc-trim", dest="malloc_trim", action="store_false",
                    help="run every worker with glibc's heap trimming off and its mmap "
                         "threshold at 32 MiB (GLIBC_TUNABLES): freed memory stays mapped, "
                         "so steady steps do not page-fault it in again. The default "
                         "keeps glibc's behaviour, which users get")
    ap.add_argument("--rounds", type=int)
    ap.add_argument("--steady-seconds", type=float,
                    help="steady-state time budget per (model, size), all backends together")
    ap.add_argument("--out", default=os.path.join(BENCH, "results"))
    ap.add_argument("--cajit-run", default=os.path.join(
        os.environ.get("CAJIT_BUILD_DIR", os.path.join(REPO, "build")), "cajit-run"))
    ap.add_argument("--report-only", action="store_true")
    args = ap.parse_args(argv)
    if args.sizes is None:
        args.sizes = ["tiny"] if args.quick else list(models.SIZES)
    if args.rounds is None:
        args.rounds = 3 if args.quick else 5
    if args.quick:
        args.warm = False
    args.argv = argv
    return args


class Opts:
    """Per-size knobs for models_bench."""

    def __init__(self, args, size, skip):
        if args.threads is not None:
            self.threads = args.threads
        else:
            self.threads = 1 if size == "tiny" else 0  # 0: torch's default
        self.rounds = args.rounds
        self.malloc_trim = args.malloc_trim
        self.warm = args.warm
        self.warm_all = args.warm_all
        self.skip = skip
        self.warmup_steps = 2
        self.min_steps_per_round = 3
        self.discard_per_round = 1
        self.max_steps_per_round = 2000
        default = {"tiny": 1.5, "medium": 6.0} if args.quick else {"tiny": 5.0, "medium": 20.0}
        self.steady_seconds = args.steady_seconds or default[size]
        self.first_timeout = 900
        self.step_timeout = 600


def publish_summary(args, out, say):
    """A full run into the default directory updates the README's table;
    subsets and --quick runs never do, so the README always shows a full run."""
    full = (not args.quick and sorted(args.sizes) == sorted(models.SIZES)
            and sorted(args.models) == sorted(models.MODELS)
            and sorted(args.backends) == sorted(B.BACKENDS) and not args.no_models)
    default_out = os.path.abspath(os.path.join(HERE, "..", "results"))
    if full and out == default_out:
        readme = os.path.join(HERE, "..", "..", "README.md")
        if report.update_readme(readme, os.path.join(out, "summary.md")):
            say("== README.md: benchmark summary updated")


def main(argv):
    args = parse_args(argv)
    out = os.path.abspath(args.out)
    tmp = os.path.join(out, "tmp")
    json_path = os.path.join(out, "results.json")
    if args.report_only:
        with open(json_path) as f:
            res = json.load(f)
        report.write_markdown(res, os.path.join(out, "results.md"))
        report.write_summary(res, os.path.join(out, "summary.md"))
        report.write_charts(res, out)
        print(f"wrote {out}/results.md, summary.md and charts")
        publish_summary(args, out, print)
        return 0

    os.makedirs(out, exist_ok=True)
    shutil.rmtree(os.path.join(tmp, "cache"), ignore_errors=True)
    shutil.rmtree(os.path.join(tmp, "logs"), ignore_errors=True)
    os.makedirs(os.path.join(tmp, "logs"), exist_ok=True)
    t0 = time.time()

    def say(msg):
        print(msg, flush=True)

    res = {"started": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
           "options": {"argv": argv, "quick": args.quick, "sizes": args.sizes,
                       "models": args.models, "backends": args.backends,
                       "rounds": args.rounds, "threads": args.threads, "warm": args.warm,
                       "warm_all": args.warm_all},
           "models": {}}
    say("== machine")
    res["machine"] = machine.describe()
    cpu = res["machine"]["cpu"]
    say(f"  {cpu['model']}, {cpu['usable_cpus']} cores, torch {res['machine'].get('torch')}")
    say("== preflight (what each backend needs)")
    skip, info = machine.preflight(args.backends, os.path.join(tmp, "preflight"), say)
    res["unavailable"] = skip
    res["machine"].update(info)

    if not args.no_kernels:
        say("== kernel benchmarks")
        kout = os.path.join(tmp, "kernels.json")
        cmd = [sys.executable, os.path.join(HERE, "kernel_bench.py"), "--cajit-run",
               args.cajit_run, "--bin-dir", os.path.join(tmp, "bin"), "--out", kout]
        if args.quick:
            cmd.append("--quick")
        env = dict(os.environ)
        if args.threads:
            for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
                env[var] = str(args.threads)
        p = subprocess.run(cmd, env=env)
        if p.returncode == 0:
            with open(kout) as f:
                res["kernels"] = json.load(f)
            k = res["kernels"]
            say(f"  memcpy {k['bandwidth']['best_gbps']:.1f} GB/s; cajit-run: "
                + ("available" if k["cajit_run_available"] else k["cajit_run_reason"]))
        else:
            res["kernels_error"] = f"kernel_bench.py exited {p.returncode}"
            say(f"  kernel benchmarks failed (exit {p.returncode})")

    if not args.no_models:
        for size in args.sizes:
            opts = Opts(args, size, skip)
            for model in args.models:
                rows = models_bench.run_config(model, size, args.backends, opts,
                                               os.path.join(tmp, "cache"),
                                               os.path.join(tmp, "logs"), say)
                res["models"][f"{size}/{model}"] = {
                    "model": model, "size": size,
                    "description": models.describe(model, size), "backends": rows}
                res["wall_s"] = time.time() - t0
                with open(json_path, "w") as f:  # partial results survive a crash
                    json.dump(res, f, indent=1)

    if not args.no_steps:
        say("== whole steps through torch.compile(backend=...) (steps.py)")
        res["steps"] = steps.run_all(
            args.models, args.sizes, steps.BACKENDS, args.quick, os.path.join(tmp, "steps"), say,
            threads_for=lambda size: args.threads if args.threads is not None else (1 if size == "tiny" else 0))
        with open(json_path, "w") as f:
            json.dump(res, f, indent=1)

    res["wall_s"] = time.time() - t0
    res["machine"]["load_average_end"] = os.getloadavg()
    with open(json_path, "w") as f:
        json.dump(res, f, indent=1)
    report.write_markdown(res, os.path.join(out, "results.md"))
    report.write_summary(res, os.path.join(out, "summary.md"))
    charts = report.write_charts(res, out)
    publish_summary(args, out, say)
    say(f"== wrote {json_path}, {out}/results.md, "
        + ", ".join(os.path.basename(c) for c in charts)
        + f" in {res['wall_s'] / 60:.1f} min")
    mismatches = [f"{k}/{b}" for k, e in res["models"].items()
                  for b, r in e["backends"].items()
                  if r.get("status") == "ok" and not r.get("grads_ok", True)]
    if mismatches:
        say("!! gradients differ from eager for: " + ", ".join(mismatches))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
