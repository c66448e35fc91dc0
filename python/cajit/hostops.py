"""Host ops: the impure nodes of a backward graph as custom ops ``cajit::*``.

Compiled autograd's graph calls Python objects (hooks, autograd.Function
contexts) and mutates ``param.grad``.  The normalizer replaces each such call
by one of the custom ops below, which refer to the object by its index in the
``hooks`` tuple, so the re-traced graph is a plain aten-level graph whose
impure nodes are opaque leaves with known result types:

==========================  ==================================================
op                          semantics (as torch/_dynamo/external_utils.py)
==========================  ==================================================
tensor_pre_hook(g, hook)    ``hooks[hook](g)``; ``None`` keeps ``g``
cpp_tensor_pre_hook(g, id)  the C++ tensor pre-hooks (e.g. retain_grad) that
                            compiled autograd registered as ``id`` for the
                            running backward
pre_hook(grads, hook)       ``hooks[hook](grads)``; ``None`` keeps ``grads``
post_hook(gi, go, hook)     ``hooks[hook](gi, go)``; ``None`` keeps ``gi``
post_acc_grad_hook(p, hook) ``hooks[hook](p)``, which must return ``None``
backward(saved, grads, ...) ``ctx._forward_cls.backward(ctx', *grads)`` of the
                            Python autograd.Function whose ctx is
                            ``hooks[ctx]``; results are checked and converted
                            to their declared types as autograd's
                            validate_outputs does
accumulate_grad(p, g, hph)  ``p.grad`` is set to / added with ``g``
                            (compiled autograd's AccumulateGrad)
final_callbacks()           compiled autograd's final-callbacks stub (no-op)
==========================  ==================================================

The fake (meta) implementations give the result types the trace needs.
The ``run_*`` functions are the semantics, given the hook or ctx object
itself: the native backend's host (cajit.host) calls them with the object
its request carries. The registered real implementations, and
``call(op, args, kwargs, results)`` (a .cag ``host.*`` node with the
arguments as the text has them, which the reference runner uses), index
the ``hooks`` tuple of the running backward, which the caller makes
current with ``host_context(hooks, packed_data)``.

Guarantee: importing this module defines the ops once per process; calling a
real implementation outside ``host_context`` raises RuntimeError.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator, Sequence
from typing import Any

import torch
from torch._prims_common import is_non_overlapping_and_dense_or_false as is_non_overlapping_and_dense

NAMESPACE = "cajit"

# dtype codes used in op arguments (schemas have no list-of-dtype type).
DTYPES: tuple[torch.dtype, ...] = (
    torch.bool,
    torch.uint8,
    torch.int8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.float16,
    torch.bfloat16,
    torch.float32,
    torch.float64,
)
DTYPE_CODE = {d: i for i, d in enumerate(DTYPES)}

SCHEMAS = {
    "tensor_pre_hook": "tensor_pre_hook(Tensor grad, int hook) -> Tensor",
    # C++ tensor pre-hooks (retain_grad): ``id`` is compiled autograd's id
    # for them, not an index into hooks.
    "cpp_tensor_pre_hook": "cpp_tensor_pre_hook(Tensor grad, int id) -> Tensor",
    "pre_hook": "pre_hook(Tensor?[] grads, int hook) -> Tensor?[]",
    "post_hook": (
        "post_hook(Tensor?[] grad_inputs, Tensor?[] grad_outputs, int hook)"
        " -> Tensor?[]"
    ),
    "post_acc_grad_hook": "post_acc_grad_hook(Tensor param, int hook) -> ()",
    # out_dtypes[i] is a DTYPES code, or -1 for an absent (None) result;
    # out_sizes is the concatenation of the present results' shapes and
    # out_ranks their ranks.  The exporter folds these three into the
    # node's result types.
    "backward": (
        "backward(Tensor?[] saved, Tensor?[] grads, int ctx, int[] out_dtypes,"
        " SymInt[] out_sizes, int[] out_ranks) -> Tensor?[]"
    ),
    "accumulate_grad": (
        "accumulate_grad(Tensor param, Tensor grad, bool has_post_hooks) -> ()"
    ),
    "final_callbacks": "final_callbacks() -> ()",
}

_lib = torch.library.Library(NAMESPACE, "DEF")
for _schema in SCHEMAS.values():
    _lib.define(_schema)

OPS = {name: getattr(getattr(torch.ops, NAMESPACE), name).default for name in SCHEMAS}


def is_host_op(target: Any) -> bool:
    """True if target is one of the cajit host ops (an OpOverload)."""
    return isinstance(target, torch._ops.OpOverload) and target.namespace == NAMESPACE


def host_op_name(target: Any) -> str:
    """'tensor_pre_hook' for torch.ops.cajit.tensor_pre_hook.default, etc."""
    return target._schema.name.split("::", 1)[1]


# ---- the running backward's hooks ------------------------------------------

_state = threading.local()


@contextlib.contextmanager
def host_context(hooks: Sequence[Any], packed_data: Sequence[Any] = ()) -> Iterator[None]:
    """Make ``hooks`` the tuple that host ops index while the block runs."""
    stack = getattr(_state, "stack", None)
    if stack is None:
        stack = _state.stack = []
    stack.append((tuple(hooks), tuple(packed_data)))
    try:
        yield
    finally:
        stack.pop()


def _hook(index: int) -> Any:
    stack = getattr(_state, "stack", None)
    if not stack:
        raise RuntimeError(
            "cajit host op called outside host_context(): no hooks to index"
        )
    hooks = stack[-1][0]
    if not 0 <= index < len(hooks):
        raise RuntimeError(f"cajit host op: hook index {index} out of range ({len(hooks)} hooks)")
    return hooks[index]


def _check_same(name: str, old: torch.Tensor, new: Any) -> torch.Tensor:
    # The eager engine rejects hooks that change a gradient's type or size
    # (check_single_result / validate_outputs); do the same so that the
    # declared result type of the node stays true.
    if not isinstance(new, torch.Tensor):
        raise TypeError(f"{name}: hook returned {type(new).__name__}, expected a Tensor or None")
    if new.dtype != old.dtype or new.device != old.device:
        raise RuntimeError(
            f"{name}: hook has changed the type of value (was {old.dtype} on "
            f"{old.device}, got {new.dtype} on {new.device})"
        )
    if new.shape != old.shape:
        raise RuntimeError(
            f"{name}: hook has changed the size of value (was {list(old.shape)}, "
            f"got {list(new.shape)})"
        )
    return new


def _check_list(name: str, old: Sequence[Any], new: Any) -> list[Any]:
    new = list(new)
    if len(new) != len(old):
        raise RuntimeError(f"{name}: hook returned {len(new)} values, expected {len(old)}")
    out = []
    for o, n in zip(old, new):
        if o is None or n is None:
            out.append(n if o is not None else None)
        else:
            out.append(_check_same(name, o, n))
    return out


# ---- real implementations --------------------------------------------------


def run_tensor_pre_hook(fn: Any, grad: torch.Tensor) -> torch.Tensor:
    """``fn(grad)``, the hook object itself (not an index)."""
    r = fn(grad)
    if r is None:
        return grad
    return _check_same("tensor_pre_hook", grad, r)


def _tensor_pre_hook(grad: torch.Tensor, hook: int) -> torch.Tensor:
    return run_tensor_pre_hook(_hook(hook), grad)


def _cpp_tensor_pre_hook(grad: torch.Tensor, id: int) -> torch.Tensor:
    r = torch._C._dynamo.compiled_autograd.call_cpp_tensor_pre_hooks(id, grad)
    return grad if r is None else _check_same("cpp_tensor_pre_hook", grad, r)


def run_pre_hook(fn: Any, grads: list[torch.Tensor | None]) -> list[torch.Tensor | None]:
    r = fn(list(grads))
    if r is None:
        return list(grads)
    return _check_list("pre_hook", grads, r)


def _pre_hook(grads: list[torch.Tensor | None], hook: int) -> list[torch.Tensor | None]:
    return run_pre_hook(_hook(hook), grads)


def run_post_hook(
    fn: Any,
    grad_inputs: list[torch.Tensor | None],
    grad_outputs: list[torch.Tensor | None],
) -> list[torch.Tensor | None]:
    r = fn(list(grad_inputs), list(grad_outputs))
    if r is None:
        return list(grad_inputs)
    return _check_list("post_hook", grad_inputs, r)


def _post_hook(
    grad_inputs: list[torch.Tensor | None],
    grad_outputs: list[torch.Tensor | None],
    hook: int,
) -> list[torch.Tensor | None]:
    return run_post_hook(_hook(hook), grad_inputs, grad_outputs)


def run_post_acc_grad_hook(fn: Any, param: torch.Tensor) -> None:
    r = fn(param)
    if r is not None:
        raise RuntimeError("Tensor post accumulate grad hooks should return None.")


def _post_acc_grad_hook(param: torch.Tensor, hook: int) -> None:
    run_post_acc_grad_hook(_hook(hook), param)


def _split_meta(
    out_dtypes: Sequence[int], out_sizes: Sequence[Any], out_ranks: Sequence[int]
) -> list[tuple[torch.dtype, list[Any]] | None]:
    metas: list[tuple[torch.dtype, list[Any]] | None] = []
    pos = 0
    ranks = iter(out_ranks)
    for code in out_dtypes:
        if code < 0:
            metas.append(None)
            continue
        rank = next(ranks)
        metas.append((DTYPES[code], list(out_sizes[pos : pos + rank])))
        pos += rank
    return metas


def _validate_grad(name: str, i: int, grad: Any, meta: tuple[torch.dtype, list[int]]) -> torch.Tensor:
    # Mirrors torch/csrc/autograd/engine.cpp validate_outputs for dense CPU
    # tensors: an expandable shape is summed to the declared one, a
    # different floating dtype is converted.
    dtype, shape = meta
    if not isinstance(grad, torch.Tensor):
        raise TypeError(f"{name} returned {type(grad).__name__} at index {i}, expected a Tensor or None")
    if list(grad.shape) != list(shape):
        try:
            torch.broadcast_shapes(tuple(shape), tuple(grad.shape))
            expandable = torch.broadcast_shapes(tuple(shape), tuple(grad.shape)) == tuple(grad.shape)
        except RuntimeError:
            expandable = False
        if not expandable:
            raise RuntimeError(
                f"Function {name} returned an invalid gradient at index {i} - got "
                f"{list(grad.shape)} but expected shape compatible with {list(shape)}"
            )
        grad = grad.sum_to_size(shape)
    if grad.dtype != dtype:
        grad = grad.to(dtype)
    return grad


def run_backward(
    ctx: Any,
    saved: list[torch.Tensor | None],
    grads: list[torch.Tensor | None],
    metas: Sequence[tuple[torch.dtype, Sequence[int]] | None],
) -> list[torch.Tensor | None]:
    """The backward of the autograd.Function whose ctx is ``ctx`` (the
    object itself), its grads checked against ``metas`` (each declared
    result's dtype and sizes, None for an absent one) as autograd's
    validate_outputs does."""
    from torch._dynamo.external_utils import call_backward

    result = call_backward(ctx, list(saved), *grads)
    name = getattr(ctx, "name", lambda: type(ctx).__name__)()
    if len(result) < len(metas):
        raise RuntimeError(
            f"function {name} returned an incorrect number of gradients "
            f"(expected {len(metas)}, got {len(result)})"
        )
    out: list[torch.Tensor | None] = []
    for i, meta in enumerate(metas):
        g = result[i]
        out.append(None if meta is None or g is None else _validate_grad(name, i, g, meta))
    return out


def _backward(
    saved: list[torch.Tensor | None],
    grads: list[torch.Tensor | None],
    ctx: int,
    out_dtypes: list[int],
    out_sizes: list[int],
    out_ranks: list[int],
) -> list[torch.Tensor | None]:
    return run_backward(_hook(ctx), saved, grads, _split_meta(out_dtypes, out_sizes, out_ranks))


def _accumulate_grad_arity() -> int:
    import inspect

    from torch._dynamo.external_utils import call_accumulate_grad

    return len(inspect.signature(call_accumulate_grad).parameters)


_ACCUMULATE_GRAD_ARITY = _accumulate_grad_arity()


def run_accumulate_grad(param: torch.Tensor, grad: torch.Tensor, has_post_hooks: bool) -> None:
    from torch._dynamo import compiled_autograd
    from torch._dynamo.external_utils import call_accumulate_grad

    if grad.shape != param.shape:
        raise RuntimeError(
            f"accumulate_grad: gradient of shape {list(grad.shape)} for a parameter of "
            f"shape {list(param.shape)}"
        )
    # param.grad at run time is the ``variable_grad`` compiled autograd
    # captured for this node.
    if hasattr(compiled_autograd.ops, "AccumulateGrad"):
        if _ACCUMULATE_GRAD_ARITY == 3:  # torch <= 2.11: no variable_grad argument
            call_accumulate_grad(param, grad, has_post_hooks)
        else:
            call_accumulate_grad(param, param.grad, grad, has_post_hooks)
        return
    # compiled autograd binds ops.AccumulateGrad when it first captures one;
    # outside it (a graph run on its own) do what
    # torch/csrc/autograd/functions/accumulate_grad.h does for dense tensors.
    grad_mode = torch.is_grad_enabled()
    with torch.no_grad():
        current = param.grad
        if current is None:
            if is_non_overlapping_and_dense(param):
                new = torch.empty_strided(param.shape, param.stride(), dtype=grad.dtype, device=grad.device)
                new.copy_(grad)
            else:
                new = grad.clone(memory_format=torch.contiguous_format)
            param.grad = new
        elif grad_mode:
            param.grad = current + grad
        else:
            current.add_(grad)


def run_final_callbacks() -> None:
    from torch._dynamo.external_utils import FakeCompiledAutogradEngine

    FakeCompiledAutogradEngine._exec_final_callbacks_stub()


# ---- calls from a .cag runtime ---------------------------------------------------


def call(
    op: str,
    args: Sequence[Any],
    kwargs: dict[str, Any],
    results: Sequence[tuple[torch.dtype, Sequence[int]] | None] = (),
) -> Any:
    """Run the .cag host node ``op`` (``"host.tensor_pre_hook"``, ...) with
    its arguments as the .cag writes them (lists as lists, ``hook=``,
    ``ctx=``, ``id=``, ``has_post_hooks=`` as keyword arguments) inside
    ``host_context``.  ``results`` gives each declared result's dtype and
    sizes (None for ``none``); only ``host.backward`` needs it.  Returns the
    result (a tensor, a list, or None)."""
    name = op[len("host.") :] if op.startswith("host.") else op
    if name == "tensor_pre_hook":
        return _tensor_pre_hook(args[0], kwargs["hook"])
    if name == "cpp_tensor_pre_hook":
        return _cpp_tensor_pre_hook(args[0], kwargs["id"])
    if name == "pre_hook":
        return _pre_hook(args[0], kwargs["hook"])
    if name == "post_hook":
        return _post_hook(args[0], args[1], kwargs["hook"])
    if name == "post_acc_grad_hook":
        return _post_acc_grad_hook(args[0], kwargs["hook"])
    if name == "backward":
        return run_backward(_hook(kwargs["ctx"]), args[0], args[1], list(results))
    if name == "accumulate_grad":
        return run_accumulate_grad(args[0], args[1], kwargs["has_post_hooks"])
    if name == "final_callbacks":
        return run_final_callbacks()
    raise RuntimeError(f"unknown host op {op}")


HOST_OPS = tuple(f"host.{name}" for name in SCHEMAS)


# ---- fake implementations ---------------------------------------------------


def _fake_like_list(grads: Sequence[torch.Tensor | None]) -> list[torch.Tensor | None]:
    return [None if g is None else torch.empty_like(g) for g in grads]


def _fake_backward(saved, grads, ctx, out_dtypes, out_sizes, out_ranks):
    device = next((g.device for g in grads if g is not None), torch.device("cpu"))
    out: list[torch.Tensor | None] = []
    for meta in _split_meta(out_dtypes, out_sizes, out_ranks):
        if meta is None:
            out.append(None)
        else:
            # Plain products as strides (torch.empty would write max(1, n),
            # which is only needed when a size may be 0).
            sizes = meta[1]
            strides = [1] * len(sizes)
            for d in range(len(sizes) - 2, -1, -1):
                strides[d] = strides[d + 1] * sizes[d + 1]
            out.append(torch.empty_strided(sizes, strides, dtype=meta[0], device=device))
    return out


_REAL = {
    "tensor_pre_hook": _tensor_pre_hook,
    "cpp_tensor_pre_hook": _cpp_tensor_pre_hook,
    "pre_hook": _pre_hook,
    "post_hook": _post_hook,
    "post_acc_grad_hook": _post_acc_grad_hook,
    "backward": _backward,
    "accumulate_grad": run_accumulate_grad,
    "final_callbacks": run_final_callbacks,
}
_FAKE = {
    "tensor_pre_hook": lambda grad, hook: torch.empty_like(grad),
    "cpp_tensor_pre_hook": lambda grad, id: torch.empty_like(grad),
    "pre_hook": lambda grads, hook: _fake_like_list(grads),
    "post_hook": lambda gi, go, hook: _fake_like_list(gi),
    "post_acc_grad_hook": lambda param, hook: None,
    "backward": _fake_backward,
    "accumulate_grad": lambda param, grad, has_post_hooks: None,
    "final_callbacks": lambda: None,
}
for _name in SCHEMAS:
    _lib.impl(_name, _REAL[_name], "CompositeExplicitAutograd")
    torch.library.register_fake(f"{NAMESPACE}::{_name}", _FAKE[_name], lib=_lib)


def is_impure_node(n: torch.fx.Node) -> bool:
    """What dead-code elimination of a traced graph must keep: its
    placeholders and output, host ops, mutating aten ops and asserts."""
    if n.op in ("placeholder", "output"):
        return True
    if n.op == "call_function" and is_host_op(n.target):
        return True
    if n.op == "call_function" and isinstance(n.target, torch._ops.OpOverload):
        return n.target._schema.is_mutable or n.target in (
            torch.ops.aten._assert_scalar.default,
            torch.ops.aten._assert_tensor_metadata.default,
        )
    return n.is_impure()
