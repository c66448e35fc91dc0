"""Kernel benchmarks: cajit-run on the graphs in bench/graphs/ against this
machine's memory bandwidth and against calling OpenBLAS directly.

Every row is measured for the baselines (C memcpy, C CBLAS, numpy, torch
eager) even when cajit-run is missing, and the cajit column then says why it
is not available. Bandwidth is counted as bytes read plus bytes written per
second, for the kernels and for memcpy alike; GEMM rates as 2*M*N*K flops
per second.

Run as a script it writes its results as JSON to the file given by --out.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
GRAPHS = os.path.join(BENCH, "graphs")

MIB = 1 << 20

# (id, description, M, N, K, transpose A, batch): GEMM shapes of the zoo.
GEMMS = [
    ("mm_tiny", "MLP tiny layer: [8,32] @ [32,64]", 8, 64, 32, False, 1),
    ("mm_mlp_gi", "MLP medium grad input: [256,1024] @ [1024,1024]", 256, 1024, 1024, False, 1),
    ("mm_mlp_gw", "MLP medium grad weight: [1024,256]^T-view @ [256,1024]", 1024, 1024, 256, True, 1),
    ("mm_tf_fc1_gi", "transformer fc1 grad input: [2048,2048] @ [2048,512]", 2048, 512, 2048, False, 1),
    ("mm_tf_qkv_gw", "transformer qkv grad weight: [1536,2048]^T-view @ [2048,512]", 1536, 512, 2048, True, 1),
    ("bmm_tf_scores", "transformer attention scores: 64 x [256,64] @ [64,256]", 256, 256, 64, False, 64),
]


def median(xs):
    return statistics.median(xs)


def timeit(fn, repeat, warmup=2):
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return median(times)


# ---- native helpers ---------------------------------------------------------

def build_native(bin_dir):
    """Compiles native/membw.c and native/gemm.c. Returns {name: path or
    {"error": why}}."""
    os.makedirs(bin_dir, exist_ok=True)
    cc = os.environ.get("CC", "cc")
    out = {}
    try:
        blas_cflags = subprocess.run(["pkg-config", "--cflags", "openblas"], check=True,
                                     capture_output=True, text=True).stdout.split()
        blas_libs = subprocess.run(["pkg-config", "--libs", "openblas"], check=True,
                                   capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError) as e:
        blas_cflags, blas_libs = None, f"pkg-config openblas failed: {e}"
    jobs = {
        "membw": ([], ["-lpthread"]),
        "gemm": (blas_cflags, blas_libs),
    }
    for name, (cflags, libs) in jobs.items():
        if cflags is None:
            out[name] = {"error": libs}
            continue
        exe = os.path.join(bin_dir, name)
        cmd = [cc, "-O2", "-Wall", "-Wextra", "-Werror", *cflags, "-o", exe,
               os.path.join(BENCH, "native", name + ".c"), *libs]
        p = subprocess.run(cmd, capture_output=True, text=True)
        out[name] = exe if p.returncode == 0 else {
            "error": f"{' '.join(cmd)} failed: {(p.stderr or p.stdout).strip()[-400:]}"}
    return out


def run_json(cmd, timeout=300):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: exit {p.returncode}: {p.stderr.strip()[-300:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


# ---- cajit-run ----------------------------------------------------------------

_UNITS = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "μs": 1e-6, "ms": 1e-3, "s": 1.0}
_MEDIAN = re.compile(
    r"median[^0-9\n]*?([0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)\s*(ns|us|µs|μs|ms|s)\b",
    re.IGNORECASE)
# cajit-run's own line: "run_ms median=T min=T mean=T repeat=N ..." (T in ms).
_RUN_MS = re.compile(r"^run_ms\s+median=([0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)", re.MULTILINE)
_MEDIAN_KEYED = re.compile(
    r"median[_ ]?(ns|us|ms|s)\b\s*[:=]?\s*([0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)",
    re.IGNORECASE)


def parse_cajit_run(text):
    """Median seconds per run from cajit-run's output ('median 1.23 ms',
    'median_us: 12.5', ...) or None; plus the checksum lines."""
    checksums = [l.strip() for l in text.splitlines()
                 if "checksum" in l.lower() or " sum=" in l]
    m = _RUN_MS.search(text)
    if m:
        return float(m.group(1)) * 1e-3, checksums
    m = _MEDIAN_KEYED.search(text)
    if m:
        return float(m.group(2)) * _UNITS[m.group(1).lower()], checksums
    m = _MEDIAN.search(text)
    if m:
        return float(m.group(1)) * _UNITS[m.group(2).lower().replace("μ", "µ")], checksums
    return None, checksums


class CajitRun:
    def __init__(self, exe):
        self.exe = exe
        self.reason = None
        if not exe or not os.path.isfile(exe) or not os.access(exe, os.X_OK):
            self.reason = (f"{exe} not built (the cajit-run tool is not on this "
                           "branch yet, or its build failed: see bench/results/tmp/build.log)")

    def run(self, graph, binds, repeat, timeout=600):
        """Returns {"median_s", "checksums", "output"} or {"error"}."""
        if self.reason:
            return {"error": f"not available: {self.reason}"}
        cmd = [self.exe, os.path.join(GRAPHS, graph)]
        if binds:
            cmd += ["--bind", ",".join(f"{k}={v}" for k, v in binds.items())]
        cmd += ["--repeat", str(repeat)]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"error": f"failed: timeout after {timeout}s: {' '.join(cmd)}"}
        out = (p.stdout or "") + (p.stderr or "")
        if p.returncode != 0:
            last = out.strip().splitlines()[-1] if out.strip() else ""
            return {"error": f"failed: exit {p.returncode}: {last[:300]}",
                    "command": " ".join(cmd)}
        med, sums = parse_cajit_run(out)
        if med is None:
            return {"error": "failed: no median time in cajit-run output: "
                             + out.strip()[:200], "command": " ".join(cmd)}
        return {"median_s": med, "checksums": sums, "output": out[-2000:],
                "command": " ".join(cmd)}


# ---- the benchmarks ---------------------------------------------------------

def bandwidth(native, repeat):
    import numpy as np
    res = {}
    for threads in sorted({1, os.cpu_count() or 1}):
        key = f"c_memcpy_{threads}t"
        if isinstance(native.get("membw"), dict):
            res[key] = {"error": native["membw"]["error"]}
            continue
        try:
            res[key] = run_json([native["membw"], "--mb", "64", "--repeat",
                                 str(repeat), "--threads", str(threads)])
        except Exception as e:
            res[key] = {"error": str(e)}
    src = np.ones(64 * MIB // 4, dtype=np.float32)
    dst = np.empty_like(src)
    t = timeit(lambda: np.copyto(dst, src), repeat)
    res["numpy_copy"] = {"median_s": t, "gbps": 2 * 64 * MIB / t / 1e9}
    best = max((v for v in res.values() if "gbps" in v), key=lambda v: v["gbps"])
    res["best_gbps"] = best["gbps"]
    res["best_name"] = [k for k, v in res.items() if v is best][0]
    return res


def pointwise(cajit, repeat):
    import torch
    n = 16 * MIB  # floats: 64 MiB per tensor
    nbytes = 4 * n * 4  # three inputs read, one output written
    g = torch.Generator().manual_seed(0)
    a, b, x = (torch.randn(n, generator=g) for _ in range(3))
    t_eager = timeit(lambda: torch.ops.aten.gelu_backward(a * b, x), repeat)
    row = {"id": "pointwise", "what": "gelu_backward(mul(a, b), x), f32[16M] (64 MiB each)",
           "bytes": nbytes, "torch_eager_s": t_eager,
           "torch_eager_gbps": nbytes / t_eager / 1e9}
    r = cajit.run("pointwise_gelu_bwd.cag", {"s0": n}, repeat)
    row["cajit"] = r
    if "median_s" in r:
        row["cajit_gbps"] = nbytes / r["median_s"] / 1e9
    return row


def reductions(cajit, repeat):
    import torch
    s = 4096
    x = torch.randn(s, s, generator=torch.Generator().manual_seed(0))
    rows = []
    for graph, dim in (("sum_dim0.cag", 0), ("sum_dim_last.cag", -1)):
        nbytes = s * s * 4 + s * 4
        t = timeit(lambda: x.sum(dim), repeat)
        row = {"id": f"sum_dim{dim}", "what": f"sum over dim {dim} of f32[4096, 4096] (64 MiB)",
               "bytes": nbytes, "torch_eager_s": t, "torch_eager_gbps": nbytes / t / 1e9}
        r = cajit.run(graph, {"s0": s, "s1": s}, repeat)
        row["cajit"] = r
        if "median_s" in r:
            row["cajit_gbps"] = nbytes / r["median_s"] / 1e9
        rows.append(row)
    return rows


def gemms(cajit, native, repeat_for):
    import numpy as np
    import torch
    rows = []
    for gid, what, m, n, k, ta, batch in GEMMS:
        flops = 2.0 * m * n * k * batch
        repeat = repeat_for(flops)
        row = {"id": gid, "what": what, "m": m, "n": n, "k": k, "ta": ta,
               "batch": batch, "flops": flops, "repeat": repeat}
        if isinstance(native.get("gemm"), dict):
            row["openblas"] = {"error": native["gemm"]["error"]}
        else:
            cmd = [native["gemm"], str(m), str(n), str(k), "--repeat", str(repeat)]
            if ta:
                cmd.append("--ta")
            if batch > 1:
                cmd += ["--batch", str(batch)]
            try:
                row["openblas"] = run_json(cmd)
            except Exception as e:
                row["openblas"] = {"error": str(e)}
        rng = np.random.default_rng(0)
        shape_a = (batch, k, m) if ta else (batch, m, k)
        a = rng.standard_normal(shape_a, dtype=np.float32)
        b = rng.standard_normal((batch, k, n), dtype=np.float32)
        if batch == 1:
            a, b = a[0], b[0]
        an = a.swapaxes(-1, -2) if ta else a
        t = timeit(lambda: np.matmul(an, b), repeat)
        row["numpy"] = {"median_s": t, "gflops": flops / t / 1e9}
        at, bt = torch.from_numpy(a), torch.from_numpy(b)
        at = at.transpose(-1, -2) if ta else at
        t = timeit(lambda: torch.matmul(at, bt), repeat)
        row["torch_eager"] = {"median_s": t, "gflops": flops / t / 1e9}
        binds = {"s0": m, "s1": k, "s2": n}
        graph = "mm_tn.cag" if ta else "mm_nn.cag"
        if batch > 1:
            graph, binds["s3"] = "bmm.cag", batch
        r = cajit.run(graph, binds, repeat)
        row["cajit"] = r
        if "median_s" in r:
            row["cajit_gflops"] = flops / r["median_s"] / 1e9
        rows.append(row)
    return rows


def overheads(cajit, repeat):
    import torch
    x = torch.randn(4)
    t = timeit(lambda: torch.mul(x, x), repeat)
    empty = cajit.run("almost_empty.cag", {}, repeat)
    host = cajit.run("host_calls_32.cag", {}, repeat)
    row = {"torch_eager_mul_s": t, "empty": empty, "host32": host}
    if "median_s" in empty:
        row["entry_us"] = empty["median_s"] * 1e6
    if "median_s" in empty and "median_s" in host:
        row["host_call_us"] = (host["median_s"] - empty["median_s"]) / 32 * 1e6
    return row


def run_all(cajit_run_exe, bin_dir, quick):
    native = build_native(bin_dir)
    cajit = CajitRun(cajit_run_exe)
    rep = 5 if quick else 20

    def repeat_for(flops):
        # about 0.2 s (quick) / 1 s per GEMM and baseline, at least 3 runs
        budget = 0.2 if quick else 1.0
        return int(max(3, min(2000, budget / (flops / 100e9))))

    t0 = time.perf_counter()
    res = {"native": native, "cajit_run": cajit_run_exe,
           "cajit_run_available": cajit.reason is None,
           "cajit_run_reason": cajit.reason}
    res["bandwidth"] = bandwidth(native, rep)
    res["pointwise"] = pointwise(cajit, rep)
    res["reductions"] = reductions(cajit, rep)
    res["gemm"] = gemms(cajit, native, repeat_for)
    res["overhead"] = overheads(cajit, 200 if quick else 2000)
    res["seconds"] = time.perf_counter() - t0
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cajit-run", default="")
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    res = run_all(args.cajit_run, args.bin_dir, args.quick)
    with open(args.out, "w") as f:
        json.dump(res, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
