/* Kernel IR: building buffers, views and kernels, view composition giving
 * the right index expressions, substitution and inlining, the printer, and
 * every error a builder reports (including out-of-memory injection). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cajit/expr.h"
#include "kir/kir.h"
#include "kir_harness.h"
#include "support/alloc.h"
#include "support/ptrmap.h"
#include "support/strbuf.h"
#include "test_status.h"

/* Parses an expression over the context's symbols (index symbols
 * included). */
static const cajit_expr *E(fx *f, const char *text) {
  const cajit_expr *e = NULL;
  ok(cajit_expr_parse(f->x, cajit_sv_from_cstr(text), &e));
  return e;
}

static void assert_expr(fx *f, const cajit_expr *got, const char *want) {
  char buf[256];
  cajit_expr_print(f->x, got, buf, sizeof buf);
  if (got != E(f, want)) fail_msg("expected %s, got %s", want, buf);
}

static const cajit_expr **idx(fx *f, int n) {
  static const cajit_expr *i[8];
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_OUTER, n, i));
  return i;
}

/* buf0: input f32[s0, 64] (strides read at run time), buf1: contiguous
 * intermediate f32[s0, 64]. */
static void two_buffers(fx *f, int32_t *in, int32_t *tmp) {
  const cajit_expr *sh[2] = {f->s0, I(f, 64)};
  ok(cajit_kir_buffer_input(f->p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, in));
  ok(cajit_kir_buffer_alloc(f->p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                            CAJIT_DTYPE_F32, 2, sh, tmp));
}

/* ---- buffers -------------------------------------------------------------
 */

static void test_buffers(void **state) {
  fx *f = *state;
  int32_t in, tmp;
  two_buffers(f, &in, &tmp);
  const cajit_kir_buffer *b = cajit_kir_buffer_get(f->p, in);
  assert_int_equal(b->kind, CAJIT_KIR_BUFFER_INPUT);
  assert_int_equal(b->root, in);
  assert_int_equal(b->input_index, 0);
  assert_expr(f, b->strides[0], "_in0_st0");
  assert_expr(f, b->strides[1], "_in0_st1");
  b = cajit_kir_buffer_get(f->p, tmp);
  assert_expr(f, b->strides[0], "64");
  assert_expr(f, b->strides[1], "1");
  assert_expr(f, b->offset, "0");
  assert_null(cajit_kir_buffer_get(f->p, 99));
  assert_null(cajit_kir_buffer_get(f->p, -1));

  /* Declared strides are kept, open ones become symbols. */
  int32_t in2;
  const cajit_expr *sh[3] = {f->s0, f->s1, I(f, 3)};
  const cajit_expr *st[3] = {I(f, 1), NULL, f->s0};
  ok(cajit_kir_buffer_input(f->p, 4, CAJIT_DTYPE_F64, 3, sh, st, &in2));
  b = cajit_kir_buffer_get(f->p, in2);
  assert_expr(f, b->strides[0], "1");
  assert_expr(f, b->strides[1], "_in4_st1");
  assert_expr(f, b->strides[2], "s0");

  /* Row-major strides of a 3-d allocation; an output and its index. */
  int32_t out;
  ok(cajit_kir_buffer_alloc(f->p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 3,
                            sh, &out));
  b = cajit_kir_buffer_get(f->p, out);
  assert_expr(f, b->strides[0], "s1 * 3");
  assert_expr(f, b->strides[1], "3");
  assert_int_equal(b->output_index, -1);
  ok(cajit_kir_buffer_set_output(f->p, out, 2));
  assert_int_equal(cajit_kir_buffer_get(f->p, out)->output_index, 2);
  expect_error(cajit_kir_buffer_set_output(f->p, in, 0), CAJIT_INTERNAL,
               "buf0 is not an allocated buffer");
  /* A returned intermediate becomes an output. */
  ok(cajit_kir_buffer_set_output(f->p, tmp, 1));
  assert_int_equal(cajit_kir_buffer_get(f->p, tmp)->kind,
                   CAJIT_KIR_BUFFER_OUTPUT);
  assert_int_equal(cajit_kir_buffer_get(f->p, tmp)->output_index, 1);
  expect_error(cajit_kir_buffer_alloc(f->p, CAJIT_KIR_BUFFER_VIEW,
                                      CAJIT_DTYPE_F32, 1, sh, &out),
               CAJIT_INTERNAL, "only intermediates and outputs");
  const cajit_expr *fl[1] = {cajit_expr_float(f->x, 1.5)};
  expect_error(cajit_kir_buffer_alloc(f->p, CAJIT_KIR_BUFFER_OUTPUT,
                                      CAJIT_DTYPE_F32, 1, fl, &out),
               CAJIT_INTERNAL, "dim 0 is not an int");
  expect_error(cajit_kir_buffer_alloc(f->p, CAJIT_KIR_BUFFER_OUTPUT,
                                      CAJIT_DTYPE_F32, -1, fl, &out),
               CAJIT_INTERNAL, "negative rank");
}

static void test_symbols(void **state) {
  fx *f = *state;
  assert_false(cajit_kir_expr_nonneg(f->p, f->s0));
  ok(cajit_kir_symbol_set_nonneg(f->p, f->s0i));
  assert_true(cajit_kir_expr_nonneg(f->p, f->s0));
  assert_true(cajit_kir_expr_nonneg(f->p, E(f, "s0 * 4 + 2")));
  assert_false(cajit_kir_expr_nonneg(f->p, E(f, "s0 - 1")));
  assert_false(cajit_kir_expr_nonneg(f->p, E(f, "s0 * s1")));
  assert_true(cajit_kir_expr_nonneg(f->p, E(f, "max(s1, s0)")));
  assert_true(cajit_kir_expr_nonneg(f->p, E(f, "s1 % 4")));
  expect_error(cajit_kir_symbol_set_nonneg(f->p, 1000), CAJIT_INVALID_ARGUMENT,
               "no symbol 1000");
  const cajit_expr *i[3], *r[2], *d[1];
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_OUTER, 3, i));
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_REDUCE, 2, r));
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_VIEW, 1, d));
  assert_true(cajit_kir_expr_nonneg(f->p, E(f, "_i0 * 2 + _r1 // 3")));
  assert_true(cajit_kir_symbol_is_index(f->p, cajit_expr_symbol_index(r[1])));
  assert_false(cajit_kir_symbol_is_index(f->p, f->s0i));
  /* Same symbols on a second request. */
  const cajit_expr *again[2];
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_OUTER, 2, again));
  assert_ptr_equal(again[1], i[1]);
  expect_error(cajit_kir_indices(f->p, (cajit_kir_index_kind)7, 1, again),
               CAJIT_INVALID_ARGUMENT, "bad index request");
}

/* ---- views ---------------------------------------------------------------
 */

