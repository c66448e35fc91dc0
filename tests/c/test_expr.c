/* Tests of the symbolic expression engine (include/cajit/expr.h): canonical
 * forms (pointer equality), floordiv/mod semantics, min/max, comparisons,
 * booleans, floats, evaluation and each of its errors, printing, parsing
 * and each parse error with its offset, random round-trip and soundness
 * properties, limits, and out-of-memory injection. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "cajit/expr.h"
#include "support/alloc.h"

/* ---- fixture and helpers ------------------------------------------------ */

typedef struct fx {
  cajit_expr_ctx *ctx;
  const cajit_expr *s0, *s1, *s2, *f0, *f1;
} fx;

static void add_sym(cajit_expr_ctx *ctx, const char *name, cajit_expr_type t) {
  int32_t index;
  cajit_status s =
      cajit_expr_ctx_add_symbol(ctx, cajit_sv_from_cstr(name), t, &index);
  if (s) fail_msg("add_symbol %s: %s", name, cajit_status_message(s));
}

static int setup(void **state) {
  fx *f = calloc(1, sizeof *f);
  if (!f || cajit_expr_ctx_create(&f->ctx)) return -1;
  add_sym(f->ctx, "s0", CAJIT_EXPR_TYPE_INT);
  add_sym(f->ctx, "s1", CAJIT_EXPR_TYPE_INT);
  add_sym(f->ctx, "s2", CAJIT_EXPR_TYPE_INT);
  add_sym(f->ctx, "f0", CAJIT_EXPR_TYPE_FLOAT);
  add_sym(f->ctx, "f1", CAJIT_EXPR_TYPE_FLOAT);
  f->s0 = cajit_expr_symbol(f->ctx, 0);
  f->s1 = cajit_expr_symbol(f->ctx, 1);
  f->s2 = cajit_expr_symbol(f->ctx, 2);
  f->f0 = cajit_expr_symbol(f->ctx, 3);
  f->f1 = cajit_expr_symbol(f->ctx, 4);
  *state = f;
  return 0;
}

static int teardown(void **state) {
  fx *f = *state;
  cajit_expr_ctx_destroy(f->ctx);
  free(f);
  return 0;
}

static const cajit_expr *parse_ok(cajit_expr_ctx *ctx, const char *text) {
  const cajit_expr *e = NULL;
  cajit_status s = cajit_expr_parse(ctx, cajit_sv_from_cstr(text), &e);
  if (s) fail_msg("parse \"%s\": %s", text, cajit_status_message(s));
  assert_non_null(e);
  return e;
}

static const char *text_of(const cajit_expr *e) {
  static char buf[1024];
  size_t n = cajit_expr_print(NULL, e, buf, sizeof buf);
  assert_true(n < sizeof buf);
  return buf;
}

/* parse(text) prints as want, and want parses to the same pointer. */
static void check_canon(cajit_expr_ctx *ctx, const char *text,
                        const char *want) {
  const cajit_expr *e = parse_ok(ctx, text);
  char got[1024];
  cajit_expr_print(ctx, e, got, sizeof got);
  if (strcmp(got, want) != 0)
    fail_msg("\"%s\" printed as \"%s\", expected \"%s\"", text, got, want);
  assert_ptr_equal(parse_ok(ctx, got), e);
}

/* Two texts parse to the same pointer. */
static void check_same(cajit_expr_ctx *ctx, const char *a, const char *b) {
  const cajit_expr *x = parse_ok(ctx, a), *y = parse_ok(ctx, b);
  if (x != y) fail_msg("\"%s\" (%s) and \"%s\" differ", a, text_of(x), b);
}

static void check_differ(cajit_expr_ctx *ctx, const char *a, const char *b) {
  const cajit_expr *x = parse_ok(ctx, a), *y = parse_ok(ctx, b);
  if (x == y) fail_msg("\"%s\" and \"%s\" should differ", a, b);
}

/* Parse error: message contains want and the error offset is off. */
static void check_parse_error(cajit_expr_ctx *ctx, const char *text,
                              const char *want, size_t off) {
  const cajit_expr *e = (const cajit_expr *)1;
  size_t used = 99, at = 99;
  cajit_status s =
      cajit_expr_parse_prefix(ctx, cajit_sv_from_cstr(text), &e, &used, &at);
  if (!s) fail_msg("\"%s\" parsed, expected error \"%s\"", text, want);
  if (!strstr(cajit_status_message(s), want))
    fail_msg("\"%s\": error \"%s\", expected \"%s\"", text,
             cajit_status_message(s), want);
  if (at != off)
    fail_msg("\"%s\": error at %zu, expected %zu (%s)", text, at, off,
             cajit_status_message(s));
  assert_int_equal(cajit_status_code_of(s), CAJIT_PARSE_ERROR);
  assert_null(e);
  cajit_status_free(s);
}

static int64_t eval_i(const cajit_expr *e, const int64_t *ints, int n) {
  cajit_expr_binding b = {ints, NULL, n};
  int64_t v = 0;
  cajit_status s = cajit_expr_eval_int(e, &b, &v);
  if (s) fail_msg("eval %s: %s", text_of(e), cajit_status_message(s));
  return v;
}

/* ---- symbols ------------------------------------------------------------ */

static void test_symbols(void **state) {
  fx *f = *state;
  cajit_expr_ctx *ctx = f->ctx;
  assert_int_equal(cajit_expr_ctx_symbol_count(ctx), 5);
  assert_int_equal(cajit_expr_ctx_find_symbol(ctx, CAJIT_SV("s1")), 1);
  assert_int_equal(cajit_expr_ctx_find_symbol(ctx, CAJIT_SV("s9")), -1);
  assert_true(cajit_sv_eq_cstr(cajit_expr_ctx_symbol_name(ctx, 3), "f0"));
  assert_null(cajit_expr_ctx_symbol_name(ctx, 7).data);
  assert_int_equal(cajit_expr_ctx_symbol_type(ctx, 3), CAJIT_EXPR_TYPE_FLOAT);
  assert_int_equal(cajit_expr_ctx_symbol_type(ctx, 0), CAJIT_EXPR_TYPE_INT);
  assert_int_equal(cajit_expr_symbol_index(f->s2), 2);
  assert_int_equal(cajit_expr_symbol_index(cajit_expr_int(ctx, 2)), -1);
  assert_int_equal(cajit_expr_kind_of(f->f1), CAJIT_EXPR_SYMBOL);
  assert_int_equal(cajit_expr_type_of(f->f1), CAJIT_EXPR_TYPE_FLOAT);

  int32_t index = 5;
  cajit_status s = cajit_expr_ctx_add_symbol(ctx, CAJIT_SV("_x9"),
                                             CAJIT_EXPR_TYPE_INT, &index);
  assert_null(s);
  assert_int_equal(index, 5);

  static const char *const bad[] = {"", "9a", "a-b", "a b", "é"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    s = cajit_expr_ctx_add_symbol(ctx, cajit_sv_from_cstr(bad[i]),
                                  CAJIT_EXPR_TYPE_INT, &index);
    assert_non_null(s);
    assert_int_equal(index, -1);
    assert_non_null(strstr(cajit_status_message(s), "invalid symbol name"));
    assert_int_equal(cajit_status_code_of(s), CAJIT_INVALID_ARGUMENT);
    cajit_status_free(s);
  }
  static const char *const reserved[] = {
      "bool",  "u8",    "i8",     "i16",    "i32",     "i64",   "f16",
      "bf16",  "f32",   "f64",    "true",   "false",   "none",  "int",
      "float", "min",   "max",    "and",    "or",      "not",   "inf",
      "nan",   "cag",   "graph",  "sizes",  "scalars", "hooks", "packed_data",
      "sym",   "input", "assume", "return", "dim"};
  for (size_t i = 0; i < sizeof reserved / sizeof *reserved; i++) {
    s = cajit_expr_ctx_add_symbol(ctx, cajit_sv_from_cstr(reserved[i]),
                                  CAJIT_EXPR_TYPE_INT, &index);
    assert_non_null(s);
    assert_non_null(strstr(cajit_status_message(s), "a reserved word"));
    cajit_status_free(s);
  }
  s = cajit_expr_ctx_add_symbol(ctx, CAJIT_SV("s1"), CAJIT_EXPR_TYPE_FLOAT,
                                &index);
  assert_string_equal(cajit_status_message(s), "symbol s1 declared twice");
  cajit_status_free(s);
  s = cajit_expr_ctx_add_symbol(ctx, CAJIT_SV("b0"), CAJIT_EXPR_TYPE_BOOL,
                                &index);
  assert_string_equal(cajit_status_message(s),
                      "symbol b0: a symbol is int or float");
  cajit_status_free(s);
  assert_int_equal(cajit_expr_ctx_symbol_count(ctx), 6);
  assert_false(cajit_expr_ctx_failed(ctx));
  assert_null(cajit_expr_ctx_status(ctx));
}

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The .cag parser looks up every identifier: lookups must not scan. A
 * linear scan needs ~2e10 name comparisons here (minutes); the name index
 * takes a few tens of milliseconds in a Debug build. */
static void test_many_symbols(void **state) {
  (void)state;
  enum { N = 200000 };
  cajit_expr_ctx *c;
  assert_null(cajit_expr_ctx_create(&c));
  char name[32];
  double t0 = now_seconds();
  for (int32_t i = 0; i < N; i++) {
    snprintf(name, sizeof name, "%s%d", i % 2 ? "v" : "w_", i);
    int32_t index = -1;
    cajit_status s = cajit_expr_ctx_add_symbol(
        c, cajit_sv_from_cstr(name),
        i % 3 ? CAJIT_EXPR_TYPE_INT : CAJIT_EXPR_TYPE_FLOAT, &index);
    if (s) fail_msg("add_symbol %s: %s", name, cajit_status_message(s));
    assert_int_equal(index, i);
  }
  for (int32_t i = 0; i < N; i++) {
    snprintf(name, sizeof name, "%s%d", i % 2 ? "v" : "w_", i);
    int32_t found = cajit_expr_ctx_find_symbol(c, cajit_sv_from_cstr(name));
    if (found != i) fail_msg("find %s: %d, expected %d", name, found, i);
    /* Absent names: same prefix with the other parity, longer, shorter. */
    snprintf(name, sizeof name, "%s%d", i % 2 ? "w_" : "v", i);
    assert_int_equal(cajit_expr_ctx_find_symbol(c, cajit_sv_from_cstr(name)),
                     -1);
    snprintf(name, sizeof name, "v%dx", i);
    assert_int_equal(cajit_expr_ctx_find_symbol(c, cajit_sv_from_cstr(name)),
                     -1);
  }
  double elapsed = now_seconds() - t0;
  print_message("200000 symbols added and looked up in %.3f s\n", elapsed);
  /* Generous for sanitizers and a loaded machine, still far below what a
   * quadratic lookup takes. */
  assert_true(elapsed < 10.0);
  assert_int_equal(cajit_expr_ctx_symbol_count(c), N);
  assert_int_equal(cajit_expr_ctx_find_symbol(c, CAJIT_SV("")), -1);
  assert_int_equal(cajit_expr_ctx_find_symbol(c, CAJIT_SV("v")), -1);
  /* Names stay exact: a length-delimited name is not a prefix match. */
  cajit_sv v12 = {"v123", 3}; /* "v12" */
  assert_int_equal(cajit_expr_ctx_find_symbol(c, v12), -1);
  assert_int_equal(cajit_expr_ctx_find_symbol(c, (cajit_sv){"v1234", 4}), 123);
  int32_t index;
  cajit_status s = cajit_expr_ctx_add_symbol(c, CAJIT_SV("v199999"),
                                             CAJIT_EXPR_TYPE_INT, &index);
  assert_string_equal(cajit_status_message(s), "symbol v199999 declared twice");
  assert_int_equal(index, -1);
  cajit_status_free(s);
  /* Each symbol keeps its node, name and type. */
  const cajit_expr *e = cajit_expr_symbol(c, 150001);
  assert_int_equal(cajit_expr_symbol_index(e), 150001);
  assert_true(
      cajit_sv_eq_cstr(cajit_expr_ctx_symbol_name(c, 150001), "v150001"));
  assert_int_equal(cajit_expr_ctx_symbol_type(c, 150000),
                   CAJIT_EXPR_TYPE_FLOAT);
  assert_ptr_equal(parse_ok(c, "v150001"), e);
  assert_false(cajit_expr_ctx_failed(c));
  cajit_expr_ctx_destroy(c);
}

