/* Op family "pool": max_pool2d_with_indices (forward and backward,
 * lowered in maxpool_lower.c), avg_pool2d_backward and
 * _adaptive_avg_pool2d_backward (lowerings of the average pools in
 * pool_lower.c).
 *
 * Output sizes follow torch's pooling_output_shape. With ceil_mode the
 * size depends on a comparison that is only decided for constant sizes;
 * a symbolic one makes the rule answer "cannot tell" (the declared types
 * are then trusted). Backward ops return a gradient shaped like `self`
 * after checking grad_output against the pooled shape. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "pool"

/* An int[2] parameter: 1 or 2 entries (empty allowed for `stride`). */
static cajit_status pair(cajit_infer *inf, const char *param,
                         const cajit_expr **out, int32_t *out_n) {
  const cajit_expr *items[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, param, items, CAJIT_MAX_NDIM, out_n));
  if (*out_n > 2)
    return cajit_infer_fail("argument `%s`: expected 1 or 2 entries, found "
                            "%d",
                            param, *out_n);
  for (int32_t i = 0; i < *out_n; i++)
    out[i] = items[i];
  if (*out_n == 1) out[1] = out[0], *out_n = 2;
  return NULL;
}

static cajit_status constant(const char *param, const cajit_expr *e,
                             int64_t *out) {
  if (!cajit_expr_as_int(e, out) || *out <= 0)
    return cajit_infer_fail("argument `%s` must be positive constants", param);
  return NULL;
}

/* Pooled shape of self (rank 3 or 4) into out. */
static cajit_status pooled(cajit_infer *inf, const cajit_type *self,
                           bool has_dilation, const cajit_expr **out) {
  if (self->ndim != 3 && self->ndim != 4)
    return cajit_infer_fail("self must have rank 3 or 4, found rank %d",
                            self->ndim);
  const cajit_expr *kernel[2], *stride[2], *padding[2], *dilation[2];
  int32_t n;
  bool ceil_mode;
  cajit_expr_ctx *x = inf->g->exprs;
  CAJIT_RETURN_IF_ERROR(pair(inf, "kernel_size", kernel, &n));
  if (n != 2) return cajit_infer_fail("argument `kernel_size` is empty");
  CAJIT_RETURN_IF_ERROR(pair(inf, "stride", stride, &n));
  if (n == 0) stride[0] = kernel[0], stride[1] = kernel[1];
  CAJIT_RETURN_IF_ERROR(pair(inf, "padding", padding, &n));
  if (n != 2) return cajit_infer_fail("argument `padding` is empty");
  dilation[0] = dilation[1] = cajit_expr_int(x, 1);
  if (has_dilation) {
    CAJIT_RETURN_IF_ERROR(pair(inf, "dilation", dilation, &n));
    if (n != 2) return cajit_infer_fail("argument `dilation` is empty");
  }
  CAJIT_RETURN_IF_ERROR(cajit_bound_bool(inf->args, "ceil_mode", &ceil_mode));
  int32_t base = self->ndim - 2;
  for (int32_t d = 0; d < base; d++)
    out[d] = self->shape[d];
  for (int32_t i = 0; i < 2; i++) {
    int64_t k, s, p, dl;
    CAJIT_RETURN_IF_ERROR(constant("kernel_size", kernel[i], &k));
    CAJIT_RETURN_IF_ERROR(constant("stride", stride[i], &s));
    CAJIT_RETURN_IF_ERROR(constant("dilation", dilation[i], &dl));
    if (!cajit_expr_as_int(padding[i], &p) || p < 0 || p > k / 2)
      return cajit_infer_fail("argument `padding` must be constants between "
                              "0 and kernel_size / 2");
    const cajit_expr *in = self->shape[base + i];
    const cajit_expr *num = cajit_expr_add(
        x, in,
        cajit_expr_int(x, 2 * p - dl * (k - 1) - 1 + (ceil_mode ? s - 1 : 0)));
    const cajit_expr *o =
        cajit_expr_add(x, cajit_expr_floordiv(x, num, cajit_expr_int(x, s)),
                       cajit_expr_int(x, 1));
    if (!o) return cajit_infer_oom();
    if (ceil_mode) {
      /* The last window must start inside the input (or left padding). */
      int64_t oc, ic;
      if (!cajit_expr_as_int(o, &oc) || !cajit_expr_as_int(in, &ic))
        return cajit_status_make(CAJIT_UNSUPPORTED,
                                 "ceil_mode with a symbolic size");
      if ((oc - 1) * s >= ic + p) o = cajit_expr_int(x, oc - 1);
    }
    out[base + i] = o;
  }
  return NULL;
}

