/* Op family "conv": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_conv[] = {
    {"aten.convolution.default",
     "aten::convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] "
     "stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] "
     "output_padding, SymInt groups) -> Tensor",
     "conv", 0, NULL, NULL},
    {"aten.convolution_backward.default",
     "aten::convolution_backward(Tensor grad_output, Tensor input, Tensor "
     "weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, "
     "SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt "
     "groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
     "conv", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(conv);