/* Out of memory while adding a symbol leaves the symbols and the name
 * index as they were: earlier symbols are found, the failed one is not,
 * and adding it again later works. */
static void test_add_symbol_out_of_memory(void **state) {
  (void)state;
  enum { N = 300 };
  char name[16];
  long n = 0;
  for (;; n++) {
    cajit_expr_ctx *c;
    assert_null(cajit_expr_ctx_create(&c));
    cajit_alloc_fail_after(n);
    int32_t added = 0;
    cajit_status s = NULL;
    for (; added < N; added++) {
      snprintf(name, sizeof name, "n%d", added);
      int32_t index;
      s = cajit_expr_ctx_add_symbol(c, cajit_sv_from_cstr(name),
                                    CAJIT_EXPR_TYPE_INT, &index);
      if (s) {
        assert_int_equal(index, -1);
        break;
      }
    }
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    if (injected == 0) {
      assert_null(s);
      assert_int_equal(added, N);
      cajit_expr_ctx_destroy(c);
      break;
    }
    assert_non_null(s);
    assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
    snprintf(name, sizeof name, "n%d", added);
    char want[64];
    snprintf(want, sizeof want, "out of memory adding symbol %s", name);
    assert_string_equal(cajit_status_message(s), want);
    cajit_status_free(s);
    assert_true(cajit_expr_ctx_failed(c));
    assert_int_equal(cajit_expr_ctx_symbol_count(c), added);
    assert_int_equal(cajit_expr_ctx_find_symbol(c, cajit_sv_from_cstr(name)),
                     -1);
    for (int32_t i = 0; i < added; i++) {
      char other[16];
      snprintf(other, sizeof other, "n%d", i);
      assert_int_equal(cajit_expr_ctx_find_symbol(c, cajit_sv_from_cstr(other)),
                       i);
    }
    int32_t index;
    assert_null(cajit_expr_ctx_add_symbol(c, cajit_sv_from_cstr(name),
                                          CAJIT_EXPR_TYPE_INT, &index));
    assert_int_equal(index, added);
    assert_int_equal(cajit_expr_ctx_find_symbol(c, cajit_sv_from_cstr(name)),
                     added);
    cajit_expr_ctx_destroy(c);
    assert_true(n < 100000);
  }
  assert_true(n > 10); /* index, symbol array, arena and table all grew */
}

/* ---- canonical forms ---------------------------------------------------- */

static void test_commutative_associative(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  assert_ptr_equal(cajit_expr_mul(c, f->s0, f->s1),
                   cajit_expr_mul(c, f->s1, f->s0));
  assert_ptr_equal(cajit_expr_add(c, f->s0, f->s1),
                   cajit_expr_add(c, f->s1, f->s0));
  check_same(c, "(s0 + s1) + s2", "s0 + (s1 + s2)");
  check_same(c, "s2 + s0 + s1", "s1 + s2 + s0");
  check_same(c, "(s0 * s1) * s2", "s2 * (s1 * s0)");
  check_same(c, "s0 * 3 * s1 * 2", "6 * s1 * s0");
  check_same(c, "s1 * s0 * s0", "s0 * s1 * s0");
  check_same(c, "min(s1, s0)", "min(s0, s1)");
  check_same(c, "max(s2, max(s0, s1))", "max(max(s1, s2), s0)");
  check_same(c, "s1 == s0", "s0 == s1");
  check_same(c, "s1 != s0 * 2", "2 * s0 != s1");
  check_same(c, "s0 < 1 and s1 < 2", "s1 < 2 and s0 < 1");
  check_same(c, "s0 < 1 or (s1 < 2 or s2 < 3)", "(s2 < 3 or s0 < 1) or s1 < 2");
  check_same(c, "f0 + f1", "f1 + f0");
  check_same(c, "f0 * f1", "f1 * f0");
  check_same(c, "f0 == f1", "f1 == f0");
}

static void test_like_terms_and_distribution(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_same(c, "2*s0 + 3*s0", "5*s0");
  check_same(c, "s0 - s0", "0");
  check_same(c, "s0*s1 - s1*s0", "0");
  check_same(c, "(s0 + 1) * 2", "2*s0 + 2");
  check_same(c, "(s0 + 1) * (s0 - 1)", "s0*s0 - 1");
  check_same(c, "(s0 + s1) * (s0 + s1)", "s0*s0 + 2*s0*s1 + s1*s1");
  check_same(c, "s0 * 4 - (s0 + s0) * 2 + s1", "s1");
  check_same(c, "-(-s0)", "s0");
  check_same(c, "-(s0 - s1)", "s1 - s0");
  check_same(c, "3 - (2 - s0)", "s0 + 1");
  check_same(c, "(s0 // 2) * 2 + (s0 // 2)", "3 * (s0 // 2)");
  check_same(c, "s0 * (s1 + 1) - s0 * s1", "s0");
  check_differ(c, "s0 * s0", "s0");
  check_differ(c, "s0 // 2 * 2", "s0");

  /* Structure: ADD operands are the terms, constant first; MUL has its
   * coefficient first. */
  const cajit_expr *e = parse_ok(c, "s1 * 3 + 7 + s0");
  assert_int_equal(cajit_expr_kind_of(e), CAJIT_EXPR_ADD);
  assert_int_equal(cajit_expr_operand_count(e), 3);
  int64_t k;
  assert_true(cajit_expr_as_int(cajit_expr_operand(e, 0), &k));
  assert_int_equal(k, 7);
  assert_ptr_equal(cajit_expr_operand(e, 1), f->s0);
  const cajit_expr *t = cajit_expr_operand(e, 2);
  assert_int_equal(cajit_expr_kind_of(t), CAJIT_EXPR_MUL);
  assert_true(cajit_expr_as_int(cajit_expr_operand(t, 0), &k));
  assert_int_equal(k, 3);
  assert_ptr_equal(cajit_expr_operand(t, 1), f->s1);
  assert_null(cajit_expr_operand(t, 2));
  assert_null(cajit_expr_operand(t, -1));
}

static void test_constants_and_identities(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  const cajit_expr *x = parse_ok(c, "s0 * s1 + 1");
  const cajit_expr *zero = cajit_expr_int(c, 0), *one = cajit_expr_int(c, 1);
  assert_ptr_equal(cajit_expr_add(c, x, zero), x);
  assert_ptr_equal(cajit_expr_sub(c, x, zero), x);
  assert_ptr_equal(cajit_expr_mul(c, x, one), x);
  assert_ptr_equal(cajit_expr_mul(c, zero, x), zero);
  assert_ptr_equal(cajit_expr_floordiv(c, x, one), x);
  assert_ptr_equal(cajit_expr_mod(c, x, one), zero);
  assert_ptr_equal(cajit_expr_mod(c, x, cajit_expr_int(c, -1)), zero);
  assert_ptr_equal(cajit_expr_floordiv(c, x, cajit_expr_int(c, -1)),
                   cajit_expr_neg(c, x));
  assert_ptr_equal(cajit_expr_min(c, x, x), x);
  assert_ptr_equal(cajit_expr_max(c, x, x), x);
  check_same(c, "2 + 3 * 4 - 20 // 3 + 7 % 3", "9");
  check_same(c, "min(3, 1, 2) + max(-5, -7)", "-4");
  check_same(c, "(2 + 3) * s0", "s0 * 5");
  int64_t v;
  assert_true(cajit_expr_as_int(parse_ok(c, "9223372036854775807"), &v));
  assert_true(v == INT64_MAX);
  assert_true(cajit_expr_as_int(parse_ok(c, "-9223372036854775807 - 1"), &v));
  assert_true(v == INT64_MIN);
  assert_false(cajit_expr_as_int(f->s0, &v));
  double d;
  assert_false(cajit_expr_as_float(f->s0, &d));
  bool b;
  assert_false(cajit_expr_as_bool(f->s0, &b));
  assert_true(cajit_expr_as_bool(parse_ok(c, "1 < 2"), &b) && b);
  assert_false(cajit_expr_ctx_failed(c));
}

/* Python's // and % on every sign combination, folded and evaluated. */
static void test_floordiv_mod_semantics(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  static const struct {
    int64_t a, b, q, r;
  } cases[] = {
      {7, 2, 3, 1},
      {-7, 2, -4, 1},
      {7, -2, -4, -1},
      {-7, -2, 3, -1},
      {6, 3, 2, 0},
      {-6, 3, -2, 0},
      {0, -5, 0, 0},
      {1, 5, 0, 1},
      {-1, 5, -1, 4},
      {INT64_MIN, 1, INT64_MIN, 0},
      {INT64_MIN, 2, INT64_MIN / 2, 0},
      {INT64_MIN, 3, -3074457345618258603LL, 1},
      {INT64_MAX, -1, -INT64_MAX, 0},
      {INT64_MIN + 1, -1, INT64_MAX, 0},
      {5, INT64_MIN, -1, 5 + INT64_MIN},
      {-5, INT64_MIN, 0, -5},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    const cajit_expr *a = cajit_expr_int(c, cases[i].a);
    const cajit_expr *b = cajit_expr_int(c, cases[i].b);
    int64_t q, r;
    assert_true(cajit_expr_as_int(cajit_expr_floordiv(c, a, b), &q));
    assert_true(cajit_expr_as_int(cajit_expr_mod(c, a, b), &r));
    assert_true(q == cases[i].q);
    assert_true(r == cases[i].r);
    int64_t vals[3] = {cases[i].a, cases[i].b, 0};
    assert_true(eval_i(cajit_expr_floordiv(c, f->s0, f->s1), vals, 3) ==
                cases[i].q);
    assert_true(eval_i(cajit_expr_mod(c, f->s0, f->s1), vals, 3) == cases[i].r);
  }
  /* INT64_MIN % -1 is 0 (C would trap), INT64_MIN // -1 overflows. */
  int64_t r;
  const cajit_expr *mn = cajit_expr_int(c, INT64_MIN);
  assert_true(
      cajit_expr_as_int(cajit_expr_mod(c, mn, cajit_expr_int(c, -1)), &r));
  assert_int_equal(r, 0);
  int64_t vals[3] = {INT64_MIN, -1, 0};
  assert_int_equal(eval_i(cajit_expr_mod(c, f->s0, f->s1), vals, 3), 0);
  assert_false(cajit_expr_ctx_failed(c));
  assert_null(cajit_expr_floordiv(c, mn, cajit_expr_int(c, -1)));
  assert_true(cajit_expr_ctx_failed(c));
  cajit_status s = cajit_expr_ctx_status(c);
  assert_non_null(strstr(cajit_status_message(s), "integer overflow"));
  cajit_status_free(s);
}

static void test_floordiv_mod_rewrites(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_same(c, "(s0 * 2) // 2", "s0");
  check_same(c, "(s0 * 2) % 2", "0");
  check_same(c, "(s0 * -3) // -3", "s0");
  check_same(c, "(4 * s0 + 5) // 4", "s0 + 1");
  check_same(c, "(4 * s0 + 5) % 4", "1");
  check_same(c, "(4 * s0 - 5) // 4", "s0 - 2");
  check_same(c, "(4 * s0 - 5) % 4", "3");
  check_same(c, "(6 * s0 + 4 * s1) // 2", "3 * s0 + 2 * s1");
  check_same(c, "(s0 // 2) // 3", "s0 // 6");
  check_same(c, "(s0 % 6) % 3", "s0 % 3");
  check_same(c, "(s0 % 6) % -3", "s0 % -3");
  check_same(c, "(s0 % 4) % 4", "s0 % 4");
  check_same(c, "s0 // -1", "-s0");
  /* Not exact, so kept. */
  check_differ(c, "(s0 // -2) // 3", "s0 // -6");
  check_differ(c, "(s0 % 3) % 6", "s0 % 6");
  check_canon(c, "(2 * s0 + 1) // 4", "(s0 * 2 + 1) // 4");
  check_canon(c, "0 // s0", "0 // s0");
  check_canon(c, "s0 // s0", "s0 // s0");
  check_canon(c, "s0 % s0", "s0 % s0");
  check_canon(c, "s0 // 0", "s0 // 0");
  check_canon(c, "5 % 0", "5 % 0");
  check_canon(c, "(s0 % 0) % 3", "s0 % 0 % 3");
}

