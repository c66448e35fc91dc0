/* Parallel loops (lib/codegen/cg_parallel.c): kernels compiled with a tiny
 * parallel threshold run on the pool and give results bit-identical to the
 * serial build for 1, 2 and 3 threads (pointwise 1-d and 2-d, row and
 * column reductions, scans along either dim), an out-of-bounds gather
 * fails with the serial run's status whichever chunks fail, and kernels
 * under the threshold never call the pool. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <math.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/runtime.h"
#include "runtime/thread_pool.h"
#include "test_status.h"

typedef struct heap_tensor {
  DLTensor t;
  int64_t shape[2];
  void *data;
} heap_tensor;

static void make_f32(heap_tensor *x, int ndim, int64_t d0, int64_t d1,
                     uint32_t seed) {
  memset(x, 0, sizeof *x);
  x->shape[0] = d0;
  x->shape[1] = d1;
  int64_t n = ndim == 1 ? d0 : d0 * d1;
  float *p = malloc((size_t)n * sizeof(float));
  assert_non_null(p);
  uint32_t s = seed * 2654435761u + 1;
  for (int64_t i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    p[i] = (float)((int32_t)(s >> 8) % 20000) / 7919.0f;
  }
  x->data = p;
  x->t = (DLTensor){.data = p,
                    .device = {kDLCPU, 0},
                    .ndim = ndim,
                    .dtype = {kDLFloat, 32, 1},
                    .shape = x->shape};
}

static void make_i64(heap_tensor *x, int64_t n, const int64_t *values) {
  memset(x, 0, sizeof *x);
  x->shape[0] = n;
  int64_t *p = malloc((size_t)n * sizeof(int64_t));
  assert_non_null(p);
  memcpy(p, values, (size_t)n * sizeof(int64_t));
  x->data = p;
  x->t = (DLTensor){.data = p,
                    .device = {kDLCPU, 0},
                    .ndim = 1,
                    .dtype = {kDLInt, 64, 1},
                    .shape = x->shape};
}

typedef struct program {
  cajit_graph *g;
  cajit_compiled *c;
} program;

static void compile(const char *text, bool no_parallel, int64_t threshold,
                    program *p) {
  ok(cajit_graph_parse(cajit_sv_from_cstr(text), "test.cag", &p->g));
  ok(cajit_graph_verify(p->g));
  cajit_compile_options o;
  cajit_compile_options_init(&o);
  o.no_parallel = no_parallel;
  o.no_fusion = true; /* the kernel counts below are lowering's */
  o.parallel_threshold = threshold;
  ok(cajit_compile(p->g, &o, &p->c));
}

static void destroy(program *p) {
  cajit_compiled_destroy(p->c);
  cajit_graph_destroy(p->g);
}

/* Runs p; on success out[] holds the outputs (release with release()). */
static cajit_status run(program *p, heap_tensor **in, int n_in,
                        DLManagedTensor **out) {
  DLTensor *inputs[8];
  for (int i = 0; i < n_in; i++)
    inputs[i] = &in[i]->t;
  cajit_call call = {0};
  call.inputs = inputs;
  call.input_count = n_in;
  call.outputs = out;
  call.output_count = cajit_compiled_output_count(p->c);
  return cajit_compiled_run(p->c, &call);
}

static void release(DLManagedTensor **out, int n) {
  for (int i = 0; i < n; i++)
    if (out[i]) out[i]->deleter(out[i]);
}

static int64_t bytes_of(const DLTensor *t) {
  int64_t n = t->dtype.bits / 8;
  for (int d = 0; d < t->ndim; d++)
    n *= t->shape[d];
  return n;
}

/* Every output of text is byte-identical between the serial build and the
 * parallel one (threshold 1: everything parallel) at 1, 2 and 3 threads;
 * and the parallel build does call the pool. */
static void check_identical(const char *text, heap_tensor **in, int n_in) {
  program serial, par;
  compile(text, true, 0, &serial);
  compile(text, false, 1, &par);
  int nout = cajit_compiled_output_count(serial.c);
  DLManagedTensor *want[8] = {0};
  ok(run(&serial, in, n_in, want));
  for (int32_t threads = 1; threads <= 3; threads++) {
    ok(cajit_runtime_set_num_threads(threads));
    int64_t calls = cajit_rt_parallel_for_count();
    DLManagedTensor *got[8] = {0};
    ok(run(&par, in, n_in, got));
    assert_true(cajit_rt_parallel_for_count() > calls);
    for (int k = 0; k < nout; k++) {
      const DLTensor *a = &want[k]->dl_tensor, *b = &got[k]->dl_tensor;
      assert_int_equal(bytes_of(a), bytes_of(b));
      if (memcmp(a->data, b->data, (size_t)bytes_of(a)) != 0)
        fail_msg("output %d differs at %d threads", k, (int)threads);
    }
    release(got, nout);
  }
  ok(cajit_runtime_set_num_threads(0));
  release(want, nout);
  destroy(&serial);
  destroy(&par);
}

