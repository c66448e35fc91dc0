"""Undefined gradients: a custom backward's None for an input that
requires grad.

Eager autograd treats such a None as an undefined gradient: built-in
backward nodes fed only undefined grads produce undefined grads, a sum
with another path keeps the other path's value, AccumulateGrad skips it
(``.grad`` stays None) and ``autograd.grad`` returns None. Whether a Python
backward returns None is decided by its code at run time (often
``ctx.needs_input_grad``, sometimes data), so compiled autograd captures
every validated result as a tensor and leaves the None to its ops at run
time; cajit does the same:

- the host (cajit.host) continues a None result of ``host.backward`` that
  the graph declares as a tensor with zeros of the declared type, and
  records it as an undefined *atom* ``(hooks index of the ctx, result
  index)`` for the running call. Backward formulas are linear in the
  incoming gradient, so a zero contribution leaves every sum it meets with
  the other paths' value;
- ``analyze`` finds, on compiled autograd's FX graph, which grad
  accumulations and which returned grads are reached only through such
  results, and through which atoms. When every one of them was None in a
  call, the accumulation is skipped and the returned grad is None, as
  eagerly; the zeros are never stored.

Left different from eager: a hook that sees such a grad on its way gets
the zeros (eager's is undefined), and ``0 * inf`` in a formula fed by the
zeros is NaN where eager computes nothing.
"""

from __future__ import annotations

import copy
import dataclasses
import operator
from typing import Any

import torch
import torch.fx
from torch._dynamo.external_utils import call_accumulate_grad, call_backward, call_hook

# A value's definedness: DEFINED, or the frozenset of atoms it is the sum
# of (undefined when every atom was None in the call; frozenset(): always
# undefined).
DEFINED = "defined"
Atom = tuple[int, int]


@dataclasses.dataclass(frozen=True)
class Undefined:
    """What ``analyze`` found. ``params``: CA input index of each
    parameter whose accumulated grad comes only from atoms, with them;
    ``outputs``: position of each returned grad that does, with them."""

    params: dict[int, frozenset[Atom]]
    outputs: dict[int, frozenset[Atom]]

    def __bool__(self) -> bool:
        return bool(self.params or self.outputs)


NONE = Undefined({}, {})


def _is_ca_op(target: Any) -> bool:
    # compiled autograd's ops.* (as normalize._is_ca_op)
    return type(target).__name__ == "Op"


def _join(vals: list[Any]) -> Any:
    atoms: set[Atom] = set()
    for v in vals:
        if v == DEFINED:
            return DEFINED
        atoms |= v
    return frozenset(atoms)


def _flat(v: Any) -> list[Any]:
    if isinstance(v, (list, tuple)):
        return [x for e in v for x in _flat(e)]
    return [v]


def _placeholder_index(n: Any, name: str) -> int | None:
    if (isinstance(n, torch.fx.Node) and n.op == "call_function" and n.target is operator.getitem
            and isinstance(n.args[0], torch.fx.Node) and n.args[0].op == "placeholder"
            and n.args[0].name == name and isinstance(n.args[1], int)):
        return n.args[1]
    return None


def analyze(gm: torch.fx.GraphModule) -> Undefined:
    """The accumulations and returned grads of ``gm`` (compiled autograd's
    graph) that only custom backwards' results reach."""
    if not any(n.target is call_backward for n in gm.graph.nodes):
        return NONE
    env: dict[torch.fx.Node, Any] = {}

    def of(a: Any) -> Any:
        if isinstance(a, torch.fx.Node):
            return env.get(a, DEFINED)
        if a is None:
            return frozenset()
        if isinstance(a, (list, tuple)):
            return [of(x) for x in a]
        return DEFINED

    def joined(args: Any) -> Any:
        return _join([v for v in _flat(of(list(args))) if v is not None])

    params: dict[int, frozenset[Atom]] = {}
    outputs: dict[int, frozenset[Atom]] = {}
    for n in gm.graph.nodes:
        if n.op == "output":
            ret = n.args[0]
            if isinstance(ret, (list, tuple)):
                for p, v in enumerate(ret):
                    d = of(v)
                    if d != DEFINED and not isinstance(d, list):
                        outputs[p] = d
            continue
        if n.op != "call_function":
            continue
        t = n.target
        if t is operator.getitem:
            base = of(n.args[0])
            env[n] = base[n.args[1]] if isinstance(base, list) and isinstance(n.args[1], int) \
                and n.args[1] < len(base) else (base if not isinstance(base, list) else DEFINED)
        elif t is call_backward:
            ctx = _placeholder_index(n.args[0], "hooks")
            count = max([u.args[1] + 1 for u in n.users if u.target is operator.getitem], default=0)
            env[n] = [DEFINED] * count if ctx is None else [frozenset({(ctx, k)}) for k in range(count)]
        elif _is_ca_op(t) and getattr(t, "__name__", "") == "validate_outputs":
            grads, metas = n.args[0], n.args[1]
            env[n] = [frozenset() if m is None else of(g) for g, m in zip(grads, metas)]
        elif _is_ca_op(t):
            # ops.XBackward(grads, needs_input_grad, *saved): autograd's
            # generated nodes compute their results iff some grad is
            # defined.
            d = joined(n.args[0]) if n.args and isinstance(n.args[0], (list, tuple)) else joined(n.args)
            count = max([u.args[1] + 1 for u in n.users if u.target is operator.getitem], default=0)
            env[n] = [d] * count
        elif t is call_accumulate_grad:
            # (variable, variable_grad, grad, has_post_hooks); torch <= 2.11
            # has no variable_grad.
            d = of(n.args[2]) if len(n.args) == 4 else of(n.args[1]) if len(n.args) == 3 else DEFINED
            j = _placeholder_index(n.args[0], "inputs")
            if d != DEFINED and j is not None and not isinstance(d, list):
                params[j] = d
        elif t in (torch.add, operator.add):
            env[n] = joined(n.args)
        elif t is call_hook:
            # A hook's grads are defined where its arguments are (the
            # hook object itself is args[0]).
            env[n] = joined(n.args[1:])
        else:
            # Anything else (hooks, AOT backward graphs, casts): defined
            # where any argument is; saved tensors count as defined.
            d = joined(list(n.args) + list(n.kwargs.values()))
            env[n] = d
    return Undefined(params, outputs)


def _add_defined(a: Any, b: Any) -> Any:
    """torch.add of two grads where one may be undefined (None), as
    autograd's input buffers sum them: the defined one, or None."""
    if a is None:
        return b
    if b is None:
        return a
    return torch.add(a, b)


def tolerant(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """A copy of compiled autograd's graph that runs eagerly where a custom
    backward returned None for an input that requires grad: compiled
    autograd sums the grads reaching one node with ``torch.add``, which
    raises ``TypeError`` on the None (the same graph under compiled
    autograd's default backend fails so); the copy sums with
    ``_add_defined``. ``gm`` itself is left unchanged; a graph without
    custom backwards is returned as it is."""
    if not any(n.target is call_backward for n in gm.graph.nodes):
        return gm
    graph = copy.deepcopy(gm.graph)
    changed = False
    for n in graph.nodes:
        if n.op == "call_function" and n.target is torch.add and len(n.args) == 2 and not n.kwargs:
            n.target = _add_defined
            changed = True
    if not changed:
        return gm
    return torch.fx.GraphModule(gm, graph, gm.__class__.__name__)