/* cajit_expr_rewrite: the answer replaces a sub-expression whole, the
 * rest is rebuilt canonically (here s0 // 2 fixed to 3, as an assumption
 * `s0 // 2 == 3` would). */
typedef struct fixed_term {
  const cajit_expr *term, *value;
} fixed_term;

static const cajit_expr *fix_term(const cajit_expr *e, void *user) {
  const fixed_term *f = user;
  return e == f->term ? f->value : NULL;
}

static void test_rewrite(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  fixed_term t = {parse_ok(c, "s0 // 2"), cajit_expr_int(c, 3)};
  assert_ptr_equal(
      cajit_expr_rewrite(c, parse_ok(c, "s1 * (s0 // 2) + 2 * (s0 // 2)"),
                         fix_term, &t),
      parse_ok(c, "3 * s1 + 6"));
  assert_ptr_equal(
      cajit_expr_rewrite(c, parse_ok(c, "s0 // 2 == 3"), fix_term, &t),
      cajit_expr_bool(c, true));
  /* Untouched: the same node back. */
  const cajit_expr *e = parse_ok(c, "max(s0, s1 // 4) <= s1 % 3");
  assert_ptr_equal(cajit_expr_rewrite(c, e, fix_term, &t), e);
  assert_null(cajit_expr_rewrite(c, NULL, fix_term, &t));
}

/* Floordiv / mod by a constant c > 0 keep the numerator's constant in
 * [0, c): the conv / pool output sizes (s0 - 3) // 2 + 1 and (s0 - 1) // 2
 * are one node. */
static void test_floordiv_mod_offsets(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_canon(c, "(s0 - 3) // 2 + 1", "(s0 + 1) // 2 - 1");
  check_canon(c, "(s0 - 1) // 2", "(s0 + 1) // 2 - 1");
  check_same(c, "(s0 - 3) // 2 + 1", "(s0 - 1) // 2");
  check_same(c, "(s0 + 2 * 1 - 1 * (3 - 1) - 1) // 1 + 1", "s0");
  check_same(c, "(s0 + 2 - 4 - 1) // 2 + 1", "(s0 - 3) // 2 + 1");
  check_canon(c, "(s0 + 7) // 3", "(s0 + 1) // 3 + 2");
  check_canon(c, "(s0 + 3) // 3", "s0 // 3 + 1");
  check_canon(c, "(s0 - 3) // 3", "s0 // 3 - 1");
  check_canon(c, "(s0 + 2) // 3", "(s0 + 2) // 3");
  check_canon(c, "(2 * s0 + s1 - 9) // 4", "(s0 * 2 + s1 + 3) // 4 - 3");
  check_canon(c, "(s0 * s1 - 1) // 8", "(s0 * s1 + 7) // 8 - 1");
  check_canon(c, "(s0 + 7) % 3", "(s0 + 1) % 3");
  check_canon(c, "(s0 - 1) % 4", "(s0 + 3) % 4");
  check_canon(c, "(s0 - 4) % 4", "s0 % 4");
  check_same(c, "(s0 - 3) % 2", "(s0 + 1) % 2");
  check_canon(c, "(2 * s0 - 5) % 4", "(s0 * 2 + 3) % 4");
  /* Nested floordivs fold with their offsets: (x // d + m) // c ==
   * (x + m*d) // (d*c). */
  check_same(c, "((s0 - 1) // 2) // 3", "(s0 - 1) // 6");
  check_same(c, "((s0 + 5) // 2 - 4) // 3", "(s0 - 3) // 6");
  check_same(c, "((s0 + 1) // 2 + 1) // 2", "(s0 + 3) // 4");
  check_canon(c, "((s0 - 1) // 2) // 3", "(s0 + 5) // 6 - 1");
  /* Negative and symbolic divisors are left alone. */
  check_canon(c, "(s0 - 3) // -2", "(s0 - 3) // -2");
  check_canon(c, "(s0 + 5) % -3", "(s0 + 5) % -3");
  check_canon(c, "(s0 - 3) // s1", "(s0 - 3) // s1");
  check_canon(c, "(s0 + 9) % s1", "(s0 + 9) % s1");
  /* Extreme constants: no overflow, exact results. */
  const cajit_expr *e = cajit_expr_floordiv(
      c, cajit_expr_add(c, f->s0, cajit_expr_int(c, INT64_MIN)),
      cajit_expr_int(c, 3));
  assert_non_null(e);
  assert_string_equal(text_of(e), "(s0 + 1) // 3 - 3074457345618258603");
  e = cajit_expr_mod(c, cajit_expr_add(c, f->s0, cajit_expr_int(c, INT64_MAX)),
                     cajit_expr_int(c, INT64_MAX - 1));
  assert_string_equal(text_of(e), "(s0 + 1) % 9223372036854775806");
  /* ((s0 + 1) // 2 + big) // 2: the offset moves out first, then the
   * floordivs fold (s0 + 1 + 2*big would overflow). */
  const cajit_expr *big = cajit_expr_int(c, INT64_MAX / 2 + 8);
  const cajit_expr *inner = cajit_expr_floordiv(
      c, cajit_expr_add(c, f->s0, cajit_expr_int(c, 1)), cajit_expr_int(c, 2));
  e = cajit_expr_floordiv(c, cajit_expr_add(c, inner, big),
                          cajit_expr_int(c, 2));
  assert_string_equal(text_of(e), "(s0 + 3) // 4 + 2305843009213693955");
  /* Divisors whose product overflows stay nested. */
  const cajit_expr *huge = cajit_expr_int(c, INT64_MAX / 2);
  inner = cajit_expr_floordiv(c, cajit_expr_sub(c, f->s0, cajit_expr_int(c, 1)),
                              huge);
  e = cajit_expr_floordiv(c, cajit_expr_add(c, inner, cajit_expr_int(c, 5)),
                          cajit_expr_int(c, 4));
  assert_string_equal(
      text_of(e), "(s0 + 4611686018427387902) // 4611686018427387903 // 4 + 1");
  assert_false(cajit_expr_ctx_failed(c));
}

static void test_min_max(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_canon(c, "min(s1, 3, s0, 5)", "min(s0, s1, 3)");
  check_canon(c, "max(s1, max(3, s0), 5)", "max(s0, s1, 5)");
  check_canon(c, "min(s0, s0 + 1)", "s0");
  check_canon(c, "max(s0, s0 + 1, s0 - 4)", "s0 + 1");
  check_canon(c, "min(s0 + s1 + 2, s1 + s0 - 1, s2)", "min(s2, s0 + s1 - 1)");
  check_canon(c, "min(s0, max(s0, s1))", "min(s0, max(s0, s1))");
  check_canon(c, "min(-3, -7)", "-7");
  check_canon(c, "max(s0, -3)", "max(s0, -3)");
  check_same(c, "min(min(s0, s1), min(s1, s2))", "min(s2, s1, s0)");
  int64_t v[3] = {4, -2, 9};
  assert_int_equal(eval_i(parse_ok(c, "min(s0, s1, s2)"), v, 3), -2);
  assert_int_equal(eval_i(parse_ok(c, "max(s0, s1, s2)"), v, 3), 9);
}

static void test_comparisons(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_canon(c, "1 < 2", "true");
  check_canon(c, "2 <= 1", "false");
  check_canon(c, "s0 == s0", "true");
  check_canon(c, "s0 != s0", "false");
  check_canon(c, "s0 < s0", "false");
  check_canon(c, "s0 <= s0", "true");
  check_canon(c, "s0 + 1 > s0", "true");
  check_canon(c, "s0 * s1 + 3 <= s1 * s0 + 2", "false");
  check_canon(c, "s0 >= 2", "s0 >= 2");
  check_canon(c, "2 <= s0", "s0 >= 2");
  check_canon(c, "s0 > 2", "s0 > 2");
  check_canon(c, "2 == s0", "s0 == 2");
  check_canon(c, "s1 > s0", "s0 < s1");
  check_canon(c, "s1 >= s0 * 4", "s0 * 4 <= s1");
  check_same(c, "s0 > s1", "s1 < s0");
  check_same(c, "s0 >= s1", "s1 <= s0");
  const cajit_expr *gt = cajit_expr_gt(c, f->s0, f->s1);
  assert_int_equal(cajit_expr_kind_of(gt), CAJIT_EXPR_LT);
  assert_ptr_equal(cajit_expr_operand(gt, 0), f->s1);
  /* Floats: no folding of x == x (NaN); constants fold by IEEE. */
  check_canon(c, "f0 == f0", "f0 == f0");
  check_canon(c, "f0 < f0", "f0 < f0");
  check_canon(c, "nan == nan", "false");
  check_canon(c, "nan != nan", "true");
  check_canon(c, "-0.0 == 0.0", "true");
  check_canon(c, "1.5 < inf", "true");
  check_canon(c, "s0 < f0", "s0 < f0");
  check_canon(c, "2.5 <= s0", "s0 >= 2.5");
  assert_null(cajit_expr_cmp(c, CAJIT_EXPR_AND, f->s0, f->s1));
  cajit_status s = cajit_expr_ctx_status(c);
  assert_non_null(strstr(cajit_status_message(s), "invalid expression"));
  cajit_status_free(s);
}

static void test_booleans(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_canon(c, "true and s0 < 1", "s0 < 1");
  check_canon(c, "false and s0 < 1", "false");
  check_canon(c, "true or s0 < 1", "true");
  check_canon(c, "false or s0 < 1", "s0 < 1");
  check_canon(c, "s0 < 1 and s0 < 1", "s0 < 1");
  check_canon(c, "not true", "false");
  check_canon(c, "not not (f0 < 1.0)", "f0 < 1.0");
  check_canon(c, "not s0 < s1", "s1 <= s0");
  check_canon(c, "not s0 <= s1", "s1 < s0");
  check_canon(c, "not s0 == s1", "s0 != s1");
  check_canon(c, "not f0 != f1", "f0 == f1");
  check_canon(c, "not f0 < f1", "not f0 < f1");
  check_canon(c, "not (s0 < 1 and s1 < 2)", "not (s0 < 1 and s1 < 2)");
  check_canon(c, "(s0 < 1 or s1 < 2) and s2 < 3",
              "s2 < 3 and (s0 < 1 or s1 < 2)");
  check_canon(c, "s0 < 1 or s1 < 2 and s2 < 3", "s0 < 1 or s1 < 2 and s2 < 3");
  check_canon(c, "not (f0 < 1.0) or s0 == 1", "s0 == 1 or not f0 < 1.0");
  check_canon(c, "true and true", "true");
  check_canon(c, "false or false", "false");
}