/* The root offset of element idx of buffer b, as text. */
static void assert_address(fx *f, int32_t b, const char *const *index,
                           int32_t want_root, const char *want) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(f->p, b);
  const cajit_expr *ix[8];
  for (int32_t k = 0; k < buf->ndim; k++)
    ix[k] = E(f, index[k]);
  int32_t root;
  const cajit_expr *off;
  ok(cajit_kir_buffer_address(f->p, b, ix, &root, &off));
  assert_int_equal(root, want_root);
  assert_expr(f, off, want);
}

static void test_view_permute_expand(void **state) {
  fx *f = *state;
  int32_t in, tmp, t, tt, e, one, ex;
  two_buffers(f, &in, &tmp);
  idx(f, 3);
  ok(cajit_kir_view_permute(f->p, tmp, (int32_t[]){1, 0}, &t));
  const cajit_kir_buffer *b = cajit_kir_buffer_get(f->p, t);
  assert_int_equal(b->kind, CAJIT_KIR_BUFFER_VIEW);
  assert_int_equal(b->root, tmp);
  assert_expr(f, b->shape[0], "64");
  assert_expr(f, b->shape[1], "s0");
  assert_expr(f, b->map[0], "_d1");
  assert_expr(f, b->map[1], "_d0");
  assert_expr(f, b->strides[0], "1");
  assert_expr(f, b->strides[1], "64");
  assert_address(f, t, (const char *[]){"_i0", "_i1"}, tmp, "_i1 * 64 + _i0");
  /* Transposing twice composes back to the identity map. */
  ok(cajit_kir_view_permute(f->p, t, (int32_t[]){1, 0}, &tt));
  b = cajit_kir_buffer_get(f->p, tt);
  assert_int_equal(b->root, tmp);
  assert_expr(f, b->map[0], "_d0");
  assert_expr(f, b->map[1], "_d1");
  /* A transposed input: strides are symbols, swapped. */
  ok(cajit_kir_view_permute(f->p, in, (int32_t[]){1, 0}, &t));
  b = cajit_kir_buffer_get(f->p, t);
  assert_expr(f, b->strides[0], "_in0_st1");
  assert_expr(f, b->strides[1], "_in0_st0");
  assert_address(f, t, (const char *[]){"_i0", "_i1"}, in,
                 "_in0_st0 * _i1 + _in0_st1 * _i0");
  expect_error(cajit_kir_view_permute(f->p, in, (int32_t[]){0, 0}, &t),
               CAJIT_INTERNAL, "not a permutation");

  /* expand [1, 64] -> [s1, s0, 64]: dim 0 broadcasts to index 0. */
  const cajit_expr *sh1[2] = {I(f, 1), I(f, 64)};
  ok(cajit_kir_buffer_alloc(f->p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                            CAJIT_DTYPE_F32, 2, sh1, &one));
  const cajit_expr *sh3[3] = {f->s1, f->s0, I(f, 64)};
  ok(cajit_kir_view_expand(f->p, one, 3, sh3, &e));
  b = cajit_kir_buffer_get(f->p, e);
  assert_expr(f, b->map[0], "0");
  assert_expr(f, b->map[1], "_d2");
  assert_expr(f, b->strides[0], "0");
  assert_expr(f, b->strides[1], "0");
  assert_expr(f, b->strides[2], "1");
  assert_address(f, e, (const char *[]){"_i0", "_i1", "_i2"}, one, "_i2");
  /* Expanding the transposed intermediate composes through it. */
  const cajit_expr *sh4[3] = {I(f, 5), I(f, 64), f->s0};
  ok(cajit_kir_view_permute(f->p, tmp, (int32_t[]){1, 0}, &t));
  ok(cajit_kir_view_expand(f->p, t, 3, sh4, &ex));
  assert_address(f, ex, (const char *[]){"_i0", "_i1", "_i2"}, tmp,
                 "_i2 * 64 + _i1");
  const cajit_expr *bad[2] = {f->s0, I(f, 32)};
  expect_error(cajit_kir_view_expand(f->p, tmp, 2, bad, &e), CAJIT_INTERNAL,
               "dim 1 of size 64 cannot become 32");
  expect_error(cajit_kir_view_expand(f->p, tmp, 1, bad, &e), CAJIT_INTERNAL,
               "to fewer dims");
}

static void test_view_select_slice_squeeze(void **state) {
  fx *f = *state;
  int32_t in, tmp, sel, sl, sl2, u, sq;
  two_buffers(f, &in, &tmp);
  idx(f, 3);
  ok(cajit_kir_view_select(f->p, tmp, 0, I(f, 3), &sel));
  const cajit_kir_buffer *b = cajit_kir_buffer_get(f->p, sel);
  assert_int_equal(b->ndim, 1);
  assert_expr(f, b->shape[0], "64");
  assert_expr(f, b->map[0], "3");
  assert_expr(f, b->offset, "192");
  assert_address(f, sel, (const char *[]){"_i0"}, tmp, "_i0 + 192");

  /* slice dim 1: start 2, step 3, 10 elements; then a slice of it. */
  ok(cajit_kir_view_slice(f->p, tmp, 1, I(f, 2), I(f, 3), I(f, 10), &sl));
  b = cajit_kir_buffer_get(f->p, sl);
  assert_expr(f, b->shape[1], "10");
  assert_expr(f, b->map[1], "_d1 * 3 + 2");
  assert_expr(f, b->strides[1], "3");
  assert_expr(f, b->offset, "2");
  ok(cajit_kir_view_slice(f->p, sl, 1, I(f, 1), I(f, 2), I(f, 4), &sl2));
  b = cajit_kir_buffer_get(f->p, sl2);
  assert_expr(f, b->map[1], "_d1 * 6 + 5");
  assert_address(f, sl2, (const char *[]){"_i0", "_i1"}, tmp,
                 "_i0 * 64 + _i1 * 6 + 5");

  /* unsqueeze then squeeze back. */
  ok(cajit_kir_view_unsqueeze(f->p, tmp, 1, &u));
  b = cajit_kir_buffer_get(f->p, u);
  assert_int_equal(b->ndim, 3);
  assert_expr(f, b->shape[1], "1");
  assert_expr(f, b->map[0], "_d0");
  assert_expr(f, b->map[1], "_d2");
  ok(cajit_kir_view_squeeze(f->p, u, 1, &sq));
  b = cajit_kir_buffer_get(f->p, sq);
  assert_int_equal(b->ndim, 2);
  assert_expr(f, b->map[0], "_d0");
  assert_expr(f, b->map[1], "_d1");

  expect_error(cajit_kir_view_squeeze(f->p, tmp, 1, &sq), CAJIT_INTERNAL,
               "dim 1 is not of size 1");
  expect_error(cajit_kir_view_select(f->p, tmp, 2, I(f, 0), &sq),
               CAJIT_INTERNAL, "select of buf1: dim 2 out of range");
  expect_error(
      cajit_kir_view_slice(f->p, tmp, -1, I(f, 0), I(f, 1), I(f, 1), &sq),
      CAJIT_INTERNAL, "slice of buf1: dim -1 out of range");
  expect_error(cajit_kir_view_unsqueeze(f->p, tmp, 3, &sq), CAJIT_INTERNAL,
               "unsqueeze of buf1: dim 3 out of range");
  expect_error(cajit_kir_view_squeeze(f->p, tmp, 5, &sq), CAJIT_INTERNAL,
               "squeeze of buf1: dim 5 out of range");
  expect_error(cajit_kir_view_permute(f->p, 77, (int32_t[]){0}, &sq),
               CAJIT_INTERNAL, "no buffer");
  const cajit_expr *m1[1] = {I(f, 0)};
  expect_error(
      cajit_kir_view_map(f->p, 77, 1, m1, CAJIT_KIR_MAP_INDEX, 1, m1, &sq),
      CAJIT_INTERNAL, "view of no buffer 77");
  expect_error(
      cajit_kir_view_map(f->p, tmp, 1, m1, CAJIT_KIR_MAP_INDEX, 1, m1, &sq),
      CAJIT_INTERNAL, "map of 1 entries for rank 2");
}

