/* Tests of the verifier and the shape rules: every signature and SSA error,
 * node error prefixes, result comparison (dtype, rank, dims, view strides),
 * each op family's rule on symbolic and concrete shapes with its error
 * messages, torch's broadcasting and type promotion tables, symbolic values
 * of sym ops, and out-of-memory injection.
 *
 * Graphs are written as .cag text after a fixed prelude (11 lines, so the
 * first body line is line 12) that declares symbols s0, s1 (dims of input
 * %0 : f32[s0, s1]), s2 (sizes 0), s3 (int scalars 0) and f0 (float
 * scalars 1), with 2 hooks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cajit/graph.h"
#include "ops/infer.h"
#include "ops/registry.h"
#include "support/alloc.h"
#include "test_status.h"

static const char prelude[] = "cag 1\n"
                              "sizes 1\n"
                              "scalars int, float\n"
                              "hooks 2\n"
                              "packed_data 0\n"
                              "sym s0 = input 0 dim 0\n"
                              "sym s1 = input 0 dim 1\n"
                              "sym s2 = sizes 0\n"
                              "sym s3 = scalars 0\n"
                              "sym f0 = scalars 1\n"
                              "input %0 : f32[s0, s1]\n";

static cajit_graph *parse_body(const char *body) {
  size_t n = strlen(prelude) + strlen(body) + 32;
  char *text = malloc(n);
  assert_non_null(text);
  snprintf(text, n, "%s%s%s", prelude, body,
           strstr(body, "return (") ? "" : "return ()\n");
  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse(cajit_sv_from_cstr(text), "t.cag", &g);
  if (s) fail_msg("parse: %s\n%s", cajit_status_message(s), text);
  free(text);
  return g;
}

/* Checks that verifying s gives `error` (a substring; NULL: success). */
static bool check(cajit_status s, const char *error, const char *what) {
  if (!error) {
    if (!s) return true;
    print_error("%s\nunexpected error: %s\n", what, cajit_status_message(s));
    cajit_status_free(s);
    return false;
  }
  if (!s) {
    print_error("%s\nexpected an error containing: %s\n", what, error);
    return false;
  }
  bool ok = cajit_status_code_of(s) == CAJIT_VERIFY_ERROR &&
            strstr(cajit_status_message(s), error) != NULL;
  if (!ok)
    print_error("%s\ngot [%s] %s\nexpected [verify error] ...%s...\n", what,
                cajit_status_code_name(cajit_status_code_of(s)),
                cajit_status_message(s), error);
  cajit_status_free(s);
  return ok;
}

static bool verify_body(const char *body, const char *error) {
  cajit_graph *g = parse_body(body);
  bool ok = check(cajit_graph_verify(g), error, body);
  cajit_graph_destroy(g);
  return ok;
}

#define VOK(body) assert_true(verify_body(body, NULL))
#define VERR(body, error) assert_true(verify_body(body, error))

typedef struct verify_case {
  const char *body;
  const char *error; /* NULL: verifies */
} verify_case;

static void run_cases(const verify_case *cases, size_t n) {
  int failed = 0;
  for (size_t i = 0; i < n; i++)
    if (!verify_body(cases[i].body, cases[i].error)) failed++;
  if (failed) fail_msg("%d of %zu cases failed", failed, n);
}

#define RUN(cases) run_cases(cases, sizeof cases / sizeof cases[0])

/* ---- whole files --------------------------------------------------------
 */

static void verify_file(const char *path) {
  cajit_graph *g;
  ASSERT_OK(cajit_graph_parse_file(path, &g));
  cajit_status s = cajit_graph_verify(g);
  if (s) fail_msg("%s: %s", path, cajit_status_message(s));
  /* Verifying again gives the same answer. */
  ASSERT_OK(cajit_graph_verify(g));
  cajit_graph_destroy(g);
}

static void test_examples_verify(void **state) {
  (void)state;
  verify_file(CAJIT_SOURCE_DIR "/examples/mlp.cag");
  verify_file(CAJIT_SOURCE_DIR "/examples/layernorm_gelu.cag");
  verify_file(CAJIT_SOURCE_DIR "/tests/golden/spec_example.cag");
  verify_file(CAJIT_SOURCE_DIR "/tests/golden/host_ops.cag");
}

/* ---- signature errors (made by editing a parsed graph) ------------------
 */

typedef void (*mutate_fn)(cajit_graph *g);

static void expect_mutation(const char *body, mutate_fn mutate,
                            const char *error) {
  cajit_graph *g = parse_body(body);
  mutate(g);
  assert_true(check(cajit_graph_verify(g), error, body));
  cajit_graph_destroy(g);
}

static void twice(cajit_graph *g) { g->bindings[1].symbol = 0; }
static void input_range(cajit_graph *g) { g->bindings[0].index = 5; }
static void dim_range(cajit_graph *g) { g->bindings[0].dim = 7; }
static void sizes_range(cajit_graph *g) { g->bindings[2].index = 3; }
static void scalars_range(cajit_graph *g) { g->bindings[3].index = 9; }
static void scalar_type(cajit_graph *g) { g->bindings[3].index = 1; }
static void float_dim(cajit_graph *g) {
  g->bindings[4].source = CAJIT_SYMBOL_FROM_INPUT_DIM;
  g->bindings[4].index = 0;
  g->bindings[4].dim = 0;
}
static void float_size(cajit_graph *g) {
  g->bindings[4].source = CAJIT_SYMBOL_FROM_SIZES;
  g->bindings[4].index = 0;
}
static void bad_source(cajit_graph *g) {
  g->bindings[0].source = (cajit_symbol_source)7;
}
static void unknown_symbol(cajit_graph *g) { g->bindings[0].symbol = 99; }
static void unbound(cajit_graph *g) {
  int32_t i;
  ASSERT_OK(cajit_expr_ctx_add_symbol(g->exprs, CAJIT_SV("s9"),
                                      CAJIT_EXPR_TYPE_INT, &i));
}
static void negative_count(cajit_graph *g) { g->hooks_count = -1; }
static void bool_scalar(cajit_graph *g) {
  g->scalar_types[0] = CAJIT_EXPR_TYPE_BOOL;
}
static void int_assumption(cajit_graph *g) {
  g->assumptions[0] = cajit_expr_int(g->exprs, 3);
}
static void false_assumption(cajit_graph *g) {
  ASSERT_OK(cajit_graph_add_assumption(g, cajit_expr_bool(g->exprs, false)));
}
static void input_binding_bad_input(cajit_graph *g) { g->inputs[0] = 99; }

static void test_signature_errors(void **state) {
  (void)state;
  const char *b = "assume s0 >= 2\n";
  expect_mutation(b, twice, "symbol s0 declared twice");
  expect_mutation(b, input_range, "symbol s0: input 5 out of range (1 inputs)");
  expect_mutation(b, dim_range,
                  "symbol s0: dim 7 out of range for input 0 of rank 2");
  expect_mutation(b, sizes_range, "symbol s2: sizes 3 out of range (sizes 1)");
  expect_mutation(b, scalars_range,
                  "symbol s3: scalars 9 out of range (scalars 2)");
  expect_mutation(b, scalar_type,
                  "symbol s3: scalars 1 is float but the symbol is int");
  expect_mutation(b, float_dim, "symbol f0: a dim is an int");
  expect_mutation(b, float_size, "symbol f0: a sizes entry is an int");
  expect_mutation(b, bad_source, "symbol s0: unknown source");
  expect_mutation(b, unknown_symbol, "binding of unknown symbol #99");
  expect_mutation(b, unbound,
                  "symbol s9 is not bound to an input, sizes or "
                  "scalars entry");
  expect_mutation(b, negative_count, "negative signature count");
  expect_mutation(b, bool_scalar, "scalars 0 is neither int nor float");
  expect_mutation(b, int_assumption,
                  "assumption 0 is not a boolean expression");
  expect_mutation(b, false_assumption, "assumption 1 is always false");
  expect_mutation(b, input_binding_bad_input, "is not a value");
}

/* ---- SSA errors ---------------------------------------------------------
 */

#define TWO_NODES                                                              \
  "%1 = aten.neg.default(%0) : f32[s0, s1]\n"                                  \
  "%2 = aten.neg.default(%1) : f32[s0, s1]\n"                                  \
  "return (%2)\n"

static void input_undefined(cajit_graph *g) { g->inputs[1] = -3; }
static void input_twice(cajit_graph *g) {
  /* A second input slot pointing at %0. */
  g->inputs[1] = 0;
  g->input_count = 2;
}
static void input_unrecorded(cajit_graph *g) { g->values[0].result_index = 3; }
static void input_not_tensor(cajit_graph *g) {
  g->values[1].type = cajit_type_scalar(CAJIT_TYPE_INT);
}
static void node_index(cajit_graph *g) { g->nodes[0].index = 5; }
static void use_before_def(cajit_graph *g) { g->nodes[0].args[0].u.value = 2; }
static void use_undefined(cajit_graph *g) { g->nodes[1].args[0].u.value = 99; }
static void result_undefined(cajit_graph *g) { g->nodes[0].results[0] = 99; }
static void result_twice(cajit_graph *g) { g->nodes[1].results[0] = 1; }
static void result_foreign(cajit_graph *g) { g->values[2].node = 0; }
static void value_id(cajit_graph *g) { g->values[2].id = 7; }
static void never_defined(cajit_graph *g) { g->nodes[1].result_count = 0; }
static void output_undefined(cajit_graph *g) { g->outputs[0] = 99; }
static void null_expr_arg(cajit_graph *g) {
  g->nodes[0].args[1].u.list.items[0].u.expr = NULL;
}

static void test_ssa_errors(void **state) {
  (void)state;
  VOK(TWO_NODES);
  expect_mutation("input %1 : f32[2]\n", input_twice,
                  "input 1: %0 defined twice");
  expect_mutation("input %1 : f32[2]\n", input_undefined,
                  "input 1: undefined value %-3");
  expect_mutation(TWO_NODES, input_unrecorded,
                  "input 0: %0 is not recorded as input 0");
  expect_mutation("input %1 : f32[2]\n", input_not_tensor,
                  "input 1: %1 is not a tensor");
  expect_mutation(TWO_NODES, node_index,
                  "line 12: %1 = aten.neg.default: node 0 has index 5");
  expect_mutation(TWO_NODES, use_before_def,
                  "line 12: %1 = aten.neg.default: use of %2 before its "
                  "definition");
  expect_mutation(TWO_NODES, use_undefined,
                  "line 13: %2 = aten.neg.default: undefined value %99");
  expect_mutation(TWO_NODES, result_undefined,
                  "line 12: %99 = aten.neg.default: result 0: undefined value "
                  "%99");
  expect_mutation(TWO_NODES, result_twice,
                  "line 13: %1 = aten.neg.default: %1 defined twice");
  expect_mutation(TWO_NODES, result_foreign,
                  "line 13: %2 = aten.neg.default: result 0: %2 does not "
                  "belong to this node");
  expect_mutation(TWO_NODES, value_id, "value 2 has id 7");
  expect_mutation("%1 = aten.neg.default(%0) : f32[s0, s1]\n"
                  "%2 = foo.bar(%0) : f32[s0, s1]\n",
                  never_defined, "%2 is never defined");
  expect_mutation(TWO_NODES, output_undefined,
                  "return: output 0: undefined value %99");
  expect_mutation("%1 = aten.sum.dim_IntList(%0, [0]) : f32[s1]\n",
                  null_expr_arg,
                  "line 12: %1 = aten.sum.dim_IntList: "
                  "missing expression");
}

/* ---- node errors and result comparison ----------------------------------
 */

static void test_node_messages(void **state) {
  (void)state;
  /* The format in docs/format.md: line, node, op, reason. */
  VERR("input %1 : f32[64, 4]\n"
       "%2 = aten.mm.default(%0, %1) : f32[s0, 4]\n",
       "line 13: %2 = aten.mm.default: inner dims differ: s1 vs 64");
  VERR("%1 = aten.mm.default(%0, 3) : f32[s0, 4]\n",
       "line 12: %1 = aten.mm.default: argument `mat2`: expected tensor, "
       "found int");
  VERR("%1, %2 = aten.native_layer_norm.default(%0, [s1], none, none, 1e-05) "
       ": (f32[s0, s1], f32[s0, 1])\n",
       "line 12: %1, %2 = aten.native_layer_norm.default: the op gives 3 "
       "results, the node declares 2");
  VERR("host.final_callbacks(1)\n",
       "line 12: host.final_callbacks: too many positional arguments");
  /* Unknown ops keep their declared types. */
  VOK("%1, %2 = foo.bar(%0, 3, \"x\", [none, %0]) : (f64[7], int)\n");

  /* A node built in C (line 0). */
  cajit_graph *g = parse_body("");
  cajit_arg args[2] = {{.kind = CAJIT_ARG_VALUE}, {.kind = CAJIT_ARG_INT}};
  args[0].u.value = 0;
  args[1].u.expr = cajit_expr_int(g->exprs, 3);
  cajit_type t;
  const cajit_expr *shape[2] = {g->values[0].type.shape[0],
                                cajit_expr_int(g->exprs, 4)};
  ASSERT_OK(cajit_graph_tensor_type(g, CAJIT_DTYPE_F32, 2, shape, NULL, &t));
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("aten.mm.default"), args, 2, &t, 1,
                                 0, NULL));
  assert_true(check(cajit_graph_verify(g),
                    "%1 = aten.mm.default: argument `mat2`", "C-built mm"));
  assert_int_equal(strncmp("%1 =", "%1 =", 4),
                   0); /* message starts with the node */
  cajit_status s = cajit_graph_verify(g);
  assert_int_equal(strncmp(cajit_status_message(s), "%1 = aten.mm.default", 20),
                   0);
  cajit_status_free(s);
  cajit_graph_destroy(g);

  g = parse_body("");
  ASSERT_OK(cajit_graph_add_node(g, CAJIT_SV("host.final_callbacks"), args, 1,
                                 NULL, 0, 0, NULL));
  s = cajit_graph_verify(g);
  assert_non_null(s);
  assert_string_equal(cajit_status_message(s),
                      "node 0: host.final_callbacks: too many positional "
                      "arguments: 1 given, takes at most 0");
  cajit_status_free(s);
  cajit_graph_destroy(g);
}

