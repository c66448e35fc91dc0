"""Relations between sizes that the re-trace must add because torch's fake
kernels do not check them (normalize calls these after the trace):

* ``strengthen``: a consumer's shape rule that the fake kernel never
  asked, e.g. convolution_backward's grad_output against the convolution
  of input and weight, slice_backward's sliced dim, the norms', pooling's,
  attention's and LSTM's backwards: asked of the ShapeEnv as bools on
  SymInts, which records the guard that holds for the traced values;
* ``divisible_quotients`` and ``solved_equalities``: facts the ShapeEnv
  keeps apart (a % b == 0 and a // b == q; equalities it could solve for a
  symbol) joined into replacements, so that the exported types agree.

Each guard follows from the traced values, so the graph stays what the
trace saw for every call that satisfies the guards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sympy
import torch
import torch.fx
from torch._subclasses.fake_tensor import FakeTensor
from torch.fx.experimental.symbolic_shapes import (
    GuardOnDataDependentSymNode,
    ShapeEnv,
    guard_bool,
    guard_int,
)
from torch.fx.experimental.symbolic_shapes import try_solve as _try_solve
from torch.utils._sympy.functions import FloorDiv, Max, Min, Mod, PythonMod

from . import hostops
from .shape_exprs import backed_hints, canonical, sym_expr
from .unsupported import Unsupported


def _conv_out_size(i: Any, k: Any, stride: int, pad: int, dil: int, out_pad: int, transposed: bool) -> Any:
    if transposed:
        return (i - 1) * stride - 2 * pad + dil * (k - 1) + out_pad + 1
    return (i + 2 * pad - dil * (k - 1) - 1) // stride + 1


def _fixed_ints(node: torch.fx.Node, positions: Sequence[int]) -> None:
    """Turn the int / int-list arguments of ``node`` at ``positions`` into
    plain ints, guarding each symbolic one on its traced value.

    Compiled autograd lifts the ints its nodes' saved state holds
    (convolution strides, paddings, ...) into ``sizes``, so make_fx records
    them as SymInts.  Lowerings need them fixed (they shape the loops), and
    a model changes them far more rarely than its batch: specialising costs
    a recompile only when they do change (the guard is an assumption of the
    .cag, checked at run time)."""
    args = list(node.args)
    for k in positions:
        if k >= len(args):
            continue
        a = args[k]

        def fixed(v: Any) -> Any:
            val = v.meta.get("val") if isinstance(v, torch.fx.Node) else v
            if isinstance(val, torch.SymInt):
                return guard_int(val)
            if isinstance(val, torch.SymBool):
                return guard_bool(val)
            return v if isinstance(v, torch.fx.Node) else val

        args[k] = [fixed(v) for v in a] if isinstance(a, (list, tuple)) else fixed(a)
    node.args = tuple(args)


def _same_expr(a: Any, b: Any) -> bool:
    """Whether two ints / SymInts are the same expression once the
    ShapeEnv's replacements are applied."""
    env = next((v.node.shape_env for v in (a, b) if isinstance(v, torch.SymInt)), None)
    if env is None:
        return a == b
    return canonical(env, sym_expr(a)) == canonical(env, sym_expr(b))


def _slice_len(size: Any, start: Any, end: Any, step: Any) -> Any:
    """torch's length of [start:end:step] of a dim of ``size``; the branches
    on SymInts record guards, as the eager slice kernel's checks would."""
    start = 0 if start is None else start
    end = size if end is None else end
    if start < 0:
        start = start + size
    if end < 0:
        end = end + size
    start = 0 if start < 0 else (size if start > size else start)
    end = start if end < start else (size if end > size else end)
    return (end - start + step - 1) // step


def _same_dims(node: torch.fx.Node, have: Sequence[Any], want: Sequence[Any], skip: int = -1) -> None:
    """Guards dims equal that a fake kernel never compares (grad_output's
    and input_sizes' of slice_backward / select_backward): without
    duck-sizing they are different symbols, and the shape rules need the
    relation."""
    for d, (h, w) in enumerate(zip(have, want)):
        if d == skip:
            continue
        try:
            same = bool(h == w)
        except GuardOnDataDependentSymNode:
            # Unbacked sizes (a boolean mask's count): they are equal when
            # the graph is right; the check becomes the trace's assumption.
            torch._check(h == w)
            same = True
        if not same:
            raise Unsupported(str(node.target), f"{node.name}: dim {d} is {h}, expected {w}")


