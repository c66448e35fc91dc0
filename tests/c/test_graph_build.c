/* Tests of the graph builder: what it builds, every input error (each
 * leaves the graph unchanged), deep copies, registry lookup, fallback
 * counting and out-of-memory injection. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "graph/graph_internal.h"
#include "ops/registry.h"
#include "support/alloc.h"
#include "test_status.h"

#define INVALID(expr, part) expect_error((expr), CAJIT_INVALID_ARGUMENT, part)

static cajit_graph *new_graph(void) {
  cajit_graph *g;
  ASSERT_OK(cajit_graph_create(&g));
  ASSERT_OK(cajit_graph_set_signature(g, 1, 2, 0));
  ASSERT_OK(cajit_graph_add_scalar(g, CAJIT_EXPR_TYPE_INT));
  ASSERT_OK(cajit_graph_add_scalar(g, CAJIT_EXPR_TYPE_FLOAT));
  return g;
}

static cajit_type vec_type(cajit_graph *g, int64_t n) {
  const cajit_expr *shape[1] = {cajit_expr_int(g->exprs, n)};
  cajit_type t;
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 1, shape, NULL, &t));
  return t;
}

static cajit_arg value_arg(int32_t v) {
  cajit_arg a = {.kind = CAJIT_ARG_VALUE};
  a.u.value = v;
  return a;
}

/* ---- building -----------------------------------------------------------
 */

static void test_build_small_graph(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  ASSERT_OK(cajit_graph_set_name(g, CAJIT_SV("g0")));
  int32_t s0, f0;
  ASSERT_OK(cajit_graph_add_symbol(g, CAJIT_SV("s0"),
                                   CAJIT_SYMBOL_FROM_INPUT_DIM, 0, 0, &s0));
  ASSERT_OK(cajit_graph_add_symbol(g, CAJIT_SV("f0"), CAJIT_SYMBOL_FROM_SCALARS,
                                   1, 0, &f0));
  assert_int_equal(cajit_expr_ctx_symbol_type(g->exprs, s0),
                   CAJIT_EXPR_TYPE_INT);
  assert_int_equal(cajit_expr_ctx_symbol_type(g->exprs, f0),
                   CAJIT_EXPR_TYPE_FLOAT);
  assert_int_equal(g->binding_count, 2);
  assert_int_equal(g->bindings[1].source, CAJIT_SYMBOL_FROM_SCALARS);
  assert_int_equal(g->bindings[1].index, 1);

  const cajit_expr *s0e = cajit_expr_symbol(g->exprs, s0);
  const cajit_expr *shape[2] = {s0e, cajit_expr_int(g->exprs, 4)};
  cajit_type t;
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 2, shape, NULL, &t));
  int32_t x;
  ASSERT_OK(cajit_graph_add_input(g, t, &x));
  assert_int_equal(x, 0);
  ASSERT_OK(cajit_graph_add_assumption(
      g, cajit_expr_ge(g->exprs, s0e, cajit_expr_int(g->exprs, 2))));

  cajit_arg args[2] = {value_arg(x), {.kind = CAJIT_ARG_BOOL}};
  args[1].name = CAJIT_SV("keepdim");
  int32_t r[2];
  cajit_type types[2] = {t, cajit_type_scalar(CAJIT_TYPE_NONE)};
  ASSERT_OK(
      cajit_graph_add_node(g, CAJIT_SV("foo.bar"), args, 2, types, 2, 7, r));
  assert_int_equal(r[0], 1);
  assert_int_equal(r[1], 2);
  assert_int_equal(g->value_count, 3);
  assert_int_equal(g->values[2].node, 0);
  assert_int_equal(g->values[2].result_index, 1);
  assert_int_equal(g->values[0].node, -1);
  assert_int_equal(g->nodes[0].line, 7);
  assert_null(g->nodes[0].def); /* unknown op: kept, needs fallback */
  ASSERT_OK(cajit_graph_add_output(g, r[0]));
  ASSERT_OK(cajit_graph_add_output(g, -1));
  assert_int_equal(g->output_count, 2);
  assert_int_equal(g->outputs[1], -1);
  assert_int_equal(cajit_graph_fallback_count(g), 1);
  cajit_graph_destroy(g);
}

/* A graph holds at most CAJIT_GRAPH_MAX_NODES nodes (a documented limit of
 * compile work); the next one is refused, naming it. */
