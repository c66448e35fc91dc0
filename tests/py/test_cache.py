"""The on-disk caches (cajit.cache): a second process meets the same
backward graph and skips normalization and LLVM, with grads equal to eager;
the graph key changes with everything normalization depends on; corrupt
entries are misses; a cached text whose guards fail is traced afresh;
CAJIT_CACHE=0 turns both caches off; compile_ms reports the stages.

Run as a script for the compile-time breakdown of the demo and the test
models, each in a fresh process with the caches off:

    python3 tests/py/test_cache.py [--root TREE] [--reps N] [MODEL ...]
"""

from __future__ import annotations

import copy
import json
import os
import stat
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if __name__ == "__main__":  # as a script: the paths conftest.py sets
    sys.path[:0] = [os.path.join(ROOT, "python"), HERE]

import pytest  # noqa: E402
import torch  # noqa: E402
from torch._dynamo import compiled_autograd  # noqa: E402

import cajit  # noqa: E402
from cajit import cache  # noqa: E402
from harness import assert_close, capture_backward  # noqa: E402
from models import mlp_ce  # noqa: E402


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    d = tmp_path / "cajit-cache"
    monkeypatch.setenv("CAJIT_CACHE_DIR", str(d))
    monkeypatch.delenv("CAJIT_CACHE", raising=False)
    return d


# ---- the key ----------------------------------------------------------------------


def test_key_is_stable_and_follows_the_call():
    gm, inputs, sizes, scalars, hooks, packed = capture_backward(mlp_ce)
    key = cache.graph_key(gm, inputs, sizes, scalars, hooks, packed)
    assert key and len(key) == 64
    # Another capture of the same model: same key.
    assert cache.graph_key(*capture_backward(mlp_ce, seed=1)) == key
    # Another batch size (not 0 or 1): same key, the text is symbolic in it.
    assert cache.graph_key(*capture_backward(mlp_ce, batch=9)) == key
    # A batch of 1 is specialised: another key.
    assert cache.graph_key(*capture_backward(mlp_ce, batch=1)) != key

    def changed(i, t):
        ins = list(inputs)
        ins[i] = t
        return cache.graph_key(gm, ins, sizes, scalars, hooks, packed)

    t = next(i for i, x in enumerate(inputs) if x.dim() == 2 and x.shape[0] != x.shape[1])
    x = inputs[t]
    assert changed(t, x.double()) != key  # dtype
    assert changed(t, x.t().contiguous().t()) != key  # layout
    assert changed(t, x.clone()) == key  # same metadata, other storage
    wide = torch.zeros(x.shape[0], x.shape[1] + 3)[:, 1:1 + x.shape[1]]
    assert changed(t, wide) != key  # strides and storage offset
    assert changed(t, x[:, :1].expand(x.shape).contiguous()) == key
    # Which dims are equal (duck sizing) is part of the key.
    square = torch.zeros(x.shape[0], x.shape[0])
    assert changed(t, square) != key
    assert cache.graph_key(gm, inputs, sizes, scalars, (*hooks, None), packed) != key
    assert cache.graph_key(gm, inputs, sizes, [*scalars, 1.5], hooks, packed) != key
    assert cache.graph_key(gm, inputs, [*sizes, 7], scalars, hooks, packed) != key


def test_key_follows_the_environment(monkeypatch):
    args = capture_backward(mlp_ce)
    key = cache.graph_key(*args)
    old = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        assert cache.graph_key(*args) != key
    finally:
        torch.set_default_dtype(old)
    import torch.fx.experimental._config as fx_config

    monkeypatch.setattr(fx_config, "use_duck_shape", False)
    assert cache.graph_key(*args) != key
    monkeypatch.undo()
    assert cache.graph_key(*args) == key
    # The producers' source is part of the key.
    monkeypatch.setattr(cache, "_environment", cache._environment + "\nproducers changed")
    assert cache.graph_key(*args) != key


def test_graphs_whose_calls_the_key_cannot_pin_down_are_not_cached():
    gm, *rest = capture_backward(mlp_ce)
    gm2 = copy.deepcopy(gm)
    node = next(n for n in gm2.graph.nodes if n.op == "call_function")

    def user_fn(*a):  # a closure: its name says nothing about its code
        return a

    node.target = user_fn
    gm2.recompile()
    assert cache.graph_key(gm2, *rest) is None


# ---- entries ----------------------------------------------------------------------


