/* The GEMM provider set with cajit_runtime_set_gemm (cajit/runtime.h):
 * Fortran-BLAS sgemm_/dgemm_ that the row-major GEMMs of blas.c use instead
 * of CBLAS when installed.
 *
 * Each function runs the row-major product C = alpha * op(A) @ op(B) +
 * beta * C (blas.h semantics, arguments already checked and non-degenerate)
 * through the provider and returns true, or returns false when no provider
 * is installed for that precision (the caller then uses CBLAS). */
#ifndef CAJIT_RUNTIME_GEMM_PROVIDER_H
#define CAJIT_RUNTIME_GEMM_PROVIDER_H

#include <stdbool.h>
#include <stdint.h>

bool cajit_rt_provider_gemm_f32(int32_t trans_a, int32_t trans_b, int64_t m,
                                int64_t n, int64_t k, float alpha,
                                const float *a, int64_t lda, const float *b,
                                int64_t ldb, float beta, float *c, int64_t ldc);
bool cajit_rt_provider_gemm_f64(int32_t trans_a, int32_t trans_b, int64_t m,
                                int64_t n, int64_t k, double alpha,
                                const double *a, int64_t lda, const double *b,
                                int64_t ldb, double beta, double *c,
                                int64_t ldc);

#endif
