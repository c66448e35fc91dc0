"""How much of a backward GEMM's time is its operands' trip from memory, on
the GEMM shapes of the memory-bound bench models whose backward is
GEMM-bound (issue 23 item 2: norm_mlp, rmsnorm_swiglu at medium size).

    OMP_NUM_THREADS=1 python3 bench/gemm_cold.py [--threads 1] [--calls 60]

Each GEMM is torch.mm, the same MKL sgemm_ cajit's compiled graphs call,
in three states of its operands, alternating call by call:
- warm: the operands are the last thing touched (in L2/L3);
- cold: a 256 MiB buffer is rewritten first, as a backward's other
  kernels and the forward's later activations evict what the weight and
  input grads read (the forward's saved activations come from DRAM);
- cold, read first: the same, then each operand summed (a streaming read
  at about memcpy's rate) before the GEMM; "read" is that read alone.
Medians in ms and GFLOP/s. A backward's GEMM runs between the cold and the
warm figure; bench/membound_split.py gives their time in the backward.
"""

from __future__ import annotations

import argparse
import statistics
import time

ROWS = 8192  # norm_mlp's batch; rmsnorm_swiglu's 16 x 512 tokens

# (name, A's shape, B's shape, transposes): C = op(A) @ op(B)
SHAPES = [
    ("norm_mlp weight grad  [64 x 8192] @ [8192 x 64]", (ROWS, 64), (ROWS, 64), (True, False)),
    ("norm_mlp input grad   [8192 x 64] @ [64 x 64]", (ROWS, 64), (64, 64), (False, False)),
    ("swiglu weight grad    [88 x 8192] @ [8192 x 32]", (ROWS, 88), (ROWS, 32), (True, False)),
    ("swiglu input grad     [8192 x 88] @ [88 x 32]", (ROWS, 88), (88, 32), (False, False)),
    ("swiglu hidden grad    [8192 x 32] @ [32 x 88]", (ROWS, 32), (88, 32), (False, True)),
]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--calls", type=int, default=60)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    evict = torch.empty(64 << 20)  # 256 MiB, 8x this machine's L3
    print(f"torch {torch.__version__}, {torch.get_num_threads()} thread(s), {args.calls} calls per state; "
          "median ms (GFLOP/s)")
    print(f"{'GEMM':50s} {'warm':>16s} {'cold':>16s} {'cold, read first':>18s} {'read':>7s}")
    for name, sa, sb, (ta, tb) in SHAPES:
        a, b = torch.randn(*sa), torch.randn(*sb)
        opa, opb = (a.t() if ta else a), (b.t() if tb else b)
        flops = 2 * opa.shape[0] * opa.shape[1] * opb.shape[1]
        times: dict[str, list[float]] = {"warm": [], "cold": [], "cold, read first": [], "read": []}
        for _ in range(args.calls):
            for state in times:
                if state != "warm":
                    evict.fill_(1.0)
                t0 = time.perf_counter()
                if state in ("cold, read first", "read"):
                    a.sum()
                    b.sum()
                if state != "read":
                    torch.mm(opa, opb)
                times[state].append((time.perf_counter() - t0) * 1e3)
        med = {s: statistics.median(t) for s, t in times.items()}
        cells = [f"{med[s]:7.3f} ({flops / med[s] / 1e6:5.1f})" for s in ("warm", "cold", "cold, read first")]
        print(f"{name:50s} {cells[0]:>16s} {cells[1]:>16s} {cells[2]:>18s} {med['read']:7.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
