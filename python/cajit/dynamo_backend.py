"""The Dynamo backend ``cajit``: ``torch.compile(model, backend="cajit")``.

Dynamo hands a backend a torch-level FX graph and example inputs.  cajit
runs it through AOTAutograd (torch._dynamo.backends.common.aot_autograd),
which splits it into an aten forward graph and an aten backward graph with
symbolic sizes, the same kind of graph cajit already lowers for compiled
autograd.  Each aten graph is given compiled autograd's call convention by
``ca_convention``:

    forward(inputs, sizes, scalars, hooks, packed_data)

with the graph's tensor placeholders as ``inputs``, its int / SymInt
placeholders as ``sizes``, its float placeholders as ``scalars`` and a
BackwardState placeholder as ``hooks[0]``.  That wrapped graph then goes
through cajit.CompiledGraph exactly like a compiled-autograd graph:
normalization over the first call's real arguments, export, the C JIT,
guards and recompiles, the graph and object caches, fallbacks (refused
with CompileError, or run eagerly with ``CAJIT_FALLBACK=eager``) and
cajit.stats() (``dynamo_graphs`` counts the aten graphs AOTAutograd gave
us, by kind).

What the .cag format does not return (a graph output that is an int, such
as the sizes AOTAutograd's forward saves for its backward; an output that
is a graph input unchanged) is computed around the compiled code: ints
from the real inputs' sizes (``_SymOutputs``), inputs passed through.

With ``torch._dynamo.config.compiled_autograd = True``, torch.compile sends
the compiled-autograd graphs of a ``backend="cajit"`` region to the same
backend (Dynamo re-enters it with the captured backward graph); cajit
gives such a graph to ``cajit.compiler_fn`` directly, without AOTAutograd,
so hooks and gradient accumulation run as in ``cajit.enable()``.

Registration: the ``torch_dynamo_backends`` entry point of pyproject.toml
(an installed package), and ``register()`` on ``import cajit`` (a source
checkout).
"""

from __future__ import annotations

import collections
import itertools
import operator
import threading
from collections.abc import Sequence
from typing import Any

import torch
import torch.fx

from . import logs

_names = itertools.count()
_lock = threading.Lock()
_counts: collections.Counter = collections.Counter()


def dynamo_graph_counts() -> dict[str, int]:
    with _lock:
        return dict(_counts)


def reset_counts() -> None:
    with _lock:
        _counts.clear()


def _count(kind: str) -> None:
    with _lock:
        _counts[kind] += 1


# ---- the call convention --------------------------------------------------------


def _is_backward_state(v: Any) -> bool:
    from torch.fx.experimental._backward_state import BackwardState

    return isinstance(v, BackwardState)


def _placeholder_kind(node: torch.fx.Node, example: Any) -> str:
    """"input", "sizes", "scalars", "hooks" or "other" for one placeholder
    (from its meta value, else the example input)."""
    val = node.meta.get("val", example)
    if isinstance(val, torch.Tensor):
        return "input"
    if isinstance(val, (torch.SymInt, int)) and not isinstance(val, bool):
        return "sizes"
    if isinstance(val, (torch.SymFloat, float)):
        return "scalars"
    if _is_backward_state(val) or _is_backward_state(example):
        return "hooks"
    return "other"


def _example(node: torch.fx.Node, example_inputs: Sequence[Any], i: int) -> Any:
    val = node.meta.get("val")
    if val is None and i < len(example_inputs):
        val = example_inputs[i]
    return val