static void test_node_limit(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  /* Nodes without arguments or results: the cheapest to hold. */
  for (int i = 0; i < CAJIT_GRAPH_MAX_NODES; i++)
    ASSERT_OK(
        cajit_graph_add_node(g, CAJIT_SV("a.b"), NULL, 0, NULL, 0, 0, NULL));
  cajit_status s =
      cajit_graph_add_node(g, CAJIT_SV("a.b"), NULL, 0, NULL, 0, 0, NULL);
  assert_non_null(s);
  assert_non_null(strstr(cajit_status_message(s),
                         "a.b: the graph has more than 1048576 nodes, the "
                         "limit"));
  cajit_status_free(s);
  assert_int_equal(g->node_count, CAJIT_GRAPH_MAX_NODES);
  cajit_graph_destroy(g);
}

/* Arrays grow past their first capacity without losing entries. */
static void test_many_values(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  cajit_type t = vec_type(g, 3);
  int32_t prev;
  ASSERT_OK(cajit_graph_add_input(g, t, &prev));
  for (int i = 0; i < 1000; i++) {
    cajit_arg a = value_arg(prev);
    ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("aten.neg.default"), &a, 1, &t,
                                   1, 0, &prev));
    ASSERT_OK(cajit_graph_add_output(g, prev));
  }
  assert_int_equal(g->node_count, 1000);
  assert_int_equal(g->value_count, 1001);
  for (int i = 0; i < 1000; i++) {
    assert_int_equal(g->nodes[i].index, i);
    assert_int_equal(g->nodes[i].args[0].u.value, i);
    assert_int_equal(g->nodes[i].results[0], i + 1);
    assert_int_equal(g->outputs[i], i + 1);
  }
  cajit_graph_destroy(g);
}

/* The graph owns copies of everything it is given. */
static void test_deep_copy(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  char name[] = "mine", word[] = "cpu", str[] = "tanh", key[] = "device";
  ASSERT_OK(cajit_graph_set_name(g, (cajit_sv){name, 4}));
  const cajit_expr *shape[1] = {cajit_expr_int(g->exprs, 2)};
  const cajit_expr *strides[1] = {NULL};
  cajit_type t;
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 1, shape, strides, &t));
  shape[0] = cajit_expr_int(g->exprs, 9);
  strides[0] = shape[0];
  assert_int_equal(t.ndim, 1);
  int64_t v;
  assert_true(cajit_expr_as_int(t.shape[0], &v));
  assert_int_equal(v, 2);
  assert_non_null(t.strides);
  assert_null(t.strides[0]);

  cajit_arg items[2] = {{.kind = CAJIT_ARG_STRING}, {.kind = CAJIT_ARG_WORD}};
  items[0].u.str = (cajit_sv){str, 4};
  items[1].u.str = (cajit_sv){word, 3};
  cajit_arg args[1] = {{.kind = CAJIT_ARG_LIST}};
  args[0].name = (cajit_sv){key, 6};
  args[0].u.list.items = items;
  args[0].u.list.count = 2;
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("a.b"), args, 1, &t, 1, 0, NULL));
  memset(name, 'x', 4);
  memset(word, 'x', 3);
  memset(str, 'x', 4);
  memset(key, 'x', 6);
  items[0].kind = CAJIT_ARG_NONE;
  const cajit_arg *a = &g->nodes[0].args[0];
  assert_true(cajit_sv_eq_cstr(g->name, "mine"));
  assert_true(cajit_sv_eq_cstr(a->name, "device"));
  assert_ptr_not_equal(a->u.list.items, items);
  assert_int_equal(a->u.list.items[0].kind, CAJIT_ARG_STRING);
  assert_true(cajit_sv_eq_cstr(a->u.list.items[0].u.str, "tanh"));
  assert_true(cajit_sv_eq_cstr(a->u.list.items[1].u.str, "cpu"));
  cajit_graph_destroy(g);
}

/* 0-d tensors: strides present (`{}`) or not. */
static void test_scalar_tensor_strides(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  const cajit_expr *none[1] = {NULL};
  cajit_type with, without;
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_I64, 0, NULL, none, &with));
  ASSERT_OK(
      cajit_graph_tensor_type(g, CAJIT_DTYPE_I64, 0, NULL, NULL, &without));
  assert_non_null(with.strides);
  assert_null(without.strides);
  cajit_graph_destroy(g);
}

