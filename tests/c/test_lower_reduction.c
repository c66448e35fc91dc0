/* Lowerings of the reduction family, compiled and run: cumsum / cumprod
 * (the kernel IR's SCAN kernels, both codegen forms), logsumexp, var / std
 * / var_mean with every way of giving the correction, prod, mean with
 * dtype=, amin; on symbolic shapes bound to two sizes from one compiled
 * module, transposed and strided inputs, 0-d and empty inputs, f32 / f64 /
 * integer / bf16. References are computed here in C, following torch's CPU
 * kernels (accumulation dtypes and order); scans compare exactly. Also the
 * SCAN builder's errors and its printed form. */
#include "kir/kir.h"
#include "lower_harness.h"

/* ---- inputs ----------------------------------------------------------- */

static double gen(int64_t e) { return sin((double)e * 1.7 + 0.3) * 2.5; }
static double gen_pos(int64_t e) { return 0.6 + 0.1 * (double)(e % 9); }
static double gen_int(int64_t e) { return (double)((e * 5) % 7) - 3; }
/* Row 0 holds -inf; row 1 a +inf; row 2 a NaN; others finite. */
static double gen_special(int64_t e) {
  int64_t r = e / 4;
  if (r == 0) return -INFINITY;
  if (r == 1 && e % 4 == 2) return INFINITY;
  if (r == 2 && e % 4 == 1) return NAN;
  return gen(e);
}

/* The element index of (r, c) in a row-major [rows, cols]. */
#define RC(r, c, cols) ((r) * (cols) + (c))

/* ---- scans ------------------------------------------------------------ */

/* torch's cumsum / cumprod along dim of a 2-d [R, C] (logical values v):
 * the running value in acc precision (a double here, rounded with `acc`
 * after each step), each partial result rounded with `out`. */
static void ref_scan2(const double *v, int64_t R, int64_t C, int dim, bool prod,
                      double (*acc)(double), double (*out)(double),
                      double *want) {
  int64_t lines = dim == 1 ? R : C, len = dim == 1 ? C : R;
  for (int64_t l = 0; l < lines; l++) {
    double a = prod ? 1 : 0;
    for (int64_t k = 0; k < len; k++) {
      int64_t e = dim == 1 ? RC(l, k, C) : RC(k, l, C);
      a = acc(prod ? a * v[e] : a + v[e]);
      want[e] = out(a);
    }
  }
}

static double ident(double x) { return x; }
static double as_f32(double x) { return f32r(x); }

static const char scan_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "sym s1 = input 0 dim 1\n"
    "input %0 : f32[s0, s1]\n"
    "input %1 : f64[s0, s1]\n"
    "input %2 : bf16[s0, s1]\n"
    "input %3 : i64[s0, s1]\n"
    "%4 = aten.cumsum.default(%0, 1) : f32[s0, s1]\n"
    "%5 = aten.cumsum.default(%0, -2) : f32[s0, s1]\n"
    "%6 = aten.cumprod.default(%1, 0) : f64[s0, s1]\n"
    "%7 = aten.cumsum.default(%1, 1) : f64[s0, s1]\n"
    "%8 = aten.cumsum.default(%2, 0) : bf16[s0, s1]\n"
    "%9 = aten.cumprod.default(%2, 1) : bf16[s0, s1]\n"
    "%10 = aten.cumsum.default(%3, 0) : i64[s0, s1]\n"
    "%11 = aten.cumsum.default(%0, 0, dtype=f64) : f64[s0, s1]\n"
    "return (%4, %5, %6, %7, %8, %9, %10, %11)\n";

