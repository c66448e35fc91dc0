"""The fake results of an op met again with the same symbolic arguments in
one of cajit's re-traces: the key, the recorded entry and its replay
(cajit.fake_mode.FakeMode.__torch_dispatch__ consults it). See the
sections below for why a repeat is exact."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch
from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode
from torch.fx.experimental import symbolic_shapes as _symbolic_shapes
from torch.multiprocessing.reductions import StorageWeakRef
from torch.utils import _pytree as pytree

from .lean_trace import _lean
from .shape_exprs import sym_expr


# ---- the fake results of an op met again with the same symbolic arguments ----------
#
# A backward graph repeats an op on the same symbolic metadata: every step
# of an unrolled RNN, every layer of a transformer. FakeMode runs the fake
# kernel (or Python decomposition, with its symbolic contiguity and
# broadcasting checks) once per distinct (op, arguments) of a trace and
# answers the repeats from a memo. The key is the op and its arguments
# with every tensor as dtype, device and the expressions (replacements
# applied) of its sizes, strides and storage offset, and every SymInt as
# its expression. A fake kernel's branch on backed symbols is decided by
# their hints (guard_or_false / guard_or_true guard on them), which a
# ShapeEnv never changes, so a repeat computes the same results; the
# guards it would record were recorded by the first call (the ShapeEnv's
# facts only grow). A branch on what is statically known without a guard
# could go the other way in a repeat made after the trace learned more;
# the replayed result is then the one of less knowledge, still valid for
# every value the guards admit (torch's own dispatch cache for symbolic
# shapes, ShapeEnv.fake_tensor_cache, makes the same assumption). In 19
# zoo and real-model graphs, more than half the hits come after new
# guards or replacements, and the .cag text is byte-identical to a trace
# without the memo (bench/normalize_profile.py --dump). Only ops whose
# results are fresh tensors are memoized (no view, no mutation, no
# data-dependent shape; no unbacked symbol among the arguments or made by
# the first call); the memo lives on the FakeMode, one per trace, and
# only while lean_meta is on (cajit's own traces).

_MEMO_STATS = {"hits": 0, "misses": 0}
_UNMEMOIZED = object()  # a key whose calls always run the fake kernel
_free_unbacked_symbols = getattr(_symbolic_shapes, "free_unbacked_symbols", None)
_memo_enabled = True
_fresh_ops: dict[Any, bool] = {}
_SymNode = getattr(getattr(torch.fx.experimental, "sym_node", None), "SymNode", None)
_PLAIN = (int, float, bool, str, torch.dtype, torch.device, torch.layout, torch.memory_format)
_SYM = (torch.SymInt, torch.SymFloat, torch.SymBool)


def _memo_on() -> bool:
    return (_memo_enabled and _SymNode is not None and _free_unbacked_symbols is not None
            and getattr(_lean, "on", False))


def _fresh_op(func: Any) -> bool:
    """Whether every result of ``func`` is a fresh tensor (or None)."""
    ok = _fresh_ops.get(func)
    if ok is None:
        ok = False
        schema = getattr(func, "_schema", None)
        tags = getattr(func, "tags", None)
        if schema is not None and tags is not None and isinstance(func, torch._ops.OpOverload):
            ok = (not schema.is_mutable and len(schema.returns) > 0
                  and all(r.alias_info is None and str(r.type) in ("Tensor", "Tensor?") for r in schema.returns)
                  and not any(t in tags for t in (torch.Tag.dynamic_output_shape,
                                                  torch.Tag.data_dependent_output, torch.Tag.inplace_view,
                                                  torch.Tag.nondeterministic_seeded)))
        _fresh_ops[func] = ok
    return ok


class _NoMemo(Exception):
    pass


def _memo_key(mode: FakeTensorMode, func: Any, args: Any, kwargs: Any) -> tuple[tuple, list] | None:
    """(key, the call's SymInts in key order) or None where the call is
    not memoized."""
    if not (_fresh_op(func) or func in _VIEW_OPS and _view_memo_enabled and args and not kwargs):
        return None
    key: list[Any] = [func, torch.get_default_dtype()]
    flat: list[Any] = []

    def sym(v: Any) -> None:
        if isinstance(v, _SYM):
            flat.append(v)
            key.append((type(v), v.node.expr))
        else:
            key.append((type(v), v))

    def walk(a: Any) -> None:
        if isinstance(a, FakeTensor):
            if (a.fake_mode is not mode or a.constant is not None or a.layout != torch.strided
                    or a.is_quantized or type(a) is not FakeTensor):
                raise _NoMemo
            key.append((a.dtype, a.fake_device, a.dim()))
            for v in a.shape:
                sym(v)
            for v in a.stride():
                sym(v)
            sym(a.storage_offset())
        elif isinstance(a, torch.Tensor):
            raise _NoMemo
        elif isinstance(a, (list, tuple)):
            key.append((type(a), len(a)))
            for x in a:
                walk(x)
        elif isinstance(a, _SYM):
            sym(a)
        elif a is None or isinstance(a, _PLAIN):
            key.append((type(a), a))
        else:
            raise _NoMemo

    try:
        walk(args)
        if kwargs:
            for k in sorted(kwargs):
                key.append(k)
                walk(kwargs[k])
        tkey = tuple(key)
        hash(tkey)
    except (_NoMemo, TypeError):
        return None
    return tkey, flat


def _memo_entry(mode: FakeTensorMode, args: Any, out: Any, flat: Sequence[Any]) -> Any:
    """What _replay needs of ``out`` (None where it cannot be replayed):
    (single, [(dtype, device, sizes, strides) | None per result]), each
    size and stride an int, ("in", i) (the call's i-th SymInt was it), or
    a SymNode to copy."""
    single = isinstance(out, torch.Tensor)
    outs = [out] if single else out
    if not isinstance(outs, (list, tuple)):
        return None
    where = {id(v.node): i for i, v in reversed(list(enumerate(flat)))}

    inputs = {StorageWeakRef(t.untyped_storage()) for t in pytree.tree_leaves(args) if isinstance(t, torch.Tensor)}
    rows: list[Any] = []
    try:
        for o in outs:
            if o is None:
                rows.append(None)
                continue
            offset = o.storage_offset() if isinstance(o, FakeTensor) else None
            if (not isinstance(o, FakeTensor) or type(o) is not FakeTensor or o.fake_mode is not mode
                    or o.constant is not None or o.layout != torch.strided or o.is_quantized
                    or o.requires_grad or not isinstance(offset, int) or offset != 0
                    or StorageWeakRef(o.untyped_storage()) in inputs):
                return None
            rows.append((o.dtype, o.fake_device, [_size_ref(v, where) for v in o.shape],
                         [_size_ref(v, where) for v in o.stride()]))
    except _NoMemo:
        return None
    return single, rows


# ---- view ops met again ---------------------------------------------------------------
#
# A view op's fake kernel (t, transpose, permute and view: their Python
# decompositions and references, each a chain of symbolic stride
# arithmetic; ~1 ms per t() of a weight in the tiny GRU) ends, in the
# cases memoized here, in an as_strided of its input with the result's
# sizes, strides and storage offset. A repeat (same key as above: the
# input's expressions and the arguments') is answered by that as_strided
# alone, a call the recorded one made with the same expressions (so the
# guards it records, if any, the recorded call recorded first): the
# result is a view of this call's input, as the op's would be. Only
# where the recorded call was seen to end in such an as_strided of the
# op's own input (_view_entry); else the op always runs.

_AS_STRIDED = torch.ops.aten.as_strided.default
_VIEW_OPS = frozenset({
    torch.ops.aten.t.default,
    torch.ops.aten.transpose.int,
    torch.ops.aten.permute.default,
    torch.ops.aten.view.default,
})
_view_memo_enabled = True


def _size_ref(v: Any, where: dict[int, int]) -> Any:
    """A size or stride as a memo records it: an int, ("in", i) where the
    call's i-th argument was this SymInt (``where``: id of a SymInt's node
    -> its first index), ("new", node) for a SymNode to copy."""
    if isinstance(v, torch.SymInt):
        i = where.get(id(v.node))
        return ("in", i) if i is not None else ("new", v.node)
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    raise _NoMemo


def _view_entry(mode: FakeTensorMode, base: Any, out: Any, flat: Sequence[Any], seen: Any) -> Any:
    """(sizes, strides, offset) of ``out`` as _replay_sym reads them,
    where ``seen`` (the as_strided calls the op made) has one of ``base``
    with exactly ``out``'s sizes, strides and offset expressions; else
    None. ``offset`` None: the call passed none."""
    if (not isinstance(out, FakeTensor) or type(out) is not FakeTensor or out.fake_mode is not mode
            or not isinstance(base, FakeTensor) or not seen):
        return None
    where = {id(v.node): i for i, v in reversed(list(enumerate(flat)))}

    want = ([sym_expr(v) for v in out.shape], [sym_expr(v) for v in out.stride()], sym_expr(out.storage_offset()))
    for args, kwargs, _o in seen:
        if kwargs or len(args) not in (3, 4) or args[0] is not base:
            continue
        offset = args[3] if len(args) == 4 else None
        got = ([sym_expr(v) for v in args[1]], [sym_expr(v) for v in args[2]],
               sym_expr(offset if offset is not None else base.storage_offset()))
        if got != want:
            continue
        try:
            return ([_size_ref(v, where) for v in args[1]], [_size_ref(v, where) for v in args[2]],
                    None if offset is None else _size_ref(offset, where))
        except _NoMemo:
            return None
    return None


def _replay_sym(r: Any, flat: Sequence[Any]) -> Any:
    if isinstance(r, int):
        return r
    kind, v = r
    if kind == "in":
        return flat[v]
    return torch.SymInt(v.with_shape_env(v.shape_env))


