/* Memory planning for a program's intermediate buffers.
 *
 * The live range of an intermediate root is [first kernel that touches it,
 * last kernel that touches it] in program order, where a kernel touches a
 * root when it reads or writes it or any view of it (loads, indirect
 * loads, scatter targets, GEMM operands, EXTERN and HOST arguments); a
 * joined kernel counts as its leader's step. Two intermediates whose ranges
 * do not overlap may share memory. A kernel that reads one buffer and
 * writes another holds both live, so no kernel ever sees two of its roots
 * overlap (codegen's `noalias` stays true); a kernel that writes over what
 * it reads does so through one root (an in-place output is a view of the
 * buffer it takes, lib/sched/inplace.c). Sizes are symbolic: the entry
 * places the buffers at run time, once the symbols are bound, packing them
 * by size and live range into one arena allocation per call
 * (cajit_rt_plan_layout, runtime/layout.h).
 *
 * Not planned: outputs and host results (they outlive the call or belong
 * to the host). Pinned (placed as if live throughout, so they share memory
 * with nothing): intermediates passed to a HOST kernel (the host may keep
 * a reference past the call, e.g. a fallback op returning a view of its
 * argument) and intermediates no kernel touches.
 *
 * Donated, not planned: an intermediate whose last use is as the grad of
 * an accumulate_grad host call, passed whole (the argument is the root, or
 * a contiguous view of all of it at offset 0, e.g. a reshape) and passed
 * to no other host call. It gets an allocation of its own (a DLPack tensor
 * of the argument's shape, like an output), and the host call receives its
 * ownership
 * (cajit_host_request.owned_inputs): the host can make it the parameter's
 * .grad without a copy, as eager autograd steals a fresh grad. Without a
 * later use in the graph and without aliases held by the host, nothing
 * else sees that memory after the call.
 *
 * Release points: host results and inputs go back to the host as soon as
 * no kernel reads them any more (cajit_call.release_inputs for inputs), not
 * at the end of the call, as eager autograd frees each saved tensor and
 * each grad once its node has run. Held to the end they raise the
 * backward's peak, and the host's allocator cannot reuse their memory for
 * later temporaries within the call: in the medium zoo CNN, torch's conv
 * backwards then page-faulted ~30 MB of fresh memory per backward. An
 * input or host result passed to a host call lives as long as that call's
 * results too: the host contract forbids results aliasing borrowed
 * tensors, but this costs nothing where hosts keep to it and keeps one
 * that does not safe. */
#ifndef CAJIT_SCHED_MEMPLAN_H
#define CAJIT_SCHED_MEMPLAN_H

#include <stdbool.h>
#include <stdint.h>

#include "cajit/status.h"
#include "kir/kir.h"

/* Plans p's intermediates (no_reuse: every one pinned) into *out_plan
 * (kir.h's cajit_kir_memplan). Release with cajit_kir_memplan_free (also
 * after an error). The pass, cajit_sched_memory (sched.h), attaches the
 * plan to p for codegen. */
cajit_status cajit_memplan_build(const cajit_kir_program *p, bool no_reuse,
                                 cajit_kir_memplan *out_plan);

#endif
