"""On-disk caches that make a second process's first backward cheap.

Two caches share one root directory, ``$CAJIT_CACHE_DIR`` or else
``~/.cache/cajit``; ``CAJIT_CACHE=0`` turns both off:

* ``graphs/``: the .cag text normalization and export produced for a
  compiled-autograd graph, keyed by ``graph_key`` (below). A hit skips the
  make_fx re-trace entirely.
* ``objects/``: the machine code the C JIT compiled for a .cag text, keyed
  by the C library (include/cajit/object_cache.h: the printed graph, the
  target CPU and features, opt level, compile options, the build-ids of
  cajit and LLVM). A hit skips lowering and LLVM.

The graph key must change whenever normalization could produce a different
graph, so it holds, when in doubt, more than needed:

* the graph: compiled autograd's generated code (op names, hook kinds,
  constants, validate_outputs metadata) and the qualified name of every
  call target; a graph that calls something whose behaviour the name does
  not pin down (C++ custom autograd functions, non-torch callables,
  submodules, non-tensor attributes) is not cached at all;
* the call's metadata: each input's type, dtype, device, rank, its dims as
  classes (0, 1, or "equal to the n-th value seen", which is what
  duck-sizing makes symbols of), its layout (contiguous, a dense
  permutation, or else the exact strides) and storage offset; each
  ``sizes`` entry's kind and class; each scalar's type; the number of
  hooks and packed values;
* the environment: torch (version and git revision), sympy and Python
  versions, the source of the cajit package's modules, the
  default dtype, deterministic-algorithms mode and the ShapeEnv/Dynamo
  configuration values.

A cached text is still checked like a freshly traced one: its guards
(symbol bindings, input types, ``assume`` lines) run on every call, so a
key that is too coarse costs a recompile, never a wrong result.

Size: ``CAJIT_CACHE_MAX_MB`` (default 1024) bounds both caches together;
a put that takes the root past it removes the least recently used entries
(a hit marks its entry used) until it holds 80% of it, whichever process
puts (jit/cache_trim.c; one trimmer at a time, an entry removed under a
reader is a miss).

Entries are written to a temporary file in the same directory, fsynced and
renamed into place; a reader checks a header (format, key, length, SHA-256
of the text) and treats anything else as a miss. The directory must belong
to the current user and not be writable by others (cached objects are
executed), else the caches are not used.
"""

from __future__ import annotations

import hashlib
import os
import stat
import sys
import tempfile
from collections.abc import Sequence
from typing import Any

import torch

from . import sizes as sizes_mod

FORMAT = 1
_HEADER = b"cajit-graph-cache"


def enabled() -> bool:
    """Whether the caches are on (``CAJIT_CACHE`` is not ``0``)."""
    return os.environ.get("CAJIT_CACHE", "1") != "0"


def root_dir() -> str:
    """``$CAJIT_CACHE_DIR``, else ``~/.cache/cajit``."""
    d = os.environ.get("CAJIT_CACHE_DIR")
    if d:
        return d
    return os.path.join(os.path.expanduser("~"), ".cache", "cajit")


def _usable_dir(path: str) -> str | None:
    """path, created if needed, if it is a directory of ours that others
    cannot write to; else None."""
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.stat(path)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.geteuid():
        return None
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return None
    return path


def object_dir() -> str | None:
    """The C object cache's directory, or None when caching is off."""
    if not enabled():
        return None
    return os.path.join(root_dir(), "objects")


def graph_dir() -> str | None:
    if not enabled():
        return None
    return _usable_dir(os.path.join(root_dir(), "graphs"))


# ---- the key ------------------------------------------------------------------

_environment: str | None = None


def _source_digest() -> str:
    """SHA-256 of every module of the package: the text depends on
    normalize, export and what they import (hostops, literals, ...), and a
    module list would go stale as code moves."""
    h = hashlib.sha256()
    here = os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(here)):
        if name.endswith(".py"):
            with open(os.path.join(here, name), "rb") as f:
                h.update(name.encode() + b"\0" + f.read() + b"\0")
    return h.hexdigest()


def _plain(v: Any) -> bool:
    if isinstance(v, (bool, int, float, str, type(None))):
        return True
    if isinstance(v, (list, tuple, set, frozenset)):
        return all(_plain(x) for x in v)
    return False


