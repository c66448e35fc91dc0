/* The native lowering of convolution_backward (lib/ops/conv_lower.c):
 * 1-d and 2-d convolutions with stride, padding, dilation and groups,
 * every output_mask combination, f32 / f64 / bf16, each graph compiled
 * once and run with two bindings of its batch and spatial symbols,
 * inputs in non-contiguous layouts (channels-last, transposed), size-1
 * and empty batches; outputs compared with a naive C reference computed
 * here in double. Then the structure of the kernel IR (two GEMMs, no
 * copy of a weight whose strides are known), the nodes the lowering
 * declines (host fallback, counted; an error when the fallback is
 * disabled), and allocation failures while compiling and running. */
#include "lower_harness.h"

/* ---- the reference -------------------------------------------------------
 */

/* A convolution in 2-d form: a 1-d one has H = 1 and a 1-high kernel. */
typedef struct conv_geom {
  int64_t n, c, o, g, ih, iw, kh, kw, sh, sw, ph, pw, dh, dw, oh, ow;
} conv_geom;

/* gx, gw, gb (zeroed by the caller) from x [n, c, ih, iw], w [o, c/g, kh,
 * kw], gy [n, o, oh, ow], all row-major: the direct scatter form of the
 * convolution's backward. */
static void ref_conv_backward(const conv_geom *q, const double *x,
                              const double *w, const double *gy, double *gx,
                              double *gw, double *gb) {
  int64_t cg = q->c / q->g, og = q->o / q->g;
  for (int64_t n = 0; n < q->n; n++)
    for (int64_t o = 0; o < q->o; o++)
      for (int64_t y = 0; y < q->oh; y++)
        for (int64_t z = 0; z < q->ow; z++) {
          double d = gy[((n * q->o + o) * q->oh + y) * q->ow + z];
          gb[o] += d;
          int64_t g = o / og;
          for (int64_t c = 0; c < cg; c++)
            for (int64_t a = 0; a < q->kh; a++)
              for (int64_t b = 0; b < q->kw; b++) {
                int64_t i = y * q->sh - q->ph + a * q->dh;
                int64_t j = z * q->sw - q->pw + b * q->dw;
                if (i < 0 || i >= q->ih || j < 0 || j >= q->iw) continue;
                int64_t xi = ((n * q->c + g * cg + c) * q->ih + i) * q->iw + j;
                int64_t wi = ((o * cg + c) * q->kh + a) * q->kw + b;
                gx[xi] += d * w[wi];
                gw[wi] += d * x[xi];
              }
        }
}

/* ---- cases -----------------------------------------------------------------
 */

typedef struct conv_case {
  const char *name;
  const char *cag; /* %0 grad_output, %1 input, %2 weight */
  cajit_dtype dt;
  int k; /* spatial dims */
  int64_t c, o, g, ks[2], s[2], p[2], d[2];
  bool mask[3];
  struct {
    int64_t n, sp[2];
  } bind[2];
  const int *x_order, *gy_order; /* memory layouts (NULL: row-major) */
  double rtol;
} conv_case;

#define SYMS2                                                                  \
  "sym s0 = input 1 dim 0\nsym s1 = input 1 dim 2\nsym s2 = input 1 dim 3\n"
#define SYMS1 "sym s0 = input 1 dim 0\nsym s1 = input 1 dim 2\n"

static const int channels_last[4] = {0, 2, 3, 1};
static const int batch_inside[4] = {1, 0, 2, 3};
static const int length_outside[3] = {2, 0, 1};

