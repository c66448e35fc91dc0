/* Op family "activation_backward": registry entries (schemas, shape rules,
 * lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_activation_backward[] = {
    {"aten.gelu_backward.default",
     "aten::gelu_backward(Tensor grad_output, Tensor self, *, str "
     "approximate=\"none\") -> Tensor",
     "activation_backward", 0, NULL, NULL},
    {"aten.leaky_relu_backward.default",
     "aten::leaky_relu_backward(Tensor grad_output, Tensor self, Scalar "
     "negative_slope, bool self_is_result) -> Tensor",
     "activation_backward", 0, NULL, NULL},
    {"aten.sigmoid_backward.default",
     "aten::sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor",
     "activation_backward", 0, NULL, NULL},
    {"aten.silu_backward.default",
     "aten::silu_backward(Tensor grad_output, Tensor self) -> Tensor",
     "activation_backward", 0, NULL, NULL},
    {"aten.tanh_backward.default",
     "aten::tanh_backward(Tensor grad_output, Tensor output) -> Tensor",
     "activation_backward", 0, NULL, NULL},
    {"aten.threshold_backward.default",
     "aten::threshold_backward(Tensor grad_output, Tensor self, Scalar "
     "threshold) -> Tensor",
     "activation_backward", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(activation_backward);
