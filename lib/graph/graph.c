/* The graph builder (see cajit/graph.h, "building").
 *
 * Guarantees: every builder function validates its input completely before
 * it changes the graph, so a failed call leaves the graph as it was (except
 * for unreachable bytes in the arena). Everything the graph points to lives
 * in its arena or its expression context, so cajit_graph_destroy frees it
 * all and error paths cannot leak. The builder accepts exactly what the
 * printer can write and the parser read back: identifiers are checked
 * against the .cag lexical rules, and sections are built in file order
 * (signature and scalars, then symbols, inputs before nodes), so value ids
 * are dense in definition order with inputs first. */
#include <stdlib.h>
#include <string.h>

#include "cajit/graph.h"
#include "graph/graph_internal.h"
#include "ops/registry.h"
#include "support/alloc.h"
#include "support/arena.h"

/* ---- lexical rules shared with the parser -------------------------------
 */

static bool is_ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_ident_char(char c) {
  return is_ident_start(c) || (c >= '0' && c <= '9');
}

bool cajit_graph_is_ident(cajit_sv s) {
  if (s.len == 0 || !is_ident_start(s.data[0])) return false;
  for (size_t i = 1; i < s.len; i++)
    if (!is_ident_char(s.data[i])) return false;
  return true;
}

bool cajit_graph_is_dotted_ident(cajit_sv s) {
  size_t start = 0;
  for (size_t i = 0; i <= s.len; i++) {
    if (i == s.len || s.data[i] == '.') {
      if (!cajit_graph_is_ident((cajit_sv){s.data + start, i - start}))
        return false;
      start = i + 1;
    }
  }
  return true;
}

static const char *const reserved_words[] = {
    /* literals, scalar types, expression keywords */
    "true", "false", "none", "int", "float", "bool", "min", "max", "and", "or",
    "not", "inf", "nan",
    /* section keywords */
    "cag", "graph", "sizes", "scalars", "hooks", "packed_data", "sym", "input",
    "dim", "assume", "return"};

bool cajit_graph_is_reserved(cajit_sv s) {
  cajit_dtype d;
  if (cajit_dtype_from_name(s, &d)) return true;
  for (size_t i = 0; i < sizeof reserved_words / sizeof *reserved_words; i++)
    if (cajit_sv_eq_cstr(s, reserved_words[i])) return true;
  return false;
}

typedef struct named_arg {
  cajit_sv name;
  int32_t index;
} named_arg;

