"""The model zoo: five small training workloads at two sizes.

Each entry builds (model, inputs, loss_fn) deterministically from a seed, so
every backend gets a model with identical weights and identical inputs. The
tiny size is overhead-bound (a few microseconds of math per op); the medium
size is compute-bound on a 2-core CPU (tens to hundreds of milliseconds per
backward). Only the backward is compiled by the backends under test; the
forward always runs eagerly.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

SIZES = ("tiny", "medium")
# The memory-bound models (issue 23 item 2): backwards not dominated by
# GEMM or convolution, where a compiler's fusion should beat eager.
MEMORY_MODELS = ("norm_mlp", "dwconv", "embbag", "rmsnorm_swiglu")
MODELS = ("mlp", "cnn", "transformer", "embedding", "gru") + MEMORY_MODELS


class MLP(nn.Module):
    def __init__(self, widths):
        super().__init__()
        self.layers = nn.ModuleList(
            nn.Linear(a, b) for a, b in zip(widths[:-1], widths[1:]))

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i + 1 < len(self.layers):
                x = F.relu(x)
        return x


class BasicBlock(nn.Module):
    """ResNet basic block: conv-bn-relu-conv-bn plus a (projected) skip."""

    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.skip = None
        if stride != 1 or cin != cout:
            self.skip = nn.Sequential(
                nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return F.relu(y + (x if self.skip is None else self.skip(x)))


class CNN(nn.Module):
    """ResNet-ish: stem, one block per stage (the first stage keeps the
    resolution, later ones halve it), global average pool, classifier."""

    def __init__(self, channels, classes=10):
        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv2d(3, channels[0], 3, 1, 1, bias=False),
            nn.BatchNorm2d(channels[0]), nn.ReLU())
        blocks, cin = [], channels[0]
        for i, c in enumerate(channels):
            blocks.append(BasicBlock(cin, c, 1 if i == 0 else 2))
            cin = c
        self.blocks = nn.Sequential(*blocks)
        self.fc = nn.Linear(cin, classes)

    def forward(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(x.mean(dim=(2, 3)))


class TransformerBlock(nn.Module):
    """Pre-norm block with explicit attention (matmul, softmax, matmul), so
    the backward is made of ordinary aten ops rather than one fused SDPA."""

    def __init__(self, d, heads, ffn):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, ffn)
        self.fc2 = nn.Linear(ffn, d)

    def forward(self, x):
        b, s, d = x.shape
        h = self.heads
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        q, k, v = (t.reshape(b, s, h, d // h).transpose(1, 2) for t in (q, k, v))
        att = torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(d // h), dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, s, d)
        x = x + self.proj(y)
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class EmbeddingModel(nn.Module):
    """Token embedding, mean over the sequence, a linear head."""

    def __init__(self, vocab, dim, classes):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, tokens):
        return self.head(torch.tanh(self.emb(tokens)).mean(dim=1))


class GRUModel(nn.Module):
    def __init__(self, inp, hidden, classes):
        super().__init__()
        self.gru = nn.GRU(inp, hidden, batch_first=True)
        self.head = nn.Linear(hidden, classes)

    def forward(self, x):
        out, _ = self.gru(x)
        return self.head(out[:, -1])


class NormMLP(nn.Module):
    """Norm-and-activation-heavy MLP at small width and large batch (a
    tabular / MLP-Mixer-style stack): per block Linear, LayerNorm, GELU,
    LayerNorm, GELU and a residual. The GEMMs are [batch, d] x [d, d] with
    d = 64: little arithmetic per byte the norms and activations move."""

    def __init__(self, d, blocks, classes=10):
        super().__init__()
        self.blocks = nn.ModuleList(
            nn.ModuleDict({"fc": nn.Linear(d, d), "ln1": nn.LayerNorm(d),
                           "ln2": nn.LayerNorm(d)}) for _ in range(blocks))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        for b in self.blocks:
            y = F.gelu(b["ln1"](b["fc"](x)))
            x = x + F.gelu(b["ln2"](y))
        return self.head(x)


class DWBlock(nn.Module):
    """Depthwise 3x3 + BatchNorm + activation, as in MobileNet's and
    ConvNeXt's blocks, with a residual; no 1x1 convolution, so the
    backward is the depthwise convolution and the pointwise work around
    it."""

    def __init__(self, c, act):
        super().__init__()
        self.dw = nn.Conv2d(c, c, 3, 1, 1, groups=c, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = act

    def forward(self, x):
        return x + self.act(self.bn(self.dw(x)))


class DWConvNet(nn.Module):
    def __init__(self, c, classes=10):
        super().__init__()
        self.blocks = nn.Sequential(DWBlock(c, nn.ReLU6()), DWBlock(c, nn.GELU()),
                                    DWBlock(c, nn.Hardswish()))
        self.fc = nn.Linear(c, classes)

    def forward(self, x):
        return self.fc(self.blocks(x).mean(dim=(2, 3)))


class EmbBagRec(nn.Module):
    """DLRM-style recommender: per sparse feature an nn.EmbeddingBag (sum
    over a fixed-size bag, indices 2-d), concatenated with a dense
    feature's projection, then a small MLP."""

    def __init__(self, tables, rows, dim, dense):
        super().__init__()
        self.bags = nn.ModuleList(nn.EmbeddingBag(rows, dim, mode="sum")
                                  for _ in range(tables))
        self.dense = nn.Linear(dense, dim)
        self.mlp = nn.Sequential(nn.Linear(dim * (tables + 1), 64), nn.ReLU(),
                                 nn.Linear(64, 1))

    def forward(self, dense, *sparse):
        feats = [F.relu(self.dense(dense))]
        feats += [bag(ix) for bag, ix in zip(self.bags, sparse)]
        return self.mlp(torch.cat(feats, dim=1))


