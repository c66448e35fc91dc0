/* Data-dependent indexing in the kernel IR and codegen: LOAD_INDIRECT
 * gathers (one and two slots, wrapped negative indices, a gather whose index
 * is itself gathered, i32 and i64 indices) and SCATTER kernels (sum in
 * sequential order, masks that skip invalid indices, max/min/prod, an affine
 * target, bf16 targets accumulating in f32), each compiled through the
 * project's JIT and run for two bindings of the symbolic sizes, compared
 * with references computed here. Also the run-time failure of an
 * out-of-range index (torch's message, the call's status), the printer,
 * substitution and inlining, every builder error, and allocation failures
 * while building and emitting. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#include <llvm-c/Core.h>
#include <math.h>

#include "cajit/compile.h"
#include "cajit/expr.h"
#include "cajit/jit.h"
#include "codegen/codegen.h"
#include "kir/kir.h"
#include "kir_harness.h"
#include "sched/sched.h"
#include "support/alloc.h"
#include "support/strbuf.h"
#include "test_status.h"

/* JIT-compiles p with its default schedule (kir_harness.h). */
static void jit_program(cajit_kir_program *p, jitted *j) {
  jit_program_with(p, NULL, false, NULL, j);
}

static void set_sizes(fx *f, int64_t s0, int64_t s1) {
  f->syms[f->s0i].i = s0;
  f->syms[f->s1i].i = s1;
}

static const cajit_expr **outer(fx *f, int n) {
  static const cajit_expr *i[8];
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_OUTER, n, i));
  return i;
}

static const cajit_expr *slot(fx *f, int k) {
  const cajit_expr *x[3];
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_SLOT, k + 1, x));
  return x[k];
}

static cajit_kir_slot bounded(const cajit_expr *bound, int32_t dim, bool wrap) {
  cajit_kir_slot s = {bound, dim, wrap};
  return s;
}

/* Runs and expects the call to fail with code and text. */
static void run_fails(fx *f, jitted *j, cajit_status_code code,
                      const char *text) {
  cajit_call call = {0};
  assert_int_equal(call_run(j->run, f->bufs, f->syms, &call), 1);
  expect_error(call.status, code, text);
}

static void run_ok(fx *f, jitted *j) {
  cajit_call call = {0};
  int32_t rc = call_run(j->run, f->bufs, f->syms, &call);
  if (rc) fail_msg("run failed: %s", cajit_status_message(call.status));
}

/* ---- gathers --------------------------------------------------------------
 */

/* out[s0, s1] = table[idx[_i0], _i1] (an embedding lookup): one compiled
 * function for two bindings, then out-of-range indices on either side. */
static void test_gather_rows(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t table, idx, out;
  const cajit_expr *tsh[2] = {I(f, 5), f->s1}, *ish[1] = {f->s0},
                   *osh[2] = {f->s0, f->s1};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, tsh, NULL, &table));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I64, 1, ish, NULL, &idx));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, osh,
                            &out));
  const cajit_expr **i = outer(f, 2);
  const cajit_expr *at[2] = {slot(f, 0), i[1]};
  const cajit_kir_value *row = cajit_kir_load(p, idx, i);
  cajit_kir_slot sl = bounded(I(f, 5), 0, false);
  ok(cajit_kir_add_pointwise(
      p, "gather", out, cajit_kir_load_indirect(p, table, at, 1, &row, &sl),
      NULL));
  jitted j;
  jit_program(p, &j);
  static const int64_t dims[2][2] = {{3, 4}, {6, 2}};
  for (int run = 0; run < 2; run++) {
    int64_t n0 = dims[run][0], n1 = dims[run][1];
    float tv[5 * 4], ov[6 * 4];
    int64_t iv[6] = {4, 0, 4, 2, 1, 3};
    for (int k = 0; k < 5 * n1; k++)
      tv[k] = (float)(10 * (k / n1) + k % n1);
    f->bufs[table] = tv;
    f->bufs[idx] = iv;
    f->bufs[out] = ov;
    set_sizes(f, n0, n1);
    /* The stride of each input is a run-time symbol: row-major here. */
    f->syms[cajit_expr_ctx_find_symbol(f->x, CAJIT_SV("_in0_st0"))].i = n1;
    f->syms[cajit_expr_ctx_find_symbol(f->x, CAJIT_SV("_in0_st1"))].i = 1;
    f->syms[cajit_expr_ctx_find_symbol(f->x, CAJIT_SV("_in1_st0"))].i = 1;
    run_ok(f, &j);
    for (int64_t r = 0; r < n0; r++)
      for (int64_t c = 0; c < n1; c++)
        assert_true(ov[r * n1 + c] == (float)(10 * iv[r] + c));
    iv[n0 - 1] = 5;
    run_fails(f, &j, CAJIT_INVALID_ARGUMENT,
              "gather: index 5 is out of bounds for dimension 0 with size 5");
    iv[n0 - 1] = -1;
    run_fails(f, &j, CAJIT_INVALID_ARGUMENT,
              "gather: index -1 is out of bounds for dimension 0 with size 5");
  }
  jit_free(&j);
}

