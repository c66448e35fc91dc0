/* The native lowerings of avg_pool2d_backward and
 * _adaptive_avg_pool2d_backward (lib/ops/pool_lower.c): kernel, stride,
 * padding, ceil_mode, count_include_pad, divisor_override; pooled sizes
 * smaller and larger than the input; rank 3 and 4; f32 / f64 / bf16; each
 * graph compiled once and run with two bindings of its symbols, inputs in
 * channels-last layouts, size-1 and empty batches; outputs compared with
 * ATen's scatter formulation written here in double. Then the declined
 * nodes (host fallback, counted), the shape rule of the adaptive op, and
 * allocation failures. */
#include "lower_harness.h"

/* ---- references (ATen's CPU kernels, scatter form) ---------------------
 */

typedef struct pool_geom {
  int64_t b; /* leading elements (batch x channels) */
  int64_t ih, iw, oh, ow;
  int64_t kh, kw, sh, sw, ph, pw, divisor;
  bool count_include_pad;
} pool_geom;

static void ref_avg_backward(const pool_geom *q, const double *gy, double *gx) {
  for (int64_t b = 0; b < q->b; b++)
    for (int64_t y = 0; y < q->oh; y++)
      for (int64_t z = 0; z < q->ow; z++) {
        int64_t hs = y * q->sh - q->ph, ws = z * q->sw - q->pw;
        int64_t he = hs + q->kh < q->ih + q->ph ? hs + q->kh : q->ih + q->ph;
        int64_t we = ws + q->kw < q->iw + q->pw ? ws + q->kw : q->iw + q->pw;
        int64_t pool_size = (he - hs) * (we - ws);
        hs = hs > 0 ? hs : 0, ws = ws > 0 ? ws : 0;
        he = he < q->ih ? he : q->ih, we = we < q->iw ? we : q->iw;
        if (hs >= he || ws >= we) continue;
        int64_t div = q->divisor             ? q->divisor
                      : q->count_include_pad ? pool_size
                                             : (he - hs) * (we - ws);
        double d = gy[(b * q->oh + y) * q->ow + z] / (double)div;
        for (int64_t i = hs; i < he; i++)
          for (int64_t j = ws; j < we; j++)
            gx[(b * q->ih + i) * q->iw + j] += d;
      }
}

static void ref_adaptive_backward(const pool_geom *q, const double *gy,
                                  double *gx) {
  for (int64_t b = 0; b < q->b; b++)
    for (int64_t y = 0; y < q->oh; y++)
      for (int64_t z = 0; z < q->ow; z++) {
        int64_t h0 = y * q->ih / q->oh;
        int64_t h1 = ((y + 1) * q->ih + q->oh - 1) / q->oh;
        int64_t w0 = z * q->iw / q->ow;
        int64_t w1 = ((z + 1) * q->iw + q->ow - 1) / q->ow;
        double d = gy[(b * q->oh + y) * q->ow + z] / (double)(h1 - h0) /
                   (double)(w1 - w0);
        for (int64_t i = h0; i < h1; i++)
          for (int64_t j = w0; j < w1; j++)
            gx[(b * q->ih + i) * q->iw + j] += d;
      }
}

/* ---- cases -----------------------------------------------------------------
 */

typedef struct pool_case {
  const char *name;
  const char *cag; /* %0 grad_output, %1 self */
  bool adaptive;
  cajit_dtype dt;
  int rank;
  int64_t c; /* channels */
  int64_t k[2], s[2], p[2], divisor;
  bool ceil_mode, count_include_pad;
  struct {
    int64_t n, in[2], out[2];
  } bind[2];
  const int *order; /* memory layout of both inputs (NULL: row-major) */
  double rtol;
} pool_case;

#define SYMS4                                                                  \
  "sym s0 = input 1 dim 0\nsym s1 = input 1 dim 2\nsym s2 = input 1 dim 3\n"
#define SYMS3 "sym s1 = input 1 dim 1\nsym s2 = input 1 dim 2\n"

static const int channels_last[4] = {0, 2, 3, 1};
static const int channels_last3[3] = {1, 2, 0};

