"""Hooks of a compiled forward: the ``trace_wrapped`` higher-order op.

A hook registered on an intermediate tensor inside a torch.compile'd
forward reaches compiled autograd's graph as a call of Dynamo's
``self_invoke`` (torch/_dynamo/_trace_wrapped_higher_order_op.py):

    %t = self_invoke(%grad, bw_state=hooks[k])

which runs ``trace_wrapped(grad, bw_state=hooks[k], fn=..., hook_name=...)``:
the hook is a Python callable reached through the BackwardState object
``hooks[k]``.  cajit's re-trace cannot run it on fakes, and a host op
refers to a hook by index.  ``rewrite`` turns each such call into a
tensor pre-hook, ``call_hook(hooks[-(j+1)], %grad, hook_type=
"tensor_pre_hook")``, whose hook is a callable ``extra_hooks`` appends to
the call's hooks: ``self_invoke(grad, bw_state=hooks[k])``.  A pre-hook
that returns None keeps its gradient, as trace_wrapped's hooks do.

Only the one-gradient form is rewritten (tensor hooks); module backward
hooks (``self_invoke(None, result, ...)``) are left for the re-trace to
refuse with a clear error.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Sequence
from typing import Any

import torch
import torch.fx
from torch._dynamo.external_utils import call_hook


def _is_self_invoke(node: torch.fx.Node) -> bool:
    t = node.target
    return (
        node.op == "call_function"
        and getattr(t, "__name__", None) == "self_invoke"
        and getattr(t, "__module__", "") == "torch._dynamo._trace_wrapped_higher_order_op"
    )


def _hooks_index(node: Any, hooks: torch.fx.Node) -> int | None:
    if (
        isinstance(node, torch.fx.Node)
        and node.target is operator.getitem
        and node.args[0] is hooks
        and isinstance(node.args[1], int)
    ):
        return node.args[1]
    return None


def rewrite(gm: torch.fx.GraphModule) -> tuple[torch.fx.GraphModule, list[tuple[int, Callable[..., Any]]]]:
    """(gm with each one-gradient trace_wrapped call made a tensor
    pre-hook, [(k, self_invoke) per rewritten call, in hooks order]).
    Returns ``gm`` itself when there is nothing to rewrite."""
    calls = [n for n in gm.graph.nodes if _is_self_invoke(n)]
    hooks = next((n for n in gm.graph.find_nodes(op="placeholder") if n.target == "hooks"), None)
    if not calls or hooks is None:
        return gm, []
    gm = torch.fx.GraphModule(gm, gm.graph.__deepcopy__())  # leave compiled autograd's graph as it was
    hooks = next(n for n in gm.graph.find_nodes(op="placeholder") if n.target == "hooks")
    extra: list[tuple[int, Callable[..., Any]]] = []
    for node in [n for n in gm.graph.nodes if _is_self_invoke(n)]:
        k = _hooks_index(node.kwargs.get("bw_state"), hooks)
        if k is None or len(node.args) != 1 or set(node.kwargs) != {"bw_state"}:
            continue
        j = len(extra)
        extra.append((k, node.target))
        with gm.graph.inserting_before(node):
            ref = gm.graph.call_function(operator.getitem, (hooks, -(j + 1)))
            new = gm.graph.call_function(call_hook, (ref, node.args[0]), {"hook_type": "tensor_pre_hook"})
        new.meta = dict(node.meta)
        node.replace_all_uses_with(new)
        gm.graph.erase_node(node)
    if not extra:
        return gm, []
    gm.recompile()
    return gm, extra


def extra_hooks(hooks: Sequence[Any], extra: Sequence[tuple[int, Callable[..., Any]]]) -> tuple:
    """``hooks`` with the callables of ``rewrite``'s calls appended, the
    j-th call's at index -(j+1)."""
    if not extra:
        return tuple(hooks)
    made = [functools.partial(fn, bw_state=hooks[k]) for k, fn in extra]
    return (*hooks, *reversed(made))
