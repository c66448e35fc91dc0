"""Depthwise convolution backwards (lib/ops/conv_lower.c, "depthwise
convolutions"): one input and one output channel per group, stride 1,
lowered directly (a padded copy of grad_output, grad_input as an unrolled
sum over the kernel offsets, grad_weight as row sums then a sum over the
last dim) instead of through columns or torch's library.

Differential against eager computed in float64: 1-3 spatial dims, kernel
sizes 1-7, padding 0 to 'same' and beyond, dilation, bias, input with and
without grad, float32 / float64 / bfloat16, and inputs that are not
contiguous (a slice, channels_last). CAJIT_CONV_BACKWARD=auto keeps them
native at every size (no library call); what the direct lowering does not
take (strided, channel multiplier > 1) still matches eager."""

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch._dynamo import compiled_autograd

import cajit
from cajit import native

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

CONV = "aten.convolution_backward.default"

# (dims, channels, kernel, padding, dilation, bias, spatial, batch)
CASES = [
    (2, 4, 3, 1, 1, False, 9, 2),
    (2, 3, 3, 0, 1, True, 7, 3),
    (2, 5, 5, 2, 1, True, 11, 2),
    (2, 2, 7, 3, 1, False, 10, 2),  # ConvNeXt's 7x7
    (2, 3, 3, 2, 2, True, 9, 2),  # dilated, 'same'
    (2, 3, 3, 3, 1, False, 6, 2),  # more padding than the kernel reaches
    (2, 4, 1, 0, 1, True, 5, 2),  # 1x1
    (1, 6, 5, 1, 1, True, 17, 3),
    (1, 2, 3, 4, 2, False, 8, 1),
    (3, 3, 3, 1, 1, True, 5, 2),
    (2, 1, 3, 1, 1, True, 8, 1),  # one channel, batch 1
    (2, 7, 5, 1, 1, False, 10, 3),  # 5x5, odd channels
    (2, 5, 3, 2, 1, True, 7, 1),  # padding 2 with a 3x3, batch 1
    (2, 3, 5, 2, 1, False, 13, 5),  # 5x5 'same', rows not a multiple of 4
]


def _ids(c):
    return "dw%dd_c%d_k%d_p%d_d%d_%s_s%d" % (c[0], c[1], c[2], c[3], c[4], "bias" if c[5] else "nobias", c[6])


def run(case, dtype=torch.float32, input_grad=True, layout="contiguous", mode="auto", monkeypatch=None):
    dims, c, k, p, d, bias, size, batch = case
    conv_cls = {1: nn.Conv1d, 2: nn.Conv2d, 3: nn.Conv3d}[dims]
    torch.manual_seed(0)
    conv = conv_cls(c, c, k, 1, p, d, c, bias).to(dtype)
    ref = conv_cls(c, c, k, 1, p, d, c, bias).double()
    ref.load_state_dict({n: t.double() for n, t in conv.state_dict().items()})
    x = torch.randn(batch, c, *([size] * dims)).to(dtype)
    if layout == "sliced":  # every other element of a wider last dim
        x = torch.randn(batch, c, *([size] * (dims - 1)), 2 * size).to(dtype)[..., ::2]
    elif layout == "channels_last":
        x = x.contiguous(memory_format=torch.channels_last if dims == 2 else torch.channels_last_3d)
    elif layout == "padded_rows":  # rows further apart than their length
        x = torch.randn(batch, c, *([size] * (dims - 1)), size + 3).to(dtype)[..., :size]
    x.requires_grad_(input_grad)
    xr = x.detach().double().requires_grad_(input_grad)
    monkeypatch.setenv("CAJIT_CONV_BACKWARD", mode)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    cajit.reset_stats()
    compiled_autograd.reset()
    with cajit.enable():
        y = conv(x)
        (y.float() if dtype == torch.bfloat16 else y).tanh().sum().backward()
    assert cajit.stats()["graphs_compiled"] == 1
    ref(xr).tanh().sum().backward()
    got = [t.grad for t in conv.parameters()] + ([x.grad] if input_grad else [])
    want = [t.grad for t in ref.parameters()] + ([xr.grad] if input_grad else [])
    tol = {torch.float32: 1e-4, torch.float64: 1e-10, torch.bfloat16: 3e-2}[dtype]
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.dtype == dtype and g.shape == w.shape
        scale = w.abs().max().item() or 1.0
        err = (g.double() - w).abs().max().item() / scale
        assert err <= tol, f"{_ids(case)} {dtype} {layout} [{i}]: max |diff| / max |want| = {err:.3g}"
    s = cajit.stats()
    assert s["fallback_ops"] == {}, s["fallback_ops"]
    return s["library_ops"]


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_depthwise_matches_eager(case, monkeypatch):
    assert run(case, monkeypatch=monkeypatch) == {}


