"""cajit's GEMM tiles (lib/runtime/gemm_tiles.c) against the BLAS the
runtime calls otherwise (torch's sgemm_, MKL) and torch.mm, side by side:
the backward GEMMs of the bench models (narrow layers for issue 23 item
2, the medium transformer's and MLP's), then, with --sweep, a sweep of
the dims.

    PYTHONPATH=python OMP_NUM_THREADS=2 python3 bench/gemm_tiles.py [--threads 2] [--calls 40] [--sweep]

Calls the runtime's GEMM entry (cajit_rt_gemm_f32, what compiled graphs'
GEMM kernels call) through ctypes, with the tiles on and off in turn
(cajit.blas.gemm_tiles), and torch.mm, each once per round; "cold"
rewrites a 64 MiB buffer first, as a backward's other kernels evict the
operands. Prints median ms, GFLOP/s and the ratio BLAS / tiles; checks
the tiles' result against torch.mm.
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

ROWS = 8192  # norm_mlp's batch; rmsnorm_swiglu's 16 x 512 tokens

# (name, ta, tb, m, n, k): C[m x n] = op(A) op(B)
MODEL_SHAPES = [
    ("norm_mlp input grad   [8192x64] @ [64x64]", 0, 0, ROWS, 64, 64),
    ("norm_mlp weight grad  [64x8192] @ [8192x64]", 1, 0, 64, 64, ROWS),
    ("swiglu input grad     [8192x88] @ [88x32]", 0, 0, ROWS, 32, 88),
    ("swiglu hidden grad    [8192x32] @ [88x32]^T", 0, 1, ROWS, 88, 32),
    ("swiglu weight grad    [88x8192] @ [8192x32]", 1, 0, 88, 32, ROWS),
    ("transformer d512      [4096x512] @ [512x512]", 0, 0, 4096, 512, 512),
    ("transformer d512 wgrad [512x4096] @ [4096x512]", 1, 0, 512, 512, 4096),
    ("transformer ffn2 dX   [2048x512] @ [512x2048]", 0, 0, 2048, 2048, 512),
    ("transformer ffn1 dX   [2048x2048] @ [2048x512]", 0, 0, 2048, 512, 2048),
    ("transformer ffn1 dW   [2048x2048] @ [2048x512]", 1, 0, 2048, 512, 2048),
    ("transformer ffn2 dW   [512x2048] @ [2048x2048]", 1, 0, 512, 2048, 2048),
    ("mlp medium dX         [256x1024] @ [1024x1024]", 0, 0, 256, 1024, 1024),
    ("mlp medium dW         [1024x256] @ [256x1024]", 1, 0, 1024, 1024, 256),
    ("mlp medium fwd        [256x1024] @ [1024x1024]^T", 0, 1, 256, 1024, 1024),
    ("square 2048           [2048x2048] @ [2048x2048]", 0, 0, 2048, 2048, 2048),
]


def _sweep_shapes() -> list[tuple[str, int, int, int, int, int]]:
    dims = (16, 64, 256, 1024)
    out = [(f"A B     m={ROWS} k={k} n={n}", 0, 0, ROWS, n, k) for k in dims for n in dims]
    out += [(f"A^T B   k={ROWS} m={m} n={n}", 1, 0, m, n, ROWS) for m in dims for n in dims]
    out += [(f"A B^T   m={m} k=1024 n=1024", 0, 1, m, 1024, 1024) for m in (64, 256, 1024, 4096)]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--calls", type=int, default=40)
    ap.add_argument("--sweep", action="store_true", help="also the sweep of the short dims (warm only)")
    args = ap.parse_args()
    import torch

    import cajit  # noqa: F401  (routes GEMMs to torch's BLAS)
    from cajit import blas, ext, native  # noqa: F401

    torch.set_num_threads(args.threads)
    native.use_gemm()
    if not blas.gemm_tiles("on"):
        print("this CPU has no AVX-512F: no tiles to measure")
        return 0
    lib = ctypes.CDLL(ext.require().__file__)
    f, i64, i32, p = ctypes.c_float, ctypes.c_int64, ctypes.c_int32, ctypes.c_void_p
    gemm = lib.cajit_rt_gemm_f32
    gemm.argtypes = [p, i32, i32, i64, i64, i64, f, p, i64, p, i64, f, p, i64]
    gemm.restype = i32
    evict = torch.empty(16 << 20)
    print(f"torch {torch.__version__}, {args.threads} thread(s), {args.calls} calls per way; median ms (GFLOP/s)")

    def measure(shapes, cold_too: bool) -> None:
        head = f"{'GEMM':48s} {'tiles':>15s} {'BLAS':>15s} {'torch.mm':>15s} {'BLAS/tiles':>10s}"
        if cold_too:
            head += f" {'cold tiles':>11s} {'cold BLAS':>10s} {'cold ratio':>10s}"
        print(head)
        for name, ta, tb, m, n, k in shapes:
            a = torch.randn(k, m) if ta else torch.randn(m, k)
            b = torch.randn(n, k) if tb else torch.randn(k, n)
            c = torch.empty(m, n)
            lda, ldb = a.shape[1], b.shape[1]
            opa, opb = (a.t() if ta else a), (b.t() if tb else b)

            def ours():
                rc = gemm(None, ta, tb, m, n, k, 1.0, a.data_ptr(), lda, b.data_ptr(), ldb, 0.0, c.data_ptr(), n)
                assert rc == 0

            ways = {"tiles": ours, "BLAS": ours, "torch.mm": lambda: torch.mm(opa, opb)}
            mode = {"tiles": "on", "BLAS": "off", "torch.mm": "auto"}
            blas.gemm_tiles("on")
            ours()
            ref = torch.mm(opa, opb)
            err = ((c - ref).abs().max() / ref.abs().max()).item()
            assert err < 1e-5, f"{name}: tiles differ from torch.mm by {err:.2e}"
            times: dict[str, list[float]] = {w: [] for w in ways}
            if cold_too:
                times.update({"cold tiles": [], "cold BLAS": []})
            for _ in range(args.calls):
                for w, fn in ways.items():
                    blas.gemm_tiles(mode[w])
                    fn()  # the operands warm
                    t0 = time.perf_counter()
                    fn()
                    times[w].append(time.perf_counter() - t0)
                    if cold_too and w != "torch.mm":
                        fn()
                        evict.fill_(1.0)
                        t0 = time.perf_counter()
                        fn()
                        times["cold " + w].append(time.perf_counter() - t0)
            med = {w: statistics.median(t) * 1e3 for w, t in times.items()}
            flops = 2 * m * n * k
            cells = [f"{med[w]:6.3f} ({flops / med[w] / 1e6:5.1f})" for w in ways]
            line = f"{name:48s} {cells[0]:>15s} {cells[1]:>15s} {cells[2]:>15s} {med['BLAS'] / med['tiles']:10.2f}"
            if cold_too:
                line += f" {med['cold tiles']:11.3f} {med['cold BLAS']:10.3f} {med['cold BLAS'] / med['cold tiles']:10.2f}"
            print(line, flush=True)

    measure(MODEL_SHAPES, cold_too=True)
    if args.sweep:
        measure(_sweep_shapes(), cold_too=False)
    blas.gemm_tiles("auto")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
