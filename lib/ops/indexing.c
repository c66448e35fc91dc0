/* Op family "indexing": index_select, index_add, gather and scatter_add,
 * and advanced indexing: index.Tensor (x[i, :, j]) and index_put (with
 * their _unsafe_ twins, which skip no check here). Their backward graphs
 * are made of the same ops: index_select's is index_add into zeros,
 * gather's scatter_add into zeros, index's index_put(accumulate) into
 * zeros.
 *
 * Shape rules follow torch's checks: dims wrap as usual (a 0-d tensor takes
 * 0 and -1); indices are i32 or i64. index_select / index_add take a 0-d or
 * 1-d index: index_select gives self's shape with dim resized to the index
 * length, index_add needs source shaped like self but for dim, whose size is
 * the index length. gather / scatter_add take an index of self's rank (and
 * src's, for scatter_add) no larger than self apart from dim (nor than src)
 * where sizes are known; gather gives the index's shape, scatter_add self's.
 * index_add and scatter_add need source/src of self's dtype. Advanced
 * indexing follows ops/indexing.h; a boolean mask makes the result's shape
 * depend on the data, so the rule then trusts the declared type. index_put
 * needs values of self's dtype, broadcastable to the indexed shape. Whether
 * an index is in range is known only when the kernels run: they check
 * it. */
#include <string.h>

#include "ops/families.h"
#include "ops/indexing.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "indexing"

static cajit_status read_index(cajit_infer *inf, const cajit_type **out) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "index", &id, out));
  if ((*out)->dtype != CAJIT_DTYPE_I64 && (*out)->dtype != CAJIT_DTYPE_I32)
    return cajit_infer_fail("index must be i64 or i32, found %s",
                            cajit_dtype_name((*out)->dtype));
  return NULL;
}

/* A 0-d or 1-d index; its length (1 for 0-d) in *out_len. */
static cajit_status read_vector_index(cajit_infer *inf,
                                      const cajit_expr **out_len) {
  const cajit_type *t;
  CAJIT_RETURN_IF_ERROR(read_index(inf, &t));
  if (t->ndim > 1)
    return cajit_infer_fail("index must have rank 0 or 1, found rank %d",
                            t->ndim);
  *out_len = t->ndim ? t->shape[0] : cajit_expr_int(inf->g->exprs, 1);
  return *out_len ? NULL : cajit_infer_oom();
}

static cajit_status same_dtype(const cajit_type *self, const cajit_type *src,
                               const char *what) {
  if (self->dtype != src->dtype)
    return cajit_infer_fail("self is %s but %s is %s",
                            cajit_dtype_name(self->dtype), what,
                            cajit_dtype_name(src->dtype));
  return NULL;
}

static cajit_status infer_index_select(cajit_infer *inf) {
  int32_t id, dim;
  const cajit_type *self;
  const cajit_expr *len, *shape[CAJIT_MAX_NDIM];
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", self->ndim, &dim));
  CAJIT_RETURN_IF_ERROR(read_vector_index(inf, &len));
  for (int32_t d = 0; d < self->ndim; d++)
    shape[d] = d == dim ? len : self->shape[d];
  return cajit_infer_set_tensor(inf, 0, self->dtype, self->ndim, shape, NULL);
}

static cajit_status infer_index_add(cajit_infer *inf) {
  int32_t id, dim;
  const cajit_type *self, *src;
  const cajit_expr *len;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "source", &id, &src));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", self->ndim, &dim));
  CAJIT_RETURN_IF_ERROR(read_vector_index(inf, &len));
  CAJIT_RETURN_IF_ERROR(same_dtype(self, src, "source"));
  if (src->ndim != self->ndim)
    return cajit_infer_fail("source has rank %d, self has rank %d", src->ndim,
                            self->ndim);
  char a[64], b[64];
  for (int32_t d = 0; d < self->ndim; d++) {
    const cajit_expr *w = d == dim ? len : self->shape[d];
    if (!cajit_dims_equal(inf->g, src->shape[d], w))
      return cajit_infer_fail(
          "source dim %d is %s, expected %s%s", d,
          cajit_expr_str(inf->g, src->shape[d], a, sizeof a),
          cajit_expr_str(inf->g, w, b, sizeof b),
          d == dim ? " (the number of indices)" : "");
  }
  return cajit_infer_set_like(inf, 0, self);
}

/* index no larger than self apart from dim, nor than src (when given),
 * where both sizes are constants. */