@pytest.mark.parametrize("dtype", [torch.float64, torch.bfloat16], ids=str)
def test_dtypes(dtype, monkeypatch):
    for case in (CASES[0], CASES[2], CASES[7]):
        run(case, dtype=dtype, monkeypatch=monkeypatch)


@pytest.mark.parametrize("layout", ["sliced", "channels_last"])
def test_layouts(layout, monkeypatch):
    for case in (CASES[1], CASES[4]):
        run(case, layout=layout, monkeypatch=monkeypatch)


# grad_weight's row kernel over more rows (four input rows per pass, then
# the rest one at a time: 0-3 left), padding 0 (margins of 2), a 3-d input,
# 5x5, under three layouts (channels_last: strided rows; padded_rows: rows
# further apart than their length) and one and two threads.
BLOCK_CASES = [
    (2, 3, 3, 1, 1, True, 14, 2),  # 14 rows: three passes and 2
    (2, 5, 3, 1, 1, False, 20, 3),  # 20 rows: five passes
    (2, 3, 3, 0, 1, True, 23, 3),  # padding 0: 23 rows, five passes and 3
    (3, 2, 3, 1, 1, False, 9, 1),  # 3-d: 9 rows per depth slice
    (2, 3, 5, 2, 1, True, 9, 2),  # 5x5 "same": 25 offsets unrolled, 9 rows
]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("layout", ["contiguous", "channels_last", "padded_rows"])
def test_more_rows_layouts_threads(layout, threads, monkeypatch):
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        for case in BLOCK_CASES:
            run(case, layout=layout, monkeypatch=monkeypatch)
    finally:
        torch.set_num_threads(before)


def test_strides_at_run_time(monkeypatch):
    # Compiled for a contiguous input (its strides are then run-time
    # values), called with inputs of other strides and no recompile:
    # grad_weight's rows read x through the strides the entry reads from
    # each call's tensor (LLVM's vectorizer versions its loops on the unit
    # stride), whether the rows are further apart than their length, the
    # columns strided (channels_last) or every other one (sliced).
    monkeypatch.setenv("CAJIT_CACHE", "0")
    torch.manual_seed(0)
    conv = nn.Conv2d(3, 3, 3, 1, 1, 1, 3, True)
    ref = nn.Conv2d(3, 3, 3, 1, 1, 1, 3, True).double()
    ref.load_state_dict({n: t.double() for n, t in conv.state_dict().items()})
    cajit.reset_stats()
    compiled_autograd.reset()
    for layout in ("contiguous", "padded_rows", "channels_last", "sliced"):
        x = {
            "contiguous": lambda: torch.randn(2, 3, 16, 16),
            "padded_rows": lambda: torch.randn(2, 3, 16, 19)[..., :16],
            "channels_last": lambda: torch.randn(2, 3, 16, 16).contiguous(memory_format=torch.channels_last),
            "sliced": lambda: torch.randn(2, 3, 16, 32)[..., ::2],
        }[layout]()
        conv.zero_grad()
        ref.zero_grad()
        with cajit.enable():
            conv(x).tanh().sum().backward()
        ref(x.double()).tanh().sum().backward()
        for g, r in ((conv.weight.grad, ref.weight.grad), (conv.bias.grad, ref.bias.grad)):
            torch.testing.assert_close(g.double(), r, rtol=1e-4, atol=1e-4, msg=layout)
    assert cajit.stats()["graphs_compiled"] == 1


