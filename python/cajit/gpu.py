"""The GPU backend: backward graphs of CUDA tensors (docs/cuda.md).

``GpuBackend.compile(text, meta)`` lowers the .cag text as the CPU path
does and asks the C side (cajit._native.GpuProgram, include/cajit/gpu.h's
cajit_gpu_program) for the graph as an ordered list of steps:

- ``kernel``: one of cajit's fused pointwise / reduction / scatter kernels,
  compiled to PTX by LLVM's NVPTX target and launched by C through the
  CUDA driver on torch's current stream;
- ``gemm``: ``c = alpha * a @ b + beta * c`` on strided views, run here
  with ``torch.matmul`` (cuBLAS);
- ``host``: a host call (accumulate_grad, hooks, custom Function
  backwards, fallback ops, and convolution backwards as library calls:
  cuDNN), run by cajit.host.Host as on the CPU path, on CUDA tensors.

A call binds the symbols and checks the guards in C, allocates every root
buffer with torch (its caching allocator, on the current stream), then runs
the steps in program order on that one stream, so kernels, torch's library
calls and host calls are ordered as eager's. Why this split: the GPU
emitter cannot call back into Python from a kernel, and torch's own
libraries (cuBLAS, cuDNN, the caching allocator, autograd's hooks) are
reachable from Python only; C keeps everything it knows (buffers, shapes,
strides, decoded arguments) and hands it over as typed values.

Not done (docs/cuda.md, "Open"): the memory plan (each live buffer is its
own allocation, freed when the call returns), inputs released early,
devices other than cuda:0, extern C kernels (LSTM), scans and assigning
scatters (refused when compiling), an executor in C (this one costs
Python per step: steady backward is slower than eager's on small models).
"""

from __future__ import annotations

from typing import Any

import torch

from . import counters as _stats
from . import hostops
from .backend import CompiledFn, GraphMeta, GuardFailure
from .ext import require as _require_native
from .host import HAS_POST_HOOKS, Host
from .literals import DTYPES

__all__ = ["GpuBackend", "GpuError", "backend", "cuda_call", "ptx_target"]


class GpuError(RuntimeError):
    """The GPU backend cannot run this graph (the message says why)."""


def cuda_call(call: tuple[Any, Any, Any] | None) -> bool:
    """Whether the call a graph is compiled for holds CUDA tensors."""
    if call is None:
        return False
    return any(isinstance(t, torch.Tensor) and t.device.type == "cuda" for t in call[0])


def _check_devices(name: str, call: tuple[Any, Any, Any] | None) -> None:
    """Every tensor input on cuda:0 (or a 0-d CPU tensor: a scalar, as in
    eager's CUDA ops), else GpuError naming the graph and the first input
    elsewhere."""
    if call is None:
        return
    for i, t in enumerate(call[0]):
        if isinstance(t, torch.Tensor) and t.device.type == "cpu" and t.dim() == 0:
            continue  # a scalar: copied to the GPU per call (_GpuGraph)
        if isinstance(t, torch.Tensor) and (t.device.type != "cuda" or t.device.index not in (None, 0)):
            raise GpuError(f"graph {name}: input {i} is on {t.device}; the GPU backend runs graphs whose "
                           "tensors are all on cuda:0 (a graph mixing devices is not supported)")


def ptx_target() -> str:
    """The PTX target for this process's GPU: its own architecture up to
    sm_90 (what LLVM 19 knows), sm_90 otherwise (PTX is forward
    compatible)."""
    if torch.cuda.is_available():
        major, minor = torch.cuda.get_device_capability(0)
        if (major, minor) <= (9, 0):
            return f"sm_{major}{minor}"
    return "sm_90"


class _Request:
    """A host call as cajit.host.Host reads it (the fields of
    cajit._native.HostRequest), with tensors instead of capsules."""

    __slots__ = ("kind", "node", "where", "hook", "inputs", "originals", "split", "flags", "op",
                 "args", "results", "donated")

    def __init__(self, **kw: Any) -> None:
        for k, v in kw.items():
            setattr(self, k, v)


class _GpuHost(Host):
    """cajit.host.Host given tensors directly (they are already torch's);
    a donated grad becomes the parameter's .grad without a copy."""

    def call(self, req: Any) -> list:
        return self._call(req, list(req.inputs))

    def _accumulate_grad_gpu(self, req: Any, lent: list) -> list:
        if not req.donated or self.undefined_atoms:
            return Host._accumulate_grad(self, req, lent)
        param, grad = self._caller_tensor(req, 0), lent[1]
        current = param.grad
        if current is not None and not torch.is_grad_enabled() and current.shape == grad.shape:
            with torch.no_grad():
                current.add_(grad)
        else:
            # The program's memory, which nothing touches after this step
            # (the memory plan's donation): kept, as eager keeps its grad.
            hostops.run_accumulate_grad(param, grad, bool(req.flags & HAS_POST_HOOKS))
        return []

    KINDS = {**Host.KINDS, "accumulate_grad": _accumulate_grad_gpu}