/* Evaluates the root offset of element ix of buffer b under s0, s1 (and
 * input strides st0, st1 of input 0). */
static int64_t eval_address(fx *f, int32_t b, const int64_t *ix, int64_t s0,
                            int64_t s1, int64_t st0, int64_t st1) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(f->p, b);
  const cajit_expr *e[8];
  for (int32_t k = 0; k < buf->ndim; k++)
    e[k] = I(f, ix[k]);
  int32_t root;
  const cajit_expr *off;
  ok(cajit_kir_buffer_address(f->p, b, e, &root, &off));
  int32_t n = cajit_expr_ctx_symbol_count(f->x);
  int64_t vals[64] = {0};
  vals[f->s0i] = s0;
  vals[f->s1i] = s1;
  int32_t a = cajit_expr_ctx_find_symbol(f->x, CAJIT_SV("_in0_st0"));
  int32_t c = cajit_expr_ctx_find_symbol(f->x, CAJIT_SV("_in0_st1"));
  if (a >= 0) vals[a] = st0;
  if (c >= 0) vals[c] = st1;
  cajit_expr_binding bind = {vals, NULL, n};
  int64_t out;
  ok(cajit_expr_eval_int(off, &bind, &out));
  return out;
}

static void test_view_reshape(void **state) {
  fx *f = *state;
  int32_t in, tmp, flat, split, t, tflat, inflat, st;
  two_buffers(f, &in, &tmp);
  /* Contiguous [s0, 64] -> [s0 * 64] -> [s0, 8, 8]: strided, linear maps. */
  const cajit_expr *n = E(f, "s0 * 64");
  ok(cajit_kir_view_reshape(f->p, tmp, 1, &n, &flat));
  const cajit_kir_buffer *b = cajit_kir_buffer_get(f->p, flat);
  assert_int_equal(b->map_kind, CAJIT_KIR_MAP_LINEAR);
  assert_expr(f, b->strides[0], "1");
  const cajit_expr *sh3[3] = {f->s0, I(f, 8), I(f, 8)};
  ok(cajit_kir_view_reshape(f->p, flat, 3, sh3, &split));
  b = cajit_kir_buffer_get(f->p, split);
  assert_int_equal(b->map_kind, CAJIT_KIR_MAP_LINEAR);
  assert_expr(f, b->strides[0], "64");
  assert_expr(f, b->strides[1], "8");
  assert_expr(f, b->strides[2], "1");
  /* Adding and dropping size-1 dims keeps it strided. */
  const cajit_expr *sh4[4] = {I(f, 1), f->s0, I(f, 64), I(f, 1)};
  ok(cajit_kir_view_reshape(f->p, tmp, 4, sh4, &st));
  b = cajit_kir_buffer_get(f->p, st);
  assert_non_null(b->strides);
  assert_expr(f, b->strides[1], "64");
  assert_expr(f, b->strides[2], "1");

  /* Flattening a transpose cannot be strided: // and % index map, which
   * still addresses the right elements. */
  ok(cajit_kir_view_permute(f->p, tmp, (int32_t[]){1, 0}, &t));
  ok(cajit_kir_view_reshape(f->p, t, 1, &n, &tflat));
  b = cajit_kir_buffer_get(f->p, tflat);
  assert_int_equal(b->map_kind, CAJIT_KIR_MAP_INDEX);
  assert_null(b->strides);
  assert_expr(f, b->map[0], "_d0 % s0");
  assert_expr(f, b->map[1], "_d0 // s0");
  for (int64_t l = 0; l < 5 * 64; l += 7) {
    /* transpose [64, 5] element (l // 5, l % 5) is tmp[l % 5, l // 5]. */
    int64_t want = (l % 5) * 64 + l / 5;
    assert_int_equal(eval_address(f, tflat, &l, 5, 0, 0, 0), want);
  }
  /* The same flattening of an input whose strides are unknown. */
  ok(cajit_kir_view_reshape(f->p, in, 1, &n, &inflat));
  assert_null(cajit_kir_buffer_get(f->p, inflat)->strides);
  for (int64_t l = 0; l < 3 * 64; l += 5) {
    int64_t want = (l / 64) * 100 + (l % 64) * 2;
    assert_int_equal(eval_address(f, inflat, &l, 3, 0, 100, 2), want);
  }
  /* Through a root index: LINEAR views have none. */
  const cajit_expr *ri[2], *i1[1] = {I(f, 0)};
  int32_t root;
  ok(cajit_kir_buffer_root_index(f->p, tflat, i1, &root, ri));
  assert_int_equal(root, tmp);
  expect_error(cajit_kir_buffer_root_index(f->p, flat, i1, &root, ri),
               CAJIT_UNSUPPORTED, "buf2 is a linear view");
  expect_error(cajit_kir_buffer_address(f->p, 99, i1, &root, ri),
               CAJIT_INTERNAL, "no buffer 99");
}

static void test_view_as_strided(void **state) {
  fx *f = *state;
  int32_t in, tmp, v, vv;
  two_buffers(f, &in, &tmp);
  const cajit_expr *sh[2] = {I(f, 4), I(f, 3)}, *st[2] = {I(f, 1), I(f, 4)};
  ok(cajit_kir_view_as_strided(f->p, tmp, 2, sh, st, I(f, 10), &v));
  const cajit_kir_buffer *b = cajit_kir_buffer_get(f->p, v);
  assert_int_equal(b->map_kind, CAJIT_KIR_MAP_LINEAR);
  assert_expr(f, b->offset, "10");
  assert_expr(f, b->strides[1], "4");
  /* An index view of a linear view stays linear over the root. */
  ok(cajit_kir_view_permute(f->p, v, (int32_t[]){1, 0}, &vv));
  b = cajit_kir_buffer_get(f->p, vv);
  assert_int_equal(b->map_kind, CAJIT_KIR_MAP_LINEAR);
  assert_int_equal(b->root, tmp);
  assert_expr(f, b->map[0], "_d0 * 4 + _d1 + 10");
}

/* ---- values and kernels --------------------------------------------------
 */

