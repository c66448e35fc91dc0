/* Kernels merged before LLVM optimizes them (lib/compile/compile.c,
 * cajit_compile_trim_for_jit): counted with cajit_compile_profile_llvm.
 *
 *  - two kernels that differ only in the buffers they are given share one
 *    function each for their loop, their parallel body and their wrapper
 *    (the wrappers and bodies differ only in the merged functions they
 *    call or pass, and are not address-significant);
 *  - kernels that differ in structure (tanh and sigmoid) or in a constant
 *    (x * 2.5 and x * 3.5) do not;
 *  - the merged graph's results are the reference's, computed here. */
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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_same_structure_shares_functions),
      cmocka_unit_test(test_other_structure_or_constant_does_not),
      cmocka_unit_test(test_merged_results),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
