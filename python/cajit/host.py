"""The host of compiled graphs: what the C runtime calls back, in Python,
for hooks, custom backwards, grad accumulation and fallback ops
(python/cajit/_native.c's host_dispatch; accumulate_grad and
final_callbacks have C fast paths in _native_fast_paths.c).

Host ops run with the semantics of cajit.hostops (which mirror
torch/_dynamo/external_utils.py). The tensors the runtime lends a host call
live only during that call, so:

- a hook or custom backward gets copies it may keep, except a custom
  backward's saved tensors that are graph inputs: it gets the caller's
  tensors themselves, as from eager autograd's ``ctx.saved_tensors``;
- a result that aliases a lent tensor (a hook returning its input, a
  fallback op returning a view) is copied before the runtime takes it;
- accumulate_grad adds in place into an existing ``.grad`` and otherwise
  stores a copy.

Ops without a native lowering run through ``torch.ops`` with the node's
arguments (the host fallback).

Everything a call needs comes in its request (cajit._native.HostRequest):
the kind, the graph node's index, the hook object itself, the lent tensors
and, for those that are graph inputs, the caller's own tensors, the
fallback's op and arguments, the results' dtypes and shapes evaluated for
the call. Nothing here reads the .cag text.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import torch

from . import deferred_copies, hostops, repro, undefined
from . import counters as _stats
from .literals import KEYWORDS

log = logging.getLogger("cajit")

# cajit_host_flags (cajit/host.h)
HAS_POST_HOOKS = 1 << 0
MOVED_EARLY = 1 << 1


def _borrowed(capsules: Sequence[Any]) -> list[torch.Tensor | None]:
    return [None if c is None else torch.from_dlpack(c) for c in capsules]


def _copies(lent: Sequence[torch.Tensor | None]) -> list[torch.Tensor | None]:
    return [None if t is None else t.clone() for t in lent]


def _storage_range(t: torch.Tensor) -> tuple[int, int]:
    """The bytes of t's storage as [start, end)."""
    st = t.untyped_storage()
    start = st.data_ptr()
    return start, start + st.nbytes()


def _lent_ranges(lent: Sequence[torch.Tensor | None]) -> list[tuple[int, int]]:
    """The storages of the lent tensors, once per host call (a result is
    checked against each of them)."""
    return [_storage_range(t) for t in lent if t is not None and t.numel() != 0]


