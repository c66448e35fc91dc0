/* Op family "factory": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_factory[] = {
    {"aten.empty.memory_format",
     "aten::empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None, "
     "MemoryFormat? memory_format=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.empty_like.default",
     "aten::empty_like(Tensor self, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? "
     "memory_format=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.full.default",
     "aten::full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     "factory", 0, NULL, NULL},
    {"aten.full_like.default",
     "aten::full_like(Tensor self, Scalar fill_value, *, ScalarType? "
     "dtype=None, Layout? layout=None, Device? device=None, bool? "
     "pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.new_empty.default",
     "aten::new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     "factory", 0, NULL, NULL},
    {"aten.new_full.default",
     "aten::new_full(Tensor self, SymInt[] size, Scalar fill_value, *, "
     "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
     "pin_memory=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.new_ones.default",
     "aten::new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     "factory", 0, NULL, NULL},
    {"aten.new_zeros.default",
     "aten::new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     "factory", 0, NULL, NULL},
    {"aten.ones.default",
     "aten::ones(SymInt[] size, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.ones_like.default",
     "aten::ones_like(Tensor self, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? "
     "memory_format=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.scalar_tensor.default",
     "aten::scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.zeros.default",
     "aten::zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
     "factory", 0, NULL, NULL},
    {"aten.zeros_like.default",
     "aten::zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? "
     "memory_format=None) -> Tensor",
     "factory", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(factory);
