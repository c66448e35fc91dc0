/* Lowerings of the "concat" family beyond cat: stack (with promotion, at
 * any dim), the views split.Tensor, split_with_sizes, chunk and unbind, and
 * the backward patterns built from them (cat of split grads, stack of
 * unbound grads). .cag graphs compiled once and run for two bindings of
 * the symbolic sizes, with transposed inputs, compared with C references
 * computed here; and the shape-rule errors of chunk and unbind. */
#include "lower_harness.h"

static const char concat_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\n"
    "sym s1 = input 2 dim 0\n"
    "input %0 : f32[s0, 7]\n"
    "input %1 : f64[s0, 7]\n"
    "input %2 : f32[s1, 2]\n"
    "%3, %4, %5 = aten.split.Tensor(%0, 3, 1) : (f32[s0, 3], f32[s0, 3], "
    "f32[s0, 1])\n"
    "%6, %7 = aten.split_with_sizes.default(%0, [2, 5], -1) : (f32[s0, 2], "
    "f32[s0, 5])\n"
    "%8, %9, %10 = aten.chunk.default(%0, 3, 1) : (f32[s0, 3], f32[s0, 3], "
    "f32[s0, 1])\n"
    "%11 = aten.mul.Scalar(%7, 2) : f32[s0, 5]\n"
    "%12 = aten.cat.default([%11, %6], 1) : f32[s0, 7]\n"
    "%13 = aten.stack.default([%3, %4, %8], 1) : f32[s0, 3, 3]\n"
    "%14 = aten.stack.default([%0, %1], 0) : f64[2, s0, 7]\n"
    "%15, %16 = aten.unbind.int(%14, 0) : (f64[s0, 7], f64[s0, 7])\n"
    "%17 = aten.stack.default([%16, %15], -1) : f64[s0, 7, 2]\n"
    "%18, %19, %20 = aten.chunk.default(%2, 3) : (f32[(s1 + 2) // 3, 2], "
    "f32[(s1 + 2) // 3, 2], f32[s1 - 2 * ((s1 + 2) // 3), 2])\n"
    "return (%5, %10, %12, %13, %14, %17, %19, %20, %9)\n";

static double fa(int64_t e) { return (double)e * 0.25 - 1; }
static double fb(int64_t e) { return 100.0 + (double)e; }

static void test_concat_family(void **state) {
  (void)state;
  compiled c;
  compile(concat_cag, &c);
  static const int64_t sizes[2][2] = {{2, 7}, {1, 9}};
  for (int r = 0; r < 2; r++) {
    int64_t s0 = sizes[r][0], s1 = sizes[r][1];
    tensor a, b, x;
    int64_t as[2] = {s0, 7}, xs[2] = {s1, 2};
    make(&a, CAJIT_DTYPE_F32, 2, as, fa, r ? (int[]){1, 0} : NULL);
    make(&b, CAJIT_DTYPE_F64, 2, as, fb, NULL);
    make(&x, CAJIT_DTYPE_F32, 2, xs, fb, (int[]){1, 0});
    tensor *in[3] = {&a, &b, &x};
    ok(run(&c, in, 3));
#define A(i, j) fa((i) * 7 + (j))
#define B(i, j) fb((i) * 7 + (j))
    double w5[2], w12[14], w13[18], w14[28], w17[28], w19[6], w20[6];
    for (int64_t i = 0; i < s0; i++) {
      w5[i] = A(i, 6);
      for (int j = 0; j < 5; j++)
        w12[i * 7 + j] = f32r(A(i, 2 + j) * 2);
      for (int j = 0; j < 2; j++)
        w12[i * 7 + 5 + j] = A(i, j);
      for (int k = 0; k < 3; k++)
        for (int j = 0; j < 3; j++) /* stack([%3, %4, %8], 1) */
          w13[(i * 3 + k) * 3 + j] = A(i, (k == 1 ? 3 : 0) + j);
      for (int j = 0; j < 7; j++) {
        w14[i * 7 + j] = A(i, j);
        w14[(s0 + i) * 7 + j] = B(i, j);
        w17[(i * 7 + j) * 2] = B(i, j);
        w17[(i * 7 + j) * 2 + 1] = A(i, j);
      }
    }
    int64_t piece = (s1 + 2) / 3, last = s1 - 2 * piece;
    for (int64_t i = 0; i < piece; i++)
      for (int j = 0; j < 2; j++)
        w19[i * 2 + j] = fb((piece + i) * 2 + j);
    for (int64_t i = 0; i < last; i++)
      for (int j = 0; j < 2; j++)
        w20[i * 2 + j] = fb((2 * piece + i) * 2 + j);
    check(&c, 0, CAJIT_DTYPE_F32, 2, (int64_t[]){s0, 1}, w5, 0);
    check(&c, 1, CAJIT_DTYPE_F32, 2, (int64_t[]){s0, 1}, w5, 0);
    check(&c, 2, CAJIT_DTYPE_F32, 2, as, w12, 0);
    check(&c, 3, CAJIT_DTYPE_F32, 3, (int64_t[]){s0, 3, 3}, w13, 0);
    check(&c, 4, CAJIT_DTYPE_F64, 3, (int64_t[]){2, s0, 7}, w14, 0);
    check(&c, 5, CAJIT_DTYPE_F64, 3, (int64_t[]){s0, 7, 2}, w17, 0);
    check(&c, 6, CAJIT_DTYPE_F32, 2, (int64_t[]){piece, 2}, w19, 0);
    check(&c, 7, CAJIT_DTYPE_F32, 2, (int64_t[]){last, 2}, w20, 0);
    double w9[6];
    for (int64_t i = 0; i < s0; i++)
      for (int j = 0; j < 3; j++)
        w9[i * 3 + j] = A(i, 3 + j);
    check(&c, 8, CAJIT_DTYPE_F32, 2, (int64_t[]){s0, 3}, w9, 0);
#undef A
#undef B
  }
  destroy(&c);
}