/* out[s0] = x[ii[_i0], jj[_i0]] with wrapped negative indices (i32 and i64
 * index tensors), and out2[s0] = x[perm[ii[_i0]], 1]: a gather whose slot
 * value is itself a gather over the same slot symbol. */
static void test_gather_two_slots_nested(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t x, ii, jj, perm, out, out2;
  const cajit_expr *xsh[2] = {I(f, 3), I(f, 4)}, *xst[2] = {I(f, 4), I(f, 1)},
                   *n[1] = {f->s0}, *one[1] = {I(f, 1)}, *psh[1] = {I(f, 3)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F64, 2, xsh, xst, &x));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I32, 1, n, one, &ii));
  ok(cajit_kir_buffer_input(p, 2, CAJIT_DTYPE_I64, 1, n, one, &jj));
  ok(cajit_kir_buffer_input(p, 3, CAJIT_DTYPE_I64, 1, psh, one, &perm));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F64, 1, n,
                            &out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F64, 1, n,
                            &out2));
  const cajit_expr **i = outer(f, 1);
  const cajit_kir_value *sv[2] = {cajit_kir_load(p, ii, i),
                                  cajit_kir_load(p, jj, i)};
  cajit_kir_slot sl[2] = {bounded(I(f, 3), 0, true), bounded(I(f, 4), 1, true)};
  const cajit_expr *at[2] = {slot(f, 0), slot(f, 1)};
  ok(cajit_kir_add_pointwise(
      p, "xij", out, cajit_kir_load_indirect(p, x, at, 2, sv, sl), NULL));
  const cajit_expr *pat[1] = {slot(f, 0)};
  const cajit_kir_value *pv =
      cajit_kir_load_indirect(p, perm, pat, 1, &sv[0], &sl[0]);
  const cajit_expr *at2[2] = {cajit_expr_add(f->x, slot(f, 0), I(f, 0)),
                              I(f, 1)};
  cajit_kir_slot sl2 = bounded(I(f, 3), 0, false);
  ok(cajit_kir_add_pointwise(p, "xperm", out2,
                             cajit_kir_load_indirect(p, x, at2, 1, &pv, &sl2),
                             NULL));
  jitted j;
  jit_program(p, &j);
  double xv[12], ov[4], o2[4];
  for (int k = 0; k < 12; k++)
    xv[k] = k * 1.5;
  int32_t iv[4] = {-1, 0, 2, -3};
  int64_t jv[4] = {3, -4, -1, 1}, pm[3] = {2, 0, 1};
  f->bufs[x] = xv;
  f->bufs[ii] = iv;
  f->bufs[jj] = jv;
  f->bufs[perm] = pm;
  f->bufs[out] = ov;
  f->bufs[out2] = o2;
  for (int64_t s0 = 3; s0 <= 4; s0++) {
    set_sizes(f, s0, 1);
    run_ok(f, &j);
    for (int64_t r = 0; r < s0; r++) {
      int64_t a = iv[r] < 0 ? iv[r] + 3 : iv[r],
              b = jv[r] < 0 ? jv[r] + 4 : jv[r];
      assert_true(ov[r] == xv[a * 4 + b]);
      assert_true(o2[r] == xv[pm[a] * 4 + 1]);
    }
  }
  jv[2] = -5;
  run_fails(f, &j, CAJIT_INVALID_ARGUMENT,
            "xij: index -5 is out of bounds for dimension 1 with size 4");
  jv[2] = 4;
  run_fails(f, &j, CAJIT_INVALID_ARGUMENT,
            "xij: index 4 is out of bounds for dimension 1 with size 4");
  jv[2] = 0;
  pm[0] = 3; /* perm[0] is read for ii = 0: the outer gather fails */
  run_fails(f, &j, CAJIT_INVALID_ARGUMENT,
            "xperm: index 3 is out of bounds for dimension 0 with size 3");
  jit_free(&j);
}

/* ---- scatters -------------------------------------------------------------
 */

/* out = base; out[idx[_i0], _i1] += src[_i0, _i1] where idx != -1: the
 * sum runs in order (1e8 + 1 - 1e8 is 0 in f32 this way, 1 otherwise), a
 * masked-out -1 is never checked, and a kernel with an unmasked bad index
 * fails. */
