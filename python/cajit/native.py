"""The native backend: .cag text compiled to machine code by the C JIT.

``NativeBackend.compile(text, meta)`` parses, verifies and JIT-compiles the
graph (cajit._native.Compiled) and returns a callable with compiled
autograd's convention. Tensors cross as DLPack without copies; outputs come
back as tensors that own their memory.

Host ops run here, in Python, with the semantics of cajit.hostops (which
mirror torch/_dynamo/external_utils.py). The tensors the runtime lends a
host call live only during that call, so:

- a hook or custom backward gets copies it may keep, except a custom
  backward's saved tensors that are graph inputs: it gets the caller's
  tensors themselves, as from eager autograd's ``ctx.saved_tensors``;
- a result that aliases a lent tensor (a hook returning its input, a
  fallback op returning a view) is copied before the runtime takes it;
- accumulate_grad adds in place into an existing ``.grad`` and otherwise
  stores a copy.

Ops without a native lowering run through ``torch.ops`` with the node's
arguments (the host fallback). Each graph's fallback ops are reported in
``GraphMeta.fallback_ops`` (cajit.stats()) and, with ``CAJIT_LOG=fallback``,
logged once per op kind.

Large convolution backwards run through ``torch.ops`` too, by choice: torch
computes them with oneDNN's direct convolutions, 2-3x faster on CPU than
cajit's im2col + GEMM lowering (Inductor calls aten for every convolution
as well). ``CAJIT_CONV_BACKWARD`` picks: ``auto`` (default: convolutions of
at least 2^20 multiply-adds per image), ``library`` (all) or ``native``
(none). They are reported as ``GraphMeta.library_ops``, not as fallbacks.

Forward convolutions and attention (``FORWARD_LIBRARY_OPS``: the forward
graphs of ``torch.compile(backend="cajit")``) always run through torch, by
design: GEMMs and large convolutions go to the libraries torch uses
(oneDNN), as Inductor's do. They are library calls too.
"""

from __future__ import annotations

import ctypes
import logging
import math
import os
import re
import threading
import weakref
from collections.abc import Sequence
from typing import Any

import torch

from . import cache, cag, deferred_copies, hostops, repro
from .literals import KEYWORDS, result_metas
from .backend import CompiledFn, GraphMeta, GuardFailure, symbol_values

try:
    from . import _native
except ImportError as e:  # pragma: no cover - exercised when not built
    _native = None
    _IMPORT_ERROR: Exception | None = e
else:
    _IMPORT_ERROR = None
    _native.set_dlpack_exporter(torch._C._to_dlpack)
    # Other input types (tensor subclasses) fail a call's guards, as do
    # tensors without DLPack form (sparse, vmap-batched): normalization then
    # refuses them by name.
    _native.set_plain_tensor_types(torch.Tensor, torch.nn.Parameter)
    if os.environ.get("CAJIT_HOST_FAST_PATHS", "1") != "0":
        # accumulate_grad / final_callbacks in C (see _native.c); the final
        # callbacks complete deferred collective copies first.
        _native.set_host_fast_paths(torch.from_dlpack, torch.empty_like, torch.strided,
                                    torch.Tensor, torch.nn.Parameter, deferred_copies.FinalCallbacks,
                                    torch.is_grad_enabled)

log = logging.getLogger("cajit")

_logged_ops: set[str] = set()
_logged_cache_errors: set[str] = set()
# Graphs compiled with CAJIT_PROFILE=1, for profile_rows(): (variant name,
# weak reference to its _NativeGraph).
_profiled: list[tuple[str, weakref.ref]] = []
_profiled_lock = threading.Lock()


def available() -> bool:
    """Whether the C extension is built and importable."""
    return _native is not None


def _require_native() -> Any:
    if _native is None:
        raise RuntimeError(
            "cajit's C extension (cajit._native) is not built: run scripts/test "
            f"or build with -DCAJIT_PYTHON=ON ({_IMPORT_ERROR})"
        )
    return _native


def _torch_gemm_addresses() -> tuple[int, int] | str:
    """Addresses of sgemm_/dgemm_ in libtorch_cpu.so, or why there are none."""
    path = os.path.join(os.path.dirname(torch.__file__), "lib", "libtorch_cpu.so")
    try:
        lib = ctypes.CDLL(path)  # already loaded by torch: the same handle
    except OSError as e:
        return f"cannot open {path}: {e}"
    addrs = []
    for name in ("sgemm_", "dgemm_"):
        try:
            addrs.append(ctypes.cast(getattr(lib, name), ctypes.c_void_p).value or 0)
        except AttributeError:
            return f"{path} does not export {name}"
    return addrs[0], addrs[1]