static const pool_case cases[] = {
    {"avg 3x3 stride 2 padding 1, count_include_pad, channels-last",
     HEADER SYMS4
     "input %0 : f32[s0, 3, (s1 - 1) // 2 + 1, (s2 - 1) // 2 + 1]\n"
     "input %1 : f32[s0, 3, s1, s2]\n"
     "%2 = aten.avg_pool2d_backward.default(%0, %1, [3, 3], [2, 2], [1, 1], "
     "false, true, none) : f32[s0, 3, s1, s2]\n"
     "return (%2)\n",
     false,
     CAJIT_DTYPE_F32,
     4,
     3,
     {3, 3},
     {2, 2},
     {1, 1},
     0,
     false,
     true,
     {{2, {7, 8}, {4, 4}}, {1, {6, 5}, {3, 3}}},
     channels_last,
     2e-6},
    {"avg 3x3 stride 2 padding 1, padding not counted",
     HEADER SYMS4
     "input %0 : f32[s0, 3, (s1 - 1) // 2 + 1, (s2 - 1) // 2 + 1]\n"
     "input %1 : f32[s0, 3, s1, s2]\n"
     "%2 = aten.avg_pool2d_backward.default(%0, %1, [3, 3], [2, 2], [1, 1], "
     "false, false, none) : f32[s0, 3, s1, s2]\n"
     "return (%2)\n",
     false,
     CAJIT_DTYPE_F32,
     4,
     3,
     {3, 3},
     {2, 2},
     {1, 1},
     0,
     false,
     false,
     {{2, {7, 8}, {4, 4}}, {1, {5, 1}, {3, 1}}},
     NULL,
     2e-6},
    {"avg 2x2 stride 2, divisor_override 3, empty batch",
     HEADER SYMS4 "input %0 : f32[s0, 3, s1 // 2, s2 // 2]\n"
                  "input %1 : f32[s0, 3, s1, s2]\n"
                  "%2 = aten.avg_pool2d_backward.default(%0, %1, [2, 2], [2, "
                  "2], [0, 0], false, true, 3) : f32[s0, 3, s1, s2]\n"
                  "return (%2)\n",
     false,
     CAJIT_DTYPE_F32,
     4,
     3,
     {2, 2},
     {2, 2},
     {0, 0},
     3,
     false,
     true,
     {{2, {8, 7}, {4, 3}}, {0, {4, 4}, {2, 2}}},
     NULL,
     2e-6},
    {"avg rank 3, kernel (3, 2), stride (1, 2), padding (1, 0), f64",
     HEADER SYMS3 "input %0 : f64[3, s1, s2 // 2]\n"
                  "input %1 : f64[3, s1, s2]\n"
                  "%2 = aten.avg_pool2d_backward.default(%0, %1, [3, 2], [1, "
                  "2], [1, 0], false, false, none) : f64[3, s1, s2]\n"
                  "return (%2)\n",
     false,
     CAJIT_DTYPE_F64,
     3,
     3,
     {3, 2},
     {1, 2},
     {1, 0},
     0,
     false,
     false,
     {{1, {7, 8}, {7, 4}}, {1, {1, 2}, {1, 1}}},
     channels_last3,
     1e-12},
    {"avg ceil_mode (symbolic sizes, declared pooled shape), stride given "
     "empty",
     HEADER SYMS4
     "input %0 : f32[s0, 3, (s1 - 1) // 2 + 1, (s2 - 1) // 2 + 1]\n"
     "input %1 : f32[s0, 3, s1, s2]\n"
     "%2 = aten.avg_pool2d_backward.default(%0, %1, [2, 2], [], "
     "[0, 0], true, true, none) : f32[s0, 3, s1, s2]\n"
     "return (%2)\n",
     false,
     CAJIT_DTYPE_F32,
     4,
     3,
     {2, 2},
     {2, 2},
     {0, 0},
     0,
     true,
     true,
     {{2, {7, 5}, {4, 3}}, {1, {6, 9}, {3, 5}}},
     NULL,
     2e-6},
    {"avg ceil_mode, constant sizes",
     HEADER "input %0 : f32[2, 3, 3, 3]\n"
            "input %1 : f32[2, 3, 6, 6]\n"
            "%2 = aten.avg_pool2d_backward.default(%0, %1, [3, 3], [2, 2], "
            "[0, 0], true, false, none) : f32[2, 3, 6, 6]\n"
            "return (%2)\n",
     false,
     CAJIT_DTYPE_F32,
     4,
     3,
     {3, 3},
     {2, 2},
     {0, 0},
     0,
     true,
     false,
     {{2, {6, 6}, {3, 3}}, {2, {6, 6}, {3, 3}}},
     NULL,
     2e-6},
    {"avg bf16 (f32 accumulation)",
     HEADER SYMS4 "input %0 : bf16[s0, 3, s1 // 2, s2 // 2]\n"
                  "input %1 : bf16[s0, 3, s1, s2]\n"
                  "%2 = aten.avg_pool2d_backward.default(%0, %1, [2, 2], [2, "
                  "2], [0, 0], false, true, none) : bf16[s0, 3, s1, s2]\n"
                  "return (%2)\n",
     false,
     CAJIT_DTYPE_BF16,
     4,
     3,
     {2, 2},
     {2, 2},
     {0, 0},
     0,
     false,
     true,
     {{2, {4, 6}, {2, 3}}, {1, {5, 5}, {2, 2}}},
     NULL,
     1e-2},
    {"adaptive to 1x1 (global), size-1 input",
     HEADER SYMS4 "input %0 : f32[s0, 3, 1, 1]\n"
                  "input %1 : f32[s0, 3, s1, s2]\n"
                  "%2 = aten._adaptive_avg_pool2d_backward.default(%0, %1) : "
                  "f32[s0, 3, s1, s2]\n"
                  "return (%2)\n",
     true,
     CAJIT_DTYPE_F32,
     4,
     3,
     {0, 0},
     {0, 0},
     {0, 0},
     0,
     false,
     false,
     {{2, {7, 8}, {1, 1}}, {3, {1, 1}, {1, 1}}},
     NULL,
     2e-6},
    {"adaptive to 3x2, overlapping windows and upsampling, channels-last",
     HEADER SYMS4 "input %0 : f32[s0, 3, 3, 2]\n"
                  "input %1 : f32[s0, 3, s1, s2]\n"
                  "%2 = aten._adaptive_avg_pool2d_backward.default(%0, %1) : "
                  "f32[s0, 3, s1, s2]\n"
                  "return (%2)\n",
     true,
     CAJIT_DTYPE_F32,
     4,
     3,
     {0, 0},
     {0, 0},
     {0, 0},
     0,
     false,
     false,
     {{2, {7, 5}, {3, 2}}, {1, {2, 1}, {3, 2}}},
     channels_last,
     2e-6},
    {"adaptive rank 3, symbolic pooled sizes, f64",
     HEADER SYMS3 "sym s3 = input 0 dim 1\nsym s4 = input 0 dim 2\n"
                  "input %0 : f64[3, s3, s4]\n"
                  "input %1 : f64[3, s1, s2]\n"
                  "%2 = aten._adaptive_avg_pool2d_backward.default(%0, %1) : "
                  "f64[3, s1, s2]\n"
                  "return (%2)\n",
     true,
     CAJIT_DTYPE_F64,
     3,
     3,
     {0, 0},
     {0, 0},
     {0, 0},
     0,
     false,
     false,
     {{1, {7, 5}, {3, 4}}, {1, {3, 5}, {4, 5}}},
     NULL,
     1e-12},
    {"adaptive constant sizes, 5x7 to 3x4",
     HEADER "input %0 : f32[2, 3, 3, 4]\n"
            "input %1 : f32[2, 3, 5, 7]\n"
            "%2 = aten._adaptive_avg_pool2d_backward.default(%0, %1) : f32[2, "
            "3, 5, 7]\n"
            "return (%2)\n",
     true,
     CAJIT_DTYPE_F32,
     4,
     3,
     {0, 0},
     {0, 0},
     {0, 0},
     0,
     false,
     false,
     {{2, {5, 7}, {3, 4}}, {2, {5, 7}, {3, 4}}},
     channels_last,
     2e-6},
};

