/* Op family "embedding": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_embedding[] = {
    {"aten.embedding.default",
     "aten::embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, "
     "bool scale_grad_by_freq=False, bool sparse=False) -> Tensor",
     "embedding", 0, NULL, NULL},
    {"aten.embedding_dense_backward.default",
     "aten::embedding_dense_backward(Tensor grad_output, Tensor indices, "
     "SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> "
     "Tensor",
     "embedding", 0, NULL, NULL},
};
CAJIT_FAMILY_COUNT(embedding);
