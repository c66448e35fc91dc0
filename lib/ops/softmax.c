/* Op family "softmax": _softmax, _log_softmax and their backward ops.
 *
 * Results keep the input's shape; the forward ops turn f16/bf16 into f32
 * when half_to_float is set, the backward ops produce `input_dtype`. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "softmax"

static cajit_status infer_softmax(cajit_infer *inf) {
  int32_t id, dim;
  const cajit_type *t;
  bool half_to_float;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", t->ndim, &dim));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool(inf->args, "half_to_float", &half_to_float));
  cajit_dtype dt = t->dtype;
  if (half_to_float) {
    if (dt != CAJIT_DTYPE_F16 && dt != CAJIT_DTYPE_BF16)
      return cajit_infer_fail("half_to_float needs an f16 or bf16 input, "
                              "found %s",
                              cajit_dtype_name(dt));
    dt = CAJIT_DTYPE_F32;
  }
  if (!cajit_dtype_is_floating(dt))
    return cajit_infer_fail("softmax of a %s tensor", cajit_dtype_name(dt));
  return cajit_infer_set_tensor(inf, 0, dt, t->ndim, t->shape, NULL);
}

static cajit_status infer_softmax_backward(cajit_infer *inf) {
  int32_t id, dim;
  const cajit_type *g, *o;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_output", &id, &g));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "output", &id, &o));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", g->ndim, &dim));
  CAJIT_RETURN_IF_ERROR(cajit_infer_shapes_agree(
      inf, "grad_output %s and output %s differ in shape", g->ndim, g->shape,
      o->ndim, o->shape));
  cajit_dtype dt;
  bool present;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_dtype(inf->args, "input_dtype", &dt, &present));
  return cajit_infer_set_tensor(inf, 0, dt, g->ndim, g->shape, NULL);
}

const cajit_op_def cajit_ops_softmax[] = {
    {"aten._log_softmax.default",
     "aten::_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor",
     FAMILY, 0, infer_softmax, cajit_lower_log_softmax},
    {"aten._log_softmax_backward_data.default",
     "aten::_log_softmax_backward_data(Tensor grad_output, Tensor output, int "
     "dim, ScalarType input_dtype) -> Tensor",
     FAMILY, 0, infer_softmax_backward, cajit_lower_log_softmax_backward},
    {"aten._softmax.default",
     "aten::_softmax(Tensor self, int dim, bool half_to_float) -> Tensor",
     FAMILY, 0, infer_softmax, cajit_lower_softmax},
    {"aten._softmax_backward_data.default",
     "aten::_softmax_backward_data(Tensor grad_output, Tensor output, int dim, "
     "ScalarType input_dtype) -> Tensor",
     FAMILY, 0, infer_softmax_backward, cajit_lower_softmax_backward},
};
CAJIT_FAMILY_COUNT(softmax);