static void test_floats(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_canon(c, "1.5 + 2.25 * 2.0", "6.0");
  check_canon(c, "1.0 / 0.0", "inf");
  check_canon(c, "0.0 / 0.0", "nan");
  check_canon(c, "-(0.0 / 0.0)", "nan");
  check_canon(c, "0.1 + 0.2", "0.30000000000000004");
  check_canon(c, "f0 * 1.0", "f0");
  check_canon(c, "f0 / 1.0", "f0");
  check_canon(c, "f0 - 0.0", "f0");
  check_canon(c, "f0 + -0.0", "f0");
  check_canon(c, "f0 + 0.0", "f0 + 0.0");
  check_canon(c, "f0 * 0.0", "f0 * 0.0");
  check_canon(c, "-(-f0)", "f0");
  check_canon(c, "f0 - f0", "f0 - f0");
  check_canon(c, "2.0 * f0", "f0 * 2.0");
  check_canon(c, "f0 * -2.0", "f0 * -2.0");
  check_canon(c, "-f0 * 2.0", "-f0 * 2.0");
  check_canon(c, "-(f0 * 2.0)", "-(f0 * 2.0)");
  check_canon(c, "f1 - f0", "f1 - f0");
  check_canon(c, "-f0 + f1", "f1 - f0");
  check_canon(c, "-f0 - f1", "-f0 - f1");
  check_canon(c, "f0 - 2.0", "f0 - 2.0");
  check_canon(c, "-2.0 + f0", "f0 - 2.0");
  check_canon(c, "f0 + -inf", "f0 - inf");
  check_canon(c, "f0 + f1 + 1.0", "f0 + f1 + 1.0");
  check_canon(c, "f0 + (f1 + 1.0)", "f1 + 1.0 + f0");
  check_canon(c, "f0 - (f1 + 1.0)", "f0 - (f1 + 1.0)");
  check_canon(c, "f0 * (f1 * 3.0)", "f1 * 3.0 * f0");
  check_canon(c, "f0 / (f1 * 3.0)", "f0 / (f1 * 3.0)");
  check_canon(c, "f0 / f1 / 2.0", "f0 / f1 / 2.0");
  /* No reassociation: rounding would differ. */
  check_differ(c, "(f0 + f1) + 1.0", "f0 + (f1 + 1.0)");
  check_differ(c, "(f0 * 3.0) * 3.0", "f0 * 9.0");
  check_differ(c, "f0 + f0", "f0 * 2.0");
  /* -0.0 and 0.0 are distinct constants; all NaNs are one. */
  check_differ(c, "-0.0", "0.0");
  assert_ptr_equal(cajit_expr_float(c, NAN), cajit_expr_float(c, -NAN));
  double d;
  assert_true(cajit_expr_as_float(parse_ok(c, "-0.0"), &d));
  assert_true(d == 0.0 && signbit(d));
  /* Int operands convert. */
  check_canon(c, "f0 + s0", "f0 + s0");
  check_canon(c, "s0 + f0", "f0 + s0");
  check_canon(c, "f0 - s0", "f0 - s0");
  check_canon(c, "f0 - (s0 + 1)", "f0 - (s0 + 1)");
  check_canon(c, "f0 * (s0 - s1)", "f0 * (s0 - s1)");
  check_canon(c, "s0 / s1", "s0 / s1");
  check_canon(c, "s0 / 2", "s0 / 2.0");
  check_canon(c, "3 / 2", "1.5");
  check_canon(c, "s0 * 1.0", "s0 * 1.0");
  check_canon(c, "s0 * 1.0 + s1", "s0 + s1 * 1.0");
  check_canon(c, "-(s0 * 1.0)", "-(s0 * 1.0)");
  check_canon(c, "s0 - s1 * 1.0", "s0 - s1 * 1.0");
  check_canon(c, "(s0 + 1) * 1.0", "(s0 + 1) * 1.0");
  check_canon(c, "s0 * 1.0 < s1", "s0 < s1 * 1.0");
  check_canon(c, "s0 * 2.5", "s0 * 2.5");
  check_canon(c, "2 * 1.5", "3.0");
  const cajit_expr *tf = cajit_expr_to_float(c, f->s0);
  assert_int_equal(cajit_expr_kind_of(tf), CAJIT_EXPR_TO_FLOAT);
  assert_ptr_equal(cajit_expr_operand(tf, 0), f->s0);
  assert_ptr_equal(cajit_expr_to_float(c, tf), tf);
  assert_ptr_equal(cajit_expr_to_float(c, cajit_expr_int(c, 3)),
                   cajit_expr_float(c, 3.0));
  assert_ptr_equal(cajit_expr_mul(c, f->s0, cajit_expr_float(c, 1.0)), tf);
  assert_false(cajit_expr_ctx_failed(c));
}

