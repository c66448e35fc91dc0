"""The re-trace (cajit.normalize) of captured backward graphs: its cost and profile.

    python3 bench/normalize_profile.py [--reps 5] [--profile] [--top 30]
                                       [--breakdown] [--dump DIR] [--root TREE] [model ...]

Captures compiled autograd's graphs of one backward of each model (a
tests/py/models.py ZOO name: gru, transformer, ...; or a
tests/py/real_models.py SPECS name: gpt2, llama, ...), then normalizes each
graph ``--reps`` times in this process and prints the median thread CPU
and wall ms of normalize (prepare + trace, as compiled_graph's
``normalize`` stage with ``prepare``) per model. ``--profile``: one more
normalize of every graph under cProfile, top ``--top`` by tottime.
``--breakdown``: thread CPU of a normalize of every graph (the fastest
of three more) by stage (prepare; make_fx's setup, the trace's placeholders and wrap-up
around the graph's interpretation; the interpretation, per compiled
autograd node type; the rest of trace) and how much of the nodes' time
went to repeats, nodes whose op and arguments (dtypes, symbolic sizes,
strides and offsets, aliasing, plain values) an earlier node of the same
trace had: the most a per-node memo could save.
``--dump DIR``: to_cag text of every graph to DIR/<model>_<i>.cag (compare
two trees' with diff -r: the re-trace's output must not change).
``--root TREE``: import cajit from another checkout (for before/after
figures: run both trees' children alternately, see ``--ab``).

    python3 bench/normalize_profile.py --ab BEFORE_TREE --rounds 3 gru transformer gpt2

runs this script as fresh child processes over BEFORE_TREE and over this
tree alternately (``--rounds`` times each) and prints every round's
medians and the median of the rounds per tree, for the warm re-traces and
for each process's first (cold) one, which is what a re-trace in a forked
child always costs. ``--preload``: each child first calls
cajit.lean_trace.preload() where its tree has it (what cajit.tiering's
compile thread imports before its first fork), so the cold figure is the
one a forked re-trace pays.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import pstats
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _paths(root: str) -> None:
    sys.path[:0] = [os.path.join(root, "python"), os.path.join(HERE, "tests", "py")]


def capture(name: str) -> list[tuple]:
    """[(gm, inputs, sizes, scalars, hooks, packed)] of every graph of the
    model's first backward."""
    import torch
    from torch._dynamo import compiled_autograd

    import models

    got: list[tuple] = []

    def compiler_fn(gm):
        def run(*args):
            got.append((gm, *args))
            return gm(*args)

        return run

    torch.manual_seed(0)
    if name in models.ZOO:
        model, make_batch, loss_fn = models.ZOO[name]()
        x, y = make_batch(5)
        step = lambda: loss_fn(model(x), y).backward()  # noqa: E731
    else:
        import real_models

        spec = real_models.SPECS[name]
        model = spec.build()
        inputs = spec.inputs(spec.shapes[0])
        step = lambda: spec.loss(model, inputs).backward()  # noqa: E731
    compiled_autograd.reset()
    with compiled_autograd._enable(compiler_fn):
        step()
    compiled_autograd.reset()
    out = []
    for gm, inputs, sizes, scalars, hooks, *packed in got:
        out.append((gm, list(inputs), list(sizes), list(scalars), tuple(hooks),
                    tuple(packed[0] if packed else ())))
    return out


