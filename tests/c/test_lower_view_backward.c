/* Lowerings of select_backward and slice_backward (views family): .cag
 * graphs compiled once and run for two bindings of a symbolic size, with
 * negative indices and starts, steps, a start past the end (an empty
 * slice), the end of a symbolic dim, bf16 and transposed grads, compared
 * with C references (zeros, with the grad written where torch's
 * grad_input.select / slice(...).copy_(grad) writes it). */
#include "lower_harness.h"

#define INT64_MAX_TEXT "9223372036854775807"

static const char view_backward_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "input %0 : f32[s0, 5]\n"
    "input %1 : bf16[4]\n"
    "input %2 : f32[s0, 2, 5]\n"
    "input %3 : f64[s0 - 1, 5]\n"
    "input %4 : f32[3, 3]\n"
    "input %5 : f32[0, 5]\n"
    "%6 = aten.select_backward.default(%0, [s0, 4, 5], 1, -1) : f32[s0, 4, "
    "5]\n"
    "%7 = aten.select_backward.default(%1, [4, 3], 1, 2) : bf16[4, 3]\n"
    "%8 = aten.slice_backward.default(%2, [s0, 4, 5], 1, 1, " INT64_MAX_TEXT
    ", 2) : f32[s0, 4, 5]\n"
    "%9 = aten.slice_backward.default(%3, [s0, 5], 0, 1, " INT64_MAX_TEXT
    ", 1) : f64[s0, 5]\n"
    "%10 = aten.slice_backward.default(%4, [3, 5], -1, -3, " INT64_MAX_TEXT
    ", 1) : f32[3, 5]\n"
    "%11 = aten.slice_backward.default(%5, [3, 5], 0, 7, 9, 1) : f32[3, 5]\n"
    "return (%6, %7, %8, %9, %10, %11)\n";

static double fg(int64_t e) { return (double)e + 0.5; }

static void test_view_backward(void **state) {
  (void)state;
  compiled c;
  compile(view_backward_cag, &c);
  for (int64_t s0 = 2; s0 <= 3; s0++) {
    tensor g0, g1, g2, g3, g4, g5;
    int64_t s_0[2] = {s0, 5}, s_2[3] = {s0, 2, 5}, s_3[2] = {s0 - 1, 5};
    make(&g0, CAJIT_DTYPE_F32, 2, s_0, fg, (int[]){1, 0});
    make(&g1, CAJIT_DTYPE_BF16, 1, (int64_t[]){4}, fg, NULL);
    make(&g2, CAJIT_DTYPE_F32, 3, s_2, fg, (int[]){2, 1, 0});
    make(&g3, CAJIT_DTYPE_F64, 2, s_3, fg, NULL);
    make(&g4, CAJIT_DTYPE_F32, 2, (int64_t[]){3, 3}, fg, (int[]){1, 0});
    make(&g5, CAJIT_DTYPE_F32, 2, (int64_t[]){0, 5}, fg, NULL);
    tensor *in[6] = {&g0, &g1, &g2, &g3, &g4, &g5};
    ok(run(&c, in, 6));
    double w6[60] = {0}, w7[12] = {0}, w8[60] = {0}, w9[15] = {0},
           w10[15] = {0}, w11[15] = {0};
    for (int64_t i = 0; i < s0; i++)
      for (int j = 0; j < 5; j++) {
        w6[(i * 4 + 3) * 5 + j] = fg(i * 5 + j);
        for (int k = 0; k < 2; k++) /* rows 1 and 3 */
          w8[(i * 4 + 1 + 2 * k) * 5 + j] = fg((i * 2 + k) * 5 + j);
        if (i >= 1) w9[i * 5 + j] = fg((i - 1) * 5 + j);
      }
    for (int i = 0; i < 4; i++)
      w7[i * 3 + 2] = fg(i);
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 3; j++)
        w10[i * 5 + 2 + j] = fg(i * 3 + j);
    check(&c, 0, CAJIT_DTYPE_F32, 3, (int64_t[]){s0, 4, 5}, w6, 0);
    check(&c, 1, CAJIT_DTYPE_BF16, 2, (int64_t[]){4, 3}, w7, 0);
    check(&c, 2, CAJIT_DTYPE_F32, 3, (int64_t[]){s0, 4, 5}, w8, 0);
    check(&c, 3, CAJIT_DTYPE_F64, 2, s_0, w9, 0);
    check(&c, 4, CAJIT_DTYPE_F32, 2, (int64_t[]){3, 5}, w10, 0);
    check(&c, 5, CAJIT_DTYPE_F32, 2, (int64_t[]){3, 5}, w11, 0);
  }
  destroy(&c);
}

/* A step that is a symbol (a traced SymInt equal to a size): the shape rule
 * cannot tell the length and trusts the declared type; the run writes
 * every s1-th row. */
