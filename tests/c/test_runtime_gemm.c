/* Tests for lib/runtime's GEMM shim (blas.h, gemm_provider.h) against naive
 * loops in double: f64 and f32, edge shapes and bad leading dims, batched
 * products, and the split over k across threads (gemm_split.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/runtime.h"
#include "call_status.h"
#include "runtime/gemm_split.h"
#include "runtime/rt.h"
#include "support/alloc.h"
#include "test_status.h"

/* ---- GEMM ----------------------------------------------------------------
 */

/* Naive C = alpha op(A) op(B) + beta C in double, row-major. */
static void ref_gemm(int ta, int tb, int m, int n, int k, double alpha,
                     const double *a, int lda, const double *b, int ldb,
                     double beta, double *c, int ldc) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0;
      for (int p = 0; p < k; p++) {
        double x = ta ? a[p * lda + i] : a[i * lda + p];
        double y = tb ? b[j * ldb + p] : b[p * ldb + j];
        acc += x * y;
      }
      c[i * ldc + j] = alpha * acc + (beta == 0 ? 0 : beta * c[i * ldc + j]);
    }
}

static void fill(double *x, int n, int seed) {
  for (int i = 0; i < n; i++)
    x[i] = ((i * 37 + seed * 11) % 19) / 7.0 - 1.3;
}

static void test_gemm_f64_f32(void **state) {
  (void)state;
  enum { M = 5, NN = 7, K = 3, PAD = 2 };
  for (int ta = 0; ta < 2; ta++)
    for (int tb = 0; tb < 2; tb++) {
      int lda = (ta ? M : K) + PAD, ldb = (tb ? K : NN) + PAD, ldc = NN + PAD;
      int rows_a = ta ? K : M, rows_b = tb ? NN : K;
      double a[64], b[64], c[64], want[64];
      fill(a, rows_a * lda, 1);
      fill(b, rows_b * ldb, 2);
      fill(c, M * ldc, 3);
      memcpy(want, c, sizeof c);
      ref_gemm(ta, tb, M, NN, K, 1.5, a, lda, b, ldb, 0.5, want, ldc);
      assert_int_equal(cajit_rt_gemm_f64(NULL, ta, tb, M, NN, K, 1.5, a, lda, b,
                                         ldb, 0.5, c, ldc),
                       0);
      for (int i = 0; i < M; i++)
        for (int j = 0; j < NN; j++)
          assert_float_equal(c[i * ldc + j], want[i * ldc + j], 1e-12);
      /* the same in f32 */
      float af[64], bf[64], cf[64];
      fill(c, M * ldc, 3);
      for (int i = 0; i < 64; i++) {
        af[i] = (float)a[i];
        bf[i] = (float)b[i];
        cf[i] = (float)c[i];
      }
      assert_int_equal(cajit_rt_gemm_f32(NULL, ta, tb, M, NN, K, 1.5f, af, lda,
                                         bf, ldb, 0.5f, cf, ldc),
                       0);
      for (int i = 0; i < M; i++)
        for (int j = 0; j < NN; j++)
          assert_float_equal(cf[i * ldc + j], want[i * ldc + j], 1e-4);
    }
}

static void test_gemm_edges(void **state) {
  (void)state;
  double a[4] = {1, 2, 3, 4}, b[4] = {1, 0, 0, 1};
  double c[4] = {NAN, NAN, NAN, NAN};
  /* beta == 0: C is write-only, NaNs do not survive */
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 2, 2, 2, 1.0, a, 2, b, 2, 0.0, c, 2), 0);
  for (int i = 0; i < 4; i++)
    assert_float_equal(c[i], a[i], 0);
  /* k == 0: C = beta * C */
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 2, 2, 0, 1.0, a, 1, b, 2, 2.0, c, 2), 0);
  for (int i = 0; i < 4; i++)
    assert_float_equal(c[i], 2 * a[i], 0);
  c[0] = NAN;
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 2, 2, 0, 1.0, a, 1, b, 2, 0.0, c, 2), 0);
  for (int i = 0; i < 4; i++)
    assert_float_equal(c[i], 0, 0);
  /* m == 0 touches nothing */
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 0, 2, 2, 1.0, a, 2, b, 2, 0.0, NULL, 2), 0);

  cajit_call call = {0};
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 0, 2, 2, 3, 1.0, a, 2, b, 2, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_f64: lda=2, need >= 3 (trans_a=0)");
  assert_int_equal(cajit_rt_gemm_f32(&call, 1, 0, 4, 2, 2, 1.0f, NULL, 2, NULL,
                                     2, 0.0f, NULL, 2),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_f32: lda=2, need >= 4 (trans_a=1)");
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 1, 2, 2, 5, 1.0, a, 5, b, 2, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "ldb=2, need >= 5");
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 0, 2, 3, 2, 1.0, a, 2, b, 3, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "ldc=2, need >= 3");
  assert_int_equal(
      cajit_rt_gemm_f64(&call, 0, 0, -1, 2, 2, 1.0, a, 2, b, 2, 0.0, c, 2), 1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "bad dims m=-1");
  assert_int_equal(cajit_rt_gemm_f64(&call, 0, 0, 1LL << 32, 2, 2, 1.0, a, 2, b,
                                     2, 0.0, c, 2),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "bad dims");
}

