/* Op family "sym": ops that compute a SymInt from a tensor's metadata
 * (sym_size, sym_numel, sym_stride, sym_storage_offset).
 *
 * Their results are int values whose symbolic value the verifier records
 * (value->sym) so later arguments that use them are known expressions. A
 * stride of an input whose strides are unspecified is its contiguous
 * stride; a storage offset is only known at run time. */
#include "ops/families.h"
#include "ops/infer.h"

#define FAMILY "sym"

static cajit_status infer_sym_size(cajit_infer *inf) {
  int32_t id, d;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  if (t->ndim == 0) return cajit_infer_fail("sym_size of a 0-d tensor");
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", t->ndim, &d));
  return cajit_infer_set_scalar(inf, 0, CAJIT_TYPE_INT, t->shape[d]);
}

static cajit_status infer_sym_numel(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  const cajit_expr *n = cajit_numel(inf->g->exprs, t->ndim, t->shape);
  if (!n) return cajit_infer_oom();
  return cajit_infer_set_scalar(inf, 0, CAJIT_TYPE_INT, n);
}

static cajit_status infer_sym_stride(cajit_infer *inf) {
  int32_t id, d;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  if (t->ndim == 0) return cajit_infer_fail("sym_stride of a 0-d tensor");
  if (t->ndim > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", t->ndim,
                             CAJIT_MAX_NDIM);
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", t->ndim, &d));
  const cajit_expr *strides[CAJIT_MAX_NDIM];
  if (!cajit_strides_of(inf->g->exprs, t, strides)) return cajit_infer_oom();
  return cajit_infer_set_scalar(inf, 0, CAJIT_TYPE_INT, strides[d]);
}

static cajit_status infer_sym_storage_offset(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  return cajit_infer_set_scalar(inf, 0, CAJIT_TYPE_INT, NULL);
}

const cajit_op_def cajit_ops_sym[] = {
    {"aten.sym_numel.default", "aten::sym_numel(Tensor self) -> SymInt", FAMILY,
     CAJIT_OP_SYM, infer_sym_numel, NULL},
    {"aten.sym_size.int", "aten::sym_size.int(Tensor self, int dim) -> SymInt",
     FAMILY, CAJIT_OP_SYM, infer_sym_size, NULL},
    {"aten.sym_storage_offset.default",
     "aten::sym_storage_offset(Tensor self) -> SymInt", FAMILY, CAJIT_OP_SYM,
     infer_sym_storage_offset, NULL},
    {"aten.sym_stride.int",
     "aten::sym_stride.int(Tensor self, int dim) -> SymInt", FAMILY,
     CAJIT_OP_SYM, infer_sym_stride, NULL},
};
CAJIT_FAMILY_COUNT(sym);
