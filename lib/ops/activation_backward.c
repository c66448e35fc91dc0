/* Op family "activation_backward": the backward ops of elementwise
 * activations (threshold/relu, tanh, sigmoid, gelu, silu, leaky_relu,
 * hardtanh, elu, softplus, log_sigmoid, hardsigmoid, hardswish).
 *
 * Each is elementwise over grad_output and the saved forward tensor: the
 * result broadcasts both and promotes their dtypes (torch runs them through
 * TensorIterator), except threshold_backward (relu's), which keeps
 * grad_output's dtype as torch's meta function does. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "activation_backward"

/* grad_output (op) saved, where saved is the tensor parameter `saved`;
 * the dtype is grad_output's (keep_grad_dtype) or the promoted one. */
static cajit_status elementwise(cajit_infer *inf, const char *saved,
                                bool keep_grad_dtype) {
  const char *params[2] = {"grad_output", saved};
  const cajit_type *t[2];
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  int32_t n;
  cajit_dtype dt;
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_elementwise(inf, params, 2, t, &n, shape, &dt));
  if (keep_grad_dtype) dt = t[0]->dtype;
  return cajit_infer_set_tensor(inf, 0, dt, n, shape, NULL);
}

static cajit_status infer_on_self(cajit_infer *inf) {
  return elementwise(inf, "self", false);
}

/* torch's threshold_backward keeps grad_output's dtype. */
static cajit_status infer_threshold_backward(cajit_infer *inf) {
  return elementwise(inf, "self", true);
}

static cajit_status infer_on_output(cajit_infer *inf) {
  return elementwise(inf, "output", false);
}

static cajit_status infer_on_self_or_result(cajit_infer *inf) {
  return elementwise(inf, "self_or_result", false);
}

/* log_sigmoid_backward: the buffer broadcasts with the others. */
static cajit_status infer_log_sigmoid_backward(cajit_infer *inf) {
  int32_t id;
  const cajit_type *b;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "buffer", &id, &b));
  CAJIT_RETURN_IF_ERROR(elementwise(inf, "self", false));
  const cajit_type *r = &inf->types[0];
  int32_t n = r->ndim;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  cajit_dtype dt = r->dtype;
  for (int32_t d = 0; d < n; d++)
    shape[d] = r->shape[d];
  CAJIT_RETURN_IF_ERROR(cajit_broadcast(inf->g, &n, shape, b->ndim, b->shape));
  return cajit_infer_set_tensor(inf, 0, dt, n, shape, NULL);
}

static cajit_status infer_gelu_backward(cajit_infer *inf) {
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_str_choice(inf, "approximate", "none", "tanh", NULL));
  return elementwise(inf, "self", false);
}

const cajit_op_def cajit_ops_activation_backward[] = {
    {"aten.elu_backward.default",
     "aten::elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, "
     "Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor",
     FAMILY, 0, infer_on_self_or_result, cajit_lower_elu_backward},
    {"aten.gelu_backward.default",
     "aten::gelu_backward(Tensor grad_output, Tensor self, *, str "
     "approximate=\"none\") -> Tensor",
     FAMILY, 0, infer_gelu_backward, cajit_lower_gelu_backward},
    {"aten.hardsigmoid_backward.default",
     "aten::hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor",
     FAMILY, 0, infer_on_self, cajit_lower_hardsigmoid_backward},
    {"aten.hardswish_backward.default",
     "aten::hardswish_backward(Tensor grad_output, Tensor self) -> Tensor",
     FAMILY, 0, infer_on_self, cajit_lower_hardswish_backward},
    {"aten.hardtanh_backward.default",
     "aten::hardtanh_backward(Tensor grad_output, Tensor self, Scalar "
     "min_val, Scalar max_val) -> Tensor",
     FAMILY, 0, infer_on_self, cajit_lower_hardtanh_backward},
    {"aten.leaky_relu_backward.default",
     "aten::leaky_relu_backward(Tensor grad_output, Tensor self, Scalar "
     "negative_slope, bool self_is_result) -> Tensor",
     FAMILY, 0, infer_on_self, cajit_lower_leaky_relu_backward},
    {"aten.log_sigmoid_backward.default",
     "aten::log_sigmoid_backward(Tensor grad_output, Tensor self, Tensor "
     "buffer) -> Tensor",
     FAMILY, 0, infer_log_sigmoid_backward, cajit_lower_log_sigmoid_backward},
    {"aten.mish_backward.default",
     "aten::mish_backward(Tensor grad_output, Tensor self) -> Tensor", FAMILY,
     0, infer_on_self, cajit_lower_mish_backward},
    {"aten.sigmoid_backward.default",
     "aten::sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor",
     FAMILY, 0, infer_on_output, cajit_lower_sigmoid_backward},
    {"aten.silu_backward.default",
     "aten::silu_backward(Tensor grad_output, Tensor self) -> Tensor", FAMILY,
     0, infer_on_self, cajit_lower_silu_backward},
    {"aten.softplus_backward.default",
     "aten::softplus_backward(Tensor grad_output, Tensor self, Scalar beta, "
     "Scalar threshold) -> Tensor",
     FAMILY, 0, infer_on_self, cajit_lower_softplus_backward},
    {"aten.tanh_backward.default",
     "aten::tanh_backward(Tensor grad_output, Tensor output) -> Tensor", FAMILY,
     0, infer_on_output, cajit_lower_tanh_backward},
    {"aten.threshold_backward.default",
     "aten::threshold_backward(Tensor grad_output, Tensor self, Scalar "
     "threshold) -> Tensor",
     FAMILY, 0, infer_threshold_backward, cajit_lower_threshold_backward},
};
CAJIT_FAMILY_COUNT(activation_backward);