def _config_text() -> str:
    import torch._dynamo.config as dynamo_config
    import torch.fx.experimental._config as fx_config

    parts = []
    for mod in (fx_config, dynamo_config):
        cfg = mod.get_config_copy()
        for k in sorted(cfg):
            v = cfg[k]
            if _plain(v):
                v = sorted(v, key=repr) if isinstance(v, (set, frozenset)) else v
                parts.append(f"{mod.__name__}.{k}={v!r}")
    return "\n".join(parts)


def _environment_text() -> str:
    """What normalization depends on besides the graph and the call."""
    global _environment
    if _environment is None:
        import sympy

        _environment = "\n".join([
            f"cajit graph cache {FORMAT}",
            f"torch {torch.__version__} {getattr(torch.version, 'git_version', '')}",
            f"sympy {sympy.__version__}",
            f"python {sys.version}",
            f"producers {_source_digest()}",
        ])
    return "\n".join([
        _environment,
        f"default_dtype {torch.get_default_dtype()}",
        f"deterministic {torch.are_deterministic_algorithms_enabled()}",
        _config_text(),
    ])


class _Uncacheable(Exception):
    pass


def _target_name(target: Any) -> str:
    if isinstance(target, torch._ops.OpOverload | torch._ops.OpOverloadPacket):
        return f"op {target}"
    if getattr(target, "is_custom_function", False):
        # A C++ autograd.Function: its name does not pin down its code.
        raise _Uncacheable(f"custom C++ function {target!r}")
    module = getattr(target, "__module__", None) or ""
    name = getattr(target, "__qualname__", None) or getattr(target, "__name__", None)
    root = module.split(".")[0]
    if not name or root not in ("torch", "_operator", "operator", "builtins", "math"):
        raise _Uncacheable(f"call target {target!r}")
    if "<locals>" in name or "CppNode" in name or "CppNode" in getattr(target, "__name__", ""):
        # A closure (e.g. compiled autograd's wrapper of a non-traceable C++
        # node) or a C++ custom function: the name is not the behaviour.
        raise _Uncacheable(f"call target {name}")
    return f"fn {module}.{name}"


def _graph_text(gm: torch.fx.GraphModule) -> str:
    parts = [gm.code]
    for n in gm.graph.nodes:
        if n.op == "call_function":
            parts.append(_target_name(n.target))
        elif n.op == "call_method":
            parts.append(f"method {n.target}")
        elif n.op == "get_attr":
            v = gm
            for a in str(n.target).split("."):
                v = getattr(v, a)
            if not isinstance(v, torch.Tensor) or v.device.type != "cpu":
                raise _Uncacheable(f"attribute {n.target}")
            t = v.detach().contiguous()
            digest = hashlib.sha256(t.view(torch.uint8).numpy().tobytes() if t.numel() else b"").hexdigest()
            parts.append(f"attr {n.target} {t.dtype} {tuple(v.shape)} {v.stride()} {digest}")
        elif n.op not in ("placeholder", "output"):
            raise _Uncacheable(f"{n.op} node {n.name}")
    return "\n".join(parts)


def _layout(t: torch.Tensor) -> str:
    """Contiguous, a dense permutation of dims, or the exact strides."""
    sizes, strides = list(t.shape), list(t.stride())
    order = sorted(range(t.dim()), key=lambda d: (strides[d], -d))  # innermost first
    expect = [0] * t.dim()
    acc = 1
    for d in order:
        expect[d] = acc
        acc *= sizes[d]
    if expect == strides:
        perm = list(reversed(order))
        return "c" if perm == list(range(t.dim())) else f"p{perm}"
    return f"x{strides}"