static const conv_case cases[] = {
    {"3x3 same, channels-last input",
     HEADER SYMS2 "input %0 : f32[s0, 6, s1, s2]\n"
                  "input %1 : f32[s0, 4, s1, s2]\n"
                  "input %2 : f32[6, 4, 3, 3]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[6], [1, 1], [1, 1], [1, 1], false, [0, 0], 1, [true, "
                  "true, true]) : (f32[s0, 4, s1, s2], f32[6, 4, 3, 3], "
                  "f32[6])\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F32,
     2,
     4,
     6,
     1,
     {3, 3},
     {1, 1},
     {1, 1},
     {1, 1},
     {true, true, true},
     {{2, {5, 6}}, {3, {7, 4}}},
     channels_last,
     NULL,
     1e-6},
    {"groups 2, 3x2, stride (2, 1), padding (1, 0), dilation (1, 2)",
     HEADER SYMS2 "input %0 : f32[s0, 6, (s1 - 1) // 2 + 1, s2 - 2]\n"
                  "input %1 : f32[s0, 4, s1, s2]\n"
                  "input %2 : f32[6, 2, 3, 2]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[6], [2, 1], [1, 0], [1, 2], false, [0, 0], 2, [true, "
                  "true, true]) : (f32[s0, 4, s1, s2], f32[6, 2, 3, 2], "
                  "f32[6])\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F32,
     2,
     4,
     6,
     2,
     {3, 2},
     {2, 1},
     {1, 0},
     {1, 2},
     {true, true, true},
     {{2, {7, 8}}, {1, {9, 5}}},
     NULL,
     NULL,
     1e-6},
    {"depthwise 3x3 stride 2, f64",
     HEADER SYMS2
     "input %0 : f64[s0, 3, (s1 - 1) // 2 + 1, (s2 - 1) // 2 + 1]\n"
     "input %1 : f64[s0, 3, s1, s2]\n"
     "input %2 : f64[3, 1, 3, 3]\n"
     "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
     "[3], [2, 2], [1, 1], [1, 1], false, [0, 0], 3, [true, "
     "true, true]) : (f64[s0, 3, s1, s2], f64[3, 1, 3, 3], "
     "f64[3])\n"
     "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F64,
     2,
     3,
     3,
     3,
     {3, 3},
     {2, 2},
     {1, 1},
     {1, 1},
     {true, true, true},
     {{2, {6, 6}}, {3, {5, 7}}},
     NULL,
     NULL,
     1e-12},
    {"dilation 2, padding 2, groups 3, grad_input only, batch-inside "
     "grad_output",
     HEADER SYMS2 "input %0 : f32[s0, 6, s1, s2]\n"
                  "input %1 : f32[s0, 6, s1, s2]\n"
                  "input %2 : f32[6, 2, 3, 3]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "none, [1, 1], [2, 2], [2, 2], false, [0, 0], 3, [true, "
                  "false, false]) : (f32[s0, 6, s1, s2], none, none)\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F32,
     2,
     6,
     6,
     3,
     {3, 3},
     {1, 1},
     {2, 2},
     {2, 2},
     {true, false, false},
     {{2, {5, 5}}, {1, {8, 3}}},
     NULL,
     batch_inside,
     1e-6},
    {"1-d, kernel 5, stride 3, padding 2, dilation 2, groups 2, weight and "
     "bias only, length-outermost grad_output",
     HEADER SYMS1 "input %0 : f32[s0, 6, (s1 - 5) // 3 + 1]\n"
                  "input %1 : f32[s0, 4, s1]\n"
                  "input %2 : f32[6, 2, 5]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[6], [3], [2], [2], false, [0], 2, [false, true, true]) : "
                  "(none, f32[6, 2, 5], f32[6])\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F32,
     1,
     4,
     6,
     2,
     {1, 5},
     {1, 3},
     {0, 2},
     {1, 2},
     {false, true, true},
     {{2, {1, 13}}, {3, {1, 20}}},
     NULL,
     length_outside,
     1e-6},
    {"1-d, kernel 3, padding 1, every gradient",
     HEADER SYMS1 "input %0 : f32[s0, 5, s1]\n"
                  "input %1 : f32[s0, 3, s1]\n"
                  "input %2 : f32[5, 3, 3]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[5], [1], [1], [1], false, [0], 1, [true, true, true]) : "
                  "(f32[s0, 3, s1], f32[5, 3, 3], f32[5])\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F32,
     1,
     3,
     5,
     1,
     {1, 3},
     {1, 1},
     {0, 1},
     {1, 1},
     {true, true, true},
     {{2, {1, 7}}, {1, {1, 1}}},
     NULL,
     NULL,
     1e-6},
    {"1x1, size-1 and empty batch",
     HEADER SYMS2 "input %0 : f32[s0, 5, s1, s2]\n"
                  "input %1 : f32[s0, 3, s1, s2]\n"
                  "input %2 : f32[5, 3, 1, 1]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[5], [1, 1], [0, 0], [1, 1], false, [0, 0], 1, [true, "
                  "true, true]) : (f32[s0, 3, s1, s2], f32[5, 3, 1, 1], "
                  "f32[5])\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F32,
     2,
     3,
     5,
     1,
     {1, 1},
     {1, 1},
     {0, 0},
     {1, 1},
     {true, true, true},
     {{1, {1, 1}}, {0, {3, 3}}},
     channels_last,
     NULL,
     1e-6},
    {"4x4 patches, stride 4",
     HEADER SYMS2 "input %0 : f32[s0, 8, s1 // 4, s2 // 4]\n"
                  "input %1 : f32[s0, 3, s1, s2]\n"
                  "input %2 : f32[8, 3, 4, 4]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[8], [4, 4], [0, 0], [1, 1], false, [0, 0], 1, [true, "
                  "true, true]) : (f32[s0, 3, s1, s2], f32[8, 3, 4, 4], "
                  "f32[8])\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_F32,
     2,
     3,
     8,
     1,
     {4, 4},
     {4, 4},
     {0, 0},
     {1, 1},
     {true, true, true},
     {{2, {8, 8}}, {1, {13, 6}}},
     NULL,
     NULL,
     1e-6},
    {"bf16 (f32 accumulation), groups 2",
     HEADER SYMS2 "input %0 : bf16[s0, 4, s1, s2]\n"
                  "input %1 : bf16[s0, 4, s1, s2]\n"
                  "input %2 : bf16[4, 2, 3, 3]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[4], [1, 1], [1, 1], [1, 1], false, [0, 0], 2, [true, "
                  "true, true]) : (bf16[s0, 4, s1, s2], bf16[4, 2, 3, 3], "
                  "bf16[4])\n"
                  "return (%3, %4, %5)\n",
     CAJIT_DTYPE_BF16,
     2,
     4,
     4,
     2,
     {3, 3},
     {1, 1},
     {1, 1},
     {1, 1},
     {true, true, true},
     {{2, {4, 5}}, {1, {3, 3}}},
     NULL,
     NULL,
     1e-6},
};

/* Runs case cc for binding b on the compiled graph c and checks every
 * requested gradient. */
static void run_case(compiled *c, const conv_case *cc, int b) {
  conv_geom q = {0};
  q.n = cc->bind[b].n, q.c = cc->c, q.o = cc->o, q.g = cc->g;
  q.ih = cc->bind[b].sp[0], q.iw = cc->bind[b].sp[1];
  q.kh = cc->ks[0], q.kw = cc->ks[1];
  q.sh = cc->s[0], q.sw = cc->s[1], q.ph = cc->p[0], q.pw = cc->p[1];
  q.dh = cc->d[0], q.dw = cc->d[1];
  q.oh = (q.ih + 2 * q.ph - q.dh * (q.kh - 1) - 1) / q.sh + 1;
  q.ow = (q.iw + 2 * q.pw - q.dw * (q.kw - 1) - 1) / q.sw + 1;
  /* Tensor shapes: the 2-d form without the H dims for 1-d cases. */
  int nd = 2 + cc->k, sp0 = cc->k == 2 ? 0 : 1;
  int64_t xs[4] = {q.n, q.c, q.ih, q.iw}, ws[4] = {q.o, q.c / q.g, q.kh, q.kw};
  int64_t ys[4] = {q.n, q.o, q.oh, q.ow};
  if (sp0) xs[2] = q.iw, ws[2] = q.kw, ys[2] = q.ow;
  tensor gy, x, w;
  make_hashed(&gy, cc->dt, nd, ys, cc->gy_order, 1);
  make_hashed(&x, cc->dt, nd, xs, cc->x_order, 2);
  make_hashed(&w, cc->dt, nd, ws, NULL, 3);
  tensor *in[3] = {&gy, &x, &w};
  ok(run(c, in, 3));
  double *gx = calloc((size_t)x.n + 1, sizeof(double));
  double *gw = calloc((size_t)w.n + 1, sizeof(double));
  double *gb = calloc((size_t)q.o, sizeof(double));
  assert_true(gx && gw && gb);
  ref_conv_backward(&q, x.v, w.v, gy.v, gx, gw, gb);
  char what[160];
  snprintf(what, sizeof what, "%s, binding %d, grad_input", cc->name, b);
  if (cc->mask[0])
    check_rounded(&c->outs[0]->dl_tensor, cc->dt, nd, xs, gx, cc->rtol, what);
  else
    assert_null(c->outs[0]);
  snprintf(what, sizeof what, "%s, binding %d, grad_weight", cc->name, b);
  if (cc->mask[1])
    check_rounded(&c->outs[1]->dl_tensor, cc->dt, nd, ws, gw, cc->rtol, what);
  else
    assert_null(c->outs[1]);
  snprintf(what, sizeof what, "%s, binding %d, grad_bias", cc->name, b);
  if (cc->mask[2])
    check_rounded(&c->outs[2]->dl_tensor, cc->dt, 1, &q.o, gb, cc->rtol, what);
  else
    assert_null(c->outs[2]);
  free(gx);
  free(gw);
  free(gb);
  release(&gy);
  release(&x);
  release(&w);
}

static void test_conv_backward(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    compiled c;
    compile(cases[i].cag, &c);
    assert_int_equal(cajit_graph_fallback_count(c.g), 0);
    run_case(&c, &cases[i], 0);
    run_case(&c, &cases[i], 1);
    destroy(&c);
  }
}

