/* Lowerings of the norm family, compiled and run: batch norm backward in
 * training and eval mode (weight or none, every output_mask, f32 / f64 and
 * a bf16 "mixed type" case with f32 statistics), group norm backward (with
 * and without weight and spatial dims, statistics of any shape with N * G
 * elements), layer norm backward without weight / bias and with partial
 * masks; on symbolic shapes bound to two sizes from one compiled module,
 * with transposed and strided inputs. References are computed here in C in
 * double with ATen's formulas. Also the shape rules' errors and
 * allocation-failure injection while lowering. */
#include "lower_harness.h"

/* ---- inputs ----------------------------------------------------------- */

static double gen(int64_t e) { return sin((double)e * 1.3 + 0.2) * 2; }
static double gen2(int64_t e) { return cos((double)e * 0.7 - 0.4) * 1.5; }
static double gen_pos(int64_t e) { return 0.5 + 0.25 * (double)(e % 5); }
static double gen_w(int64_t e) { return 0.75 + 0.5 * (double)e; }

/* ---- batch norm ----------------------------------------------------------
 */

/* native_batch_norm_backward of x [N, C, L] (row-major logical values)
 * in double. mean/istd: per channel. Writes dx [N, C, L], dw, db [C]. */
static void ref_bn(const double *dy, const double *x, const double *w,
                   const double *mean, const double *istd, bool train,
                   int64_t N, int64_t C, int64_t L, double *dx, double *dw,
                   double *db) {
  double M = (double)(N * L);
  for (int64_t c = 0; c < C; c++) {
    double sum = 0, dotp = 0;
    for (int64_t n = 0; n < N; n++)
      for (int64_t l = 0; l < L; l++) {
        int64_t e = (n * C + c) * L + l;
        sum += dy[e];
        dotp += dy[e] * (x[e] - mean[c]);
      }
    double scale = istd[c] * (w ? w[c] : 1);
    for (int64_t n = 0; n < N; n++)
      for (int64_t l = 0; l < L; l++) {
        int64_t e = (n * C + c) * L + l;
        dx[e] =
            train ? ((dy[e] - (x[e] - mean[c]) * dotp / M * istd[c] * istd[c]) -
                     sum / M) *
                        scale
                  : dy[e] * scale;
      }
    dw[c] = dotp * istd[c];
    db[c] = sum;
  }
}

static const char bn_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "sym s1 = input 0 dim 2\n"
    "input %0 : f32[s0, 3, s1]\n" /* grad_out */
    "input %1 : f32[s0, 3, s1]\n" /* input */
    "input %2 : f32[3]\n"         /* weight */
    "input %3 : f32[3]\n"         /* save_mean / running_mean */
    "input %4 : f32[3]\n"         /* save_invstd / running_var */
    "input %5 : f64[s0, 3]\n"
    "input %6 : f64[s0, 3]\n"
    "input %7 : f64[3]\n"
    "input %8 : f64[3]\n"
    "%9, %10, %11 = aten.native_batch_norm_backward.default(%0, %1, %2, "
    "none, none, %3, %4, true, 1e-05, [true, true, true]) : "
    "(f32[s0, 3, s1], f32[3], f32[3])\n"
    "%12, %13, %14 = aten.native_batch_norm_backward.default(%5, %6, none, "
    "%7, %8, none, none, false, 0.001, [true, false, true]) : "
    "(f64[s0, 3], none, f64[3])\n"
    "%15, %16, %17 = aten.native_batch_norm_backward.default(%0, %1, %2, "
    "%3, %4, none, none, false, 0.5, [false, true, false]) : "
    "(none, f32[3], none)\n"
    "return (%9, %10, %11, %12, %14, %16)\n";

