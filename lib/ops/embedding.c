/* Op family "embedding": embedding and embedding_dense_backward, and the
 * backwards of embedding_bag (_embedding_bag_backward,
 * _embedding_bag_dense_backward, _embedding_bag_per_sample_weights_backward).
 *
 * embedding(weight [V, D], indices [...]) gives [..., D] of weight's dtype;
 * the backward gives [num_weights, D] of grad_output's dtype. The bag
 * backwards take grad [B, D] and 1-d indices; the weight grad is
 * [num_weights, D], the per-sample-weights grad [N] (N indices), both of
 * grad's dtype. mode: 0 sum, 1 mean, 2 max (torch's EmbeddingBagMode). */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define FAMILY "embedding"

static cajit_status integral_indices(cajit_infer *inf, const cajit_type **out) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "indices", &id, out));
  if ((*out)->dtype != CAJIT_DTYPE_I64 && (*out)->dtype != CAJIT_DTYPE_I32)
    return cajit_infer_fail("indices must be i64 or i32, found %s",
                            cajit_dtype_name((*out)->dtype));
  return NULL;
}

static cajit_status infer_embedding(cajit_infer *inf) {
  int32_t id;
  const cajit_type *w, *idx;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "weight", &id, &w));
  CAJIT_RETURN_IF_ERROR(integral_indices(inf, &idx));
  if (w->ndim != 2)
    return cajit_infer_fail("weight must have rank 2, found rank %d", w->ndim);
  if (idx->ndim + 1 > CAJIT_MAX_NDIM)
    return cajit_status_make(CAJIT_UNSUPPORTED, "rank %d exceeds %d",
                             idx->ndim + 1, CAJIT_MAX_NDIM);
  const cajit_expr *shape[CAJIT_MAX_NDIM];
  for (int32_t d = 0; d < idx->ndim; d++)
    shape[d] = idx->shape[d];
  shape[idx->ndim] = w->shape[1];
  return cajit_infer_set_tensor(inf, 0, w->dtype, idx->ndim + 1, shape, NULL);
}

static cajit_status infer_embedding_dense_backward(cajit_infer *inf) {
  int32_t id;
  const cajit_type *g, *idx;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad_output", &id, &g));
  CAJIT_RETURN_IF_ERROR(integral_indices(inf, &idx));
  if (g->ndim != idx->ndim + 1)
    return cajit_infer_fail("grad_output has rank %d, expected %d (indices "
                            "rank + 1)",
                            g->ndim, idx->ndim + 1);
  const cajit_expr *shape[2];
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "num_weights", &shape[0]));
  shape[1] = g->shape[g->ndim - 1];
  return cajit_infer_set_tensor(inf, 0, g->dtype, 2, shape, NULL);
}

/* grad [B, D] and 1-d integral indices; mode 0, 1 or 2. */
static cajit_status bag_args(cajit_infer *inf, const cajit_type **grad,
                             const cajit_type **indices, int64_t *mode) {
  int32_t id;
  const cajit_expr *m;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad", &id, grad));
  CAJIT_RETURN_IF_ERROR(integral_indices(inf, indices));
  if ((*grad)->ndim != 2)
    return cajit_infer_fail("grad must have rank 2, found rank %d",
                            (*grad)->ndim);
  if ((*indices)->ndim != 1)
    return cajit_infer_fail("indices must have rank 1, found rank %d",
                            (*indices)->ndim);
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "mode", &m));
  if (!cajit_expr_as_int(m, mode) || *mode < 0 || *mode > 2)
    return cajit_infer_fail("argument `mode`: expected 0 (sum), 1 (mean) or 2 "
                            "(max)");
  return NULL;
}

static cajit_status infer_embedding_bag_backward(cajit_infer *inf) {
  const cajit_type *g, *idx;
  int64_t mode;
  CAJIT_RETURN_IF_ERROR(bag_args(inf, &g, &idx, &mode));
  if (mode != 0 && !cajit_bound_is_none(inf->args, "per_sample_weights"))
    return cajit_infer_fail("embedding_bag_backward: per_sample_weights only "
                            "supported for mode='sum'");
  const cajit_expr *shape[2];
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, "num_weights", &shape[0]));
  shape[1] = g->shape[1];
  return cajit_infer_set_tensor(inf, 0, g->dtype, 2, shape, NULL);
}

static cajit_status infer_embedding_bag_psw_backward(cajit_infer *inf) {
  const cajit_type *g, *idx, *w;
  int64_t mode;
  int32_t id;
  CAJIT_RETURN_IF_ERROR(bag_args(inf, &g, &idx, &mode));
  if (mode != 0)
    return cajit_infer_fail("embedding_bag_backward: per_sample_weights only "
                            "supported for mode='sum'");
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "weight", &id, &w));
  if (w->ndim != 2 || !cajit_dims_equal(inf->g, w->shape[1], g->shape[1])) {
    char a[128], b[128];
    return cajit_infer_fail(
        "weight has shape %s, grad has shape %s: expected [*, D] and [*, D]",
        cajit_shape_str(inf->g, w->ndim, w->shape, a, sizeof a),
        cajit_shape_str(inf->g, g->ndim, g->shape, b, sizeof b));
  }
  return cajit_infer_set_tensor(inf, 0, g->dtype, 1, idx->shape, NULL);
}

#define BAG_DECLINES "sparse=True, scale_grad_by_freq=True, bool grads"

const cajit_op_def cajit_ops_embedding[] = {
    {"aten._embedding_bag_backward.default",
     "aten::_embedding_bag_backward(Tensor grad, Tensor indices, Tensor "
     "offsets, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, "
     "SymInt num_weights, bool scale_grad_by_freq, int mode, bool sparse, "
     "Tensor? per_sample_weights, int padding_idx=-1) -> Tensor",
     FAMILY, 0, infer_embedding_bag_backward,
     cajit_lower_embedding_bag_backward, cajit_lower_embedding_bag_declines,
     BAG_DECLINES},
    {"aten._embedding_bag_dense_backward.default",
     "aten::_embedding_bag_dense_backward(Tensor grad, Tensor indices, Tensor "
     "offset2bag, Tensor bag_size, Tensor maximum_indices, SymInt "
     "num_weights, bool scale_grad_by_freq, int mode, Tensor? "
     "per_sample_weights, int padding_idx=-1) -> Tensor",
     FAMILY, 0, infer_embedding_bag_backward,
     cajit_lower_embedding_bag_backward, cajit_lower_embedding_bag_declines,
     BAG_DECLINES},
    {"aten._embedding_bag_per_sample_weights_backward.default",
     "aten::_embedding_bag_per_sample_weights_backward(Tensor grad, Tensor "
     "weight, Tensor indices, Tensor offsets, Tensor offset2bag, int mode, "
     "int padding_idx=-1) -> Tensor",
     FAMILY, 0, infer_embedding_bag_psw_backward,
     cajit_lower_embedding_bag_psw_backward},
    {"aten.embedding.default",
     "aten::embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, "
     "bool scale_grad_by_freq=False, bool sparse=False) -> Tensor",
     FAMILY, 0, infer_embedding, cajit_lower_embedding},
    {"aten.embedding_dense_backward.default",
     "aten::embedding_dense_backward(Tensor grad_output, Tensor indices, "
     "SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> "
     "Tensor",
     FAMILY, 0, infer_embedding_dense_backward,
     cajit_lower_embedding_dense_backward},
};
CAJIT_FAMILY_COUNT(embedding);
