"""Every command in README.md and docs/ is run by a test, so none goes stale.

A ```console block is a transcript: each ``$ command`` line runs (bash, in
a scratch directory where ``build/``, ``examples/`` and ``tests/`` of this
checkout are visible, with ``python`` importing this checkout's cajit), and
the lines after it are its expected output. ``...`` inside a line matches
any text; a line that is only ``...`` matches any number of lines.

Every other command the docs show (```sh blocks, indented blocks) must be
listed in EXEMPT with the reason it is not run here (it is CI itself, it
takes half an hour, another test runs it, it is a usage synopsis), so a new
command cannot appear in the docs without a test or a stated reason.
"""

from __future__ import annotations

import glob
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = ["README.md", "bench/README.md", *sorted(os.path.relpath(p, ROOT) for p in glob.glob(f"{ROOT}/docs/*.md"))]

# The first word(s) that make a line in a code block a command.
_COMMAND = re.compile(
    r"^(\$ )?(build/cajit-\w+|cajit-(dump|run)|python3? -m (cajit|pytest)|python3? \S+\.py|scripts/\S+|"
    r"bench/run|tests/\S+\.sh|cmake|pip|cc|CAJIT_\w+=\S* |TORCH_LOGS=|CAJIT_OPCHECK=)")

EXEMPT: list[tuple[str, str]] = [
    (r"^scripts/(test|demo)\b", "the README's two commands: CI runs them (.ci/run)"),
    (r"^bench/run\b", "the benchmarks: 15-30 minutes on a quiet machine, run by hand (bench/README.md)"),
    (r"^python3 -m pytest -q bench/py", "the bench harness's own tests, a separate suite"),
    (r"^python3 bench/distributed\.py", "2 gloo ranks for a minute or more; tests/py/test_distributed.py runs "
     "the same setup"),
    (r"^scripts/build-wheel|^pip install build/wheel", "tests/wheel/run.sh builds and installs the wheel"),
    (r"^cmake (-S|--build|--install)", "the install_package ctest (tests/install/run.sh) builds and installs"),
    (r"^cc app\.c|^cajit-dump graph\.cag", "tests/install/run.sh links an object the same way"),
    (r"^CAJIT_OPCHECK=full|^python3 tests/py/op_status\.py",
     "the full differential run (an hour); test_ops_differential checks op-status.md is current"),
    (r"^scripts/gpu-bundle\b", "packs cajit-run for the GPU machine (docs/cuda.md); what it packs runs "
     "only there, through the device tool, never in CI"),
    (r"^scripts/gpu-py-bundle\b", "packs the Python package for the GPU machine (docs/cuda.md, builds a "
     "static CPython 3.12 extension for minutes); what it packs runs only there, through the device tool"),
    (r"^cc .*bench/native/\S+\.c", "a kernel's loop modelled in C outside cajit (bench/native/), timed by hand "
     "on a quiet machine; its figures are the measurement"),
    (r"^python3 bench/train_ab\.py", "a training-loop A/B of two built worktrees, minutes per round; "
     "bench/roofline.py's train() that it runs is tested by test_roofline"),
    (r"\[(-|--)[a-z]", "a usage synopsis, not a command"),
    (r"GRAPH\.cag|FILE\.cag", "a usage synopsis, not a command"),
]


def _blocks(path: str) -> list[tuple[str, int, list[str]]]:
    """(kind, first line number, lines) of each code block: kind is the
    fence's language ('console', 'sh', ...) or 'indented'."""
    out = []
    lines = open(os.path.join(ROOT, path)).read().splitlines()
    k = 0
    while k < len(lines):
        m = re.match(r"^```(\w*)", lines[k])
        if m:
            end = k + 1
            while end < len(lines) and not lines[end].startswith("```"):
                end += 1
            out.append((m.group(1) or "plain", k + 2, lines[k + 1:end]))
            k = end + 1
        elif lines[k].startswith("    ") and (k == 0 or not lines[k - 1].strip()):
            end = k
            while end < len(lines) and (lines[end].startswith("    ") or not lines[end].strip()):
                end += 1
            out.append(("indented", k + 1, [line[4:] for line in lines[k:end]]))
            k = end
        else:
            k += 1
    return out


def _commands() -> list[tuple[str, int, str, bool]]:
    """(doc, line, command, runs) for every command the docs show."""
    found = []
    for doc in DOCS:
        for kind, line, body in _blocks(doc):
            for j, text in enumerate(body):
                cmd = text.split("  #")[0].strip()
                if kind == "console":
                    if cmd.startswith("$ "):
                        found.append((doc, line + j, cmd[2:], True))
                elif kind in ("sh", "plain", "indented") and _COMMAND.match(cmd):
                    found.append((doc, line + j, cmd, False))
    return found


def test_every_command_is_run_or_exempt():
    unexplained = [f"{doc}:{line}: {cmd}" for doc, line, cmd, runs in _commands()
                   if not runs and not any(re.search(p, cmd) for p, _ in EXEMPT)]
    assert not unexplained, ("commands in the docs that no test runs (make them a ```console "
                             "transcript, or add an EXEMPT entry with the reason):\n" + "\n".join(unexplained))


def test_the_docs_show_transcripts():
    assert sum(runs for *_, runs in _commands()) >= 4


def _matches(expected: list[str], actual: list[str]) -> bool:
    if not expected:
        return not actual
    head = expected[0]
    if head.strip() == "...":
        return any(_matches(expected[1:], actual[k:]) for k in range(len(actual) + 1))
    if not actual:
        return False
    pattern = ".*".join(re.escape(part) for part in head.rstrip().split("..."))
    return re.fullmatch(pattern, actual[0].rstrip()) is not None and _matches(expected[1:], actual[1:])


def _transcripts() -> list[tuple[str, int, list[str]]]:
    return [(doc, line, body) for doc in DOCS for kind, line, body in _blocks(doc) if kind == "console"]


@pytest.mark.parametrize("doc,line,body", _transcripts(), ids=lambda v: str(v) if not isinstance(v, list) else "")
def test_transcript(doc, line, body, tmp_path):
    for name in ("build", "examples", "tests", "python"):
        os.symlink(os.path.join(ROOT, name), tmp_path / name)
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"), CAJIT_CACHE="0",
               PATH=f"{os.path.dirname(sys.executable)}:{os.environ['PATH']}")
    steps: list[tuple[str, list[str]]] = []
    for text in body:
        if text.startswith("$ "):
            steps.append((text[2:], []))
        elif steps:
            steps[-1][1].append(text)
    for cmd, expected in steps:
        p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=300)
        actual = (p.stdout + p.stderr).splitlines()
        assert p.returncode == 0 or any("exit" in e for e in expected), (
            f"{doc}:{line}: `{cmd}` exited {p.returncode}:\n{p.stdout}{p.stderr}")
        assert _matches(expected, actual), (
            f"{doc}:{line}: `{cmd}` printed:\n" + "\n".join(actual) + "\nexpected:\n" + "\n".join(expected))


def test_python_snippets_compile():
    """Python snippets are fragments (a `loss` defined elsewhere), so they
    are not run, but each must at least be valid Python."""
    for doc in DOCS:
        for kind, line, body in _blocks(doc):
            if kind == "python":
                compile("\n".join(body), f"{doc}:{line}", "exec")