static void run_case(compiled *c, const pool_case *pc, int bi) {
  pool_geom q = {0};
  q.b = pc->bind[bi].n * pc->c;
  q.ih = pc->bind[bi].in[0], q.iw = pc->bind[bi].in[1];
  q.oh = pc->bind[bi].out[0], q.ow = pc->bind[bi].out[1];
  q.kh = pc->k[0], q.kw = pc->k[1], q.sh = pc->s[0], q.sw = pc->s[1];
  q.ph = pc->p[0], q.pw = pc->p[1], q.divisor = pc->divisor;
  q.count_include_pad = pc->count_include_pad;
  int nd = pc->rank;
  int64_t xs[4], ys[4];
  int m = 0;
  if (nd == 4) xs[m] = ys[m] = pc->bind[bi].n, m++;
  xs[m] = ys[m] = pc->c, m++;
  xs[m] = q.ih, ys[m] = q.oh, m++;
  xs[m] = q.iw, ys[m] = q.ow;
  tensor gy, x;
  make_hashed(&gy, pc->dt, nd, ys, pc->order, 1);
  make_hashed(&x, pc->dt, nd, xs, pc->order, 2);
  tensor *in[2] = {&gy, &x};
  ok(run(c, in, 2));
  double *gx = calloc((size_t)x.n + 1, sizeof(double));
  assert_non_null(gx);
  if (pc->adaptive)
    ref_adaptive_backward(&q, gy.v, gx);
  else
    ref_avg_backward(&q, gy.v, gx);
  char what[160];
  snprintf(what, sizeof what, "%s, binding %d", pc->name, bi);
  check_rounded(&c->outs[0]->dl_tensor, pc->dt, nd, xs, gx, pc->rtol, what);
  free(gx);
  release(&gy);
  release(&x);
}

