/* Tests for cajit_runtime_set_gemm (lib/runtime/gemm_provider.c): an
 * installed Fortran-BLAS provider runs the runtime's GEMMs, a provider that
 * computes wrong results is rejected by the probe (CBLAS stays), and GEMMs
 * through the provider (all transposes, padded leading dimensions, batched
 * strides, both precisions) equal the CBLAS results. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
/* cmocka must come after the headers above */
#include <cmocka.h>
#include <string.h>

#include "cajit/runtime.h"
#include "runtime/rt.h"

static int sgemm_calls, dgemm_calls;

/* Column-major reference GEMM with Fortran-BLAS conventions. */
#define DEFINE_REF(T, NAME, COUNTER, BREAK_BETA)                               \
  static void NAME(const char *transa, const char *transb, const int *m,       \
                   const int *n, const int *k, const T *alpha, const T *a,     \
                   const int *lda, const T *b, const int *ldb, const T *beta,  \
                   T *c, const int *ldc) {                                     \
    COUNTER++;                                                                 \
    int ta = *transa == 'T', tb = *transb == 'T';                              \
    for (int j = 0; j < *n; j++)                                               \
      for (int i = 0; i < *m; i++) {                                           \
        T acc = 0;                                                             \
        for (int p = 0; p < *k; p++)                                           \
          acc += (ta ? a[i * *lda + p] : a[p * *lda + i]) *                    \
                 (tb ? b[p * *ldb + j] : b[j * *ldb + p]);                     \
        T old = BREAK_BETA || *beta == 0 ? 0 : *beta * c[j * *ldc + i];        \
        c[j * *ldc + i] = *alpha * acc + old;                                  \
      }                                                                        \
  }

DEFINE_REF(float, ref_sgemm, sgemm_calls, 0)
DEFINE_REF(double, ref_dgemm, dgemm_calls, 0)
DEFINE_REF(float, sgemm_ignoring_beta, sgemm_calls, 1)
DEFINE_REF(double, dgemm_ignoring_beta, dgemm_calls, 1)

/* Right except that alpha is taken as 1 (an argument read from the wrong
 * place). */
static void sgemm_ignoring_alpha(const char *transa, const char *transb,
                                 const int *m, const int *n, const int *k,
                                 const float *alpha, const float *a,
                                 const int *lda, const float *b, const int *ldb,
                                 const float *beta, float *c, const int *ldc) {
  const float one = 1;
  (void)alpha;
  ref_sgemm(transa, transb, m, n, k, &one, a, lda, b, ldb, beta, c, ldc);
}

/* Right except that it reads C when beta == 0 (NaNs in C propagate). */
static void dgemm_reading_c(const char *transa, const char *transb,
                            const int *m, const int *n, const int *k,
                            const double *alpha, const double *a,
                            const int *lda, const double *b, const int *ldb,
                            const double *beta, double *c, const int *ldc) {
  double keep[64];
  for (int j = 0; j < *n; j++)
    for (int i = 0; i < *m; i++)
      keep[j * *m + i] = c[j * *ldc + i];
  ref_dgemm(transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
  for (int j = 0; j < *n; j++)
    for (int i = 0; i < *m; i++)
      c[j * *ldc + i] += *beta * keep[j * *m + i];
}

/* f32 products would run on cajit's own GEMM tiles
 * (gemm_tiles.c) on some CPUs: these tests are about the BLAS. */
static void reset(void **state) {
  (void)state;
  assert_null(cajit_runtime_set_gemm_tiles(CAJIT_GEMM_TILES_OFF));
  assert_null(cajit_runtime_set_gemm(NULL, NULL));
  sgemm_calls = dgemm_calls = 0;
}

static int teardown(void **state) {
  reset(state);
  return cajit_runtime_set_gemm_tiles(CAJIT_GEMM_TILES_AUTO) != NULL;
}

static void test_provider_is_used(void **state) {
  reset(state);
  assert_string_equal(cajit_runtime_gemm_provider(), "cblas");
  assert_null(cajit_runtime_set_gemm(ref_sgemm, ref_dgemm));
  assert_string_equal(cajit_runtime_gemm_provider(), "provider");
  sgemm_calls = dgemm_calls = 0;
  float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 0, 0, 1, 1, 1}, c[4];
  assert_int_equal(
      cajit_rt_gemm_f32(NULL, 0, 0, 2, 2, 3, 1, a, 3, b, 2, 0, c, 2), 0);
  assert_int_equal(sgemm_calls, 1);
  float want[4] = {4, 5, 10, 11};
  assert_memory_equal(c, want, sizeof want);
  double ad[6] = {1, 2, 3, 4, 5, 6}, bd[6] = {1, 0, 0, 1, 1, 1}, cd[4];
  assert_int_equal(
      cajit_rt_gemm_f64(NULL, 0, 0, 2, 2, 3, 1, ad, 3, bd, 2, 0, cd, 2), 0);
  assert_int_equal(dgemm_calls, 1);
  double wantd[4] = {4, 5, 10, 11};
  assert_memory_equal(cd, wantd, sizeof wantd);
  /* Degenerate shapes never reach the provider (blas.c handles them). */
  assert_int_equal(
      cajit_rt_gemm_f32(NULL, 0, 0, 2, 2, 0, 1, a, 1, b, 2, 0, c, 2), 0);
  assert_int_equal(sgemm_calls, 1);
  /* Only dgemm: f32 goes back to CBLAS. */
  assert_null(cajit_runtime_set_gemm(NULL, ref_dgemm));
  sgemm_calls = 0;
  assert_int_equal(
      cajit_rt_gemm_f32(NULL, 0, 0, 2, 2, 3, 1, a, 3, b, 2, 0, c, 2), 0);
  assert_int_equal(sgemm_calls, 0);
  assert_memory_equal(c, want, sizeof want);
}