def _index_put_values(node: torch.fx.Node) -> None:
    """Guard the dims of index_put's values equal to those of the indexed
    result they broadcast to (its fake kernel never compares them; an
    embedding-like ``bias[index]``'s backward puts a grad whose rows are a
    symbol of their own into rows counted by the index)."""
    self_val = node.args[0].meta.get("val") if isinstance(node.args[0], torch.fx.Node) else None
    values = node.args[2].meta.get("val") if isinstance(node.args[2], torch.fx.Node) else None
    indices = [i.meta.get("val") if isinstance(i, torch.fx.Node) else i for i in node.args[1]]
    if not isinstance(self_val, FakeTensor) or not isinstance(values, torch.Tensor):
        return
    if not all(i is None or isinstance(i, torch.Tensor) for i in indices):
        return
    with self_val.fake_mode:
        try:
            indexed = torch.ops.aten.index.Tensor(self_val, indices)
        except Exception:
            return  # the C shape rule names what is wrong
    if values.dim() > indexed.dim():
        return
    have = list(values.shape)
    want = list(indexed.shape[indexed.dim() - values.dim():])
    keep = [d for d, h in enumerate(have) if not (isinstance(h, int) and h == 1) and _traced_value(h) != 1]
    _same_dims(node, [have[d] for d in keep], [want[d] for d in keep])


def _traced_value(v: Any) -> int:
    """The traced value of an int or SymInt, without recording a guard."""
    if isinstance(v, torch.SymInt):
        return int(v.node.hint) if v.node.hint is not None else -1
    return int(v)