static void test_registry_lookup(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  cajit_type t = vec_type(g, 3);
  int32_t x;
  ASSERT_OK(cajit_graph_add_input(g, t, &x));
  cajit_arg a = value_arg(x);
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("aten.mm.default"), &a, 1, &t, 1,
                                 0, NULL));
  assert_ptr_equal(g->nodes[0].def,
                   cajit_op_lookup(CAJIT_SV("aten.mm.default")));
  cajit_graph_destroy(g);
}

/* Host ops are host calls by design; unknown ops and ops without a
 * lowering need the fallback. */
static void test_fallback_count(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  assert_int_equal(cajit_graph_fallback_count(g), 0);
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("no.such.op"), NULL, 0, NULL, 0, 0,
                                 NULL));
  assert_int_equal(cajit_graph_fallback_count(g), 1);
  const cajit_op_def *host = cajit_op_lookup(CAJIT_SV("host.final_callbacks"));
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("host.final_callbacks"), NULL, 0,
                                 NULL, 0, 0, NULL));
  int32_t expected = 1;
  if (host && !(host->flags & CAJIT_OP_IMPURE) && !host->lower) expected++;
  if (!host) expected++;
  assert_int_equal(cajit_graph_fallback_count(g), expected);
  /* An op that is registered counts exactly when it has no lowering. */
  const cajit_op_def *mm = cajit_op_lookup(CAJIT_SV("aten.mm.default"));
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("aten.mm.default"), NULL, 0, NULL,
                                 0, 0, NULL));
  if (!mm || (!mm->lower && !(mm->flags & CAJIT_OP_IMPURE))) expected++;
  assert_int_equal(cajit_graph_fallback_count(g), expected);
  cajit_graph_destroy(g);
}

/* ---- errors -------------------------------------------------------------
 */

static void test_signature_errors(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  INVALID(cajit_graph_set_signature(g, -1, 0, 0), "negative signature count");
  INVALID(cajit_graph_add_scalar(g, CAJIT_EXPR_TYPE_BOOL),
          "a scalars entry is int or float, not bool");
  assert_int_equal(g->scalars_count, 2);
  INVALID(cajit_graph_set_name(g, (cajit_sv){NULL, 3}), "graph name is NULL");
  ASSERT_OK(cajit_graph_add_symbol(g, CAJIT_SV("s0"), CAJIT_SYMBOL_FROM_SIZES,
                                   0, 0, NULL));
  INVALID(cajit_graph_set_signature(g, 2, 0, 0),
          "the signature must be set before symbols are declared");
  assert_int_equal(g->sizes_count, 1);
  cajit_graph_destroy(g);
}

static void test_symbol_errors(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  ASSERT_OK(cajit_graph_add_symbol(g, CAJIT_SV("s0"), CAJIT_SYMBOL_FROM_SIZES,
                                   0, 0, NULL));
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("s0"), CAJIT_SYMBOL_FROM_SIZES, 0,
                                 0, NULL),
          "symbol s0 declared twice");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("1x"), CAJIT_SYMBOL_FROM_SIZES, 0,
                                 0, NULL),
          "symbol name '1x' is not an identifier");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV(""), CAJIT_SYMBOL_FROM_SIZES, 0, 0,
                                 NULL),
          "symbol name '' is not an identifier");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("input"), CAJIT_SYMBOL_FROM_SIZES,
                                 0, 0, NULL),
          "symbol name 'input' is reserved");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("bf16"), CAJIT_SYMBOL_FROM_SIZES,
                                 0, 0, NULL),
          "symbol name 'bf16' is reserved");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("_i0"), CAJIT_SYMBOL_FROM_SIZES, 0,
                                 0, NULL),
          "symbol name '_i0': names starting with '_' are reserved for the "
          "compiler");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("s1"), CAJIT_SYMBOL_FROM_SIZES, 1,
                                 0, NULL),
          "symbol s1: sizes index 1 out of range (sizes 1)");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("s1"), CAJIT_SYMBOL_FROM_SCALARS,
                                 2, 0, NULL),
          "symbol s1: scalars index 2 out of range (scalars 2)");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("s1"), CAJIT_SYMBOL_FROM_INPUT_DIM,
                                 -1, 0, NULL),
          "symbol s1: negative source index -1");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("s1"), CAJIT_SYMBOL_FROM_INPUT_DIM,
                                 0, -2, NULL),
          "symbol s1: negative dim -2");
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("s1"), (cajit_symbol_source)7, 0,
                                 0, NULL),
          "symbol s1: unknown source 7");
  assert_int_equal(g->binding_count, 1);
  assert_int_equal(cajit_expr_ctx_symbol_count(g->exprs), 1);
  ASSERT_OK(
      cajit_graph_add_node(g, CAJIT_SV("f.g"), NULL, 0, NULL, 0, 0, NULL));
  INVALID(cajit_graph_add_symbol(g, CAJIT_SV("s1"), CAJIT_SYMBOL_FROM_SIZES, 0,
                                 0, NULL),
          "symbol s1: symbols must be declared before nodes");
  cajit_graph_destroy(g);
}

