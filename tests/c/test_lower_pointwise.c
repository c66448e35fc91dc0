/* Lowerings of the pointwise family, compiled and run: arithmetic with
 * broadcasting and torch's type promotion (int, bool, f32, bf16), bf16
 * Scalars (rounded, except mul/div's second operand), maximum / minimum /
 * clamp with NaN (also in vectorized bf16 loops), comparisons and logical
 * ops, pow's special exponents, unary math (sin, cos, erf, erfinv, sign,
 * gelu, silu, ...), where / masked_fill / copies; on symbolic shapes bound
 * to two sizes from one compiled module, with transposed and strided
 * inputs. References are computed here in C (exactly where torch's result
 * is exact). Also the shape rules' errors and allocation-failure
 * injection while lowering. */
#include "lower_harness.h"

/* ---- inputs ----------------------------------------------------------- */

static double gen(int64_t e) { return sin((double)e * 1.3 + 0.2) * 2.5; }
static double gen2(int64_t e) { return cos((double)e * 0.7 - 0.4) * 1.5; }
/* 0, -0, NaN, inf, -inf, then finite values. */
static double gen_special(int64_t e) {
  static const double s[5] = {0.0, -0.0, NAN, INFINITY, -INFINITY};
  return e < 5 ? s[e] : gen(e);
}
static double gen_int(int64_t e) { return (double)((e * 5) % 9) - 4; }
/* In (-1, 1), with exactly 1, -1 and a NaN and a 1.5 at the start. */
static double gen_unit(int64_t e) {
  static const double s[4] = {1.0, -1.0, NAN, 1.5};
  return e < 4 ? s[e] : sin((double)e * 0.9) * 0.999;
}
/* Every fourth element is 0.1 (bf16: 0.10009765625). */
static double gen_tenth(int64_t e) { return e % 4 == 0 ? 0.1 : gen(e); }
static double gen_one(int64_t e) {
  (void)e;
  return 0.3;
}

static bool same(double a, double b) {
  return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b));
}

/* Output k has this shape and equals want exactly, signed zeros included. */
static void check_exact(compiled *c, int k, int ndim, const int64_t *shape,
                        const double *want) {
  if (!c->outs[k]) fail_msg("output %d is missing", k);
  const DLTensor *t = &c->outs[k]->dl_tensor;
  assert_int_equal(t->ndim, ndim);
  for (int d = 0; d < ndim; d++)
    assert_int_equal(t->shape[d], shape[d]);
  for (int64_t e = 0; e < numel_of(ndim, shape); e++)
    if (!same(elem(t, e), want[e]))
      fail_msg("output %d element %lld: got %.17g, want %.17g", k, (long long)e,
               elem(t, e), want[e]);
}

/* ---- arithmetic, broadcasting, promotion ---------------------------------
 */

static const char arith_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "input %1 : f32[3]\n"
    "input %2 : i64[s0, 3]\n"
    "input %3 : bool[s0, 3]\n"
    "%4 = aten.add.Tensor(%0, %1, alpha=0.25) : f32[s0, 3]\n"
    "%5 = aten.rsub.Scalar(%0, 2, 3) : f32[s0, 3]\n"
    "%6 = aten.mul.Tensor(%2, %1) : f32[s0, 3]\n"
    "%7 = aten.div.Scalar(%2, 4) : f32[s0, 3]\n"
    "%8 = aten.add.Tensor(%3, %3) : bool[s0, 3]\n"
    "%9 = aten.mul.Tensor(%3, %2) : i64[s0, 3]\n"
    "%10 = aten.rsub.Tensor(%1, %0) : f32[s0, 3]\n"
    "%11 = aten.sub.Tensor(%2, %2, alpha=3) : i64[s0, 3]\n"
    "return (%4, %5, %6, %7, %8, %9, %10, %11)\n";