/* ---- the kernel IR -------------------------------------------------------
 */

/* Two GEMMs (transposes are views), one padded-input copy that fusion
 * keeps (im2col reads each of its elements 9 times: inlined, the masked
 * load would be redone at each read), one im2col, one col2im (a gathering
 * reduction for stride 1, a scatter for stride 2), and the weight is
 * copied only when its strides are not known. */
static void test_kernel_ir(void **state) {
  (void)state;
  static const char *known =
      HEADER SYMS2 "input %0 : f32[s0, 6, s1, s2]\n"
                   "input %1 : f32[s0, 4, s1, s2]\n"
                   "input %2 : f32[6, 4, 3, 3]{36, 9, 3, 1}\n"
                   "%3, %4, %5 = aten.convolution_backward.default(%0, %1, "
                   "%2, [6], [1, 1], [1, 1], [1, 1], false, [0, 0], 1, [true, "
                   "true, true]) : (f32[s0, 4, s1, s2], f32[6, 4, 3, 3], "
                   "f32[6])\n"
                   "return (%3, %4, %5)\n";
  char *kir = kir_of(known);
  assert_int_equal(count_of(kir, "\": gemm"), 2);
  assert_int_equal(count_of(kir, " im2col\": pointwise"), 1);
  assert_int_equal(count_of(kir, " padded input\": pointwise"), 1);
  assert_int_equal(count_of(kir, " col2im\": reduce sum over [s0, 1, 4, s1, "
                                 "s2] x [3, 3]"),
                   1);
  assert_int_equal(count_of(kir, " grad_bias\": reduce"), 1);
  assert_int_equal(count_of(kir, " weight\": pointwise"), 0);
  /* The GEMM operands are [G, rows, cols] views: grad_weight is
   * [1, 6, 36] = [1, 6, N*L] @ [1, N*L, 36]. */
  assert_non_null(strstr(kir, "view f32[1, 6, 36] of"));
  assert_non_null(strstr(kir, "view f32[1, s0 * s1 * s2, 36] of"));
  cajit_free(kir);
  kir = kir_of(cases[0].cag); /* weight strides unknown: one small copy */
  assert_int_equal(count_of(kir, " weight\": pointwise over [1, 6, 36]"), 1);
  cajit_free(kir);
  static const char *strided =
      HEADER SYMS2 "input %0 : f32[s0, 6, s1, s2]\n"
                   "input %1 : f32[s0, 4, s1 * 2, s2 * 2]\n"
                   "input %2 : f32[6, 4, 3, 3]{36, 9, 3, 1}\n"
                   "%3, %4, %5 = aten.convolution_backward.default(%0, %1, "
                   "%2, [6], [2, 2], [1, 1], [1, 1], false, [0, 0], 1, [true, "
                   "true, false]) : (f32[s0, 4, s1 * 2, s2 * 2], "
                   "f32[6, 4, 3, 3], none)\n"
                   "return (%3, %4)\n";
  kir = kir_of(strided);
  assert_int_equal(count_of(kir, " grad_input zero\": pointwise"), 1);
  assert_int_equal(count_of(kir, " col2im\": scatter sum over [1, 4, 3, 3, "
                                 "s0, s1, s2]"),
                   1);
  assert_int_equal(count_of(kir, " col2im\": reduce"), 0);
  cajit_free(kir);
}

