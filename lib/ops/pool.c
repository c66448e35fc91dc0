/* Op family "pool": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_pool[] = {
    {"aten.avg_pool2d_backward.default",
     "aten::avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] "
     "kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool "
     "count_include_pad, int? divisor_override) -> Tensor",
     "pool", 0, NULL, NULL},
    {"aten.max_pool2d_with_indices.default",
     "aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] "
     "stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> "
     "(Tensor, Tensor)",
     "pool", 0, NULL, NULL},
    {"aten.max_pool2d_with_indices_backward.default",
     "aten::max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, "
     "int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool "
     "ceil_mode, Tensor indices) -> Tensor",
     "pool", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(pool);
