/* The graph verifier (cajit_graph_verify in cajit/graph.h).
 *
 * Guarantees, when it returns ok:
 * - the signature is consistent: every symbol of the graph's expression
 *   context (so every symbol any type, assumption or argument uses) is
 *   bound exactly once to a valid source (an input dim below the input's
 *   rank, a sizes or scalars entry in range, of the symbol's type);
 *   assumptions are boolean and not constant false;
 * - SSA: inputs are tensor values defined once, each node uses only values
 *   defined above it, each result belongs to its node and is defined once,
 *   every value is defined, outputs are defined values or none;
 * - every node whose op is registered binds to its schema and, when the op
 *   has a shape rule, declares the result types the rule computes (dtype,
 *   rank, each dim as a known-equal expression; strides only for views);
 *   int/float/bool results get their symbolic value (value->sym).
 * Ops that are not registered keep their declared types.
 *
 * Messages start with `line N: ` (or with the node when it was built in C)
 * and name the node and op: "line 9: %5 = aten.mm.default: inner dims
 * differ: 64 vs s0". All errors are CAJIT_VERIFY_ERROR except
 * out-of-memory. */
#include <stdio.h>
#include <string.h>

#include "cajit/graph.h"
#include "ops/infer.h"
#include "ops/registry.h"
#include "support/alloc.h"
#include "support/arena.h"

/* A CAJIT_VERIFY_ERROR status with a printf-style reason. */
#define verr(...) cajit_status_make(CAJIT_VERIFY_ERROR, __VA_ARGS__)

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
}

/* "line 9: %5, %6 = aten.split.Tensor" (or "node 3: host.backward"). */
static void node_name(const cajit_graph *g, const cajit_node *n, char *buf,
                      size_t cap) {
  size_t len = 0;
#define PUT(...)                                                               \
  do {                                                                         \
    int k_ = snprintf(buf + len, cap - len, __VA_ARGS__);                      \
    if (k_ > 0) len = len + (size_t)k_ < cap ? len + (size_t)k_ : cap - 1;     \
  } while (0)
  if (n->line > 0) PUT("line %d: ", n->line);
  for (int32_t i = 0; i < n->result_count; i++)
    PUT("%s%%%d", i ? ", " : "", n->results[i]);
  if (n->result_count > 0)
    PUT(" = ");
  else if (n->line <= 0)
    PUT("node %d: ", n->index);
  PUT("%.*s", (int)n->op.len, n->op.data);
#undef PUT
  (void)g;
}

static cajit_status node_err(const cajit_graph *g, const cajit_node *n,
                             cajit_status cause) {
  if (!cause || cajit_status_code_of(cause) == CAJIT_OUT_OF_MEMORY)
    return cause;
  char name[256];
  node_name(g, n, name, sizeof name);
  return cajit_status_annotate(cause, "%s", name);
}

/* ---- symbols ---- */

static cajit_status check_binding(const cajit_graph *g,
                                  const cajit_symbol_binding *b,
                                  int32_t symbol_count, bool *bound) {
  if (b->symbol < 0 || b->symbol >= symbol_count)
    return verr("binding of unknown symbol #%d", b->symbol);
  cajit_sv name = cajit_expr_ctx_symbol_name(g->exprs, b->symbol);
  int nl = (int)name.len;
  if (bound[b->symbol])
    return verr("symbol %.*s declared twice", nl, name.data);
  cajit_expr_type st = cajit_expr_ctx_symbol_type(g->exprs, b->symbol);
  switch (b->source) {
  case CAJIT_SYMBOL_FROM_INPUT_DIM: {
    if (b->index < 0 || b->index >= g->input_count)
      return verr("symbol %.*s: input %d out of range (%d inputs)", nl,
                  name.data, b->index, g->input_count);
    int32_t id = g->inputs[b->index];
    if (id < 0 || id >= g->value_count)
      return verr("input %d is not a value", b->index);
    const cajit_type *t = &g->values[id].type;
    if (b->dim < 0 || b->dim >= t->ndim)
      return verr("symbol %.*s: dim %d out of range for input %d of rank %d",
                  nl, name.data, b->dim, b->index, t->ndim);
    if (st != CAJIT_EXPR_TYPE_INT)
      return verr("symbol %.*s: a dim is an int", nl, name.data);
    break;
  }
  case CAJIT_SYMBOL_FROM_SIZES:
    if (b->index < 0 || b->index >= g->sizes_count)
      return verr("symbol %.*s: sizes %d out of range (sizes %d)", nl,
                  name.data, b->index, g->sizes_count);
    if (st != CAJIT_EXPR_TYPE_INT)
      return verr("symbol %.*s: a sizes entry is an int", nl, name.data);
    break;
  case CAJIT_SYMBOL_FROM_SCALARS: {
    if (b->index < 0 || b->index >= g->scalars_count)
      return verr("symbol %.*s: scalars %d out of range (scalars %d)", nl,
                  name.data, b->index, g->scalars_count);
    cajit_expr_type want = g->scalar_types[b->index];
    if (st != want)
      return verr("symbol %.*s: scalars %d is %s but the symbol is %s", nl,
                  name.data, b->index,
                  want == CAJIT_EXPR_TYPE_FLOAT ? "float" : "int",
                  st == CAJIT_EXPR_TYPE_FLOAT ? "float" : "int");
    break;
  }
  default: return verr("symbol %.*s: unknown source", nl, name.data);
  }
  bound[b->symbol] = true;
  return NULL;
}

