/* Op family "gemm": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_gemm[] = {
    {"aten.addmm.default",
     "aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, "
     "Scalar alpha=1) -> Tensor",
     "gemm", 0, NULL, NULL},
    {"aten.baddbmm.default",
     "aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar "
     "beta=1, Scalar alpha=1) -> Tensor",
     "gemm", 0, NULL, NULL},
    {"aten.bmm.default", "aten::bmm(Tensor self, Tensor mat2) -> Tensor",
     "gemm", 0, NULL, NULL},
    {"aten.mm.default", "aten::mm(Tensor self, Tensor mat2) -> Tensor", "gemm",
     0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(gemm);