def child(args: argparse.Namespace) -> None:
    _paths(args.root or HERE)
    import torch

    from cajit.export import to_cag
    from cajit.normalize import normalize

    torch.set_num_threads(1)
    if args.preload:
        try:
            from cajit.lean_trace import preload
        except ImportError:  # a tree from before it
            preload = None
        if preload is not None:
            preload()
    results = {}
    profiles = []
    breakdowns = []
    for name in args.models:
        graphs = capture(name)
        run = lambda: [normalize(*g) for g in graphs]  # noqa: E731
        # The first normalize is cold (first-use imports, decomposition
        # tables, sympy caches of this process), as a re-trace in a forked
        # child always is: reported apart.
        c = time.thread_time()
        ns = run()
        cold = (time.thread_time() - c) * 1e3
        cpu, wall = [], []
        for _ in range(args.reps):
            w, c = time.perf_counter(), time.thread_time()
            ns = run()
            cpu.append((time.thread_time() - c) * 1e3)
            wall.append((time.perf_counter() - w) * 1e3)
        results[name] = {"graphs": len(graphs), "cpu_ms": statistics.median(cpu) if cpu else 0.0,
                         "wall_ms": statistics.median(wall) if wall else 0.0, "cpu_all": cpu, "cold_ms": cold}
        if args.dump:
            os.makedirs(args.dump, exist_ok=True)
            for i, n in enumerate(ns):
                with open(os.path.join(args.dump, f"{name}_{i}.cag"), "w") as f:
                    f.write(to_cag(n, f"{name}_{i}"))
        if args.breakdown:
            breakdowns.append((name, breakdown(graphs)))
        if args.profile:
            prof = cProfile.Profile()
            prof.enable()
            run()
            prof.disable()
            profiles.append((name, prof))
    if args.json:
        print("@@" + json.dumps(results))
        return
    for name, r in results.items():
        print(f"{name:14s} {r['graphs']} graph(s): normalize median cpu {r['cpu_ms']:.0f} ms, "
              f"wall {r['wall_ms']:.0f} ms (cpu of each rep: {' '.join(f'{v:.0f}' for v in r['cpu_all'])}); "
              f"the first (cold) {r['cold_ms']:.0f} ms")
    for name, text in breakdowns:
        print(f"\n---- {name}: thread CPU ms of a normalize of each graph (the fastest of 3), by stage\n{text}")
    for name, prof in profiles:
        print(f"\n---- {name}: cProfile, one normalize of each graph, top {args.top} by tottime")
        st = pstats.Stats(prof)
        print(f"total calls {st.total_calls}, total {st.total_tt * 1e3:.0f} ms")
        st.sort_stats("tottime").print_stats(args.top)
        st.sort_stats("cumulative").print_stats(args.top)


def _node_key(target, args) -> tuple:
    """A compiled autograd node's op and arguments as a memo of its
    trace would key them (see --breakdown)."""
    import torch

    seen: dict[int, int] = {}
    storages: dict[object, int] = {}

    def k(a):
        if isinstance(a, torch.Tensor):
            st = storages.setdefault(a.untyped_storage()._cdata, len(storages))
            return ("T", a.dtype, a.device, seen.setdefault(id(a), len(seen)), st,
                    tuple(str(k(v)) for v in a.shape), tuple(str(k(v)) for v in a.stride()),
                    str(k(a.storage_offset())))
        if isinstance(a, (list, tuple)):
            return (type(a).__name__, tuple(k(x) for x in a))
        if isinstance(a, (torch.SymInt, torch.SymFloat, torch.SymBool)):
            return ("S", str(a.node.expr))
        return repr(a)

    return (getattr(target, "__name__", str(target)), k(args))


def breakdown(graphs: list[tuple], runs: int = 3) -> str:
    """See --breakdown: the fastest of ``runs`` timed normalizes of the
    graphs (thread CPU on a loaded machine: the least disturbed)."""
    texts = [_breakdown_once(graphs) for _ in range(runs)]
    return min(texts, key=lambda t: t[0])[1]