static void test_scatter_add_sequential(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t base, idx, src, out;
  const cajit_expr *osh[2] = {I(f, 4), f->s1}, *ssh[2] = {f->s0, f->s1},
                   *ish[1] = {f->s0}, *ost[2] = {f->s1, I(f, 1)},
                   *ist[1] = {I(f, 1)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, osh, ost, &base));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I64, 1, ish, ist, &idx));
  ok(cajit_kir_buffer_input(p, 2, CAJIT_DTYPE_F32, 2, ssh, ost, &src));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, osh,
                            &out));
  const cajit_expr **i = outer(f, 2);
  ok(cajit_kir_add_pointwise(p, "init", out, cajit_kir_load(p, base, i), NULL));
  i = outer(f, 2);
  const cajit_kir_value *row = cajit_kir_load(p, idx, i);
  const cajit_expr *at[2] = {slot(f, 0), i[1]};
  cajit_kir_slot sl = bounded(I(f, 4), 0, false);
  const cajit_kir_value *target =
      cajit_kir_load_indirect(p, out, at, 1, &row, &sl);
  const cajit_kir_value *mask = cajit_kir_binary(
      p, CAJIT_KIR_NE, row, cajit_kir_const_int(p, CAJIT_DTYPE_I64, -1));
  ok(cajit_kir_add_scatter(p, "index_add", CAJIT_KIR_REDUCE_SUM,
                           CAJIT_DTYPE_F32, 2, ssh, target,
                           cajit_kir_load(p, src, i), mask, NULL));
  jitted j;
  jit_program(p, &j);
  for (int64_t n1 = 2; n1 <= 3; n1++) {
    int64_t n0 = 6, iv[6] = {1, -1, 3, 1, 1, 0};
    float bv[12], sv[18], ov[12], want[12];
    for (int k = 0; k < 4 * n1; k++)
      bv[k] = want[k] = (float)k;
    for (int k = 0; k < n0 * n1; k++)
      sv[k] = (float)(k % 3 == 1 ? 0.25 * k : 1);
    sv[0] = 1e8f; /* row 1 receives 1e8, (masked), then 1, then -1e8 */
    sv[3 * n1] = 1;
    sv[4 * n1] = -1e8f;
    for (int64_t r = 0; r < n0; r++)
      for (int64_t c = 0; c < n1 && iv[r] >= 0; c++)
        want[iv[r] * n1 + c] += sv[r * n1 + c];
    f->bufs[base] = bv;
    f->bufs[idx] = iv;
    f->bufs[src] = sv;
    f->bufs[out] = ov;
    set_sizes(f, n0, n1);
    run_ok(f, &j);
    for (int k = 0; k < 4 * n1; k++)
      assert_true(ov[k] == want[k]);
    assert_true(ov[n1] == 0.0f); /* n1 + 1e8 + 1 rounds to 1e8, - 1e8 */
    iv[2] = 4;
    run_fails(f, &j, CAJIT_INVALID_ARGUMENT,
              "index_add: index 4 is out of bounds for dimension 0 with size "
              "4");
    iv[2] = -2;
    run_fails(f, &j, CAJIT_INVALID_ARGUMENT,
              "index_add: index -2 is out of bounds for dimension 0 with "
              "size 4");
  }
  jit_free(&j);
}

/* max and min scatters into f64 (indirect target); sum and prod into i64
 * with an affine target (a column reduction written as a scatter, whose
 * kernel cannot fail). */