static void test_values(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t in, tmp;
  two_buffers(f, &in, &tmp);
  const cajit_expr **i = idx(f, 2);
  const cajit_kir_value *a = cajit_kir_load(p, in, i);
  assert_non_null(a);
  assert_int_equal(a->dtype, CAJIT_DTYPE_F32);
  const cajit_kir_value *c = cajit_kir_const_float(p, CAJIT_DTYPE_F32, 2.0);
  const cajit_kir_value *m = cajit_kir_binary(p, CAJIT_KIR_MUL, a, c);
  assert_int_equal(m->dtype, CAJIT_DTYPE_F32);
  const cajit_kir_value *lt = cajit_kir_binary(p, CAJIT_KIR_LT, m, c);
  assert_int_equal(lt->dtype, CAJIT_DTYPE_BOOL);
  const cajit_kir_value *w = cajit_kir_where(p, lt, m, c);
  assert_int_equal(w->dtype, CAJIT_DTYPE_F32);
  /* Casts: identity returns the node, constants fold. */
  assert_ptr_equal(cajit_kir_cast(p, CAJIT_DTYPE_F32, a), a);
  const cajit_kir_value *k = cajit_kir_cast(p, CAJIT_DTYPE_I64, c);
  assert_int_equal(k->op, CAJIT_KIR_CONST);
  assert_int_equal(k->u.i, 2);
  assert_int_equal(cajit_kir_const_int(p, CAJIT_DTYPE_BOOL, 7)->u.i, 1);
  assert_true(cajit_kir_const_int(p, CAJIT_DTYPE_F64, 3)->u.f == 3.0);
  /* Expression values: constants fold, others stay symbolic. */
  assert_int_equal(cajit_kir_expr_value(p, CAJIT_DTYPE_F32, I(f, 4))->op,
                   CAJIT_KIR_CONST);
  const cajit_kir_value *ev =
      cajit_kir_expr_value(p, CAJIT_DTYPE_F32, E(f, "s0 * 2"));
  assert_int_equal(ev->op, CAJIT_KIR_EXPR);
  assert_int_equal(
      cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, cajit_expr_bool(f->x, true))
          ->u.i,
      1);
  assert_null(cajit_kir_program_error(p));

  cajit_strbuf sb = CAJIT_STRBUF_INIT;
  cajit_kir_value_print(p, w, &sb);
  assert_string_equal(sb.data, "where(lt(mul(buf0[_i0, _i1], 2.0), 2.0), "
                               "mul(buf0[_i0, _i1], 2.0), 2.0)");
  cajit_strbuf_release(&sb);
}

/* cajit_kir_walk: a shared node is visited once, parents before args in
 * order, a visitor's false stops the walk, a shared map carries over, and
 * a map that cannot grow stops it with *oom. */
typedef struct walk_log {
  const cajit_kir_value *seen[16];
  int n, stop_after;
} walk_log;

static bool log_node(const cajit_kir_value *v, void *user) {
  walk_log *w = user;
  w->seen[w->n++] = v;
  return w->n != w->stop_after;
}

static void test_walk(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t in, tmp;
  two_buffers(f, &in, &tmp);
  const cajit_kir_value *a = cajit_kir_load(p, in, idx(f, 2));
  const cajit_kir_value *c = cajit_kir_const_float(p, CAJIT_DTYPE_F32, 2.0);
  const cajit_kir_value *m = cajit_kir_binary(p, CAJIT_KIR_MUL, a, c);
  const cajit_kir_value *sum = cajit_kir_binary(p, CAJIT_KIR_ADD, m, a);
  const cajit_kir_value *top = cajit_kir_binary(p, CAJIT_KIR_MUL, sum, m);
  assert_non_null(top);

  walk_log w = {.stop_after = -1};
  cajit_ptrmap seen = {0};
  bool oom = false;
  assert_true(cajit_kir_walk(top, &seen, log_node, &w, &oom));
  assert_false(oom);
  const cajit_kir_value *order[] = {top, sum, m, a, c};
  assert_int_equal(w.n, 5);
  for (int i = 0; i < 5; i++)
    assert_ptr_equal(w.seen[i], order[i]);
  /* The same map: nothing new to visit; NULL is nothing at all. */
  assert_true(cajit_kir_walk(m, &seen, log_node, &w, &oom));
  assert_true(cajit_kir_walk(NULL, &seen, log_node, &w, &oom));
  assert_int_equal(w.n, 5);
  cajit_ptrmap_free(&seen);

  walk_log stop = {.stop_after = 3};
  assert_false(cajit_kir_walk(top, &seen, log_node, &stop, &oom));
  assert_false(oom);
  assert_int_equal(stop.n, 3);
  cajit_ptrmap_free(&seen);

  walk_log none = {.stop_after = -1};
  cajit_alloc_fail_after(0);
  bool walked = cajit_kir_walk(top, &seen, log_node, &none, &oom);
  cajit_alloc_fail_after(-1);
  assert_false(walked);
  assert_true(oom);
  assert_int_equal(none.n, 0);
  cajit_ptrmap_free(&seen);
}

/* Runs a value constructor expected to fail and checks the recorded
 * error. */
#define EXPECT_VALUE_ERROR(call, text)                                         \
  do {                                                                         \
    cajit_kir_program *p2;                                                     \
    ok(cajit_kir_program_create(f->x, &p2));                                   \
    cajit_kir_program *p = p2;                                                 \
    int32_t in2;                                                               \
    const cajit_expr *sh2[2] = {f->s0, I(f, 64)};                              \
    ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh2, NULL, &in2));     \
    const cajit_kir_value *a = cajit_kir_load(p, in2, i);                      \
    assert_null(call);                                                         \
    expect_error(cajit_kir_program_error(p), CAJIT_INTERNAL, text);            \
    /* The first error sticks. */                                              \
    assert_null(cajit_kir_unary(p, CAJIT_KIR_EXP,                              \
                                cajit_kir_const_int(p, CAJIT_DTYPE_I8, 1)));   \
    expect_error(cajit_kir_program_error(p), CAJIT_INTERNAL, text);            \
    (void)a;                                                                   \
    cajit_kir_program_destroy(p2);                                             \
  } while (0)