static const verify_case result_cases[] = {
    {"%1 = aten.neg.default(%0) : int\n",
     "result 0: declared int, the op gives f32[s0, s1]"},
    {"%1 = aten.sym_size.int(%0, 0) : float\n",
     "result 0: declared float, the op gives int"},
    {"%1 = aten.sym_size.int(%0, 0) : f32[]\n",
     "result 0: declared f32[], the op gives int"},
    {"%1 = aten.neg.default(%0) : f64[s0, s1]\n",
     "result 0: dtype differs: declared f64[s0, s1], the op gives "
     "f32[s0, s1]"},
    {"%1 = aten.neg.default(%0) : f32[s0]\n",
     "result 0: rank differs: declared f32[s0], the op gives f32[s0, s1]"},
    {"%1 = aten.neg.default(%0) : f32[s0, 5]\n",
     "result 0: dim 1 is 5, not s1: declared f32[s0, 5], the op gives "
     "f32[s0, s1]"},
    /* Strides of non-views are informative. */
    {"%1 = aten.neg.default(%0) : f32[s0, s1]{7, 9}\n", NULL},
    /* A view's strides follow its input. */
    {"%1 = aten.t.default(%0) : f32[s1, s0]{1, s1}\n", NULL},
    {"%1 = aten.t.default(%0) : f32[s1, s0]{s0, 1}\n",
     "result 0: stride 0 is s0, not 1: declared f32[s1, s0]{s0, 1}, the op "
     "gives f32[s1, s0]{1, s1}"},
    {"%1 = aten.t.default(%0) : f32[s1, s0]{?, s1}\n", NULL},
    /* Size-1 dims have no meaningful stride. */
    {"input %1 : f32[1, s1]\n"
     "%2 = aten.t.default(%1) : f32[s1, 1]{1, 12345}\n",
     NULL},
    /* Known-equal dims: an assumption makes s2 equal to s0. */
    {"assume s2 == s0\n%1 = aten.neg.default(%0) : f32[s2, s1]\n", NULL},
    {"%1 = aten.neg.default(%0) : f32[s2, s1]\n", "dim 0 is s2, not s0"},
    /* An int argument of unknown value: the rule cannot tell, the declared
     * types are trusted but the arity is still checked. */
    {"%1 = foo.size(%0) : int\n"
     "%2 = aten.view.default(%0, [%1]) : f32[77]\n",
     NULL},
    {"%1 = foo.size(%0) : int\n"
     "%2, %3 = aten.view.default(%0, [%1]) : (f32[77], f32[1])\n",
     "the op has 1 result, the node declares 2"},
};

static void test_result_comparison(void **state) {
  (void)state;
  RUN(result_cases);
}

/* ---- views --------------------------------------------------------------
 */

static const verify_case view_cases[] = {
    /* t / transpose / permute */
    {"input %1 : f32[5]\n%2 = aten.t.default(%1) : f32[5]{1}\n", NULL},
    {"input %1 : f32[2, 3, 4]\n%2 = aten.t.default(%1) : f32[4, 3, 2]\n",
     "t expects a tensor of rank <= 2, found rank 3"},
    {"%1 = aten.transpose.int(%0, 0, -1) : f32[s1, s0]{1, s1}\n", NULL},
    {"%1 = aten.transpose.int(%0, 0, 2) : f32[s1, s0]\n",
     "argument `dim1`: dim 2 out of range for a tensor of rank 2"},
    {"%1 = aten.transpose.int(%0, s2, 0) : f32[s1, s0]\n",
     "argument `dim0`: dim must be a constant, found s2"},
    {"input %1 : f32[2, 3, s0]\n"
     "%2 = aten.permute.default(%1, [2, 0, 1]) : f32[s0, 2, 3]{1, 3 * s0, "
     "s0}\n",
     NULL},
    {"input %1 : f32[2, 3, s0]{1, 2, 6}\n"
     "%2 = aten.permute.default(%1, [-1, 0, 1]) : f32[s0, 2, 3]{6, 1, 2}\n",
     NULL},
    {"input %1 : f32[2, 3, s0]\n"
     "%2 = aten.permute.default(%1, [0, 0, 1]) : f32[2, 2, 3]\n",
     "argument `dims`: dim 0 repeated"},
    {"input %1 : f32[2, 3, s0]\n"
     "%2 = aten.permute.default(%1, [0, 1]) : f32[2, 3]\n",
     "argument `dims`: 2 dims for a tensor of rank 3"},
    /* view / reshape / _unsafe_view */
    {"%1 = aten.view.default(%0, [-1]) : f32[s0 * s1]{1}\n", NULL},
    {"%1 = aten.view.default(%0, [s1, s0]) : f32[s1, s0]{s0, 1}\n", NULL},
    {"%1 = aten.view.default(%0, [s0, -1, 1]) : f32[s0, s1, 1]\n", NULL},
    {"%1 = aten.view.default(%0, [s0 * s1]) : f32[s0 * s1]{2}\n",
     "stride 0 is 2, not 1"},
    /* A window partition of a symbolic height (Swin), with the guards its
     * trace records: the numels agree, the window size s1 // (s1 // 2) is
     * 2, the windows tile the height. The type keeps the trace's
     * expressions, the view's sizes the value; the strides agree with the
     * guarded value written in (s1 == 2 * (s1 // 2)), and not without the
     * last guard. */
    {"assume s0 * s1 == 2 * s0 * (s1 // 2)\n"
     "assume s1 // (s1 // 2) == 2\n"
     "assume s1 == (s1 // (s1 // 2)) * (s1 // 2)\n"
     "%1 = aten.view.default(%0, [s0, s1 // 2, 2]) : "
     "f32[s0, s1 // 2, s1 // (s1 // 2)]{s1, s1 // (s1 // 2), 1}\n",
     NULL},
    {"assume s0 * s1 == 2 * s0 * (s1 // 2)\n"
     "assume s1 // (s1 // 2) == 2\n"
     "%1 = aten.view.default(%0, [s0, s1 // 2, 2]) : "
     "f32[s0, s1 // 2, s1 // (s1 // 2)]{s1, s1 // (s1 // 2), 1}\n",
     "stride 0 is s1, not (s1 // 2) * 2"},
    /* A guard on a multiple of a size (a bidirectional LSTM's rows, batch
     * times sequence): the ShapeEnv wrote `50 == 5 * s2` and kept s2 in the
     * view's sizes, the type the value 10. */
    {"input %1 : f32[2, 5, 5]\n"
     "assume 50 == 5 * s2\n"
     "%2 = aten.view.default(%1, [s2, 5]) : f32[10, 5]\n",
     NULL},
    {"input %1 : f32[2, 5, 5]\n"
     "%2 = aten.view.default(%1, [s2, 5]) : f32[10, 5]\n",
     "shape [s2, 5] is invalid for an input of 50 elements"},
    {"input %1 : f32[2, 5, 5]\n" /* (no integer s2: nothing follows) */
     "assume 51 == 5 * s2\n"
     "%2 = aten.view.default(%1, [s2, 5]) : f32[10, 5]\n",
     "shape [s2, 5] is invalid for an input of 50 elements"},
    {"input %1 : f32[2, 5, 5]\n" /* (c / k would overflow) */
     "assume -9223372036854775808 == -1 * s2\n"
     "%2 = aten.view.default(%1, [s2, 5]) : f32[10, 5]\n",
     "shape [s2, 5] is invalid for an input of 50 elements"},
    {"input %1 : f32[2, 5, 5]\n" /* a monomial of two factors */
     "assume 30 == 3 * s2 * s3\n"
     "%2 = aten.view.default(%1, [s2 * s3, 5]) : f32[10, 5]\n",
     NULL},
    {"input %1 : f32[6, 4]\n%2 = aten.view.default(%1, [3, -1]) : f32[3, 8]\n",
     NULL},
    {"input %1 : f32[6, 4]\n%2 = aten.view.default(%1, [5, -1]) : f32[5, 5]\n",
     "shape [5, -1] is invalid for an input of 24 elements"},
    {"input %1 : f32[6, 4]\n%2 = aten.view.default(%1, [5, 5]) : f32[5, 5]\n",
     "shape [5, 5] is invalid for an input of 24 elements"},
    {"input %1 : f32[6, 4]\n"
     "%2 = aten.view.default(%1, [-1, -1]) : f32[6, 4]\n",
     "argument `size`: only one dim can be -1"},
    {"input %1 : f32[6, 4]\n"
     "%2 = aten.view.default(%1, [-2, 12]) : f32[2, 12]\n",
     "argument `size`: invalid size -2"},
    {"%1 = aten.view.default(%0, [s0, 2]) : f32[s0, 2]\n",
     "shape [s0, 2] is invalid for an input of"},
    /* A view of a non-contiguous input: strides not inferred. */
    {"input %1 : f32[4, 6]{1, 4}\n"
     "%2 = aten.view.default(%1, [24]) : f32[24]{5}\n",
     NULL},
    {"%1 = aten.reshape.default(%0, [-1, 1]) : f32[s0 * s1, 1]\n", NULL},
    {"input %1 : f32[s0, 2, 3]\n"
     "%2 = aten._unsafe_view.default(%1, [s0, 6]) : f32[s0, 6]\n",
     NULL},
    {"%1 = aten.sym_size.int(%0, 0) : int\n"
     "%2 = aten.view.default(%0, [%1, -1]) : f32[s0, s1]\n",
     NULL},
    /* expand */
    {"input %1 : f32[s0, 1]\n"
     "%2 = aten.expand.default(%1, [s0, 5]) : f32[s0, 5]{1, 0}\n",
     NULL},
    {"input %1 : f32[s0, 1]\n"
     "%2 = aten.expand.default(%1, [2, -1, 5]) : f32[2, s0, 5]{0, 1, 0}\n",
     NULL},
    {"input %1 : f32[s0, 1]\n"
     "%2 = aten.expand.default(%1, [s0]) : f32[s0]\n",
     "expand to 1 dims from a tensor of rank 2"},
    {"input %1 : f32[s0, 1]\n"
     "%2 = aten.expand.default(%1, [-1, s0, 5]) : f32[1, s0, 5]\n",
     "expand: the new leading dim 0 cannot be -1"},
    {"%1 = aten.expand.default(%0, [s0, 7]) : f32[s0, 7]\n",
     "expand: dim 1 of size s1 cannot expand to 7"},
    /* squeeze / unsqueeze */
    {"input %1 : f32[1, s0, 1, 4]\n"
     "%2 = aten.squeeze.default(%1) : f32[s0, 4]{4, 1}\n",
     NULL},
    {"input %1 : f32[1, s0, 1, 4]\n"
     "%2 = aten.squeeze.dim(%1, 2) : f32[1, s0, 4]\n",
     NULL},
    {"input %1 : f32[1, s0, 1, 4]\n"
     "%2 = aten.squeeze.dim(%1, 1) : f32[1, s0, 1, 4]\n",
     NULL},
    {"input %1 : f32[1, s0, 1, 4]\n"
     "%2 = aten.squeeze.dims(%1, [0, -2]) : f32[s0, 4]\n",
     NULL},
    {"input %1 : f32[1, s0, 1, 4]\n"
     "%2 = aten.squeeze.dim(%1, 4) : f32[s0, 4]\n",
     "argument `dim`: dim 4 out of range for a tensor of rank 4"},
    {"input %1 : f32[]\n%2 = aten.squeeze.dim(%1, -1) : f32[]\n", NULL},
    {"%1 = aten.unsqueeze.default(%0, 1) : f32[s0, 1, s1]{s1, s1, 1}\n", NULL},
    {"%1 = aten.unsqueeze.default(%0, -1) : f32[s0, s1, 1]{s1, 1, 1}\n", NULL},
    {"input %1 : f32[4, 3]{1, 4}\n"
     "%2 = aten.unsqueeze.default(%1, 1) : f32[4, 1, 3]{1, 12, 4}\n",
     NULL},
    {"%1 = aten.unsqueeze.default(%0, 3) : f32[s0, s1, 1]\n",
     "argument `dim`: dim 3 out of range for a tensor of rank 3"},
    /* select / slice */
    {"%1 = aten.select.int(%0, 1, 0) : f32[s0]{s1}\n", NULL},
    {"%1 = aten.select.int(%0, 0, s2) : f32[s1]{1}\n", NULL},
    {"input %1 : f32[4, 3]\n%2 = aten.select.int(%1, 0, 4) : f32[3]\n",
     "index 4 out of range for dim 0 of size 4"},
    {"input %1 : f32[4, 3]\n%2 = aten.select.int(%1, 0, -4) : f32[3]\n", NULL},
    {"input %1 : f32[]\n%2 = aten.select.int(%1, 0, 0) : f32[]\n",
     "select on a 0-d tensor"},
    {"%1 = aten.slice.Tensor(%0, 1, 0, 9223372036854775807) : "
     "f32[s0, s1]{s1, 1}\n",
     NULL},
    /* Symbolic dims and bounds: a clamp the assumptions settle gives the
     * exact length (an input dim is >= 0, and no more); one they do not
     * takes the bound as in range, which the entry checks at run time
     * (test_bounds.c), so those verify too. */
    {"assume s0 >= 2\n%1 = aten.slice.Tensor(%0, 0, 1, s0) : f32[s0 - 1, s1]\n",
     NULL},
    {"%1 = aten.slice.Tensor(%0, 0, 1, s0) : f32[s0 - 1, s1]\n", NULL},
    {"assume s0 >= 1\n%1 = aten.slice.Tensor(%0, 0, 1) : f32[s0 - 1, s1]\n",
     NULL},
    {"assume s0 >= 2\n%1 = aten.slice.Tensor(%0, 0, -2) : f32[2, s1]\n", NULL},
    {"%1 = aten.slice.Tensor(%0, 0, -2) : f32[2, s1]\n", NULL},
    {"assume s0 <= 1\n%1 = aten.slice.Tensor(%0, 0, -2) : f32[s0, s1]\n", NULL},
    /* x[1:] as compiled autograd lifts it: the end is a sizes entry holding
     * INT64_MAX, which the trace guarded past the dim. */
    {"assume s0 >= 2\nassume s2 > s0\n"
     "%1 = aten.slice.Tensor(%0, 0, 1, s2) : f32[s0 - 1, s1]\n",
     NULL},
    {"assume s0 >= 2\nassume s2 >= 0\nassume s2 <= s0\n"
     "%1 = aten.slice.Tensor(%0, 0, 1, s2) : f32[s2 - 1, s1]\n",
     NULL},
    {"assume s2 >= 0\nassume s2 <= s0\n"
     "%1 = aten.slice.Tensor(%0, 0, s2) : f32[s0 - s2, s1]\n",
     NULL},
    {"assume s2 <= s0\n%1 = aten.slice.Tensor(%0, 0, s2) : f32[s0 - s2, s1]\n",
     NULL},
    {"assume s2 >= 0\n%1 = aten.slice.Tensor(%0, 0, s2) : f32[s0 - s2, s1]\n",
     NULL},
    /* x[-k:] with k lifted: start s2 < 0 and the trace's s0 + s2 >= 0. */
    {"assume s2 <= -1\nassume s0 + s2 >= 0\n"
     "%1 = aten.slice.Tensor(%0, 0, s2) : f32[-s2, s1]\n",
     NULL},
    /* Halves: x[:, h:] with s1 == 2 * s2 (rotary embeddings). */
    {"assume s1 == 2 * s2\nassume s2 >= 1\nassume s3 > s1\n"
     "%1 = aten.slice.Tensor(%0, 1, s2, s3) : f32[s0, s2]{s1, 1}\n",
     NULL},
    {"assume s2 >= 1\nassume s0 >= 0\n"
     "%1 = aten.slice.Tensor(%0, 0, 0, s0, s2) : "
     "f32[(s0 + s2 - 1) // s2, s1]{s1 * s2, 1}\n",
     NULL},
    {"%1 = aten.slice.Tensor(%0, 0, 0, s0, s2) : "
     "f32[(s0 + s2 - 1) // s2, s1]{s1 * s2, 1}\n",
     "slice step must be positive, found s2"},
    {"input %1 : f32[10, 4]\n"
     "%2 = aten.slice.Tensor(%1, 0, 2, 8, 2) : f32[3, 4]{8, 1}\n",
     NULL},
    {"input %1 : f32[10, 4]\n%2 = aten.slice.Tensor(%1, 0, -3) : f32[3, 4]\n",
     NULL},
    {"input %1 : f32[10, 4]\n"
     "%2 = aten.slice.Tensor(%1, 0, 5, 2) : f32[0, 4]\n",
     NULL},
    {"input %1 : f32[10, 4]\n"
     "%2 = aten.slice.Tensor(%1, 0, -20, 20) : f32[10, 4]\n",
     NULL},
    {"input %1 : f32[10, 4]\n%2 = aten.slice.Tensor(%1) : f32[10, 4]\n", NULL},
    {"input %1 : f32[10, 4]\n"
     "%2 = aten.slice.Tensor(%1, 0, 0, 4, 0) : f32[0, 4]\n",
     "slice step must be positive, found 0"},
    {"input %1 : f32[]\n%2 = aten.slice.Tensor(%1) : f32[]\n",
     "slice on a 0-d tensor"},
    /* split */
    {"input %1 : f32[10, 4]\n"
     "%2, %3, %4 = aten.split.Tensor(%1, 4) : (f32[4, 4], f32[4, 4], "
     "f32[2, 4]{4, 1})\n",
     NULL},
    {"input %1 : f32[10, 4]\n"
     "%2, %3 = aten.split.Tensor(%1, 4) : (f32[4, 4], f32[6, 4])\n",
     "the op gives 3 results, the node declares 2"},
    {"input %1 : f32[10, 4]\n"
     "%2 = aten.split.Tensor(%1, 4) : f32[4, 4]\n",
     "the op gives 3 results, the node declares 1"},
    {"input %1 : f32[10, 4]\n"
     "%2, %3, %4, %5 = aten.split.Tensor(%1, 4) : (f32[4, 4], f32[4, 4], "
     "f32[2, 4], f32[0, 4])\n",
     "the op gives 3 results, the node declares 4"},
    {"%1, %2 = aten.split.Tensor(%0, 2, 1) : (f32[s0, 2], f32[s0, s1 - 2])\n",
     NULL},
    {"%1 = aten.split.Tensor(%0, 0, 1) : f32[s0, s1]\n",
     "split_size must be positive, found 0"},
    {"input %1 : f32[10, 4]\n"
     "%2, %3 = aten.split_with_sizes.default(%1, [3, 7]) : (f32[3, 4], "
     "f32[7, 4])\n",
     NULL},
    {"input %1 : f32[10, 4]\n"
     "%2, %3 = aten.split_with_sizes.default(%1, [3, 6]) : (f32[3, 4], "
     "f32[6, 4])\n",
     "split sizes add up to 9, not to the dim size 10"},
    /* backward of views */
    {"input %1 : f32[s1]\n"
     "%2 = aten.select_backward.default(%1, [s0, s1], 0, 2) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f32[s1]\n"
     "%2 = aten.select_backward.default(%1, [s0, 5], 0, 2) : f32[s0, 5]\n",
     "grad_output dim 0 is s1, input_sizes says 5"},
    {"%1 = aten.select_backward.default(%0, [s0, s1], 0, 0) : f32[s0, s1]\n",
     "grad_output has rank 2, expected 1 for input_sizes of rank 2"},
    {"input %1 : f32[3, 4]\n"
     "%2 = aten.slice_backward.default(%1, [10, 4], 0, 2, 8, 2) : "
     "f32[10, 4]\n",
     NULL},
    {"input %1 : f32[3, 4]\n"
     "%2 = aten.slice_backward.default(%1, [10, 4], 0, 0, 8, 2) : "
     "f32[10, 4]\n",
     "grad_output dim 0 is 3, the slice has 4 elements"},
    /* Swin-style x[:, ::2] and x[:, 1::2] over a symbolic dim: the trace's
     * guards tie the halves to grad_output's symbol. */
    {"input %1 : f32[s0, s1]\nassume s2 >= 2\nassume s3 > s2\n"
     "assume (s2 + 1) // 2 == s1\nassume s2 // 2 == s1\n"
     "%2 = aten.slice_backward.default(%1, [s0, s2], 1, 0, s3, 2) : "
     "f32[s0, s2]\n"
     "%3 = aten.slice_backward.default(%1, [s0, s2], 1, 1, s3, 2) : "
     "f32[s0, s2]\n",
     NULL},
    {"input %1 : f32[s0, s1]\nassume s2 >= 2\nassume s3 > s2\n"
     "%2 = aten.slice_backward.default(%1, [s0, s2], 1, 0, s3, 2) : "
     "f32[s0, s2]\n",
     "grad_output dim 1 is s1, the slice has (s2 + 1) // 2 elements"},
    {"input %1 : f32[s0, s1]\nassume s2 >= 2\n"
     "%2 = aten.slice_backward.default(%1, [s0, s2], 1, 0, s3, 2) : "
     "f32[s0, s2]\n",
     "grad_output dim 1 is s1, the slice has (s3 + 1) // 2 elements"},
    {"input %1 : f32[s0, s1]\nassume s3 > s2\n"
     "%2 = aten.slice_backward.default(%1, [s0, s2], 1, 0, s3, 2) : "
     "f32[s0, s2]\n",
     "grad_output dim 1 is s1, the slice has (s2 + 1) // 2 elements"},
    {"%1 = aten.detach.default(%0) : f32[s0, s1]{s1, 1}\n", NULL},
    {"%1 = aten.alias.default(%0) : f32[s0, s1]\n", NULL},
};