static cajit_status index_fits(cajit_infer *inf, const cajit_type *index,
                               const cajit_type *self, const cajit_type *src,
                               int32_t dim) {
  for (int32_t d = 0; d < index->ndim; d++) {
    int64_t i, s;
    if (!cajit_expr_as_int(index->shape[d], &i)) continue;
    if (d != dim && cajit_expr_as_int(self->shape[d], &s) && i > s)
      return cajit_infer_fail("index dim %d is %lld, larger than self's %lld",
                              d, (long long)i, (long long)s);
    if (src && cajit_expr_as_int(src->shape[d], &s) && i > s)
      return cajit_infer_fail("index dim %d is %lld, larger than src's %lld", d,
                              (long long)i, (long long)s);
  }
  return NULL;
}

/* gather and scatter_add: self, dim and an index of self's rank. */
static cajit_status read_gather_args(cajit_infer *inf, const cajit_type **self,
                                     const cajit_type **index,
                                     int32_t *out_dim) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, self));
  CAJIT_RETURN_IF_ERROR(
      cajit_infer_dim_arg(inf, "dim", (*self)->ndim, out_dim));
  CAJIT_RETURN_IF_ERROR(read_index(inf, index));
  if ((*index)->ndim != (*self)->ndim)
    return cajit_infer_fail("index has rank %d, self has rank %d",
                            (*index)->ndim, (*self)->ndim);
  return NULL;
}

static bool known_empty(const cajit_type *t) {
  for (int32_t d = 0; d < t->ndim; d++) {
    int64_t n;
    if (cajit_expr_as_int(t->shape[d], &n) && n == 0) return true;
  }
  return false;
}

/* gather follows torch's checks more loosely than scatter_add: an empty
 * index is not checked at all (eager gathers nothing with an empty u8
 * index of any rank), and a 0-d tensor counts as 1-d (a 0-d self with
 * a 1-element index gives a 1-d result). */
static cajit_status infer_gather(cajit_infer *inf) {
  const cajit_type *self, *index;
  int32_t dim, id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", self->ndim, &dim));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "index", &id, &index));
  if (known_empty(index)) /* torch checks nothing more: nothing to gather */
    return cajit_infer_set_tensor(inf, 0, self->dtype, index->ndim,
                                  index->shape, NULL);
  CAJIT_RETURN_IF_ERROR(read_index(inf, &index));
  int32_t sn = self->ndim ? self->ndim : 1, in = index->ndim ? index->ndim : 1;
  if (sn != in)
    return cajit_infer_fail("index has rank %d, self has rank %d", index->ndim,
                            self->ndim);
  if (index->ndim == self->ndim)
    CAJIT_RETURN_IF_ERROR(index_fits(inf, index, self, NULL, dim));
  return cajit_infer_set_tensor(inf, 0, self->dtype, index->ndim, index->shape,
                                NULL);
}

static cajit_status infer_scatter_add(cajit_infer *inf) {
  const cajit_type *self, *index, *src;
  int32_t dim, id;
  CAJIT_RETURN_IF_ERROR(read_gather_args(inf, &self, &index, &dim));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "src", &id, &src));
  CAJIT_RETURN_IF_ERROR(same_dtype(self, src, "src"));
  if (src->ndim != self->ndim)
    return cajit_infer_fail("src has rank %d, self has rank %d", src->ndim,
                            self->ndim);
  CAJIT_RETURN_IF_ERROR(index_fits(inf, index, self, src, dim));
  return cajit_infer_set_like(inf, 0, self);
}

/* scatter.value: scatter_add's checks without a src. */
static cajit_status infer_scatter_value(cajit_infer *inf) {
  const cajit_type *self, *index;
  int32_t dim;
  CAJIT_RETURN_IF_ERROR(read_gather_args(inf, &self, &index, &dim));
  CAJIT_RETURN_IF_ERROR(index_fits(inf, index, self, NULL, dim));
  return cajit_infer_set_like(inf, 0, self);
}

/* ---- advanced indexing ---- */