def test_entries_round_trip_and_corruption(cache_dir):
    key = "ab" * 32
    assert cache.load_graph(key) is None
    text = 'cag 1\ngraph "g"\nsizes 0\n'
    assert cache.store_graph(key, text)
    assert cache.load_graph(key) == text
    path = cache_dir / "graphs" / f"{key}.cag"
    good = path.read_bytes()
    for bad in (
        good[:-1],  # truncated
        good[:-2] + b"X\n",  # another body, same length
        good.replace(key.encode(), ("cd" * 32).encode(), 1),  # another key
        good.replace(b"cajit-graph-cache 1", b"cajit-graph-cache 9"),  # format
        b"",
        b"garbage",
    ):
        path.write_bytes(bad)
        assert cache.load_graph(key) is None
    assert cache.store_graph(key, text)
    assert cache.load_graph(key) == text
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporaries
    assert cache.rename_graph(text, 'x"y') == 'cag 1\ngraph "x\\"y"\nsizes 0\n'


def test_a_directory_others_can_write_is_not_used(cache_dir):
    (cache_dir / "graphs").mkdir(parents=True)
    os.chmod(cache_dir / "graphs", 0o777)
    assert cache.graph_dir() is None
    assert not cache.store_graph("ab" * 32, "text")
    os.chmod(cache_dir / "graphs", 0o700)
    assert cache.store_graph("ab" * 32, "text")


def test_cache_off(cache_dir, monkeypatch):
    monkeypatch.setenv("CAJIT_CACHE", "0")
    assert cache.object_dir() is None and cache.graph_dir() is None
    _train_once(mlp_ce)
    s = cajit.stats()
    assert (s["cache_graph_hits"], s["cache_graph_misses"], s["cache_object_hits"], s["cache_object_misses"]) == (0, 0, 0, 0)
    assert not cache_dir.exists()


# ---- in-process use -----------------------------------------------------------------


def _train_once(build, batch=6, seed=0):
    torch.manual_seed(seed)
    model, make_batch, loss_fn = build()
    ref = copy.deepcopy(model)
    x, y = make_batch(batch)
    compiled_autograd.reset()
    with cajit.enable():
        loss_fn(model(x), y).backward()
    compiled_autograd.reset()
    loss_fn(ref(x), y).backward()
    assert_close([p.grad for p in model.parameters()], [p.grad for p in ref.parameters()], f"batch {batch}")


def test_second_compile_hits_both_caches_and_reports_stages(cache_dir):
    _train_once(mlp_ce)
    s = cajit.stats()
    assert s["cache_graph_misses"] == 1 and s["cache_object_misses"] == 1, s
    (name, ms), = s["compile_ms"].items()
    for stage in ("key", "normalize", "export", "backend", "parse", "verify", "lower", "codegen",
                  "optimize", "emit", "link", "cache_write", "total"):
        assert stage in ms, (stage, ms)
    assert ms["optimize"] > 0 and ms["total"] >= ms["normalize"]
    cajit.reset_stats()
    _train_once(mlp_ce, batch=9, seed=3)  # a new graph object, same key
    s = cajit.stats()
    assert (s["cache_graph_hits"], s["cache_object_hits"]) == (1, 1), s
    (ms,) = s["compile_ms"].values()
    assert "normalize" not in ms and ms["optimize"] == 0 and ms["emit"] == 0


def test_compile_threads_cut_the_module_and_change_no_bits(tmp_path, monkeypatch):
    """CAJIT_COMPILE_THREADS=N compiles a big graph's kernels as N objects on
    N threads (jit/split.c), and its entry as one more (at level 0); the
    gradients are bit-identical to one thread's."""
    from models import transformer
    from cajit import _native

    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    grads = {}
    for threads in ("1", "3"):
        monkeypatch.setenv("CAJIT_COMPILE_THREADS", threads)
        torch.manual_seed(0)
        model, make_batch, loss_fn = transformer()
        x, y = make_batch(6)
        compiled_autograd.reset()
        with cajit.enable():
            loss_fn(model(x), y).backward()
        compiled_autograd.reset()
        grads[threads] = [p.grad for p in model.parameters()]
    for a, b in zip(grads["1"], grads["3"]):
        assert torch.equal(a, b)
    text = sorted(tmp_path.glob("*.cag"))[0].read_text()  # one per run
    for threads, parts in (("1", 2), ("3", 4)):
        monkeypatch.setenv("CAJIT_COMPILE_THREADS", threads)
        c = _native.Compiled(text, "t.cag")
        assert c.llvm_parts == parts
        assert c.timings["optimize"] > 0 and c.timings["emit"] > 0