static void test_float_printing(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  static const struct {
    double v;
    const char *text;
  } cases[] = {
      {0.0, "0.0"},
      {-0.0, "-0.0"},
      {1.0, "1.0"},
      {-2.0, "-2.0"},
      {0.5, "0.5"},
      {0.1, "0.1"},
      {1e-05, "1e-05"},
      {1e300, "1e+300"},
      {123456789.0, "123456789.0"},
      {1e16, "1e+16"},
      {5e-324, "5e-324"},
      {1.7976931348623157e308, "1.7976931348623157e+308"},
      {1.0 / 3.0, "0.3333333333333333"},
      {INFINITY, "inf"},
      {-INFINITY, "-inf"},
      {NAN, "nan"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    const cajit_expr *e = cajit_expr_float(c, cases[i].v);
    assert_string_equal(text_of(e), cases[i].text);
    assert_ptr_equal(parse_ok(c, cases[i].text), e);
  }
}

static void test_print_layout(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_canon(c, "1 + s0", "s0 + 1");
  check_canon(c, "s0 - 3*s1", "s0 - s1 * 3");
  check_canon(c, "64 * s0", "s0 * 64");
  check_canon(c, "-3 * s0", "-s0 * 3");
  check_canon(c, "-s0", "-s0");
  check_canon(c, "5 - s0", "-s0 + 5");
  check_canon(c, "s0 * s1 + s0 + s1 + 1", "s0 + s0 * s1 + s1 + 1");
  check_canon(c, "s0 % 4 * s1", "s1 * (s0 % 4)");
  check_canon(c, "-(s0 // 2)", "-(s0 // 2)");
  check_canon(c, "-s0 // 2", "-s0 // 2");
  check_canon(c, "(s0 + 1) // 2", "(s0 + 1) // 2");
  check_canon(c, "s1 // (s0 * 2)", "s1 // (s0 * 2)");
  check_canon(c, "s0 * 2 // 3", "s0 * 2 // 3");
  check_canon(c, "s1 // -3", "s1 // -3");
  check_canon(c, "s1 % min(s0, 3)", "s1 % min(s0, 3)");
  check_canon(c, "min(s0, 3) * 2", "min(s0, 3) * 2");
  check_canon(c, "s0 - 9223372036854775807*s1 - s1",
              "s0 + s1 * -9223372036854775808");
  check_canon(c, "s0 - 9223372036854775807 - 1", "s0 + -9223372036854775808");
  check_canon(c, "-9223372036854775807 * s0 - s0", "s0 * -9223372036854775808");
  check_canon(c, "  s0+1 ", "s0 + 1");
  check_canon(c, "((((s0))))", "s0");

  /* Truncation behaves as snprintf. */
  const cajit_expr *e = parse_ok(c, "s0 * s1 + 12345");
  char small[8];
  size_t n = cajit_expr_print(c, e, small, sizeof small);
  assert_int_equal(n, strlen("s0 * s1 + 12345"));
  assert_string_equal(small, "s0 * s1");
  assert_int_equal(cajit_expr_print(c, e, NULL, 0), n);
  small[0] = 'x';
  assert_int_equal(cajit_expr_print(c, e, small, 1), n);
  assert_int_equal(small[0], '\0');
}

/* The order is by kind, then value / index, then operands: independent of
 * the order (and so the addresses) things were built in. */
static void test_total_order_is_stable(void **state) {
  (void)state;
  static const char *const texts[] = {
      "s2 * s1 + min(s0, s2 // 3) - s0 % 5 + max(s1, 2) * s0",
      "s0 < s1 and f0 * 2.0 + f1 > 1.0 or not (f1 != f0 - s2)",
      "(s0 + s1) * (s1 - s2) * (s2 + 3)"};
  char first[3][256];
  for (int round = 0; round < 2; round++) {
    cajit_expr_ctx *ctx;
    assert_null(cajit_expr_ctx_create(&ctx));
    add_sym(ctx, "s0", CAJIT_EXPR_TYPE_INT);
    add_sym(ctx, "s1", CAJIT_EXPR_TYPE_INT);
    add_sym(ctx, "s2", CAJIT_EXPR_TYPE_INT);
    add_sym(ctx, "f0", CAJIT_EXPR_TYPE_FLOAT);
    add_sym(ctx, "f1", CAJIT_EXPR_TYPE_FLOAT);
    if (round == 1) { /* build pieces in another order first */
      parse_ok(ctx, "s2 % 5 + s1 * 7 + max(s2, 9) + 2.5 * f1");
      parse_ok(ctx, "s2 + 3");
      parse_ok(ctx, "s1 - s2");
    }
    for (int i = 2; i >= 0; i--) {
      const cajit_expr *e = parse_ok(ctx, texts[i]);
      char buf[256];
      cajit_expr_print(ctx, e, buf, sizeof buf);
      if (round == 0)
        strcpy(first[i], buf);
      else
        assert_string_equal(buf, first[i]);
    }
    const cajit_expr *s0 = cajit_expr_symbol(ctx, 0),
                     *s1 = cajit_expr_symbol(ctx, 1);
    assert_true(cajit_expr_compare(s0, s1) < 0);
    assert_true(cajit_expr_compare(s1, s0) > 0);
    assert_int_equal(cajit_expr_compare(s1, s1), 0);
    assert_true(cajit_expr_compare(cajit_expr_int(ctx, 5), s0) < 0);
    assert_true(cajit_expr_compare(cajit_expr_int(ctx, -5),
                                   cajit_expr_int(ctx, 5)) < 0);
    assert_true(cajit_expr_compare(cajit_expr_float(ctx, -0.0),
                                   cajit_expr_float(ctx, 0.0)) < 0);
    assert_true(cajit_expr_hash(parse_ok(ctx, "s0 + s1 * 2")) ==
                cajit_expr_hash(parse_ok(ctx, "2 * s1 + s0")));
    cajit_expr_ctx_destroy(ctx);
  }
  assert_string_equal(first[0], "s0 * max(s1, 2) + s1 * s2 - s0 % 5 + "
                                "min(s0, s2 // 3)");
}

static void count_symbol(int32_t index, void *user) { ((int *)user)[index]++; }

static void test_visit_symbols(void **state) {
  fx *f = *state;
  int counts[5] = {0};
  cajit_expr_visit_symbols(parse_ok(f->ctx, "s0 * s2 + s0 // s2 < f0 * 1.5"),
                           count_symbol, counts);
  assert_int_equal(counts[0], 2);
  assert_int_equal(counts[1], 0);
  assert_int_equal(counts[2], 2);
  assert_int_equal(counts[3], 1);
}

/* ---- evaluation ---------------------------------------------------------- */

static void test_eval(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  int64_t ints[5] = {7, -3, 4, 0, 0};
  double floats[5] = {0, 0, 0, 2.5, -0.5};
  cajit_expr_binding b = {ints, floats, 5};
  int64_t v;
  assert_null(cajit_expr_eval_int(
      parse_ok(c, "s0 * s1 + s2 // s1 - s0 % s2 + max(s0, s2)"), &b, &v));
  assert_int_equal(v, 7 * -3 + (4 / -3 - 1) - 3 + 7);
  double d;
  assert_null(cajit_expr_eval_float(parse_ok(c, "f0 * s0 - f1 / 2.0"), &b, &d));
  assert_true(d == 2.5 * 7 - -0.5 / 2.0);
  assert_null(cajit_expr_eval_float(parse_ok(c, "s0 / s2"), &b, &d));
  assert_true(d == 1.75);
  assert_null(cajit_expr_eval_float(parse_ok(c, "f0 / (f1 + 0.5)"), &b, &d));
  assert_true(isinf(d));
  bool r;
  assert_null(cajit_expr_eval_bool(
      parse_ok(c, "s0 > s2 and f0 >= 2.5 and not f1 > 0.0"), &b, &r));
  assert_true(r);
  assert_null(cajit_expr_eval_bool(parse_ok(c, "s1 == -3 or s0 < 0"), &b, &r));
  assert_true(r);
  assert_null(cajit_expr_eval_bool(parse_ok(c, "s0 != 7"), &b, &r));
  assert_false(r);
  floats[3] = NAN;
  assert_null(cajit_expr_eval_bool(parse_ok(c, "f0 == f0"), &b, &r));
  assert_false(r);
  assert_null(cajit_expr_eval_bool(parse_ok(c, "f0 != f0"), &b, &r));
  assert_true(r);
  assert_null(cajit_expr_eval_bool(parse_ok(c, "f0 <= 1.0"), &b, &r));
  assert_false(r);
  /* and/or are decided by a decisive operand whatever the order. */
  ints[1] = 0;
  assert_null(
      cajit_expr_eval_bool(parse_ok(c, "s1 != 0 and s0 // s1 > 2"), &b, &r));
  assert_false(r);
  assert_null(
      cajit_expr_eval_bool(parse_ok(c, "s0 // s1 > 2 or s1 == 0"), &b, &r));
  assert_true(r);
}

static void check_eval_error(const cajit_expr *e, const cajit_expr_binding *b,
                             int as, const char *want) {
  int64_t i;
  double d;
  bool x;
  cajit_status s = as == 0   ? cajit_expr_eval_int(e, b, &i)
                   : as == 1 ? cajit_expr_eval_float(e, b, &d)
                             : cajit_expr_eval_bool(e, b, &x);
  if (!s) fail_msg("%s evaluated, expected \"%s\"", text_of(e), want);
  if (strcmp(cajit_status_message(s), want) != 0)
    fail_msg("error \"%s\", expected \"%s\"", cajit_status_message(s), want);
  assert_int_equal(cajit_status_code_of(s), CAJIT_INVALID_ARGUMENT);
  cajit_status_free(s);
}

static void test_eval_errors(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  int64_t ints[5] = {7, 0, INT64_MAX, 0, 0};
  double floats[5] = {0};
  cajit_expr_binding b = {ints, floats, 5};
  check_eval_error(parse_ok(c, "s0 + s1 // s1 * 3"), &b, 0,
                   "division by zero in `s1 // s1`");
  check_eval_error(parse_ok(c, "s0 % s1"), &b, 0,
                   "modulo by zero in `s0 % s1`");
  check_eval_error(parse_ok(c, "s0 // 0"), &b, 0,
                   "division by zero in `s0 // 0`");
  check_eval_error(parse_ok(c, "s2 + s0"), &b, 0,
                   "integer overflow in `s0 + s2`");
  check_eval_error(parse_ok(c, "s2 * s0"), &b, 0,
                   "integer overflow in `s0 * s2`");
  check_eval_error(parse_ok(c, "-s2 - 2"), &b, 0,
                   "integer overflow in `-s2 - 2`");
  ints[1] = -1;
  ints[2] = INT64_MIN;
  check_eval_error(parse_ok(c, "s2 // s1"), &b, 0,
                   "integer overflow in `s2 // s1`");
  check_eval_error(parse_ok(c, "f0 + 1.0"), &b, 0,
                   "cannot evaluate float expression `f0 + 1.0` as int");
  check_eval_error(f->s0, &b, 1,
                   "cannot evaluate int expression `s0` as float");
  check_eval_error(parse_ok(c, "s0 < 1"), &b, 1,
                   "cannot evaluate bool expression `s0 < 1` as float");
  check_eval_error(f->s0, &b, 2, "cannot evaluate int expression `s0` as bool");
  /* A float error inside a bool: the sub-expression is named. */
  check_eval_error(parse_ok(c, "s1 // 0 < f0"), &b, 2,
                   "division by zero in `s1 // 0`");
  /* Unbound symbols. */
  cajit_expr_binding short_b = {ints, floats, 2};
  check_eval_error(parse_ok(c, "s0 + s2"), &short_b, 0,
                   "symbol s2 is not bound (the binding has 2 symbols)");
  check_eval_error(f->s0, NULL, 0,
                   "symbol s0 is not bound (the binding has 0 symbols)");
  cajit_expr_binding no_ints = {NULL, floats, 5};
  check_eval_error(f->s1, &no_ints, 0,
                   "symbol s1 is not bound (the binding has 5 symbols, no "
                   "int values)");
  cajit_expr_binding no_floats = {ints, NULL, 5};
  check_eval_error(f->f1, &no_floats, 1,
                   "symbol f1 is not bound (the binding has 5 symbols, no "
                   "float values)");
  /* and: no decisive operand, so the first error is reported. */
  check_eval_error(parse_ok(c, "s0 // s1 < 2 and f1 < s2 // 0"), &no_floats, 2,
                   "symbol f1 is not bound (the binding has 5 symbols, "
                   "no float values)");
  /* Two failing operands: the first in canonical order is reported. */
  check_eval_error(parse_ok(c, "s1 % 0 < 2 or s0 // 0 > 1"), &b, 2,
                   "division by zero in `s0 // 0`");
  /* Long expressions are cut in messages. */
  char text[2048] = "s0";
  for (int i = 0; i < 60; i++)
    strcat(text, " + s1 * s2 * s0");
  strcat(text, " + 0 // 0 * s0 * s1");
  int64_t v;
  cajit_status s = cajit_expr_eval_int(parse_ok(c, text), &short_b, &v);
  assert_non_null(s);
  assert_true(strlen(cajit_status_message(s)) < 200);
  cajit_status_free(s);
}

/* ---- parsing ------------------------------------------------------------- */

static void test_parse_prefix(void **state) {
  fx *f = *state;
  static const struct {
    const char *text;
    size_t used;
    const char *want;
  } cases[] = {
      {"s0 + 1, 2", 6, "s0 + 1"},
      {"(s0)) ", 4, "s0"},
      {"s0 * 2]", 6, "s0 * 2"},
      {"min(s0, 1) = x", 10, "min(s0, 1)"},
      {"s0 }", 2, "s0"},
      {"s0 foo", 2, "s0"},
      {"  s0 == 1 # c", 9, "s0 == 1"},
      {"2 ? 3", 1, "2"},
      {"1.5e3:", 5, "1500.0"},
      {"2e", 1, "2"},
      {"s0\n+1", 2, "s0"},
      {"s0 = 1", 2, "s0"},
      {"s0 ! 1", 2, "s0"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    const cajit_expr *e;
    size_t used, at;
    cajit_status s = cajit_expr_parse_prefix(
        f->ctx, cajit_sv_from_cstr(cases[i].text), &e, &used, &at);
    if (s) fail_msg("%s: %s", cases[i].text, cajit_status_message(s));
    assert_int_equal(used, cases[i].used);
    assert_string_equal(text_of(e), cases[i].want);
  }
}

static void test_parse_errors(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  check_parse_error(c, "", "expected expression, found end of input", 0);
  check_parse_error(c, "   ", "expected expression, found end of input", 3);
  check_parse_error(c, "s0 +", "expected expression, found end of input", 4);
  check_parse_error(c, "s0 * )", "expected expression, found ')'", 5);
  check_parse_error(c, "(s0 + 1", "expected ')', found end of input", 7);
  check_parse_error(c, "(s0 + 1]", "expected ')', found ']'", 7);
  check_parse_error(c, "s0 + @", "expected expression, found '@'", 5);
  check_parse_error(c, "s0 + \x01", "expected expression, found byte 0x01", 5);
  check_parse_error(c, "s0 + \xff", "expected expression, found byte 0xff", 5);
  check_parse_error(c, "foo + 1", "unknown symbol foo", 0);
  check_parse_error(c, "s0 * bar_2", "unknown symbol bar_2", 5);
  check_parse_error(c, "f32", "expected expression, found 'f32'", 0);
  check_parse_error(c, "2 * input", "expected expression, found 'input'", 4);
  check_parse_error(c, "none", "expected expression, found 'none'", 0);
  check_parse_error(c, "s0 + int", "expected expression, found 'int'", 5);
  check_parse_error(c, "s0 + not s1 < 1", "expected expression, found 'not'",
                    5);
  check_parse_error(c, "9223372036854775808",
                    "integer literal 9223372036854775808 does not fit in int64",
                    0);
  check_parse_error(c, "1 + -9223372036854775809",
                    "integer literal -9223372036854775809 does not fit in "
                    "int64",
                    5);
  check_parse_error(c, "99999999999999999999999999999999999999999999999",
                    "integer literal 9999999999999999999999999999999999999999"
                    "... does not fit",
                    0);
  check_parse_error(c, "min(s0)", "expected ',', found ')'", 6);
  check_parse_error(c, "max s0", "expected '(', found 's0'", 4);
  /* Long tokens are cut at 40 bytes, inside the quotes. */
  check_parse_error(c, "(s0 a123456789b123456789c123456789d123456789e1",
                    "expected ')', found "
                    "'a123456789b123456789c123456789d123456789...'",
                    4);
  check_parse_error(c, "min(s0, 1", "expected ',' or ')', found end of input",
                    9);
  check_parse_error(c, "min(s0, f0)",
                    "expected int expression, found float expression", 8);
  check_parse_error(c, "1 < 2 < 3",
                    "expected 'and' or 'or' between comparisons, found '<'", 6);
  check_parse_error(c, "true + 1",
                    "expected int or float expression, found bool expression",
                    0);
  check_parse_error(c, "1 - (s0 < 2)",
                    "expected int or float expression, found bool expression",
                    4);
  check_parse_error(
      c, "-true", "expected int or float expression, found bool expression", 1);
  check_parse_error(c, "f0 // 2",
                    "expected int expression, found float expression", 0);
  check_parse_error(c, "s0 % 2.0",
                    "expected int expression, found float expression", 5);
  check_parse_error(c, "s0 and true",
                    "expected bool expression, found int expression", 0);
  check_parse_error(c, "true or s1",
                    "expected bool expression, found int expression", 8);
  check_parse_error(c, "not s0",
                    "expected bool expression, found int "
                    "expression",
                    4);
  check_parse_error(c, "s0 < true",
                    "expected int or float expression, found bool expression",
                    5);
  check_parse_error(c, "true == false",
                    "expected int or float expression, found bool expression",
                    0);
  check_parse_error(c, "9223372036854775807 + 1",
                    "integer overflow in constant arithmetic", 20);
  check_parse_error(c, "--9223372036854775808",
                    "integer overflow in constant arithmetic", 0);
  check_parse_error(c, "(-9223372036854775807 - 1) // -1",
                    "integer overflow in constant arithmetic", 27);
  assert_true(cajit_expr_ctx_failed(c)); /* overflow is a context failure */

  /* cajit_expr_parse: trailing text, and the column in the message. */
  const cajit_expr *e = (const cajit_expr *)1;
  cajit_status s = cajit_expr_parse(c, CAJIT_SV("s0 + 1 )"), &e);
  assert_string_equal(cajit_status_message(s),
                      "column 8: expected end of expression, found ')'");
  assert_null(e);
  cajit_status_free(s);
  s = cajit_expr_parse(c, CAJIT_SV("s0 + $"), &e);
  assert_string_equal(cajit_status_message(s),
                      "column 6: expected expression, found '$'");
  cajit_status_free(s);
  s = cajit_expr_parse(c, (cajit_sv){NULL, 0}, &e);
  assert_string_equal(cajit_status_message(s),
                      "column 1: expected expression, found end of input");
  cajit_status_free(s);
  /* Long tokens are cut in messages. */
  char longname[200];
  memset(longname, 'a', sizeof longname - 1);
  longname[sizeof longname - 1] = '\0';
  s = cajit_expr_parse(c, cajit_sv_from_cstr(longname), &e);
  assert_non_null(strstr(cajit_status_message(s), "unknown symbol aaaa"));
  assert_true(strlen(cajit_status_message(s)) < 80);
  cajit_status_free(s);
  char longfloat[200] = "1.";
  memset(longfloat + 2, '5', 150);
  longfloat[152] = '\0';
  check_parse_error(c, longfloat, "float literal longer than 127 bytes", 0);
}

static char *repeat(const char *prefix, const char *unit, int n,
                    const char *suffix) {
  size_t len = strlen(prefix) + strlen(unit) * (size_t)n + strlen(suffix) + 1;
  char *s = malloc(len);
  strcpy(s, prefix);
  for (int i = 0; i < n; i++)
    strcat(s, unit);
  strcat(s, suffix);
  return s;
}

static void test_parse_nesting_limits(void **state) {
  fx *f = *state;
  cajit_expr_ctx *c = f->ctx;
  char *ok = repeat("", "(", 250, "s0");
  char *ok2 = repeat(ok, ")", 250, "");
  assert_ptr_equal(parse_ok(c, ok2), f->s0);
  free(ok);
  free(ok2);
  char *deep = repeat("", "(", 300, "s0");
  check_parse_error(c, deep, "expression nested too deeply (limit 256)", 256);
  free(deep);
  char *minus = repeat("", "-", 300, "s0");
  check_parse_error(c, minus, "expression nested too deeply (limit 256)", 256);
  free(minus);
  char *nots = repeat("", "not ", 300, "true");
  check_parse_error(c, nots, "expression nested too deeply (limit 256)",
                    256 * 4);
  free(nots);
  char *calls = repeat("", "min(1, ", 300, "s0");
  check_parse_error(c, calls, "expression nested too deeply (limit 256)",
                    256 * 7 + 3);
  free(calls);
  /* A long chain nests no syntax but builds a deep expression. */
  char *chain = repeat("s0", " // s1", 1500, "");
  check_parse_error(c, chain,
                    "expression nested too deeply (more than 1000 levels)",
                    2 + 999 * 6 + 1);
  free(chain);
  /* Long flat sums are fine. */
  char *sum = repeat("s0", " + s1 * s2 - 1", 3000, "");
  const cajit_expr *e = parse_ok(c, sum);
  assert_string_equal(text_of(e), "s0 + s1 * s2 * 3000 - 3000");
  free(sum);
  assert_false(cajit_expr_ctx_failed(c));
}

/* ---- limits and constructor failures ----------------------------------- */

static void test_constructor_failures(void **state) {
  (void)state;
  cajit_expr_ctx *c;
  assert_null(cajit_expr_ctx_create(&c));
  add_sym(c, "s0", CAJIT_EXPR_TYPE_INT);
  add_sym(c, "f0", CAJIT_EXPR_TYPE_FLOAT);
  const cajit_expr *s0 = cajit_expr_symbol(c, 0), *f0 = cajit_expr_symbol(c, 1);
  const cajit_expr *t = cajit_expr_bool(c, true);
  const cajit_expr *cases[] = {
      cajit_expr_add(c, s0, t),
      cajit_expr_mul(c, t, f0),
      cajit_expr_neg(c, t),
      cajit_expr_sub(c, t, s0),
      cajit_expr_truediv(c, t, s0),
      cajit_expr_floordiv(c, f0, s0),
      cajit_expr_mod(c, s0, f0),
      cajit_expr_min(c, s0, f0),
      cajit_expr_max(c, t, s0),
      cajit_expr_to_float(c, t),
      cajit_expr_cmp(c, CAJIT_EXPR_LT, t, s0),
      cajit_expr_and(c, t, s0),
      cajit_expr_or(c, f0, t),
      cajit_expr_not(c, s0),
      cajit_expr_add(c, cajit_expr_int(c, INT64_MAX), cajit_expr_int(c, 1)),
      cajit_expr_mul(c, cajit_expr_int(c, INT64_MAX), cajit_expr_int(c, 2)),
      cajit_expr_neg(c, cajit_expr_int(c, INT64_MIN)),
      cajit_expr_add(c, cajit_expr_mul(c, s0, cajit_expr_int(c, INT64_MAX)),
                     s0),
      cajit_expr_symbol(c, 2),
      cajit_expr_symbol(c, -1),
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    assert_null(cases[i]);
  assert_true(cajit_expr_ctx_failed(c));
  /* Each failure is checked right after it happens. */
  static const struct {
    int op;
    const char *msg;
  } ops[] = {{0, "wrong type"},
             {1, "integer overflow"},
             {2, "invalid"},
             {3, "invalid"}};
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
    const cajit_expr *r =
        ops[i].op == 0   ? cajit_expr_add(c, s0, t)
        : ops[i].op == 1 ? cajit_expr_mul(c, cajit_expr_int(c, INT64_MIN),
                                          cajit_expr_int(c, -1))
        : ops[i].op == 2 ? cajit_expr_symbol(c, 9)
                         : cajit_expr_cmp(c, CAJIT_EXPR_NOT, s0, s0);
    assert_null(r);
    cajit_status s = cajit_expr_ctx_status(c);
    assert_non_null(strstr(cajit_status_message(s), ops[i].msg));
    cajit_status_free(s);
  }
  /* A NULL operand gives NULL and keeps the first failure's reason. */
  assert_null(cajit_expr_add(c, NULL, s0));
  assert_null(cajit_expr_not(c, NULL));
  assert_null(cajit_expr_to_float(c, NULL));
  cajit_status s = cajit_expr_ctx_status(c);
  assert_non_null(strstr(cajit_status_message(s), "invalid expression"));
  cajit_status_free(s);
  cajit_expr_ctx_destroy(c);

  /* A NULL operand in a context that never failed is a bad argument. */
  assert_null(cajit_expr_ctx_create(&c));
  assert_null(cajit_expr_mul(c, NULL, cajit_expr_int(c, 1)));
  s = cajit_expr_ctx_status(c);
  assert_int_equal(cajit_status_code_of(s), CAJIT_INVALID_ARGUMENT);
  cajit_status_free(s);
  cajit_expr_ctx_destroy(c);
}

static void test_size_limits(void **state) {
  (void)state;
  cajit_expr_ctx *c;
  assert_null(cajit_expr_ctx_create(&c));
  char name[8];
  for (int i = 0; i < 40; i++) {
    snprintf(name, sizeof name, "s%d", i);
    add_sym(c, name, CAJIT_EXPR_TYPE_INT);
  }
  /* (s0 + s1)(s2 + s3)... has 2^k distinct terms. */
  const cajit_expr *p = cajit_expr_int(c, 1);
  int k = 0;
  for (; k < 20 && p; k++)
    p = cajit_expr_mul(c, p,
                       cajit_expr_add(c, cajit_expr_symbol(c, 2 * k),
                                      cajit_expr_symbol(c, 2 * k + 1)));
  assert_null(p);
  assert_int_equal(k, 13); /* 2^12 = 4096 terms are fine, 2^13 are not */
  cajit_status s = cajit_expr_ctx_status(c);
  assert_string_equal(cajit_status_message(s),
                      "expression too large (more than 4096 terms)");
  assert_int_equal(cajit_status_code_of(s), CAJIT_UNSUPPORTED);
  cajit_status_free(s);
  /* Depth. */
  const cajit_expr *e = cajit_expr_symbol(c, 0);
  int depth = 1;
  while (e && depth < 3000) {
    e = cajit_expr_floordiv(c, e, cajit_expr_symbol(c, 1));
    depth++;
  }
  assert_null(e);
  assert_int_equal(depth, 2001);
  s = cajit_expr_ctx_status(c);
  assert_string_equal(cajit_status_message(s),
                      "expression too deep (more than 2000 levels)");
  cajit_status_free(s);
  /* The parser reports too many terms at the operator. */
  check_parse_error(c,
                    "(s0+s1)*(s2+s3)*(s4+s5)*(s6+s7)*(s8+s9)*(s10+s11)*(s12+"
                    "s13)*(s14+s15)*(s16+s17)*(s18+s19)*(s20+s21)*(s22+s23)*("
                    "s24+s25)",
                    "expression too large (more than 4096 terms)", 109);
  cajit_expr_ctx_destroy(c);
}

/* ---- random properties -------------------------------------------------- */

static uint64_t rng_state;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}
static int rndn(int n) { return (int)(rnd() % (uint64_t)n); }

/* A random expression tree built through the constructors, evaluated in
 * parallel by a direct reference evaluator that applies no simplification:
 * ok=0 when the reference hits an error, skip=1 when values get large
 * enough that the canonical form could overflow where the tree does not. */
typedef struct refval {
  int type; /* cajit_expr_type */
  int64_t i;
  double f;
  bool b;
  bool ok, skip;
} refval;

typedef struct gen {
  cajit_expr_ctx *ctx;
  const int64_t *ints;
  const double *floats;
  bool wild; /* extreme constants: only for printing, not for evaluation */
} gen;

static const int64_t wild_ints[] = {0,
                                    1,
                                    -1,
                                    2,
                                    -3,
                                    7,
                                    INT64_MAX,
                                    INT64_MIN,
                                    64,
                                    -1000000,
                                    4611686018427387904LL};
static const double wild_floats[] = {0.0,       -0.0,  1.0, -1.0, 0.5,
                                     1e300,     -1e-7, 0.1, 3.0,  INFINITY,
                                     -INFINITY, NAN,   2.5, -2.0, 1e-300};

static const cajit_expr *gen_int(gen *g, int depth, refval *r);
static const cajit_expr *gen_float(gen *g, int depth, refval *r);

static void mark(refval *r, const refval *a, const refval *b) {
  r->ok = a->ok && (!b || b->ok);
  r->skip = a->skip || (b && b->skip);
}

static bool too_big(int64_t v) { return v > (1LL << 24) || v < -(1LL << 24); }

static const cajit_expr *gen_int(gen *g, int depth, refval *r) {
  cajit_expr_ctx *c = g->ctx;
  r->type = CAJIT_EXPR_TYPE_INT;
  r->ok = true;
  r->skip = false;
  int choice = depth <= 0 ? rndn(2) : rndn(12);
  if (choice == 0) {
    r->i = g->wild ? wild_ints[rndn(sizeof wild_ints / sizeof *wild_ints)]
                   : rndn(13) - 6;
    return cajit_expr_int(c, r->i);
  }
  if (choice == 1) {
    int s = rndn(3);
    r->i = g->ints[s];
    return cajit_expr_symbol(c, s);
  }
  refval a, b;
  const cajit_expr *x = gen_int(g, depth - 1, &a);
  const cajit_expr *y = choice == 6 ? NULL : gen_int(g, depth - 1, &b);
  if (choice == 6) b = a;
  mark(r, &a, &b);
  int64_t va = a.i, vb = b.i;
  bool of = false;
  const cajit_expr *e = NULL;
  switch (choice) {
  case 2:
  case 3:
    of = __builtin_add_overflow(va, vb, &r->i);
    e = cajit_expr_add(c, x, y);
    break;
  case 4:
    of = __builtin_sub_overflow(va, vb, &r->i);
    e = cajit_expr_sub(c, x, y);
    break;
  case 5:
  case 11:
    of = __builtin_mul_overflow(va, vb, &r->i);
    e = cajit_expr_mul(c, x, y);
    break;
  case 6:
    of = __builtin_sub_overflow((int64_t)0, va, &r->i);
    e = cajit_expr_neg(c, x);
    break;
  case 7:
  case 8:
    if (vb == 0)
      r->ok = false;
    else if (va == INT64_MIN && vb == -1)
      of = true;
    else if (choice == 7) {
      int64_t q = va / vb;
      if (va % vb != 0 && ((va < 0) != (vb < 0))) q--;
      r->i = q;
    } else {
      int64_t m = vb == -1 ? 0 : va % vb;
      if (m != 0 && ((m < 0) != (vb < 0))) m += vb;
      r->i = m;
    }
    e = choice == 7 ? cajit_expr_floordiv(c, x, y) : cajit_expr_mod(c, x, y);
    break;
  case 9:
    r->i = va < vb ? va : vb;
    e = cajit_expr_min(c, x, y);
    break;
  default:
    r->i = va > vb ? va : vb;
    e = cajit_expr_max(c, x, y);
    break;
  }
  if (of || too_big(r->i)) r->skip = true;
  return e;
}

static const cajit_expr *gen_float(gen *g, int depth, refval *r) {
  cajit_expr_ctx *c = g->ctx;
  r->type = CAJIT_EXPR_TYPE_FLOAT;
  r->ok = true;
  r->skip = false;
  int choice = depth <= 0 ? rndn(2) : rndn(10);
  if (choice == 0) {
    static const double tame[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3.5, 0.1};
    r->f = g->wild ? wild_floats[rndn(sizeof wild_floats / sizeof *wild_floats)]
                   : tame[rndn(8)];
    return cajit_expr_float(c, r->f);
  }
  if (choice == 1) {
    int s = 3 + rndn(2);
    r->f = g->floats[s];
    return cajit_expr_symbol(c, s);
  }
  if (choice == 2) { /* an int operand, converted */
    refval a;
    const cajit_expr *x = gen_int(g, depth - 1, &a);
    *r = a;
    r->type = CAJIT_EXPR_TYPE_FLOAT;
    r->f = (double)a.i;
    return cajit_expr_to_float(c, x);
  }
  refval a, b;
  const cajit_expr *x = gen_float(g, depth - 1, &a);
  if (choice == 8) {
    *r = a;
    r->f = -a.f;
    return cajit_expr_neg(c, x);
  }
  const cajit_expr *y;
  if (rndn(4) == 0) { /* a bare int operand: the constructor converts it */
    y = gen_int(g, depth - 1, &b);
    b.f = (double)b.i;
  } else {
    y = gen_float(g, depth - 1, &b);
  }
  if (rndn(2)) { /* either side */
    const cajit_expr *t = x;
    x = y;
    y = t;
    refval tr = a;
    a = b;
    b = tr;
  }
  mark(r, &a, &b);
  switch (choice) {
  case 3:
  case 4: r->f = a.f + b.f; return cajit_expr_add(c, x, y);
  case 5: r->f = a.f - b.f; return cajit_expr_sub(c, x, y);
  case 6:
  case 7: r->f = a.f * b.f; return cajit_expr_mul(c, x, y);
  default: r->f = a.f / b.f; return cajit_expr_truediv(c, x, y);
  }
}

static const cajit_expr *gen_bool(gen *g, int depth, refval *r) {
  cajit_expr_ctx *c = g->ctx;
  r->type = CAJIT_EXPR_TYPE_BOOL;
  r->ok = true;
  r->skip = false;
  int choice = depth <= 0 ? 0 : rndn(8);
  refval a, b;
  if (choice == 0) {
    r->b = rndn(2);
    return cajit_expr_bool(c, r->b);
  }
  if (choice <= 4) { /* comparisons */
    bool fl = rndn(3) == 0;
    const cajit_expr *x =
        fl ? gen_float(g, depth - 1, &a) : gen_int(g, depth - 1, &a);
    const cajit_expr *y =
        fl ? gen_float(g, depth - 1, &b) : gen_int(g, depth - 1, &b);
    mark(r, &a, &b);
    int sign;
    bool unord = false;
    if (fl) {
      unord = isnan(a.f) || isnan(b.f);
      sign = a.f < b.f ? -1 : a.f > b.f ? 1 : 0;
    } else {
      sign = a.i < b.i ? -1 : a.i > b.i ? 1 : 0;
    }
    switch (rndn(6)) {
    case 0:
      r->b = !unord && sign == 0;
      return cajit_expr_cmp(c, CAJIT_EXPR_EQ, x, y);
    case 1:
      r->b = unord || sign != 0;
      return cajit_expr_cmp(c, CAJIT_EXPR_NE, x, y);
    case 2:
      r->b = !unord && sign < 0;
      return cajit_expr_cmp(c, CAJIT_EXPR_LT, x, y);
    case 3:
      r->b = !unord && sign <= 0;
      return cajit_expr_cmp(c, CAJIT_EXPR_LE, x, y);
    case 4: r->b = !unord && sign > 0; return cajit_expr_gt(c, x, y);
    default: r->b = !unord && sign >= 0; return cajit_expr_ge(c, x, y);
    }
  }
  const cajit_expr *x = gen_bool(g, depth - 1, &a);
  if (choice == 5) {
    *r = a;
    r->b = !a.b;
    return cajit_expr_not(c, x);
  }
  const cajit_expr *y = gen_bool(g, depth - 1, &b);
  bool is_and = choice == 6;
  r->skip = a.skip || b.skip;
  /* A decisive operand decides even if the other failed. */
  bool decisive = !is_and;
  if ((a.ok && a.b == decisive) || (b.ok && b.b == decisive)) {
    r->ok = true;
    r->b = decisive;
  } else {
    r->ok = a.ok && b.ok;
    r->b = !decisive;
  }
  return is_and ? cajit_expr_and(c, x, y) : cajit_expr_or(c, x, y);
}

static cajit_expr_ctx *property_ctx(void) {
  cajit_expr_ctx *c;
  assert_null(cajit_expr_ctx_create(&c));
  add_sym(c, "s0", CAJIT_EXPR_TYPE_INT);
  add_sym(c, "s1", CAJIT_EXPR_TYPE_INT);
  add_sym(c, "s2", CAJIT_EXPR_TYPE_INT);
  add_sym(c, "f0", CAJIT_EXPR_TYPE_FLOAT);
  add_sym(c, "f1", CAJIT_EXPR_TYPE_FLOAT);
  return c;
}

/* Print, parse back: the same pointer, and printing is a fixed point. */
static int check_round_trip(cajit_expr_ctx *c, const cajit_expr *e) {
  char buf[8192], buf2[8192];
  size_t n = cajit_expr_print(c, e, buf, sizeof buf);
  if (n >= sizeof buf) return 0;
  const cajit_expr *back = NULL;
  cajit_status s = cajit_expr_parse(c, cajit_sv_from_cstr(buf), &back);
  if (s) fail_msg("\"%s\" does not parse: %s", buf, cajit_status_message(s));
  if (back != e) {
    cajit_expr_print(c, back, buf2, sizeof buf2);
    fail_msg("\"%s\" parses back as \"%s\" (another expression)", buf, buf2);
  }
  /* In a fresh context, too: nothing depends on what was built before. */
  cajit_expr_ctx *fresh = property_ctx();
  back = NULL;
  s = cajit_expr_parse(fresh, cajit_sv_from_cstr(buf), &back);
  if (s) fail_msg("\"%s\" does not parse: %s", buf, cajit_status_message(s));
  cajit_expr_print(fresh, back, buf2, sizeof buf2);
  if (strcmp(buf, buf2) != 0)
    fail_msg("\"%s\" prints as \"%s\" in a fresh context", buf, buf2);
  cajit_expr_ctx_destroy(fresh);
  return 1;
}

/* The offset invariant of expr_internal.h: a floordiv or mod by a constant
 * c > 0 has a numerator whose constant term lies in [0, c), and a floordiv
 * numerator is not x // d + m (d > 0) unless folding it would overflow. */
static int64_t const_term(const cajit_expr *e) {
  int64_t k = 0;
  if (cajit_expr_as_int(e, &k)) return k;
  if (cajit_expr_kind_of(e) == CAJIT_EXPR_ADD &&
      cajit_expr_as_int(cajit_expr_operand(e, 0), &k))
    return k;
  return 0;
}

static void check_offset_invariant(const cajit_expr *e) {
  cajit_expr_kind k = cajit_expr_kind_of(e);
  int64_t c;
  if ((k == CAJIT_EXPR_FLOORDIV || k == CAJIT_EXPR_MOD) &&
      cajit_expr_as_int(cajit_expr_operand(e, 1), &c) && c > 0) {
    const cajit_expr *num = cajit_expr_operand(e, 0);
    int64_t kn = const_term(num);
    if (kn < 0 || kn >= c)
      fail_msg("%s: numerator constant %lld outside [0, %lld)", text_of(e),
               (long long)kn, (long long)c);
    const cajit_expr *fd = num;
    int64_t m = 0, d, md, sum, dc;
    if (cajit_expr_kind_of(num) == CAJIT_EXPR_ADD &&
        cajit_expr_operand_count(num) == 2 &&
        cajit_expr_as_int(cajit_expr_operand(num, 0), &m))
      fd = cajit_expr_operand(num, 1);
    if (k == CAJIT_EXPR_FLOORDIV &&
        cajit_expr_kind_of(fd) == CAJIT_EXPR_FLOORDIV &&
        cajit_expr_as_int(cajit_expr_operand(fd, 1), &d) && d > 0 &&
        !__builtin_mul_overflow(m, d, &md) &&
        !__builtin_add_overflow(const_term(cajit_expr_operand(fd, 0)), md,
                                &sum) &&
        !__builtin_mul_overflow(d, c, &dc))
      fail_msg("%s: a nested floordiv that folds", text_of(e));
  }
  for (int32_t i = 0; i < cajit_expr_operand_count(e); i++)
    check_offset_invariant(cajit_expr_operand(e, i));
}

static int64_t py_floordiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) q--;
  return q;
}