class GpuBackend:
    """Compiles .cag text of CUDA tensors into GPU steps (see the module)."""

    name = "gpu"
    uses_text_only = True  # everything comes from the text
    tiered = True  # the quick tier (compiled autograd's graph, eagerly) meanwhile

    def __init__(self, sm: str | None = None) -> None:
        self.sm = sm

    def program(self, text: str, name: str = "graph") -> Any:
        """The graph's GpuProgram (PTX and steps); needs no GPU."""
        native = _require_native()
        return native.GpuProgram(text, f"{name}.cag", self.sm or ptx_target())

    def compile(self, cag_text: str, meta: GraphMeta) -> CompiledFn:
        _check_devices(meta.name, meta.call)
        prog = self.program(cag_text, meta.name)
        for step in prog.steps:
            if step[0] == "host" and step[2] == "fallback":
                counts = meta.library_ops if step[8] else meta.fallback_ops
                counts[step[9]] = counts.get(step[9], 0) + 1
        _stats.count("gpu_graphs")
        return _GpuGraph(prog).__call__


_backend: GpuBackend | None = None


def backend() -> GpuBackend:
    """The GPU backend the native backend hands CUDA graphs to, one per
    process."""
    global _backend
    if _backend is None:
        _backend = GpuBackend()
    return _backend


