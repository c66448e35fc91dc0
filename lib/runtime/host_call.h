/* Host-call dispatch: the one function JIT code calls for every impure node
 * (hooks, custom backward, grad accumulation, final callbacks) and every
 * fallback op.
 *
 * Codegen emits, per host node, a constant cajit_rt_host_site (its LLVM type
 * is { i32 x 9, ptr, ptr, ptr }, see the field list) and a call
 *   cajit_rt_host_call(call, &site, args, results, ints, floats, owned)
 * where args holds site.arg_count DLTensor pointers (NULL for none),
 * owned is NULL or site.arg_count slots of tensors whose ownership the call
 * hands over (cajit_host_request.owned_inputs; released here, after the
 * callback, unless the host took them; every slot is NULL on return),
 * results has site.result_count slots, and ints/floats hold the run-time
 * values of the `$iN` / `$fN` slots of site.args_desc (host_args.h). It is
 * suggested to also export the module's sites as an array, so a loader can
 * run cajit_rt_host_site_check on each against its host before the first
 * call. */
#ifndef CAJIT_RUNTIME_HOST_CALL_H
#define CAJIT_RUNTIME_HOST_CALL_H

#include <stdint.h>

#include "cajit/host.h"
#include "cajit/runtime.h"

typedef struct cajit_rt_host_site {
  int32_t kind;          /* cajit_host_op_kind */
  int32_t hook;          /* index into call->hooks; -1 when the op has none */
  int32_t arg_count;     /* tensors in args */
  int32_t arg_split;     /* first list's length (post_hook, backward), else
                            arg_count */
  int32_t result_count;  /* result slots */
  uint32_t flags;        /* cajit_host_flags */
  int32_t int_count;     /* entries of ints ($iN) */
  int32_t float_count;   /* entries of floats ($fN) */
  int32_t node;          /* the graph node (cajit_graph.nodes index) */
  const char *op_name;   /* FALLBACK: "aten.foo.default"; else NULL */
  const char *args_desc; /* FALLBACK: argument description; else NULL */
  const char *where;     /* the node for messages ("%5 = aten.foo"), or
                            NULL */
} cajit_rt_host_site;

/* Runs one host call. Checks the site (kind, counts, hook index against
 * call->hooks_count, that call->host has a callback for the kind), decodes
 * the fallback arguments, calls the typed native function registered for
 * op_name (call->host->ffi) or else the kind's callback. Returns 0 with
 * results filled (owned by the caller), or 1 with call->status set (the
 * node and op in the message), every result slot NULL and anything the
 * callback had stored released. */
int32_t cajit_rt_host_call(cajit_call *call, const cajit_rt_host_site *site,
                           DLTensor *const *args, DLManagedTensor **results,
                           const int64_t *ints, const double *floats,
                           DLManagedTensor **owned);

/* Hands inputs the call reads no more back to the host: calls
 * call->release_inputs with them when the host set it (cajit_call). */
void cajit_rt_release_inputs(cajit_call *call, const int32_t *indices,
                             int32_t count);

/* Load-time check of one site against a host: the kind is valid, the host
 * has a callback (or a native function) for it, the argument description
 * decodes, and a registered native function's signature matches it.
 * hooks_count < 0 skips the hook-index check. */
cajit_status cajit_rt_host_site_check(const cajit_rt_host_site *site,
                                      const cajit_host *host,
                                      int32_t hooks_count);

#endif
