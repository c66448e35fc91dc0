/* cajit's own f32 GEMM (gemm_tiles.c): register-blocked AVX-512 tiles for
 * the runtime's GEMM entry (blas.h), in two forms:
 *
 *   A op(B):  C[m x n] = alpha A[m x k] op(B)[k x n] + beta C   (trans_a = 0;
 *             a Linear's input grad dX = dY W, its forward x W^T)
 *   A^T B:    C[m x n] = alpha A^T[m x k] B[k x n] + beta C     (trans_a = 1,
 *             trans_b = 0; a Linear's weight grad dW = dY^T X)
 *
 * the arguments of cajit_rt_gemm_f32 (row-major). It runs only where
 * cajit_runtime_gemm_tiles_active() (AVX-512F, and by default a CPU where
 * torch's MKL takes its generic path: bench/README.md, "cajit's GEMM
 * tiles") and returns false without touching C for a shape it does not
 * take (cajit_rt_gemm_tiles_take) or when its scratch cannot be
 * allocated: the caller then runs its BLAS.
 *
 * The sums' order depends on the shape only, never on the thread count:
 * each element of C is one unit's sum over k in fixed chunks, except a
 * small A^T B, cut into k slices fixed by k and added in slice order. */
#ifndef CAJIT_RUNTIME_GEMM_TILES_H
#define CAJIT_RUNTIME_GEMM_TILES_H

#include <stdbool.h>
#include <stdint.h>

/* Whether cajit_rt_gemm_tiles_batched_f32 takes this shape (and is enabled):
 * not A^T B^T; op(B) = B^T only where packing it pays (m >= 256, or B of at
 * most 16K elements); scratch within 64 MiB. */
bool cajit_rt_gemm_tiles_take(int32_t ta, int32_t tb, int64_t m, int64_t n,
                              int64_t k);
/* Counts a GEMM that went to the BLAS (cajit_runtime_gemm_calls). */
void cajit_rt_count_blas_gemm(void);
/* `batch` products (1: one) whose A, B and C start sa, sb and sc floats
 * apart, in one parallel loop over all their units (attention's per-head
 * products are too small to share between threads one at a time). False,
 * with nothing written, for a shape it does not take, and for a batch of
 * A^T B products that do not run in units straight into C: the caller
 * then runs them item by item. */
bool cajit_rt_gemm_tiles_batched_f32(int64_t batch, int32_t ta, int32_t tb,
                                     int64_t m, int64_t n, int64_t k,
                                     float alpha, const float *a, int64_t lda,
                                     int64_t sa, const float *b, int64_t ldb,
                                     int64_t sb, float beta, float *c,
                                     int64_t ldc, int64_t sc);

#endif