static void test_views(void **state) {
  (void)state;
  RUN(view_cases);
}

/* ---- pointwise: broadcasting and promotion ------------------------------
 */

static const verify_case pointwise_cases[] = {
    {"input %1 : f32[s1]\n%2 = aten.add.Tensor(%0, %1) : f32[s0, s1]\n", NULL},
    {"input %1 : f32[s0, 1]\ninput %2 : f32[1, s1]\n"
     "%3 = aten.mul.Tensor(%1, %2) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f32[]\n%2 = aten.sub.Tensor(%1, %0, alpha=2) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f32[s0]\n%2 = aten.add.Tensor(%0, %1) : f32[s0, s1]\n",
     "cannot broadcast dim -1: s1 vs s0"},
    {"input %1 : f32[s0]\nassume s1 == s0\n"
     "%2 = aten.add.Tensor(%0, %1) : f32[s0, s0]\n",
     NULL},
    {"input %1 : f32[3]\ninput %2 : f32[4]\n"
     "%3 = aten.add.Tensor(%1, %2) : f32[4]\n",
     "cannot broadcast dim -1: 3 vs 4"},
    /* promotion: a Python scalar only changes the category */
    {"%1 = aten.mul.Scalar(%0, 2.5) : f32[s0, s1]\n", NULL},
    {"input %1 : i64[s0]\n%2 = aten.mul.Scalar(%1, 2.5) : f32[s0]\n", NULL},
    {"input %1 : i32[s0]\n%2 = aten.mul.Scalar(%1, 2) : i32[s0]\n", NULL},
    {"input %1 : bool[s0]\n%2 = aten.add.Scalar(%1, 1) : i64[s0]\n", NULL},
    {"input %1 : f16[s0]\n%2 = aten.mul.Scalar(%1, f0) : f16[s0]\n", NULL},
    {"%1 = aten.sym_size.int(%0, 0) : int\n"
     "%2 = aten.mul.Scalar(%0, %1) : f32[s0, s1]\n",
     NULL},
    /* 0-d tensors rank below dimensioned ones */
    {"input %1 : f16[s0]\ninput %2 : f32[]\n"
     "%3 = aten.mul.Tensor(%1, %2) : f16[s0]\n",
     NULL},
    {"input %1 : i32[s0]\ninput %2 : f64[]\n"
     "%3 = aten.mul.Tensor(%1, %2) : f64[s0]\n",
     NULL},
    {"input %1 : i32[s0]\ninput %2 : i64[]\n"
     "%3 = aten.add.Tensor(%1, %2) : i32[s0]\n",
     NULL},
    {"input %1 : i32[s0]\ninput %2 : i64[s0]\n"
     "%3 = aten.add.Tensor(%1, %2) : i64[s0]\n",
     NULL},
    {"input %1 : f16[s0]\ninput %2 : bf16[s0]\n"
     "%3 = aten.maximum.default(%1, %2) : f32[s0]\n",
     NULL},
    {"input %1 : i32[s0]\n%2 = aten.mul.Scalar(%1, 2) : i64[s0]\n",
     "dtype differs: declared i64[s0], the op gives i32[s0]"},
    /* division */
    {"input %1 : i64[s0]\n%2 = aten.div.Tensor(%1, %1) : f32[s0]\n", NULL},
    {"input %1 : i64[s0]\n%2 = aten.div.Scalar(%1, 2) : f32[s0]\n", NULL},
    {"input %1 : i64[s0]\n"
     "%2 = aten.div.Tensor_mode(%1, %1, rounding_mode=\"floor\") : i64[s0]\n",
     NULL},
    {"input %1 : i64[s0]\n"
     "%2 = aten.div.Tensor_mode(%1, %1, rounding_mode=none) : f32[s0]\n",
     NULL},
    {"input %1 : i64[s0]\n"
     "%2 = aten.div.Scalar_mode(%1, 2, rounding_mode=\"trunc\") : i64[s0]\n",
     NULL},
    {"input %1 : i64[s0]\n"
     "%2 = aten.div.Tensor_mode(%1, %1, rounding_mode=\"round\") : i64[s0]\n",
     "argument `rounding_mode`: expected \"trunc\", \"floor\" or none, found "
     "\"round\""},
    /* comparisons and unary ops */
    {"%1 = aten.gt.Scalar(%0, 0) : bool[s0, s1]\n", NULL},
    {"input %1 : f32[s1]\n%2 = aten.eq.Tensor(%0, %1) : bool[s0, s1]\n", NULL},
    {"input %1 : i64[s0]\n%2 = aten.exp.default(%1) : f32[s0]\n", NULL},
    {"input %1 : bool[s0]\n%2 = aten.rsqrt.default(%1) : f32[s0]\n", NULL},
    {"input %1 : f64[s0]\n%2 = aten.sigmoid.default(%1) : f64[s0]\n", NULL},
    {"input %1 : i32[s0]\n%2 = aten.neg.default(%1) : i32[s0]\n", NULL},
    {"input %1 : i32[s0]\n%2 = aten.logical_not.default(%1) : bool[s0]\n",
     NULL},
    {"%1 = aten.relu.default(%0) : f32[s0, s1]\n", NULL},
    {"%1 = aten.gelu.default(%0, approximate=\"tanh\") : f32[s0, s1]\n", NULL},
    {"%1 = aten.gelu.default(%0, approximate=\"x\") : f32[s0, s1]\n",
     "argument `approximate`: expected \"none\" or \"tanh\", found \"x\""},
    /* pow */
    {"input %1 : i32[s0]\n%2 = aten.pow.Scalar(2, %1) : i32[s0]\n", NULL},
    {"input %1 : i32[s0]\n%2 = aten.pow.Scalar(2.5, %1) : f32[s0]\n", NULL},
    {"%1 = aten.pow.Tensor_Scalar(%0, 2) : f32[s0, s1]\n", NULL},
    {"input %1 : bool[s0]\n%2 = aten.pow.Tensor_Scalar(%1, true) : i64[s0]\n",
     NULL},
    {"input %1 : bool[s0]\n%2 = aten.pow.Tensor_Tensor(%1, %1) : i64[s0]\n",
     NULL},
    {"input %1 : f64[s1]\n"
     "%2 = aten.pow.Tensor_Tensor(%0, %1) : f64[s0, s1]\n",
     NULL},
    /* where, clamp */
    {"input %1 : bool[s0, 1]\ninput %2 : f16[s1]\ninput %3 : f32[]\n"
     "%4 = aten.where.self(%1, %2, %3) : f16[s0, s1]\n",
     NULL},
    {"%1 = aten.where.self(%0, %0, %0) : f32[s0, s1]\n",
     "where: condition must be bool, found f32"},
    {"input %1 : i32[s0]\n%2 = aten.clamp.default(%1, min=0.5) : f32[s0]\n",
     NULL},
    {"input %1 : i32[s0]\n%2 = aten.clamp.default(%1, 0, 3) : i32[s0]\n", NULL},
    {"input %1 : i32[s0]\n%2 = aten.clamp_min.default(%1, 0) : i32[s0]\n",
     NULL},
    /* copies and fills */
    {"%1 = aten.clone.default(%0, memory_format=contiguous_format) : "
     "f32[s0, s1]\n",
     NULL},
    {"%1 = aten._to_copy.default(%0, dtype=f16) : f16[s0, s1]\n", NULL},
    {"%1 = aten._to_copy.default(%0) : f32[s0, s1]\n", NULL},
    {"input %1 : f64[s1]\n%2 = aten.copy.default(%0, %1) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f32[3]\n%2 = aten.copy.default(%0, %1) : f32[s0, s1]\n",
     "argument `src` of shape [3] does not broadcast to [s0, s1]"},
    {"input %1 : f32[s0, s1, 2]\n"
     "%2 = aten.copy.default(%0, %1) : f32[s0, s1]\n",
     "argument `src` of shape [s0, s1, 2] does not broadcast to [s0, s1]"},
    {"%1 = aten.fill.Scalar(%0, 0) : f32[s0, s1]\n", NULL},
    {"input %1 : f32[]\n%2 = aten.fill.Tensor(%0, %1) : f32[s0, s1]\n", NULL},
    {"input %1 : f32[2]\n%2 = aten.fill.Tensor(%0, %1) : f32[s0, s1]\n",
     "fill: value must be a 0-d tensor, found rank 1"},
    {"input %1 : bool[s1]\n"
     "%2 = aten.masked_fill.Scalar(%0, %1, 0.0) : f32[s0, s1]\n",
     NULL},
    {"%1 = aten.masked_fill.Scalar(%0, %0, 0.0) : f32[s0, s1]\n",
     "masked_fill: mask must be bool, found f32"},
};

