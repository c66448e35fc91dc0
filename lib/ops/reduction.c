/* Op family "reduction": sum, mean, prod, amax, amin, logsumexp, var, std,
 * var_mean, and the scans cumsum and cumprod.
 *
 * dim lists accept negative dims; None or [] reduces every dim; keepdim
 * keeps reduced dims as 1. Result dtype: `dtype=` when given, else sum,
 * prod, cumsum and cumprod turn bool/integral inputs into i64, mean, var
 * and std require a floating dtype, logsumexp turns bool/integral inputs
 * into the default dtype f32, and amax/amin keep the input dtype. A scan
 * keeps its input's shape. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "reduction"

typedef enum reduce_kind {
  SUM,
  MEAN,
  EXTREMUM,
  LOGSUMEXP,
  VARIANCE
} reduce_kind;

static cajit_status result_dtype(cajit_infer *inf, const cajit_type *t,
                                 reduce_kind kind, bool has_dtype_param,
                                 cajit_dtype *out) {
  bool present = false;
  if (has_dtype_param)
    CAJIT_RETURN_IF_ERROR(cajit_bound_dtype(inf->args, "dtype", out, &present));
  if (present) return NULL;
  *out = t->dtype;
  if (kind == SUM && !cajit_dtype_is_floating(t->dtype)) *out = CAJIT_DTYPE_I64;
  if ((kind == MEAN || kind == VARIANCE) && !cajit_dtype_is_floating(t->dtype))
    return cajit_infer_fail("%s of a %s tensor needs a floating dtype",
                            kind == MEAN ? "mean" : "var/std",
                            cajit_dtype_name(t->dtype));
  if (kind == LOGSUMEXP && !cajit_dtype_is_floating(t->dtype))
    *out = CAJIT_DTYPE_F32;
  return NULL;
}

/* Reduces `self` over the dims of `dim_param` (NULL: all dims; an int
 * when dim_is_int, else an int list) into `results` results alike. */
static cajit_status reduce(cajit_infer *inf, const char *dim_param,
                           bool dim_is_int, reduce_kind kind,
                           bool has_dtype_param, int32_t results) {
  int32_t id;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  if (t->ndim > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", t->ndim,
                             CAJIT_MAX_NDIM);
  bool reduced[CAJIT_MAX_NDIM] = {false}, keepdim = false;
  int32_t n = 0;
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  if (dim_param && dim_is_int) {
    CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, dim_param, &dims[0]));
    n = 1;
  } else if (dim_param && !cajit_bound_is_none(inf->args, dim_param)) {
    CAJIT_RETURN_IF_ERROR(
        cajit_bound_int_list(inf->args, dim_param, dims, CAJIT_MAX_NDIM, &n));
  }
  if (dim_param)
    CAJIT_RETURN_IF_ERROR(cajit_bound_bool(inf->args, "keepdim", &keepdim));
  for (int32_t i = 0; i < n; i++) {
    int32_t d;
    CAJIT_RETURN_IF_ERROR(
        cajit_infer_dim(inf->g, dim_param, dims[i], t->ndim, &d));
    if (t->ndim == 0) continue;
    if (reduced[d])
      return cajit_infer_fail("argument `%s`: dim %d appears twice", dim_param,
                              d);
    reduced[d] = true;
  }
  if (n == 0)
    for (int32_t d = 0; d < t->ndim; d++)
      reduced[d] = true;
  cajit_dtype dt;
  CAJIT_RETURN_IF_ERROR(result_dtype(inf, t, kind, has_dtype_param, &dt));
  const cajit_expr *shape[CAJIT_MAX_NDIM],
      *one = cajit_expr_int(inf->g->exprs, 1);
  int32_t m = 0;
  for (int32_t d = 0; d < t->ndim; d++) {
    if (!reduced[d])
      shape[m++] = t->shape[d];
    else if (keepdim)
      shape[m++] = one;
  }
  for (int32_t r = 0; r < results; r++)
    CAJIT_RETURN_IF_ERROR(cajit_infer_set_tensor(inf, r, dt, m, shape, NULL));
  return NULL;
}