class _GpuGraph:
    """A GpuProgram and what its calls share: the steps as runs of kernels
    (one C call each), GEMMs and host calls, and the layouts of the last
    binding (every call with the same symbols reuses them)."""

    def __init__(self, prog: Any) -> None:
        self.prog = prog
        self.steps = prog.steps
        self.counts = prog.counts
        self.kinds = prog.kinds
        self.host = _GpuHost()
        self.loaded = False
        # Roots with memory from the call (inputs) or from torch (the rest
        # but host results, which their host calls return).
        self.roots = [bid for bid, k in enumerate(self.kinds) if k in ("input", "temp", "output")]
        self.step_kinds = {k: sum(1 for s in self.steps if s[0] == k) for k in ("kernel", "gemm", "host")}
        # ("kernels", first, end) for each run of kernel steps, else
        # (kind, index, step).
        self.segments: list[tuple] = []
        for i, step in enumerate(self.steps):
            if step[0] == "kernel" and self.segments and self.segments[-1][0] == "kernels" \
                    and self.segments[-1][2] == i:
                self.segments[-1] = ("kernels", self.segments[-1][1], i + 1)
            elif step[0] == "kernel":
                self.segments.append(("kernels", i, i + 1))
            else:
                self.segments.append((step[0], i, step))
        self.key: bytes | None = None  # the binding the caches below hold
        self.plan: list[tuple] = []  # per root: (bid, input index or -1, shape, strides, dtype, output index)
        self.views: dict[int, tuple] = {}  # bid -> (root, shape, strides, offset)
        self.per_step: dict[int, Any] = {}  # GEMM scalars, host results' metas, fallback args

    def _layouts(self, key: bytes) -> None:
        """The roots' layouts under the binding just bound (cached by key)."""
        if key == self.key:
            return
        self.key = None
        self.views.clear()
        self.per_step.clear()
        plan = []
        for bid in self.roots:
            kind, _root, dtype, shape, strides, _off, input_index, output_index = self.prog.buffer(bid)[:8]
            plan.append((bid, input_index if kind == "input" else -1, shape, strides, DTYPES[dtype],
                         output_index))
        self.plan = plan
        self.key = key

    def __call__(self, inputs: list, sizes: list, scalars: list, hooks: tuple = (),
                 packed_data: tuple = ()) -> list:
        prog = self.prog
        native = _require_native()
        scalars_on_cpu = [i for i, t in enumerate(inputs) if isinstance(t, torch.Tensor) and t.device.type == "cpu"
                          and t.dim() == 0]
        if scalars_on_cpu:
            # 0-d CPU tensors (scalars in eager's CUDA ops): the kernels
            # read them from device memory.
            inputs = list(inputs)
            for i in scalars_on_cpu:
                inputs[i] = inputs[i].to("cuda:0", non_blocking=True)
        try:
            key = prog.bind(inputs, sizes, scalars, 0)
        except native.GuardError as e:
            raise GuardFailure(str(e)) from None
        if not self.loaded:
            torch.cuda.init()
            prog.load(0)
            self.loaded = True
        self._layouts(key)
        stream = torch.cuda.current_stream(0).cuda_stream
        tensors: dict[int, torch.Tensor] = {}  # root id -> its memory
        outputs: list[Any] = [None] * self.counts["outputs"]
        device = torch.device("cuda", 0)
        set_buffer = prog.set_buffer
        for bid, input_index, shape, strides, dtype, output_index in self.plan:
            if input_index >= 0:
                t = inputs[input_index]
            else:
                t = torch.empty_strided(shape, strides, dtype=dtype, device=device)
                if output_index >= 0:
                    outputs[output_index] = t
            tensors[bid] = t
            set_buffer(bid, t.data_ptr())
        self.host.begin_call(inputs, hooks)
        for kind, i, step in self.segments:
            if kind == "kernels":
                prog.launch_range(i, step, stream)
            elif kind == "gemm":
                self._gemm(i, step, tensors)
            else:
                self._host(i, step, tensors, inputs, hooks)
        prog.finish()
        _stats.count("gpu_calls")
        _stats.add("gpu_steps", self.step_kinds)
        return self.host.end_call(outputs)

    def _view(self, bid: int, tensors: dict[int, torch.Tensor]) -> torch.Tensor | None:
        """Buffer bid as a tensor over its root's memory."""
        if bid < 0:
            return None
        v = self.views.get(bid)
        if v is None:
            _kind, root, _dtype, shape, strides, offset = self.prog.buffer(bid)[:6]
            v = (root, shape, strides, offset)
            if self.kinds[root] != "host_result":  # their strides are the call's
                self.views[bid] = v
        root, shape, strides, offset = v
        base = tensors.get(root)
        if base is None:
            raise GpuError(f"buffer {bid}: its root {root} has no memory yet")
        if strides is None:
            raise GpuError(f"buffer {bid} is no strided view of its root")
        if bid == root:
            return base
        return base.as_strided(shape, strides, base.storage_offset() + offset)

    def _gemm(self, i: int, step: tuple, tensors: dict[int, torch.Tensor]) -> None:
        a, b, c = (self._view(x, tensors) for x in step[2:5])
        scalars = self.per_step.get(i)
        if scalars is None:
            scalars = self.per_step[i] = self.prog.gemm_scalars(i)
        alpha, beta = scalars
        if beta == 0 and alpha == 1 and c.is_contiguous():
            torch.matmul(a, b, out=c)
            return
        r = torch.matmul(a, b)
        if beta == 0:
            c.copy_(r if alpha == 1 else r.mul_(alpha))
        else:
            c.mul_(beta).add_(r, alpha=alpha)

    def _host(self, i: int, step: tuple, tensors: dict[int, torch.Tensor], inputs: list, hooks: tuple) -> None:
        _, where, kind, node, hook, split, flags, args, _library, op, results, donated = step
        prog = self.prog
        lent = [self._view(a, tensors) for a in args]
        cached = self.per_step.get(i)
        if cached is None:
            # Each argument's caller tensor (a graph input passed whole),
            # the results' (dtype, sizes), a fallback's arguments.
            originals = []
            for a in args:
                info = prog.buffer(a) if a >= 0 and self.kinds[a] == "input" else None
                originals.append(info[6] if info is not None else -1)
            metas = []
            for r in results:
                info = prog.buffer(r) if r >= 0 else None
                metas.append(None if info is None else (DTYPES[info[2]], info[3]))
            cached = self.per_step[i] = (originals, metas, prog.host_args(i) if kind == "fallback" else None)
        originals, metas, fallback_args = cached
        req = _Request(kind=kind, node=node, where=where, hook=hooks[hook] if hook >= 0 else None,
                       inputs=lent, originals=[inputs[j] if j >= 0 else None for j in originals], split=split,
                       flags=flags, op=op, args=fallback_args, results=metas, donated=donated)
        outs = self.host.call(req)
        for r, t, meta in zip(results, outs, metas):
            if r < 0:
                continue
            if not isinstance(t, torch.Tensor) or t.device.type != "cuda":
                raise GpuError(f"{where}: the host call returned {type(t).__name__}"
                               f"{'' if not isinstance(t, torch.Tensor) else ' on ' + str(t.device)}, "
                               "not a CUDA tensor")
            if t.dtype != meta[0] or list(t.shape) != list(meta[1]):
                raise GpuError(f"{where}: the host call returned {t.dtype}{list(t.shape)}, the graph "
                               f"declares {meta[0]}{list(meta[1])}")
            syms = prog.buffer(r)[8]
            for d, sym in enumerate(syms):
                if sym >= 0:
                    prog.set_symbol(sym, t.stride(d))
            declared = prog.buffer(r)[4]
            if any(n > 1 and t.stride(d) != declared[d] for d, n in enumerate(t.shape)):
                # The graph declares its layout: the kernels read it so.
                t = torch.empty_strided(t.shape, declared, dtype=t.dtype, device=t.device).copy_(t)
            tensors[r] = t
            prog.set_buffer(r, t.data_ptr())