def use_gemm(provider: str | None = None) -> str:
    """Routes compiled graphs' GEMMs to torch's BLAS ("torch", the default)
    or the OpenBLAS cajit links ("openblas"); ``None`` reads $CAJIT_BLAS.

    OpenBLAS keeps its own thread pool, which fights torch's OpenMP threads
    in a process that runs both (a small backward took 18 ms instead of
    2 ms); torch's sgemm_/dgemm_ share torch's threads. Returns the provider
    in use: when torch's functions are missing or fail the runtime's probe,
    the reason is logged and OpenBLAS stays."""
    native = _require_native()
    want = (os.environ.get("CAJIT_BLAS", "") if provider is None else provider).lower()
    if want not in ("", "torch", "openblas"):
        log.warning("cajit: CAJIT_BLAS=%s is not torch or openblas; using torch", want)
        want = "torch"
    if want == "openblas":
        native.set_gemm(0, 0)
        return "openblas"
    found = _torch_gemm_addresses()
    if isinstance(found, str):
        log.warning("cajit: GEMMs use OpenBLAS: %s", found)
        native.set_gemm(0, 0)
        return "openblas"
    try:
        native.set_gemm(*found)
    except native.Error as e:
        log.warning("cajit: GEMMs use OpenBLAS: torch's BLAS: %s", e)
        return "openblas"
    return "torch"


if _native is not None:
    use_gemm()


CONV_BACKWARD = "aten.convolution_backward.default"
# Ops that are library calls by design (CAJIT_OP_LIBRARY in lib/ops):
# every node of them is listed in library_nodes.
FORWARD_LIBRARY_OPS = frozenset({
    "aten.convolution.default",
    "aten._scaled_dot_product_flash_attention_for_cpu.default",
})
# Multiply-adds per image from which CAJIT_CONV_BACKWARD=auto sends a
# convolution backward to torch. On this project's 2-core AVX-512 machine
# the tiny zoo CNN's convolutions (<= 0.15M per image) run as fast natively
# as through torch, whose ~50 us host call would dominate them; the medium
# CNN's (1-19M) ran 2-3x slower natively (im2col and skinny GEMMs against
# oneDNN's direct convolution): its backward went from 122 to 76 ms.
LIBRARY_MIN_MACS_PER_IMAGE = 1 << 20


def library_nodes(graph: cag.Graph | None, call: tuple[Any, Any, Any] | None) -> str | None:
    """The ``library_nodes`` compile option: every node of
    FORWARD_LIBRARY_OPS, and the convolution backwards that call torch
    (CAJIT_CONV_BACKWARD: ``auto``, the default, those of at least
    LIBRARY_MIN_MACS_PER_IMAGE multiply-adds per image at the sizes of
    ``call``, the call compiled for; ``library``, all; ``native``, none).
    Per-image work depends on channels and spatial sizes, not on the batch,
    so the choice stays right when the batch changes. ``graph`` None: a
    graph without these ops."""
    backward = _backward_library_nodes(graph, call)
    if backward == "*":
        return backward
    forward = [str(n.results[0]) for n in graph.nodes if n.op in FORWARD_LIBRARY_OPS and n.results] if graph else []
    return ",".join(forward + ([backward] if backward else [])) or None


def _backward_library_nodes(graph: cag.Graph | None, call: tuple[Any, Any, Any] | None) -> str | None:
    mode = os.environ.get("CAJIT_CONV_BACKWARD", "auto")
    if mode not in ("auto", "library", "native"):
        raise ValueError(f"CAJIT_CONV_BACKWARD must be auto, library or native, not {mode!r}")
    convs = [n for n in graph.nodes if n.op == CONV_BACKWARD and n.results] if graph else []
    if mode == "native" or not convs:
        return None
    if mode == "library":
        return "*"
    if call is None:
        return None
    try:
        env = symbol_values(graph.syms, *call)
    except (AttributeError, GuardFailure, IndexError, KeyError, TypeError, ValueError) as e:
        # Only a choice of speed: the native lowering is always right.
        log.warning("cajit: cannot size the convolutions (%s); they stay native", e)
        return None
    types = {vid: ty for vid, ty in graph.inputs}
    for n in graph.nodes:
        types.update(zip(n.results, n.types))
    chosen = []
    for n in convs:
        try:
            grad_output, weight = types[n.args[0].id], types[n.args[2].id]
            dims = [int(e.eval(env)) for e in (*weight.sizes, *grad_output.sizes[2:])]
        except (AttributeError, IndexError, KeyError, TypeError, ValueError) as e:
            # Only a choice of speed: the native lowering is always right.
            log.warning("cajit: %%%d: cannot size the convolution (%s); it stays native", n.results[0], e)
            continue
        macs = math.prod(dims)  # O * C/g * kernel * output positions
        if macs >= LIBRARY_MIN_MACS_PER_IMAGE:
            chosen.append(str(n.results[0]))
    return ",".join(chosen) or None


