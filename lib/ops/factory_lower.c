/* Lowerings of the "factory" family: tensors of the declared dtype and
 * shape filled with 0, 1 or a Scalar (zeros, ones, full and their _like /
 * new_ forms, scalar_tensor, fill), or left uninitialized (empty forms: a
 * new buffer, no kernel, as torch.empty promises nothing). */
#include "ops/infer.h"
#include "ops/lowerings.h"

static cajit_status fill(cajit_lower_ctx *lc, const cajit_kir_value *v) {
  return cajit_lower_pointwise(lc, 0, v);
}

CAJIT_LOWERING(cajit_lower_zeros) {
  return fill(
      lc, cajit_kir_const_int(lc->p, cajit_lower_result_type(lc, 0)->dtype, 0));
}

CAJIT_LOWERING(cajit_lower_ones) {
  return fill(
      lc, cajit_kir_const_int(lc->p, cajit_lower_result_type(lc, 0)->dtype, 1));
}

/* full, full_like, new_full (fill_value), scalar_tensor (s), fill (value). */
CAJIT_LOWERING(cajit_lower_full) {
  cajit_dtype dt = cajit_lower_result_type(lc, 0)->dtype;
  const char *param = "fill_value";
  const cajit_op_schema *s = lc->args.schema;
  for (int32_t k = 0; s && k < s->param_count; k++) {
    if (cajit_sv_eq_cstr(s->params[k].name, "s")) param = "s";
    if (cajit_sv_eq_cstr(s->params[k].name, "value")) param = "value";
  }
  cajit_status e = NULL;
  const cajit_kir_value *v = cajit_lower_scalar(lc, param, dt, &e);
  if (e) return e;
  return fill(lc, v);
}

CAJIT_LOWERING(cajit_lower_empty) {
  int32_t b;
  return cajit_lower_alloc_result(lc, 0, &b);
}

/* Whether stride (n entries) is the row-major stride of shape (dims of size
 * 1 may have any stride, as torch's is_contiguous allows). */
static bool contiguous_stride(const cajit_graph *g, cajit_expr_ctx *x,
                              int32_t n, const cajit_expr *const *shape,
                              const cajit_expr *const *stride) {
  const cajit_expr *expect = cajit_expr_int(x, 1);
  for (int32_t d = n - 1; d >= 0; d--) {
    if (!cajit_expr_is(shape[d], 1) && !cajit_dims_equal(g, stride[d], expect))
      return false;
    expect = cajit_expr_mul(x, expect, shape[d]);
    if (!expect) return false;
  }
  return true;
}

/* empty_strided, new_empty_strided: a new contiguous buffer (contents
 * unspecified, as torch promises nothing) when the requested strides are
 * contiguous; other layouts matter to an as_strided reading the memory,
 * so they run on the host. */
const char *cajit_lower_empty_strided_declines(const cajit_bound_args *a) {
  const cajit_expr *stride[CAJIT_MAX_NDIM];
  int32_t count;
  cajit_status s =
      cajit_bound_int_list(a, "stride", stride, CAJIT_MAX_NDIM, &count);
  if (s) {
    cajit_status_free(s);
    return NULL; /* lowering reports it */
  }
  if (a->n->result_count < 1) return NULL;
  const cajit_type *rt = &a->g->values[a->n->results[0]].type;
  if (count != rt->ndim ||
      !contiguous_stride(a->g, a->g->exprs, count, rt->shape, stride))
    return "non-contiguous strides";
  return NULL;
}

CAJIT_LOWERING(cajit_lower_empty_strided) {
  int32_t b;
  const char *why = cajit_lower_empty_strided_declines(&lc->args);
  if (why) /* the declines rule sent such nodes to the host */
    return cajit_status_make(CAJIT_INTERNAL, "%s", why);
  return cajit_lower_alloc_result(lc, 0, &b);
}