class Host:
    """The host object the C runtime calls back (see python/cajit/_native.c),
    one per compiled graph (``recorder`` set: one per recorded call)."""

    def __init__(self, recorder: repro.Recorder | None = None,
                 undefined_grads: undefined.Undefined = undefined.NONE) -> None:
        self.recorder = recorder
        self.densified_logged = False
        # Custom backwards' None results (cajit.undefined): what the graph
        # reaches only through them, and per call (begin_call) the hooks
        # tuple and the atoms that were None. The C fast paths leave
        # accumulate_grad to Python while ``undefined_atoms`` is non-empty.
        self.undefined = undefined_grads
        self.undefined_atoms: set[undefined.Atom] = set()
        self.hooks: tuple = ()
        self.params: dict[int, int] = {}

    def begin_call(self, inputs: Sequence[Any], hooks: tuple) -> None:
        """Called before each call of the compiled graph, with its inputs
        (before the call steals them) and hooks."""
        self.undefined_atoms = set()
        self.hooks = hooks
        if self.undefined.params:
            self.params = {id(inputs[j]): j for j in self.undefined.params if j < len(inputs)}

    def end_call(self, outs: list) -> list:
        """The call's returned grads, None where eager's are undefined."""
        if self.undefined_atoms:
            for p, atoms in self.undefined.outputs.items():
                if p < len(outs) and atoms <= self.undefined_atoms:
                    outs[p] = None
        return outs

    def call(self, req: Any) -> list:
        lent = _borrowed(req.inputs)
        if self.recorder is None:
            return self._call(req, lent)
        seen = [None if t is None else t.clone() for t in lent]
        results = self._call(req, lent)
        self.recorder.host(req.kind, req.where, seen, results)
        return results

    def _call(self, req: Any, lent: list) -> list:
        run = self.KINDS.get(req.kind)
        if run is None:
            raise RuntimeError(f"cajit: unknown host op kind {req.kind!r} at {req.where}")
        # Copies of collective results a hook deferred (cajit.deferred_copies)
        # complete before anything reads their destination.
        if req.kind == "accumulate_grad":
            deferred_copies.flush_overlapping([self._caller_tensor(req, 0).grad])
            results = run(self, req, lent)
        elif req.kind == "final_callbacks":
            deferred_copies.flush()
            results = run(self, req, lent)
        else:
            with deferred_copies.watching(defer=req.kind == "post_acc_grad_hook"):
                results = run(self, req, lent)
            deferred_copies.flush_overlapping(results)
        ranges = _lent_ranges(lent) if results else []
        return [self._owned(self._dense(r, req), ranges) for r in results]

    def _dense(self, r: Any, req: Any) -> Any:
        """A host result compiled code can hold. A sparse gradient (a
        custom backward's, a hook's) continues densified, counted in
        cajit.stats()["densified"] and logged once per graph: its values
        are eager's, but a parameter's .grad ends up dense where eager's
        would be sparse. A tensor without storage (vmap-batched) cannot
        continue: the error names the node."""
        if not isinstance(r, torch.Tensor) or r.layout == torch.strided and torch._C._has_storage(r):
            return r
        what = req.op or f"host.{req.kind}"
        if r.layout in (torch.sparse_coo, torch.sparse_csr, torch.sparse_csc, torch.sparse_bsr,
                        torch.sparse_bsc):
            _stats.count("densified", what)
            if self.densified_logged is False:
                self.densified_logged = True
                log.warning("cajit: %s returned a %s tensor; compiled code holds dense tensors, so "
                            "it continues as to_dense() (a .grad it reaches is dense, not sparse)",
                            req.where, r.layout)
            return r.to_dense()
        raise RuntimeError(
            f"cajit: {req.where} returned a tensor without storage ({type(r).__name__}, "
            f"{r.layout}); compiled code holds dense tensors only"
        )

    @staticmethod
    def _owned(r: Any, lent_ranges: list[tuple[int, int]]) -> Any:
        """r, or a copy of it where its storage overlaps a lent tensor's
        (the lent memory is the graph's, reused after the call)."""
        if r is None or not lent_ranges or r.numel() == 0:
            return r
        a0, a1 = _storage_range(r)
        if any(a0 < b1 and b0 < a1 for b0, b1 in lent_ranges):
            return r.clone()
        return r

    # ---- host ops, one method per kind (KINDS) ----
    def _tensor_pre_hook(self, req: Any, lent: list) -> list:
        # User code may keep what it gets: give it copies.
        return [hostops.run_tensor_pre_hook(req.hook, lent[0].clone())]

    def _pre_hook(self, req: Any, lent: list) -> list:
        return hostops.run_pre_hook(req.hook, _copies(lent))

    def _post_hook(self, req: Any, lent: list) -> list:
        mine = _copies(lent)
        return hostops.run_post_hook(req.hook, mine[:req.split], mine[req.split:])

    def _post_acc_grad_hook(self, req: Any, lent: list) -> list:
        # The parameter itself, not a copy: the hook reads param.grad.
        param = self._caller_tensor(req, 0)
        version = param._version
        hostops.run_post_acc_grad_hook(req.hook, param)
        if req.flags & MOVED_EARLY and param._version != version:
            # It ran before kernels that read saved tensors, which may
            # share the parameter's memory (lib/sched/early_hooks.c).
            raise RuntimeError(
                f"cajit: {req.where}: a post-accumulate-grad hook changed its parameter in place "
                "(an optimizer step in the backward?) while cajit runs it as early as its grad is "
                "ready, before kernels that may read the parameter; set CAJIT_NO_EARLY_HOOKS=1 "
                "to run hooks where the graph has them")
        return []

    def _backward(self, req: Any, lent: list) -> list:
        saved = self._saved_tensors(req, lent[:req.split])
        results = self._results(req)
        out = hostops.run_backward(req.hook, saved, _copies(lent[req.split:]), results)
        for k, (r, meta) in enumerate(zip(out, results)):
            if r is None and meta is not None:
                # An undefined grad for an input that requires grad: zeros
                # continue in its place, recorded (cajit.undefined).
                ctx = next((i for i, h in enumerate(self.hooks) if h is req.hook), -1)
                self.undefined_atoms.add((ctx, k))
                device = next((t.device for t in lent if t is not None), None)
                out[k] = torch.zeros(meta[1], dtype=meta[0], device=device)
        return out

    def _accumulate_grad(self, req: Any, lent: list) -> list:
        param, grad = self._caller_tensor(req, 0), lent[1]
        if self.undefined_atoms:
            j = self.params.get(id(param))
            if j is not None and self.undefined.params[j] <= self.undefined_atoms:
                return []  # eager's AccumulateGrad skips an undefined grad
        current = param.grad
        if current is not None and not torch.is_grad_enabled() and current.shape == grad.shape:
            with torch.no_grad():
                current.add_(grad)
        else:
            hostops.run_accumulate_grad(param, grad.clone(), bool(req.flags & HAS_POST_HOOKS))
        return []

    def _final_callbacks(self, req: Any, lent: list) -> list:
        hostops.run_final_callbacks()
        return []

    def _fallback(self, req: Any, lent: list) -> list:
        pos, kw = [], {}
        for a in req.args:
            if isinstance(a, tuple) and len(a) == 2 and isinstance(a[0], str) and a[0] not in (
                "tensor", "word", "list"
            ):
                kw[a[0]] = self._value(a[1], lent)
            else:
                pos.append(self._value(a, lent))
        if req.op.startswith("host."):
            out = hostops.call(req.op, pos, kw, self._results(req))
        else:
            from .reference import resolve_op

            out = resolve_op(req.op)(*pos, **kw)
        n = len(req.results) if req.results is not None else None
        if n == 0:
            return []
        outs = list(out) if isinstance(out, (list, tuple)) else [out]
        return outs if n is None else outs[:n]

    def _value(self, v: Any, lent: list) -> Any:
        if isinstance(v, tuple):
            tag, x = v
            if tag == "tensor":
                return lent[x]
            if tag == "word":
                return KEYWORDS.get(x, x)
            if tag == "list":
                return [self._value(i, lent) for i in x]
        return v

    @staticmethod
    def _saved_tensors(req: Any, lent: list) -> list:
        """The saved tensors of a custom backward as eager autograd hands
        them to ``ctx.saved_tensors``: the caller's tensors themselves
        (identity, storage, requires_grad: checkpoint(use_reentrant=True)
        re-runs its forward on them and needs requires_grad), for those
        that are graph inputs; copies of the others (computed in the graph,
        lent only for this call)."""
        out = []
        for t, original in zip(lent, req.originals):
            if isinstance(original, torch.Tensor) and t is not None:
                out.append(original)
            else:
                out.append(None if t is None else t.clone())
        return out

    @staticmethod
    def _results(req: Any) -> list:
        """Each result's (dtype, sizes), None for a `none` one."""
        if req.results is None:
            raise RuntimeError(f"cajit: {req.where}: the result shapes of this call are unknown")
        return [None if m is None else (m[0], list(m[1])) for m in req.results]

    @staticmethod
    def _caller_tensor(req: Any, k: int) -> torch.Tensor:
        """The caller's input tensor (e.g. the nn.Parameter) lent as input
        k: host ops on parameters must see the real object."""
        t = req.originals[k]
        if not isinstance(t, torch.Tensor):
            raise RuntimeError(f"cajit: {req.where}: the parameter is not one of the graph's inputs")
        return t

    # What runs each host-op kind (cajit/host_op_kinds.h; C names them,
    # tests/py/test_host_op_names.py checks the two lists agree).
    KINDS = {
        "tensor_pre_hook": _tensor_pre_hook,
        "pre_hook": _pre_hook,
        "post_hook": _post_hook,
        "post_acc_grad_hook": _post_acc_grad_hook,
        "backward": _backward,
        "accumulate_grad": _accumulate_grad,
        "final_callbacks": _final_callbacks,
        "fallback": _fallback,
    }
