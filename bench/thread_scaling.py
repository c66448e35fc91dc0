"""Thread scaling of a memory-bound model's backward (issue 23 item 2):
eager and cajit at 1 and 2 threads in one process, per kernel.

    OMP_NUM_THREADS=2 python3 bench/thread_scaling.py [--model norm_mlp]
        [--rounds 40] [--steps 1] [--threads 2]

Rounds alternate the thread counts (1 then N, N then 1, ...) through
torch.set_num_threads (which also sets MKL's count and the OpenMP team
cajit's kernels share); each round runs `steps` backwards of cajit and of
eager at that count. Compiled with CAJIT_PROFILE=1 and CAJIT_TIERED=0.

Prints per backend and count the min and median of the backward (wall), and
for cajit, per round: `ksum`, its kernels' time (cajit.profile_report), and
`gap`, the backward's wall minus ksum (compiled autograd's entry, host
glue: what is not inside a kernel). Then per kernel kind and per kernel the
min over rounds at 1 and N threads and their ratio.

Minima, not medians: on a loaded 2-core machine a 2-thread run is mostly
waiting for its second thread (medians 5-10x the minima), and the minimum
over many short rounds is the run that had both cores. A benchmark, not a
test."""

import argparse
import collections
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(HERE, "py"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="norm_mlp")
    ap.add_argument("--size", default="medium")
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--steps", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--top", type=int, default=20)
    args = ap.parse_args()
    os.environ.setdefault("CAJIT_TIERED", "0")
    os.environ["CAJIT_PROFILE"] = "1"
    os.environ.setdefault("CAJIT_CACHE_DIR", tempfile.mkdtemp(prefix="cajit-threads-"))

    import torch
    from torch._dynamo import compiled_autograd

    import cajit
    import models

    module, inputs = models.build(args.model, args.size)

    def step(ctx=None) -> float:
        for p in module.parameters():
            p.grad = None
        loss = models.loss_of(module, inputs)
        t0 = time.perf_counter()
        if ctx is None:
            loss.backward()
        else:
            with ctx():
                loss.backward()
        return time.perf_counter() - t0

    for _ in range(2):
        step()
    compiled_autograd.reset()
    for _ in range(2):  # compile, warm up
        step(cajit.enable)
    counts = (1, args.threads)
    tot = collections.defaultdict(list)
    kern = {t: collections.defaultdict(list) for t in counts}
    for r in range(args.rounds):
        for t in counts if r % 2 == 0 else counts[::-1]:
            torch.set_num_threads(t)
            step()
            step(cajit.enable)
            cajit.reset_profile()
            for _ in range(args.steps):
                tot[("cajit", t)].append(step(cajit.enable))
                tot[("eager", t)].append(step())
            ksum = 0.0
            for line in cajit.profile_report(100000).splitlines()[1:]:
                f = line.split()
                if not f or not f[0][0].isdigit():
                    continue
                ms = float(f[0]) / args.steps
                ksum += ms
                if "CompiledAutograd" in line:
                    kern[t][line[line.index("CompiledAutograd"):]].append(ms)
            tot[("ksum", t)].append(ksum / 1e3)
            tot[("gap", t)].append(sum(tot[("cajit", t)][-args.steps:]) / args.steps - ksum / 1e3)
    n = args.threads
    print(f"torch {torch.__version__}, {args.model} ({args.size}), {args.rounds} rounds x {args.steps} "
          f"backwards per backend and thread count; ms")
    for key in sorted(tot):
        xs = tot[key]
        print(f"  {key[0]:6s} {key[1]} thread(s): min {min(xs) * 1e3:8.3f}  median {statistics.median(xs) * 1e3:8.3f}")
    for b in ("eager", "cajit"):
        print(f"  {b} 1 -> {n} threads (by min): x{min(tot[(b, 1)]) / min(tot[(b, n)]):.2f}")
    kinds = collections.defaultdict(lambda: [0.0, 0.0])
    rows = []
    for k, xs in kern[1].items():
        a, b = min(xs), min(kern[n].get(k, [float("nan")]))
        kinds[k.split()[2]][0] += a
        kinds[k.split()[2]][1] += b
        rows.append((a, b, k))
    print(f"per kind: sum over kernels of each kernel's min, ms per backward, 1 and {n} threads")
    for kind, (a, b) in sorted(kinds.items(), key=lambda x: -x[1][0]):
        print(f"  {kind:10s} {a:8.3f} {b:8.3f}  x{a / b if b else 0:.2f}")
    print(f"per kernel (top {args.top} at 1 thread): min ms per backward, 1 and {n} threads")
    for a, b, k in sorted(rows, reverse=True)[: args.top]:
        print(f"  {a:7.3f} {b:7.3f}  x{a / b if b else 0:5.2f}  {k[:100]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
