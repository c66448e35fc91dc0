"""What cajit gives back of its own memory (cajit.memory, issue 23 item 4):
the pages of the shared objects import cajit maps (libLLVM and what it
links, the extension) that only their load touched, after the import and
after each burst of compiles; the code keeps working, and the pages the
loader wrote (relocations: Private_Dirty) are never dropped. And what it
keeps for speed, on request (cajit.memory_stats, empty_cache,
set_idle_arena_limit): the compiled graphs' kept arenas are counted, given
back to the system when freed, and not kept under a limit of 0.

Each case runs in a fresh process: what a process maps depends on
everything imported before."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import cajit

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(cajit.__file__)))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The import of a source build maps 40.5 MB of clean pages of these files
# without the release (most of them libLLVM's), 0.7 MB with it, 1.0 MB
# after a compile. The bound leaves room for what the runtime
# touches again.
CLEAN_BOUND_MB = 8.0

CHILD = r"""
import contextlib, json, os, sys
sys.path.insert(0, sys.argv[1])
import torch, torch._dynamo


def files():
    out = set()
    with open("/proc/self/maps") as f:
        for line in f:
            fields = line.split(None, 5)
            if len(fields) == 6 and fields[4] != "0":
                out.add((fields[3], fields[4]))
    return out


def pages(of):
    # MB of the mappings of these files: "written", the process's own
    # copies of pages it wrote (Anonymous: relocations); "clean", the rest
    # of Rss, the page cache's copies of the files (Private_Dirty would
    # count a just-built extension's pages the page cache has not written
    # back yet as dirty).
    kb = {"rss": 0, "dirty": 0}
    cur = False
    with open("/proc/self/smaps") as f:
        for line in f:
            fields = line.split()
            if "-" in fields[0] and not fields[0].endswith(":"):
                cur = len(fields) >= 6 and (fields[3], fields[4]) in of
            elif cur and fields[0] == "Rss:":
                kb["rss"] += int(fields[1])
            elif cur and fields[0] == "Anonymous:":
                kb["dirty"] += int(fields[1])
    return {"clean": (kb["rss"] - kb["dirty"]) / 1024, "dirty": kb["dirty"] / 1024}


before = files()
import cajit
mine = files() - before
out = {"import": pages(mine)}
mode = sys.argv[2]
if mode == "release":
    os.environ["CAJIT_RELEASE_MEMORY"] = "1"
    out["advised"] = cajit.memory.release()
    out["released"] = pages(mine)
elif mode == "train":
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU(), torch.nn.Linear(64, 8))
    x = torch.randn(32, 64)
    for step in range(3):
        for p in model.parameters():
            p.grad = None
        with cajit.enable():
            model(x).sum().backward()
        assert cajit.wait_for_compiles(300)
    got = [p.grad.clone() for p in model.parameters()]
    for p in model.parameters():
        p.grad = None
    model(x).sum().backward()
    out["max_diff"] = max((g - p.grad).abs().max().item() for g, p in zip(got, model.parameters()))
    out["compiled"] = cajit.stats()["graphs_compiled"]
    out["trained"] = pages(mine)
