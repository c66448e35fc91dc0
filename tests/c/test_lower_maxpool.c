/* Lowering of max_pool2d_with_indices_backward: .cag graphs compiled and
 * run for two bindings of a symbolic batch, with channels-last grads, 4-d
 * and 3-d inputs, overlapping windows (several updates of one element, in
 * torch's order, rounded each time for bf16) and skipped -1 indices,
 * compared with a C reference of ATen's cpu_max_pool_backward. Errors: an
 * index outside the plane at run time, indices shaped unlike grad_output,
 * float indices. */
#include "lower_harness.h"

static const char pool4_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 2, 3, 3]\n"
    "input %1 : f32[s0, 2, 6, 6]\n"
    "input %2 : i64[s0, 2, 3, 3]\n"
    "%3 = aten.max_pool2d_with_indices_backward.default(%0, %1, [3, 3], [2, "
    "2], [1, 1], [1, 1], false, %2) : f32[s0, 2, 6, 6]\n"
    "return (%3)\n";

static double fgo(int64_t e) { return 0.1 * (double)(e % 11) - 0.4; }
/* The flat index a window (oh, ow) of plane e / 9 picked: a valid cell of
 * its window (some shared by neighbours), or -1 for every seventh. */
static double fidx(int64_t e) {
  int64_t oh = (e % 9) / 3, ow = e % 3;
  if (e % 7 == 6) return -1;
  int64_t h = oh * 2 - 1 + (e % 2 ? 2 : 1), w = ow * 2 - 1 + (e % 3 ? 1 : 2);
  if (h < 0) h = 0;
  if (w < 0) w = 0;
  return (double)(h * 6 + w);
}

/* grad_input of ATen's loop: planes of hw elements, windows of ow. */
static void reference(cajit_dtype d, int64_t planes, int64_t wins, int64_t hw,
                      double (*go)(int64_t), const double *idx, double *out) {
  for (int64_t e = 0; e < planes * hw; e++)
    out[e] = 0;
  for (int64_t p = 0; p < planes; p++)
    for (int64_t o = 0; o < wins; o++) {
      int64_t k = (int64_t)idx[p * wins + o];
      if (k == -1) continue;
      double *x = &out[p * hw + k];
      *x = round_to(d, f32r(*x + round_to(d, go(p * wins + o))));
    }
}

static void test_pool4(void **state) {
  (void)state;
  compiled c;
  compile(pool4_cag, &c);
  for (int64_t s0 = 1; s0 <= 2; s0++) {
    tensor go, self, idx;
    int64_t gs[4] = {s0, 2, 3, 3}, ss[4] = {s0, 2, 6, 6};
    double iv[36];
    for (int64_t e = 0; e < s0 * 18; e++)
      iv[e] = fidx(e);
    make(&go, CAJIT_DTYPE_F32, 4, gs, fgo, (int[]){0, 2, 3, 1});
    make(&self, CAJIT_DTYPE_F32, 4, ss, fgo, NULL);
    make_from(&idx, CAJIT_DTYPE_I64, 4, gs, iv,
              s0 == 2 ? (int[]){0, 2, 3, 1} : NULL);
    tensor *in[3] = {&go, &self, &idx};
    ok(run(&c, in, 3));
    double want[144];
    reference(CAJIT_DTYPE_F32, s0 * 2, 9, 36, fgo, iv, want);
    check(&c, 0, CAJIT_DTYPE_F32, 4, ss, want, 0);
    iv[s0 * 18 - 1] = 36;
    make_from(&idx, CAJIT_DTYPE_I64, 4, gs, iv, NULL);
    expect_error(run(&c, in, 3), CAJIT_INVALID_ARGUMENT,
                 "%3 = aten.max_pool2d_with_indices_backward.default: index 36 "
                 "is out of bounds for dimension 2 with size 36");
    assert_null(c.outs[0]);
  }
  destroy(&c);
}

/* 3-d bf16 with overlapping 3x3 windows of stride 1: most updates land on
 * the same few elements. */
static double fgb(int64_t e) { return 1.0 + (double)(e % 5) / 64 + 1.0 / 128; }
static double fidx3(int64_t e) { return (double)(e % 4 == 3 ? 12 : 6); }

static void test_pool3_bf16(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "input %0 : bf16[2, 3, 3]\n"
          "input %1 : bf16[2, 5, 5]\n"
          "input %2 : i64[2, 3, 3]\n"
          "%3 = aten.max_pool2d_with_indices_backward.default(%0, %1, [3, 3], "
          "[1, 1], [0, 0], [1, 1], false, %2) : bf16[2, 5, 5]\n"
          "return (%3)\n",
          &c);
  tensor go, self, idx;
  int64_t gs[3] = {2, 3, 3}, ss[3] = {2, 5, 5};
  double iv[18];
  for (int e = 0; e < 18; e++)
    iv[e] = fidx3(e);
  make(&go, CAJIT_DTYPE_BF16, 3, gs, fgb, NULL);
  make(&self, CAJIT_DTYPE_BF16, 3, ss, fgb, NULL);
  make_from(&idx, CAJIT_DTYPE_I64, 3, gs, iv, NULL);
  tensor *in[3] = {&go, &self, &idx};
  ok(run(&c, in, 3));
  double want[50];
  reference(CAJIT_DTYPE_BF16, 2, 9, 25, fgb, iv, want);
  check(&c, 0, CAJIT_DTYPE_BF16, 3, ss, want, 0);
  destroy(&c);
}

static void test_errors(void **state) {
  (void)state;
  compile_fails("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                "input %0 : f32[1, 2, 3, 3]\n"
                "input %1 : f32[1, 2, 6, 6]\n"
                "input %2 : i64[1, 2, 3, 2]\n"
                "%3 = aten.max_pool2d_with_indices_backward.default(%0, %1, "
                "[3, 3], [2, 2], [1, 1], [1, 1], false, %2) : f32[1, 2, 6, "
                "6]\n"
                "return (%3)\n",
                CAJIT_VERIFY_ERROR,
                "(line 9): indices [1, 2, 3, 2] do not have the shape of "
                "grad_output [1, 2, 3, 3]");
  compile_fails("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
                "input %0 : f32[2, 3, 3]\n"
                "input %1 : f32[2, 6, 6]\n"
                "input %2 : f32[2, 3, 3]\n"
                "%3 = aten.max_pool2d_with_indices_backward.default(%0, %1, "
                "[3, 3], [2, 2], [1, 1], [1, 1], false, %2) : f32[2, 6, 6]\n"
                "return (%3)\n",
                CAJIT_VERIFY_ERROR, "indices must be integers, found f32");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pool4),
      cmocka_unit_test(test_pool3_bf16),
      cmocka_unit_test(test_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