static void test_gemm_batched(void **state) {
  (void)state;
  enum { B = 3, M = 2, NN = 3, K = 4 };
  double a[B * M * K], bm[B * K * NN], c[B * M * NN], want[B * M * NN];
  fill(a, B * M * K, 4);
  fill(bm, B * K * NN, 5);
  fill(c, B * M * NN, 6);
  memcpy(want, c, sizeof c);
  for (int i = 0; i < B; i++)
    ref_gemm(0, 1, M, NN, K, 1.0, a + i * M * K, K, bm + i * K * NN, K, 1.0,
             want + i * M * NN, NN);
  /* B stored n x k (trans_b) per batch */
  assert_int_equal(cajit_rt_gemm_batched_f64(NULL, B, 0, 1, M, NN, K, 1.0, a, K,
                                             M * K, bm, K, K * NN, 1.0, c, NN,
                                             M * NN),
                   0);
  for (int i = 0; i < B * M * NN; i++)
    assert_float_equal(c[i], want[i], 1e-12);
  float af[B * M * K], bf[B * K * NN], cf[B * M * NN];
  for (int i = 0; i < B * M * K; i++)
    af[i] = (float)a[i];
  for (int i = 0; i < B * K * NN; i++)
    bf[i] = (float)bm[i];
  /* stride 0 broadcasts one B over the batch */
  assert_int_equal(cajit_rt_gemm_batched_f32(NULL, B, 0, 1, M, NN, K, 1.0f, af,
                                             K, M * K, bf, K, 0, 0.0f, cf, NN,
                                             M * NN),
                   0);
  for (int i = 0; i < B; i++) {
    double ref[M * NN];
    ref_gemm(0, 1, M, NN, K, 1.0, a + i * M * K, K, bm, K, 0.0, ref, NN);
    for (int j = 0; j < M * NN; j++)
      assert_float_equal(cf[i * M * NN + j], ref[j], 1e-4);
  }
  cajit_call call = {0};
  assert_int_equal(cajit_rt_gemm_batched_f32(&call, -1, 0, 0, M, NN, K, 1.0f,
                                             af, K, 0, bf, NN, 0, 0.0f, cf, NN,
                                             0),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_batched_f32: bad batch=-1");
  assert_int_equal(cajit_rt_gemm_batched_f64(&call, 2, 0, 0, M, NN, K, 1.0, a,
                                             1, 0, bm, NN, 0, 0.0, c, NN, 0),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT,
                    "gemm_batched_f64: lda=1, need >= 4");
}

/* The GEMM split over k (gemm_split.c): every block count, transpose and
 * padded leading dim gives the one-call product (beta != 0: block 0 keeps
 * C's term, the others add only theirs); the block count follows the
 * thread count and the least block. Without the beta == 0 for blocks > 0
 * (C's term added once per block) or with a wrong k offset into a
 * transposed operand, the sums differ. */
static void test_gemm_split(void **state) {
  (void)state;
  enum { M = 5, NN = 7, K = 37, PAD = 2 };
  for (int nb = 2; nb <= 5; nb++)
    for (int ta = 0; ta < 2; ta++)
      for (int tb = 0; tb < 2; tb++) {
        int lda = (ta ? M : K) + PAD, ldb = (tb ? K : NN) + PAD, ldc = NN + PAD;
        int rows_a = ta ? K : M, rows_b = tb ? NN : K;
        double a[(K + PAD) * (M + PAD)], b[(K + PAD) * (NN + PAD)];
        double c[M * (NN + PAD)], want[M * (NN + PAD)];
        fill(a, rows_a * lda, 7);
        fill(b, rows_b * ldb, 8);
        fill(c, M * ldc, 9);
        memcpy(want, c, sizeof c);
        ref_gemm(ta, tb, M, NN, K, 1.5, a, lda, b, ldb, 0.5, want, ldc);
        assert_int_equal(cajit_rt_gemm_split_f64(NULL, nb, ta, tb, M, NN, K,
                                                 1.5, a, lda, b, ldb, 0.5, c,
                                                 ldc),
                         0);
        for (int i = 0; i < M * ldc; i++)
          assert_float_equal(c[i], want[i], 1e-12);
      }
  assert_int_equal(cajit_rt_gemm_split_blocks(1, 8192, 2048), 1);
  assert_int_equal(cajit_rt_gemm_split_blocks(2, 8192, 2048), 2);
  assert_int_equal(cajit_rt_gemm_split_blocks(8, 8192, 2048), 4);
  assert_int_equal(cajit_rt_gemm_split_blocks(2, 4095, 2048), 1);
  /* a bad shape is the shim's error, not a crash */
  cajit_call call = {0};
  double a[4] = {0}, b[4] = {0}, c[4] = {0};
  assert_int_equal(cajit_rt_gemm_split_f64(&call, 2, 0, 0, 2, 2, 4, 1.0, a, 2,
                                           b, 2, 0.0, c, 2),
                   1);
  expect_call_error(&call, CAJIT_INVALID_ARGUMENT, "lda=2, need >= ");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_gemm_f64_f32),
      cmocka_unit_test(test_gemm_edges),
      cmocka_unit_test(test_gemm_batched),
      cmocka_unit_test(test_gemm_split),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
