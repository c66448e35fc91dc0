"""The ``sizes`` convention of compiled autograd, decoded in one place.

A ``sizes`` entry is an int, or, for a size compiled autograd may mark
dynamic, an empty tensor of shape ``[0, n]`` standing for n (it reads it
back with ``unwrap_maybe_dynamic_int``). The native backend's C extension
reads the same convention in C (python/cajit/_native.c, read_size), for
speed; tests/py/test_sizes.py checks the two agree.
"""

from __future__ import annotations

from typing import Any

import torch


def is_wrapped(v: Any) -> bool:
    """Whether the entry is a size wrapped in a tensor's shape."""
    return isinstance(v, torch.Tensor)


def size_value(v: Any) -> int:
    """A ``sizes`` entry as an int."""
    if is_wrapped(v):
        return int(v.shape[1])
    return int(v)