static void test_value_errors(void **state) {
  fx *f = *state;
  const cajit_expr **i = idx(f, 2);
  EXPECT_VALUE_ERROR(
      cajit_kir_binary(p, CAJIT_KIR_ADD, a,
                       cajit_kir_const_float(p, CAJIT_DTYPE_F64, 1)),
      "add of f32 and f64 (cast one first)");
  EXPECT_VALUE_ERROR(
      cajit_kir_unary(p, CAJIT_KIR_EXP,
                      cajit_kir_const_int(p, CAJIT_DTYPE_I64, 1)),
      "exp does not take dtype i64");
  EXPECT_VALUE_ERROR(cajit_kir_unary(p, CAJIT_KIR_NOT, a),
                     "not does not take dtype f32");
  EXPECT_VALUE_ERROR(cajit_kir_unary(p, CAJIT_KIR_ADD, a),
                     "add is not a unary op");
  EXPECT_VALUE_ERROR(cajit_kir_binary(p, CAJIT_KIR_EXP, a, a),
                     "exp is not a binary op");
  EXPECT_VALUE_ERROR(cajit_kir_binary(p, CAJIT_KIR_AND, a, a),
                     "and does not take dtype f32");
  EXPECT_VALUE_ERROR(
      cajit_kir_binary(p, CAJIT_KIR_DIV,
                       cajit_kir_const_int(p, CAJIT_DTYPE_I32, 1),
                       cajit_kir_const_int(p, CAJIT_DTYPE_I32, 2)),
      "div does not take dtype i32");
  EXPECT_VALUE_ERROR(cajit_kir_where(p, a, a, a),
                     "where condition is f32, not bool");
  EXPECT_VALUE_ERROR(
      cajit_kir_where(p, cajit_kir_const_int(p, CAJIT_DTYPE_BOOL, 1), a,
                      cajit_kir_const_int(p, CAJIT_DTYPE_I32, 1)),
      "where of f32 and i32 (cast one first)");
  EXPECT_VALUE_ERROR(cajit_kir_load(p, 42, i), "load of no buffer 42");
  EXPECT_VALUE_ERROR(
      cajit_kir_load(
          p, in2, ((const cajit_expr *[]){i[0], cajit_expr_float(f->x, 1.0)})),
      "load of buf0: index 1 is not an int");
  EXPECT_VALUE_ERROR(cajit_kir_cast(p, (cajit_dtype)99, a),
                     "cast does not take dtype ?");
  EXPECT_VALUE_ERROR(cajit_kir_const_float(p, (cajit_dtype)99, 1),
                     "const does not take dtype ?");
  /* NULL operands propagate without a new error. */
  cajit_kir_program *p = f->p;
  assert_null(cajit_kir_unary(p, CAJIT_KIR_NEG, NULL));
  assert_null(cajit_kir_binary(p, CAJIT_KIR_ADD, NULL, NULL));
  assert_null(cajit_kir_cast(p, CAJIT_DTYPE_F32, NULL));
  assert_null(cajit_kir_program_error(p));
  /* A NULL expression is taken as an out-of-memory upstream. */
  assert_null(cajit_kir_expr_value(p, CAJIT_DTYPE_F32, NULL));
  expect_error(cajit_kir_program_error(p), CAJIT_OUT_OF_MEMORY,
               "building an expression value");
}

/* A float constant of an integer dtype must hold its value, truncated:
 * torch refuses masked_fill(i64, -1e30) ("cannot be converted to type
 * int64_t without overflow"); the conversion would be undefined in C. */
static void test_const_float_to_integer(void **state) {
  fx *f = *state;
  struct {
    cajit_dtype dtype;
    double v;
    bool fits;
  } cases[] = {
      {CAJIT_DTYPE_I64, -1e30, false},
      {CAJIT_DTYPE_I64, 9.3e18, false},
      {CAJIT_DTYPE_I64, -9.2e18, true},
      {CAJIT_DTYPE_I64, NAN, false},
      {CAJIT_DTYPE_I64, INFINITY, false},
      {CAJIT_DTYPE_I32, 2147483647.5, true},
      {CAJIT_DTYPE_I32, 2147483648.0, false},
      {CAJIT_DTYPE_U8, 255.9, true},
      {CAJIT_DTYPE_U8, 256, false},
      {CAJIT_DTYPE_U8, -0.5, true},
      {CAJIT_DTYPE_U8, -1, false},
      {CAJIT_DTYPE_I8, -128.5, true},
      {CAJIT_DTYPE_I8, -129, false},
      {CAJIT_DTYPE_I16, 40000, false},
      {CAJIT_DTYPE_BOOL, 1e30, true},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    cajit_kir_program *p;
    ok(cajit_kir_program_create(f->x, &p));
    const cajit_kir_value *c =
        cajit_kir_const_float(p, cases[k].dtype, cases[k].v);
    if (cases[k].fits) {
      assert_non_null(c);
      assert_null(cajit_kir_program_error(p));
    } else {
      assert_null(c);
      expect_error(cajit_kir_program_error(p), CAJIT_UNSUPPORTED,
                   "without overflow");
    }
    cajit_kir_program_destroy(p);
  }
}

static void test_kernels(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t in, tmp, out, k;
  two_buffers(f, &in, &tmp);
  const cajit_expr *sh1[2] = {I(f, 1), I(f, 64)};
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sh1,
                            &out));
  const cajit_expr *i[2], *r[1];
  ok(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i));
  ok(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  const cajit_kir_value *e =
      cajit_kir_unary(p, CAJIT_KIR_EXP, cajit_kir_load(p, in, i));
  ok(cajit_kir_add_pointwise(p, "exp", tmp, e, &k));
  assert_int_equal(k, 0);
  const cajit_expr *li[2] = {r[0], i[1]};
  ok(cajit_kir_add_reduction(p, "sum", out, CAJIT_KIR_REDUCE_SUM,
                             CAJIT_DTYPE_F32, 1, &f->s0,
                             cajit_kir_load(p, tmp, li), &k));
  assert_int_equal(k, 1);
  assert_int_equal(p->kernels.data[1].red_ndim, 1);

  expect_error(cajit_kir_add_pointwise(p, "bad", in, e, NULL), CAJIT_INTERNAL,
               "kernel bad writes input buffer buf0");
  expect_error(cajit_kir_add_pointwise(p, "bad", 50, e, NULL), CAJIT_INTERNAL,
               "kernel bad writes no buffer 50");
  expect_error(cajit_kir_add_pointwise(
                   p, "bad", tmp, cajit_kir_cast(p, CAJIT_DTYPE_F64, e), NULL),
               CAJIT_INTERNAL, "kernel bad stores f64 into f32 buf1");
  expect_error(cajit_kir_add_pointwise(p, "scope", tmp,
                                       cajit_kir_load(p, tmp, li), NULL),
               CAJIT_INTERNAL, "kernel scope uses index _r0 outside its loops");
  /* _i1 is not a loop of a 1-d output. */
  int32_t o1;
  const cajit_expr *sh64[1] = {I(f, 64)};
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            1, sh64, &o1));
  expect_error(cajit_kir_add_pointwise(p, "rank", o1, e, NULL), CAJIT_INTERNAL,
               "kernel rank uses index _i1 outside its loops");
  expect_error(cajit_kir_add_reduction(p, "acc", out, CAJIT_KIR_REDUCE_SUM,
                                       CAJIT_DTYPE_F64, 1, &f->s0, e, NULL),
               CAJIT_INTERNAL, "reduction acc: value is f32, accumulator f64");
  expect_error(cajit_kir_add_reduction(p, "nodims", out, CAJIT_KIR_REDUCE_SUM,
                                       CAJIT_DTYPE_F32, 0, &f->s0, e, NULL),
               CAJIT_INTERNAL, "reduction nodims: bad op or no dims");
  /* A failed value surfaces its recorded error when added. */
  const cajit_kir_value *badv = cajit_kir_unary(
      p, CAJIT_KIR_LOG, cajit_kir_const_int(p, CAJIT_DTYPE_I32, 1));
  expect_error(cajit_kir_add_pointwise(p, "v", tmp, badv, NULL), CAJIT_INTERNAL,
               "log does not take dtype i32");
  expect_error(cajit_kir_add_reduction(p, "v", out, CAJIT_KIR_REDUCE_SUM,
                                       CAJIT_DTYPE_F32, 1, &f->s0, badv, NULL),
               CAJIT_INTERNAL, "log does not take dtype i32");
  assert_int_equal(p->kernels.len, 2);
}