def _breakdown_once(graphs: list[tuple]) -> tuple[float, str]:
    import collections

    from cajit import normalize as nm

    stages: dict[str, float] = collections.defaultdict(float)
    nodes: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0, 0.0, 0])
    keys: set = set()
    saved = {}

    def timed(owner, attr, label):
        orig = getattr(owner, attr)
        saved[(owner, attr)] = orig

        def wrapper(*a, **k):
            t = time.thread_time()
            try:
                return orig(*a, **k)
            finally:
                stages[label] += time.thread_time() - t

        setattr(owner, attr, wrapper)

    def run_node(self, n):
        key = None
        if n.op == "call_function" and type(n.target).__name__ == "Op":
            t = time.thread_time()
            key = _node_key(n.target, self.fetch_args_kwargs_from_env(n))
            stages["key"] += time.thread_time() - t
        t = time.thread_time()
        try:
            return orig_run_node(self, n)
        finally:
            dt = time.thread_time() - t
            name = n.op if n.op != "call_function" else getattr(n.target, "__name__", str(n.target))
            row = nodes[name]
            row[0] += dt
            row[1] += 1
            if key is not None and key in keys:
                row[2] += dt
                row[3] += 1
            elif key is not None:
                keys.add(key)

    for attr, label in (("prepare", "prepare"), ("_trace", "make_fx"), ("_collect", "collect")):
        if hasattr(nm, attr):
            timed(nm, attr, label)
    timed(nm._Retracer, "run", "interpretation")
    orig_run_node = nm._Retracer.run_node
    nm._Retracer.run_node = run_node
    # No collection in the timed run: a full one (~150 ms with the
    # captured graphs alive) would land on whichever node allocates then.
    gc.collect()
    gc.disable()
    try:
        for g in graphs:
            keys.clear()
            t = time.thread_time()
            nm.normalize(*g)
            stages["total"] += time.thread_time() - t
    finally:
        gc.enable()
        nm._Retracer.run_node = orig_run_node
        for (owner, attr), orig in saved.items():
            setattr(owner, attr, orig)
    ms = {k: v * 1e3 for k, v in stages.items()}
    for k in ("total", "make_fx", "interpretation"):  # less the keys' computation
        ms[k] -= ms.get("key", 0.0)
    lines = [f"total {ms['total']:.1f}: prepare {ms.get('prepare', 0):.1f}, make_fx {ms.get('make_fx', 0):.1f} "
             f"(setup and wrap-up {ms.get('make_fx', 0) - ms['interpretation']:.1f}, interpretation "
             f"{ms['interpretation']:.1f}), collect {ms.get('collect', 0):.1f}, rest of trace "
             f"{ms['total'] - ms.get('prepare', 0) - ms.get('make_fx', 0) - ms.get('collect', 0):.1f}"]
    rep = sum(r[2] for r in nodes.values()) * 1e3
    n_rep = sum(r[3] for r in nodes.values())
    lines.append(f"compiled autograd nodes met again with the same key: {n_rep}, {rep:.1f} ms of the interpretation "
                 "(the keys' computation left out of every figure)")
    lines.append(f"{'node':42s} {'ms':>7s} {'calls':>6s} {'repeat ms':>10s} {'repeats':>8s}")
    for name, (t, n, tr, nr) in sorted(nodes.items(), key=lambda kv: -kv[1][0])[:25]:
        lines.append(f"{name[:42]:42s} {t * 1e3:7.1f} {n:6d} {tr * 1e3:10.1f} {nr:8d}")
    return ms["total"], "\n".join(lines)


def ab(args: argparse.Namespace) -> None:
    trees = [("before", os.path.abspath(args.ab)), ("after", HERE)]
    rows: dict[str, dict[str, list[float]]] = {t: {} for t, _ in trees}
    cold_rows: dict[str, dict[str, list[float]]] = {t: {} for t, _ in trees}
    for rnd in range(args.rounds):
        for tag, tree in trees:
            cmd = [sys.executable, os.path.abspath(__file__), "--child", "--json", "--root", tree,
                   "--reps", str(args.reps), *(["--preload"] if args.preload else []), *args.models]
            p = subprocess.run(cmd, capture_output=True, text=True)
            lines = [line for line in p.stdout.splitlines() if line.startswith("@@")]
            if not lines:
                sys.exit(f"{tag} failed:\n{p.stderr[-3000:]}")
            r = json.loads(lines[0][2:])
            print(f"round {rnd} {tag:6s} " + "  ".join(f"{m} {v['cpu_ms']:.0f} (cold {v['cold_ms']:.0f})"
                                                      for m, v in r.items()), flush=True)
            for m, v in r.items():
                rows[tag].setdefault(m, []).append(v["cpu_ms"])
                cold_rows[tag].setdefault(m, []).append(v["cold_ms"])
    print("\nnormalize, thread CPU ms, median of rounds (each round: median of "
          f"{args.reps} reps in one fresh process)")
    for m in args.models:
        b, a = statistics.median(rows["before"][m]), statistics.median(rows["after"][m])
        cb, ca = statistics.median(cold_rows["before"][m]), statistics.median(cold_rows["after"][m])
        print(f"{m:14s} before {b:7.0f}  after {a:7.0f}  {b / a:5.2f}x   "
              f"cold (a process's first): before {cb:7.0f}  after {ca:7.0f}  {cb / ca:5.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="*", default=["gru", "transformer", "gpt2"])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--breakdown", action="store_true")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--dump")
    ap.add_argument("--root")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--child", action="store_true")
    ap.add_argument("--ab")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--preload", action="store_true")
    args = ap.parse_args()
    if args.ab:
        ab(args)
    else:
        child(args)


if __name__ == "__main__":
    main()
