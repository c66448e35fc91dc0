"""What a re-trace child costs the parent (cajit.retrace_process, issue 24):
the time os.fork takes (the forking thread holds the GIL; the kernel
copies the page tables) against the process's resident memory, and the
copy-on-write faults of the parent's writes to memory it had before the
fork while the child lives (an optimizer step writes every parameter).

    python3 bench/fork_cost.py [--sizes 0,256,1024] [--repeat 5]

Per size (MB of one float32 tensor, written once before: resident): the
median os.fork time from a non-main thread, and one pass of ``t.add_(1)``
over the tensor with no child and with a child alive (the child only
sleeps), in ms and in this thread's minor faults.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import threading
import time

import torch


def faults() -> int:
    return resource.getrusage(resource.RUSAGE_THREAD).ru_minflt


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def fork_ms() -> float:
    out = {}

    def run() -> None:
        t0 = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            os._exit(0)
        out["ms"] = (time.perf_counter() - t0) * 1e3
        os.waitpid(pid, 0)

    t = threading.Thread(target=run)
    t.start()
    t.join()
    return out["ms"]


def write_pass(t: torch.Tensor, child: bool) -> tuple[float, int]:
    pid = None
    if child:
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(w)
            os.read(r, 1)  # until the parent is done
            os._exit(0)
        os.close(r)
    f0, t0 = faults(), time.perf_counter()
    t.add_(1)
    dt, df = (time.perf_counter() - t0) * 1e3, faults() - f0
    if pid is not None:
        os.close(w)
        os.waitpid(pid, 0)
    return dt, df


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="0,256,1024")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    torch.set_num_threads(1)
    print("| tensor MB | RSS MB | os.fork ms | write pass ms, no child / child alive | faults, no child / child alive |")
    print("|---:|---:|---:|---:|---:|")
    for mb in (int(x) for x in args.sizes.split(",")):
        t = torch.zeros(max(mb, 1) * 2**18) if mb else torch.zeros(1)
        t.add_(1)
        forks = [fork_ms() for _ in range(args.repeat)]
        alone = [write_pass(t, False) for _ in range(args.repeat)]
        child = [write_pass(t, True) for _ in range(args.repeat)]
        med = statistics.median
        print(f"| {mb} | {rss_mb():.0f} | {med(forks):.1f} | {med(a for a, _ in alone):.1f} / "
              f"{med(a for a, _ in child):.1f} | {med(b for _, b in alone):.0f} / {med(b for _, b in child):.0f} |")
        del t


if __name__ == "__main__":
    main()