static void test_arithmetic(void **state) {
  (void)state;
  compiled c;
  compile_native(arith_cag, &c);
  for (int64_t R = 2; R <= 7; R += 5) {
    int64_t s[2] = {R, 3}, s3[1] = {3};
    tensor x, b, i, m;
    make_laid(&x, CAJIT_DTYPE_F32, 2, s, TRANSPOSED, gen);
    make_laid(&b, CAJIT_DTYPE_F32, 1, s3, STRIDED, gen2);
    make_laid(&i, CAJIT_DTYPE_I64, 2, s, CONTIG, gen_int);
    make_laid(&m, CAJIT_DTYPE_BOOL, 2, s, STRIDED, gen_int);
    tensor *in[4] = {&x, &b, &i, &m};
    run_ok(&c, in, 4);
    double w[8][32];
    for (int64_t e = 0; e < 3 * R; e++) {
      double xv = x.v[e], bv = b.v[e % 3], iv = i.v[e], mv = m.v[e];
      w[0][e] = f32r(xv + 0.25 * bv); /* one rounding, as torch's FMA */
      w[1][e] = f32r(2.0 - 3 * xv);   /* one rounding */
      w[2][e] = f32r(f32r(iv) * bv);
      w[3][e] = f32r(f32r(iv) / 4);
      w[4][e] = mv != 0;
      w[5][e] = mv * iv;
      w[6][e] = f32r(xv - bv);
      w[7][e] = iv - 3 * iv;
    }
    for (int k = 0; k < 8; k++)
      check_exact(&c, k, 2, s, w[k]);
    assert_int_equal(c.outs[4]->dl_tensor.dtype.code, 6 /* bool */);
    release(&x);
    release(&b);
    release(&i);
    release(&m);
  }
  destroy(&c);
}

/* bf16: operands and Scalars are rounded to bf16 (add, comparisons, where),
 * except the Scalar or single-element second operand of mul and div, used
 * as is in f32 (ATen's reduced-float mul/div kernels). */
static void test_bf16_scalars(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : bf16[s0]\n"
                 "input %1 : f32[]\n"
                 "input %2 : f32[1]\n"
                 "%3 = aten.mul.Scalar(%0, 0.1) : bf16[s0]\n"
                 "%4 = aten.add.Scalar(%0, 0.1) : bf16[s0]\n"
                 "%5 = aten.mul.Tensor(%0, %1) : bf16[s0]\n"
                 "%6 = aten.div.Tensor(%0, %1) : bf16[s0]\n"
                 "%7 = aten.add.Tensor(%0, %1) : bf16[s0]\n"
                 "%12 = aten.div.Tensor(%0, %2) : f32[s0]\n"
                 "%8 = aten.gt.Scalar(%0, 0.1) : bool[s0]\n"
                 "%9 = aten.where.ScalarOther(%8, %0, 0.1) : bf16[s0]\n"
                 "%10 = aten.eq.Scalar(%0, 0.1) : bool[s0]\n"
                 "%11 = aten.add.Tensor(%0, %0, alpha=0.3) : bf16[s0]\n"
                 "return (%3, %4, %5, %6, %7, %8, %9, %10, %11, %12)\n",
                 &c);
  for (int64_t n = 5; n <= 70; n += 65) {
    int64_t s[1] = {n};
    tensor x, t, u;
    int64_t s1[1] = {1};
    make_laid(&x, CAJIT_DTYPE_BF16, 1, s, STRIDED, gen_tenth);
    make_laid(&t, CAJIT_DTYPE_F32, 0, NULL, CONTIG, gen_one);
    make_laid(&u, CAJIT_DTYPE_F32, 1, s1, CONTIG, gen_one);
    tensor *in[3] = {&x, &t, &u};
    run_ok(&c, in, 3);
    double w[10][80], tenth = bf16r(0.1);
    for (int64_t e = 0; e < n; e++) {
      double xv = x.v[e], tv = t.v[0];
      w[0][e] = bf16r(f32r(xv * f32r(0.1)));
      w[1][e] = bf16r(f32r(xv + tenth));
      w[2][e] = bf16r(f32r(xv * tv));
      w[3][e] = bf16r(f32r(xv / tv));
      w[4][e] = bf16r(f32r(xv + bf16r(tv)));
      w[5][e] = xv > tenth;
      w[6][e] = xv > tenth ? xv : tenth;
      w[7][e] = xv == tenth;
      w[8][e] = bf16r(f32r(xv + bf16r(0.3) * xv));
      w[9][e] = f32r(xv / u.v[0]); /* f32[1] promotes */
    }
    for (int k = 0; k < 10; k++)
      check_exact(&c, k, 1, s, w[k]);
    assert_true(w[7][0] == 1); /* the rounded 0.1 equals bf16(0.1) */
    release(&x);
    release(&t);
    release(&u);
  }
  destroy(&c);
}

