"""The seam between the PyTorch adapter and whatever executes a graph.

A backend turns the .cag text of one normalized graph into a callable with
compiled autograd's call convention:

    fn(inputs: list[Tensor], sizes: list[Tensor | int], scalars: list[int | float],
       hooks: tuple, packed_data: tuple) -> list[Tensor | None]

(``sizes`` exactly as compiled autograd passes them: an empty ``[0, n]``
tensor for a positive n, an int otherwise.)  The callable must check the
graph's guards (symbol bindings, input dtypes/shapes/strides, ``assume``
lines) *before* any side effect and raise ``GuardFailure`` when they do not
hold; the adapter then normalizes again for the new inputs.  Any other
exception propagates to the caller of ``backward()``.

The reference backend (cajit.reference) interprets the text with PyTorch
ops; the C JIT backend compiles it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import torch

from .normalize import Normalized
from .sizes import size_value

CompiledFn = Callable[[list, list, list, tuple, tuple], list]


class GuardFailure(Exception):
    """The inputs of a call break a relation the compiled graph relies on."""


@dataclasses.dataclass
class GraphMeta:
    """What a backend may want besides the text."""

    name: str
    normalized: Normalized | None
    """None when the text came from the graph cache (cajit.cache): only
    backends with ``uses_text_only = True`` are given such texts."""
    original: torch.fx.GraphModule  # compiled autograd's graph, for fallbacks
    call: tuple[Any, Any, Any] | None = None
    """(inputs, sizes, scalars) of the call being compiled for: the sizes a
    backend may base choices on (symbols keep their values' ratios)."""
    fallback_ops: dict[str, int] = dataclasses.field(default_factory=dict)
    """Filled by the backend: ops it runs through the host fallback."""
    library_ops: dict[str, int] = dataclasses.field(default_factory=dict)
    """Filled by the backend: ops it calls in torch by choice (faster there)."""
    compile_ms: dict[str, float] = dataclasses.field(default_factory=dict)
    """Filled by the backend if it can: milliseconds per compile stage."""
    object_cache: str | None = None
    """Filled by the backend if it caches code: "hit", "miss", "bad" or "off"."""
    llvm_parts: int = 0
    """Filled by the backend if it can: threads (module parts) LLVM compiled on."""


class Backend(Protocol):
    name: str
    # Optional: ``uses_text_only = True`` says compile() needs nothing of
    # GraphMeta.normalized, so a .cag text from the graph cache will do.

    def compile(self, cag_text: str, meta: GraphMeta) -> CompiledFn: ...


def symbol_values(syms: dict[str, tuple[str, int, int]], inputs: Sequence[Any], sizes: Sequence[Any],
                  scalars: Sequence[Any]) -> dict[str, Any]:
    """Each symbol of a graph (``cag.Graph.syms``: name -> (kind, index,
    dim)) bound to its value in a call. GuardFailure when an input has no
    such dim; an IndexError when a list is too short."""
    env: dict[str, Any] = {}
    for name, (kind, idx, dim) in syms.items():
        if kind == "input":
            t = inputs[idx]
            if not isinstance(t, torch.Tensor) or not 0 <= dim < t.dim():
                raise GuardFailure(f"symbol {name}: input {idx} has no dim {dim}")
            env[name] = int(t.shape[dim])
        elif kind == "sizes":
            env[name] = size_value(sizes[idx])
        else:
            env[name] = scalars[idx]
    return env
