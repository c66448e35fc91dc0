/* Lowerings of the "embedding" family: embedding (a checked gather) and
 * embedding_dense_backward (padding_idx, scale_grad_by_freq), compiled
 * from .cag text and run for two bindings of a symbolic batch size (and an
 * empty batch), with i64 and i32 indices, a transposed weight, f32, f64 and
 * bf16 gradients, compared with C references of ATen's CPU loop
 * (embedding_dense_backward_cpu: rows added in index order, each update
 * rounded to the gradient's dtype, the scale 1 / count rounded to it
 * first). Errors: out-of-range indices at run time, naming the node. */
#include "lower_harness.h"

static const char embedding_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 1 dim 0\n"
    "input %0 : f32[6, 4]\n"
    "input %1 : i64[s0, 3]\n"
    "input %2 : f32[s0, 3, 4]\n"
    "input %3 : i32[s0, 3]\n"
    "input %4 : f64[s0, 3, 4]\n"
    "%5 = aten.embedding.default(%0, %1) : f32[s0, 3, 4]\n"
    "%6 = aten.embedding_dense_backward.default(%2, %1, 6, -1, false) : "
    "f32[6, 4]\n"
    "%7 = aten.embedding_dense_backward.default(%2, %3, 6, 2, true) : "
    "f32[6, 4]\n"
    "%8 = aten.embedding.default(%0, %3, 2) : f32[s0, 3, 4]\n"
    "%9 = aten.embedding_dense_backward.default(%4, %1, 6, 0, true) : "
    "f64[6, 4]\n"
    "return (%5, %6, %7, %8, %9)\n";

static double fw(int64_t e) { return (double)e * 0.5 - 3; }
static double fg(int64_t e) { return 1.0 / (double)(e % 9 + 1) - 0.3; }
static double fi(int64_t e) { return (double)((e * 5 + 1) % 6); }
static double fj(int64_t e) { return (double)((e * 3) % 4); }

/* grad_weight of ATen's loop for indices idx (n positions), grad rows of
 * width 4, in dtype d. */
static void reference(cajit_dtype d, const double *idx, int64_t n,
                      double (*g)(int64_t), int64_t pad, bool scale,
                      double *out) {
  int64_t count[6] = {0};
  for (int64_t i = 0; i < n; i++)
    if (idx[i] >= 0) count[(int64_t)idx[i]]++;
  for (int e = 0; e < 24; e++)
    out[e] = 0;
  for (int64_t i = 0; i < n; i++) {
    int64_t k = (int64_t)idx[i];
    if (k == pad) continue;
    double s = scale ? round_to(d, 1.0 / (double)count[k]) : 1;
    for (int j = 0; j < 4; j++) {
      double gv = round_to(d, g(i * 4 + j));
      double acc = d == CAJIT_DTYPE_F64 ? out[k * 4 + j] + s * gv
                                        : f32r(out[k * 4 + j] + f32r(s * gv));
      out[k * 4 + j] = round_to(d, acc);
    }
  }
}

static void test_embedding(void **state) {
  (void)state;
  compiled c;
  compile(embedding_cag, &c);
  for (int64_t s0 = 0; s0 <= 5; s0 += 2) { /* 0, 2, 4 */
    int64_t n = s0 * 3;
    double iv[15], jv[15];
    for (int64_t e = 0; e < n; e++) {
      iv[e] = fi(e);
      jv[e] = fj(e);
    }
    tensor w, idx, g, jdx, g64;
    int64_t ws[2] = {6, 4}, is[2] = {s0, 3}, gs[3] = {s0, 3, 4};
    make(&w, CAJIT_DTYPE_F32, 2, ws, fw, (int[]){1, 0});
    make_from(&idx, CAJIT_DTYPE_I64, 2, is, iv, NULL);
    make(&g, CAJIT_DTYPE_F32, 3, gs, fg, (int[]){1, 2, 0});
    make_from(&jdx, CAJIT_DTYPE_I32, 2, is, jv, (int[]){1, 0});
    make(&g64, CAJIT_DTYPE_F64, 3, gs, fg, NULL);
    tensor *in[5] = {&w, &idx, &g, &jdx, &g64};
    ok(run(&c, in, 5));
    double e0[60], e3[60], w1[24], w2[24], w4[24];
    for (int64_t p = 0; p < n; p++)
      for (int j = 0; j < 4; j++) {
        e0[p * 4 + j] = fw((int64_t)iv[p] * 4 + j);
        e3[p * 4 + j] = fw((int64_t)jv[p] * 4 + j);
      }
    reference(CAJIT_DTYPE_F32, iv, n, fg, -1, false, w1);
    reference(CAJIT_DTYPE_F32, jv, n, fg, 2, true, w2);
    reference(CAJIT_DTYPE_F64, iv, n, fg, 0, true, w4);
    check(&c, 0, CAJIT_DTYPE_F32, 3, gs, e0, 0);
    check(&c, 1, CAJIT_DTYPE_F32, 2, ws, w1, 0);
    check(&c, 2, CAJIT_DTYPE_F32, 2, ws, w2, 0);
    check(&c, 3, CAJIT_DTYPE_F32, 3, gs, e3, 0);
    check(&c, 4, CAJIT_DTYPE_F64, 2, ws, w4, 0);
    if (s0 == 0) continue;
    /* The forward's index 6 in a table of 6 rows fails the call. */
    iv[n - 1] = 6;
    make_from(&idx, CAJIT_DTYPE_I64, 2, is, iv, NULL);
    expect_error(run(&c, in, 5), CAJIT_INVALID_ARGUMENT,
                 "%5 = aten.embedding.default: index 6 is out of bounds for "
                 "dimension 0 with size 6");
    assert_null(c.outs[0]);
    iv[n - 1] = -1;
    make_from(&idx, CAJIT_DTYPE_I64, 2, is, iv, NULL);
    expect_error(run(&c, in, 5), CAJIT_INVALID_ARGUMENT,
                 "%5 = aten.embedding.default: index -1 is out of bounds");
  }
  destroy(&c);
}

