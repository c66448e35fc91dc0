/* Op family "sym": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_sym[] = {
    {"aten.sym_numel.default", "aten::sym_numel(Tensor self) -> SymInt", "sym",
     CAJIT_OP_SYM, NULL, NULL},
    {"aten.sym_size.int", "aten::sym_size.int(Tensor self, int dim) -> SymInt",
     "sym", CAJIT_OP_SYM, NULL, NULL},
    {"aten.sym_storage_offset.default",
     "aten::sym_storage_offset(Tensor self) -> SymInt", "sym", CAJIT_OP_SYM,
     NULL, NULL},
    {"aten.sym_stride.int",
     "aten::sym_stride.int(Tensor self, int dim) -> SymInt", "sym",
     CAJIT_OP_SYM, NULL, NULL},
};
CAJIT_FAMILY_COUNT(sym);
