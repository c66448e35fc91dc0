/* Codegen: hand-built kernel IR compiled to LLVM IR, optimized, JIT-compiled
 * (a small LLJIT set up here) and run on small inputs; results compared
 * with values computed in the test. Covers pointwise kernels (broadcast,
 * math, casts, chains), reductions (over dim 0 and the last dim, keepdim,
 * NaN), views (transpose, reshape with // and %), GEMM (transposed operand,
 * addmm-style beta), f32 and f64, a symbolic size bound to different values
 * in one compiled function, and the error paths. Modules go through the
 * project's JIT (cajit/jit.h) with its O3 pipeline. */
#include <float.h>
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
#include "test_status.h"

/* The runtime function the EXTERN test kernel calls (test_extern below). */
static int32_t test_extern_fn(cajit_call *call, void *const *ptrs,
                              const int64_t *ints);

/* The loop schedule jit_program gives p: kernels may run in parallel
 * unless a test sets serial. */
static bool serial;

/* JIT-compiles p (kir_harness.h); the JIT also resolves test_extern_fn. */
static void jit_program(cajit_kir_program *p, const cajit_codegen_options *opts,
                        jitted *j) {
  cajit_jit_symbol ext = {"test_extern_fn", (void *)&test_extern_fn};
  jit_program_with(p, opts, serial, &ext, j);
}

static void set_sym(fx *f, const char *name, int64_t v) {
  int32_t s = cajit_expr_ctx_find_symbol(f->x, cajit_sv_from_cstr(name));
  if (s < 0) return; /* not used by the program */
  assert_true(s < 64);
  f->syms[s].i = v;
}

static void set_fsym(fx *f, const char *name, double v) {
  int32_t s = cajit_expr_ctx_find_symbol(f->x, cajit_sv_from_cstr(name));
  assert_true(s >= 0 && s < 64);
  f->syms[s].f = v;
}

static const cajit_expr **outer(fx *f, int n) {
  static const cajit_expr *i[8];
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_OUTER, n, i));
  return i;
}

static const cajit_expr **reduce_idx(fx *f, int n) {
  static const cajit_expr *r[8];
  ok(cajit_kir_indices(f->p, CAJIT_KIR_INDEX_REDUCE, n, r));
  return r;
}

static void run_ok(fx *f, jitted *j) {
  assert_int_equal(call_run(j->run, f->bufs, f->syms, NULL), 0);
}

static void assert_close(double got, double want, double rtol) {
  if (isnan(want) && isnan(got)) return;
  double tol = rtol * (fabs(want) > 1 ? fabs(want) : 1);
  if (!(fabs(got - want) <= tol) && !(got == want))
    fail_msg("got %.17g, want %.17g", got, want);
}

/* ---- pointwise -----------------------------------------------------------
 */

/* out[s0, s1] = a[s0, s1] + b[s1] with b expanded; one compiled function
 * run for two bindings of (s0, s1) and for a non-contiguous a. */
static void test_broadcast_add_symbolic(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, b, be, out;
  const cajit_expr *sh[2] = {f->s0, f->s1}, *sb[1] = {f->s1};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &a));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F32, 1, sb, NULL, &b));
  ok(cajit_kir_view_expand(p, b, 2, sh, &be));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sh,
                            &out));
  const cajit_expr **i = outer(f, 2);
  ok(cajit_kir_add_pointwise(p, "add", out,
                             cajit_kir_binary(p, CAJIT_KIR_ADD,
                                              cajit_kir_load(p, a, i),
                                              cajit_kir_load(p, be, i)),
                             NULL));
  jitted j;
  jit_program(p, NULL, &j);

  static const int64_t dims[3][2] = {{3, 5}, {7, 2}, {4, 6}};
  for (int run = 0; run < 3; run++) {
    int64_t n0 = dims[run][0], n1 = dims[run][1];
    bool transposed = run == 2; /* a stored column-major */
    float av[64], bv[8], ov[64];
    for (int64_t k = 0; k < n0 * n1; k++)
      av[k] = (float)(k * 0.5 - 3);
    for (int64_t k = 0; k < n1; k++)
      bv[k] = (float)(100 * k);
    f->bufs[a] = av;
    f->bufs[b] = bv;
    f->bufs[out] = ov;
    set_sym(f, "s0", n0);
    set_sym(f, "s1", n1);
    set_sym(f, "_in0_st0", transposed ? 1 : n1);
    set_sym(f, "_in0_st1", transposed ? n0 : 1);
    set_sym(f, "_in1_st0", 1);
    run_ok(f, &j);
    for (int64_t r = 0; r < n0; r++)
      for (int64_t c = 0; c < n1; c++) {
        float ax = transposed ? av[c * n0 + r] : av[r * n1 + c];
        assert_true(ov[r * n1 + c] == ax + bv[c]);
      }
  }
  jit_free(&j);
}

static double sigmoid(double x) { return 1 / (1 + exp(-x)); }

/* out = exp(a) * 2 - log(b) / 3 in f64, and the same in f32. */
static void chain(fx *f, cajit_dtype dt) {
  cajit_kir_program *p = f->p;
  int32_t a, b, out;
  const cajit_expr *sh[1] = {f->s0};
  ok(cajit_kir_buffer_input(p, 0, dt, 1, sh, NULL, &a));
  ok(cajit_kir_buffer_input(p, 1, dt, 1, sh, NULL, &b));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, dt, 1, sh, &out));
  const cajit_expr **i = outer(f, 1);
  const cajit_kir_value *v = cajit_kir_binary(
      p, CAJIT_KIR_SUB,
      cajit_kir_binary(
          p, CAJIT_KIR_MUL,
          cajit_kir_unary(p, CAJIT_KIR_EXP, cajit_kir_load(p, a, i)),
          cajit_kir_const_float(p, dt, 2)),
      cajit_kir_binary(
          p, CAJIT_KIR_DIV,
          cajit_kir_unary(p, CAJIT_KIR_LOG, cajit_kir_load(p, b, i)),
          cajit_kir_const_float(p, dt, 3)));
  ok(cajit_kir_add_pointwise(p, "chain", out, v, NULL));
  jitted j;
  jit_program(p, NULL, &j);
  enum { N = 37 };
  double ad[N], bd[N], od[N];
  float af[N], bf[N], of[N];
  for (int k = 0; k < N; k++) {
    ad[k] = af[k] = (float)(k * 0.1 - 1.5);
    bd[k] = bf[k] = (float)(0.25 + k);
  }
  bool is64 = dt == CAJIT_DTYPE_F64;
  f->bufs[a] = is64 ? (void *)ad : af;
  f->bufs[b] = is64 ? (void *)bd : bf;
  f->bufs[out] = is64 ? (void *)od : of;
  set_sym(f, "s0", N);
  set_sym(f, "_in0_st0", 1);
  set_sym(f, "_in1_st0", 1);
  run_ok(f, &j);
  for (int k = 0; k < N; k++) {
    double want = exp(ad[k]) * 2 - log(bd[k]) / 3;
    assert_close(is64 ? od[k] : of[k], want, is64 ? 1e-14 : 1e-6);
  }
  jit_free(&j);
}

static void test_chain_f64(void **state) { chain(*state, CAJIT_DTYPE_F64); }
static void test_chain_f32(void **state) { chain(*state, CAJIT_DTYPE_F32); }