static void test_scatter_ops(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t src, idx, omax, omin, isrc, osum, oprod;
  const cajit_expr *ssh[2] = {f->s0, I(f, 3)}, *sst[2] = {I(f, 3), I(f, 1)},
                   *ish[1] = {f->s0}, *ist[1] = {I(f, 1)}, *osh[1] = {I(f, 2)},
                   *csh[1] = {I(f, 3)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F64, 2, ssh, sst, &src));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I64, 1, ish, ist, &idx));
  ok(cajit_kir_buffer_input(p, 2, CAJIT_DTYPE_I64, 2, ssh, sst, &isrc));
  int32_t *outs[4] = {&omax, &omin, &osum, &oprod};
  for (int k = 0; k < 4; k++)
    ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT,
                              k < 2 ? CAJIT_DTYPE_F64 : CAJIT_DTYPE_I64, 1,
                              k < 2 ? osh : csh, outs[k]));
  static const double init[4] = {-INFINITY, INFINITY, 0, 1};
  for (int k = 0; k < 4; k++)
    ok(cajit_kir_add_pointwise(
        p, "init", *outs[k],
        k < 2 ? cajit_kir_const_float(p, CAJIT_DTYPE_F64, init[k])
              : cajit_kir_const_int(p, CAJIT_DTYPE_I64, (int64_t)init[k]),
        NULL));
  const cajit_expr **i = outer(f, 2);
  const cajit_kir_value *row = cajit_kir_load(p, idx, i);
  cajit_kir_slot sl = bounded(I(f, 2), 0, false);
  const cajit_expr *at[1] = {slot(f, 0)};
  static const cajit_kir_reduce_op ops[4] = {
      CAJIT_KIR_REDUCE_MAX, CAJIT_KIR_REDUCE_MIN, CAJIT_KIR_REDUCE_SUM,
      CAJIT_KIR_REDUCE_PROD};
  for (int k = 0; k < 4; k++) {
    i = outer(f, 2);
    const cajit_expr *col[1] = {i[1]};
    const cajit_kir_value *target =
        k < 2 ? cajit_kir_load_indirect(p, *outs[k], at, 1, &row, &sl)
              : cajit_kir_load(p, *outs[k], col);
    ok(cajit_kir_add_scatter(
        p, "s", ops[k], k < 2 ? CAJIT_DTYPE_F64 : CAJIT_DTYPE_I64, 2, ssh,
        target, cajit_kir_load(p, k < 2 ? src : isrc, i), NULL, NULL));
  }
  jitted j;
  jit_program(p, &j);
  for (int64_t n0 = 4; n0 <= 5; n0++) {
    double sv[15], mx[2], mn[2];
    int64_t iv[5] = {1, 0, 1, 1, 0}, is[15], sm[3], pr[3];
    for (int k = 0; k < 15; k++) {
      sv[k] = (double)((k * 7) % 11) - 5;
      is[k] = k % 4 + 1;
    }
    sv[4] = NAN; /* row 1: max and min propagate NaN, as torch */
    f->bufs[src] = sv;
    f->bufs[idx] = iv;
    f->bufs[isrc] = is;
    f->bufs[omax] = mx;
    f->bufs[omin] = mn;
    f->bufs[osum] = sm;
    f->bufs[oprod] = pr;
    set_sizes(f, n0, 3);
    run_ok(f, &j);
    for (int64_t o = 0; o < 2; o++) {
      double wmx = -INFINITY, wmn = INFINITY;
      for (int64_t r = 0; r < n0; r++)
        for (int c = 0; c < 3 && iv[r] == o; c++) {
          double v = sv[r * 3 + c];
          wmx = isnan(v) || isnan(wmx) ? NAN : fmax(wmx, v);
          wmn = isnan(v) || isnan(wmn) ? NAN : fmin(wmn, v);
        }
      /* sv[4] is row 1 of src, sent to out row iv[1] = 0. */
      assert_true(o == 0 ? isnan(mx[o]) && isnan(mn[o])
                         : mx[o] == wmx && mn[o] == wmn);
    }
    for (int c = 0; c < 3; c++) {
      int64_t s = 0, q = 1;
      for (int64_t r = 0; r < n0; r++)
        s += is[r * 3 + c], q *= is[r * 3 + c];
      assert_int_equal(sm[c], s);
      assert_int_equal(pr[c], q);
    }
  }
  jit_free(&j);
}

/* bf16 to nearest even, as a float. */
static float bf16(float x) {
  uint32_t u;
  memcpy(&u, &x, 4);
  u = (u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u;
  memcpy(&x, &u, 4);
  return x;
}

/* A bf16 target accumulates each update in f32 and rounds it when stored,
 * as torch's CPU loops do (float(out) + float(src), then bf16). */
static void test_scatter_bf16(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t src, idx, out;
  const cajit_expr *n[1] = {f->s0}, *o[1] = {I(f, 2)}, *st[1] = {I(f, 1)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_BF16, 1, n, st, &src));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I32, 1, n, st, &idx));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_BF16, 1, o,
                            &out));
  ok(cajit_kir_add_pointwise(
      p, "zero", out, cajit_kir_const_float(p, CAJIT_DTYPE_BF16, 0), NULL));
  const cajit_expr **i = outer(f, 1);
  const cajit_kir_value *k = cajit_kir_load(p, idx, i);
  cajit_kir_slot sl = bounded(I(f, 2), 0, false);
  const cajit_expr *at[1] = {slot(f, 0)};
  ok(cajit_kir_add_scatter(
      p, "acc", CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32, 1, n,
      cajit_kir_load_indirect(p, out, at, 1, &k, &sl),
      cajit_kir_cast(p, CAJIT_DTYPE_F32, cajit_kir_load(p, src, i)), NULL,
      NULL));
  jitted j;
  jit_program(p, &j);
  uint16_t sv[64], ov[2];
  int32_t iv[64];
  float want[2] = {0, 0};
  for (int e = 0; e < 64; e++) {
    float v = bf16(1.0f + (float)e / 64.0f);
    uint32_t u;
    memcpy(&u, &v, 4);
    sv[e] = (uint16_t)(u >> 16);
    iv[e] = e % 3 == 0;
    want[iv[e]] = bf16(want[iv[e]] + v);
  }
  f->bufs[src] = sv;
  f->bufs[idx] = iv;
  f->bufs[out] = ov;
  set_sizes(f, 64, 1);
  run_ok(f, &j);
  for (int e = 0; e < 2; e++) {
    uint32_t u = (uint32_t)ov[e] << 16;
    float got;
    memcpy(&got, &u, 4);
    assert_true(got == want[e]);
  }
  jit_free(&j);
}

