/* Lowerings of the "softmax" family, with ATen's formulas
 * (aten/src/ATen/native/cpu/SoftMaxKernel.cpp):
 *
 *   _softmax:                   m = max(x, dim); out = exp(x - m) / sum(exp(x -
 * m)) _log_softmax:               out = x - m - log(sum(exp(x - m)))
 *   _log_softmax_backward_data: gI = gO - exp(out) * sum(gO, dim)
 *   _softmax_backward_data:     gI = out * (gO - sum(gO * out, dim))
 *
 * The backward ops take two kernels each: a reduction over `dim` into a
 * keepdim temporary (in the accumulation dtype), then a pointwise kernel
 * reading it broadcast; the forward ops three (max, sum, pointwise). The max
 * propagates NaN, and a row of -inf gives m = -inf, x - m = NaN: a NaN row,
 * as torch. f16/bf16 inputs compute in f32 (ATen converts each row to
 * float), rounded once at the end; half_to_float keeps the f32 result. */
#include "ops/lowerings.h"

/* The index maps of a reduction over dim of an nd-dim result rt (a
 * softmax's row): i the outer indices, r[0] the reduce index; shape is rt's
 * with extent 1 at dim, idx reads the row (r[0] at dim), bidx its reduced
 * value (0 at dim). */
static cajit_status row_maps(cajit_kir_program *p, const cajit_type *rt,
                             int32_t nd, int32_t dim, const cajit_expr **i,
                             const cajit_expr **r, const cajit_expr **shape,
                             const cajit_expr **idx, const cajit_expr **bidx) {
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, nd, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  const cajit_expr *zero = cajit_expr_int(p->exprs, 0),
                   *one = cajit_expr_int(p->exprs, 1);
  for (int32_t d = 0; d < nd; d++) {
    shape[d] = d == dim ? one : rt->shape[d];
    idx[d] = d == dim ? r[0] : i[d];
    bidx[d] = d == dim ? zero : i[d];
  }
  return NULL;
}

static cajit_status softmax_backward(cajit_lower_ctx *lc, bool log) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim, go, out, dim, sum;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &go));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "output", &out));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, &dim));
  cajit_dtype acc = cajit_lower_acc_dtype(rt->dtype);
  if (nd == 0) { /* softmax over a scalar: the sum is the element itself */
    dim = -1;
  }
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[1], *shape[CAJIT_MAX_NDIM];
  const cajit_expr *idx[CAJIT_MAX_NDIM], *bidx[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(row_maps(p, rt, nd, dim, i, r, shape, idx, bidx));
  const cajit_expr *one = cajit_expr_int(p->exprs, 1);
  /* sum over dim of gO (log) or gO * out */
  const cajit_kir_value *g = cajit_kir_cast(p, acc, cajit_kir_load(p, go, idx));
  const cajit_kir_value *term =
      log ? g
          : cajit_kir_binary(
                p, CAJIT_KIR_MUL, g,
                cajit_kir_cast(p, acc, cajit_kir_load(p, out, idx)));
  if (!term) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               acc, nd, shape, &sum));
  const cajit_expr *ext = nd ? rt->shape[dim] : one;
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, sum, CAJIT_KIR_REDUCE_SUM, acc, 1, &ext, term, NULL));
  const cajit_kir_value *s = cajit_kir_load(p, sum, bidx);
  const cajit_kir_value *gi = cajit_kir_cast(p, acc, cajit_kir_load(p, go, i));
  const cajit_kir_value *o = cajit_kir_cast(p, acc, cajit_kir_load(p, out, i));
  const cajit_kir_value *v =
      log ? cajit_kir_binary(
                p, CAJIT_KIR_SUB, gi,
                cajit_kir_binary(p, CAJIT_KIR_MUL,
                                 cajit_kir_unary(p, CAJIT_KIR_EXP, o), s))
          : cajit_kir_binary(p, CAJIT_KIR_MUL, o,
                             cajit_kir_binary(p, CAJIT_KIR_SUB, gi, s));
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, rt->dtype, v));
}

static cajit_status softmax_forward(cajit_lower_ctx *lc, bool log) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim, self, dim, maxb, sumb;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, &dim));
  cajit_dtype acc = cajit_lower_acc_dtype(rt->dtype);
  if (nd == 0) dim = -1; /* a scalar: its row is the element itself */
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[1], *shape[CAJIT_MAX_NDIM];
  const cajit_expr *idx[CAJIT_MAX_NDIM], *bidx[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(row_maps(p, rt, nd, dim, i, r, shape, idx, bidx));
  const cajit_expr *one = cajit_expr_int(p->exprs, 1);
  const cajit_expr *ext = nd ? rt->shape[dim] : one;
  /* m = max(x, dim) */
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               acc, nd, shape, &maxb));
  const cajit_kir_value *xr =
      cajit_kir_cast(p, acc, cajit_kir_load(p, self, idx));
  if (!xr) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, maxb, CAJIT_KIR_REDUCE_MAX, acc, 1, &ext, xr, NULL));
  /* s = sum(exp(x - m), dim) */
  const cajit_kir_value *e = cajit_kir_unary(
      p, CAJIT_KIR_EXP,
      cajit_kir_binary(p, CAJIT_KIR_SUB, xr, cajit_kir_load(p, maxb, bidx)));
  if (!e) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               acc, nd, shape, &sumb));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, sumb, CAJIT_KIR_REDUCE_SUM, acc, 1, &ext, e, NULL));
  const cajit_kir_value *x = cajit_kir_cast(p, acc, cajit_kir_load(p, self, i));
  const cajit_kir_value *m = cajit_kir_load(p, maxb, bidx);
  const cajit_kir_value *s = cajit_kir_load(p, sumb, bidx);
  const cajit_kir_value *shifted = cajit_kir_binary(p, CAJIT_KIR_SUB, x, m);
  const cajit_kir_value *v =
      log ? cajit_kir_binary(p, CAJIT_KIR_SUB, shifted,
                             cajit_kir_unary(p, CAJIT_KIR_LOG, s))
          : cajit_kir_binary(p, CAJIT_KIR_DIV,
                             cajit_kir_unary(p, CAJIT_KIR_EXP, shifted), s);
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, rt->dtype, v));
}

CAJIT_LOWERING(cajit_lower_log_softmax) { return softmax_forward(lc, true); }

CAJIT_LOWERING(cajit_lower_softmax) { return softmax_forward(lc, false); }

CAJIT_LOWERING(cajit_lower_log_softmax_backward) {
  return softmax_backward(lc, true);
}

CAJIT_LOWERING(cajit_lower_softmax_backward) {
  return softmax_backward(lc, false);
}
