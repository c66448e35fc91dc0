/* GEMM shim over CBLAS or a Fortran-BLAS provider (see blas.h). Arguments
 * are checked here because BLAS reports bad ones through xerbla (a message
 * on stderr, no status). */
#include "runtime/blas.h"

#include <cblas.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <sys/mman.h>

#include "runtime/fail.h"
#include "runtime/gemm_provider.h"
#include "runtime/gemm_tiles.h"

static int64_t max1(int64_t x) { return x > 1 ? x : 1; }

static bool fits_int(int64_t x) { return x >= 0 && x <= INT_MAX; }

/* Validates the shape arguments; returns 0 or sets call->status. */
static int32_t check_gemm(cajit_call *call, const char *fn, int32_t ta,
                          int32_t tb, int64_t m, int64_t n, int64_t k,
                          int64_t lda, int64_t ldb, int64_t ldc) {
  if (!fits_int(m) || !fits_int(n) || !fits_int(k))
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "%s: bad dims m=%lld n=%lld k=%lld", fn, (long long)m,
                         (long long)n, (long long)k);
  int64_t need_a = ta ? max1(m) : max1(k);
  int64_t need_b = tb ? max1(k) : max1(n);
  if (!fits_int(lda) || lda < need_a)
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "%s: lda=%lld, need >= %lld (trans_a=%d)", fn,
                         (long long)lda, (long long)need_a, ta ? 1 : 0);
  if (!fits_int(ldb) || ldb < need_b)
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "%s: ldb=%lld, need >= %lld (trans_b=%d)", fn,
                         (long long)ldb, (long long)need_b, tb ? 1 : 0);
  if (!fits_int(ldc) || ldc < max1(n))
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "%s: ldc=%lld, need >= %lld", fn, (long long)ldc,
                         (long long)max1(n));
  return 0;
}

static int32_t check_batch(cajit_call *call, const char *fn, int64_t batch,
                           int64_t sa, int64_t sb, int64_t sc) {
  if (batch < 0 || sa < 0 || sb < 0 || sc < 0)
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "%s: bad batch=%lld or strides (%lld, %lld, %lld)", fn,
                         (long long)batch, (long long)sa, (long long)sb,
                         (long long)sc);
  return 0;
}

/* OpenBLAS runs a GEMM in a work buffer (BUFFER_SIZE: 128 MiB on x86-64,
 * plus a page) from its pool, and maps a new one when every buffer is in
 * use; when that mapping fails it retries forever: a hang, not an error
 * (under ulimit -v, or with overcommit off). Buffers are never unmapped,
 * so there are as many as GEMMs were ever in flight at once (`buffers`).
 * A GEMM that would be one more in flight first maps and unmaps a buffer's
 * size itself and fails with an error when it cannot. */
enum { OPENBLAS_BUFFER_BYTES = (128 + 1) << 20 };
static _Atomic int64_t openblas_in_flight, openblas_buffers;

static int32_t openblas_enter(cajit_call *call, const char *fn) {
  int64_t n = atomic_fetch_add(&openblas_in_flight, 1) + 1;
  int64_t have = atomic_load(&openblas_buffers);
  if (n <= have) return 0;
  void *p = mmap(NULL, OPENBLAS_BUFFER_BYTES, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) {
    atomic_fetch_sub(&openblas_in_flight, 1);
    return cajit_rt_fail(call, CAJIT_OUT_OF_MEMORY,
                         "%s: out of memory: OpenBLAS needs a %d MiB work "
                         "buffer for this GEMM and it cannot be mapped "
                         "(address-space limit or memory exhausted)",
                         fn, OPENBLAS_BUFFER_BYTES >> 20);
  }
  munmap(p, OPENBLAS_BUFFER_BYTES);
  while (have < n &&
         !atomic_compare_exchange_weak(&openblas_buffers, &have, n)) {
  }
  return 0;
}

static void openblas_leave(void) { atomic_fetch_sub(&openblas_in_flight, 1); }

/* f64 has no tiles of cajit's own. */
static bool gemm_tiles_batched_f64(int64_t batch, int32_t ta, int32_t tb,
                                   int64_t m, int64_t n, int64_t k,
                                   double alpha, const double *a, int64_t lda,
                                   int64_t sa, const double *b, int64_t ldb,
                                   int64_t sb, double beta, double *c,
                                   int64_t ldc, int64_t sc) {
  return false;
}

