/* Op family "factory": tensors made from sizes and fill values (zeros,
 * ones, full, empty, scalar_tensor), from another tensor's shape (*_like)
 * or from sizes with another tensor's dtype (new_*).
 *
 * Without `dtype=` the result dtype is torch's default: f32 for zeros,
 * ones, empty and scalar_tensor; the fill value's type for full (int ->
 * i64, bool -> bool, float -> f32); the source tensor's dtype for *_like
 * and new_*. arange: see factory_lower.c. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "factory"

/* The `dtype=` argument or fallback. */
static cajit_status dtype_or(cajit_infer *inf, cajit_dtype fallback,
                             cajit_dtype *out) {
  bool present;
  CAJIT_RETURN_IF_ERROR(cajit_bound_dtype(inf->args, "dtype", out, &present));
  if (!present) *out = fallback;
  return NULL;
}

static cajit_status read_size(cajit_infer *inf, const cajit_expr **shape,
                              int32_t *n) {
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "size", shape, CAJIT_MAX_NDIM, n));
  for (int32_t d = 0; d < *n; d++) {
    int64_t c;
    if (cajit_expr_as_int(shape[d], &c) && c < 0)
      return cajit_infer_fail("argument `size`: negative dim %lld",
                              (long long)c);
  }
  return NULL;
}

static cajit_status from_size(cajit_infer *inf, cajit_dtype fallback) {
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  int32_t n;
  cajit_dtype dt;
  CAJIT_RETURN_IF_ERROR(read_size(inf, shape, &n));
  CAJIT_RETURN_IF_ERROR(dtype_or(inf, fallback, &dt));
  return cajit_infer_set_tensor(inf, 0, dt, n, shape, NULL);
}

static cajit_status infer_new_tensor(cajit_infer *inf) {
  return from_size(inf, CAJIT_DTYPE_F32);
}

static cajit_dtype scalar_dtype(cajit_expr_type t) {
  return t == CAJIT_EXPR_TYPE_FLOAT ? CAJIT_DTYPE_F32
         : t == CAJIT_EXPR_TYPE_INT ? CAJIT_DTYPE_I64
                                    : CAJIT_DTYPE_BOOL;
}

static cajit_status infer_full(cajit_infer *inf) {
  cajit_bound_scalar v;
  CAJIT_RETURN_IF_ERROR(cajit_bound_scalar_get(inf->args, "fill_value", &v));
  return from_size(inf, scalar_dtype(v.type));
}

static cajit_status infer_scalar_tensor(cajit_infer *inf) {
  cajit_dtype dt;
  CAJIT_RETURN_IF_ERROR(dtype_or(inf, CAJIT_DTYPE_F32, &dt));
  return cajit_infer_set_tensor(inf, 0, dt, 0, NULL, NULL);
}

static cajit_status infer_like(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  cajit_dtype dt;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  CAJIT_RETURN_IF_ERROR(dtype_or(inf, t->dtype, &dt));
  return cajit_infer_set_tensor(inf, 0, dt, t->ndim, t->shape, NULL);
}

static cajit_status infer_new(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  return from_size(inf, t->dtype);
}

/* empty_strided / new_empty_strided: the declared strides are the
 * lowering's concern (it allocates contiguous memory only when they are
 * contiguous), the rule checks size and stride have one entry per dim. */
static cajit_status strided_size(cajit_infer *inf, cajit_dtype fallback) {
  const cajit_expr *stride[CAJIT_MAX_NDIM];
  int32_t n;
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_int_list(inf->args, "stride", stride, CAJIT_MAX_NDIM, &n));
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  int32_t ns;
  CAJIT_RETURN_IF_ERROR(read_size(inf, shape, &ns));
  if (n != ns)
    return cajit_infer_fail("size has %d dims, stride has %d", (int)ns, (int)n);
  return from_size(inf, fallback);
}

static cajit_status infer_empty_strided(cajit_infer *inf) {
  return strided_size(inf, CAJIT_DTYPE_F32);
}

static cajit_status infer_new_empty_strided(cajit_infer *inf) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  return strided_size(inf, t->dtype);
}