class CaConvention:
    """An aten graph ``gm(*flat)`` rewritten as a compiled-autograd graph
    ``ca_gm(inputs, sizes, scalars, hooks, packed_data)``.

    ``ca_gm`` returns the outputs the .cag format can return (tensors and
    None); the other outputs of ``gm`` are rebuilt by ``outputs()``:
    ("ca", k) the k-th result of ca_gm, ("arg", i) flat argument i, ("sym",
    k) the k-th int of ``_SymOutputs``, ("const", v) a constant."""

    def __init__(self, gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> None:
        self.gm = gm
        placeholders = list(gm.graph.find_nodes(op="placeholder"))
        self.kinds: list[str] = []
        self.slots: list[tuple[str, int]] = []  # per flat arg: (list name, index)
        counts = collections.Counter()
        for i, node in enumerate(placeholders):
            kind = _placeholder_kind(node, example_inputs[i] if i < len(example_inputs) else None)
            if kind == "other":
                val = node.meta.get("val", example_inputs[i] if i < len(example_inputs) else None)
                from . import CompileError

                raise CompileError(f"cajit cannot compile an aten graph whose input {node.name} is a "
                                   f"{type(val).__name__} (not a tensor, int, float or BackwardState)")
            lst = {"input": "inputs"}.get(kind, kind)
            self.kinds.append(kind)
            self.slots.append((lst, counts[lst]))
            counts[lst] += 1
        self.n = {k: counts[k] for k in ("inputs", "sizes", "scalars", "hooks")}
        # A dim that is an int in the graph's own example value stays a
        # constant in cajit's trace too (Dynamo specialised it; the graph
        # has it baked into view sizes and such); a SymInt dim stays a
        # symbol.
        self.static_dims = tuple(
            tuple(not isinstance(d, torch.SymInt) for d in _example(node, example_inputs, i).shape)
            for i, (node, kind) in enumerate(zip(placeholders, self.kinds)) if kind == "input"
        )
        self.ca_gm, self.plan, self.sym_outputs = self._build(placeholders)

    def _build(self, placeholders: list[torch.fx.Node]) -> tuple[torch.fx.GraphModule, list, Any]:
        g = torch.fx.Graph()
        lists = {k: g.placeholder(k) for k in ("inputs", "sizes", "scalars", "hooks", "packed_data")}
        env: dict[torch.fx.Node, torch.fx.Node] = {}
        for node, (lst, idx) in zip(placeholders, self.slots):
            v = g.call_function(operator.getitem, (lists[lst], idx))
            v.meta = dict(node.meta)
            env[node] = v
        out_node = None
        for node in self.gm.graph.nodes:
            if node.op == "placeholder":
                continue
            if node.op == "output":
                out_node = node
                break
            env[node] = g.node_copy(node, lambda n: env[n])
        assert out_node is not None
        outs = out_node.args[0]
        single = not isinstance(outs, (list, tuple))
        self.single = single
        outs = [outs] if single else list(outs)
        ph_index = {n: i for i, n in enumerate(placeholders)}
        plan: list[tuple[str, Any]] = []
        ca_outs: list[Any] = []
        sym_nodes: list[torch.fx.Node] = []
        view_nodes: list[torch.fx.Node] = []
        for o in outs:
            if isinstance(o, torch.fx.Node):
                val = o.meta.get("val")
                if o in ph_index:
                    plan.append(("arg", ph_index[o]))
                elif isinstance(val, (torch.SymInt, torch.SymFloat, torch.SymBool, int, float, bool)):
                    plan.append(("sym", len(sym_nodes)))
                    sym_nodes.append(o)
                elif isinstance(val, torch.Tensor) and _view_of_placeholders(o):
                    plan.append(("view", len(view_nodes)))
                    view_nodes.append(o)
                else:
                    plan.append(_layout_plan(len(ca_outs), val))
                    ca_outs.append(_in_row_major_order(g, env[o], plan[-1]))
            else:
                plan.append(("const", o))
        g.output(ca_outs)
        ca_gm = torch.fx.GraphModule(self.gm, g, class_name="AotGraph")
        ca_gm.graph.eliminate_dead_code()
        ca_gm.recompile()
        self.view_outputs = _placeholder_subgraph(self.gm, view_nodes) if view_nodes else None
        return ca_gm, plan, (_SymOutputs(self.gm, sym_nodes) if sym_nodes else None)

    def split(self, flat: Sequence[Any]) -> tuple[list, list, list, tuple]:
        lists: dict[str, list] = {"inputs": [], "sizes": [], "scalars": [], "hooks": []}
        for (lst, _), v in zip(self.slots, flat):
            lists[lst].append(v)
        return lists["inputs"], lists["sizes"], lists["scalars"], tuple(lists["hooks"])

    def outputs(self, flat: Sequence[Any], ca_results: Sequence[Any]) -> Any:
        """The aten graph's outputs, each with the layout its meta value
        (eager) has, whichever tier ran: a saved tensor's strides are
        guarded by the graph that reads it (the backward), so a layout that
        changed when the native code took over from the quick tier would
        recompile that graph."""
        syms = self.sym_outputs(flat) if self.sym_outputs is not None else ()
        views = self.view_outputs(*flat) if self.view_outputs is not None else ()
        out = []
        for kind, v, *layout in self.plan:
            if kind == "ca":
                out.append(ca_results[v])
            elif kind == "permuted":
                out.append(ca_results[v].permute(layout[0]))
            elif kind == "contiguous":
                out.append(ca_results[v].contiguous())
            elif kind == "arg":
                out.append(flat[v])
            elif kind == "sym":
                out.append(syms[v])
            elif kind == "view":
                out.append(views[v])
            else:
                out.append(v)
        return out[0] if self.single else out


class _SymOutputs:
    """The int outputs of an aten graph (sizes AOTAutograd's forward saves
    for its backward), computed from the real arguments without running
    the graph.

    An output whose part of the graph reads nothing but sizes (sym_size of
    a placeholder, int arithmetic) runs that part as a small FX graph.  One
    that reads the size of an intermediate tensor (``view(x, [-1, 32])``'s
    dim 0, ``s0*s1``) is evaluated from its symbolic expression instead,
    each of its symbols bound to the placeholder size or int it came from;
    a symbol with no such source (a data-dependent size) is refused."""

    def __init__(self, gm: torch.fx.GraphModule, nodes: list[torch.fx.Node]) -> None:
        self.n = len(nodes)
        sliced: list[tuple[int, torch.fx.Node]] = []
        self.exprs: list[tuple[int, Any]] = []
        sources: dict[Any, tuple[int, int | None]] | None = None
        for k, node in enumerate(nodes):
            crossing = _first_non_size_node(node)
            if crossing is None:
                sliced.append((k, node))
                continue
            if sources is None:
                sources = _symbol_sources(gm)
            self.exprs.append((k, _bound_expression(node, crossing, sources)))
        self.sources = sources or {}
        self.sliced = [k for k, _ in sliced]
        self.gm = _placeholder_subgraph(gm, [n for _, n in sliced]) if sliced else None
        self.memo: dict[tuple, list] = {}

    def __call__(self, flat: Sequence[Any]) -> list:
        out: list[Any] = [None] * self.n
        if self.gm is not None:
            for k, v in zip(self.sliced, self.gm(*flat)):
                out[k] = v
        if self.exprs:
            for k, v in zip((k for k, _ in self.exprs), self._evaluate(flat)):
                out[k] = v
        return out

    def _evaluate(self, flat: Sequence[Any]) -> list:
        from torch.utils._sympy.interp import sympy_interp
        from torch.utils._sympy.reference import PythonReferenceAnalysis

        env = {sym: (int(flat[i]) if d is None else int(flat[i].shape[d])) for sym, (i, d) in self.sources.items()}
        key = tuple(env.values())
        got = self.memo.get(key)
        if got is None:
            if len(self.memo) >= 64:  # a dynamic workload sees many sizes
                self.memo.clear()
            got = [_python_number(sympy_interp(PythonReferenceAnalysis, env, e)) for _, e in self.exprs]
            self.memo[key] = got
        return got


# ---- output layouts ---------------------------------------------------------------
#
# The native code writes every output in row-major order; the quick tier
# (the graph run as it is) returns what eager's ops return. So that both
# give the layout eager gives:
# - an output that is only views of graph inputs (``t(weight)``, which
#   AOTAutograd's forward saves for mm's backward) is not computed by the
#   graph at all: the views are taken of the real input around it, as
#   eager (and Inductor's ReinterpretView) alias it, with no copy;
# - a dense output in another dim order (``permute(x @ w)``) is returned
#   by the graph permuted into row-major order and permuted back around
#   it, so the native code writes eager's layout;
# - any other layout (a slice's gaps, an expand's zero strides) is made
#   row-major in both tiers.


def _view_of_placeholders(node: torch.fx.Node) -> bool:
    """Whether ``node`` is computed from graph inputs by view ops and size
    arithmetic alone."""
    return _first_ancestor(node, _neither_view_nor_size) is None


def _neither_view_nor_size(n: torch.fx.Node) -> bool:
    if n.op != "call_function":
        return True
    val = n.meta.get("val")
    if isinstance(val, torch.Tensor):
        return not (isinstance(n.target, torch._ops.OpOverload) and n.target.is_view)
    # a list of views (split), an opaque value
    return not isinstance(val, (torch.SymInt, torch.SymFloat, torch.SymBool, int, float, bool))


def _hint(v: Any) -> int | None:
    if isinstance(v, torch.SymInt):
        return v.node.hint
    return int(v)


def _layout_plan(k: int, val: Any) -> tuple:
    """How the k-th graph output gets eager's layout ``val``: ("ca", k)
    row-major as it is; ("permuted", k, inverse) returned in row-major
    order of the dims ``argsort(inverse)`` and permuted back;
    ("contiguous", k) neither dense nor a permutation of row-major."""
    if not isinstance(val, torch.Tensor) or val.dim() == 0:
        return ("ca", k)
    sizes = [_hint(s) for s in val.shape]
    strides = [_hint(s) for s in val.stride()]
    if None in sizes or None in strides or 0 in sizes:
        return ("contiguous", k)
    order = sorted(range(val.dim()), key=lambda d: -strides[d])  # stable: ties keep dim order
    expected = 1
    for d in reversed(order):
        if sizes[d] != 1 and strides[d] != expected:
            return ("contiguous", k)
        expected *= sizes[d]
    if order == sorted(order):
        return ("ca", k)
    return ("permuted", k, [order.index(d) for d in range(val.dim())])


def _in_row_major_order(g: torch.fx.Graph, node: torch.fx.Node, plan: tuple) -> torch.fx.Node:
    """The graph's output for ``plan``: ``node`` itself, or ``node``
    permuted so that eager's layout of it is row-major."""
    if plan[0] != "permuted":
        return node
    inverse = plan[2]
    order = sorted(range(len(inverse)), key=lambda d: inverse[d])
    permuted = g.call_function(torch.ops.aten.permute.default, (node, order))
    val = node.meta.get("val")
    if isinstance(val, torch.Tensor):
        permuted.meta["val"] = val.permute(order)
    return permuted


def _first_non_size_node(node: torch.fx.Node) -> torch.fx.Node | None:
    """The first node ``node`` depends on that is not int arithmetic over
    sizes (a tensor-valued intermediate, a get_attr), or None."""
    return _first_ancestor(node, lambda n: isinstance(n.meta.get("val"), torch.Tensor) or n.op != "call_function")


def _first_ancestor(node: torch.fx.Node, stop: Any) -> torch.fx.Node | None:
    """The first of ``node`` and what it reads, placeholders aside, for
    which ``stop(n)`` holds (depth first), or None."""
    seen: set[torch.fx.Node] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if n in seen:
            continue
        seen.add(n)
        if n.op == "placeholder":
            continue
        if stop(n):
            return n
        stack.extend(n.all_input_nodes)
    return None


def _placeholder_subgraph(gm: torch.fx.GraphModule, nodes: list[torch.fx.Node]) -> torch.fx.GraphModule:
    """``nodes`` and what they read, as a graph of all of ``gm``'s
    placeholders."""
    needed: set[torch.fx.Node] = set()
    stack = list(nodes)
    while stack:
        n = stack.pop()
        if n not in needed:
            needed.add(n)
            stack.extend(n.all_input_nodes)
    g = torch.fx.Graph()
    env: dict[torch.fx.Node, torch.fx.Node] = {}
    for n in gm.graph.nodes:
        if n.op == "placeholder":
            env[n] = g.placeholder(n.name)
        elif n in needed:
            env[n] = g.node_copy(n, lambda a: env[a])
    g.output([env[n] for n in nodes])
    return torch.fx.GraphModule(gm, g)


def _symbol_sources(gm: torch.fx.GraphModule) -> dict[Any, tuple[int, int | None]]:
    """Each symbol a placeholder carries as itself: an int placeholder
    ``s3`` -> (its index, None), a tensor placeholder's dim ``s0`` -> (its
    index, dim).  The first source of a symbol wins."""
    import sympy

    sources: dict[Any, tuple[int, int | None]] = {}
    for i, ph in enumerate(gm.graph.find_nodes(op="placeholder")):
        val = ph.meta.get("val")
        if isinstance(val, torch.SymInt) and isinstance(val.node.expr, sympy.Symbol):
            sources.setdefault(val.node.expr, (i, None))
        elif isinstance(val, torch.Tensor):
            for d, size in enumerate(val.shape):
                if isinstance(size, torch.SymInt) and isinstance(size.node.expr, sympy.Symbol):
                    sources.setdefault(size.node.expr, (i, d))
    return sources


def _bound_expression(node: torch.fx.Node, crossing: torch.fx.Node, sources: dict) -> Any:
    import sympy

    val = node.meta.get("val")
    expr = val.node.expr if isinstance(val, (torch.SymInt, torch.SymFloat, torch.SymBool)) else sympy.sympify(val)
    missing = sorted(str(s) for s in expr.free_symbols if s not in sources)
    if missing:
        from . import CompileError

        raise CompileError(f"cajit cannot compile an aten graph whose int output {node.name} depends on "
                           f"{crossing.name} ({crossing.target}), which is not a size computation, and whose "
                           f"symbols {', '.join(missing)} are no placeholder's size")
    return expr


def _python_number(v: Any) -> Any:
    import sympy

    if isinstance(v, sympy.Integer) or (isinstance(v, sympy.Basic) and v.is_integer):
        return int(v)
    if isinstance(v, sympy.Float):
        return float(v)
    if v is sympy.true or v is sympy.false:
        return bool(v)
    return v


# ---- the compilers AOTAutograd calls -----------------------------------------------


def _lift_constants(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> tuple[list, list]:
    """Tensor constants of the graph (get_attr nodes: e.g. a rotary
    embedding's cos/sin tables AOTAutograd computed at trace time) become
    trailing placeholders, since a .cag has no constants of tensor type;
    their values are passed with every call. Returns (constants, example
    inputs with them)."""
    consts: list[torch.Tensor] = []
    phs = list(gm.graph.find_nodes(op="placeholder"))
    last = phs[-1] if phs else None
    for node in list(gm.graph.find_nodes(op="get_attr")):
        val = gm
        for part in str(node.target).split("."):
            val = getattr(val, part)
        if not isinstance(val, torch.Tensor):
            continue
        if last is None:
            with gm.graph.inserting_before(next(iter(gm.graph.nodes))):
                ph = gm.graph.placeholder(f"_cajit_const{len(consts)}")
        else:
            with gm.graph.inserting_after(last):
                ph = gm.graph.placeholder(f"_cajit_const{len(consts)}")
        ph.meta.update(node.meta)
        last = ph
        node.replace_all_uses_with(ph)
        gm.graph.erase_node(node)
        consts.append(val)
    if consts:
        gm.recompile()
    return consts, [*example_inputs, *consts]


class AotCompiled:
    """What cajit's forward / backward compiler returns to AOTAutograd
    (boxed: called with the list of flat arguments)."""

    def __init__(self, gm: torch.fx.GraphModule, example_inputs: Sequence[Any], kind: str) -> None:
        from . import CompiledGraph, _default_backend

        # An instance attribute: AOTAutograd wraps the backward in
        # torch._dynamo.disable, whose functools.wraps copies only __dict__.
        self._boxed_call = True

        self.kind = kind
        self.consts, example_inputs = _lift_constants(gm, example_inputs)
        self.conv = CaConvention(gm, example_inputs)
        name = f"Aot{kind.capitalize()}_{next(_names)}"
        self.graph = CompiledGraph(self.conv.ca_gm, _default_backend(), name,
                                   differentiable_ok=(kind != "backward"),
                                   normalize_options={"static_dims": self.conv.static_dims})
        _count(kind)
        logs.graph_received(name, kind, self.conv.ca_gm)

    @torch._dynamo.disable
    def __call__(self, flat: list) -> Any:
        args = [*flat, *self.consts]
        if isinstance(flat, list):
            flat.clear()  # AOTAutograd lets a boxed callee free its arguments
        inputs, sizes, scalars, hooks = self.conv.split(args)
        results = self.graph(inputs, sizes, scalars, hooks, ())
        return self.conv.outputs(args, results)


def _fw_compiler(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> AotCompiled:
    return AotCompiled(gm, example_inputs, "forward")


def _bw_compiler(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> AotCompiled:
    return AotCompiled(gm, example_inputs, "backward")


def _inference_compiler(gm: torch.fx.GraphModule, example_inputs: Sequence[Any]) -> AotCompiled:
    return AotCompiled(gm, example_inputs, "inference")


def _in_compiled_autograd() -> bool:
    """Whether Dynamo is compiling a compiled-autograd graph (the
    ``compiled_autograd = True`` switch) rather than user code."""
    try:
        from torch._guards import CompileContext

        cid = CompileContext.current_compile_id()
        return cid is not None and getattr(cid, "compiled_autograd_id", None) is not None
    except Exception:  # pragma: no cover - torch internals moved
        return False


def _foreach_norm(tensors: list[Any], ord: Any = 2, dtype: Any = None) -> list[Any]:
    return [torch.ops.aten.linalg_vector_norm.default(t, ord, dtype=dtype) for t in tensors]


def _per_tensor(op: Any) -> Any:
    """A foreach op whose other arguments are shared by every tensor of
    the list (a Scalar, one tensor, or none) as its per-tensor op."""

    def decomposition(tensors: list[Any], *args: Any) -> list[Any]:
        return [op(t, *args) for t in tensors]

    return decomposition


# foreach overload -> the per-tensor op it applies (each native in cajit).
_PER_TENSOR_FOREACH = {
    "_foreach_mul.Tensor": "mul.Tensor",
    "_foreach_mul.Scalar": "mul.Scalar",
    "_foreach_div.Tensor": "div.Tensor",
    "_foreach_div.Scalar": "div.Scalar",
    "_foreach_add.Scalar": "add.Scalar",
    "_foreach_sub.Scalar": "sub.Scalar",
    "_foreach_clamp_min.Scalar": "clamp_min.default",
    "_foreach_clamp_max.Scalar": "clamp_max.default",
    "_foreach_sqrt.default": "sqrt.default",
    "_foreach_neg.default": "neg.default",
    "_foreach_abs.default": "abs.default",
}


def _aten_overload(name: str) -> Any:
    packet, overload = name.split(".")
    return getattr(getattr(torch.ops.aten, packet), overload)


def _decompositions() -> dict[Any, Any]:
    """Forward ops cajit has no native lowering for, decomposed by
    AOTAutograd into ops it has (their backward then follows the
    decomposition). Compiled-autograd graphs never meet these: the forward
    ran eagerly.

    ``clip_grad_norm_`` inside a compiled train step puts a foreach norm
    of the grads, a vector norm of those and a foreach multiply by the
    clip coefficient into the update's graph, ``clip_grad_value_`` foreach
    clamps: each foreach op becomes its per-tensor ops (torch has no
    decomposition of them), the vector norm torch's own (sqrt of a sum of
    squares for ord 2)."""
    from torch._decomp import get_decompositions

    aten = torch.ops.aten
    table = get_decompositions([
        aten.mse_loss,
        aten.native_layer_norm,
        aten.native_group_norm,
        aten._native_batch_norm_legit_functional,
        aten._native_batch_norm_legit_no_training,
        aten.linalg_vector_norm,
    ])
    table[aten._foreach_norm.Scalar] = _foreach_norm
    for foreach, op in _PER_TENSOR_FOREACH.items():
        table[_aten_overload(foreach)] = _per_tensor(_aten_overload(op))
    return table


def cajit(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any) -> Any:
    """The Dynamo backend: ``torch.compile(model, backend="cajit")``."""
    from torch._dynamo.backends.common import aot_autograd

    if _in_compiled_autograd():
        return _compiled_autograd_graph(gm, example_inputs)
    compiler = aot_autograd(fw_compiler=_fw_compiler, bw_compiler=_bw_compiler,
                            inference_compiler=_inference_compiler, decompositions=_decompositions())
    return compiler(gm, example_inputs, **kwargs)


def _compiled_autograd_graph(gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
    """A compiled-autograd graph that Dynamo traced: compile it as aten
    graphs too (AOTAutograd's inference graph; no grads are taken of a
    backward here)."""
    from torch._dynamo.backends.common import aot_autograd

    _count("compiled_autograd")
    compiler = aot_autograd(fw_compiler=_fw_compiler, bw_compiler=_bw_compiler,
                            inference_compiler=_inference_compiler, decompositions=_decompositions())
    return compiler(gm, example_inputs)


def register() -> None:
    """Make ``backend="cajit"`` known to torch.compile in this process (a
    no-op when the installed entry point provides it)."""
    from torch._dynamo.backends import registry

    if registry._BACKENDS.get("cajit") is not None or "cajit" in registry._COMPILER_FNS:
        return
    registry.register_backend(cajit, name="cajit")