static cajit_status check_signature(const cajit_graph *g, bool *bound,
                                    int32_t symbol_count) {
  if (g->sizes_count < 0 || g->scalars_count < 0 || g->hooks_count < 0 ||
      g->packed_data_count < 0)
    return verr("negative signature count");
  for (int32_t i = 0; i < g->scalars_count; i++)
    if (g->scalar_types[i] != CAJIT_EXPR_TYPE_INT &&
        g->scalar_types[i] != CAJIT_EXPR_TYPE_FLOAT)
      return verr("scalars %d is neither int nor float", i);
  for (int32_t i = 0; i < g->binding_count; i++)
    CAJIT_RETURN_IF_ERROR(
        check_binding(g, &g->bindings[i], symbol_count, bound));
  for (int32_t i = 0; i < g->assumption_count; i++) {
    const cajit_expr *a = g->assumptions[i];
    if (!a || cajit_expr_type_of(a) != CAJIT_EXPR_TYPE_BOOL)
      return verr("assumption %d is not a boolean expression", i);
    bool v;
    if (cajit_expr_as_bool(a, &v) && !v)
      return verr("assumption %d is always false", i);
  }
  return NULL;
}

/* ---- SSA ---- */

static cajit_status check_inputs(const cajit_graph *g, bool *defined) {
  for (int32_t i = 0; i < g->input_count; i++) {
    int32_t id = g->inputs[i];
    if (id < 0 || id >= g->value_count)
      return verr("input %d: undefined value %%%d", i, id);
    const cajit_value *v = &g->values[id];
    if (defined[id]) return verr("input %d: %%%d defined twice", i, id);
    if (v->node != -1 || v->result_index != i)
      return verr("input %d: %%%d is not recorded as input %d", i, id, i);
    if (v->type.kind != CAJIT_TYPE_TENSOR)
      return verr("input %d: %%%d is not a tensor", i, id);
    defined[id] = true;
  }
  return NULL;
}

static cajit_status check_uses(const cajit_graph *g, const bool *defined,
                               const cajit_arg *a) {
  switch (a->kind) {
  case CAJIT_ARG_VALUE:
    if (a->u.value < 0 || a->u.value >= g->value_count)
      return verr("undefined value %%%d", a->u.value);
    if (!defined[a->u.value])
      return verr("use of %%%d before its definition", a->u.value);
    return NULL;
  case CAJIT_ARG_INT:
  case CAJIT_ARG_FLOAT:
    if (!a->u.expr) return verr("missing expression");
    return NULL;
  case CAJIT_ARG_LIST:
    for (int32_t i = 0; i < a->u.list.count; i++)
      CAJIT_RETURN_IF_ERROR(check_uses(g, defined, &a->u.list.items[i]));
    return NULL;
  default: return NULL;
  }
}

static cajit_status check_node_ssa(const cajit_graph *g, bool *defined,
                                   const cajit_node *n, int32_t index) {
  if (n->index != index) return verr("node %d has index %d", index, n->index);
  for (int32_t i = 0; i < n->arg_count; i++)
    CAJIT_RETURN_IF_ERROR(check_uses(g, defined, &n->args[i]));
  for (int32_t j = 0; j < n->result_count; j++) {
    int32_t id = n->results[j];
    if (id < 0 || id >= g->value_count)
      return verr("result %d: undefined value %%%d", j, id);
    const cajit_value *v = &g->values[id];
    if (defined[id]) return verr("%%%d defined twice", id);
    if (v->node != index || v->result_index != j)
      return verr("result %d: %%%d does not belong to this node", j, id);
    defined[id] = true;
  }
  return NULL;
}

