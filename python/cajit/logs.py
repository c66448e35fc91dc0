"""cajit's logging, through torch._logging as PyTorch's own components log.

``TORCH_LOGS=cajit`` (INFO) shows one line per graph cajit compiles (kind,
name, total compile time, cache use), each recompile with the guard that
failed, and each graph run eagerly instead (a fallback).  ``TORCH_LOGS=+cajit``
(DEBUG) adds the per-stage compile times and the .cag text of every graph.

Artifacts (off unless named, as torch's ``graph_code`` or ``recompiles``):

* ``cajit_graphs``: the .cag text of each compiled graph;
* ``cajit_compile_times``: milliseconds per compile stage of each graph;
* torch's own ``recompiles`` artifact also shows cajit's recompiles, so
  ``TORCH_LOGS=recompiles`` lists Dynamo's and cajit's together.

torch parses ``TORCH_LOGS`` when it is imported, before cajit can register
its artifact names: name ``cajit`` first (``TORCH_LOGS=cajit,cajit_graphs``;
torch imports cajit to resolve ``cajit``, which registers the artifacts), or
call ``torch._logging.set_logs(modules={"cajit_graphs": True})`` after ``import cajit``.

``CAJIT_LOG=compile`` / ``CAJIT_LOG=fallback`` (the older switches) still
print the compile-time and fallback lines, without TORCH_LOGS.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Any

import torch._logging
from torch._logging import _internal

ARTIFACTS = {
    "cajit_graphs": "The .cag text of each graph cajit compiles",
    "cajit_compile_times": "Milliseconds per compile stage of each graph cajit compiles",
}


def _register() -> None:
    if not _internal.log_registry.is_log("cajit"):
        _internal.register_log("cajit", "cajit")
    for name, text in ARTIFACTS.items():
        if not _internal.log_registry.is_artifact(name):
            _internal.register_artifact(name, text, off_by_default=True)


_register()

log = logging.getLogger("cajit")
graphs_log = torch._logging.getArtifactLogger("cajit", "cajit_graphs")
times_log = torch._logging.getArtifactLogger("cajit", "cajit_compile_times")
recompiles_log = torch._logging.getArtifactLogger("cajit", "recompiles")


def _inside_torch_log_setup() -> bool:
    """Whether torch is parsing TORCH_LOGS right now (it imports cajit to
    resolve the name ``cajit``); it sets the handlers up itself after."""
    f = sys._getframe(1)
    while f is not None:
        if f.f_code.co_name == "_parse_log_settings" and "_logging" in f.f_code.co_filename:
            return True
        f = f.f_back
    return False


def _refresh_from_env() -> None:
    """torch set up its handlers before "cajit" was a registered log: set
    them up again when TORCH_LOGS names cajit or one of its artifacts."""
    settings = os.environ.get("TORCH_LOGS", "")
    if ("cajit" in settings or "recompiles" in settings) and not _inside_torch_log_setup():
        _internal._parse_log_settings.cache_clear()
        _internal._init_logs()


_refresh_from_env()


def _shorthand(kind: str) -> bool:
    return kind in os.environ.get("CAJIT_LOG", "").split(",")


def graph_received(name: str, kind: str, gm: Any) -> None:
    log.debug("cajit: %s graph %s received from AOTAutograd (%d nodes)", kind, name, len(gm.graph.nodes))


def compiled(name: str, text: str, times: dict[str, float], graph_cache: str, object_cache: str,
             llvm_parts: int, recompile: bool) -> None:
    stages = ", ".join(f"{k} {v:.1f}" for k, v in times.items() if k != "total")
    log.info("cajit: %s %s in %.1f ms (graph cache %s, object cache %s)",
             "recompiled" if recompile else "compiled", name, times["total"], graph_cache, object_cache)
    if _shorthand("compile"):
        log.warning("cajit: compiled %s in %.1f ms (%s; graph cache %s, object cache %s, LLVM objects %d)",
                    name, times["total"], stages, graph_cache, object_cache, llvm_parts)
    else:
        log.debug("cajit: %s compile stages (ms): %s", name, stages)
    times_log.debug("cajit: %s compile stages (ms): %s; total %.1f", name, stages, times["total"])
    log.debug("cajit: %s .cag text:\n%s", name, text)
    graphs_log.debug("cajit: %s .cag text:\n%s", name, text)


def tier_switch(name: str, quick_calls: int, ms: float) -> None:
    log.info("cajit: %s runs native code from its next call on (compiled in the background in %.1f ms; "
             "%d call(s) ran on the quick tier)", name, ms, quick_calls)


def recompiling(name: str, variants: int, reasons: list[str]) -> None:
    why = "; ".join(reasons) if reasons else "no variant yet"
    log.info("cajit: recompiling %s (%d variant(s) so far): guards failed: %s", name, variants, why)
    recompiles_log.debug("Recompiling cajit graph %s, triggered by guard failure(s): %s", name, why)


def fallback(name: str, reason: str, message: str) -> None:
    log.info("cajit: %s runs eagerly (fallback %s): %s", name, reason, message)
