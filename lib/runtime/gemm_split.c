/* A GEMM with a small result and a long k, split over k across threads
 * (gemm_split.h; the schedule's split_k, kir.h, says which). The weight grads
 * of a Linear at small width are such: [64 x 8192] @ [8192 x 64] in the
 * norm_mlp bench model. MKL's own threading of one such call scales 1.2-1.3x on
 * 2 threads (it splits the 64 x 64 result, not k) and, on a loaded machine,
 * waits for a descheduled thread at many barriers (bench/README.md, "Thread
 * scaling of norm_mlp on Zen 4"). Here each thread runs one BLAS call on its
 * slice of k inside one OpenMP region (BLAS runs single-threaded inside a
 * region: MKL and OpenMP-built BLAS do not nest), into its own m x n partial;
 * the partials are then added to C in block order. One barrier, and the blocks
 * (so the sums' order) depend on the thread count only, as a block-partial
 * reduction's do. */
#include "runtime/gemm_split.h"

#include <stdbool.h>

#include "runtime/blas.h"
#include "runtime/fail.h"
#include "runtime/thread_pool.h"
#include "support/alloc.h"

/* The k slice of block i of nb over [0, k). */
static void block_bounds(int64_t k, int64_t nb, int64_t i, int64_t *lo,
                         int64_t *hi) {
  int64_t q = k / nb, r = k % nb;
  *lo = i * q + (i < r ? i : r);
  *hi = *lo + q + (i < r ? 1 : 0);
}

int64_t cajit_rt_gemm_split_blocks(int32_t threads, int64_t k,
                                   int64_t min_block) {
  if (threads < 2 || min_block < 1 || cajit_rt_in_parallel_region()) return 1;
  int64_t nb = k / min_block;
  return nb < threads ? nb : threads;
}

#define DEFINE_SPLIT(T, SUFFIX)                                                \
  typedef struct split_##SUFFIX {                                              \
    int32_t ta, tb;                                                            \
    int64_t m, n, k, nb, lda, ldb, ldc;                                        \
    T alpha, beta;                                                             \
    const T *a, *b;                                                            \
    T *c, *parts; /* block i > 0 writes parts + (i - 1) m n */                 \
  } split_##SUFFIX;                                                            \
  static int32_t split_body_##SUFFIX(int64_t lo, int64_t hi, void *ctx,        \
                                     cajit_call *call) {                       \
    split_##SUFFIX *s = ctx;                                                   \
    for (int64_t i = lo; i < hi; i++) {                                        \
      int64_t k0, k1;                                                          \
      block_bounds(s->k, s->nb, i, &k0, &k1);                                  \
      const T *a = s->a + (s->ta ? k0 * s->lda : k0);                          \
      const T *b = s->b + (s->tb ? k0 : k0 * s->ldb);                          \
      T *c = i ? s->parts + (i - 1) * s->m * s->n : s->c;                      \
      if (cajit_rt_gemm_##SUFFIX(call, s->ta, s->tb, s->m, s->n, k1 - k0,      \
                                 s->alpha, a, s->lda, b, s->ldb,               \
                                 i ? (T)0 : s->beta, c, i ? s->n : s->ldc))    \
        return 1;                                                              \
    }                                                                          \
    return 0;                                                                  \
  }                                                                            \
  int32_t cajit_rt_gemm_split_##SUFFIX(                                        \
      cajit_call *call, int64_t nb, int32_t ta, int32_t tb, int64_t m,         \
      int64_t n, int64_t k, T alpha, const T *a, int64_t lda, const T *b,      \
      int64_t ldb, T beta, T *c, int64_t ldc) {                                \
    /* Leading dims too short for the whole product: the one call reports      \
     * them (a block's k alone would pass the shim's checks). */               \
    bool short_ld = lda < (ta ? m : k) || ldb < (tb ? k : n) || ldc < n;       \
    if (nb < 2 || m <= 0 || n <= 0 || k < nb || short_ld)                      \
      return cajit_rt_gemm_##SUFFIX(call, ta, tb, m, n, k, alpha, a, lda, b,   \
                                    ldb, beta, c, ldc);                        \
    T *parts = cajit_malloc((size_t)((nb - 1) * m * n) * sizeof(T));           \
    if (!parts)                                                                \
      return cajit_rt_fail(call, CAJIT_OUT_OF_MEMORY,                          \
                           "gemm: out of memory for %lld split-k partials "    \
                           "of %lld x %lld",                                   \
                           (long long)(nb - 1), (long long)m, (long long)n);   \
    split_##SUFFIX s = {ta,  tb,    m,    n, k, nb, lda,  ldb,                 \
                        ldc, alpha, beta, a, b, c,  parts};                    \
    int32_t rc =                                                               \
        cajit_rt_parallel_for_call(call, 0, nb, 1, split_body_##SUFFIX, &s);   \
    for (int64_t i = 1; !rc && i < nb; i++) {                                  \
      const T *p = parts + (i - 1) * m * n;                                    \
      for (int64_t r = 0; r < m; r++)                                          \
        for (int64_t j = 0; j < n; j++)                                        \
          c[r * ldc + j] += p[r * n + j];                                      \
    }                                                                          \
    cajit_free(parts);                                                         \
    return rc;                                                                 \
  }

DEFINE_SPLIT(float, f32)
DEFINE_SPLIT(double, f64)
