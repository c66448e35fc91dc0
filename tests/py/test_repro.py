"""Repro bundles (CAJIT_REPRO_DIR, cajit.repro) and their replay by
`cajit-run --replay` (issue 25 item 3): a backward with a hook, a custom
autograd.Function and grad accumulation recorded in Python, replayed in C
without Python; a changed recording is reported as the first host call or
output that differs; a broken bundle is an error, never a crash."""

import os
import subprocess

import pytest
import torch

import cajit

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CAJIT_RUN = os.path.join(ROOT, "build", "cajit-run")


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * 3

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * 3 + x.sign()


def record(tmp_path, monkeypatch):
    monkeypatch.setenv("CAJIT_REPRO_DIR", str(tmp_path))
    monkeypatch.setenv("CAJIT_CACHE", "0")
    m = torch.nn.Sequential(torch.nn.Linear(6, 5), torch.nn.Tanh(), torch.nn.Linear(5, 3))
    m[0].weight.register_hook(lambda g: g * 2)
    x = torch.randn(4, 6)
    with cajit.enable():
        Scale.apply(m(x)).square().sum().backward()
    bundles = sorted(os.listdir(tmp_path))
    assert len(bundles) == 1, bundles
    return os.path.join(tmp_path, bundles[0])


def replay(bundle, *extra):
    return subprocess.run([CAJIT_RUN, "--replay", bundle, *extra], capture_output=True, text=True, timeout=120)


def manifest(bundle):
    return open(os.path.join(bundle, "manifest")).read().splitlines()


def test_a_recorded_backward_replays_without_python(tmp_path, monkeypatch):
    bundle = record(tmp_path, monkeypatch)
    lines = manifest(bundle)
    assert lines[0] == "cajit-repro 1" and lines[-1] == "status ok"
    assert any(line.startswith("version torch ") for line in lines)
    kinds = [line.split()[2] for line in lines if line.startswith("host ")]
    assert "backward" in kinds and "tensor_pre_hook" in kinds and kinds.count("accumulate_grad") == 4, kinds
    r = replay(bundle)
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"replay ok host_calls={len(kinds)}" in r.stdout, r.stdout


def test_a_difference_names_the_first_host_call_it_reaches(tmp_path, monkeypatch):
    bundle = record(tmp_path, monkeypatch)
    lines = manifest(bundle)
    # The custom backward's recorded result changes: everything the graph
    # computes from it (the first Linear's grads) now differs from the
    # recording, and the report names the first accumulate_grad it feeds.
    seq = next(line.split()[1] for line in lines if line.startswith("host ") and line.split()[2] == "backward")
    out = next(line for line in lines if line.startswith(f"host_out {seq} 0 "))
    path = os.path.join(bundle, out.split()[-1])
    t = bytearray(open(path, "rb").read())
    t[0:4] = (torch.tensor([1e6], dtype=torch.float32).numpy().tobytes())
    open(path, "wb").write(bytes(t))
    r = replay(bundle)
    assert r.returncode == 1, r.stdout
    first = next(line for line in r.stdout.splitlines() if line.startswith("replay differs:"))
    assert "accumulate_grad" in first and "elements differ" in first, r.stdout
    assert "replay failed" in r.stdout


@pytest.mark.parametrize("at", [0, 5, 10])
def test_a_difference_in_a_host_calls_tensor_names_its_first_element(tmp_path, monkeypatch, at):
    """The check of a host call's tensor against the recording, whose
    row-major f32 path skips the per-element odometer: the count, the first
    element and both values, wherever the first difference is."""
    bundle = record(tmp_path, monkeypatch)
    lines = manifest(bundle)
    # the recorded grad of the first accumulate_grad of a 2-d parameter
    grad = next(line for line in lines if line.startswith("host_in ") and line.split()[2] == "1"
                and line.split()[4] == "2")
    path = os.path.join(bundle, grad.split()[-1])
    t = torch.frombuffer(bytearray(open(path, "rb").read()), dtype=torch.float32).clone()
    actual = float(t[at])
    t[at] = 12345.0
    t[at + 1] = -777.0  # a second difference, after the first
    open(path, "wb").write(t.numpy().tobytes())
    r = replay(bundle)
    assert r.returncode == 1, r.stdout
    first = next(line for line in r.stdout.splitlines() if line.startswith("replay differs:"))
    assert f"2 elements differ; the first, element {at}, is {actual:.9g} here and 12345 in the recording" in first, \
        first