/* ---- maximum, minimum, clamp ---------------------------------------------
 */

static double tmax(double a, double b) {
  return isnan(a) || isnan(b) ? NAN : a > b ? a : b;
}
static double tmin(double a, double b) {
  return isnan(a) || isnan(b) ? NAN : a < b ? a : b;
}

/* NaN propagates, also in the vectorized loops of f16/bf16 (LLVM would
 * narrow llvm.maximum to a bf16 one whose vector lowering drops NaNs); of
 * two zeros the second operand wins. */
static void test_extrema(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : bf16[s0]\n"
                 "input %1 : bf16[]\n"
                 "input %2 : f64[s0]\n"
                 "input %3 : f64[s0]\n"
                 "input %4 : i64[s0]\n"
                 "%5 = aten.maximum.default(%0, %1) : bf16[s0]\n"
                 "%6 = aten.minimum.default(%2, %3) : f64[s0]\n"
                 "%7 = aten.clamp.default(%2, -0.5, 0.75) : f64[s0]\n"
                 "%8 = aten.clamp.default(%4, 0.5) : f32[s0]\n"
                 "%9 = aten.clamp.Tensor(%2, none, %3) : f64[s0]\n"
                 "%10 = aten.clamp_min.default(%0, 0.1) : bf16[s0]\n"
                 "%11 = aten.clamp_max.Tensor(%4, %4) : i64[s0]\n"
                 "%12 = aten.clamp.default(%2, 1, -1) : f64[s0]\n"
                 "%13 = aten.maximum.default(%3, %2) : f64[s0]\n"
                 "return (%5, %6, %7, %8, %9, %10, %11, %12, %13)\n",
                 &c);
  for (int64_t n = 6; n <= 100; n += 94) {
    int64_t s[1] = {n};
    tensor x, z, a, b, i;
    make_laid(&x, CAJIT_DTYPE_BF16, 1, s, CONTIG, gen_special);
    make_laid(&z, CAJIT_DTYPE_BF16, 0, NULL, CONTIG, gen_special); /* 0 */
    make_laid(&a, CAJIT_DTYPE_F64, 1, s, STRIDED, gen_special);
    make_laid(&b, CAJIT_DTYPE_F64, 1, s, CONTIG, gen2);
    make_laid(&i, CAJIT_DTYPE_I64, 1, s, CONTIG, gen_int);
    tensor *in[5] = {&x, &z, &a, &b, &i};
    run_ok(&c, in, 5);
    double w[9][100];
    for (int64_t e = 0; e < n; e++) {
      w[0][e] = tmax(x.v[e], z.v[0]);
      w[1][e] = tmin(a.v[e], b.v[e]);
      w[2][e] = tmin(tmax(a.v[e], -0.5), 0.75);
      w[3][e] = fmax(i.v[e], 0.5);
      w[4][e] = tmin(a.v[e], b.v[e]);
      w[5][e] = tmax(x.v[e], bf16r(0.1));
      w[6][e] = i.v[e];
      w[7][e] = isnan(a.v[e]) ? NAN : -1.0; /* min > max: max wins */
      w[8][e] = tmax(b.v[e], a.v[e]);
    }
    for (int k = 0; k < 9; k++)
      check_exact(&c, k, 1, s, w[k]);
    release(&x);
    release(&z);
    release(&a);
    release(&b);
    release(&i);
  }
  destroy(&c);
}

/* ---- comparisons and logical ops -----------------------------------------
 */

