/* Lowerings op by op: small .cag graphs compiled and run, outputs compared
 * with values computed here (pointwise with broadcasting and promotion,
 * reductions, views, GEMM, losses and softmax backward, factories), the
 * host paths (hooks, fallback with its argument description, results of
 * the wrong shape), and the errors of lowering and of running (no
 * fallback allowed, out of memory at compile and at run time). */
#include "cajit/host.h"
#include "lower_harness.h"

/* ---- inputs and references (globals: the check callbacks take e) -------
 */

static int64_t R = 4; /* rows of the s0 x 3 test matrices */
static double fa(int64_t e) { return (double)e * 0.5 - 2.0; }
static double fb(int64_t e) { return (double)e + 1.0; }
static double fc(int64_t e) {
  (void)e;
  return 2.5;
}
static double A(int64_t r, int64_t c) { return fa(r * 3 + c); }
static double B(int64_t c) { return fb(c); }

static float F(double x) { return (float)x; } /* f32 rounding */

static double w_add(int64_t e) { return F(A(e / 3, e % 3) + 2 * B(e % 3)); }
static double w_sub_s(int64_t e) { return F(A(e / 3, e % 3) - 1.5); }
static double w_mul_t(int64_t e) { return F(A(e / 3, e % 3) * 2.5); }
static double w_div_t(int64_t e) { return F(B(e % 3) / A(e / 3, e % 3)); }
static double w_neg(int64_t e) { return -A(e / 3, e % 3); }
static double w_exp(int64_t e) { return F(exp(B(e))); }
static double w_log(int64_t e) { return F(log(B(e))); }
static double w_add_s(int64_t e) { return F(A(e / 3, e % 3) + 3 * 2); }
static double w_div_s(int64_t e) { return F(A(e / 3, e % 3) / 4); }

static const char pointwise_cag[] =
    "cag 1\n"
    "sizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "input %1 : f32[3]\n"
    "input %2 : f64[]\n"
    "%3 = aten.add.Tensor(%0, %1, alpha=2) : f32[s0, 3]\n"
    "%4 = aten.sub.Scalar(%0, 1.5) : f32[s0, 3]\n"
    "%5 = aten.mul.Tensor(%0, %2) : f32[s0, 3]\n"
    "%6 = aten.div.Tensor(%1, %0) : f32[s0, 3]\n"
    "%7 = aten.neg.default(%0) : f32[s0, 3]\n"
    "%8 = aten.exp.default(%1) : f32[3]\n"
    "%9 = aten.log.default(%1) : f32[3]\n"
    "%10 = aten.add.Scalar(%0, 2, 3) : f32[s0, 3]\n"
    "%11 = aten.div.Scalar(%0, 4) : f32[s0, 3]\n"
    "return (%3, %4, %5, %6, %7, %8, %9, %10, %11)\n";

static void test_pointwise(void **state) {
  (void)state;
  compiled c;
  compile(pointwise_cag, &c);
  for (R = 4; R <= 5; R++) {
    tensor a, b, s;
    int64_t sa[2] = {R, 3}, sb[1] = {3};
    make_compact(&a, CAJIT_DTYPE_F32, 2, sa, fa);
    make_compact(&b, CAJIT_DTYPE_F32, 1, sb, fb);
    make_compact(&s, CAJIT_DTYPE_F64, 0, NULL, fc);
    tensor *in[3] = {&a, &b, &s};
    ok(run_host(&c, in, 3, NULL));
    check_fn(&c, 0, 2, sa, w_add, 1e-6);
    check_fn(&c, 1, 2, sa, w_sub_s, 1e-6);
    check_fn(&c, 2, 2, sa, w_mul_t, 1e-6);
    check_fn(&c, 3, 2, sa, w_div_t, 1e-6);
    check_fn(&c, 4, 2, sa, w_neg, 0);
    check_fn(&c, 5, 1, sb, w_exp, 1e-6);
    check_fn(&c, 6, 1, sb, w_log, 1e-6);
    check_fn(&c, 7, 2, sa, w_add_s, 1e-6);
    check_fn(&c, 8, 2, sa, w_div_s, 1e-6);
  }
  destroy(&c);
}

/* Promotion: i64 / i64 is f32 true division, i64 * 2 stays i64, an i64
 * tensor plus a float Scalar is f32. */
static double fi(int64_t e) { return (double)e - 3; }
static double w_idiv(int64_t e) { return F(fi(e) / 2.0); }
static double w_imul(int64_t e) { return fi(e) * 2; }
static double w_iadd(int64_t e) { return F(fi(e) + 0.5); }