static void test_gemm_kernel(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, b, bt, c, k, tf, i32, c3;
  const cajit_expr *sa[2] = {f->s0, I(f, 8)}, *sb[2] = {I(f, 16), I(f, 8)},
                   *sc[2] = {f->s0, I(f, 16)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sa, NULL, &a));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F32, 2, sb, NULL, &b));
  ok(cajit_kir_view_permute(p, b, (int32_t[]){1, 0}, &bt));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sc,
                            &c));
  ok(cajit_kir_add_gemm(p, "mm", a, bt, c, I(f, 1), I(f, 0), &k));
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  assert_int_equal(kk->kind, CAJIT_KIR_GEMM);
  assert_int_equal(cajit_expr_type_of(kk->alpha), CAJIT_EXPR_TYPE_FLOAT);

  expect_error(cajit_kir_add_gemm(p, "mm", a, b, c, I(f, 1), I(f, 0), NULL),
               CAJIT_INTERNAL, "gemm mm: shapes do not agree");
  expect_error(cajit_kir_add_gemm(p, "mm", a, bt, a, I(f, 1), I(f, 0), NULL),
               CAJIT_INTERNAL, "writes input buffer buf0");
  expect_error(cajit_kir_add_gemm(p, "mm", 40, bt, c, I(f, 1), I(f, 0), NULL),
               CAJIT_INTERNAL, "gemm mm: no such operand");
  /* A view with no strided form must be materialized first. */
  ok(cajit_kir_view_reshape(p, bt, 2, (const cajit_expr *[]){I(f, 16), I(f, 8)},
                            &tf));
  assert_null(cajit_kir_buffer_get(p, tf)->strides);
  expect_error(cajit_kir_add_gemm(p, "mm", a, tf, c, I(f, 1), I(f, 0), NULL),
               CAJIT_INTERNAL, "operand buf4 is not strided");
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_I32, 2, sc,
                            &i32));
  expect_error(cajit_kir_add_gemm(p, "mm", a, bt, i32, I(f, 1), I(f, 0), NULL),
               CAJIT_UNSUPPORTED, "dtype f32 (f32 and f64 only");
  const cajit_expr *s3[3] = {I(f, 2), f->s0, I(f, 16)};
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 3, s3,
                            &c3));
  expect_error(cajit_kir_add_gemm(p, "mm", a, bt, c3, I(f, 1), I(f, 0), NULL),
               CAJIT_INTERNAL, "operands must all have one rank >= 2");
  /* 4-d: batch dims must agree where known; the outer batch dim gets its
   * loop index symbol. */
  int32_t a4, b4, c4, c4x;
  const cajit_expr *sa4[4] = {I(f, 2), I(f, 3), f->s0, I(f, 8)},
                   *sb4[4] = {I(f, 2), I(f, 3), I(f, 8), I(f, 16)},
                   *sc4[4] = {I(f, 2), I(f, 3), f->s0, I(f, 16)},
                   *sx4[4] = {I(f, 2), I(f, 4), f->s0, I(f, 16)};
  ok(cajit_kir_buffer_input(p, 2, CAJIT_DTYPE_F32, 4, sa4, NULL, &a4));
  ok(cajit_kir_buffer_input(p, 3, CAJIT_DTYPE_F32, 4, sb4, NULL, &b4));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 4, sc4,
                            &c4));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 4, sx4,
                            &c4x));
  ok(cajit_kir_add_gemm(p, "attn", a4, b4, c4, I(f, 1), I(f, 0), NULL));
  assert_true(cajit_expr_ctx_find_symbol(p->exprs, cajit_sv_from_cstr("_i0")) >=
              0);
  expect_error(
      cajit_kir_add_gemm(p, "attn", a4, b4, c4x, I(f, 1), I(f, 0), NULL),
      CAJIT_INTERNAL, "gemm attn: shapes do not agree");
}

/* Extern calls: arguments must be strided, written ones allocated by the
 * program; the function name is required. */
static void test_extern_kernel(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, at, tf, c, k;
  const cajit_expr *sa[2] = {f->s0, I(f, 8)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sa, NULL, &a));
  ok(cajit_kir_view_permute(p, a, (int32_t[]){1, 0}, &at));
  ok(cajit_kir_view_reshape(p, at, 2, (const cajit_expr *[]){f->s0, I(f, 8)},
                            &tf));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            2, sa, &c));
  int32_t args[2] = {at, c};
  bool writes[2] = {false, true};
  const cajit_expr *ints[1] = {f->s0};
  cajit_kir_extern_desc d = {"fn", args, writes, 2, ints, 1};
  ok(cajit_kir_add_extern(p, "x", &d, &k));
  const cajit_kir_kernel *kk = &p->kernels.data[k];
  assert_int_equal(kk->kind, CAJIT_KIR_EXTERN);
  assert_string_equal(kk->ext->fn, "fn");
  assert_int_equal(kk->ext->args[1], c);
  assert_true(kk->ext->writes[1] && !kk->ext->writes[0]);
  d.fn = "";
  expect_error(cajit_kir_add_extern(p, "x", &d, NULL), CAJIT_INTERNAL,
               "extern call x: no function or bad counts");
  d.fn = "fn";
  args[0] = tf;
  expect_error(cajit_kir_add_extern(p, "x", &d, NULL), CAJIT_INTERNAL,
               "extern call x: argument 0 is not strided");
  args[0] = 99;
  expect_error(cajit_kir_add_extern(p, "x", &d, NULL), CAJIT_INTERNAL,
               "extern call x: argument 0 is no buffer");
  args[0] = c;
  args[1] = a;
  expect_error(cajit_kir_add_extern(p, "x", &d, NULL), CAJIT_INTERNAL,
               "kernel x writes input buffer buf0");
}

/* ---- rewriting -----------------------------------------------------------
 */