static int by_name_then_index(const void *pa, const void *pb) {
  const named_arg *a = pa, *b = pb;
  size_t n = a->name.len < b->name.len ? a->name.len : b->name.len;
  int c = memcmp(a->name.data, b->name.data, n);
  if (c) return c;
  if (a->name.len != b->name.len) return a->name.len < b->name.len ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

int32_t cajit_graph_find_repeated_keyword(const cajit_arg *args,
                                          int32_t count) {
  named_arg *named = cajit_malloc(((size_t)count + 1) * sizeof *named);
  if (!named) return -2;
  int32_t n = 0, first = -1;
  for (int32_t i = 0; i < count; i++)
    if (args[i].name.len) named[n++] = (named_arg){args[i].name, i};
  qsort(named, (size_t)n, sizeof *named, by_name_then_index);
  for (int32_t i = 1; i < n; i++)
    if (cajit_sv_eq(named[i].name, named[i - 1].name) &&
        (first < 0 || named[i].index < first))
      first = named[i].index;
  cajit_free(named);
  return first;
}

/* ---- helpers ------------------------------------------------------------
 */

static cajit_status oom(void) {
  return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory building graph");
}

/* A CAJIT_INVALID_ARGUMENT status with a printf-style reason. */
#define invalid(...) cajit_status_make(CAJIT_INVALID_ARGUMENT, __VA_ARGS__)

/* Grows an arena array to hold `need` elements. The old block stays in the
 * arena (geometric growth bounds the waste by the final size). */
static bool grow(cajit_graph *g, void **data, int32_t *cap, int64_t need,
                 size_t elem) {
  if (need <= *cap) return true;
  if (need > INT32_MAX) return false;
  int64_t ncap = *cap ? (int64_t)*cap * 2 : 8;
  while (ncap < need)
    ncap *= 2;
  if (ncap > INT32_MAX) ncap = INT32_MAX;
  void *p = cajit_arena_array(g->arena, (size_t)ncap, elem);
  if (!p) return false;
  if (*cap) memcpy(p, *data, (size_t)*cap * elem);
  *data = p;
  *cap = (int32_t)ncap;
  return true;
}

#define GROW(g, field, capfield, need)                                         \
  grow((g), (void **)&(g)->field, &(g)->capfield, (need), sizeof(*(g)->field))

/* A NULL expression is either the caller's mistake or the trace of an
 * expression constructor that failed (expr.h): out of memory, overflow
 * while folding constants... The context says which. */
static cajit_status null_expr(const cajit_graph *g, const char *what,
                              int32_t i) {
  if (cajit_expr_ctx_failed(g->exprs))
    CAJIT_RETURN_IF_ERROR(cajit_expr_ctx_status(g->exprs));
  return invalid("%s %d is NULL", what, (int)i);
}

static const char *expr_type_name(cajit_expr_type t) {
  switch (t) {
  case CAJIT_EXPR_TYPE_INT: return "int";
  case CAJIT_EXPR_TYPE_FLOAT: return "float";
  case CAJIT_EXPR_TYPE_BOOL: return "bool";
  }
  return "?";
}

/* ---- lifetime -----------------------------------------------------------
 */

cajit_status cajit_graph_create(cajit_graph **out_graph) {
  *out_graph = NULL;
  cajit_graph *g = cajit_calloc(1, sizeof *g);
  if (!g) return oom();
  g->arena = cajit_arena_create();
  if (!g->arena) {
    cajit_free(g);
    return oom();
  }
  cajit_status s = cajit_expr_ctx_create(&g->exprs);
  if (s) {
    cajit_arena_destroy(g->arena);
    cajit_free(g);
    return s;
  }
  *out_graph = g;
  return NULL;
}

void cajit_graph_destroy(cajit_graph *g) {
  if (!g) return;
  cajit_expr_ctx_destroy(g->exprs);
  cajit_arena_destroy(g->arena);
  cajit_free(g);
}

/* ---- signature ----------------------------------------------------------
 */

cajit_status cajit_graph_set_name(cajit_graph *g, cajit_sv name) {
  if (!name.data && name.len) return invalid("graph name is NULL");
  int ok;
  cajit_sv copy = cajit_arena_sv(g->arena, name, &ok);
  if (!ok) return oom();
  g->name = copy;
  return NULL;
}

cajit_status cajit_graph_set_signature(cajit_graph *g, int32_t sizes_count,
                                       int32_t hooks_count,
                                       int32_t packed_data_count) {
  if (sizes_count < 0 || hooks_count < 0 || packed_data_count < 0)
    return invalid("negative signature count (sizes %d, hooks %d, "
                   "packed_data %d)",
                   (int)sizes_count, (int)hooks_count, (int)packed_data_count);
  /* Bindings were checked against the old counts. */
  if (g->binding_count > 0)
    return invalid("the signature must be set before symbols are declared");
  g->sizes_count = sizes_count;
  g->hooks_count = hooks_count;
  g->packed_data_count = packed_data_count;
  return NULL;
}

cajit_status cajit_graph_add_scalar(cajit_graph *g, cajit_expr_type type) {
  if (type != CAJIT_EXPR_TYPE_INT && type != CAJIT_EXPR_TYPE_FLOAT)
    return invalid("a scalars entry is int or float, not %s",
                   expr_type_name(type));
  if (!GROW(g, scalar_types, capacity_scalars_, (int64_t)g->scalars_count + 1))
    return oom();
  g->scalar_types[g->scalars_count++] = type;
  return NULL;
}

static cajit_status check_binding(const cajit_graph *g, cajit_sv name,
                                  cajit_symbol_source source, int32_t index,
                                  int32_t dim) {
  int n = (int)name.len;
  if (index < 0)
    return invalid("symbol %.*s: negative source index %d", n, name.data,
                   (int)index);
  switch (source) {
  case CAJIT_SYMBOL_FROM_INPUT_DIM:
    /* The input itself is declared later (symbols come first in .cag); the
     * parser and the verifier check that it exists and has that dim. */
    if (dim < 0)
      return invalid("symbol %.*s: negative dim %d", n, name.data, (int)dim);
    return NULL;
  case CAJIT_SYMBOL_FROM_SIZES:
    if (index >= g->sizes_count)
      return invalid("symbol %.*s: sizes index %d out of range (sizes %d)", n,
                     name.data, (int)index, (int)g->sizes_count);
    return NULL;
  case CAJIT_SYMBOL_FROM_SCALARS:
    if (index >= g->scalars_count)
      return invalid("symbol %.*s: scalars index %d out of range (scalars "
                     "%d)",
                     n, name.data, (int)index, (int)g->scalars_count);
    return NULL;
  }
  return invalid("symbol %.*s: unknown source %d", n, name.data, (int)source);
}

cajit_status cajit_graph_add_symbol(cajit_graph *g, cajit_sv name,
                                    cajit_symbol_source source, int32_t index,
                                    int32_t dim, int32_t *out_symbol) {
  if (!cajit_graph_is_ident(name))
    return invalid("symbol name '%.*s' is not an identifier", (int)name.len,
                   name.data ? name.data : "");
  if (cajit_graph_is_reserved(name))
    return invalid("symbol name '%.*s' is reserved", (int)name.len, name.data);
  if (name.data[0] == '_')
    return invalid("symbol name '%.*s': names starting with '_' are reserved "
                   "for the compiler",
                   (int)name.len, name.data);
  if (cajit_expr_ctx_find_symbol(g->exprs, name) >= 0)
    return invalid("symbol %.*s declared twice", (int)name.len, name.data);
  /* A WORD argument spelled like the new symbol would read back as it. */
  if (g->node_count > 0)
    return invalid("symbol %.*s: symbols must be declared before nodes",
                   (int)name.len, name.data);
  CAJIT_RETURN_IF_ERROR(check_binding(g, name, source, index, dim));
  if (!GROW(g, bindings, capacity_bindings_, (int64_t)g->binding_count + 1))
    return oom();
  cajit_expr_type type = CAJIT_EXPR_TYPE_INT;
  if (source == CAJIT_SYMBOL_FROM_SCALARS) type = g->scalar_types[index];
  int32_t sym;
  CAJIT_RETURN_IF_ERROR(cajit_expr_ctx_add_symbol(g->exprs, name, type, &sym));
  g->bindings[g->binding_count++] = (cajit_symbol_binding){
      sym, source, index, source == CAJIT_SYMBOL_FROM_INPUT_DIM ? dim : 0};
  if (out_symbol) *out_symbol = sym;
  return NULL;
}

cajit_status cajit_graph_add_assumption(cajit_graph *g,
                                        const cajit_expr *cond) {
  if (!cond) return null_expr(g, "assumption", g->assumption_count);
  if (cajit_expr_type_of(cond) != CAJIT_EXPR_TYPE_BOOL)
    return invalid("an assumption is a bool expression, not %s",
                   expr_type_name(cajit_expr_type_of(cond)));
  if (!GROW(g, assumptions, capacity_assumptions_,
            (int64_t)g->assumption_count + 1))
    return oom();
  g->assumptions[g->assumption_count++] = cond;
  return NULL;
}

/* ---- types --------------------------------------------------------------
 */

static cajit_status check_type(const cajit_graph *g, const cajit_type *t) {
  switch (t->kind) {
  case CAJIT_TYPE_NONE:
  case CAJIT_TYPE_INT:
  case CAJIT_TYPE_FLOAT:
  case CAJIT_TYPE_BOOL: return NULL;
  case CAJIT_TYPE_TENSOR: break;
  default: return invalid("unknown type kind %d", (int)t->kind);
  }
  if ((unsigned)t->dtype >= CAJIT_DTYPE_COUNT_)
    return invalid("unknown dtype %d", (int)t->dtype);
  if (t->ndim < 0) return invalid("negative rank %d", (int)t->ndim);
  if (t->ndim > 0 && !t->shape) return invalid("tensor shape is NULL");
  for (int32_t i = 0; i < t->ndim; i++) {
    if (!t->shape[i]) return null_expr(g, "dim", i);
    if (cajit_expr_type_of(t->shape[i]) != CAJIT_EXPR_TYPE_INT)
      return invalid("dim %d is a %s expression, not int", (int)i,
                     expr_type_name(cajit_expr_type_of(t->shape[i])));
    if (t->strides && t->strides[i] &&
        cajit_expr_type_of(t->strides[i]) != CAJIT_EXPR_TYPE_INT)
      return invalid("stride %d is a %s expression, not int", (int)i,
                     expr_type_name(cajit_expr_type_of(t->strides[i])));
  }
  return NULL;
}

/* Copies the shape and stride arrays of t into the arena (in place). */
static bool copy_type(cajit_graph *g, cajit_type *t) {
  if (t->kind != CAJIT_TYPE_TENSOR) {
    *t = cajit_type_scalar(t->kind);
    return true;
  }
  size_t n = (size_t)t->ndim;
  const cajit_expr **shape = cajit_arena_array(g->arena, n, sizeof *shape);
  if (!shape) return false;
  if (n) memcpy(shape, t->shape, n * sizeof *shape);
  const cajit_expr **strides = NULL;
  if (t->strides) {
    /* Non-NULL even for a 0-d tensor: `f32[]{}` has (empty) strides. */
    strides = cajit_arena_array(g->arena, n, sizeof *strides);
    if (!strides) return false;
    if (n) memcpy(strides, t->strides, n * sizeof *strides);
  }
  t->shape = shape;
  t->strides = strides;
  return true;
}

cajit_status cajit_graph_tensor_type(cajit_graph *g, cajit_dtype dtype,
                                     int32_t ndim,
                                     const cajit_expr *const *shape,
                                     const cajit_expr *const *strides,
                                     cajit_type *out_type) {
  cajit_type t = {CAJIT_TYPE_TENSOR, dtype, ndim, shape, strides};
  CAJIT_RETURN_IF_ERROR(check_type(g, &t));
  if (!copy_type(g, &t)) return oom();
  *out_type = t;
  return NULL;
}

cajit_type cajit_type_scalar(cajit_type_kind kind) {
  return (cajit_type){kind, CAJIT_DTYPE_F32, 0, NULL, NULL};
}

/* ---- values -------------------------------------------------------------
 */

/* Appends a value; the caller has reserved room. */
static int32_t push_value(cajit_graph *g, cajit_type type, int32_t node,
                          int32_t result_index) {
  int32_t id = g->value_count++;
  g->values[id] = (cajit_value){id, type, node, result_index, NULL};
  return id;
}

cajit_status cajit_graph_add_input(cajit_graph *g, cajit_type type,
                                   int32_t *out_value) {
  if (type.kind != CAJIT_TYPE_TENSOR)
    return invalid("input %d: an input is a tensor", (int)g->input_count);
  /* Keeps value ids dense in definition order with inputs first. */
  if (g->node_count > 0)
    return invalid("input %d: inputs must be added before nodes",
                   (int)g->input_count);
  CAJIT_RETURN_IF_ERROR(check_type(g, &type));
  if (!copy_type(g, &type) ||
      !GROW(g, values, capacity_values_, (int64_t)g->value_count + 1) ||
      !GROW(g, inputs, capacity_inputs_, (int64_t)g->input_count + 1))
    return oom();
  int32_t id = push_value(g, type, -1, g->input_count);
  g->inputs[g->input_count++] = id;
  if (out_value) *out_value = id;
  return NULL;
}

/* ---- nodes --------------------------------------------------------------
 */

static cajit_status check_arg(const cajit_graph *g, const cajit_arg *a,
                              int depth);

static cajit_status check_list(const cajit_graph *g, const cajit_arg *a,
                               int depth) {
  if (depth >= CAJIT_GRAPH_MAX_LIST_DEPTH)
    return invalid("lists nested deeper than %d",
                   (int)CAJIT_GRAPH_MAX_LIST_DEPTH);
  if (a->u.list.count < 0)
    return invalid("negative list length %d", (int)a->u.list.count);
  if (a->u.list.count > 0 && !a->u.list.items)
    return invalid("list items are NULL");
  for (int32_t i = 0; i < a->u.list.count; i++) {
    const cajit_arg *item = &a->u.list.items[i];
    if (item->name.len)
      return invalid("list item %d has a keyword name", (int)i);
    CAJIT_RETURN_IF_ERROR(check_arg(g, item, depth + 1));
  }
  return NULL;
}

static cajit_status check_expr_arg(const cajit_graph *g, const cajit_arg *a,
                                   cajit_expr_type want) {
  if (!a->u.expr) return null_expr(g, "argument expression", 0);
  cajit_expr_type t = cajit_expr_type_of(a->u.expr);
  if (t != want)
    return invalid("expected %s expression, found %s expression",
                   expr_type_name(want), expr_type_name(t));
  return NULL;
}

static cajit_status check_arg(const cajit_graph *g, const cajit_arg *a,
                              int depth) {
  switch (a->kind) {
  case CAJIT_ARG_NONE:
  case CAJIT_ARG_BOOL: return NULL;
  case CAJIT_ARG_INT: return check_expr_arg(g, a, CAJIT_EXPR_TYPE_INT);
  case CAJIT_ARG_FLOAT: return check_expr_arg(g, a, CAJIT_EXPR_TYPE_FLOAT);
  case CAJIT_ARG_STRING:
    if (!a->u.str.data && a->u.str.len) return invalid("string is NULL");
    return NULL;
  case CAJIT_ARG_DTYPE:
    if ((unsigned)a->u.dtype >= CAJIT_DTYPE_COUNT_)
      return invalid("unknown dtype %d", (int)a->u.dtype);
    return NULL;
  case CAJIT_ARG_WORD: {
    cajit_sv w = a->u.str;
    if (!cajit_graph_is_ident(w))
      return invalid("keyword argument value '%.*s' is not an identifier",
                     (int)w.len, w.data ? w.data : "");
    if (cajit_graph_is_reserved(w))
      return invalid("word '%.*s' is reserved", (int)w.len, w.data);
    if (cajit_expr_ctx_find_symbol(g->exprs, w) >= 0)
      return invalid("word '%.*s' names a symbol", (int)w.len, w.data);
    return NULL;
  }
  case CAJIT_ARG_VALUE:
    if (a->u.value < 0 || a->u.value >= g->value_count)
      return invalid("value id %d out of range (%d values)", (int)a->u.value,
                     (int)g->value_count);
    return NULL;
  case CAJIT_ARG_LIST: return check_list(g, a, depth);
  }
  return invalid("unknown argument kind %d", (int)a->kind);
}

static cajit_status check_args(const cajit_graph *g, const cajit_arg *args,
                               int32_t count) {
  if (count < 0) return invalid("negative argument count %d", (int)count);
  if (count > 0 && !args) return invalid("arguments are NULL");
  bool keyword_seen = false;
  for (int32_t i = 0; i < count; i++) {
    const cajit_arg *a = &args[i];
    if (a->name.len) {
      if (!cajit_graph_is_ident(a->name))
        return invalid("argument %d: keyword '%.*s' is not an identifier",
                       (int)i, (int)a->name.len,
                       a->name.data ? a->name.data : "");
      keyword_seen = true;
    } else if (keyword_seen) {
      return invalid("argument %d: positional argument after keyword "
                     "argument",
                     (int)i);
    }
    CAJIT_RETURN_IF_ERROR(check_arg(g, a, 0), "argument %d", (int)i);
  }
  if (!keyword_seen) return NULL;
  int32_t twice = cajit_graph_find_repeated_keyword(args, count);
  if (twice == -2) return oom();
  if (twice >= 0)
    return invalid("keyword argument %.*s given twice",
                   (int)args[twice].name.len, args[twice].name.data);
  return NULL;
}

/* Deep-copies src into dst (names, strings, lists) in the arena. */
static bool copy_arg(cajit_graph *g, cajit_arg *dst, const cajit_arg *src) {
  int ok = 1;
  *dst = *src;
  dst->name = (cajit_sv){NULL, 0};
  if (src->name.len) {
    dst->name = cajit_arena_sv(g->arena, src->name, &ok);
    if (!ok) return false;
  }
  switch (src->kind) {
  case CAJIT_ARG_STRING:
  case CAJIT_ARG_WORD:
    dst->u.str = cajit_arena_sv(g->arena, src->u.str, &ok);
    return ok;
  case CAJIT_ARG_LIST: {
    int32_t n = src->u.list.count;
    cajit_arg *items = cajit_arena_array(g->arena, (size_t)n, sizeof *items);
    if (!items) return false;
    for (int32_t i = 0; i < n; i++)
      if (!copy_arg(g, &items[i], &src->u.list.items[i])) return false;
    dst->u.list.items = items;
    return true;
  }
  default: return true;
  }
}

cajit_status cajit_graph_add_node(cajit_graph *g, cajit_sv op,
                                  const cajit_arg *args, int32_t arg_count,
                                  const cajit_type *result_types,
                                  int32_t result_count, int32_t line,
                                  int32_t *out_results) {
  if (!cajit_graph_is_dotted_ident(op) || cajit_graph_is_reserved(op))
    return invalid("op name '%.*s' is not a dotted identifier", (int)op.len,
                   op.data ? op.data : "");
  int n = (int)op.len;
  CAJIT_RETURN_IF_ERROR(check_args(g, args, arg_count), "%.*s", n, op.data);
  if (result_count < 0 || (result_count > 0 && !result_types))
    return invalid("%.*s: bad result count %d", n, op.data, (int)result_count);
  for (int32_t i = 0; i < result_count; i++) {
    CAJIT_RETURN_IF_ERROR(check_type(g, &result_types[i]), "%.*s: result %d", n,
                          op.data, i);
  }
  if (line < 0) return invalid("%.*s: negative line %d", n, op.data, line);
  if ((int64_t)g->value_count + result_count > INT32_MAX)
    return invalid("%.*s: too many values", n, op.data);
  if (g->node_count >= CAJIT_GRAPH_MAX_NODES)
    return invalid("%.*s: the graph has more than %d nodes, the limit", n,
                   op.data, (int)CAJIT_GRAPH_MAX_NODES);

  /* Everything is valid: copy, then commit. */
  cajit_node node = {0};
  node.index = g->node_count;
  node.line = line;
  int ok;
  node.op = cajit_arena_sv(g->arena, op, &ok);
  if (!ok) return oom();
  node.def = cajit_op_lookup(node.op);
  node.args = cajit_arena_array(g->arena, (size_t)arg_count, sizeof *node.args);
  node.results =
      cajit_arena_array(g->arena, (size_t)result_count, sizeof *node.results);
  cajit_type *types =
      cajit_arena_array(g->arena, (size_t)result_count, sizeof *types);
  if (!node.args || !node.results || !types) return oom();
  for (int32_t i = 0; i < arg_count; i++)
    if (!copy_arg(g, &node.args[i], &args[i])) return oom();
  for (int32_t i = 0; i < result_count; i++) {
    types[i] = result_types[i];
    if (!copy_type(g, &types[i])) return oom();
  }
  if (!GROW(g, nodes, capacity_nodes_, (int64_t)g->node_count + 1) ||
      !GROW(g, values, capacity_values_,
            (int64_t)g->value_count + result_count))
    return oom();
  node.arg_count = arg_count;
  node.result_count = result_count;
  for (int32_t i = 0; i < result_count; i++) {
    node.results[i] = push_value(g, types[i], node.index, i);
    if (out_results) out_results[i] = node.results[i];
  }
  g->nodes[g->node_count++] = node;
  return NULL;
}

cajit_status cajit_graph_add_output(cajit_graph *g, int32_t value) {
  if (value < -1 || value >= g->value_count)
    return invalid("output %d: value id %d out of range (%d values)",
                   (int)g->output_count, (int)value, (int)g->value_count);
  if (!GROW(g, outputs, capacity_outputs_, (int64_t)g->output_count + 1))
    return oom();
  g->outputs[g->output_count++] = value;
  return NULL;
}
