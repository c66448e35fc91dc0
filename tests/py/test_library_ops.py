"""Library calls (lib/lower: cajit_lower_library): convolution backwards
that cajit hands to torch by choice, because torch's oneDNN convolutions
beat cajit's im2col + GEMM lowering at those sizes (CAJIT_CONV_BACKWARD:
auto, library, native). Grads equal eager for every convolution shape the
lowering supports (1-3 spatial dims, stride, padding, dilation, groups,
with and without bias, input with and without grad); the calls are counted
in stats()["library_ops"], never as fallbacks; auto sends only the large
ones; native sends none. Forward convolutions and attention
(torch.compile(backend="cajit")'s forward graphs) are library calls by
design, in every mode. LSTM layer backwards (mkldnn_rnn_layer_backward)
follow the same modes, from CAJIT_LIBRARY_MIN_LSTM_MACS in auto."""

import pytest
import torch
import torch.nn as nn

from torch._dynamo import compiled_autograd

import cajit
from cajit import native
from harness import assert_close

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")

CONV = "aten.convolution_backward.default"

# (dims, in channels, out channels, kernel, stride, padding, dilation, groups, bias, spatial)
CASES = [
    (2, 3, 8, 3, 1, 1, 1, 1, True, 9),
    (2, 6, 6, 3, 1, 2, 2, 6, True, 10),
    (1, 5, 7, 5, 2, 3, 1, 1, True, 17),
    (3, 3, 4, 3, 1, 1, 1, 1, False, 5),
    (2, 8, 4, 1, 2, 0, 1, 1, True, 8),
]


def run(case, mode, monkeypatch, input_grad=True, batch=3, loose=False):
    dims, cin, cout, k, s, p, d, g, bias, size = case
    conv_cls = {1: nn.Conv1d, 2: nn.Conv2d, 3: nn.Conv3d}[dims]
    torch.manual_seed(0)
    conv = conv_cls(cin, cout, k, s, p, d, g, bias)
    ref = conv_cls(cin, cout, k, s, p, d, g, bias)
    ref.load_state_dict(conv.state_dict())
    x = torch.randn(batch, cin, *([size] * dims), requires_grad=input_grad)
    xr = x.detach().clone().requires_grad_(input_grad)
    monkeypatch.setenv("CAJIT_CONV_BACKWARD", mode)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    cajit.reset_stats()
    compiled_autograd.reset()  # compile afresh, in this mode
    with cajit.enable():
        conv(x).tanh().sum().backward()
    assert cajit.stats()["graphs_compiled"] == 1
    ref(xr).tanh().sum().backward()
    got = [p.grad for p in conv.parameters()] + ([x.grad] if input_grad else [])
    want = [p.grad for p in ref.parameters()] + ([xr.grad] if input_grad else [])
    # torch's defaults for f32: sums over thousands of positions in a
    # different order than eager's (cajit computes grad_output itself).
    if loose:  # a 9.4M-MAC convolution: 2048-term sums of f32
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-4)
    else:
        assert_close(got, want, f"{case} {mode}", default_tolerances=True)
    s = cajit.stats()
    assert s["fallback_ops"] == {}, s["fallback_ops"]
    return s["library_ops"]


@pytest.mark.parametrize("case", CASES, ids=lambda c: "conv%dd_c%d_o%d_k%d_s%d_p%d_d%d_g%d_%s" % (
    c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], "bias" if c[8] else "nobias"))
def test_library_convolution_matches_eager(case, monkeypatch):
    assert run(case, "library", monkeypatch) == {CONV: 1}
    assert run(case, "native", monkeypatch) == {}


def test_input_without_grad(monkeypatch):
    # output_mask [False, True, True]: torch returns None for grad_input.
    assert run(CASES[0], "library", monkeypatch, input_grad=False) == {CONV: 1}


def test_declined_convolutions_stay_fallbacks(monkeypatch):
    # A grouped convolution whose out-channels are symbolic is declined by
    # the op registry before lowering (docs/ops.md): torch runs it either
    # way, and it is counted as what it is, a fallback.
    case = (2, 4, 6, 3, 2, 0, 1, 2, False, 11)
    dims, cin, cout, k, s, p, d, g, bias, size = case
    for mode in ("library", "native"):
        monkeypatch.setenv("CAJIT_CONV_BACKWARD", mode)
        monkeypatch.setenv("CAJIT_CACHE", "0")
        torch.manual_seed(0)
        conv = nn.Conv2d(cin, cout, k, s, p, d, g, bias)
        x = torch.randn(3, cin, size, size, requires_grad=True)
        cajit.reset_stats()
        compiled_autograd.reset()
        with cajit.enable():
            conv(x).tanh().sum().backward()
        st = cajit.stats()
        assert st["fallback_ops"] == {CONV: 1} and st["library_ops"] == {}, st