def strengthen(gm: torch.fx.GraphModule) -> None:
    """Guard the relations a consumer's shape rules need but the trace never
    checked.

    convolution_backward's fake kernel does not check grad_output against
    the convolution of input and weight, so e.g. a 3x3 kernel whose size was
    duck-sized with 3 input channels stays a free symbol, and the graph is
    only well typed if it equals 3.  Asking the ShapeEnv the question (as a
    bool on SymInts) records the guard that holds for the traced values.
    Its hyperparameters (stride, padding, dilation, transposed,
    output_padding, groups) become fixed ints first (_fixed_ints).

    slice_backward's fake kernel does not check grad_output's sliced dim
    against the slice of input_sizes either (e.g. grad_output dim s1 and
    input_sizes dim s4 with [1:-2] is only well typed if s1 == s4 - 3).
    Neither do those of layer norm, pooling, attention and LSTM
    backwards (below)."""
    changed = False
    for node in gm.graph.find_nodes(op="call_function", target=torch.ops.aten.convolution_backward.default):
        _fixed_ints(node, (4, 5, 6, 7, 8, 9))
        changed = True
        args = torch.fx.node.map_arg(node.args, lambda n: n.meta.get("val"))
        go, inp, weight = args[0], args[1], args[2]
        stride, padding, dilation, transposed, out_pad, groups = args[4:10]
        nd = inp.dim() - 2
        expected = [inp.shape[0], weight.shape[1] * groups if transposed else weight.shape[0]]
        for d in range(nd):
            expected.append(
                _conv_out_size(
                    inp.shape[d + 2],
                    weight.shape[d + 2],
                    stride[d] if len(stride) > 1 else stride[0],
                    padding[d] if len(padding) > 1 else padding[0],
                    dilation[d] if len(dilation) > 1 else dilation[0],
                    out_pad[d] if len(out_pad) > 1 else out_pad[0],
                    transposed,
                )
            )
        for d, (want, have) in enumerate(zip(expected, go.shape)):
            if not bool(want == have):
                raise Unsupported(
                    "convolution_backward",
                    f"{node.name}: grad_output dim {d} is {have}, the convolution gives {want}",
                )
            if d >= 2 and not _same_expr(want, have):
                # The guard holds, but as a relation through a floor
                # division the shape rule (which compares canonical
                # expressions) cannot prove.  Fix this spatial dim's sizes
                # instead: images rarely change size, batches do.
                for v in (inp.shape[d], weight.shape[d], go.shape[d]):
                    if isinstance(v, torch.SymInt):
                        guard_int(v)
    for node in gm.graph.find_nodes(op="call_function", target=torch.ops.aten.slice_backward.default):
        args = torch.fx.node.map_arg(node.args, lambda n: n.meta.get("val"))
        go, sizes, dim, start, end, step = args[:6]
        dim = dim + len(sizes) if dim < 0 else dim
        # A symbolic step is fixed like the convolution's hyperparameters.
        if isinstance(step, torch.SymInt):
            _fixed_ints(node, (5,))
            step = guard_int(step)
            changed = True
        want = _slice_len(sizes[dim], start, end, step)
        if not bool(want == go.shape[dim]):
            raise Unsupported(
                "slice_backward",
                f"{node.name}: grad_output dim {dim} is {go.shape[dim]}, the slice has {want} elements",
            )
        _same_dims(node, go.shape, sizes, skip=dim)
    for node in gm.graph.find_nodes(op="call_function", target=torch.ops.aten.select_backward.default):
        args = torch.fx.node.map_arg(node.args, lambda n: n.meta.get("val"))
        go, sizes, dim = args[:3]
        dim = dim + len(sizes) if dim < 0 else dim
        _same_dims(node, go.shape, [s for i, s in enumerate(sizes) if i != dim])
    for node in gm.graph.find_nodes(op="call_function", target=torch.ops.aten.native_layer_norm_backward.default):
        # The fake kernel shapes grad_weight / grad_bias by
        # normalized_shape and never compares weight, bias or the input's
        # trailing dims with it; without duck-sizing they are different
        # symbols (a hidden size the trace wrote as heads * head_dim).
        args = torch.fx.node.map_arg(node.args, lambda n: n.meta.get("val"))
        go, inp, normalized = args[0], args[1], list(args[2])
        k = len(normalized)
        _same_dims(node, go.shape, inp.shape)
        _same_dims(node, inp.shape[inp.dim() - k :], normalized)
        for t in args[5:7]:
            if isinstance(t, torch.Tensor):
                _same_dims(node, t.shape, normalized)
    for node in gm.graph.find_nodes(op="call_function", target=torch.ops.aten.index_put.default):
        _index_put_values(node)
    for node in gm.graph.find_nodes(op="call_function", target=torch.ops.aten.mkldnn_rnn_layer_backward.default):
        # The fake kernel shapes its grads like input, weights and states
        # and compares nothing: a saved input that Dynamo kept static
        # ([5, 2, 16]) beside a grad_output of symbolic sizes ([s1, s0,
        # 24]) is only well typed if they are equal (they are, for the
        # values this graph was captured with).
        args = torch.fx.node.map_arg(node.args, lambda n: n.meta.get("val"))
        inp, whh = args[0], args[2]
        for seq in (args[7], args[10]):  # output, grad_output: [T, B, H]
            if isinstance(seq, torch.Tensor) and seq.dim() == 3:
                _same_dims(node, seq.shape, [inp.shape[0], inp.shape[1], whh.shape[1]])
        for state in (args[5], args[6], args[8], args[9], args[11], args[12]):  # [B, H]
            if isinstance(state, torch.Tensor) and state.dim() == 2:
                _same_dims(node, state.shape, [inp.shape[1], whh.shape[1]])
    for target in (torch.ops.aten.max_pool2d_with_indices_backward.default,
                   torch.ops.aten.max_pool3d_with_indices_backward.default):
        for node in gm.graph.find_nodes(op="call_function", target=target):
            # The fake kernel never compares indices with grad_output.
            go, indices = (a.meta.get("val") for a in (node.args[0], node.args[-1]))
            if isinstance(go, torch.Tensor) and isinstance(indices, torch.Tensor) and go.dim() == indices.dim():
                _same_dims(node, indices.shape, go.shape)
    for node in gm.graph.find_nodes(
        op="call_function", target=torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default
    ):
        # The fake kernel returns grads shaped like query, key and value
        # and compares nothing else (grad_out, out, logsumexp, the batch,
        # sequence and embedding dims of the three).
        args = torch.fx.node.map_arg(node.args, lambda n: n.meta.get("val"))
        go, q, k, v, out, lse = args[:6]
        if not all(isinstance(t, torch.Tensor) and t.dim() == d for t, d in zip(args[:6], (4, 4, 4, 4, 4, 3))):
            continue  # the C shape rule names what is wrong
        _same_dims(node, k.shape[:1], q.shape[:1])
        _same_dims(node, v.shape[:3], k.shape[:3])
        _same_dims(node, k.shape[3:], q.shape[3:])
        for t in (go, out):
            _same_dims(node, t.shape, [*q.shape[:3], v.shape[3]])
        _same_dims(node, lse.shape, q.shape[:3])
    if changed:
        gm.graph.eliminate_dead_code(is_impure_node=hostops.is_impure_node)
        gm.recompile()


