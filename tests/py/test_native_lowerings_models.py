"""Small hand-written models whose backwards used to call the Python host
fallback (issue 18): each trains a few steps under cajit, batch size
changing between steps, with grads equal to eager (torch.testing's default
tolerances) and no op through the fallback (``cajit.stats()["fallback_ops"]
== {}``).

- MobileNet-style depthwise-separable block with TF-style "same" padding
  (F.pad with uneven pads: constant_pad_nd, whose backward pads negatively);
- a small U-Net: nearest, bilinear (align_corners both ways) and bicubic
  upsampling
  with skip concatenation (upsample_*_backward);
- an EmbeddingBag recommender: sum, mean and max bags, per_sample_weights,
  padding_idx, include_last_offset (_embedding_bag_backward and the
  per-sample-weights backward);
- max over a dim, topk and sort in the loss path (scatter.src), flip;
- a pixel_shuffle super-resolution head (pixel_shuffle / pixel_unshuffle);
- F.unfold / F.fold patches (col2im, im2col), Mish (mish_backward);
- Huber and smooth-L1 losses, every reduction.
"""

from __future__ import annotations

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import cajit
from harness import run_steps

BATCHES = (3, 5, 4)


def _same_pad(x: torch.Tensor, k: int, s: int) -> torch.Tensor:
    """TensorFlow's "SAME" padding: the extra pixel goes after."""
    h, w = x.shape[-2:]
    ph = max((-(-h // s) - 1) * s + k - h, 0)
    pw = max((-(-w // s) - 1) * s + k - w, 0)
    return F.pad(x, (pw // 2, pw - pw // 2, ph // 2, ph - ph // 2))


class MobileBlock(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, stride=2)
        self.dw = nn.Conv2d(8, 8, 3, stride=2, groups=8)
        self.pw = nn.Conv2d(8, 12, 1)
        self.head = nn.Linear(12, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.relu6(self.stem(_same_pad(x, 3, 2)))
        x = F.relu6(self.pw(self.dw(_same_pad(x, 3, 2))))
        return self.head(x.mean((2, 3)))


class UNet(nn.Module):
    def __init__(self, mode: str, align_corners: bool) -> None:
        super().__init__()
        self.mode, self.align = mode, align_corners
        self.enc1 = nn.Conv2d(2, 6, 3, padding=1)
        self.enc2 = nn.Conv2d(6, 8, 3, padding=1)
        self.mid = nn.Conv2d(8, 8, 3, padding=1)
        self.dec2 = nn.Conv2d(16, 6, 3, padding=1)
        self.dec1 = nn.Conv2d(12, 2, 3, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        e1 = F.relu(self.enc1(x))
        e2 = F.relu(self.enc2(F.max_pool2d(e1, 2)))
        m = F.relu(self.mid(F.max_pool2d(e2, 2)))
        up2 = F.interpolate(m, scale_factor=2, mode="nearest")
        d2 = F.relu(self.dec2(torch.cat([up2, e2], 1)))
        up1 = F.interpolate(d2, size=e1.shape[-2:], mode=self.mode, align_corners=self.align)
        return self.dec1(torch.cat([up1, e1], 1))


class Recommender(nn.Module):
    def __init__(self, mode: str, psw: bool, padding_idx: int | None, last: bool) -> None:
        super().__init__()
        self.psw, self.last = psw, last
        self.bag = nn.EmbeddingBag(20, 6, mode=mode, padding_idx=padding_idx, include_last_offset=last)
        self.items = nn.Embedding(20, 6)
        self.out = nn.Linear(12, 1)

    def forward(self, batch: tuple[torch.Tensor, ...]) -> torch.Tensor:
        idx, off, w, item = batch
        users = self.bag(idx, off, per_sample_weights=w if self.psw else None)
        return self.out(torch.cat([users, self.items(item)], 1)).squeeze(1)


class TopK(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(6, 10)
        self.head = nn.Linear(13, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.lin(x)
        top = h.topk(4, dim=1).values
        mx = h.max(dim=1, keepdim=True).values
        srt = h.sort(dim=1, descending=True).values[:, 2:8]
        mn = h.flip(1).min(dim=1, keepdim=True).values
        return self.head(torch.cat([top, mx, srt, mn, h.amin(1, keepdim=True)], 1))


class SuperRes(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Conv2d(3, 12, 3, padding=1)
        self.down = nn.Conv2d(12, 4, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = F.pixel_shuffle(F.mish(self.body(x)), 2)  # [B, 3, 2H, 2W]
        return self.down(F.pixel_unshuffle(y, 2))


class Patches(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.proj = nn.Linear(2 * 9, 5)
        self.back = nn.Linear(5, 2 * 9)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        p = F.unfold(x, 3, padding=1, stride=2).transpose(1, 2)  # [B, L, 18]
        q = self.back(F.mish(self.proj(p))).transpose(1, 2)  # [B, 18, L]
        return F.fold(q, x.shape[-2:], 3, padding=1, stride=2)


def _image_model(model: nn.Module, shape: tuple[int, ...], target: str = "mse") -> tuple:
    def make_batch(bs: int) -> tuple:
        return torch.randn(bs, *shape), None

    def loss_fn(out: torch.Tensor, _y: None) -> torch.Tensor:
        return out.pow(2).mean() if target == "mse" else out.sum()

    return model, make_batch, loss_fn


def _check(build, mode: str) -> None:
    run_steps(build, BATCHES, mode, None, default_tolerances=True)
    s = cajit.stats()
    assert s["fallback_ops"] == {}, f"ops ran through the host fallback: {s['fallback_ops']}"
    assert s["fallbacks"] == {}, s["fallbacks"]


@pytest.mark.parametrize("mode", ["backward", "grad"])
def test_mobilenet_same_padding(mode: str) -> None:
    _check(lambda: _image_model(MobileBlock(), (3, 11, 13)), mode)


@pytest.mark.parametrize("mode,align", [("bilinear", False), ("bilinear", True), ("bicubic", False)])
def test_unet_upsampling(mode: str, align: bool) -> None:
    _check(lambda: _image_model(UNet(mode, align), (2, 12, 16)), "backward")


@pytest.mark.parametrize("mode,psw,padding_idx,last", [
    ("sum", False, None, False),
    ("mean", False, 0, False),
    ("max", False, None, False),
    ("sum", True, 3, True),
])
def test_embedding_bag_recommender(mode: str, psw: bool, padding_idx: int | None, last: bool) -> None:
    def build() -> tuple:
        model = Recommender(mode, psw, padding_idx, last)

        def make_batch(bs: int) -> tuple:
            lengths = torch.randint(1, 4, (bs,))
            idx = torch.randint(0, 20, (int(lengths.sum()),))
            off = torch.cat([torch.zeros(1, dtype=torch.long), lengths.cumsum(0)[:-1]])
            if last:
                off = torch.cat([off, torch.tensor([idx.numel()])])
            w = torch.rand(idx.numel())
            return (idx, off, w, torch.randint(0, 20, (bs,))), torch.rand(bs)

        return model, make_batch, lambda out, y: F.mse_loss(out, y)

    _check(build, "backward")


@pytest.mark.parametrize("mode", ["backward", "grad"])
def test_topk_max_sort(mode: str) -> None:
    _check(lambda: _image_model(TopK(), (6,)), mode)


def test_pixel_shuffle_super_resolution() -> None:
    _check(lambda: _image_model(SuperRes(), (3, 5, 6)), "backward")


def test_unfold_fold_patches() -> None:
    _check(lambda: _image_model(Patches(), (2, 7, 9)), "backward")


@pytest.mark.parametrize("loss", ["huber", "smooth_l1"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_robust_losses(loss: str, reduction: str) -> None:
    def build() -> tuple:
        model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 3))

        def make_batch(bs: int) -> tuple:
            return torch.randn(bs, 4), 2 * torch.randn(bs, 3)

        def loss_fn(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
            fn = F.huber_loss if loss == "huber" else F.smooth_l1_loss
            kw = {"delta": 0.8} if loss == "huber" else {"beta": 0.6}
            r = fn(out, y, reduction=reduction, **kw)
            return r if reduction != "none" else (r * torch.linspace(0.5, 1.5, 3)).sum()

        return model, make_batch, loss_fn

    _check(build, "grad")