static void test_pool_backward(void **state) {
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

/* One gathering reduction per op, over the kernel's window candidates. */
static void test_kernel_ir(void **state) {
  (void)state;
  char *kir = kir_of(cases[0].cag);
  assert_int_equal(count_of(kir, "\": reduce sum over [s0, 3, s1, s2] x [2, "
                                 "2] acc f32"),
                   1);
  assert_int_equal(count_of(kir, "\": "), 1);
  cajit_free(kir);
  kir = kir_of(cases[7].cag); /* global pooling: one window each */
  assert_int_equal(count_of(kir, "x [1, 1] acc f32"), 1);
  cajit_free(kir);
}

/* ---- declined nodes and the adaptive shape rule ---------------------------
 */

static void declined(const char *cag, const char *reason) {
  compiled c;
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
  expect_error(try_compile_opts(cag, &o, &c), CAJIT_UNSUPPORTED, want);
  destroy(&c);
}

static void test_declined(void **state) {
  (void)state;
  declined(HEADER "input %0 : i64[1, 3, 2, 2]\n"
                  "input %1 : i64[1, 3, 4, 4]\n"
                  "%2 = aten.avg_pool2d_backward.default(%0, %1, [2, 2], [2, "
                  "2], [0, 0], false, true, none) : i64[1, 3, 4, 4]\n"
                  "return (%2)\n",
           "a non-floating dtype");
  declined(HEADER "input %0 : i64[1, 3, 2, 2]\n"
                  "input %1 : i64[1, 3, 4, 4]\n"
                  "%2 = aten._adaptive_avg_pool2d_backward.default(%0, %1) : "
                  "i64[1, 3, 4, 4]\n"
                  "return (%2)\n",
           "a non-floating dtype");
  declined("cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\n"
           "sym s0 = sizes 0\n"
           "input %0 : f32[1, 3, 2, 2]\n"
           "input %1 : f32[1, 3, 4, 4]\n"
           "%2 = aten.avg_pool2d_backward.default(%0, %1, [2, 2], [2, 2], "
           "[0, 0], false, true, s0) : f32[1, 3, 4, 4]\n"
           "return (%2)\n",
           "a non-constant divisor_override");
  declined(HEADER "input %0 : f32[1, 3, 2, 2]\n"
                  "input %1 : f32[1, 3, 4, 4]\n"
                  "%2 = aten.avg_pool2d_backward.default(%0, %1, [2, 2], [2, "
                  "2], [0, 0], false, true, 0) : f32[1, 3, 4, 4]\n"
                  "return (%2)\n",
           "a zero divisor_override");
}

/* Parameters the shape rule rejects (a graph that does not verify) or that
 * only the host knows (a bool computed by another op) are declined too:
 * cajit_graph_node_needs_fallback answers for them. */
static void needs_fallback(const char *cag, bool verify, int32_t node) {
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(cag), "t.cag", &g));
  if (verify) ok(cajit_graph_verify(g));
  assert_true(cajit_graph_node_needs_fallback(g, node));
  cajit_graph_destroy(g);
}

