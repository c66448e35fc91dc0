"""bench/kernel_mca.py (issue 23 item 2): it finds a kernel's innermost
loops in `cajit-dump --emit=asm`, the elements one iteration handles, and
llvm-mca's cycles and limiting resources for them."""

import importlib.util
import os
import re
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DUMP = os.environ.get("CAJIT_DUMP", os.path.join(ROOT, "build", "cajit-dump"))
SCRIPT = os.path.join(ROOT, "bench", "kernel_mca.py")
MCA = shutil.which("llvm-mca-19") or shutil.which("llvm-mca")
needs_mca = pytest.mark.skipif(MCA is None, reason="llvm-mca-19 not installed (Debian's llvm-19)")


@pytest.fixture(scope="module")
def km():
    spec = importlib.util.spec_from_file_location("kernel_mca", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["kernel_mca"] = mod  # its dataclass looks its module up
    spec.loader.exec_module(mod)
    return mod


NESTED = """\
k3._7___aten_sum.range:
\tpushq\t%rbp
.LBB0_1:
\tmovq\t%rbx, %r13
.LBB0_2:
\tleaq\t(%r15,%r10), %r11
\taddq\t$8, %r10
\tvmovups\t(%r12,%r11,4), %ymm0
\tvaddps\t(%r9,%r11,4), %ymm0, %ymm0
\tvmovups\t%ymm0, (%r12,%r11,4)
\tcmpq\t%rsi, %r10
\tjne\t.LBB0_2
\tincq\t%rbx
\tcmpq\t%r8, %rbx
\tjne\t.LBB0_1
\tretq
other_function:
.LBB1_1:
\tvaddps\t%zmm0, %zmm1, %zmm1
\tjne\t.LBB1_1
"""


def test_only_innermost_loops_of_kernel_functions(km):
    [(name, lines), _] = km.functions(NESTED)
    loops = km.innermost_loops("k3", name, lines)
    assert [lp.label for lp in loops] == [".LBB0_2"]
    assert loops[0].body[0].split() == ["leaq", "(%r15,%r10),", "%r11"]
    assert loops[0].body[-1].split() == ["jne", ".LBB0_2"]


def test_width_and_elements_through_a_derived_index(km):
    [(name, lines), _] = km.functions(NESTED)
    body = km.innermost_loops("k3", name, lines)[0].body
    assert km.widest(body) == ("ymm f32", 256)
    # r10 steps by 8, r11 = r15 + r10 indexes floats (scale 4): 8 elements
    assert km.elements_per_iteration(body, 4) == 8


@pytest.mark.parametrize("body,elements", [
    # byte offsets: 64 bytes of floats per iteration
    (["\taddq\t$64, %rax", "\tvmovups\t(%rdi,%rax), %zmm0", "\tvmovups\t%zmm0, (%rsi,%rax)",
      "\tcmpq\t%rdx, %rax", "\tjne\t.LBB0_1"], 16),
    # a scalar loop: incq, scale 4
    (["\tvmovss\t(%r12,%rbx,4), %xmm3", "\tincq\t%rbx", "\tcmpq\t%r8, %rbx", "\tjne\t.LBB0_1"], 1),
    # the counter is not an address: unknown, not guessed
    (["\tvaddps\t(%rdi), %zmm0, %zmm0", "\taddq\t$64, %rdi", "\tdecq\t%rcx", "\tjne\t.LBB0_1"], None),
])
def test_elements_per_iteration(km, body, elements):
    assert km.elements_per_iteration(body, 4) == elements


def test_f64_loops_count_eight_byte_elements(km):
    body = ["\tvaddpd\t(%rdi,%rax,8), %zmm0, %zmm0", "\taddq\t$8, %rax", "\tcmpq\t%rdx, %rax", "\tjne\t.LBB0_1"]
    assert km.widest(body) == ("zmm f64", 512)
    assert km.elements_per_iteration(body, 8) == 8


@needs_mca
def test_mca_names_the_pipes_that_limit_a_loop(km):
    fmas = [f"\tvfmadd231ps\t%zmm{i + 8}, %zmm{i + 16}, %zmm{i}" for i in range(8)]
    cycles, limits = km.run_mca(MCA, "znver4", fmas)
    # 8 independent 512-bit FMAs on Zen 4's two 256-bit FMA pipes: 8 cycles
    assert 7.5 <= cycles <= 9
    assert {r for r, _ in limits} == {"Zn4FP0", "Zn4FP1"}
    adds = [f"\tvaddps\t%zmm{i + 8}, %zmm{i + 16}, %zmm{i}" for i in range(8)]
    _, limits = km.run_mca(MCA, "znver4", adds)
    assert {r for r, _ in limits} == {"Zn4FP2", "Zn4FP3"}


@needs_mca
@pytest.mark.skipif(not os.access(DUMP, os.X_OK), reason=f"{DUMP} not built")
def test_a_fixture_graph_end_to_end():
    graph = os.path.join(HERE, "graphs", "mlp_tanh_mse_backward_0.cag")
    res = subprocess.run([sys.executable, SCRIPT, "--dump", DUMP, "--mcpu", "znver4", "--kernels", "k0,k6", graph],
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in res.stdout.splitlines()
            if re.match(r"\| k\d+ ", line)]
    assert {r[0] for r in rows} == {"k0", "k6"}
    vector = [r for r in rows if r[4].startswith(("zmm", "ymm"))]
    assert vector, res.stdout
    for r in vector:
        lanes = 16 if r[4].startswith("zmm") else 8
        assert float(r[5]) % lanes == 0, r  # whole vectors per iteration
        assert float(r[6]) > 0 and float(r[7]) == pytest.approx(float(r[6]) / float(r[5]), abs=0.01)


def test_a_missing_graph_is_an_error_not_a_traceback(tmp_path):
    res = subprocess.run([sys.executable, SCRIPT, "--dump", DUMP, str(tmp_path / "none.cag")],
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 2
    assert "kernel_mca:" in res.stderr and "Traceback" not in res.stderr


def test_a_path_repeats_loop_bodies_and_keeps_their_tails_once(km):
    body = km.path_body(NESTED, "k3:.LBB0_1,.LBB0_2*3")
    assert len(body) == 1 + 7 * 3 + 4  # the tail: incq, cmpq, jne .LBB0_1, retq
    assert [ln.split()[0] for ln in body].count("vaddps") == 3
    assert [ln.split()[0] for ln in body[-4:]] == ["incq", "cmpq", "jne", "retq"]


@pytest.mark.parametrize("spec,message", [
    ("k3:.LBB0_1*2", "not a loop"),
    ("k3:.LBB9_9", "no function of k3"),
    ("k4:.LBB0_1", "no function of k4"),
])
def test_a_wrong_path_is_refused(km, spec, message):
    with pytest.raises(ValueError, match=message):
        km.path_body(NESTED, spec)