static void test_scans(void **state) {
  (void)state;
  compiled c;
  compile_native(scan_cag, &c);
  /* Two bindings of (s0, s1), each with contiguous and non-contiguous
   * inputs. */
  const int64_t sizes[][2] = {{3, 5}, {6, 2}};
  for (int b = 0; b < 2; b++) {
    for (int lay = CONTIG; lay <= STRIDED; lay++) {
      int64_t R = sizes[b][0], C = sizes[b][1], s[2] = {R, C}, n = R * C;
      tensor x32, x64, xb, xi;
      make_laid(&x32, CAJIT_DTYPE_F32, 2, s, (layout)lay, gen);
      make_laid(&x64, CAJIT_DTYPE_F64, 2, s, (layout)lay, gen_pos);
      make_laid(&xb, CAJIT_DTYPE_BF16, 2, s, (layout)lay, gen);
      make_laid(&xi, CAJIT_DTYPE_I64, 2, s, (layout)lay, gen_int);
      tensor *in[4] = {&x32, &x64, &xb, &xi};
      run_ok(&c, in, 4);
      double want[64];
      /* f32 accumulates in double and rounds each output: exact. */
      ref_scan2(x32.v, R, C, 1, false, ident, as_f32, want);
      check_close(&c, 0, 2, s, want, 0, 0);
      ref_scan2(x32.v, R, C, 0, false, ident, as_f32, want);
      check_close(&c, 1, 2, s, want, 0, 0);
      ref_scan2(x64.v, R, C, 0, true, ident, ident, want);
      check_close(&c, 2, 2, s, want, 0, 0);
      ref_scan2(x64.v, R, C, 1, false, ident, ident, want);
      check_close(&c, 3, 2, s, want, 0, 0);
      /* bf16 accumulates in f32. */
      ref_scan2(xb.v, R, C, 0, false, as_f32, bf16r, want);
      check_close(&c, 4, 2, s, want, 0, 0);
      ref_scan2(xb.v, R, C, 1, true, as_f32, bf16r, want);
      check_close(&c, 5, 2, s, want, 0, 0);
      ref_scan2(xi.v, R, C, 0, false, ident, ident, want);
      check_close(&c, 6, 2, s, want, 0, 0);
      /* dtype=f64 converts first, then accumulates in f64. */
      ref_scan2(x32.v, R, C, 0, false, ident, ident, want);
      check_close(&c, 7, 2, s, want, 0, 0);
      assert_true(n <= 64);
      release(&x32);
      release(&x64);
      release(&xb);
      release(&xi);
    }
  }
  destroy(&c);
}

/* Scans of a 0-d tensor (the element), an empty dim and a size-1 dim, a
 * bool input (to i64), NaN and infinities (they propagate as in a
 * sequential loop). */
static void test_scan_edges(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 1 dim 0\n"
                 "input %0 : f32[]\n"
                 "input %1 : f32[s0, 4]\n"
                 "input %2 : bool[s0, 4]\n"
                 "%3 = aten.cumsum.default(%0, -1) : f32[]\n"
                 "%4 = aten.cumprod.default(%1, 1) : f32[s0, 4]\n"
                 "%5 = aten.cumsum.default(%1, 0) : f32[s0, 4]\n"
                 "%6 = aten.cumsum.default(%2, 1) : i64[s0, 4]\n"
                 "return (%3, %4, %5, %6)\n",
                 &c);
  for (int64_t R = 0; R <= 3; R += 1) {
    int64_t s[2] = {R, 4};
    tensor x0, x, m;
    make_laid(&x0, CAJIT_DTYPE_F32, 0, NULL, CONTIG, gen);
    make_laid(&x, CAJIT_DTYPE_F32, 2, s, TRANSPOSED, gen_special);
    make_laid(&m, CAJIT_DTYPE_BOOL, 2, s, CONTIG, gen_int);
    tensor *in[3] = {&x0, &x, &m};
    run_ok(&c, in, 3);
    double want[16];
    want[0] = x0.v[0];
    check_close(&c, 0, 0, NULL, want, 0, 0);
    ref_scan2(x.v, R, 4, 1, true, ident, as_f32, want);
    check_close(&c, 1, 2, s, want, 0, 0);
    ref_scan2(x.v, R, 4, 0, false, ident, as_f32, want);
    check_close(&c, 2, 2, s, want, 0, 0);
    ref_scan2(m.v, R, 4, 1, false, ident, ident, want);
    check_close(&c, 3, 2, s, want, 0, 0);
    release(&x0);
    release(&x);
    release(&m);
  }
  destroy(&c);
}

