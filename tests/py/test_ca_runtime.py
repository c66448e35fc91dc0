"""cajit's runtime wrapper for compiled autograd's graphs (cajit.ca_runtime):
sizes passed as ints, not wrapped in tensors marked dynamic per backward;
the rest as torch's wrapper does it."""

import pytest
import torch
import torch.nn as nn
from torch._dynamo import compiled_autograd

import cajit


def _mlp() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))


def _count_size_wrapping(monkeypatch) -> list[int]:
    calls = [0]
    real = torch._dynamo.maybe_mark_dynamic

    def counting(t, dim):
        calls[0] += 1
        return real(t, dim)

    monkeypatch.setattr(torch._dynamo, "maybe_mark_dynamic", counting)
    return calls


@pytest.mark.parametrize("wrapper", ["lean", "torch"])
def test_sizes_reach_cajit_as_ints(monkeypatch, wrapper):
    monkeypatch.setenv("CAJIT_CA_WRAPPER", wrapper)
    model, ref = _mlp(), _mlp()
    for b in (3, 5, 3, 5):
        x = torch.randn(b, 8)
        with cajit.enable():
            model(x).square().sum().backward()
        ref(x).square().sum().backward()
    calls = _count_size_wrapping(monkeypatch)
    seen: list = []
    real_call = cajit.CompiledGraph.__call__

    def spy(self, inputs, sizes, *rest):
        seen.extend(type(s) for s in sizes)
        return real_call(self, inputs, sizes, *rest)

    monkeypatch.setattr(cajit.CompiledGraph, "__call__", spy)
    x = torch.randn(5, 8)
    with cajit.enable():
        model(x).square().sum().backward()
    ref(x).square().sum().backward()
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad)
    assert seen, "the compiled graph was not called"
    if wrapper == "lean":
        assert calls[0] == 0 and set(seen) == {int}, (calls, set(seen))
    else:  # torch's wrapper: a tensor per used size, marked dynamic
        assert calls[0] > 0 and torch.Tensor in set(seen), (calls, set(seen))


def test_region_flag_and_eager_backward_inside_a_hook():
    # While the graph runs, compiled autograd reports its region and is off,
    # so a backward a hook starts runs eagerly (as under torch's wrapper).
    model = _mlp()
    w = torch.randn(3, requires_grad=True)
    seen = []

    def hook(grad):
        seen.append(compiled_autograd.in_compiled_autograd_region)
        with torch.enable_grad():  # backward runs hooks with grad mode off, as in eager
            (g,) = torch.autograd.grad((w * 2).sum(), w)
        seen.append(g.tolist())
        return grad

    x = torch.randn(4, 8, requires_grad=True)
    x.register_hook(hook)
    with cajit.enable():
        model(x).sum().backward()
    assert seen == [True, [2.0, 2.0, 2.0]], seen
    assert compiled_autograd.in_compiled_autograd_region is False


def test_torch_wrapper_when_the_capture_did_not_report_its_sizes(monkeypatch):
    # A torch whose capture does not go through remove_unused_sizes (its
    # internals moved): cajit keeps torch's wrapper instead of failing the
    # backward.
    from cajit import ca_runtime

    monkeypatch.setattr(ca_runtime._LeanInstance, "remove_unused_sizes",
                        compiled_autograd.AutogradCompilerInstance.remove_unused_sizes)
    model, ref = _mlp(), _mlp()
    calls = _count_size_wrapping(monkeypatch)
    for b in (3, 5):
        x = torch.randn(b, 8)
        with cajit.enable():
            model(x).square().sum().backward()
        ref(x).square().sum().backward()
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad)
    assert calls[0] > 0  # torch's wrapper ran


def _ca_state() -> tuple:
    from torch._dynamo import compiled_autograd as ca

    return (ca.compiled_autograd_enabled, ca.depth, ca.active_disable_ctx, ca.compiled_autograd_enabled_force_eager,
            torch._C._is_multithreading_enabled(), torch._C._dynamo.compiled_autograd.set_autograd_compiler(None, False))


def _restore_compiler(state: tuple) -> None:
    torch._C._dynamo.compiled_autograd.set_autograd_compiler(*state[-1])


