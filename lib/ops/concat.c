/* Op family "concat": cat and stack, and the views that undo them: chunk
 * and unbind (split and split_with_sizes, in the views family, lower the
 * same way as chunk).
 *
 * cat skips legacy empty 1-d inputs (shape [0]) as torch does, requires the
 * other inputs to agree on every dim but `dim`, and promotes their dtypes;
 * stack requires equal shapes and inserts the new dim. chunk gives
 * ceil(size / chunks)-element pieces of `dim` (the last one shorter, and
 * `chunks` empty pieces of an empty dim), unbind one select per index; both
 * keep self's strides. With a symbolic size the node's declared result
 * count decides how many pieces there are. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "concat"

enum { MAX_TENSORS = 1024 };

static cajit_status read_tensors(cajit_infer *inf, int32_t *ids,
                                 int32_t *out_n) {
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_tensor_list(inf->args, "tensors", ids, MAX_TENSORS, out_n));
  if (*out_n == 0) return cajit_infer_fail("argument `tensors` is empty");
  return NULL;
}

static cajit_status dims_differ(cajit_infer *inf, int32_t i, int32_t d,
                                const cajit_expr *a, const cajit_expr *b) {
  char x[64], y[64];
  return cajit_infer_fail("tensor %d has %s at dim %d, tensor 0 has %s", i,
                          cajit_expr_str(inf->g, a, x, sizeof x), d,
                          cajit_expr_str(inf->g, b, y, sizeof y));
}

static cajit_status infer_cat(cajit_infer *inf) {
  int32_t ids[MAX_TENSORS], n, first = -1;
  CAJIT_RETURN_IF_ERROR(read_tensors(inf, ids, &n));
  cajit_promotion promo = CAJIT_PROMOTION_INIT;
  const cajit_type *ref = NULL;
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  int32_t dim = 0;
  for (int32_t i = 0; i < n; i++) {
    const cajit_type *t = cajit_value_type(inf->g, ids[i]);
    cajit_promotion_tensor(&promo, t);
    if (t->ndim == 1 && cajit_expr_is(t->shape[0], 0)) continue; /* legacy */
    if (!ref) {
      ref = t;
      first = i;
      if (t->ndim == 0) return cajit_infer_fail("cat of a 0-d tensor");
      if (t->ndim > CAJIT_MAX_NDIM)
        return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d",
                                 t->ndim, CAJIT_MAX_NDIM);
      CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", t->ndim, &dim));
      for (int32_t d = 0; d < t->ndim; d++)
        shape[d] = t->shape[d];
      continue;
    }
    if (t->ndim != ref->ndim)
      return cajit_infer_fail("tensor %d has rank %d, tensor %d has rank %d", i,
                              t->ndim, first, ref->ndim);
    for (int32_t d = 0; d < t->ndim; d++) {
      if (d == dim) {
        shape[d] = cajit_expr_add(inf->g->exprs, shape[d], t->shape[d]);
      } else if (!cajit_dims_equal(inf->g, t->shape[d], ref->shape[d])) {
        return dims_differ(inf, i, d, t->shape[d], ref->shape[d]);
      }
    }
  }
  cajit_dtype dt = cajit_promotion_result(&promo);
  if (!ref) /* every input is empty */
    return cajit_infer_set_like(inf, 0, cajit_value_type(inf->g, ids[0]));
  return cajit_infer_set_tensor(inf, 0, dt, ref->ndim, shape, NULL);
}

static cajit_status infer_stack(cajit_infer *inf) {
  int32_t ids[MAX_TENSORS], n, dim;
  CAJIT_RETURN_IF_ERROR(read_tensors(inf, ids, &n));
  const cajit_type *ref = cajit_value_type(inf->g, ids[0]);
  if (ref->ndim + 1 > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d",
                             ref->ndim + 1, CAJIT_MAX_NDIM);
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", ref->ndim + 1, &dim));
  cajit_promotion promo = CAJIT_PROMOTION_INIT;
  for (int32_t i = 0; i < n; i++) {
    const cajit_type *t = cajit_value_type(inf->g, ids[i]);
    cajit_promotion_tensor(&promo, t);
    if (t->ndim != ref->ndim)
      return cajit_infer_fail("tensor %d has rank %d, tensor 0 has rank %d", i,
                              t->ndim, ref->ndim);
    for (int32_t d = 0; d < t->ndim; d++)
      if (!cajit_dims_equal(inf->g, t->shape[d], ref->shape[d]))
        return dims_differ(inf, i, d, t->shape[d], ref->shape[d]);
  }
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  for (int32_t d = 0, j = 0; d <= ref->ndim; d++)
    shape[d] = d == dim ? cajit_expr_int(inf->g->exprs, n) : ref->shape[j++];
  return cajit_infer_set_tensor(inf, 0, cajit_promotion_result(&promo),
                                ref->ndim + 1, shape, NULL);
}

