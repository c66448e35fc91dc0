/* Lowerings of the "gemm" family: mm, bmm, addmm, baddbmm.
 *
 * f32 and f64 products become GEMM kernels (CBLAS through the runtime).
 * Operands are views with strides: a transposed view becomes a transpose
 * flag at run time, an expanded batch (stride 0) or a strided slice is
 * handled by the runtime helper, and an operand without a strided form
 * (a reshape of a permuted tensor) is copied first. addmm / baddbmm first
 * write beta's input `self`, broadcast, into the result, then run the GEMM
 * with that beta (torch's CPU addmm does the same); beta == 0 skips the
 * copy and never reads self (NaNs in self do not propagate), and a
 * symbolic beta that is 0 at run time reaches BLAS as 0, which does not
 * read C either. k == 0 gives beta * self (or zeros).
 *
 * f16 and bf16 products are computed as torch's CPU kernels do, in f32:
 * the operands are converted (exactly) into f32 scratch buffers, the GEMM
 * accumulates in an f32 scratch result, and one rounding gives the
 * result. (cblas.h declares OpenBLAS's cblas_sbgemm, but Debian's
 * libopenblas 0.3.21 is built without BUILD_BFLOAT16 and does not export
 * it, so bf16 takes the same path.)
 *
 * Integer products (torch allows them on CPU) are reduction kernels over
 * k in the result's dtype, wrapping as torch's do. */
#include "ops/lowerings.h"

/* The dtype the GEMM runs in for a result of dtype d. */
static cajit_dtype gemm_dtype(cajit_dtype d) {
  return d == CAJIT_DTYPE_F64 ? CAJIT_DTYPE_F64 : CAJIT_DTYPE_F32;
}

/* Buffer b as a strided buffer of dtype dt: b itself when it is one, else a
 * contiguous converted copy. */
static cajit_status as_strided_dtype(cajit_lower_ctx *lc, int32_t b,
                                     cajit_dtype dt, int32_t *out) {
  const cajit_kir_buffer *buf = cajit_kir_buffer_get(lc->p, b);
  if (!buf) return cajit_status_make(CAJIT_INTERNAL, "no buffer %d", (int)b);
  if (buf->dtype == dt) return cajit_lower_strided(lc, b, out);
  int32_t nd = buf->ndim;
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(
      lc->p, CAJIT_KIR_BUFFER_INTERMEDIATE, dt, nd, buf->shape, out));
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  const cajit_kir_value *v =
      i ? cajit_kir_cast(lc->p, dt, cajit_kir_load(lc->p, b, i)) : NULL;
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(lc->p, lc->name, *out, v, NULL);
}

/* A Scalar parameter as a float expression (1.0 when absent). */
static cajit_status scalar_expr(cajit_lower_ctx *lc, const char *param,
                                const cajit_expr **out) {
  if (!cajit_bound_has(&lc->args, param)) {
    *out = cajit_expr_float(lc->p->exprs, 1.0);
    return NULL;
  }
  cajit_bound_scalar s;
  CAJIT_RETURN_IF_ERROR(cajit_bound_scalar_get(&lc->args, param, &s));
  if (!s.expr || s.type == CAJIT_EXPR_TYPE_BOOL)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "argument `%s` has no known number", param);
  *out = s.type == CAJIT_EXPR_TYPE_INT
             ? cajit_expr_to_float(lc->p->exprs, s.expr)
             : s.expr;
  return *out ? NULL : cajit_lower_value_error(lc);
}

static bool is_zero(const cajit_expr *e) {
  double v;
  return cajit_expr_as_float(e, &v) && v == 0.0;
}

/* c = cast(self) broadcast to c's shape. */
static cajit_status fill_self(cajit_lower_ctx *lc, int32_t c) {
  int32_t self;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  const cajit_kir_buffer *cb = cajit_kir_buffer_get(lc->p, c);
  cajit_dtype dt = cb->dtype;
  const cajit_kir_value *v =
      cajit_kir_cast(lc->p, dt, cajit_lower_load_bcast(lc, self, cb->ndim));
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(lc->p, lc->name, c, v, NULL);
}

/* Integer product: out[.., m, n] = sum_r a[.., m, r] * b[.., r, n], then
 * beta * self + alpha * out for addmm / baddbmm. */
