/* Lowerings of the "views" family: every view is a kernel-IR view (an
 * index map over the same memory), never a copy. The backward ops of views
 * (at the end) make new tensors: select_backward is one pointwise where
 * over the result (grad where the index matches, else 0);
 * slice_backward writes zeros, then copies grad through a slice view of
 * the result (a where would read grad out of its bounds off the slice). Result
 * shapes come from the node's declared type, which the shape rules have checked
 * (so -1 in a view's size list is already resolved). reshape and _unsafe_view
 * are views too: kernel-IR reshape maps indices correctly for any strides, and
 * whatever needs real strides (GEMM, host calls, outputs) materializes
 * the view itself. */
#include "ops/infer.h"
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR

static cajit_status self_buffer(cajit_lower_ctx *lc, int32_t *b,
                                int32_t *ndim) {
  TRY(cajit_lower_tensor(lc, "self", b));
  *ndim = cajit_kir_buffer_get(lc->p, *b)->ndim;
  return NULL;
}

/* detach, alias: the same buffer. */
CAJIT_LOWERING(cajit_lower_alias) {
  int32_t b, nd;
  TRY(self_buffer(lc, &b, &nd));
  return cajit_lower_set_result(lc, 0, b);
}

static cajit_status permuted(cajit_lower_ctx *lc, int32_t b,
                             const int32_t *perm) {
  int32_t v;
  TRY(cajit_kir_view_permute(lc->p, b, perm, &v));
  return cajit_lower_set_result(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_t) {
  int32_t b, nd;
  TRY(self_buffer(lc, &b, &nd));
  if (nd < 2) return cajit_lower_set_result(lc, 0, b);
  return permuted(lc, b, (const int32_t[]){1, 0});
}

CAJIT_LOWERING(cajit_lower_transpose) {
  int32_t b, nd, d0, d1, perm[CAJIT_MAX_NDIM];
  TRY(self_buffer(lc, &b, &nd));
  if (nd == 0) return cajit_lower_set_result(lc, 0, b);
  TRY(cajit_lower_dim(lc, "dim0", nd, &d0));
  TRY(cajit_lower_dim(lc, "dim1", nd, &d1));
  for (int32_t d = 0; d < nd; d++)
    perm[d] = d;
  perm[d0] = d1;
  perm[d1] = d0;
  return permuted(lc, b, perm);
}

CAJIT_LOWERING(cajit_lower_permute) {
  int32_t b, nd, count, perm[CAJIT_MAX_NDIM];
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  TRY(self_buffer(lc, &b, &nd));
  TRY(cajit_bound_int_list(&lc->args, "dims", dims, CAJIT_MAX_NDIM, &count));
  if (count != nd)
    return cajit_status_make(CAJIT_VERIFY_ERROR,
                             "permute of rank %d by %d dims", (int)nd,
                             (int)count);
  for (int32_t k = 0; k < nd; k++)
    TRY(cajit_infer_dim(lc->g, "dims", dims[k], nd, &perm[k]));
  return permuted(lc, b, perm);
}

/* view, reshape, _unsafe_view, squeeze (all dims): the declared shape. */
CAJIT_LOWERING(cajit_lower_reshape) {
  int32_t b, nd, v;
  TRY(self_buffer(lc, &b, &nd));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  TRY(cajit_kir_view_reshape(lc->p, b, rt->ndim, rt->shape, &v));
  return cajit_lower_set_result(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_expand) {
  int32_t b, nd, v;
  TRY(self_buffer(lc, &b, &nd));
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  TRY(cajit_kir_view_expand(lc->p, b, rt->ndim, rt->shape, &v));
  return cajit_lower_set_result(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_unsqueeze) {
  int32_t b, nd, d, v;
  TRY(self_buffer(lc, &b, &nd));
  TRY(cajit_lower_dim(lc, "dim", nd + 1, &d));
  TRY(cajit_kir_view_unsqueeze(lc->p, b, d, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* squeeze.dim: removes dim if its size is 1, else is the identity. */
CAJIT_LOWERING(cajit_lower_squeeze_dim) {
  int32_t b, nd, d, v;
  TRY(self_buffer(lc, &b, &nd));
  if (nd == 0) return cajit_lower_set_result(lc, 0, b);
  TRY(cajit_lower_dim(lc, "dim", nd, &d));
  if (cajit_lower_result_type(lc, 0)->ndim == nd)
    return cajit_lower_set_result(lc, 0, b);
  TRY(cajit_kir_view_squeeze(lc->p, b, d, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* A possibly negative index or bound `e` into a dim of size `size`, as
 * torch wraps it: e + size when e < 0. A symbol can be negative at run time
 * (compiled autograd lifts select's index -1 into the graph's sizes), so a
 * non-constant e becomes e + size * [e < 0], written with integer min/max as
 * e + size * min(max(-e, 0), 1). NULL when out of memory. */
static const cajit_expr *wrap(cajit_expr_ctx *x, const cajit_expr *e,
                              const cajit_expr *size) {
  int64_t c;
  if (cajit_expr_as_int(e, &c)) return c < 0 ? cajit_expr_add(x, e, size) : e;
  const cajit_expr *negative = cajit_expr_min(
      x, cajit_expr_max(x, cajit_expr_neg(x, e), cajit_expr_int(x, 0)),
      cajit_expr_int(x, 1));
  return cajit_expr_add(x, e, cajit_expr_mul(x, size, negative));
}

CAJIT_LOWERING(cajit_lower_select) {
  int32_t b, nd, d, v;
  const cajit_expr *index;
  TRY(self_buffer(lc, &b, &nd));
  TRY(cajit_lower_dim(lc, "dim", nd, &d));
  TRY(cajit_bound_int(&lc->args, "index", &index));
  index = wrap(lc->p->exprs, index, cajit_kir_buffer_get(lc->p, b)->shape[d]);
  if (!index) return cajit_lower_value_error(lc);
  TRY(cajit_kir_view_select(lc->p, b, d, index, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* slice: start clamped into [0, size] as torch does; the length is the
 * declared result dim. */
CAJIT_LOWERING(cajit_lower_slice) {
  int32_t b, nd, d, v;
  TRY(self_buffer(lc, &b, &nd));
  TRY(cajit_lower_dim(lc, "dim", nd, &d));
  cajit_expr_ctx *x = lc->p->exprs;
  const cajit_expr *size = cajit_kir_buffer_get(lc->p, b)->shape[d];
  const cajit_expr *start = cajit_expr_int(x, 0), *step;
  if (!cajit_bound_is_none(&lc->args, "start")) {
    TRY(cajit_bound_int(&lc->args, "start", &start));
    start = cajit_expr_min(
        x, cajit_expr_max(x, wrap(x, start, size), cajit_expr_int(x, 0)), size);
  }
  TRY(cajit_bound_int(&lc->args, "step", &step));
  const cajit_expr *len = cajit_lower_result_type(lc, 0)->shape[d];
  TRY(cajit_kir_view_slice(lc->p, b, d, start, step, len, &v));
  return cajit_lower_set_result(lc, 0, v);
}

/* ---- backward of views ---------------------------------------------------
 */

/* zeros(input_sizes) with grad at index along dim. */
CAJIT_LOWERING(cajit_lower_select_backward) {
  cajit_kir_program *p = lc->p;
  int32_t grad, dim;
  const cajit_expr *index;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim;
  TRY(cajit_lower_tensor(lc, "grad_output", &grad));
  TRY(cajit_lower_dim(lc, "dim", nd, &dim));
  TRY(cajit_bound_int(&lc->args, "index", &index));
  index = wrap(p->exprs, index, rt->shape[dim]);
  if (!index) return cajit_lower_value_error(lc);
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_expr *gi[CAJIT_MAX_NDIM];
  for (int32_t d = 0, j = 0; d < nd; d++)
    if (d != dim) gi[j++] = i[d];
  const cajit_kir_value *hit = cajit_kir_binary(
      p, CAJIT_KIR_EQ, cajit_kir_expr_value(p, CAJIT_DTYPE_I64, i[dim]),
      cajit_kir_expr_value(p, CAJIT_DTYPE_I64, index));
  return cajit_lower_pointwise(
      lc, 0,
      cajit_kir_where(p, hit, cajit_kir_load(p, grad, gi),
                      cajit_kir_const_int(p, rt->dtype, 0)));
}

/* zeros(input_sizes), then result[start:end:step] along dim = grad, with
 * start normalized as slice does. */
CAJIT_LOWERING(cajit_lower_slice_backward) {
  cajit_kir_program *p = lc->p;
  cajit_expr_ctx *x = p->exprs;
  int32_t grad, dim, out, view;
  const cajit_expr *start, *step;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim;
  TRY(cajit_lower_tensor(lc, "grad_output", &grad));
  TRY(cajit_lower_dim(lc, "dim", nd, &dim));
  TRY(cajit_bound_int(&lc->args, "start", &start));
  TRY(cajit_bound_int(&lc->args, "step", &step));
  const cajit_expr *size = rt->shape[dim];
  start = cajit_expr_min(
      x, cajit_expr_max(x, wrap(x, start, size), cajit_expr_int(x, 0)), size);
  if (!start) return cajit_lower_value_error(lc);
  TRY(cajit_lower_alloc_result(lc, 0, &out));
  TRY(cajit_kir_add_pointwise(p, lc->name, out,
                              cajit_kir_const_int(p, rt->dtype, 0), NULL));
  const cajit_expr *len = cajit_kir_buffer_get(p, grad)->shape[dim];
  TRY(cajit_kir_view_slice(p, out, dim, start, step, len, &view));
  const cajit_expr **i = cajit_lower_indices(lc, nd);
  if (!i) return cajit_lower_value_error(lc);
  const cajit_kir_value *v =
      cajit_kir_cast(p, rt->dtype, cajit_kir_load(p, grad, i));
  if (!v) return cajit_lower_value_error(lc);
  return cajit_kir_add_pointwise(p, lc->name, view, v, NULL);
}
