/* GEMM split over k across threads, for products with a small m x n and a
 * long k (gemm_split.c): C = alpha op(A) op(B) + beta C, row-major, the
 * arguments of cajit_rt_gemm_f32 (blas.h) plus the number of k blocks nb.
 *
 * cajit_rt_gemm_split_blocks says how many blocks to use on `threads`
 * threads with blocks of at least min_block: 1 (do not split) inside a
 * parallel region or on one thread, else min(threads, k / min_block).
 * With nb >= 2, block 0 computes into C (with beta), block i > 0 into a
 * temporary, and the temporaries are added to C in block order: the
 * result's rounding depends on nb. Returns 0, or 1 with call->status set
 * (out of memory, or what the BLAS shim reports). */
#ifndef CAJIT_RUNTIME_GEMM_SPLIT_H
#define CAJIT_RUNTIME_GEMM_SPLIT_H

#include <stdint.h>

#include "cajit/runtime.h"

int64_t cajit_rt_gemm_split_blocks(int32_t threads, int64_t k,
                                   int64_t min_block);
int32_t cajit_rt_gemm_split_f32(cajit_call *call, int64_t nb, int32_t ta,
                                int32_t tb, int64_t m, int64_t n, int64_t k,
                                float alpha, const float *a, int64_t lda,
                                const float *b, int64_t ldb, float beta,
                                float *c, int64_t ldc);
int32_t cajit_rt_gemm_split_f64(cajit_call *call, int64_t nb, int32_t ta,
                                int32_t tb, int64_t m, int64_t n, int64_t k,
                                double alpha, const double *a, int64_t lda,
                                const double *b, int64_t ldb, double beta,
                                double *c, int64_t ldc);

#endif
