/* Op family "reduction": sum, mean, amax, amin.
 *
 * dim lists accept negative dims; None or [] reduces every dim; keepdim
 * keeps reduced dims as 1. Result dtype: `dtype=` when given, else sum
 * turns bool/integral inputs into i64, mean requires a floating dtype, and
 * amax/amin keep the input dtype. */
#include "ops/families.h"
#include "ops/infer.h"

#define TRY CAJIT_RETURN_IF_ERROR
#define FAMILY "reduction"

typedef enum reduce_kind { SUM, MEAN, EXTREMUM } reduce_kind;

static cajit_status result_dtype(cajit_infer *inf, const cajit_type *t,
                                 reduce_kind kind, bool has_dtype_param,
                                 cajit_dtype *out) {
  bool present = false;
  if (has_dtype_param)
    TRY(cajit_bound_dtype(inf->args, "dtype", out, &present));
  if (present) return NULL;
  *out = t->dtype;
  if (kind == SUM && !cajit_dtype_is_floating(t->dtype)) *out = CAJIT_DTYPE_I64;
  if (kind == MEAN && !cajit_dtype_is_floating(t->dtype))
    return cajit_infer_fail("mean of a %s tensor needs a floating dtype",
                            cajit_dtype_name(t->dtype));
  return NULL;
}

/* Reduces `self` over the dims of `dim_param` (NULL: all dims). */
static cajit_status reduce(cajit_infer *inf, const char *dim_param,
                           reduce_kind kind, bool has_dtype_param) {
  int32_t id;
  const cajit_type *t;
  TRY(cajit_infer_tensor_arg(inf, "self", &id, &t));
  if (t->ndim > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", t->ndim,
                             CAJIT_MAX_NDIM);
  bool reduced[CAJIT_MAX_NDIM] = {false}, keepdim = false;
  int32_t n = 0;
  const cajit_expr *dims[CAJIT_MAX_NDIM];
  if (dim_param && !cajit_bound_is_none(inf->args, dim_param))
    TRY(cajit_bound_int_list(inf->args, dim_param, dims, CAJIT_MAX_NDIM, &n));
  if (dim_param) TRY(cajit_bound_bool(inf->args, "keepdim", &keepdim));
  for (int32_t i = 0; i < n; i++) {
    int32_t d;
    TRY(cajit_infer_dim(inf->g, dim_param, dims[i], t->ndim, &d));
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
  TRY(result_dtype(inf, t, kind, has_dtype_param, &dt));
  const cajit_expr *shape[CAJIT_MAX_NDIM],
      *one = cajit_expr_int(inf->g->exprs, 1);
  int32_t m = 0;
  for (int32_t d = 0; d < t->ndim; d++) {
    if (!reduced[d])
      shape[m++] = t->shape[d];
    else if (keepdim)
      shape[m++] = one;
  }
  return cajit_infer_set_tensor(inf, 0, dt, m, shape, NULL);
}

static cajit_status infer_sum_dim(cajit_infer *inf) {
  return reduce(inf, "dim", SUM, true);
}
static cajit_status infer_sum(cajit_infer *inf) {
  return reduce(inf, NULL, SUM, true);
}
static cajit_status infer_mean_dim(cajit_infer *inf) {
  return reduce(inf, "dim", MEAN, true);
}
static cajit_status infer_mean(cajit_infer *inf) {
  return reduce(inf, NULL, MEAN, true);
}
static cajit_status infer_extremum(cajit_infer *inf) {
  return reduce(inf, "dim", EXTREMUM, false);
}

const cajit_op_def cajit_ops_reduction[] = {
    {"aten.amax.default",
     "aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
     FAMILY, 0, infer_extremum, NULL},
    {"aten.amin.default",
     "aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
     FAMILY, 0, infer_extremum, NULL},
    {"aten.mean.default",
     "aten::mean(Tensor self, *, ScalarType? dtype=None) -> Tensor", FAMILY, 0,
     infer_mean, NULL},
    {"aten.mean.dim",
     "aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, "
     "ScalarType? dtype=None) -> Tensor",
     FAMILY, 0, infer_mean_dim, NULL},
    {"aten.sum.default",
     "aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor", FAMILY, 0,
     infer_sum, NULL},
    {"aten.sum.dim_IntList",
     "aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, "
     "ScalarType? dtype=None) -> Tensor",
     FAMILY, 0, infer_sum_dim, NULL},
};
CAJIT_FAMILY_COUNT(reduction);
