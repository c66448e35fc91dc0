"""The native backend: .cag text compiled to machine code by the C JIT.

``NativeBackend.compile(text, meta)`` parses, verifies and JIT-compiles the
graph (cajit._native.Compiled) and returns a callable with compiled
autograd's convention. Tensors cross as DLPack without copies; outputs come
back as tensors that own their memory. Host calls (hooks, custom
backwards, grad accumulation, fallback ops) come back to cajit.host.

Ops without a native lowering run through ``torch.ops`` (the host
fallback). Each graph's fallback ops are reported in
``GraphMeta.fallback_ops`` (cajit.stats()) and, with ``CAJIT_LOG=fallback``,
logged once per op kind.

Large convolution backwards run through torch too, by choice: torch
computes them with oneDNN's direct convolutions, 2-3x faster on CPU than
cajit's im2col + GEMM lowering (Inductor calls aten for every convolution
as well), and so do LSTM layer backwards (mkldnn_rnn_layer_backward:
oneDNN's fused backward, 1.4x faster than cajit's own kernel at 16 steps
of batch 32 and width 128). ``CAJIT_CONV_BACKWARD`` picks: ``auto``
(default: convolutions of at least 2^20 multiply-adds per image, LSTM
layers of at least 2^20, at the sizes of the call compiled for),
``library`` (all) or ``native`` (none); forward convolutions and
attention (the forward graphs of ``torch.compile(backend="cajit")``) always
run through torch, by design. The C side chooses the nodes
(cajit_compile_library_nodes, lib/compile/library_nodes.c); they are
reported as ``GraphMeta.library_ops``, not as fallbacks.

Graphs of CUDA tensors go to the GPU backend (cajit.gpu, docs/cuda.md).
"""

from __future__ import annotations

import logging
import os
from typing import Any

import torch
from torch._C import _from_dlpack

from . import blas, cache, gpu, profiling, repro, undefined
from .backend import CompiledFn, GraphMeta, GuardFailure
from .ext import available
from .ext import native as _native
from .ext import require as _require_native
from .host import Host
from .profiling import profile_rows, reset_profile

__all__ = ["NativeBackend", "available", "profile_rows", "reset_profile", "use_gemm"]

use_gemm = blas.use_gemm

log = logging.getLogger("cajit")

_logged_ops: set[str] = set()
_logged_cache_errors: set[str] = set()

if _native is not None:
    use_gemm()


class NativeBackend:
    """Compiles .cag text with the C JIT."""

    name = "native"
    uses_text_only = True  # cached .cag texts will do (cajit.cache)
    tiered = True  # compiles in the background, the quick tier first (cajit.tiering)

    def compile(self, cag_text: str, meta: GraphMeta) -> CompiledFn:
        if gpu.cuda_call(meta.call):
            # A graph of CUDA tensors: the GPU backend (cajit.gpu).
            return gpu.backend().compile(cag_text, meta)
        native = _require_native()
        compiled = native.Compiled(cag_text, f"{meta.name}.cag", cache.object_dir(),
                                   conv_backward=os.environ.get("CAJIT_CONV_BACKWARD", "auto"),
                                   call=meta.call)
        if compiled.library_note:
            for line in compiled.library_note.splitlines():
                log.warning("cajit: %s: %s", meta.name, line)
        meta.compile_ms.update(compiled.timings)
        meta.object_cache = compiled.cache_result
        meta.llvm_parts = compiled.llvm_parts
        if compiled.cache_error and compiled.cache_error not in _logged_cache_errors:
            _logged_cache_errors.add(compiled.cache_error)
            log.warning("cajit: object cache not used: %s", compiled.cache_error)
        fallback_ops = dict(compiled.fallback_ops)
        meta.fallback_ops.update(fallback_ops)
        meta.library_ops.update(compiled.library_ops)
        if "fallback" in os.environ.get("CAJIT_LOG", "").split(","):
            for op, n in sorted(fallback_ops.items()):
                if op not in _logged_ops:
                    _logged_ops.add(op)
                    log.warning("cajit: %s has no native lowering; %d node(s) in %s "
                                "run through torch.ops", op, n, meta.name)
        ng = _NativeGraph(compiled, cag_text, native, 
                          undefined.analyze(meta.original) if meta.original is not None else undefined.NONE)
        if compiled.profile:
            profiling.register(meta.name, ng)
        return ng.__call__


class _NativeGraph:
    """A compiled graph and its host (cajit.host)."""

    def __init__(self, compiled: Any, text: str, native: Any,
                 undefined_grads: undefined.Undefined = undefined.NONE) -> None:
        self.compiled = compiled
        self.text = text  # for repro bundles
        self.native = native
        self.undefined = undefined_grads
        self.host = Host(undefined_grads=undefined_grads)
        # Read once, not per call (an environment lookup costs microseconds
        # a tiny backward notices).
        self.recording = bool(os.environ.get("CAJIT_REPRO_DIR"))

    def __call__(self, inputs: list, sizes: list, scalars: list, hooks: tuple = (),
                 packed_data: tuple = ()) -> list:
        if self.recording:
            return self._recorded(inputs, sizes, scalars, hooks, packed_data)
        return self._call(self.host, inputs, sizes, scalars, hooks)

    def _recorded(self, inputs: list, sizes: list, scalars: list, hooks: tuple,
                  packed_data: tuple) -> list:
        """The call, written as a repro bundle (cajit.repro) when it is one
        of the first CAJIT_REPRO_CALLS of this graph."""
        try:
            env = self.compiled.symbols((inputs, sizes, scalars))
        except self.native.Error:
            env = None  # the call's guards report it
        name = self.compiled.name or "graph"
        recorder = None if env is None else repro.start(name, self.text, env, inputs,
                                                       self.compiled.library_nodes)
        if recorder is None:
            return self._call(self.host, inputs, sizes, scalars, hooks)
        host = Host(recorder, self.undefined)
        host.densified_logged = self.host.densified_logged
        try:
            outs = self._call(host, inputs, sizes, scalars, hooks)
        except BaseException as e:
            recorder.finish(None, e)
            raise
        finally:
            self.host.densified_logged = host.densified_logged
        recorder.finish(outs)
        return outs

    def _call(self, host: Host, inputs: list, sizes: list, scalars: list, hooks: tuple) -> list:
        try:
            # sizes as compiled autograd passes them (ints, tensors
            # wrapping one): _native.c reads them (cajit.sizes).
            # steal: compiled autograd hands the inputs list over (it
            # marks it "locals_to_steal", as for Inductor): the call
            # sets each entry to None once no kernel reads it, so saved
            # tensors are freed during the backward, as eagerly.
            host.begin_call(inputs, hooks)
            outs = self.compiled(inputs, sizes, scalars, hooks, host, True)
        except self.native.GuardError as e:
            raise GuardFailure(str(e)) from None
        # torch's own capsule import (torch.from_dlpack's first step for a
        # capsule), without its Python wrapper's checks per output.
        return host.end_call([None if o is None else _from_dlpack(o) for o in outs])