static void test_pointwise(void **state) {
  (void)state;
  RUN(pointwise_cases);
}

/* torch.promote_types over cajit's dtypes (from torch 2.13). */
static void test_promote_table(void **state) {
  (void)state;
  static const int want[CAJIT_DTYPE_COUNT_][CAJIT_DTYPE_COUNT_] = {
      {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 1, 3, 3, 4, 5, 6, 7, 8, 9},
      {2, 3, 2, 3, 4, 5, 6, 7, 8, 9}, {3, 3, 3, 3, 4, 5, 6, 7, 8, 9},
      {4, 4, 4, 4, 4, 5, 6, 7, 8, 9}, {5, 5, 5, 5, 5, 5, 6, 7, 8, 9},
      {6, 6, 6, 6, 6, 6, 6, 8, 8, 9}, {7, 7, 7, 7, 7, 7, 8, 7, 8, 9},
      {8, 8, 8, 8, 8, 8, 8, 8, 8, 9}, {9, 9, 9, 9, 9, 9, 9, 9, 9, 9},
  };
  for (int a = 0; a < CAJIT_DTYPE_COUNT_; a++)
    for (int b = 0; b < CAJIT_DTYPE_COUNT_; b++)
      if ((int)cajit_promote_types((cajit_dtype)a, (cajit_dtype)b) !=
          want[a][b])
        fail_msg("promote(%s, %s) = %s, torch says %s",
                 cajit_dtype_name((cajit_dtype)a),
                 cajit_dtype_name((cajit_dtype)b),
                 cajit_dtype_name(
                     cajit_promote_types((cajit_dtype)a, (cajit_dtype)b)),
                 cajit_dtype_name((cajit_dtype)want[a][b]));
}

/* torch.result_type(a, b) for tensors of rank 0 / 1 and for tensor and
 * Python scalar (True, 2, 2.5), generated with torch 2.13: {a dtype, a
 * rank, b dtype, b rank, result} and {a dtype, a rank, scalar kind,
 * result}. */
static const int result_tt[][5] = {
    {0, 0, 0, 0, 0}, {0, 0, 0, 1, 0}, {0, 1, 0, 0, 0}, {0, 1, 0, 1, 0},
    {0, 0, 1, 0, 1}, {0, 0, 1, 1, 1}, {0, 1, 1, 0, 1}, {0, 1, 1, 1, 1},
    {0, 0, 2, 0, 2}, {0, 0, 2, 1, 2}, {0, 1, 2, 0, 2}, {0, 1, 2, 1, 2},
    {0, 0, 3, 0, 3}, {0, 0, 3, 1, 3}, {0, 1, 3, 0, 3}, {0, 1, 3, 1, 3},
    {0, 0, 4, 0, 4}, {0, 0, 4, 1, 4}, {0, 1, 4, 0, 4}, {0, 1, 4, 1, 4},
    {0, 0, 5, 0, 5}, {0, 0, 5, 1, 5}, {0, 1, 5, 0, 5}, {0, 1, 5, 1, 5},
    {0, 0, 6, 0, 6}, {0, 0, 6, 1, 6}, {0, 1, 6, 0, 6}, {0, 1, 6, 1, 6},
    {0, 0, 7, 0, 7}, {0, 0, 7, 1, 7}, {0, 1, 7, 0, 7}, {0, 1, 7, 1, 7},
    {0, 0, 8, 0, 8}, {0, 0, 8, 1, 8}, {0, 1, 8, 0, 8}, {0, 1, 8, 1, 8},
    {0, 0, 9, 0, 9}, {0, 0, 9, 1, 9}, {0, 1, 9, 0, 9}, {0, 1, 9, 1, 9},
    {1, 0, 0, 0, 1}, {1, 0, 0, 1, 1}, {1, 1, 0, 0, 1}, {1, 1, 0, 1, 1},
    {1, 0, 1, 0, 1}, {1, 0, 1, 1, 1}, {1, 1, 1, 0, 1}, {1, 1, 1, 1, 1},
    {1, 0, 2, 0, 3}, {1, 0, 2, 1, 2}, {1, 1, 2, 0, 1}, {1, 1, 2, 1, 3},
    {1, 0, 3, 0, 3}, {1, 0, 3, 1, 3}, {1, 1, 3, 0, 1}, {1, 1, 3, 1, 3},
    {1, 0, 4, 0, 4}, {1, 0, 4, 1, 4}, {1, 1, 4, 0, 1}, {1, 1, 4, 1, 4},
    {1, 0, 5, 0, 5}, {1, 0, 5, 1, 5}, {1, 1, 5, 0, 1}, {1, 1, 5, 1, 5},
    {1, 0, 6, 0, 6}, {1, 0, 6, 1, 6}, {1, 1, 6, 0, 6}, {1, 1, 6, 1, 6},
    {1, 0, 7, 0, 7}, {1, 0, 7, 1, 7}, {1, 1, 7, 0, 7}, {1, 1, 7, 1, 7},
    {1, 0, 8, 0, 8}, {1, 0, 8, 1, 8}, {1, 1, 8, 0, 8}, {1, 1, 8, 1, 8},
    {1, 0, 9, 0, 9}, {1, 0, 9, 1, 9}, {1, 1, 9, 0, 9}, {1, 1, 9, 1, 9},
    {2, 0, 0, 0, 2}, {2, 0, 0, 1, 2}, {2, 1, 0, 0, 2}, {2, 1, 0, 1, 2},
    {2, 0, 1, 0, 3}, {2, 0, 1, 1, 1}, {2, 1, 1, 0, 2}, {2, 1, 1, 1, 3},
    {2, 0, 2, 0, 2}, {2, 0, 2, 1, 2}, {2, 1, 2, 0, 2}, {2, 1, 2, 1, 2},
    {2, 0, 3, 0, 3}, {2, 0, 3, 1, 3}, {2, 1, 3, 0, 2}, {2, 1, 3, 1, 3},
    {2, 0, 4, 0, 4}, {2, 0, 4, 1, 4}, {2, 1, 4, 0, 2}, {2, 1, 4, 1, 4},
    {2, 0, 5, 0, 5}, {2, 0, 5, 1, 5}, {2, 1, 5, 0, 2}, {2, 1, 5, 1, 5},
    {2, 0, 6, 0, 6}, {2, 0, 6, 1, 6}, {2, 1, 6, 0, 6}, {2, 1, 6, 1, 6},
    {2, 0, 7, 0, 7}, {2, 0, 7, 1, 7}, {2, 1, 7, 0, 7}, {2, 1, 7, 1, 7},
    {2, 0, 8, 0, 8}, {2, 0, 8, 1, 8}, {2, 1, 8, 0, 8}, {2, 1, 8, 1, 8},
    {2, 0, 9, 0, 9}, {2, 0, 9, 1, 9}, {2, 1, 9, 0, 9}, {2, 1, 9, 1, 9},
    {3, 0, 0, 0, 3}, {3, 0, 0, 1, 3}, {3, 1, 0, 0, 3}, {3, 1, 0, 1, 3},
    {3, 0, 1, 0, 3}, {3, 0, 1, 1, 1}, {3, 1, 1, 0, 3}, {3, 1, 1, 1, 3},
    {3, 0, 2, 0, 3}, {3, 0, 2, 1, 2}, {3, 1, 2, 0, 3}, {3, 1, 2, 1, 3},
    {3, 0, 3, 0, 3}, {3, 0, 3, 1, 3}, {3, 1, 3, 0, 3}, {3, 1, 3, 1, 3},
    {3, 0, 4, 0, 4}, {3, 0, 4, 1, 4}, {3, 1, 4, 0, 3}, {3, 1, 4, 1, 4},
    {3, 0, 5, 0, 5}, {3, 0, 5, 1, 5}, {3, 1, 5, 0, 3}, {3, 1, 5, 1, 5},
    {3, 0, 6, 0, 6}, {3, 0, 6, 1, 6}, {3, 1, 6, 0, 6}, {3, 1, 6, 1, 6},
    {3, 0, 7, 0, 7}, {3, 0, 7, 1, 7}, {3, 1, 7, 0, 7}, {3, 1, 7, 1, 7},
    {3, 0, 8, 0, 8}, {3, 0, 8, 1, 8}, {3, 1, 8, 0, 8}, {3, 1, 8, 1, 8},
    {3, 0, 9, 0, 9}, {3, 0, 9, 1, 9}, {3, 1, 9, 0, 9}, {3, 1, 9, 1, 9},
    {4, 0, 0, 0, 4}, {4, 0, 0, 1, 4}, {4, 1, 0, 0, 4}, {4, 1, 0, 1, 4},
    {4, 0, 1, 0, 4}, {4, 0, 1, 1, 1}, {4, 1, 1, 0, 4}, {4, 1, 1, 1, 4},
    {4, 0, 2, 0, 4}, {4, 0, 2, 1, 2}, {4, 1, 2, 0, 4}, {4, 1, 2, 1, 4},
    {4, 0, 3, 0, 4}, {4, 0, 3, 1, 3}, {4, 1, 3, 0, 4}, {4, 1, 3, 1, 4},
    {4, 0, 4, 0, 4}, {4, 0, 4, 1, 4}, {4, 1, 4, 0, 4}, {4, 1, 4, 1, 4},
    {4, 0, 5, 0, 5}, {4, 0, 5, 1, 5}, {4, 1, 5, 0, 4}, {4, 1, 5, 1, 5},
    {4, 0, 6, 0, 6}, {4, 0, 6, 1, 6}, {4, 1, 6, 0, 6}, {4, 1, 6, 1, 6},
    {4, 0, 7, 0, 7}, {4, 0, 7, 1, 7}, {4, 1, 7, 0, 7}, {4, 1, 7, 1, 7},
    {4, 0, 8, 0, 8}, {4, 0, 8, 1, 8}, {4, 1, 8, 0, 8}, {4, 1, 8, 1, 8},
    {4, 0, 9, 0, 9}, {4, 0, 9, 1, 9}, {4, 1, 9, 0, 9}, {4, 1, 9, 1, 9},
    {5, 0, 0, 0, 5}, {5, 0, 0, 1, 5}, {5, 1, 0, 0, 5}, {5, 1, 0, 1, 5},
    {5, 0, 1, 0, 5}, {5, 0, 1, 1, 1}, {5, 1, 1, 0, 5}, {5, 1, 1, 1, 5},
    {5, 0, 2, 0, 5}, {5, 0, 2, 1, 2}, {5, 1, 2, 0, 5}, {5, 1, 2, 1, 5},
    {5, 0, 3, 0, 5}, {5, 0, 3, 1, 3}, {5, 1, 3, 0, 5}, {5, 1, 3, 1, 5},
    {5, 0, 4, 0, 5}, {5, 0, 4, 1, 4}, {5, 1, 4, 0, 5}, {5, 1, 4, 1, 5},
    {5, 0, 5, 0, 5}, {5, 0, 5, 1, 5}, {5, 1, 5, 0, 5}, {5, 1, 5, 1, 5},
    {5, 0, 6, 0, 6}, {5, 0, 6, 1, 6}, {5, 1, 6, 0, 6}, {5, 1, 6, 1, 6},
    {5, 0, 7, 0, 7}, {5, 0, 7, 1, 7}, {5, 1, 7, 0, 7}, {5, 1, 7, 1, 7},
    {5, 0, 8, 0, 8}, {5, 0, 8, 1, 8}, {5, 1, 8, 0, 8}, {5, 1, 8, 1, 8},
    {5, 0, 9, 0, 9}, {5, 0, 9, 1, 9}, {5, 1, 9, 0, 9}, {5, 1, 9, 1, 9},
    {6, 0, 0, 0, 6}, {6, 0, 0, 1, 6}, {6, 1, 0, 0, 6}, {6, 1, 0, 1, 6},
    {6, 0, 1, 0, 6}, {6, 0, 1, 1, 6}, {6, 1, 1, 0, 6}, {6, 1, 1, 1, 6},
    {6, 0, 2, 0, 6}, {6, 0, 2, 1, 6}, {6, 1, 2, 0, 6}, {6, 1, 2, 1, 6},
    {6, 0, 3, 0, 6}, {6, 0, 3, 1, 6}, {6, 1, 3, 0, 6}, {6, 1, 3, 1, 6},
    {6, 0, 4, 0, 6}, {6, 0, 4, 1, 6}, {6, 1, 4, 0, 6}, {6, 1, 4, 1, 6},
    {6, 0, 5, 0, 6}, {6, 0, 5, 1, 6}, {6, 1, 5, 0, 6}, {6, 1, 5, 1, 6},
    {6, 0, 6, 0, 6}, {6, 0, 6, 1, 6}, {6, 1, 6, 0, 6}, {6, 1, 6, 1, 6},
    {6, 0, 7, 0, 8}, {6, 0, 7, 1, 7}, {6, 1, 7, 0, 6}, {6, 1, 7, 1, 8},
    {6, 0, 8, 0, 8}, {6, 0, 8, 1, 8}, {6, 1, 8, 0, 6}, {6, 1, 8, 1, 8},
    {6, 0, 9, 0, 9}, {6, 0, 9, 1, 9}, {6, 1, 9, 0, 6}, {6, 1, 9, 1, 9},
    {7, 0, 0, 0, 7}, {7, 0, 0, 1, 7}, {7, 1, 0, 0, 7}, {7, 1, 0, 1, 7},
    {7, 0, 1, 0, 7}, {7, 0, 1, 1, 7}, {7, 1, 1, 0, 7}, {7, 1, 1, 1, 7},
    {7, 0, 2, 0, 7}, {7, 0, 2, 1, 7}, {7, 1, 2, 0, 7}, {7, 1, 2, 1, 7},
    {7, 0, 3, 0, 7}, {7, 0, 3, 1, 7}, {7, 1, 3, 0, 7}, {7, 1, 3, 1, 7},
    {7, 0, 4, 0, 7}, {7, 0, 4, 1, 7}, {7, 1, 4, 0, 7}, {7, 1, 4, 1, 7},
    {7, 0, 5, 0, 7}, {7, 0, 5, 1, 7}, {7, 1, 5, 0, 7}, {7, 1, 5, 1, 7},
    {7, 0, 6, 0, 8}, {7, 0, 6, 1, 6}, {7, 1, 6, 0, 7}, {7, 1, 6, 1, 8},
    {7, 0, 7, 0, 7}, {7, 0, 7, 1, 7}, {7, 1, 7, 0, 7}, {7, 1, 7, 1, 7},
    {7, 0, 8, 0, 8}, {7, 0, 8, 1, 8}, {7, 1, 8, 0, 7}, {7, 1, 8, 1, 8},
    {7, 0, 9, 0, 9}, {7, 0, 9, 1, 9}, {7, 1, 9, 0, 7}, {7, 1, 9, 1, 9},
    {8, 0, 0, 0, 8}, {8, 0, 0, 1, 8}, {8, 1, 0, 0, 8}, {8, 1, 0, 1, 8},
    {8, 0, 1, 0, 8}, {8, 0, 1, 1, 8}, {8, 1, 1, 0, 8}, {8, 1, 1, 1, 8},
    {8, 0, 2, 0, 8}, {8, 0, 2, 1, 8}, {8, 1, 2, 0, 8}, {8, 1, 2, 1, 8},
    {8, 0, 3, 0, 8}, {8, 0, 3, 1, 8}, {8, 1, 3, 0, 8}, {8, 1, 3, 1, 8},
    {8, 0, 4, 0, 8}, {8, 0, 4, 1, 8}, {8, 1, 4, 0, 8}, {8, 1, 4, 1, 8},
    {8, 0, 5, 0, 8}, {8, 0, 5, 1, 8}, {8, 1, 5, 0, 8}, {8, 1, 5, 1, 8},
    {8, 0, 6, 0, 8}, {8, 0, 6, 1, 6}, {8, 1, 6, 0, 8}, {8, 1, 6, 1, 8},
    {8, 0, 7, 0, 8}, {8, 0, 7, 1, 7}, {8, 1, 7, 0, 8}, {8, 1, 7, 1, 8},
    {8, 0, 8, 0, 8}, {8, 0, 8, 1, 8}, {8, 1, 8, 0, 8}, {8, 1, 8, 1, 8},
    {8, 0, 9, 0, 9}, {8, 0, 9, 1, 9}, {8, 1, 9, 0, 8}, {8, 1, 9, 1, 9},
    {9, 0, 0, 0, 9}, {9, 0, 0, 1, 9}, {9, 1, 0, 0, 9}, {9, 1, 0, 1, 9},
    {9, 0, 1, 0, 9}, {9, 0, 1, 1, 9}, {9, 1, 1, 0, 9}, {9, 1, 1, 1, 9},
    {9, 0, 2, 0, 9}, {9, 0, 2, 1, 9}, {9, 1, 2, 0, 9}, {9, 1, 2, 1, 9},
    {9, 0, 3, 0, 9}, {9, 0, 3, 1, 9}, {9, 1, 3, 0, 9}, {9, 1, 3, 1, 9},
    {9, 0, 4, 0, 9}, {9, 0, 4, 1, 9}, {9, 1, 4, 0, 9}, {9, 1, 4, 1, 9},
    {9, 0, 5, 0, 9}, {9, 0, 5, 1, 9}, {9, 1, 5, 0, 9}, {9, 1, 5, 1, 9},
    {9, 0, 6, 0, 9}, {9, 0, 6, 1, 6}, {9, 1, 6, 0, 9}, {9, 1, 6, 1, 9},
    {9, 0, 7, 0, 9}, {9, 0, 7, 1, 7}, {9, 1, 7, 0, 9}, {9, 1, 7, 1, 9},
    {9, 0, 8, 0, 9}, {9, 0, 8, 1, 8}, {9, 1, 8, 0, 9}, {9, 1, 8, 1, 9},
    {9, 0, 9, 0, 9}, {9, 0, 9, 1, 9}, {9, 1, 9, 0, 9}, {9, 1, 9, 1, 9}};