static void test_subst(void **state) {
  fx *f = *state;
  const cajit_expr **i = idx(f, 2);
  int32_t syms[2] = {cajit_expr_symbol_index(i[0]),
                     cajit_expr_symbol_index(i[1])};
  /* Simultaneous: swapping _i0 and _i1 does not chain. */
  const cajit_expr *swap[2] = {i[1], i[0]};
  assert_expr(f,
              cajit_kir_expr_subst(f->x, E(f, "_i0 * 64 + _i1"), 2, syms, swap),
              "_i1 * 64 + _i0");
  const cajit_expr *vals[2] = {E(f, "s0 + 1"), I(f, 3)};
  assert_expr(
      f,
      cajit_kir_expr_subst(f->x, E(f, "(_i0 * 2 + _i1) // 4"), 2, syms, vals),
      "(s0 * 2 + 5) // 4");
  assert_expr(
      f, cajit_kir_expr_subst(f->x, E(f, "max(_i0, s1) % 5"), 2, syms, vals),
      "max(s0 + 1, s1) % 5");
  assert_expr(f,
              cajit_kir_expr_subst(f->x, E(f, "min(_i0, _i1)"), 2, syms, vals),
              "min(s0 + 1, 3)");
  /* Booleans and floats rebuild too. */
  const cajit_expr *bexpr = E(f, "_i0 < _i1 and not _i1 == 3 or s0 == 2");
  const cajit_expr *bs = cajit_kir_expr_subst(f->x, bexpr, 2, syms, vals);
  assert_ptr_equal(bs, E(f, "s0 + 1 < 3 and not 3 == 3 or s0 == 2"));
  assert_expr(f, cajit_kir_expr_subst(f->x, E(f, "_i0 / 2.0"), 2, syms, vals),
              "(s0 + 1) / 2.0");
  /* Untouched expressions come back as the same pointer. */
  const cajit_expr *untouched = E(f, "s0 * s1");
  assert_ptr_equal(cajit_kir_expr_subst(f->x, untouched, 2, syms, vals),
                   untouched);
  const cajit_expr *null2[2] = {NULL, I(f, 1)};
  assert_null(cajit_kir_expr_subst(f->x, untouched, 2, syms, null2));
  assert_true(cajit_kir_expr_uses(E(f, "_i0 + s1"), f->s1i));
  assert_false(cajit_kir_expr_uses(E(f, "_i0 + 1"), f->s1i));
}

static char *print_value(fx *f, const cajit_kir_value *v) {
  cajit_strbuf sb = CAJIT_STRBUF_INIT;
  cajit_kir_value_print(f->p, v, &sb);
  char *text;
  size_t len;
  ok(cajit_strbuf_finish(&sb, &text, &len));
  return text;
}

static void test_value_subst_inline(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t in, tmp, t, flat;
  two_buffers(f, &in, &tmp);
  const cajit_expr **i = idx(f, 2);
  const cajit_expr *i0 = i[0], *i1 = i[1];
  /* Producer: tmp[_i0, _i1] = exp(in[_i0, _i1]) * s0. */
  const cajit_kir_value *prod = cajit_kir_binary(
      p, CAJIT_KIR_MUL,
      cajit_kir_unary(p, CAJIT_KIR_EXP,
                      cajit_kir_load(p, in, (const cajit_expr *[]){i0, i1})),
      cajit_kir_expr_value(p, CAJIT_DTYPE_F32, f->s0));
  /* Consumer reads the transpose of tmp, plus tmp at [_i1, 0]. */
  ok(cajit_kir_view_permute(p, tmp, (int32_t[]){1, 0}, &t));
  const cajit_kir_value *cons = cajit_kir_binary(
      p, CAJIT_KIR_ADD, cajit_kir_load(p, t, (const cajit_expr *[]){i0, i1}),
      cajit_kir_load(p, tmp, (const cajit_expr *[]){i1, I(f, 0)}));
  const cajit_kir_value *fused = cajit_kir_value_inline(p, cons, tmp, prod);
  char *text = print_value(f, fused);
  assert_string_equal(text, "add(mul(exp(buf0[_i1, _i0]), {s0}), "
                            "mul(exp(buf0[_i1, 0]), {s0}))");
  cajit_free(text);
  /* A value that does not read the producer is returned as is. */
  const cajit_kir_value *other = cajit_kir_load(p, in, i);
  assert_ptr_equal(cajit_kir_value_inline(p, other, tmp, prod), other);

  /* Substitution shares unchanged subtrees and rewrites EXPR nodes. */
  int32_t syms[1] = {f->s0i};
  const cajit_expr *r[1] = {I(f, 7)};
  const cajit_kir_value *s = cajit_kir_value_subst(p, prod, 1, syms, r);
  text = print_value(f, s);
  assert_string_equal(text, "mul(exp(buf0[_i0, _i1]), 7.0)");
  cajit_free(text);
  assert_ptr_equal(s->args[0], prod->args[0]);
  /* A DAG (x used twice) stays a DAG. */
  const cajit_kir_value *x =
      cajit_kir_load(p, in, (const cajit_expr *[]){i0, i1});
  const cajit_kir_value *sq = cajit_kir_binary(p, CAJIT_KIR_MUL, x, x);
  int32_t isyms[1] = {cajit_expr_symbol_index(i0)};
  const cajit_expr *ir[1] = {I(f, 2)};
  const cajit_kir_value *sq2 = cajit_kir_value_subst(p, sq, 1, isyms, ir);
  assert_ptr_equal(sq2->args[0], sq2->args[1]);
  assert_ptr_not_equal(sq2->args[0], x);

  /* Errors: a LINEAR view of the producer, a non-root, a dtype mismatch. */
  const cajit_expr *n = E(f, "s0 * 64");
  ok(cajit_kir_view_reshape(p, tmp, 1, &n, &flat));
  const cajit_kir_value *lin = cajit_kir_load(p, flat, &i0);
  assert_null(cajit_kir_value_inline(p, lin, tmp, prod));
  expect_error(cajit_kir_program_error(p), CAJIT_UNSUPPORTED,
               "is a linear view");
}

static void test_inline_errors(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t in, tmp, t;
  two_buffers(f, &in, &tmp);
  const cajit_expr **i = idx(f, 2);
  ok(cajit_kir_view_permute(p, tmp, (int32_t[]){1, 0}, &t));
  const cajit_kir_value *v = cajit_kir_load(p, t, i);
  assert_null(cajit_kir_value_inline(p, v, t, v));
  expect_error(cajit_kir_program_error(p), CAJIT_INTERNAL,
               "inline into buf2, not a root buffer");
  cajit_kir_program *p2;
  ok(cajit_kir_program_create(f->x, &p2));
  int32_t in2, tmp2;
  const cajit_expr *sh[2] = {f->s0, I(f, 64)};
  ok(cajit_kir_buffer_input(p2, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &in2));
  ok(cajit_kir_buffer_alloc(p2, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F64,
                            2, sh, &tmp2));
  const cajit_kir_value *l = cajit_kir_load(p2, in2, i);
  assert_null(cajit_kir_value_inline(p2, l, tmp2, l));
  expect_error(cajit_kir_program_error(p2), CAJIT_INTERNAL,
               "inline of a f32 value for f64 buf1");
  cajit_kir_program_destroy(p2);
  assert_null(cajit_kir_value_inline(p, NULL, tmp, v));
  expect_error(cajit_kir_program_create(NULL, &p2), CAJIT_INVALID_ARGUMENT,
               "no expression context");
}