def test_a_cached_text_whose_guards_fail_is_traced_again(cache_dir, monkeypatch):
    # A key blind to the call's metadata: the batch-of-1 call finds the text
    # traced for batch 6, whose guards (s0 >= 2) it breaks.
    real = cache.graph_key
    monkeypatch.setattr(cache, "graph_key", lambda gm, *args, **kw: real(gm, [], [], [], (), **kw))
    _train_once(mlp_ce, batch=6)
    cajit.reset_stats()
    _train_once(mlp_ce, batch=1)
    s = cajit.stats()
    assert s["cache_graph_hits"] == 1 and s["guard_failures"] == 1, s
    assert s["fallbacks"] == {} and s["graphs_compiled"] == 2, s


# ---- a second process ------------------------------------------------------------------

CHILD = r"""
import copy, json, os, sys, time
sys.path[:0] = [os.path.join(sys.argv[1], "python"), os.path.join(sys.argv[1], "tests", "py")]
import torch
import cajit
import models
torch.manual_seed(0)
model, make_batch, loss_fn = getattr(models, sys.argv[2])()
ref = copy.deepcopy(model)
x, y = make_batch(8)
loss = loss_fn(model(x), y)
t0, c0 = time.perf_counter(), time.process_time()
with cajit.enable():
    loss.backward()
wall, cpu = time.perf_counter() - t0, time.process_time() - c0
loss_fn(ref(x), y).backward()
ok = all(torch.allclose(a.grad, b.grad, rtol=1e-5, atol=1e-6)
         for a, b in zip(model.parameters(), ref.parameters()))
s = cajit.stats()
print("@@" + json.dumps({"ok": ok, "wall_ms": wall * 1e3, "cpu_ms": cpu * 1e3,
                         "stats": {k: v for k, v in s.items() if k.startswith("cache_")},
                         "compile_ms": s["compile_ms"]}))
"""


def _child(model: str, env: dict) -> dict:
    p = subprocess.run([sys.executable, "-c", CHILD, ROOT, model], capture_output=True, text=True,
                       env=env, timeout=900)
    lines = [line for line in p.stdout.splitlines() if line.startswith("@@")]
    assert lines, p.stderr[-3000:]
    return json.loads(lines[0][2:])


def test_second_process_hits_both_caches(cache_dir):
    env = dict(os.environ, CAJIT_CACHE_DIR=str(cache_dir))
    env.pop("CAJIT_CACHE", None)
    first = _child("transformer", env)
    second = _child("transformer", env)
    assert first["ok"] and second["ok"]
    assert first["stats"] == {"cache_graph_hits": 0, "cache_graph_misses": 1,
                              "cache_object_hits": 0, "cache_object_misses": 1}, first
    assert second["stats"] == {"cache_graph_hits": 1, "cache_graph_misses": 0,
                               "cache_object_hits": 1, "cache_object_misses": 0}, second
    (c1,), (c2,) = first["compile_ms"].values(), second["compile_ms"].values()
    print(f"\ntransformer, time to first backward: first process {first['wall_ms']:.0f} ms wall "
          f"({first['cpu_ms']:.0f} ms cpu, compile {c1['total']:.0f} ms), second process "
          f"{second['wall_ms']:.0f} ms wall ({second['cpu_ms']:.0f} ms cpu, compile {c2['total']:.0f} ms): "
          f"{first['wall_ms'] / second['wall_ms']:.1f}x sooner "
          f"({first['cpu_ms'] / second['cpu_ms']:.1f}x in cpu time)")
    # Entries are private files, without temporaries.
    for sub in ("graphs", "objects"):
        d = cache_dir / sub
        assert stat.S_IMODE(d.stat().st_mode) & 0o022 == 0
        assert all(not p.name.startswith(".") for p in d.iterdir())


# ---- the compile-time breakdown (python3 tests/py/test_cache.py) ------------------------

BREAKDOWN_CHILD = r"""
import json, os, sys, time
root, name = sys.argv[1], sys.argv[2]
sys.path[:0] = [os.path.join(root, "python"), os.path.join(root, "tests", "py"),
                os.path.join(root, "examples")]
import torch
from cajit.normalize import normalize
from cajit.export import to_cag
from cajit import _native
from harness import capture_backward
import models
if name == "demo":
    import train_demo
    build = lambda: (train_demo.make_model(), lambda b: (torch.randn(b, 256), torch.randint(0, 10, (b,))),
                     torch.nn.functional.cross_entropy)
else:
    build = {**models.MODELS, "mha": models.mha}[name]
gm, inputs, sizes, scalars, hooks, packed = capture_backward(build, 64 if name == "demo" else 8)
out = {}
def timed(key, fn):
    w, c = time.perf_counter(), time.thread_time()
    r = fn()
    out[key] = ((time.perf_counter() - w) * 1e3, (time.thread_time() - c) * 1e3)
    return r
n = timed("normalize", lambda: normalize(gm, inputs, sizes, scalars, hooks, packed))
text = timed("export", lambda: to_cag(n, name))
c = timed("compile", lambda: _native.Compiled(text, name + ".cag"))
out["stages"] = getattr(c, "timings", None)
out["lines"] = text.count("\n")
print("@@" + json.dumps(out))
"""


