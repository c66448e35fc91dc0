"""The re-trace's inputs (cajit.normalize): the fake of each captured input
(a symbol per dim, duck-sized or not; an input alone on its storage made
without MetaConverter) and the symbol of each ``sizes`` value (shared with
an input dim of that value where earlier calls of the graph agree,
``Previous``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import torch
from torch._dispatch.python import enable_python_dispatcher
from torch._dynamo.source import AttrSource, GetItemSource, LocalSource
from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode, in_kernel_invocation_manager
from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv, StatelessSymbolicContext
from torch.utils._mode_utils import no_dispatch as _no_dispatch

from . import inputs as _inputs
from .inputs import InputSnapshot, stand_in
from .sizes import size_value


def _fake_input(mode: FakeTensorMode, snap: InputSnapshot, i: int, duck: bool,
                bases: dict[tuple[int, int], torch.Tensor], static: Sequence[bool] | None = None,
                alone: bool = False) -> FakeTensor:
    # A stand-in without autograd state or view base: the fake then has
    # exactly the input's sizes and strides and no view base to symbolize.
    dyn = DimDynamic.DUCK if duck else DimDynamic.DYNAMIC
    dims = [dyn] * len(snap.shape)
    if static is not None:
        dims = [DimDynamic.STATIC if st else d for d, st in zip(dims, static)]
    ctx = StatelessSymbolicContext(dynamic_sizes=dims)
    source = GetItemSource(LocalSource("inputs"), i)
    if _fake_direct and alone and _inputs._stand_in_alone and _inputs.spans_storage(snap) and snap.storage[1] > 0:
        fake = _fake_of_own_tensor(mode, snap, source, ctx)
    elif _view_direct and snap.storage[1] > 0 and snap.storage[1] % snap.dtype.itemsize == 0:
        fake = _fake_view_of_storage(mode, snap, source, ctx, stand_in(snap, bases, alone))
    else:
        fake = mode.from_tensor(stand_in(snap, bases, alone), source=source, symbolic_context=ctx)
    fake.fake_device = snap.device
    return fake


# The fake of an input that stand_in makes a meta tensor of its own (alone
# on a storage it spans), without FakeTensorMode.from_tensor's
# MetaConverter around it (~0.5 ms an input: describe_tensor, memo
# bookkeeping, the checks of a general tensor). For such a tensor (dense,
# no view, no autograd state, not a parameter, on the meta device, a
# storage of its own and of nonzero size), MetaConverter.meta_tensor's
# dense branch does exactly this: the ShapeEnv's
# _create_symbolic_sizes_strides_storage_offset over its sizes, strides
# and offset (no dim marked dynamic by Dynamo, no hint overrides), and
# FakeTensorConverter's callback (a FakeTensor over a meta empty_strided
# of those, made under no_dispatch, with the stand-in's device). The rest
# of that branch is memo entries for the stand-in (a temporary: its
# storage is met by no other input), checks, and no-ops for such a tensor
# (conj/neg bits, grad, requires_grad, the item() symbol of a 0-d CPU
# tensor, the resize of an empty storage). Tests turn it off
# (tests/py/test_retrace_setup.py checks the fakes and the .cag text are
# the same).
_fake_direct = True
_META = torch.device("meta")


def _fake_of_own_tensor(mode: FakeTensorMode, snap: InputSnapshot, source: Any, ctx: Any) -> FakeTensor:
    env = mode.shape_env
    sizes, strides, offset = env._create_symbolic_sizes_strides_storage_offset(
        torch.Size(snap.shape), tuple(snap.stride), snap.offset, [False] * len(snap.shape), source,
        symbolic_context=ctx, hint_overrides={})
    with _no_dispatch():
        return FakeTensor(mode, torch.empty_strided(sizes, strides, dtype=snap.dtype, device=_META), _META)


# The fake of an input that shares its storage with others, or covers only
# part of it: its stand-in is an as_strided view of a dense tensor of its
# dtype over its storage's meta bytes (inputs.stand_in; a dtype view of
# another element size is not a view, so each stand-in has a base of its
# own). MetaConverter.meta_tensor makes it in these steps (~1.2 ms an
# input, 29 of the GRU's 58): the base's fake, from the ShapeEnv's symbolic
# sizes of the base (source ``<input>._base``, no symbolic context: the
# base's default) over a meta empty_strided, which takes the storage's
# fake storage where an earlier input made one (its storage memo: set_ in
# kernel invocation, guards suppressed); then view_from_base: the
# ShapeEnv's symbols for the input's sizes, strides and offset (the
# input's symbolic context) and base.as_strided of them with guards
# suppressed, under no_grad and the python dispatcher, with the stand-in's
# creation meta. Made here in the same steps, in the same order, with the
# same sources and contexts, without describe_tensor, the memo bookkeeping
# and the metadata checks around them. The ShapeEnv ends in the same state
# and the fakes alias as before (tests/py/test_retrace_setup.py).
_view_direct = True


def _fake_view_of_storage(mode: FakeTensorMode, snap: InputSnapshot, source: Any, ctx: Any,
                          stand: torch.Tensor) -> FakeTensor:
    env = mode.shape_env
    root = stand._base
    if root is None or root._is_view() or root.dtype != stand.dtype:
        return mode.from_tensor(stand, source=source, symbolic_context=ctx)
    storages = mode.__dict__.setdefault("_cajit_input_storages", {})
    with env.ignore_fresh_unbacked_symbols():
        sizes, strides, offset = env._create_symbolic_sizes_strides_storage_offset(
            root.shape, root.stride(), root.storage_offset(), [False] * root.dim(), AttrSource(source, "_base"),
            symbolic_context=None, hint_overrides={})
    with _no_dispatch():
        base = FakeTensor(mode, torch.empty_strided(sizes, strides, dtype=root.dtype, device=_META), _META)
    shared = storages.get(snap.storage)
    if shared is None:
        storages[snap.storage] = base.untyped_storage()
    else:
        with torch.no_grad(), env.suppress_guards(), in_kernel_invocation_manager(mode):
            base.set_(shared, offset, sizes, strides)
    excluded = torch._C._dispatch_tls_is_dispatch_key_excluded(torch._C.DispatchKey.ADInplaceOrView)
    torch._C._dispatch_tls_set_dispatch_key_excluded(torch._C.DispatchKey.ADInplaceOrView, False)
    try:
        with torch.no_grad(), enable_python_dispatcher():
            sizes, strides, offset = env._create_symbolic_sizes_strides_storage_offset(
                stand.shape, stand.stride(), stand.storage_offset(), [False] * stand.dim(), source,
                symbolic_context=ctx, hint_overrides={})
            with env.suppress_guards():
                fake = base.as_strided(sizes, strides, offset)
        torch._C._autograd._set_creation_meta(fake, torch._C._autograd._get_creation_meta(stand))
    finally:
        torch._C._dispatch_tls_set_dispatch_key_excluded(torch._C.DispatchKey.ADInplaceOrView, excluded)
    return fake


@dataclasses.dataclass(frozen=True)
class Previous:
    """What ``normalize`` keeps of another call of the same graph: each
    input's shape and strides (None for a non-tensor) and each ``sizes``
    value."""

    shapes: tuple[tuple[int, ...] | None, ...]
    strides: tuple[tuple[int, ...] | None, ...]
    sizes: tuple[int, ...]

    @staticmethod
    def of(inputs: Sequence[Any], sizes: Sequence[Any]) -> Previous:
        tensor = [isinstance(t, torch.Tensor) and torch._C._has_storage(t) for t in inputs]
        return Previous(
            tuple(tuple(t.shape) if ok else None for t, ok in zip(inputs, tensor)),
            tuple(tuple(t.stride()) if ok else None for t, ok in zip(inputs, tensor)),
            tuple(size_value(v) for v in sizes),
        )


def _pick_size_symbol(shape_env: ShapeEnv, cands: Sequence[tuple[Any, Sequence[int | None]]],
                      previous: Sequence[Previous], i: int, val: int) -> bool:
    """Point ``val`` (sizes[i]'s value) at the symbol of the candidate (an
    input dim or an earlier sizes entry with that value, and its values in
    the ``previous`` calls) that also had sizes[i]'s value in the most
    ``previous`` calls: calls that agree make a relation far likelier than
    one (a batch of 3 meets 3 image channels by accident, and the graph
    would guard their equality).  False when every candidate disagreed in
    every such call: sizes[i] then gets a symbol of its own."""
    if not cands:
        return True
    want = [prev.sizes[i] if i < len(prev.sizes) else None for prev in previous]

    def score(cand: tuple[Any, Sequence[int | None]]) -> int:
        return sum(1 for w, v in zip(want, cand[1]) if w is not None and w == v)

    best = max(cands, key=score)  # the first of the best
    if score(best) == 0 and all(w is not None for w in want):
        return False
    shape_env.val_to_var[val] = best[0]
    return True


def _previous_dim_values(previous: Sequence[Previous], k: int, d: int) -> list[int | None]:
    out: list[int | None] = []
    for prev in previous:
        shape = prev.shapes[k] if k < len(prev.shapes) else None
        out.append(shape[d] if shape is not None and d < len(shape) else None)
    return out


def _size_symint(shape_env: ShapeEnv, val: int, i: int, duck: bool) -> Any:
    # A positive sizes entry is (almost always) some forward tensor's dim:
    # duck-sizing it with the input dims makes the trace's many shape
    # comparisons (validate_outputs) trivially true instead of proved one by
    # one, which is what makes normalization fast.  The equality is still a
    # guard (an ``assume`` line).
    src = GetItemSource(LocalSource("sizes"), i)
    if val < 0:
        # A negative entry is an index or a slice bound counted from the
        # end (x[1:-1]'s -1): a constant of the graph, guarded. As a symbol
        # it would reach the sizes of the graph's tensors (x's dim solved
        # as s0 - s8 + 1), which the entry requires non-negative.
        return val
    sym = shape_env.create_symbol(val, src, DimDynamic.DUCK if duck else DimDynamic.DYNAMIC, positive=True)
    return shape_env.create_symintnode(sym, hint=val, source=src)