_LIBRARY_OP_NAMES = (CONV_BACKWARD, *sorted(FORWARD_LIBRARY_OPS))


class NativeBackend:
    """Compiles .cag text with the C JIT."""

    name = "native"
    uses_text_only = True  # cached .cag texts will do (cajit.cache)

    def compile(self, cag_text: str, meta: GraphMeta) -> CompiledFn:
        native = _require_native()
        # Only library ops need the parsed graph here (library_nodes).
        graph = cag.parse(cag_text) if any(op in cag_text for op in _LIBRARY_OP_NAMES) else None
        compiled = native.Compiled(cag_text, f"{meta.name}.cag", cache.object_dir(),
                                   library_nodes(graph, meta.call))
        meta.compile_ms.update(compiled.timings)
        meta.object_cache = compiled.cache_result
        meta.llvm_threads = compiled.llvm_parts
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
        ng = _NativeGraph(compiled, cag_text, native, graph)
        if compiled.profile:
            with _profiled_lock:
                _profiled.append((meta.name, weakref.ref(ng)))
        return ng.__call__


def _live_profiled() -> list[tuple[str, Any]]:
    """(name, graph) of the profiled graphs still alive; drops the others.
    Each reference is read once: a graph can die between two reads."""
    with _profiled_lock:
        live = [(n, r, r()) for n, r in _profiled]
        live = [(n, r, g) for n, r, g in live if g is not None]
        _profiled[:] = [(n, r) for n, r, _ in live]
        return [(n, g) for n, _, g in live]


def profile_rows() -> list[dict[str, Any]]:
    """Per-kernel time of every live graph compiled with CAJIT_PROFILE=1,
    most time first: {"graph", "kernel", "calls", "ms"} (ms: total wall time
    over all calls since compiling or reset_profile())."""
    rows = []
    for name, g in _live_profiled():
        for kernel, ns, calls in g.compiled.profile:
            rows.append({"graph": name, "kernel": kernel, "calls": calls, "ms": ns * 1e-6})
    rows.sort(key=lambda r: -r["ms"])
    return rows


def reset_profile() -> None:
    for _name, g in _live_profiled():
        g.compiled.reset_profile()


# Host ops that never need the symbols' values (_Host._env).
_ENV_FREE_HOST_OPS = frozenset({
    "host.accumulate_grad", "host.final_callbacks", "host.tensor_pre_hook",
    "host.pre_hook", "host.post_hook", "host.post_acc_grad_hook",
})


_HOST_OP = re.compile(r"\bhost\.\w+")
# cajit_host_flags (cajit/host.h)
MOVED_EARLY = 1 << 1


