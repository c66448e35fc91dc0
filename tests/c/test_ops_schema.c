/* Tests of the op registry, the schema parser and the argument binder:
 * table order and lookup, every registered schema parsed and consistent
 * with its op name (and, when python3 with torch is available, equal to
 * torch 2.13's text), each schema parser error, each binder error, and the
 * accessors with schema defaults. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <cmocka.h>

#include "cajit/graph.h"
#include "cajit/host.h"
#include "ops/families.h"
#include "ops/registry.h"
#include "support/alloc.h"
#include "test_status.h"

/* ---- registry tables ----------------------------------------------------
 */

static int compare_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void test_tables_sorted_and_unique(void **state) {
  (void)state;
  int32_t n = cajit_op_count();
  assert_true(n > 100);
  const char **names = calloc((size_t)n, sizeof *names);
  assert_non_null(names);
  int32_t total = 0;
#define CHECK_FAMILY(f)                                                        \
  for (int32_t i = 0; i < cajit_ops_##f##_count; i++) {                        \
    const cajit_op_def *d = &cajit_ops_##f[i];                                 \
    if (strcmp(d->family, #f) != 0)                                            \
      fail_msg("%s is in table %s but says family %s", d->name, #f,            \
               d->family);                                                     \
    if (i > 0 && strcmp(cajit_ops_##f[i - 1].name, d->name) >= 0)              \
      fail_msg("table %s is not sorted at %s", #f, d->name);                   \
    names[total++] = d->name;                                                  \
  }
  CAJIT_OP_FAMILIES(CHECK_FAMILY)
#undef CHECK_FAMILY
  assert_int_equal(total, n);
  qsort(names, (size_t)n, sizeof *names, compare_names);
  for (int32_t i = 1; i < n; i++)
    if (strcmp(names[i - 1], names[i]) == 0)
      fail_msg("op %s is registered twice", names[i]);
  free(names);
}

static void test_iteration(void **state) {
  (void)state;
  int32_t n = cajit_op_count();
  for (int32_t i = 0; i < n; i++) {
    const cajit_op_def *d = cajit_op_at(i);
    assert_non_null(d);
    assert_ptr_equal(cajit_op_lookup(cajit_sv_from_cstr(d->name)), d);
  }
  assert_null(cajit_op_at(n));
  assert_null(cajit_op_at(-1));
}

static void test_lookup(void **state) {
  (void)state;
  /* Names are string views: not NUL-terminated. */
  const char *text = "aten.mm.defaultXYZ";
  const cajit_op_def *mm = cajit_op_lookup((cajit_sv){text, 15});
  assert_non_null(mm);
  assert_string_equal(mm->name, "aten.mm.default");
  assert_string_equal(mm->family, "gemm");
  assert_null(cajit_op_lookup((cajit_sv){text, 14}));
  assert_null(cajit_op_lookup((cajit_sv){text, 16}));
  assert_null(cajit_op_lookup(CAJIT_SV("aten.mm")));
  assert_null(cajit_op_lookup(CAJIT_SV("aten.nonexistent.default")));
  assert_null(cajit_op_lookup((cajit_sv){NULL, 0}));
  assert_null(cajit_op_lookup(CAJIT_SV("")));
  const cajit_op_def *acc = cajit_op_lookup(CAJIT_SV("host.accumulate_grad"));
  assert_non_null(acc);
  assert_true(acc->flags & CAJIT_OP_IMPURE);
  assert_true(cajit_op_lookup(CAJIT_SV("aten.t.default"))->flags &
              CAJIT_OP_VIEW);
  assert_true(cajit_op_lookup(CAJIT_SV("aten.sym_size.int"))->flags &
              CAJIT_OP_SYM);
  /* First and last entries of the first and last families. */
  assert_non_null(cajit_op_lookup(cajit_sv_from_cstr(cajit_ops_views[0].name)));
  assert_non_null(cajit_op_lookup(
      cajit_sv_from_cstr(cajit_ops_host[cajit_ops_host_count - 1].name)));
}

/* Every op named <ns>.<name>.<overload> has schema <ns>::<name>[.<overload>]
 * (no overload for "default"), and a shape rule. */
static void test_every_schema_parses(void **state) {
  (void)state;
  int32_t n = cajit_op_count();
  for (int32_t i = 0; i < n; i++) {
    const cajit_op_def *d = cajit_op_at(i);
    const cajit_op_schema *s;
    cajit_status st = cajit_op_schema_of(d, &s);
    if (st) fail_msg("%s: %s", d->name, cajit_status_message(st));
    char want[256];
    const char *dot1 = strchr(d->name, '.');
    assert_non_null(dot1);
    const char *dot2 = strchr(dot1 + 1, '.');
    int ns_len = (int)(dot1 - d->name);
    if (dot2) {
      int name_len = (int)(dot2 - dot1 - 1);
      snprintf(want, sizeof want, "%.*s::%.*s", ns_len, d->name, name_len,
               dot1 + 1);
    } else {
      snprintf(want, sizeof want, "%.*s::%s", ns_len, d->name, dot1 + 1);
    }
    if (!cajit_sv_eq_cstr(s->name, want))
      fail_msg("%s: schema name %.*s, expected %s", d->name, (int)s->name.len,
               s->name.data, want);
    const char *overload = dot2 ? dot2 + 1 : "";
    if (strcmp(overload, "default") == 0) overload = "";
    if (!cajit_sv_eq_cstr(s->overload, overload))
      fail_msg("%s: schema overload %.*s, expected %s", d->name,
               (int)s->overload.len, s->overload.data, overload);
    if (!d->infer) fail_msg("%s has no shape rule", d->name);
    /* Parsed once: the same pointer every time. */
    const cajit_op_schema *again;
    ASSERT_OK(cajit_op_schema_of(d, &again));
    assert_ptr_equal(s, again);
  }
}

static void test_schema_of_errors(void **state) {
  (void)state;
  cajit_op_def fake = {
      "aten.fake.default", "aten::fake() -> Tensor", "views", 0, NULL, NULL};
  const cajit_op_schema *s;
  expect_error(cajit_op_schema_of(&fake, &s), CAJIT_INTERNAL,
               "op aten.fake.default is not a registry entry");
  expect_error(cajit_op_schema_of(NULL, &s), CAJIT_INTERNAL,
               "op (null) is not a registry entry");
}

/* ---- the schema parser --------------------------------------------------
 */

typedef struct parsed {
  cajit_schema_param params[CAJIT_SCHEMA_MAX_PARAMS];
  cajit_schema_param returns[CAJIT_SCHEMA_MAX_RETURNS];
  cajit_op_schema s;
} parsed;

static cajit_status parse(const char *text, parsed *p) {
  return cajit_schema_parse(cajit_sv_from_cstr(text), p->params,
                            CAJIT_SCHEMA_MAX_PARAMS, p->returns,
                            CAJIT_SCHEMA_MAX_RETURNS, &p->s);
}

static void assert_sv(cajit_sv sv, const char *want) {
  if (!cajit_sv_eq_cstr(sv, want))
    fail_msg("got '%.*s', expected '%s'", (int)sv.len, sv.data ? sv.data : "",
             want);
}

static void test_schema_fields(void **state) {
  (void)state;
  parsed p;
  ASSERT_OK(parse("aten::sum.dim_IntList(Tensor self, int[1]? dim, bool "
                  "keepdim=False, *, ScalarType? dtype=None) -> Tensor",
                  &p));
  assert_sv(p.s.name, "aten::sum");
  assert_sv(p.s.overload, "dim_IntList");
  assert_int_equal(p.s.param_count, 4);
  assert_int_equal(p.s.params[0].type, CAJIT_SCHEMA_TENSOR);
  assert_sv(p.s.params[0].name, "self");
  assert_false(p.s.params[0].optional);
  const cajit_schema_param *dim = &p.s.params[1];
  assert_int_equal(dim->type, CAJIT_SCHEMA_INT);
  assert_true(dim->is_list);
  assert_int_equal(dim->list_size, 1);
  assert_true(dim->optional);
  assert_false(dim->item_optional);
  assert_false(dim->has_default);
  assert_true(p.s.params[2].has_default);
  assert_sv(p.s.params[2].default_text, "False");
  assert_false(p.s.params[2].kwarg_only);
  assert_true(p.s.params[3].kwarg_only);
  assert_int_equal(p.s.params[3].type, CAJIT_SCHEMA_SCALAR_TYPE);
  assert_sv(p.s.params[3].default_text, "None");
  assert_int_equal(p.s.return_count, 1);
  assert_false(p.s.returns_list);

  ASSERT_OK(
      parse("aten::split.Tensor(Tensor(a -> *) self, SymInt split_size, int "
            "dim=0) -> Tensor(a)[]",
            &p));
  assert_sv(p.s.params[0].alias, "a -> *");
  assert_true(p.s.params[1].is_symint);
  assert_true(p.s.returns_list);
  assert_sv(p.s.returns[0].alias, "a");

  ASSERT_OK(
      parse("host::pre_hook(Tensor?[] grads, *, int hook) -> Tensor?[]", &p));
  assert_true(p.s.params[0].is_list);
  assert_true(p.s.params[0].item_optional);
  assert_false(p.s.params[0].optional);
  assert_true(p.s.returns_list);

  ASSERT_OK(
      parse("aten::f(str approximate=\"none\", float eps=0., int[2] "
            "padding=0, int[] s=[0, 1], bool[3] mask) -> (Tensor a, Tensor b)",
            &p));
  assert_sv(p.s.params[0].default_text, "\"none\"");
  assert_sv(p.s.params[1].default_text, "0.");
  assert_int_equal(p.s.params[2].list_size, 2);
  assert_sv(p.s.params[3].default_text, "[0, 1]");
  assert_int_equal(p.s.params[4].type, CAJIT_SCHEMA_BOOL);
  assert_int_equal(p.s.params[4].list_size, 3);
  assert_int_equal(p.s.return_count, 2);
  assert_sv(p.s.returns[1].name, "b");

  ASSERT_OK(parse("host::final_callbacks() -> ()", &p));
  assert_int_equal(p.s.param_count, 0);
  assert_int_equal(p.s.return_count, 0);
  ASSERT_OK(parse("aten::g(Tensor(a!) self, Scalar s, Layout? l, Device d, "
                  "MemoryFormat m, Any x) -> SymInt",
                  &p));
  assert_sv(p.s.params[0].alias, "a!");
  assert_int_equal(p.s.params[5].type, CAJIT_SCHEMA_ANY);
  assert_int_equal(p.s.returns[0].type, CAJIT_SCHEMA_INT);
  assert_sv(p.s.overload, "");
}

static void test_schema_errors(void **state) {
  (void)state;
  parsed p;
  const struct {
    const char *text, *error;
  } cases[] = {
      {"", "column 1: expected an op name"},
      {"aten::(Tensor a) -> Tensor", "expected an op name after `::`"},
      {"aten::f.(Tensor a) -> Tensor", "expected an overload name"},
      {"aten::f Tensor a) -> Tensor", "column 9: expected `(`"},
      {"aten::f(Tensor a) Tensor", "expected `->`"},
      {"aten::f(Tensr a) -> Tensor", "column 9: expected a known type"},
      {"aten::f(Tensor) -> Tensor", "expected a parameter name"},
      {"aten::f(Tensor a, Tensor a) -> Tensor",
       "column 26: expected a parameter name not used before"},
      {"aten::f(Tensor a b) -> Tensor", "expected `,` or `)`"},
      {"aten::f(*, *, Tensor a) -> Tensor", "expected one `*`"},
      {"aten::f(Tensor?? a) -> Tensor", "expected one `?`"},
      {"aten::f(int[2][3] a) -> Tensor", "expected one list suffix"},
      {"aten::f(int[99] a) -> Tensor", "expected a list size up to 64"},
      {"aten::f(int[2 a) -> Tensor", "expected `]`"},
      {"aten::f(Tensor(a, b) self) -> Tensor",
       "expected `)` closing the alias annotation"},
      {"aten::f(Tensor(a", "expected `)` closing the alias annotation"},
      {"aten::f(int a=) -> Tensor", "expected a default value"},
      {"aten::f(str a='x) -> Tensor", "expected a closing quote"},
      {"aten::f(Tensor a) -> Tensor x y", "expected the end of the schema"},
      {"aten::f(Tensor a) -> (Tensor, Tensor", "expected `,` or `)`"},
      {"aten::f(Tensor a) -> (Tensor[], Tensor)",
       "expected a list return only on its own"},
      {"aten::f(Tensor a) -> Foo", "expected a known type"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    cajit_status s = parse(cases[i].text, &p);
    if (!s) fail_msg("'%s' parsed", cases[i].text);
    if (!strstr(cajit_status_message(s), cases[i].error))
      fail_msg("'%s': got '%s', expected '%s'", cases[i].text,
               cajit_status_message(s), cases[i].error);
    assert_int_equal(cajit_status_code_of(s), CAJIT_INVALID_ARGUMENT);
    cajit_status_free(s);
  }
  /* Capacity limits. */
  cajit_schema_param one[1], ret[1];
  cajit_op_schema s;
  expect_error(cajit_schema_parse(CAJIT_SV("aten::f(int a, int b) -> ()"), one,
                                  1, ret, 1, &s),
               CAJIT_INVALID_ARGUMENT, "expected fewer parameters");
  expect_error(
      cajit_schema_parse(CAJIT_SV("aten::f(int a) -> (Tensor, Tensor)"), one, 1,
                         ret, 1, &s),
      CAJIT_INVALID_ARGUMENT, "expected fewer returns");
}

/* The registered aten schemas equal torch's (python3 + torch 2.13). */
static void test_schemas_match_torch(void **state) {
  (void)state;
  char path[] = "/tmp/cajit_schemasXXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  FILE *f = fdopen(fd, "w");
  assert_non_null(f);
  for (int32_t i = 0; i < cajit_op_count(); i++) {
    const cajit_op_def *d = cajit_op_at(i);
    if (strncmp(d->name, "aten.", 5) == 0)
      fprintf(f, "%s\t%s\n", d->name, d->schema);
  }
  fclose(f);
  char cmd[512];
  snprintf(cmd, sizeof cmd,
           "python3 -c \"import sys\n"
           "try:\n"
           "    import torch\n"
           "except ImportError:\n"
           "    sys.exit(77)\n"
           "bad = 0\n"
           "for line in open('%s'):\n"
           "    name, schema = line.rstrip('\\n').split('\\t')\n"
           "    _, op, ov = name.split('.')\n"
           "    got = str(getattr(getattr(torch.ops.aten, op), ov)._schema)\n"
           "    if got != schema:\n"
           "        bad += 1; print(name, 'torch:', got)\n"
           "sys.exit(1 if bad else 0)\"",
           path);
  int rc = system(cmd);
  remove(path);
  if (rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 77) {
    print_message("python3 with torch not available: skipped\n");
    skip();
  }
  assert_int_equal(rc, 0);
}

/* ---- the binder ---------------------------------------------------------
 */

#define HDR                                                                    \
  "cag 1\nsizes 0\nscalars int\nhooks 1\npacked_data 0\n"                      \
  "sym s0 = input 0 dim 0\nsym s1 = scalars 0\n"                               \
  "input %0 : f32[s0, 8]\ninput %1 : f32[8, 4]\ninput %2 : i64[s0]\n"

static cajit_graph *parse_graph(const char *body) {
  char text[4096];
  snprintf(text, sizeof text, "%s%sreturn ()\n", HDR, body);
  cajit_graph *g = NULL;
  cajit_status s = cajit_graph_parse(cajit_sv_from_cstr(text), "t.cag", &g);
  if (s) fail_msg("parse: %s", cajit_status_message(s));
  return g;
}

/* Binds the only node of body; returns the status. */
static cajit_status bind_one(const char *body) {
  cajit_graph *g = parse_graph(body);
  cajit_bound_args b;
  assert_int_equal(g->node_count, 1);
  assert_non_null(g->nodes[0].def);
  cajit_status s = cajit_op_bind(g->nodes[0].def, g, &g->nodes[0], &b);
  cajit_graph_destroy(g);
  return s;
}

#define BIND_ERROR(body, part)                                                 \
  expect_error(bind_one(body), CAJIT_VERIFY_ERROR, part)

static void test_bind_arity_errors(void **state) {
  (void)state;
  ASSERT_OK(bind_one("%3 = aten.mm.default(%0, %1) : f32[s0, 4]\n"));
  ASSERT_OK(bind_one("%3 = aten.mm.default(mat2=%1, self=%0) : f32[s0, 4]\n"));
  BIND_ERROR("%3 = aten.mm.default(%0, %1, %1) : f32[s0, 4]\n",
             "too many positional arguments: 3 given, takes at most 2");
  BIND_ERROR("%3 = aten.div.Tensor_mode(%0, %0, \"floor\") : f32[s0, 8]\n",
             "too many positional arguments: 3 given, takes at most 2 "
             "(`rounding_mode` is keyword-only)");
  BIND_ERROR("%3 = aten.mm.default(%0, mat=%1) : f32[s0, 4]\n",
             "unknown keyword argument `mat`");
  BIND_ERROR("%3 = aten.mm.default(%0, self=%1) : f32[s0, 4]\n",
             "argument `self` given twice");
  BIND_ERROR("%3 = aten.mm.default(%0) : f32[s0, 4]\n",
             "missing argument `mat2`");
  BIND_ERROR("%3 = aten.div.Tensor_mode(%0, %0) : f32[s0, 8]\n",
             "missing argument `rounding_mode` (keyword-only)");
  /* Keyword-only passed by keyword; positional parameters by keyword too. */
  ASSERT_OK(
      bind_one("%3 = aten.div.Tensor_mode(%0, other=%0, rounding_mode=none) : "
               "f32[s0, 8]\n"));
}

/* A positional argument after a keyword: the builder refuses it, so the
 * node is made by hand. */
static void test_bind_positional_after_keyword(void **state) {
  (void)state;
  cajit_graph *g = parse_graph("%3 = aten.mm.default(%0, %1) : f32[s0, 4]\n");
  cajit_node n = g->nodes[0];
  cajit_arg args[2] = {n.args[0], n.args[1]};
  args[0].name = CAJIT_SV("self");
  n.args = args;
  cajit_bound_args b;
  expect_error(cajit_op_bind(n.def, g, &n, &b), CAJIT_VERIFY_ERROR,
               "positional argument 1 after a keyword argument");
  /* An undefined value id (also only by hand). */
  args[0].name = (cajit_sv){NULL, 0};
  args[1].u.value = 99;
  expect_error(cajit_op_bind(n.def, g, &n, &b), CAJIT_VERIFY_ERROR,
               "argument `mat2`: undefined value %99");
  cajit_arg item = {.kind = CAJIT_ARG_VALUE, .u.value = -5};
  cajit_arg list = {.kind = CAJIT_ARG_LIST, .u.list = {&item, 1}};
  cajit_node c = g->nodes[0];
  c.def = cajit_op_lookup(CAJIT_SV("aten.cat.default"));
  c.args = &list;
  c.arg_count = 1;
  expect_error(cajit_op_bind(c.def, g, &c, &b), CAJIT_VERIFY_ERROR,
               "argument `tensors`: undefined value %-5");
  cajit_graph_destroy(g);
}

static void test_bind_kind_errors(void **state) {
  (void)state;
  BIND_ERROR("%3 = aten.mm.default(%0, 3) : f32[s0, 4]\n",
             "argument `mat2`: expected tensor, found int");
  BIND_ERROR("%3 = aten.mm.default(%0, none) : f32[s0, 4]\n",
             "argument `mat2`: expected tensor, found none");
  BIND_ERROR("%3 = aten.sum.dim_IntList(%0, \"x\") : f32[8]\n",
             "argument `dim`: expected int list or none, found string");
  BIND_ERROR("%3 = aten.sum.dim_IntList(%0, [0], 1) : f32[8]\n",
             "argument `keepdim`: expected bool, found int");
  BIND_ERROR("%3 = aten.sum.dim_IntList(%0, [0.5]) : f32[8]\n",
             "argument `dim`: item 0: expected int, found float");
  BIND_ERROR("%3 = aten.sum.dim_IntList(%0, [0], dtype=cpu) : f32[8]\n",
             "argument `dtype`: expected dtype or none, found keyword cpu");
  BIND_ERROR("%3 = aten.add.Tensor(%0, %0, alpha=\"a\") : f32[s0, 8]\n",
             "argument `alpha`: expected scalar, found string");
  BIND_ERROR("%3 = aten.add.Tensor(%0, %0, alpha=%0) : f32[s0, 8]\n",
             "argument `alpha`: expected scalar, found tensor %0");
  BIND_ERROR("%3 = aten.gelu.default(%0, approximate=tanh) : f32[s0, 8]\n",
             "argument `approximate`: expected string, found keyword tanh");
  BIND_ERROR("%3 = aten.leaky_relu_backward.default(%0, %0, 0.1, 1) : "
             "f32[s0, 8]\n",
             "argument `self_is_result`: expected bool, found int");
  BIND_ERROR("%3 = aten.cat.default([%0, 1]) : f32[s0, 8]\n",
             "argument `tensors`: item 1: expected tensor, found int");
  BIND_ERROR("%3 = aten.cat.default([%0, none]) : f32[s0, 8]\n",
             "argument `tensors`: item 1: expected tensor, found none");
  BIND_ERROR("%3 = aten.cat.default(%0) : f32[s0, 8]\n",
             "argument `tensors`: expected tensor list, found tensor %0");
  BIND_ERROR("%3, %4, %5 = aten.convolution_backward.default(%0, %0, %0, "
             "none, [1], [0], [1], false, [0], 1, [true, true]) : "
             "(f32[s0, 8], f32[s0, 8], none)\n",
             "argument `output_mask`: expected 3 items, found 2");
  BIND_ERROR("%3 = aten._to_copy.default(%0, layout=3) : f32[s0, 8]\n",
             "argument `layout`: expected layout or none, found int");
  BIND_ERROR("%3, %4, %5 = aten.convolution_backward.default(%0, %0, %0, "
             "none, [1], [0], [1], false, [0], 1, [true, 1, false]) : "
             "(f32[s0, 8], f32[s0, 8], none)\n",
             "argument `output_mask`: item 1: expected bool, found int");
  BIND_ERROR("%3 = aten.embedding.default(%1, %2, padding_idx=1.5) : f32[s0, "
             "4]\n",
             "argument `padding_idx`: expected int, found float");
  BIND_ERROR("%3 = aten.pow.Tensor_Scalar(%0, [1]) : f32[s0, 8]\n",
             "argument `exponent`: expected scalar, found list");
  BIND_ERROR("%3 = aten._softmax_backward_data.default(%0, %0, 1, true) : "
             "f32[s0, 8]\n",
             "argument `input_dtype`: expected dtype, found bool");
  BIND_ERROR("%3, %4, %5 = aten.native_layer_norm.default(%0, [8], none, "
             "none, true) : (f32[s0, 8], f32[s0, 1], f32[s0, 1])\n",
             "argument `eps`: expected float, found bool");
  BIND_ERROR("%3 = aten.sym_size.int(%0, %0) : int\n",
             "argument `dim`: expected int, found tensor %0");
}

static void test_bind_accepted_kinds(void **state) {
  (void)state;
  /* A single int for int[N]; an int for a float; int/float/bool values
   * for scalars; words or strings for devices; anything for Any. */
  ASSERT_OK(bind_one("%3 = aten.sum.dim_IntList(%0, 1) : f32[s0]\n"));
  ASSERT_OK(
      bind_one("%3, %4, %5 = aten.native_layer_norm.default(%0, [8], none, "
               "none, 1) : (f32[s0, 8], f32[s0, 1], f32[s0, 1])\n"));
  ASSERT_OK(bind_one("%3 = aten.mul.Scalar(%0, s1) : f32[s0, 8]\n"));
  ASSERT_OK(bind_one("%3 = aten.mul.Scalar(%0, true) : f32[s0, 8]\n"));
  ASSERT_OK(bind_one("%3 = aten.zeros.default([2], device=cpu) : f32[2]\n"));
  ASSERT_OK(
      bind_one("%3 = aten.zeros.default([2], device=\"cpu\") : f32[2]\n"));
  ASSERT_OK(bind_one("%3, %4 = host.backward([%0, 1, none, [2]], [%0, none], "
                     "ctx=0) : (f32[s0, 8], none)\n"));
}

/* ---- accessors ----------------------------------------------------------
 */

typedef struct fixture {
  cajit_graph *g;
  cajit_bound_args b;
} fixture;

static void bind_fixture(fixture *f, const char *body, int32_t node) {
  f->g = parse_graph(body);
  ASSERT_OK(
      cajit_op_bind(f->g->nodes[node].def, f->g, &f->g->nodes[node], &f->b));
}

static const char *str(const fixture *f, const cajit_expr *e) {
  static char buf[128];
  cajit_expr_print(f->g->exprs, e, buf, sizeof buf);
  return buf;
}

static void test_accessor_defaults(void **state) {
  (void)state;
  fixture f;
  bind_fixture(&f,
               "%3, %4 = aten.max_pool2d_with_indices.default(%0, 3) : "
               "(f32[s0, 8], i64[s0, 8])\n",
               0);
  const cajit_expr *items[4];
  int32_t n;
  bool flag;
  ASSERT_OK(cajit_bound_int_list(&f.b, "kernel_size", items, 4, &n));
  assert_int_equal(n, 2); /* one int for int[2], repeated */
  assert_string_equal(str(&f, items[1]), "3");
  ASSERT_OK(cajit_bound_int_list(&f.b, "stride", items, 4, &n));
  assert_int_equal(n, 0); /* default [] */
  ASSERT_OK(cajit_bound_int_list(&f.b, "padding", items, 4, &n));
  assert_int_equal(n, 2); /* default 0 for int[2] */
  assert_string_equal(str(&f, items[0]), "0");
  ASSERT_OK(cajit_bound_int_list(&f.b, "dilation", items, 4, &n));
  assert_string_equal(str(&f, items[1]), "1");
  ASSERT_OK(cajit_bound_bool(&f.b, "ceil_mode", &flag));
  assert_false(flag);
  assert_false(cajit_bound_has(&f.b, "ceil_mode"));
  assert_true(cajit_bound_has(&f.b, "kernel_size"));
  assert_null(cajit_bound_arg(&f.b, "padding"));
  expect_error(cajit_bound_int_list(&f.b, "kernel_size", items, 1, &n),
               CAJIT_UNSUPPORTED, "argument `kernel_size`: more than 1 items");
  expect_error(cajit_bound_bool(&f.b, "nope", &flag), CAJIT_INTERNAL,
               "aten.max_pool2d_with_indices.default has no parameter `nope`");
  assert_null(cajit_bound_arg(&f.b, "nope"));
  assert_true(cajit_bound_is_none(&f.b, "nope"));
  cajit_graph_destroy(f.g);

  bind_fixture(&f,
               "%3 = aten.gelu.default(%0) : f32[s0, 8]\n"
               "%4 = aten.slice.Tensor(%0) : f32[s0, 8]\n"
               "%5, %6, %7 = aten._scaled_dot_product_flash_attention_for_"
               "cpu_backward.default(%0, %0, %0, %0, %0, %0, 0.0, false) : "
               "(f32[s0, 8], f32[s0, 8], f32[s0, 8])\n"
               "%8 = aten.embedding.default(%1, %2) : f32[s0, 4]\n",
               0);
  cajit_sv sv;
  ASSERT_OK(cajit_bound_str(&f.b, "approximate", &sv));
  assert_true(cajit_sv_eq_cstr(sv, "none")); /* quotes removed */
  ASSERT_OK(cajit_op_bind(f.g->nodes[1].def, f.g, &f.g->nodes[1], &f.b));
  const cajit_expr *e;
  ASSERT_OK(cajit_bound_int(&f.b, "dim", &e));
  assert_string_equal(str(&f, e), "0");
  ASSERT_OK(cajit_bound_int(&f.b, "step", &e));
  assert_string_equal(str(&f, e), "1");
  assert_true(cajit_bound_is_none(&f.b, "start"));
  expect_error(cajit_bound_int(&f.b, "start", &e), CAJIT_VERIFY_ERROR,
               "argument `start`: expected int, found none");
  ASSERT_OK(cajit_op_bind(f.g->nodes[2].def, f.g, &f.g->nodes[2], &f.b));
  int32_t id;
  ASSERT_OK(cajit_bound_opt_tensor(&f.b, "attn_mask", &id));
  assert_int_equal(id, -1);
  expect_error(cajit_bound_tensor(&f.b, "attn_mask", &id), CAJIT_VERIFY_ERROR,
               "argument `attn_mask`: expected tensor, found none");
  expect_error(cajit_bound_float(&f.b, "scale", &e), CAJIT_VERIFY_ERROR,
               "argument `scale`: expected float, found none");
  ASSERT_OK(cajit_bound_float(&f.b, "dropout_p", &e));
  assert_string_equal(str(&f, e), "0.0");
  ASSERT_OK(cajit_op_bind(f.g->nodes[3].def, f.g, &f.g->nodes[3], &f.b));
  ASSERT_OK(cajit_bound_int(&f.b, "padding_idx", &e));
  assert_string_equal(str(&f, e), "-1");
  cajit_bound_scalar sc;
  cajit_graph_destroy(f.g);

  bind_fixture(&f, "%3 = aten.add.Tensor(%0, %0) : f32[s0, 8]\n", 0);
  ASSERT_OK(cajit_bound_scalar_get(&f.b, "alpha", &sc));
  assert_int_equal(sc.type, CAJIT_EXPR_TYPE_INT);
  assert_string_equal(str(&f, sc.expr), "1");
  assert_int_equal(sc.value, -1);
  cajit_dtype dt;
  bool present;
  expect_error(cajit_bound_dtype(&f.b, "alpha", &dt, &present), CAJIT_INTERNAL,
               "aten.add.Tensor: cannot read the default `1` of `alpha`");
  cajit_graph_destroy(f.g);
}

static void test_accessor_values(void **state) {
  (void)state;
  fixture f;
  bind_fixture(&f,
               "%3 = aten.sym_size.int(%0, 0) : int\n"
               "%4 = aten.view.default(%0, [%3, 8]) : f32[s0, 8]\n"
               "%5 = aten.mul.Scalar(%0, %3) : f32[s0, 8]\n"
               "%6 = aten.sum.dim_IntList(%0, [0], true, dtype=f64) : "
               "f64[1, 8]\n"
               "%7 = aten.cat.default([%0, %0], 0) : f32[2 * s0, 8]\n"
               "%8, %9, %10 = aten.native_layer_norm_backward.default(%0, "
               "%0, [8], "
               "%0, %0, none, none, [true, false, false]) : (f32[s0, 8], "
               "none, none)\n"
               "%11 = aten.clamp.default(%0, min=0.5) : f32[s0, 8]\n",
               1);
  const cajit_expr *items[4];
  int32_t n;
  /* %3 has no known value until the verifier runs sym_size's rule. */
  expect_error(cajit_bound_int_list(&f.b, "size", items, 4, &n),
               CAJIT_UNSUPPORTED,
               "argument `size`: int value %3 has no known symbolic value");
  f.g->values[3].sym = f.g->values[0].type.shape[0];
  ASSERT_OK(cajit_bound_int_list(&f.b, "size", items, 4, &n));
  assert_int_equal(n, 2);
  assert_string_equal(str(&f, items[0]), "s0");
  int32_t id;
  ASSERT_OK(cajit_bound_tensor(&f.b, "self", &id));
  assert_int_equal(id, 0);

  cajit_bound_scalar sc;
  ASSERT_OK(cajit_op_bind(f.g->nodes[2].def, f.g, &f.g->nodes[2], &f.b));
  ASSERT_OK(cajit_bound_scalar_get(&f.b, "other", &sc));
  assert_int_equal(sc.type, CAJIT_EXPR_TYPE_INT);
  assert_int_equal(sc.value, 3);
  assert_string_equal(str(&f, sc.expr), "s0");

  ASSERT_OK(cajit_op_bind(f.g->nodes[3].def, f.g, &f.g->nodes[3], &f.b));
  cajit_dtype dt;
  bool present, keep;
  ASSERT_OK(cajit_bound_dtype(&f.b, "dtype", &dt, &present));
  assert_true(present);
  assert_int_equal(dt, CAJIT_DTYPE_F64);
  ASSERT_OK(cajit_bound_bool(&f.b, "keepdim", &keep));
  assert_true(keep);

  ASSERT_OK(cajit_op_bind(f.g->nodes[4].def, f.g, &f.g->nodes[4], &f.b));
  int32_t ids[4];
  ASSERT_OK(cajit_bound_tensor_list(&f.b, "tensors", ids, 4, &n));
  assert_int_equal(n, 2);
  assert_int_equal(ids[1], 0);
  expect_error(cajit_bound_tensor_list(&f.b, "tensors", ids, 1, &n),
               CAJIT_UNSUPPORTED, "argument `tensors`: more than 1 tensors");

  ASSERT_OK(cajit_op_bind(f.g->nodes[5].def, f.g, &f.g->nodes[5], &f.b));
  bool mask[3];
  ASSERT_OK(cajit_bound_bool_list(&f.b, "output_mask", mask, 3, &n));
  assert_int_equal(n, 3);
  assert_true(mask[0]);
  assert_false(mask[2]);
  expect_error(cajit_bound_bool_list(&f.b, "output_mask", mask, 2, &n),
               CAJIT_UNSUPPORTED, "argument `output_mask`: more than 2 items");
  ASSERT_OK(cajit_bound_opt_tensor(&f.b, "weight", &id));
  assert_int_equal(id, -1);

  ASSERT_OK(cajit_op_bind(f.g->nodes[6].def, f.g, &f.g->nodes[6], &f.b));
  ASSERT_OK(cajit_bound_scalar_get(&f.b, "min", &sc));
  assert_int_equal(sc.type, CAJIT_EXPR_TYPE_FLOAT);
  assert_true(cajit_bound_is_none(&f.b, "max"));
  expect_error(cajit_bound_scalar_get(&f.b, "max", &sc), CAJIT_VERIFY_ERROR,
               "argument `max`: expected scalar, found none");
  cajit_graph_destroy(f.g);
}

/* ---- docs/ops.md --------------------------------------------------------
 */

static int compare_defs(const void *a, const void *b) {
  return strcmp((*(const cajit_op_def *const *)a)->name,
                (*(const cajit_op_def *const *)b)->name);
}

/* Writes the registry as the markdown of docs/ops.md. */
static char *ops_markdown(size_t *out_len) {
  int32_t n = cajit_op_count();
  const cajit_op_def **ops = calloc((size_t)n, sizeof *ops);
  assert_non_null(ops);
  for (int32_t i = 0; i < n; i++)
    ops[i] = cajit_op_at(i);
  qsort(ops, (size_t)n, sizeof *ops, compare_defs);
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  assert_non_null(buf);
#define EMIT(...)                                                              \
  do {                                                                         \
    int k_ = snprintf(buf + len, cap - len, __VA_ARGS__);                      \
    assert_true(k_ >= 0);                                                      \
    if ((size_t)k_ >= cap - len) {                                             \
      cap = (cap + (size_t)k_) * 2;                                            \
      buf = realloc(buf, cap);                                                 \
      assert_non_null(buf);                                                    \
      k_ = snprintf(buf + len, cap - len, __VA_ARGS__);                        \
    }                                                                          \
    len += (size_t)k_;                                                         \
  } while (0)
  int32_t lowered = 0;
  for (int32_t i = 0; i < n; i++)
    lowered += ops[i]->lower && !(ops[i]->flags & CAJIT_OP_LIBRARY);
  EMIT("# Ops cajit knows\n\n"
       "Generated from the op registry (`lib/ops/`) by "
       "`tests/c/test_ops_schema.c`,\nwhich fails when this file is stale; "
       "regenerate with\n`CAJIT_UPDATE_DOCS=1 build/test_ops_schema`.\n\n"
       "Every op listed has its torch 2.13 schema (checked against torch by "
       "the same\ntest) and a shape rule the verifier runs. An op that is not "
       "listed is still\nallowed in a graph: it keeps its declared types and "
       "runs through the host\nfallback, as does a listed op without a native "
       "lowering (host ops are host\ncalls by design) or a node its lowering "
       "declines (named in the last\ncolumn). Flags: `impure` (calls "
       "the host), `view` (the result\naliases its first tensor argument; "
       "the verifier also checks its strides),\n`sym` (computes a SymInt), "
       "`library` (a library call by design: the\nPython host runs torch's "
       "op, with oneDNN; hosts without the library run it\nas a counted "
       "fallback).\n\n"
       "Shape rules and lowerings read a node's arguments through the binder "
       "in\n`lib/ops/registry.h`: `cajit_op_bind(def, g, node, &args)` "
       "matches them to\nthe schema (positional in order, keyword by name, "
       "defaults applied), then\n`cajit_bound_tensor(&args, \"self\", &id)`, "
       "`cajit_bound_int`, `cajit_bound_int_list`,\n`cajit_bound_bool`, "
       "`cajit_bound_float`, `cajit_bound_scalar_get`,\n`cajit_bound_dtype`, "
       "`cajit_bound_str` ... read one parameter by its schema\nname.\n\n"
       "%d ops, %d with a native lowering.\n\n"
       "| op | overload | family | flags | native lowering |\n"
       "|---|---|---|---|---|\n",
       n, lowered);
  for (int32_t i = 0; i < n; i++) {
    const cajit_op_def *d = ops[i];
    const char *dot = strrchr(d->name, '.');
    int base = (int)(dot - d->name);
    bool host = strncmp(d->name, "host.", 5) == 0;
    char flags[64] = "";
    if (d->flags & CAJIT_OP_IMPURE) strcat(flags, "impure ");
    if (d->flags & CAJIT_OP_VIEW) strcat(flags, "view ");
    if (d->flags & CAJIT_OP_SYM) strcat(flags, "sym ");
    if (d->flags & CAJIT_OP_LIBRARY) strcat(flags, "library ");
    size_t fl = strlen(flags);
    if (fl) flags[fl - 1] = 0;
    /* A lowering that declines some nodes says which ones. */
    char native[256];
    if (d->flags & CAJIT_OP_LIBRARY)
      snprintf(native, sizeof native, "no (library call)");
    else
      snprintf(native, sizeof native, "%s%s%s%s", d->lower ? "yes" : "no",
               d->lower && d->declines_doc ? " (host fallback for " : "",
               d->lower && d->declines_doc ? d->declines_doc : "",
               d->lower && d->declines_doc ? ")" : "");
    if (host)
      EMIT("| `%s` | | %s | %s | %s |\n", d->name, d->family, flags, native);
    else
      EMIT("| `%.*s` | %s | %s | %s | %s |\n", base, d->name, dot + 1,
           d->family, flags, native);
  }
#undef EMIT
  free(ops);
  *out_len = len;
  return buf;
}

static void test_docs_ops_md(void **state) {
  (void)state;
  size_t len;
  char *md = ops_markdown(&len);
  const char *path = CAJIT_SOURCE_DIR "/docs/ops.md";
  const char *update = getenv("CAJIT_UPDATE_DOCS");
  if (update && strcmp(update, "1") == 0) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(md, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
  }
  FILE *f = fopen(path, "rb");
  if (!f)
    fail_msg("%s is missing: run CAJIT_UPDATE_DOCS=1 test_ops_schema", path);
  char *have = malloc(len + 2);
  assert_non_null(have);
  size_t got = fread(have, 1, len + 1, f);
  fclose(f);
  if (got != len || memcmp(have, md, len) != 0)
    fail_msg("%s is stale: run CAJIT_UPDATE_DOCS=1 test_ops_schema", path);
  free(have);
  free(md);
}

/* The host family of the registry (lib/ops/host.c) is the graph ops of the
 * host-call kinds (cajit/host_op_kinds.h), impure, plus the one host op
 * that runs by name through the fallback kind (host.cpp_tensor_pre_hook):
 * a kind added to the list without its schema, or a schema without its
 * kind, fails here. */
static void test_host_family_matches_kinds(void **state) {
  (void)state;
  int32_t kinds = 0, family = 0;
#define CHECK_KIND(e, name)                                                    \
  if (CAJIT_HOST_##e != CAJIT_HOST_FALLBACK) {                                 \
    const cajit_op_def *d =                                                    \
        cajit_op_lookup(cajit_sv_from_cstr("host." #name));                    \
    if (!d)                                                                    \
      fail_msg("kind %s has no op host.%s in lib/ops/host.c", #e, #name);      \
    assert_string_equal(d->family, "host");                                    \
    assert_true(d->flags &CAJIT_OP_IMPURE);                                    \
    assert_string_equal(cajit_host_op_kind_name(CAJIT_HOST_##e), #name);       \
    kinds++;                                                                   \
  }
  CAJIT_HOST_OP_KINDS(CHECK_KIND)
#undef CHECK_KIND
  for (int32_t i = 0; i < cajit_op_count(); i++) {
    const cajit_op_def *d = cajit_op_at(i);
    if (strcmp(d->family, "host") != 0) continue;
    family++;
    assert_int_equal(strncmp(d->name, "host.", 5), 0);
  }
  assert_non_null(
      cajit_op_lookup(cajit_sv_from_cstr("host.cpp_tensor_pre_hook")));
  assert_int_equal(family, kinds + 1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tables_sorted_and_unique),
      cmocka_unit_test(test_iteration),
      cmocka_unit_test(test_lookup),
      cmocka_unit_test(test_every_schema_parses),
      cmocka_unit_test(test_schema_of_errors),
      cmocka_unit_test(test_schema_fields),
      cmocka_unit_test(test_schema_errors),
      cmocka_unit_test(test_schemas_match_torch),
      cmocka_unit_test(test_bind_arity_errors),
      cmocka_unit_test(test_bind_positional_after_keyword),
      cmocka_unit_test(test_bind_kind_errors),
      cmocka_unit_test(test_bind_accepted_kinds),
      cmocka_unit_test(test_accessor_defaults),
      cmocka_unit_test(test_accessor_values),
      cmocka_unit_test(test_docs_ops_md),
      cmocka_unit_test(test_host_family_matches_kinds),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
