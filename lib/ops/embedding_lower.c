/* Lowerings of the "embedding" family.
 *
 * embedding: out[..., j] = weight[indices[...], j], one pointwise kernel
 * through a checked gather (torch raises "index out of range in self"; the
 * kernel fails the call with "index 9 is out of bounds for dimension 0
 * with size 5").
 *
 * embedding_dense_backward, as ATen's CPU kernel
 * (embedding_dense_backward_cpu): grad_weight = zeros, then for each index
 * position i in row-major order with indices[i] != padding_idx,
 * grad_weight[indices[i]] += scale * grad[i] where scale is 1, or with
 * scale_grad_by_freq 1.0 / (count of indices[i]) computed in double and
 * rounded to the element type (add_'s alpha). The updates round to the
 * result dtype one by one (f16/bf16 through f32, where the scaled product
 * is exact), as torch's per-row add_; for f32/f64 torch's add fuses
 * scale * grad + row (fma) in its vectorized loop, so with
 * scale_grad_by_freq the last bit may differ. Counts come from a first
 * scatter into an i64 buffer. Unlike torch (which reads out of bounds), an
 * index outside [0, num_weights) fails the call. */
#include "ops/lowerings.h"

CAJIT_LOWERING(cajit_lower_embedding) {
  cajit_kir_program *p = lc->p;
  int32_t weight, indices;
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "weight", &weight));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "indices", &indices));
  int32_t nd = cajit_lower_result_type(lc, 0)->ndim;
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  const cajit_expr *x0;
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *at[2] = {x0, i[nd - 1]};
  const cajit_kir_value *row = cajit_kir_load(p, indices, i);
  cajit_kir_slot sl = {cajit_kir_buffer_get(p, weight)->shape[0], 0, false};
  return cajit_lower_pointwise(
      lc, 0, cajit_kir_load_indirect(p, weight, at, 1, &row, &sl));
}

/* counts[k] = number of positions i with indices[i] == k (and k not the
 * padding index): a zeroed i64 buffer and one scatter. */
static cajit_status count_indices(cajit_lower_ctx *lc, int32_t indices,
                                  const cajit_expr *num_weights,
                                  const cajit_kir_value *keep,
                                  const cajit_kir_value *row,
                                  const cajit_kir_slot *sl,
                                  int32_t *out_counts) {
  cajit_kir_program *p = lc->p;
  const cajit_kir_buffer *ib = cajit_kir_buffer_get(p, indices);
  int32_t n = ib->ndim;
  const cajit_expr *space[CAJIT_MAX_NDIM], *x0;
  for (int32_t d = 0; d < n; d++)
    space[d] = ib->shape[d];
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               CAJIT_DTYPE_I64, 1, &num_weights,
                                               out_counts));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(
      p, lc->name, *out_counts, cajit_kir_const_int(p, CAJIT_DTYPE_I64, 0),
      NULL));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_kir_value *target =
      cajit_kir_load_indirect(p, *out_counts, &x0, 1, &row, sl);
  if (!target) return cajit_lower_value_error(lc);
  return cajit_kir_add_scatter(
      p, lc->name, CAJIT_KIR_REDUCE_SUM, CAJIT_DTYPE_I64, n, space, target,
      cajit_kir_const_int(p, CAJIT_DTYPE_I64, 1), keep, NULL);
}

CAJIT_LOWERING(cajit_lower_embedding_dense_backward) {
  cajit_kir_program *p = lc->p;
  int32_t grad, indices;
  const cajit_expr *num_weights, *padding_idx;
  bool scale;
  if (!cajit_lower_accum_native(lc)) return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &grad));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "indices", &indices));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int(&lc->args, "num_weights", &num_weights));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int(&lc->args, "padding_idx", &padding_idx));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool(&lc->args, "scale_grad_by_freq", &scale));
  cajit_lower_accum a;
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, -1, false, &a));
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, grad);
  int32_t nd = gb->ndim;
  const cajit_expr *space[CAJIT_MAX_NDIM], *x0;
  for (int32_t d = 0; d < nd; d++)
    space[d] = gb->shape[d];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  /* The index of position i[0 .. nd-2], and whether it counts. */
  const cajit_kir_value *row = cajit_kir_load(p, indices, i);
  const cajit_kir_value *keep =
      cajit_kir_binary(p, CAJIT_KIR_NE, cajit_kir_cast(p, CAJIT_DTYPE_I64, row),
                       cajit_kir_expr_value(p, CAJIT_DTYPE_I64, padding_idx));
  cajit_kir_slot sl = {num_weights, 0, false};
  const cajit_kir_value *v =
      cajit_kir_cast(p, a.acc_dtype, cajit_kir_load(p, grad, i));
  if (!keep || !v) return cajit_lower_value_error(lc);
  if (scale) {
    int32_t counts;
    CAJIT_RETURN_IF_ERROR(
        count_indices(lc, indices, num_weights, keep, row, &sl, &counts));
    i = cajit_lower_indices(lc, nd);
    if (!i) return cajit_lower_value_error(lc);
    const cajit_kir_value *count =
        cajit_kir_cast(p, CAJIT_DTYPE_F64,
                       cajit_kir_load_indirect(p, counts, &x0, 1, &row, &sl));
    const cajit_kir_value *inv =
        cajit_kir_binary(p, CAJIT_KIR_DIV,
                         cajit_kir_const_float(p, CAJIT_DTYPE_F64, 1.0), count);
    /* torch's add_ takes the scale as its alpha: in the element type. */
    cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
    v = cajit_kir_binary(
        p, CAJIT_KIR_MUL,
        cajit_kir_cast(p, a.acc_dtype, cajit_kir_cast(p, dt, inv)), v);
  }
  const cajit_expr *at[2] = {x0, i[nd - 1]};
  CAJIT_RETURN_IF_ERROR(
      cajit_lower_accum_add(lc, &a, nd, space, at, 1, &row, &sl, v, keep));
  return cajit_lower_accum_end(lc, &a);
}