/* ---- printing, substitution, inlining ----------------------------------
 */

static void test_print_subst_inline(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t table, idx, out, prod;
  const cajit_expr *tsh[2] = {I(f, 5), f->s1}, *ish[1] = {f->s0},
                   *osh[2] = {f->s0, f->s1};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, tsh, NULL, &table));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I64, 1, ish, NULL, &idx));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            2, tsh, &prod));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, osh,
                            &out));
  const cajit_expr **i = outer(f, 2);
  const cajit_kir_value *row = cajit_kir_load(p, idx, i);
  const cajit_expr *at[2] = {slot(f, 0), i[1]};
  cajit_kir_slot sl[2] = {bounded(I(f, 5), 0, true), bounded(f->s1, 1, false)};
  const cajit_kir_value *g = cajit_kir_load_indirect(p, prod, at, 1, &row, sl);
  ok(cajit_kir_add_pointwise(p, "g", out, g, NULL));
  ok(cajit_kir_add_scatter(
      p, "s", CAJIT_KIR_REDUCE_MAX, CAJIT_DTYPE_F32, 2, osh, g,
      cajit_kir_load(p, out, i),
      cajit_kir_binary(p, CAJIT_KIR_GT, row,
                       cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0)),
      NULL));
  char *text;
  size_t len;
  ok(cajit_kir_program_print(p, &text, &len));
  const char *want[] = {
      "buf2[_x0, _i1]{_x0 = buf1[_i0] dim 0 < 5 wrap}",
      "k1 \"s\": scatter max over [s0, s1] acc f32\n"
      "  buf2[_x0, _i1]{_x0 = buf1[_i0] dim 0 < 5 wrap} max= buf3[_i0, _i1] "
      "if gt(buf1[_i0], 0)\n"};
  for (size_t k = 0; k < 2; k++)
    if (!strstr(text, want[k])) fail_msg("no '%s' in:\n%s", want[k], text);
  cajit_free(text);

  /* Substituting _i0 := 2 rewrites the slot value; _i1 := s1 - 1 the
   * index; an unrelated symbol changes nothing (the same node back). */
  int32_t syms[2] = {cajit_expr_symbol_index(i[0]),
                     cajit_expr_symbol_index(i[1])};
  const cajit_expr *repl[2] = {I(f, 2), cajit_expr_sub(f->x, f->s1, I(f, 1))};
  const cajit_kir_value *h = cajit_kir_value_subst(p, g, 2, syms, repl);
  assert_non_null(h);
  assert_int_equal(h->op, CAJIT_KIR_LOAD_INDIRECT);
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  cajit_kir_value_print(p, h, &b);
  char *ht;
  ok(cajit_strbuf_finish(&b, &ht, &len));
  assert_string_equal(ht, "buf2[_x0, s1 - 1]{_x0 = buf1[2] dim 0 < 5 wrap}");
  cajit_free(ht);
  assert_ptr_equal(cajit_kir_value_subst(p, g, 1, &f->s1i, repl), g);
  /* A bound mentioning a substituted symbol is rewritten too. */
  const cajit_expr *at1[1] = {slot(f, 0)};
  const cajit_kir_value *gb =
      cajit_kir_load_indirect(p, idx, at1, 1, &row, &sl[1]);
  const cajit_kir_value *hb =
      cajit_kir_value_subst(p, gb, 1, &f->s1i, (const cajit_expr *[]){I(f, 7)});
  assert_true(hb != gb && hb->u.load.slots[0].bound == I(f, 7));

  /* Inlining a buffer g does not read leaves it alone; a producer read
   * through the indirect load is refused. */
  const cajit_kir_value *in =
      cajit_kir_value_inline(p, g, table, cajit_kir_load(p, table, i));
  assert_ptr_equal(in, g); /* g reads neither table */
  assert_null(cajit_kir_value_inline(
      p, g, prod, cajit_kir_const_float(p, CAJIT_DTYPE_F32, 1)));
  expect_error(cajit_kir_program_error(p), CAJIT_INTERNAL,
               "cannot inline buf2 into an indirect load of it");
}

/* Inlining into a slot value works: idx2 = idx * 2 computed by a producer
 * kernel, gathered through. */
