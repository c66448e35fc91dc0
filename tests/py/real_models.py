"""Models users train, for the real-model zoo (test_real_models.py).

Models from ``transformers`` built from small configs with random weights
(nothing is downloaded), plus hand-written families that the library
models do not cover: a RoPE / SwiGLU / grouped-query-attention decoder,
Swin-style window attention with patch merging, and a bidirectional LSTM
tagger. Each entry is a ``Spec``: a builder, the inputs of one step for a
(batch, length) shape, and the shapes of three steps, which change batch
and sequence length (vision models change the batch: their image size
fixes the patch grid or the convolutions' spatial sizes).

``run_model`` trains a cajit copy and an eager copy step by step and
compares every grad at torch.testing's default tolerances.
"""

from __future__ import annotations

import copy
import dataclasses
import math
import time
from collections.abc import Callable, Sequence
from typing import Any

import torch
import torch.nn as nn
import torch.nn.functional as F

import cajit
from harness import assert_close

VOCAB = 128


@dataclasses.dataclass
class Spec:
    build: Callable[[], nn.Module]
    # (model, shape) -> the loss of one step; called on the cajit model and
    # on its eager copy with the same inputs.
    inputs: Callable[[tuple[int, ...]], Any]
    loss: Callable[[nn.Module, Any], torch.Tensor]
    shapes: Sequence[tuple[int, ...]]


def _no_dropout(cfg: Any) -> Any:
    for name in dir(cfg):
        if ("dropout" in name or name.endswith("_pdrop")) and isinstance(getattr(cfg, name, None), float):
            setattr(cfg, name, 0.0)
    return cfg


def _ids(shape: tuple[int, ...]) -> dict[str, torch.Tensor]:
    b, s = shape
    ids = torch.randint(0, VOCAB, (b, s))
    return {"input_ids": ids, "labels": ids}