/* The backward alone: a padding index is skipped before it is checked (-1
 * with padding_idx -1), any other bad index fails, also when it is only
 * counted (scale_grad_by_freq). bf16 gradients round each update. */
static const char backward_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "input %0 : bf16[7, 4]\n"
    "input %1 : i64[7]\n"
    "%2 = aten.embedding_dense_backward.default(%0, %1, 6, -1, true) : "
    "bf16[6, 4]\n"
    "%3 = aten.embedding_dense_backward.default(%0, %1, 6, -1, false) : "
    "bf16[6, 4]\n"
    "return (%2, %3)\n";

static double fb(int64_t e) { return 1.5 + (double)(e % 5) / 64; }

static void test_backward_bf16_and_errors(void **state) {
  (void)state;
  compiled c;
  compile(backward_cag, &c);
  double iv[7] = {1, -1, 1, 3, 1, 1, 3};
  tensor g, idx;
  int64_t gs[2] = {7, 4}, is[1] = {7}, ws[2] = {6, 4};
  make(&g, CAJIT_DTYPE_BF16, 2, gs, fb, NULL);
  make_from(&idx, CAJIT_DTYPE_I64, 1, is, iv, NULL);
  tensor *in[2] = {&g, &idx};
  ok(run(&c, in, 2));
  double w0[24], w1[24];
  /* The padding index -1 is skipped; 1 occurs 4 times, 3 twice. */
  for (int e = 0; e < 24; e++)
    w0[e] = 0;
  int64_t count[6] = {0, 4, 0, 2, 0, 0};
  for (int i = 0; i < 7; i++) {
    if (iv[i] < 0) continue;
    int64_t k = (int64_t)iv[i];
    double s = bf16r(1.0 / (double)count[k]);
    for (int j = 0; j < 4; j++)
      w0[k * 4 + j] =
          bf16r(f32r(w0[k * 4 + j] + f32r(s * bf16r(fb(i * 4 + j)))));
  }
  reference(CAJIT_DTYPE_BF16, iv, 7, fb, -1, false, w1);
  check(&c, 0, CAJIT_DTYPE_BF16, 2, ws, w0, 0);
  check(&c, 1, CAJIT_DTYPE_BF16, 2, ws, w1, 0);
  /* A bad index: the counting scatter of %2 meets it first. */
  iv[3] = 6;
  make_from(&idx, CAJIT_DTYPE_I64, 1, is, iv, NULL);
  expect_error(run(&c, in, 2), CAJIT_INVALID_ARGUMENT,
               "%2 = aten.embedding_dense_backward.default: index 6 is out of "
               "bounds for dimension 0 with size 6");
  destroy(&c);
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "input %0 : f32[2, 3]\ninput %1 : i32[2]\n"
          "%2 = aten.embedding_dense_backward.default(%0, %1, 4, 1, false) : "
          "f32[4, 3]\n"
          "return (%2)\n",
          &c);
  tensor g2, i2;
  make(&g2, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 3}, fg, NULL);
  make_from(&i2, CAJIT_DTYPE_I32, 1, (int64_t[]){2}, (double[]){1, -3}, NULL);
  tensor *in2[2] = {&g2, &i2};
  expect_error(run(&c, in2, 2), CAJIT_INVALID_ARGUMENT,
               "%2 = aten.embedding_dense_backward.default: index -3 is out "
               "of bounds for dimension 0 with size 4");
  destroy(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_embedding),
      cmocka_unit_test(test_backward_bf16_and_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
