/* cajit-run's C host (tools/cajit_run.c describes what each call does):
 * hooks return their inputs (tool_host.h), accumulate_grad sums grads per
 * parameter, custom backwards and fallbacks fail. */
#include <stdlib.h>
#include <string.h>

#include "cajit_run/runner.h"
#include "tool_host.h"

/* The graph input param is, or -1. */
static int32_t param_input(const runner *r, const DLTensor *param) {
  for (int32_t i = 0; i < r->g->input_count; i++)
    if (r->input_ptrs[i] == param ||
        (param && r->input_ptrs[i]->data == param->data &&
         r->input_ptrs[i]->byte_offset == param->byte_offset))
      return i;
  return -1;
}

static cajit_status accumulate_grad(void *user, const cajit_host_request *req) {
  runner *r = user;
  if (req->input_count != 2)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "accumulate_grad with %d tensors, expected 2",
                             (int)req->input_count);
  int32_t p = param_input(r, req->inputs[0]);
  if (p < 0)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "accumulate_grad: the parameter is not a graph "
                             "input");
  param_acc *acc = &r->accs[p];
  const DLTensor *grad = req->inputs[1];
  acc->calls++;
  if (!grad) return NULL; /* a None grad adds nothing */
  CAJIT_RETURN_IF_ERROR(tensor_check_readable(grad, "grad of input", p));
  int64_t n = tensor_numel(r->input_ptrs[p]);
  if (tensor_numel(grad) != n)
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "accumulate_grad: the grad of input %d has %lld "
                             "elements, the parameter %lld",
                             (int)p, (long long)tensor_numel(grad),
                             (long long)n);
  if (!acc->sum) {
    acc->sum = calloc((size_t)(n > 0 ? n : 1), sizeof *acc->sum);
    if (!acc->sum) return run_oom("grad checksum buffer");
    acc->numel = n;
  }
  tensor_sums(grad, acc->sum);
  return NULL;
}

/* The runtime prefixes host errors with the node and op ("host call
 * fallback aten.sin.default at %1 = aten.sin.default: ..."), so these
 * messages say only what went wrong. */
static cajit_status custom_backward(void *user, const cajit_host_request *req) {
  (void)user;
  (void)req;
  return cajit_status_make(CAJIT_HOST_ERROR,
                           "custom backward needs a Python host");
}

static cajit_status fallback(void *user, const cajit_host_request *req) {
  (void)user;
  (void)req;
  return cajit_status_make(CAJIT_HOST_ERROR,
                           "no native lowering and no host fallback in "
                           "cajit-run");
}

cajit_host c_host(void) {
  cajit_host h = tool_host();
  h.backward = custom_backward;
  h.accumulate_grad = accumulate_grad;
  h.fallback = fallback;
  return h;
}