/* ---- printing ------------------------------------------------------------
 */

/* A small program exercising every printed form. */
static void build_sample(fx *f, cajit_kir_program *p) {
  int32_t in, tmp, t, one, flat, mmo, k;
  const cajit_expr *sh[2] = {f->s0, I(f, 64)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &in));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            2, sh, &tmp));
  ok(cajit_kir_view_permute(p, tmp, (int32_t[]){1, 0}, &t));
  const cajit_expr *sh1[2] = {I(f, 1), I(f, 64)};
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sh1,
                            &one));
  ok(cajit_kir_buffer_set_output(p, one, 0));
  const cajit_expr *n = cajit_expr_mul(f->x, f->s0, I(f, 64));
  ok(cajit_kir_view_reshape(p, tmp, 1, &n, &flat));
  const cajit_expr *i[2], *r[1];
  ok(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i));
  ok(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  ok(cajit_kir_add_pointwise(
      p, "exp", tmp,
      cajit_kir_binary(
          p, CAJIT_KIR_ADD,
          cajit_kir_unary(p, CAJIT_KIR_EXP, cajit_kir_load(p, in, i)),
          cajit_kir_cast(p, CAJIT_DTYPE_F32,
                         cajit_kir_expr_value(p, CAJIT_DTYPE_I64, f->s1))),
      &k));
  const cajit_expr *li[2] = {r[0], i[1]};
  ok(cajit_kir_add_reduction(p, "sum", one, CAJIT_KIR_REDUCE_MAX,
                             CAJIT_DTYPE_F32, 1, &f->s0,
                             cajit_kir_load(p, tmp, li), &k));
  const cajit_expr *so[2] = {I(f, 64), I(f, 64)};
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, so,
                            &mmo));
  ok(cajit_kir_add_gemm(p, "mm", t, tmp, mmo, cajit_expr_float(f->x, 0.5),
                        I(f, 0), &k));
}

static void test_print(void **state) {
  fx *f = *state;
  build_sample(f, f->p);
  char *text;
  size_t len;
  ok(cajit_kir_program_print(f->p, &text, &len));
  assert_int_equal(strlen(text), len);
  assert_string_equal(
      text,
      "kir: 6 buffers, 3 kernels\n"
      "buf0: input 0 f32[s0, 64] strides [_in0_st0, _in0_st1]\n"
      "buf1: intermediate f32[s0, 64] strides [64, 1]\n"
      "buf2: view f32[64, s0] of buf1 index [_d1, _d0] strides [1, 64] "
      "offset 0\n"
      "buf3: output 0 f32[1, 64] strides [64, 1]\n"
      "buf4: view f32[s0 * 64] of buf1 linear [_d0] strides [1] offset 0\n"
      "buf5: output f32[64, 64] strides [64, 1]\n"
      "k0 \"exp\": pointwise over [s0, 64]\n"
      "  buf1[_i0, _i1] = add(exp(buf0[_i0, _i1]), f32({s1}))\n"
      "k1 \"sum\": reduce max over [1, 64] x [s0] acc f32\n"
      "  buf3[_i0, _i1] = max(buf1[_r0, _i1])\n"
      "k2 \"mm\": gemm\n"
      "  buf5 = 0.5 * buf2 @ buf1 + 0.0 * buf5\n");
  cajit_free(text);
}

/* Builds the sample program with the n-th allocation failing, for every n
 * until it succeeds: each failure must be reported (no crash, no leak). */
static void test_alloc_failures(void **state) {
  fx *f = *state;
  int failures = 0;
  for (long n = 0; n < 100000; n++) {
    cajit_expr_ctx *x;
    ok(cajit_expr_ctx_create(&x));
    int32_t s0, s1;
    ok(cajit_expr_ctx_add_symbol(x, CAJIT_SV("s0"), CAJIT_EXPR_TYPE_INT, &s0));
    ok(cajit_expr_ctx_add_symbol(x, CAJIT_SV("s1"), CAJIT_EXPR_TYPE_INT, &s1));
    fx g = *f;
    g.x = x;
    g.s0 = cajit_expr_symbol(x, s0);
    g.s1 = cajit_expr_symbol(x, s1);
    cajit_alloc_fail_after(n);
    cajit_kir_program *p = NULL;
    cajit_status s = cajit_kir_program_create(x, &p);
    /* Re-run the builders by hand so each error is checked, not asserted. */
    int32_t in, tmp, t, one, flat, k;
    const cajit_expr *sh[2] = {g.s0, cajit_expr_int(x, 64)};
    const cajit_expr *sh1[2] = {cajit_expr_int(x, 1), cajit_expr_int(x, 64)};
    const cajit_expr *nn = cajit_expr_mul(x, g.s0, cajit_expr_int(x, 64));
    const cajit_expr *i[2], *r[1];
    if (!s) s = cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &in);
    if (!s)
      s = cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                 CAJIT_DTYPE_F32, 2, sh, &tmp);
    if (!s) s = cajit_kir_view_permute(p, tmp, (int32_t[]){1, 0}, &t);
    if (!s)
      s = cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2,
                                 sh1, &one);
    if (!s) s = cajit_kir_view_reshape(p, t, 1, &nn, &flat);
    if (!s) s = cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i);
    if (!s) s = cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r);
    if (!s)
      s = cajit_kir_add_pointwise(
          p, "exp", tmp,
          cajit_kir_unary(p, CAJIT_KIR_EXP, cajit_kir_load(p, in, i)), &k);
    if (!s) {
      const cajit_expr *li[2] = {r[0], i[1]};
      s = cajit_kir_add_reduction(p, "sum", one, CAJIT_KIR_REDUCE_SUM,
                                  CAJIT_DTYPE_F32, 1, &g.s0,
                                  cajit_kir_load(p, flat, li), &k);
    }
    char *text = NULL;
    size_t len;
    if (!s) s = cajit_kir_program_print(p, &text, &len);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    cajit_free(text);
    cajit_kir_program_destroy(p);
    cajit_expr_ctx_destroy(x);
    if (!s) {
      if (injected) fail_msg("n=%ld: an injected failure was swallowed", n);
      break;
    }
    failures++;
    expect_oom(n, s);
  }
  assert_true(failures > 10);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_buffers, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_symbols, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_view_permute_expand, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_view_select_slice_squeeze,
                                      kir_setup_plain, kir_teardown),
      cmocka_unit_test_setup_teardown(test_view_reshape, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_view_as_strided, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_values, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_value_errors, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_walk, kir_setup_plain, kir_teardown),
      cmocka_unit_test_setup_teardown(test_const_float_to_integer,
                                      kir_setup_plain, kir_teardown),
      cmocka_unit_test_setup_teardown(test_kernels, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_gemm_kernel, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_extern_kernel, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_subst, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_value_subst_inline, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_inline_errors, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_print, kir_setup_plain,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_alloc_failures, kir_setup_plain,
                                      kir_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