static int64_t py_mod(int64_t a, int64_t b) {
  int64_t m = a % b;
  if (m != 0 && ((m < 0) != (b < 0))) m += b;
  return m;
}

/* Offsets moved between the numerator and the outer sum give one node, and
 * the canonical forms evaluate like the unsimplified formulas on random
 * bindings, negative values included. */
static void test_offset_property(void **state) {
  (void)state;
  int compared = 0;
  for (uint64_t seed = 1; seed <= 3000; seed++) {
    rng_state = seed * 0x9e3779b97f4a7c15ull + 3;
    cajit_expr_ctx *x = property_ctx();
    const cajit_expr *s0 = cajit_expr_symbol(x, 0),
                     *s1 = cajit_expr_symbol(x, 1);
    int64_t p0 = rndn(7) - 3, p1 = rndn(5) - 2;
    int64_t k = rndn(101) - 50, j = rndn(11) - 5, m = rndn(21) - 10;
    int64_t cv = 1 + rndn(9), dv = 1 + rndn(6), neg = -1 - rndn(5);
    const cajit_expr *c = cajit_expr_int(x, cv), *d = cajit_expr_int(x, dv);
    /* base = p0*s0 + p1*s1 (+ s0*s1 sometimes), a non-constant polynomial
     * or 0. */
    bool prod = rndn(3) == 0;
    const cajit_expr *base =
        cajit_expr_add(x, cajit_expr_mul(x, cajit_expr_int(x, p0), s0),
                       cajit_expr_mul(x, cajit_expr_int(x, p1), s1));
    if (prod) base = cajit_expr_add(x, base, cajit_expr_mul(x, s0, s1));
#define K(v) cajit_expr_int(x, (v))
#define ADD(a, b) cajit_expr_add(x, (a), (b))
    /* (base + k) // c + m and the same with j*c moved across. */
    const cajit_expr *fd1 =
        ADD(cajit_expr_floordiv(x, ADD(base, K(k)), c), K(m));
    const cajit_expr *fd2 =
        ADD(cajit_expr_floordiv(x, ADD(base, K(k + j * cv)), c), K(m - j));
    assert_ptr_equal(fd1, fd2);
    const cajit_expr *md1 = cajit_expr_mod(x, ADD(base, K(k)), c);
    const cajit_expr *md2 = cajit_expr_mod(x, ADD(base, K(k + j * cv)), c);
    assert_ptr_equal(md1, md2);
    /* ((base + k) // d + m) // c == (base + k + m*d) // (d*c), when the
     * inner floordiv stays one (not when d divides base exactly). */
    const cajit_expr *inner = cajit_expr_floordiv(x, ADD(base, K(k)), d);
    const cajit_expr *nest = cajit_expr_floordiv(x, ADD(inner, K(m)), c);
    const cajit_expr *flat =
        cajit_expr_floordiv(x, ADD(base, K(k + m * dv)), K(dv * cv));
    if (cajit_expr_kind_of(inner) == CAJIT_EXPR_FLOORDIV && nest != flat) {
      char a[256], b[256];
      cajit_expr_print(x, nest, a, sizeof a);
      cajit_expr_print(x, flat, b, sizeof b);
      fail_msg("seed %d: nested %s, flat %s", (int)seed, a, b);
    }
    const cajit_expr *mnest =
        cajit_expr_mod(x, cajit_expr_mod(x, ADD(base, K(k)), K(cv * dv)), c);
    const cajit_expr *fneg =
        ADD(cajit_expr_floordiv(x, ADD(base, K(k)), K(neg)), K(m));
    const cajit_expr *mneg = cajit_expr_mod(x, ADD(base, K(k)), K(neg));
#undef K
#undef ADD
    assert_false(cajit_expr_ctx_failed(x));
    const cajit_expr *all[] = {fd1, md1, nest, mnest, fneg, mneg};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
      check_offset_invariant(all[i]);
    for (int t = 0; t < 8; t++) {
      int64_t ints[5] = {rndn(61) - 30, rndn(61) - 30, 0, 0, 0};
      int64_t bv = p0 * ints[0] + p1 * ints[1] + (prod ? ints[0] * ints[1] : 0);
      int64_t want[] = {
          py_floordiv(bv + k, cv) + m,
          py_mod(bv + k, cv),
          py_floordiv(py_floordiv(bv + k, dv) + m, cv),
          py_mod(py_mod(bv + k, cv * dv), cv),
          py_floordiv(bv + k, neg) + m,
          py_mod(bv + k, neg),
      };
      for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
        int64_t got = eval_i(all[i], ints, 5);
        if (got != want[i])
          fail_msg("seed %d: %s = %lld at s0=%lld s1=%lld, reference %lld",
                   (int)seed, text_of(all[i]), (long long)got,
                   (long long)ints[0], (long long)ints[1], (long long)want[i]);
        compared++;
      }
    }
    cajit_expr_ctx_destroy(x);
  }
  assert_int_equal(compared, 3000 * 8 * 6);
}