/* self's type with its strides (contiguous ones when unspecified). */
static cajit_status read_view_self(cajit_infer *inf, const cajit_type **t,
                                   const cajit_expr **shape,
                                   const cajit_expr **strides) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "self", &id, t));
  if ((*t)->ndim == 0)
    return cajit_infer_fail("expected a tensor of rank 1 or more");
  if ((*t)->ndim > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d",
                             (*t)->ndim, CAJIT_MAX_NDIM);
  for (int32_t d = 0; d < (*t)->ndim; d++)
    shape[d] = (*t)->shape[d];
  if (!cajit_strides_of(inf->g->exprs, *t, strides)) return cajit_infer_oom();
  return NULL;
}

static cajit_status infer_chunk(cajit_infer *inf) {
  const cajit_type *t;
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM], *ce;
  int32_t dim;
  int64_t chunks, size;
  CAJIT_RETURN_IF_ERROR(read_view_self(inf, &t, shape, strides));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", t->ndim, &dim));
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "chunks", &ce));
  if (!cajit_expr_as_int(ce, &chunks) || chunks <= 0)
    return cajit_infer_fail("chunks must be a positive constant");
  cajit_expr_ctx *x = inf->g->exprs;
  const cajit_expr *full = shape[dim];
  const cajit_expr *piece = cajit_expr_floordiv(
      x, cajit_expr_add(x, full, cajit_expr_int(x, chunks - 1)),
      cajit_expr_int(x, chunks));
  if (!piece) return cajit_infer_oom();
  int32_t n = inf->n->result_count;
  if (cajit_expr_as_int(full, &size)) {
    int64_t p = (size + chunks - 1) / chunks;
    int64_t want = size == 0 ? chunks : (size + p - 1) / p;
    if (want > inf->max_results)
      return cajit_infer_fail("the op gives %lld results, the node declares %d",
                              (long long)want, inf->n->result_count);
    n = (int32_t)want;
  }
  if (n < 1) n = 1;
  for (int32_t i = 0; i < n; i++) {
    shape[dim] =
        i + 1 < n
            ? piece
            : cajit_expr_sub(x, full,
                             cajit_expr_mul(x, piece, cajit_expr_int(x, i)));
    CAJIT_RETURN_IF_ERROR(
        cajit_infer_set_tensor(inf, i, t->dtype, t->ndim, shape, strides));
  }
  return NULL;
}

static cajit_status infer_unbind(cajit_infer *inf) {
  const cajit_type *t;
  const cajit_expr *shape[CAJIT_MAX_NDIM], *strides[CAJIT_MAX_NDIM];
  int32_t dim;
  int64_t size;
  CAJIT_RETURN_IF_ERROR(read_view_self(inf, &t, shape, strides));
  CAJIT_RETURN_IF_ERROR(cajit_infer_dim_arg(inf, "dim", t->ndim, &dim));
  int32_t n = inf->n->result_count;
  if (cajit_expr_as_int(t->shape[dim], &size)) {
    if (size > inf->max_results)
      return cajit_infer_fail("the op gives %lld results, the node declares %d",
                              (long long)size, inf->n->result_count);
    n = (int32_t)size;
  }
  for (int32_t d = dim; d + 1 < t->ndim; d++) {
    shape[d] = shape[d + 1];
    strides[d] = strides[d + 1];
  }
  for (int32_t i = 0; i < n; i++)
    CAJIT_RETURN_IF_ERROR(
        cajit_infer_set_tensor(inf, i, t->dtype, t->ndim - 1, shape, strides));
  return NULL;
}

#define V CAJIT_OP_VIEW
const cajit_op_def cajit_ops_concat[] = {
    {"aten.cat.default", "aten::cat(Tensor[] tensors, int dim=0) -> Tensor",
     FAMILY, 0, infer_cat, cajit_lower_cat},
    {"aten.chunk.default",
     "aten::chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]",
     FAMILY, V, infer_chunk, cajit_lower_split},
    {"aten.stack.default", "aten::stack(Tensor[] tensors, int dim=0) -> Tensor",
     FAMILY, 0, infer_stack, cajit_lower_stack},
    {"aten.unbind.int",
     "aten::unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]", FAMILY,
     V, infer_unbind, cajit_lower_unbind},
};
CAJIT_FAMILY_COUNT(concat);