static const int result_ts[][4] = {
    {0, 0, 0, 0}, {0, 0, 1, 5}, {0, 0, 2, 8}, {0, 1, 0, 0}, {0, 1, 1, 5},
    {0, 1, 2, 8}, {1, 0, 0, 1}, {1, 0, 1, 1}, {1, 0, 2, 8}, {1, 1, 0, 1},
    {1, 1, 1, 1}, {1, 1, 2, 8}, {2, 0, 0, 2}, {2, 0, 1, 2}, {2, 0, 2, 8},
    {2, 1, 0, 2}, {2, 1, 1, 2}, {2, 1, 2, 8}, {3, 0, 0, 3}, {3, 0, 1, 3},
    {3, 0, 2, 8}, {3, 1, 0, 3}, {3, 1, 1, 3}, {3, 1, 2, 8}, {4, 0, 0, 4},
    {4, 0, 1, 4}, {4, 0, 2, 8}, {4, 1, 0, 4}, {4, 1, 1, 4}, {4, 1, 2, 8},
    {5, 0, 0, 5}, {5, 0, 1, 5}, {5, 0, 2, 8}, {5, 1, 0, 5}, {5, 1, 1, 5},
    {5, 1, 2, 8}, {6, 0, 0, 6}, {6, 0, 1, 6}, {6, 0, 2, 6}, {6, 1, 0, 6},
    {6, 1, 1, 6}, {6, 1, 2, 6}, {7, 0, 0, 7}, {7, 0, 1, 7}, {7, 0, 2, 7},
    {7, 1, 0, 7}, {7, 1, 1, 7}, {7, 1, 2, 7}, {8, 0, 0, 8}, {8, 0, 1, 8},
    {8, 0, 2, 8}, {8, 1, 0, 8}, {8, 1, 1, 8}, {8, 1, 2, 8}, {9, 0, 0, 9},
    {9, 0, 1, 9}, {9, 0, 2, 9}, {9, 1, 0, 9}, {9, 1, 1, 9}, {9, 1, 2, 9}};

static cajit_type type_of_rank(cajit_dtype d, int rank) {
  static const cajit_expr *shape[1] = {NULL};
  cajit_type t = {CAJIT_TYPE_TENSOR, d, rank, shape, NULL};
  return t;
}

static void test_result_type_table(void **state) {
  (void)state;
  assert_int_equal(sizeof result_tt / sizeof result_tt[0], 400);
  assert_int_equal(sizeof result_ts / sizeof result_ts[0], 60);
  for (size_t i = 0; i < sizeof result_tt / sizeof result_tt[0]; i++) {
    const int *c = result_tt[i];
    cajit_promotion p = CAJIT_PROMOTION_INIT;
    cajit_type a = type_of_rank((cajit_dtype)c[0], c[1]);
    cajit_type b = type_of_rank((cajit_dtype)c[2], c[3]);
    cajit_promotion_tensor(&p, &a);
    cajit_promotion_tensor(&p, &b);
    if ((int)cajit_promotion_result(&p) != c[4])
      fail_msg("result_type(%s rank %d, %s rank %d) = %s, torch says %s",
               cajit_dtype_name(a.dtype), c[1], cajit_dtype_name(b.dtype), c[3],
               cajit_dtype_name(cajit_promotion_result(&p)),
               cajit_dtype_name((cajit_dtype)c[4]));
  }
  static const cajit_expr_type kinds[3] = {
      CAJIT_EXPR_TYPE_BOOL, CAJIT_EXPR_TYPE_INT, CAJIT_EXPR_TYPE_FLOAT};
  for (size_t i = 0; i < sizeof result_ts / sizeof result_ts[0]; i++) {
    const int *c = result_ts[i];
    cajit_promotion p = CAJIT_PROMOTION_INIT;
    cajit_type a = type_of_rank((cajit_dtype)c[0], c[1]);
    cajit_promotion_tensor(&p, &a);
    cajit_promotion_scalar(&p, kinds[c[2]]);
    if ((int)cajit_promotion_result(&p) != c[3])
      fail_msg("result_type(%s rank %d, scalar kind %d) = %s, torch says %s",
               cajit_dtype_name(a.dtype), c[1], c[2],
               cajit_dtype_name(cajit_promotion_result(&p)),
               cajit_dtype_name((cajit_dtype)c[3]));
  }
  /* No operands: the default dtype. */
  cajit_promotion none = CAJIT_PROMOTION_INIT;
  assert_int_equal(cajit_promotion_result(&none), CAJIT_DTYPE_F32);
}

/* cajit_broadcast directly: right-aligned, 1 or known-equal dims. */
static void test_broadcast_table(void **state) {
  (void)state;
  cajit_graph *g = parse_body("input %1 : f32[s2]\nassume s3 == s0\n");
  cajit_expr_ctx *x = g->exprs;
  const cajit_expr *s0 = g->values[0].type.shape[0];
  const cajit_expr *s1 = g->values[0].type.shape[1];
  const cajit_expr *s2 = g->values[1].type.shape[0];
  const cajit_expr *s3 = cajit_expr_symbol(x, 3);
  const cajit_expr *one = cajit_expr_int(x, 1), *four = cajit_expr_int(x, 4);
  const cajit_expr *shape[4];
  int32_t n;

  /* [s0, 1] with [1, s1] -> [s0, s1] */
  shape[0] = s0, shape[1] = one, n = 2;
  const cajit_expr *b1[2] = {one, s1};
  ASSERT_OK(cajit_broadcast(g, &n, shape, 2, b1));
  assert_int_equal(n, 2);
  assert_ptr_equal(shape[0], s0);
  assert_ptr_equal(shape[1], s1);
  /* [] with [s2, 4] -> [s2, 4]; then with [4] -> [s2, 4] */
  n = 0;
  const cajit_expr *b2[2] = {s2, four};
  ASSERT_OK(cajit_broadcast(g, &n, shape, 2, b2));
  ASSERT_OK(cajit_broadcast(g, &n, shape, 1, &four));
  assert_int_equal(n, 2);
  assert_ptr_equal(shape[0], s2);
  assert_ptr_equal(shape[1], four);
  /* [s0] with [s3] under `assume s3 == s0` */
  shape[0] = s0, n = 1;
  ASSERT_OK(cajit_broadcast(g, &n, shape, 1, &s3));
  assert_ptr_equal(shape[0], s0);
  /* [s0] with [s1]: neither equal nor 1 */
  cajit_status s = cajit_broadcast(g, &n, shape, 1, &s1);
  assert_true(check(s,
                    "cannot broadcast dim -1: s0 vs s1 (shapes of rank 1 "
                    "and 1)",
                    "broadcast s0, s1"));
  /* a symbolic dim against 4 */
  s = cajit_broadcast(g, &n, shape, 1, &four);
  assert_true(check(s, "cannot broadcast dim -1: s0 vs 4", "broadcast s0, 4"));
  assert_true(cajit_dims_equal(g, s3, s0));
  assert_false(cajit_dims_equal(g, s1, s0));
  assert_true(cajit_dims_equal(g, cajit_expr_mul(x, s0, s1),
                               cajit_expr_mul(x, s1, s0)));
  cajit_graph_destroy(g);
}