elif mode == "caches":
    def rss():
        with open("/proc/self/status") as f:
            return next(int(l.split()[1]) for l in f if l.startswith("VmRSS")) / 1024
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(1024, 1024), torch.nn.ReLU(), torch.nn.Linear(1024, 1024),
                                torch.nn.ReLU(), torch.nn.Linear(1024, 8))
    x = torch.randn(512, 1024)

    def grads(ctx):
        for p in model.parameters():
            p.grad = None
        with ctx():
            model(x).sum().backward()
        return [p.grad.clone() for p in model.parameters()]

    want = grads(contextlib.nullcontext)
    for step in range(3):
        grads(cajit.enable)
        assert cajit.wait_for_compiles(300)
    out["kept"] = cajit.memory_stats()
    before = rss()
    out["freed"] = cajit.empty_cache()
    out["rss_drop_mb"] = before - rss()
    out["after_empty"] = cajit.memory_stats()
    cajit.set_idle_arena_limit(0)
    got = grads(cajit.enable)
    out["max_diff"] = max((g - w).abs().max().item() for g, w in zip(got, want))
    out["limit_0"] = cajit.memory_stats()
    cajit.set_idle_arena_limit(None)
    grads(cajit.enable)
    out["limit_default"] = cajit.memory_stats()
    # torch.compile(backend="cajit"): AOTAutograd's forward and backward
    # graphs keep arenas of their own, freed by the same call.
    cajit.empty_cache()
    compiled = torch.compile(model, backend="cajit")
    for step in range(3):
        for p in model.parameters():
            p.grad = None
        compiled(x).sum().backward()
    out["aot_kept"] = cajit.memory_stats()
    out["aot_freed"] = cajit.empty_cache()
    for p in model.parameters():
        p.grad = None
    compiled(x).sum().backward()
    out["aot_max_diff"] = max((p.grad - w).abs().max().item() for p, w in zip(model.parameters(), want))
    # the block cache's bound: 0 keeps no freed output (the grads
    # zero_grad drops, then taken back by the next backward)
    cajit.set_block_cache_limit(0)
    for p in model.parameters():
        p.grad = None
    out["block_cache_off"] = cajit.memory_stats()
    cajit.set_block_cache_limit(None)
    compiled(x).sum().backward()
    for p in model.parameters():
        p.grad = None
    out["block_cache_on"] = cajit.memory_stats()
    out["refused"] = []
    for setter in (cajit.set_idle_arena_limit, cajit.set_block_cache_limit):
        for bad in (-1, 1.5, "2"):
            try:
                setter(bad)
            except ValueError as e:
                out["refused"].append(str(e))
