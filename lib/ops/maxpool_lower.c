/* Lowerings of max_pool2d_with_indices and its backward (family "pool";
 * the other pool lowerings live in pool_lower.c). The forward's comment is
 * at its section below.
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
#include <math.h>
#include <stdint.h>

#include "ops/infer.h"
#include "ops/lowerings.h"

CAJIT_LOWERING(cajit_lower_max_pool2d_with_indices_backward) {
  cajit_kir_program *p = lc->p;
  int32_t grad, indices;
  if (!cajit_lower_accum_native(lc)) return cajit_lower_fallback(lc);
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "grad_output", &grad));
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "indices", &indices));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim;
  const cajit_kir_buffer *gb = cajit_kir_buffer_get(p, grad),
                         *ib = cajit_kir_buffer_get(p, indices);
  if (gb->ndim != nd ||
      !cajit_shapes_equal(lc->g, gb->ndim, gb->shape, ib->ndim, ib->shape)) {
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
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_begin(lc, -1, false, &a));
  /* The result's planes, flattened: [..., H * W]. */
  const cajit_expr *planes[CAJIT_MAX_NDIM], *space[CAJIT_MAX_NDIM], *x0;
  for (int32_t d = 0; d < nd - 2; d++)
    planes[d] = rt->shape[d];
  planes[nd - 2] =
      cajit_expr_mul(p->exprs, rt->shape[nd - 2], rt->shape[nd - 1]);
  if (!planes[nd - 2]) return cajit_lower_value_error(lc);
  cajit_lower_accum flat = a;
  CAJIT_RETURN_IF_ERROR(
      cajit_kir_view_reshape(p, a.target, nd - 1, planes, &flat.target));
  gb = cajit_kir_buffer_get(p, grad);
  for (int32_t d = 0; d < nd; d++)
    space[d] = gb->shape[d];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_SLOT, 1, &x0));
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
  CAJIT_RETURN_IF_ERROR(cajit_lower_accum_add(
      lc, &flat, nd, space, at, 1, &k, &sl, cajit_kir_load(p, grad, i), keep));
  return cajit_lower_accum_end(lc, &a);
}

/* ---- max_pool2d_with_indices (forward) -----------------------------------
 *
 * As ATen's CPU kernel (cpu_max_pool): window (oh, ow) covers input rows
 * h = oh*sH - pH + r0*dH (r0 < kH), columns likewise, padding positions
 * excluded. The kernel scans the window row-major keeping the first
 * strict maximum, except that every NaN replaces the maximum: the value is
 * NaN when the window holds one, and the index (flat h*W + w in the input
 * plane) is the LAST NaN's, else the first maximum's (a window of -inf
 * gives the first position inside the input). Three kernels:
 *
 *   values  = max over the window (NaN-propagating), padding as -inf
 *   key     = min over the window of: flat where x == m, -flat where both
 *             m and x are NaN (so the min is the last NaN), else INT64_MAX
 *   indices = m is NaN ? -key : key
 *
 * Loads clamp their position into the input (a `where` loads both sides).
 * f16/bf16 compare in f32 (exact). Non-float dtypes are declined. */

const char *
cajit_lower_max_pool2d_with_indices_declines(const cajit_bound_args *a) {
  int32_t id;
  cajit_status s = cajit_bound_tensor(a, "self", &id);
  if (s) {
    cajit_status_free(s);
    return NULL;
  }
  if (!cajit_dtype_is_floating(cajit_value_type(a->g, id)->dtype))
    return "a non-floating dtype";
  return NULL;
}

/* The constant entries of int[2] parameter param (the shape rule checked
 * them); dflt when the list is empty. */
static cajit_status pool_pair(cajit_lower_ctx *lc, const char *param,
                              const int64_t *dflt, int64_t *out) {
  const cajit_expr *items[CAJIT_MAX_NDIM];
  int32_t n;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(&lc->args, param, items, CAJIT_MAX_NDIM, &n));
  if (n == 0 && dflt) {
    out[0] = dflt[0], out[1] = dflt[1];
    return NULL;
  }
  bool constant = n >= 1 && n <= 2;
  for (int32_t j = 0; constant && j < n; j++)
    constant = cajit_expr_as_int(items[j], &out[j]);
  if (!constant) /* the shape rule refuses such nodes */
    return cajit_status_make(CAJIT_INTERNAL,
                             "argument `%s` is not 1 or 2 constants", param);
  if (n == 1) out[1] = out[0];
  return NULL;
}

