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
MODELS = ("mlp", "cnn", "transformer", "embedding", "gru")


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