/* The kernel IR of a scan, as cajit-dump prints it. */
static void test_scan_kir(void **state) {
  (void)state;
  cajit_graph *g;
  ok(cajit_graph_parse(
      cajit_sv_from_cstr("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                         "input %0 : f32[3, 4]\n"
                         "%1 = aten.cumsum.default(%0, 1) : f32[3, 4]\n"
                         "return (%1)\n"),
      "t.cag", &g));
  ok(cajit_graph_verify(g));
  char *text;
  size_t len;
  ok(cajit_compile_dump_kir(g, NULL, &text, &len));
  if (!strstr(text, "scan sum along dim 1 over [3, 4] acc f64") ||
      !strstr(text, "= cumsum(f64(buf0[_i0, _i1]))"))
    fail_msg("unexpected kernel IR:\n%s", text);
  cajit_free(text);
  cajit_graph_destroy(g);
}

/* cajit_kir_add_scan's checks. */
static void test_scan_builder_errors(void **state) {
  (void)state;
  cajit_expr_ctx *x;
  cajit_kir_program *p;
  ok(cajit_expr_ctx_create(&x));
  ok(cajit_kir_program_create(x, &p));
  const cajit_expr *shape[2] = {cajit_expr_int(x, 3), cajit_expr_int(x, 4)};
  const cajit_expr *i[2], *r[1];
  int32_t in, out, other;
  ok(cajit_kir_buffer_input(p, 0, CAJIT_DTYPE_F32, 2, shape, NULL, &in));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            2, shape, &out));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            2, shape, &other));
  ok(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, 2, i));
  ok(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  const cajit_kir_value *v = cajit_kir_load(p, in, i);
  const cajit_kir_value *v64 = cajit_kir_cast(p, CAJIT_DTYPE_F64, v);
  expect_error(cajit_kir_add_scan(p, "acc", out, CAJIT_KIR_REDUCE_SUM,
                                  CAJIT_DTYPE_F64, 1, v, NULL),
               CAJIT_INTERNAL, "scan acc: value is f32, accumulator f64");
  expect_error(cajit_kir_add_scan(p, "dim", out, CAJIT_KIR_REDUCE_SUM,
                                  CAJIT_DTYPE_F64, 2, v64, NULL),
               CAJIT_INTERNAL, "scan dim: bad op or dim 2 of rank 2");
  expect_error(cajit_kir_add_scan(p, "op", out, (cajit_kir_reduce_op)9,
                                  CAJIT_DTYPE_F64, 0, v64, NULL),
               CAJIT_INTERNAL, "scan op: bad op or dim 0 of rank 2");
  expect_error(cajit_kir_add_scan(p, "in", in, CAJIT_KIR_REDUCE_SUM,
                                  CAJIT_DTYPE_F64, 0, v64, NULL),
               CAJIT_INTERNAL, "writes input buffer");
  const cajit_expr *ri[2] = {i[0], r[0]};
  expect_error(cajit_kir_add_scan(p, "scope", out, CAJIT_KIR_REDUCE_SUM,
                                  CAJIT_DTYPE_F32, 1, cajit_kir_load(p, in, ri),
                                  NULL),
               CAJIT_INTERNAL, "kernel scope uses index _r0 outside its loops");
  const cajit_kir_value *self =
      cajit_kir_binary(p, CAJIT_KIR_ADD, v, cajit_kir_load(p, out, i));
  expect_error(cajit_kir_add_scan(p, "self", out, CAJIT_KIR_REDUCE_MAX,
                                  CAJIT_DTYPE_F32, 1, self, NULL),
               CAJIT_INTERNAL, "scan self reads its own output buf1");
  /* A failed value constructor's error comes out of the builder. */
  expect_error(cajit_kir_add_scan(p, "null", out, CAJIT_KIR_REDUCE_SUM,
                                  CAJIT_DTYPE_F32, 1,
                                  cajit_kir_unary(p, CAJIT_KIR_NOT, v), NULL),
               CAJIT_INTERNAL, "not does not take dtype f32");
  cajit_kir_program_destroy(p);
  /* Without a recorded error, a NULL value is out of memory. */
  ok(cajit_kir_program_create(x, &p));
  ok(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, CAJIT_DTYPE_F32,
                            2, shape, &out));
  expect_error(cajit_kir_add_scan(p, "oom", out, CAJIT_KIR_REDUCE_SUM,
                                  CAJIT_DTYPE_F32, 1, NULL, NULL),
               CAJIT_OUT_OF_MEMORY, "adding a scan kernel");
  int32_t k;
  ok(cajit_kir_add_scan(p, "fine", out, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_I64,
                        0, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i[1]), &k));
  assert_int_equal(k, 0);
  assert_int_equal(p->kernels.data[0].kind, CAJIT_KIR_SCAN);
  assert_int_equal(p->kernels.data[0].scan_dim, 0);
  cajit_kir_program_destroy(p);
  cajit_expr_ctx_destroy(x);
}