/* ---- reductions and gemm ------------------------------------------------
 */

static const verify_case reduction_cases[] = {
    {"%1 = aten.sum.dim_IntList(%0, [0], true) : f32[1, s1]\n", NULL},
    {"%1 = aten.sum.dim_IntList(%0, [-1]) : f32[s0]\n", NULL},
    {"%1 = aten.sum.dim_IntList(%0, -1) : f32[s0]\n", NULL},
    {"%1 = aten.sum.dim_IntList(%0, none) : f32[]\n", NULL},
    {"%1 = aten.sum.dim_IntList(%0, [], true) : f32[1, 1]\n", NULL},
    {"%1 = aten.sum.dim_IntList(%0, [0, -2]) : f32[s1]\n",
     "argument `dim`: dim 0 appears twice"},
    {"%1 = aten.sum.dim_IntList(%0, [2]) : f32[s0]\n",
     "argument `dim`: dim 2 out of range for a tensor of rank 2"},
    {"input %1 : i32[s0]\n%2 = aten.sum.dim_IntList(%1, [0]) : i64[]\n", NULL},
    {"input %1 : bool[s0]\n%2 = aten.sum.default(%1) : i64[]\n", NULL},
    {"%1 = aten.sum.dim_IntList(%0, [1], dtype=f64) : f64[s0]\n", NULL},
    {"%1 = aten.sum.default(%0) : f32[]\n", NULL},
    {"input %1 : f32[]\n%2 = aten.sum.dim_IntList(%1, [0]) : f32[]\n", NULL},
    {"%1 = aten.mean.dim(%0, [1]) : f32[s0]\n", NULL},
    {"%1 = aten.mean.dim(%0, [-1], true) : f32[s0, 1]\n", NULL},
    {"input %1 : i64[s0]\n%2 = aten.mean.default(%1) : f32[]\n",
     "mean of a i64 tensor needs a floating dtype"},
    {"input %1 : i64[s0]\n%2 = aten.mean.default(%1, dtype=f64) : f64[]\n",
     NULL},
    {"input %1 : f16[s0]\n%2 = aten.mean.default(%1) : f16[]\n", NULL},
    {"%1 = aten.amax.default(%0, [1], true) : f32[s0, 1]\n", NULL},
    {"%1 = aten.amax.default(%0) : f32[]\n", NULL},
    {"input %1 : i32[s0, 3]\n%2 = aten.amin.default(%1, [0]) : i32[3]\n", NULL},
};

static void test_reductions(void **state) {
  (void)state;
  RUN(reduction_cases);
}

static const verify_case gemm_cases[] = {
    {"input %1 : f32[s1, 4]\n%2 = aten.mm.default(%0, %1) : f32[s0, 4]\n",
     NULL},
    {"input %1 : f32[64, 4]\n%2 = aten.mm.default(%0, %1) : f32[s0, 4]\n",
     "inner dims differ: s1 vs 64"},
    {"input %1 : f32[s1]\n%2 = aten.mm.default(%0, %1) : f32[s0]\n",
     "argument `mat2` must have rank 2, found rank 1"},
    {"input %1 : f64[s1, 4]\n%2 = aten.mm.default(%0, %1) : f32[s0, 4]\n",
     "dtypes differ: f32 vs f64"},
    {"input %1 : f32[s1, 4]\ninput %2 : f32[4]\n"
     "%3 = aten.addmm.default(%2, %0, %1) : f32[s0, 4]\n",
     NULL},
    {"input %1 : f32[s1, 4]\ninput %2 : f32[s0, 1]\n"
     "%3 = aten.addmm.default(%2, %0, %1, beta=0, alpha=2) : f32[s0, 4]\n",
     NULL},
    {"input %1 : f32[s1, 4]\ninput %2 : f32[5]\n"
     "%3 = aten.addmm.default(%2, %0, %1) : f32[s0, 4]\n",
     "cannot broadcast dim -1: 4 vs 5"},
    {"input %1 : f32[s1, 4]\ninput %2 : f32[2, s0, 4]\n"
     "%3 = aten.addmm.default(%2, %0, %1) : f32[s0, 4]\n",
     "self of shape [2, s0, 4] does not broadcast to the product's [s0, 4]"},
    {"input %1 : f32[s1, 4]\ninput %2 : f64[4]\n"
     "%3 = aten.addmm.default(%2, %0, %1) : f32[s0, 4]\n",
     "dtypes differ: self is f64, the product is f32"},
    {"input %1 : f32[s0, 3, 4]\ninput %2 : f32[s0, 4, 5]\n"
     "%3 = aten.bmm.default(%1, %2) : f32[s0, 3, 5]\n",
     NULL},
    {"input %1 : f32[2, 3, 4]\ninput %2 : f32[3, 4, 5]\n"
     "%3 = aten.bmm.default(%1, %2) : f32[2, 3, 5]\n",
     "batch dims differ: 2 vs 3"},
    {"input %1 : f32[s0, 3, 4]\ninput %2 : f32[s0, 4, 5]\n"
     "input %3 : f32[s0, 3, 5]\n"
     "%4 = aten.baddbmm.default(%3, %1, %2) : f32[s0, 3, 5]\n",
     NULL},
};

static void test_gemm(void **state) {
  (void)state;
  RUN(gemm_cases);
}

/* ---- nn backward ops ----------------------------------------------------
 */

static const verify_case nn_cases[] = {
    /* activation backward */
    {"%1 = aten.threshold_backward.default(%0, %0, 0) : f32[s0, s1]\n", NULL},
    /* threshold_backward keeps grad_output's dtype, the others promote */
    {"input %1 : f16[s0, s1]\n"
     "%2 = aten.threshold_backward.default(%0, %1, 0) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f16[s0, s1]\n"
     "%2 = aten.threshold_backward.default(%1, %0, 0) : f16[s0, s1]\n",
     NULL},
    {"input %1 : f16[s0, s1]\n"
     "%2 = aten.tanh_backward.default(%1, %0) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f32[s0, 1]\ninput %2 : f32[1, s1]\n"
     "%3 = aten.sigmoid_backward.default(%1, %2) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f32[3]\n"
     "%2 = aten.threshold_backward.default(%0, %1, 0) : f32[s0, s1]\n",
     "cannot broadcast dim -1: s1 vs 3"},
    {"%1 = aten.tanh_backward.default(%0, %0) : f32[s0, s1]\n", NULL},
    {"%1 = aten.sigmoid_backward.default(%0, %0) : f32[s0, s1]\n", NULL},
    {"%1 = aten.gelu_backward.default(%0, %0, approximate=\"tanh\") : "
     "f32[s0, s1]\n",
     NULL},
    {"%1 = aten.gelu_backward.default(%0, %0, approximate=\"erf\") : "
     "f32[s0, s1]\n",
     "argument `approximate`: expected \"none\" or \"tanh\", found \"erf\""},
    {"%1 = aten.silu_backward.default(%0, %0) : f32[s0, s1]\n", NULL},
    {"%1 = aten.leaky_relu_backward.default(%0, %0, 0.01, false) : "
     "f32[s0, s1]\n",
     NULL},
    /* softmax */
    {"%1 = aten._softmax.default(%0, 1, false) : f32[s0, s1]\n", NULL},
    {"input %1 : bf16[s0, 4]\n"
     "%2 = aten._log_softmax.default(%1, -1, true) : f32[s0, 4]\n",
     NULL},
    {"%1 = aten._softmax.default(%0, 1, true) : f32[s0, s1]\n",
     "half_to_float needs an f16 or bf16 input, found f32"},
    {"input %1 : i64[s0]\n%2 = aten._softmax.default(%1, 0, false) : "
     "i64[s0]\n",
     "softmax of a i64 tensor"},
    {"%1 = aten._softmax.default(%0, 2, false) : f32[s0, s1]\n",
     "argument `dim`: dim 2 out of range for a tensor of rank 2"},
    {"%1 = aten._softmax_backward_data.default(%0, %0, 1, f32) : "
     "f32[s0, s1]\n",
     NULL},
    {"%1 = aten._log_softmax_backward_data.default(%0, %0, 1, f16) : "
     "f16[s0, s1]\n",
     NULL},
    {"input %1 : f32[s1]\n"
     "%2 = aten._softmax_backward_data.default(%0, %1, 1, f32) : "
     "f32[s0, s1]\n",
     "grad_output [s0, s1] and output [s1] differ in shape"},
    /* losses */
    {"input %1 : f32[s0, 10]\ninput %2 : i64[s0]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 1, -100) : "
     "(f32[], f32[])\n",
     NULL},
    {"input %1 : f32[s0, 10]\ninput %2 : i64[s0]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 0, -100) : "
     "(f32[s0], f32[])\n",
     NULL},
    {"input %1 : f32[10]\ninput %2 : i64[]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 0, -100) : "
     "(f32[], f32[])\n",
     NULL},
    {"input %1 : f32[s0, 10]\ninput %2 : f32[s0]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 1, -100) : "
     "(f32[], f32[])\n",
     "target must be an integer tensor, found f32"},
    {"input %1 : f32[s0, 10]\ninput %2 : i64[s0, 1]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 1, -100) : "
     "(f32[], f32[])\n",
     "target must have rank 1, found rank 2"},
    {"input %1 : f32[s0, 10]\ninput %2 : i64[5]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 1, -100) : "
     "(f32[], f32[])\n",
     "batch dims differ: self has s0, target has 5"},
    {"input %1 : f32[s0, 10, 2]\ninput %2 : i64[s0, 2]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 1, -100) : "
     "(f32[], f32[])\n",
     "self must have rank 1 or 2, found rank 3"},
    {"input %1 : f32[s0, 10]\ninput %2 : i64[s0]\n"
     "%3, %4 = aten.nll_loss_forward.default(%1, %2, none, 3, -100) : "
     "(f32[], f32[])\n",
     "argument `reduction`: expected 0 (none), 1 (mean) or 2 (sum)"},
    {"input %1 : f32[]\ninput %2 : f32[s0, 10]\ninput %3 : i64[s0]\n"
     "input %4 : f32[]\n"
     "%5 = aten.nll_loss_backward.default(%1, %2, %3, none, 1, -100, %4) : "
     "f32[s0, 10]\n",
     NULL},
    {"%1 = aten.mse_loss.default(%0, %0) : f32[]\n", NULL},
    {"%1 = aten.mse_loss.default(%0, %0, 0) : f32[s0, s1]\n", NULL},
    {"input %1 : f32[]\n"
     "%2 = aten.mse_loss_backward.default(%1, %0, %0, 1) : f32[s0, s1]\n",
     NULL},
    {"input %1 : f64[]\ninput %2 : f16[s0, s1]\n"
     "%3 = aten.mse_loss_backward.default(%1, %2, %2, 1) : f16[s0, s1]\n",
     NULL},
    {"input %1 : f32[s0, 1]\ninput %2 : f32[1, s1]\n"
     "%3 = aten.mse_loss_backward.default(%1, %2, %2, 0) : f32[s0, s1]\n",
     NULL},
    /* norms */
    {"input %1 : f32[s0, s1, 64]\ninput %2 : f32[64]\n"
     "%3, %4, %5 = aten.native_layer_norm.default(%1, [64], %2, %2, 1e-05) : "
     "(f32[s0, s1, 64], f32[s0, s1, 1], f32[s0, s1, 1])\n",
     NULL},
    {"input %1 : bf16[s0, 64]\n"
     "%2, %3, %4 = aten.native_layer_norm.default(%1, [64], none, none, "
     "1e-05) : (bf16[s0, 64], f32[s0, 1], f32[s0, 1])\n",
     NULL},
    {"input %1 : f32[s0, s1, 64]\n"
     "%2, %3, %4 = aten.native_layer_norm.default(%1, [32], none, none, "
     "1e-05) : (f32[s0, s1, 64], f32[s0, s1, 1], f32[s0, s1, 1])\n",
     "normalized_shape [32] does not match the input's trailing dims of "
     "[s0, s1, 64]"},
    {"%1, %2, %3 = aten.native_layer_norm.default(%0, [1, 2, 3], none, "
     "none, 1e-05) : (f32[s0, s1], f32[s0, 1], f32[s0, 1])\n",
     "normalized_shape has 3 dims, the input has rank 2"},
    {"input %1 : f32[s0, 64]\ninput %2 : f32[s0, 1]\ninput %3 : f32[64]\n"
     "%4, %5, %6 = aten.native_layer_norm_backward.default(%1, %1, [64], %2, "
     "%2, %3, %3, [true, true, true]) : (f32[s0, 64], f32[64], f32[64])\n",
     NULL},
    {"input %1 : f32[s0, 64]\ninput %2 : f32[s0, 1]\ninput %3 : f32[64]\n"
     "%4, %5, %6 = aten.native_layer_norm_backward.default(%1, %1, [64], %2, "
     "%2, %3, %3, [true, false, true]) : (f32[s0, 64], none, f32[64])\n",
     NULL},
    {"input %1 : f32[s0, 64]\ninput %2 : f32[s0, 1]\n"
     "%3, %4, %5 = aten.native_layer_norm_backward.default(%1, %1, [64], %2, "
     "%2, none, none, [true, true, true]) : (f32[s0, 64], none, none)\n",
     NULL},
    {"input %1 : f32[s0, 64]\ninput %2 : f32[s0, 1]\n"
     "%3, %4, %5 = aten.native_layer_norm_backward.default(%1, %1, [64], %2, "
     "%2, none, none, [true, true, true]) : (f32[s0, 64], f32[64], none)\n",
     "result 1: declared f32[64], the op gives none"},
    {"input %1 : f32[s0, 64]\ninput %2 : f32[s0, 1]\ninput %3 : f32[s0, 32]\n"
     "%4, %5, %6 = aten.native_layer_norm_backward.default(%3, %1, [64], %2, "
     "%2, none, none, [true, false, false]) : (f32[s0, 64], none, none)\n",
     "grad_out and input differ in shape: [s0, 32] vs [s0, 64]"},
    {"input %1 : f32[s0, 3, 5, 5]\ninput %2 : f32[3]\n"
     "%3, %4, %5 = aten.native_batch_norm_backward.default(%1, %1, %2, none, "
     "none, %2, %2, true, 1e-05, [true, true, true]) : (f32[s0, 3, 5, 5], "
     "f32[3], f32[3])\n",
     NULL},
    /* No weight: the f32 saved statistics make it a mixed-type batch
     * norm, whose parameter gradients are f32 (as torch's). */
    {"input %1 : f16[s0, 3]\ninput %2 : f32[3]\n"
     "%3, %4, %5 = aten.native_batch_norm_backward.default(%1, %1, none, "
     "none, none, %2, %2, true, 1e-05, [false, true, true]) : (none, "
     "f32[3], f32[3])\n",
     NULL},
    {"input %1 : f16[s0, 3]\ninput %2 : f32[3]\n"
     "%3, %4, %5 = aten.native_batch_norm_backward.default(%1, %1, %2, "
     "none, none, %2, %2, true, 1e-05, [true, true, false]) : "
     "(f16[s0, 3], f32[3], none)\n",
     NULL},
    {"input %1 : f32[5]\ninput %2 : f32[3]\n"
     "%3, %4, %5 = aten.native_batch_norm_backward.default(%1, %1, %2, none, "
     "none, %2, %2, true, 1e-05, [true, true, true]) : (f32[5], f32[3], "
     "f32[3])\n",
     "input must have rank >= 2, found rank 1"},
};