static void test_batch_norm(void **state) {
  (void)state;
  compiled c;
  compile_native(bn_cag, &c);
  const int64_t sizes[][2] = {{2, 4}, {5, 1}};
  for (int b = 0; b < 2; b++) {
    int64_t N = sizes[b][0], L = sizes[b][1];
    int64_t s3[3] = {N, 3, L}, s2[2] = {N, 3}, sc[1] = {3};
    tensor dy, x, w, m, is, dy2, x2, rm, rv;
    make_laid(&dy, CAJIT_DTYPE_F32, 3, s3, TRANSPOSED, gen);
    make_laid(&x, CAJIT_DTYPE_F32, 3, s3, STRIDED, gen2);
    make_laid(&w, CAJIT_DTYPE_F32, 1, sc, CONTIG, gen_w);
    make_laid(&m, CAJIT_DTYPE_F32, 1, sc, STRIDED, gen);
    make_laid(&is, CAJIT_DTYPE_F32, 1, sc, CONTIG, gen_pos);
    make_laid(&dy2, CAJIT_DTYPE_F64, 2, s2, CONTIG, gen);
    make_laid(&x2, CAJIT_DTYPE_F64, 2, s2, TRANSPOSED, gen2);
    make_laid(&rm, CAJIT_DTYPE_F64, 1, sc, CONTIG, gen2);
    make_laid(&rv, CAJIT_DTYPE_F64, 1, sc, CONTIG, gen_pos);
    tensor *in[9] = {&dy, &x, &w, &m, &is, &dy2, &x2, &rm, &rv};
    run_ok(&c, in, 9);
    double dx[64], dw[3], db[3], istd[3];
    ref_bn(dy.v, x.v, w.v, m.v, is.v, true, N, 3, L, dx, dw, db);
    check_close(&c, 0, 3, s3, dx, 1e-5, 1e-6);
    check_close(&c, 1, 1, sc, dw, 1e-5, 1e-6);
    check_close(&c, 2, 1, sc, db, 1e-5, 1e-6);
    for (int k = 0; k < 3; k++)
      istd[k] = 1 / sqrt(rv.v[k] + 0.001);
    ref_bn(dy2.v, x2.v, NULL, rm.v, istd, false, N, 3, 1, dx, dw, db);
    check_close(&c, 3, 2, s2, dx, 1e-13, 0);
    check_close(&c, 4, 1, sc, db, 1e-13, 0);
    /* eval mode on f32 stats: the variance is the saved one + eps. */
    for (int k = 0; k < 3; k++)
      istd[k] = 1 / sqrt(is.v[k] + 0.5);
    ref_bn(dy.v, x.v, w.v, m.v, istd, false, N, 3, L, dx, dw, db);
    check_close(&c, 5, 1, sc, dw, 1e-5, 1e-6);
    release(&dy);
    release(&x);
    release(&w);
    release(&m);
    release(&is);
    release(&dy2);
    release(&x2);
    release(&rm);
    release(&rv);
  }
  destroy(&c);
}

/* bf16 input with f32 statistics and no weight: torch's "mixed type" batch
 * norm; parameter gradients are f32, the input gradient bf16. */
static void test_batch_norm_bf16(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 0 dim 0\n"
      "input %0 : bf16[s0, 2, 3, 2]\n"
      "input %1 : bf16[s0, 2, 3, 2]\n"
      "input %2 : f32[2]\n"
      "input %3 : f32[2]\n"
      "%4, %5, %6 = aten.native_batch_norm_backward.default(%0, %1, none, "
      "none, none, %2, %3, true, 1e-05, [true, true, true]) : "
      "(bf16[s0, 2, 3, 2], f32[2], f32[2])\n"
      "return (%4, %5, %6)\n",
      &c);
  for (int64_t N = 1; N <= 3; N += 2) {
    int64_t s4[4] = {N, 2, 3, 2}, sc[1] = {2};
    tensor dy, x, m, is;
    make_laid(&dy, CAJIT_DTYPE_BF16, 4, s4, TRANSPOSED, gen);
    make_laid(&x, CAJIT_DTYPE_BF16, 4, s4, CONTIG, gen2);
    make_laid(&m, CAJIT_DTYPE_F32, 1, sc, CONTIG, gen);
    make_laid(&is, CAJIT_DTYPE_F32, 1, sc, CONTIG, gen_pos);
    tensor *in[4] = {&dy, &x, &m, &is};
    run_ok(&c, in, 4);
    double dx[64], dw[2], db[2];
    ref_bn(dy.v, x.v, NULL, m.v, is.v, true, N, 2, 6, dx, dw, db);
    check_close(&c, 0, 4, s4, dx, 1.0 / 64, 1.0 / 64);
    check_close(&c, 1, 1, sc, dw, 1e-5, 1e-5);
    check_close(&c, 2, 1, sc, db, 1e-5, 1e-5);
    assert_int_equal(c.outs[0]->dl_tensor.dtype.code, kDLBfloat);
    assert_int_equal(c.outs[1]->dl_tensor.dtype.code, kDLFloat);
    release(&dy);
    release(&x);
    release(&m);
    release(&is);
  }
  destroy(&c);
}