cajit_status cajit_index_layout_of(const cajit_graph *g,
                                   const cajit_bound_args *args,
                                   const char *param, const cajit_type *self,
                                   cajit_index_layout *out) {
  memset(out, 0, sizeof *out);
  CAJIT_RETURN_IF_ERROR(cajit_bound_tensor_list(
      args, param, out->ids, CAJIT_INDEX_MAX_TENSORS, &out->count));
  if (out->count > self->ndim)
    return cajit_infer_fail("%d indices for a tensor of rank %d", out->count,
                            self->ndim);
  int32_t prev = -1, first = -1;
  bool adjacent = true;
  for (int32_t k = 0; k < out->count; k++) {
    if (out->ids[k] < 0) continue;
    const cajit_type *t = cajit_value_type(g, out->ids[k]);
    out->tensors++;
    if (t->dtype == CAJIT_DTYPE_BOOL || t->dtype == CAJIT_DTYPE_U8) {
      out->mask = true;
      continue;
    }
    if (t->dtype != CAJIT_DTYPE_I64 && t->dtype != CAJIT_DTYPE_I32)
      return cajit_infer_fail("index %d is %s; indices must be i64, i32, bool "
                              "or u8 tensors",
                              k, cajit_dtype_name(t->dtype));
    if (first < 0) first = k;
    if (prev >= 0 && k != prev + 1) adjacent = false;
    prev = k;
    CAJIT_RETURN_IF_ERROR(
        cajit_broadcast(g, &out->bndim, out->b, t->ndim, t->shape));
  }
  if (out->mask) return NULL;
  /* The dims the index tensors leave, in order, around or after B. */
  out->first = adjacent && first >= 0 ? first : 0;
  int32_t rest = 0;
  for (int32_t d = 0; d < self->ndim; d++)
    rest += d >= out->count || out->ids[d] < 0;
  out->ndim = rest + out->bndim;
  if (out->ndim > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d", out->ndim,
                             CAJIT_MAX_NDIM);
  for (int32_t j = 0; j < out->bndim; j++)
    out->shape[out->first + j] = out->b[j];
  for (int32_t d = 0, r = 0; d < self->ndim; d++) {
    out->self_to_result[d] = -1;
    if (d < out->count && out->ids[d] >= 0) continue;
    if (r == out->first) r += out->bndim; /* skip B's place */
    out->self_to_result[d] = r;
    out->shape[r++] = self->shape[d];
  }
  return NULL;
}

static cajit_status infer_index(cajit_infer *inf) {
  int32_t id;
  const cajit_type *self;
  cajit_index_layout l;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(
      cajit_index_layout_of(inf->g, inf->args, "indices", self, &l));
  if (l.mask)
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "a boolean mask index: the shape depends on the "
                             "data");
  return cajit_infer_set_tensor(inf, 0, self->dtype, l.ndim, l.shape, NULL);
}

static cajit_status infer_index_put(cajit_infer *inf) {
  int32_t id;
  const cajit_type *self, *values;
  cajit_index_layout l;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, &self));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "values", &id, &values));
  CAJIT_RETURN_IF_ERROR(same_dtype(self, values, "values"));
  CAJIT_RETURN_IF_ERROR(
      cajit_index_layout_of(inf->g, inf->args, "indices", self, &l));
  if (!l.mask) {
    const cajit_expr *shape[CAJIT_MAX_NDIM];
    int32_t n = l.ndim;
    memcpy(shape, l.shape, sizeof shape);
    CAJIT_RETURN_IF_ERROR(
        cajit_broadcast(inf->g, &n, shape, values->ndim, values->shape));
    if (n != l.ndim) {
      char a[96], b[96];
      return cajit_infer_fail(
          "values %s do not broadcast to the indexed shape %s",
          cajit_shape_str(inf->g, values->ndim, values->shape, a, sizeof a),
          cajit_shape_str(inf->g, l.ndim, l.shape, b, sizeof b));
    }
  }
  return cajit_infer_set_like(inf, 0, self);
}

const cajit_op_def cajit_ops_indexing[] = {
    {"aten._unsafe_index.Tensor",
     "aten::_unsafe_index.Tensor(Tensor self, Tensor?[] indices) -> Tensor",
     FAMILY, 0, infer_index, cajit_lower_index},
    {"aten._unsafe_index_put.default",
     "aten::_unsafe_index_put(Tensor self, Tensor?[] indices, Tensor values, "
     "bool accumulate=False) -> Tensor",
     FAMILY, 0, infer_index_put, cajit_lower_index_put},
    {"aten.gather.default",
     "aten::gather(Tensor self, int dim, Tensor index, *, bool "
     "sparse_grad=False) -> Tensor",
     FAMILY, 0, infer_gather, cajit_lower_gather},
    {"aten.index.Tensor",
     "aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor", FAMILY, 0,
     infer_index, cajit_lower_index},
    {"aten.index_add.default",
     "aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, "
     "Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_index_add, cajit_lower_index_add},
    {"aten.index_put.default",
     "aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool "
     "accumulate=False) -> Tensor",
     FAMILY, 0, infer_index_put, cajit_lower_index_put},
    {"aten.index_select.default",
     "aten::index_select(Tensor self, int dim, Tensor index) -> Tensor", FAMILY,
     0, infer_index_select, cajit_lower_index_select},
    {"aten.scatter.src",
     "aten::scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> "
     "Tensor",
     FAMILY, 0, infer_scatter_add, cajit_lower_scatter},
    {"aten.scatter.value",
     "aten::scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> "
     "Tensor",
     FAMILY, 0, infer_scatter_value, cajit_lower_scatter},
    {"aten.scatter_add.default",
     "aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> "
     "Tensor",
     FAMILY, 0, infer_scatter_add, cajit_lower_scatter_add},
};
CAJIT_FAMILY_COUNT(indexing);
