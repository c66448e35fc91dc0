/* Op family "concat": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_concat[] = {
    {"aten.cat.default", "aten::cat(Tensor[] tensors, int dim=0) -> Tensor",
     "concat", 0, NULL, NULL},
    {"aten.stack.default", "aten::stack(Tensor[] tensors, int dim=0) -> Tensor",
     "concat", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(concat);