/* ---- group norm ----------------------------------------------------------
 */

/* native_group_norm_backward of x [N, C, L] with G groups, mean/rstd
 * [N, G], in double. */
static void ref_gn(const double *dy, const double *x, const double *mean,
                   const double *rstd, const double *w, int64_t N, int64_t C,
                   int64_t L, int64_t G, double *dx, double *dw, double *db) {
  int64_t D = C / G;
  double ds[64], dbs[64];
  for (int64_t n = 0; n < N; n++)
    for (int64_t c = 0; c < C; c++) {
      ds[n * C + c] = dbs[n * C + c] = 0;
      for (int64_t l = 0; l < L; l++) {
        int64_t e = (n * C + c) * L + l;
        ds[n * C + c] += dy[e] * x[e];
        dbs[n * C + c] += dy[e];
      }
    }
  double s = 1.0 / (double)(D * L);
  for (int64_t n = 0; n < N; n++)
    for (int64_t g = 0; g < G; g++) {
      double dsv = 0, dbv = 0, m = mean[n * G + g], r = rstd[n * G + g];
      for (int64_t d = 0; d < D; d++) {
        int64_t c = g * D + d;
        dsv += ds[n * C + c] * (w ? w[c] : 1);
        dbv += dbs[n * C + c] * (w ? w[c] : 1);
      }
      double c2 = (dbv * m - dsv) * r * r * r * s;
      double c3 = -c2 * m - dbv * r * s;
      for (int64_t d = 0; d < D; d++)
        for (int64_t l = 0; l < L; l++) {
          int64_t c = g * D + d, e = (n * C + c) * L + l;
          dx[e] = r * (w ? w[c] : 1) * dy[e] + c2 * x[e] + c3;
        }
    }
  for (int64_t c = 0; c < C; c++) {
    dw[c] = db[c] = 0;
    for (int64_t n = 0; n < N; n++) {
      int64_t g = c / D;
      dw[c] +=
          (ds[n * C + c] - dbs[n * C + c] * mean[n * G + g]) * rstd[n * G + g];
      db[c] += dbs[n * C + c];
    }
  }
}

static const char gn_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "sym s1 = input 0 dim 2\n"
    "input %0 : f32[s0, 6, s1]\n"
    "input %1 : f32[s0, 6, s1]\n"
    "input %2 : f32[s0, 2]\n"
    "input %3 : f32[s0, 2]\n"
    "input %4 : f32[6]\n"
    "input %5 : f64[s0, 4]\n"
    "input %6 : f64[s0, 4]\n"
    "input %7 : f64[s0, 4, 1]\n"
    "input %8 : f64[s0, 4, 1]\n"
    "%9, %10, %11 = aten.native_group_norm_backward.default(%0, %1, %2, %3, "
    "%4, s0, 6, s1, 2, [true, true, true]) : (f32[s0, 6, s1], f32[6], "
    "f32[6])\n"
    "%12, %13, %14 = aten.native_group_norm_backward.default(%5, %6, %7, %8, "
    "none, s0, 4, 1, 4, [true, false, false]) : (f64[s0, 4], none, none)\n"
    "%15, %16, %17 = aten.native_group_norm_backward.default(%0, %1, %2, %3, "
    "%4, s0, 6, s1, 2, [false, false, true]) : (none, none, f32[6])\n"
    "return (%9, %10, %11, %12, %17)\n";

