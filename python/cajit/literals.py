"""What .cag literals mean in PyTorch: dtype names, keywords, result types.

Shared by the backends that run .cag text against torch (the reference
interpreter and the native backend's host)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import torch

from . import cag

DTYPES: dict[str, torch.dtype] = {
    "bool": torch.bool,
    "u8": torch.uint8,
    "i8": torch.int8,
    "i16": torch.int16,
    "i32": torch.int32,
    "i64": torch.int64,
    "f16": torch.float16,
    "bf16": torch.bfloat16,
    "f32": torch.float32,
    "f64": torch.float64,
}

KEYWORDS: dict[str, Any] = {
    **DTYPES,
    "cpu": torch.device("cpu"),
    "cuda": torch.device("cuda", 0),  # the GPU path runs cuda:0 (cajit.gpu)
    "strided": torch.strided,
    "contiguous_format": torch.contiguous_format,
    "preserve_format": torch.preserve_format,
    "channels_last": torch.channels_last,
    "channels_last_3d": torch.channels_last_3d,
}


def result_metas(node: cag.Node, env: Mapping[str, Any]) -> list[tuple[torch.dtype, list[int]] | None]:
    """(dtype, sizes) of each declared tensor result of node under the
    symbol values env, None for the others (what host.backward needs)."""
    return [
        None if isinstance(ty, cag.ScalarType) else (DTYPES[ty.dtype], [e.eval(env) for e in ty.sizes])
        for ty in node.types
    ]
