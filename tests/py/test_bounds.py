"""A .cag and the sizes passed at run time are untrusted (issue 20): the
reproductions of tests/c/test_bounds.c through the Python extension, with
sizes as compiled autograd passes them (ints, and empty tensors of shape
[0, n] wrapping a size). Each gets an exception naming the guard, never a
crash or a silent wrong result, and the process stays usable."""
import os
import pathlib
import re
import subprocess
import sys

import pytest
import torch

from cajit import _native

ROOT = pathlib.Path(__file__).resolve().parents[2]
SQUARE_VIEW = (ROOT / "tests" / "tools" / "square_view.cag").read_text()

HEADER = "cag 1\nsizes {}\nscalars\nhooks 0\npacked_data 0\n"


def _run(text, inputs, sizes):
    c = _native.Compiled(text, "t.cag")
    return [torch.from_dlpack(o) for o in c(inputs, sizes, [], [], None)]


@pytest.mark.parametrize("s1, s2, message", [
    (2**32, 0, "assumption s2 == s1 * s1: size arithmetic overflows int64 in s1 * s1"),
    (torch.empty(0, 2**32), 0, "size arithmetic overflows int64 in s1 * s1"),
    (-1, 1, "s1 (sizes 0) is -1, but it is used as a size or stride"),
    (1, 1, "the view reaches indices 0..1 of dim 0 of what it views, which has 0..0"),
])
def test_square_view_is_refused(s1, s2, message):
    with pytest.raises(_native.GuardError, match=re.escape(message)):
        _run(SQUARE_VIEW, [torch.arange(float(s2))], [s1])
    x = torch.arange(4.0)
    (out,) = _run(SQUARE_VIEW, [x], [2])  # still usable, and right
    torch.testing.assert_close(out, x.view(2, 2)[:2, :2] * 2)


def test_new_zeros_overflow_is_refused():
    text = HEADER.format(1) + (
        "sym s1 = sizes 0\ninput %0 : f32[2]\n"
        "%1 = aten.new_zeros.default(%0, [s1 * s1 * s1]) : f32[s1 * s1 * s1]\n"
        "return (%1)\n")
    with pytest.raises(_native.GuardError, match=r"new_zeros.default \(buf1\): size arithmetic overflows"):
        _run(text, [torch.zeros(2)], [2**62])
    (out,) = _run(text, [torch.zeros(2)], [3])
    assert out.shape == (27,)


@pytest.mark.parametrize("stride", [(100000000, 1), (64, 1), (2, 2)])
def test_as_strided_past_its_input_is_refused(stride):
    text = HEADER.format(0) + (
        "input %0 : f32[4]\n"
        f"%1 = aten.as_strided.default(%0, [2, 2], [{stride[0]}, {stride[1]}]) "
        f": f32[2, 2]{{{stride[0]}, {stride[1]}}}\n"
        "%2 = aten.mul.Scalar(%1, 2.0) : f32[2, 2]\n"
        "return (%2)\n")
    x = torch.arange(4.0)
    with pytest.raises(RuntimeError, match="out of bounds for storage"):
        torch.as_strided(x, [2, 2], list(stride))  # torch refuses it too
    with pytest.raises(_native.GuardError, match="the view reaches element offsets 0..[0-9]+ of its storage, which holds 0..3"):
        _run(text, [x], [])


CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
from cajit import _native
# Constants that differ: kernels that differ (identical ones are merged into
# a few functions, and LLVM would fit in the budget).
ops = ["aten.mul.Scalar(%{0}, 1.{1})", "aten.add.Scalar(%{0}, {1}.5)", "aten.neg.default(%{0})"]
lines = ["cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\nsym s0 = input 0 dim 0",
         "input %0 : f32[s0, 64]"]
lines += [f"%{i} = " + ops[i % 3].format(i - 1, i) + " : f32[s0, 64]" for i in range(1, 10001)]
lines.append("return (%10000)\n")
try:
    _native.Compiled("\n".join(lines), "chain.cag")
    print("compiled")
except MemoryError as e:
    print("MemoryError:", e)
import os
os.environ["CAJIT_COMPILE_WORKER_MEMORY_MB"] = "0"
_native.Compiled(open(sys.argv[2]).read(), "p.cag")
print("still usable")
"""


def test_llvm_out_of_memory_is_a_memory_error(tmp_path):
    """With CAJIT_COMPILE_WORKER=1 LLVM runs in a child process: a child
    that runs out of its memory budget dies, the process gets a MemoryError
    and keeps compiling (it used to abort: exit 134). In a fresh process, so
    that the budget is not met by heap another test freed; bounded time."""
    env = dict(os.environ, CAJIT_CACHE_DIR=str(tmp_path), CAJIT_COMPILE_WORKER="1",
               CAJIT_COMPILE_WORKER_MEMORY_MB="16")
    r = subprocess.run([sys.executable, "-c", CHILD, str(ROOT / "python"),
                        str(ROOT / "tests" / "tools" / "pointwise.cag")],
                       env=env, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr
    assert "MemoryError: compiling" in r.stdout and "compile worker" in r.stdout, r.stdout
    assert "still usable" in r.stdout