static void test_group_norm(void **state) {
  (void)state;
  compiled c;
  compile_native(gn_cag, &c);
  const int64_t sizes[][2] = {{2, 3}, {3, 1}};
  for (int b = 0; b < 2; b++) {
    int64_t N = sizes[b][0], L = sizes[b][1];
    int64_t s3[3] = {N, 6, L}, sng[2] = {N, 2}, sc[1] = {6}, s2[2] = {N, 4},
            s21[3] = {N, 4, 1};
    tensor dy, x, m, r, w, dy2, x2, m2, r2;
    make_laid(&dy, CAJIT_DTYPE_F32, 3, s3, CONTIG, gen);
    make_laid(&x, CAJIT_DTYPE_F32, 3, s3, TRANSPOSED, gen2);
    make_laid(&m, CAJIT_DTYPE_F32, 2, sng, CONTIG, gen);
    make_laid(&r, CAJIT_DTYPE_F32, 2, sng, STRIDED, gen_pos);
    make_laid(&w, CAJIT_DTYPE_F32, 1, sc, CONTIG, gen_w);
    make_laid(&dy2, CAJIT_DTYPE_F64, 2, s2, STRIDED, gen);
    make_laid(&x2, CAJIT_DTYPE_F64, 2, s2, CONTIG, gen2);
    make_laid(&m2, CAJIT_DTYPE_F64, 3, s21, CONTIG, gen2);
    make_laid(&r2, CAJIT_DTYPE_F64, 3, s21, CONTIG, gen_pos);
    tensor *in[9] = {&dy, &x, &m, &r, &w, &dy2, &x2, &m2, &r2};
    run_ok(&c, in, 9);
    double dx[64], dw[6], db[6];
    ref_gn(dy.v, x.v, m.v, r.v, w.v, N, 6, L, 2, dx, dw, db);
    check_close(&c, 0, 3, s3, dx, 1e-5, 1e-5);
    check_close(&c, 1, 1, sc, dw, 1e-5, 1e-5);
    check_close(&c, 2, 1, sc, db, 1e-5, 1e-5);
    check_close(&c, 4, 1, sc, db, 1e-5, 1e-5);
    /* One channel per group, no spatial dims, statistics [N, G, 1]. */
    ref_gn(dy2.v, x2.v, m2.v, r2.v, NULL, N, 4, 1, 4, dx, dw, db);
    check_close(&c, 3, 2, s2, dx, 1e-13, 1e-13);
    release(&dy);
    release(&x);
    release(&m);
    release(&r);
    release(&w);
    release(&dy2);
    release(&x2);
    release(&m2);
    release(&r2);
  }
  destroy(&c);
}

/* ---- layer norm ----------------------------------------------------------
 */

/* native_layer_norm_backward of x [R, K] (normalized over K). */
static void ref_ln(const double *dy, const double *x, const double *mean,
                   const double *rstd, const double *w, int64_t R, int64_t K,
                   double *dx, double *dw, double *db) {
  for (int64_t k = 0; k < K; k++)
    dw[k] = db[k] = 0;
  for (int64_t r = 0; r < R; r++) {
    double ds = 0, dbs = 0, a = rstd[r], m = mean[r];
    for (int64_t k = 0; k < K; k++) {
      double g = w ? w[k] : 1;
      ds += dy[r * K + k] * g * x[r * K + k];
      dbs += dy[r * K + k] * g;
    }
    double b = (dbs * m - ds) * a * a * a / (double)K;
    double cc = -b * m - dbs * a / (double)K;
    for (int64_t k = 0; k < K; k++) {
      double g = w ? w[k] : 1;
      dx[r * K + k] = a * dy[r * K + k] * g + b * x[r * K + k] + cc;
      dw[k] += dy[r * K + k] * (a * x[r * K + k] - a * m);
      db[k] += dy[r * K + k];
    }
  }
}

