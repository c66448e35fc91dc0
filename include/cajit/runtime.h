/* The runtime ABI: how a compiled graph is called and how it calls back.
 *
 * A compiled graph exports one entry function
 *
 *     int32_t entry(cajit_call *call);
 *
 * It reads the inputs, sizes, scalars and hook handles from *call, binds
 * every symbol, checks the guards, runs the kernels and host calls, and on
 * success fills call->outputs (owned by the caller afterwards) and returns 0.
 * On failure it returns non-zero, sets call->status (owned by the caller),
 * frees everything it allocated and leaves the inputs untouched. */
#ifndef CAJIT_RUNTIME_H
#define CAJIT_RUNTIME_H

#include <dlpack/dlpack.h>
#include <stdint.h>

#include "cajit/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One entry of the `scalars` list. */
typedef union cajit_scalar {
  int64_t i;
  double f;
} cajit_scalar;

typedef enum cajit_host_op_kind {
  CAJIT_HOST_TENSOR_PRE_HOOK,
  CAJIT_HOST_PRE_HOOK,
  CAJIT_HOST_POST_HOOK,
  CAJIT_HOST_POST_ACC_GRAD_HOOK,
  CAJIT_HOST_BACKWARD,
  CAJIT_HOST_ACCUMULATE_GRAD,
  CAJIT_HOST_FINAL_CALLBACKS,
  CAJIT_HOST_FALLBACK, /* an op without native lowering */
} cajit_host_op_kind;

typedef struct cajit_host cajit_host; /* defined by lib/runtime (host.h) */

typedef struct cajit_call {
  /* in */
  DLTensor *const *inputs; /* input_count tensors, as declared in the graph */
  int32_t input_count;
  const int64_t *sizes;
  int32_t sizes_count;
  const cajit_scalar *scalars;
  int32_t scalars_count;
  void *const *hooks; /* opaque host handles, referenced by index only */
  int32_t hooks_count;
  const cajit_host *host; /* callbacks for host ops; may be NULL if the
                             graph has none */
  /* out */
  DLManagedTensor **outputs; /* caller-provided array of output_count slots;
                                NULL entries for `none` outputs */
  int32_t output_count;
  cajit_status status; /* set when the entry fails */
} cajit_call;

typedef int32_t (*cajit_entry_fn)(cajit_call *call);

#ifdef __cplusplus
}
#endif
#endif
