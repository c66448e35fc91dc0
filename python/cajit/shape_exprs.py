"""Expressions over a ShapeEnv's symbols, in the one form cajit compares
and exports: the ShapeEnv's simplification, then exact divisions and
decided min/max folded away (``canonical``). The re-trace (normalize), the
relations it adds (relations) and the exporter all compare sizes in this
form, so that one size has one expression."""

from __future__ import annotations

from typing import Any

import sympy
import torch
from torch.fx.experimental.symbolic_shapes import ShapeEnv
from torch.utils._sympy.functions import FloorDiv, Max, Min, Mod, PythonMod
from torch.utils._sympy.value_ranges import bound_sympy


def backed_hints(shape_env: ShapeEnv) -> dict:
    """The ShapeEnv's example values of its backed symbols. torch 2.13
    renamed var_to_val to backed_var_to_val (the old name warns); an empty
    dict is a valid answer, so pick by attribute, not by truthiness."""
    if hasattr(shape_env, "backed_var_to_val"):
        return shape_env.backed_var_to_val
    return shape_env.var_to_val


def canonical(shape_env: ShapeEnv, expr: Any) -> Any:
    if isinstance(expr, (int, float, bool)):
        return sympy.sympify(expr)
    return _decided_min_max(shape_env, _exact_divisions(shape_env.simplify(expr)))


def _decided_min_max(shape_env: ShapeEnv, expr: Any) -> Any:
    """max(1, n) -> n when n >= 1 on the symbols' value ranges (torch writes
    max(1, n) in contiguous strides in case a size is 0)."""
    if not isinstance(expr, sympy.Basic) or not expr.has(Max, Min, sympy.Max, sympy.Min):
        return expr
    ranges = shape_env.var_to_range

    def ge(a: Any, b: Any) -> bool:
        # Value ranges first; then the ShapeEnv, which also uses the guards
        # recorded so far as axioms (e.g. n >= 2 for a view's size).
        try:
            if bound_sympy(a - b, {s: ranges[s] for s in (a - b).free_symbols}).lower >= 0:
                return True
        except Exception:
            pass
        try:
            if shape_env._maybe_evaluate_static(sympy.Ge(a, b)) == sympy.true:
                return True
        except Exception:
            pass
        # A recorded guard a >= c, a > c or a == c with a constant c >= b
        # (the ShapeEnv matches axioms syntactically: a >= 2 does not
        # prove a >= 1).
        if not b.is_Integer:
            return False
        for g in shape_env.guards:
            e = g.expr
            if (
                isinstance(e, (sympy.Ge, sympy.Gt, sympy.Eq))
                and e.rhs.is_Integer
                and (e.lhs == a or shape_env.simplify(e.lhs) == a)
            ):
                c = int(e.rhs) + (1 if isinstance(e, sympy.Gt) else 0)
                if c >= int(b):
                    return True
        return False

    def decide(e: Any) -> Any:
        if len(e.args) != 2 or not all(s in ranges for s in e.free_symbols):
            return e
        a, b = e.args
        is_max = isinstance(e, (Max, sympy.Max))
        if ge(a, b):
            return a if is_max else b
        if ge(b, a):
            return b if is_max else a
        return e

    return expr.replace(lambda e: isinstance(e, (Max, Min, sympy.Max, sympy.Min)), decide)


def _exact_divisions(expr: Any) -> Any:
    """FloorDiv(s*s*s, s*s) -> s, Mod(s*s, s) -> 0: divisions that are exact
    for every value (the quotient is a polynomial with integer
    coefficients), which ShapeEnv.simplify leaves as they are."""
    if not isinstance(expr, sympy.Basic) or not expr.has(FloorDiv, Mod, PythonMod):
        return expr

    def exact(a: Any, b: Any) -> Any:
        q = sympy.cancel(a / b)
        if q.is_polynomial(*q.free_symbols) and all(
            c.is_Integer for c in sympy.Poly(q, *q.free_symbols).coeffs()
        ) if q.free_symbols else q.is_Integer:
            return q
        return None

    def floordiv(e: Any) -> Any:
        q = exact(*e.args)
        return e if q is None else q

    def mod(e: Any) -> Any:
        return sympy.Integer(0) if exact(*e.args) is not None else e

    expr = expr.replace(lambda e: isinstance(e, FloorDiv), floordiv)
    return expr.replace(lambda e: isinstance(e, (Mod, PythonMod)), mod)


def sym_expr(v: Any) -> Any:
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return v.node.expr
    return sympy.sympify(v)