@pytest.mark.parametrize("damage,message", [
    (lambda b: open(os.path.join(b, "manifest"), "a").write("bogus 1 2\n"), "unknown record 'bogus'"),
    (lambda b: os.remove(os.path.join(b, "t0.bin")), "t0.bin"),
    (lambda b: open(os.path.join(b, "t1.bin"), "ab").write(b"\0"), "bytes, its manifest line"),
    (lambda b: open(os.path.join(b, "manifest"), "a").write("input 0 f32 1 4 ../x.bin\n"), "not in the bundle"),
    (lambda b: open(os.path.join(b, "manifest"), "a").write("library 3,,4\n"), "'library ID,ID,...'"),
])
def test_a_broken_bundle_is_an_error(tmp_path, monkeypatch, damage, message):
    bundle = record(tmp_path, monkeypatch)
    damage(bundle)
    r = replay(bundle)
    assert r.returncode == 1 and message in r.stderr, r.stdout + r.stderr


def test_a_failing_call_is_recorded_with_its_error(tmp_path, monkeypatch):
    monkeypatch.setenv("CAJIT_REPRO_DIR", str(tmp_path))
    monkeypatch.setenv("CAJIT_CACHE", "0")
    w = torch.randn(3, 3, requires_grad=True)

    def boom(g):
        raise ValueError("hook failed")

    w.register_hook(boom)
    with pytest.raises(ValueError, match="hook failed"), cajit.enable():
        (w * 2).sum().backward()
    (bundle,) = os.listdir(tmp_path)
    assert manifest(os.path.join(tmp_path, bundle))[-1].startswith("status error ValueError: hook failed")


def test_a_graph_recompiled_under_its_name_is_recorded_too(tmp_path, monkeypatch):
    # A graph from the cache whose assumptions a call breaks is compiled
    # again under the same name: the failing call's bundle, then the first
    # call of the graph that ran (budget per graph text, not per name).
    from cajit import repro

    monkeypatch.setenv("CAJIT_REPRO_DIR", str(tmp_path))
    monkeypatch.setattr(repro, "_calls", {})
    x = torch.ones(2)
    first = repro.start("g", "cag 1\nA\n", {"s0": 2}, [x])
    assert first is not None
    assert repro.start("g", "cag 1\nA\n", {"s0": 2}, [x]) is None
    again = repro.start("g", "cag 1\nB\n", {"s0": 2}, [x])
    assert again is not None and again.path != first.path
    assert open(os.path.join(again.path, "graph.cag")).read() == "cag 1\nB\n"


def record_conv(tmp_path, monkeypatch):
    """A backward whose convolution backward runs through torch's library
    (CAJIT_CONV_BACKWARD=library: a host call of kind fallback, as the bench
    cnn's large ones under auto) beside accumulate_grad."""
    monkeypatch.setenv("CAJIT_REPRO_DIR", str(tmp_path))
    monkeypatch.setenv("CAJIT_CACHE", "0")
    monkeypatch.setenv("CAJIT_CONV_BACKWARD", "library")
    m = torch.nn.Sequential(torch.nn.Conv2d(2, 3, 3, padding=1), torch.nn.ReLU(), torch.nn.Flatten(),
                            torch.nn.Linear(3 * 5 * 5, 4))
    x = torch.randn(2, 2, 5, 5)
    with cajit.enable():
        m(x).square().sum().backward()
    (bundle,) = os.listdir(tmp_path)
    return os.path.join(tmp_path, bundle)


def test_a_library_convolution_backward_replays(tmp_path, monkeypatch):
    # The replay compiles with the recording's library nodes: lowered
    # natively, the convolution backward made no host call, so the replay's
    # host calls came one short of the recording's ("host call 2 is
    # accumulate_grad, the recording's is fallback").
    bundle = record_conv(tmp_path, monkeypatch)
    lines = manifest(bundle)
    assert any(line.startswith("library ") for line in lines), lines
    kinds = [line.split()[2] for line in lines if line.startswith("host ")]
    assert "fallback" in kinds and "accumulate_grad" in kinds, kinds
    r = replay(bundle)
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"replay ok host_calls={len(kinds)}" in r.stdout, r.stdout


def test_a_host_call_of_another_kind_is_refused(tmp_path, monkeypatch):
    # A bundle is untrusted input: a recorded host call whose kind is not
    # the one the graph makes there is an error naming the call.
    bundle = record_conv(tmp_path, monkeypatch)
    lines = manifest(bundle)
    k = next(i for i, line in enumerate(lines) if line.startswith("host ") and line.split()[2] == "fallback")
    seq, node = lines[k].split()[1], lines[k].split()[3]
    lines[k] = f"host {seq} accumulate_grad {node}"
    open(os.path.join(bundle, "manifest"), "w").write("\n".join(lines) + "\n")
    r = replay(bundle)
    assert r.returncode == 1, r.stdout + r.stderr
    assert f"host call {seq} is fallback, the recording's is accumulate_grad" in r.stderr, r.stderr