/* Every unary op, and binary ops with NaN, on f32 and f64. */
static void math_ops(fx *f, cajit_dtype dt) {
  cajit_kir_program *p = f->p;
  static const cajit_kir_op unary[] = {
      CAJIT_KIR_NEG,   CAJIT_KIR_EXP,  CAJIT_KIR_LOG,     CAJIT_KIR_LOG1P,
      CAJIT_KIR_EXPM1, CAJIT_KIR_SQRT, CAJIT_KIR_RSQRT,   CAJIT_KIR_ABS,
      CAJIT_KIR_TANH,  CAJIT_KIR_ERF,  CAJIT_KIR_SIGMOID, CAJIT_KIR_RELU,
      CAJIT_KIR_SIGN};
  static const cajit_kir_op binary[] = {
      CAJIT_KIR_ADD, CAJIT_KIR_SUB, CAJIT_KIR_MUL, CAJIT_KIR_DIV,
      CAJIT_KIR_POW, CAJIT_KIR_MAX, CAJIT_KIR_MIN};
  enum { NU = 13, NB = 7, N = 9 };
  int32_t a, b, outs[NU + NB];
  const cajit_expr *sh[1] = {I(f, N)}, *st[1] = {I(f, 1)};
  ok(cajit_kir_buffer_input(p, 0, dt, 1, sh, st, &a));
  ok(cajit_kir_buffer_input(p, 1, dt, 1, sh, st, &b));
  const cajit_expr **i = outer(f, 1);
  for (int k = 0; k < NU + NB; k++) {
    ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, dt, 1, sh, &outs[k]));
    const cajit_kir_value *x = cajit_kir_load(p, a, i);
    const cajit_kir_value *v =
        k < NU
            ? cajit_kir_unary(p, unary[k], x)
            : cajit_kir_binary(p, binary[k - NU], x, cajit_kir_load(p, b, i));
    ok(cajit_kir_add_pointwise(
        p, cajit_kir_op_name(k < NU ? unary[k] : binary[k - NU]), outs[k], v,
        NULL));
  }
  jitted j;
  jit_program(p, NULL, &j);
  double in[N] = {0.5, -0.0, 2.0, -1.25, NAN, 3.0, 0.0, -7.5, INFINITY};
  double in2[N] = {1.5, 2.0, NAN, 0.5, 1.0, -2.0, 0.0, 3.0, 1.0};
  double d_a[N], d_b[N], d_out[NU + NB][N];
  float f_a[N], f_b[N], f_out[NU + NB][N];
  bool is64 = dt == CAJIT_DTYPE_F64;
  for (int k = 0; k < N; k++) {
    d_a[k] = f_a[k] = (float)in[k];
    d_b[k] = f_b[k] = (float)in2[k];
  }
  f->bufs[a] = is64 ? (void *)d_a : f_a;
  f->bufs[b] = is64 ? (void *)d_b : f_b;
  for (int k = 0; k < NU + NB; k++)
    f->bufs[outs[k]] = is64 ? (void *)d_out[k] : f_out[k];
  run_ok(f, &j);
  for (int k = 0; k < NU + NB; k++)
    for (int e = 0; e < N; e++) {
      double x = in[e], y = in2[e], want = 0;
      switch (k < NU ? unary[k] : binary[k - NU]) {
      case CAJIT_KIR_NEG: want = -x; break;
      case CAJIT_KIR_EXP: want = exp(x); break;
      case CAJIT_KIR_LOG: want = log(x); break;
      case CAJIT_KIR_LOG1P: want = log1p(x); break;
      case CAJIT_KIR_EXPM1: want = expm1(x); break;
      case CAJIT_KIR_SQRT: want = sqrt(x); break;
      case CAJIT_KIR_RSQRT: want = 1 / sqrt(x); break;
      case CAJIT_KIR_ABS: want = fabs(x); break;
      case CAJIT_KIR_TANH: want = tanh(x); break;
      case CAJIT_KIR_ERF: want = erf(x); break;
      case CAJIT_KIR_SIGMOID: want = sigmoid(x); break;
      case CAJIT_KIR_RELU: want = x < 0 ? 0 : x; break;
      case CAJIT_KIR_SIGN: want = (x > 0) - (x < 0); break;
      case CAJIT_KIR_ADD: want = x + y; break;
      case CAJIT_KIR_SUB: want = x - y; break;
      case CAJIT_KIR_MUL: want = x * y; break;
      case CAJIT_KIR_DIV: want = x / y; break;
      case CAJIT_KIR_POW: want = pow(x, y); break;
      case CAJIT_KIR_MAX: want = isnan(x) || isnan(y) ? NAN : fmax(x, y); break;
      case CAJIT_KIR_MIN: want = isnan(x) || isnan(y) ? NAN : fmin(x, y); break;
      default: fail();
      }
      double got = is64 ? d_out[k][e] : f_out[k][e];
      if (isnan(want) != isnan(got))
        fail_msg("%s(%g, %g): got %g want %g",
                 cajit_kir_op_name(k < NU ? unary[k] : binary[k - NU]), x, y,
                 got, want);
      assert_close(got, want, is64 ? 1e-14 : 2e-6);
    }
  /* Signs of zero: relu(-0.0) is -0.0 (torch), neg(-0.0) is +0.0. */
  assert_true(signbit(is64 ? d_out[11][1] : f_out[11][1]));
  assert_false(signbit(is64 ? d_out[0][1] : f_out[0][1]));
  jit_free(&j);
}

static void test_math_f32(void **state) { math_ops(*state, CAJIT_DTYPE_F32); }
static void test_math_f64(void **state) { math_ops(*state, CAJIT_DTYPE_F64); }

/* Distance of got from want in units in the last place of float at want
 * (2^-149 below the normals). */
static double ulps(float got, double want) {
  int e;
  frexp(want, &e);
  double u = ldexp(1, (e - 24 < -149 ? -149 : e - 24));
  return fabs((double)got - want) / u;
}

/* The inline f32 exp and erf (cg_vecmath.c) against float64 libm, densely:
 * erf on a 2e-5 grid over [-10, 10] and every 61st float in [2^-30, 4]
 * (both signs), exp every 4099th float from the denormal results to
 * overflow, through the vectorized loop (a symbolic size), plus special
 * values. erf was 5.8 ulp near 0.5 with the Abramowitz-Stegun form; now
 * 1.03. */
static void test_vecmath_ulp(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, oe, ox;
  const cajit_expr *sh[1] = {f->s0};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 1, sh, NULL, &a));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, sh,
                            &oe));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, sh,
                            &ox));
  const cajit_expr **i = outer(f, 1);
  ok(cajit_kir_add_pointwise(
      p, "erf", oe, cajit_kir_unary(p, CAJIT_KIR_ERF, cajit_kir_load(p, a, i)),
      NULL));
  ok(cajit_kir_add_pointwise(
      p, "exp", ox, cajit_kir_unary(p, CAJIT_KIR_EXP, cajit_kir_load(p, a, i)),
      NULL));
  jitted j;
  jit_program(p, NULL, &j);
  static const float special[] = {
      0.0f,    -0.0f, INFINITY, -INFINITY, NAN,   1e-30f, -1e-30f, 1e-45f,
      -1e-45f, 3e38f, -3e38f,   1.0f,      -1.0f, 3.92f,  -3.92f,  0.5f};
  enum { NS = sizeof special / sizeof special[0] };
  const int ngrid = 1000001, nfine = 2 * ((0x40800000 - 0x30800000) / 61);
  const uint32_t exp_lo = 0xc2ce0000u; /* -103 */
  const int nexp = (int)((0xc2ce0000u - 0x80000000u) / 4099 +
                         0x42b17217u / 4099); /* ... to 88.72 */
  int n = NS + ngrid + nfine + nexp;
  float *x = test_malloc(sizeof(float) * (size_t)n);
  float *ge = test_malloc(sizeof(float) * (size_t)n);
  float *gx = test_malloc(sizeof(float) * (size_t)n);
  int k = 0;
  for (int s = 0; s < NS; s++)
    x[k++] = special[s];
  for (int s = 0; s < ngrid; s++)
    x[k++] = (float)(-10 + s * 2e-5);
  for (uint32_t b = 0x30800000; k < NS + ngrid + nfine; b += 61) {
    float v;
    memcpy(&v, &b, 4);
    x[k++] = v;
    x[k++] = -v;
  }
  for (uint32_t b = exp_lo; b > 0x80000000u + 4099; b -= 4099)
    memcpy(&x[k++], &b, 4);
  for (uint32_t b = 0; k < n; b += 4099)
    memcpy(&x[k++], &b, 4);
  f->bufs[a] = x;
  f->bufs[oe] = ge;
  f->bufs[ox] = gx;
  set_sym(f, "s0", n);
  set_sym(f, "_in0_st0", 1);
  run_ok(f, &j);
  double worst_erf = 0, worst_exp = 0;
  float at_erf = 0, at_exp = 0;
  for (k = 0; k < n; k++) {
    double we = erf((double)x[k]), wx = exp((double)x[k]);
    if (isnan(x[k])) {
      assert_true(isnan(ge[k]) && isnan(gx[k]));
      continue;
    }
    if (ulps(ge[k], we) > worst_erf) {
      worst_erf = ulps(ge[k], we);
      at_erf = x[k];
    }
    if (isinf(wx) || wx > FLT_MAX) {
      if (!isinf(gx[k])) fail_msg("exp(%.9g) = %.9g, want inf", x[k], gx[k]);
    } else if (ulps(gx[k], wx) > worst_exp) {
      worst_exp = ulps(gx[k], wx);
      at_exp = x[k];
    }
  }
  if (worst_erf > 1.05) fail_msg("erf: %.3f ulp at %.9g", worst_erf, at_erf);
  if (worst_exp > 0.9) fail_msg("exp: %.3f ulp at %.9g", worst_exp, at_exp);
  /* Exact where it must be: erf(+-0) keeps the sign, erf(+-inf) = +-1. */
  assert_true(ge[0] == 0 && !signbit(ge[0]) && ge[1] == 0 && signbit(ge[1]));
  assert_true(ge[2] == 1 && ge[3] == -1 && gx[2] == INFINITY && gx[3] == 0);
  test_free(x);
  test_free(ge);
  test_free(gx);
  jit_free(&j);
}

static uint16_t f32_to_bf16_trunc(float x) {
  uint32_t u;
  memcpy(&u, &x, 4);
  return (uint16_t)(u >> 16);
}