static void test_promotion(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "input %0 : i64[6]\n"
          "input %1 : i64[6]\n"
          "%2 = aten.div.Tensor(%0, %1) : f32[6]\n"
          "%3 = aten.mul.Scalar(%0, 2) : i64[6]\n"
          "%4 = aten.add.Scalar(%0, 0.5) : f32[6]\n"
          "return (%2, %3, %4)\n",
          &c);
  tensor a, two;
  int64_t s[1] = {6};
  make_compact(&a, CAJIT_DTYPE_I64, 1, s, fi);
  make_compact(&two, CAJIT_DTYPE_I64, 1, s, fc); /* 2.5 -> 2 */
  tensor *in[2] = {&a, &two};
  ok(run_host(&c, in, 2, NULL));
  check_fn(&c, 0, 1, s, w_idiv, 1e-7);
  check_fn(&c, 1, 1, s, w_imul, 0);
  check_fn(&c, 2, 1, s, w_iadd, 1e-7);
  assert_int_equal(c.outs[0]->dl_tensor.dtype.code, kDLFloat);
  assert_int_equal(c.outs[1]->dl_tensor.dtype.code, kDLInt);
  destroy(&c);
}

/* ---- reductions ----------------------------------------------------------
 */

static double g3(int64_t e) { return (double)((e * 7) % 11) - 4.5; }
/* x: [2, 3, 4] */
static double X(int64_t i, int64_t j, int64_t k) {
  return g3(i * 12 + j * 4 + k);
}
static double w_sum1_keep(int64_t e) { /* [2, 1, 4] */
  double s = 0;
  for (int j = 0; j < 3; j++)
    s += X(e / 4, j, e % 4);
  return s;
}
static double w_sum_last(int64_t e) { /* [2, 3] */
  double s = 0;
  for (int k = 0; k < 4; k++)
    s += X(e / 3, e % 3, k);
  return s;
}
static double w_sum02(int64_t e) { /* [3] */
  double s = 0;
  for (int i = 0; i < 2; i++)
    for (int k = 0; k < 4; k++)
      s += X(i, e, k);
  return s;
}
static double w_sum_all(int64_t e) {
  (void)e;
  double s = 0;
  for (int64_t x = 0; x < 24; x++)
    s += g3(x);
  return s;
}
static double w_mean0(int64_t e) { /* [3, 4] */
  return (X(0, e / 4, e % 4) + X(1, e / 4, e % 4)) / 2;
}
static double w_amax(int64_t e) { /* [2] over dims 1, 2 */
  double m = -INFINITY;
  for (int64_t x = 0; x < 12; x++)
    m = fmax(m, g3(e * 12 + x));
  return m;
}

static void test_reductions(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "input %0 : f64[2, 3, 4]\n"
          "%1 = aten.sum.dim_IntList(%0, [1], true) : f64[2, 1, 4]\n"
          "%2 = aten.sum.dim_IntList(%0, [-1]) : f64[2, 3]\n"
          "%3 = aten.sum.dim_IntList(%0, [0, 2]) : f64[3]\n"
          "%4 = aten.sum.default(%0) : f64[]\n"
          "%5 = aten.mean.dim(%0, [0]) : f64[3, 4]\n"
          "%6 = aten.amax.default(%0, [1, 2]) : f64[2]\n"
          "%7 = aten.sum.dim_IntList(%0, none) : f64[]\n"
          "return (%1, %2, %3, %4, %5, %6, %7)\n",
          &c);
  tensor x;
  int64_t s[3] = {2, 3, 4};
  make_compact(&x, CAJIT_DTYPE_F64, 3, s, g3);
  tensor *in[1] = {&x};
  ok(run_host(&c, in, 1, NULL));
  int64_t s1[3] = {2, 1, 4}, s2[2] = {2, 3}, s3[1] = {3}, s5[2] = {3, 4},
          s6[1] = {2};
  check_fn(&c, 0, 3, s1, w_sum1_keep, 1e-12);
  check_fn(&c, 1, 2, s2, w_sum_last, 1e-12);
  check_fn(&c, 2, 1, s3, w_sum02, 1e-12);
  check_fn(&c, 3, 0, NULL, w_sum_all, 1e-12);
  check_fn(&c, 4, 2, s5, w_mean0, 1e-12);
  check_fn(&c, 5, 1, s6, w_amax, 0);
  check_fn(&c, 6, 0, NULL, w_sum_all, 1e-12);
  destroy(&c);
}

/* ---- views ---------------------------------------------------------------
 */

static double v_t(int64_t e) { return A(e % R, e / R); }      /* [3, R] */
static double v_flat_t(int64_t e) { return A(e % R, e / R); } /* [3R] */
static double v_expand(int64_t e) { return B(e % 3); }        /* [R, 3] */
static double v_unsq(int64_t e) { return A(e / 3, e % 3); }   /* [R, 1, 3] */
static double v_select(int64_t e) { return A(1, e); }         /* [3] */
static double v_slice(int64_t e) { return A(e / 2, (e % 2) * 2); } /* [R, 2] */
static double v_in(int64_t e) { return B(e); }