/* ---- logsumexp ---------------------------------------------------------
 */

/* logsumexp over the last dim of [R, C] as torch: m = max (NaN wins),
 * |m| == inf -> 0, log(sum(exp(x - m))) + m with roundings `rnd` after each
 * op and the sum accumulated in `acc` precision. */
static void ref_lse_rows(const double *v, int64_t R, int64_t C,
                         double (*rnd)(double), double *want) {
  for (int64_t r = 0; r < R; r++) {
    double m = -INFINITY;
    for (int64_t c = 0; c < C; c++) {
      double x = v[RC(r, c, C)];
      m = isnan(x) || isnan(m) ? NAN : fmax(m, x);
    }
    if (fabs(m) == INFINITY) m = 0;
    double s = 0;
    for (int64_t c = 0; c < C; c++)
      s += rnd(exp(rnd(v[RC(r, c, C)] - m)));
    want[r] = rnd(rnd(log(rnd(s))) + m);
  }
}

/* Per-channel sums over [n, c, h, w] (a batch-norm backward's pair of
 * sibling reductions: sum(g) and sum(g * x)): codegen collapses h and w
 * into one loop when the strides allow it, checked at run time for
 * inputs (cg_reduce.c). Row-major inputs take the collapsed loop, inputs
 * stored with the dims reversed the nested one, and every-other-element
 * strides the collapsed one again (w's stride 2, h's 2 * w). */
static void test_channel_sums_collapse_or_nest(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\nsym s1 = input 0 dim 2\n"
                 "input %0 : f32[s0, 3, s1, 5]\n"
                 "input %1 : f32[s0, 3, s1, 5]\n"
                 "%2 = aten.sum.dim_IntList(%0, [0, 2, 3]) : f32[3]\n"
                 "%3 = aten.mul.Tensor(%0, %1) : f32[s0, 3, s1, 5]\n"
                 "%4 = aten.sum.dim_IntList(%3, [0, 2, 3]) : f32[3]\n"
                 "return (%2, %4)\n",
                 &c);
  for (int lay = CONTIG; lay <= STRIDED; lay++) {
    for (int64_t h = 1; h <= 6; h += 5) {
      int64_t shape[4] = {4, 3, h, 5}, out_shape[1] = {3};
      tensor g, x;
      make_laid(&g, CAJIT_DTYPE_F32, 4, shape, (layout)lay, gen);
      make_laid(&x, CAJIT_DTYPE_F32, 4, shape, CONTIG, gen_pos);
      tensor *in[2] = {&g, &x};
      run_ok(&c, in, 2);
      double sum[3] = {0}, dot[3] = {0};
      for (int64_t e = 0; e < g.n; e++) {
        int64_t ch = (e / (h * 5)) % 3;
        sum[ch] += g.v[e];
        dot[ch] += f32r(g.v[e] * x.v[e]);
      }
      check_close(&c, 0, 1, out_shape, sum, 1e-5, 1e-5);
      check_close(&c, 1, 1, out_shape, dot, 1e-5, 1e-5);
      release(&g);
      release(&x);
    }
  }
  destroy(&c);
}

