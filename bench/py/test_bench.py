"""Tests of the benchmark harness itself: python3 -m pytest -q bench/py

The end-to-end test runs the real orchestrator on the tiny MLP with eager,
a deliberately wrong backend and cajit, and checks that the wrong gradients
are flagged and that a backend that cannot run still gets its row."""
import json
import os
import subprocess
import sys

import pytest
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import kernel_bench as kernels  # noqa: E402
import models_bench  # noqa: E402
import report  # noqa: E402
import worker  # noqa: E402


@pytest.mark.parametrize("text,seconds", [
    ("output 0 f32[4] sum=1 abs=1\ncompile_ms 80.5\n"
     "run_ms median=0.001752 min=0.0015 mean=0.01 repeat=3 warmup=0 threads=2\n", 1.752e-6),
    ("out0 checksum 1.5\nmedian 12.5 ms over 10 runs\n", 12.5e-3),
    ("median_us: 3.25\n", 3.25e-6),
    ("runs=100 median=850ns min=800ns\n", 850e-9),
    ("time per run: median 2 s\n", 2.0),
    ("Median: 1.5e-3 s\n", 1.5e-3),
    ("median 4.0 µs\n", 4e-6),
])
def test_parse_cajit_run_reads_the_median(text, seconds):
    got, _ = kernels.parse_cajit_run(text)
    assert got == pytest.approx(seconds)


def test_parse_cajit_run_without_median_is_none_and_keeps_checksums():
    got, sums = kernels.parse_cajit_run("output 0 checksum 12.0\nmean 3 ms\n")
    assert got is None
    assert sums == ["output 0 checksum 12.0"]


def test_cajit_run_missing_executable_says_why():
    r = kernels.CajitRun("/nonexistent/cajit-run").run("mm_nn.cag", {"s0": 1}, 1)
    assert r["error"].startswith("not available: /nonexistent/cajit-run not built")


def test_no_malloc_trim_reaches_the_workers_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("GLIBC_TUNABLES", "glibc.malloc.tcache_count=0")
    kept = models_bench.cache_env(str(tmp_path))
    assert kept["GLIBC_TUNABLES"] == "glibc.malloc.tcache_count=0"
    env = models_bench.cache_env(str(tmp_path), 0, malloc_trim=False)
    assert env["GLIBC_TUNABLES"].split(":") == [
        "glibc.malloc.tcache_count=0", "glibc.malloc.trim_threshold=4294967296",
        "glibc.malloc.mmap_threshold=33554432"]


def test_graphs_referenced_by_the_kernel_benchmarks_exist():
    for name in ("pointwise_gelu_bwd", "sum_dim0", "sum_dim_last", "mm_nn", "mm_tn",
                 "bmm", "almost_empty", "host_calls_32"):
        path = os.path.join(kernels.GRAPHS, name + ".cag")
        with open(path) as f:
            text = f.read()
        assert text.startswith("cag 1\n")
        assert f'graph "{name}"' in text
    with open(os.path.join(kernels.GRAPHS, "host_calls_32.cag")) as f:
        assert f.read().count("host.accumulate_grad(") == 32


def _module_with_grads(scale):
    torch.manual_seed(0)
    m = torch.nn.Linear(4, 3)
    m(torch.randn(2, 4)).square().sum().backward()
    ref = {n: p.grad.clone() for n, p in m.named_parameters()}
    for p in m.parameters():
        p.grad = p.grad * scale
    return m, ref


def test_grad_check_accepts_equal_and_rejects_scaled_grads():
    m, ref = _module_with_grads(1.0)
    ok, worst, msg = worker.grad_check(m, ref, 1e-3, 1e-4)
    assert ok and worst == 0.0 and msg == ""
    m, ref = _module_with_grads(1.01)
    ok, worst, msg = worker.grad_check(m, ref, 1e-3, 1e-4)
    assert not ok
    assert worst == pytest.approx(0.01, rel=1e-3)
    assert "weight: max |diff|" in msg


def test_grad_check_rejects_missing_and_non_finite_grads():
    m, ref = _module_with_grads(1.0)
    m.bias.grad = None
    m.weight.grad[0, 0] = float("nan")
    ok, _, msg = worker.grad_check(m, ref, 1e-3, 1e-4)
    assert not ok
    assert "weight: non-finite values" in msg and "bias: no grad" in msg