def _llama_modules():
    """transformers' llama modeling module (imported on first use: the
    other models do not need transformers)."""
    from transformers.models.llama import modeling_llama

    return modeling_llama


def _llama_config(d, ffn):
    modeling_llama = _llama_modules()
    return modeling_llama.LlamaConfig(hidden_size=d, intermediate_size=ffn, hidden_act="silu",
                       mlp_bias=False, rms_norm_eps=1e-6)


class RMSNormSwiGLU(nn.Module):
    """Pre-norm feed-forward blocks of LLaMA at small width: transformers'
    own LlamaRMSNorm and LlamaMLP (gate/up projections, SiLU gate, down
    projection), x = x + mlp(norm(x)), a final norm and a linear head (the
    loss of the norm's output alone has gradients that cancel to noise)."""

    def __init__(self, d, ffn, blocks, classes=10):
        super().__init__()
        m = _llama_modules()
        LlamaMLP, LlamaRMSNorm = m.LlamaMLP, m.LlamaRMSNorm
        cfg = _llama_config(d, ffn)
        self.norms = nn.ModuleList(LlamaRMSNorm(d, eps=cfg.rms_norm_eps) for _ in range(blocks))
        self.mlps = nn.ModuleList(LlamaMLP(cfg) for _ in range(blocks))
        self.final = LlamaRMSNorm(d, eps=cfg.rms_norm_eps)
        self.head = nn.Linear(d, classes, bias=False)

    def forward(self, x):
        for norm, mlp in zip(self.norms, self.mlps):
            x = x + mlp(norm(x))
        return self.head(self.final(x))


def _embbag_inputs(g, batch, tables, rows, bag, dense):
    return [torch.randn(batch, dense, generator=g)] + [
        torch.randint(0, rows, (batch, bag), generator=g) for _ in range(tables)]


