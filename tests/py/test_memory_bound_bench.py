"""bench/memory_bound.py --no-malloc-trim (issue 23 item 2): it runs itself
again with glibc's trimming off, as bench/run's option of that name, and
still compares eager with cajit."""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_no_malloc_trim_reruns_with_the_tunables_and_compares():
    env = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}
    env["OMP_NUM_THREADS"] = "1"
    res = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "memory_bound.py"), "--steps", "2",
                          "--size", "tiny", "--models", "embbag", "--no-malloc-trim"],
                         capture_output=True, text=True, timeout=300, env=env)
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert lines[0] == ("GLIBC_TUNABLES=glibc.malloc.trim_threshold=4294967296:"
                        "glibc.malloc.mmap_threshold=33554432")
    row = next(line for line in lines if line.startswith("embbag"))
    eager, cajit, ratio = (float(v) for v in row.split()[1:4])
    assert eager > 0 and cajit > 0 and abs(ratio - eager / cajit) < 0.011
    err = float(re.search(r"(\d\.\d+e[-+]\d+)", row).group(1))
    assert err < 1e-4
