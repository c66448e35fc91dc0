/* GEMM on strided operands: what generated code calls for a GEMM kernel.
 *
 *   c[b] = alpha * a[b] @ b[b] + beta * c[b]   for b < batch
 *
 * with a: m x k, b: k x n, c: m x n given by a pointer to element [0, 0, 0]
 * and (batch, row, col) strides in elements, as the kernel IR describes
 * views. Strides are only known at run time (inputs' strides are symbols),
 * so the choice a BLAS needs is made here: an operand whose columns are
 * contiguous is passed as is, one whose rows are contiguous (a transposed
 * view) with the transpose flag, and any other layout (an expanded or
 * sliced view with no unit stride) is first copied to a contiguous
 * temporary. c with contiguous rows is written in place, and so is c with
 * contiguous columns (as C^T = op(B)^T op(A)^T); otherwise the result is
 * computed in a temporary and copied back. beta == 0 never reads c.
 *
 * The BLAS calls go through the runtime's shim (runtime/blas.h). Returns
 * 0, or 1 after setting call->status (call may be NULL): a negative size,
 * one that does not fit CBLAS's int, or out of memory. */
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "cajit/runtime.h"
#include "codegen/codegen.h"
#include "runtime/blas.h"
#include "runtime/fail.h"
#include "runtime/gemm_split.h"
#include "runtime/gemm_tiles.h"
#include "support/alloc.h"

static int32_t fail(cajit_call *call, cajit_status_code code, const char *msg) {
  return cajit_rt_fail(call, code, "gemm: %s", msg);
}

static int64_t max1(int64_t x) { return x > 1 ? x : 1; }

/* How BLAS reads a rows x cols matrix with strides (sr, sc): 0 row-major
 * with leading dim *ld, 1 transposed, -1 neither (copy it). */
static int layout(int64_t rows, int64_t cols, int64_t sr, int64_t sc,
                  int64_t *ld) {
  if ((sc == 1 || cols <= 1) && (rows <= 1 || sr >= max1(cols))) {
    *ld = rows <= 1 ? max1(cols) : sr;
    return 0;
  }
  if ((sr == 1 || rows <= 1) && (cols <= 1 || sc >= max1(rows))) {
    *ld = cols <= 1 ? max1(rows) : sc;
    return 1;
  }
  return -1;
}

/* The common case goes to the runtime's batched shim in one call; an
 * operand that needs a copy makes it loop over the batch with
 * temporaries. */
