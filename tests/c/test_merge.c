/* Kernels merged before LLVM optimizes them (lib/compile/compile.c,
 * cajit_compile_trim_for_jit): counted with cajit_compile_profile_llvm.
 *
 *  - two kernels that differ only in the buffers they are given share one
 *    function each for their loop, their parallel body and their wrapper
 *    (the wrappers and bodies differ only in the merged functions they
 *    call or pass, and are not address-significant);
 *  - kernels that differ in structure (tanh and sigmoid) or in a constant
 *    (x * 2.5 and x * 3.5) do not;
 *  - the merged graph's results are the reference's, computed here;
 *  - two column sums over s1 and over s2 * s3 columns, which differ only
 *    in how they combine their sizes, share one loop function once it
 *    takes the product (lib/compile/merge_products.c), and still sum
 *    what they should. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <dlpack/dlpack.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "test_status.h"

/* out0 = OP0(x), out1 = OP1(y) over f32[s0, 7]: two kernels (without
 * fusion, which might join them), each a wrapper, a parallel body and a
 * loop (cg_parallel.c). */
static cajit_graph *two_kernels(const char *op0, const char *op1) {
  char text[1024];
  snprintf(text, sizeof text,
           "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
           "sym s0 = input 0 dim 0\n"
           "input %%0 : f32[s0, 7]\n"
           "input %%1 : f32[s0, 7]\n"
           "%%2 = %s : f32[s0, 7]\n"
           "%%3 = %s : f32[s0, 7]\n"
           "return (%%2, %%3)\n",
           op0, op1);
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "two.cag", &g));
  ok(cajit_graph_verify(g));
  return g;
}

static cajit_compile_llvm_profile profile(cajit_graph *g) {
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_fusion = true;
  cajit_compile_llvm_profile p;
  ok(cajit_compile_profile_llvm(g, &o, &p));
  return p;
}

static void test_same_structure_shares_functions(void **state) {
  (void)state;
  cajit_graph *g =
      two_kernels("aten.tanh.default(%0)", "aten.tanh.default(%1)");
  cajit_compile_llvm_profile p = profile(g);
  /* entry, cajit_run, 2 x (wrapper, body, loop) as generated; the entry
   * and one of each after trimming and merging. */
  assert_int_equal(p.functions_generated, 8);
  assert_int_equal(p.functions, 4);
  cajit_graph_destroy(g);
}

static void test_other_structure_or_constant_does_not(void **state) {
  (void)state;
  cajit_graph *g =
      two_kernels("aten.tanh.default(%0)", "aten.sigmoid.default(%1)");
  cajit_compile_llvm_profile p = profile(g);
  assert_int_equal(p.functions_generated, 8);
  assert_int_equal(p.functions, 7);
  cajit_graph_destroy(g);

  g = two_kernels("aten.mul.Scalar(%0, 2.5)", "aten.mul.Scalar(%1, 3.5)");
  p = profile(g);
  assert_int_equal(p.functions, 7);
  cajit_graph_destroy(g);
}

static void test_merged_results(void **state) {
  (void)state;
  cajit_graph *g =
      two_kernels("aten.tanh.default(%0)", "aten.tanh.default(%1)");
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_fusion = true;
  cajit_compiled *c;
  ok(cajit_compile(g, &o, &c));
  enum { ROWS = 5, N = ROWS * 7 };
  float x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = (float)i * 0.1f - 1.5f;
    y[i] = (float)(N - i) * 0.07f - 0.9f;
  }
  int64_t shape[2] = {ROWS, 7};
  DLTensor tx = {x, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, NULL, 0};
  DLTensor ty = {y, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, NULL, 0};
  DLTensor *in[2] = {&tx, &ty};
  DLManagedTensor *outs[2] = {NULL, NULL};
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = 2;
  call.outputs = outs;
  call.output_count = 2;
  ok(cajit_compiled_run(c, &call));
  const float *a = outs[0]->dl_tensor.data, *b = outs[1]->dl_tensor.data;
  for (int i = 0; i < N; i++) {
    assert_float_equal(a[i], tanhf(x[i]), 1e-6);
    assert_float_equal(b[i], tanhf(y[i]), 1e-6);
  }
  for (int k = 0; k < 2; k++)
    outs[k]->deleter(outs[k]);
  cajit_compiled_destroy(c);
  cajit_graph_destroy(g);
}