static void test_assumption_errors(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  INVALID(cajit_graph_add_assumption(g, NULL), "assumption 0 is NULL");
  INVALID(cajit_graph_add_assumption(g, cajit_expr_int(g->exprs, 1)),
          "an assumption is a bool expression, not int");
  assert_int_equal(g->assumption_count, 0);
  cajit_graph_destroy(g);
}

static void test_type_errors(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  const cajit_expr *two = cajit_expr_int(g->exprs, 2);
  const cajit_expr *half = cajit_expr_float(g->exprs, 0.5);
  const cajit_expr *shape[2] = {two, NULL};
  cajit_type t;
  INVALID(cajit_graph_tensor_type(g, CAJIT_DTYPE_COUNT_, 1, shape, NULL, &t),
          "unknown dtype");
  INVALID(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, -1, shape, NULL, &t),
          "negative rank -1");
  INVALID(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 2, NULL, NULL, &t),
          "tensor shape is NULL");
  INVALID(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 2, shape, NULL, &t),
          "dim 1 is NULL");
  shape[1] = half;
  INVALID(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 2, shape, NULL, &t),
          "dim 1 is a float expression, not int");
  const cajit_expr *strides[1] = {half};
  INVALID(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 1, shape, strides, &t),
          "stride 0 is a float expression, not int");
  cajit_type bad = cajit_type_scalar(CAJIT_TYPE_NONE);
  bad.kind = (cajit_type_kind)42;
  int32_t v;
  INVALID(cajit_graph_add_input(g, cajit_type_scalar(CAJIT_TYPE_INT), &v),
          "input 0: an input is a tensor");
  INVALID(cajit_graph_add_node(g, CAJIT_SV("f.g"), NULL, 0, &bad, 1, 0, NULL),
          "f.g: result 0: unknown type kind 42");
  assert_int_equal(g->value_count, 0);
  cajit_graph_destroy(g);
}

static void test_input_after_node(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  ASSERT_OK(
      cajit_graph_add_node(g, CAJIT_SV("f.g"), NULL, 0, NULL, 0, 0, NULL));
  INVALID(cajit_graph_add_input(g, vec_type(g, 2), NULL),
          "input 0: inputs must be added before nodes");
  cajit_graph_destroy(g);
}

