/* Advanced indexing (x[indices] with a list of index tensors and Nones),
 * shared by the shape rules (indexing.c) and the lowerings
 * (indexing_lower.c) of index.Tensor and index_put: internal to lib/ops.
 *
 * torch's rule: the index tensors broadcast together to a shape B; the
 * dims they index are replaced by B, at the place of the first of them when
 * they are adjacent, else at the front; the other dims (None entries, and
 * the dims past the list) keep their order. */
#ifndef CAJIT_OPS_INDEXING_H
#define CAJIT_OPS_INDEXING_H

#include "ops/registry.h"

enum { CAJIT_INDEX_MAX_TENSORS = 16 };

typedef struct cajit_index_layout {
  int32_t count;                           /* entries in the list */
  int32_t ids[CAJIT_INDEX_MAX_TENSORS];    /* value ids, -1 for None */
  int32_t tensors;                         /* non-None entries */
  bool mask;                               /* a bool or u8 entry */
  int32_t first;                           /* where B sits in the result */
  int32_t bndim;                           /* rank of B */
  const cajit_expr *b[CAJIT_MAX_NDIM];     /* B */
  int32_t ndim;                            /* rank of the result */
  const cajit_expr *shape[CAJIT_MAX_NDIM]; /* the result's shape */
  /* For each dim of self: the result dim it becomes (-1 when indexed). */
  int32_t self_to_result[CAJIT_MAX_NDIM];
} cajit_index_layout;

/* Reads parameter `param` (Tensor?[]) of a node over self's type and fills
 * *out. Errors (CAJIT_VERIFY_ERROR): more entries than self has dims, an
 * index that is not an i64, i32, bool or u8 tensor, index shapes that do
 * not broadcast, a result of more than CAJIT_MAX_NDIM dims
 * (CAJIT_UNSUPPORTED). With a mask
 * (out->mask), the result's shape depends on the data and only count, ids,
 * tensors and mask are set. */
cajit_status cajit_index_layout_of(const cajit_graph *g,
                                   const cajit_bound_args *args,
                                   const char *param, const cajit_type *self,
                                   cajit_index_layout *out);

#endif