/* ---- shape rules ---- */

static const char *kind_name(cajit_type_kind k) {
  switch (k) {
  case CAJIT_TYPE_NONE: return "none";
  case CAJIT_TYPE_TENSOR: return "tensor";
  case CAJIT_TYPE_INT: return "int";
  case CAJIT_TYPE_FLOAT: return "float";
  case CAJIT_TYPE_BOOL: return "bool";
  }
  return "?";
}

static cajit_status type_mismatch(const cajit_graph *g, int32_t j,
                                  const cajit_type *declared,
                                  const cajit_type *inferred,
                                  const char *detail) {
  char a[256], b[256];
  cajit_type_print(g, declared, a, sizeof a);
  cajit_type_print(g, inferred, b, sizeof b);
  return verr("result %d: %sdeclared %s, the op gives %s", j, detail, a, b);
}

static cajit_status compare_result(const cajit_graph *g,
                                   const cajit_op_def *def, int32_t j,
                                   const cajit_type *declared,
                                   const cajit_type *inferred) {
  if (declared->kind != inferred->kind) {
    if (declared->kind != CAJIT_TYPE_TENSOR &&
        inferred->kind != CAJIT_TYPE_TENSOR)
      return verr("result %d: declared %s, the op gives %s", j,
                  kind_name(declared->kind), kind_name(inferred->kind));
    return type_mismatch(g, j, declared, inferred, "");
  }
  if (declared->kind != CAJIT_TYPE_TENSOR) return NULL;
  if (declared->dtype != inferred->dtype)
    return type_mismatch(g, j, declared, inferred, "dtype differs: ");
  if (declared->ndim != inferred->ndim)
    return type_mismatch(g, j, declared, inferred, "rank differs: ");
  for (int32_t d = 0; d < declared->ndim; d++) {
    if (!cajit_dims_proved_equal(g, declared->shape[d], inferred->shape[d])) {
      char detail[192], x[64], y[64];
      snprintf(detail, sizeof detail, "dim %d is %s, not %s: ", d,
               cajit_expr_str(g, declared->shape[d], x, sizeof x),
               cajit_expr_str(g, inferred->shape[d], y, sizeof y));
      return type_mismatch(g, j, declared, inferred, detail);
    }
  }
  /* Strides of results are informative, except for views whose rule
   * computes them: a view's layout is fixed by its input. */
  if (!(def->flags & CAJIT_OP_VIEW) || !declared->strides || !inferred->strides)
    return NULL;
  for (int32_t d = 0; d < declared->ndim; d++) {
    const cajit_expr *ds = declared->strides[d], *is = inferred->strides[d];
    if (!ds || !is || cajit_expr_is(declared->shape[d], 1)) continue;
    if (!cajit_dims_proved_equal(g, ds, is)) {
      char detail[192], x[64], y[64];
      snprintf(detail, sizeof detail, "stride %d is %s, not %s: ", d,
               cajit_expr_str(g, ds, x, sizeof x),
               cajit_expr_str(g, is, y, sizeof y));
      return type_mismatch(g, j, declared, inferred, detail);
    }
  }
  return NULL;
}

/* Result arity from the schema, for ops without a shape rule. */
static cajit_status check_arity(const cajit_op_schema *s, const cajit_node *n) {
  if (s->returns_list || s->return_count == n->result_count) return NULL;
  return verr("the op has %d result%s, the node declares %d", s->return_count,
              s->return_count == 1 ? "" : "s", n->result_count);
}