static void test_node_errors(void **state) {
  (void)state;
  cajit_graph *g = new_graph();
  int32_t s0;
  ASSERT_OK(cajit_graph_add_symbol(g, CAJIT_SV("s0"), CAJIT_SYMBOL_FROM_SIZES,
                                   0, 0, &s0));
  cajit_type t = vec_type(g, 2);
  int32_t x;
  ASSERT_OK(cajit_graph_add_input(g, t, &x));
  cajit_sv op = CAJIT_SV("aten.x.default");

  INVALID(cajit_graph_add_node(g, CAJIT_SV("a..b"), NULL, 0, NULL, 0, 0, NULL),
          "op name 'a..b' is not a dotted identifier");
  INVALID(
      cajit_graph_add_node(g, CAJIT_SV("return"), NULL, 0, NULL, 0, 0, NULL),
      "op name 'return' is not a dotted identifier");
  INVALID(cajit_graph_add_node(g, CAJIT_SV(""), NULL, 0, NULL, 0, 0, NULL),
          "op name '' is not a dotted identifier");

  cajit_arg a[3] = {value_arg(5)};
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "aten.x.default: argument 0: value id 5 out of range (1 values)");
  a[0] = value_arg(-1);
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "value id -1 out of range");

  cajit_arg inner = value_arg(9);
  a[0] = (cajit_arg){.kind = CAJIT_ARG_LIST};
  a[0].u.list.items = &inner;
  a[0].u.list.count = 1;
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "value id 9 out of range");
  inner = value_arg(x);
  inner.name = CAJIT_SV("k");
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "list item 0 has a keyword name");
  a[0].u.list.count = -1;
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "negative list length -1");
  a[0].u.list.count = 1;
  a[0].u.list.items = NULL;
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "list items are NULL");

  /* 33 nested lists. */
  cajit_arg chain[33];
  for (int i = 0; i < 33; i++) {
    chain[i] = (cajit_arg){.kind = CAJIT_ARG_LIST};
    chain[i].u.list.items = i + 1 < 33 ? &chain[i + 1] : NULL;
    chain[i].u.list.count = i + 1 < 33;
  }
  INVALID(cajit_graph_add_node(g, op, chain, 1, NULL, 0, 0, NULL),
          "lists nested deeper than 32");
  ASSERT_OK(cajit_graph_add_node(g, op, &chain[1], 1, NULL, 0, 0, NULL));

  a[0] = value_arg(x);
  a[0].name = CAJIT_SV("k");
  a[1] = value_arg(x);
  INVALID(cajit_graph_add_node(g, op, a, 2, NULL, 0, 0, NULL),
          "argument 1: positional argument after keyword argument");
  a[1].name = CAJIT_SV("k");
  INVALID(cajit_graph_add_node(g, op, a, 2, NULL, 0, 0, NULL),
          "keyword argument k given twice");
  a[1].name = CAJIT_SV("k-2");
  INVALID(cajit_graph_add_node(g, op, a, 2, NULL, 0, 0, NULL),
          "argument 1: keyword 'k-2' is not an identifier");

  a[0] = (cajit_arg){.kind = CAJIT_ARG_INT};
  a[0].u.expr = cajit_expr_float(g->exprs, 1.5);
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "argument 0: expected int expression, found float expression");
  a[0].kind = CAJIT_ARG_FLOAT;
  a[0].u.expr = cajit_expr_symbol(g->exprs, s0);
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "expected float expression, found int expression");
  a[0].u.expr = NULL;
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "argument expression 0 is NULL");

  a[0] = (cajit_arg){.kind = CAJIT_ARG_WORD};
  a[0].u.str = CAJIT_SV("s0");
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "word 's0' names a symbol");
  a[0].u.str = CAJIT_SV("none");
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "word 'none' is reserved");
  a[0].u.str = CAJIT_SV("two words");
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "keyword argument value 'two words' is not an identifier");
  a[0] = (cajit_arg){.kind = CAJIT_ARG_STRING};
  a[0].u.str = (cajit_sv){NULL, 2};
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "string is NULL");
  a[0] = (cajit_arg){.kind = CAJIT_ARG_DTYPE};
  a[0].u.dtype = (cajit_dtype)99;
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "unknown dtype 99");
  a[0] = (cajit_arg){.kind = (cajit_arg_kind)77};
  INVALID(cajit_graph_add_node(g, op, a, 1, NULL, 0, 0, NULL),
          "unknown argument kind 77");

  INVALID(cajit_graph_add_node(g, op, NULL, -1, NULL, 0, 0, NULL),
          "negative argument count -1");
  INVALID(cajit_graph_add_node(g, op, NULL, 2, NULL, 0, 0, NULL),
          "arguments are NULL");
  INVALID(cajit_graph_add_node(g, op, NULL, 0, NULL, 1, 0, NULL),
          "aten.x.default: bad result count 1");
  INVALID(cajit_graph_add_node(g, op, NULL, 0, NULL, 0, -3, NULL),
          "aten.x.default: negative line -3");
  INVALID(cajit_graph_add_output(g, 7),
          "output 0: value id 7 out of range (1 values)");
  INVALID(cajit_graph_add_output(g, -2), "value id -2 out of range");

  /* Nothing changed but the one good node. */
  assert_int_equal(g->node_count, 1);
  assert_int_equal(g->value_count, 1);
  assert_int_equal(g->output_count, 0);
  cajit_graph_destroy(g);
}

/* ---- out of memory ------------------------------------------------------
 */

