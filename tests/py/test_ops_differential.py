"""Differential tests: every natively lowered op against PyTorch eager.

One test per aten op overload that the registry (docs/ops.md, generated
from lib/ops) marks as native: its samples (tests/py/opcheck_samples.py:
captured from PyTorch's OpInfo database forward and backward, or
hand-made) are compiled as single-op graphs and compared with eager by
tests/py/opcheck.py, each on a second set of sizes with the same compiled
graph. A sample whose graph still runs the op through the Python
fallback (its lowering declines that case, as docs/ops.md says) is
counted as "declined", and must still match eager.

Modes (environment):

* default: the bounded run for CI. ``CAJIT_OPCHECK_MAX`` (4) cases per
  op, drawn with seed ``CAJIT_OPCHECK_SEED`` (0): float32, float64 and
  bfloat16 samples as captured and one float32 sample in a transposed or
  sliced layout, plus spares for cases that are skipped or declined (at
  most twice as many compiles); samples from the OpInfos named like the
  op (first 12 samples of each per dtype).
* ``CAJIT_OPCHECK=full``: the exhaustive run. The op's OpInfos'
  ``reference_inputs`` (first 16 per dtype) and hand-made samples, every
  sample in every layout variant, at most ``CAJIT_OPCHECK_MAX`` (40)
  cases per op; with ``CAJIT_OPCHECK_EVERY_OPINFO=1`` samples captured
  from every OpInfo of op_db too (tens of minutes, several GB). It
  writes its counts to ``build/opcheck-results.json`` (or
  ``CAJIT_OPCHECK_RESULTS``); ``python3 tests/py/op_status.py --results
  build/opcheck-results.json`` puts them into docs/op-status.md.
* ``CAJIT_OPCHECK_OPS=aten.mm.default,aten.bmm.default``: only these ops.
* ``CAJIT_OPCHECK_VERBOSE=1``: the summary lists every case.

If compiled code crashes the process, build/opcheck-current-case.txt names
the case that was running.

The terminal summary prints, per op, how many samples ran and passed, and
lists the native ops no sample reaches as "untested" (they are skipped
tests too, never silently absent).

Known failures (KNOWN_FAILURES) are failures of existing lowerings that
their owners have been told about: they are counted and printed, and do
not fail the run; everything else that fails does.
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from typing import Any

import pytest
import torch

import opcheck
import opcheck_samples
import summary_sections

FULL = os.environ.get("CAJIT_OPCHECK", "") == "full"
SEED = int(os.environ.get("CAJIT_OPCHECK_SEED", "0"))
LIMIT = int(os.environ.get("CAJIT_OPCHECK_MAX", "40" if FULL else "4"))
PER_SOURCE = 16 if FULL else 12
# Samples from every OpInfo of op_db, not just the op's own (slow: tens of
# minutes and several GB to capture them all).
EVERY_OPINFO = os.environ.get("CAJIT_OPCHECK_EVERY_OPINFO", "") not in ("", "0")
ONLY = {s for s in os.environ.get("CAJIT_OPCHECK_OPS", "").split(",") if s}
VERBOSE = os.environ.get("CAJIT_OPCHECK_VERBOSE", "") not in ("", "0")
# The case being checked, written before each check: if JIT code crashes
# the process, this file names the sample.
CURRENT_CASE = os.path.join(opcheck.ROOT, "build", "opcheck-current-case.txt")
RESULTS = os.environ.get("CAJIT_OPCHECK_RESULTS") or (
    os.path.join(opcheck.ROOT, "build", "opcheck-results.json") if FULL else "")


@dataclasses.dataclass(frozen=True)
class KnownFailure:
    op: str
    dtype: str  # "*" for any
    variant: str  # "*" for any
    match: str  # a substring of the failure message
    reason: str

    def covers(self, o: opcheck.Outcome) -> bool:
        return (o.op == self.op and self.dtype in ("*", o.dtype) and self.variant in ("*", o.variant)
                and self.match in f"{o.stage}: {o.message}")


# Empty: every lowering matches eager on every sample tried. Add an entry
# only for a failure its owner has been told about.
KNOWN_FAILURES: tuple[KnownFailure, ...] = ()


def _known(o: opcheck.Outcome) -> KnownFailure | None:
    for k in KNOWN_FAILURES:
        if k.covers(o):
            return k
    return None


# ---- the summary ------------------------------------------------------------------


@dataclasses.dataclass
class OpRecord:
    op: str
    status: str = "tested"  # tested | untested | declined (every sample ran through the fallback)
    cases: int = 0
    passed: int = 0
    declined: int = 0  # matched eager, but through the Python fallback (the lowering declined)
    failed: int = 0
    known: int = 0
    skipped: int = 0
    resized: int = 0  # resized runs that passed
    dtypes: set[str] = dataclasses.field(default_factory=set)
    failures: list[str] = dataclasses.field(default_factory=list)
    skips: list[str] = dataclasses.field(default_factory=list)
    lines: list[str] = dataclasses.field(default_factory=list)  # every case, with CAJIT_OPCHECK_VERBOSE
    seconds: float = 0.0

    @property
    def ran(self) -> int:
        return self.passed + self.declined + self.failed + self.known

    def as_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "ran": self.ran,
            "passed": self.passed,
            "declined": self.declined,
            "failed": self.failed,
            "known": self.known,
            "skipped": self.skipped,
            "resized": self.resized,
            "dtypes": sorted(self.dtypes, key=_dtype_order),
            "failures": self.failures[:5],
        }


def _dtype_order(name: str) -> tuple[int, str]:
    order = ["f32", "f64", "bf16"]
    return (order.index(name) if name in order else len(order), name)


class Summary:
    """Per-op counts, a section of the terminal summary."""

    def __init__(self) -> None:
        self.records: dict[str, OpRecord] = {}
        self.start = time.time()

    def record(self, q: str) -> OpRecord:
        return self.records.setdefault(q, OpRecord(q))

    def pytest_sessionfinish(self, session: Any) -> None:
        """The per-op table, a section of the terminal summary
        (summary_sections: printed by the process that prints the
        summary, also when a pytest-xdist worker ran these tests)."""
        mode = "full" if FULL else "bounded"
        title = f"cajit op differential tests ({mode} run, seed {SEED}, at most {LIMIT} cases per op)"
        out = [f"{'op':52s} {'ran':>4s} {'passed':>6s} {'failed':>6s} {'known':>5s} {'declined':>8s} "
               f"{'skipped':>7s} {'resized':>7s}  dtypes"]
        for q in sorted(self.records):
            r = self.records[q]
            if r.status == "untested":
                out.append(f"{q:52s} untested: no OpInfo and no hand-made sample reaches it")
                continue
            out.append(f"{q:52s} {r.ran:4d} {r.passed:6d} {r.failed:6d} {r.known:5d} {r.declined:8d} "
                       f"{r.skipped:7d} {r.resized:7d}  {' '.join(sorted(r.dtypes, key=_dtype_order))}"
                       + ("  (every sample declined: ran through the fallback)" if r.status == "declined" else ""))
        if VERBOSE:
            for q in sorted(self.records):
                out.extend(self.records[q].lines)
        recs = list(self.records.values())
        untested = [r.op for r in recs if r.status == "untested"]
        if untested:
            out.append(f"untested native ops ({len(untested)}): {', '.join(sorted(untested))}")
        known = [f for r in recs for f in r.failures if f.startswith("known")]
        if known:
            out.append(f"known failures ({len(known)} cases; see KNOWN_FAILURES):")
            out.extend("  " + line.replace("\n", "\n  ") for line in known)
        ran = sum(r.ran for r in recs)
        out.append(
            f"op samples: {ran} ran, {sum(r.passed for r in recs)} passed, {sum(r.failed for r in recs)} failed, "
            f"{sum(r.known for r in recs)} known failures, {sum(r.declined for r in recs)} declined (fallback), "
            f"{sum(r.skipped for r in recs)} skipped; "
            f"{sum(r.resized for r in recs)} resized runs passed; "
            f"{sum(1 for r in recs if r.status == 'tested')} ops tested, {len(untested)} untested "
            f"({time.time() - self.start:.0f} s)")
        if RESULTS:
            self.write(RESULTS)
            out.append(f"results written to {RESULTS}")
        summary_sections.set_lines(title, out)

    def write(self, path: str) -> None:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        data = {
            "mode": "full" if FULL else "bounded",
            "seed": SEED,
            "limit": LIMIT,
            "torch": torch.__version__.split("+")[0],
            "ops": {q: r.as_json() for q, r in sorted(self.records.items())},
        }
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, sort_keys=True)
            f.write("\n")


_SUMMARY = Summary()


@pytest.fixture(scope="session")
def summary(request: Any) -> Summary:
    pm = request.config.pluginmanager
    if not pm.is_registered(_SUMMARY):
        pm.register(_SUMMARY, "cajit-opcheck-summary")
    return _SUMMARY


@pytest.fixture(scope="session")
def bank() -> opcheck_samples.SampleBank:
    targets = {r.torch_op for r in opcheck.native_candidates() if r.torch_op is not None}
    return opcheck_samples.SampleBank(targets, full=FULL, per_source=PER_SOURCE)


def _breadcrumb(case: Any) -> None:
    try:
        os.makedirs(os.path.dirname(CURRENT_CASE), exist_ok=True)
        with open(CURRENT_CASE, "w", encoding="utf-8") as f:
            f.write(f"{case.sample.describe()} [{case.variant}] <- {case.sample.source}\n")
    except OSError:
        pass


def _native_ops() -> list[opcheck.RegistryOp]:
    ops = opcheck.native_candidates()
    if ONLY:
        ops = [r for r in ops if r.qualname in ONLY]
    return ops


# ---- the tests ----------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _native_convolutions(monkeypatch: Any) -> None:
    """Large convolution backwards go to torch's library by default
    (CAJIT_CONV_BACKWARD=auto); here the lowering itself is under test.
    tests/py/test_library_ops.py tests the library path."""
    monkeypatch.setenv("CAJIT_CONV_BACKWARD", "native")


@pytest.mark.parametrize("entry", _native_ops(), ids=lambda r: r.qualname)
def test_op_matches_eager(entry: opcheck.RegistryOp, bank: opcheck_samples.SampleBank, summary: Summary) -> None:
    t0 = time.time()
    rec = summary.record(entry.qualname)
    op = entry.torch_op
    assert op is not None, f"{entry.qualname} is in the registry but not in torch.ops"
    by_dtype = opcheck_samples.gather(op, bank, opcheck.FLOAT_DTYPES, every_opinfo=EVERY_OPINFO)
    cases = opcheck_samples.select(op, by_dtype, FULL, SEED)
    if not cases:
        rec.status = "untested"
        pytest.skip(f"untested: {entry.qualname} is native but no OpInfo and no hand-made sample reaches it")
    unexpected = []
    # Spares stand in for skipped and declined cases, within a budget.
    for case in cases[: 2 * LIMIT]:
        if rec.passed + rec.failed + rec.known >= LIMIT:
            break
        _breadcrumb(case)
        o = opcheck.check(case.sample, case.variant)
        rec.cases += 1
        if VERBOSE:
            rec.lines.append(o.line())
        if o.status == "skip":
            rec.skipped += 1
            rec.skips.append(o.line())
            continue
        rec.dtypes.add(o.dtype)
        if o.status == "pass":
            rec.passed += 1
            rec.resized += o.resized.startswith("pass")
        elif o.status == "declined":
            rec.declined += 1
        elif o.status == "fail" and _known(o) is not None:
            rec.known += 1
            rec.failures.append(f"known ({_known(o).reason}): {o.line()}")
        else:
            rec.failed += 1
            rec.failures.append(o.line())
            unexpected.append(o)
    rec.seconds = time.time() - t0
    if rec.declined and not (rec.passed or rec.failed or rec.known):
        rec.status = "declined"
    if rec.ran == 0:
        rec.status = "untested"
        pytest.skip(f"untested: every sample of {entry.qualname} was skipped:\n" + "\n".join(rec.skips))
    if unexpected:
        details = "\n\n".join(o.line() + (f"\n{o.cag}" if o.stage == "compile" else "") for o in unexpected)
        pytest.fail(f"{len(unexpected)} of {rec.cases} cases of {entry.qualname} differ from eager:\n{details}",
                    pytrace=False)


def test_registry_lists_native_ops() -> None:
    """The registry table the tests are driven by is readable and names
    real torch ops (a format change of docs/ops.md would otherwise make
    every op test silently vanish)."""
    ops = opcheck.native_candidates()
    assert len(ops) >= 10, f"only {len(ops)} native ops read from {opcheck.OPS_MD}"
    missing = [r.qualname for r in ops if r.torch_op is None]
    assert not missing, f"registry ops unknown to torch: {missing}"


def test_op_status_doc_is_current() -> None:
    """docs/op-status.md lists exactly the registry's ops with their native
    status (regenerate with `python3 tests/py/op_status.py`)."""
    import op_status

    with open(op_status.DOC, encoding="utf-8") as f:
        have = f.read()
    want = op_status.render(op_status.load_results())
    assert have == want, ("docs/op-status.md is stale relative to the op registry: run "
                          "`python3 tests/py/op_status.py` and commit the result")


# ---- the harness itself -------------------------------------------------------------


def test_harness_compiles_once_and_runs_two_sizes(monkeypatch: Any) -> None:
    """One compile per case; the resized run goes through the same
    compiled graph with other sizes, and both runs are compared."""
    from cajit.native import NativeBackend

    compiles = []
    real = NativeBackend.compile

    def counting(self: Any, text: str, meta: Any) -> Any:
        compiles.append(text)
        return real(self, text, meta)

    monkeypatch.setattr(NativeBackend, "compile", counting)
    x, y = torch.randn(4, 6), torch.randn(6)
    o = opcheck.check(opcheck.Sample(torch.ops.aten.add.Tensor, (x, y), {}, "test"))
    assert o.status == "pass", o.line()
    assert len(compiles) == 1
    assert o.resized.startswith("pass (f32[5, 7], f32[7])"), o.resized


def test_harness_detects_wrong_values() -> None:
    op = torch.ops.aten.add.Tensor
    t = torch.linspace(-2, 2, 12, dtype=torch.float32).reshape(3, 4)
    assert opcheck.compare(op, [t.clone()], [t], [t]) is None
    msg = opcheck.compare(op, [t + 1e-3], [t], [t])
    assert msg is not None and "output 0: at [" in msg and "expected" in msg
    assert "dtype" in opcheck.compare(op, [t.double()], [t], [t])
    assert "shape" in opcheck.compare(op, [t.t()], [t], [t])
    assert "got none" in opcheck.compare(op, [None], [t], [t])
    nan = torch.tensor([float("nan"), 1.0])
    assert opcheck.compare(op, [nan.clone()], [nan], [nan]) is None


def test_harness_tolerances_follow_pytorch_defaults() -> None:
    f32 = torch.zeros(100)
    assert opcheck.tolerances(torch.ops.aten.add.Tensor, torch.float32, [f32]) == (1.3e-6, 1e-5)
    rtol, atol = opcheck.tolerances(torch.ops.aten.sum.default, torch.float32, [f32])
    assert (rtol, atol) == pytest.approx((1.3e-5, 1e-4))  # sqrt(100) = 10 terms of error
    bf = torch.zeros(4, dtype=torch.bfloat16)
    assert opcheck.tolerances(torch.ops.aten.add.Tensor, torch.float32, [bf])[0] == 0.016


def test_harness_puts_decomposed_ops_back() -> None:
    """reshape is CompositeImplicitAutograd: make_fx traces it as view, the
    harness compiles aten.reshape itself."""
    x = torch.randn(4, 6).t()
    o = opcheck.check(opcheck.Sample(torch.ops.aten.reshape.default, (x, [6, 4]), {}, "test"))
    assert o.status == "pass", o.line()
    assert "aten.reshape.default(" in o.cag and "aten.view" not in o.cag


# ---- special values the sampled cases rarely reach ---------------------------------

_INF, _NAN = float("inf"), float("nan")


def _softmax_cases() -> list[tuple[torch.Tensor, int, bool]]:
    rows = torch.tensor([[0.5, -1.0, 2.0, 0.0],
                         [_NAN, 1.0, 2.0, 3.0],  # NaN anywhere: a NaN row
                         [-_INF, -_INF, -_INF, -_INF],  # all -inf: NaN, as torch
                         [-_INF, 1.0, -_INF, 2.0],  # -inf entries: 0 (log: -inf)
                         [_INF, 1.0, 0.0, -1.0]])  # +inf: NaN where x is inf, 0 elsewhere
    return [
        (rows, 1, False),
        (rows, 0, False),
        (rows.t(), -1, False),  # a transposed layout
        (torch.randn(2, 3, 5), 1, False),
        (torch.tensor(1.5), 0, False),  # a scalar: 1 (log: 0)
        (torch.randn(3, 0), 1, False),  # an empty dim
        (torch.randn(4, 6, dtype=torch.float64) * 30, -1, False),
        # (half_to_float: eager CPU refuses it, "not supported on CPU")
        (torch.randn(4, 6).to(torch.float16), 1, False),
        (torch.randn(4, 6).to(torch.bfloat16), 0, False),
    ]


@pytest.mark.parametrize("op", [torch.ops.aten._softmax.default, torch.ops.aten._log_softmax.default],
                         ids=["softmax", "log_softmax"])
def test_softmax_forward_special_values(op: Any) -> None:
    for x, dim, half_to_float in _softmax_cases():
        o = opcheck.check(opcheck.Sample(op, (x, dim, half_to_float), {}, "test"))
        assert o.status == "pass", o.line()


def _max_pool_cases() -> list[tuple[torch.Tensor, list, dict]]:
    g = torch.Generator().manual_seed(0)
    x = torch.randn(2, 3, 7, 8, generator=g)
    nan = x.clone()
    nan[0, 0, 1, 1] = nan[0, 0, 2, 3] = nan[1, 2, 6, 7] = _NAN  # several NaNs in a window: the last wins
    ties = torch.randint(0, 3, (2, 2, 6, 6), generator=g).float()  # ties: the first maximum wins
    ninf = torch.full((1, 2, 5, 5), -_INF)
    ninf[0, 1, 2, 2] = 1.0
    return [
        (x, [2, 2], {}),
        (x, [3, 3], {"stride": [2, 2], "padding": [1, 1]}),
        (x, [3, 2], {"stride": [2, 1], "padding": [1, 0], "dilation": [2, 2]}),
        (x, [3, 3], {"stride": [2, 2], "ceil_mode": True}),
        (x, [2, 3], {"stride": [3, 2], "padding": [1, 1], "ceil_mode": True}),
        (nan, [3, 3], {"stride": [1, 1], "padding": [1, 1]}),
        (nan.to(torch.bfloat16), [2, 2], {}),
        (ties, [3, 3], {"stride": [1, 1], "padding": [1, 1]}),
        (ninf, [3, 3], {"stride": [2, 2], "padding": [1, 1]}),  # -inf windows: first position inside
        (x[0], [2, 2], {"stride": [1, 2]}),  # rank 3
        (x.contiguous(memory_format=torch.channels_last), [2, 2], {}),
        (x.transpose(2, 3), [3, 2], {"stride": [1, 2]}),
        (x.double(), [2, 2], {"padding": [1, 1]}),
    ]


def test_max_pool2d_with_indices_forward_special_values() -> None:
    op = torch.ops.aten.max_pool2d_with_indices.default
    for x, kernel, kw in _max_pool_cases():
        o = opcheck.check(opcheck.Sample(op, (x, kernel), kw, "test"))
        assert o.status == "pass", o.line()


def test_max_pool2d_with_indices_of_integers_is_declined() -> None:
    # -inf pads the windows of floats; integers run through torch (counted).
    x = torch.randint(-9, 9, (1, 2, 5, 5), generator=torch.Generator().manual_seed(0))
    o = opcheck.check(opcheck.Sample(torch.ops.aten.max_pool2d_with_indices.default, (x, [2, 2]), {}, "test"))
    assert o.status == "declined", o.line()


def _nll_loss_cases() -> list[tuple[tuple, str]]:
    g = torch.Generator().manual_seed(0)
    x = torch.randn(6, 5, generator=g).log_softmax(-1)
    t = torch.tensor([0, 4, 2, 2, 1, 3])
    t_ign = torch.tensor([0, -100, 2, -100, 1, 3])
    w = torch.rand(5, generator=g) + 0.5
    cases = []
    for reduction in (0, 1, 2):
        cases += [
            ((x, t, None, reduction, -100), "no weight"),
            ((x, t_ign, None, reduction, -100), "ignored rows"),
            ((x, t_ign, w, reduction, -100), "weight, ignored rows"),
            ((x, t, w, reduction, 2), "ignore_index a class"),
            ((x[0], t[1], None, reduction, -100), "self [C]"),
            ((x[0], t_ign[1], w, reduction, -100), "self [C], ignored"),
            ((x.t().contiguous().t(), t, w, reduction, -100), "transposed self"),
            ((x.double(), t_ign, w.double(), reduction, -100), "f64"),
            ((x.bfloat16(), t, w.bfloat16(), reduction, -100), "bf16"),
            ((torch.randn(40, 7, generator=g), torch.randint(0, 7, (40,), generator=g), None, reduction, -100),
             "40 rows"),
            ((x, torch.full((6,), -100), None, reduction, -100), "all ignored (mean: 0 / 0)"),
        ]
    return cases


def test_nll_loss_forward_reductions() -> None:
    """Every reduction, with and without weight, ignored rows, 1-d self,
    layouts and dtypes (the OpInfo samples of the bounded run are all
    reduction none)."""
    op = torch.ops.aten.nll_loss_forward.default
    for args, what in _nll_loss_cases():
        o = opcheck.check(opcheck.Sample(op, args, {}, "test"))
        assert o.status == "pass", f"{what}: {o.line()}"


def test_nll_loss_forward_target_out_of_bounds() -> None:
    x = torch.randn(3, 4).log_softmax(-1)
    for reduction in (0, 1):
        with pytest.raises(Exception, match="Target 7 is out of bounds"):
            torch.ops.aten.nll_loss_forward.default(x, torch.tensor([0, 7, 1]), None, reduction, -100)
        o = opcheck.check(opcheck.Sample(torch.ops.aten.nll_loss_forward.default,
                                         (x, torch.tensor([0, 7, 1]), None, reduction, -100), {}, "test"))
        assert "out of bounds" in o.line(), o.line()