/* Comparisons to bool, where, casts (truncation, bool, unsigned), f16 and
 * bf16 loads and stores, float symbols as values. */
static void test_dtypes(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  enum { N = 6 };
  int32_t a, h, bh, lt, wh, ti, tb, tu, oh, obh, fs, ne;
  int32_t fsym;
  ok(cajit_expr_ctx_add_symbol(f->x, CAJIT_SV("f0"), CAJIT_EXPR_TYPE_FLOAT,
                               &fsym));
  const cajit_expr *sh[1] = {I(f, N)}, *st[1] = {I(f, 1)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 1, sh, st, &a));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F16, 1, sh, st, &h));
  ok(cajit_kir_buffer_input(p, 2, CAJIT_DTYPE_BF16, 1, sh, st, &bh));
  int32_t *outs[] = {&lt, &wh, &ti, &tb, &tu, &oh, &obh, &fs, &ne};
  cajit_dtype odt[] = {CAJIT_DTYPE_BOOL, CAJIT_DTYPE_F32, CAJIT_DTYPE_I32,
                       CAJIT_DTYPE_BOOL, CAJIT_DTYPE_U8,  CAJIT_DTYPE_F16,
                       CAJIT_DTYPE_BF16, CAJIT_DTYPE_F64, CAJIT_DTYPE_BOOL};
  for (int k = 0; k < 9; k++)
    ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, odt[k], 1, sh,
                              outs[k]));
  const cajit_expr **i = outer(f, 1);
  const cajit_kir_value *x = cajit_kir_load(p, a, i);
  const cajit_kir_value *hx =
      cajit_kir_cast(p, CAJIT_DTYPE_F32, cajit_kir_load(p, h, i));
  const cajit_kir_value *bx =
      cajit_kir_cast(p, CAJIT_DTYPE_F32, cajit_kir_load(p, bh, i));
  const cajit_kir_value *zero = cajit_kir_const_float(p, CAJIT_DTYPE_F32, 0);
  const cajit_kir_value *cmp = cajit_kir_binary(p, CAJIT_KIR_LT, x, zero);
  ok(cajit_kir_add_pointwise(p, "lt", lt, cmp, NULL));
  ok(cajit_kir_add_pointwise(
      p, "where", wh,
      cajit_kir_where(p, cajit_kir_unary(p, CAJIT_KIR_NOT, cmp), x, hx), NULL));
  ok(cajit_kir_add_pointwise(p, "toi32", ti,
                             cajit_kir_cast(p, CAJIT_DTYPE_I32, x), NULL));
  ok(cajit_kir_add_pointwise(p, "tobool", tb,
                             cajit_kir_cast(p, CAJIT_DTYPE_BOOL, x), NULL));
  /* u8 from a bool: 0/1, then + 250 wraps in u8. */
  ok(cajit_kir_add_pointwise(
      p, "tou8", tu,
      cajit_kir_binary(p, CAJIT_KIR_ADD, cajit_kir_cast(p, CAJIT_DTYPE_U8, cmp),
                       cajit_kir_const_int(p, CAJIT_DTYPE_U8, 255)),
      NULL));
  ok(cajit_kir_add_pointwise(
      p, "tof16", oh,
      cajit_kir_cast(p, CAJIT_DTYPE_F16,
                     cajit_kir_binary(p, CAJIT_KIR_ADD, hx, bx)),
      NULL));
  ok(cajit_kir_add_pointwise(p, "tobf16", obh,
                             cajit_kir_cast(p, CAJIT_DTYPE_BF16, x), NULL));
  /* A float symbol times an index: f0 * _i0 in f64. */
  ok(cajit_kir_add_pointwise(
      p, "fsym", fs,
      cajit_kir_expr_value(p, CAJIT_DTYPE_F64,
                           cajit_expr_mul(f->x, cajit_expr_symbol(f->x, fsym),
                                          cajit_expr_to_float(f->x, i[0]))),
      NULL));
  /* NaN != NaN is true. */
  ok(cajit_kir_add_pointwise(p, "ne", ne,
                             cajit_kir_binary(p, CAJIT_KIR_NE, x, x), NULL));
  jitted j;
  jit_program(p, NULL, &j);
  float av[N] = {-2.75f, 0.0f, 3.9f, -0.5f, NAN, 1e3f};
  /* f16: 1.0, -2.5, 0.5, 65504, 0.099976, -0 */
  uint16_t hv[N] = {0x3C00, 0xC100, 0x3800, 0x7BFF, 0x2E66, 0x8000};
  float hf[N] = {1.0f, -2.5f, 0.5f, 65504.0f, 0.0999755859375f, -0.0f};
  uint16_t bv[N];
  float bfv[N] = {1.0f, 2.0f, -3.0f, 0.5f, 1.5f, 256.0f};
  for (int k = 0; k < N; k++)
    bv[k] = f32_to_bf16_trunc(bfv[k]);
  uint8_t o_lt[N], o_tb[N], o_tu[N], o_ne[N];
  float o_wh[N];
  int32_t o_ti[N];
  uint16_t o_h[N], o_bh[N];
  double o_fs[N];
  f->bufs[a] = av;
  f->bufs[h] = hv;
  f->bufs[bh] = bv;
  f->bufs[lt] = o_lt;
  f->bufs[wh] = o_wh;
  f->bufs[ti] = o_ti;
  f->bufs[tb] = o_tb;
  f->bufs[tu] = o_tu;
  f->bufs[oh] = o_h;
  f->bufs[obh] = o_bh;
  f->bufs[fs] = o_fs;
  f->bufs[ne] = o_ne;
  set_fsym(f, "f0", 0.25);
  run_ok(f, &j);
  for (int k = 0; k < 4; k++)
    assert_int_equal(o_ti[k], (int32_t)av[k]);
  assert_int_equal(o_ti[5], 1000);
  for (int k = 0; k < N; k++) {
    bool neg = av[k] < 0;
    assert_int_equal(o_lt[k], neg);
    assert_int_equal(o_tb[k], av[k] != 0);
    assert_int_equal(o_tu[k], (uint8_t)(neg + 255));
    assert_int_equal(o_ne[k], isnan(av[k]));
    float w = !neg ? av[k] : hf[k];
    if (isnan(w)) {
      assert_true(isnan(o_wh[k]));
    } else {
      assert_true(o_wh[k] == w);
    }
    assert_true(o_fs[k] == 0.25 * k);
  }
  /* f16 results: 1+1=2 (0x4000), -2.5+2=-0.5 (0xB800), 0.5-3=-2.5 (0xC100),
   * 65504+0.5 rounds to 65504 (0x7BFF), 0.0999755859375+1.5 = 1.5999755859375
   * -> nearest f16 1.599609375 (0x3E66), -0+256 = 256 (0x5C00). */
  static const uint16_t want_h[N] = {0x4000, 0xB800, 0xC100,
                                     0x7BFF, 0x3E66, 0x5C00};
  for (int k = 0; k < N; k++)
    assert_int_equal(o_h[k], want_h[k]);
  /* bf16 rounds to nearest (as torch): -2.75 exact (0xC030), 3.9f
   * (0x4079999A) -> 0x407A. */
  assert_int_equal(o_bh[0], 0xC030);
  assert_int_equal(o_bh[2], 0x407A);
  assert_int_equal(o_bh[1], 0);
  jit_free(&j);
}

/* Index arithmetic with Python semantics: out[i] = (i - s1) // 3 * 10 +
 * (i - s1) % 3, with s1 possibly larger than i (negative operands), and
 * min/max of index expressions. */
static void test_index_arith(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t neg, out, out2;
  ok(cajit_expr_ctx_add_symbol(f->x, CAJIT_SV("n"), CAJIT_EXPR_TYPE_INT,
                               &neg)); /* not marked non-negative */
  const cajit_expr *n = cajit_expr_symbol(f->x, neg);
  const cajit_expr *sh[1] = {f->s0};
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_I64, 1, sh,
                            &out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_I64, 1, sh,
                            &out2));
  const cajit_expr **i = outer(f, 1);
  cajit_expr_ctx *x = f->x;
  const cajit_expr *d = cajit_expr_sub(x, i[0], n);
  const cajit_expr *e = cajit_expr_add(
      x, cajit_expr_mul(x, cajit_expr_floordiv(x, d, I(f, 3)), I(f, 10)),
      cajit_expr_mod(x, d, I(f, 3)));
  ok(cajit_kir_add_pointwise(
      p, "floor", out, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, e), NULL));
  /* Unsigned path (all non-negative): i // s1 + max(i, 2) * min(i % s1, 1). */
  const cajit_expr *e2 = cajit_expr_add(
      x, cajit_expr_floordiv(x, i[0], f->s1),
      cajit_expr_mul(
          x, cajit_expr_max(x, i[0], I(f, 2)),
          cajit_expr_min(x, cajit_expr_mod(x, i[0], f->s1), I(f, 1))));
  ok(cajit_kir_add_pointwise(
      p, "unsigned", out2, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, e2), NULL));
  jitted j;
  jit_program(p, NULL, &j);
  int64_t o[20], o2[20];
  f->bufs[out] = o;
  f->bufs[out2] = o2;
  set_sym(f, "s0", 20);
  set_sym(f, "s1", 4);
  set_sym(f, "n", 7);
  run_ok(f, &j);
  for (int64_t k = 0; k < 20; k++) {
    int64_t dd = k - 7, q = dd / 3, r = dd % 3;
    if (r != 0 && ((r < 0) != (3 < 0))) {
      q -= 1;
      r += 3;
    }
    assert_int_equal(o[k], q * 10 + r);
    int64_t want2 = k / 4 + (k > 2 ? k : 2) * (k % 4 < 1 ? k % 4 : 1);
    assert_int_equal(o2[k], want2);
  }
  jit_free(&j);
}

