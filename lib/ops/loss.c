/* Op family "loss": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_loss[] = {
    {"aten.mse_loss.default",
     "aten::mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
     "loss", 0, NULL, NULL},
    {"aten.mse_loss_backward.default",
     "aten::mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, "
     "int reduction) -> Tensor",
     "loss", 0, NULL, NULL},
    {"aten.nll_loss_backward.default",
     "aten::nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, "
     "Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) "
     "-> Tensor",
     "loss", 0, NULL, NULL},
    {"aten.nll_loss_forward.default",
     "aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int "
     "reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)",
     "loss", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(loss);
