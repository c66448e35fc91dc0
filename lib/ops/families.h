/* The op family tables that registry.c collects (internal to lib/ops).
 *
 * Each lib/ops/<family>.c defines `const cajit_op_def cajit_ops_<family>[]`
 * sorted by name (strcmp order) and `cajit_ops_<family>_count`. Sortedness
 * and global name uniqueness are checked by tests/c/test_ops_schema.c, so
 * lookup can binary-search each table without any runtime initialization. */
#ifndef CAJIT_OPS_FAMILIES_H
#define CAJIT_OPS_FAMILIES_H

#include "ops/registry.h"

/* Entries are written positionally and may stop after `lower`: the
 * optional trailing slots (`declines`, `declines_doc`) are then NULL. */
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

#define CAJIT_OP_FAMILIES(X)                                                   \
  X(views)                                                                     \
  X(concat)                                                                    \
  X(pointwise)                                                                 \
  X(reduction)                                                                 \
  X(gemm)                                                                      \
  X(activation_backward)                                                       \
  X(softmax)                                                                   \
  X(loss)                                                                      \
  X(norm)                                                                      \
  X(conv)                                                                      \
  X(pool)                                                                      \
  X(rearrange)                                                                 \
  X(upsample)                                                                  \
  X(fold)                                                                      \
  X(embedding)                                                                 \
  X(indexing)                                                                  \
  X(attention)                                                                 \
  X(rnn)                                                                       \
  X(factory)                                                                   \
  X(sym)                                                                       \
  X(host)

#define CAJIT_DECLARE_FAMILY_(f)                                               \
  extern const cajit_op_def cajit_ops_##f[];                                   \
  extern const int32_t cajit_ops_##f##_count;
CAJIT_OP_FAMILIES(CAJIT_DECLARE_FAMILY_)
#undef CAJIT_DECLARE_FAMILY_

/* Defines the count of a family table (use after the table). */
#define CAJIT_FAMILY_COUNT(f)                                                  \
  const int32_t cajit_ops_##f##_count =                                        \
      (int32_t)(sizeof cajit_ops_##f / sizeof cajit_ops_##f[0])

#endif