static void test_logsumexp(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : f32[s0, 4]\n"
                 "input %1 : bf16[s0, 4]\n"
                 "input %2 : i64[s0, 4]\n"
                 "input %3 : f64[s0, 4]\n"
                 "%4 = aten.logsumexp.default(%0, [1]) : f32[s0]\n"
                 "%5 = aten.logsumexp.default(%1, [-1], true) : bf16[s0, 1]\n"
                 "%6 = aten.logsumexp.default(%2, [1]) : f32[s0]\n"
                 "%7 = aten.logsumexp.default(%3, [0, 1]) : f64[]\n"
                 "return (%4, %5, %6, %7)\n",
                 &c);
  for (int64_t R = 3; R <= 5; R += 2) {
    int64_t s[2] = {R, 4}, s1[2] = {R, 1};
    tensor x, xb, xi, xd;
    make_laid(&x, CAJIT_DTYPE_F32, 2, s, TRANSPOSED, gen_special);
    make_laid(&xb, CAJIT_DTYPE_BF16, 2, s, STRIDED, gen);
    make_laid(&xi, CAJIT_DTYPE_I64, 2, s, CONTIG, gen_int);
    make_laid(&xd, CAJIT_DTYPE_F64, 2, s, CONTIG, gen);
    tensor *in[4] = {&x, &xb, &xi, &xd};
    run_ok(&c, in, 4);
    double want[8];
    ref_lse_rows(x.v, R, 4, ident, want);
    check_close(&c, 0, 1, s, want, 1e-6, 0);
    ref_lse_rows(xb.v, R, 4, bf16r, want);
    check_close(&c, 1, 2, s1, want, 1.0 / 128, 0);
    ref_lse_rows(xi.v, R, 4, ident, want);
    check_close(&c, 2, 1, s, want, 1e-6, 0);
    ref_lse_rows(xd.v, 1, 4 * R, ident, want);
    check_close(&c, 3, 0, NULL, want, 1e-14, 0);
    release(&x);
    release(&xb);
    release(&xi);
    release(&xd);
  }
  destroy(&c);
}

/* ---- var, std, var_mean --------------------------------------------------
 */

/* var of [R, C] over `dim` (0 or 1; 2: all) with correction cor: the
 * exact value, and the mean. */
static void ref_var(const double *v, int64_t R, int64_t C, int dim, double cor,
                    bool sq, double *want, double *mean) {
  int64_t lines = dim == 2 ? 1 : dim == 1 ? R : C;
  int64_t len = dim == 2 ? R * C : dim == 1 ? C : R;
  for (int64_t l = 0; l < lines; l++) {
    double s = 0, m2 = 0;
#define ELT(k) v[dim == 2 ? (k) : dim == 1 ? RC(l, k, C) : RC(k, l, C)]
    for (int64_t k = 0; k < len; k++)
      s += ELT(k);
    double m = s / (double)len;
    for (int64_t k = 0; k < len; k++)
      m2 += (ELT(k) - m) * (ELT(k) - m);
#undef ELT
    double var = m2 / fmax(0, (double)len - cor);
    want[l] = sq ? sqrt(var) : var;
    if (mean) mean[l] = m;
  }
}

static const char var_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 5]\n"
    "input %1 : f64[s0, 5]\n"
    "input %2 : bf16[s0, 5]\n"
    "%3 = aten.var.correction(%0, [1]) : f32[s0]\n"
    "%4 = aten.var.correction(%1, [0], correction=0, keepdim=true) : "
    "f64[1, 5]\n"
    "%5 = aten.std.correction(%0, none, correction=2.5) : f32[]\n"
    "%6 = aten.var.dim(%1, [1], false) : f64[s0]\n"
    "%7 = aten.std.dim(%1, [-1], true, true) : f64[s0, 1]\n"
    "%8 = aten.var.default(%0) : f32[]\n"
    "%9 = aten.std.default(%1, false) : f64[]\n"
    "%10, %11 = aten.var_mean.correction(%2, [1]) : (bf16[s0], bf16[s0])\n"
    "return (%3, %4, %5, %6, %7, %8, %9, %10, %11)\n";