CAJIT_LOWERING(cajit_lower_max_pool2d_with_indices) {
  (void)n;
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t self;
  int64_t k[2], s[2], pad[2], dil[2];
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", &self));
  CAJIT_RETURN_IF_ERROR(pool_pair(lc, "kernel_size", NULL, k));
  CAJIT_RETURN_IF_ERROR(pool_pair(lc, "stride", k, s));
  CAJIT_RETURN_IF_ERROR(pool_pair(lc, "padding", NULL, pad));
  CAJIT_RETURN_IF_ERROR(pool_pair(lc, "dilation", NULL, dil));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  const cajit_kir_buffer *sb = cajit_kir_buffer_get(p, self);
  int32_t nd = rt->ndim, lead = nd - 2;
  cajit_dtype acc = cajit_lower_acc_dtype(rt->dtype);
  const cajit_expr *i[CAJIT_MAX_NDIM], *r[2], *idx[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_OUTER, nd, i));
  CAJIT_RETURN_IF_ERROR(cajit_kir_indices(p, CAJIT_KIR_INDEX_REDUCE, 2, r));
  const cajit_expr *valid = cajit_expr_bool(x, true), *pos[2], *ext[2];
  for (int32_t d = 0; d < lead; d++)
    idx[d] = i[d];
  for (int32_t j = 0; j < 2; j++) {
    const cajit_expr *in = sb->shape[lead + j];
    pos[j] = cajit_expr_add(
        x,
        cajit_expr_add(x,
                       cajit_expr_mul(x, i[lead + j], cajit_expr_int(x, s[j])),
                       cajit_expr_int(x, -pad[j])),
        cajit_expr_mul(x, r[j], cajit_expr_int(x, dil[j])));
    valid = cajit_expr_and(
        x, valid,
        cajit_expr_and(x, cajit_expr_ge(x, pos[j], cajit_expr_int(x, 0)),
                       cajit_expr_cmp(x, CAJIT_EXPR_LT, pos[j], in)));
    idx[lead + j] = cajit_expr_max(
        x,
        cajit_expr_min(x, pos[j], cajit_expr_sub(x, in, cajit_expr_int(x, 1))),
        cajit_expr_int(x, 0));
    ext[j] = cajit_expr_int(x, k[j]);
  }
  const cajit_expr *flat =
      cajit_expr_add(x, cajit_expr_mul(x, pos[0], sb->shape[lead + 1]), pos[1]);
  if (!valid || !flat || !idx[lead] || !idx[lead + 1])
    return cajit_lower_value_error(lc);
  const cajit_kir_value *ok = cajit_kir_expr_value(p, CAJIT_DTYPE_BOOL, valid);
  const cajit_kir_value *xv =
      cajit_kir_cast(p, acc, cajit_kir_load(p, self, idx));
  /* values */
  int32_t vals, key, inds;
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 0, &vals));
  const cajit_kir_value *cand =
      cajit_kir_where(p, ok, xv, cajit_kir_const_float(p, acc, -INFINITY));
  if (!cand) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, vals, CAJIT_KIR_REDUCE_MAX, acc, 2, ext, cand, NULL));
  /* key */
  const cajit_dtype i64 = CAJIT_DTYPE_I64;
  const cajit_kir_value *m = cajit_kir_cast(p, acc, cajit_kir_load(p, vals, i));
  const cajit_kir_value *m_nan = cajit_kir_binary(p, CAJIT_KIR_NE, m, m);
  const cajit_kir_value *x_nan = cajit_kir_binary(p, CAJIT_KIR_NE, xv, xv);
  const cajit_kir_value *hit = cajit_kir_binary(
      p, CAJIT_KIR_AND, ok,
      cajit_kir_binary(p, CAJIT_KIR_OR,
                       cajit_kir_binary(p, CAJIT_KIR_AND, m_nan, x_nan),
                       cajit_kir_binary(p, CAJIT_KIR_EQ, xv, m)));
  const cajit_kir_value *f = cajit_kir_expr_value(p, i64, flat);
  const cajit_kir_value *kv = cajit_kir_where(
      p, hit,
      cajit_kir_where(p, m_nan, cajit_kir_unary(p, CAJIT_KIR_NEG, f), f),
      cajit_kir_const_int(p, i64, INT64_MAX));
  if (!kv) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_kir_buffer_alloc(p, CAJIT_KIR_BUFFER_INTERMEDIATE,
                                               i64, nd, rt->shape, &key));
  CAJIT_RETURN_IF_ERROR(cajit_kir_add_reduction(
      p, lc->name, key, CAJIT_KIR_REDUCE_MIN, i64, 2, ext, kv, NULL));
  /* indices */
  const cajit_kir_value *kl = cajit_kir_load(p, key, i);
  const cajit_kir_value *m2 =
      cajit_kir_cast(p, acc, cajit_kir_load(p, vals, i));
  const cajit_kir_value *iv =
      cajit_kir_where(p, cajit_kir_binary(p, CAJIT_KIR_NE, m2, m2),
                      cajit_kir_unary(p, CAJIT_KIR_NEG, kl), kl);
  if (!iv) return cajit_lower_value_error(lc);
  CAJIT_RETURN_IF_ERROR(cajit_lower_alloc_result(lc, 1, &inds));
  return cajit_kir_add_pointwise(p, lc->name, inds, iv, NULL);
}