/* ---- declined nodes --------------------------------------------------------
 */

/* A graph around one convolution_backward node whose text is given. */
static void declined(const char *cag, const char *reason) {
  compiled c;
  /* Compiles with the fallback, counted as one. */
  ok(try_compile_opts(cag, NULL, &c));
  assert_int_equal(cajit_graph_fallback_count(c.g), 1);
  destroy(&c);
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_host_fallback = true;
  char want[200];
  snprintf(want, sizeof want,
           "the native lowering does not handle this node (%s), and the "
           "host fallback is disabled",
           reason);
  cajit_status s = try_compile_opts(cag, &o, &c);
  expect_error(s, CAJIT_UNSUPPORTED, want);
  destroy(&c);
}

#define DECL_IN                                                                \
  HEADER "sym s0 = input 1 dim 0\n"                                            \
         "input %0 : f32[s0, 6, 5, 5]\n"                                       \
         "input %1 : f32[s0, 4, 5, 5]\n"

static void test_declined(void **state) {
  (void)state;
  declined(HEADER "sym s0 = input 1 dim 0\n"
                  "input %0 : f32[s0, 4, 5, 5]\n"
                  "input %1 : f32[s0, 6, 3, 3]\n"
                  "input %2 : f32[6, 4, 3, 3]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "[4], [1, 1], [0, 0], [1, 1], true, [0, 0], 1, [true, true, "
                  "true]) : (f32[s0, 6, 3, 3], f32[6, 4, 3, 3], f32[4])\n"
                  "return (%3, %4, %5)\n",
           "transposed=True");
  declined(HEADER "sym s0 = input 1 dim 0\n"
                  "input %0 : i64[s0, 6, 5, 5]\n"
                  "input %1 : i64[s0, 4, 5, 5]\n"
                  "input %2 : i64[6, 4, 1, 1]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "none, [1, 1], [0, 0], [1, 1], false, [0, 0], 1, [true, "
                  "false, false]) : (i64[s0, 4, 5, 5], none, none)\n"
                  "return (%3, %4, %5)\n",
           "a non-floating dtype");
  declined(DECL_IN "input %2 : f64[6, 4, 1, 1]\n"
                   "%3, %4, %5 = aten.convolution_backward.default(%0, %1, "
                   "%2, none, [1, 1], [0, 0], [1, 1], false, [0, 0], 1, "
                   "[true, false, false]) : (f32[s0, 4, 5, 5], none, none)\n"
                   "return (%3, %4, %5)\n",
           "operands of different dtypes or ranks");
  declined(HEADER "input %0 : f32[1, 2, 2, 2, 2, 2]\n"
                  "input %1 : f32[1, 2, 2, 2, 2, 2]\n"
                  "input %2 : f32[2, 2, 1, 1, 1, 1]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "none, [1], [0], [1], false, [0], 1, [true, false, false]) "
                  ": (f32[1, 2, 2, 2, 2, 2], none, none)\n"
                  "return (%3, %4, %5)\n",
           "more than 3 spatial dims");
  declined(HEADER "sym s0 = input 1 dim 0\nsym s1 = input 1 dim 2\n"
                  "sym s2 = input 1 dim 3\n"
                  "input %0 : f32[s0, 6, (s1 - 3) // s2 + 1, 3]\n"
                  "input %1 : f32[s0, 4, s1, 5]\n"
                  "input %2 : f32[6, 4, 3, 3]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "none, [s2, 1], [0, 0], [1, 1], false, [0, 0], 1, [true, "
                  "false, false]) : (f32[s0, 4, s1, 5], none, none)\n"
                  "return (%3, %4, %5)\n",
           "a symbolic stride, padding or dilation");
  declined(DECL_IN "input %2 : f32[6, 4, 3, 3]\n"
                   "%3, %4, %5 = aten.convolution_backward.default(%0, %1, "
                   "%2, none, [1, 1], [0, 0], [0, 0], false, [0, 0], 1, "
                   "[true, false, false]) : (f32[s0, 4, 5, 5], none, none)\n"
                   "return (%3, %4, %5)\n",
           "a zero stride or dilation");
  declined("cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\n"
           "sym s0 = input 1 dim 0\nsym s1 = sizes 0\n"
           "input %0 : f32[s0, 6, 5, 5]\n"
           "input %1 : f32[s0, 3 * s1, 5, 5]\n"
           "input %2 : f32[6, 3, 1, 1]\n"
           "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, none, "
           "[1, 1], [0, 0], [1, 1], false, [0, 0], s1, [true, false, false]) "
           ": (f32[s0, 3 * s1, 5, 5], none, none)\n"
           "return (%3, %4, %5)\n",
           "symbolic or non-positive groups");
  declined(DECL_IN "input %2 : f32[6, 1, 1, 1]\n"
                   "%3, %4, %5 = aten.convolution_backward.default(%0, %1, "
                   "%2, none, [1, 1], [0, 0], [1, 1], false, [0, 0], 4, "
                   "[true, false, false]) : (f32[s0, 4, 5, 5], none, none)\n"
                   "return (%3, %4, %5)\n",
           "output channels not known to be a multiple of groups");
  declined(HEADER "sym s0 = input 1 dim 0\nsym s1 = input 2 dim 2\n"
                  "input %0 : f32[s0, 6, 6 - s1, 6 - s1]\n"
                  "input %1 : f32[s0, 4, 5, 5]\n"
                  "input %2 : f32[6, 4, s1, s1]\n"
                  "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, "
                  "none, [1, 1], [0, 0], [1, 1], false, [0, 0], 1, [true, "
                  "false, false]) : (f32[s0, 4, 5, 5], none, none)\n"
                  "return (%3, %4, %5)\n",
           "a symbolic kernel size");
}

/* A `transposed` that is not a constant (the result of an op the host
 * computes) cannot be lowered natively: the node counts as a fallback. */
static void test_declined_unknown_transposed(void **state) {
  (void)state;
  cajit_graph *g;
  ok(cajit_graph_parse(
      cajit_sv_from_cstr(
          DECL_IN "input %2 : f32[6, 4, 1, 1]\n"
                  "%3 = my.flag() : bool\n"
                  "%4, %5, %6 = aten.convolution_backward.default(%0, %1, "
                  "%2, none, [1, 1], [0, 0], [1, 1], %3, [0, 0], 1, [true, "
                  "false, false]) : (f32[s0, 4, 5, 5], none, none)\n"
                  "return (%4, %5, %6)\n"),
      "t.cag", &g));
  ok(cajit_graph_verify(g));
  assert_false(cajit_graph_node_needs_fallback(g, 0) &&
               !cajit_graph_node_needs_fallback(g, 1));
  assert_true(cajit_graph_node_needs_fallback(g, 1));
  assert_int_equal(cajit_graph_fallback_count(g), 2);
  cajit_graph_destroy(g);
}

/* A forward convolution is a library call by design (CAJIT_OP_LIBRARY): a
 * library call when the options list it, otherwise a counted host
 * fallback, refused when the fallback is disabled. */
static void test_forward_is_a_library_call(void **state) {
  (void)state;
  static const char *fwd =
      HEADER "sym s0 = input 0 dim 0\n"
             "input %0 : f32[s0, 4, 5, 5]\n"
             "input %1 : f32[6, 4, 3, 3]\n"
             "input %2 : f32[6]\n"
             "%3 = aten.convolution.default(%0, %1, %2, [1, 1], [1, 1], "
             "[1, 1], false, [0, 0], 1) : f32[s0, 6, 5, 5]\n"
             "return (%3)\n";
  compiled c;
  ok(try_compile_opts(fwd, NULL, &c));
  assert_int_equal(cajit_graph_fallback_count(c.g), 1);
  assert_int_equal(cajit_compiled_fallback_count(c.c), 1);
  assert_string_equal(cajit_compiled_fallback_ops(c.c),
                      "aten.convolution.default\n");
  assert_string_equal(cajit_compiled_library_ops(c.c), "");
  destroy(&c);
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.library_nodes = "3";
  o.no_host_fallback = true; /* a library call is no fallback */
  ok(try_compile_opts(fwd, &o, &c));
  assert_int_equal(cajit_compiled_fallback_count(c.c), 0);
  assert_string_equal(cajit_compiled_library_ops(c.c),
                      "aten.convolution.default\n");
  destroy(&c);
  o.library_nodes = "7"; /* another node */
  expect_error(try_compile_opts(fwd, &o, &c), CAJIT_UNSUPPORTED,
               "no native lowering for this case, and the host fallback is "
               "disabled");
  destroy(&c);
}

/* cajit_compile_library_nodes (lib/compile/library_nodes.c): forward
 * convolutions always; AUTO the backwards of at least
 * CAJIT_LIBRARY_MIN_MACS multiply-adds per image at the call's sizes, with
 * a note for those it cannot size; LIBRARY all; NATIVE none; a bad mode
 * names the variable. */
static void test_library_nodes_chosen(void **state) {
  (void)state;
  static const char *text =
      HEADER "sym s0 = input 0 dim 0\n"
             "sym s1 = input 0 dim 2\n"
             "input %0 : f32[s0, 32, s1, s1]\n"
             "input %1 : f32[s0, 32, s1, s1]\n"
             "input %2 : f32[32, 32, 3, 3]\n"
             "%3, %4, %5 = aten.convolution_backward.default(%0, %1, %2, [0], "
             "[1, 1], [1, 1], [1, 1], false, [0, 0], 1, [true, true, false]) "
             ": (f32[s0, 32, s1, s1], f32[32, 32, 3, 3], none)\n"
             "%6 = aten.convolution.default(%1, %2, none, [1, 1], [1, 1], "
             "[1, 1], false, [0, 0], 1) : f32[s0, 32, s1, s1]\n"
             "return (%3, %4, %6)\n";
  cajit_graph *g = NULL;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "t.cag", &g));
  ok(cajit_graph_verify(g));
  int32_t n = cajit_expr_ctx_symbol_count(g->exprs);
  int64_t ints[8] = {0};
  assert_true(n <= 8);
  int32_t s0 = cajit_expr_ctx_find_symbol(g->exprs, CAJIT_SV("s0"));
  int32_t s1 = cajit_expr_ctx_find_symbol(g->exprs, CAJIT_SV("s1"));
  ints[s0] = 1;
  ints[s1] = 32; /* 32 * 32*3*3 * 32*32 = 9.4M per image: library */
  cajit_expr_binding call = {ints, NULL, n};
  char *list = NULL, *note = NULL;
  cajit_conv_backward_mode m;
  ok(cajit_conv_backward_mode_parse("auto", &m));
  ok(cajit_compile_library_nodes(g, m, &call, NULL, &list, &note));
  assert_string_equal(list, "6,3");
  assert_null(note);
  cajit_free(list);
  ints[s1] = 8; /* 0.6M: native */
  ok(cajit_compile_library_nodes(g, m, &call, NULL, &list, &note));
  assert_string_equal(list, "6");
  cajit_free(list);
  cajit_expr_binding none = {NULL, NULL, 0}; /* s1 has no value */
  ok(cajit_compile_library_nodes(g, m, &none, NULL, &list, &note));
  assert_string_equal(list, "6");
  assert_non_null(strstr(note, "%3: cannot size the convolution ("));
  assert_non_null(strstr(note, "); it stays native"));
  cajit_free(list);
  cajit_free(note);
  ok(cajit_compile_library_nodes(g, m, NULL, "no inputs", &list, &note));
  assert_string_equal(note, "cannot size the convolutions (no inputs); they "
                            "stay native\n");
  cajit_free(list);
  cajit_free(note);
  ok(cajit_conv_backward_mode_parse("library", &m));
  ok(cajit_compile_library_nodes(g, m, NULL, NULL, &list, &note));
  assert_string_equal(list, "*");
  cajit_free(list);
  ok(cajit_compile_library_nodes_gpu(g, &list)); /* cuDNN: both */
  assert_string_equal(list, "3,6");
  cajit_free(list);
  ok(cajit_conv_backward_mode_parse("native", &m));
  ok(cajit_compile_library_nodes(g, m, &call, NULL, &list, &note));
  assert_string_equal(list, "6");
  cajit_free(list);
  expect_error(cajit_conv_backward_mode_parse("fast", &m),
               CAJIT_INVALID_ARGUMENT,
               "CAJIT_CONV_BACKWARD must be auto, library or native, not "
               "'fast'");
  cajit_graph_destroy(g);
}

