/* Op family "host": registry entries (schemas, shape rules, lowerings). */
#include "ops/families.h"

const cajit_op_def cajit_ops_host[] = {
    {"host.accumulate_grad",
     "host::accumulate_grad(Tensor param, Tensor grad, *, bool has_post_hooks) "
     "-> ()",
     "host", CAJIT_OP_IMPURE, NULL, NULL},
    {"host.backward",
     "host::backward(Any[] saved, Tensor?[] grads, *, int ctx) -> Tensor?[]",
     "host", CAJIT_OP_IMPURE, NULL, NULL},
    {"host.final_callbacks", "host::final_callbacks() -> ()", "host",
     CAJIT_OP_IMPURE, NULL, NULL},
    {"host.post_acc_grad_hook",
     "host::post_acc_grad_hook(Tensor param, *, int hook) -> ()", "host",
     CAJIT_OP_IMPURE, NULL, NULL},
    {"host.post_hook",
     "host::post_hook(Tensor?[] grad_inputs, Tensor?[] grad_outputs, *, int "
     "hook) -> Tensor?[]",
     "host", CAJIT_OP_IMPURE, NULL, NULL},
    {"host.pre_hook",
     "host::pre_hook(Tensor?[] grads, *, int hook) -> Tensor?[]", "host",
     CAJIT_OP_IMPURE, NULL, NULL},
    {"host.tensor_pre_hook",
     "host::tensor_pre_hook(Tensor grad, *, int hook) -> Tensor", "host",
     CAJIT_OP_IMPURE, NULL, NULL},
};
CAJIT_FAMILY_COUNT(host);