static void test_inline_slot_value(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t idx, dbl, x;
  const cajit_expr *ish[1] = {f->s0}, *xsh[1] = {I(f, 9)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_I64, 1, ish, NULL, &idx));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F32, 1, xsh, NULL, &x));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_I64,
                            1, ish, &dbl));
  const cajit_expr **i = outer(f, 1);
  const cajit_kir_value *twice =
      cajit_kir_binary(p, CAJIT_KIR_MUL, cajit_kir_load(p, idx, i),
                       cajit_kir_const_int(p, CAJIT_DTYPE_I64, 2));
  const cajit_kir_value *row = cajit_kir_load(p, dbl, i);
  cajit_kir_slot sl = bounded(I(f, 9), 0, false);
  const cajit_expr *at[1] = {slot(f, 0)};
  const cajit_kir_value *g = cajit_kir_load_indirect(p, x, at, 1, &row, &sl);
  const cajit_kir_value *h = cajit_kir_value_inline(p, g, dbl, twice);
  assert_non_null(h);
  cajit_strbuf b = CAJIT_STRBUF_INIT;
  cajit_kir_value_print(p, h, &b);
  char *t;
  size_t len;
  ok(cajit_strbuf_finish(&b, &t, &len));
  assert_string_equal(t, "buf1[_x0]{_x0 = mul(buf0[_i0], 2) dim 0 < 9}");
  cajit_free(t);
}

/* ---- constant casts
 * ----------------------------------------------------------
 */

/* A folded cast of a constant rounds as the run-time cast does: to float,
 * then to nearest even f16 / bf16 (subnormal halves, overflow to inf). */
static void test_folded_casts_round(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  struct {
    cajit_dtype to;
    double in, want;
  } cases[] = {
      {CAJIT_DTYPE_F32, 0.1, (double)0.1f},
      {CAJIT_DTYPE_BF16, 0.3, 0.30078125},
      {CAJIT_DTYPE_BF16, 1.0 + 1.0 / 256, 1.0}, /* a tie: to even */
      {CAJIT_DTYPE_BF16, 1.0 + 3.0 / 256, 1.0 + 4.0 / 256},
      {CAJIT_DTYPE_F16, 0.3, 0.300048828125}, /* values from torch */
      {CAJIT_DTYPE_F16, 1.0 + 1.0 / 2048, 1.0},
      {CAJIT_DTYPE_F16, 65519.0, 65504.0},
      {CAJIT_DTYPE_F16, 65520.0, INFINITY},
      {CAJIT_DTYPE_F16, -1e-7, -0x1p-24 * 2}, /* subnormal: 1.68 quanta */
      {CAJIT_DTYPE_F16, 0x1p-25, 0.0},        /* a tie: to even (zero) */
      {CAJIT_DTYPE_F64, 0.1, 0.1},
  };
  for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
    const cajit_kir_value *v = cajit_kir_cast(
        p, cases[c].to, cajit_kir_const_float(p, CAJIT_DTYPE_F64, cases[c].in));
    assert_int_equal(v->op, CAJIT_KIR_CONST);
    if (v->u.f != cases[c].want)
      fail_msg("case %zu: got %.17g, want %.17g", c, v->u.f, cases[c].want);
  }
  /* NaN stays NaN; an int constant converts too. */
  assert_true(
      isnan(cajit_kir_cast(p, CAJIT_DTYPE_BF16,
                           cajit_kir_const_float(p, CAJIT_DTYPE_F64, NAN))
                ->u.f));
  assert_true(cajit_kir_cast(p, CAJIT_DTYPE_BF16,
                             cajit_kir_const_int(p, CAJIT_DTYPE_I64, 257))
                  ->u.f == 256.0);
  assert_int_equal(
      cajit_kir_cast(p, CAJIT_DTYPE_I32,
                     cajit_kir_const_float(p, CAJIT_DTYPE_F64, -2.7))
          ->u.i,
      -2);
}

/* ---- builder errors --------------------------------------------------------
 */

