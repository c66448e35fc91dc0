"""The real-model zoo: models users train (tests/py/real_models.py), each
for three steps whose batch and sequence length change, with
``loss.backward()`` and with ``torch.autograd.grad``; grads equal eager's at
torch.testing's default tolerances, no op through the host fallback, no
graph run eagerly, at most one recompile per model.

``CAJIT_ZOO_REPORT=path`` appends one line per test (model, mode, graphs
compiled, recompiles, first backward in seconds) for the figures of a
closing note."""

from __future__ import annotations

import json
import os

import pytest

pytest.importorskip("transformers")

from real_models import SPECS, run_model  # noqa: E402

# Models that need what other work is adding, each with the precise
# reason; strict, so a fix shows up as an unexpected pass.
XFAIL: dict[str, str] = {}
# (model, mode) pairs that recompile more than once.
XFAIL_MODES: dict[tuple[str, str], str] = {}


def _params():
    for name in SPECS:
        for mode in ("backward", "grad"):
            reason = XFAIL.get(name) or XFAIL_MODES.get((name, mode))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            yield pytest.param(name, mode, marks=marks, id=f"{name}-{mode}")


@pytest.mark.parametrize("name,mode", list(_params()))
def test_real_model(name, mode):
    r = run_model(name, mode)
    s = r.stats
    report = os.environ.get("CAJIT_ZOO_REPORT")
    if report:
        with open(report, "a") as f:
            f.write(json.dumps({"model": name, "mode": mode, "graphs": r.graphs, "recompiles": r.recompiles,
                                "first_backward_s": round(r.first_backward_s, 2),
                                "fallback_ops": s["fallback_ops"], "fallbacks": s["fallbacks"]}) + "\n")
    assert s["fallback_ops"] == {}, s["fallback_ops"]
    assert s["fallbacks"] == {}, s["fallbacks"]
    assert s["recompiles"] <= 1, s
