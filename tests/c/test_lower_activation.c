/* Lowerings of the activation-backward family, compiled and run: silu,
 * hardtanh, leaky_relu, elu (selu's constants, is_result), softplus,
 * log_sigmoid (with the forward's buffer), hardsigmoid, hardswish, gelu
 * (none and tanh), and threshold / tanh / sigmoid backward in bf16; with
 * 0, -0, NaN, infinities and the +-3 breakpoints among the inputs, on a
 * symbolic shape bound to two sizes from one compiled module, transposed
 * and strided inputs. References are computed here in C with ATen's
 * vector-loop formulas. Also shape-rule errors and allocation-failure
 * injection while lowering. */
#include "lower_harness.h"

/* ---- inputs ----------------------------------------------------------- */

/* x: 0, -0, NaN, inf, -inf, 3, -3, 1, then values in about (-4.5, 4.5). */
static double gen_x(int64_t e) {
  static const double s[8] = {0.0,       -0.0, NAN,  INFINITY,
                              -INFINITY, 3.0,  -3.0, 1.0};
  return e < 8 ? s[e] : sin((double)e * 1.3 + 0.2) * 4.5;
}
static double gen_g(int64_t e) { return cos((double)e * 0.7 - 0.4) * 1.5; }

/* ---- references (ATen's vector-loop formulas, in double) ---------------- */

static double r_silu(double g, double x) {
  double s = 1 / (1 + exp(-x));
  return g * s * (1 + x * (1 - s));
}
static double r_hardtanh(double g, double x, double lo, double hi) {
  return x > lo && x < hi ? g : 0; /* NaN: 0 */
}
static double r_leaky(double g, double x, double a) {
  return x > 0 ? g : g * a;
}
static double r_elu(double g, double b, double alpha, double scale,
                    double in_scale, bool is_result) {
  if (b > 0) return g * scale;
  if (is_result) return g * in_scale * (b + alpha * scale);
  return g * in_scale * alpha * scale * exp(b * in_scale); /* NaN: NaN */
}
static double r_softplus(double g, double x, double beta, double t) {
  double z = exp(x * beta);
  return x * beta > t ? g : g * z / (z + 1);
}
static double r_logsig(double g, double x) {
  double b = exp(-fabs(x));
  return x < 0 ? (1 - b / (1 + b)) * g : (b / (1 + b)) * g;
}
static double r_hardsigmoid(double g, double x) {
  return x > -3 && x < 3 ? g * (double)(1.0f / 6.0f) : 0;
}
static double r_hardswish(double g, double x) {
  return x <= -3 ? 0 : x >= 3 ? g : g * (x / 3 + 0.5);
}
static double r_gelu(double g, double x) {
  double cdf = 0.5 * (1 + erf(x / sqrt(2.0)));
  double pdf = exp(-0.5 * x * x) / sqrt(2 * 3.14159265358979323846);
  return g * (cdf + x * pdf);
}
static double r_gelu_tanh(double g, double x) {
  const double beta = sqrt(2.0) * 2 / sqrt(3.14159265358979323846) * 0.5;
  double inner = beta * (x + 0.044715 * x * x * x), t = tanh(inner);
  return g * (0.5 * (1 + t) +
              0.5 * x * (1 - t * t) * beta * (1 + 3 * 0.044715 * x * x));
}

static const char act_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 4]\n" /* grad */
    "input %1 : f32[s0, 4]\n" /* x */
    "input %2 : f32[s0, 4]\n" /* log_sigmoid buffer */
    "input %3 : f64[s0, 4]\n"
    "input %4 : f64[s0, 4]\n"
    "%5 = aten.silu_backward.default(%0, %1) : f32[s0, 4]\n"
    "%6 = aten.hardtanh_backward.default(%0, %1, -1.0, 2) : f32[s0, 4]\n"
    "%7 = aten.leaky_relu_backward.default(%0, %1, 0.25, false) : "
    "f32[s0, 4]\n"
    "%8 = aten.elu_backward.default(%3, 1.6732632423543772, "
    "1.0507009873554805, 1, false, %4) : f64[s0, 4]\n"
    "%9 = aten.elu_backward.default(%3, 0.5, 1.25, 2.0, true, %4) : "
    "f64[s0, 4]\n"
    "%10 = aten.softplus_backward.default(%3, %4, 2.0, 3) : f64[s0, 4]\n"
    "%11 = aten.log_sigmoid_backward.default(%0, %1, %2) : f32[s0, 4]\n"
    "%12 = aten.hardsigmoid_backward.default(%3, %4) : f64[s0, 4]\n"
    "%13 = aten.hardswish_backward.default(%0, %1) : f32[s0, 4]\n"
    "%14 = aten.gelu_backward.default(%3, %4) : f64[s0, 4]\n"
    "%15 = aten.gelu_backward.default(%3, %4, approximate=\"tanh\") : "
    "f64[s0, 4]\n"
    "return (%5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15)\n";

