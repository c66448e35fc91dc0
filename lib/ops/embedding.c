/* Op family "embedding": embedding and embedding_dense_backward.
 *
 * embedding(weight [V, D], indices [...]) gives [..., D] of weight's dtype;
 * the backward gives [num_weights, D] of grad_output's dtype. */
#include "ops/families.h"
#include "ops/infer.h"
#include "ops/lowerings.h"

#define TRY CAJIT_RETURN_IF_ERROR
#define FAMILY "embedding"

static cajit_status integral_indices(cajit_infer *inf, const cajit_type **out) {
  int32_t id;
  TRY(cajit_infer_tensor_arg(inf, "indices", &id, out));
  if ((*out)->dtype != CAJIT_DTYPE_I64 && (*out)->dtype != CAJIT_DTYPE_I32)
    return cajit_infer_fail("indices must be i64 or i32, found %s",
                            cajit_dtype_name((*out)->dtype));
  return NULL;
}

static cajit_status infer_embedding(cajit_infer *inf) {
  int32_t id;
  const cajit_type *w, *idx;
  TRY(cajit_infer_tensor_arg(inf, "weight", &id, &w));
  TRY(integral_indices(inf, &idx));
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
  TRY(cajit_infer_tensor_arg(inf, "grad_output", &id, &g));
  TRY(integral_indices(inf, &idx));
  if (g->ndim != idx->ndim + 1)
    return cajit_infer_fail("grad_output has rank %d, expected %d (indices "
                            "rank + 1)",
                            g->ndim, idx->ndim + 1);
  const cajit_expr *shape[2];
  TRY(cajit_bound_int(inf->args, "num_weights", &shape[0]));
  shape[1] = g->shape[g->ndim - 1];
  return cajit_infer_set_tensor(inf, 0, g->dtype, 2, shape, NULL);
}

const cajit_op_def cajit_ops_embedding[] = {
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
