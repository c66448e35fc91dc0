"""The Python .cag reader and the reference runner: the spec's example
parses and runs, malformed text is rejected with the line, and every guard
the text states is checked before anything runs."""

import os
import re

import pytest
import torch

from cajit import cag
from cajit.backend import GuardFailure
from cajit.reference import CagRunner

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def spec_example() -> str:
    with open(os.path.join(ROOT, "docs", "format.md")) as f:
        text = f.read()
    m = re.search(r"## Example\n\n```\n(.*?)```", text, re.S)
    assert m, "docs/format.md has no example block"
    return m.group(1)


def test_spec_example_parses():
    g = cag.parse(spec_example())
    assert g.name == "mlp_backward"
    assert g.n_sizes == 1 and g.scalar_types == ["int"] and g.n_hooks == 0
    assert g.syms == {"s0": ("input", 0, 0), "s1": ("sizes", 0, -1), "s2": ("scalars", 0, -1)}
    assert [vid for vid, _ in g.inputs] == [0, 1, 2, 3]
    assert g.inputs[2][1].strides is not None
    assert len(g.assumptions) == 2
    assert [n.op for n in g.nodes][-1] == "host.accumulate_grad"
    assert g.returns == [8, None]


def _spec_args(batch=5, param=None):
    p = param if param is not None else torch.randn(64)
    # %2 is declared with strides {1, 10}: a transposed [64, 10] tensor.
    x = [torch.randn(batch, 10), torch.randn(batch, 64), torch.randn(64, 10).t(), p.requires_grad_(True)]
    return x, [torch.empty(0, batch)], [3], (), ()


def test_accumulate_shape_mismatch_is_reported():
    # Accumulating %7 : f32[64] into a [64, 784] parameter: the host op
    # refuses a gradient whose shape differs from the parameter's.
    text = spec_example().replace("input %3 : f32[64]", "input %3 : f32[64, 784]")
    runner = CagRunner(cag.parse(text), check_types=True)
    with pytest.raises(RuntimeError, match=r"gradient of shape \[64\] for a parameter of shape \[64, 784\]"):
        runner(*_spec_args(param=torch.randn(64, 784)))


def test_spec_example_runs():
    runner = CagRunner(cag.parse(spec_example()), check_types=True)
    inputs, sizes, scalars, hooks, packed = _spec_args(param=torch.randn(64))
    g0, g1, w, p = inputs
    out = runner(inputs, sizes, scalars, hooks, packed)
    h = torch.where(g1 <= 0, 0.0, g0 @ w)
    torch.testing.assert_close(out[0], h.t())
    assert out[1] is None
    torch.testing.assert_close(p.grad, h.sum(0))


@pytest.mark.parametrize(
    "mutate,message",
    [
        (lambda a: a[0].__setitem__(0, torch.randn(5, 11)), "input 0 dim 1"),
        (lambda a: a[0].__setitem__(1, torch.randn(5, 64, dtype=torch.float64)), "dtype"),
        (lambda a: a[0].__setitem__(2, torch.randn(10, 64)), "stride"),
        (lambda a: a[0].__setitem__(0, torch.randn(10, 5).t()), "not contiguous"),
        (lambda a: a[1].__setitem__(0, torch.empty(0, 6)), "assumption 1"),
        (lambda a: a[2].__setitem__(0, 2.5), "scalars 0"),
        (lambda a: a[0].pop(), "3 inputs"),
    ],
)
def test_guards_fail_before_running(mutate, message):
    runner = CagRunner(cag.parse(spec_example()))
    args = list(_spec_args())
    args[0], args[1], args[2] = list(args[0]), list(args[1]), list(args[2])
    mutate(args)
    p = args[0][3] if len(args[0]) > 3 else None
    with pytest.raises(GuardFailure, match=message):
        runner(*args)
    if p is not None:
        assert p.grad is None  # nothing ran


def test_batch_of_one_fails_the_range_guard():
    runner = CagRunner(cag.parse(spec_example()))
    with pytest.raises(GuardFailure, match="assumption 0"):
        runner(*_spec_args(batch=1))


BAD = [
    ("cag 2\n", "unsupported version 2"),
    ("cag 1\nscalars\n", "expected 'sizes'"),
    ("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\ninput %0 : f32[s9]\nreturn ()\n", "undefined symbol s9"),
    ("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\nreturn (%3)\n", "undefined value %3"),
    ("cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\nsym s0 = sizes 0\nsym s0 = sizes 0\nreturn ()\n",
     "symbol s0 declared twice"),
    ("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\ninput %0 : f32[2]\n%1 = aten.neg.default(%0) : f32[2]\n"
     "input %2 : f32[2]\nreturn ()\n", "input after"),
    ("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\ninput %0 : f32[2]\n"
     "%1, %2 = aten.neg.default(%0) : f32[2]\nreturn ()\n", "expected '\\('"),
    ("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n", "missing return"),
]


@pytest.mark.parametrize("text,message", BAD, ids=[m for _, m in BAD])
def test_parse_errors(text, message):
    with pytest.raises(cag.CagError, match=message):
        cag.parse(text)


def test_unknown_op_is_rejected_by_the_runner():
    g = cag.parse("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\ninput %0 : f32[2]\n"
                  "%1 = aten.no_such_op.default(%0) : f32[2]\nreturn (%1)\n")
    with pytest.raises(cag.CagError, match="unknown op aten.no_such_op.default"):
        CagRunner(g)


def test_runner_checks_declared_types():
    g = cag.parse("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\nsym s0 = input 0 dim 0\n"
                  "input %0 : f32[s0]\n%1 = aten.sum.default(%0) : f32[s0]\nreturn (%1)\n")
    with pytest.raises(RuntimeError, match="declared shape"):
        CagRunner(g, check_types=True)([torch.randn(3)], [], [])