/* ---- views ---------------------------------------------------------------
 */

/* out[n, m] = t(a)[i, j] * 1.5 and flat[m * n] = reshape(t(a)): the
 * second goes through the // and % map. */
static void test_transposed_views(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, t, out, flat, tf;
  const cajit_expr *sh[2] = {f->s0, f->s1}, *tsh[2] = {f->s1, f->s0};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F64, 2, sh, NULL, &a));
  ok(cajit_kir_view_permute(p, a, (int32_t[]){1, 0}, &t));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F64, 2, tsh,
                            &out));
  const cajit_expr *n = cajit_expr_mul(f->x, f->s0, f->s1);
  ok(cajit_kir_view_reshape(p, t, 1, &n, &tf));
  assert_null(cajit_kir_buffer_get(p, tf)->strides);
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F64, 1, &n,
                            &flat));
  const cajit_expr **i = outer(f, 2);
  ok(cajit_kir_add_pointwise(
      p, "t", out,
      cajit_kir_binary(p, CAJIT_KIR_MUL, cajit_kir_load(p, t, i),
                       cajit_kir_const_float(p, CAJIT_DTYPE_F64, 1.5)),
      NULL));
  ok(cajit_kir_add_pointwise(p, "flat", flat, cajit_kir_load(p, tf, i), NULL));
  jitted j;
  jit_program(p, NULL, &j);
  for (int run = 0; run < 2; run++) {
    int64_t m = run ? 5 : 3, k = run ? 2 : 4;
    double av[20], ov[20], fv[20];
    for (int e = 0; e < m * k; e++)
      av[e] = e + 0.25;
    f->bufs[a] = av;
    f->bufs[out] = ov;
    f->bufs[flat] = fv;
    set_sym(f, "s0", m);
    set_sym(f, "s1", k);
    set_sym(f, "_in0_st0", k);
    set_sym(f, "_in0_st1", 1);
    run_ok(f, &j);
    for (int64_t r = 0; r < k; r++)
      for (int64_t c = 0; c < m; c++) {
        assert_true(ov[r * m + c] == av[c * k + r] * 1.5);
        assert_true(fv[r * m + c] == av[c * k + r]);
      }
  }
  jit_free(&j);
}

/* ---- reductions ----------------------------------------------------------
 */

/* Sums of a[s0, s1] over dim 0 (keepdim: [1, s1]) and over the last dim
 * ([s0]); max over the last dim with a NaN row; f32 and f64. */
static void reductions(fx *f, cajit_dtype dt, bool strict) {
  cajit_kir_program *p = f->p;
  int32_t a, s0out, s1out, mx;
  const cajit_expr *sh[2] = {f->s0, f->s1}, *k1[2] = {I(f, 1), f->s1},
                   *r1[1] = {f->s0};
  ok(cajit_kir_buffer_input(p, 0, dt, 2, sh, NULL, &a));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, dt, 2, k1, &s0out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, dt, 1, r1, &s1out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, dt, 1, r1, &mx));
  const cajit_expr **i = outer(f, 2), **r = reduce_idx(f, 1);
  const cajit_expr *i0 = i[0], *i1 = i[1], *r0 = r[0];
  ok(cajit_kir_add_reduction(
      p, "sum0", s0out, CAJIT_KIR_REDUCE_SUM, dt, 1, &f->s0,
      cajit_kir_load(p, a, (const cajit_expr *[]){r0, i1}), NULL));
  ok(cajit_kir_add_reduction(
      p, "sum1", s1out, CAJIT_KIR_REDUCE_SUM, dt, 1, &f->s1,
      cajit_kir_load(p, a, (const cajit_expr *[]){i0, r0}), NULL));
  ok(cajit_kir_add_reduction(
      p, "max1", mx, CAJIT_KIR_REDUCE_MAX, dt, 1, &f->s1,
      cajit_kir_load(p, a, (const cajit_expr *[]){i0, r0}), NULL));
  cajit_codegen_options o = {.strict_reductions = strict};
  jitted j;
  jit_program(p, &o, &j);
  bool is64 = dt == CAJIT_DTYPE_F64;
  for (int run = 0; run < 2; run++) {
    int64_t m = run ? 3 : 17, n = run ? 33 : 5;
    double ad[17 * 33], o0d[33], o1d[17], mxd[17];
    float af[17 * 33], o0f[33], o1f[17], mxf[17];
    for (int64_t e = 0; e < m * n; e++)
      ad[e] = af[e] = (float)((e * 7 % 11) * 0.125 - 0.5);
    ad[n + 2] = af[n + 2] = NAN; /* row 1 has a NaN */
    f->bufs[a] = is64 ? (void *)ad : af;
    f->bufs[s0out] = is64 ? (void *)o0d : o0f;
    f->bufs[s1out] = is64 ? (void *)o1d : o1f;
    f->bufs[mx] = is64 ? (void *)mxd : mxf;
    set_sym(f, "s0", m);
    set_sym(f, "s1", n);
    set_sym(f, "_in0_st0", n);
    set_sym(f, "_in0_st1", 1);
    run_ok(f, &j);
    for (int64_t c = 0; c < n; c++) {
      double want = 0;
      for (int64_t rr = 0; rr < m; rr++)
        want += ad[rr * n + c];
      assert_close(is64 ? o0d[c] : o0f[c], want, 1e-6);
    }
    for (int64_t rr = 0; rr < m; rr++) {
      double want = 0, wmax = -INFINITY;
      for (int64_t c = 0; c < n; c++) {
        double v = ad[rr * n + c];
        want += v;
        wmax = isnan(v) || isnan(wmax) ? NAN : fmax(wmax, v);
      }
      assert_close(is64 ? o1d[rr] : o1f[rr], want, 1e-6);
      assert_close(is64 ? mxd[rr] : mxf[rr], wmax, 0);
      assert_int_equal(isnan(is64 ? mxd[rr] : mxf[rr]), rr == 1);
    }
  }
  /* Reassociated sums vectorize; strict ones stay sequential. */
  if (!strict) assert_non_null(strstr(j.ir, "fadd reassoc <"));
  if (strict) assert_null(strstr(j.ir, "fadd reassoc"));
  jit_free(&j);
}

static void test_reduce_f32(void **state) {
  reductions(*state, CAJIT_DTYPE_F32, false);
}
static void test_reduce_f64_strict(void **state) {
  reductions(*state, CAJIT_DTYPE_F64, true);
}

/* Reductions over an outer dim of a row-major tensor (declared strides):
 * accumulated in the output, vectorized across its contiguous dim. Sum
 * and NaN-propagating max over dim 0 of [s0, s1], and a sum over dim 1 of
 * [2, s0, s1] with keepdim. */