def _synthetic_results():
    ok = {"status": "ok", "first_backward_s": 2.0, "warm_first_backward_s": 1.0,
          "grads_ok": True, "grads_max_rel_err": 1e-7, "grads_msg": "",
          "rss_first_mb": 400.0, "rss_steady_mb": 350.0, "rss_growth_steady_mb": 12.5,
          "steady": {"median_s": 0.002, "p25_s": 0.002, "p75_s": 0.002, "min_s": 0.002, "n": 9},
          "counts": {"compiles": 1, "fallbacks": 0}}
    eager = dict(ok, first_backward_s=0.001, steady=dict(ok["steady"], median_s=0.004),
                 counts={"compiles": 0, "fallbacks": 0})
    wrong = dict(ok, grads_ok=False, grads_msg="w: max |diff| 1 (max |ref| 2)")
    return {
        "started": "now", "wall_s": 60.0,
        "options": {"argv": ["--quick"], "rounds": 3},
        "machine": {"cpu": {"model": "Test CPU", "usable_cpus": 2, "avx512": ["avx512f"],
                            "avx2": True}, "load_average": [1.0, 1.0, 1.0]},
        "unavailable": {"ca_cajit": "import cajit failed"},
        "models": {"tiny/mlp": {"model": "mlp", "size": "tiny", "description": "MLP",
                                "backends": {
                                    "eager": eager, "ca_inductor": ok, "ca_fx": wrong,
                                    "ca_aot_eager": {"status": "failed", "reason": "boom | x"},
                                    "ca_cajit": {"status": "unavailable",
                                                 "reason": "import cajit failed"}}}},
    }


def test_report_keeps_every_row_and_flags_mismatches(tmp_path):
    res = _synthetic_results()
    path = tmp_path / "results.md"
    report.write_markdown(res, str(path))
    md = path.read_text()
    rows = [l for l in md.splitlines() if l.startswith("| mlp |")]
    assert len(rows) == 5
    assert any("CA + cajit | **not available**: import cajit failed" in r for r in rows)
    assert any("CA + aot_eager | **failed**: boom / x" in r for r in rows)
    fx = next(r for r in rows if "CA + FX" in r)
    assert "**MISMATCH vs eager**" in fx and "⚠" in fx
    ind = next(r for r in rows if "CA + Inductor" in r)
    # steady 2 ms against eager's 4 ms and Inductor's own 2 ms
    assert "| 2.00 | 0.50 | 1.0 |" in ind
    assert "| 400 | 350 | 12.5 |" in ind  # peak RSS 1st / steady, steady growth
    assert "Kernel benchmarks were not run" in md
    charts = report.write_charts(res, str(tmp_path))
    assert sorted(os.path.basename(c) for c in charts) == [
        "first_backward.png", "steady_step.png", "steady_vs_eager.png"]
    assert all(os.path.getsize(c) > 10000 for c in charts)


def test_end_to_end_flags_wrong_grads_and_keeps_unavailable_rows(tmp_path):
    cmd = [sys.executable, os.path.join(HERE, "main.py"), "--quick", "--models", "mlp",
           "--backends", "eager,selftest_wrong_grads,ca_cajit", "--no-kernels",
           "--no-warm", "--steady-seconds", "0.3", "--out", str(tmp_path)]
    env = dict(os.environ, PYTHONPATH="")
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "!! gradients differ from eager for: tiny/mlp/selftest_wrong_grads" in p.stdout
    res = json.loads((tmp_path / "results.json").read_text())
    rows = res["models"]["tiny/mlp"]["backends"]
    assert rows["eager"]["grads_ok"] is True
    assert rows["eager"]["steady"]["n"] >= 3
    assert rows["selftest_wrong_grads"]["grads_ok"] is False
    assert rows["selftest_wrong_grads"]["grads_max_rel_err"] == pytest.approx(0.5, rel=1e-3)
    assert rows["ca_cajit"]["status"] in ("unavailable", "ok", "failed")
    if rows["ca_cajit"]["status"] != "ok":
        assert rows["ca_cajit"]["reason"]
    md = (tmp_path / "results.md").read_text()
    assert "**MISMATCH vs eager**" in md


def test_summary_compares_cajit_with_eager_and_inductor_and_splices_readme(tmp_path):
    res = _synthetic_results()
    rows = res["models"]["tiny/mlp"]["backends"]
    rows["ca_cajit"] = dict(rows["ca_inductor"], first_backward_s=0.5,
                            steady={"median_s": 1e-3, "n": 5})
    lines = report.summary_lines(res)
    mlp = next(l for l in lines if "| mlp " in l)
    # cajit 1 ms against eager's 4 ms and Inductor's 2 ms; cold 2 s / 0.5 s
    assert "| 0.25 | 0.50 |" in mlp and "| 2.00 / 0.500 | 4.0 |" in mlp, mlp
    # steady peak RSS (backward growth), eager / cajit
    assert "| 350 (12.5) / 350 (12.5) |" in mlp, mlp
    rows["ca_cajit"]["grads_ok"] = False
    assert "**grads differ**" in next(l for l in report.summary_lines(res) if "| mlp " in l)
    summary = tmp_path / "summary.md"
    report.write_summary(res, str(summary))
    readme = tmp_path / "README.md"
    readme.write_text(f"intro\n{report.README_BEGIN}\nold table\n{report.README_END}\nrest\n")
    assert report.update_readme(str(readme), str(summary))
    text = readme.read_text()
    assert "old table" not in text and "| mlp " in text and text.endswith("rest\n")
    plain = tmp_path / "plain.md"
    plain.write_text("no markers\n")
    assert not report.update_readme(str(plain), str(summary))
    assert plain.read_text() == "no markers\n"
