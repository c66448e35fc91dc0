/* cajit's own f32 GEMM for skinny products (gemm_skinny.c): one of the
 * three dims long, the others at most CAJIT_RT_SKINNY_MAX. Two shapes:
 *
 *   long m:  C[m x n] = alpha A[m x k] op(B)[k x n] + beta C   (trans_a = 0;
 *            a Linear's input grad dX = dY W, k and n its widths)
 *   long k:  C[m x n] = alpha A^T[m x k] B[k x n] + beta C     (trans_a = 1,
 *            trans_b = 0; a Linear's weight grad dW = dY^T X)
 *
 * the arguments of cajit_rt_gemm_f32 (blas.h, row-major). It runs only
 * where cajit_rt_skinny_gemm_enabled() (AVX-512F, and by default a CPU
 * where torch's MKL takes its generic path: bench/README.md, "cajit's
 * skinny GEMM") and returns false without touching C for any other shape,
 * or when its scratch cannot be allocated: the caller then runs its BLAS.
 *
 * The sums' order depends on the shape only, never on the thread count:
 * every element of the long-m product is one thread's k loop, and the
 * long-k product is cut into k blocks fixed by k, m and n, added in
 * block order. */
#ifndef CAJIT_RUNTIME_GEMM_SKINNY_H
#define CAJIT_RUNTIME_GEMM_SKINNY_H

#include <stdbool.h>
#include <stdint.h>

/* The short dims' bound: the packed op(B) of a long-m product (k x n) and
 * the per-block partials of a long-k one (m x n) stay within L2. */
#define CAJIT_RT_SKINNY_MAX 512

bool cajit_rt_skinny_gemm_enabled(void);
/* Whether cajit_rt_gemm_skinny_f32 takes this shape (and is enabled). */
bool cajit_rt_skinny_gemm_takes(int32_t ta, int32_t tb, int64_t m, int64_t n,
                                int64_t k);
/* Counts a GEMM that went to the BLAS (cajit_runtime_gemm_calls). */
void cajit_rt_count_blas_gemm(void);
bool cajit_rt_gemm_skinny_f32(int32_t ta, int32_t tb, int64_t m, int64_t n,
                              int64_t k, float alpha, const float *a,
                              int64_t lda, const float *b, int64_t ldb,
                              float beta, float *c, int64_t ldc);

#endif