static void test_round_trip_property(void **state) {
  (void)state;
  int checked = 0;
  for (uint64_t seed = 1; seed <= 2000; seed++) {
    rng_state = seed * 0x9e3779b97f4a7c15ull;
    cajit_expr_ctx *c = property_ctx();
    int64_t ints[5] = {0};
    double floats[5] = {0};
    gen g = {c, ints, floats, seed % 2 == 0};
    refval r;
    int depth = 1 + rndn(5);
    int kind = rndn(3);
    const cajit_expr *e = kind == 0   ? gen_int(&g, depth, &r)
                          : kind == 1 ? gen_float(&g, depth, &r)
                                      : gen_bool(&g, depth, &r);
    if (e) {
      check_offset_invariant(e);
      checked += check_round_trip(c, e);
    } else
      assert_true(cajit_expr_ctx_failed(c)); /* overflow */
    cajit_expr_ctx_destroy(c);
  }
  assert_true(checked > 1800);
}

static bool same_double(double a, double b) {
  return (isnan(a) && isnan(b)) || memcmp(&a, &b, sizeof a) == 0;
}

/* The canonical form evaluates to what the unsimplified tree does
 * (floats bit for bit: only IEEE-exact rewrites are allowed). */
static void test_soundness_property(void **state) {
  (void)state;
  int compared = 0;
  for (uint64_t seed = 1; seed <= 3000; seed++) {
    rng_state = seed * 0x2545f4914f6cdd1dull + 7;
    cajit_expr_ctx *c = property_ctx();
    int64_t ints[5];
    double floats[5];
    for (int i = 0; i < 3; i++)
      ints[i] = rndn(15) - 7;
    static const double fv[] = {0.0,  -0.0, 1.5,      -2.25, 0.1,
                                1e10, NAN,  INFINITY, 3.0};
    for (int i = 3; i < 5; i++)
      floats[i] = fv[rndn(9)];
    gen g = {c, ints, floats, false};
    refval r;
    int depth = 1 + rndn(5);
    int kind = rndn(3);
    const cajit_expr *e = kind == 0   ? gen_int(&g, depth, &r)
                          : kind == 1 ? gen_float(&g, depth, &r)
                                      : gen_bool(&g, depth, &r);
    if (!e) { /* only overflow while folding may fail */
      assert_true(r.skip || !r.ok);
      cajit_expr_ctx_destroy(c);
      continue;
    }
    check_offset_invariant(e);
    if (r.ok && !r.skip) {
      cajit_expr_binding b = {ints, floats, 5};
      cajit_status s;
      int64_t iv;
      double fv2;
      bool bv;
      if (kind == 0) {
        s = cajit_expr_eval_int(e, &b, &iv);
        if (!s && iv != r.i)
          fail_msg("seed %d: %s = %lld, reference %lld", (int)seed, text_of(e),
                   (long long)iv, (long long)r.i);
      } else if (kind == 1) {
        s = cajit_expr_eval_float(e, &b, &fv2);
        if (!s && !same_double(fv2, r.f))
          fail_msg("seed %d: %s = %.17g, reference %.17g", (int)seed,
                   text_of(e), fv2, r.f);
      } else {
        s = cajit_expr_eval_bool(e, &b, &bv);
        if (!s && bv != r.b)
          fail_msg("seed %d: %s = %d, reference %d", (int)seed, text_of(e), bv,
                   r.b);
      }
      if (s)
        fail_msg("seed %d: %s fails: %s", (int)seed, text_of(e),
                 cajit_status_message(s));
      compared++;
    }
    cajit_expr_ctx_destroy(c);
  }
  assert_true(compared > 2000);
}