/* Column sums of -x over f32[s0, s1] and of -y over f32[s0, s2, s3] viewed
 * as [s0, s2 * s3]: the same loops over s1 and over s2 * s3 columns. */
static cajit_graph *two_sums(void) {
  static const char text[] =
      "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
      "sym s0 = input 0 dim 0\nsym s1 = input 0 dim 1\n"
      "sym s2 = input 1 dim 1\nsym s3 = input 1 dim 2\n"
      "input %0 : f32[s0, s1]\n"
      "input %1 : f32[s0, s2, s3]\n"
      "%2 = aten.neg.default(%0) : f32[s0, s1]\n"
      "%3 = aten.neg.default(%1) : f32[s0, s2, s3]\n"
      "%4 = aten.view.default(%3, [s0, s2 * s3]) : f32[s0, s2 * s3]\n"
      "%5 = aten.sum.dim_IntList(%2, [0], true) : f32[1, s1]\n"
      "%6 = aten.sum.dim_IntList(%4, [0], true) : f32[1, s2 * s3]\n"
      "return (%5, %6)\n";
  cajit_graph *g;
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "sums.cag", &g));
  ok(cajit_graph_verify(g));
  return g;
}

static void test_sums_over_size_products_share_a_loop(void **state) {
  (void)state;
  cajit_graph *g = two_sums();
  cajit_compile_llvm_profile p = profile(g);
  /* entry, cajit_run, 4 x (wrapper, body, loop); trimmed: the entry, the
   * two negations' three each, the sums' wrappers and bodies (they compute
   * different products) and one loop for both sums. */
  assert_int_equal(p.functions_generated, 14);
  assert_int_equal(p.functions, 12);
  cajit_graph_destroy(g);
}

static void test_sums_over_size_products_results(void **state) {
  (void)state;
  cajit_graph *g = two_sums();
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_fusion = true;
  cajit_compiled *c;
  ok(cajit_compile(g, &o, &c));
  enum { S0 = 5, S1 = 11, S2 = 3, S3 = 7 };
  float x[S0 * S1], y[S0 * S2 * S3];
  for (int i = 0; i < S0 * S1; i++)
    x[i] = (float)(i % 13) * 0.25f - 1.0f;
  for (int i = 0; i < S0 * S2 * S3; i++)
    y[i] = (float)(i % 17) * 0.5f - 3.0f;
  int64_t sx[2] = {S0, S1}, sy[3] = {S0, S2, S3};
  DLTensor tx = {x, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, sx, NULL, 0};
  DLTensor ty = {y, {kDLCPU, 0}, 3, {kDLFloat, 32, 1}, sy, NULL, 0};
  DLTensor *in[2] = {&tx, &ty};
  DLManagedTensor *outs[2] = {NULL, NULL};
  cajit_call call = {0};
  call.inputs = in;
  call.input_count = 2;
  call.outputs = outs;
  call.output_count = 2;
  ok(cajit_compiled_run(c, &call));
  const float *a = outs[0]->dl_tensor.data, *b = outs[1]->dl_tensor.data;
  for (int j = 0; j < S1; j++) {
    float want = 0;
    for (int i = 0; i < S0; i++)
      want -= x[i * S1 + j];
    assert_float_equal(a[j], want, 1e-5);
  }
  for (int j = 0; j < S2 * S3; j++) {
    float want = 0;
    for (int i = 0; i < S0; i++)
      want -= y[i * S2 * S3 + j];
    assert_float_equal(b[j], want, 1e-5);
  }
  for (int k = 0; k < 2; k++)
    outs[k]->deleter(outs[k]);
  cajit_compiled_destroy(c);
  cajit_graph_destroy(g);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_same_structure_shares_functions),
      cmocka_unit_test(test_other_structure_or_constant_does_not),
      cmocka_unit_test(test_merged_results),
      cmocka_unit_test(test_sums_over_size_products_share_a_loop),
      cmocka_unit_test(test_sums_over_size_products_results),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