print(json.dumps(out))
"""


def _child(mode: str, **env: str) -> dict:
    e = dict(os.environ, CAJIT_CACHE="0", **env)
    p = subprocess.run([sys.executable, "-c", CHILD, PACKAGE_ROOT, mode], capture_output=True, text=True,
                       env=e, timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    return json.loads(p.stdout.strip().splitlines()[-1])


def test_import_gives_back_the_pages_only_loading_touched():
    """Fails without cajit.memory: the import leaves 40.5 MB of libLLVM's
    (and its libraries') clean pages mapped."""
    kept = _child("import", CAJIT_RELEASE_MEMORY="0")["import"]
    given = _child("import")["import"]
    assert kept["clean"] > 2 * CLEAN_BOUND_MB, f"nothing to give back on this build? {kept}"
    assert given["clean"] < CLEAN_BOUND_MB, given


def test_release_drops_clean_pages_and_never_written_ones():
    """The pages the loader wrote (RELRO, .data: the process's anonymous
    copies) stay: dropping them would lose the relocations."""
    r = _child("release", CAJIT_RELEASE_MEMORY="0")
    assert r["advised"] > 0
    assert r["released"]["clean"] < CLEAN_BOUND_MB, r
    assert r["released"]["dirty"] == r["import"]["dirty"], r


def test_compiled_code_runs_after_the_release_and_the_compile_gives_back_again():
    """A tiered compile (linking its objects touches libLLVM again) ends
    with the release: the pages are dropped again and the native code
    computes eager's grads."""
    r = _child("train", CAJIT_TIERED="1")
    assert r["compiled"] >= 1, r
    assert r["max_diff"] < 1e-4, r
    assert r["trained"]["clean"] < CLEAN_BOUND_MB, r


def test_rss_bench_measures_a_bench_model_against_eager_with_dynamo_imported():
    """bench/rss.py --model (issue 23 item 4's yardstick on a bench model):
    eager_dynamo imports torch._dynamo as bench/run's eager process does,
    and the peak of one more backward is reported against it."""
    script = os.path.join(ROOT, "bench", "rss.py")
    res = subprocess.run([sys.executable, script, "--modes", "eager,eager_dynamo", "--model", "mlp", "--steps", "2"],
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    rows = {line[:24].strip(): line[24:].split() for line in res.stdout.splitlines()[1:]}
    assert float(rows["+dynamo"][0]) > 10  # only the eager_dynamo column has it
    assert len(rows["bwd peak"]) == 2 and all(float(v) > 200 for v in rows["bwd peak"])
    assert rows["bwd peak - eager+dynamo"][1] == "0.0"


def test_rss_bench_exact_heap_repeats():
    """--exact-heap: with glibc's mmap threshold fixed, a mode's steady RSS
    repeats from one process to the next (what the process holds, not what
    malloc keeps of freed memory)."""
    script = os.path.join(ROOT, "bench", "rss.py")
    steady = []
    for _ in range(2):
        res = subprocess.run([sys.executable, script, "--modes", "eager_dynamo", "--model", "mlp", "--steps", "2",
                              "--exact-heap"], capture_output=True, text=True, timeout=300)
        assert res.returncode == 0, res.stderr
        rows = {line[:24].strip(): line[24:].split() for line in res.stdout.splitlines()[1:]}
        assert rows["mmap threshold KiB"] == ["64.0"]  # the children run with it
        steady.append(float(rows["steady"][0]))
    assert abs(steady[0] - steady[1]) < 2.0, steady


def test_kept_arenas_are_counted_freed_on_request_and_bounded():
    """cajit.memory_stats() counts the temporaries a compiled graph keeps
    between backwards (two 2 MiB hidden-layer grads here); empty_cache()
    frees them and the process's RSS drops by that much (glibc's mmap
    threshold fixed, so freed blocks leave the process); under
    set_idle_arena_limit(0) a backward keeps nothing and its grads are
    still eager's; None restores the default 1024 MiB, and the next
    backward keeps its arena again. The forward and backward graphs
    torch.compile(backend="cajit") compiles share one kept arena, freed
    the same way; set_block_cache_limit bounds the freed outputs kept (0:
    none). Bad limits are refused by name."""
    r = _child("caches", MALLOC_MMAP_THRESHOLD_="65536", CAJIT_TIERED="0")
    kept = r["kept"]
    assert kept["idle_arenas"] == 1 and kept["idle_arena_bytes"] >= 4 << 20, r
    assert kept["idle_arena_limit"] == 1024 << 20, r
    assert r["freed"] >= kept["idle_arena_bytes"], r
    assert r["rss_drop_mb"] >= 0.8 * kept["idle_arena_bytes"] / 2**20, r
    assert r["after_empty"]["idle_arena_bytes"] == 0 and r["after_empty"]["block_cache_bytes"] == 0, r
    assert r["limit_0"]["idle_arena_bytes"] == 0 and r["limit_0"]["idle_arena_limit"] == 0, r
    assert r["limit_0"]["idle_arena_over_limit_calls"] > kept["idle_arena_over_limit_calls"], r
    assert r["max_diff"] < 1e-3, r
    assert r["limit_default"]["idle_arena_bytes"] == kept["idle_arena_bytes"], r
    assert r["limit_default"]["idle_arena_limit"] == 1024 << 20, r
    assert len(r["refused"]) == 6 and all("set_idle_arena_limit" in m for m in r["refused"][:3]), r
    assert all("set_block_cache_limit" in m for m in r["refused"][3:]), r
    assert r["block_cache_off"]["block_cache_bytes"] == 0 and r["block_cache_off"]["block_cache_limit"] == 0, r
    assert r["block_cache_on"]["block_cache_bytes"] > 0, r
    assert r["block_cache_on"]["block_cache_limit"] == 1024 << 20, r
    # one arena for both graphs (the pool), freed with the block cache
    assert r["aot_kept"]["idle_arenas"] == 1 and r["aot_freed"] >= r["aot_kept"]["idle_arena_bytes"] > 0, r
    assert r["aot_max_diff"] < 1e-3, r


def test_rss_bench_lean_mode_keeps_no_arena():
    """bench/rss.py's cajit_lean mode (CAJIT_IDLE_ARENA_MB=0) measures cajit
    keeping nothing between backwards next to its default, with the
    backward's time of each (the trade, side by side); cajit_compile trains
    through torch.compile(backend="cajit") and reports what its graphs
    keep."""
    script = os.path.join(ROOT, "bench", "rss.py")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([PACKAGE_ROOT, os.environ.get("PYTHONPATH", "")]))
    res = subprocess.run([sys.executable, script, "--modes", "cajit,cajit_lean,cajit_compile", "--model", "mlp",
                          "--steps", "6", "--exact-heap"], capture_output=True, text=True, timeout=600, env=env)
    assert res.returncode == 0, res.stderr
    rows = {line[:24].strip(): line[24:].split() for line in res.stdout.splitlines()[1:]}
    kept, lean, compiled = (float(v) for v in rows["cajit kept"])
    assert kept > 1 and lean == 0.0 and compiled > 1, rows
    assert all(float(v) > 0 for v in rows["bwd ms"]), rows
