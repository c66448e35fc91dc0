"""Running out of memory while compiling or running is an error, never an
abort or a hang (issue 20, item 2), on the default path (the compile worker
is on unless CAJIT_COMPILE_WORKER=0):

- Python: compiles under address-space limits a few MiB to a few hundred
  MiB above what the process maps end compiled or with a MemoryError, and
  the process goes on compiling afterwards;
- cajit-run and cajit-dump under ``ulimit -v`` at limits from "the
  libraries do not load" to "fits": every run ends in bounded time with
  exit status 0, or with a message and a status that is not a signal
  (1; before main, where cajit cannot act, 127 from the dynamic loader, or
  SIGINT from OpenBLAS's constructor when it cannot create its threads).

The tools' limits are found by bisection (the lowest that succeeds) and
sampled just below it, where a run runs out part way (a sweep of every
limit takes minutes); each test checks that its sample met both outcomes,
so that it cannot pass by missing them."""
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = Path(os.environ.get("CAJIT_BUILD_DIR", ROOT / "build"))
ASAN = "asan" in os.environ.get("LD_PRELOAD", "") or "CAJIT_SANITIZE" in os.environ


def chain(n: int) -> str:
    lines = ["cag 1", "sizes 0", "scalars", "hooks 0", "packed_data 0",
             "sym s0 = input 0 dim 0", "input %0 : f32[s0, 64]"]
    for i in range(1, n + 1):
        op = "aten.neg.default(%{})" if i % 2 else "aten.mul.Scalar(%{}, 1.5)"
        lines.append(f"%{i} = " + op.format(i - 1) + " : f32[s0, 64]")
    lines.append(f"return (%{n})\n")
    return "\n".join(lines)


CHILD = r"""
import os, resource, sys
sys.path.insert(0, sys.argv[1])
import cajit
from cajit import _native
text = open(sys.argv[2]).read()
small = open(sys.argv[3]).read()
hard = resource.getrlimit(resource.RLIMIT_AS)[1]
for mb in map(int, sys.argv[4].split(",")):
    mapped = int(open("/proc/self/statm").read().split()[0]) * os.sysconf("SC_PAGESIZE")
    resource.setrlimit(resource.RLIMIT_AS, (mapped + (mb << 20), hard))
    try:
        _native.Compiled(text, "g.cag")
        result = "compiled"
    except MemoryError as e:
        result = "MemoryError: " + str(e)
    resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
    print(mb, result, flush=True)
_native.Compiled(small, "p.cag")
print("still usable", flush=True)
"""


