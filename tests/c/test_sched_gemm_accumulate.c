/* GEMM accumulation (lib/sched/gemm_accumulate.c): a sum of GEMM results,
 * each read by the sum alone (a recurrent layer's weight grad over its
 * timesteps), becomes GEMMs adding into one buffer (beta 1) and the sum's
 * kernel goes; not when a product is read elsewhere, when the sum has a
 * term that is not a GEMM's result or scales one. Results match the
 * unfused compile (every product in memory, then the sum) to rounding, on
 * the tiles' shapes (A^T B) and on A B. */
#include "cajit/runtime.h"
#include "lower_harness.h"

/* Three timesteps' weight grads, x_t^T dy_t, summed. */
static const char sum3_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 40]\n"
           "input %1 : f32[s0, 24]\n"
           "input %2 : f32[s0, 40]\n"
           "input %3 : f32[s0, 24]\n"
           "input %4 : f32[s0, 40]\n"
           "input %5 : f32[s0, 24]\n"
           "%6 = aten.t.default(%0) : f32[40, s0]\n"
           "%7 = aten.mm.default(%6, %1) : f32[40, 24]\n"
           "%8 = aten.t.default(%2) : f32[40, s0]\n"
           "%9 = aten.mm.default(%8, %3) : f32[40, 24]\n"
           "%10 = aten.t.default(%4) : f32[40, s0]\n"
           "%11 = aten.mm.default(%10, %5) : f32[40, 24]\n"
           "%12 = aten.add.Tensor(%7, %9) : f32[40, 24]\n"
           "%13 = aten.add.Tensor(%12, %11) : f32[40, 24]\n"
           "return (%13)\n";

/* A B products (not the tiles' A^T B form), two of them. */
static const char sum_ab_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 32]\n"
           "input %1 : f32[32, 20]\n"
           "input %2 : f32[s0, 32]\n"
           "input %3 : f32[32, 20]\n"
           "%4 = aten.mm.default(%0, %1) : f32[s0, 20]\n"
           "%5 = aten.mm.default(%2, %3) : f32[s0, 20]\n"
           "%6 = aten.add.Tensor(%4, %5) : f32[s0, 20]\n"
           "return (%6)\n";

/* The first product is returned too: it must stay in memory. */
static const char read_twice_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 32]\n"
           "input %1 : f32[32, 20]\n"
           "input %2 : f32[s0, 32]\n"
           "input %3 : f32[32, 20]\n"
           "%4 = aten.mm.default(%0, %1) : f32[s0, 20]\n"
           "%5 = aten.mm.default(%2, %3) : f32[s0, 20]\n"
           "%6 = aten.add.Tensor(%4, %5) : f32[s0, 20]\n"
           "return (%6, %4)\n";

/* A term that is not a product, and a scaled product. */
static const char mixed_cag[] =
    HEADER "sym s0 = input 0 dim 0\n"
           "input %0 : f32[s0, 32]\n"
           "input %1 : f32[32, 20]\n"
           "input %2 : f32[s0, 32]\n"
           "input %3 : f32[32, 20]\n"
           "input %4 : f32[s0, 20]\n"
           "%5 = aten.mm.default(%0, %1) : f32[s0, 20]\n"
           "%6 = aten.mm.default(%2, %3) : f32[s0, 20]\n"
           "%7 = aten.add.Tensor(%5, %4) : f32[s0, 20]\n"
           "%8 = aten.mul.Scalar(%6, 2.0) : f32[s0, 20]\n"
           "%9 = aten.add.Tensor(%7, %8) : f32[s0, 20]\n"
           "return (%9)\n";

static int accumulating_gemms(const char *cag) {
  char *kir = kir_of(cag);
  int n = count_of(kir, "+ 1.0 * buf");
  cajit_free(kir);
  return n;
}

/* The output of cag, compiled with or without fusion (which the pass is
 * part of), on seeded inputs of these shapes; caller frees. */
static float *run_once(const char *cag, bool fused, int n_in,
                       const int64_t (*shapes)[2], int64_t *out_n) {
  tensor t[6], *in[6];
  for (int k = 0; k < n_in; k++) {
    make_seeded(&t[k], CAJIT_DTYPE_F32, 2, shapes[k], NULL,
                5u + 3u * (uint32_t)k);
    in[k] = &t[k];
  }
  cajit_compile_options o = {0};
  o.no_fusion = !fused;
  compiled c;
  assert_null(try_compile_opts(cag, &o, &c));
  run_ok(&c, in, n_in);
  const DLTensor *r = &c.outs[0]->dl_tensor;
  *out_n = numel_of(r->ndim, r->shape);
  float *v = malloc((size_t)*out_n * sizeof(float));
  assert_non_null(v);
  memcpy(v, r->data, (size_t)*out_n * sizeof(float));
  destroy(&c);
  for (int k = 0; k < n_in; k++)
    release(&t[k]);
  return v;
}

static void same_sums(const char *cag, int n_in, const int64_t (*shapes)[2]) {
  int64_t n1, n2;
  float *want = run_once(cag, false, n_in, shapes, &n1);
  float *got = run_once(cag, true, n_in, shapes, &n2);
  assert_int_equal(n1, n2);
  for (int64_t i = 0; i < n1; i++)
    assert_true(fabsf(got[i] - want[i]) <= 1e-5f * (1.0f + fabsf(want[i])));
  free(want);
  free(got);
}

static void test_weight_grads_add_into_one_buffer(void **state) {
  (void)state;
  char *kir = kir_of(sum3_cag);
  /* One GEMM writes the sum's buffer, two add into it; no add kernel. */
  assert_int_equal(count_of(kir, "+ 1.0 * buf"), 2);
  assert_int_equal(count_of(kir, "+ 0.0 * buf"), 1);
  assert_int_equal(count_of(kir, "aten.add.Tensor\": pointwise"), 0);
  cajit_free(kir);
  const int64_t sh[6][2] = {{300, 40}, {300, 24}, {300, 40},
                            {300, 24}, {300, 40}, {300, 24}};
  same_sums(sum3_cag, 6, sh);
  const int64_t ab[4][2] = {{37, 32}, {32, 20}, {37, 32}, {32, 20}};
  assert_int_equal(accumulating_gemms(sum_ab_cag), 1);
  same_sums(sum_ab_cag, 4, ab);
}

static void test_not_accumulated(void **state) {
  (void)state;
  assert_int_equal(accumulating_gemms(read_twice_cag), 0);
  assert_int_equal(accumulating_gemms(mixed_cag), 0);
  const int64_t sh[5][2] = {{37, 32}, {32, 20}, {37, 32}, {32, 20}, {37, 20}};
  same_sums(mixed_cag, 5, sh);
}

static void test_alloc_failures(void **state) {
  (void)state;
  assert_true(kir_alloc_failures(sum3_cag, true) > 10);
  assert_true(kir_alloc_failures(sum3_cag, false) > 10);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_weight_grads_add_into_one_buffer),
      cmocka_unit_test(test_not_accumulated),
      cmocka_unit_test(test_alloc_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