static void test_builder_errors(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t x, idx, out, fout;
  const cajit_expr *sh[1] = {I(f, 4)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 1, sh, NULL, &x));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I64, 1, sh, NULL, &idx));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, sh,
                            &out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, sh,
                            &fout));
  const cajit_expr **i = outer(f, 1);
  const cajit_kir_value *k = cajit_kir_load(p, idx, i);
  const cajit_kir_value *fv = cajit_kir_load(p, x, i);
  const cajit_expr *at[1] = {slot(f, 0)};
  cajit_kir_slot sl = bounded(I(f, 4), 0, false);

  /* Each value error is recorded in the program (the first one wins), so
   * each case runs on a fresh program over the same buffers. */
  struct {
    int which;
    cajit_status_code code;
    const char *text;
  } cases[] = {
      {0, CAJIT_INTERNAL, "indirect load of buf0 with 0 slots (1 to 3)"},
      {1, CAJIT_INTERNAL, "indirect load of buf0 with 4 slots (1 to 3)"},
      {2, CAJIT_INTERNAL,
       "indirect load of buf0: slot 0 is f32, not an integer"},
      {3, CAJIT_INTERNAL,
       "indirect load of buf0: the bound of slot 0 is not an int"},
      {4, CAJIT_OUT_OF_MEMORY, "kernel IR: out of memory building a slot"},
      {5, CAJIT_INTERNAL, "kernel IR: load of no buffer 99"},
  };
  for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
    cajit_kir_program *q;
    ok(cajit_kir_program_create(f->x, &q));
    int32_t qx;
    ok(cajit_kir_buffer_input(q, 0, CAJIT_DTYPE_F32, 1, sh, NULL, &qx));
    cajit_kir_slot s = sl;
    const cajit_kir_value *four[4] = {k, k, k, k};
    const cajit_kir_value *v = NULL;
    switch (cases[c].which) {
    case 0: v = cajit_kir_load_indirect(q, qx, at, 0, four, &s); break;
    case 1: v = cajit_kir_load_indirect(q, qx, at, 4, four, &s); break;
    case 2: v = cajit_kir_load_indirect(q, qx, at, 1, &fv, &s); break;
    case 3:
      s.bound = cajit_expr_float(f->x, 4.0);
      v = cajit_kir_load_indirect(q, qx, at, 1, &k, &s);
      break;
    case 4:
      s.bound = NULL;
      v = cajit_kir_load_indirect(q, qx, at, 1, &k, &s);
      break;
    case 5: v = cajit_kir_load_indirect(q, 99, at, 1, &k, &s); break;
    }
    assert_null(v);
    expect_error(cajit_kir_program_error(q), cases[c].code, cases[c].text);
    cajit_kir_program_destroy(q);
  }
  /* A NULL slot value (a failed subtree) gives NULL, nothing recorded. */
  const cajit_kir_value *none = NULL;
  assert_null(cajit_kir_load_indirect(p, x, at, 1, &none, &sl));
  assert_null(cajit_kir_program_error(p));

  /* Slot indices: at most three. */
  expect_error(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 4, NULL),
               CAJIT_INVALID_ARGUMENT, "bad index request");

  const cajit_kir_value *g = cajit_kir_load_indirect(f->p, x, at, 1, &k, &sl);
  /* Scatter errors. */
  expect_error(cajit_kir_add_scatter(p, "s", CAJIT_KIR_REDUCE_SUM,
                                     CAJIT_DTYPE_F32, 1, sh, fv, fv, NULL,
                                     NULL),
               CAJIT_INTERNAL, "kernel s writes input buffer buf0");
  const cajit_kir_value *tgt = cajit_kir_load(p, out, i);
  expect_error(cajit_kir_add_scatter(
                   p, "s", CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32, 1, sh,
                   cajit_kir_unary(p, CAJIT_KIR_NEG, tgt), fv, NULL, NULL),
               CAJIT_INTERNAL, "scatter s: the target is a neg, not a load");
  expect_error(
      cajit_kir_add_scatter(p, "s", CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F64, 1,
                            sh, tgt, fv, NULL, NULL),
      CAJIT_INTERNAL, "scatter s: value is f32, accumulator f64, target f32");
  expect_error(cajit_kir_add_scatter(p, "s", (cajit_kir_reduce_op)9,
                                     CAJIT_DTYPE_F32, 1, sh, tgt, fv, NULL,
                                     NULL),
               CAJIT_INTERNAL, "scatter s: bad op or rank");
  expect_error(cajit_kir_add_scatter(p, "s", CAJIT_KIR_REDUCE_SUM,
                                     CAJIT_DTYPE_F32, 1, sh, tgt, fv, fv, NULL),
               CAJIT_INTERNAL, "scatter s: mask is f32, not bool");
  const cajit_expr *fsh[1] = {cajit_expr_float(f->x, 2.0)};
  expect_error(cajit_kir_add_scatter(p, "s", CAJIT_KIR_REDUCE_SUM,
                                     CAJIT_DTYPE_F32, 1, fsh, tgt, fv, NULL,
                                     NULL),
               CAJIT_INTERNAL, "scatter s: extent 0 is not an int");
  /* _i0 used over a 0-d space. */
  expect_error(cajit_kir_add_scatter(p, "s", CAJIT_KIR_REDUCE_SUM,
                                     CAJIT_DTYPE_F32, 0, NULL, tgt, fv, NULL,
                                     NULL),
               CAJIT_INTERNAL, "kernel s uses index _i0 outside its loops");
  /* A slot symbol outside an indirect index, or beyond its slots. */
  const cajit_expr *bad1[1] = {slot(f, 1)};
  expect_error(
      cajit_kir_add_pointwise(p, "pw", out, cajit_kir_load(p, x, at), NULL),
      CAJIT_INTERNAL, "kernel pw uses index _x0 outside its loops");
  expect_error(
      cajit_kir_add_pointwise(
          p, "pw", out, cajit_kir_load_indirect(p, x, bad1, 1, &k, &sl), NULL),
      CAJIT_INTERNAL, "kernel pw uses index _x1 outside its loops");
  /* ... or inside a slot value, or a bound. */
  const cajit_kir_value *inner =
      cajit_kir_cast(p, CAJIT_DTYPE_I64, cajit_kir_load(p, x, at));
  expect_error(cajit_kir_add_pointwise(
                   p, "pw", out,
                   cajit_kir_load_indirect(p, x, at, 1, &inner, &sl), NULL),
               CAJIT_INTERNAL, "kernel pw uses index _x0 outside its loops");
  cajit_kir_slot sb = bounded(slot(f, 0), 0, false);
  expect_error(
      cajit_kir_add_pointwise(
          p, "pw", out, cajit_kir_load_indirect(p, x, at, 1, &k, &sb), NULL),
      CAJIT_INTERNAL, "kernel pw uses index _x0 outside its loops");
  /* A NULL target or value: the recorded error, else out of memory. */
  expect_error(cajit_kir_add_scatter(p, "s", CAJIT_KIR_REDUCE_SUM,
                                     CAJIT_DTYPE_F32, 1, sh, NULL, fv, NULL,
                                     NULL),
               CAJIT_OUT_OF_MEMORY, "out of memory adding a scatter kernel");
  /* A valid scatter after all that. */
  int32_t kid = -1;
  ok(cajit_kir_add_scatter(p, "s", CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32, 1, sh,
                           cajit_kir_load_indirect(p, fout, at, 1, &k, &sl), g,
                           NULL, &kid));
  assert_int_equal(p->kernels.data[kid].kind, CAJIT_KIR_SCATTER);
  assert_int_equal(p->kernels.data[kid].out, fout);
}