static void test_compare_logical(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : i64[s0, 2]\n"
                 "input %1 : f32[s0, 2]\n"
                 "input %2 : f64[2]\n"
                 "%3 = aten.eq.Scalar(%0, 2.5) : bool[s0, 2]\n"
                 "%4 = aten.lt.Tensor(%0, %1) : bool[s0, 2]\n"
                 "%5 = aten.ne.Tensor(%1, %1) : bool[s0, 2]\n"
                 "%6 = aten.ge.Scalar(%1, 0) : bool[s0, 2]\n"
                 "%7 = aten.le.Tensor(%1, %2) : bool[s0, 2]\n"
                 "%8 = aten.gt.Scalar(%0, 1) : bool[s0, 2]\n"
                 "%9 = aten.logical_and.default(%1, %0) : bool[s0, 2]\n"
                 "%10 = aten.logical_or.default(%0, %3) : bool[s0, 2]\n"
                 "%11 = aten.logical_xor.default(%1, %2) : bool[s0, 2]\n"
                 "%12 = aten.logical_not.default(%1) : bool[s0, 2]\n"
                 "%13 = aten.eq.Tensor(%1, %2) : bool[s0, 2]\n"
                 "return (%3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13)\n",
                 &c);
  for (int64_t R = 3; R <= 8; R += 5) {
    int64_t s[2] = {R, 2}, s2[1] = {2};
    tensor i, f, d;
    make_laid(&i, CAJIT_DTYPE_I64, 2, s, TRANSPOSED, gen_int);
    make_laid(&f, CAJIT_DTYPE_F32, 2, s, CONTIG, gen_special);
    make_laid(&d, CAJIT_DTYPE_F64, 1, s2, CONTIG, gen);
    tensor *in[3] = {&i, &f, &d};
    run_ok(&c, in, 3);
    double w[11][16];
    for (int64_t e = 0; e < 2 * R; e++) {
      double iv = i.v[e], fv = f.v[e], dv = f32r(d.v[e % 2]);
      w[0][e] = iv == 2.5;
      w[1][e] = iv < fv;
      w[2][e] = fv != fv; /* true for NaN only */
      w[3][e] = fv >= 0;
      w[4][e] = fv <= d.v[e % 2]; /* f32 vs f64 [2]: compared in f64 */
      w[5][e] = iv > 1;
      w[6][e] = fv != 0 && iv != 0; /* NaN is true */
      w[7][e] = iv != 0 || w[0][e] != 0;
      w[8][e] = (fv != 0) != (dv != 0);
      w[9][e] = !(fv != 0);
      w[10][e] = fv == d.v[e % 2];
    }
    for (int k = 0; k < 11; k++)
      check_exact(&c, k, 2, s, w[k]);
    release(&i);
    release(&f);
    release(&d);
  }
  destroy(&c);
}

/* ---- pow -----------------------------------------------------------------
 */

static void test_pow(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 0 dim 0\n"
      "input %0 : f32[s0]\n"
      "input %1 : bf16[s0]\n"
      "input %2 : i64[s0]\n"
      "input %3 : f64[s0]\n"
      "%4 = aten.pow.Tensor_Scalar(%0, 0.5) : f32[s0]\n"
      "%5 = aten.pow.Tensor_Scalar(%0, -1) : f32[s0]\n"
      "%6 = aten.pow.Tensor_Scalar(%1, 3) : bf16[s0]\n"
      "%7 = aten.pow.Tensor_Scalar(%1, -2) : bf16[s0]\n"
      "%8 = aten.pow.Tensor_Scalar(%2, 3) : i64[s0]\n"
      "%9 = aten.pow.Tensor_Scalar(%3, 1.5) : f64[s0]\n"
      "%10 = aten.pow.Tensor_Tensor(%3, %0) : f64[s0]\n"
      "%11 = aten.pow.Scalar(2, %3) : f64[s0]\n"
      "%12 = aten.pow.Scalar(1, %3) : f64[s0]\n"
      "%13 = aten.pow.Tensor_Scalar(%2, 0.5) : f32[s0]\n"
      "%14 = aten.pow.Tensor_Scalar(%0, 2) : f32[s0]\n"
      "%15 = aten.pow.Tensor_Scalar(%0, -0.5) : f32[s0]\n"
      "return (%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15)\n",
      &c);
  for (int64_t n = 7; n <= 40; n += 33) {
    int64_t s[1] = {n};
    tensor x, xb, xi, xd;
    make_laid(&x, CAJIT_DTYPE_F32, 1, s, STRIDED, gen_special);
    make_laid(&xb, CAJIT_DTYPE_BF16, 1, s, CONTIG, gen);
    make_laid(&xi, CAJIT_DTYPE_I64, 1, s, CONTIG, gen_int);
    make_laid(&xd, CAJIT_DTYPE_F64, 1, s, CONTIG, gen2);
    tensor *in[4] = {&x, &xb, &xi, &xd};
    run_ok(&c, in, 4);
    double w[12][40];
    for (int64_t e = 0; e < n; e++) {
      double v = x.v[e], b = xb.v[e], d = xd.v[e];
      w[0][e] = f32r(sqrt(v)); /* sqrt(-0) = -0, sqrt(-inf) = NaN */
      w[1][e] = f32r(1 / v);
      w[2][e] = bf16r(bf16r(b * b) * b); /* rounded between the products */
      w[3][e] = bf16r(1 / bf16r(b * b));
      w[4][e] = xi.v[e] * xi.v[e] * xi.v[e];
      w[5][e] = pow(d, 1.5);
      w[6][e] = pow(d, v);
      w[7][e] = pow(2, d);
      w[8][e] = 1;
      w[9][e] = f32r(sqrt(xi.v[e]));
      w[10][e] = f32r(v * v);
      w[11][e] = f32r(1 / f32r(sqrt(v)));
    }
    for (int k = 0; k < 12; k++) {
      if (k == 5 || k == 6)
        check_close(&c, k, 1, s, w[k], 1e-15, 0);
      else if (k == 7)
        check_close(&c, k, 1, s, w[k], 1e-15, 0);
      else
        check_exact(&c, k, 1, s, w[k]);
    }
    release(&x);
    release(&xb);
    release(&xi);
    release(&xd);
  }
  destroy(&c);
}

