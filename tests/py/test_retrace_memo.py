"""The re-trace's memos and shortcuts (cajit.fake_mode, fake_memo,
validated, sym_memo, lean_trace): an op met again in one trace with the
same symbolic arguments gets fresh fakes of the recorded results instead
of another run of its fake kernel (FakeMode's memo; a view op, the
as_strided of its input that the recorded call ended in); SymNode
arithmetic met again with the same expressions gets the SymNode made the
first time; validate_outputs that provably changes nothing is answered
without torch; native_layer_norm_backward's shortcut takes sizes proved
equal. None may change anything: the .cag text is the one of a trace
without it (each mechanism was broken once by hand, and its tests here
failed)."""

import pytest
import torch
from torch._dynamo.source import LocalSource
from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv, StatelessSymbolicContext

import cajit.fake_mode as fake_mode_mod
import cajit.fake_memo as memo_mod
import cajit.sym_memo as sym_mod
import cajit.validated as validated_mod
import cajit.lean_trace as lean_mod
from cajit.shape_exprs import sym_expr
import cajit.normalize as normalize_mod
import models
from cajit.export import to_cag
from harness import capture_backward


def _cag(name, captured):
    return to_cag(normalize_mod.normalize(*captured), name)


# gru: every step of the unrolled RNN repeats its gates' ops (hits);
# transformer, cnn, lstm: few or no repeats, views and fused kernels.
@pytest.mark.parametrize("name", ["gru", "transformer", "lstm", "cnn", "mlp_ce"])
def test_same_cag_with_and_without_memo(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    before = dict(memo_mod._MEMO_STATS)
    with_memo = _cag(name, captured)
    hits = memo_mod._MEMO_STATS["hits"] - before["hits"]
    monkeypatch.setattr(memo_mod, "_memo_enabled", False)
    before = dict(memo_mod._MEMO_STATS)
    without = _cag(name, captured)
    assert memo_mod._MEMO_STATS == before  # off means off
    assert with_memo == without
    if name == "gru":
        assert hits >= 20  # the test exercises the replay


def test_without_symnode_the_memo_is_off(monkeypatch):
    # Torch internals the replay needs are missing: torch's path.
    monkeypatch.setattr(memo_mod, "_SymNode", None)
    captured = capture_backward(models.ZOO["gru"])
    before = dict(memo_mod._MEMO_STATS)
    _cag("gru", captured)
    assert memo_mod._MEMO_STATS == before


def _fakes():
    env = ShapeEnv()
    mode = fake_mode_mod.FakeMode(allow_non_fake_inputs=True, shape_env=env)
    ctx = lambda n: StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DUCK] * n)  # noqa: E731
    a = mode.from_tensor(torch.randn(4, 3), source=LocalSource("a"), symbolic_context=ctx(2))
    b = mode.from_tensor(torch.randn(3, 5), source=LocalSource("b"), symbolic_context=ctx(2))
    # Duck-sized: b's rows are a's columns, so mm adds no replacement
    # (which would change the key of the next call).
    assert b.shape[0].node.expr == a.shape[1].node.expr
    return mode, a, b


def test_repeat_is_replayed_with_its_own_symbols():
    mode, a, b = _fakes()
    with lean_mod.lean_meta(), mode:
        a2 = torch.ops.aten.neg.default(a)  # a's sizes, another tensor
        hits = memo_mod._MEMO_STATS["hits"]
        r1 = torch.ops.aten.mm.default(a, b)
        assert memo_mod._MEMO_STATS["hits"] == hits
        r2 = torch.ops.aten.mm.default(a2, b)
        assert memo_mod._MEMO_STATS["hits"] == hits + 1
    assert r2 is not r1 and r2.untyped_storage()._cdata != r1.untyped_storage()._cdata
    assert [s.node.expr for s in r2.shape] == [s.node.expr for s in r1.shape]
    assert r2.stride() == r1.stride() and r2.dtype == r1.dtype and r2.device == r1.device
    # Sizes that were the first call's input SymInts are this call's.
    assert r1.shape[0].node is a.shape[0].node
    assert r2.shape[0].node is a2.shape[0].node and r2.shape[1].node is b.shape[1].node


