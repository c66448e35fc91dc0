"""What compiled code can take as an input, and a call's inputs as the
re-trace needs them without the tensors themselves.

``snapshot_inputs`` reads, in the calling thread, each input's layout,
dtype, device and storage identity (which inputs alias), refusing what
compiled code cannot take (``unholdable``, complex and unsupported
dtypes); ``stand_in`` later makes a meta tensor with that layout over one
meta storage per input storage, from which ``cajit.normalize.prepare``
makes its fakes in any thread (cajit.tiering)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import torch

from . import hostops
from .unsupported import Unsupported


def unholdable(t: torch.Tensor) -> str | None:
    """Why compiled code cannot take ``t`` as an input (None if it can)."""
    if type(t) not in (torch.Tensor, torch.nn.Parameter):
        return f"a tensor subclass ({type(t).__name__})"
    if t.layout != torch.strided:
        return f"a {t.layout} tensor"
    if t.is_nested:
        return "a nested tensor"
    if torch._C._functorch.is_functorch_wrapped_tensor(t):
        return "a functorch-wrapped tensor (vmap, grad)"
    if not torch._C._has_storage(t):
        return "a tensor without storage"
    return None


@dataclasses.dataclass(frozen=True)
class InputSnapshot:
    """What ``prepare`` needs of a tensor input, read in the calling thread
    without keeping the tensor: its layout and dtype, and its storage's
    identity (which inputs alias) and size."""

    dtype: torch.dtype
    shape: tuple[int, ...]
    stride: tuple[int, ...]
    offset: int
    device: torch.device
    storage: tuple[int, int]  # (data pointer, bytes), or (-index - 1, bytes) if empty
    contiguous: bool

    @staticmethod
    def of(t: Any, i: int) -> InputSnapshot:
        if not isinstance(t, torch.Tensor):
            raise Unsupported("input", f"inputs[{i}] is {type(t).__name__}, not a Tensor")
        why = unholdable(t)
        if why:
            raise Unsupported("input", f"inputs[{i}] is {why}; compiled code takes dense tensors only")
        if t.dtype.is_complex:
            raise Unsupported("complex", f"inputs[{i}] has dtype {t.dtype}")
        if t.dtype not in hostops.DTYPE_CODE:
            raise Unsupported("input", f"inputs[{i}] has unsupported dtype {t.dtype}")
        st = t.untyped_storage()
        nbytes = st.nbytes()
        return InputSnapshot(t.dtype, tuple(t.shape), tuple(t.stride()), t.storage_offset(), t.device,
                             (st.data_ptr(), nbytes) if nbytes else (-i - 1, 0), t.is_contiguous())


def snapshot_inputs(inputs: Sequence[Any]) -> list[InputSnapshot]:
    """``InputSnapshot`` of each input; ``Unsupported`` for one compiled code
    cannot take (not a dense tensor of a supported dtype)."""
    return [InputSnapshot.of(t, i) for i, t in enumerate(inputs)]


def stand_in(snap: InputSnapshot, bases: dict[tuple[int, int], torch.Tensor], alone: bool = False) -> torch.Tensor:
    """A meta tensor with the input's layout, over one meta storage per
    storage of the inputs (aliasing inputs alias): fakes made from it are
    the real input's, but for the device (``_fake_input`` sets it).
    ``alone``: no other input shares the storage; if the input also starts
    at its start and spans all of it (``spans_storage``), the stand-in is a
    tensor of its own, not a view of one (a fake of it is one fake, not a
    base's and a view's)."""
    if alone and _stand_in_alone and spans_storage(snap):
        return torch.empty_strided(snap.shape, snap.stride, dtype=snap.dtype, device="meta")
    base = bases.get(snap.storage)
    if base is None:
        base = bases[snap.storage] = torch.empty(snap.storage[1], dtype=torch.uint8, device="meta")
    typed = base.view(snap.dtype) if snap.storage[1] % snap.dtype.itemsize == 0 else torch.empty(
        snap.storage[1] // snap.dtype.itemsize, dtype=snap.dtype, device="meta")
    return typed.as_strided(snap.shape, snap.stride, snap.offset)


_stand_in_alone = True  # stand_in's own tensors for lone inputs (tests turn it off)


def spans_storage(snap: InputSnapshot) -> bool:
    """The input starts at its storage's start and its last element is
    the storage's last (no bytes of it outside the tensor's span)."""
    if snap.offset != 0:
        return False
    if any(n == 0 for n in snap.shape):
        return snap.storage[1] == 0
    span = 1 + sum((n - 1) * st for n, st in zip(snap.shape, snap.stride))
    return snap.storage[1] == span * snap.dtype.itemsize
