"""cajit.minify (issue 25 item 4): a failing graph shrinks to a small one
that fails the same way, whatever the failure: an error at verification or
at run time (cajit-run), a crash (a signal, judged by a --check command), a
wrong result against the reference backend (--mode compare)."""

import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))

HEAD = """\
cag 1
graph "g"
sizes 0
scalars
hooks 0
packed_data 0
sym s0 = input 0 dim 0
input %0 : f32[s0, 8]
input %1 : f32[8]
input %2 : f32[s0]
assume s0 >= 2
%3 = aten.mul.Tensor(%0, %1) : f32[s0, 8]
%4 = aten.exp.default(%3) : f32[s0, 8]
"""


def minify(tmp_path, body, *args, expect_rc=0):
    src = tmp_path / "g.cag"
    src.write_text(HEAD + textwrap.dedent(body))
    p = subprocess.run([sys.executable, "-m", "cajit.minify", str(src), "--bind", "s0=4", *args],
                       capture_output=True, text=True, env=ENV, timeout=300)
    assert p.returncode == expect_rc, p.stderr
    return p, (tmp_path / "g.min.cag").read_text() if expect_rc == 0 else ""


def nodes(text):
    return [line for line in text.splitlines() if line.startswith("%") or line.startswith("host.")]


def cajit_run(path):
    return subprocess.run([os.path.join(ROOT, "build", "cajit-run"), str(path), "--bind", "s0=4"],
                          capture_output=True, text=True, timeout=120)


def test_run_failure_shrinks_to_the_failing_node(tmp_path):
    p, small = minify(tmp_path, """\
        %5 = aten.sum.dim_IntList(%4, [1], false) : f32[s0]
        %6 = aten.add.Tensor(%5, %2) : f32[s0]
        %7 = aten.my_unknown_op.default(%6) : f32[s0]
        %8 = aten.relu.default(%7) : f32[s0]
        %9 = aten.mul.Tensor(%8, %6) : f32[s0]
        %10 = aten.neg.default(%3) : f32[s0, 8]
        return (%9, %10, %4)
        """)
    assert [n.split(" = ")[1].split("(")[0] for n in nodes(small)] == ["aten.my_unknown_op.default"]
    # The small graph is valid up to the same failure, with s0 still bound
    # (its input moved: the one that bound it is gone).
    out = tmp_path / "small.cag"
    out.write_text(small)
    r = cajit_run(out)
    assert r.returncode == 1 and "aten.my_unknown_op.default" in r.stderr, r.stderr
    assert "sym s0 = input 0 dim 0" in small
    assert "done: 1 nodes" in p.stderr


def test_verify_failure_keeps_the_same_message(tmp_path):
    _, small = minify(tmp_path, """\
        %5 = aten.sum.dim_IntList(%4, [1], false) : f32[s0]
        %6 = aten.add.Tensor(%5, %2) : f32[s0]
        %7 = aten.mul.Tensor(%6, %6) : f32[s0, 3]
        %8 = aten.relu.default(%7) : f32[s0, 3]
        return (%8)
        """)
    assert len(nodes(small)) == 1 and "aten.mul.Tensor" in nodes(small)[0], small
    out = tmp_path / "small.cag"
    out.write_text(small)
    r = cajit_run(out)
    assert r.returncode == 1 and "aten.mul.Tensor" in r.stderr, r.stderr


def test_a_crash_judged_by_a_check_command(tmp_path):
    # The interestingness test crashes (SIGSEGV) while the graph has an exp
    # whose result is used: the minifier keeps exactly that.
    check = tmp_path / "check.sh"
    check.write_text('#!/bin/sh\ngrep -q "aten.exp" "$1" && kill -SEGV $$\nexit 0\n')
    check.chmod(0o755)
    p, small = minify(tmp_path, """\
        %5 = aten.sum.dim_IntList(%4, [1], false) : f32[s0]
        %6 = aten.add.Tensor(%5, %2) : f32[s0]
        return (%6)
        """, "--check", str(check))
    assert "failure: signal SIGSEGV" in p.stderr
    assert [n.split(" = ")[1].split("(")[0] for n in nodes(small)] == ["aten.exp.default"]


def test_a_match_regex_selects_the_failure(tmp_path):
    p, _ = minify(tmp_path, """\
        %5 = aten.my_unknown_op.default(%4) : f32[s0, 8]
        return (%5)
        """, "--match", "no such failure", expect_rc=1)
    assert "does not match" in p.stderr


def test_a_graph_that_does_not_fail_is_refused(tmp_path):
    p, _ = minify(tmp_path, """\
        %5 = aten.sum.dim_IntList(%4, [1], false) : f32[s0]
        return (%5)
        """, "--mode", "compare", expect_rc=1)
    assert "does not fail" in p.stderr