static const char views_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 3]\n"
    "input %1 : f32[3]\n"
    "%2 = aten.t.default(%0) : f32[3, s0]{1, 3}\n"
    "%3 = aten.reshape.default(%2, [-1]) : f32[3 * s0]\n"
    "%4 = aten.expand.default(%1, [s0, 3]) : f32[s0, 3]{0, 1}\n"
    "%5 = aten.unsqueeze.default(%0, 1) : f32[s0, 1, 3]{3, 3, 1}\n"
    "%6 = aten.select.int(%0, 0, 1) : f32[3]{1}\n"
    "%7 = aten.slice.Tensor(%0, 1, 0, 9223372036854775807, 2) : "
    "f32[s0, 2]{3, 2}\n"
    "%8 = aten.transpose.int(%2, 0, 1) : f32[s0, 3]{3, 1}\n"
    "%9 = aten.permute.default(%5, [0, 2, 1]) : f32[s0, 3, 1]{3, 1, 3}\n"
    "%10 = aten.squeeze.dim(%9, 2) : f32[s0, 3]{3, 1}\n"
    "%11 = aten.view.default(%8, [s0 * 3]) : f32[s0 * 3]\n"
    "%12 = aten.detach.default(%1) : f32[3]\n"
    "return (%2, %3, %4, %5, %6, %7, %10, %11, %12, %1)\n";

static double v_id(int64_t e) { return A(e / 3, e % 3); }

static void test_views(void **state) {
  (void)state;
  compiled c;
  compile(views_cag, &c);
  for (R = 3; R <= 4; R++) {
    tensor a, b;
    int64_t sa[2] = {R, 3}, sb[1] = {3};
    make_compact(&a, CAJIT_DTYPE_F32, 2, sa, fa);
    make_compact(&b, CAJIT_DTYPE_F32, 1, sb, fb);
    tensor *in[2] = {&a, &b};
    ok(run_host(&c, in, 2, NULL));
    int64_t st[2] = {3, R}, sf[1] = {3 * R}, su[3] = {R, 1, 3}, ss[2] = {R, 2};
    check_fn(&c, 0, 2, st, v_t, 0);
    check_fn(&c, 1, 1, sf, v_flat_t, 0);
    check_fn(&c, 2, 2, sa, v_expand, 0);
    check_fn(&c, 3, 3, su, v_unsq, 0);
    check_fn(&c, 4, 1, sb, v_select, 0);
    check_fn(&c, 5, 2, ss, v_slice, 0);
    check_fn(&c, 6, 2, sa, v_id, 0);
    check_fn(&c, 7, 1, sf, v_id, 0);
    check_fn(&c, 8, 1, sb, v_in, 0);
    check_fn(&c, 9, 1, sb, v_in, 0);
    /* Returned views and inputs are fresh, contiguous outputs. */
    for (int k = 0; k < 10; k++) {
      assert_ptr_not_equal(c.outs[k]->dl_tensor.data, a.t.data);
      assert_ptr_not_equal(c.outs[k]->dl_tensor.data, b.t.data);
    }
  }
  destroy(&c);
}

/* ---- GEMM ----------------------------------------------------------------
 */

/* y = addmm(bias, x, t(w), alpha=2): x [R, 3], w [2, 3], bias [2] */
static double Wm(int64_t r, int64_t c) { return fb(r * 3 + c) * 0.25; }
static double w_addmm(int64_t e) {
  int64_t r = e / 2, c = e % 2;
  double s = 0;
  for (int k = 0; k < 3; k++)
    s += A(r, k) * Wm(c, k);
  return F(2 * s + fb(c));
}
static double w_mm_tt(int64_t e) { /* t(x) @ x: [3, 3] */
  int64_t r = e / 3, c = e % 3;
  double s = 0;
  for (int64_t k = 0; k < R; k++)
    s += A(k, r) * A(k, c);
  return F(s);
}
static double w_bmm(int64_t e) { /* [2, 3, 3]: x3[b] @ t(x3[b]) ... */
  int64_t b = e / 9, r = (e / 3) % 3, c = e % 3;
  double s = 0;
  for (int k = 0; k < 2; k++)
    s += fa(b * 6 + r * 2 + k) * fa(b * 6 + c * 2 + k);
  return F(s);
}

