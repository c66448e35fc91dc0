/* GEMM through a Fortran-BLAS provider (see gemm_provider.h and
 * cajit_runtime_set_gemm in cajit/runtime.h).
 *
 * Row-major to column-major: a row-major m x n matrix with leading
 * dimension ld is the column-major n x m matrix of its transpose with the
 * same ld. So C = op(A) op(B) (row-major) is C^T = op(B)^T op(A)^T
 * (column-major): swap the operands and m with n, keep the flags.
 *
 * A provider is trusted only after it reproduced small products whose
 * results are exact in floating point (small integers), covering both
 * transpose flags, padded leading dimensions, beta != 0 and beta == 0
 * over NaNs (C write-only): a symbol with
 * the right name but another ABI (ILP64 ints, hidden string lengths read
 * as garbage, row-major) fails there instead of in a model's gradients. */
#include "runtime/gemm_provider.h"

#include <math.h>
#include <stdatomic.h>
#include <stddef.h>

#include "cajit/runtime.h"

static _Atomic(cajit_sgemm_fn) sgemm_provider;
static _Atomic(cajit_dgemm_fn) dgemm_provider;

#define DEFINE_PROVIDER_GEMM(T, SUFFIX, FN_T, SLOT)                            \
  static void run_##SUFFIX(FN_T f, int32_t ta, int32_t tb, int64_t m,          \
                           int64_t n, int64_t k, T alpha, const T *a,          \
                           int64_t lda, const T *b, int64_t ldb, T beta, T *c, \
                           int64_t ldc) {                                      \
    char fa = ta ? 'T' : 'N', fb = tb ? 'T' : 'N';                             \
    int im = (int)m, in = (int)n, ik = (int)k;                                 \
    int ilda = (int)lda, ildb = (int)ldb, ildc = (int)ldc;                     \
    f(&fb, &fa, &in, &im, &ik, &alpha, b, &ildb, a, &ilda, &beta, c, &ildc);   \
  }                                                                            \
  bool cajit_rt_provider_gemm_##SUFFIX(                                        \
      int32_t ta, int32_t tb, int64_t m, int64_t n, int64_t k, T alpha,        \
      const T *a, int64_t lda, const T *b, int64_t ldb, T beta, T *c,          \
      int64_t ldc) {                                                           \
    FN_T f = atomic_load_explicit(&SLOT, memory_order_acquire);                \
    if (!f) return false;                                                      \
    run_##SUFFIX(f, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);     \
    return true;                                                               \
  }                                                                            \
  /* Returns NULL when f reproduces the reference, else what went wrong. */    \
  static const char *probe_##SUFFIX(FN_T f) {                                  \
    enum { M = 2, N = 3, K = 4, PAD = 1 };                                     \
    for (int32_t ta = 0; ta < 2; ta++)                                         \
      for (int32_t tb = 0; tb < 2; tb++) {                                     \
        int64_t lda = (ta ? M : K) + PAD, ldb = (tb ? K : N) + PAD;            \
        int64_t ldc = N + PAD;                                                 \
        T a[(K + PAD) * (M + PAD)], b[(K + PAD) * (N + PAD)];                  \
        T c[M * (N + PAD)], want[M * (N + PAD)];                               \
        for (int i = 0; i < (K + PAD) * (M + PAD); i++)                        \
          a[i] = (T)(i % 7 - 3);                                               \
        for (int i = 0; i < (K + PAD) * (N + PAD); i++)                        \
          b[i] = (T)(i % 5 - 2);                                               \
        /* beta = 0 when ta == tb: C is write-only then, its NaNs must         \
         * not reach the result. */                                            \
        T beta = ta == tb ? 0 : 3;                                             \
        for (int i = 0; i < M * (N + PAD); i++)                                \
          c[i] = want[i] = (T)(i % 3);                                         \
        for (int64_t i = 0; i < M; i++)                                        \
          for (int64_t j = 0; j < N; j++) {                                    \
            T acc = 0;                                                         \
            for (int64_t p = 0; p < K; p++)                                    \
              acc += (ta ? a[p * lda + i] : a[i * lda + p]) *                  \
                     (tb ? b[j * ldb + p] : b[p * ldb + j]);                   \
            want[i * ldc + j] = 2 * acc + beta * want[i * ldc + j];            \
            if (beta == 0) c[i * ldc + j] = (T)NAN;                            \
          }                                                                    \
        run_##SUFFIX(f, ta, tb, M, N, K, 2, a, lda, b, ldb, beta, c, ldc);     \
        for (int i = 0; i < M * (N + PAD); i++)                                \
          if (c[i] != want[i])                                                 \
            return ta ? (tb ? "wrong result for op(A)=A^T, op(B)=B^T"          \
                            : "wrong result for op(A)=A^T, op(B)=B")           \
                      : (tb ? "wrong result for op(A)=A, op(B)=B^T"            \
                            : "wrong result for op(A)=A, op(B)=B");            \
      }                                                                        \
    return NULL;                                                               \
  }

DEFINE_PROVIDER_GEMM(float, f32, cajit_sgemm_fn, sgemm_provider)
DEFINE_PROVIDER_GEMM(double, f64, cajit_dgemm_fn, dgemm_provider)

cajit_status cajit_runtime_set_gemm(cajit_sgemm_fn sgemm,
                                    cajit_dgemm_fn dgemm) {
  const char *why = sgemm ? probe_f32(sgemm) : NULL;
  const char *fn = "sgemm";
  if (!why && dgemm) {
    why = probe_f64(dgemm);
    fn = "dgemm";
  }
  if (why) {
    atomic_store_explicit(&sgemm_provider, NULL, memory_order_release);
    atomic_store_explicit(&dgemm_provider, NULL, memory_order_release);
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "GEMM provider rejected, using CBLAS: %s probe: "
                             "%s",
                             fn, why);
  }
  atomic_store_explicit(&sgemm_provider, sgemm, memory_order_release);
  atomic_store_explicit(&dgemm_provider, dgemm, memory_order_release);
  return NULL;
}

const char *cajit_runtime_gemm_provider(void) {
  bool any = atomic_load_explicit(&sgemm_provider, memory_order_acquire) ||
             atomic_load_explicit(&dgemm_provider, memory_order_acquire);
  return any ? "provider" : "cblas";
}