static cajit_status build_all(cajit_graph **out) {
  cajit_graph *g;
  CAJIT_RETURN_IF_ERROR(cajit_graph_create(&g));
  cajit_status s = NULL;
  int32_t sym = 0, x = 0, r = 0;
  const cajit_expr *shape[2] = {NULL, NULL};
  cajit_type t;
  cajit_arg items[2] = {{.kind = CAJIT_ARG_STRING}, {.kind = CAJIT_ARG_WORD}};
  items[0].u.str = CAJIT_SV("tanh");
  items[1].u.str = CAJIT_SV("cpu");
  cajit_arg args[2] = {{.kind = CAJIT_ARG_VALUE}, {.kind = CAJIT_ARG_LIST}};
  args[1].name = CAJIT_SV("k");
  args[1].u.list.items = items;
  args[1].u.list.count = 2;
  if (!s) s = cajit_graph_set_name(g, CAJIT_SV("oom"));
  if (!s) s = cajit_graph_set_signature(g, 1, 0, 0);
  if (!s) s = cajit_graph_add_scalar(g, CAJIT_EXPR_TYPE_FLOAT);
  if (!s)
    s = cajit_graph_add_symbol(g, CAJIT_SV("s0"), CAJIT_SYMBOL_FROM_SIZES, 0, 0,
                               &sym);
  if (!s) {
    shape[0] = cajit_expr_symbol(g->exprs, sym);
    shape[1] = cajit_expr_mul(g->exprs, shape[0], cajit_expr_int(g->exprs, 3));
    s = cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 2, shape, shape, &t);
  }
  if (!s) s = cajit_graph_add_input(g, t, &x);
  if (!s)
    s = cajit_graph_add_assumption(
        g, cajit_expr_ge(g->exprs, shape[0], cajit_expr_int(g->exprs, 2)));
  args[0].u.value = x;
  for (int i = 0; !s && i < 20; i++)
    s = cajit_graph_add_node(g, CAJIT_SV("aten.foo.default"), args, 2, &t, 1, i,
                             &r);
  if (!s) s = cajit_graph_add_output(g, r);
  if (s) {
    cajit_graph_destroy(g);
    return s;
  }
  *out = g;
  return NULL;
}

static void test_build_oom(void **state) {
  (void)state;
  long n = 0;
  for (;; n++) {
    cajit_graph *g = NULL;
    cajit_alloc_fail_after(n);
    cajit_status s = build_all(&g);
    cajit_alloc_fail_after(-1);
    if (!s) {
      cajit_graph_destroy(g);
      break;
    }
    if (cajit_status_code_of(s) != CAJIT_OUT_OF_MEMORY)
      fail_msg("allocation %ld: %s", n, cajit_status_message(s));
    cajit_status_free(s);
  }
  assert_true(n > 3);
}

/* CAJIT_RETURN_IF_ERROR hands a failure up as it is, or with a context
 * prefixed ("<context>: "), and falls through on success. */
static cajit_status fails(const char *what) {
  return what ? cajit_status_make(CAJIT_INVALID_ARGUMENT, "%s", what) : NULL;
}

static cajit_status plain(const char *what) {
  CAJIT_RETURN_IF_ERROR(fails(what));
  return cajit_status_make(CAJIT_INTERNAL, "fell through");
}

static cajit_status with_context(const char *what, int i) {
  CAJIT_RETURN_IF_ERROR(fails(what), "argument %d of %s", i, "f");
  return cajit_status_make(CAJIT_INTERNAL, "fell through");
}

static void test_return_if_error(void **state) {
  (void)state;
  expect_error(plain("bad"), CAJIT_INVALID_ARGUMENT, "bad");
  cajit_status s = plain("bad");
  assert_string_equal(cajit_status_message(s), "bad");
  cajit_status_free(s);
  s = with_context("bad", 2);
  assert_int_equal(cajit_status_code_of(s), CAJIT_INVALID_ARGUMENT);
  assert_string_equal(cajit_status_message(s), "argument 2 of f: bad");
  cajit_status_free(s);
  expect_error(plain(NULL), CAJIT_INTERNAL, "fell through");
  expect_error(with_context(NULL, 1), CAJIT_INTERNAL, "fell through");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_build_small_graph),
      cmocka_unit_test(test_many_values),
      cmocka_unit_test(test_node_limit),
      cmocka_unit_test(test_deep_copy),
      cmocka_unit_test(test_scalar_tensor_strides),
      cmocka_unit_test(test_registry_lookup),
      cmocka_unit_test(test_fallback_count),
      cmocka_unit_test(test_signature_errors),
      cmocka_unit_test(test_symbol_errors),
      cmocka_unit_test(test_assumption_errors),
      cmocka_unit_test(test_type_errors),
      cmocka_unit_test(test_input_after_node),
      cmocka_unit_test(test_node_errors),
      cmocka_unit_test(test_build_oom),
      cmocka_unit_test(test_return_if_error),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