/* One typed GEMM: T is the element type, GEMM the CBLAS function, TILES
 * cajit's own tiles for the shapes they take (gemm_tiles.h: one product,
 * or a batch in one parallel loop). With
 * k == 0 or alpha == 0 the product vanishes and only C = beta * C remains;
 * that case is done here so beta == 0 writes exact zeros. */
#define DEFINE_GEMM(T, SUFFIX, GEMM, TILES)                                    \
  static int32_t gemm_##SUFFIX(cajit_call *call, const char *fn, int32_t ta,   \
                               int32_t tb, int64_t m, int64_t n, int64_t k,    \
                               T alpha, const T *a, int64_t lda, const T *b,   \
                               int64_t ldb, T beta, T *c, int64_t ldc) {       \
    if (m == 0 || n == 0) return 0;                                            \
    if (k == 0 || alpha == 0) {                                                \
      for (int64_t i = 0; i < m; i++)                                          \
        for (int64_t j = 0; j < n; j++)                                        \
          c[i * ldc + j] = beta == 0 ? (T)0 : beta * c[i * ldc + j];           \
      return 0;                                                                \
    }                                                                          \
    if (TILES(1, ta, tb, m, n, k, alpha, a, lda, 0, b, ldb, 0, beta, c, ldc,   \
              0))                                                              \
      return 0;                                                                \
    cajit_rt_count_blas_gemm();                                                \
    if (cajit_rt_provider_gemm_##SUFFIX(ta, tb, m, n, k, alpha, a, lda, b,     \
                                        ldb, beta, c, ldc))                    \
      return 0;                                                                \
    if (openblas_enter(call, fn)) return 1;                                    \
    GEMM(CblasRowMajor, ta ? CblasTrans : CblasNoTrans,                        \
         tb ? CblasTrans : CblasNoTrans, (int)m, (int)n, (int)k, alpha, a,     \
         (int)lda, b, (int)ldb, beta, c, (int)ldc);                            \
    openblas_leave();                                                          \
    return 0;                                                                  \
  }                                                                            \
  int32_t cajit_rt_gemm_##SUFFIX(cajit_call *call, int32_t ta, int32_t tb,     \
                                 int64_t m, int64_t n, int64_t k, T alpha,     \
                                 const T *a, int64_t lda, const T *b,          \
                                 int64_t ldb, T beta, T *c, int64_t ldc) {     \
    if (check_gemm(call, "gemm_" #SUFFIX, ta, tb, m, n, k, lda, ldb, ldc))     \
      return 1;                                                                \
    return gemm_##SUFFIX(call, "gemm_" #SUFFIX, ta, tb, m, n, k, alpha, a,     \
                         lda, b, ldb, beta, c, ldc);                           \
  }                                                                            \
  int32_t cajit_rt_gemm_batched_##SUFFIX(                                      \
      cajit_call *call, int64_t batch, int32_t ta, int32_t tb, int64_t m,      \
      int64_t n, int64_t k, T alpha, const T *a, int64_t lda, int64_t sa,      \
      const T *b, int64_t ldb, int64_t sb, T beta, T *c, int64_t ldc,          \
      int64_t sc) {                                                            \
    if (check_gemm(call, "gemm_batched_" #SUFFIX, ta, tb, m, n, k, lda, ldb,   \
                   ldc) ||                                                     \
        check_batch(call, "gemm_batched_" #SUFFIX, batch, sa, sb, sc))         \
      return 1;                                                                \
    if (batch > 1 && alpha != 0 &&                                             \
        TILES(batch, ta, tb, m, n, k, alpha, a, lda, sa, b, ldb, sb, beta, c,  \
              ldc, sc))                                                        \
      return 0;                                                                \
    for (int64_t i = 0; i < batch; i++)                                        \
      if (gemm_##SUFFIX(call, "gemm_batched_" #SUFFIX, ta, tb, m, n, k, alpha, \
                        a + i * sa, lda, b + i * sb, ldb, beta, c + i * sc,    \
                        ldc))                                                  \
        return 1;                                                              \
    return 0;                                                                  \
  }

DEFINE_GEMM(float, f32, cblas_sgemm, cajit_rt_gemm_tiles_batched_f32)
DEFINE_GEMM(double, f64, cblas_dgemm, gemm_tiles_batched_f64)
