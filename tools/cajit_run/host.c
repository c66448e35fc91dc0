/* cajit-run's C host (tools/cajit_run.c describes what each call does):
 * hooks return their inputs, accumulate_grad sums grads per parameter,
 * custom backwards and fallbacks fail. */
#include <stdlib.h>
#include <string.h>

#include "cajit_run/runner.h"

/* A managed tensor that borrows another tensor's data (the deleter frees
 * only the wrapper). */
typedef struct borrowed {
  DLManagedTensor m;
  int64_t shape[MAX_NDIM], strides[MAX_NDIM];
} borrowed;

static void borrowed_delete(DLManagedTensor *m) { free(m); }

static cajit_status borrow(const DLTensor *t, DLManagedTensor **out) {
  *out = NULL;
  if (!t) return NULL; /* a none stays none */
  if (t->ndim < 0 || t->ndim > MAX_NDIM)
    return cajit_status_make(CAJIT_HOST_ERROR, "hook input with %d dims",
                             (int)t->ndim);
  borrowed *b = calloc(1, sizeof *b);
  if (!b) return run_oom("hook result");
  b->m.dl_tensor = *t;
  memcpy(b->shape, t->shape, (size_t)t->ndim * sizeof *b->shape);
  if (t->strides)
    memcpy(b->strides, t->strides, (size_t)t->ndim * sizeof *b->strides);
  else
    contiguous_strides(t->ndim, t->shape, b->strides);
  b->m.dl_tensor.shape = b->shape;
  b->m.dl_tensor.strides = b->strides;
  b->m.deleter = borrowed_delete;
  *out = &b->m;
  return NULL;
}

/* tensor_pre_hook, pre_hook, post_hook: result i is input i (for post_hook
 * the grad_inputs), as if the hook returned None. */
static cajit_status identity_hook(void *user, const cajit_host_request *req) {
  (void)user;
  int32_t n =
      req->kind == CAJIT_HOST_POST_HOOK ? req->input_split : req->input_count;
  for (int32_t i = 0; i < req->result_count; i++) {
    if (i >= n)
      return cajit_status_make(CAJIT_HOST_ERROR,
                               "%s hook %d: %d results from %d inputs; "
                               "cajit-run's hooks return their inputs",
                               cajit_host_op_kind_name(req->kind),
                               (int)req->hook_index, (int)req->result_count,
                               (int)n);
    CAJIT_RETURN_IF_ERROR(borrow(req->inputs[i], &req->results[i]));
  }
  return NULL;
}

static cajit_status no_op(void *user, const cajit_host_request *req) {
  (void)user;
  (void)req;
  return NULL;
}

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

const cajit_host c_host_template = {
    .tensor_pre_hook = identity_hook,
    .pre_hook = identity_hook,
    .post_hook = identity_hook,
    .post_acc_grad_hook = no_op,
    .backward = custom_backward,
    .accumulate_grad = accumulate_grad,
    .final_callbacks = no_op,
    .fallback = fallback,
};