/* ---- allocation failures ---------------------------------------------------
 */

/* Builds a gather and a scatter, then emits them, with the n-th allocation
 * failing, for every n until both succeed. */
static cajit_status build_and_emit(LLVMContextRef ctx) {
  /* A context of its own: expression failures are sticky. */
  cajit_expr_ctx *xc;
  cajit_status s = cajit_expr_ctx_create(&xc);
  if (s) return s;
  cajit_kir_program *p = NULL;
  int32_t s0i = -1;
  s = cajit_expr_ctx_add_symbol(xc, CAJIT_SV("s0"), CAJIT_EXPR_TYPE_INT, &s0i);
  if (!s) s = cajit_kir_program_create(xc, &p);
  if (s) {
    cajit_expr_ctx_destroy(xc);
    return s;
  }
  int32_t x, idx, out;
  const cajit_expr *s0 = cajit_expr_symbol(xc, s0i);
  const cajit_expr *sh[2] = {s0, cajit_expr_int(xc, 4)}, *ish[1] = {s0};
  if (!s) s = cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &x);
  if (!s) s = cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_I64, 1, ish, NULL, &idx);
  if (!s)
    s = cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2,
                               sh, &out);
  const cajit_expr *i[2], *xs[1];
  if (!s) s = cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i);
  if (!s) s = cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, xs);
  if (!s) {
    const cajit_expr *at[2] = {xs[0], i[1]};
    cajit_kir_slot sl = {s0, 0, true};
    const cajit_kir_value *k = cajit_kir_load(p, idx, i);
    s = cajit_kir_add_pointwise(
        p, "g", out, cajit_kir_load_indirect(p, x, at, 1, &k, &sl), NULL);
    if (!s)
      s = cajit_kir_add_scatter(
          p, "s", CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32, 2, sh,
          cajit_kir_load_indirect(p, out, at, 1, &k, &sl),
          cajit_kir_load(p, x, i),
          cajit_kir_binary(p, CAJIT_KIR_NE, k,
                           cajit_kir_const_int(p, CAJIT_DTYPE_I64, 1)),
          NULL);
  }
  LLVMModuleRef m = NULL;
  if (!s) s = cajit_sched_loops(p, NULL);
  if (!s) s = cajit_sched_memory(p, false);
  if (!s) s = cajit_codegen_emit(p, ctx, "oom", NULL, &m);
  if (m) LLVMDisposeModule(m);
  cajit_kir_program_destroy(p);
  cajit_expr_ctx_destroy(xc);
  return s;
}

static void test_alloc_failures(void **state) {
  (void)state;
  LLVMContextRef ctx = LLVMContextCreate();
  int failures = 0;
  for (long n = 0; n < 10000; n++) {
    cajit_alloc_fail_after(n);
    cajit_status s = build_and_emit(ctx);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    if (!s) {
      assert_int_equal(injected, 0);
      break;
    }
    failures++;
    expect_error(s, CAJIT_OUT_OF_MEMORY, "out of memory");
  }
  assert_true(failures > 5);
  LLVMContextDispose(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_gather_rows, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_gather_two_slots_nested, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_scatter_add_sequential, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_scatter_ops, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_scatter_bf16, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_print_subst_inline, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_inline_slot_value, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_folded_casts_round, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_builder_errors, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_alloc_failures, kir_setup,
                                      kir_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
