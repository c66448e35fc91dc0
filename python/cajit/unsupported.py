"""The exception normalization and input snapshots raise for what compiled
code cannot take (cajit.normalize, cajit.inputs)."""

from __future__ import annotations


class Unsupported(Exception):
    """The graph uses something normalization does not handle.

    ``what`` is a short key for statistics (an op or hook kind)."""

    def __init__(self, what: str, message: str) -> None:
        super().__init__(message)
        self.what = what