/* Arbitrary bytes and mangled expressions never crash the parser; whatever
 * parses also round-trips. */
static void test_parse_garbage(void **state) {
  (void)state;
  static const char alphabet[] = "s0f1 ()+-*/%<=>!,.e9_min(max(and or not "
                                 "true false inf nan 123 4.5 //\t\x80\x01";
  cajit_expr_ctx *c = property_ctx();
  int parsed = 0;
  for (uint64_t seed = 1; seed <= 20000; seed++) {
    rng_state = seed * 0x9e3779b97f4a7c15ull + 3;
    char text[64];
    int len = rndn(40);
    for (int i = 0; i < len; i++)
      text[i] =
          seed % 3 == 0 ? (char)rndn(256) : alphabet[rndn(sizeof alphabet - 1)];
    text[len] = '\0';
    const cajit_expr *e;
    size_t used, at;
    cajit_status s = cajit_expr_parse_prefix(c, (cajit_sv){text, (size_t)len},
                                             &e, &used, &at);
    if (s) {
      assert_true(at <= (size_t)len);
      cajit_status_free(s);
      continue;
    }
    assert_true(used > 0 && used <= (size_t)len);
    parsed++;
    check_round_trip(c, e);
  }
  assert_true(parsed > 500);
  cajit_expr_ctx_destroy(c);
}

/* ---- out of memory --------------------------------------------------------
 */

/* Builds, parses, prints and evaluates enough to hit every allocation site
 * (table growth, long products, big sums, vectors). Returns false when an
 * allocation failed, after checking that it was reported as such. */
static bool oom_scenario(void) {
  cajit_expr_ctx *c = NULL;
  cajit_status s = cajit_expr_ctx_create(&c);
  if (s) {
    assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
    assert_null(c);
    cajit_status_free(s);
    return false;
  }
  bool ok = true;
  char name[8];
  for (int i = 0; i < 20 && ok; i++) {
    int32_t index;
    snprintf(name, sizeof name, "s%d", i);
    s = cajit_expr_ctx_add_symbol(c, cajit_sv_from_cstr(name),
                                  CAJIT_EXPR_TYPE_INT, &index);
    if (s) {
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      assert_int_equal(index, -1);
      cajit_status_free(s);
      ok = false;
    }
  }
  int32_t index;
  if (ok) {
    s = cajit_expr_ctx_add_symbol(c, CAJIT_SV("f0"), CAJIT_EXPR_TYPE_FLOAT,
                                  &index);
    if (s) {
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      cajit_status_free(s);
      ok = false;
    }
  }
  static const char *const texts[] = {
      "s0*s1*s2*s3*s4*s5*s6*s7*s8*s9*s10*s11*s12*s13*s14*s15*s16*s17*s18 * 3",
      "(s0 + s1 + s2 + s3) * (s4 - s5 + s6 - 1) * (s7 + 2)",
      "min(s0, s1, s2 + 1, s2, 4) + max(s3 // 2, s3 % 5, 7) - (4*s9 + 6) // 2",
      "s0 < s1 and (f0 * 2.0 - s3 / s4 >= 1.5 or not s5 == s6) and s7 != 1",
  };
  const cajit_expr *built[4] = {0};
  for (int i = 0; ok && i < 4; i++) {
    s = cajit_expr_parse(c, cajit_sv_from_cstr(texts[i]), &built[i]);
    if (s) {
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      assert_true(cajit_expr_ctx_failed(c));
      cajit_status_free(s);
      ok = false;
    }
  }
  /* Many distinct nodes: the table grows several times. */
  const cajit_expr *acc = ok ? cajit_expr_symbol(c, 0) : NULL;
  for (int i = 0; ok && i < 300; i++) {
    acc = cajit_expr_add(c, cajit_expr_mul(c, acc, cajit_expr_int(c, i + 2)),
                         cajit_expr_floordiv(c, cajit_expr_symbol(c, i % 20),
                                             cajit_expr_int(c, i + 3)));
    acc = cajit_expr_min(c, acc, cajit_expr_int(c, 1000 + i));
    if (!acc) {
      assert_true(cajit_expr_ctx_failed(c));
      s = cajit_expr_ctx_status(c);
      assert_int_equal(cajit_status_code_of(s), CAJIT_OUT_OF_MEMORY);
      cajit_status_free(s);
      ok = false;
    }
  }
  if (ok) {
    assert_false(cajit_expr_ctx_failed(c));
    char buf[256];
    assert_true(cajit_expr_print(c, built[0], buf, sizeof buf) > 0);
    int64_t ints[21] = {0};
    for (int i = 0; i < 20; i++)
      ints[i] = i + 1;
    double floats[21] = {0};
    cajit_expr_binding b = {ints, floats, 21};
    int64_t v;
    assert_null(cajit_expr_eval_int(built[1], &b, &v));
    bool bv;
    assert_null(cajit_expr_eval_bool(built[3], &b, &bv));
  }
  cajit_expr_ctx_destroy(c);
  return ok;
}

static void test_out_of_memory(void **state) {
  (void)state;
  long n = 0;
  for (;; n++) {
    cajit_alloc_fail_after(n);
    bool ok = oom_scenario();
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    if (injected == 0) {
      assert_true(ok);
      break;
    }
    assert_false(ok);
    assert_true(n < 100000);
  }
  assert_true(n > 20); /* the loop really went through allocation sites */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_symbols, setup, teardown),
      cmocka_unit_test(test_many_symbols),
      cmocka_unit_test(test_add_symbol_out_of_memory),
      cmocka_unit_test_setup_teardown(test_commutative_associative, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_like_terms_and_distribution, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_constants_and_identities, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_floordiv_mod_semantics, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_rewrite, setup, teardown),
      cmocka_unit_test_setup_teardown(test_floordiv_mod_rewrites, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_floordiv_mod_offsets, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_min_max, setup, teardown),
      cmocka_unit_test_setup_teardown(test_comparisons, setup, teardown),
      cmocka_unit_test_setup_teardown(test_booleans, setup, teardown),
      cmocka_unit_test_setup_teardown(test_floats, setup, teardown),
      cmocka_unit_test_setup_teardown(test_float_printing, setup, teardown),
      cmocka_unit_test_setup_teardown(test_print_layout, setup, teardown),
      cmocka_unit_test(test_total_order_is_stable),
      cmocka_unit_test_setup_teardown(test_visit_symbols, setup, teardown),
      cmocka_unit_test_setup_teardown(test_eval, setup, teardown),
      cmocka_unit_test_setup_teardown(test_eval_errors, setup, teardown),
      cmocka_unit_test_setup_teardown(test_parse_prefix, setup, teardown),
      cmocka_unit_test_setup_teardown(test_parse_errors, setup, teardown),
      cmocka_unit_test_setup_teardown(test_parse_nesting_limits, setup,
                                      teardown),
      cmocka_unit_test(test_constructor_failures),
      cmocka_unit_test(test_size_limits),
      cmocka_unit_test(test_round_trip_property),
      cmocka_unit_test(test_soundness_property),
      cmocka_unit_test(test_offset_property),
      cmocka_unit_test(test_parse_garbage),
      cmocka_unit_test(test_out_of_memory),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
