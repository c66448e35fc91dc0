/* Op family "loss": nll_loss forward/backward, mse_loss forward/backward,
 * smooth_l1_loss_backward and huber_loss_backward (elementwise, as
 * mse_loss_backward).
 *
 * reduction: 0 none, 1 mean, 2 sum (torch's Reduction enum). nll_loss
 * takes self [N, C] (or [C]) with target [N] (or []) and its backward
 * returns a gradient shaped like `self`; mse_loss and its backward are
 * elementwise (broadcast, promoted) before any reduction. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "loss"

static cajit_status read_reduction(cajit_infer *inf, int64_t *out) {
  const cajit_expr *e;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "reduction", &e));
  if (!cajit_expr_as_int(e, out) || *out < 0 || *out > 2)
    return cajit_infer_fail("argument `reduction`: expected 0 (none), 1 "
                            "(mean) or 2 (sum)");
  return NULL;
}

/* Checks self [N, C] / [C] against target [N] / []. */
static cajit_status nll_shapes(cajit_infer *inf, const cajit_type **self) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, self));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "target", &id, &t));
  const cajit_type *s = *self;
  if (s->ndim < 1 || s->ndim > 2)
    return cajit_infer_fail("self must have rank 1 or 2, found rank %d",
                            s->ndim);
  if (t->ndim != s->ndim - 1)
    return cajit_infer_fail("target must have rank %d, found rank %d",
                            s->ndim - 1, t->ndim);
  if (cajit_dtype_is_floating(t->dtype))
    return cajit_infer_fail("target must be an integer tensor, found %s",
                            cajit_dtype_name(t->dtype));
  if (s->ndim == 2 && !cajit_dims_equal(inf->g, s->shape[0], t->shape[0])) {
    char a[64], b[64];
    return cajit_infer_fail("batch dims differ: self has %s, target has %s",
                            cajit_expr_str(inf->g, s->shape[0], a, sizeof a),
                            cajit_expr_str(inf->g, t->shape[0], b, sizeof b));
  }
  return NULL;
}

static cajit_status infer_nll_loss_forward(cajit_infer *inf) {
  const cajit_type *s;
  int64_t reduction;
  CAJIT_RETURN_IF_ERROR(nll_shapes(inf, &s));
  CAJIT_RETURN_IF_ERROR(read_reduction(inf, &reduction));
  bool per_item = reduction == 0 && s->ndim == 2;
  CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(
      inf, 0, s->dtype, per_item ? 1 : 0, s->shape, NULL));
  return cajit_infer_set_tensor(inf, 1, s->dtype, 0, NULL, NULL);
}

static cajit_status infer_nll_loss_backward(cajit_infer *inf) {
  const cajit_type *s;
  int64_t reduction;
  CAJIT_RETURN_IF_ERROR(nll_shapes(inf, &s));
  CAJIT_RETURN_IF_ERROR(read_reduction(inf, &reduction));
  return cajit_infer_set_like(inf, 0, s);
}

/* Elementwise over the tensor parameters params[0..count) (broadcast,
 * promoted); reduced to a scalar by a reduction other than none when
 * `reduces`, else as large as the broadcast shape. */
static cajit_status elementwise_loss(cajit_infer *inf,
                                     const char *const *params, int32_t count,
                                     bool reduces) {
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  int32_t n;
  cajit_dtype dt;
  int64_t reduction;
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_elementwise(inf, params, count, NULL, &n, shape, &dt));
  CAJIT_RETURN_IF_ERROR(read_reduction(inf, &reduction));
  return cajit_infer_set_tensor(inf, 0, dt, reduces && reduction != 0 ? 0 : n,
                                shape, NULL);
}

static cajit_status infer_mse_loss(cajit_infer *inf) {
  static const char *const params[2] = {"self", "target"};
  return elementwise_loss(inf, params, 2, true);
}

/* Elementwise over grad_output, self and target. */
static cajit_status infer_mse_loss_backward(cajit_infer *inf) {
  static const char *const params[3] = {"grad_output", "self", "target"};
  return elementwise_loss(inf, params, 3, false);
}

const cajit_op_def cajit_ops_loss[] = {
    {"aten.huber_loss_backward.default",
     "aten::huber_loss_backward(Tensor grad_output, Tensor self, Tensor "
     "target, int reduction, float delta) -> Tensor",
     FAMILY, 0, infer_mse_loss_backward, cajit_lower_huber_loss_backward,
     cajit_lower_robust_loss_declines, "non-float dtypes"},
    {"aten.mse_loss.default",
     "aten::mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
     FAMILY, 0, infer_mse_loss, NULL},
    {"aten.mse_loss_backward.default",
     "aten::mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, "
     "int reduction) -> Tensor",
     FAMILY, 0, infer_mse_loss_backward, cajit_lower_mse_loss_backward},
    {"aten.nll_loss_backward.default",
     "aten::nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, "
     "Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) "
     "-> Tensor",
     FAMILY, 0, infer_nll_loss_backward, cajit_lower_nll_loss_backward},
    {"aten.nll_loss_forward.default",
     "aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int "
     "reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)",
     FAMILY, 0, infer_nll_loss_forward, cajit_lower_nll_loss_forward},
    {"aten.smooth_l1_loss_backward.default",
     "aten::smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor "
     "target, int reduction, float beta) -> Tensor",
     FAMILY, 0, infer_mse_loss_backward, cajit_lower_smooth_l1_loss_backward,
     cajit_lower_robust_loss_declines, "non-float dtypes"},
};
CAJIT_FAMILY_COUNT(loss);
