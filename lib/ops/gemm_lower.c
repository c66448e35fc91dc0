/* Lowerings of the "gemm" family: mm, bmm, addmm, baddbmm become GEMM
 * kernels (CBLAS through the runtime). Operands are views with strides;
 * a transposed view becomes a transpose flag at run time, and an operand
 * without a strided form is copied first. addmm / baddbmm first write
 * beta's input `self`, broadcast, into the result, then run the GEMM with
 * that beta (torch's CPU addmm does the same); beta == 0 skips the copy
 * and never reads self. */
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

static cajit_status matrix(cajit_lower_ctx *lc, const char *param,
                           int32_t *out) {
  int32_t b;
  TRY(cajit_lower_tensor(lc, param, &b));
  return cajit_lower_strided(lc, b, out);
}

/* A Scalar parameter as a float expression. */
static cajit_status scalar_expr(cajit_lower_ctx *lc, const char *param,
                                const cajit_expr **out) {
  if (!cajit_bound_has(&lc->args, param)) {
    *out = cajit_expr_float(lc->p->exprs, 1.0);
    return NULL;
  }
  cajit_bound_scalar s;
  TRY(cajit_bound_scalar_get(&lc->args, param, &s));
  if (!s.expr || s.type == CAJIT_EXPR_TYPE_BOOL)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%s` has no known number", param);
  *out = s.type == CAJIT_EXPR_TYPE_INT
             ? cajit_expr_to_float(lc->p->exprs, s.expr)
             : s.expr;
  return *out ? NULL : cajit_lower_value_error(lc);
}

static cajit_status gemm(cajit_lower_ctx *lc, const char *a_param,
                         const char *b_param, bool add) {
  int32_t a, b, c;
  TRY(matrix(lc, a_param, &a));
  TRY(matrix(lc, b_param, &b));
  TRY(cajit_lower_alloc_result(lc, 0, &c));
  cajit_expr_ctx *x = lc->p->exprs;
  const cajit_expr *alpha = cajit_expr_float(x, 1.0),
                   *beta = cajit_expr_float(x, 0.0);
  if (add) {
    TRY(scalar_expr(lc, "alpha", &alpha));
    TRY(scalar_expr(lc, "beta", &beta));
    double bv;
    if (!(cajit_expr_as_float(beta, &bv) && bv == 0.0)) {
      int32_t self;
      TRY(cajit_lower_tensor(lc, "self", &self));
      const cajit_type *rt = cajit_lower_result_type(lc, 0);
      const cajit_kir_value *v = cajit_kir_cast(
          lc->p, rt->dtype, cajit_lower_load_bcast(lc, self, rt->ndim));
      if (!v) return cajit_lower_value_error(lc);
      TRY(cajit_kir_add_pointwise(lc->p, lc->name, c, v, NULL));
    }
  }
  return cajit_kir_add_gemm(lc->p, lc->name, a, b, c, alpha, beta, NULL);
}

/* mm and bmm. */
CAJIT_LOWERING(cajit_lower_mm) { return gemm(lc, "self", "mat2", false); }

/* addmm and baddbmm. */
CAJIT_LOWERING(cajit_lower_addmm) {
  bool batched = cajit_lower_result_type(lc, 0)->ndim == 3;
  return gemm(lc, batched ? "batch1" : "mat1", batched ? "batch2" : "mat2",
              true);
}
