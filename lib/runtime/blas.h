/* GEMM for compiled graphs: row-major CBLAS (OpenBLAS) behind plain C
 * functions that JIT code calls.
 *
 * Semantics (row-major, like torch.addmm):
 *   C[m x n] = alpha * op(A) @ op(B) + beta * C
 * op(A) is m x k: A is stored m x k (trans_a = 0, lda >= max(1, k)) or
 * k x m (trans_a != 0, lda >= max(1, m)); likewise op(B) is k x n with B
 * stored k x n (ldb >= max(1, n)) or n x k (ldb >= max(1, k)); ldc >=
 * max(1, n). A transposed view becomes a flag, never a copy.
 * beta == 0 means C is write-only (NaNs in C do not propagate); k == 0
 * scales C by beta. Dimensions and leading dimensions must be >= 0 and fit
 * CBLAS's int.
 *
 * Each function returns 0, or sets call->status (CAJIT_INVALID_ARGUMENT
 * naming the bad parameter) and returns 1 without touching C. call may be
 * NULL in tests. The batched variants loop over `batch` matrices whose
 * starts are stride_a / stride_b / stride_c elements apart (bmm/baddbmm). */
#ifndef CAJIT_RUNTIME_BLAS_H
#define CAJIT_RUNTIME_BLAS_H

#include <stdint.h>

#include "cajit/runtime.h"

int32_t cajit_rt_gemm_f32(cajit_call *call, int32_t trans_a, int32_t trans_b,
                          int64_t m, int64_t n, int64_t k, float alpha,
                          const float *a, int64_t lda, const float *b,
                          int64_t ldb, float beta, float *c, int64_t ldc);
int32_t cajit_rt_gemm_f64(cajit_call *call, int32_t trans_a, int32_t trans_b,
                          int64_t m, int64_t n, int64_t k, double alpha,
                          const double *a, int64_t lda, const double *b,
                          int64_t ldb, double beta, double *c, int64_t ldc);
int32_t cajit_rt_gemm_batched_f32(cajit_call *call, int64_t batch,
                                  int32_t trans_a, int32_t trans_b, int64_t m,
                                  int64_t n, int64_t k, float alpha,
                                  const float *a, int64_t lda, int64_t stride_a,
                                  const float *b, int64_t ldb, int64_t stride_b,
                                  float beta, float *c, int64_t ldc,
                                  int64_t stride_c);
int32_t cajit_rt_gemm_batched_f64(cajit_call *call, int64_t batch,
                                  int32_t trans_a, int32_t trans_b, int64_t m,
                                  int64_t n, int64_t k, double alpha,
                                  const double *a, int64_t lda,
                                  int64_t stride_a, const double *b,
                                  int64_t ldb, int64_t stride_b, double beta,
                                  double *c, int64_t ldc, int64_t stride_c);

#endif
