/* Lowerings of the "concat" family. cat: one copy kernel per input,
 * writing through a slice view of the result along `dim` (kernels may
 * store through views of what they allocate). As torch, a 1-d input of
 * size 0 is skipped whatever the result's rank. stack: the same through a
 * select view per input. split (split.Tensor, split_with_sizes, chunk)
 * and unbind make no kernel: their results are slice / select views of
 * self, so their backward (cat / stack of the grads) writes each grad once
 * into the result. */
#include "ops/lowerings.h"

/* The arguments of cat and stack: the tensors (values[256], *count of
 * them), dim of the result's rank nd, and the result's buffer. */
static cajit_status tensors_dim_out(cajit_lower_ctx *lc, int32_t nd,
                                    int32_t *values, int32_t *count,
                                    int32_t *dim, int32_t *out) {
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_tensor_list(&lc->args, "tensors", values, 256, count));
  CAJIT_RETURN_IF_ERROR(cajit_lower_dim(lc, "dim", nd, dim));
  return cajit_lower_alloc_result(lc, 0, out);
}

CAJIT_LOWERING(cajit_lower_cat) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim, dim, out, values[256], count;
  CAJIT_RETURN_IF_ERROR(tensors_dim_out(lc, nd, values, &count, &dim, &out));
  cajit_expr_ctx *x = p->exprs;
  const cajit_expr *offset = cajit_expr_int(x, 0), *one = cajit_expr_int(x, 1);
  for (int32_t k = 0; k < count; k++) {
    int32_t in, view;
    if (values[k] < 0)
      return cajit_status_make(CAJIT_UNSUPPORTED, "cat of a none");
    CAJIT_RETURN_IF_ERROR(cajit_lower_value(lc, values[k], &in));
    const cajit_kir_buffer *b = cajit_kir_buffer_get(p, in);
    int64_t n0;
    if (b->ndim == 1 && nd != 1 && cajit_expr_as_int(b->shape[0], &n0) &&
        n0 == 0)
      continue; /* legacy empty tensor */
    if (b->ndim != nd)
      return cajit_status_make(CAJIT_VERIFY_ERROR,
                               "cat: tensor %d has rank %d, expected %d",
                               (int)k, (int)b->ndim, (int)nd);
    const cajit_expr *size = b->shape[dim];
    CAJIT_RETURN_IF_ERROR(
        cajit_kir_view_slice(p, out, dim, offset, one, size, &view));
    const cajit_expr **i = cajit_lower_indices(lc, nd);
    if (!i) return cajit_lower_value_error(lc);
    const cajit_kir_value *v =
        cajit_kir_cast(p, rt->dtype, cajit_kir_load(p, in, i));
    if (!v) return cajit_lower_value_error(lc);
    CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(p, lc->name, view, v, NULL));
    offset = cajit_expr_add(x, offset, size);
    if (!offset) return cajit_lower_value_error(lc);
  }
  return NULL;
}

CAJIT_LOWERING(cajit_lower_stack) {
  cajit_kir_program *p = lc->p;
  const cajit_type *rt = cajit_lower_result_type(lc, 0);
  int32_t nd = rt->ndim, dim, out, values[256], count;
  CAJIT_RETURN_IF_ERROR(tensors_dim_out(lc, nd, values, &count, &dim, &out));
  for (int32_t k = 0; k < count; k++) {
    int32_t in, view; /* the binder refuses none items, the shape rule
                         other ranks */
    CAJIT_RETURN_IF_ERROR(cajit_lower_value(lc, values[k], &in));
    CAJIT_RETURN_IF_ERROR(
        cajit_kir_view_select(p, out, dim, cajit_expr_int(p->exprs, k), &view));
    const cajit_expr **i = cajit_lower_indices(lc, nd - 1);
    if (!i) return cajit_lower_value_error(lc);
    const cajit_kir_value *v =
        cajit_kir_cast(p, rt->dtype, cajit_kir_load(p, in, i));
    if (!v) return cajit_lower_value_error(lc);
    CAJIT_RETURN_IF_ERROR(cajit_kir_add_pointwise(p, lc->name, view, v, NULL));
  }
  return NULL;
}

/* The arguments of split and unbind: self, and dim of self's rank. */
static cajit_status self_and_dim(cajit_lower_ctx *lc, int32_t *self,
                                 int32_t *dim) {
  CAJIT_RETURN_IF_ERROR(cajit_lower_tensor(lc, "self", self));
  int32_t nd = cajit_kir_buffer_get(lc->p, *self)->ndim;
  return cajit_lower_dim(lc, "dim", nd, dim);
}

/* Result r is self[start_r : start_r + len_r] along dim, len_r the
 * declared size and start_r the sum of the earlier ones. */
CAJIT_LOWERING(cajit_lower_split) {
  cajit_kir_program *p = lc->p;
  int32_t self, dim;
  CAJIT_RETURN_IF_ERROR(self_and_dim(lc, &self, &dim));
  const cajit_expr *start = cajit_expr_int(p->exprs, 0),
                   *one = cajit_expr_int(p->exprs, 1);
  for (int32_t r = 0; r < n->result_count; r++) {
    /* The shape rules made every result a tensor of self's rank. */
    const cajit_type *t = cajit_lower_result_type(lc, r);
    int32_t view;
    CAJIT_RETURN_IF_ERROR(
        cajit_kir_view_slice(p, self, dim, start, one, t->shape[dim], &view));
    CAJIT_RETURN_IF_ERROR(cajit_lower_set_result(lc, r, view));
    start = cajit_expr_add(p->exprs, start, t->shape[dim]);
    if (!start) return cajit_lower_value_error(lc);
  }
  return NULL;
}

/* Result r is self.select(dim, r). */
CAJIT_LOWERING(cajit_lower_unbind) {
  cajit_kir_program *p = lc->p;
  int32_t self, dim;
  CAJIT_RETURN_IF_ERROR(self_and_dim(lc, &self, &dim));
  for (int32_t r = 0; r < n->result_count; r++) {
    int32_t view;
    CAJIT_RETURN_IF_ERROR(cajit_kir_view_select(
        p, self, dim, cajit_expr_int(p->exprs, r), &view));
    CAJIT_RETURN_IF_ERROR(cajit_lower_set_result(lc, r, view));
  }
  return NULL;
}