static void test_reduce_outer(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, a3, sum, mx, s3;
  const cajit_expr *sh[2] = {f->s0, f->s1}, *st[2] = {f->s1, I(f, 1)};
  const cajit_expr *sh3[3] = {I(f, 2), f->s0, f->s1};
  const cajit_expr *st3[3] = {cajit_expr_mul(f->x, f->s0, f->s1), f->s1,
                              I(f, 1)};
  const cajit_expr *o1[1] = {f->s1}, *o3[3] = {I(f, 2), I(f, 1), f->s1};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, st, &a));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F64, 3, sh3, st3, &a3));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, o1,
                            &sum));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, o1,
                            &mx));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F64, 3, o3,
                            &s3));
  const cajit_expr **i = outer(f, 3), **r = reduce_idx(f, 1);
  const cajit_expr *i0 = i[0], *i2 = i[2], *r0 = r[0];
  ok(cajit_kir_add_reduction(
      p, "sum0", sum, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32, 1, &f->s0,
      cajit_kir_load(p, a, (const cajit_expr *[]){r0, i0}), NULL));
  ok(cajit_kir_add_reduction(
      p, "max0", mx, CAJIT_KIR_REDUCE_MAX, CAJIT_DTYPE_F32, 1, &f->s0,
      cajit_kir_load(p, a, (const cajit_expr *[]){r0, i0}), NULL));
  ok(cajit_kir_add_reduction(
      p, "sum1", s3, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F64, 1, &f->s0,
      cajit_kir_load(p, a3, (const cajit_expr *[]){i0, r0, i2}), NULL));
  jitted j;
  jit_program(p, NULL, &j);
  /* The accumulation runs on vectors of the output's dim, in order. */
  assert_non_null(strstr(j.ir, "load <"));
  assert_null(strstr(j.ir, "fadd reassoc <"));
  for (int run = 0; run < 2; run++) {
    int64_t m = run ? 3 : 9, n = run ? 21 : 40;
    float av[9 * 40], os[40], om[40];
    double a3v[2 * 9 * 40], o3v[2 * 40];
    for (int64_t e = 0; e < m * n; e++)
      av[e] = (float)((e * 5 % 13) - 6);
    av[n + 7] = NAN;
    for (int64_t e = 0; e < 2 * m * n; e++)
      a3v[e] = (e * 3 % 17) * 0.5;
    f->bufs[a] = av;
    f->bufs[a3] = a3v;
    f->bufs[sum] = os;
    f->bufs[mx] = om;
    f->bufs[s3] = o3v;
    set_sym(f, "s0", m);
    set_sym(f, "s1", n);
    run_ok(f, &j);
    for (int64_t c = 0; c < n; c++) {
      float ws = 0, wm = -INFINITY;
      for (int64_t rr = 0; rr < m; rr++) { /* sequential, like the kernel */
        float v = av[rr * n + c];
        ws += v;
        wm = isnan(v) || isnan(wm) ? NAN : fmaxf(wm, v);
      }
      if (c == 7) {
        assert_true(isnan(os[c]) && isnan(om[c]));
        continue;
      }
      assert_true(os[c] == ws);
      assert_true(om[c] == wm);
      for (int b = 0; b < 2; b++) {
        double w3 = 0;
        for (int64_t rr = 0; rr < m; rr++)
          w3 += a3v[b * m * n + rr * n + c];
        assert_true(o3v[b * n + c] == w3);
      }
    }
  }
  jit_free(&j);
}

/* The same over an input with run-time strides (graph inputs are exported
 * without strides when contiguous): still accumulated in the output,
 * vectorized across its last dim (LLVM versions the loop on that stride
 * being 1), and right for a column-major layout too. */
static void test_reduce_outer_runtime_strides(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, sum;
  const cajit_expr *sh[2] = {f->s0, f->s1}, *o1[1] = {f->s1};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &a));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, o1,
                            &sum));
  const cajit_expr **i = outer(f, 1), **r = reduce_idx(f, 1);
  ok(cajit_kir_add_reduction(
      p, "sum0", sum, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32, 1, &f->s0,
      cajit_kir_load(p, a, (const cajit_expr *[]){r[0], i[0]}), NULL));
  jitted j;
  jit_program(p, NULL, &j);
  assert_non_null(strstr(j.ir, "load <"));
  assert_null(strstr(j.ir, "fadd reassoc <"));
  for (int transposed = 0; transposed < 2; transposed++) {
    int64_t m = 9, n = 40;
    float av[9 * 40], os[40];
    for (int64_t e = 0; e < m * n; e++)
      av[e] = (float)((e * 5 % 13) - 6);
    f->bufs[a] = av;
    f->bufs[sum] = os;
    set_sym(f, "s0", m);
    set_sym(f, "s1", n);
    set_sym(f, "_in0_st0", transposed ? 1 : n);
    set_sym(f, "_in0_st1", transposed ? m : 1);
    run_ok(f, &j);
    for (int64_t c = 0; c < n; c++) {
      float ws = 0;
      for (int64_t rr = 0; rr < m; rr++) /* sequential, like the kernel */
        ws += av[transposed ? c * m + rr : rr * n + c];
      assert_true(os[c] == ws);
    }
  }
  jit_free(&j);
}

/* Integer reductions (exact): sum, prod, min of i64, max of a u8 view,
 * over two reduction dims; an empty reduction gives the init value. */
static void test_reduce_int(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, u, sum, prod, mn, mxu;
  const cajit_expr *sh[3] = {I(f, 2), f->s0, I(f, 3)}, *o1[1] = {I(f, 2)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_I64, 3, sh, NULL, &a));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_U8, 3, sh, NULL, &u));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_I64, 1, o1,
                            &sum));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_I64, 1, o1,
                            &prod));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_I64, 1, o1,
                            &mn));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_U8, 1, o1,
                            &mxu));
  const cajit_expr **i = outer(f, 1), **r = reduce_idx(f, 2);
  const cajit_expr *ix[3] = {i[0], r[0], r[1]}, *ext[2] = {f->s0, I(f, 3)};
  ok(cajit_kir_add_reduction(p, "sum", sum, CAJIT_KIR_REDUCE_SUM,
                             CAJIT_DTYPE_I64, 2, ext, cajit_kir_load(p, a, ix),
                             NULL));
  ok(cajit_kir_add_reduction(p, "prod", prod, CAJIT_KIR_REDUCE_PROD,
                             CAJIT_DTYPE_I64, 2, ext, cajit_kir_load(p, a, ix),
                             NULL));
  ok(cajit_kir_add_reduction(p, "min", mn, CAJIT_KIR_REDUCE_MIN,
                             CAJIT_DTYPE_I64, 2, ext, cajit_kir_load(p, a, ix),
                             NULL));
  ok(cajit_kir_add_reduction(p, "maxu8", mxu, CAJIT_KIR_REDUCE_MAX,
                             CAJIT_DTYPE_U8, 2, ext, cajit_kir_load(p, u, ix),
                             NULL));
  jitted j;
  jit_program(p, NULL, &j);
  int64_t av[2 * 4 * 3], os[2], op[2], om[2];
  uint8_t uv[2 * 4 * 3], ou[2];
  for (int e = 0; e < 24; e++) {
    av[e] = (e % 5) - 2 + (e == 7 ? 100 : 0);
    uv[e] = (uint8_t)(e * 37);
  }
  f->bufs[a] = av;
  f->bufs[u] = uv;
  f->bufs[sum] = os;
  f->bufs[prod] = op;
  f->bufs[mn] = om;
  f->bufs[mxu] = ou;
  set_sym(f, "s0", 4);
  set_sym(f, "_in0_st0", 12);
  set_sym(f, "_in0_st1", 3);
  set_sym(f, "_in0_st2", 1);
  set_sym(f, "_in1_st0", 12);
  set_sym(f, "_in1_st1", 3);
  set_sym(f, "_in1_st2", 1);
  run_ok(f, &j);
  for (int b = 0; b < 2; b++) {
    int64_t s = 0, pr = 1, m = INT64_MAX;
    uint8_t mu = 0;
    for (int e = b * 12; e < b * 12 + 12; e++) {
      s += av[e];
      pr *= av[e];
      m = av[e] < m ? av[e] : m;
      mu = uv[e] > mu ? uv[e] : mu;
    }
    assert_int_equal(os[b], s);
    assert_int_equal(op[b], pr);
    assert_int_equal(om[b], m);
    assert_int_equal(ou[b], mu);
  }
  /* s0 = 0: empty reductions give sum 0, prod 1, min INT64_MAX, max 0. */
  set_sym(f, "s0", 0);
  run_ok(f, &j);
  assert_int_equal(os[0], 0);
  assert_int_equal(op[1], 1);
  assert_int_equal(om[0], INT64_MAX);
  assert_int_equal(ou[1], 0);
  jit_free(&j);
}

/* ---- GEMM ----------------------------------------------------------------
 */

/* y = x @ w^T + bias (addmm as: fill with the expanded bias, then gemm with
 * beta 1), f32; and a batched f64 bmm with a transposed first operand. */
