"""Every exported fixture (tests/py/graphs/*.cag) is accepted by the C side:
``cajit-dump FILE --emit=graph`` exits 0, and its canonical output reads back
in the Python reader as the same graph.

The binary is ``$CAJIT_DUMP`` or ``build/cajit-dump`` in the source tree
(``cmake -S . -B build && cmake --build build -j2``)."""

import glob
import os
import random
import subprocess

import pytest

from cajit import cag

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DUMP = os.environ.get("CAJIT_DUMP", os.path.join(ROOT, "build", "cajit-dump"))
FIXTURES = sorted(glob.glob(os.path.join(ROOT, "tests", "py", "graphs", "*.cag")))

pytestmark = pytest.mark.skipif(
    not os.access(DUMP, os.X_OK),
    reason=f"{DUMP} not built (cmake -S . -B build && cmake --build build -j2, or set CAJIT_DUMP)",
)


def test_there_are_fixtures():
    assert len(FIXTURES) >= 20


@pytest.mark.parametrize("path", FIXTURES, ids=[os.path.basename(p) for p in FIXTURES])
def test_cajit_dump_accepts_fixture(path):
    r = subprocess.run([DUMP, path, "--emit=graph"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"cajit-dump rejected {path}:\n{r.stderr}"
    assert r.stderr == ""
    with open(path) as f:
        ours = cag.parse(f.read())
    canon = cag.parse(r.stdout)
    assert canon.name == ours.name
    assert canon.syms == ours.syms
    # The canonical printer may reorder sums, products and comparisons:
    # compare by value at a few symbol assignments.
    rng = random.Random(0)
    envs = [{name: rng.randint(2, 50) for name in ours.syms} for _ in range(4)]
    for env in envs:
        assert [_type_value(t, env) for _, t in canon.inputs] == [_type_value(t, env) for _, t in ours.inputs]
        assert [a.eval(env) for a in canon.assumptions] == [a.eval(env) for a in ours.assumptions]
        for a, b in zip(canon.nodes, ours.nodes):
            assert [_type_value(t, env) for t in a.types] == [_type_value(t, env) for t in b.types], a.line
    assert [(n.op, len(n.results)) for n in canon.nodes] == [(n.op, len(n.results)) for n in ours.nodes]
    assert canon.returns == ours.returns


def _type_value(t, env):
    if isinstance(t, cag.ScalarType):
        return t.kind
    strides = None if t.strides is None else [None if e is None else e.eval(env) for e in t.strides]
    return (t.dtype, [e.eval(env) for e in t.sizes], strides)