#define DEFINE_GEMM(SUFFIX, T)                                                 \
  static void copy_in_##SUFFIX(T *dst, const T *src, int64_t rows,             \
                               int64_t cols, int64_t sr, int64_t sc) {         \
    for (int64_t i = 0; i < rows; i++)                                         \
      for (int64_t j = 0; j < cols; j++)                                       \
        dst[i * cols + j] = src[i * sr + j * sc];                              \
  }                                                                            \
  static void copy_out_##SUFFIX(T *dst, const T *src, int64_t rows,            \
                                int64_t cols, int64_t sr, int64_t sc) {        \
    for (int64_t i = 0; i < rows; i++)                                         \
      for (int64_t j = 0; j < cols; j++)                                       \
        dst[i * sr + j * sc] = src[i * cols + j];                              \
  }                                                                            \
  int32_t cajit_rt_gemm_strided_##SUFFIX(                                      \
      cajit_call *call, int64_t batch, int64_t m, int64_t n, int64_t k,        \
      T alpha, const T *a, int64_t a_sb, int64_t a_sm, int64_t a_sk,           \
      const T *b, int64_t b_sb, int64_t b_sk, int64_t b_sn, T beta, T *c,      \
      int64_t c_sb, int64_t c_sm, int64_t c_sn) {                              \
    if (batch < 0 || m < 0 || n < 0 || k < 0)                                  \
      return fail(call, CAJIT_INVALID_ARGUMENT, "negative size");              \
    if (batch == 0 || m == 0 || n == 0) return 0;                              \
    int64_t lda = 0, ldb = 0, ldc = 0;                                         \
    int ta = layout(m, k, a_sm, a_sk, &lda);                                   \
    int tb = layout(k, n, b_sk, b_sn, &ldb);                                   \
    int tc = layout(m, n, c_sm, c_sn, &ldc);                                   \
    if (ta >= 0 && tb >= 0 && tc == 0)                                         \
      return cajit_rt_gemm_batched_##SUFFIX(call, batch, ta, tb, m, n, k,      \
                                            alpha, a, lda, a_sb, b, ldb, b_sb, \
                                            beta, c, ldc, c_sb);               \
    /* C with contiguous columns is C^T row-major: C^T = op(B)^T op(A)^T,      \
     * the operands swapped and their flags flipped (no copy of C). */         \
    if (ta >= 0 && tb >= 0 && tc == 1)                                         \
      return cajit_rt_gemm_batched_##SUFFIX(call, batch, !tb, !ta, n, m, k,    \
                                            alpha, b, ldb, b_sb, a, lda, a_sb, \
                                            beta, c, ldc, c_sb);               \
    if (ta < 0) lda = max1(k);                                                 \
    if (tb < 0) ldb = max1(n);                                                 \
    if (tc != 0) ldc = max1(n);                                                \
    if (m > INT_MAX || n > INT_MAX || k > INT_MAX)                             \
      return fail(call, CAJIT_UNSUPPORTED, "a dimension exceeds INT_MAX");     \
    T *ta_buf = NULL, *tb_buf = NULL, *tc_buf = NULL;                          \
    if (ta < 0) ta_buf = cajit_malloc((size_t)(m * k + 1) * sizeof(T));        \
    if (tb < 0) tb_buf = cajit_malloc((size_t)(k * n + 1) * sizeof(T));        \
    if (tc != 0) tc_buf = cajit_malloc((size_t)(m * n) * sizeof(T));           \
    int32_t rc = 0;                                                            \
    if ((ta < 0 && !ta_buf) || (tb < 0 && !tb_buf) || (tc != 0 && !tc_buf))    \
      rc = fail(call, CAJIT_OUT_OF_MEMORY, "out of memory");                   \
    for (int64_t i = 0; !rc && i < batch; i++) {                               \
      const T *ai = a + i * a_sb, *bi = b + i * b_sb;                          \
      T *ci = c + i * c_sb, *cdst = ci;                                        \
      if (ta_buf) copy_in_##SUFFIX(ta_buf, ai, m, k, a_sm, a_sk), ai = ta_buf; \
      if (tb_buf) copy_in_##SUFFIX(tb_buf, bi, k, n, b_sk, b_sn), bi = tb_buf; \
      if (tc_buf) {                                                            \
        if (beta != 0) copy_in_##SUFFIX(tc_buf, ci, m, n, c_sm, c_sn);         \
        cdst = tc_buf;                                                         \
      }                                                                        \
      rc = cajit_rt_gemm_##SUFFIX(call, ta == 1, tb == 1, m, n, k, alpha, ai,  \
                                  lda, bi, ldb, beta, cdst, ldc);              \
      if (!rc && tc_buf) copy_out_##SUFFIX(ci, tc_buf, m, n, c_sm, c_sn);      \
    }                                                                          \
    cajit_free(ta_buf);                                                        \
    cajit_free(tb_buf);                                                        \
    cajit_free(tc_buf);                                                        \
    return rc;                                                                 \
  }                                                                            \
  int32_t cajit_rt_gemm_strided_split_##SUFFIX(                                \
      cajit_call *call, int64_t batch, int64_t m, int64_t n, int64_t k,        \
      T alpha, const T *a, int64_t a_sb, int64_t a_sm, int64_t a_sk,           \
      const T *b, int64_t b_sb, int64_t b_sk, int64_t b_sn, T beta, T *c,      \
      int64_t c_sb, int64_t c_sm, int64_t c_sn, int64_t max_mn,                \
      int64_t min_block) {                                                     \
    int64_t lda = 0, ldb = 0, ldc = 0, nb = 1;                                 \
    int ta = -1, tb = -1, tc = -1;                                             \
    if (batch == 1 && m > 0 && n > 0 && k > 0 && m <= INT_MAX &&               \
        n <= INT_MAX && k <= INT_MAX && m * n <= max_mn) {                     \
      ta = layout(m, k, a_sm, a_sk, &lda);                                     \
      tb = layout(k, n, b_sk, b_sn, &ldb);                                     \
      tc = layout(m, n, c_sm, c_sn, &ldc);                                     \
      /* Only on torch's BLAS (the provider), where it was measured:           \
       * OpenBLAS's pthreads build keeps its own threads, which two calls      \
       * from an OpenMP region would each start. */                            \
      bool provider = cajit_runtime_gemm_provider()[0] == 'p';                 \
      /* cajit's GEMM tiles split k themselves, the same way on any            \
       * thread count (gemm_tiles.h). */                                       \
      bool tiles = sizeof(T) == sizeof(float) &&                               \
                   cajit_rt_gemm_tiles_take(ta == 1, tb == 1, m, n, k);        \
      if (provider && !tiles && ta >= 0 && tb >= 0 && tc == 0)                 \
        nb = cajit_rt_gemm_split_blocks(cajit_runtime_num_threads(), k,        \
                                        min_block);                            \
    }                                                                          \
    if (nb < 2)                                                                \
      return cajit_rt_gemm_strided_##SUFFIX(call, batch, m, n, k, alpha, a,    \
                                            a_sb, a_sm, a_sk, b, b_sb, b_sk,   \
                                            b_sn, beta, c, c_sb, c_sm, c_sn);  \
    return cajit_rt_gemm_split_##SUFFIX(call, nb, ta == 1, tb == 1, m, n, k,   \
                                        alpha, a, lda, b, ldb, beta, c, ldc);  \
  }

DEFINE_GEMM(f32, float)
DEFINE_GEMM(f64, double)
