"""The C extension (cajit._native), loaded and configured once.

Importing this module imports cajit._native when it is built and tells it
what it needs of torch: the DLPack exporter, the tensor types compiled code
may hold, and, unless CAJIT_HOST_FAST_PATHS=0, the objects its C fast paths
for accumulate_grad and final_callbacks use. ``native`` is the module, or
None when it is not built (``available()``; ``require()`` raises then).
"""

from __future__ import annotations

import os
from typing import Any

import torch

try:
    from . import _native as native
except ImportError as e:  # pragma: no cover - exercised when not built
    native = None
    _IMPORT_ERROR: Exception | None = e
else:
    _IMPORT_ERROR = None
    native.set_dlpack_exporter(torch._C._to_dlpack)
    # Other input types (tensor subclasses) fail a call's guards, as do
    # tensors without DLPack form (sparse, vmap-batched): normalization then
    # refuses them by name.
    native.set_plain_tensor_types(torch.Tensor, torch.nn.Parameter)
    # Host requests give their results' dtypes as torch dtypes.
    from .literals import DTYPES

    native.set_torch_dtypes(DTYPES)
    if os.environ.get("CAJIT_HOST_FAST_PATHS", "1") != "0":
        from . import deferred_copies

        # accumulate_grad / final_callbacks in C (see _native_fast_paths.c);
        # the final callbacks complete deferred collective copies first.
        native.set_host_fast_paths(torch.from_dlpack, torch.empty_like, torch.strided,
                                   torch.Tensor, torch.nn.Parameter, deferred_copies.FinalCallbacks,
                                   torch.is_grad_enabled)


def available() -> bool:
    """Whether the C extension is built and importable."""
    return native is not None


def require() -> Any:
    """cajit._native, or RuntimeError saying how to build it."""
    if native is None:
        raise RuntimeError(
            "cajit's C extension (cajit._native) is not built: run scripts/test "
            f"or build with -DCAJIT_PYTHON=ON ({_IMPORT_ERROR})"
        )
    return native
