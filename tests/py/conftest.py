"""pytest setup for the cajit Python tests: import path and per-test resets."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

# The suite compiles each graph before its first call (errors raised
# before the call runs, native code from the first call on), so that a
# test's first backward tests cajit's code. tests/py/test_tiered.py tests
# the default, tiered compilation (cajit.tiering), on the same models.
os.environ.setdefault("CAJIT_TIERED", "0")


@pytest.fixture(autouse=True)
def fresh_state():
    """Each test starts with empty compiled-autograd / Dynamo caches and
    zeroed cajit stats (compiled autograd caches graphs across enable())."""
    import torch
    from torch._dynamo import compiled_autograd

    import cajit

    cajit.wait_for_compiles()  # nothing from an earlier test counts into this one
    compiled_autograd.reset()
    torch._dynamo.reset()
    cajit.reset_stats()
    torch.manual_seed(0)
    yield
    compiled_autograd.reset()


import summary_sections  # noqa: E402  (after the sys.path insert above)

FALLBACKS = "cajit host fallbacks (ops without a native lowering)"


@pytest.fixture(autouse=True)
def collect_fallback_ops(fresh_state):
    """Adds each test's host-fallback op counts to a session total, printed
    at the end of the run (fallbacks must be visible, never silent)."""
    yield
    import cajit

    for op, n in cajit.stats()["fallback_ops"].items():
        summary_sections.add_count(FALLBACKS, op, n)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    """A pytest-xdist worker sends its sections to the controller (after
    every other sessionfinish, which may still write one)."""
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        summary_sections.to_worker_output(workeroutput)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """The controller adds up what a finished worker counted."""
    summary_sections.from_worker_output(getattr(node, "workeroutput", {}))


def pytest_terminal_summary(terminalreporter):
    for title in summary_sections.titles():
        if title != FALLBACKS:
            summary_sections.write(terminalreporter, title)
    summary_sections.write(terminalreporter, FALLBACKS, empty="none")