static const char pointwise_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\nsym s1 = input 0 dim 1\nsym s2 = input 2 dim 0\n"
    "input %0 : f32[s0, s1]\ninput %1 : f32[s0, s1]\ninput %2 : f32[s2]\n"
    "%3 = aten.mul.Tensor(%0, %1) : f32[s0, s1]\n"
    "%4 = aten.exp.default(%3) : f32[s0, s1]\n"
    "%5 = aten.tanh.default(%2) : f32[s2]\n"
    "%6 = aten.exp.default(%5) : f32[s2]\n"
    "return (%4, %6)\n";

/* pointwise_cag's inputs: 67 rows; a 1-d 5001 elements: 10 blocks of 512,
 * a ragged last one. */
static void make_pointwise_inputs(heap_tensor *a, heap_tensor *b,
                                  heap_tensor *v) {
  make_f32(a, 2, 67, 129, 1);
  make_f32(b, 2, 67, 129, 2);
  make_f32(v, 1, 5001, 0, 3);
}

static void test_pointwise_identical(void **state) {
  (void)state;
  heap_tensor a, b, v;
  make_pointwise_inputs(&a, &b, &v);
  heap_tensor *in[3] = {&a, &b, &v};
  check_identical(pointwise_cag, in, 3);
  free(a.data);
  free(b.data);
  free(v.data);
}

static const char reduction_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\nsym s1 = input 0 dim 1\n"
    "input %0 : f32[s0, s1]\ninput %1 : f32[s0, s1]{s1, 1}\n"
    "%2 = aten.sum.dim_IntList(%0, [-1], false) : f32[s0]\n"
    "%3 = aten.sum.dim_IntList(%0, [0], false) : f32[s1]\n"
    "%4 = aten.amax.default(%0, [1], true) : f32[s0, 1]\n"
    "%5 = aten.sum.dim_IntList(%1, [0], false) : f32[s1]\n"
    "return (%2, %3, %4, %5)\n";

static void test_reductions_identical(void **state) {
  (void)state;
  heap_tensor a, b;
  make_f32(&a, 2, 67, 1100, 4);
  /* Declared row-major: %5 accumulates into the output across columns
   * (3 blocks of 512, split between chunks). */
  make_f32(&b, 2, 67, 1100, 7);
  heap_tensor *in[2] = {&a, &b};
  check_identical(reduction_cag, in, 2);
  free(a.data);
  free(b.data);
}

static const char scan_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\nsym s1 = input 0 dim 1\n"
    "input %0 : f32[s0, s1]\n"
    "%1 = aten.cumsum.default(%0, 1) : f32[s0, s1]\n"
    "%2 = aten.cumsum.default(%0, 0) : f32[s0, s1]\n"
    "return (%1, %2)\n";

static void test_scans_identical(void **state) {
  (void)state;
  heap_tensor a;
  make_f32(&a, 2, 67, 1100, 5);
  heap_tensor *in[1] = {&a};
  check_identical(scan_cag, in, 1);
  free(a.data);
}

static const char gather_cag[] =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "sym s0 = input 0 dim 0\nsym s1 = input 0 dim 1\nsym s2 = input 1 dim 0\n"
    "input %0 : f32[s0, s1]\ninput %1 : i64[s2]\n"
    "%2 = aten.index_select.default(%0, 0, %1) : f32[s2, s1]\n"
    "return (%2)\n";

/* The status of a run that fails on index `bad_a` at row 10 (of 40) and
 * on `bad_b` at row `row_b`. */
static char *gather_error(program *p, int64_t bad_a, int64_t row_b,
                          int64_t bad_b) {
  heap_tensor x, idx;
  make_f32(&x, 2, 50, 33, 6);
  int64_t v[40];
  for (int i = 0; i < 40; i++)
    v[i] = (i * 7) % 50;
  if (bad_a) v[10] = bad_a;
  v[row_b] = bad_b;
  make_i64(&idx, 40, v);
  heap_tensor *in[2] = {&x, &idx};
  DLManagedTensor *out[1] = {0};
  cajit_status s = run(p, in, 2, out);
  assert_non_null(s);
  assert_null(out[0]);
  assert_int_equal(cajit_status_code_of(s), CAJIT_INVALID_ARGUMENT);
  char *text = strdup(cajit_status_message(s));
  cajit_status_free(s);
  free(x.data);
  free(idx.data);
  return text;
}

/* The native convolution backward (conv_lower.c): grad_input through a
 * GEMM and col2im, grad_weight through a GEMM over im2col columns,
 * grad_bias a reduction over batch and pixels; strided and not. */