static void test_gemm_ops(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "sym s0 = input 0 dim 0\n"
          "input %0 : f32[s0, 3]\n"
          "input %1 : f32[2, 3]\n"
          "input %2 : f32[2]\n"
          "input %3 : f32[2, 3, 2]\n"
          "%4 = aten.t.default(%1) : f32[3, 2]{1, 3}\n"
          "%5 = aten.addmm.default(%2, %0, %4, alpha=2) : f32[s0, 2]\n"
          "%6 = aten.t.default(%0) : f32[3, s0]{1, 3}\n"
          "%7 = aten.mm.default(%6, %0) : f32[3, 3]\n"
          "%8 = aten.transpose.int(%3, 1, 2) : f32[2, 2, 3]{6, 1, 2}\n"
          "%9 = aten.bmm.default(%3, %8) : f32[2, 3, 3]\n"
          "%10 = aten.zeros.default([2, 3, 3], dtype=f32) : f32[2, 3, 3]\n"
          "%11 = aten.baddbmm.default(%10, %3, %8, beta=0) : f32[2, 3, 3]\n"
          "return (%5, %7, %9, %11)\n",
          &c);
  for (R = 1; R <= 5; R += 4) {
    tensor x, w, bias, x3;
    int64_t sx[2] = {R, 3}, sw[2] = {2, 3}, sb[1] = {2}, s3[3] = {2, 3, 2};
    make_compact(&x, CAJIT_DTYPE_F32, 2, sx, fa);
    make_compact(&w, CAJIT_DTYPE_F32, 2, sw, fb);
    for (int e = 0; e < 6; e++)
      ((float *)w.storage)[e] *= 0.25f;
    make_compact(&bias, CAJIT_DTYPE_F32, 1, sb, fb);
    make_compact(&x3, CAJIT_DTYPE_F32, 3, s3, fa);
    tensor *in[4] = {&x, &w, &bias, &x3};
    ok(run_host(&c, in, 4, NULL));
    int64_t sy[2] = {R, 2}, s33[2] = {3, 3}, sbb[3] = {2, 3, 3};
    check_fn(&c, 0, 2, sy, w_addmm, 1e-6);
    check_fn(&c, 1, 2, s33, w_mm_tt, 1e-6);
    check_fn(&c, 2, 3, sbb, w_bmm, 1e-6);
    check_fn(&c, 3, 3, sbb, w_bmm, 1e-6);
  }
  destroy(&c);
}

/* ---- losses, softmax -----------------------------------------------------
 */

/* nll_loss_backward with class weights, sum reduction and ignore_index 2;
 * and with reduction none. input [4, 3], target t_i = i % 3. */
static double wt(int64_t c) { return 1.0 + c; }
static double w_nll_sum(int64_t e) {
  int64_t i = e / 3, c = e % 3, t = i % 3;
  if (c != t || t == 2) return 0;
  return F(wt(c) * -(0.5));
}
static double w_nll_none(int64_t e) {
  int64_t i = e / 3, c = e % 3, t = i % 3;
  if (c != t || t == 2) return 0;
  return F(-wt(c) * fb(i));
}
static double ftarget(int64_t e) { return (double)(e % 3); }
static double fhalf(int64_t e) {
  (void)e;
  return 0.5;
}

/* softmax backward over dim 0 of out = softmax-ish values [4, 3] */
static double fout(int64_t e) { return 0.1 + 0.05 * (double)e; }
static double w_softmax_bw(int64_t e) {
  int64_t c = e % 3;
  double s = 0;
  for (int i = 0; i < 4; i++)
    s += fa(i * 3 + c) * fout(i * 3 + c);
  return F(fout(e) * (fa(e) - s));
}
static double w_logsoftmax_bw(int64_t e) {
  int64_t c = e % 3;
  double s = 0;
  for (int i = 0; i < 4; i++)
    s += fa(i * 3 + c);
  return F(fa(e) - exp(fout(e)) * s);
}

static void test_loss_softmax(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "input %0 : f32[]\n"
          "input %1 : f32[4, 3]\n"
          "input %2 : i64[4]\n"
          "input %3 : f32[3]\n"
          "input %4 : f32[]\n"
          "input %5 : f32[4]\n"
          "input %6 : f32[4, 3]\n"
          "%7 = aten.nll_loss_backward.default(%0, %1, %2, %3, 2, 2, %4) : "
          "f32[4, 3]\n"
          "%8 = aten.nll_loss_backward.default(%5, %1, %2, %3, 0, 2, %4) : "
          "f32[4, 3]\n"
          "%9 = aten._softmax_backward_data.default(%1, %6, 0, f32) : "
          "f32[4, 3]\n"
          "%10 = aten._log_softmax_backward_data.default(%1, %6, 0, f32) : "
          "f32[4, 3]\n"
          "return (%7, %8, %9, %10)\n",
          &c);
  tensor go, x, t, w, tw, gn, out;
  int64_t s2[2] = {4, 3}, s4[1] = {4}, s3[1] = {3};
  make_compact(&go, CAJIT_DTYPE_F32, 0, NULL, fhalf);
  make_compact(&x, CAJIT_DTYPE_F32, 2, s2, fa);
  make_compact(&t, CAJIT_DTYPE_I64, 1, s4, ftarget);
  make_compact(&w, CAJIT_DTYPE_F32, 1, s3, wt);
  make_compact(&tw, CAJIT_DTYPE_F32, 0, NULL, fc);
  make_compact(&gn, CAJIT_DTYPE_F32, 1, s4, fb);
  make_compact(&out, CAJIT_DTYPE_F32, 2, s2, fout);
  tensor *in[7] = {&go, &x, &t, &w, &tw, &gn, &out};
  ok(run_host(&c, in, 7, NULL));
  check_fn(&c, 0, 2, s2, w_nll_sum, 1e-6);
  check_fn(&c, 1, 2, s2, w_nll_none, 1e-6);
  check_fn(&c, 2, 2, s2, w_softmax_bw, 1e-6);
  check_fn(&c, 3, 2, s2, w_logsoftmax_bw, 1e-6);
  destroy(&c);
}