# name -> size -> (description, constructor, input maker)
CONFIGS = {
    "mlp": {
        "tiny": ("MLP 32-64-10, batch 8",
                 lambda: MLP([32, 64, 10]),
                 lambda g: [torch.randn(8, 32, generator=g)]),
        "medium": ("MLP 1024-1024-1024-10, batch 256",
                   lambda: MLP([1024, 1024, 1024, 10]),
                   lambda g: [torch.randn(256, 1024, generator=g)]),
    },
    "cnn": {
        "tiny": ("ResNet-ish 8-16 channels, 8x8, batch 4",
                 lambda: CNN([8, 16]),
                 lambda g: [torch.randn(4, 3, 8, 8, generator=g)]),
        "medium": ("ResNet-ish 32-64 channels, 32x32, batch 32",
                   lambda: CNN([32, 64]),
                   lambda g: [torch.randn(32, 3, 32, 32, generator=g)]),
    },
    "transformer": {
        "tiny": ("transformer block d32 h2 ffn64, seq 8, batch 2",
                 lambda: TransformerBlock(32, 2, 64),
                 lambda g: [torch.randn(2, 8, 32, generator=g)]),
        "medium": ("transformer block d512 h8 ffn2048, seq 256, batch 8",
                   lambda: TransformerBlock(512, 8, 2048),
                   lambda g: [torch.randn(8, 256, 512, generator=g)]),
    },
    "embedding": {
        "tiny": ("embedding 100x16 + linear, 8x4 tokens",
                 lambda: EmbeddingModel(100, 16, 10),
                 lambda g: [torch.randint(0, 100, (8, 4), generator=g)]),
        "medium": ("embedding 32000x256 + linear, 32x128 tokens",
                   lambda: EmbeddingModel(32000, 256, 256),
                   lambda g: [torch.randint(0, 32000, (32, 128), generator=g)]),
    },
    "gru": {
        # The CPU GRU unrolls into ~150 captured ops per time step, so the
        # sequence stays short to keep compile times bounded.
        "tiny": ("GRU 16->32, seq 4, batch 4",
                 lambda: GRUModel(16, 32, 10),
                 lambda g: [torch.randn(4, 4, 16, generator=g)]),
        "medium": ("GRU 512->512, seq 8, batch 128",
                   lambda: GRUModel(512, 512, 10),
                   lambda g: [torch.randn(128, 8, 512, generator=g)]),
    },
    "norm_mlp": {
        "tiny": ("norm MLP d32 x2 blocks (Linear, LN, GELU, LN, GELU), batch 16",
                 lambda: NormMLP(32, 2),
                 lambda g: [torch.randn(16, 32, generator=g)]),
        "medium": ("norm MLP d64 x4 blocks (Linear, LN, GELU, LN, GELU), batch 8192",
                   lambda: NormMLP(64, 4),
                   lambda g: [torch.randn(8192, 64, generator=g)]),
    },
    "dwconv": {
        "tiny": ("depthwise 3x3 + BN + act x3, 8 channels, 8x8, batch 2",
                 lambda: DWConvNet(8),
                 lambda g: [torch.randn(2, 8, 8, 8, generator=g)]),
        "medium": ("depthwise 3x3 + BN + act x3, 64 channels, 56x56, batch 16",
                   lambda: DWConvNet(64),
                   lambda g: [torch.randn(16, 64, 56, 56, generator=g)]),
    },
    "embbag": {
        "tiny": ("2 EmbeddingBags 100x8 (bags of 4) + MLP, batch 8",
                 lambda: EmbBagRec(2, 100, 8, 4),
                 lambda g: _embbag_inputs(g, 8, 2, 100, 4, 4)),
        "medium": ("4 EmbeddingBags 100000x32 (bags of 16) + MLP, batch 4096",
                   lambda: EmbBagRec(4, 100000, 32, 16),
                   lambda g: _embbag_inputs(g, 4096, 4, 100000, 16, 16)),
    },
    "rmsnorm_swiglu": {
        "tiny": ("LlamaRMSNorm + LlamaMLP d32 ffn64 x2, seq 8, batch 2",
                 lambda: RMSNormSwiGLU(32, 64, 2),
                 lambda g: [torch.randn(2, 8, 32, generator=g)]),
        "medium": ("LlamaRMSNorm + LlamaMLP d32 ffn88 x4, seq 512, batch 16",
                   lambda: RMSNormSwiGLU(32, 88, 4),
                   lambda g: [torch.randn(16, 512, 32, generator=g)]),
    },
}


def describe(model, size):
    return CONFIGS[model][size][0]


def build(model, size, seed=0):
    """Returns (module, inputs) with weights and inputs fixed by seed."""
    _, make_model, make_inputs = CONFIGS[model][size]
    torch.manual_seed(seed)
    module = make_model()
    module.train()
    g = torch.Generator().manual_seed(seed + 1)
    return module, make_inputs(g)


def loss_of(module, inputs):
    out = module(*inputs)
    return out.float().square().mean()