/* Weight and bias None, or only a bias; masks leaving out results. */
static void test_layer_norm(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 0 dim 0\n"
      "input %0 : f64[s0, 5]\n"
      "input %1 : f64[s0, 5]\n"
      "input %2 : f32[s0, 1]\n"
      "input %3 : f32[s0, 1]\n"
      "input %4 : f64[5]\n"
      "input %5 : bf16[s0, 5]\n"
      "input %6 : bf16[s0, 5]\n"
      "%7, %8, %9 = aten.native_layer_norm_backward.default(%0, %1, [5], "
      "%2, %3, none, none, [true, true, true]) : (f64[s0, 5], none, "
      "none)\n"
      "%10, %11, %12 = aten.native_layer_norm_backward.default(%0, %1, "
      "[5], %2, %3, none, %4, [true, false, true]) : (f64[s0, 5], none, "
      "f64[5])\n"
      "%13, %14, %15 = aten.native_layer_norm_backward.default(%5, %6, "
      "[5], %2, %3, %4, none, [false, true, false]) : (none, f64[5], "
      "none)\n"
      "%16, %17, %18 = aten.native_layer_norm_backward.default(%5, %6, "
      "[5], %2, %3, none, none, [true, false, false]) : (bf16[s0, 5], "
      "none, none)\n"
      "return (%7, %10, %12, %14, %16)\n",
      &c);
  for (int64_t R = 1; R <= 4; R += 3) {
    int64_t s[2] = {R, 5}, sr[2] = {R, 1}, sk[1] = {5};
    tensor dy, x, m, r, w, dyb, xb;
    make_laid(&dy, CAJIT_DTYPE_F64, 2, s, TRANSPOSED, gen);
    make_laid(&x, CAJIT_DTYPE_F64, 2, s, CONTIG, gen2);
    make_laid(&m, CAJIT_DTYPE_F32, 2, sr, CONTIG, gen);
    make_laid(&r, CAJIT_DTYPE_F32, 2, sr, STRIDED, gen_pos);
    make_laid(&w, CAJIT_DTYPE_F64, 1, sk, CONTIG, gen_w);
    make_laid(&dyb, CAJIT_DTYPE_BF16, 2, s, CONTIG, gen);
    make_laid(&xb, CAJIT_DTYPE_BF16, 2, s, STRIDED, gen2);
    tensor *in[7] = {&dy, &x, &m, &r, &w, &dyb, &xb};
    run_ok(&c, in, 7);
    double dx[32], dw[5], db[5];
    ref_ln(dy.v, x.v, m.v, r.v, NULL, R, 5, dx, dw, db);
    check_close(&c, 0, 2, s, dx, 1e-12, 1e-12);
    check_close(&c, 1, 2, s, dx, 1e-12, 1e-12);
    check_close(&c, 2, 1, sk, db, 1e-12, 1e-12);
    ref_ln(dyb.v, xb.v, m.v, r.v, w.v, R, 5, dx, dw, db);
    check_close(&c, 3, 1, sk, dw, 1e-6, 1e-6);
    ref_ln(dyb.v, xb.v, m.v, r.v, NULL, R, 5, dx, dw, db);
    check_close(&c, 4, 2, s, dx, 1.0 / 64, 1.0 / 64);
    release(&dy);
    release(&x);
    release(&m);
    release(&r);
    release(&w);
    release(&dyb);
    release(&xb);
  }
  destroy(&c);
}

/* ---- errors --------------------------------------------------------------
 */

static void expect_verify_error(const char *node_and_types, const char *inputs,
                                const char *text) {
  char cag[2048];
  snprintf(cag, sizeof cag,
           "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n%s%s\n"
           "return ()\n",
           inputs, node_and_types);
  compiled c;
  expect_error(try_native(cag, &c), CAJIT_VERIFY_ERROR, text);
  cajit_graph_destroy(c.g);
}