static void test_variance(void **state) {
  (void)state;
  compiled c;
  compile_native(var_cag, &c);
  for (int64_t R = 1; R <= 4; R += 3) {
    int64_t s[2] = {R, 5}, s1[2] = {1, 5}, sr1[2] = {R, 1};
    tensor x, xd, xb;
    make_laid(&x, CAJIT_DTYPE_F32, 2, s, STRIDED, gen);
    make_laid(&xd, CAJIT_DTYPE_F64, 2, s, TRANSPOSED, gen);
    make_laid(&xb, CAJIT_DTYPE_BF16, 2, s, CONTIG, gen);
    tensor *in[3] = {&x, &xd, &xb};
    run_ok(&c, in, 3);
    double want[8], mean[8];
    /* f32 results round an f64 computation: within an ulp of f32. */
    ref_var(x.v, R, 5, 1, 1, false, want, NULL);
    check_close(&c, 0, 1, s, want, 2e-7, 0);
    ref_var(xd.v, R, 5, 0, 0, false, want, NULL);
    check_close(&c, 1, 2, s1, want, 1e-14, 0);
    /* R == 1: 5 elements, dof 2.5; more rows: more elements. */
    ref_var(x.v, R, 5, 2, 2.5, true, want, NULL);
    check_close(&c, 2, 0, NULL, want, 2e-7, 0);
    ref_var(xd.v, R, 5, 1, 0, false, want, NULL);
    check_close(&c, 3, 1, s, want, 1e-14, 0);
    ref_var(xd.v, R, 5, 1, 1, true, want, NULL);
    check_close(&c, 4, 2, sr1, want, 1e-14, 0);
    ref_var(x.v, R, 5, 2, 1, false, want, NULL);
    check_close(&c, 5, 0, NULL, want, 2e-7, 0);
    ref_var(xd.v, R, 5, 2, 0, true, want, NULL);
    check_close(&c, 6, 0, NULL, want, 1e-14, 0);
    ref_var(xb.v, R, 5, 1, 1, false, want, mean);
    check_close(&c, 7, 1, s, want, 1.0 / 256, 0);
    check_close(&c, 8, 1, s, mean, 1.0 / 256, 1e-6);
    release(&x);
    release(&xd);
    release(&xb);
  }
  destroy(&c);
}

/* One element with correction 1 divides 0 by 0 (NaN); an empty reduction
 * is NaN; a 0-d input is one element. */
static void test_variance_degenerate(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : f32[s0, 3]\n"
                 "input %1 : f64[]\n"
                 "%2 = aten.var.correction(%0, [0]) : f32[3]\n"
                 "%3 = aten.std.correction(%1, correction=0) : f64[]\n"
                 "%4 = aten.var.correction(%1) : f64[]\n"
                 "return (%2, %3, %4)\n",
                 &c);
  for (int64_t R = 0; R <= 1; R++) {
    int64_t s[2] = {R, 3}, s3[1] = {3};
    tensor x, x0;
    make_laid(&x, CAJIT_DTYPE_F32, 2, s, CONTIG, gen);
    make_laid(&x0, CAJIT_DTYPE_F64, 0, NULL, CONTIG, gen);
    tensor *in[2] = {&x, &x0};
    run_ok(&c, in, 2);
    double nan3[3] = {NAN, NAN, NAN}, zero = 0, nan = NAN;
    check_close(&c, 0, 1, s3, nan3, 0, 0);
    check_close(&c, 1, 0, NULL, &zero, 0, 0);
    check_close(&c, 2, 0, NULL, &nan, 0, 0);
    release(&x);
    release(&x0);
  }
  destroy(&c);
}

/* ---- prod, mean with dtype, amin -----------------------------------------
 */