/* ---- more backward ops: mse, gelu, cat, layer norm ------------------------
 */

/* x [3, 4], t [4] (broadcast), dy [3, 4] */
static double lx(int64_t e) { return sin((double)e) * 2; }
static double lt(int64_t e) { return cos((double)e); }
static double ldy(int64_t e) { return (double)((e * 5) % 7) * 0.25 - 0.75; }
static double lw(int64_t e) { return 0.5 + 0.25 * (double)e; }
static double w_mse_mean(int64_t e) {
  return F(F(2.0 / 12) * F(F(lx(e)) - F(lt(e % 4))) * 0.5);
}
static double w_mse_none(int64_t e) {
  return F(2.0 * F(F(lx(e)) - F(lt(e % 4))) * F(ldy(e)));
}
static double w_gelu(int64_t e) {
  double x = F(lx(e)), g = F(ldy(e));
  double cdf = 0.5 * (1 + erf(x / sqrt(2.0)));
  double pdf = exp(-0.5 * x * x) / sqrt(2 * M_PI);
  return g * (cdf + x * pdf);
}
static double w_gelu_tanh(int64_t e) {
  double x = F(lx(e)), g = F(ldy(e)), k = sqrt(2 / M_PI), a = 0.044715;
  double t = tanh(k * (x + a * x * x * x));
  return g * (0.5 * (1 + t) + 0.5 * x * (1 - t * t) * k * (1 + 3 * a * x * x));
}
static double w_cat(int64_t e) { /* cat([x [3,4], t2 [3,2]], 1): [3, 6] */
  int64_t r = e / 6, c = e % 6;
  return c < 4 ? F(lx(r * 4 + c)) : F(lt(r * 2 + c - 4));
}

/* Layer norm over the last dim of x [3, 4]: mean and rstd computed here. */
static double ln_mean(int64_t r) {
  double m = 0;
  for (int j = 0; j < 4; j++)
    m += F(lx(r * 4 + j));
  return F(m / 4);
}
static double ln_rstd(int64_t r) {
  double v = 0, m = ln_mean(r);
  for (int j = 0; j < 4; j++)
    v += (F(lx(r * 4 + j)) - m) * (F(lx(r * 4 + j)) - m);
  return F(1 / sqrt(v / 4 + 1e-5));
}
static double w_ln_dx(int64_t e) {
  int64_t r = e / 4;
  double a = ln_rstd(r), m = ln_mean(r), ds = 0, db = 0;
  for (int j = 0; j < 4; j++) {
    double dyg = F(ldy(r * 4 + j)) * F(lw(j));
    ds += dyg * F(lx(r * 4 + j));
    db += dyg;
  }
  double b = (db * m - ds) * a * a * a / 4, c = -b * m - db * a / 4;
  return a * F(ldy(e)) * F(lw(e % 4)) + b * F(lx(e)) + c;
}
static double w_ln_dw(int64_t j) {
  double s = 0;
  for (int r = 0; r < 3; r++)
    s += F(ldy(r * 4 + j)) * (F(lx(r * 4 + j)) - ln_mean(r)) * ln_rstd(r);
  return s;
}
static double w_ln_db(int64_t j) {
  double s = 0;
  for (int r = 0; r < 3; r++)
    s += F(ldy(r * 4 + j));
  return s;
}
static double fmean(int64_t r) { return ln_mean(r); }
static double frstd(int64_t r) { return ln_rstd(r); }