static void test_declined_unverified(void **state) {
  (void)state;
  needs_fallback(HEADER "input %0 : f32[1, 3, 2, 2]\n"
                        "input %1 : f32[1, 3, 4, 4]\n"
                        "%2 = my.flag() : bool\n"
                        "%3 = aten.avg_pool2d_backward.default(%0, %1, [2, "
                        "2], [2, 2], [0, 0], false, %2, none) : f32[1, 3, 4, "
                        "4]\n"
                        "return (%3)\n",
                 true, 1);
  needs_fallback("cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\n"
                 "sym s0 = sizes 0\n"
                 "input %0 : f32[1, 3, 2, 2]\n"
                 "input %1 : f32[1, 3, 4, 4]\n"
                 "%2 = aten.avg_pool2d_backward.default(%0, %1, [s0, 2], [2, "
                 "2], [0, 0], false, true, none) : f32[1, 3, 4, 4]\n"
                 "return (%2)\n",
                 false, 0);
  needs_fallback(HEADER "input %0 : f32[1, 3, 2, 2]\n"
                        "input %1 : f32[1, 3, 4, 4]\n"
                        "%2 = aten.avg_pool2d_backward.default(%0, %1, [2, "
                        "2], [2, 2], [-1, 0], false, true, none) : f32[1, 3, "
                        "4, 4]\n"
                        "return (%2)\n",
                 false, 0);
  /* The same graph with a valid padding is handled natively. */
  cajit_graph *g;
  ok(cajit_graph_parse(
      cajit_sv_from_cstr(HEADER "input %0 : f32[1, 3, 2, 2]\n"
                                "input %1 : f32[1, 3, 4, 4]\n"
                                "%2 = aten.avg_pool2d_backward.default(%0, "
                                "%1, [2, 2], [2, 2], [0, 0], false, true, "
                                "none) : f32[1, 3, 4, 4]\n"
                                "return (%2)\n"),
      "t.cag", &g));
  assert_false(cajit_graph_node_needs_fallback(g, 0));
  cajit_graph_destroy(g);
}

static void test_adaptive_shape_rule(void **state) {
  (void)state;
  verify_error(HEADER "input %0 : f32[3, 2, 2]\n"
                      "input %1 : f32[4, 4]\n"
                      "%2 = aten._adaptive_avg_pool2d_backward.default(%0, "
                      "%1) : f32[4, 4]\n"
                      "return (%2)\n",
               "self must have rank 3 or 4, found rank 2");
  verify_error(HEADER "input %0 : f32[2, 3, 2, 2]\n"
                      "input %1 : f32[1, 3, 4, 4]\n"
                      "%2 = aten._adaptive_avg_pool2d_backward.default(%0, "
                      "%1) : f32[1, 3, 4, 4]\n"
                      "return (%2)\n",
               "grad_output has shape [2, 3, 2, 2], self has shape [1, 3, "
               "4, 4]");
  verify_error(HEADER "input %0 : f32[3, 2]\n"
                      "input %1 : f32[3, 4, 4]\n"
                      "%2 = aten._adaptive_avg_pool2d_backward.default(%0, "
                      "%1) : f32[3, 4, 4]\n"
                      "return (%2)\n",
               "grad_output has shape [3, 2], self has shape [3, 4, 4]");
}

/* ---- allocation failures -----------------------------------------------
 */

static void test_alloc_failures(void **state) {
  (void)state;
  for (int which = 0; which < 2; which++) {
    const pool_case *pc = &cases[which ? 8 : 0];
    assert_true(kir_alloc_failures(pc->cag, false) > 10);
  }
  compiled c;
  compile(cases[0].cag, &c);
  tensor gy, x;
  int64_t ys[4] = {2, 3, 4, 4}, xs[4] = {2, 3, 7, 8};
  make_hashed(&gy, CAJIT_DTYPE_F32, 4, ys, NULL, 1);
  make_hashed(&x, CAJIT_DTYPE_F32, 4, xs, NULL, 2);
  tensor *in[2] = {&gy, &x};
  assert_true(run_alloc_failures(&c, in, 2) >= 2);
  assert_non_null(c.outs[0]);
  release(&gy);
  release(&x);
  destroy(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pool_backward),
      cmocka_unit_test(test_kernel_ir),
      cmocka_unit_test(test_declined),
      cmocka_unit_test(test_declined_unverified),
      cmocka_unit_test(test_adaptive_shape_rule),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
