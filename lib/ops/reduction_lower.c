/* Lowerings of the "reduction" family: sum, mean, amax, amin over some or
 * all dims, with or without keepdim. One reduction kernel whose outer
 * loops run over the result's shape; the reduced dims of `self` are the
 * reduction loops. Sums and means accumulate in torch's accumulation dtype
 * (f32 for f16/bf16, i64 for integers); a mean divides the sum by the
 * number of reduced elements in a second, pointwise kernel (as torch:
 * sum, then divide). */
#include "ops/infer.h"
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

cajit_dtype cajit_lower_acc_dtype(cajit_dtype d) {
  if (d == CAJIT_DTYPE_F16 || d == CAJIT_DTYPE_BF16) return CAJIT_DTYPE_F32;
  if (d == CAJIT_DTYPE_BOOL || cajit_dtype_is_integral(d))
    return CAJIT_DTYPE_I64;
  return d;
}

cajit_status cajit_lower_dim(cajit_lower_ctx *lc, const char *param,
                             int32_t ndim, int32_t *out) {
  const cajit_expr *e;
  TRY(cajit_bound_int(&lc->args, param, &e));
  return cajit_infer_dim(lc->g, param, e, ndim, out);
}

/* Which dims of a rank-nd self the node reduces. */
static cajit_status reduced_dims(cajit_lower_ctx *lc, int32_t nd, bool *red) {
  bool all = !cajit_bound_has(&lc->args, "dim") ||
             cajit_bound_is_none(&lc->args, "dim");
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  int32_t count = 0;
  if (!all) {
    TRY(cajit_bound_int_list(&lc->args, "dim", dims, CAJIT_MAX_NDIM, &count));
    all = count == 0; /* torch: an empty list reduces everything */
  }
  for (int32_t d = 0; d < nd; d++)
    red[d] = all;
  for (int32_t k = 0; k < count; k++) {
    int32_t d;
    TRY(cajit_infer_dim(lc->g, "dim", dims[k], nd, &d));
    red[d] = true;
  }
  return NULL;
}

static cajit_status reduce(cajit_lower_ctx *lc, cajit_kir_reduce_op op,
                           bool mean) {
  cajit_kir_program *p = lc->p;
  int32_t self;
  TRY(cajit_lower_tensor(lc, "self", &self));
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, self);
  int32_t nd = sb->ndim;
  cajit_dtype sdt = sb->dtype;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  bool red[CAJIT_MAX_NDIM > 0 ? CAJIT_MAX_NDIM : 1];
  if (nd > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d", (int)nd);
  TRY(reduced_dims(lc, nd, red));
  bool keepdim = rt->ndim == nd;
  cajit_dtype acc = op == CAJIT_KIR_REDUCE_SUM || mean
                        ? cajit_lower_acc_dtype(rt->dtype)
                        : sdt;
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[CAJIT_MAX_NDIM];
  const cajit_expr *idx[CAJIT_MAX_NDIM], *ext[CAJIT_MAX_NDIM];
  TRY(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, rt->ndim, i));
  TRY(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, nd, r));
  int32_t nr = 0, pos = 0;
  const cajit_expr *count = cajit_expr_int(p->exprs, 1);
  sb = cajit_kir_buffer_get(p, self);
  for (int32_t d = 0; d < nd; d++) {
    if (red[d]) {
      ext[nr] = sb->shape[d];
      count = cajit_expr_mul(p->exprs, count, sb->shape[d]);
      idx[d] = r[nr++];
    } else {
      idx[d] = keepdim ? i[d] : i[pos++];
    }
  }
  const cajit_kir_value *v =
      cajit_kir_cast(p, acc, cajit_kir_load(p, self, idx));
  if (!v || !count) return cajit_lower_value_error(lc);
  if (nr == 0) /* nothing to reduce: a converted copy */
    return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, rt->dtype, v));
  int32_t out;
  if (!mean) {
    TRY(cajit_lower_alloc_result(lc, 0, &out));
    return cajit_kir_add_reduction(p, lc->name, out, op, acc, nr, ext, v, NULL);
  }
  int32_t sum;
  TRY(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE, acc, rt->ndim,
                             rt->shape, &sum));
  TRY(cajit_kir_add_reduction(p, lc->name, sum, op, acc, nr, ext, v, NULL));
  const cajit_kir_value *q =
      cajit_kir_binary(p, CAJIT_KIR_DIV, cajit_kir_load(p, sum, i),
                       cajit_kir_expr_value(p, acc, count));
  return cajit_lower_pointwise(lc, 0, cajit_kir_cast(p, rt->dtype, q));
}

CAJIT_LOWERING(cajit_lower_sum_dim) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, false);
}
CAJIT_LOWERING(cajit_lower_sum) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, false);
}
CAJIT_LOWERING(cajit_lower_mean_dim) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, true);
}
CAJIT_LOWERING(cajit_lower_mean) {
  return reduce(lc, CAJIT_KIR_REDUCE_SUM, true);
}
CAJIT_LOWERING(cajit_lower_amax) {
  return reduce(lc, CAJIT_KIR_REDUCE_MAX, false);
}
CAJIT_LOWERING(cajit_lower_amin) {
  return reduce(lc, CAJIT_KIR_REDUCE_MIN, false);
}
