/* Op family "reduction": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_reduction[] = {
    {"aten.amax.default",
     "aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
     "reduction", 0, NULL, NULL},
    {"aten.amin.default",
     "aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
     "reduction", 0, NULL, NULL},
    {"aten.mean.default",
     "aten::mean(Tensor self, *, ScalarType? dtype=None) -> Tensor",
     "reduction", 0, NULL, NULL},
    {"aten.mean.dim",
     "aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, "
     "ScalarType? dtype=None) -> Tensor",
     "reduction", 0, NULL, NULL},
    {"aten.sum.default",
     "aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor", "reduction",
     0, NULL, NULL},
    {"aten.sum.dim_IntList",
     "aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, "
     "ScalarType? dtype=None) -> Tensor",
     "reduction", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(reduction);