static void expect_rejected(cajit_status s, const char *fn) {
  assert_non_null(s);
  assert_int_equal(cajit_status_code_of(s), CAJIT_INVALID_ARGUMENT);
  if (!strstr(cajit_status_message(s), fn) ||
      !strstr(cajit_status_message(s), "CBLAS"))
    fail_msg("unexpected message: %s", cajit_status_message(s));
  cajit_status_free(s);
  assert_string_equal(cajit_runtime_gemm_provider(), "cblas");
}

static void test_wrong_provider_is_rejected(void **state) {
  reset(state);
  expect_rejected(cajit_runtime_set_gemm(sgemm_ignoring_beta, NULL), "sgemm");
  expect_rejected(cajit_runtime_set_gemm(ref_sgemm, dgemm_ignoring_beta),
                  "dgemm");
  expect_rejected(cajit_runtime_set_gemm(sgemm_ignoring_alpha, ref_dgemm),
                  "sgemm");
  expect_rejected(cajit_runtime_set_gemm(ref_sgemm, dgemm_reading_c), "dgemm");
  /* A rejected provider replaces a good one by CBLAS, not by itself. */
  assert_null(cajit_runtime_set_gemm(ref_sgemm, NULL));
  expect_rejected(cajit_runtime_set_gemm(sgemm_ignoring_beta, NULL), "sgemm");
  sgemm_calls = 0;
  float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 0, 0, 1, 1, 1}, c[4];
  assert_int_equal(
      cajit_rt_gemm_f32(NULL, 0, 0, 2, 2, 3, 1, a, 3, b, 2, 0, c, 2), 0);
  assert_int_equal(sgemm_calls, 0);
  float want[4] = {4, 5, 10, 11};
  assert_memory_equal(c, want, sizeof want);
}

/* Values k/8 for small k: every product and sum below is exact, so the
 * provider and CBLAS must agree bit for bit whatever their summation order. */
#define DEFINE_COMPARE(T, SUFFIX, REF_S, REF_D)                                \
  static void compare_##SUFFIX(int32_t ta, int32_t tb) {                       \
    enum { B = 3, M = 5, N = 4, K = 6, LD = 9, STRIDE = 64 };                  \
    T a[B * STRIDE], b[B * STRIDE], c0[B * STRIDE], c1[B * STRIDE];            \
    for (int i = 0; i < B * STRIDE; i++) {                                     \
      a[i] = (T)((i * 7) % 17 - 8) / 8;                                        \
      b[i] = (T)((i * 5) % 13 - 6) / 8;                                        \
      c0[i] = c1[i] = (T)(i % 9 - 4);                                          \
    }                                                                          \
    assert_null(cajit_runtime_set_gemm(NULL, NULL));                           \
    assert_int_equal(cajit_rt_gemm_batched_##SUFFIX(                           \
                         NULL, B, ta, tb, M, N, K, (T)0.5, a, LD, STRIDE, b,   \
                         LD, STRIDE, (T)2, c0, LD, STRIDE),                    \
                     0);                                                       \
    assert_null(cajit_runtime_set_gemm(REF_S, REF_D));                         \
    sgemm_calls = dgemm_calls = 0;                                             \
    assert_int_equal(cajit_rt_gemm_batched_##SUFFIX(                           \
                         NULL, B, ta, tb, M, N, K, (T)0.5, a, LD, STRIDE, b,   \
                         LD, STRIDE, (T)2, c1, LD, STRIDE),                    \
                     0);                                                       \
    assert_int_equal(sgemm_calls + dgemm_calls, B);                            \
    assert_memory_equal(c0, c1, sizeof c0);                                    \
  }

DEFINE_COMPARE(float, f32, ref_sgemm, NULL)
DEFINE_COMPARE(double, f64, NULL, ref_dgemm)

static void test_provider_matches_cblas(void **state) {
  reset(state);
  for (int32_t ta = 0; ta < 2; ta++)
    for (int32_t tb = 0; tb < 2; tb++) {
      compare_f32(ta, tb);
      compare_f64(ta, tb);
    }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_teardown(test_provider_is_used, teardown),
      cmocka_unit_test_teardown(test_wrong_provider_is_rejected, teardown),
      cmocka_unit_test_teardown(test_provider_matches_cblas, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
