"""Inputs whose storage a hook changes during the backward (cajit_call's
input_now, python/cajit/_native.c): FSDP2 frees its parameters' storage
after the forward (untyped_storage().resize_(0)) and all-gathers into a new
one in a pre-backward hook, so the compiled graph receives saved tensors
with no memory that only become readable once a hook in the graph has run.
cajit reads their memory again after hooks; memory that is missing when a
kernel reads it is refused with an error instead of a crash. Also: a
callback a hook queues on the autograd engine runs once the backward is done
(cajit.engine_callbacks), which FSDP2's root post-backward relies on."""

import pytest
import torch
import torch.nn as nn
from torch.autograd.variable import Variable

import cajit
from cajit import native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


def storage_alias(p: torch.Tensor) -> torch.Tensor:
    """A tensor over p's storage with its own version counter (FSDP2 writes
    its all-gather output through such an alias, so autograd's saved
    tensors stay valid)."""
    return torch.empty(0, dtype=p.dtype).set_(p.untyped_storage(), 0, p.shape, p.stride())


def resharded_backward(compiled: bool, restore: bool) -> dict[str, torch.Tensor]:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 3))
    x = torch.randn(5, 4)
    y = model(x)
    saved = {n: p.detach().clone() for n, p in model.named_parameters()}
    for p in model.parameters():  # "reshard": free the parameters' memory
        p.untyped_storage().resize_(0)

    def unshard(grad: torch.Tensor) -> torch.Tensor:
        if restore:
            for n, p in model.named_parameters():
                p.untyped_storage().resize_(saved[n].numel() * saved[n].element_size())
                with torch.no_grad():
                    storage_alias(p).copy_(saved[n])
        return grad

    y.register_hook(unshard)
    loss = y.square().sum()
    if compiled:
        with cajit.enable():
            loss.backward()
    else:
        loss.backward()
    return {n: p.grad for n, p in model.named_parameters()}


def test_hook_that_reallocates_saved_parameters():
    want = resharded_backward(compiled=False, restore=True)
    got = resharded_backward(compiled=True, restore=True)
    assert cajit.stats()["graphs_compiled"] == 1
    for n in want:
        torch.testing.assert_close(got[n], want[n])


def test_freed_storage_is_refused_not_read():
    # Eager autograd would read freed memory here (a segfault); cajit
    # refuses before the kernel that reads it.
    with pytest.raises(native._native.Error, match=r"input \d+ has 0 bytes of memory, its sizes and strides "
                       r"address \d+, when .* reads it: its storage was freed or shrunk"):
        resharded_backward(compiled=True, restore=False)


def test_shrunk_storage_is_refused():
    w = nn.Parameter(torch.randn(6, 6))
    x = torch.randn(3, 6)
    loss = (x @ w).square().sum()
    w.untyped_storage().resize_(4 * 4)  # smaller than 6x6, still allocated
    with pytest.raises(native._native.Error, match=r"has 16 bytes of memory, its sizes and strides address 144"):
        with cajit.enable():
            loss.backward()


def test_hook_changing_an_input_layout_is_refused():
    w = nn.Parameter(torch.randn(4, 4))
    x = torch.randn(3, 4, requires_grad=True)  # its grad reads w
    y = x @ w
    w.untyped_storage().resize_(0)

    def hook(grad):  # re-allocates w, but as a transpose
        w.data = torch.randn(4, 4).t()
        return grad

    y.register_hook(hook)
    with pytest.raises(native._native.Error, match="a hook changed its dtype, shape or strides"):
        with cajit.enable():
            y.sum().backward()


def test_callbacks_queued_by_hooks_run():
    ran = []
    engine = Variable._execution_engine
    x = torch.randn(3, requires_grad=True)
    y = x * 2

    def hook(grad):
        Variable._execution_engine.queue_callback(lambda: ran.append("first") or
                                                  Variable._execution_engine.queue_callback(
                                                      lambda: ran.append("second")))
        return grad

    y.register_hook(hook)
    with cajit.enable():
        y.sum().backward()
    assert ran == ["first", "second"]
    assert Variable._execution_engine is engine  # put back