def _hf_loss(model: nn.Module, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
    return model(**inputs).loss


def _text(cls_name: str, cfg_name: str, **kw: Any) -> Spec:
    def build() -> nn.Module:
        import transformers

        cfg = _no_dropout(getattr(transformers, cfg_name)(**kw))
        return getattr(transformers, cls_name)(cfg)

    return Spec(build, _ids, _hf_loss, [(2, 16), (3, 24), (2, 20)])


def _bert_inputs(shape: tuple[int, ...]) -> dict[str, torch.Tensor]:
    b, s = shape
    ids = torch.randint(0, VOCAB, (b, s))
    mask = torch.ones(b, s, dtype=torch.long)
    mask[0, -3:] = 0  # padding in one row: the attention mask matters
    return {"input_ids": ids, "attention_mask": mask, "labels": ids}


def _images(size: int, classes: int = 10) -> Callable[[tuple[int, ...]], Any]:
    def make(shape: tuple[int, ...]) -> dict[str, torch.Tensor]:
        (b,) = shape
        return {"pixel_values": torch.randn(b, 3, size, size), "labels": torch.randint(0, classes, (b,))}

    return make


def _vit() -> nn.Module:
    from transformers import ViTConfig, ViTForImageClassification

    cfg = _no_dropout(ViTConfig(image_size=16, patch_size=4, num_channels=3, hidden_size=32, num_hidden_layers=1,
                                num_attention_heads=2, intermediate_size=64, num_labels=10))
    return ViTForImageClassification(cfg)


def _resnet() -> nn.Module:
    from transformers import ResNetConfig, ResNetForImageClassification

    cfg = ResNetConfig(num_channels=3, embedding_size=8, hidden_sizes=[8, 16], depths=[1, 1], layer_type="basic",
                       num_labels=10)
    return ResNetForImageClassification(cfg)


# ---- hand-written families -------------------------------------------------------


class RMSNorm(nn.Module):
    def __init__(self, d: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    e = x.shape[-1]
    return torch.cat((-x[..., e // 2 :], x[..., : e // 2]), dim=-1)


class RopeBlock(nn.Module):
    """LLaMA-style block: RMSNorm, rotary embeddings on q and k, grouped-query
    causal attention (kv heads repeated), SwiGLU MLP."""

    def __init__(self, d: int = 32, heads: int = 4, kv_heads: int = 2, hidden: int = 64) -> None:
        super().__init__()
        self.h, self.kv, self.e = heads, kv_heads, d // heads
        self.norm1, self.norm2 = RMSNorm(d), RMSNorm(d)
        self.q = nn.Linear(d, heads * self.e, bias=False)
        self.k = nn.Linear(d, kv_heads * self.e, bias=False)
        self.v = nn.Linear(d, kv_heads * self.e, bias=False)
        self.o = nn.Linear(heads * self.e, d, bias=False)
        self.gate = nn.Linear(d, hidden, bias=False)
        self.up = nn.Linear(d, hidden, bias=False)
        self.down = nn.Linear(hidden, d, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        h = self.norm1(x)
        q = self.q(h).view(b, s, self.h, self.e).transpose(1, 2)
        k = self.k(h).view(b, s, self.kv, self.e).transpose(1, 2)
        v = self.v(h).view(b, s, self.kv, self.e).transpose(1, 2)
        pos = torch.arange(s, dtype=torch.float32)
        inv = 1.0 / (10000 ** (torch.arange(0, self.e, 2, dtype=torch.float32) / self.e))
        freqs = torch.outer(pos, inv)
        emb = torch.cat((freqs, freqs), -1)
        cos, sin = emb.cos(), emb.sin()
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        rep = self.h // self.kv
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o(a.transpose(1, 2).reshape(b, s, self.h * self.e))
        h = self.norm2(x)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


class RopeDecoder(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.blocks = nn.ModuleList([RopeBlock(), RopeBlock()])
        self.norm = RMSNorm(32)
        self.head = nn.Linear(32, VOCAB, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        x = self.emb(input_ids)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x))


def _lm_loss(model: nn.Module, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
    logits = model(inputs["input_ids"])
    # Shifted next-token loss: logits[:, :-1] against ids[:, 1:].
    return F.cross_entropy(logits[:, :-1].reshape(-1, VOCAB), inputs["labels"][:, 1:].reshape(-1))


class WindowAttention(nn.Module):
    """Swin-style: attention inside w x w windows with a learned relative
    position bias, then patch merging by strided slices."""

    def __init__(self, c: int = 16, w: int = 2, heads: int = 2) -> None:
        super().__init__()
        self.c, self.w, self.heads = c, w, heads
        self.norm = nn.LayerNorm(c)
        self.qkv = nn.Linear(c, 3 * c)
        self.proj = nn.Linear(c, c)
        self.bias = nn.Parameter(torch.randn((2 * w - 1) ** 2, heads) * 0.02)
        coords = torch.stack(torch.meshgrid(torch.arange(w), torch.arange(w), indexing="ij")).flatten(1)
        rel = (coords[:, :, None] - coords[:, None, :]).permute(1, 2, 0) + (w - 1)
        self.register_buffer("index", rel[..., 0] * (2 * w - 1) + rel[..., 1], persistent=False)
        self.merge_norm = nn.LayerNorm(4 * c)
        self.reduce = nn.Linear(4 * c, 2 * c, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # [B, H, W, C]
        b, hh, ww, c = x.shape
        w, n = self.w, self.w * self.w
        win = x.view(b, hh // w, w, ww // w, w, c).permute(0, 1, 3, 2, 4, 5).reshape(-1, n, c)
        qkv = self.qkv(self.norm(win)).reshape(-1, n, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = (q @ k.transpose(-2, -1)) / math.sqrt(c // self.heads)
        att = att + self.bias[self.index.reshape(-1)].reshape(n, n, -1).permute(2, 0, 1)
        out = (att.softmax(-1) @ v).transpose(1, 2).reshape(-1, n, c)
        out = self.proj(out).view(b, hh // w, ww // w, w, w, c).permute(0, 1, 3, 2, 4, 5).reshape(b, hh, ww, c)
        x = x + out
        x0, x1 = x[:, 0::2, 0::2], x[:, 1::2, 0::2]
        x2, x3 = x[:, 0::2, 1::2], x[:, 1::2, 1::2]
        return self.reduce(self.merge_norm(torch.cat([x0, x1, x2, x3], -1)))


class SwinTiny(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = nn.Linear(3, 16)
        self.stage = WindowAttention()
        self.head = nn.Linear(32, 10)

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:  # [B, H, W, 3]
        return self.head(self.stage(self.embed(pixels)).mean((1, 2)))


def _swin_inputs(shape: tuple[int, ...]) -> dict[str, torch.Tensor]:
    b, h = shape
    return {"pixels": torch.randn(b, h, 8, 3), "labels": torch.randint(0, 10, (b,))}


def _swin_loss(model: nn.Module, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
    return F.cross_entropy(model(inputs["pixels"]), inputs["labels"])


class BiLSTMTagger(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 16)
        self.lstm = nn.LSTM(16, 24, num_layers=1, batch_first=True, bidirectional=True)
        self.head = nn.Linear(48, 5)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        out, _ = self.lstm(self.emb(input_ids))
        return self.head(out)


def _tag_inputs(shape: tuple[int, ...]) -> dict[str, torch.Tensor]:
    b, s = shape
    return {"input_ids": torch.randint(0, VOCAB, (b, s)), "labels": torch.randint(0, 5, (b, s))}


def _tag_loss(model: nn.Module, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
    return F.cross_entropy(model(inputs["input_ids"]).reshape(-1, 5), inputs["labels"].reshape(-1))


SPECS: dict[str, Spec] = {
    "gpt2": _text("GPT2LMHeadModel", "GPT2Config", vocab_size=VOCAB, n_positions=64, n_embd=32, n_layer=1, n_head=2),
    "llama": _text("LlamaForCausalLM", "LlamaConfig", vocab_size=VOCAB, hidden_size=64, intermediate_size=128,
                   num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2),
    "qwen2": _text("Qwen2ForCausalLM", "Qwen2Config", vocab_size=VOCAB, hidden_size=32, intermediate_size=64,
                   num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2),
    "bert": Spec(lambda: _bert(), _bert_inputs, _hf_loss, [(2, 16), (3, 24), (2, 20)]),
    "vit": Spec(_vit, _images(16), _hf_loss, [(2,), (3,), (4,)]),
    "resnet": Spec(_resnet, _images(16), _hf_loss, [(2,), (3,), (4,)]),
    "rope_decoder": Spec(RopeDecoder, _ids, _lm_loss, [(2, 16), (3, 24), (2, 20)]),
    "swin_window": Spec(SwinTiny, _swin_inputs, _swin_loss, [(2, 8), (3, 12), (2, 4)]),
    "bilstm": Spec(BiLSTMTagger, _tag_inputs, _tag_loss, [(2, 7), (3, 11), (2, 5)]),
}


# Models that run an op through the counted host fallback (so not in
# SPECS, whose test allows none): only their bf16 test runs them.
# Mixtral's experts run aten._grouped_mm, which cajit does not lower. At
# batch 2 its sizes coincide (batch == top-k == key/value heads, batch *
# top-k * tokens == hidden), and duck-sizing guarded 4 heads == batch *
# batch (cajit.relations.solved_equalities).
FALLBACK_SPECS: dict[str, Spec] = {
    "mixtral": _text("MixtralForCausalLM", "MixtralConfig", vocab_size=VOCAB, hidden_size=64, intermediate_size=128,
                     num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2, num_local_experts=4,
                     num_experts_per_tok=2),
}


def _bert() -> nn.Module:
    from transformers import BertConfig, BertForMaskedLM

    cfg = _no_dropout(BertConfig(vocab_size=VOCAB, hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                                 intermediate_size=64, max_position_embeddings=64))
    return BertForMaskedLM(cfg)


@dataclasses.dataclass
class Result:
    graphs: int
    recompiles: int
    first_backward_s: float
    stats: dict[str, Any]


def run_model(name: str, mode: str) -> Result:
    """Three steps of ``SPECS[name]`` under cajit and in eager, grads
    compared after each (mode "backward": loss.backward(), grads
    accumulating; "grad": torch.autograd.grad over the parameters;
    "compile": the documented torch.compile way, a train step compiled
    with ``backend="cajit"`` and ``compiled_autograd = True``, so cajit
    compiles the forward's aten graphs and the captured backward)."""
    spec = SPECS[name]
    torch.manual_seed(0)
    model = spec.build()
    ref = copy.deepcopy(model)
    params = [p for p in model.parameters() if p.requires_grad]
    step_fn = _compiled_step(spec, model) if mode == "compile" else None
    first = 0.0
    for step, shape in enumerate(spec.shapes):
        inputs = spec.inputs(shape)
        t0 = time.perf_counter()
        if step_fn is not None:
            with torch._dynamo.config.patch(compiled_autograd=True):
                loss = step_fn(inputs)
        else:
            with cajit.enable():
                loss = spec.loss(model, inputs)
                if mode == "grad":
                    got = torch.autograd.grad(loss, params)
                else:
                    loss.backward()
        if step == 0:
            first = time.perf_counter() - t0
        ref_loss = spec.loss(ref, inputs)
        torch.testing.assert_close(loss.detach(), ref_loss.detach())
        ref_params = [p for p in ref.parameters() if p.requires_grad]
        what = f"{name} step {step} {shape} {mode}"
        if mode == "grad":
            assert_close(got, torch.autograd.grad(ref_loss, ref_params), what, default_tolerances=True)
        else:
            ref_loss.backward()
            assert_close([p.grad for p in params], [p.grad for p in ref_params], what, default_tolerances=True)
    s = cajit.stats()
    return Result(s["graphs_compiled"], s["recompiles"], first, s)


def _compiled_step(spec: Spec, model: nn.Module) -> Callable[[Any], torch.Tensor]:
    def step(inputs: Any) -> torch.Tensor:
        loss = spec.loss(model, inputs)
        loss.backward()
        return loss

    # torch.compile reads the compiled_autograd switch when it wraps.
    with torch._dynamo.config.patch(compiled_autograd=True):
        return torch.compile(step, backend="cajit")


def _rmse(a: torch.Tensor, b: torch.Tensor) -> float:
    return (a.double() - b.double()).pow(2).mean().sqrt().item()


def run_model_bf16(name: str, multiplier: float = 2.0) -> Result:
    """Three steps of ``SPECS[name]`` with bf16 weights under cajit, in
    eager bf16 and in float64 from the same weights. bf16 grads of
    different but equally valid computations (cajit's fused kernels keep
    intermediates in f32 and round once, as Inductor's do; eager rounds
    after every op) differ by more than assert_close's bf16 tolerances, so
    the reference is PyTorch's own for compiled bf16 (torch._dynamo.utils.
    same with fp64_ref): per parameter, cajit's RMS error against float64
    at most ``multiplier`` times eager's (torch allows 3x)."""
    spec = SPECS[name] if name in SPECS else FALLBACK_SPECS[name]
    torch.manual_seed(0)
    model = spec.build().to(torch.bfloat16)
    ref = copy.deepcopy(model)
    r64 = copy.deepcopy(model).double()
    if getattr(getattr(r64, "config", None), "_experts_implementation", None) not in (None, "eager"):
        # The float64 reference runs a mixture of experts one expert at a
        # time: aten._grouped_mm has no float64 kernel.
        r64.set_experts_implementation("eager")
    first = 0.0
    for step, shape in enumerate(spec.shapes):
        inputs = spec.inputs(shape)
        for m in (model, ref, r64):
            m.zero_grad(set_to_none=True)
        t0 = time.perf_counter()
        with cajit.enable():
            spec.loss(model, inputs).backward()
        if step == 0:
            first = time.perf_counter() - t0
        spec.loss(ref, inputs).backward()
        spec.loss(r64, inputs).backward()
        for (pname, p), q, o in zip(model.named_parameters(), ref.parameters(), r64.parameters()):
            assert p.grad is not None and p.grad.dtype == torch.bfloat16, pname
            mine, eager = _rmse(p.grad, o.grad), _rmse(q.grad, o.grad)
            assert mine <= multiplier * eager + 1e-7, (
                f"{name} step {step} {shape} {pname}: RMS error against float64 {mine:.3g}, eager bf16's {eager:.3g}")
    s = cajit.stats()
    return Result(s["graphs_compiled"], s["recompiles"], first, s)