def test_auto_sends_only_large_convolutions(monkeypatch):
    small = (2, 3, 4, 3, 1, 1, 1, 1, True, 8)  # 3*9*64*4 = 7K MACs per image
    large = (2, 32, 32, 3, 1, 1, 1, 1, False, 32)  # 32*9*1024*32 = 9.4M
    assert run(small, "auto", monkeypatch) == {}
    assert run(large, "auto", monkeypatch, batch=2, loose=True) == {CONV: 1}


LSTM = "aten.mkldnn_rnn_layer_backward.default"


def run_lstm(mode, monkeypatch, sizes, bidirectional=True):
    """An nn.LSTM's backward (two layers: mkldnn_rnn_layer_backward per
    layer and direction) under cajit in `mode`, grads against eager."""
    inp, hidden, steps, batch = sizes
    torch.manual_seed(0)
    lstm = nn.LSTM(inp, hidden, num_layers=2, batch_first=True, bidirectional=bidirectional)
    ref = nn.LSTM(inp, hidden, num_layers=2, batch_first=True, bidirectional=bidirectional)
    ref.load_state_dict(lstm.state_dict())
    x = torch.randn(batch, steps, inp, requires_grad=True)
    xr = x.detach().clone().requires_grad_()
    monkeypatch.setenv("CAJIT_CONV_BACKWARD", mode)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    cajit.reset_stats()
    compiled_autograd.reset()
    with cajit.enable():
        lstm(x)[0].tanh().sum().backward()
    ref(xr)[0].tanh().sum().backward()
    assert_close([p.grad for p in lstm.parameters()] + [x.grad],
                 [p.grad for p in ref.parameters()] + [xr.grad], f"lstm {sizes} {mode}",
                 default_tolerances=True)
    s = cajit.stats()
    assert s["graphs_compiled"] == 1 and s["fallback_ops"] == {}, s
    return s["library_ops"]


def test_auto_sends_lstm_backwards_from_a_size(monkeypatch):
    # Per layer and direction: steps * batch * 4 * hidden * (input +
    # hidden) multiply-adds against CAJIT_LIBRARY_MIN_LSTM_MACS (2^20).
    # 4 * 4 * 128 * 48 = 98K: native; 16 * 8 * 128 * 64 = 1M: oneDNN's
    # fused backward.
    assert run_lstm("auto", monkeypatch, (16, 32, 4, 4)) == {}
    assert run_lstm("auto", monkeypatch, (32, 32, 16, 8)) == {LSTM: 4}
    assert run_lstm("native", monkeypatch, (32, 32, 16, 8)) == {}
    assert run_lstm("library", monkeypatch, (16, 32, 4, 4), bidirectional=False) == {LSTM: 2}


def test_bad_mode_is_an_error(monkeypatch):
    monkeypatch.setenv("CAJIT_FALLBACK", "")
    with pytest.raises(cajit.CompileError, match="CAJIT_CONV_BACKWARD must be"):
        run(CASES[0], "fastest", monkeypatch)


def _compiled(text, mode, call=None):
    return native._native.Compiled(text, "g.cag", conv_backward=mode, call=call)


def test_sizes_it_cannot_read_keep_convolutions_native(tmp_path, monkeypatch):
    # library_nodes (lib/compile/library_nodes.c) only picks what is
    # faster; when it cannot size a convolution from the call, the node
    # stays native, and says so.
    monkeypatch.setenv("CAJIT_DUMP_DIR", str(tmp_path))
    run(CASES[0], "library", monkeypatch)
    text = sorted(tmp_path.glob("*.cag"))[0].read_text()
    c = _compiled(text, "auto", ([], [], []))
    assert c.library_nodes is None
    assert "cannot size the convolutions (expected" in c.library_note
    assert "they stay native" in c.library_note
    c = _compiled(text, "auto")  # no call: nothing to size, nothing to say
    assert c.library_nodes is None and c.library_note is None
    assert _compiled(text, "library").library_nodes == "*"
    assert _compiled(text, "native").library_nodes is None