def breakdown(argv: list[str]) -> None:
    """Prints normalize / export / C compile time per model (thread CPU and
    wall ms, each model in a fresh process, caches off) and the C stages."""
    root, reps = ROOT, 1
    while argv and argv[0].startswith("--"):
        if argv[0] == "--root":
            root, argv = argv[1], argv[2:]
        elif argv[0] == "--reps":
            reps, argv = int(argv[1]), argv[2:]
        else:
            sys.exit(__doc__)
    names = argv or ["demo", "mlp_ce", "mlp_tanh_mse", "cnn", "transformer", "embedding", "mha"]
    env = dict(os.environ, CAJIT_CACHE="0")
    print(f"tree {root}; cpu/wall ms (thread CPU time / wall time); best of {reps} fresh process(es)")
    print(f"{'model':13s} {'lines':>5s} {'normalize':>15s} {'export':>13s} {'C compile':>13s}  C stages (wall ms)")
    total = [0.0] * 6
    for name in names:
        best = None
        for _ in range(reps):
            p = subprocess.run([sys.executable, "-c", BREAKDOWN_CHILD, root, name], capture_output=True,
                               text=True, env=env)
            lines = [line for line in p.stdout.splitlines() if line.startswith("@@")]
            if not lines:
                print(f"{name}: failed\n{p.stderr[-2000:]}")
                break
            r = json.loads(lines[0][2:])
            cost = r["normalize"][1] + r["export"][1] + r["compile"][1]
            if best is None or cost < best[0]:
                best = (cost, r)
        if best is None:
            continue
        r = best[1]
        vals = [*r["normalize"][::-1], *r["export"][::-1], *r["compile"][::-1]]
        total = [a + b for a, b in zip(total, vals)]
        st = r["stages"]
        stages = " ".join(f"{k} {st[k]:.0f}" for k in ("lower", "codegen", "split", "optimize", "emit", "link")
                          if k in st) if st else "-"
        print(f"{name:13s} {r['lines']:5d} {vals[0]:6.0f}/{vals[1]:<8.0f} {vals[2]:5.0f}/{vals[3]:<7.0f} "
              f"{vals[4]:5.0f}/{vals[5]:<7.0f}  {stages}", flush=True)
    print(f"{'total':13s} {'':5s} {total[0]:6.0f}/{total[1]:<8.0f} {total[2]:5.0f}/{total[3]:<7.0f} "
          f"{total[4]:5.0f}/{total[5]:<7.0f}")


if __name__ == "__main__":
    breakdown(sys.argv[1:])


def _cache_bytes(root) -> int:
    return sum(f.stat().st_size for sub in ("graphs", "objects") if (root / sub).exists()
               for f in (root / sub).iterdir() if not f.name.startswith("."))


def test_size_limit_keeps_the_most_recently_used(cache_dir, monkeypatch):
    # Five graphs (~40 KB of graph and object each) under a 100 KiB limit:
    # the root never holds more (a put trims it), and the graph used last
    # survives.
    monkeypatch.setenv("CAJIT_CACHE_MAX_MB", "0.1")
    sizes = []
    for act in (torch.nn.GELU, torch.nn.Tanh, torch.nn.Sigmoid, torch.nn.ReLU, torch.nn.SiLU):
        torch.manual_seed(0)
        m = torch.nn.Sequential(torch.nn.Linear(16, 32), act(), torch.nn.Linear(32, 4))
        with cajit.enable():
            m(torch.randn(3, 16)).square().sum().backward()
        compiled_autograd.reset()
        sizes.append(_cache_bytes(cache_dir))
    assert sum(s > 0 for s in sizes) == 5
    assert max(sizes) <= 0.1 * (1 << 20), sizes
    graphs = sorted((cache_dir / "graphs").iterdir(), key=lambda f: f.stat().st_mtime)
    assert len(graphs) < 5, "nothing was evicted"
    # A hit marks an entry used: the oldest surviving graph, hit again,
    # becomes the newest.
    oldest = graphs[0]
    before = oldest.stat().st_mtime_ns
    key = oldest.name[:-len(".cag")]
    assert cache.load_graph(key) is not None
    assert oldest.stat().st_mtime_ns > before