static void test_more_backward(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "input %0 : f32[3, 4]\n"
          "input %1 : f32[4]\n"
          "input %2 : f32[3, 4]\n"
          "input %3 : f32[]\n"
          "input %4 : f32[3, 2]\n"
          "input %5 : f32[3, 1]\n"
          "input %6 : f32[3, 1]\n"
          "input %7 : f32[4]\n"
          "input %8 : f32[4]\n"
          "%9 = aten.mse_loss_backward.default(%3, %0, %1, 1) : f32[3, 4]\n"
          "%10 = aten.mse_loss_backward.default(%2, %0, %1, 0) : f32[3, 4]\n"
          "%11 = aten.gelu_backward.default(%2, %0) : f32[3, 4]\n"
          "%12 = aten.gelu_backward.default(%2, %0, approximate=\"tanh\") : "
          "f32[3, 4]\n"
          "%13 = aten.cat.default([%0, %4], 1) : f32[3, 6]\n"
          "%14, %15, %16 = aten.native_layer_norm_backward.default(%2, %0, "
          "[4], %5, %6, %7, %8, [true, true, true]) : (f32[3, 4], f32[4], "
          "f32[4])\n"
          "%17, %18, %19 = aten.native_layer_norm_backward.default(%2, %0, "
          "[4], %5, %6, %7, %8, [false, true, false]) : (none, f32[4], "
          "none)\n"
          "return (%9, %10, %11, %12, %13, %14, %15, %16, %18)\n",
          &c);
  tensor x, t, dy, g0, t2, mean, rstd, w, bias;
  int64_t s34[2] = {3, 4}, s4[1] = {4}, s32[2] = {3, 2}, s31[2] = {3, 1},
          s36[2] = {3, 6};
  make_compact(&x, CAJIT_DTYPE_F32, 2, s34, lx);
  make_compact(&t, CAJIT_DTYPE_F32, 1, s4, lt);
  make_compact(&dy, CAJIT_DTYPE_F32, 2, s34, ldy);
  make_compact(&g0, CAJIT_DTYPE_F32, 0, NULL, fhalf);
  make_compact(&t2, CAJIT_DTYPE_F32, 2, s32, lt);
  make_compact(&mean, CAJIT_DTYPE_F32, 2, s31, fmean);
  make_compact(&rstd, CAJIT_DTYPE_F32, 2, s31, frstd);
  make_compact(&w, CAJIT_DTYPE_F32, 1, s4, lw);
  make_compact(&bias, CAJIT_DTYPE_F32, 1, s4, fc);
  tensor *in[9] = {&x, &t, &dy, &g0, &t2, &mean, &rstd, &w, &bias};
  ok(run_host(&c, in, 9, NULL));
  check_fn(&c, 0, 2, s34, w_mse_mean, 1e-6);
  check_fn(&c, 1, 2, s34, w_mse_none, 1e-6);
  check_fn(&c, 2, 2, s34, w_gelu, 1e-5);
  check_fn(&c, 3, 2, s34, w_gelu_tanh, 1e-5);
  check_fn(&c, 4, 2, s36, w_cat, 0);
  check_fn(&c, 5, 2, s34, w_ln_dx, 1e-5);
  check_fn(&c, 6, 1, s4, w_ln_dw, 1e-5);
  check_fn(&c, 7, 1, s4, w_ln_db, 1e-6);
  check_fn(&c, 8, 1, s4, w_ln_dw, 1e-5);
  destroy(&c);
}

/* ---- factories, activations ----------------------------------------------
 */

static double w_zero(int64_t e) {
  (void)e;
  return 0;
}
static double w_one(int64_t e) {
  (void)e;
  return 1;
}
static double w_full(int64_t e) {
  (void)e;
  return 2.5;
}
static double w_thr(int64_t e) { return A(e / 3, e % 3) <= 0.5 ? 0 : B(e % 3); }
static double w_tanh_bw(int64_t e) {
  double y = A(e / 3, e % 3);
  return F(B(e % 3) * (1 - y * y));
}

static void test_factories_activations(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "sym s0 = input 0 dim 0\n"
          "input %0 : f32[s0, 3]\n"
          "input %1 : f32[3]\n"
          "%2 = aten.zeros.default([s0, 2], dtype=f32) : f32[s0, 2]\n"
          "%3 = aten.ones_like.default(%0) : f32[s0, 3]\n"
          "%4 = aten.full.default([3], 2.5, dtype=f64) : f64[3]\n"
          "%5 = aten.expand.default(%1, [s0, 3]) : f32[s0, 3]{0, 1}\n"
          "%6 = aten.threshold_backward.default(%5, %0, 0.5) : f32[s0, 3]\n"
          "%7 = aten.tanh_backward.default(%5, %0) : f32[s0, 3]\n"
          "return (%2, %3, %4, %6, %7)\n",
          &c);
  R = 4;
  tensor a, b;
  int64_t sa[2] = {R, 3}, sb[1] = {3}, sz[2] = {R, 2};
  make_compact(&a, CAJIT_DTYPE_F32, 2, sa, fa);
  make_compact(&b, CAJIT_DTYPE_F32, 1, sb, fb);
  tensor *in[2] = {&a, &b};
  ok(run_host(&c, in, 2, NULL));
  check_fn(&c, 0, 2, sz, w_zero, 0);
  check_fn(&c, 1, 2, sa, w_one, 0);
  check_fn(&c, 2, 1, sb, w_full, 0);
  assert_int_equal(c.outs[2]->dl_tensor.dtype.bits, 64);
  check_fn(&c, 3, 2, sa, w_thr, 0);
  check_fn(&c, 4, 2, sa, w_tanh_bw, 1e-6);
  destroy(&c);
}

/* ---- host calls ----------------------------------------------------------
 */

typedef struct host_log {
  char args[256];
  char op[64];
  int calls;
  int64_t result_rows; /* rows of the tensor the fallback returns */
  bool return_none;
  void *hook_seen;
  uint32_t flags;
} host_log;

