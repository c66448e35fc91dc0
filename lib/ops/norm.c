/* Op family "norm": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_norm[] = {
    {"aten.native_batch_norm_backward.default",
     "aten::native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? "
     "weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, "
     "Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> "
     "(Tensor, Tensor, Tensor)",
     "norm", 0, NULL, NULL},
    {"aten.native_layer_norm.default",
     "aten::native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? "
     "weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)",
     "norm", 0, NULL, NULL},
    {"aten.native_layer_norm_backward.default",
     "aten::native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] "
     "normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? "
     "bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
     "norm", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(norm);