static cajit_status infer_arange(cajit_infer *inf) {
  cajit_arange_plan a;
  cajit_status s = cajit_arange_plan_make(inf->args, inf->g->exprs, &a);
  /* UNSUPPORTED (symbolic floats, a symbolic step): cannot tell, the
   * declared type stands and the lowering declines the node. */
  if (s && cajit_status_code_of(s) != CAJIT_UNSUPPORTED) {
    /* the verifier names the node: keep the reason only */
    cajit_status f = cajit_infer_fail("%s", cajit_status_message(s));
    cajit_status_free(s);
    return f;
  }
  if (s) return s;
  return cajit_infer_set_tensor(inf, 0, a.dtype, 1, &a.length, NULL);
}

const cajit_op_def cajit_ops_factory[] = {
    {"aten.arange.default",
     "aten::arange(Scalar end, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
     FAMILY, 0, infer_arange, cajit_lower_arange, cajit_lower_arange_declines,
     "symbolic float bounds or step"},
    {"aten.arange.start",
     "aten::arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     FAMILY, 0, infer_arange, cajit_lower_arange, cajit_lower_arange_declines,
     "symbolic float bounds or step"},
    {"aten.arange.start_step",
     "aten::arange.start_step(Scalar start, Scalar end, Scalar step=1, *, "
     "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
     "pin_memory=None) -> Tensor",
     FAMILY, 0, infer_arange, cajit_lower_arange, cajit_lower_arange_declines,
     "symbolic float bounds or step"},
    {"aten.empty.memory_format",
     "aten::empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None, "
     "MemoryFormat? memory_format=None) -> Tensor",
     FAMILY, 0, infer_new_tensor, cajit_lower_empty},
    {"aten.empty_like.default",
     "aten::empty_like(Tensor self, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? "
     "memory_format=None) -> Tensor",
     FAMILY, 0, infer_like, cajit_lower_empty},
    {"aten.empty_strided.default",
     "aten::empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? "
     "dtype=None, Layout? layout=None, Device? device=None, bool? "
     "pin_memory=None) -> Tensor",
     FAMILY, 0, infer_empty_strided, cajit_lower_empty_strided,
     cajit_lower_empty_strided_declines, "non-contiguous strides"},
    {"aten.full.default",
     "aten::full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     FAMILY, 0, infer_full, cajit_lower_full},
    {"aten.full_like.default",
     "aten::full_like(Tensor self, Scalar fill_value, *, ScalarType? "
     "dtype=None, Layout? layout=None, Device? device=None, bool? "
     "pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
     FAMILY, 0, infer_like, cajit_lower_full},
    {"aten.new_empty.default",
     "aten::new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     FAMILY, 0, infer_new, cajit_lower_empty},
    {"aten.new_empty_strided.default",
     "aten::new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, "
     "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
     "pin_memory=None) -> Tensor",
     FAMILY, 0, infer_new_empty_strided, cajit_lower_empty_strided,
     cajit_lower_empty_strided_declines, "non-contiguous strides"},
    {"aten.new_full.default",
     "aten::new_full(Tensor self, SymInt[] size, Scalar fill_value, *, "
     "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
     "pin_memory=None) -> Tensor",
     FAMILY, 0, infer_new, cajit_lower_full},
    {"aten.new_ones.default",
     "aten::new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     FAMILY, 0, infer_new, cajit_lower_ones},
    {"aten.new_zeros.default",
     "aten::new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, "
     "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> "
     "Tensor",
     FAMILY, 0, infer_new, cajit_lower_zeros},
    {"aten.ones.default",
     "aten::ones(SymInt[] size, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
     FAMILY, 0, infer_new_tensor, cajit_lower_ones},
    {"aten.ones_like.default",
     "aten::ones_like(Tensor self, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? "
     "memory_format=None) -> Tensor",
     FAMILY, 0, infer_like, cajit_lower_ones},
    {"aten.scalar_tensor.default",
     "aten::scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
     FAMILY, 0, infer_scalar_tensor, cajit_lower_full},
    {"aten.zeros.default",
     "aten::zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
     FAMILY, 0, infer_new_tensor, cajit_lower_zeros},
    {"aten.zeros_like.default",
     "aten::zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? "
     "layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? "
     "memory_format=None) -> Tensor",
     FAMILY, 0, infer_like, cajit_lower_zeros},
};
CAJIT_FAMILY_COUNT(factory);
