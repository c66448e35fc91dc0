/* The op registry: every op cajit knows, with its schema, shape rule and
 * (when it has one) native lowering. One file per op family in lib/ops/
 * defines the entries; registry.c collects them.
 *
 * An op absent from the registry is still a valid graph node: it keeps its
 * declared result types and runs through the host fallback. */
#ifndef CAJIT_OPS_REGISTRY_H
#define CAJIT_OPS_REGISTRY_H

#include <stdint.h>

#include "cajit/graph.h"

enum cajit_op_flags {
  CAJIT_OP_IMPURE = 1u << 0, /* host op: calls back into the host */
  CAJIT_OP_VIEW = 1u << 1,   /* result aliases its first tensor argument */
  CAJIT_OP_SYM = 1u << 2,    /* computes a SymInt/SymFloat, no tensor work */
};

struct cajit_lower_ctx; /* lib/lower */

/* Computes the result types of node n from its arguments (and the types of
 * the values they reference). Writes at most max_results types and their
 * number; errors name the reason (the verifier adds node and line). */
typedef cajit_status (*cajit_shape_rule_fn)(cajit_graph *g, const cajit_node *n,
                                            cajit_type *out_types,
                                            int32_t max_results,
                                            int32_t *out_count);

/* Lowers node n to kernel IR. */
typedef cajit_status (*cajit_lower_fn)(struct cajit_lower_ctx *lc,
                                       const cajit_node *n);

struct cajit_op_def {
  const char *name;   /* "aten.mm.default" */
  const char *schema; /* torch schema text: "mm(Tensor self, Tensor mat2) -> Tensor" */
  const char *family; /* the lib/ops file that defines it: "gemm" */
  uint32_t flags;     /* cajit_op_flags */
  cajit_shape_rule_fn infer; /* NULL: declared result types are trusted */
  cajit_lower_fn lower;      /* NULL: no native lowering, host fallback */
};

/* The registry entry for a full op name, or NULL. Thread-safe, no
 * allocation. */
const cajit_op_def *cajit_op_lookup(cajit_sv name);

#endif
