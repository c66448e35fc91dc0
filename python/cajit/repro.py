"""Repro bundles: one call of a compiled graph, written so that ``cajit-run
--replay`` runs it again without Python, torch or the user's code.

``CAJIT_REPRO_DIR=dir`` makes the native backend write, for the first call
of every compiled graph (``CAJIT_REPRO_CALLS=n`` for the first n), a
directory ``dir/<graph>-<k>/`` holding:

(a graph recompiled under the same name, as after a guard failure of a
graph from the cache, is another graph: its first calls are recorded too,
so the bundle of the call that failed is followed by one of the graph that
ran)

* ``graph.cag``: the graph as compiled;
* ``manifest``: versions (cajit, torch, Python, the CPU), the symbol values
  of the call, then one line per tensor: the inputs, every host call's
  inputs and results in the order the compiled code made them (hooks,
  custom backward, grad accumulation, fallback ops), and the outputs;
* ``tK.bin``: each tensor's elements, row-major, little-endian, in the dtype
  the line names.

``cajit-run DIR/graph.cag --replay DIR`` binds the recorded symbols, feeds
the recorded inputs, answers each host call with its recorded results after
comparing the arguments the graph passed with the recorded ones, and compares
the outputs: the first host call or output that differs is where a wrong
gradient starts (README, "Debugging a wrong gradient"). What the host calls
did in Python (a hook's side effects) is not replayed, only their results.

Format of ``manifest`` (version 1), one record per line, fields separated
by single spaces::

    cajit-repro 1
    version NAME TEXT...
    library NODES                 (only where the graph was compiled with
                                   library nodes: cajit_compile_options.
                                   library_nodes as compiled, e.g. "91,98")
    bind NAME VALUE               (one per symbol; VALUE int or float)
    input I DTYPE NDIM D0 .. FILE (or: input I none)
    host SEQ KIND NODE            (KIND as cajit_host_op_kind_name; NODE the
                                   graph node's text up to its '(' or '-')
    host_in SEQ J DTYPE NDIM D0 .. FILE    (or: host_in SEQ J none)
    host_out SEQ J DTYPE NDIM D0 .. FILE   (or: host_out SEQ J none)
    output I DTYPE NDIM D0 .. FILE         (or: output I none)
    status ok | status error TEXT...
"""

from __future__ import annotations

import itertools
import os
import platform
import sys
import threading
from collections.abc import Sequence
from typing import Any

import torch

from .literals import DTYPES

_NAMES = {v: k for k, v in DTYPES.items()}
_lock = threading.Lock()
_calls: dict[tuple[str, str], int] = {}  # (graph name, text) -> calls recorded
_seq = itertools.count()


def _budget() -> int:
    try:
        return max(0, int(os.environ.get("CAJIT_REPRO_CALLS", "1")))
    except ValueError:
        return 1


def start(graph_name: str, text: str, env: dict[str, Any], inputs: Sequence[Any],
          library_nodes: str | None = None) -> Recorder | None:
    """A recorder for this call when CAJIT_REPRO_DIR asks for one, else
    None. Reads the inputs now: the call may release them. library_nodes:
    the compiled graph's (cajit_compile_options.library_nodes), which the
    replay must compile with too: a node the library runs is a host call
    of the recording, one lowered natively is none."""
    root = os.environ.get("CAJIT_REPRO_DIR")
    if not root:
        return None
    key = (graph_name, text)
    with _lock:
        n = _calls.get(key, 0)
        if n >= _budget():
            return None
        _calls[key] = n + 1
        k = next(_seq)
    return Recorder(os.path.join(root, f"{graph_name}-{k}"), text, env, inputs, library_nodes)


class Recorder:
    def __init__(self, path: str, text: str, env: dict[str, Any], inputs: Sequence[Any],
                 library_nodes: str | None = None) -> None:
        self.path = path
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "graph.cag"), "w") as f:
            f.write(text)
        self.files = 0
        self.lines = ["cajit-repro 1", *self._versions()]
        if library_nodes:
            self.lines.append(f"library {library_nodes}")
        for name, v in env.items():
            self.lines.append(f"bind {name} {float(v)!r}" if isinstance(v, float) else f"bind {name} {int(v)}")
        for i, t in enumerate(inputs):
            self.lines.append(f"input {i} {self._tensor(t)}")
        self.host_calls = 0

    @staticmethod
    def _versions() -> list[str]:
        from . import __version__

        cpu = platform.processor() or platform.machine()
        try:
            with open("/proc/cpuinfo") as f:
                cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), cpu)
        except OSError:
            pass
        return [f"version cajit {__version__}", f"version torch {torch.__version__}",
                f"version python {sys.version.split()[0]}", f"version cpu {cpu}"]

    def _tensor(self, t: Any) -> str:
        if not isinstance(t, torch.Tensor) or t.layout != torch.strided or t.dtype not in _NAMES:
            return "none"
        name = f"t{self.files}.bin"
        self.files += 1
        data = t.detach().contiguous()
        if data.dtype in (torch.bfloat16, torch.float16):
            raw = data.view(torch.int16).numpy().tobytes()
        else:
            raw = data.numpy().tobytes()
        with open(os.path.join(self.path, name), "wb") as f:
            f.write(raw)
        return " ".join([_NAMES[t.dtype], str(t.dim()), *map(str, t.shape), name])

    def host(self, kind: str, where: str, lent: Sequence[Any], results: Sequence[Any]) -> None:
        seq = self.host_calls
        self.host_calls += 1
        node = (where or "?").split("(")[0].strip().replace(" ", "")
        self.lines.append(f"host {seq} {kind} {node}")
        self.lines += [f"host_in {seq} {j} {self._tensor(t)}" for j, t in enumerate(lent)]
        self.lines += [f"host_out {seq} {j} {self._tensor(t)}" for j, t in enumerate(results)]

    def finish(self, outputs: Sequence[Any] | None, error: BaseException | None = None) -> None:
        for i, t in enumerate(outputs or ()):
            self.lines.append(f"output {i} {self._tensor(t)}")
        self.lines.append("status ok" if error is None else
                          f"status error {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
        with open(os.path.join(self.path, "manifest"), "w") as f:
            f.write("\n".join(self.lines) + "\n")
