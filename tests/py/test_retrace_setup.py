"""What the re-trace (cajit.normalize) skips of make_fx's and the
ShapeEnv's bookkeeping, and what it imports ahead of time
(cajit.lean_trace): make_fx's GraphModule built lazily (its Python code
generated when asked for), a fixed source location for the ShapeEnv's
symbols and guards, sympy.physics.units imported by the compile
thread before its first fork, and one fake (not a base's and a view's)
for an input that is alone on a storage it spans. None may change the .cag text, and the
lazy GraphModule only reaches cajit's own traces (each mechanism was
broken once by hand, and its tests here failed)."""

import os
import subprocess
import sys
import textwrap

import pytest
import torch
from torch.fx._lazy_graph_module import _LazyGraphModule
from torch.fx.experimental.proxy_tensor import make_fx

import cajit.lean_trace as lean_mod
from cajit.shape_exprs import sym_expr
import cajit.input_symbols as input_symbols_mod
import cajit.normalize as normalize_mod
import models
from cajit.export import to_cag
from harness import capture_backward


def _normalized(name):
    return normalize_mod.normalize(*capture_backward(models.ZOO[name]))


@pytest.mark.parametrize("name", ["gru", "transformer", "cnn"])
def test_same_cag_without_the_lean_setup(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    lean = to_cag(normalize_mod.normalize(*captured), name)
    monkeypatch.setattr(lean_mod, "_lazy_gm_enabled", False)
    monkeypatch.setattr(normalize_mod, "_sloc_lean", False)
    full = normalize_mod.normalize(*captured)
    assert type(full.gm).__mro__[1] is torch.fx.GraphModule  # off means off
    assert lean == to_cag(full, name)


def test_retraced_graph_module_is_lazy_and_still_runs():
    n = _normalized("mlp_ce")
    assert isinstance(n.gm, _LazyGraphModule)
    assert type(n.gm)._needs_recompile()  # no code generated yet
    assert "def forward" in n.gm.code  # generated when asked for
    assert not type(n.gm)._needs_recompile()


def test_lazy_graph_module_only_in_cajits_traces():
    # make_fx outside cajit's traces (compiled autograd's capture, the
    # user's) keeps torch's GraphModule, even while the patch is installed.
    gm = make_fx(lambda x: x.sin() + 1)(torch.randn(3))
    assert not isinstance(gm, _LazyGraphModule)
    with lean_mod.lean_meta():
        lazy = make_fx(lambda x: x.sin() + 1)(torch.randn(3))
    assert isinstance(lazy, _LazyGraphModule)
    x = torch.randn(3)
    assert torch.equal(lazy(x), gm(x))
    # An explicit class is kept.
    from torch.fx._lazy_graph_module import _make_graph_module

    with lean_mod.lean_meta():
        plain = _make_graph_module(torch.nn.Module(), torch.fx.Graph(), graph_module_cls=torch.fx.GraphModule)
    assert not isinstance(plain, _LazyGraphModule)


def test_shape_env_location_is_fixed_in_retrace(monkeypatch):
    env = normalize_mod._ShapeEnv()
    assert env._get_sloc() is normalize_mod._SLOC_RETRACE
    assert str(env._get_sloc("where")) == "(where)"
    monkeypatch.setattr(normalize_mod, "_sloc_lean", False)
    assert env._get_sloc() is not normalize_mod._SLOC_RETRACE  # torch's frame walk


def test_guards_keep_their_expressions_with_the_fixed_location():
    n = _normalized("transformer")
    assert n.shape_env.guards  # the test exercises guards
    assert all(g.sloc is normalize_mod._SLOC_RETRACE for g in n.shape_env.guards)


def test_compile_thread_preloads_sympy_units():
    # A fresh process: the compile thread imports what a first re-trace
    # would (sympy.simplify's sympy.physics.units) before its first job,
    # so a forked re-trace finds it imported.
    code = textwrap.dedent("""
        import sys
        import cajit
        from cajit import tiering
        assert "sympy.physics.units" not in sys.modules, "imported already"
        seen = []
        tiering.submit(lambda: seen.append("sympy.physics.units" in sys.modules), trace_in_thread=False)
        assert tiering.wait(60)
        print("SEEN", seen)
    """)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert "SEEN [True]" in p.stdout, p.stdout + p.stderr


# ---- lone inputs' stand-ins (cajit.inputs.stand_in's ``alone``) ----


def _snap(t, i=0):
    from cajit.inputs import InputSnapshot

    return InputSnapshot.of(t, i)


def test_spans_storage():
    from cajit.inputs import spans_storage

    x = torch.randn(4, 6)
    assert spans_storage(_snap(x))
    assert spans_storage(_snap(x.t()))  # a permutation spans it all
    assert not spans_storage(_snap(x[1:]))  # an offset
    assert not spans_storage(_snap(x[:2]))  # bytes past its end
    assert not spans_storage(_snap(x[:, :3]))  # bytes between its rows
    assert spans_storage(_snap(torch.empty(0, 3)))


@pytest.mark.parametrize("name", ["gru", "transformer", "lstm", "cnn", "mlp_ce"])
def test_same_cag_with_and_without_lone_stand_ins(name, monkeypatch):
    import cajit.inputs as inputs_mod

    captured = capture_backward(models.ZOO[name])
    lean = to_cag(normalize_mod.normalize(*captured), name)
    monkeypatch.setattr(inputs_mod, "_stand_in_alone", False)
    assert lean == to_cag(normalize_mod.normalize(*captured), name)


def test_aliasing_inputs_keep_one_storage_and_lone_ones_are_no_views():
    gm = torch.fx.GraphModule(torch.nn.Module(), torch.fx.Graph())
    for name in ("inputs", "sizes", "scalars", "hooks", "packed_data"):
        gm.graph.placeholder(name)
    x = torch.randn(4, 6)
    inputs = [x, x[1:], x.t(), torch.randn(5), torch.randn(8)[:4]]
    p = normalize_mod.prepare(gm, normalize_mod.snapshot_inputs(inputs), [], [], 0)
    fx, fslice, ft, lone, part = p.fakes
    storage = lambda t: t.untyped_storage()._cdata  # noqa: E731
    assert storage(fx) == storage(fslice) == storage(ft)  # they alias, as the inputs do
    assert not lone._is_view() and part._is_view()  # part: a slice of a longer storage
    assert fslice.storage_offset() == 6



def _normalize_profile():
    import importlib.util
    import os

    path = os.path.join(os.path.dirname(__file__), "..", "..", "bench", "normalize_profile.py")
    spec = importlib.util.spec_from_file_location("normalize_profile", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_breakdown_finds_the_grus_repeated_steps():
    # bench/normalize_profile.py --breakdown: the unrolled GRU's steps
    # repeat their nodes with the same symbolic arguments (the bound on
    # what a per-node memo could save); the transformer's one layer
    # hardly does. Stages and nodes are timed, and the profile's wrappers
    # are gone afterwards.
    import re

    npf = _normalize_profile()
    runs = {}
    for name in ("gru", "transformer"):
        text = npf.breakdown(npf.capture(name), runs=1)
        assert re.search(r"total [\d.]+: prepare [\d.]+, make_fx [\d.]+", text)
        runs[name] = int(re.search(r"met again with the same key: (\d+)", text).group(1))
        assert "AddmmBackward0" in text
    assert runs["gru"] >= 50
    assert runs["transformer"] < runs["gru"] // 4
    assert normalize_mod._Retracer.run_node.__module__ == "cajit.normalize"
    assert normalize_mod.prepare.__module__ == "cajit.normalize"


# ---- fakes of lone inputs made without MetaConverter (input_symbols._fake_of_own_tensor) ----


def _prepare(inputs, sizes, duck=True):
    gm = torch.fx.GraphModule(torch.nn.Module(), torch.fx.Graph())
    for name in ("inputs", "sizes", "scalars", "hooks", "packed_data"):
        gm.graph.placeholder(name)
    return normalize_mod.prepare(gm, normalize_mod.snapshot_inputs(inputs), sizes, [], 0, duck=duck)


def _prepare_state(inputs, sizes, duck=True):
    p = _prepare(inputs, sizes, duck)
    env = p.shape_env
    ex = lambda xs: [sym_expr(x) for x in xs]  # noqa: E731
    fakes = [(type(f), ex(f.shape), ex(f.stride()), sym_expr(f.storage_offset()), f.dtype, f.fake_device,
              f.requires_grad, f.is_leaf, f._is_view(), f.constant, f.is_conj(), f.is_neg(),
              f.untyped_storage().nbytes()) for f in p.fakes]
    state = (dict(env.var_to_range), dict(env.val_to_var), dict(env.source_to_var), dict(env.backed_var_to_val),
             {k: list(v) for k, v in env.var_to_sources.items()}, dict(env.replacements),
             [str(g.expr) for g in env.guards], dict(env.stride_hints), [sym_expr(s) for s in p.size_syms])
    return fakes, state


@pytest.mark.parametrize("duck", [True, False])
def test_own_tensor_fakes_are_the_meta_converters(duck, monkeypatch):
    x = torch.randn(4, 6)
    w = torch.randn(6, 4)
    inputs = [
        x,  # alone, contiguous
        w.t(),  # alone, a permutation spanning its storage
        torch.randn(6, dtype=torch.float64),
        torch.zeros(4, 1, 6, dtype=torch.int64),  # a size-1 dim
        torch.tensor(3.0, dtype=torch.float64),  # 0-d (on the CPU: torch's item() symbol is for real ones)
        torch.empty(0, 3),  # an empty storage: torch's path either way
        torch.randn(8)[:4],  # part of a storage: torch's path either way
        torch.randn(3, 4)[:, 1:],  # a view: torch's path either way
    ]
    sizes = [torch.empty(0, 4), torch.empty(0, 6), torch.empty(0, 7)]
    calls = []
    orig = input_symbols_mod._fake_of_own_tensor
    monkeypatch.setattr(input_symbols_mod, "_fake_of_own_tensor", lambda *a: calls.append(1) or orig(*a))
    views = []
    orig_view = input_symbols_mod._fake_view_of_storage
    monkeypatch.setattr(input_symbols_mod, "_fake_view_of_storage", lambda *a: views.append(1) or orig_view(*a))
    direct = _prepare_state(inputs, sizes, duck)
    assert len(calls) == 5
    assert len(views) == 2  # the part of a storage and the view
    monkeypatch.setattr(input_symbols_mod, "_fake_direct", False)
    monkeypatch.setattr(input_symbols_mod, "_view_direct", False)
    assert _prepare_state(inputs, sizes, duck) == direct
    assert len(calls) == 5 and len(views) == 2  # off means off


@pytest.mark.parametrize("duck", [True, False])
def test_fakes_of_views_of_a_storage_are_the_meta_converters(duck, monkeypatch):
    # Inputs sharing storages (a chunked projection's gates, a tensor and
    # its transpose, slices of one buffer), in an order that makes the
    # second and later of each storage take the first one's fake storage.
    big = torch.randn(6, 8)
    other = torch.randn(3, 5, dtype=torch.float64)
    inputs = [big[:, :4], big[:, 4:], big.t(), big, other[1:], other.t(), torch.randn(2, 3, 4)[:, 1]]
    sizes = [torch.empty(0, 4), torch.empty(0, 6)]
    views = []
    orig = input_symbols_mod._fake_view_of_storage
    monkeypatch.setattr(input_symbols_mod, "_fake_view_of_storage", lambda *a: views.append(1) or orig(*a))
    direct = _prepare_state(inputs, sizes, duck)
    assert len(views) == len(inputs)
    fakes = _prepare(inputs, sizes, duck).fakes
    assert fakes[0].untyped_storage()._cdata == fakes[3].untyped_storage()._cdata  # they alias as the inputs do
    assert fakes[4].untyped_storage()._cdata != fakes[0].untyped_storage()._cdata
    monkeypatch.setattr(input_symbols_mod, "_view_direct", False)
    assert _prepare_state(inputs, sizes, duck) == direct
    assert len(views) == 2 * len(inputs)  # off means off


@pytest.mark.parametrize("name", ["gru", "transformer", "lstm", "cnn"])
def test_same_cag_with_and_without_own_tensor_fakes(name, monkeypatch):
    captured = capture_backward(models.ZOO[name])
    calls = []
    orig = input_symbols_mod._fake_of_own_tensor
    monkeypatch.setattr(input_symbols_mod, "_fake_of_own_tensor", lambda *a: calls.append(1) or orig(*a))
    direct = to_cag(normalize_mod.normalize(*captured), name)
    assert calls  # the test exercises it
    monkeypatch.setattr(input_symbols_mod, "_fake_direct", False)
    monkeypatch.setattr(input_symbols_mod, "_view_direct", False)
    assert direct == to_cag(normalize_mod.normalize(*captured), name)
