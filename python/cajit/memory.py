"""Memory cajit holds without needing it, given back (issue 23 item 4;
bench/rss.py, bench/README.md, "cajit's own memory (helper-50)"): the pages of the shared objects ``import cajit`` maps (libLLVM and
  what it links, OpenBLAS, the extension itself) that only their load
  touched: the dynamic loader reads libLLVM's whole relocation table and
  runs its static constructors, and the kernel maps what that touched
  (41 MB of a source build's libLLVM) though the training process runs
  almost none of LLVM afterwards (lowering and LLVM run in worker
  processes; the process itself only links their objects). The pages of
  their read-only segments are clean copies of the files, dropped here
  (``_native.release_file_pages``, MADV_DONTNEED) after the import and
  after each burst of compiles: a later touch maps one again from the
  page cache, a minor fault. Writable segments are never touched.

``CAJIT_RELEASE_MEMORY=0`` turns it off (to measure what it saves).
The heap is left alone: a ``malloc_trim(0)`` after the compiles kept no
memory off that the next steps did not take again (bench/README.md), and
cost the training thread a stall or the page faults of taking it again.
"""

from __future__ import annotations

import os
from typing import Any

# (st_dev, st_ino) of the files import cajit mapped (note_loaded).
_files: tuple[tuple[int, int], ...] = ()


def enabled() -> bool:
    return os.environ.get("CAJIT_RELEASE_MEMORY", "1") != "0"


def mapped_files() -> set[tuple[int, int]]:
    """(st_dev, st_ino) of every file the process maps (/proc/self/maps);
    empty where there is none (not Linux)."""
    out: set[tuple[int, int]] = set()
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                # address perms offset dev inode path
                fields = line.split(None, 5)
                if len(fields) < 6 or fields[4] == "0":
                    continue
                major, minor = fields[3].split(":")
                out.add((os.makedev(int(major, 16), int(minor, 16)), int(fields[4])))
    except OSError:
        pass
    return out


def note_loaded(before: set[tuple[int, int]]) -> None:
    """The files mapped now and not in ``before`` (what the extension's
    load brought in) are the ones release() drops pages of."""
    global _files
    _files = tuple(sorted(mapped_files() - before))


def _native() -> Any:
    from .ext import native

    return native


def release() -> int:
    """Drops the clean pages of the read-only segments of the objects
    import cajit mapped; the bytes of address space advised (0 when off)."""
    native = _native()
    if not enabled() or native is None or not _files:
        return 0
    try:
        return int(native.release_file_pages(_files))
    except OSError:  # madvise refused: the pages stay, as without this
        return 0


def after_compiles() -> None:
    """Once a burst of compiles is done: what linking their objects touched
    in libLLVM given back again."""
    release()