static void test_shape_rule_errors(void **state) {
  (void)state;
  const char *bn_in = "input %0 : f32[2, 3, 4]\ninput %1 : f32[3]\n"
                      "input %2 : f32[4]\n";
  expect_verify_error(
      "%3, %4, %5 = aten.native_batch_norm_backward.default(%0, %0, %1, none, "
      "none, none, %1, true, 1e-05, [true, true, true]) : (f32[2, 3, 4], "
      "f32[3], f32[3])",
      bn_in, "training mode needs `save_mean`");
  expect_verify_error(
      "%3, %4, %5 = aten.native_batch_norm_backward.default(%0, %0, %1, %1, "
      "none, %1, %1, false, 1e-05, [true, true, true]) : (f32[2, 3, 4], "
      "f32[3], f32[3])",
      bn_in, "eval mode needs `running_var`");
  expect_verify_error(
      "%3, %4, %5 = aten.native_batch_norm_backward.default(%0, %0, %1, none, "
      "none, %2, %1, true, 1e-05, [true, true, true]) : (f32[2, 3, 4], "
      "f32[3], f32[3])",
      bn_in, "`save_mean` must have one value per channel, found shape [4]");
  const char *gn_in = "input %0 : f32[2, 6, 4]\ninput %1 : f32[2, 3]\n"
                      "input %2 : f32[2, 2]\ninput %3 : f32[6]\n"
                      "input %4 : f32[6]\n";
  expect_verify_error(
      "%5, %6, %7 = aten.native_group_norm_backward.default(%0, %0, %2, %2, "
      "%3, 2, 6, 4, 0, [true, true, true]) : (f32[2, 6, 4], f32[6], f32[6])",
      gn_in, "group must be a positive constant");
  expect_verify_error(
      "%5, %6, %7 = aten.native_group_norm_backward.default(%0, %0, %2, %2, "
      "%3, 2, 6, 4, 4, [true, true, true]) : (f32[2, 6, 4], f32[6], f32[6])",
      gn_in, "6 channels do not split into 4 groups");
  expect_verify_error(
      "%5, %6, %7 = aten.native_group_norm_backward.default(%0, %0, %1, %1, "
      "%3, 2, 6, 4, 2, [true, true, true]) : (f32[2, 6, 4], f32[6], f32[6])",
      gn_in, "mean has 6 elements, expected N * group = 4");
  expect_verify_error(
      "%5, %6, %7 = aten.native_group_norm_backward.default(%0, %0, %2, %1, "
      "%3, 2, 6, 4, 2, [true, true, true]) : (f32[2, 6, 4], f32[6], f32[6])",
      gn_in, "mean and rstd differ in shape: [2, 2] vs [2, 3]");
  expect_verify_error(
      "%5, %6, %7 = aten.native_group_norm_backward.default(%4, %4, %2, %2, "
      "%3, 2, 6, 4, 2, [true, true, true]) : (f32[6], f32[6], f32[6])",
      gn_in, "input must have rank >= 2, found rank 1");
  expect_verify_error(
      "%5, %6, %7 = aten.native_group_norm_backward.default(%0, %0, %2, %2, "
      "%3, 2, 6, 4, 2, [true, true, true]) : (f32[2, 6, 4], f32[6], f64[6])",
      gn_in, "dtype differs");
}

/* Out-of-memory at each allocation while lowering fails cleanly. */
static void test_alloc_failures(void **state) {
  (void)state;
  const char *const texts[] = {bn_cag, gn_cag};
  for (size_t t = 0; t < sizeof texts / sizeof *texts; t++) {
    assert_true(kir_alloc_failures(texts[t], true) > 20);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_batch_norm),
      cmocka_unit_test(test_batch_norm_bf16),
      cmocka_unit_test(test_group_norm),
      cmocka_unit_test(test_layer_norm),
      cmocka_unit_test(test_shape_rule_errors),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