static cajit_status check_node_types(cajit_graph *g, cajit_arena *scratch,
                                     const cajit_node *n) {
  const cajit_op_def *def = n->def;
  if (!def) return NULL; /* unknown op: declared types are trusted */
  cajit_bound_args args;
  CAJIT_RETURN_IF_ERROR(cajit_op_bind(def, g, n, &args));
  if (!def->infer) return check_arity(args.schema, n);
  int32_t max = n->result_count > args.schema->return_count
                    ? n->result_count
                    : args.schema->return_count;
  if (max < 1) max = 1;
  cajit_type *types = cajit_arena_array(scratch, (size_t)max, sizeof *types);
  const cajit_expr **syms =
      cajit_arena_array(scratch, (size_t)max, sizeof *syms);
  if (!types || !syms) return oom();
  cajit_infer inf = {g, n, &args, scratch, types, syms, max, 0};
  cajit_status s = def->infer(&inf);
  if (s) {
    if (cajit_status_code_of(s) != CAJIT_UNSUPPORTED) return s;
    /* The rule cannot tell (e.g. an int of unknown value): trust the
     * declared types. */
    cajit_status_free(s);
    return check_arity(args.schema, n);
  }
  /* A failed expression constructor (out of memory, overflow) is sticky
   * in the context: report why. */
  if (cajit_expr_ctx_failed(g->exprs)) return cajit_expr_ctx_status(g->exprs);
  if (inf.count != n->result_count)
    return verr("the op gives %d result%s, the node declares %d", inf.count,
                inf.count == 1 ? "" : "s", n->result_count);
  for (int32_t j = 0; j < n->result_count; j++) {
    cajit_value *v = &g->values[n->results[j]];
    CAJIT_RETURN_IF_ERROR(compare_result(g, def, j, &v->type, &types[j]));
    if (v->type.kind == CAJIT_TYPE_INT || v->type.kind == CAJIT_TYPE_FLOAT ||
        v->type.kind == CAJIT_TYPE_BOOL)
      v->sym = syms[j];
  }
  return NULL;
}

/* ---- driver ---- */

static cajit_status check_values_defined(const cajit_graph *g,
                                         const bool *defined) {
  for (int32_t i = 0; i < g->value_count; i++) {
    if (g->values[i].id != i)
      return verr("value %d has id %d", i, g->values[i].id);
    if (!defined[i]) return verr("%%%d is never defined", i);
  }
  return NULL;
}

static cajit_status check_outputs(const cajit_graph *g, const bool *defined) {
  for (int32_t i = 0; i < g->output_count; i++) {
    int32_t id = g->outputs[i];
    if (id == -1) continue;
    if (id < 0 || id >= g->value_count || !defined[id])
      return verr("return: output %d: undefined value %%%d", i, id);
  }
  return NULL;
}

static cajit_status verify(cajit_graph *g, bool *bound, bool *defined,
                           cajit_arena *scratch) {
  if (cajit_expr_ctx_failed(g->exprs))
    return cajit_status_annotate(cajit_expr_ctx_status(g->exprs),
                                 "the graph's expressions are incomplete");
  int32_t symbol_count = cajit_expr_ctx_symbol_count(g->exprs);
  CAJIT_RETURN_IF_ERROR(check_signature(g, bound, symbol_count));
  for (int32_t i = 0; i < symbol_count; i++) {
    cajit_sv name = cajit_expr_ctx_symbol_name(g->exprs, i);
    /* Compiling a graph adds its own symbols (loop indices, run-time
     * strides), all named `_...`, which graphs themselves may not use. */
    if (!bound[i] && name.data[0] != '_') {
      return verr("symbol %.*s is not bound to an input, sizes or scalars "
                  "entry",
                  (int)name.len, name.data);
    }
  }
  CAJIT_RETURN_IF_ERROR(check_inputs(g, defined));
  for (int32_t i = 0; i < g->node_count; i++) {
    const cajit_node *n = &g->nodes[i];
    CAJIT_RETURN_IF_ERROR(node_err(g, n, check_node_ssa(g, defined, n, i)));
    CAJIT_RETURN_IF_ERROR(node_err(g, n, check_node_types(g, scratch, n)));
  }
  CAJIT_RETURN_IF_ERROR(check_values_defined(g, defined));
  return check_outputs(g, defined);
}

cajit_status cajit_graph_verify(cajit_graph *g) {
  if (!g) return cajit_status_make(CAJIT_INVALID_ARGUMENT, "graph is NULL");
  int32_t symbol_count = cajit_expr_ctx_symbol_count(g->exprs);
  bool *bound = cajit_calloc((size_t)symbol_count + 1, sizeof *bound);
  bool *defined = cajit_calloc((size_t)g->value_count + 1, sizeof *defined);
  cajit_arena *scratch = cajit_arena_create();
  cajit_status s =
      bound && defined && scratch ? verify(g, bound, defined, scratch) : oom();
  cajit_arena_destroy(scratch);
  cajit_free(defined);
  cajit_free(bound);
  return s;
}
