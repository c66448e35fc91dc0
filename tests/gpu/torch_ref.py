# Eager torch on the same shapes as run.sh's bandwidth lines (CUDA events,
# 20 runs after a warm-up): the baseline cajit's kernels are compared to.
import torch
def t(f, n=20):
    f(); torch.cuda.synchronize()
    a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    a.record()
    for _ in range(n): f()
    b.record(); b.synchronize()
    return a.elapsed_time(b) / n
print(torch.__version__, torch.cuda.get_device_name())
x = [torch.randn(67108864, device="cuda") for _ in range(3)]
ms = t(lambda: torch.ops.aten.gelu_backward(x[0] * x[1], x[2]))
print(f"eager gelu_bwd(a*b, x) s0=64M: {ms:.4f} ms, {4*4*67108864/ms/1e6:.1f} GB/s (unique bytes)")
m = torch.randn(8192, 8192, device="cuda"); n2 = torch.randn(8192, 8192, device="cuda")
ms = t(lambda: m.sum(-1)); print(f"eager sum(-1) 8192^2: {ms:.4f} ms, {4*8192*8192/ms/1e6:.1f} GB/s")
ms = t(lambda: m.sum(0)); print(f"eager sum(0) 8192^2: {ms:.4f} ms, {4*8192*8192/ms/1e6:.1f} GB/s")
ms = t(lambda: (m * n2).sum(1)); print(f"eager (a*b).sum(1) 8192^2: {ms:.4f} ms, {8*8192*8192/ms/1e6:.1f} GB/s")
c = torch.randn(8192, device="cuda")
ms = t(lambda: torch.relu((m * n2 + c) / 2)); print(f"eager relu((a*b+c)/2) 8192^2: {ms:.4f} ms, {12*8192*8192/ms/1e6:.1f} GB/s")
y = torch.empty_like(m)
ms = t(lambda: y.copy_(m)); print(f"eager copy 256MB: {ms:.4f} ms, {2*4*8192*8192/ms/1e6:.1f} GB/s")