static void test_nn(void **state) {
  (void)state;
  RUN(nn_cases);
}

#define CONV_IN                                                                \
  "input %1 : f32[s0, 3, 32, 32]\ninput %2 : f32[8, 3, 3, 3]\n"                \
  "input %3 : f32[8]\n"

static const verify_case conv_cases[] = {
    {CONV_IN "%4 = aten.convolution.default(%1, %2, %3, [1, 1], [1, 1], "
             "[1, 1], false, [0, 0], 1) : f32[s0, 8, 32, 32]\n",
     NULL},
    {CONV_IN "%4 = aten.convolution.default(%1, %2, none, [2], [0], [1], "
             "false, [0], 1) : f32[s0, 8, 15, 15]\n",
     NULL},
    {CONV_IN "%4 = aten.convolution.default(%1, %2, none, [1], [0], [2], "
             "false, [0], 1) : f32[s0, 8, 28, 28]\n",
     NULL},
    /* Symbolic spatial dims. */
    {"input %1 : f32[2, 3, s1, s0]\ninput %2 : f32[8, 3, 3, 3]\n"
     "%3 = aten.convolution.default(%1, %2, none, [1, 1], [1, 1], [1, 1], "
     "false, [0, 0], 1) : f32[2, 8, s1, s0]\n",
     NULL},
    {"input %1 : f32[2, 3, s1]\ninput %2 : f32[8, 3, 3]\n"
     "%3 = aten.convolution.default(%1, %2, none, [2], [0], [1], false, [0], "
     "1) : f32[2, 8, (s1 - 3) // 2 + 1]\n",
     NULL},
    {"input %1 : f32[s0, 3, 8, 8]\ninput %2 : f32[6, 1, 3, 3]\n"
     "%3 = aten.convolution.default(%1, %2, none, [1, 1], [0, 0], [1, 1], "
     "false, [0, 0], 3) : f32[s0, 6, 6, 6]\n",
     NULL},
    {"input %1 : f32[s0, 3, 32, 32]\ninput %2 : f32[3, 4, 3, 3]\n"
     "%3 = aten.convolution.default(%1, %2, none, [2, 2], [1, 1], [1, 1], "
     "true, [1, 1], 1) : f32[s0, 4, 64, 64]\n",
     NULL},
    {"input %1 : f32[s0, 3, 32, 32]\ninput %2 : f32[8, 4, 3, 3]\n"
     "%3 = aten.convolution.default(%1, %2, none, [1, 1], [1, 1], [1, 1], "
     "false, [0, 0], 1) : f32[s0, 8, 32, 32]\n",
     "input has 3 channels, the weight expects 4"},
    {"input %1 : f32[s0, 3, 32, 32]\ninput %2 : f32[8, 3, 3]\n"
     "%3 = aten.convolution.default(%1, %2, none, [1, 1], [1, 1], [1, 1], "
     "false, [0, 0], 1) : f32[s0, 8, 32, 32]\n",
     "input (rank 4) and weight (rank 3) must have the same rank >= 3"},
    {CONV_IN "%4 = aten.convolution.default(%1, %2, none, [1, 1, 1], [1], "
             "[1], false, [0], 1) : f32[s0, 8, 32, 32]\n",
     "argument `stride`: expected 2 entries, found 3"},
    {"input %1 : f32[s0, 3, 32, 32]\ninput %2 : f64[8, 3, 3, 3]\n"
     "%3 = aten.convolution.default(%1, %2, none, [1], [1], [1], false, [0], "
     "1) : f32[s0, 8, 32, 32]\n",
     "dtypes differ: input f32, weight f64"},
    {CONV_IN "input %4 : f32[s0, 8, 32, 32]\n"
             "%5, %6, %7 = aten.convolution_backward.default(%4, %1, %2, [8], "
             "[1, 1], [1, 1], [1, 1], false, [0, 0], 1, [true, true, true]) : "
             "(f32[s0, 3, 32, 32], f32[8, 3, 3, 3], f32[8])\n",
     NULL},
    {CONV_IN "input %4 : f32[s0, 8, 32, 32]\n"
             "%5, %6, %7 = aten.convolution_backward.default(%4, %1, %2, none, "
             "[1, 1], [1, 1], [1, 1], false, [0, 0], 1, [false, true, true]) : "
             "(none, f32[8, 3, 3, 3], f32[8])\n",
     NULL},
    {CONV_IN "input %4 : f32[s0, 8, 32, 32]\n"
             "%5, %6, %7 = aten.convolution_backward.default(%4, %1, %2, [8], "
             "[1, 1], [1, 1], [1, 1], false, [0, 0], 1, [true, false, false]) "
             ": (f32[s0, 3, 32, 32], none, none)\n",
     NULL},
    {CONV_IN "input %4 : f32[s0, 8, 30, 30]\n"
             "%5, %6, %7 = aten.convolution_backward.default(%4, %1, %2, [8], "
             "[1, 1], [1, 1], [1, 1], false, [0, 0], 1, [true, true, true]) : "
             "(f32[s0, 3, 32, 32], f32[8, 3, 3, 3], f32[8])\n",
     "grad_output has shape [s0, 8, 30, 30], the convolution gives "
     "[s0, 8, 32, 32]"},
    {CONV_IN "input %4 : f32[s0, 8, 32, 32]\n"
             "%5, %6, %7 = aten.convolution_backward.default(%4, %1, %2, [8, "
             "1], [1, 1], [1, 1], [1, 1], false, [0, 0], 1, [true, true, "
             "true]) : (f32[s0, 3, 32, 32], f32[8, 3, 3, 3], f32[8])\n",
     "argument `bias_sizes`: expected 1 entry, found 2"},
};

static void test_conv(void **state) {
  (void)state;
  RUN(conv_cases);
}

#define POOL_IN "input %1 : f32[s0, 3, 8, 8]\n"

static const verify_case pool_cases[] = {
    {POOL_IN "%2, %3 = aten.max_pool2d_with_indices.default(%1, [2, 2], "
             "[2, 2]) : (f32[s0, 3, 4, 4], i64[s0, 3, 4, 4])\n",
     NULL},
    {POOL_IN "%2, %3 = aten.max_pool2d_with_indices.default(%1, [2, 2]) : "
             "(f32[s0, 3, 4, 4], i64[s0, 3, 4, 4])\n",
     NULL},
    {POOL_IN "%2, %3 = aten.max_pool2d_with_indices.default(%1, [3, 3], "
             "[2, 2], [1, 1]) : (f32[s0, 3, 4, 4], i64[s0, 3, 4, 4])\n",
     NULL},
    {"input %1 : f32[1, 1, 7, 7]\n"
     "%2, %3 = aten.max_pool2d_with_indices.default(%1, [3, 3], [2, 2], "
     "[0, 0], [1, 1], true) : (f32[1, 1, 3, 3], i64[1, 1, 3, 3])\n",
     NULL},
    {"input %1 : f32[1, 1, 6, 6]\n"
     "%2, %3 = aten.max_pool2d_with_indices.default(%1, [3, 3], [2, 2], "
     "[1, 1], [1, 1], true) : (f32[1, 1, 4, 4], i64[1, 1, 4, 4])\n",
     NULL},
    /* The last window would start in the right padding: dropped. */
    {"input %1 : f32[1, 1, 5, 5]\n"
     "%2, %3 = aten.max_pool2d_with_indices.default(%1, [2, 2], [2, 2], "
     "[1, 1], [1, 1], true) : (f32[1, 1, 3, 3], i64[1, 1, 3, 3])\n",
     NULL},
    {POOL_IN "%2, %3 = aten.max_pool2d_with_indices.default(%1, [2, 2, 2]) : "
             "(f32[s0, 3, 4, 4], i64[s0, 3, 4, 4])\n",
     "argument `kernel_size`: expected 1 or 2 entries, found 3"},
    {"input %1 : f32[3, s0, s1]\n"
     "%2, %3 = aten.max_pool2d_with_indices.default(%1, [2, 2], [2, 2]) : "
     "(f32[3, s0 // 2, s1 // 2], i64[3, s0 // 2, s1 // 2])\n",
     NULL},
    /* ceil_mode with a symbolic size: the declared types are trusted. */
    {"input %1 : f32[3, s0, s1]\n"
     "%2, %3 = aten.max_pool2d_with_indices.default(%1, [2, 2], [2, 2], "
     "[0, 0], [1, 1], true) : (f32[3, 9, 9], i64[3, 9, 9])\n",
     NULL},
    {POOL_IN "%2, %3 = aten.max_pool2d_with_indices.default(%1, [2, 2], "
             "[2, 2], [2, 2]) : (f32[s0, 3, 6, 6], i64[s0, 3, 6, 6])\n",
     "argument `padding` must be constants between 0 and kernel_size / 2"},
    {POOL_IN "%2, %3 = aten.max_pool2d_with_indices.default(%1, [s2, 2]) : "
             "(f32[s0, 3, 4, 4], i64[s0, 3, 4, 4])\n",
     "argument `kernel_size` must be positive constants"},
    {"%1, %2 = aten.max_pool2d_with_indices.default(%0, [2, 2]) : "
     "(f32[s0, s1], i64[s0, s1])\n",
     "self must have rank 3 or 4, found rank 2"},
    {POOL_IN "input %2 : f32[s0, 3, 4, 4]\ninput %3 : i64[s0, 3, 4, 4]\n"
             "%4 = aten.max_pool2d_with_indices_backward.default(%2, %1, "
             "[2, 2], [2, 2], [0, 0], [1, 1], false, %3) : f32[s0, 3, 8, 8]\n",
     NULL},
    {POOL_IN "input %2 : f32[s0, 3, 3, 3]\ninput %3 : i64[s0, 3, 4, 4]\n"
             "%4 = aten.max_pool2d_with_indices_backward.default(%2, %1, "
             "[2, 2], [2, 2], [0, 0], [1, 1], false, %3) : f32[s0, 3, 8, 8]\n",
     "grad_output has shape [s0, 3, 3, 3], the pooling gives "
     "[s0, 3, 4, 4]"},
    {POOL_IN "input %2 : f32[s0, 3, 4, 4]\n"
             "%3 = aten.avg_pool2d_backward.default(%2, %1, [2, 2], [2, 2], "
             "[0, 0], false, true, none) : f32[s0, 3, 8, 8]\n",
     NULL},
};

static void test_pool(void **state) {
  (void)state;
  RUN(pool_cases);
}

