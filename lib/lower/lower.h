/* Lowering: a verified graph -> a kernel-IR program.
 *
 * cajit_lower_graph walks the nodes in order and maps each tensor value to
 * a kernel-IR buffer (a root or a view). A node whose op has a lowering
 * (the registry's `lower` slot) adds kernels and views through the helpers
 * below; impure nodes (host.*) become host-call kernels; any other node becomes
 * a host fallback call (CAJIT_HOST_FALLBACK) unless the options forbid it, in
 * which case lowering fails naming the node and op. So does a node whose
 * op's lowering declines it (the registry's `declines` slot). Symbol ops
 * (sym_size,
 * ...) need nothing: their values are expressions. Finally every graph
 * output gets an OUTPUT buffer (a returned intermediate is one; a view, an
 * input or a host result is copied into one) and the program's signature
 * records how the entry binds the call.
 *
 * Errors name the node, its op and its .cag line:
 * "%5 = aten.mm.default (line 12): ...". */
#ifndef CAJIT_LOWER_LOWER_H
#define CAJIT_LOWER_LOWER_H

#include "cajit/graph.h"
#include "kir/kir.h"
#include "ops/registry.h"

typedef struct cajit_lower_options {
  /* Fail at compile time on a node without a native lowering instead of
   * calling the host fallback at run time. */
  bool no_host_fallback;
  /* The nodes to call in the host's library
   * (cajit_compile_options.library_nodes). */
  const char *library_nodes;
} cajit_lower_options;

/* Lowers the verified graph g into p (an empty program over g->exprs).
 * opts may be NULL. */
cajit_status cajit_lower_graph(cajit_graph *g, cajit_kir_program *p,
                               const cajit_lower_options *opts);

/* The lowering of an op: its registry entry's `lower` slot (NULL for an
 * unknown op or one without a native lowering). */
static inline cajit_lower_fn cajit_op_lowering(const cajit_op_def *def) {
  return def ? def->lower : NULL;
}

/* ---- what an op's lowering gets ------------------------------------------
 */

struct cajit_lower_ctx {
  cajit_graph *g;
  cajit_kir_program *p;
  const cajit_node *node;
  cajit_bound_args args;     /* the node's arguments bound to its schema */
  char name[128];            /* "%5 = aten.exp.default", for kernel names */
  int32_t *value_buffer;     /* per value id: its buffer, or -1 */
  bool no_host_fallback;     /* cajit_lower_options.no_host_fallback */
  const char *library_nodes; /* cajit_lower_options.library_nodes */
};
typedef struct cajit_lower_ctx cajit_lower_ctx;

/* Lowers the node as a host fallback call instead (the op runs on the host
 * at run time), for a lowering that covers only some cases of its op (a
 * boolean mask index, say); call it before adding anything for the node.
 * CAJIT_UNSUPPORTED when the options disable the fallback. */
cajit_status cajit_lower_fallback(cajit_lower_ctx *lc);
/* Lowers the node as a call of the op in the host's library (a FALLBACK
 * host call marked `library`): for an op the host runs faster than cajit's
 * lowering would, when the options ask for it. Not subject to
 * no_host_fallback: it is a choice, not a missing lowering. */
cajit_status cajit_lower_library(cajit_lower_ctx *lc);
/* Whether the options list this node for the host's library. */
bool cajit_lower_wants_library(const cajit_lower_ctx *lc);
/* The lowering of an op that is a library call by design (CAJIT_OP_LIBRARY:
 * forward convolutions and attention, which torch runs with oneDNN): a
 * library call when the options list the node (the Python host lists them
 * all), else a host fallback, counted as one (a host without the library,
 * cajit-run: CAJIT_UNSUPPORTED under no_host_fallback). n is unused. */
cajit_status cajit_lower_forward_library(cajit_lower_ctx *lc,
                                         const cajit_node *n);
/* The buffer of tensor parameter `param` of the node (an error if None). */
cajit_status cajit_lower_tensor(cajit_lower_ctx *lc, const char *param,
                                int32_t *out_buffer);
/* The same for a Tensor? parameter: -1 when None. */
cajit_status cajit_lower_opt_tensor(cajit_lower_ctx *lc, const char *param,
                                    int32_t *out_buffer);
/* The buffer of value id v. */
cajit_status cajit_lower_value(cajit_lower_ctx *lc, int32_t v,
                               int32_t *out_buffer);
/* The declared type of result i of the node. */
const cajit_type *cajit_lower_result_type(const cajit_lower_ctx *lc, int32_t i);
/* Result i of the node is buffer b (a view, an alias, a new buffer). */
cajit_status cajit_lower_set_result(cajit_lower_ctx *lc, int32_t i, int32_t b);
/* A new contiguous buffer of result i's declared dtype and shape, set as
 * result i. */
cajit_status cajit_lower_alloc_result(cajit_lower_ctx *lc, int32_t i,
                                      int32_t *out_buffer);
/* The same in the memory order the node declares for result i when its
 * strides lay the shape out densely in another order (the flash attention
 * backward's grads: [B, H, L, E] over [B, L, H, E] memory, as torch
 * returns them): a new root in that order and a permuted view of it, set
 * as result i, so the views the graph takes of the result (a transpose
 * back, a reshape) stay strided. Otherwise as cajit_lower_alloc_result. */
cajit_status cajit_lower_alloc_result_declared(cajit_lower_ctx *lc, int32_t i,
                                               int32_t *out_buffer);
/* The node's outer loop indices _i0.._i{n-1} (n <= CAJIT_MAX_NDIM); NULL
 * on failure, recorded as the program's error (cajit_lower_value_error). */
const cajit_expr **cajit_lower_indices(cajit_lower_ctx *lc, int32_t n);
/* Load of buffer b broadcast into an iteration space of rank ndim over the
 * outer indices: b's dims align at the right, a dim of constant size 1
 * reads index 0 (torch's broadcasting). NULL and a recorded error on
 * failure. */
const cajit_kir_value *cajit_lower_load_bcast(cajit_lower_ctx *lc, int32_t b,
                                              int32_t ndim);
/* The Scalar / int / float parameter `param` as a value of dtype (NULL
 * with the error in *out_err). */
const cajit_kir_value *cajit_lower_scalar(cajit_lower_ctx *lc,
                                          const char *param, cajit_dtype dtype,
                                          cajit_status *out_err);
/* Allocates result i and fills it with v (of result i's dtype, over the
 * outer indices of its rank). */
cajit_status cajit_lower_pointwise(cajit_lower_ctx *lc, int32_t i,
                                   const cajit_kir_value *v);
/* A strided buffer with b's contents: b itself when it has a strided form,
 * else a contiguous copy (a pointwise kernel). */
cajit_status cajit_lower_strided(cajit_lower_ctx *lc, int32_t b,
                                 int32_t *out_buffer);
/* A copy of b in a new contiguous buffer of `kind` (INTERMEDIATE or
 * OUTPUT). */
cajit_status cajit_lower_copy(cajit_lower_ctx *lc, int32_t b,
                              cajit_kir_buffer_kind kind, int32_t *out_buffer);
/* The error a value constructor recorded, or out-of-memory. */
cajit_status cajit_lower_value_error(cajit_lower_ctx *lc);

#endif
