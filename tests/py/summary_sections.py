"""Sections of the terminal summary that the tests fill in, on one process
or many.

scripts/test runs the suite under pytest-xdist, one worker process per
core. A worker has no terminal: what it counted (the host fallbacks of
every test, test_ops_differential's per-op table) travels to the
controller in ``config.workeroutput`` when the worker finishes, and the
controller prints it with its own. A plain ``python3 -m pytest`` (one
process) takes the same path without the trip.

Two kinds of section: counts that add up across processes (the host
fallbacks), and blocks of lines that one process writes whole (with
``--dist loadfile`` one worker runs all of a test file).
"""

from __future__ import annotations

from typing import Any

COUNTS_KEY = "cajit_summary_counts"
LINES_KEY = "cajit_summary_lines"

# title -> {key: count}: added up over this process's tests and the workers'.
counts: dict[str, dict[str, int]] = {}
# title -> lines, in the order first written.
lines: dict[str, list[str]] = {}


def add_count(title: str, key: str, n: int) -> None:
    section = counts.setdefault(title, {})
    section[key] = section.get(key, 0) + n


def set_lines(title: str, block: list[str]) -> None:
    lines[title] = list(block)


def to_worker_output(workeroutput: dict[str, Any]) -> None:
    """A worker's sections, as plain dicts and lists execnet can send."""
    workeroutput[COUNTS_KEY] = {t: dict(c) for t, c in counts.items()}
    workeroutput[LINES_KEY] = {t: list(b) for t, b in lines.items()}


def from_worker_output(workeroutput: dict[str, Any]) -> None:
    for title, section in workeroutput.get(COUNTS_KEY, {}).items():
        for key, n in section.items():
            add_count(title, key, n)
    for title, block in workeroutput.get(LINES_KEY, {}).items():
        lines.setdefault(title, []).extend(block)


def write(terminalreporter: Any, title: str, empty: str | None = None) -> None:
    """Prints one section: counts largest first, or lines as written;
    ``empty`` (if given) where nothing was recorded."""
    tr = terminalreporter
    if title in counts:
        tr.section(title)
        for key, n in sorted(counts[title].items(), key=lambda kv: (-kv[1], kv[0])):
            tr.write_line(f"{n:6d}  {key}")
    elif title in lines:
        tr.section(title)
        for line in lines[title]:
            tr.write_line(line)
    elif empty is not None:
        tr.section(title)
        tr.write_line(empty)


def titles() -> list[str]:
    return list(dict.fromkeys([*lines, *counts]))
