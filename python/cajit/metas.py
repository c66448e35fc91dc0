"""Shape functions (meta kernels) for aten ops whose own meta kernel in
torch 2.13 cannot take symbolic sizes.

The backwards of F.interpolate other than nearest 2d have only a C++ meta
kernel that reads its ``SymInt[]`` arguments as plain int lists: given
symbols (as the re-trace in cajit.normalize passes them) it fails with
"isIntList() INTERNAL ASSERT FAILED ... Expected IntList but got
GenericList", so any model upsampling in 1d or 3d, or with a (bi/tri)linear
or bicubic mode, could not be normalized. torch's own Python meta of
upsample_nearest2d_backward (torch/_meta_registrations.py) has the same
contract; this module registers that function for the other overloads.

Importing the module registers them (once); it changes nothing for
tensors with concrete sizes: the result is the same empty tensor of
``input_size`` that the C++ kernel gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import torch
import torch._prims_common as utils
from torch._decomp import meta_table
from torch._meta_registrations import register_meta

aten = torch.ops.aten

# op -> number of spatial dims
_UPSAMPLE_BACKWARDS = {
    aten.upsample_nearest1d_backward.default: 1,
    aten._upsample_nearest_exact1d_backward.default: 1,
    aten.upsample_nearest3d_backward.default: 3,
    aten._upsample_nearest_exact3d_backward.default: 3,
    aten.upsample_linear1d_backward.default: 1,
    aten.upsample_bilinear2d_backward.default: 2,
    aten.upsample_bicubic2d_backward.default: 2,
    aten.upsample_trilinear3d_backward.default: 3,
}


def _upsample_backward_meta(k: int) -> Any:
    def meta(grad_output: torch.Tensor, output_size: Sequence[Any], input_size: Sequence[Any], *rest: Any,
             **kwargs: Any) -> torch.Tensor:
        torch._check(len(output_size) == k, lambda: f"It is expected output_size equals to {k}, but got size "
                                                    f"{len(output_size)}")
        torch._check(len(input_size) == k + 2, lambda: f"It is expected input_size equals to {k + 2}, but got "
                                                       f"size {len(input_size)}")
        full = [input_size[0], input_size[1], *output_size]
        torch._check(grad_output.ndim == k + 2, lambda: f"Expected grad_output to be a tensor of dimension "
                                                        f"{k + 2} but got: dimension {grad_output.ndim}")
        for i in range(k + 2):
            torch._check(grad_output.size(i) == full[i], lambda i=i: (
                f"Expected grad_output to have the same shape as output; output.size({i}) = {full[i]} but got "
                f"grad_output.size({i}) = {grad_output.size(i)}"))
        return grad_output.new_empty(input_size).to(memory_format=utils.suggest_memory_format(grad_output))

    return meta


for _op, _k in _UPSAMPLE_BACKWARDS.items():
    if _op not in meta_table:
        _fn = _upsample_backward_meta(_k)
        register_meta(_op)(_fn)
        # what torch's activate_meta() does for its own entries at import
        _op.py_impl(torch._C.DispatchKey.Meta)(_fn)
