"""The console scripts ``cajit-dump`` and ``cajit-run`` of an installed
wheel: the tools' C code runs inside cajit's extension (same flags, output
and exit status as the executables a source build makes; README "Tools")."""

from __future__ import annotations

import os
import sys


def _run(name: str) -> None:
    # torch first: it loads the libgomp.so.1 that the extension's OpenMP
    # calls bind to (the wheel does not carry one of its own).
    import torch  # noqa: F401

    from . import _native

    sys.stdout.flush()
    sys.stderr.flush()
    rc = _native.tool_main(name, [name, *sys.argv[1:]])
    # The tool's stdio is C's; leave without Python's exit machinery
    # writing anything after it.
    os._exit(rc)


def dump() -> None:
    _run("cajit-dump")


def run() -> None:
    _run("cajit-run")
