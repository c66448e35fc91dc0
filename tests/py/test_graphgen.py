"""The random graph generator (tests/fuzz/graphgen.py) as a bounded test:
random valid graphs compiled by the native backend (fused; unfused with
bounds-checked code; 1 and 2 threads; two bindings) match torch eager, and
so does every graph a fuzzer found a bug with (tests/fuzz/corpus_exec/
regress_*.cag). GRAPHGEN_COUNT sets how many seeds (default 90); the
unbounded run is `python3 tests/fuzz/graphgen.py --seconds 3600`."""

import glob
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "fuzz"))

import graphgen  # noqa: E402

REGRESSIONS = sorted(glob.glob(os.path.join(ROOT, "tests", "fuzz", "corpus_exec", "regress_*.cag")))


@pytest.mark.parametrize("path", REGRESSIONS, ids=os.path.basename)
def test_regression(path):
    assert graphgen.check_file(path) is None


def test_random_graphs(capsys):
    count = int(os.environ.get("GRAPHGEN_COUNT", "90"))
    status = graphgen.main(["--count", str(count)])
    out = capsys.readouterr().out
    assert status == 0, out
    assert f"graphgen: {count} graphs, 0 failed" in out


def test_failure_report(monkeypatch, capsys):
    """A failing seed prints its graph and the command that replays it."""
    monkeypatch.setattr(graphgen, "check_seed", lambda seed: ("cag 1\n# the graph\n", "output 0 differs"))
    assert graphgen.main(["--start", "41", "--count", "3"]) == 1
    out = capsys.readouterr().out
    assert "graphgen seed 41 FAILED: output 0 differs" in out
    assert "cag 1\n# the graph\n" in out
    assert "python3 tests/fuzz/graphgen.py --seed 41 --show" in out
    assert "graphgen: 1 graphs, 1 failed" in out


def test_generated_graphs_are_deterministic():
    a = graphgen.Gen(5).build()
    b = graphgen.Gen(5).build()
    assert a == b and a != graphgen.Gen(6).build()


@pytest.mark.parametrize("env", [{}, {"CAJIT_CHECK_BOUNDS": "1"}], ids=["plain", "bounds_checked"])
def test_fused_select_on_empty_dim_is_guarded(env):
    """Found by fuzz_exec: with fusion, select(neg(x), 0, 0) on a dim bound
    to 0 read x out of bounds (silently without the bounds-checked build):
    the view over the fused-away intermediate lost its extent guard."""
    import torch

    with open(os.path.join(ROOT, "tests", "fuzz", "corpus_exec", "guard_select_empty_dim.cag")) as f:
        text = f.read().partition("\n")[2]
    fn = graphgen.compile_native(text, env)
    with pytest.raises(Exception, match="guard failed"):
        fn([torch.zeros(0, 3)], [], [])
