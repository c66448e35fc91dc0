"""The backends under test and how each one turns on compiled autograd.

A backend is a name plus a factory returning a compiler_fn (None for eager,
which runs the ordinary autograd engine). Counting wrappers record how many
graphs compiled autograd handed to each compiler_fn. Availability problems
are raised as BackendUnavailable with the reason, so the table can say why
a row is empty instead of dropping it.
"""
import os
import sys

BACKENDS = ("eager", "ca_fx", "ca_aot_eager", "ca_inductor", "ca_cajit")

LABELS = {
    "eager": "eager autograd",
    "ca_fx": "CA + FX (gm as is)",
    "ca_aot_eager": "CA + aot_eager",
    "ca_inductor": "CA + Inductor",
    "ca_cajit": "CA + cajit",
    "selftest_wrong_grads": "self-test: FX with grads x1.5",
}
# Backends whose first backward cannot get faster from a previous run: no
# on-disk cache is involved (eager has nothing to compile; CA + FX only
# captures; Dynamo + aot_eager keep nothing on disk, AOTAutograd's cache
# serves Inductor only). Their warm run is skipped unless --warm-all, and the
# table says so instead of repeating the cold number.
NO_DISK_CACHE = ("ca_aot_eager",)
# Accepted by --backends but not run by default.
TEST_BACKENDS = ("selftest_wrong_grads",)

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class BackendUnavailable(Exception):
    pass


class Counter:
    def __init__(self):
        self.graphs = 0


def import_cajit():
    """Imports the cajit package: installed, or from the source tree (python/)
    with the extension built in place. Raises BackendUnavailable."""
    try:
        import cajit  # noqa: F401
    except ImportError as first:
        tree = os.path.join(REPO, "python")
        if not os.path.isdir(os.path.join(tree, "cajit")):
            raise BackendUnavailable(
                f"import cajit failed ({first}) and {tree}/cajit does not exist")
        sys.path.insert(0, tree)
        try:
            import cajit  # noqa: F401,F811
        except Exception as e:  # the extension may be missing or broken
            raise BackendUnavailable(f"import cajit failed: {type(e).__name__}: {e}")
    except Exception as e:
        raise BackendUnavailable(f"import cajit failed: {type(e).__name__}: {e}")
    import cajit
    if not callable(getattr(cajit, "compiler_fn", None)):
        raise BackendUnavailable("cajit has no callable compiler_fn")
    return cajit


def make_compiler_fn(name, counter):
    """Returns the compiler_fn for backend `name` (None for eager)."""
    import torch

    if name == "eager":
        return None
    if name == "ca_fx":
        def fx(gm):
            counter.graphs += 1
            return gm
        return fx
    if name in ("ca_aot_eager", "ca_inductor"):
        # As torch's own test/inductor/test_compiled_autograd.py does.
        backend = "aot_eager" if name == "ca_aot_eager" else "inductor"

        def compiled(gm):
            counter.graphs += 1
            return torch.compile(gm, backend=backend, fullgraph=True, dynamic=True)
        return compiled
    if name == "ca_cajit":
        cajit = import_cajit()

        def via_cajit(gm):
            counter.graphs += 1
            return cajit.compiler_fn(gm)
        return via_cajit
    if name == "selftest_wrong_grads":
        # Not a real backend: the FX graph with every accumulated gradient
        # scaled by 1.5, to prove the harness flags wrong results
        # (bench/py/test_bench.py).
        def wrong(gm):
            counter.graphs += 1
            for node in list(gm.graph.nodes):
                if node.op == "call_function" and \
                        getattr(node.target, "__name__", "") == "call_accumulate_grad":
                    # (variable, variable_grad, grad, has_post_hooks) on
                    # torch 2.13; (variable, grad, has_post_hooks) before.
                    at = 2 if len(node.args) >= 4 else 1
                    with gm.graph.inserting_before(node):
                        scaled = gm.graph.call_function(
                            torch.ops.aten.mul.Tensor, (node.args[at], 1.5))
                    node.update_arg(at, scaled)
            gm.recompile()
            return gm
        return wrong
    raise ValueError(f"unknown backend {name}")


def enable_context(name, fn):
    """The context a backend's backwards run in (None for eager): compiled
    autograd with ``fn``; for cajit, the way its users turn it on,
    ``cajit.enable()`` (its lean capture and runtime wrapper; ``fn`` still
    counts the graphs)."""
    if fn is None:
        return None
    if name == "ca_cajit":
        from cajit.ca_runtime import enable_context as cajit_context
        return cajit_context(fn)
    from torch._dynamo import compiled_autograd
    return compiled_autograd._enable(fn)


def _number(value):
    """An int/float entry as is, a dict of them (counts by reason or by op)
    as their sum, anything else as None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, dict):
        nums = [_number(v) for v in value.values()]
        return sum(n for n in nums if n is not None)
    return None


def _pick(stats, exact, words):
    """The count under the first key of exact present in stats, else the
    first key containing one of words (cajit.stats() is another team's
    API: accept 'graphs_compiled', 'compiles', 'fallbacks', ...)."""
    for key in exact:
        if key in stats and _number(stats[key]) is not None:
            return key, _number(stats[key])
    for word in words:
        for key, value in stats.items():
            if word in key.lower() and _number(value) is not None:
                return key, _number(value)
    return None, None


def _jsonable(value):
    if isinstance(value, (int, float, str, bool)) or value is None:
        return value
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return repr(value)


def counts(name, counter):
    """Compile and fallback counts so far, plus the raw statistics.

    compiles: graphs compiled by the backend (for torch.compile backends,
    Dynamo's unique graphs; for cajit, what cajit.stats() calls compiles).
    fallbacks: for torch.compile backends, graph breaks (fullgraph=True
    should make these 0); for cajit, graphs that fell back (run eagerly), and
    fallback_ops: ops run through the host fallback, as cajit.stats()
    reports them."""
    from torch._dynamo.utils import counters as dc
    raw = {k: dict(v) for k, v in dc.items() if v}
    out = {"ca_graphs": counter.graphs, "compiles": 0, "fallbacks": 0, "raw": raw}
    if name in ("eager", "ca_fx", "selftest_wrong_grads"):
        out["compiles"] = counter.graphs if name != "eager" else 0
    elif name in ("ca_aot_eager", "ca_inductor"):
        out["compiles"] = int(dc["stats"].get("unique_graphs", 0))
        out["fallbacks"] = int(sum(dc["graph_break"].values()))
    elif name == "ca_cajit":
        import cajit
        try:
            stats = dict(cajit.stats())
        except Exception as e:
            out["compiles"] = out["fallbacks"] = None
            out["raw"]["cajit_error"] = f"cajit.stats() failed: {e}"
            return out
        out["raw"]["cajit"] = _jsonable(stats)
        _, out["compiles"] = _pick(stats, ("graphs_compiled", "compiles"), ("compile",))
        _, out["fallbacks"] = _pick(stats, ("fallbacks", "fallback_graphs"), ("fallback",))
        if "fallback_ops" in stats:
            out["fallback_ops"] = _number(stats["fallback_ops"])
        if "library_ops" in stats:  # by choice, not fallbacks (CAJIT_CONV_BACKWARD)
            out["library_ops"] = _number(stats["library_ops"])
    return out