/* ---- unary math ----------------------------------------------------------
 */

/* A pointwise kernel's loops inside the parallel one collapse into one
 * when the strides say the rows run on (lib/sched/loops.c), checked at
 * run time for inputs whose strides the graph leaves open: row-major
 * inputs take the collapsed loop, inputs stored with their dims reversed
 * the nested one, and every-other-element strides the collapsed one
 * again (the row's stride 2, the next dim's 2 * 7). Rows of 7: the
 * nested loops vectorize nothing. */
static void test_collapse_or_nest(void **state) {
  (void)state;
  compiled c;
  compile_native(HEADER "sym s0 = input 0 dim 0\nsym s1 = input 0 dim 1\n"
                        "input %0 : f32[s0, s1, 7]\n"
                        "input %1 : f32[s0, s1, 7]\n"
                        "%2 = aten.mul.Tensor(%0, %1) : f32[s0, s1, 7]\n"
                        "%3 = aten.sub.Tensor(%2, %1) : f32[s0, s1, 7]\n"
                        "return (%3)\n",
                 &c);
  for (int lay = CONTIG; lay <= STRIDED; lay++) {
    for (int64_t n1 = 1; n1 <= 5; n1 += 4) {
      int64_t shape[3] = {3, n1, 7};
      tensor a, b;
      make_laid(&a, CAJIT_DTYPE_F32, 3, shape, (layout)lay, gen);
      make_laid(&b, CAJIT_DTYPE_F32, 3, shape, CONTIG, gen2);
      tensor *in[2] = {&a, &b};
      run_ok(&c, in, 2);
      double want[3 * 5 * 7];
      for (int64_t i = 0; i < 3; i++)
        for (int64_t j = 0; j < n1; j++)
          for (int64_t k = 0; k < 7; k++) {
            int64_t e = (i * n1 + j) * 7 + k;
            want[e] = f32r(f32r(at3(&a, i, j, k) * b.v[e]) - b.v[e]);
          }
      check(&c, 0, CAJIT_DTYPE_F32, 3, shape, want, 0);
      release(&a);
      release(&b);
    }
  }
  destroy(&c);
}

/* erfinv in double: bisection on erf, to the last bit. */
static double ref_erfinv(double y) {
  if (isnan(y) || fabs(y) > 1) return NAN;
  if (fabs(y) == 1) return y > 0 ? INFINITY : -INFINITY;
  double lo = -6, hi = 6;
  for (int k = 0; k < 200; k++) {
    double mid = 0.5 * (lo + hi);
    if (erf(mid) < y)
      lo = mid;
    else
      hi = mid;
  }
  return 0.5 * (lo + hi);
}

static const char unary_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0]\n"
    "input %1 : bf16[s0]\n"
    "input %2 : f32[s0]\n"
    "input %3 : i64[s0]\n"
    "%4 = aten.sin.default(%0) : f32[s0]\n"
    "%5 = aten.cos.default(%1) : bf16[s0]\n"
    "%6 = aten.erf.default(%0) : f32[s0]\n"
    "%7 = aten.erfinv.default(%2) : f32[s0]\n"
    "%8 = aten.sign.default(%0) : f32[s0]\n"
    "%9 = aten.sgn.default(%3) : i64[s0]\n"
    "%10 = aten.reciprocal.default(%3) : f32[s0]\n"
    "%11 = aten.log1p.default(%1) : bf16[s0]\n"
    "%12 = aten.silu.default(%0) : f32[s0]\n"
    "%13 = aten.gelu.default(%0) : f32[s0]\n"
    "%14 = aten.gelu.default(%1, approximate=\"tanh\") : bf16[s0]\n"
    "%15 = aten.abs.default(%0) : f32[s0]\n"
    "%16 = aten.exp.default(%3) : f32[s0]\n"
    "return (%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16)\n";

