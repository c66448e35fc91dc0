"""The ``sizes`` convention (an int, or a ``[0, n]`` tensor standing for n)
is read in two places: cajit.sizes on the Python side (normalize, the
reference backend, the cache key) and read_size in python/cajit/_native.c
for the native call. They agree on every form compiled autograd passes."""

import pytest
import torch

from cajit import native
from cajit.sizes import is_wrapped, size_value

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

TEXT = "cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\nsym s0 = sizes 0\ninput %0 : f32[2]\nreturn (%0)\n"


@pytest.mark.parametrize("entry", [0, 1, 7, -3, 2**40, torch.empty(0, 5), torch.empty(0, 1), torch.empty(0, 0)])
def test_python_and_c_read_sizes_alike(entry):
    compiled = native._native.Compiled(TEXT, "sizes.cag")
    got = compiled.symbols(([torch.zeros(2)], [entry], []))["s0"]
    assert got == size_value(entry)
    assert is_wrapped(entry) == isinstance(entry, torch.Tensor)