def divisible_quotients(shape_env: ShapeEnv) -> bool:
    """Guard a == b * q where the trace guarded a % b == 0 and a // b == q
    (q free of a's symbols, e.g. a constant): the ShapeEnv keeps the two
    facts apart, so a view that splits a dim by a window (Swin's
    ``w // ww``) keeps strides in ``a`` and sizes in ``a // b``, and the
    shape rules, which compare expressions, could not prove them equal.
    The new guard follows from the two (it specializes nothing) and
    becomes a replacement of a symbol of ``a``, so the exported types all
    say b * q. Whether a replacement was added."""
    hints = backed_hints(shape_env)
    any_change = False
    for _round in range(8):
        shape_env._update_divisible()
        quotients: dict[Any, Any] = {}
        for g in shape_env.guards:
            e = shape_env.replace(g.expr)
            if isinstance(e, sympy.Eq):
                for lhs, rhs in ((e.lhs, e.rhs), (e.rhs, e.lhs)):
                    if isinstance(lhs, FloorDiv):
                        quotients.setdefault(lhs, rhs)
        changed = False
        for m in sorted(shape_env.divisible, key=str):
            a, b = (shape_env.replace(x) for x in m.args)
            q = quotients.get(FloorDiv(a, b))
            if q is None or q.free_symbols & a.free_symbols or not (a.free_symbols | b.free_symbols) <= hints.keys():
                continue
            eq = sympy.Eq(a, b * q)
            if eq.xreplace(hints) != sympy.true:
                continue  # cannot happen for guards that hold; stay sound
            # Through the guard machinery's own solver: a == b * q
            # replaces a symbol of a (the one with the largest value).
            # Even when the value ranges already decide eq (then
            # evaluate_expr would record nothing), the replacement is what
            # makes the exported expressions agree.
            before = dict(shape_env.replacements)
            shape_env._maybe_guard_rel(eq)
            changed = changed or shape_env.replacements != before
        if not changed:
            return any_change
        any_change = True
    return any_change


def solved_equalities(shape_env: ShapeEnv) -> bool:
    """Replace a symbol of each guarded equality the ShapeEnv kept only as
    a guard, solved for it (whether anything changed).

    The ShapeEnv turns a guard a == b into a replacement only by solving
    it for one symbol, the one with the largest value; where that fails
    (it cancels out), the equality stays a guard, and the trace goes on
    writing one value two ways. Duck-sizing makes such equalities of
    coincidences: Mixtral at batch 2 has 4 heads (s2) and a hidden size
    the trace wrote as 2 * s1 * s1 * s365 (batch s1 == top-k, batch *
    seq * top-k == hidden), guarded 2 * s2 * s365 == 2 * s1 * s1 * s365;
    a view of the hidden dim into heads then declared its strides in
    s1 * s1 and its own sizes in s2, and the shape rules, which compare
    expressions (two different ones are equal only where an ``assume``
    line says so in those words), refused the graph. Solving for another symbol (s2 = s1 ** 2) writes
    every such value one way. Only a solution that is a product of
    backed symbols and a positive integer, and that the example values
    satisfy, is taken: it admits exactly the calls the guard admitted
    (the solved symbol's own input dims and sizes entries check it), and
    sizes stay products, as duck-sizing writes them. A sum (rope_decoder
    at batch 2 guards seq - 1 == 2 * batch ** 3 - 1) stays a guard: solved,
    it would put subtractions in the types of the zoo graphs that compile
    today, for no graph known to need it."""
    hints = backed_hints(shape_env)
    changed = False
    for g in list(shape_env.guards):
        e = shape_env.replace(g.expr)
        if not isinstance(e, sympy.Eq) or e.has(FloorDiv, Mod, PythonMod, Max, Min, sympy.Max, sympy.Min):
            continue
        free = e.free_symbols
        if len(free) < 2 or len(free) > 5 or not free <= hints.keys():
            continue
        for sym in sorted(free, key=lambda x: (int(hints[x]), x.name), reverse=True):
            try:
                solved = _try_solve(e, sym, floordiv_inequality=False)
            except NotImplementedError:
                solved = None
            if solved is None:
                continue
            sol = sympy.expand(solved[1])
            if sym in sol.free_symbols or not _positive_monomial(sol) or sol.xreplace(hints) != hints[sym]:
                continue
            before = shape_env.replacements.get(sym)
            shape_env._set_replacement(sym, shape_env.replace(sol), "cajit_solve")
            if shape_env.replacements.get(sym) != before:
                changed = True
                break
    return changed


def _positive_monomial(e: Any) -> bool:
    """A positive integer times a product of powers of symbols."""
    syms = sorted(e.free_symbols, key=str)
    if not syms or not e.is_polynomial(*syms):
        return False
    terms = sympy.Poly(e, *syms).terms()
    return len(terms) == 1 and terms[0][1].is_Integer and terms[0][1] > 0