/* fallback: returns a [result_rows] f32 tensor of 7s. */
static cajit_status fallback(void *user, const cajit_host_request *r) {
  host_log *h = user;
  h->calls++;
  snprintf(h->op, sizeof h->op, "%s", r->op_name);
  char *text = NULL;
  cajit_status s = cajit_host_values_format(r->args, r->arg_count, &text);
  if (s) return s;
  snprintf(h->args, sizeof h->args, "%s", text);
  cajit_free(text);
  if (h->return_none) return NULL;
  DLManagedTensor *t = calloc(1, sizeof *t);
  int64_t *shape = calloc(1, sizeof *shape);
  float *data = calloc((size_t)h->result_rows + 1, sizeof *data);
  shape[0] = h->result_rows;
  for (int64_t i = 0; i < h->result_rows; i++)
    data[i] = 7;
  t->dl_tensor =
      (DLTensor){data, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, NULL, 0};
  t->manager_ctx = shape;
  t->deleter = NULL;
  /* free everything in the deleter */
  extern void test_free_managed(DLManagedTensor *);
  t->deleter = test_free_managed;
  r->results[0] = t;
  return NULL;
}

void test_free_managed(DLManagedTensor *t) {
  free(t->dl_tensor.data);
  free(t->manager_ctx);
  free(t);
}

/* tensor_pre_hook: returns grad * 2 as a new tensor. */
static cajit_status pre_hook(void *user, const cajit_host_request *r) {
  host_log *h = user;
  h->calls++;
  h->hook_seen = r->hook;
  const DLTensor *g = r->inputs[0];
  int64_t n = numel_of(g->ndim, g->shape);
  DLManagedTensor *t = calloc(1, sizeof *t);
  int64_t *shape = calloc(4, sizeof *shape);
  float *data = calloc((size_t)n + 1, sizeof *data);
  memcpy(shape, g->shape, (size_t)g->ndim * sizeof *shape);
  for (int64_t i = 0; i < n; i++)
    data[i] = (float)elem(g, i) * 2;
  t->dl_tensor =
      (DLTensor){data, {kDLCPU, 0}, g->ndim, g->dtype, shape, NULL, 0};
  t->manager_ctx = shape;
  t->deleter = test_free_managed;
  r->results[0] = t;
  return NULL;
}

static cajit_status acc_grad(void *user, const cajit_host_request *r) {
  host_log *h = user;
  h->calls++;
  h->flags = r->flags;
  return NULL;
}

static double w_seven_plus(int64_t e) { return 7 + A(e, 0) * 2; }

static const char host_cag[] =
    "cag 1\nsizes 1\nscalars float\nhooks 1\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "sym s1 = sizes 0\n"
    "sym f0 = scalars 0\n"
    "input %0 : f32[s0, 3]\n"
    "%1 = host.tensor_pre_hook(%0, hook=0) : f32[s0, 3]\n"
    "%2 = aten.my_op.default(%1, 2, 0.5, s1, f0, \"x\", [1, s0], none, "
    "dim=-1) : f32[s0]\n"
    "%3 = aten.select.int(%1, 1, 0) : f32[s0]{3}\n"
    "%4 = aten.add.Tensor(%2, %3) : f32[s0]\n"
    "host.accumulate_grad(%0, %1, has_post_hooks=true)\n"
    "return (%4, %2)\n";

static void test_host_calls(void **state) {
  (void)state;
  compiled c;
  compile(host_cag, &c);
  host_log log = {0};
  cajit_host host = {0};
  host.user = &log;
  host.fallback = fallback;
  host.tensor_pre_hook = pre_hook;
  host.accumulate_grad = acc_grad;
  R = 4;
  tensor a;
  int64_t sa[2] = {R, 3}, so[1] = {R};
  make_compact(&a, CAJIT_DTYPE_F32, 2, sa, fa);
  DLTensor *inputs[1] = {&a.t};
  int64_t sizes[1] = {9};
  cajit_scalar scalars[1] = {{.f = 0.25}};
  void *hooks[1] = {(void *)&log};
  cajit_call call = {0};
  call.inputs = inputs;
  call.input_count = 1;
  call.sizes = sizes;
  call.sizes_count = 1;
  call.scalars = scalars;
  call.scalars_count = 1;
  call.hooks = hooks;
  call.hooks_count = 1;
  call.host = &host;
  call.outputs = c.outs;
  call.output_count = 2;
  log.result_rows = R;
  ok(cajit_compiled_run(c.c, &call));
  assert_int_equal(log.calls, 3);
  assert_ptr_equal(log.hook_seen, &log);
  assert_int_equal(log.flags, CAJIT_HOST_HAS_POST_HOOKS);
  assert_string_equal(log.op, "aten.my_op.default");
  assert_string_equal(log.args,
                      "$t0, 2, 0.5, 9, 0.25, \"x\", [1, 4], none, dim=-1");
  check_fn(&c, 0, 1, so, w_seven_plus, 1e-6);
  check_fn(&c, 1, 1, so, w_full, 0 /* not used */ + 1e9); /* any values */

  /* A host result of the wrong shape. */
  release_outputs(&c);
  log.result_rows = R + 1;
  expect_error(cajit_compiled_run(c.c, &call), CAJIT_HOST_ERROR,
               "host call %2 = aten.my_op.default: result 0 dim 0 is 5, "
               "expected 4 (s0)");
  assert_null(c.outs[0]);
  assert_null(c.outs[1]);
  /* None for a tensor result. */
  log.return_none = true;
  expect_error(cajit_compiled_run(c.c, &call), CAJIT_HOST_ERROR,
               "returned none for tensor result 0");
  log.return_none = false;
  /* No fallback callback. */
  host.fallback = NULL;
  cajit_status s = cajit_compiled_run(c.c, &call);
  assert_non_null(s);
  assert_non_null(strstr(cajit_status_message(s), "aten.my_op.default"));
  cajit_status_free(s);
  destroy(&c);

  /* Without a host fallback the node cannot compile. */
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_host_fallback = true;
  expect_error(
      try_compile_opts(host_cag, &o, &c), CAJIT_UNSUPPORTED,
      "compiling cajit_graph: lowering: %2 = aten.my_op.default (line 11): "
      "no native "
      "lowering, and the host fallback is disabled");
  cajit_compiled_destroy(c.c);
  cajit_graph_destroy(c.g);
}