def test_views_are_replayed_as_views_of_this_calls_input():
    mode, a, b = _fakes()
    with lean_mod.lean_meta(), mode:
        a2 = torch.ops.aten.neg.default(a)  # a's sizes, another storage
        hits = memo_mod._MEMO_STATS["hits"]
        v1 = torch.ops.aten.t.default(a)
        assert memo_mod._MEMO_STATS["hits"] == hits
        v2 = torch.ops.aten.t.default(a2)
        assert memo_mod._MEMO_STATS["hits"] == hits + 1
        w1 = torch.ops.aten.view.default(a, [a.shape[0] * a.shape[1]])
        w2 = torch.ops.aten.view.default(a2, [a.shape[0] * a.shape[1]])
        assert memo_mod._MEMO_STATS["hits"] == hits + 2
    for v, base in ((v1, a), (v2, a2), (w1, a), (w2, a2)):
        assert v._is_view()
        assert v.untyped_storage()._cdata == base.untyped_storage()._cdata
    ex = lambda xs: [sym_expr(x) for x in xs]  # noqa: E731
    assert ex(v2.shape) == ex(v1.shape) and ex(v2.stride()) == ex(v1.stride())
    assert v2.storage_offset() == v1.storage_offset()
    assert v2.shape[0].node is a2.shape[1].node  # this call's SymInts
    assert ex(w2.shape) == ex(w1.shape) and ex(w2.stride()) == ex(w1.stride())


def test_view_entry_needs_the_ops_own_as_strided():
    # A view op whose recorded call did not end in an as_strided of its
    # input with the result's layout is not memoized.
    mode, a, b = _fakes()
    with lean_mod.lean_meta(), mode:
        v = torch.ops.aten.t.default(a)
        other = torch.ops.aten.neg.default(a)
    flat = [x for x in (*a.shape, *a.stride()) if isinstance(x, torch.SymInt)]
    seen_own = [((a, list(v.shape), list(v.stride())), {}, v)]
    assert memo_mod._view_entry(mode, a, v, flat, seen_own) is not None
    assert memo_mod._view_entry(mode, a, v, flat, []) is None
    assert memo_mod._view_entry(mode, a, v, flat, [((other, list(v.shape), list(v.stride())), {}, v)]) is None
    assert memo_mod._view_entry(mode, a, v, flat, [((a, list(a.shape), list(a.stride())), {}, a)]) is None


