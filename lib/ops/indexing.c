/* Op family "indexing": index_select, index_add, gather and scatter_add.
 * Their backward graphs are made of the same ops: index_select's is
 * index_add into zeros, gather's is scatter_add into zeros.
 *
 * Shape rules follow torch's checks: dims wrap as usual (a 0-d tensor takes
 * 0 and -1); indices are i32 or i64. index_select / index_add take a 0-d or
 * 1-d index: index_select gives self's shape with dim resized to the index
 * length, index_add needs source shaped like self but for dim, whose size is
 * the index length. gather / scatter_add take an index of self's rank (and
 * src's, for scatter_add) no larger than self apart from dim (nor than src)
 * where sizes are known; gather gives the index's shape, scatter_add self's.
 * index_add and scatter_add need source/src of self's dtype. Whether an
 * index is in range is known only when the kernels run: they check it. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR
#define FAMILY "indexing"

static cajit_status read_index(cajit_infer *inf, const cajit_type **out) {
  int32_t id;
  TRY(cajit_infer_tensor_arg(inf, "index", &id, out));
  if ((*out)->dtype != CAJIT_DTYPE_I64 && (*out)->dtype != CAJIT_DTYPE_I32)
    return cajit_infer_fail("index must be i64 or i32, found %s",
                            cajit_dtype_name((*out)->dtype));
  return NULL;
}

/* A 0-d or 1-d index; its length (1 for 0-d) in *out_len. */
static cajit_status read_vector_index(cajit_infer *inf,
                                      const cajit_expr **out_len) {
  const cajit_type *t;
  TRY(read_index(inf, &t));
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
  TRY(cajit_infer_tensor_arg(inf, "self", &id, &self));
  TRY(cajit_infer_dim_arg(inf, "dim", self->ndim, &dim));
  TRY(read_vector_index(inf, &len));
  for (int32_t d = 0; d < self->ndim; d++)
    shape[d] = d == dim ? len : self->shape[d];
  return cajit_infer_set_tensor(inf, 0, self->dtype, self->ndim, shape, NULL);
}

static cajit_status infer_index_add(cajit_infer *inf) {
  int32_t id, dim;
  const cajit_type *self, *src;
  const cajit_expr *len;
  TRY(cajit_infer_tensor_arg(inf, "self", &id, &self));
  TRY(cajit_infer_tensor_arg(inf, "source", &id, &src));
  TRY(cajit_infer_dim_arg(inf, "dim", self->ndim, &dim));
  TRY(read_vector_index(inf, &len));
  TRY(same_dtype(self, src, "source"));
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
  TRY(cajit_infer_tensor_arg(inf, "self", &id, self));
  TRY(cajit_infer_dim_arg(inf, "dim", (*self)->ndim, out_dim));
  TRY(read_index(inf, index));
  if ((*index)->ndim != (*self)->ndim)
    return cajit_infer_fail("index has rank %d, self has rank %d",
                            (*index)->ndim, (*self)->ndim);
  return NULL;
}

static cajit_status infer_gather(cajit_infer *inf) {
  const cajit_type *self, *index;
  int32_t dim;
  TRY(read_gather_args(inf, &self, &index, &dim));
  TRY(index_fits(inf, index, self, NULL, dim));
  return cajit_infer_set_tensor(inf, 0, self->dtype, index->ndim, index->shape,
                                NULL);
}

static cajit_status infer_scatter_add(cajit_infer *inf) {
  const cajit_type *self, *index, *src;
  int32_t dim, id;
  TRY(read_gather_args(inf, &self, &index, &dim));
  TRY(cajit_infer_tensor_arg(inf, "src", &id, &src));
  TRY(same_dtype(self, src, "src"));
  if (src->ndim != self->ndim)
    return cajit_infer_fail("src has rank %d, self has rank %d", src->ndim,
                            self->ndim);
  TRY(index_fits(inf, index, self, src, dim));
  return cajit_infer_set_like(inf, 0, self);
}

const cajit_op_def cajit_ops_indexing[] = {
    {"aten.gather.default",
     "aten::gather(Tensor self, int dim, Tensor index, *, bool "
     "sparse_grad=False) -> Tensor",
     FAMILY, 0, infer_gather, cajit_lower_gather},
    {"aten.index_add.default",
     "aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, "
     "Scalar alpha=1) -> Tensor",
     FAMILY, 0, infer_index_add, cajit_lower_index_add},
    {"aten.index_select.default",
     "aten::index_select(Tensor self, int dim, Tensor index) -> Tensor", FAMILY,
     0, infer_index_select, cajit_lower_index_select},
    {"aten.scatter_add.default",
     "aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> "
     "Tensor",
     FAMILY, 0, infer_scatter_add, cajit_lower_scatter_add},
};
CAJIT_FAMILY_COUNT(indexing);