static void test_unary(void **state) {
  (void)state;
  compiled c;
  compile_native(unary_cag, &c);
  for (int64_t n = 6; n <= 50; n += 44) {
    int64_t s[1] = {n};
    tensor x, xb, u, xi;
    make_laid(&x, CAJIT_DTYPE_F32, 1, s, TRANSPOSED, gen_special);
    make_laid(&xb, CAJIT_DTYPE_BF16, 1, s, STRIDED, gen);
    make_laid(&u, CAJIT_DTYPE_F32, 1, s, CONTIG, gen_unit);
    make_laid(&xi, CAJIT_DTYPE_I64, 1, s, CONTIG, gen_int);
    tensor *in[4] = {&x, &xb, &u, &xi};
    run_ok(&c, in, 4);
    double w[13][50];
    const double beta = sqrt(2.0) * 2 / sqrt(3.14159265358979323846) * 0.5;
    for (int64_t e = 0; e < n; e++) {
      double v = x.v[e], b = xb.v[e];
      w[0][e] = sin(v);
      w[1][e] = bf16r(cos(b));
      w[2][e] = erf(v);
      w[3][e] = ref_erfinv(u.v[e]);
      w[4][e] = v > 0 ? 1 : v < 0 ? -1 : 0; /* NaN -> 0 */
      w[5][e] = xi.v[e] > 0 ? 1 : xi.v[e] < 0 ? -1 : 0;
      w[6][e] = f32r(1 / xi.v[e]);
      w[7][e] = bf16r(log1p(b));
      w[8][e] = v / (1 + exp(-v));
      w[9][e] = v * 0.5 * (1 + erf(v / sqrt(2.0)));
      w[10][e] = bf16r(0.5 * b * (1 + tanh(beta * (b + 0.044715 * b * b * b))));
      w[11][e] = fabs(v);
      w[12][e] = f32r(exp(xi.v[e]));
    }
    check_close(&c, 0, 1, s, w[0], 2e-7, 1e-7);
    check_close(&c, 1, 1, s, w[1], 0, 0);
    check_close(&c, 2, 1, s, w[2], 2e-7, 1e-7);
    check_close(&c, 3, 1, s, w[3], 2e-7, 0);
    check_exact(&c, 4, 1, s, w[4]);
    check_exact(&c, 5, 1, s, w[5]);
    check_exact(&c, 6, 1, s, w[6]);
    check_close(&c, 7, 1, s, w[7], 1.0 / 128, 0);
    check_close(&c, 8, 1, s, w[8], 3e-7, 1e-7);
    /* f32 erf is A&S 7.1.26 above |x| = 0.5 (cg_vecmath.c), absolute
     * error <= 1.5e-7 as ATen's vectorized erf, which its GELU uses too:
     * gelu's error is then |v| / 2 of that, plus rounding. */
    check_close(&c, 9, 1, s, w[9], 3e-7, 3e-7);
    check_close(&c, 10, 1, s, w[10], 1.0 / 128, 1e-3);
    check_exact(&c, 11, 1, s, w[11]);
    check_close(&c, 12, 1, s, w[12], 2e-7, 0);
    release(&x);
    release(&xb);
    release(&u);
    release(&xi);
  }
  destroy(&c);
}

/* ---- where, masked_fill, copies ------------------------------------------
 */