static cajit_status infer_max_pool2d(cajit_infer *inf) {
  int32_t id;
  const cajit_type *self;
  const cajit_expr *shape[4];
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(pooled(inf, self, true, shape));
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_set_tensor(inf, 0, self->dtype, self->ndim, shape, NULL));
  return cajit_infer_set_tensor(inf, 1, CAJIT_DTYPE_I64, self->ndim, shape,
                                NULL);
}

static cajit_status pool_backward(cajit_infer *inf, bool has_dilation) {
  int32_t id;
  const cajit_type *self, *g;
  const cajit_expr *shape[4];
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_output", &id, &g));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(pooled(inf, self, has_dilation, shape));
  CAJIT_RETURN_IF_ERROR(cajit_infer_shapes_agree(
      inf, "grad_output has shape %s, the pooling gives %s", g->ndim, g->shape,
      self->ndim, shape));
  return cajit_infer_set_like(inf, 0, self);
}

static cajit_status infer_max_pool2d_backward(cajit_infer *inf) {
  return pool_backward(inf, true);
}

static cajit_status infer_avg_pool2d_backward(cajit_infer *inf) {
  return pool_backward(inf, false);
}

/* _adaptive_avg_pool2d_backward: any pooled spatial size, the same
 * leading dims as self. */
static cajit_status infer_adaptive_avg_pool2d_backward(cajit_infer *inf) {
  int32_t id;
  const cajit_type *self, *g;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_output", &id, &g));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  if (self->ndim != 3 && self->ndim != 4)
    return cajit_infer_fail("self must have rank 3 or 4, found rank %d",
                            self->ndim);
  /* the dims before the two pooled ones */
  if (g->ndim != self->ndim ||
      !cajit_shapes_equal(inf->g, g->ndim - 2, g->shape, self->ndim - 2,
                          self->shape)) {
    char a[128], b[128];
    return cajit_infer_fail(
        "grad_output has shape %s, self has shape %s",
        cajit_shape_str(inf->g, g->ndim, g->shape, a, sizeof a),
        cajit_shape_str(inf->g, self->ndim, self->shape, b, sizeof b));
  }
  return cajit_infer_set_like(inf, 0, self);
}

const cajit_op_def cajit_ops_pool[] = {
    {"aten._adaptive_avg_pool2d_backward.default",
     "aten::_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> "
     "Tensor",
     FAMILY, 0, infer_adaptive_avg_pool2d_backward,
     cajit_lower_adaptive_avg_pool2d_backward,
     cajit_lower_adaptive_avg_pool2d_backward_declines, "non-float dtypes"},
    {"aten.avg_pool2d_backward.default",
     "aten::avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] "
     "kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool "
     "count_include_pad, int? divisor_override) -> Tensor",
     FAMILY, 0, infer_avg_pool2d_backward, cajit_lower_avg_pool2d_backward,
     cajit_lower_avg_pool2d_backward_declines,
     "non-float dtypes, non-constant parameters, divisor_override=0"},
    {"aten.max_pool2d_with_indices.default",
     "aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] "
     "stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> "
     "(Tensor, Tensor)",
     FAMILY, 0, infer_max_pool2d, cajit_lower_max_pool2d_with_indices,
     cajit_lower_max_pool2d_with_indices_declines, "non-float dtypes"},
    {"aten.max_pool2d_with_indices_backward.default",
     "aten::max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, "
     "int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool "
     "ceil_mode, Tensor indices) -> Tensor",
     FAMILY, 0, infer_max_pool2d_backward,
     cajit_lower_max_pool2d_with_indices_backward},
};
CAJIT_FAMILY_COUNT(pool);