/* ---- the column margins ----------------------------------------------------
 */

/* JIT code is not instrumented by ASan, so the claim that col2im's reads
 * stay inside the margins of the columns buffer (make_columns in
 * conv_lower.c) is checked here by brute force, per spatial dim: every
 * read position o = (i + p - k*d) // s lies in [-e, P - 1 + e] with
 * e = max(0, ceil(((K-1)d - p) / s)). */
static void test_column_margins(void **state) {
  (void)state;
  int checked = 0;
  for (int64_t kk = 1; kk <= 5; kk++)
    for (int64_t s = 1; s <= 4; s++)
      for (int64_t p = 0; p <= 4; p++)
        for (int64_t d = 1; d <= 3; d++)
          for (int64_t in = 1; in <= 16; in++) {
            int64_t span = in + 2 * p - d * (kk - 1) - 1;
            if (span < 0) continue; /* torch rejects it */
            int64_t out = span / s + 1, reach = (kk - 1) * d - p;
            int64_t e = reach > 0 ? (reach + s - 1) / s : 0;
            for (int64_t i = 0; i < in; i++)
              for (int64_t k = 0; k < kk; k++) {
                int64_t t = i + p - k * d;
                int64_t o = t >= 0 ? t / s : -((-t + s - 1) / s);
                if (o < -e || o > out - 1 + e)
                  fail_msg("K=%lld s=%lld p=%lld d=%lld I=%lld: i=%lld "
                           "k=%lld reads %lld outside [%lld, %lld]",
                           (long long)kk, (long long)s, (long long)p,
                           (long long)d, (long long)in, (long long)i,
                           (long long)k, (long long)o, (long long)-e,
                           (long long)(out - 1 + e));
                checked++;
              }
          }
  assert_true(checked > 10000);
}