class _NativeGraph:
    """A compiled graph; its parsed .cag (cajit.cag) only when a host call
    needs a node or the symbols: parsing allocates thousands of Python
    objects, enough to set off a full garbage collection in a process with
    torch loaded (~170 ms, seen inside a warm first backward)."""

    def __init__(self, compiled: Any, text: str, native: Any,
                 graph: cag.Graph | None = None) -> None:
        self.compiled = compiled
        self.text = text
        self.native = native
        self._graph = graph
        self._nodes_by_value: dict[int, cag.Node] | None = None
        self._input_index: dict[int, int] | None = None
        self.densified_logged = False
        # Host ops whose results are sized by symbols: their values are read
        # before the call, since the call may release the inputs they come from.
        self.needs_env = bool(set(_HOST_OP.findall(text)) - _ENV_FREE_HOST_OPS)

    @property
    def graph(self) -> cag.Graph:
        if self._graph is None:
            self._graph = cag.parse(self.text)
        return self._graph

    @property
    def input_index(self) -> dict[int, int]:
        """Value id of each graph input -> its index in the inputs list."""
        if self._input_index is None:
            self._input_index = {vid: i for i, (vid, _ty) in enumerate(self.graph.inputs)}
        return self._input_index

    @property
    def nodes_by_value(self) -> dict[int, cag.Node]:
        if self._nodes_by_value is None:
            self._nodes_by_value = {r: node for node in self.graph.nodes for r in node.results}
        return self._nodes_by_value

    def __call__(self, inputs: list, sizes: list, scalars: list, hooks: tuple = (),
                 packed_data: tuple = ()) -> list:
        host = _Host(self, inputs, sizes, scalars, hooks, packed_data)
        if os.environ.get("CAJIT_REPRO_DIR"):
            return self._recorded(host, inputs, sizes, scalars, hooks, packed_data)
        return self._call(host, inputs, sizes, scalars, hooks, packed_data)

    def _recorded(self, host: _Host, inputs: list, sizes: list, scalars: list, hooks: tuple,
                  packed_data: tuple) -> list:
        """The call, written as a repro bundle (cajit.repro) when it is one
        of the first CAJIT_REPRO_CALLS of this graph."""
        try:
            env = symbol_values(self.graph.syms, inputs, sizes, scalars)
        except (GuardFailure, IndexError):
            env = None  # the call's guards report it
        name = self.graph.name or "graph"
        host.recorder = None if env is None else repro.start(name, self.text, env, inputs)
        if host.recorder is None:
            return self._call(host, inputs, sizes, scalars, hooks, packed_data)
        try:
            outs = self._call(host, inputs, sizes, scalars, hooks, packed_data)
        except BaseException as e:
            host.recorder.finish(None, e)
            raise
        host.recorder.finish(outs)
        return outs

    def _call(self, host: _Host, inputs: list, sizes: list, scalars: list, hooks: tuple,
              packed_data: tuple) -> list:
        with hostops.host_context(hooks, packed_data):
            try:
                # sizes as compiled autograd passes them (ints, tensors
                # wrapping one): _native.c reads them (size_value's rule).
                # steal: compiled autograd hands the inputs list over (it
                # marks it "locals_to_steal", as for Inductor): the call
                # sets each entry to None once no kernel reads it, so saved
                # tensors are freed during the backward, as eagerly.
                outs = self.compiled(inputs, sizes, scalars, list(hooks), host, True)
            except self.native.GuardError as e:
                raise GuardFailure(str(e)) from None
        return [None if o is None else torch.from_dlpack(o) for o in outs]


def _int_literal(e: Any) -> int | None:
    """The value of a .cag integer literal (cag.Expr ``num``), else None."""
    if isinstance(e, cag.Expr) and e.op == "num" and len(e.args) == 1 and isinstance(e.args[0], int):
        return e.args[0]
    return None


def _borrowed(capsules: Sequence[Any]) -> list[torch.Tensor | None]:
    return [None if c is None else torch.from_dlpack(c) for c in capsules]