static void test_prod_mean_amin(void **state) {
  (void)state;
  compiled c;
  compile_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = input 0 dim 0\n"
                 "input %0 : f64[s0, 3]\n"
                 "input %1 : i64[s0, 3]\n"
                 "input %2 : bf16[s0, 3]\n"
                 "input %3 : f32[]\n"
                 "%4 = aten.prod.default(%0) : f64[]\n"
                 "%5 = aten.prod.dim_int(%0, 1, true) : f64[s0, 1]\n"
                 "%6 = aten.prod.dim_int(%1, 0) : i64[3]\n"
                 "%7 = aten.prod.default(%1, dtype=f64) : f64[]\n"
                 "%8 = aten.mean.dim(%2, [1], dtype=f64) : f64[s0]\n"
                 "%9 = aten.mean.default(%2) : bf16[]\n"
                 "%10 = aten.amin.default(%0, [0]) : f64[3]\n"
                 "%11 = aten.prod.dim_int(%3, 0) : f32[]\n"
                 "return (%4, %5, %6, %7, %8, %9, %10, %11)\n",
                 &c);
  for (int64_t R = 2; R <= 4; R += 2) {
    int64_t s[2] = {R, 3}, sr1[2] = {R, 1}, s3[1] = {3};
    tensor x, xi, xb, x0;
    make_laid(&x, CAJIT_DTYPE_F64, 2, s, TRANSPOSED, gen);
    make_laid(&xi, CAJIT_DTYPE_I64, 2, s, STRIDED, gen_int);
    make_laid(&xb, CAJIT_DTYPE_BF16, 2, s, TRANSPOSED, gen);
    make_laid(&x0, CAJIT_DTYPE_F32, 0, NULL, CONTIG, gen);
    tensor *in[4] = {&x, &xi, &xb, &x0};
    run_ok(&c, in, 4);
    double all = 1, rows[8], cols[3] = {1, 1, 1}, iall = 1, mean[8], mall = 0,
           mn[3] = {INFINITY, INFINITY, INFINITY};
    for (int64_t r = 0; r < R; r++) {
      rows[r] = 1;
      mean[r] = 0;
      for (int64_t k = 0; k < 3; k++) {
        all *= x.v[RC(r, k, 3)];
        rows[r] *= x.v[RC(r, k, 3)];
        cols[k] *= xi.v[RC(r, k, 3)];
        iall *= xi.v[RC(r, k, 3)];
        mean[r] += xb.v[RC(r, k, 3)];
        mall += xb.v[RC(r, k, 3)];
        mn[k] = fmin(mn[k], x.v[RC(r, k, 3)]);
      }
      mean[r] /= 3;
    }
    mall = bf16r(mall / (double)(3 * R));
    check_close(&c, 0, 0, NULL, &all, 1e-14, 0);
    check_close(&c, 1, 2, sr1, rows, 1e-14, 0);
    check_close(&c, 2, 1, s3, cols, 0, 0);
    check_close(&c, 3, 0, NULL, &iall, 0, 0);
    check_close(&c, 4, 1, s, mean, 1e-14, 0);
    check_close(&c, 5, 0, NULL, &mall, 0, 0);
    check_close(&c, 6, 1, s3, mn, 0, 0);
    check_close(&c, 7, 0, NULL, x0.v, 0, 0);
    release(&x);
    release(&xi);
    release(&xb);
    release(&x0);
  }
  destroy(&c);
}

/* ---- errors --------------------------------------------------------------
 */

static void test_shape_rule_errors(void **state) {
  (void)state;
  compiled c;
  expect_error(try_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                          "input %0 : i64[3]\n"
                          "%1 = aten.var.correction(%0) : f32[]\n"
                          "return (%1)\n",
                          &c),
               CAJIT_VERIFY_ERROR,
               "var/std of a i64 tensor needs a floating dtype");
  cajit_graph_destroy(c.g);
  expect_error(try_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                          "input %0 : f32[3]\n"
                          "%1 = aten.cumsum.default(%0, 1) : f32[3]\n"
                          "return (%1)\n",
                          &c),
               CAJIT_VERIFY_ERROR, "dim 1 out of range");
  cajit_graph_destroy(c.g);
  /* The declared dtype must be torch's: cumsum of i32 is i64. */
  expect_error(try_native("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                          "input %0 : i32[3]\n"
                          "%1 = aten.cumsum.default(%0, 0) : i32[3]\n"
                          "return (%1)\n",
                          &c),
               CAJIT_VERIFY_ERROR, "i64");
  cajit_graph_destroy(c.g);
}

/* Out-of-memory at each allocation while lowering the graphs above fails
 * cleanly (ASan checks that nothing leaks). */
static void test_alloc_failures(void **state) {
  (void)state;
  const char *const texts[] = {scan_cag, var_cag};
  for (size_t t = 0; t < sizeof texts / sizeof *texts; t++) {
    assert_true(kir_alloc_failures(texts[t], true) > 20);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_scans),
      cmocka_unit_test(test_scan_edges),
      cmocka_unit_test(test_scan_kir),
      cmocka_unit_test(test_scan_builder_errors),
      cmocka_unit_test(test_logsumexp),
      cmocka_unit_test(test_variance),
      cmocka_unit_test(test_variance_degenerate),
      cmocka_unit_test(test_prod_mean_amin),
      cmocka_unit_test(test_channel_sums_collapse_or_nest),
      cmocka_unit_test(test_shape_rule_errors),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