static const verify_case misc_cases[] = {
    /* embedding */
    {"input %1 : f32[100, 16]\ninput %2 : i64[s0, s1]\n"
     "%3 = aten.embedding.default(%1, %2) : f32[s0, s1, 16]\n",
     NULL},
    {"input %1 : f32[100, 16]\n"
     "%2 = aten.embedding.default(%1, %0) : f32[s0, s1, 16]\n",
     "indices must be i64 or i32, found f32"},
    {"input %1 : f32[100]\ninput %2 : i64[s0]\n"
     "%3 = aten.embedding.default(%1, %2) : f32[s0, 16]\n",
     "weight must have rank 2, found rank 1"},
    {"input %1 : f32[s0, s1, 16]\ninput %2 : i64[s0, s1]\n"
     "%3 = aten.embedding_dense_backward.default(%1, %2, 100, -1, false) : "
     "f32[100, 16]\n",
     NULL},
    {"input %1 : f32[s0, 16]\ninput %2 : i64[s0, s1]\n"
     "%3 = aten.embedding_dense_backward.default(%1, %2, 100, -1, false) : "
     "f32[100, 16]\n",
     "grad_output has rank 2, expected 3 (indices rank + 1)"},
    /* attention */
    {"input %1 : f32[s0, 4, s1, 16]\ninput %2 : f32[s0, 4, 7, 16]\n"
     "%3, %4 = aten._scaled_dot_product_flash_attention_for_cpu.default(%1, "
     "%2, %2) : (f32[s0, 4, s1, 16], f32[s0, 4, s1])\n",
     NULL},
    {"input %1 : f32[s0, 4, s1, 16]\ninput %2 : f32[s0, 4, 7, 16]\n"
     "input %3 : f32[s0, 4, s1]\n"
     "%4, %5, %6 = aten._scaled_dot_product_flash_attention_for_cpu_backward"
     ".default(%1, %1, %2, %2, %1, %3, 0.0, false, scale=0.25) : "
     "(f32[s0, 4, s1, 16], f32[s0, 4, 7, 16], f32[s0, 4, 7, 16])\n",
     NULL},
    {"input %1 : f32[s0, 4, s1, 16]\ninput %2 : f32[s0, 4, 7, 8]\n"
     "%3, %4 = aten._scaled_dot_product_flash_attention_for_cpu.default(%1, "
     "%2, %2) : (f32[s0, 4, s1, 16], f32[s0, 4, s1])\n",
     "query and key embedding dims differ: 16 vs 8"},
    {"input %1 : f32[s0, 4, s1, 16]\ninput %2 : f32[s0, 4, 7, 16]\n"
     "input %3 : f32[s0, 4, 5, 16]\n"
     "%4, %5 = aten._scaled_dot_product_flash_attention_for_cpu.default(%1, "
     "%2, %3) : (f32[s0, 4, s1, 16], f32[s0, 4, s1])\n",
     "key and value sequence lengths differ: 7 vs 5"},
    {"input %1 : f32[s0, 4, s1, 16]\ninput %2 : f32[s0, 7, 16]\n"
     "%3, %4 = aten._scaled_dot_product_flash_attention_for_cpu.default(%1, "
     "%2, %2) : (f32[s0, 4, s1, 16], f32[s0, 4, s1])\n",
     "key must have rank 4, found rank 3"},
    {"input %1 : f32[s0, 4, s1, 16]\ninput %2 : f64[s0, 4, 7, 16]\n"
     "%3, %4 = aten._scaled_dot_product_flash_attention_for_cpu.default(%1, "
     "%2, %2) : (f32[s0, 4, s1, 16], f32[s0, 4, s1])\n",
     "key is f64, query is f32"},
    {"input %1 : f32[s0, 4, s1, 16]\ninput %2 : f32[2, 4, 7, 16]\n"
     "%3, %4 = aten._scaled_dot_product_flash_attention_for_cpu.default(%1, "
     "%2, %2) : (f32[s0, 4, s1, 16], f32[s0, 4, s1])\n",
     "batch dims differ: 2 vs s0"},
    /* concat */
    {"input %1 : f32[s0, 4]\n"
     "%2 = aten.cat.default([%0, %1], 1) : f32[s0, s1 + 4]\n",
     NULL},
    {"input %1 : f32[0]\ninput %2 : f16[s0, s1]\n"
     "%3 = aten.cat.default([%1, %0, %2]) : f32[2 * s0, s1]\n",
     NULL},
    {"input %1 : f32[0]\n%2 = aten.cat.default([%1]) : f32[0]\n", NULL},
    {"input %1 : f32[s0, 4]\n"
     "%2 = aten.cat.default([%0, %1], 0) : f32[2 * s0, s1]\n",
     "tensor 1 has 4 at dim 1, tensor 0 has s1"},
    {"input %1 : f32[s0]\n%2 = aten.cat.default([%0, %1]) : f32[s0, s1]\n",
     "tensor 1 has rank 1, tensor 0 has rank 2"},
    {"input %1 : f32[]\n%2 = aten.cat.default([%1]) : f32[]\n",
     "cat of a 0-d tensor"},
    {"%1 = aten.cat.default([]) : f32[]\n", "argument `tensors` is empty"},
    {"%1 = aten.stack.default([%0, %0], 1) : f32[s0, 2, s1]\n", NULL},
    {"%1 = aten.stack.default([%0, %0, %0], -1) : f32[s0, s1, 3]\n", NULL},
    {"input %1 : f32[s0, 4]\n%2 = aten.stack.default([%0, %1]) : "
     "f32[2, s0, s1]\n",
     "tensor 1 has 4 at dim 1, tensor 0 has s1"},
    {"input %1 : f32[s0]\n%2 = aten.stack.default([%0, %1]) : "
     "f32[2, s0, s1]\n",
     "tensor 1 has rank 1, tensor 0 has rank 2"},
    /* factories */
    {"%1 = aten.zeros.default([s0, 4]) : f32[s0, 4]\n", NULL},
    {"%1 = aten.zeros.default([2], dtype=i64, layout=strided, device=cpu, "
     "pin_memory=false) : i64[2]\n",
     NULL},
    {"%1 = aten.zeros.default([-1]) : f32[1]\n",
     "argument `size`: negative dim -1"},
    {"%1 = aten.ones.default([s2]) : f32[s2]\n", NULL},
    {"%1 = aten.empty.memory_format([s0], dtype=f16, "
     "memory_format=contiguous_format) : f16[s0]\n",
     NULL},
    {"%1 = aten.full.default([2], 3) : i64[2]\n", NULL},
    {"%1 = aten.full.default([2], 2.5) : f32[2]\n", NULL},
    {"%1 = aten.full.default([2], true) : bool[2]\n", NULL},
    {"%1 = aten.full.default([2], 1, dtype=f64) : f64[2]\n", NULL},
    {"%1 = aten.zeros_like.default(%0) : f32[s0, s1]\n", NULL},
    {"%1 = aten.zeros_like.default(%0, dtype=i32) : i32[s0, s1]\n", NULL},
    {"%1 = aten.ones_like.default(%0) : f32[s0, s1]\n", NULL},
    {"%1 = aten.empty_like.default(%0) : f32[s0, s1]\n", NULL},
    {"%1 = aten.full_like.default(%0, 1.5) : f32[s0, s1]\n", NULL},
    {"input %1 : i64[2]\n%2 = aten.new_zeros.default(%1, [3]) : i64[3]\n",
     NULL},
    {"%1 = aten.new_ones.default(%0, [3], dtype=bool) : bool[3]\n", NULL},
    {"%1 = aten.new_empty.default(%0, [s1, s0]) : f32[s1, s0]\n", NULL},
    {"%1 = aten.new_full.default(%0, [2], 7) : f32[2]\n", NULL},
    {"%1 = aten.scalar_tensor.default(2.0) : f32[]\n", NULL},
    {"%1 = aten.scalar_tensor.default(2, dtype=i64) : i64[]\n", NULL},
};

static void test_misc_families(void **state) {
  (void)state;
  RUN(misc_cases);
}

/* ---- sym ops: their values ----------------------------------------------
 */

static const char *sym_of(const cajit_graph *g, int32_t id) {
  static char buf[128];
  if (!g->values[id].sym) return "(none)";
  cajit_expr_print(g->exprs, g->values[id].sym, buf, sizeof buf);
  return buf;
}

static void test_sym_values(void **state) {
  (void)state;
  cajit_graph *g = parse_body("input %1 : f32[s0, s1]{1, s0}\n"
                              "%2 = aten.sym_size.int(%0, 1) : int\n"
                              "%3 = aten.sym_size.int(%0, -2) : int\n"
                              "%4 = aten.sym_numel.default(%0) : int\n"
                              "%5 = aten.sym_stride.int(%0, 0) : int\n"
                              "%6 = aten.sym_stride.int(%1, 1) : int\n"
                              "%7 = aten.sym_storage_offset.default(%0) : "
                              "int\n"
                              "%8 = aten.view.default(%0, [%4]) : "
                              "f32[s0 * s1]\n"
                              "%9 = aten.sym_size.int(%8, 0) : int\n");
  ASSERT_OK(cajit_graph_verify(g));
  assert_string_equal(sym_of(g, 2), "s1");
  assert_string_equal(sym_of(g, 3), "s0");
  assert_ptr_equal(g->values[4].sym, cajit_expr_mul(g->exprs, g->values[3].sym,
                                                    g->values[2].sym));
  assert_string_equal(sym_of(g, 5), "s1");
  assert_string_equal(sym_of(g, 6), "s0");
  assert_string_equal(sym_of(g, 7), "(none)");
  assert_ptr_equal(g->values[9].sym, g->values[4].sym);
  cajit_graph_destroy(g);
  VERR("%1 = aten.sym_size.int(%0, 2) : int\n",
       "argument `dim`: dim 2 out of range for a tensor of rank 2");
  VERR("input %1 : f32[]\n%2 = aten.sym_size.int(%1, 0) : int\n",
       "sym_size of a 0-d tensor");
  VERR("input %1 : f32[]\n%2 = aten.sym_stride.int(%1, 0) : int\n",
       "sym_stride of a 0-d tensor");
}

/* ---- host ops -----------------------------------------------------------
 */

static const verify_case host_cases[] = {
    {"%1 = host.tensor_pre_hook(%0, hook=1) : f32[s0, s1]\n", NULL},
    {"%1 = host.tensor_pre_hook(%0, hook=2) : f32[s0, s1]\n",
     "argument `hook`: hook 2 out of range (hooks 2)"},
    {"%1 = host.tensor_pre_hook(%0, hook=s2) : f32[s0, s1]\n",
     "argument `hook` must be a constant index"},
    {"%1, %2 = host.tensor_pre_hook(%0, hook=0) : (f32[s0, s1], none)\n",
     "2 results declared, a tensor hook gives 1"},
    {"%1 = host.tensor_pre_hook(%0, 0) : f32[s0, s1]\n",
     "too many positional arguments: 2 given, takes at most 1 (`hook` is "
     "keyword-only)"},
    {"%1, %2 = host.pre_hook([%0, none], hook=0) : (f32[s0, s1], none)\n",
     NULL},
    {"%1 = host.pre_hook([%0, none], hook=0) : f32[s0, s1]\n",
     "1 result declared, the list of grads gives 2"},
    {"%1 = host.post_hook([%0], [%0, %0], hook=1) : f32[2]\n", NULL},
    {"%1, %2 = host.post_hook([%0], [%0, %0], hook=1) : (f32[2], none)\n",
     "2 results declared, the list of grad_inputs gives 1"},
    {"host.post_acc_grad_hook(%0, hook=0)\n", NULL},
    {"%1 = aten.clone.default(%0) : f32[s0, s1]\n"
     "host.post_acc_grad_hook(%1, hook=0)\n",
     "argument `param`: %1 is not a graph input"},
    {"%1, %2 = host.backward([%0, 3, none], [%0], ctx=1) : (f64[9], none)\n",
     NULL},
    {"host.backward([], [], ctx=1)\n", NULL},
    {"%1 = host.backward([%0], [%0], ctx=5) : f32[s0, s1]\n",
     "argument `ctx`: hook 5 out of range (hooks 2)"},
    {"host.accumulate_grad(%0, %0, has_post_hooks=false)\n", NULL},
    {"%1 = aten.clone.default(%0) : f32[s0, s1]\n"
     "host.accumulate_grad(%1, %0, has_post_hooks=true)\n",
     "argument `param`: %1 is not a graph input"},
    {"host.accumulate_grad(%0, %0)\n",
     "missing argument `has_post_hooks` (keyword-only)"},
    {"%1 = host.accumulate_grad(%0, %0, has_post_hooks=false) : none\n",
     "1 result declared, accumulate_grad gives 0"},
    {"host.final_callbacks()\n", NULL},
};

static void test_host_ops(void **state) {
  (void)state;
  RUN(host_cases);
}

/* ---- out of memory ------------------------------------------------------
 */

static void oom_loop(const char *path) {
  for (long n = 0;; n++) {
    cajit_graph *g;
    ASSERT_OK(cajit_graph_parse_file(path, &g));
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_graph_verify(g);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    cajit_graph_destroy(g);
    if (!s) {
      assert_int_equal(injected, 0);
      break;
    }
    if (cajit_status_code_of(s) != CAJIT_OUT_OF_MEMORY)
      fail_msg("%s with allocation %ld failing: %s", path, n,
               cajit_status_message(s));
    cajit_status_free(s);
    assert_true(n < 100000);
  }
}

static void test_out_of_memory(void **state) {
  (void)state;
  oom_loop(CAJIT_SOURCE_DIR "/examples/layernorm_gelu.cag");
  oom_loop(CAJIT_SOURCE_DIR "/tests/golden/spec_example.cag");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_examples_verify),
      cmocka_unit_test(test_signature_errors),
      cmocka_unit_test(test_ssa_errors),
      cmocka_unit_test(test_node_messages),
      cmocka_unit_test(test_result_comparison),
      cmocka_unit_test(test_views),
      cmocka_unit_test(test_pointwise),
      cmocka_unit_test(test_promote_table),
      cmocka_unit_test(test_result_type_table),
      cmocka_unit_test(test_broadcast_table),
      cmocka_unit_test(test_reductions),
      cmocka_unit_test(test_gemm),
      cmocka_unit_test(test_nn),
      cmocka_unit_test(test_conv),
      cmocka_unit_test(test_pool),
      cmocka_unit_test(test_misc_families),
      cmocka_unit_test(test_sym_values),
      cmocka_unit_test(test_host_ops),
      cmocka_unit_test(test_out_of_memory),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
