"""Small models for the end-to-end tests: each builder returns
(model, make_batch(bs) -> (x, y), loss(out, y))."""

import torch
import torch.nn as nn
import torch.nn.functional as F


def mlp_ce():
    model = nn.Sequential(nn.Linear(10, 16), nn.ReLU(), nn.Linear(16, 3))
    return model, lambda b: (torch.randn(b, 10), torch.randint(0, 3, (b,))), F.cross_entropy


def mlp_tanh_mse():
    model = nn.Sequential(nn.Linear(8, 12), nn.Tanh(), nn.Linear(12, 4))
    return model, lambda b: (torch.randn(b, 8), torch.randn(b, 4)), F.mse_loss


def cnn():
    model = nn.Sequential(
        nn.Conv2d(3, 4, 3, padding=1),
        nn.BatchNorm2d(4),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Flatten(),
        nn.Linear(4 * 4 * 4, 5),
    )
    return model, lambda b: (torch.randn(b, 3, 8, 8), torch.randint(0, 5, (b,))), F.cross_entropy


class Block(nn.Module):
    """Pre-norm transformer block: LayerNorm, causal MHA through SDPA, GELU MLP."""

    def __init__(self, d=16, heads=2):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


def transformer():
    return Block(), lambda b: (torch.randn(b, 5, 16), torch.randn(b, 5, 16)), F.mse_loss


def embedding():
    model = nn.Sequential(nn.Embedding(20, 8), nn.Flatten(), nn.Linear(8 * 6, 20))
    return model, lambda b: (torch.randint(0, 20, (b, 6)), torch.randint(0, 20, (b,))), F.cross_entropy


MODELS = {
    "mlp_ce": mlp_ce,
    "mlp_tanh_mse": mlp_tanh_mse,
    "cnn": cnn,
    "transformer": transformer,
    "embedding": embedding,
}


class MHA(nn.Module):
    """nn.MultiheadAttention (batch_first): its backward has mse_loss_backward
    of a transposed tensor, whose fake output strides differ from eager's."""

    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(16, 2, batch_first=True)

    def forward(self, x):
        return self.attn(x, x, x, need_weights=False)[0]


def mha():
    return MHA(), lambda b: (torch.randn(b, 5, 16), torch.randn(b, 5, 16)), F.mse_loss


class RNNClassifier(nn.Module):
    """Embedding-free sequence classifier: a one-layer GRU or LSTM
    (batch_first) whose last hidden state feeds a linear head."""

    def __init__(self, cell, d_in=6, hidden=8, classes=3):
        super().__init__()
        self.rnn = cell(d_in, hidden, batch_first=True)
        self.head = nn.Linear(hidden, classes)

    def forward(self, x):
        out, _ = self.rnn(x)
        return self.head(out[:, -1])


def gru():
    return RNNClassifier(nn.GRU), lambda b: (torch.randn(b, 5, 6), torch.randint(0, 3, (b,))), F.cross_entropy


def lstm():
    return RNNClassifier(nn.LSTM), lambda b: (torch.randn(b, 5, 6), torch.randint(0, 3, (b,))), F.cross_entropy


class BasicBlock(nn.Module):
    """torchvision's ResNet BasicBlock: two 3x3 conv + BatchNorm, ReLU, and
    an identity shortcut, or with stride 2 a 1x1 conv + BatchNorm one."""

    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride=stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        identity = x if self.down is None else self.down(x)
        return F.relu(out + identity)


def _resnet(block):
    model = nn.Sequential(block, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(block.bn2.num_features, 5))
    return model, lambda b: (torch.randn(b, block.conv1.in_channels, 6, 6), torch.randint(0, 5, (b,))), F.cross_entropy


def resnet_identity():
    return _resnet(BasicBlock(4, 4))


def resnet_downsample():
    return _resnet(BasicBlock(3, 4, stride=2))


def groupnorm_silu():
    model = nn.Sequential(
        nn.Conv2d(3, 8, 3, padding=1),
        nn.GroupNorm(2, 8),
        nn.SiLU(),
        nn.Conv2d(8, 4, 1),
        nn.Flatten(),
        nn.Linear(4 * 5 * 5, 3),
    )
    return model, lambda b: (torch.randn(b, 3, 5, 5), torch.randint(0, 3, (b,))), F.cross_entropy


ZOO = {
    **MODELS,
    "gru": gru,
    "lstm": lstm,
    "resnet_identity": resnet_identity,
    "resnet_downsample": resnet_downsample,
    "groupnorm_silu": groupnorm_silu,
}