static void test_gemm(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t x, w, wt, bias, be, y;
  const cajit_expr *sx[2] = {f->s0, I(f, 8)}, *sw[2] = {I(f, 16), I(f, 8)},
                   *sb[1] = {I(f, 16)}, *sy[2] = {f->s0, I(f, 16)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sx, NULL, &x));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F32, 2, sw, NULL, &w));
  ok(cajit_kir_buffer_input(p, 2, CAJIT_DTYPE_F32, 1, sb, NULL, &bias));
  ok(cajit_kir_view_permute(p, w, (int32_t[]){1, 0}, &wt));
  ok(cajit_kir_view_expand(p, bias, 2, sy, &be));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sy,
                            &y));
  const cajit_expr **i = outer(f, 2);
  ok(cajit_kir_add_pointwise(p, "bias", y, cajit_kir_load(p, be, i), NULL));
  ok(cajit_kir_add_gemm(p, "addmm", x, wt, y, I(f, 1), I(f, 1), NULL));

  /* bmm: c[2, 3, 4] = 0.5 * t(a)[2, 3, 5] @ b[2, 5, 4], a stored [2, 5, 3]. */
  int32_t a3, at, b3, c3;
  const cajit_expr *sa3[3] = {I(f, 2), I(f, 5), I(f, 3)},
                   *sb3[3] = {I(f, 2), I(f, 5), I(f, 4)},
                   *sc3[3] = {I(f, 2), I(f, 3), I(f, 4)};
  ok(cajit_kir_buffer_input(p, 3, CAJIT_DTYPE_F64, 3, sa3, NULL, &a3));
  ok(cajit_kir_buffer_input(p, 4, CAJIT_DTYPE_F64, 3, sb3, NULL, &b3));
  ok(cajit_kir_view_permute(p, a3, (int32_t[]){0, 2, 1}, &at));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F64, 3, sc3,
                            &c3));
  ok(cajit_kir_add_gemm(p, "bmm", at, b3, c3, cajit_expr_float(f->x, 0.5),
                        I(f, 0), NULL));
  jitted j;
  jit_program(p, NULL, &j);
  for (int run = 0; run < 2; run++) {
    int64_t m = run ? 1 : 5;
    float xv[5 * 8], wv[16 * 8], bv[16], yv[5 * 16];
    for (int e = 0; e < m * 8; e++)
      xv[e] = (float)((e % 7) - 3);
    for (int e = 0; e < 128; e++)
      wv[e] = (float)((e % 5) * 0.5 - 1);
    for (int e = 0; e < 16; e++)
      bv[e] = (float)e;
    double av[30], b3v[40], cv[24];
    for (int e = 0; e < 30; e++)
      av[e] = e * 0.1;
    for (int e = 0; e < 40; e++)
      b3v[e] = 1.0 / (e + 1);
    for (int e = 0; e < 24; e++)
      cv[e] = NAN; /* beta 0: never read */
    f->bufs[x] = xv;
    f->bufs[w] = wv;
    f->bufs[bias] = bv;
    f->bufs[y] = yv;
    f->bufs[a3] = av;
    f->bufs[b3] = b3v;
    f->bufs[c3] = cv;
    set_sym(f, "s0", m);
    set_sym(f, "_in0_st0", 8);
    set_sym(f, "_in0_st1", 1);
    set_sym(f, "_in1_st0", 8);
    set_sym(f, "_in1_st1", 1);
    set_sym(f, "_in2_st0", 1);
    set_sym(f, "_in3_st0", 15);
    set_sym(f, "_in3_st1", 3);
    set_sym(f, "_in3_st2", 1);
    set_sym(f, "_in4_st0", 20);
    set_sym(f, "_in4_st1", 4);
    set_sym(f, "_in4_st2", 1);
    run_ok(f, &j);
    for (int64_t r = 0; r < m; r++)
      for (int64_t c = 0; c < 16; c++) {
        double want = bv[c];
        for (int k = 0; k < 8; k++)
          want += xv[r * 8 + k] * wv[c * 8 + k];
        assert_close(yv[r * 16 + c], want, 1e-5);
      }
    for (int bb = 0; bb < 2; bb++)
      for (int r = 0; r < 3; r++)
        for (int c = 0; c < 4; c++) {
          double want = 0;
          for (int k = 0; k < 5; k++)
            want += av[bb * 15 + k * 3 + r] * b3v[bb * 20 + k * 4 + c];
          assert_close(cv[bb * 12 + r * 4 + c], 0.5 * want, 1e-14);
        }
  }
  jit_free(&j);
}

/* A 4-d GEMM (attention's [batch, heads, m, k] @ [batch, heads, k, n]):
 * the outer batch dim is a loop in generated code, the inner one the
 * helper's batch; operands with the layout attention sees (q stored [b,
 * m, h, k], k^T a transposed view). A failure in the loop stops it. */
static void test_gemm_4d(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t q, kt, kk, c;
  const cajit_expr *sq[4] = {f->s0, I(f, 2), I(f, 3), I(f, 4)},
                   *stq[4] = {I(f, 24), I(f, 4), I(f, 8), I(f, 1)},
                   *sk[4] = {f->s0, I(f, 2), I(f, 5), I(f, 4)},
                   *sc[4] = {f->s0, I(f, 2), I(f, 3), I(f, 5)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F64, 4, sq, stq, &q));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F64, 4, sk, NULL, &kk));
  ok(cajit_kir_view_permute(p, kk, (int32_t[]){0, 1, 3, 2}, &kt));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F64, 4, sc,
                            &c));
  ok(cajit_kir_add_gemm(p, "qk", q, kt, c, cajit_expr_float(f->x, 0.5), I(f, 0),
                        NULL));
  jitted j;
  jit_program(p, NULL, &j);
  double qv[3 * 24], kv[3 * 40], cv[3 * 30];
  for (int e = 0; e < 72; e++)
    qv[e] = (e % 11) * 0.25 - 1;
  for (int e = 0; e < 120; e++)
    kv[e] = (e % 7) * 0.5 - 1.5;
  f->bufs[q] = qv;
  f->bufs[kk] = kv;
  f->bufs[c] = cv;
  set_sym(f, "_in1_st0", 40);
  set_sym(f, "_in1_st1", 20);
  set_sym(f, "_in1_st2", 4);
  set_sym(f, "_in1_st3", 1);
  for (int64_t b = 3; b >= 0; b -= 2) {
    for (int e = 0; e < 90; e++)
      cv[e] = NAN;
    set_sym(f, "s0", b);
    run_ok(f, &j);
    for (int64_t bb = 0; bb < b; bb++)
      for (int h = 0; h < 2; h++)
        for (int m = 0; m < 3; m++)
          for (int n = 0; n < 5; n++) {
            double want = 0;
            for (int k = 0; k < 4; k++)
              want += qv[bb * 24 + m * 8 + h * 4 + k] *
                      kv[bb * 40 + h * 20 + n * 4 + k];
            assert_close(cv[((bb * 2 + h) * 3 + m) * 5 + n], 0.5 * want, 1e-14);
          }
  }
  set_sym(f, "s0", 2);
  set_sym(f, "_in1_st3", 2); /* k^T has no unit stride: copied, still right */
  run_ok(f, &j);
  assert_close(
      cv[0],
      0.5 * (qv[0] * kv[0] + qv[1] * kv[2] + qv[2] * kv[4] + qv[3] * kv[6]),
      1e-14);
  cajit_call call = {0};
  cajit_alloc_fail_after(0); /* the copy fails in the first iteration */
  assert_int_equal(call_run(j.run, f->bufs, f->syms, &call), 1);
  cajit_alloc_fail_after(-1);
  expect_error(call.status, CAJIT_OUT_OF_MEMORY, "gemm: out of memory");
  jit_free(&j);
}

/* ---- extern calls --------------------------------------------------------
 */

/* What test_extern_fn saw on its last call. */
static int64_t seen_ints[16];
static const void *seen_ptrs[2];

/* out[i] = factor * sum_j x[i, j] over a strided f32 x [m, n] and a
 * contiguous out [m]: ptrs = (x, out), ints = (x sizes, x strides, out
 * size, out stride, factor). A negative factor fails. */
static int32_t test_extern_fn(cajit_call *call, void *const *ptrs,
                              const int64_t *ints) {
  memcpy(seen_ints, ints, 7 * sizeof *ints);
  seen_ptrs[0] = ptrs[0];
  seen_ptrs[1] = ptrs[1];
  const float *x = ptrs[0];
  float *out = ptrs[1];
  int64_t m = ints[0], n = ints[1], sm = ints[2], sn = ints[3],
          factor = ints[6];
  if (factor < 0) {
    call->status = cajit_status_make(CAJIT_INVALID_ARGUMENT,
                                     "test extern: negative factor %lld",
                                     (long long)factor);
    return 1;
  }
  for (int64_t i = 0; i < m; i++) {
    float s = 0;
    for (int64_t j = 0; j < n; j++)
      s += x[i * sm + j * sn];
    out[i * ints[5]] = (float)factor * s;
  }
  return 0;
}

/* An EXTERN kernel gets its tensors' element-0 addresses (a transposed,
 * offset view here), sizes, strides and int arguments; it writes a buffer
 * a later kernel reads; its failure stops the run with its status. */