/* ---- allocation failures -----------------------------------------------
 */

/* Lowering with the n-th allocation failing, for every n until it
 * succeeds, then a run with each of its allocations failing. */
static void test_alloc_failures(void **state) {
  (void)state;
  const conv_case *cc = &cases[1];
  assert_true(kir_alloc_failures(cc->cag, false) > 20);

  compiled c;
  compile(cc->cag, &c);
  tensor gy, x, w;
  int64_t ys[4] = {2, 6, 4, 6}, xs[4] = {2, 4, 7, 8}, ws[4] = {6, 2, 3, 2};
  make_hashed(&gy, CAJIT_DTYPE_F32, 4, ys, NULL, 1);
  make_hashed(&x, CAJIT_DTYPE_F32, 4, xs, NULL, 2);
  make_hashed(&w, CAJIT_DTYPE_F32, 4, ws, NULL, 3);
  tensor *in[3] = {&gy, &x, &w};
  assert_true(run_alloc_failures(&c, in, 3) >=
              5); /* the arena, then each buffer */
  assert_non_null(c.outs[0]);
  release(&gy);
  release(&x);
  release(&w);
  destroy(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_conv_backward),
      cmocka_unit_test(test_kernel_ir),
      cmocka_unit_test(test_declined),
      cmocka_unit_test(test_declined_unknown_transposed),
      cmocka_unit_test(test_forward_is_a_library_call),
      cmocka_unit_test(test_library_nodes_chosen),
      cmocka_unit_test(test_column_margins),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