def _overlaps(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.numel() == 0 or b.numel() == 0:
        return False
    a0 = a.untyped_storage().data_ptr()
    b0 = b.untyped_storage().data_ptr()
    return a0 < b0 + b.untyped_storage().nbytes() and b0 < a0 + a.untyped_storage().nbytes()


class _Host:
    """The host object the C runtime calls back (see python/cajit/_native.c)."""

    def __init__(self, g: _NativeGraph, inputs, sizes, scalars, hooks, packed) -> None:
        self.g = g
        self.inputs, self.sizes, self.scalars = inputs, sizes, scalars
        self.hooks, self.packed = hooks, packed
        self._symbols = None
        if g.needs_env:
            try:
                self._symbols = symbol_values(g.graph.syms, inputs, sizes, scalars)
            except (GuardFailure, IndexError):
                pass  # the call's guards report it

    recorder: repro.Recorder | None = None

    def call(self, kind: str, hook: int, capsules: list, split: int, flags: int,
             op_name: str, args: Any, where: str) -> list:
        lent = _borrowed(capsules)
        if self.recorder is None:
            return self._call(kind, hook, lent, split, flags, op_name, args, where)
        seen = [None if t is None else t.clone() for t in lent]
        results = self._call(kind, hook, lent, split, flags, op_name, args, where)
        self.recorder.host(kind, where, seen, results)
        return results

    def _call(self, kind: str, hook: int, lent: list, split: int, flags: int,
              op_name: str, args: Any, where: str) -> list:
        # Copies of collective results a hook deferred (cajit.deferred_copies)
        # complete before anything reads their destination.
        if kind == "accumulate_grad":
            param = self._caller_tensor(lent[0], where)
            deferred_copies.flush_overlapping([param.grad])
            self._accumulate_grad(param, lent[1], bool(flags & 1))
            results = []
        elif kind == "final_callbacks":
            deferred_copies.flush()
            results = self._hook_or_backward(kind, hook, lent, split, where, flags)
        else:
            with deferred_copies.watching(defer=kind == "post_acc_grad_hook"):
                if kind == "fallback":
                    results = self._fallback(op_name, args, lent, where)
                else:
                    results = self._hook_or_backward(kind, hook, lent, split, where, flags)
            deferred_copies.flush_overlapping(results)
        return [self._owned(self._dense(r, kind, op_name, where), lent) for r in results]

    def _dense(self, r: Any, kind: str, op_name: str, where: str) -> Any:
        """A host result compiled code can hold. A sparse gradient (a
        custom backward's, a hook's) continues densified, counted in
        cajit.stats()["densified"] and logged once per graph: its values
        are eager's, but a parameter's .grad ends up dense where eager's
        would be sparse. A tensor without storage (vmap-batched) cannot
        continue: the error names the node."""
        if not isinstance(r, torch.Tensor) or r.layout == torch.strided and torch._C._has_storage(r):
            return r
        what = op_name or f"host.{kind}"
        if r.layout in (torch.sparse_coo, torch.sparse_csr, torch.sparse_csc, torch.sparse_bsr,
                        torch.sparse_bsc):
            from . import _count

            _count("densified", what)
            if self.g.densified_logged is False:
                self.g.densified_logged = True
                log.warning("cajit: %s returned a %s tensor; compiled code holds dense tensors, so "
                            "it continues as to_dense() (a .grad it reaches is dense, not sparse)",
                            where or what, r.layout)
            return r.to_dense()
        raise RuntimeError(
            f"cajit: {where or what} returned a tensor without storage ({type(r).__name__}, "
            f"{r.layout}); compiled code holds dense tensors only"
        )

    @staticmethod
    def _owned(r: Any, lent: Sequence[torch.Tensor | None]) -> Any:
        if r is None:
            return None
        if any(t is not None and _overlaps(r, t) for t in lent):
            return r.clone()
        return r

    # ---- host ops ----
    def _accumulate_grad(self, param: torch.Tensor, grad: torch.Tensor, has_post_hooks: bool) -> None:
        # param is a graph input (the caller's tensor); grad is lent.
        current = param.grad
        if current is not None and not torch.is_grad_enabled() and current.shape == grad.shape:
            with torch.no_grad():
                current.add_(grad)
            return
        hostops.call("host.accumulate_grad", [param, grad.clone()],
                     {"has_post_hooks": has_post_hooks})

    def _hook_or_backward(self, kind: str, hook: int, lent: list, split: int, where: str,
                          flags: int = 0) -> list:
        if kind == "backward":
            node = self._node(where, hook)
            results = self._result_metas(node)
            saved = self._saved_tensors(node, lent[:split])
            grads = [None if t is None else t.clone() for t in lent[split:]]
            return list(hostops.call("host.backward", [saved, grads], {"ctx": hook}, results))
        # User code may keep what it gets: give it copies.
        mine = [None if t is None else t.clone() for t in lent]
        if kind == "tensor_pre_hook":
            return [hostops.call("host.tensor_pre_hook", [mine[0]], {"hook": hook})]
        if kind == "pre_hook":
            return list(hostops.call("host.pre_hook", [mine], {"hook": hook}))
        if kind == "post_hook":
            return list(hostops.call("host.post_hook", [mine[:split], mine[split:]], {"hook": hook}))
        if kind == "post_acc_grad_hook":
            # The parameter itself, not a copy: the hook reads param.grad.
            param = self._caller_tensor(lent[0], where)
            version = param._version
            hostops.call("host.post_acc_grad_hook", [param], {"hook": hook})
            if flags & MOVED_EARLY and param._version != version:
                # It ran before kernels that read saved tensors, which may
                # share the parameter's memory (lib/sched/early_hooks.c).
                raise RuntimeError(
                    f"cajit: {where}: a post-accumulate-grad hook changed its parameter in place "
                    "(an optimizer step in the backward?) while cajit runs it as early as its grad is "
                    "ready, before kernels that may read the parameter; set CAJIT_NO_EARLY_HOOKS=1 "
                    "to run hooks where the graph has them")
            return []
        if kind == "final_callbacks":
            hostops.call("host.final_callbacks", [], {})
            return []
        raise RuntimeError(f"cajit: unknown host op kind {kind!r} at {where}")

    def _fallback(self, op_name: str, args: list, lent: list, where: str) -> list:
        pos, kw = [], {}
        for a in args:
            if isinstance(a, tuple) and len(a) == 2 and isinstance(a[0], str) and a[0] not in (
                "tensor", "word", "list"
            ):
                kw[a[0]] = self._value(a[1], lent)
            else:
                pos.append(self._value(a, lent))
        if op_name.startswith("host."):
            out = hostops.call(op_name, pos, kw, self._result_metas(self._node(where)))
        else:
            from .reference import resolve_op

            out = resolve_op(op_name)(*pos, **kw)
        node = self._node(where)
        n = len(node.results)
        if n == 0:
            return []
        outs = list(out) if isinstance(out, (list, tuple)) else [out]
        return outs[:n]

    def _value(self, v: Any, lent: list) -> Any:
        if isinstance(v, tuple):
            tag, x = v
            if tag == "tensor":
                return lent[x]
            if tag == "word":
                return KEYWORDS.get(x, x)
            if tag == "list":
                return [self._value(i, lent) for i in x]
        return v

    def _saved_tensors(self, node: cag.Node, lent: list) -> list:
        """The saved tensors of a custom backward as eager autograd hands
        them to ``ctx.saved_tensors``: the caller's tensors themselves
        (identity, storage, requires_grad: checkpoint(use_reentrant=True)
        re-runs its forward on them and needs requires_grad), for those
        that are graph inputs; copies of the others (computed in the graph,
        lent only for this call)."""
        refs = node.args[0] if node.args and isinstance(node.args[0], list) else []
        out = []
        for k, t in enumerate(lent):
            ref = refs[k] if k < len(refs) else None
            i = self.g.input_index.get(ref.id) if isinstance(ref, cag.Ref) else None
            original = self.inputs[i] if i is not None and i < len(self.inputs) else None
            if isinstance(original, torch.Tensor) and t is not None:
                out.append(original)
            else:
                out.append(None if t is None else t.clone())
        return out

    # ---- graph lookups ----
    def _node(self, where: str, ctx: int = -1) -> cag.Node:
        m = re.match(r"%(\d+)", where or "")
        if m and int(m.group(1)) in self.g.nodes_by_value:
            return self.g.nodes_by_value[int(m.group(1))]
        # A node without results (a custom backward none of whose grads is
        # needed, as with backward(inputs=...) naming its output): a
        # host.backward is the only one with its ctx hook.
        if ctx >= 0:
            found = [n for n in self.g.graph.nodes
                     if n.op == "host.backward" and _int_literal(n.kwargs.get("ctx")) == ctx]
            if len(found) == 1:
                return found[0]
        # Others: finding them by op name in order would be ambiguous, so
        # callers that need the node must have results.
        raise RuntimeError(f"cajit: cannot find the graph node of host call {where!r}")

    def _env(self) -> dict[str, Any]:
        if self._symbols is not None:
            return self._symbols
        return symbol_values(self.g.graph.syms, self.inputs, self.sizes, self.scalars)

    def _result_metas(self, node: cag.Node) -> list:
        return result_metas(node, self._env())

    def _caller_tensor(self, lent: torch.Tensor, where: str) -> torch.Tensor:
        """The caller's input tensor (e.g. the nn.Parameter) that the runtime
        lent as ``lent``: host ops on parameters must see the real object."""
        ptr = lent.data_ptr()
        same = [t for t in self.inputs
                if isinstance(t, torch.Tensor) and t.data_ptr() == ptr and t.shape == lent.shape
                and t.stride() == lent.stride()]
        # A saved tensor may share the parameter's memory; the parameter is
        # the one that requires grad.
        for t in same:
            if t.requires_grad:
                return t
        if same:
            return same[0]
        raise RuntimeError(f"cajit: {where}: the parameter is not one of the graph's inputs")