static const char *conv_cag =
    "cag 1\nsizes 0\nscalars\nhooks 0\npacked_data 0\n"
    "input %%0 : f32[%d]\n"
    "input %%1 : f32[%d]\n"
    "input %%2 : f32[432]\n"
    "%%3 = aten.view.default(%%0, [4, 16, %d, %d]) : f32[4, 16, %d, %d]\n"
    "%%4 = aten.view.default(%%1, [4, 3, 33, 33]) : f32[4, 3, 33, 33]\n"
    "%%5 = aten.view.default(%%2, [16, 3, 3, 3]) : f32[16, 3, 3, 3]\n"
    "%%6, %%7, %%8 = aten.convolution_backward.default(%%3, %%4, %%5, [16], "
    "[%d, %d], [1, 1], [1, 1], false, [0, 0], 1, [true, true, true]) : "
    "(f32[4, 3, 33, 33], f32[16, 3, 3, 3], f32[16])\n"
    "return (%%6, %%7, %%8)\n";

static void test_conv_backward_identical(void **state) {
  (void)state;
  for (int stride = 1; stride <= 2; stride++) {
    int ho = (33 + 2 - 3) / stride + 1;
    char text[2048];
    snprintf(text, sizeof text, conv_cag, 4 * 16 * ho * ho, 4 * 3 * 33 * 33, ho,
             ho, ho, ho, stride, stride);
    heap_tensor dy, x, w;
    make_f32(&dy, 1, 4 * 16 * ho * ho, 0, 21);
    make_f32(&x, 1, 4 * 3 * 33 * 33, 0, 22);
    make_f32(&w, 1, 432, 0, 23);
    heap_tensor *in[3] = {&dy, &x, &w};
    check_identical(text, in, 3);
    free(dy.data);
    free(x.data);
    free(w.data);
  }
}

static void test_gather_errors_identical(void **state) {
  (void)state;
  program serial, par;
  compile(gather_cag, true, 0, &serial);
  compile(gather_cag, false, 1, &par);
  /* Failures in the first and last chunks, then in the last one only. */
  int64_t cases[2][3] = {{1000, 33, 2000}, {0, 37, -5}};
  for (int k = 0; k < 2; k++) {
    char *want = gather_error(&serial, cases[k][0], cases[k][1], cases[k][2]);
    assert_non_null(
        strstr(want, k == 0 ? "index 1000 is out of bounds" : "index -5"));
    for (int32_t threads = 1; threads <= 3; threads++) {
      ok(cajit_runtime_set_num_threads(threads));
      for (int rep = 0; rep < 5; rep++) {
        char *got = gather_error(&par, cases[k][0], cases[k][1], cases[k][2]);
        assert_string_equal(got, want);
        free(got);
      }
    }
    free(want);
  }
  ok(cajit_runtime_set_num_threads(0));
  destroy(&serial);
  destroy(&par);
}

/* Under the (default) threshold the pool is never called; over a given
 * one, or with no_parallel, as expected. */
static void test_small_kernels_stay_serial(void **state) {
  (void)state;
  heap_tensor a, b, v;
  make_pointwise_inputs(&a, &b, &v);
  heap_tensor *in[3] = {&a, &b, &v};
  ok(cajit_runtime_set_num_threads(2));
  int64_t thresholds[3] = {0, 1 << 30, 1};
  bool no_par[3] = {false, false, true};
  for (int k = 0; k < 3; k++) {
    program p;
    compile(pointwise_cag, no_par[k], thresholds[k], &p);
    DLManagedTensor *out[2] = {0};
    int64_t calls = cajit_rt_parallel_for_count();
    ok(run(&p, in, 3, out));
    assert_int_equal(cajit_rt_parallel_for_count(), calls);
    release(out, 2);
    destroy(&p);
  }
  /* 67 * 129 = 8643 >= 8000: the 2-d kernels go parallel, the 1-d ones
   * (5001) do not. */
  program p;
  compile(pointwise_cag, false, 8000, &p);
  DLManagedTensor *out[2] = {0};
  int64_t calls = cajit_rt_parallel_for_count();
  ok(run(&p, in, 3, out));
  assert_int_equal(cajit_rt_parallel_for_count(), calls + 2);
  release(out, 2);
  destroy(&p);
  ok(cajit_runtime_set_num_threads(0));
  free(a.data);
  free(b.data);
  free(v.data);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_pointwise_identical),
      cmocka_unit_test(test_reductions_identical),
      cmocka_unit_test(test_scans_identical),
      cmocka_unit_test(test_conv_backward_identical),
      cmocka_unit_test(test_gather_errors_identical),
      cmocka_unit_test(test_small_kernels_stay_serial),
  };
  int rc = cmocka_run_group_tests(tests, NULL, NULL);
  cajit_runtime_shutdown();
  return rc;
}
