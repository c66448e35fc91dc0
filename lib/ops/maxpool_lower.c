/* Lowering of max_pool2d_with_indices_backward (family "pool"; the other
 * pool lowerings live in pool_lower.c).
 *
 * As ATen's CPU kernel (cpu_max_pool_backward): grad_input = zeros shaped
 * like self; for each grad_output element (n, c, oh, ow) in row-major
 * order whose index k = indices[n, c, oh, ow] is not -1,
 * grad_input[n, c] viewed as a plane of H * W elements gets [k] +=
 * grad_output[n, c, oh, ow]. One SCATTER kernel over grad_output through a
 * [..., H * W] view of the result; the updates round to the result dtype
 * one by one (f16/bf16 through f32), as torch's `+=` in the element type.
 * An index outside [0, H * W) fails the call (torch trusts the forward's
 * indices). The result is contiguous, also for a channels-last self (the
 * values are torch's; the strides are not). */
#include "ops/infer.h"
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

CAJIT_LOWERING(cajit_lower_max_pool2d_with_indices_backward) {
  cajit_kir_program *p = lc->p;
  int32_t grad, indices;
  if (!cajit_lower_accum_native(lc)) return cajit_lower_fallback(lc);
  TRY(cajit_lower_tensor(lc, "grad_output", &grad));
  TRY(cajit_lower_tensor(lc, "indices", &indices));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim;
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, grad),
                         *ib = cajit_kir_buffer_get(p, indices);
  bool same = gb->ndim == nd && ib->ndim == nd;
  for (int32_t d = 0; same && d < nd; d++)
    same = cajit_dims_equal(lc->g, gb->shape[d], ib->shape[d]);
  if (!same) {
    char a[96], b[96];
    return cajit_status_make(
        CAJIT_VERIFY_ERROR,
        "indices %s do not have the shape of grad_output %s",
        cajit_shape_str(lc->g, ib->ndim, ib->shape, a, sizeof a),
        cajit_shape_str(lc->g, gb->ndim, gb->shape, b, sizeof b));
  }
  if (cajit_dtype_is_floating(ib->dtype) || ib->dtype == CAJIT_DTYPE_BOOL)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "indices must be integers, found %s",
                             cajit_dtype_name(ib->dtype));
  cajit_lower_accum a;
  TRY(cajit_lower_accum_begin(lc, -1, false, &a));
  /* The result's planes, flattened: [..., H * W]. */
  const cajit_expr *planes[CAJIT_MAX_NDIM], *space[CAJIT_MAX_NDIM], *x0;
  for (int32_t d = 0; d < nd - 2; d++)
    planes[d] = rt->shape[d];
  planes[nd - 2] =
      cajit_expr_mul(p->exprs, rt->shape[nd - 2], rt->shape[nd - 1]);
  if (!planes[nd - 2]) return cajit_lower_value_error(lc);
  cajit_lower_accum flat = a;
  TRY(cajit_kir_view_reshape(p, a.target, nd - 1, planes, &flat.target));
  gb = cajit_kir_buffer_get(p, grad);
  for (int32_t d = 0; d < nd; d++)
    space[d] = gb->shape[d];
  TRY(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *at[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < nd - 2; d++)
    at[d] = i[d];
  at[nd - 2] = x0;
  const cajit_kir_value *k = cajit_kir_load(p, indices, i);
  const cajit_kir_value *keep =
      cajit_kir_binary(p, CAJIT_KIR_NE, cajit_kir_cast(p, CAJIT_DTYPE_I64, k),
                       cajit_kir_const_int(p, CAJIT_DTYPE_I64, -1));
  if (!keep) return cajit_lower_value_error(lc);
  cajit_kir_slot sl = {planes[nd - 2], nd - 2, false};
  TRY(cajit_lower_accum_add(lc, &flat, nd, space, at, 1, &k, &sl,
                            cajit_kir_load(p, grad, i), keep));
  return cajit_lower_accum_end(lc, &a);
}