static void test_symbolic_step(void **state) {
  (void)state;
  compiled c;
  compile(
      "cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\n"
      "sym s1 = sizes 0\n"
      "input %0 : f32[2, 3]\n"
      "assume s1 >= 2\n"
      "%1 = aten.slice_backward.default(%0, [2 * s1, 3], 0, 1, " INT64_MAX_TEXT
      ", s1) : f32[2 * s1, 3]\n"
      "return (%1)\n",
      &c);
  for (int64_t s1 = 2; s1 <= 3; s1++) {
    tensor g;
    make(&g, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 3}, fg, NULL);
    tensor *in[1] = {&g};
    ok(run_sizes(&c, in, 1, &s1, 1));
    double w[18] = {0};
    for (int k = 0; k < 2; k++)
      for (int j = 0; j < 3; j++)
        w[(1 + k * s1) * 3 + j] = fg(k * 3 + j);
    check(&c, 0, CAJIT_DTYPE_F32, 2, (int64_t[]){2 * s1, 3}, w, 0);
  }
  destroy(&c);
}

/* An index and a start that are symbols bound through `sizes`: compiled
 * autograd lifts select's index -1 (out[:, -1]) into the graph's sizes, so
 * the sign is only known at run time. One compiled module runs with the
 * symbol at -1, -3 and 1 and must wrap as torch does (e < 0: e + size). */
static void test_symbolic_negative_index(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 1\nscalars\nhooks 0\npacked_data 0\n"
          "sym s1 = sizes 0\n"
          "input %0 : f32[2, 5]\n"
          "input %1 : f32[2, 4, 5]\n"
          "%2 = aten.select_backward.default(%0, [2, 4, 5], 1, s1) : "
          "f32[2, 4, 5]\n"
          "%3 = aten.select.int(%1, 1, s1) : f32[2, 5]\n"
          "return (%2, %3)\n",
          &c);
  int64_t indices[3] = {-1, -3, 1};
  for (int t = 0; t < 3; t++) {
    int64_t s1 = indices[t], row = s1 < 0 ? s1 + 4 : s1;
    tensor g, x;
    make(&g, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 5}, fg, NULL);
    make(&x, CAJIT_DTYPE_F32, 3, (int64_t[]){2, 4, 5}, fg, NULL);
    tensor *in[2] = {&g, &x};
    ok(run_sizes(&c, in, 2, &s1, 1));
    double w2[40] = {0}, w3[10];
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 5; j++) {
        w2[(i * 4 + row) * 5 + j] = fg(i * 5 + j);
        w3[i * 5 + j] = fg((i * 4 + row) * 5 + j);
      }
    check(&c, 0, CAJIT_DTYPE_F32, 3, (int64_t[]){2, 4, 5}, w2, 0);
    check(&c, 1, CAJIT_DTYPE_F32, 2, (int64_t[]){2, 5}, w3, 0);
  }
  destroy(&c);
}

/* as_strided over an allocated root (any storage offset) and over an input
 * (the default offset, relative to its first element), and
 * as_strided_scatter writing a column through such a view of a copy: all
 * native (the harness has no host fallback), for two bindings of s0. */
static void test_as_strided(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "sym s0 = input 0 dim 0\n"
          "input %0 : f32[s0, 4]\n"
          "%1 = aten.clone.default(%0) : f32[s0, 4]\n"
          "%2 = aten.as_strided.default(%1, [s0], [4], 1) : f32[s0]{4}\n"
          "%3 = aten.as_strided.default(%0, [2, s0], [1, 4]) : "
          "f32[2, s0]{1, 4}\n"
          "%4 = aten.as_strided_scatter.default(%1, %2, [s0], [4], 2) : "
          "f32[s0, 4]\n"
          "return (%2, %3, %4)\n",
          &c);
  for (int64_t s0 = 2; s0 <= 3; s0++) {
    tensor x;
    make(&x, CAJIT_DTYPE_F32, 2, (int64_t[]){s0, 4}, fg, NULL);
    tensor *in[1] = {&x};
    ok(run(&c, in, 1));
    double w2[3], w3[6], w4[12];
    for (int64_t i = 0; i < s0; i++) {
      w2[i] = fg(i * 4 + 1);
      for (int a = 0; a < 2; a++)
        w3[a * s0 + i] = fg(i * 4 + a);
      for (int j = 0; j < 4; j++)
        w4[i * 4 + j] = fg(i * 4 + (j == 2 ? 1 : j));
    }
    check(&c, 0, CAJIT_DTYPE_F32, 1, (int64_t[]){s0}, w2, 0);
    check(&c, 1, CAJIT_DTYPE_F32, 2, (int64_t[]){2, s0}, w3, 0);
    check(&c, 2, CAJIT_DTYPE_F32, 2, (int64_t[]){s0, 4}, w4, 0);
  }
  destroy(&c);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_view_backward),
      cmocka_unit_test(test_as_strided),
      cmocka_unit_test(test_symbolic_step),
      cmocka_unit_test(test_symbolic_negative_index),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
