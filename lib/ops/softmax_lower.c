/* Lowerings of the "softmax" family's backward ops, with ATen's formulas
 * (aten/src/ATen/native/cpu/SoftMaxKernel.cpp):
 *
 *   _log_softmax_backward_data: gI = gO - exp(out) * sum(gO, dim)
 *   _softmax_backward_data:     gI = out * (gO - sum(gO * out, dim))
 *
 * Two kernels each: a reduction over `dim` into a keepdim temporary (in
 * the accumulation dtype), then a pointwise kernel reading it broadcast. */
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

static cajit_status softmax_backward(cajit_lower_ctx *lc, bool log) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim, go, out, dim, sum;
  TRY(cajit_lower_tensor(lc, "grad_output", &go));
  TRY(cajit_lower_tensor(lc, "output", &out));
  TRY(cajit_lower_dim(lc, "dim", nd, &dim));
  cajit_dtype acc = cajit_lower_acc_dtype(rt->dtype);
  if (nd == 0) { /* softmax over a scalar: the sum is the element itself */
    dim = -1;
  }
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[1], *shape[CAJIT_MAX_NDIM];
  const cajit_expr *idx[CAJIT_MAX_NDIM], *bidx[CAJIT_MAX_NDIM];
  TRY(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, nd, i));
  TRY(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 1, r));
  const cajit_expr *zero = cajit_expr_int(p->exprs, 0),
                   *one = cajit_expr_int(p->exprs, 1);
  for (int32_t d = 0; d < nd; d++) {
    shape[d] = d == dim ? one : rt->shape[d];
    idx[d] = d == dim ? r[0] : i[d];
    bidx[d] = d == dim ? zero : i[d];
  }
  /* sum over dim of gO (log) or gO * out */
  const cajit_kir_value *g = cajit_kir_cast(p, acc, cajit_kir_load(p, go, idx));
  const cajit_kir_value *term =
      log ? g
          : cajit_kir_binary(
                p, CAJIT_KIR_MUL, g,
                cajit_kir_cast(p, acc, cajit_kir_load(p, out, idx)));
  if (!term) return cajit_lower_value_error(lc);
  TRY(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, acc, nd, shape,
                             &sum));
  const cajit_expr *ext = nd ? rt->shape[dim] : one;
  TRY(cajit_kir_add_reduction(p, lc->name, sum, CAJIT_KIR_REDUCE_SUM, acc, 1,
                              &ext, term, NULL));
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

CAJIT_LOWERING(cajit_lower_log_softmax_backward) {
  return softmax_backward(lc, true);
}

CAJIT_LOWERING(cajit_lower_softmax_backward) {
  return softmax_backward(lc, false);
}