/* ---- guards --------------------------------------------------------------
 */

/* Guards on dims given by expressions (with Python's % in the message), on
 * a symbol bound from `sizes`, and on declared strides. */
static void test_guard_messages(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\n"
          "sym s0 = input 0 dim 0\n"
          "sym s1 = sizes 0\n"
          "input %0 : f32[s0]\n"
          "input %1 : f32[s0 % 3 + 1, s1]\n"
          "input %2 : f32[2, 3]{3, 1}\n"
          "%3 = aten.neg.default(%0) : f32[s0]\n"
          "return (%3)\n",
          &c);
  tensor a, b, m;
  int64_t sa[1] = {4}, sb[2] = {2, 5}, sm[2] = {2, 3};
  make_compact(&a, CAJIT_DTYPE_F32, 1, sa, fa);
  make_compact(&b, CAJIT_DTYPE_F32, 2, sb, fa);
  make_compact(&m, CAJIT_DTYPE_F32, 2, sm, fa);
  DLTensor *inputs[3] = {&a.t, &b.t, &m.t};
  int64_t sizes[1] = {5};
  cajit_call call = {0};
  call.inputs = inputs;
  call.input_count = 3;
  call.sizes = sizes;
  call.sizes_count = 1;
  call.outputs = c.outs;
  call.output_count = 1;
  ok(cajit_compiled_run(c.c, &call));
  release_outputs(&c);
  b.shape[0] = 3;
  expect_error(cajit_compiled_run(c.c, &call), CAJIT_GUARD_FAILED,
               "guard failed: input 1 dim 0 is 3, expected 2 (s0 % 3 + 1)");
  b.shape[0] = 2;
  sizes[0] = 6;
  expect_error(cajit_compiled_run(c.c, &call), CAJIT_GUARD_FAILED,
               "guard failed: input 1 dim 1 is 5, expected 6 (s1)");
  sizes[0] = 5;
  int64_t st[2] = {1, 2}; /* column-major: not the declared {3, 1} */
  m.t.strides = st;
  expect_error(cajit_compiled_run(c.c, &call), CAJIT_GUARD_FAILED,
               "guard failed: input 2 stride 0 is 1, expected 3 (3)");
  /* Explicit row-major strides pass; a size-1 dim's stride is free. */
  int64_t st2[2] = {3, 1};
  m.t.strides = st2;
  ok(cajit_compiled_run(c.c, &call));
  destroy(&c);
}

/* ---- allocation failures -------------------------------------------------
 */

/* Lowering and codegen with the n-th allocation failing, for every n until
 * they succeed; then a run with each of its allocations failing. */
static void test_alloc_failures(void **state) {
  (void)state;
  assert_true(kir_alloc_failures(views_cag, false) > 20);

  compiled c;
  compile(views_cag, &c);
  R = 3;
  tensor a, b;
  int64_t sa[2] = {R, 3}, sb[1] = {3};
  make_compact(&a, CAJIT_DTYPE_F32, 2, sa, fa);
  make_compact(&b, CAJIT_DTYPE_F32, 1, sb, fb);
  tensor *in[2] = {&a, &b};
  /* the arena, then each buffer */
  assert_true(run_alloc_failures(&c, in, 2) >= 10);
  destroy(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pointwise),
      cmocka_unit_test(test_promotion),
      cmocka_unit_test(test_reductions),
      cmocka_unit_test(test_views),
      cmocka_unit_test(test_gemm_ops),
      cmocka_unit_test(test_loss_softmax),
      cmocka_unit_test(test_factories_activations),
      cmocka_unit_test(test_more_backward),
      cmocka_unit_test(test_host_calls),
      cmocka_unit_test(test_guard_messages),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