def _call_text(inputs: Sequence[Any], sizes: Sequence[Any], scalars: Sequence[Any],
               hooks: Sequence[Any], packed_data: Sequence[Any]) -> str:
    seen: dict[int, int] = {}

    def cls(v: int) -> str:
        # Duck sizing: 0 and 1 are constants, other equal values share a
        # symbol (the equality is a guard of the traced graph).
        if v in (0, 1):
            return str(v)
        return f"#{seen.setdefault(v, len(seen))}"

    lines = []
    for t in inputs:
        if not isinstance(t, torch.Tensor):
            lines.append(f"input {type(t).__name__}")
            continue
        if t.layout != torch.strided or t.is_nested:
            raise _Uncacheable("a non-strided input")
        dims = ",".join(cls(int(s)) for s in t.shape)
        lines.append(f"input {type(t).__name__} {t.dtype} {t.device} [{dims}] "
                     f"{_layout(t)} @{t.storage_offset()}")
    for v in sizes:
        if sizes_mod.is_wrapped(v):
            lines.append(f"size tensor {cls(sizes_mod.size_value(v))}")
        elif isinstance(v, int) and not isinstance(v, bool):
            lines.append(f"size int {cls(v) if v >= 0 else 'negative'}")
        else:
            raise _Uncacheable(f"a sizes entry of type {type(v).__name__}")
    for v in scalars:
        lines.append(f"scalar {type(v).__name__}")
    lines.append(f"hooks {len(hooks)} packed {len(packed_data)}")
    return "\n".join(lines)


def graph_key(gm: torch.fx.GraphModule, inputs: Sequence[Any], sizes: Sequence[Any],
              scalars: Sequence[Any], hooks: Sequence[Any],
              packed_data: Sequence[Any] = (), *, duck: bool = True) -> str | None:
    """The graph cache key of normalizing ``gm`` for this call (a SHA-256
    in hex) with duck-sizing on or off (cajit.normalize's ``duck``), or None
    when such a graph must not be cached."""
    try:
        text = "\n--\n".join([
            _environment_text(),
            _graph_text(gm),
            _call_text(inputs, sizes, scalars, hooks, packed_data),
            f"duck {duck}",
        ])
    except _Uncacheable:
        return None
    return hashlib.sha256(text.encode()).hexdigest()


# ---- entries --------------------------------------------------------------------


def _entry_path(d: str, key: str) -> str:
    return os.path.join(d, key + ".cag")


def load_graph(key: str) -> str | None:
    """The .cag text stored under key, or None (no entry, or an entry that
    fails its checks: wrong format, key, length or checksum)."""
    d = graph_dir()
    if d is None:
        return None
    try:
        with open(_entry_path(d, key), "rb") as f:
            data = f.read()
    except OSError:
        return None
    head, sep, body = data.partition(b"\n")
    fields = head.split(b" ")
    if not sep or len(fields) != 5 or fields[0] != _HEADER:
        return None
    if fields[1] != str(FORMAT).encode() or fields[2] != key.encode():
        return None
    if fields[3] != str(len(body)).encode() or fields[4] != hashlib.sha256(body).hexdigest().encode():
        return None
    try:
        text = body.decode()
    except UnicodeDecodeError:
        return None
    _native_cache("cache_touch", _entry_path(d, key))
    return text


def store_graph(key: str, text: str) -> bool:
    """Stores text under key (atomically); False if it could not."""
    d = graph_dir()
    if d is None:
        return False
    body = text.encode()
    data = b" ".join([
        _HEADER, str(FORMAT).encode(), key.encode(), str(len(body)).encode(),
        hashlib.sha256(body).hexdigest().encode(),
    ]) + b"\n" + body
    try:
        fd, tmp = tempfile.mkstemp(dir=d, prefix=".entry.tmp.")
    except OSError:
        return False
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, _entry_path(d, key))
        _native_cache("cache_trim", root_dir())
        return True
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return False


def _native_cache(fn: str, arg: str) -> Any:
    """The C side's size limit (jit/cache_trim.c: least recently used
    entries of graphs/ and objects/ go once the root holds more than
    ``CAJIT_CACHE_MAX_MB``); nothing when the extension is not built. A
    failure loses only space, never an entry's correctness."""
    try:
        from . import _native
    except ImportError:
        return None
    try:
        return getattr(_native, fn)(arg)
    except OSError:
        return None


def rename_graph(text: str, name: str) -> str:
    """text with its ``graph "..."`` line naming ``name`` (cached texts
    carry the name of the graph that stored them)."""
    from .export import _quote

    lines = text.split("\n", 2)
    if len(lines) == 3 and lines[1].startswith("graph "):
        lines[1] = f"graph {_quote(name)}"
        return "\n".join(lines)
    return text


def clear() -> None:
    """Deletes every cached graph and object under root_dir()."""
    import shutil

    for sub in ("graphs", "objects"):
        shutil.rmtree(os.path.join(root_dir(), sub), ignore_errors=True)