static void test_activation_backward(void **state) {
  (void)state;
  compiled c;
  compile_native(act_cag, &c);
  for (int64_t R = 3; R <= 9; R += 6) {
    int64_t s[2] = {R, 4};
    tensor g, x, buf, gd, xd;
    make_laid(&g, CAJIT_DTYPE_F32, 2, s, TRANSPOSED, gen_g);
    make_laid(&x, CAJIT_DTYPE_F32, 2, s, STRIDED, gen_x);
    make_laid(&gd, CAJIT_DTYPE_F64, 2, s, CONTIG, gen_g);
    make_laid(&xd, CAJIT_DTYPE_F64, 2, s, TRANSPOSED, gen_x);
    /* the forward's buffer exp(-|x|), as f32 */
    make_laid(&buf, CAJIT_DTYPE_F32, 2, s, CONTIG, gen_x);
    for (int64_t e = 0; e < 4 * R; e++)
      ((float *)buf.storage)[e] = (float)exp(-fabs(x.v[e]));
    tensor *in[5] = {&g, &x, &buf, &gd, &xd};
    run_ok(&c, in, 5);
    double w[11][40];
    for (int64_t e = 0; e < 4 * R; e++) {
      double gv = g.v[e], xv = x.v[e], gdv = gd.v[e], xdv = xd.v[e];
      w[0][e] = r_silu(gv, xv);
      w[1][e] = r_hardtanh(gv, xv, -1, 2);
      w[2][e] = r_leaky(gv, xv, 0.25);
      w[3][e] =
          r_elu(gdv, xdv, 1.6732632423543772, 1.0507009873554805, 1, false);
      w[4][e] = r_elu(gdv, xdv, 0.5, 1.25, 2, true);
      w[5][e] = r_softplus(gdv, xdv, 2, 3);
      w[6][e] = r_logsig(gv, xv);
      w[7][e] = r_hardsigmoid(gdv, xdv);
      w[8][e] = r_hardswish(gv, xv);
      w[9][e] = r_gelu(gdv, xdv);
      w[10][e] = r_gelu_tanh(gdv, xdv);
    }
    /* gelu: cdf + x * pdf cancels where the result is tiny */
    const double tol[11] = {1e-6, 0,     0,    1e-14, 1e-14, 1e-14,
                            1e-6, 1e-15, 1e-6, 1e-10, 1e-10};
    for (int k = 0; k < 11; k++)
      check_close(&c, k, 2, s, w[k], tol[k], 0);
    release(&g);
    release(&x);
    release(&buf);
    release(&gd);
    release(&xd);
  }
  destroy(&c);
}

/* bf16 computes in f32 and rounds once; a bf16 grad with an f32 input
 * promotes to f32; the existing threshold / tanh / sigmoid backwards. */
static void test_activation_bf16(void **state) {
  (void)state;
  compiled c;
  compile_native(
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 0 dim 0\n"
      "input %0 : bf16[s0]\n"
      "input %1 : bf16[s0]\n"
      "input %2 : f32[s0]\n"
      "%3 = aten.silu_backward.default(%0, %1) : bf16[s0]\n"
      "%4 = aten.softplus_backward.default(%0, %1, 1, 20) : bf16[s0]\n"
      "%5 = aten.leaky_relu_backward.default(%0, %2, 0.1, true) : "
      "f32[s0]\n"
      "%6 = aten.hardswish_backward.default(%0, %1) : bf16[s0]\n"
      "%7 = aten.threshold_backward.default(%0, %1, 0.1) : bf16[s0]\n"
      "%8 = aten.tanh_backward.default(%0, %1) : bf16[s0]\n"
      "%9 = aten.sigmoid_backward.default(%0, %2) : f32[s0]\n"
      "return (%3, %4, %5, %6, %7, %8, %9)\n",
      &c);
  for (int64_t n = 10; n <= 80; n += 70) {
    int64_t s[1] = {n};
    tensor g, x, x32;
    make_laid(&g, CAJIT_DTYPE_BF16, 1, s, STRIDED, gen_g);
    make_laid(&x, CAJIT_DTYPE_BF16, 1, s, CONTIG, gen_x);
    make_laid(&x32, CAJIT_DTYPE_F32, 1, s, CONTIG, gen_x);
    tensor *in[3] = {&g, &x, &x32};
    run_ok(&c, in, 3);
    double w[7][80];
    for (int64_t e = 0; e < n; e++) {
      double gv = g.v[e], xv = x.v[e];
      w[0][e] = bf16r(r_silu(gv, xv));
      w[1][e] = bf16r(r_softplus(gv, xv, 1, 20));
      w[2][e] = f32r(r_leaky(gv, x32.v[e], f32r(0.1)));
      w[3][e] = bf16r(r_hardswish(gv, xv));
      w[4][e] = xv <= bf16r(0.1) ? 0 : gv; /* threshold rounded to bf16 */
      w[5][e] = bf16r(gv * (1 - xv * xv));
      w[6][e] = f32r(f32r(gv * f32r(1 - x32.v[e])) * x32.v[e]);
    }
    const double tol[7] = {1.0 / 128, 1.0 / 128, 0, 0, 0, 1.0 / 128, 1e-6};
    for (int k = 0; k < 7; k++)
      check_close(&c, k, 1, s, w[k], tol[k], 0);
    release(&g);
    release(&x);
    release(&x32);
  }
  destroy(&c);
}

/* ---- errors --------------------------------------------------------------
 */

static void test_shape_rule_errors(void **state) {
  (void)state;
  compiled c;
  expect_error(
      try_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "input %0 : f32[3]\ninput %1 : f32[2]\n"
                 "%2 = aten.log_sigmoid_backward.default(%0, %0, %1) : f32[3]\n"
                 "return (%2)\n",
                 &c),
      CAJIT_VERIFY_ERROR, "cannot broadcast");
  cajit_graph_destroy(c.g);
  expect_error(
      try_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "input %0 : f32[3]\ninput %1 : f64[3]\n"
                 "%2 = aten.elu_backward.default(%0, 1, 1, 1, false, %1) : "
                 "f32[3]\n"
                 "return (%2)\n",
                 &c),
      CAJIT_VERIFY_ERROR, "dtype differs");
  cajit_graph_destroy(c.g);
}

/* Out-of-memory at each allocation while lowering fails cleanly. */
static void test_alloc_failures(void **state) {
  (void)state;
  assert_true(kir_alloc_failures(act_cag, true) > 20);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_activation_backward),
      cmocka_unit_test(test_activation_bf16),
      cmocka_unit_test(test_shape_rule_errors),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