def test_without_input_grad(monkeypatch):
    # output_mask [False, True, bias]: only grad_weight (and grad_bias).
    for case in (CASES[0], CASES[1]):
        run(case, input_grad=False, monkeypatch=monkeypatch)


def test_auto_keeps_large_depthwise_native(monkeypatch):
    # 64 channels, 3x3, 56x56: 1.8M multiply-adds per image, above the
    # library threshold (CAJIT_LIBRARY_MIN_MACS) that sends a dense
    # convolution of that size to torch; a depthwise one stays native.
    big = (2, 64, 3, 1, 1, False, 56, 2)
    assert run(big, monkeypatch=monkeypatch) == {}
    assert run(big, mode="library", monkeypatch=monkeypatch) == {CONV: 1}


def test_strided_and_multiplier_use_columns(monkeypatch):
    # Not what the direct lowering takes (stride 2; two output channels
    # per group): they still match eager (the column lowering, or torch
    # through the fallback where that declines).
    monkeypatch.setenv("CAJIT_CONV_BACKWARD", "native")
    monkeypatch.setenv("CAJIT_CACHE", "0")
    for cout, stride in ((4, 2), (8, 1)):
        torch.manual_seed(0)
        w = torch.randn(cout, 1, 3, 3, requires_grad=True)
        x = torch.randn(2, 4, 9, 9, requires_grad=True)
        wr, xr = (t.detach().double().requires_grad_() for t in (w, x))
        compiled_autograd.reset()
        with cajit.enable():
            F.conv2d(x, w, None, stride, 1, 1, 4).tanh().sum().backward()
        F.conv2d(xr, wr, None, stride, 1, 1, 4).tanh().sum().backward()
        for g, r in ((w.grad, wr.grad), (x.grad, xr.grad)):
            torch.testing.assert_close(g.double(), r, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("shape", [(5, 3, 37), (8, 7, 16), (1, 2, 130)], ids=str)
def test_reduction_reusing_a_broadcast_input(shape, monkeypatch):
    # The grad of a weight broadcast over the batch, sum over n of
    # x[n, w] * g[n, k, w]: the loop schedule unrolls the k loop inside the
    # vector loop over w (lib/sched/loops.c, inner_out_loops), as it does
    # for grad_weight's rows above; batch sizes not a multiple of the four
    # rows per pass, widths with a vector remainder.
    monkeypatch.setenv("CAJIT_CACHE", "0")
    n, k, w = shape
    torch.manual_seed(0)
    weight = torch.randn(k, w, requires_grad=True)
    x = torch.randn(n, w)
    ref = weight.detach().double().requires_grad_()
    compiled_autograd.reset()
    with cajit.enable():
        (x[:, None, :] * weight).tanh().sum().backward()
    (x.double()[:, None, :] * ref).tanh().sum().backward()
    torch.testing.assert_close(weight.grad.double(), ref.grad, rtol=1e-5, atol=1e-5)


# grad_weight's row kernel prefetches, before each pass of four rows, the
# same rows of the next image (the next depth slice in 3-d; the last one
# prefetches itself): one prefetch per 64 bytes of the row, the row's
# length read at run time (lib/sched/loops.c, prefetch_next; bench/README.md,
# "dwconv's grad_weight rows, round 3"). Rows of 56 (three and a half
# lines, as the bench model's), of 1 and of 21 with dilation 2; 3-d; the
# low-precision dtype; and batch 1, where the next image is the current.
PREFETCH_CASES = [
    (2, 8, 3, 1, 1, True, 56, 3),
    (2, 3, 3, 2, 2, False, 21, 2),
    (2, 2, 3, 1, 1, True, 1, 3),
    (3, 3, 3, 1, 1, True, 12, 2),
    (2, 4, 5, 2, 1, False, 33, 1),
]


@pytest.mark.parametrize("case", PREFETCH_CASES, ids=_ids)
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=str)
def test_rows_prefetching_the_next_image(case, dtype, monkeypatch):
    assert run(case, dtype=dtype, monkeypatch=monkeypatch) == {}