def test_auto_mode_sizes_at_the_call(monkeypatch):
    # 32 * 3*3 * 32 (weight) * 32*32 (grad_output's spatial sizes) = 9.4M
    # multiply-adds per image >= 2^20: a library call; at 8x8 spatial 0.6M,
    # native. The batch (s0) does not matter.
    def text(hw):
        return ("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                "sym s0 = input 0 dim 0\n"
                f"input %0 : f32[s0, 32, {hw}, {hw}]\ninput %1 : f32[s0, 32, {hw}, {hw}]\n"
                "input %2 : f32[32, 32, 3, 3]\n"
                "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, [0], [1, 1], [1, 1], "
                f"[1, 1], false, [0, 0], 1, [true, true, false]) : (f32[s0, 32, {hw}, {hw}], "
                "f32[32, 32, 3, 3], none)\n"
                "return (%3, %4)\n")

    def call(b, hw):
        x = torch.zeros(b, 32, hw, hw)
        return ([x, x, torch.zeros(32, 32, 3, 3)], [], [])

    assert _compiled(text(32), "auto", call(1, 32)).library_nodes == "3"
    assert _compiled(text(8), "auto", call(64, 8)).library_nodes is None


def test_a_bad_mode_names_the_variable():
    text = "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\ninput %0 : f32[2]\nreturn (%0)\n"
    with pytest.raises(native._native.Error, match="CAJIT_CONV_BACKWARD must be auto, library or native, not 'fastest'"):
        _compiled(text, "fastest")


# ---- forward convolutions and attention: library calls by design -------------------

FORWARD_CONV = "aten.convolution.default"
FLASH = "aten._scaled_dot_product_flash_attention_for_cpu.default"


class _ConvAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, stride=2, padding=1, groups=1)
        self.dw = nn.Conv1d(8, 8, 3, padding=2, dilation=2, groups=8, bias=False)
        self.qkv = nn.Linear(8, 24)

    def forward(self, x):
        h = self.conv(x).flatten(2)  # [B, 8, L]
        h = self.dw(h).transpose(1, 2)  # [B, L, 8]
        q, k, v = self.qkv(h).view(h.shape[0], h.shape[1], 2, 3, 4).permute(3, 0, 2, 1, 4)
        return nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True).sum(1)


@pytest.mark.parametrize("mode", ["native", "auto", "library"])
def test_forward_convolutions_and_attention_are_library_calls(mode, monkeypatch):
    monkeypatch.setenv("CAJIT_CONV_BACKWARD", mode)
    monkeypatch.setenv("CAJIT_CACHE", "0")
    torch.manual_seed(0)
    model = _ConvAttention()
    ref = _ConvAttention()
    ref.load_state_dict(model.state_dict())
    run = torch.compile(model, backend="cajit")
    for b in (2, 3):
        x = torch.randn(b, 3, 8, 8)
        out, want = run(x), ref(x)
        torch.testing.assert_close(out, want)
        out.tanh().sum().backward()
        want.tanh().sum().backward()
        for (name, p), q in zip(model.named_parameters(), ref.parameters()):
            torch.testing.assert_close(p.grad, q.grad, msg=lambda m: f"batch {b}, {name}: {m}")
    st = cajit.stats()
    assert st["fallback_ops"] == {}, st["fallback_ops"]
    assert st["library_ops"].get(FORWARD_CONV, 0) >= 2 and st["library_ops"].get(FLASH, 0) >= 1, st["library_ops"]
    if mode == "native":
        assert CONV not in st["library_ops"], st["library_ops"]


def test_library_nodes_lists_every_forward_library_node(monkeypatch):
    text = ("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
            "input %0 : f32[2, 4, 5, 5]\ninput %1 : f32[6, 4, 3, 3]\ninput %2 : f32[6, 6, 3, 3]\n"
            "%3 = aten.convolution.default(%0, %1, none, [1, 1], [1, 1], [1, 1], false, [0, 0], 1) : f32[2, 6, 5, 5]\n"
            "%4 = aten.relu.default(%3) : f32[2, 6, 5, 5]\n"
            "%5 = aten.convolution.default(%4, %2, none, [1, 1], [1, 1], [1, 1], false, [0, 0], 1) : f32[2, 6, 5, 5]\n"
            "return (%5)\n")
    for mode in ("native", "auto", "library"):  # the mode is for convolution backwards
        assert _compiled(text, mode).library_nodes == "3,5"
