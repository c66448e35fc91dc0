"""bench/roofline.py's verdicts (issue 23 item 2): a kernel meets the item
at 80% of memcpy or of its own rate with its data in cache, and the
compute floor is scaled from the batch-cut run only where the cut shrank
the kernel."""

import importlib.util
import math
import os

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="module")
def roofline():
    path = os.path.join(HERE, "..", "..", "bench", "roofline.py")
    spec = importlib.util.spec_from_file_location("roofline", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


MB = 1 << 20
MEMCPY = {16: 20.0, 32: 20.0, 64: 10.0}  # GB/s, read + written


def rows(report_text: str) -> dict[str, list[str]]:
    out = {}
    for line in report_text.splitlines():
        if line.startswith("| k") and not line.startswith("| kernel"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            out[cells[0].split()[0]] = cells
    return out


def test_verdicts(roofline, capsys):
    full = {
        # 40 MiB at 20 GB/s is 2.1 ms: 2.6 ms is 81% of memcpy
        ("k1", "pointwise copy"): (2.6, 40 * MB),
        # compute-bound: 4 ms at full size, 0.225 ms for 1/16 of it in
        # cache (3.6 ms scaled): 90% of its roofline, 26% of memcpy
        ("k2", "pointwise gelu"): (4.0, 20 * MB),
        # memory-bound and slow: 50% of memcpy, fast in cache
        ("k3", "reduce sum"): (4.2, 40 * MB),
        # not shrunk by the cut (an embedding table's grad): no compute floor
        ("k4", "pointwise table"): (3.0, 12 * MB),
        # under 4 MiB: counted, not listed
        ("k5", "pointwise small"): (0.1, 1 * MB),
        ("k6", "gemm mm"): (5.0, 0),
    }
    small = {
        ("k1", "pointwise copy"): (0.1, 40 * MB // 16),
        ("k2", "pointwise gelu"): (0.225, 20 * MB // 16),
        ("k3", "reduce sum"): (0.05, 40 * MB // 16),
        ("k4", "pointwise table"): (2.9, 12 * MB),
        ("k5", "pointwise small"): (0.01, MB // 16),
        ("k6", "gemm mm"): (0.3, 0),
    }
    missing = roofline.report("m", full, small, MEMCPY)
    table = rows(capsys.readouterr().out)
    assert set(table) == {"k1", "k2", "k3", "k4"}
    assert table["k1"][-1] == "yes" and table["k1"][8] == "memory"
    assert table["k2"][-1] == "yes" and table["k2"][8] == "compute" and table["k2"][9] == "90%"
    assert table["k3"][-1] == "**no**" and table["k3"][4] == "50%"
    assert math.isnan(float(table["k4"][7]))
    assert missing == 2  # k3, and k4 at 3 ms against 0.6 ms of memcpy


def test_other_kernels_in_the_cut_run_give_no_compute_floor(roofline, capsys):
    full = {("k1", "pointwise gelu"): (4.0, 20 * MB)}
    small = {("k1", "pointwise gelu (other graph)"): (0.225, 20 * MB // 16)}
    assert roofline.report("m", full, small, MEMCPY) == 1
    out = capsys.readouterr().out
    assert "no compute floors" in out
    assert math.isnan(float(rows(out)["k1"][7]))


def test_memcpy_nearest_the_kernels_bytes(roofline):
    assert roofline.nearest(MEMCPY, 40 * MB) == 20.0   # 2 x 16 MiB = 32 MiB away 8
    assert roofline.nearest(MEMCPY, 120 * MB) == 10.0  # 2 x 64 MiB


def test_training_rows(roofline, monkeypatch):
    """--source training reads cajit.profile()'s rows from the training
    process: the graph called most (the steady backward, not a first one
    compiled for other grads), ms per call, the kernel id split from its
    name."""
    import json
    import subprocess
    import types

    profile = [
        {"graph": "CompiledAutograd0_0", "kernel": "k3 pointwise %5 = aten.mul.Tensor", "calls": 1, "ms": 9.0,
         "bytes": 100, "gb_s": 0.0},
        {"graph": "CompiledAutograd1_0", "kernel": "k3 pointwise %7 = aten.mul.Tensor", "calls": 10, "ms": 5.0,
         "bytes": 8 * MB, "gb_s": 0.0},
        {"graph": "CompiledAutograd1_0", "kernel": "k4 gemm %8 = aten.mm.default", "calls": 10, "ms": 20.0,
         "bytes": 0, "gb_s": 0.0},
        {"graph": "CompiledAutograd1_0", "kernel": "k9 host host.accumulate_grad", "calls": 0, "ms": 0.0,
         "bytes": 0, "gb_s": 0.0},
    ]
    seen = {}

    def fake_run(cmd, env, capture_output, text):
        seen.update(env)
        return types.SimpleNamespace(returncode=0, stdout="noise\n" + json.dumps(profile) + "\n", stderr="")

    monkeypatch.setattr(subprocess, "run", fake_run)
    got = roofline.train("embbag", 1, "/tmp/cache")
    assert got == {("k3", "pointwise %7 = aten.mul.Tensor"): (0.5, 8 * MB),
                   ("k4", "gemm %8 = aten.mm.default"): (2.0, 0)}
    assert seen["CAJIT_PROFILE"] == "1" and seen["CAJIT_TIERED"] == "0"
    assert seen["OMP_NUM_THREADS"] == "1" and seen["CAJIT_CACHE_DIR"] == "/tmp/cache"