static void test_extern(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t x, xt, xs, sum, out;
  const cajit_expr *sx[2] = {I(f, 4), f->s0}, *ss[1] = {f->s0};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sx, NULL, &x));
  ok(cajit_kir_view_permute(p, x, (int32_t[]){1, 0}, &xt)); /* [s0, 4] */
  ok(cajit_kir_view_slice(p, xt, 1, I(f, 1), I(f, 1), I(f, 3), &xs));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            1, ss, &sum));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, ss,
                            &out));
  int32_t args[2] = {xs, sum};
  bool writes[2] = {false, true};
  const cajit_expr *ints[1] = {cajit_expr_sub(f->x, f->s0, I(f, 2))};
  cajit_kir_extern_desc d = {"test_extern_fn", args, writes, 2, ints, 1};
  ok(cajit_kir_add_extern(p, "rowsum", &d, NULL));
  const cajit_expr **i = outer(f, 1);
  ok(cajit_kir_add_pointwise(
      p, "plus1", out,
      cajit_kir_binary(p, CAJIT_KIR_ADD, cajit_kir_load(p, sum, i),
                       cajit_kir_const_float(p, CAJIT_DTYPE_F32, 1)),
      NULL));
  char *text;
  size_t len;
  ok(cajit_kir_program_print(p, &text, &len));
  assert_non_null(
      strstr(text, "extern test_extern_fn(buf2, out buf3, s0 - 2)"));
  cajit_free(text);
  jitted j;
  jit_program(p, NULL, &j);
  float xv[4 * 5], sv[5], ov[5];
  for (int e = 0; e < 20; e++)
    xv[e] = (float)e;
  f->bufs[x] = xv;
  f->bufs[sum] = sv;
  f->bufs[out] = ov;
  set_sym(f, "s0", 5);
  set_sym(f, "_in0_st0", 5);
  set_sym(f, "_in0_st1", 1);
  run_ok(f, &j);
  /* xs[r, c] = x[1 + c, r]: sizes (5, 3), strides (1, 5), from &x[1, 0] */
  assert_ptr_equal(seen_ptrs[0], &xv[5]);
  assert_ptr_equal(seen_ptrs[1], sv);
  int64_t want[7] = {5, 3, 1, 5, 5, 1, 3};
  for (int k = 0; k < 7; k++)
    assert_int_equal(seen_ints[k], want[k]);
  for (int r = 0; r < 5; r++)
    assert_true(ov[r] == 3.0f * (xv[5 + r] + xv[10 + r] + xv[15 + r]) + 1);
  /* s0 = 1: factor -1 fails; the next kernel does not run. */
  set_sym(f, "s0", 1);
  ov[0] = 42;
  cajit_call call = {0};
  assert_int_equal(call_run(j.run, f->bufs, f->syms, &call), 1);
  expect_error(call.status, CAJIT_INVALID_ARGUMENT,
               "test extern: negative factor -1");
  assert_true(ov[0] == 42);
  jit_free(&j);
}

/* The GEMM helper on its own: copies for operands without a unit stride
 * (an expanded matrix), C column-major, k == 0, and its errors. */
static void test_gemm_strided_helper(void **state) {
  (void)state;
  /* a: 2x3 expanded from one row (strides 0, 1); b: 3x2 with strides (2, 4)
   * inside a bigger buffer (no unit stride: copied); c: column-major. */
  float a[3] = {1, 2, 3}, b[12], c[4] = {1, 1, 1, 1};
  for (int e = 0; e < 12; e++)
    b[e] = (float)e;
  assert_int_equal(cajit_rt_gemm_strided_f32(NULL, 1, 2, 2, 3, 1.0f, a, 0, 0, 1,
                                             b, 0, 2, 4, 2.0f, c, 0, 1, 2),
                   0);
  for (int r = 0; r < 2; r++)
    for (int cc = 0; cc < 2; cc++) {
      float want = 2;
      for (int k = 0; k < 3; k++)
        want += a[k] * b[k * 2 + cc * 4];
      assert_true(c[r + cc * 2] == want);
    }
  /* k == 0: c = beta * c. */
  double cd[2] = {3, 4}, none[1] = {0}; /* k == 0: a and b are not read */
  assert_int_equal(cajit_rt_gemm_strided_f64(NULL, 1, 1, 2, 0, 1.0, none, 0, 0,
                                             1, none, 0, 1, 1, 0.5, cd, 0, 2,
                                             1),
                   0);
  assert_true(cd[0] == 1.5 && cd[1] == 2);
  /* Empty: nothing happens. */
  assert_int_equal(cajit_rt_gemm_strided_f64(NULL, 0, 1, 2, 3, 1.0, NULL, 0, 0,
                                             1, NULL, 0, 1, 1, 0.5, NULL, 0, 2,
                                             1),
                   0);
  cajit_call call = {0};
  assert_int_equal(cajit_rt_gemm_strided_f32(&call, 1, -1, 2, 3, 1.0f, a, 0, 0,
                                             1, b, 0, 2, 4, 0.0f, c, 0, 1, 2),
                   1);
  expect_error(call.status, CAJIT_INVALID_ARGUMENT, "gemm: negative size");
  call.status = NULL;
  assert_int_equal(cajit_rt_gemm_strided_f32(&call, 1, (int64_t)1 << 33, 1, 1,
                                             1.0f, a, 0, 1, 1, b, 0, 1, 1, 0.0f,
                                             c, 0, 1, 1),
                   1);
  expect_error(call.status, CAJIT_INVALID_ARGUMENT, "bad dims");
  call.status = NULL;
  cajit_alloc_fail_after(0);
  assert_int_equal(cajit_rt_gemm_strided_f32(&call, 1, 2, 2, 3, 1.0f, a, 0, 0,
                                             1, b, 0, 2, 4, 2.0f, c, 0, 1, 2),
                   1);
  cajit_alloc_fail_after(-1);
  expect_error(call.status, CAJIT_OUT_OF_MEMORY, "gemm: out of memory");
}

/* C with contiguous columns (attention's grads written into a [B, S, 3H]
 * buffer through a transposed view) is computed in place as C^T =
 * op(B)^T op(A)^T, for every layout of A and B, batched, with beta. */
static void test_gemm_strided_column_major_c(void **state) {
  (void)state;
  enum { BATCH = 2, M = 5, N = 3, K = 4, LDC = 7 };
  for (int ta = 0; ta < 2; ta++)
    for (int tb = 0; tb < 2; tb++) {
      float a[BATCH * M * K], b[BATCH * K * N], c[BATCH * N * LDC];
      float want[BATCH * N * LDC];
      for (int e = 0; e < BATCH * M * K; e++)
        a[e] = (float)(e % 7) - 3;
      for (int e = 0; e < BATCH * K * N; e++)
        b[e] = (float)(e % 5) - 2;
      for (int e = 0; e < BATCH * N * LDC; e++)
        c[e] = want[e] = (float)e;
      /* a[i, q] at i * K + q (row-major) or q * M + i; likewise b. */
      int64_t a_sm = ta ? 1 : K, a_sk = ta ? M : 1;
      int64_t b_sk = tb ? 1 : N, b_sn = tb ? K : 1;
      for (int t = 0; t < BATCH; t++)
        for (int i = 0; i < M; i++)
          for (int j = 0; j < N; j++) {
            float acc = 0;
            for (int q = 0; q < K; q++)
              acc += a[t * M * K + i * a_sm + q * a_sk] *
                     b[t * K * N + q * b_sk + j * b_sn];
            float *w = &want[t * N * LDC + j * LDC + i];
            *w = 2 * acc + 0.5f * *w;
          }
      assert_int_equal(cajit_rt_gemm_strided_f32(
                           NULL, BATCH, M, N, K, 2.0f, a, M * K, a_sm, a_sk, b,
                           K * N, b_sk, b_sn, 0.5f, c, N * LDC, 1, LDC),
                       0);
      assert_memory_equal(c, want, sizeof c);
    }
}

/* ---- the module ----------------------------------------------------------
 */

/* The pointwise kernel over a contiguous output vectorizes, its function is
 * internal with noalias pointers, and symbols are parameters. */
static void test_module_shape(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, out;
  const cajit_expr *sh[2] = {f->s0, f->s1};
  const cajit_expr *st[2] = {f->s1, I(f, 1)};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, st, &a));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sh,
                            &out));
  const cajit_expr **i = outer(f, 2);
  ok(cajit_kir_add_pointwise(
      p, "%3 = aten.add", out,
      cajit_kir_binary(p, CAJIT_KIR_ADD, cajit_kir_load(p, a, i),
                       cajit_kir_const_float(p, CAJIT_DTYPE_F32, 1)),
      NULL));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m;
  cajit_codegen_options o = {.run_name = "my_run"};
  ok(cajit_sched_loops(p, NULL));
  ok(cajit_sched_memory(p, false));
  ok(cajit_codegen_emit(p, ctx, "shape", &o, &m));
  char *ir = LLVMPrintModuleToString(m);
  assert_non_null(strstr(ir, "define internal void @k0._3___aten_add(ptr "
                             "noalias %buf0, ptr noalias %buf1, i64 %s0, i64 "
                             "%s1)"));
  assert_non_null(strstr(ir, "define i32 @my_run(ptr %buffers, ptr %symbols, "
                             "ptr %call)"));
  LLVMDisposeMessage(ir);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);

  jitted j;
  jit_program(p, NULL, &j);
  assert_non_null(strstr(j.ir, " x float>"));
  float av[6] = {1, 2, 3, 4, 5, 6}, ov[6];
  f->bufs[a] = av;
  f->bufs[out] = ov;
  set_sym(f, "s0", 2);
  set_sym(f, "s1", 3);
  run_ok(f, &j);
  for (int e = 0; e < 6; e++)
    assert_true(ov[e] == av[e] + 1);
  jit_free(&j);
}