static cajit_status int_product(cajit_lower_ctx *lc, int32_t a, int32_t b,
                                bool add) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim, o = nd - 2, prod;
  cajit_dtype dt = rt->dtype;
  const cajit_expr *i[3], *r[1], *ia[3], *ib[3];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, nd, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  for (int32_t d = 0; d < o; d++)
    ia[d] = ib[d] = i[d];
  ia[o] = i[o];
  ia[o + 1] = r[0];
  ib[o] = r[0];
  ib[o + 1] = i[o + 1];
  const cajit_expr *kext = cajit_kir_buffer_get(p, a)->shape[o + 1];
  const cajit_kir_value *term = cajit_kir_binary(
      p, CAJIT_KIR_MUL, cajit_kir_load(p, a, ia), cajit_kir_load(p, b, ib));
  if (!term) return cajit_lower_value_error(lc);
  if (!add) {
    CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &prod));
    return cajit_kir_add_reduction(p, lc->name, prod, CAJIT_KIR_REDUCE_SUM, dt,
                                   1, &kext, term, NULL);
  }
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               dt, nd, rt->shape, &prod));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, prod, CAJIT_KIR_REDUCE_SUM, dt, 1, &kext, term, NULL));
  cajit_status err;
  const cajit_kir_value *alpha = cajit_lower_scalar(lc, "alpha", dt, &err);
  if (err) return err;
  const cajit_kir_value *beta = cajit_lower_scalar(lc, "beta", dt, &err);
  if (err) return err;
  int32_t self;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  const cajit_kir_value *v =
      cajit_kir_binary(p, CAJIT_KIR_MUL, alpha, cajit_kir_load(p, prod, i));
  const cajit_expr *be = NULL;
  CAJIT_RETURN_IF_ERROR(scalar_expr(lc, "beta", &be));
  if (!is_zero(be))
    v = cajit_kir_binary(
        p, CAJIT_KIR_ADD,
        cajit_kir_binary(
            p, CAJIT_KIR_MUL, beta,
            cajit_kir_cast(p, dt, cajit_lower_load_bcast(lc, self, nd))),
        v);
  return cajit_lower_pointwise(lc, 0, v);
}

static cajit_status gemm(cajit_lower_ctx *lc, const char *a_param,
                         const char *b_param, bool add) {
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  cajit_dtype dt = rt->dtype, gdt = gemm_dtype(dt);
  int32_t a, b, c;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, a_param, &a));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, b_param, &b));
  if (cajit_dtype_is_integral(dt)) return int_product(lc, a, b, add);
  if (!cajit_dtype_is_floating(dt))
    return cajit_status_make(CAJIT_UNSUPPORTED, "a product of %s tensors",
                             cajit_dtype_name(dt));
  CAJIT_RETURN_IF_ERROR(as_strided_dtype(lc, a, gdt, &a));
  CAJIT_RETURN_IF_ERROR(as_strided_dtype(lc, b, gdt, &b));
  if (gdt == dt)
    CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &c));
  else
    CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(
        lc->p, CAJIT_KIR_BUFFER_INTERMEDIATE, gdt, rt->ndim, rt->shape, &c));
  cajit_expr_ctx *x = lc->p->exprs;
  const cajit_expr *alpha = cajit_expr_float(x, 1.0),
                   *beta = cajit_expr_float(x, 0.0);
  if (add) {
    CAJIT_RETURN_IF_ERROR(scalar_expr(lc, "alpha", &alpha));
    CAJIT_RETURN_IF_ERROR(scalar_expr(lc, "beta", &beta));
    if (!is_zero(beta)) CAJIT_RETURN_IF_ERROR(fill_self(lc, c));
  }
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_add_gemm(lc->p, lc->name, a, b, c, alpha, beta, NULL));
  if (gdt == dt) return NULL;
  const cajit_expr **i = cajit_lower_indices(lc, rt->ndim);
  if (!i) return cajit_lower_value_error(lc);
  return cajit_lower_pointwise(
      lc, 0, cajit_kir_cast(lc->p, dt, cajit_kir_load(lc->p, c, i)));
}

/* mm and bmm. */
CAJIT_LOWERING(cajit_lower_mm) { return gemm(lc, "self", "mat2", false); }

/* addmm and baddbmm. */
CAJIT_LOWERING(cajit_lower_addmm) {
  bool batched = cajit_lower_result_type(lc, 0)->ndim == 3;
  return gemm(lc, batched ? "batch1" : "mat1", batched ? "batch2" : "mat2",
              true);
}
