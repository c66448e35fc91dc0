"""The exporter's pieces: sympy -> .cag expression text (checked by parsing
it back and evaluating), float and string literals, and errors."""

import itertools
import math

import pytest
import sympy
import torch
from torch.utils._sympy.functions import FloorDiv, Max, Min, Mod, PythonMod

from cajit import cag
from cajit.export import ExportError, ExprPrinter, _quote, format_float
from cajit.shape_exprs import _exact_divisions

s0, s1, s2 = (sympy.Symbol(f"s{i}", integer=True, positive=True) for i in range(3))
f0 = sympy.Symbol("f0", real=True)
NAMES = {s0: "s0", s1: "s1", s2: "s2", f0: "f0"}
pr = ExprPrinter(NAMES)

INT_EXPRS = [
    s0,
    s0 + 1,
    s0 - s1,
    2 * s0 - 3 * s1 + 5,
    -s0,
    -(s0 * s1),
    s0 * s1 * s2,
    s0**2 * s1,
    FloorDiv(s0, 2),
    FloorDiv(s0 + 1, s1) * 3,
    FloorDiv(s0 * s1, s1 + s2),
    Mod(s0, 4),
    PythonMod(s0 - 7, s1),
    Max(s0, s1),
    Min(s0, s1 + 2, 7),
    Max(1, s0) * s1,
    s0 - (s1 - s2),
    s0 - FloorDiv(s1, 2),
    FloorDiv(s0, 2) ** 2,  # F.unfold's block count, stride 2: not s0 // 2 * s0 // 2
    Mod(s0, 3) ** 2 * s1,
]
BOOL_EXPRS = [
    sympy.Eq(s0, s1 * 4),
    sympy.Ne(s0, 1),
    sympy.Ge(s0, 2),
    sympy.Lt(s0 + s1, 10),
    sympy.And(sympy.Ge(s0, 2), sympy.Le(s1, 3)),
    sympy.Or(sympy.Eq(s0, 1), sympy.Gt(s2, 5)),
    sympy.Not(sympy.Eq(s0, s1)),
    sympy.Eq(Mod(s0, 2), 0),
]


def _values():
    for a, b, c in itertools.product([2, 3, 7], [2, 5], [1, 4]):
        yield {s0: a, s1: b, s2: c}


@pytest.mark.parametrize("e", INT_EXPRS + BOOL_EXPRS, ids=str)
def test_expression_round_trip(e):
    text = pr(e)
    parsed = cag.parse_expr(text, ["s0", "s1", "s2"])
    for vals in _values():
        want = e.xreplace({k: sympy.Integer(v) for k, v in vals.items()})
        want = bool(want) if isinstance(want, sympy.logic.boolalg.Boolean) else int(want)
        got = parsed.eval({NAMES[k]: v for k, v in vals.items()})
        assert got == want, f"{text} at {vals}: {got} != {want}"


def test_expression_text():
    assert pr(s0 + 1) == "s0 + 1"
    assert pr(s0 - s1) == "s0 - s1"
    assert pr(FloorDiv(s0, 2)) == "s0 // 2"
    assert pr(FloorDiv(s0, s1 * s2)) == "s0 // (s1 * s2)"
    assert pr(Mod(s0 + 1, 4)) == "(s0 + 1) % 4"
    assert pr(s0**3) == "s0 * s0 * s0"
    assert pr(FloorDiv(s0, 2) ** 2) == "s0 // 2 * (s0 // 2)"
    assert pr(Max(s1, s0)) == "max(s0, s1)"
    assert pr(sympy.Eq(s1, s0, evaluate=False)) == "s1 == s0"
    assert pr(sympy.Not(sympy.Eq(s0, s1))) in ("s0 != s1", "not s0 == s1")
    assert pr(sympy.true) == "true"


def test_float_expressions():
    assert pr(f0) == "f0"
    assert pr(2.5 * f0) == "2.5 * f0"
    assert pr(f0 / 2) == "f0 / 2.0"
    parsed = cag.parse_expr(pr(f0 / 3 + 1), ["f0"])
    assert math.isclose(parsed.eval({"f0": 1.5}), 1.5 / 3 + 1)


def test_exact_divisions_are_simplified():
    assert _exact_divisions(FloorDiv(s0**3, s0**2)) == s0
    assert _exact_divisions(Mod(s0 * s1, s1)) == 0
    assert _exact_divisions(FloorDiv(s0, 2)) == FloorDiv(s0, 2)


def test_undeclared_symbol_is_an_error():
    with pytest.raises(ExportError, match="not declared"):
        pr(sympy.Symbol("u0", integer=True) + 1)


@pytest.mark.parametrize(
    "x,text",
    [(0.5, "0.5"), (2.0, "2.0"), (1e-05, "1e-05"), (1e16, "1e+16"), (-3.25, "-3.25"),
     (math.inf, "inf"), (-math.inf, "-inf"), (math.nan, "nan"), (0.1, "0.1")],
)
def test_format_float(x, text):
    assert format_float(x) == text
    if not math.isnan(x):
        assert float(text) == x


def test_quote():
    assert _quote('a"b\\c\nd\te\x01') == '"a\\"b\\\\c\\nd\\te\\x01"'
    toks = cag._lex(_quote('a"b\\c\nd\te\x01'), 1)
    assert cag._unquote(toks[0][1]) == 'a"b\\c\nd\te\x01'


def test_tensor_constant_is_an_export_error():
    from cajit.export import to_cag
    from cajit.normalize import normalize

    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.register_buffer("c", torch.ones(3))

        def forward(self, inputs, sizes, scalars, hooks, packed_data):
            return [inputs[0] * self.c]

    gm = torch.fx.symbolic_trace(M())
    n = normalize(gm, [torch.randn(3)], [], [], ())
    with pytest.raises(ExportError, match="get_attr|constant"):
        to_cag(n)