/* A GEMM failure stops the run and reports through call. */
static void test_run_failure(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, b, c, after;
  const cajit_expr *sh[2] = {f->s0, f->s0};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &a));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F32, 2, sh, NULL, &b));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sh,
                            &c));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, sh,
                            &after));
  ok(cajit_kir_add_gemm(p, "mm", a, b, c, I(f, 1), I(f, 0), NULL));
  const cajit_expr **i = outer(f, 2);
  ok(cajit_kir_add_pointwise(
      p, "after", after, cajit_kir_const_float(p, CAJIT_DTYPE_F32, 7), NULL));
  jitted j;
  jit_program(p, NULL, &j);
  (void)i;
  float buf[4] = {0};
  f->bufs[a] = f->bufs[b] = f->bufs[c] = buf;
  float aft[4] = {0};
  f->bufs[after] = aft;
  set_sym(f, "s0", -2); /* a negative size reaches the helper */
  cajit_call call = {0};
  assert_int_equal(call_run(j.run, f->bufs, f->syms, &call), 1);
  expect_error(call.status, CAJIT_INVALID_ARGUMENT, "negative size");
  set_sym(f, "s0", 2);
  assert_int_equal(call_run(j.run, f->bufs, f->syms, NULL), 0);
  assert_true(aft[3] == 7);
  jit_free(&j);
}

/* With check_bounds every load and store is checked against its root's
 * extent: out[i] = a[i + sh] (a read past a's end when sh > 0) and a sum
 * over m[i, r + rsh] fail the call naming the kernel and buffer,
 * serially and in the parallel path, and the same code runs in-bounds
 * accesses normally. Without the option no check is emitted. */
static void test_check_bounds(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, m, out, red, shift, rshift;
  const cajit_expr *sh1[1] = {f->s0}, *sh2[2] = {f->s0, f->s1};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 1, sh1, NULL, &a));
  ok(cajit_kir_buffer_input(p, 1, CAJIT_DTYPE_F32, 2, sh2, NULL, &m));
  ok(cajit_expr_ctx_add_symbol(f->x, CAJIT_SV("sh"), CAJIT_EXPR_TYPE_INT,
                               &shift));
  ok(cajit_expr_ctx_add_symbol(f->x, CAJIT_SV("rsh"), CAJIT_EXPR_TYPE_INT,
                               &rshift));
  const cajit_expr *sft = cajit_expr_symbol(f->x, shift);
  const cajit_expr *rsft = cajit_expr_symbol(f->x, rshift);
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, sh1,
                            &out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, sh1,
                            &red));
  const cajit_expr **i = outer(f, 1);
  const cajit_expr *i0 = cajit_expr_add(f->x, i[0], sft);
  ok(cajit_kir_add_pointwise(p, "shifted", out, cajit_kir_load(p, a, &i0),
                             NULL));
  const cajit_expr **r = reduce_idx(f, 1);
  ok(cajit_kir_add_reduction(
      p, "rowsum", red, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32, 1, &f->s1,
      cajit_kir_load(
          p, m, (const cajit_expr *[]){i[0], cajit_expr_add(f->x, r[0], rsft)}),
      NULL));
  for (int par = 0; par < 2; par++) {
    cajit_codegen_options o = {.check_bounds = true,
                               .parallel_threshold = par ? 1 : 0};
    jitted j;
    serial = !par;
    jit_program(p, &o, &j);
    serial = false;
    assert_non_null(strstr(j.ir, "out-of-bounds access to buf"));
    float av[8], mv[16], ov[8], rv[8];
    for (int e = 0; e < 16; e++)
      mv[e] = (float)e, av[e % 8] = (float)(e % 8);
    f->bufs[a] = av;
    f->bufs[m] = mv;
    f->bufs[out] = ov;
    f->bufs[red] = rv;
    set_sym(f, "s0", 8);
    set_sym(f, "s1", 2);
    set_sym(f, "_in0_st0", 1);
    set_sym(f, "_in1_st0", 2);
    set_sym(f, "_in1_st1", 1);
    f->syms[shift].i = f->syms[rshift].i = 0;
    cajit_call call = {0};
    assert_int_equal(call_run(j.run, f->bufs, f->syms, &call), 0);
    assert_true(ov[7] == 7 && rv[7] == 29);
    f->syms[shift].i = 1;
    assert_int_equal(call_run(j.run, f->bufs, f->syms, &call), 1);
    expect_error(call.status, CAJIT_INTERNAL,
                 "shifted: out-of-bounds access to buf0 (bounds check): "
                 "element 8 of 8");
    call.status = NULL;
    /* m[7, 2] is one past m's end: element 16 of 16. */
    f->syms[shift].i = 0;
    f->syms[rshift].i = 1;
    assert_int_equal(call_run(j.run, f->bufs, f->syms, &call), 1);
    expect_error(call.status, CAJIT_INTERNAL,
                 "rowsum: out-of-bounds access to buf1 (bounds check): "
                 "element 16 of 16");
    jit_free(&j);
  }
  jitted j;
  jit_program(p, NULL, &j);
  assert_null(strstr(j.ir, "out-of-bounds"));
  jit_free(&j);
}

static void test_codegen_errors(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = (LLVMModuleRef)1;
  /* A program whose builder failed cannot be emitted. */
  assert_null(cajit_kir_unary(p, CAJIT_KIR_EXP,
                              cajit_kir_const_int(p, CAJIT_DTYPE_I32, 1)));
  expect_error(cajit_codegen_emit(p, ctx, "e", NULL, &m), CAJIT_INTERNAL,
               "codegen: kernel IR: exp does not take dtype i32");
  assert_null(m);
  LLVMContextDispose(ctx);
}

/* Emitting with the n-th allocation failing, for every n until it works. */
static void test_codegen_alloc_failures(void **state) {
  fx *f = *state;
  cajit_kir_program *p = f->p;
  int32_t a, out, red, t;
  const cajit_expr *sh[2] = {f->s0, f->s1}, *r1[1] = {f->s1};
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, sh, NULL, &a));
  ok(cajit_kir_view_permute(p, a, (int32_t[]){1, 0}, &t));
  const cajit_expr *tsh[2] = {f->s1, f->s0};
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 2, tsh,
                            &out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_OUTPUT, CAJIT_DTYPE_F32, 1, r1,
                            &red));
  const cajit_expr **i = outer(f, 2);
  ok(cajit_kir_add_pointwise(
      p, "t", out, cajit_kir_unary(p, CAJIT_KIR_TANH, cajit_kir_load(p, t, i)),
      NULL));
  const cajit_expr **r = reduce_idx(f, 1);
  const cajit_expr *li[2] = {r[0], i[0]};
  ok(cajit_kir_add_reduction(p, "s", red, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_F32,
                             1, &f->s0, cajit_kir_load(p, a, li), NULL));
  LLVMContextRef ctx = LLVMContextCreate();
  int failures = 0;
  ok(cajit_sched_loops(p, NULL));
  ok(cajit_sched_memory(p, false));
  for (long n = 0; n < 10000; n++) {
    LLVMModuleRef m = NULL;
    cajit_alloc_fail_after(n);
    cajit_status s = cajit_codegen_emit(p, ctx, "oom", NULL, &m);
    long injected = cajit_alloc_injected_failures();
    cajit_alloc_fail_after(-1);
    if (!s) {
      assert_int_equal(injected, 0);
      LLVMDisposeModule(m);
      break;
    }
    assert_null(m);
    failures++;
    expect_error(s, CAJIT_OUT_OF_MEMORY, "out of memory");
  }
  assert_true(failures > 3);
  LLVMContextDispose(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_broadcast_add_symbolic, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_chain_f64, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_chain_f32, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_math_f32, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_math_f64, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_vecmath_ulp, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_dtypes, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_index_arith, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_transposed_views, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_reduce_f32, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_reduce_f64_strict, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_reduce_int, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_reduce_outer, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_reduce_outer_runtime_strides,
                                      kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_gemm, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_gemm_4d, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_extern, kir_setup, kir_teardown),
      cmocka_unit_test_setup_teardown(test_gemm_strided_helper, kir_setup,
                                      kir_teardown),
      cmocka_unit_test(test_gemm_strided_column_major_c),
      cmocka_unit_test_setup_teardown(test_module_shape, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_run_failure, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_check_bounds, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_codegen_errors, kir_setup,
                                      kir_teardown),
      cmocka_unit_test_setup_teardown(test_codegen_alloc_failures, kir_setup,
                                      kir_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