@pytest.mark.parametrize("name", ["gru", "transformer", "lstm", "cnn"])
def test_same_cag_with_and_without_view_memo(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    calls = []
    orig = fake_mode_mod.FakeMode._replay_view
    monkeypatch.setattr(fake_mode_mod.FakeMode, "_replay_view", lambda self, *a: calls.append(1) or orig(self, *a))
    memo = _cag(name, captured)
    hits = len(calls)
    monkeypatch.setattr(memo_mod, "_view_memo_enabled", False)
    plain = _cag(name, captured)
    assert len(calls) == hits  # off means off
    assert memo == plain
    if name == "gru":
        assert hits >= 10  # the weights' t() of every step


def test_other_traces_are_not_memoized():
    mode, a, b = _fakes()
    hits = memo_mod._MEMO_STATS["hits"]
    with mode:  # not inside a cajit trace (lean_meta off)
        torch.ops.aten.mm.default(a, b)
        torch.ops.aten.mm.default(a, b)
    assert memo_mod._MEMO_STATS["hits"] == hits


def test_unbacked_sizes_are_not_memoized():
    # A mask's count: what a fake kernel decides of it may change as the
    # trace learns more, so every call runs the kernel.
    mode, a, b = _fakes()
    with lean_mod.lean_meta(), mode:
        u = mode.shape_env.create_unbacked_symint()
        torch._check(u >= 2)
        m = torch.ops.aten.new_empty.default(a, [u, a.shape[1]])
        hits = memo_mod._MEMO_STATS["hits"]
        torch.ops.aten.mm.default(m, b)
        torch.ops.aten.mm.default(m, b)
        assert memo_mod._MEMO_STATS["hits"] == hits
        torch.ops.aten.mm.default(a, b)
        torch.ops.aten.mm.default(a, b)
        assert memo_mod._MEMO_STATS["hits"] == hits + 1


# ---- validate_outputs answered without torch (validated.validated_unchanged) ----


@pytest.mark.parametrize("name", ["gru", "transformer", "lstm", "cnn", "mlp_ce"])
def test_same_cag_with_and_without_validate_shortcut(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    before = fake_mode_mod._FAST_STATS["validate_outputs"]
    fast = _cag(name, captured)
    answered = fake_mode_mod._FAST_STATS["validate_outputs"] - before
    monkeypatch.setattr(validated_mod, "_validate_fast", False)
    before = fake_mode_mod._FAST_STATS["validate_outputs"]
    slow = _cag(name, captured)
    assert fake_mode_mod._FAST_STATS["validate_outputs"] == before  # off means off
    assert fast == slow
    if name == "gru":
        assert answered >= 40  # most of its 83 calls; the bias grads' reductions go to torch


def _meta(sizes, dtype_code=6, grad_dtype=6, device=torch.device("cpu"), layout=0, subclass=False):
    return ((None, None, device, dtype_code, layout, None), list(sizes), subclass, grad_dtype)


def test_validate_shortcut_agrees_with_torch():
    # Each case: the shortcut says "unchanged" only where torch's own
    # validate_outputs returns the very grads and records no guard.
    from torch._dynamo.compiled_autograd import ops

    mode, a, b = _fakes()
    (m, n), (_, k) = a.shape, b.shape
    assert (m * m // m).node.expr != m.node.expr  # another expression of m
    cases = {
        "same": ([a, None], [_meta([m, n]), None], True),
        "same, grad None": ([None], [_meta([m, n])], True),
        "reduce to the bias's shape": ([a], [_meta([n])], False),
        "other expression": ([a], [_meta([m, k])], False),
        "to grad_dtype": ([a], [_meta([m, n], 7, 7)], False),
        "no grad_dtype: kept": ([a], [_meta([m, n], 7, None)], True),
        "device": ([a], [_meta([m, n], device=torch.device("meta"))], False),
        "sparse metadata": ([a], [_meta([m, n], layout=1)], False),
        "subclass metadata": ([a], [_meta([m, n], subclass=True)], False),
        "constant sizes": ([a], [_meta([4, 3])], False),
        "provably equal sizes": ([a], [_meta([m * m // m, n])], True),
    }
    dtypes = {6: torch.float32, 7: torch.float64}
    env = mode.shape_env
    for what, (grads, metas, want) in cases.items():
        with lean_mod.lean_meta():
            got = validated_mod.validated_unchanged(grads, metas, dtypes)
        assert got == want, what
        if not got:
            continue
        guards = len(env.guards)
        with mode:
            out = ops.validate_outputs(list(grads), metas)
        assert all(o is g for o, g in zip(out, grads)) and len(env.guards) == guards, what
    # Outside cajit's traces torch decides.
    assert not validated_mod.validated_unchanged([a], [_meta([m, n])], dtypes)


# ---- SymNode arithmetic met again (sym_memo._sym_memo_impl) ----


@pytest.mark.parametrize("name", ["gru", "transformer", "lstm", "cnn", "mlp_ce"])
def test_same_cag_with_and_without_sym_memo(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    before = dict(sym_mod._SYM_STATS)
    memo = _cag(name, captured)
    hits = sym_mod._SYM_STATS["hits"] - before["hits"]
    monkeypatch.setattr(sym_mod, "_sym_memo_enabled", False)
    before = dict(sym_mod._SYM_STATS)
    plain = _cag(name, captured)
    assert sym_mod._SYM_STATS == before  # off means off
    assert memo == plain
    assert hits > 100  # fake kernels redo their size arithmetic


def test_sym_memo_answers_repeats_in_cajit_traces_only():
    mode, a, b = _fakes()
    m, n = a.shape
    with lean_mod.lean_meta():
        assert (m * n).node is (m * n).node
        assert (m % n).node is not (m % n).node  # mod: not memoized
        u = mode.shape_env.create_unbacked_symint()
        assert (u * m).node is not (u * m).node  # no hint: not memoized
        # Guards still run: a repeated comparison is decided the same way
        # and records its guard once.
        guards = len(mode.shape_env.guards)
        assert bool(m > n) and bool(m > n)
        assert len(mode.shape_env.guards) == guards + 1
    assert (m * n).node is not (m * n).node  # outside cajit's traces: torch's


def test_sym_memo_graphs_are_general():
    # make_fx traces over one ShapeEnv (normalize's functionalizing
    # second trace is a second one): each graph, with the memo's shared
    # SymNodes as size arguments, computes the function at other sizes.
    from torch.fx.experimental.proxy_tensor import make_fx

    mode, a, b = _fakes()

    def f(x, y):
        n = x.shape[0] * x.shape[1]
        z = x.reshape(n) * 2 + y.reshape(y.shape[1] * y.shape[0]).sum()
        return z.reshape(x.shape[0], x.shape[1] * 1) + x.reshape(x.shape[0] * x.shape[1]).reshape(x.shape)

    hits = sym_mod._SYM_STATS["hits"]
    for _ in range(2):
        with lean_mod.lean_meta():
            gm = make_fx(f, tracing_mode="symbolic", _allow_non_fake_inputs=True)(a, b)
        gm.graph.lint()
        x, y = torch.randn(6, 7), torch.randn(7, 2)
        torch.testing.assert_close(gm(x, y), f(x, y))
    assert sym_mod._SYM_STATS["hits"] > hits


# ---- native_layer_norm_backward on sizes equal by proof (fake_mode._provably_equal) ----


def test_layer_norm_shortcut_takes_provably_equal_sizes(monkeypatch):
    # The zoo transformer (batch 5 == sequence 5, duck-sized): its layer
    # norms' grad_out rows are (s0**2)//s0, a flattened grad viewed back;
    # the shortcut answers them, and the .cag is the decomposition's.
    captured = capture_backward(models.ZOO["transformer"])
    made = []
    real = fake_mode_mod.FakeMode._layer_norm_backward
    monkeypatch.setattr(fake_mode_mod.FakeMode, "_layer_norm_backward",
                        lambda self, args: made.append(real(self, args)) or made[-1])
    fast = _cag("transformer", captured)
    assert len(made) == 2 and all(m is not None for m in made)
    monkeypatch.setattr(fake_mode_mod.FakeMode, "_layer_norm_backward", lambda self, args: None)
    assert _cag("transformer", captured) == fast


def test_provably_equal_needs_no_guard():
    mode, a, b = _fakes()
    env = mode.shape_env
    m, n = (x.node.expr for x in a.shape)
    from torch.utils._sympy.functions import FloorDiv

    guards = len(env.guards)
    assert fake_mode_mod._provably_equal(env, FloorDiv(m**2, m), m)
    assert fake_mode_mod._provably_equal(env, m * n, n * m)
    assert not fake_mode_mod._provably_equal(env, m, n)  # 4 and 3: different symbols
    assert not fake_mode_mod._provably_equal(env, m, m + 1)
    assert not fake_mode_mod._provably_equal(None, FloorDiv(m**2, m), m)
    assert len(env.guards) == guards


# ---- make_fx without TorchFunctionMetadataMode; prepare under lean_trace ----


def test_trace_without_torch_fn_metadata_mode(monkeypatch):
    # make_fx's TorchFunctionMetadataMode sees each torch function call of
    # the trace (Tensor methods in Python decompositions) for
    # node.meta["torch_fn"], which cajit never reads: normalize leaves it out.
    from torch.fx.experimental import proxy_tensor

    seen = []
    real = proxy_tensor.TorchFunctionMetadataMode.__torch_function__

    def counted(self, func, types, args=(), kwargs=None):
        seen.append(func)
        return real(self, func, types, args, kwargs)

    monkeypatch.setattr(proxy_tensor.TorchFunctionMetadataMode, "__torch_function__", counted)
    captured = capture_backward(models.ZOO["gru"])
    lean = _cag("gru", captured)
    if normalize_mod._MAKE_FX_LEAN:  # this torch's make_fx can leave it out
        assert not seen
    monkeypatch.setattr(normalize_mod, "_MAKE_FX_LEAN", {})
    assert _cag("gru", captured) == lean
    assert seen


def test_prepare_uses_the_sym_memo():
    from cajit.inputs import snapshot_inputs

    gm, inputs, sizes, scalars, hooks, *packed = capture_backward(models.ZOO["gru"])
    before = sym_mod._SYM_STATS["hits"]
    normalize_mod.prepare(gm, snapshot_inputs(inputs), sizes, scalars, len(hooks))
    assert sym_mod._SYM_STATS["hits"] > before


# ---- fresh fakes made without the mode's dispatch (FakeMode._fresh) ----


def test_fresh_fake_is_the_one_empty_strided_makes(monkeypatch):
    mode, a, b = _fakes()
    m, n = a.shape
    args = ([m, n, 3], [n * 3, 3, 1], torch.float16, torch.device("cpu"))
    direct = mode._fresh(*args)
    monkeypatch.setattr(fake_mode_mod, "_fresh_direct", False)
    via_mode = mode._fresh(*args)
    for t in (direct, via_mode):
        assert type(t) is fake_mode_mod.FakeTensor and t.fake_mode is mode
    ex = lambda xs: [sym_expr(x) for x in xs]  # noqa: E731
    assert ex(direct.shape) == ex(via_mode.shape) and ex(direct.stride()) == ex(via_mode.stride())
    assert direct.dtype == via_mode.dtype and direct.device == via_mode.device == torch.device("cpu")
    assert direct.storage_offset() == via_mode.storage_offset() == 0
    assert direct.requires_grad == via_mode.requires_grad
    assert direct.untyped_storage()._cdata != via_mode.untyped_storage()._cdata


@pytest.mark.parametrize("name", ["gru", "transformer", "lstm"])
def test_same_cag_with_and_without_direct_fresh_fakes(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    direct = _cag(name, captured)
    monkeypatch.setattr(fake_mode_mod, "_fresh_direct", False)
    assert direct == _cag(name, captured)


# ---- t, transpose and permute as the one as_strided torch's path ends in ----


def _permute_cases(mode):
    ctx = lambda n: StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DUCK] * n)  # noqa: E731
    wide = mode.from_tensor(torch.randn(5, 7), source=LocalSource("w"), symbolic_context=ctx(2))
    c = mode.from_tensor(torch.randn(2, 3, 4), source=LocalSource("c"), symbolic_context=ctx(3))
    with mode:
        cols = torch.ops.aten.slice.Tensor(wide, 1, 1, 4)  # strides (7, 1), a storage offset of 1
    return [
        (torch.ops.aten.t.default, (wide,)),
        (torch.ops.aten.t.default, (cols,)),
        (torch.ops.aten.transpose.int, (c, 0, 2)),
        (torch.ops.aten.transpose.int, (c, -1, 1)),
        (torch.ops.aten.transpose.int, (c, 2, -1)),  # the same dim twice: a permutation that changes nothing
        (torch.ops.aten.permute.default, (c, [2, 0, 1])),
        (torch.ops.aten.permute.default, (c, [-1, 0, 1])),
        (torch.ops.aten.permute.default, (cols, [0, 1])),
    ]


def test_permutes_are_the_as_strided_torchs_path_makes(monkeypatch):
    ex = lambda xs: [sym_expr(x) for x in xs]  # noqa: E731
    results = {}
    for fast in (True, False):
        monkeypatch.setattr(fake_mode_mod, "_permute_fast", fast)
        monkeypatch.setattr(memo_mod, "_memo_enabled", False)
        env = ShapeEnv()
        mode = fake_mode_mod.FakeMode(allow_non_fake_inputs=True, shape_env=env)
        cases = _permute_cases(mode)
        got = []
        before = fake_mode_mod._FAST_STATS["permute"]
        with lean_mod.lean_meta(), mode:
            for func, args in cases:
                out = func(*args)
                assert out._is_view() and out.untyped_storage()._cdata == args[0].untyped_storage()._cdata
                got.append((ex(out.shape), ex(out.stride()), sym_expr(out.storage_offset()), out.dtype))
        answered = fake_mode_mod._FAST_STATS["permute"] - before
        results[fast] = (got, [str(g.expr) for g in env.guards], answered)
    assert results[True][:2] == results[False][:2]
    assert results[True][2] == len(_permute_cases(fake_mode_mod.FakeMode(shape_env=ShapeEnv())))
    assert results[False][2] == 0  # off means off


def test_permutes_torch_answers():
    # An alias (t of a 1-d, transpose of one dim with itself), a 3-d t
    # (torch's error), an invalid permutation, a fake of static sizes (a
    # C++ kernel), outside cajit's traces: torch's path.
    env = ShapeEnv()
    mode = fake_mode_mod.FakeMode(allow_non_fake_inputs=True, shape_env=env)
    ctx = lambda n: StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DUCK] * n)  # noqa: E731
    v = mode.from_tensor(torch.randn(5), source=LocalSource("v"), symbolic_context=ctx(1))
    c = mode.from_tensor(torch.randn(2, 3, 4), source=LocalSource("c"), symbolic_context=ctx(3))
    s = mode.from_tensor(torch.randn(2, 3), source=LocalSource("s"),
                         symbolic_context=StatelessSymbolicContext(dynamic_sizes=[DimDynamic.STATIC] * 2))
    assert not s._has_symbolic_sizes_strides
    before = fake_mode_mod._FAST_STATS["permute"]
    with lean_mod.lean_meta(), mode:
        torch.ops.aten.t.default(v)
        torch.ops.aten.transpose.int(c, 1, 1)
        torch.ops.aten.t.default(s)
        with pytest.raises(Exception):
            torch.ops.aten.t.default(c)
        with pytest.raises(Exception):
            torch.ops.aten.permute.default(c, [0, 0, 1])
    with mode:
        torch.ops.aten.t.default(c[0])
    assert fake_mode_mod._FAST_STATS["permute"] == before


@pytest.mark.parametrize("name", ["gru", "transformer", "lstm"])
def test_same_cag_with_and_without_permute_shortcut(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    before = fake_mode_mod._FAST_STATS["permute"]
    fast = _cag(name, captured)
    assert fake_mode_mod._FAST_STATS["permute"] > before  # the test exercises it
    monkeypatch.setattr(fake_mode_mod, "_permute_fast", False)
    before = fake_mode_mod._FAST_STATS["permute"]
    assert fast == _cag(name, captured)
    assert fake_mode_mod._FAST_STATS["permute"] == before


# ---- nll_loss_backward of a classifier's loss as a fresh fake like its input ----


def _nll_cases(mode):
    ctx = lambda n: StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DUCK] * n)  # noqa: E731
    mk = lambda t, name: mode.from_tensor(t, source=LocalSource(name), symbolic_context=ctx(t.dim()))  # noqa: E731
    x = mk(torch.randn(5, 7), "x")
    x3 = mk(torch.randn(5, 3, 4), "x3")
    tgt = mk(torch.randint(0, 7, (5,)), "t")
    g, w = mk(torch.tensor(1.0), "g"), mk(torch.tensor(5.0), "w")
    x64 = mk(torch.randn(6, 7, dtype=torch.float64), "x64")
    t6 = mk(torch.randint(0, 7, (6,)), "t6")
    g64, w64 = mk(torch.tensor(1.0, dtype=torch.float64), "g64"), mk(torch.tensor(6.0, dtype=torch.float64), "w64")
    with mode:
        flat = torch.ops.aten.view.default(x3, [x3.shape[0], x3.shape[1] * x3.shape[2]])  # [n, 3*k]
        cols = torch.ops.aten.slice.Tensor(x, 1, 0, 4)  # not contiguous
    return [  # (answered by the shortcut, args)
        (True, (g, x, tgt, None, 1, -100, w)),
        (True, (g, x, tgt, None, 2, 3, w)),
        (True, (g, flat, tgt, None, 1, -100, w)),
        (True, (g64, x64, t6, None, 1, -100, w64)),
        (False, (mk(torch.randn(5), "gn"), x, tgt, None, 0, -100, w)),  # reduction none: grad_output is [n]
        (False, (g, x, tgt, mk(torch.rand(7), "cw"), 1, -100, w)),  # class weights
        (False, (g, cols, tgt, None, 1, -100, w)),
        (False, (g, x64, t6, None, 1, -100, w)),  # mixed dtypes
    ]


def _shortcut_agrees_with_torch(monkeypatch, flag, make_cases, run_case):
    """Runs every case of ``make_cases(mode)`` through ``run_case(case,
    fast)`` (which asserts per case and returns what it saw) with FakeMode's
    shortcut ``flag`` on and then off, each in a fresh ShapeEnv: what the
    cases saw, the guards and the replacements must be the same."""
    results = {}
    for fast in (True, False):
        monkeypatch.setattr(fake_mode_mod, flag, fast)
        monkeypatch.setattr(memo_mod, "_memo_enabled", False)
        env = ShapeEnv()
        mode = fake_mode_mod.FakeMode(allow_non_fake_inputs=True, shape_env=env)
        with lean_mod.lean_meta():
            cases = make_cases(mode)
            with mode:
                got = [run_case(case, fast) for case in cases]
        results[fast] = (got, [str(g.expr) for g in env.guards], dict(env.replacements))
    assert results[True] == results[False]


def _ex(xs):
    return [sym_expr(x) for x in xs]


def test_nll_loss_backward_shortcut_is_torchs_result(monkeypatch):
    def run_case(case, fast):
        expect, args = case
        before = fake_mode_mod._FAST_STATS["nll_loss_backward"]
        out = torch.ops.aten.nll_loss_backward.default(*args)
        answered = fake_mode_mod._FAST_STATS["nll_loss_backward"] - before
        assert answered == (1 if fast and expect else 0)
        assert not out._is_view() and out.untyped_storage()._cdata != args[1].untyped_storage()._cdata
        return (_ex(out.shape), _ex(out.stride()), sym_expr(out.storage_offset()), out.dtype,
                out.fake_device, out.requires_grad)

    _shortcut_agrees_with_torch(monkeypatch, "_nll_fast", _nll_cases, run_case)


@pytest.mark.parametrize("name", ["gru", "mlp_ce", "cnn"])
def test_same_cag_with_and_without_nll_loss_backward_shortcut(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    before = fake_mode_mod._FAST_STATS["nll_loss_backward"]
    fast = _cag(name, captured)
    assert fake_mode_mod._FAST_STATS["nll_loss_backward"] > before  # the test exercises it
    monkeypatch.setattr(fake_mode_mod, "_nll_fast", False)
    assert fast == _cag(name, captured)


# ---- sum over dims without the prims' dispatches ----


def _sum_cases(mode):
    ctx = lambda n: StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DUCK] * n)  # noqa: E731
    mk = lambda t, name: mode.from_tensor(t, source=LocalSource(name), symbolic_context=ctx(t.dim()))  # noqa: E731
    x = mk(torch.randn(5, 7), "x")
    x3 = mk(torch.randn(5, 3, 4), "x3")
    one = mk(torch.randn(5, 1, 7), "one")  # a kept size 1
    x64 = mk(torch.randn(6, 7, dtype=torch.float64), "x64")
    xi = mk(torch.randint(0, 5, (5, 7)), "xi")
    xb = mk(torch.randn(5, 7, dtype=torch.bfloat16), "xb")
    with mode:
        flat = torch.ops.aten.view.default(x3, [x3.shape[0], x3.shape[1] * x3.shape[2]])  # [n, 3*k]
        t = torch.ops.aten.t.default(x)  # strides (1, c)
        half = torch.ops.aten.new_empty.default(x, [x.shape[0], x.shape[1] // 2])  # a FloorDiv size
    return [  # (answered by the shortcut, args, kwargs)
        (True, (x, [0], True), {}),
        (True, (x, [0]), {}),
        (True, (x, [1], True), {}),
        (True, (x, [-1]), {"keepdim": True}),
        (True, (x, [0, 1], True), {}),
        (True, (x3, [1], True), {}),
        (True, (x3, [0, 2]), {}),
        (True, (one, [0], True), {}),
        (True, (flat, [0], True), {}),
        (True, (t, [0], True), {}),
        (True, (x64, [0], True), {}),
        (False, (xi, [0], True), {}),  # integer: int64 result
        (False, (xb, [0], True), {}),  # bfloat16: a float32 computation
        (False, (x, [], True), {}),  # every dim
        (False, (x, [0], True), {"dtype": torch.float64}),
        (False, (half, [0], True), {}),
    ]


def test_sum_shortcut_is_torchs_result(monkeypatch):
    def run_case(case, fast):
        expect, args, kwargs = case
        before = fake_mode_mod._FAST_STATS["sum"]
        out = torch.ops.aten.sum.dim_IntList(*args, **kwargs)
        assert fake_mode_mod._FAST_STATS["sum"] - before == (1 if fast and expect else 0)
        return (_ex(out.shape), _ex(out.stride()), sym_expr(out.storage_offset()), out.dtype,
                out.fake_device, out._is_view(), out.untyped_storage().nbytes())

    _shortcut_agrees_with_torch(monkeypatch, "_sum_fast", _sum_cases, run_case)


@pytest.mark.parametrize("name", ["gru", "transformer", "mlp_ce"])
def test_same_cag_with_and_without_sum_shortcut(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    before = fake_mode_mod._FAST_STATS["sum"]
    fast = _cag(name, captured)
    assert fake_mode_mod._FAST_STATS["sum"] > before  # the test exercises it
    monkeypatch.setattr(fake_mode_mod, "_sum_fast", False)
    assert fast == _cag(name, captured)


# ---- mm and mse_loss_backward as the fakes torch's meta and decomposition make ----


def _mm_cases(mode):
    ctx = lambda n: StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DUCK] * n)  # noqa: E731
    mk = lambda t, name: mode.from_tensor(t, source=LocalSource(name), symbolic_context=ctx(t.dim()))  # noqa: E731
    a, b = mk(torch.randn(5, 7), "a"), mk(torch.randn(7, 3), "b")
    c = mk(torch.randn(6, 4), "c")  # reduction dim 4: not provably b's 7
    a64, b64 = mk(torch.randn(5, 7, dtype=torch.float64), "a64"), mk(torch.randn(7, 2, dtype=torch.float64), "b64")
    x3 = mk(torch.randn(5, 3, 7), "x3")
    with mode:
        flat = torch.ops.aten.view.default(x3, [x3.shape[0] * x3.shape[1], x3.shape[2]])  # [n * 3, 7]
        t = torch.ops.aten.t.default(a)  # [7, n], strides (1, 7)
    return [  # (answered by the shortcut, args)
        (True, (a, b)),
        (True, (flat, b)),
        (True, (t, a)),  # a^T a: [7, 7]
        (True, (a64, b64)),
        (True, (b, torch.ops.aten.t.default(b))),
        (False, (a, b64)),  # mixed dtypes: torch's error
        (False, (c, b)),  # 4 vs 7: torch's error
    ]


def test_mm_shortcut_is_torchs_result(monkeypatch):
    def run_case(case, fast):
        expect, args = case
        before = fake_mode_mod._FAST_STATS["mm"]
        try:
            out = torch.ops.aten.mm.default(*args)
        except RuntimeError as e:
            assert not expect
            return type(e).__name__
        assert fake_mode_mod._FAST_STATS["mm"] - before == (1 if fast and expect else 0)
        return (_ex(out.shape), _ex(out.stride()), sym_expr(out.storage_offset()), out.dtype,
                out.fake_device, out._is_view(), out.requires_grad)

    _shortcut_agrees_with_torch(monkeypatch, "_mm_fast", _mm_cases, run_case)


def _mse_cases(mode):
    ctx = lambda n: StatelessSymbolicContext(dynamic_sizes=[DimDynamic.DUCK] * n)  # noqa: E731
    mk = lambda t, name: mode.from_tensor(t, source=LocalSource(name), symbolic_context=ctx(t.dim()))  # noqa: E731
    x, y = mk(torch.randn(5, 3, 4), "x"), mk(torch.randn(5, 3, 4), "y")
    g = mk(torch.tensor(1.0), "g")
    x64, y64, g64 = (mk(torch.randn(6, 2, dtype=torch.float64), "x64"), mk(torch.randn(6, 2, dtype=torch.float64), "y64"),
                     mk(torch.tensor(1.0, dtype=torch.float64), "g64"))
    gn = mk(torch.randn(5, 3, 4), "gn")
    y1 = mk(torch.randn(5, 1, 4), "y1")  # broadcast target
    with mode:
        xt = torch.ops.aten.transpose.int(x, 0, 1)  # not contiguous
        yt = torch.ops.aten.transpose.int(y, 0, 1)
    return [  # (answered by the shortcut, args)
        (True, (g, x, y, 1)),
        (True, (g, x, y, 2)),
        (True, (g64, x64, y64, 1)),
        (False, (gn, x, y, 0)),  # reduction none: grad_output like input
        (False, (g, x, y1, 1)),  # target broadcast
        (False, (g, xt, yt, 1)),
        (False, (g64, x, y, 1)),  # mixed dtypes
    ]


def test_mse_loss_backward_shortcut_is_torchs_result(monkeypatch):
    def run_case(case, fast):
        expect, args = case
        before = fake_mode_mod._FAST_STATS["mse_loss_backward"]
        out = torch.ops.aten.mse_loss_backward.default(*args)
        assert fake_mode_mod._FAST_STATS["mse_loss_backward"] - before == (1 if fast and expect else 0)
        return (_ex(out.shape), _ex(out.stride()), sym_expr(out.storage_offset()), out.dtype,
                out.fake_device, out._is_view(), out.requires_grad)

    _shortcut_agrees_with_torch(monkeypatch, "_mse_fast", _mse_cases, run_case)


@pytest.mark.parametrize("name, flag, stat", [("transformer", "_mm_fast", "mm"), ("gru", "_mm_fast", "mm"),
                                              ("transformer", "_mse_fast", "mse_loss_backward")])
def test_same_cag_with_and_without_mm_and_mse_shortcuts(name, flag, stat, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    before = fake_mode_mod._FAST_STATS[stat]
    fast = _cag(name, captured)
    assert fake_mode_mod._FAST_STATS[stat] > before  # the test exercises it
    monkeypatch.setattr(fake_mode_mod, flag, False)
    assert fast == _cag(name, captured)
