"""The GEMM split over k (runtime/gemm_split.c, a GEMM schedule's split_k)
against one BLAS call and torch.mm, on the weight-grad shapes of the
memory-bound models: [m x K] @ [K x n] with the small m x n of a Linear's
weight at d = 32..88 and K = 8192 rows (issue 23 item 2).

    PYTHONPATH=python OMP_NUM_THREADS=2 python3 bench/gemm_split.py [--threads 2] [--calls 300]

Calls cajit's runtime through ctypes (the extension exports it; GEMMs go to
torch's sgemm_, as in compiled graphs), each way in turn per round, and
prints the minimum and median ms per call of each. "cold" rewrites a 64
MiB buffer before each call, as a backward's other kernels evict the
operands. Also checks the split's result against torch.mm.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "python"))

SHAPES = [(64, 64), (88, 32), (32, 88)]  # (m, n) of the weight grad
K = 8192


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--calls", type=int, default=300)
    args = ap.parse_args()
    import torch

    import cajit  # noqa: F401  (routes GEMMs to torch's BLAS)
    from cajit import ext, native  # noqa: F401

    native.use_gemm()
    lib = ctypes.CDLL(ext.require().__file__)
    f = ctypes.c_float
    i64, i32, p = ctypes.c_int64, ctypes.c_int32, ctypes.c_void_p
    one = lib.cajit_rt_gemm_f32
    one.argtypes = [p, i32, i32, i64, i64, i64, f, p, i64, p, i64, f, p, i64]
    split = lib.cajit_rt_gemm_split_f32
    split.argtypes = [p, i64, i32, i32, i64, i64, i64, f, p, i64, p, i64, f, p, i64]
    blocks = lib.cajit_rt_gemm_split_blocks
    blocks.argtypes = [i32, i64, i64]
    blocks.restype = i64
    torch.set_num_threads(args.threads)
    junk = torch.empty(16 << 20)
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, {args.calls} calls each, ms per call: min (median)")
    for m, n in SHAPES:
        g = torch.randn(K, m)  # the grad, rows of m: A = g^T, transposed
        x = torch.randn(K, n)
        c = torch.empty(m, n)
        nb = blocks(args.threads, K, 2048)
        ways = {
            "torch.mm": lambda: torch.mm(g.t(), x, out=c),
            "one call": lambda: one(None, 1, 0, m, n, K, 1.0, g.data_ptr(), m, x.data_ptr(), n, 0.0, c.data_ptr(), n),
            f"split {nb}": lambda: split(None, nb, 1, 0, m, n, K, 1.0, g.data_ptr(), m, x.data_ptr(), n, 0.0,
                                         c.data_ptr(), n),
        }
        ref = torch.mm(g.t(), x)
        list(ways.values())[2]()
        err = (c - ref).abs().max().item() / ref.abs().max().item()
        for cold in (False, True):
            times = {w: [] for w in ways}
            for _ in range(args.calls):
                for w, fn in ways.items():
                    if cold:
                        junk.fill_(1.0)
                        g.mul_(1.0)
                    t0 = time.perf_counter()
                    fn()
                    times[w].append((time.perf_counter() - t0) * 1e3)
            row = "  ".join(f"{w} {min(t):.3f} ({statistics.median(t):.3f})" for w, t in times.items())
            print(f"[{m} x {K}] @ [{K} x {n}] {'cold' if cold else 'hot '}: {row}  split err {err:.1e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