static void test_select_fill_copy(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : f32[s0, 3]\n"
                 "input %1 : bool[s0, 3]\n"
                 "input %2 : u8[3]\n"
                 "input %3 : f64[]\n"
                 "input %4 : i64[3]\n"
                 "%5 = aten.where.self(%2, %0, %4) : f32[s0, 3]\n"
                 "%6 = aten.where.ScalarSelf(%1, 2, %4) : i64[s0, 3]\n"
                 "%7 = aten.where.Scalar(%1, 1.5, 0) : f32[s0, 3]\n"
                 "%8 = aten.masked_fill.Scalar(%0, %1, -2.5) : f32[s0, 3]\n"
                 "%9 = aten.masked_fill.Tensor(%0, %1, %3) : f32[s0, 3]\n"
                 "%10 = aten.copy.default(%0, %4) : f32[s0, 3]\n"
                 "%11 = aten._to_copy.default(%0, dtype=bf16) : bf16[s0, 3]\n"
                 "%12 = aten.clone.default(%1) : bool[s0, 3]\n"
                 "return (%5, %6, %7, %8, %10, %11, %12, %9)\n",
                 &c);
  for (int64_t R = 1; R <= 4; R += 3) {
    int64_t s[2] = {R, 3}, s3[1] = {3};
    tensor x, m, m8, d, i;
    make_laid(&x, CAJIT_DTYPE_F32, 2, s, TRANSPOSED, gen);
    make_laid(&m, CAJIT_DTYPE_BOOL, 2, s, CONTIG, gen_int);
    make_laid(&m8, CAJIT_DTYPE_U8, 1, s3, CONTIG, gen_int);
    make_laid(&d, CAJIT_DTYPE_F64, 0, NULL, CONTIG, gen2);
    make_laid(&i, CAJIT_DTYPE_I64, 1, s3, STRIDED, gen_int);
    tensor *in[5] = {&x, &m, &m8, &d, &i};
    run_ok(&c, in, 5);
    double w[8][16];
    for (int64_t e = 0; e < 3 * R; e++) {
      double xv = x.v[e], mv = m.v[e], iv = i.v[e % 3];
      w[7][e] = mv != 0 ? f32r(d.v[0]) : xv;
      w[0][e] = m8.v[e % 3] != 0 ? xv : iv;
      w[1][e] = mv != 0 ? 2 : iv;
      w[2][e] = mv != 0 ? 1.5 : 0;
      w[3][e] = mv != 0 ? -2.5 : xv;
      w[4][e] = iv;
      w[5][e] = bf16r(xv);
      w[6][e] = mv;
    }
    for (int k = 0; k < 8; k++)
      check_exact(&c, k, 2, s, w[k]);
    release(&x);
    release(&m);
    release(&m8);
    release(&d);
    release(&i);
  }
  destroy(&c);
}

/* ---- errors --------------------------------------------------------------
 */

static void expect_verify_error(const char *body, const char *text) {
  char cag[1024];
  snprintf(cag, sizeof cag,
           "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
           "input %%0 : f32[3]\ninput %%1 : f32[2]\ninput %%2 : i64[3]\n%s\n"
           "return ()\n",
           body);
  compiled c;
  expect_error(try_native(cag, &c), CAJIT_VERIFY_ERROR, text);
  cajit_graph_destroy(c.g);
}

static void test_shape_rule_errors(void **state) {
  (void)state;
  expect_verify_error("%3 = aten.where.ScalarOther(%0, %0, 1.0) : f32[3]",
                      "where: condition must be bool, found f32");
  expect_verify_error("%3 = aten.ge.Scalar(%0, 0) : bool[3]\n"
                      "%4 = aten.masked_fill.Tensor(%0, %3, %0) : f32[3]",
                      "masked_fill: value must be a 0-d tensor, found rank 1");
  expect_verify_error("%3 = aten.clamp.Tensor(%0, %1) : f32[3]",
                      "cannot broadcast");
  expect_verify_error("%3 = aten.clamp_max.default(%2, 0.5) : i64[3]",
                      "dtype differs");
}

/* Out-of-memory at each allocation while lowering fails cleanly. */
static void test_alloc_failures(void **state) {
  (void)state;
  const char *const texts[] = {arith_cag, unary_cag};
  for (size_t t = 0; t < sizeof texts / sizeof *texts; t++) {
    assert_true(kir_alloc_failures(texts[t], true) > 20);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_arithmetic),
      cmocka_unit_test(test_bf16_scalars),
      cmocka_unit_test(test_extrema),
      cmocka_unit_test(test_compare_logical),
      cmocka_unit_test(test_pow),
      cmocka_unit_test(test_unary),
      cmocka_unit_test(test_collapse_or_nest),
      cmocka_unit_test(test_select_fill_copy),
      cmocka_unit_test(test_shape_rule_errors),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