static cajit_status infer_sum_dim(cajit_infer *inf) {
  return reduce(inf, "dim", false, SUM, true, 1);
}
static cajit_status infer_sum(cajit_infer *inf) {
  return reduce(inf, NULL, false, SUM, true, 1);
}
static cajit_status infer_prod_dim(cajit_infer *inf) {
  return reduce(inf, "dim", true, SUM, true, 1);
}
static cajit_status infer_mean_dim(cajit_infer *inf) {
  return reduce(inf, "dim", false, MEAN, true, 1);
}
static cajit_status infer_mean(cajit_infer *inf) {
  return reduce(inf, NULL, false, MEAN, true, 1);
}
static cajit_status infer_extremum(cajit_infer *inf) {
  return reduce(inf, "dim", false, EXTREMUM, false, 1);
}
static cajit_status infer_logsumexp(cajit_infer *inf) {
  return reduce(inf, "dim", false, LOGSUMEXP, false, 1);
}
static cajit_status infer_var_dim(cajit_infer *inf) {
  return reduce(inf, "dim", false, VARIANCE, false, 1);
}
static cajit_status infer_var_all(cajit_infer *inf) {
  return reduce(inf, NULL, false, VARIANCE, false, 1);
}
static cajit_status infer_var_mean(cajit_infer *inf) {
  return reduce(inf, "dim", false, VARIANCE, false, 2);
}

/* cumsum / cumprod: self's shape; dtype= when given, else bool/integral
 * inputs become i64. */
static cajit_status infer_scan(cajit_infer *inf) {
  int32_t id, d;
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &t));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", t->ndim, &d));
  cajit_dtype dt;
  CAJIT_RETURN_IF_ERROR(result_dtype(inf, t, SUM, true, &dt));
  return cajit_infer_set_tensor(inf, 0, dt, t->ndim, t->shape, NULL);
}

const cajit_op_def cajit_ops_reduction[] = {
    {"aten.amax.default",
     "aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
     FAMILY, 0, infer_extremum, cajit_lower_amax},
    {"aten.amin.default",
     "aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
     FAMILY, 0, infer_extremum, cajit_lower_amin},
    {"aten.cumprod.default",
     "aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor",
     FAMILY, 0, infer_scan, cajit_lower_cumprod},
    {"aten.cumsum.default",
     "aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor",
     FAMILY, 0, infer_scan, cajit_lower_cumsum},
    {"aten.logsumexp.default",
     "aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor",
     FAMILY, 0, infer_logsumexp, cajit_lower_logsumexp},
    {"aten.mean.default",
     "aten::mean(Tensor self, *, ScalarType? dtype=None) -> Tensor", FAMILY, 0,
     infer_mean, cajit_lower_mean},
    {"aten.mean.dim",
     "aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, "
     "ScalarType? dtype=None) -> Tensor",
     FAMILY, 0, infer_mean_dim, cajit_lower_mean_dim},
    {"aten.prod.default",
     "aten::prod(Tensor self, *, ScalarType? dtype=None) -> Tensor", FAMILY, 0,
     infer_sum, cajit_lower_prod},
    {"aten.prod.dim_int",
     "aten::prod.dim_int(Tensor self, int dim, bool keepdim=False, *, "
     "ScalarType? dtype=None) -> Tensor",
     FAMILY, 0, infer_prod_dim, cajit_lower_prod_dim},
    {"aten.std.correction",
     "aten::std.correction(Tensor self, int[1]? dim=None, *, Scalar? "
     "correction=None, bool keepdim=False) -> Tensor",
     FAMILY, 0, infer_var_dim, cajit_lower_std},
    {"aten.std.default", "aten::std(Tensor self, bool unbiased=True) -> Tensor",
     FAMILY, 0, infer_var_all, cajit_lower_std},
    {"aten.std.dim",
     "aten::std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool "
     "keepdim=False) -> Tensor",
     FAMILY, 0, infer_var_dim, cajit_lower_std},
    {"aten.sum.default",
     "aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor", FAMILY, 0,
     infer_sum, cajit_lower_sum},
    {"aten.sum.dim_IntList",
     "aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, "
     "ScalarType? dtype=None) -> Tensor",
     FAMILY, 0, infer_sum_dim, cajit_lower_sum_dim},
    {"aten.var.correction",
     "aten::var.correction(Tensor self, int[1]? dim=None, *, Scalar? "
     "correction=None, bool keepdim=False) -> Tensor",
     FAMILY, 0, infer_var_dim, cajit_lower_var},
    {"aten.var.default", "aten::var(Tensor self, bool unbiased=True) -> Tensor",
     FAMILY, 0, infer_var_all, cajit_lower_var},
    {"aten.var.dim",
     "aten::var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool "
     "keepdim=False) -> Tensor",
     FAMILY, 0, infer_var_dim, cajit_lower_var},
    {"aten.var_mean.correction",
     "aten::var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? "
     "correction=None, bool keepdim=False) -> (Tensor, Tensor)",
     FAMILY, 0, infer_var_mean, cajit_lower_var_mean},
};
CAJIT_FAMILY_COUNT(reduction);