# Blocks x + act(bn(dw(x))) as bench/py/models.py's dwconv: in the
# backward, the later block's grad_input stencil (with the residual's add)
# stays in memory, for the earlier block's residual reads it too, and the
# earlier block's activation backward, which reads it at its own element,
# could join it (lib/sched/siblings.c, pointwise siblings); it runs after it
# instead, its result moved into the next convolution's padded gradient
# (lib/sched/padded_inplace.c), so that the two padded gradients and the
# activation's gradient are never live at once.
# (channels, spatial, batch, kernel, padding, activation)
STACK_CASES = [
    (4, 9, 2, 3, 1, "gelu"),
    (3, 17, 3, 3, 1, "gelu"),  # rows of 17: one 16-wide vector and 1
    (5, 8, 1, 5, 2, "silu"),
    (2, 23, 2, 3, 1, "elu"),
    (64, 14, 2, 3, 1, "gelu"),
    (3, 1, 4, 3, 1, "gelu"),  # 1x1 planes: every row is its edge
]
ACTS = {"gelu": nn.GELU, "silu": nn.SiLU, "elu": nn.ELU}


class _Block(nn.Module):
    def __init__(self, c, k, p, act):
        super().__init__()
        self.dw = nn.Conv2d(c, c, k, 1, p, groups=c, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = act()

    def forward(self, x):
        return x + self.act(self.bn(self.dw(x)))


def _stack_ids(c):
    return "c%d_s%d_b%d_k%d_p%d_%s" % c


@pytest.mark.parametrize("dtype,layout,threads", [(torch.float32, "contiguous", 1),
                                                  (torch.float64, "channels_last", 2),
                                                  (torch.float32, "channels_last", 1),
                                                  (torch.float64, "contiguous", 2)],
                         ids=["f32-contiguous-1", "f64-channels_last-2", "f32-channels_last-1",
                              "f64-contiguous-2"])
@pytest.mark.parametrize("case", STACK_CASES, ids=_stack_ids)
def test_activation_backward_written_into_padding(case, dtype, layout, threads, tmp_path, monkeypatch):
    import glob
    import os

    from cajit.ext import require

    c, size, batch, k, p, act = case
    torch.manual_seed(0)
    model = nn.Sequential(_Block(c, k, p, nn.ReLU6), _Block(c, k, p, ACTS[act]),
                          _Block(c, k, p, nn.Hardswish)).to(dtype)
    ref = nn.Sequential(_Block(c, k, p, nn.ReLU6), _Block(c, k, p, ACTS[act]),
                        _Block(c, k, p, nn.Hardswish)).double()
    ref.load_state_dict({n: t.double() for n, t in model.state_dict().items()})
    x = torch.randn(batch, c, size, size, dtype=dtype)
    if layout == "channels_last":
        x = x.contiguous(memory_format=torch.channels_last)
    xr = x.detach().double().requires_grad_(True)
    x.requires_grad_(True)
    w = torch.randn(batch, c, size, size, dtype=torch.float64)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        cajit.reset_stats()
        compiled_autograd.reset()
        with cajit.enable():
            (model(x) * w.to(dtype)).sum().backward()
        compiled_autograd.reset()
    finally:
        torch.set_num_threads(before)
    assert cajit.stats()["graphs_compiled"] == 1
    assert cajit.stats()["fallback_ops"] == {}
    (ref(xr) * w).sum().backward()
    got = [t.grad for t in model.parameters()] + [x.grad]
    want = [t.grad for t in ref.parameters()] + [xr.grad]
    tol = {torch.float32: 1e-4, torch.float64: 1e-10}[dtype]
    for i, (g, r) in enumerate(zip(got, want)):
        assert g.dtype == dtype and g.shape == r.shape
        scale = r.abs().max().item() or 1.0
        err = (g.double() - r).abs().max().item() / scale
        assert err <= tol, f"grad {i}: max |diff| / max |eager| = {err:.3g}"
    (cag,) = glob.glob(os.path.join(str(tmp_path), "*.cag"))
    with open(cag) as f:
        kir = require().dump(f.read(), "kir").splitlines()
    # The middle block's activation backward runs after the stencil (not in
    # its loops: the first block's padded gradient dies there), writing into
    # the interior of the next padded gradient, which the batch norm
    # backward then rewrites in place (lib/sched/padded_inplace.c).
    name = {"gelu": "gelu_backward", "silu": "silu_backward", "elu": "elu_backward"}[act]
    heads = [i for i, line in enumerate(kir) if line.startswith("k") and name in line]
    assert len(heads) == 1, heads
    h = heads[0]
    assert not kir[h + 1].endswith("(joined with the kernel above)"), kir[h + 1]
    lead = max(i for i in range(h) if kir[i].startswith("k"))
    assert "aten.add.Tensor" in kir[lead], kir[lead]
    out = kir[h + 1].split("[")[0].strip()
    (decl,) = [line for line in kir if line.startswith(out + ": ")]
    assert decl.startswith(out + ": view ") and " of buf" in decl, decl
    padded = decl.split(" of ")[1].split()[0]
    moved = [line for line in kir if "in place: its source moved into %s" % padded in line]
    assert len(moved) == 1, moved


# grad_output padded in every dim, the last too (helper-48): the
# grad_weight rows and the grad_input stencil read it at every kernel
# offset without a mask (before, each term of the last dim's edge offsets
# was a where(...) in the kernel IR: a compare and a blend per term and
# vector). Odd widths, widths below one vector, padding 0 (margins of 2),
# padding beyond the kernel's reach (no margin), dilation, 1-d and 3-d.
EDGE_CASES = [
    (2, 3, 3, 1, 1, False, 17, 2),  # rows of 17: one 16-wide vector and 1
    (2, 2, 3, 1, 1, True, 5, 3),  # rows of 5: below one vector
    (2, 3, 3, 0, 1, False, 9, 2),  # padding 0: margins of 2
    (2, 3, 3, 2, 2, True, 11, 2),  # dilated 'same'
    (2, 3, 3, 3, 1, False, 6, 2),  # padding past the reach: no margin
    (1, 4, 5, 1, 1, False, 13, 2),  # 1-d, margins of 3
    (3, 2, 3, 1, 1, True, 7, 2),
    (2, 3, 7, 3, 1, False, 31, 1),  # 7x7 'same', rows of 31
]


@pytest.mark.parametrize("case", EDGE_CASES, ids=_ids)
def test_last_dim_padded_no_masks(case, tmp_path, monkeypatch):
    import glob
    import os

    from cajit.ext import require

    monkeypatch.setenv("CAJIT_TIERED", "0")
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    assert run(case, monkeypatch=monkeypatch) == {}
    compiled_autograd.reset()
    (cag,) = glob.glob(os.path.join(str(tmp_path), "*.cag"))
    with open(cag) as f:
        kir = require().dump(f.read(), "kir").splitlines()
    heads = [i for i, line in enumerate(kir) if line.startswith("k") and "depthwise grad_" in line]
    assert any("grad_weight rows" in kir[i] for i in heads), heads
    assert any("grad_input" in kir[i] for i in heads), heads
    for i in heads:
        assert "where(" not in kir[i + 1], kir[i : i + 2]
