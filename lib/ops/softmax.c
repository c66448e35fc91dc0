/* Op family "softmax": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_softmax[] = {
    {"aten._log_softmax.default",
     "aten::_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor",
     "softmax", 0, NULL, NULL},
    {"aten._log_softmax_backward_data.default",
     "aten::_log_softmax_backward_data(Tensor grad_output, Tensor output, int "
     "dim, ScalarType input_dtype) -> Tensor",
     "softmax", 0, NULL, NULL},
    {"aten._softmax.default",
     "aten::_softmax(Tensor self, int dim, bool half_to_float) -> Tensor",
     "softmax", 0, NULL, NULL},
    {"aten._softmax_backward_data.default",
     "aten::_softmax_backward_data(Tensor grad_output, Tensor output, int dim, "
     "ScalarType input_dtype) -> Tensor",
     "softmax", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(softmax);