@pytest.mark.parametrize("kind", ["lean", "torch"])
def test_enable_sets_and_restores_what_torchs_enable_does(monkeypatch, kind):
    # cajit.enable() is a context of its own (ca_runtime.LeanEnable), not
    # torch's _enable plus the lean capture: inside it compiled autograd is
    # on, one level deeper, multithreaded backward off, and the compiler
    # factory is cajit's lean instance; on exit (also through an exception,
    # also nested) all of it is as before, as with torch's _enable.
    from cajit import ca_runtime

    monkeypatch.setenv("CAJIT_CA_WRAPPER", kind)
    ctx = cajit.enable()
    assert isinstance(ctx, ca_runtime.LeanEnable) == (kind == "lean")
    torch._C._set_multithreading_enabled(True)  # the default, whatever ran before
    before = _ca_state()
    assert before[4] is True
    _restore_compiler(before)
    with ctx:
        inside = _ca_state()
        _restore_compiler(inside)
        with cajit.enable():
            nested = _ca_state()
            _restore_compiler(nested)
        assert _ca_state()[:-1] == inside[:-1]
        _restore_compiler(inside)
    after = _ca_state()
    _restore_compiler(after)
    assert after == before
    assert inside[0] is True and inside[1] == before[1] + 1 and inside[4] is False
    assert nested[1] == before[1] + 2
    factory = inside[-1][0]
    expected = ca_runtime._LeanInstance if kind == "lean" else compiled_autograd.AutogradCompilerInstance
    assert factory.func is expected and factory.args == (cajit.compiler_fn,)
    with pytest.raises(ValueError):
        with cajit.enable():
            raise ValueError("inside")
    last = _ca_state()
    _restore_compiler(last)
    assert last == before


def test_enable_under_force_eager_stance_runs_eagerly():
    # torch.compiler.set_stance("force_eager") turns compiled autograd off
    # too; cajit.enable() does as torch's _enable does.
    model, ref = _mlp(), _mlp()
    x = torch.randn(4, 8)
    cajit.reset_stats()
    compiled_autograd.reset()
    with torch.compiler.set_stance("force_eager"):
        with cajit.enable():
            assert compiled_autograd.compiled_autograd_enabled_force_eager is True
            model(x).square().sum().backward()
    assert compiled_autograd.compiled_autograd_enabled_force_eager is False
    ref(x).square().sum().backward()
    assert cajit.stats()["captures"] == 0
    for p, q in zip(model.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, q.grad)


def test_enable_as_a_decorator_nests():
    # enable() also decorates a function (as the generator context did);
    # each call gets a context of its own, so a recursive call nests.
    model = _mlp()
    depths = []

    @cajit.enable()
    def step(n):
        depths.append(compiled_autograd.depth)
        if n:
            step(n - 1)
        model(torch.randn(2, 8)).sum().backward()

    base = compiled_autograd.depth
    step(2)
    assert depths == [base + 1, base + 2, base + 3] and compiled_autograd.depth == base


# A fresh process: which modules a capture imports depends on everything
# imported before it.
_CAPTURE_CHILD = r"""
import sys, traceback
import torch, torch._dynamo
import cajit

first_import = []


class Watch:
    # Where networkx was first imported from (for the failure message).
    def find_spec(self, name, path=None, target=None):
        if name == "networkx" and not first_import:
            frames = [f for f in traceback.extract_stack() if "importlib" not in f.filename]
            first_import.append("".join(traceback.format_list(frames[-12:])))
        return None


sys.meta_path.insert(0, Watch())
model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))
for b in (3, 5, 7):
    with cajit.enable():
        model(torch.randn(b, 8)).sum().backward()
cajit.wait_for_compiles()
print(" ".join(m for m in ("networkx", "torch.export._trace", "torch._inductor.sizevars") if m in sys.modules))
print("".join(first_import), file=sys.stderr)
"""


@pytest.mark.parametrize("wrapper", ["lean", "torch"])
def test_capture_does_not_import_export_inductor_and_networkx_to_name_frames(wrapper):
    """torch's capture makes its ShapeEnv's "uninteresting files" the first
    time a symbol gets a source location, importing torch.export,
    torch._inductor and networkx (19 MB that stay); cajit's capture gives
    its symbols a fixed location. torch's own instance (CAJIT_CA_WRAPPER=
    torch) shows what the test would see without it."""
    import os
    import subprocess
    import sys

    package_root = os.path.dirname(os.path.dirname(os.path.abspath(cajit.__file__)))
    path = os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH", "")) if p)
    env = dict(os.environ, CAJIT_CA_WRAPPER=wrapper, PYTHONPATH=path)
    child = subprocess.run([sys.executable, "-c", _CAPTURE_CHILD], env=env, check=True, capture_output=True,
                           text=True, timeout=300)
    out = child.stdout.split()
    if wrapper == "lean":
        assert out == [], child.stderr
    else:
        assert "networkx" in out and "torch.export._trace" in out


def test_fixed_source_locations():
    from torch.fx.experimental.symbolic_shapes import ShapeEnv

    from cajit import ca_runtime

    env = ShapeEnv()
    ca_runtime.fixed_source_locations(env)
    assert "cajit.enable" in str(env._get_sloc())
    assert env._get_sloc("a framework location").framework_loc == "a framework location"
    sloc, debug = env._get_stack_summary(True)
    assert sloc == env._get_sloc() and debug == ""
    # a ShapeEnv of another torch, without the methods: left as it is
    other = type("Other", (), {})()
    ca_runtime.fixed_source_locations(other)
    assert vars(other) == {}