@pytest.mark.skipif(ASAN, reason="ASan's shadow memory makes an address-space cap no budget")
def test_python_compile_under_address_space_limits(tmp_path):
    graph = tmp_path / "gpt2.cag"
    graph.write_text((ROOT / "tests" / "zoo" / "gpt2_0.cag").read_text())
    env = dict(os.environ, CAJIT_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("CAJIT_COMPILE_WORKER", None)  # the default path
    r = subprocess.run([sys.executable, "-c", CHILD, str(ROOT / "python"), str(graph),
                        str(ROOT / "tests" / "tools" / "pointwise.cag"), "0,16,48,1024"],
                       env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, (r.returncode, r.stdout, r.stderr[-2000:])
    lines = r.stdout.splitlines()
    assert lines[-1] == "still usable", r.stdout
    results = dict(line.split(" ", 1) for line in lines[:-1])
    assert len(results) == 4, r.stdout
    for mb, res in results.items():
        assert res == "compiled" or res.startswith("MemoryError: "), (mb, res)
    assert results["1024"] == "compiled", r.stdout
    assert results["16"].startswith("MemoryError: compiling"), r.stdout
    # the worker's child ran out inside LLVM or lowering; this process did not
    assert "out of memory" in results["16"], r.stdout


def limited(kib: int):
    def set_limit():
        resource.setrlimit(resource.RLIMIT_AS, (kib << 10, kib << 10))
    return set_limit


def run_limited(cmd, mb, env):
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120,
                       preexec_fn=limited(mb << 10))
    return (mb, r.returncode, r.stderr)


def sweep(cmd, env, lo=128, hi=1024):
    """Runs cmd under address-space limits (MiB): a bisection for the lowest
    limit it succeeds at (the outcome is monotonic but for noise), then a
    sample just below it, where it runs out part way. Returns (limit,
    returncode, stderr) of every run; each run is bounded."""
    results = [run_limited(cmd, hi, env)]
    assert results[0][1] == 0, results
    while hi - lo > 1:
        mid = (lo + hi) // 2
        results.append(run_limited(cmd, mid, env))
        lo, hi = (lo, mid) if results[-1][1] == 0 else (mid, hi)
    results += [run_limited(cmd, hi - d, env) for d in (1, 2, 4)]
    return results


def fails_to_start(tool, mb, env):
    """Whether ``tool --help`` dies under an address-space limit of mb MiB:
    then the tool cannot reach main at that limit (a static constructor of
    libLLVM's, registering its options, throws std::bad_alloc while the
    loader runs it, seen at 235 MiB), where nothing of cajit's runs yet."""
    _, rc, err = run_limited([tool, "--help"], mb, env)
    return rc == -6 and "std::bad_alloc" in err


def check_sweep(results, oom_line=None, tool=None, env=None):
    for mb, rc, err in results:
        # Before main, where cajit cannot act: the dynamic loader (127),
        # OpenBLAS's constructor, which raises SIGINT when it cannot create
        # its threads (a limit the tool barely loads under), and libLLVM's
        # constructors, which abort on std::bad_alloc (fails_to_start).
        before_main = "OpenBLAS blas_thread_init: pthread_create failed" in err
        if rc == -6 and tool is not None and fails_to_start(tool, mb, env):
            continue
        assert rc >= 0 or (before_main and rc == -2), \
            f"{mb} MiB: killed by signal {-rc}: {err[-1500:]}"
        assert rc in (0, 1, 127) or before_main, f"{mb} MiB: exit {rc}: {err[-1500:]}"
        if rc != 0:
            assert err.strip(), f"{mb} MiB: exit {rc} without a message"
    assert any(rc == 0 for _, rc, _ in results), results
    assert any(rc == 1 and "out of memory" in err for _, rc, err in results), results
    if oom_line:
        assert any(oom_line in err for _, _, err in results), results


@pytest.mark.skipif(ASAN, reason="ASan's shadow memory makes an address-space cap no budget")
@pytest.mark.skipif(not (BUILD / "cajit-run").exists(), reason="cajit-run not built")
def test_cajit_run_under_ulimit(tmp_path):
    env = dict(os.environ, CAJIT_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("CAJIT_COMPILE_WORKER", None)
    env.pop("OPENBLAS_NUM_THREADS", None)
    # GEMMs: OpenBLAS's buffer cannot be mapped at the lower limits (with
    # cajit's GEMM tiles off: on AMD CPUs they run these GEMMs instead)
    tool = str(BUILD / "cajit-run")
    results = sweep([tool, str(ROOT / "examples" / "mlp.cag"), "--bind", "s0=64"], dict(env, CAJIT_GEMM_TILES="0"))
    check_sweep(results, "OpenBLAS needs a 129 MiB work buffer", tool, env)
    # and with the tiles as this CPU has them (their scratch failing sends a
    # GEMM to the BLAS)
    check_sweep(sweep([tool, str(ROOT / "examples" / "mlp.cag"), "--bind", "s0=64"], env), tool=tool, env=env)
    # a long chain: lowering or LLVM runs out in the compile worker
    graph = tmp_path / "chain.cag"
    graph.write_text(chain(4000))
    check_sweep(sweep([tool, str(graph), "--bind", "s0=4"], env), tool=tool, env=env)


@pytest.mark.skipif(ASAN, reason="ASan's shadow memory makes an address-space cap no budget")
@pytest.mark.skipif(not (BUILD / "cajit-dump").exists(), reason="cajit-dump not built")
def test_cajit_dump_under_ulimit(tmp_path):
    graph = tmp_path / "chain.cag"
    graph.write_text(chain(6000))
    env = dict(os.environ)
    env.pop("OPENBLAS_NUM_THREADS", None)
    tool = str(BUILD / "cajit-dump")
    check_sweep(sweep([tool, str(graph), "--emit=obj", "-o", str(tmp_path / "chain.o")], env),
                tool=tool, env=env)