/* chunk of an empty dim gives `chunks` empty pieces; unbind of a dim of
 * size 1 one select. */
static void test_edge_cases(void **state) {
  (void)state;
  compiled c;
  compile("cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
          "input %0 : f32[0, 3]\n"
          "input %1 : f32[1, 3]\n"
          "%2, %3 = aten.chunk.default(%0, 2) : (f32[0, 3], f32[0, 3])\n"
          "%4 = aten.unbind.int(%1) : f32[3]\n"
          "%5 = aten.stack.default([%4]) : f32[1, 3]\n"
          "return (%2, %3, %5)\n",
          &c);
  tensor e, o;
  make(&e, CAJIT_DTYPE_F32, 2, (int64_t[]){0, 3}, fa, NULL);
  make(&o, CAJIT_DTYPE_F32, 2, (int64_t[]){1, 3}, fa, NULL);
  tensor *in[2] = {&e, &o};
  ok(run(&c, in, 2));
  double w[3] = {fa(0), fa(1), fa(2)};
  check(&c, 0, CAJIT_DTYPE_F32, 2, (int64_t[]){0, 3}, w, 0);
  check(&c, 1, CAJIT_DTYPE_F32, 2, (int64_t[]){0, 3}, w, 0);
  check(&c, 2, CAJIT_DTYPE_F32, 2, (int64_t[]){1, 3}, w, 0);
  destroy(&c);
}

static void test_shape_errors(void **state) {
  (void)state;
  static const struct {
    const char *node, *want;
  } cases[] = {
      {"%1, %2 = aten.chunk.default(%0, 0) : (f32[2, 3], f32[2, 3])",
       "chunks must be a positive constant"},
      {"%1, %2 = aten.chunk.default(%0, 4) : (f32[2, 3], f32[2, 3])",
       "the op gives 4 results, the node declares 2"},
      {"%1 = aten.chunk.default(%3, 2) : f32[2]",
       "expected a tensor of rank 1 or more"},
      {"%1, %2 = aten.unbind.int(%0) : (f32[3], f32[3])",
       "the op gives 4 results, the node declares 2"},
      {"%1 = aten.unbind.int(%0, 2) : f32[3]", "dim"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
    char text[512];
    snprintf(text, sizeof text,
             "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
             "input %%0 : f32[4, 3]\ninput %%3 : f32[]\n%s\nreturn ()\n",
             cases[k].node);
    cajit_graph *g;
    ok(cajit_graph_parse(cajit_sv_from_cstr(text), "e.cag", &g));
    expect_error(cajit_graph_verify(g), CAJIT_VERIFY_ERROR, cases[k].want);
    cajit_graph_destroy(g);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_concat_family),
      cmocka_unit_test(test_edge_cases),
      cmocka_unit_test(test_shape_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
