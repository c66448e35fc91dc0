"""pytest setup for the cajit Python tests: import path and per-test resets."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def fresh_state():
    """Each test starts with empty compiled-autograd / Dynamo caches and
    zeroed cajit stats (compiled autograd caches graphs across enable())."""
    import torch
    from torch._dynamo import compiled_autograd

    import cajit

    compiled_autograd.reset()
    torch._dynamo.reset()
    cajit.reset_stats()
    torch.manual_seed(0)
    yield
    compiled_autograd.reset()
