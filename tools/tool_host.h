/* The C host that cajit-run and the fuzz targets (tests/fuzz/fuzz_exec.c)
 * run graphs with, where no Python is there to run a hook: a tensor_pre_hook,
 * pre_hook or post_hook returns its inputs (for post_hook the grad_inputs),
 * as if the hook returned None; a post_acc_grad_hook and the final callbacks
 * do nothing. tool_host() fills those callbacks and leaves backward,
 * accumulate_grad and fallback NULL, for the caller to set. */
#ifndef CAJIT_TOOL_HOST_H
#define CAJIT_TOOL_HOST_H

#include <stdlib.h>
#include <string.h>

#include "cajit/host.h"
#include "cajit/status.h"

enum { TOOL_HOST_MAX_NDIM = 64 };

/* A managed tensor that borrows another tensor's data (the deleter frees
 * only the wrapper). */
typedef struct tool_borrowed {
  DLManagedTensor m;
  int64_t shape[TOOL_HOST_MAX_NDIM], strides[TOOL_HOST_MAX_NDIM];
} tool_borrowed;

static inline void tool_borrowed_delete(DLManagedTensor *m) { free(m); }

/* *out: a tensor borrowing t's data, shape and strides (contiguous ones
 * when t has none); NULL for a none (t NULL). */
static inline cajit_status tool_borrow(const DLTensor *t,
                                       DLManagedTensor **out) {
  *out = NULL;
  if (!t) return NULL;
  if (t->ndim < 0 || t->ndim > TOOL_HOST_MAX_NDIM)
    return cajit_status_make(CAJIT_HOST_ERROR, "hook input with %d dims",
                             (int)t->ndim);
  tool_borrowed *b = calloc(1, sizeof *b);
  if (!b)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                             "out of memory (hook result)");
  b->m.dl_tensor = *t;
  memcpy(b->shape, t->shape, (size_t)t->ndim * sizeof *b->shape);
  int64_t stride = 1;
  for (int32_t d = t->ndim - 1; d >= 0; d--) {
    b->strides[d] = t->strides ? t->strides[d] : stride;
    stride *= t->shape[d] > 1 ? t->shape[d] : 1;
  }
  b->m.dl_tensor.shape = b->shape;
  b->m.dl_tensor.strides = b->strides;
  b->m.deleter = tool_borrowed_delete;
  *out = &b->m;
  return NULL;
}

/* tensor_pre_hook, pre_hook, post_hook: result i is input i. */
static inline cajit_status tool_identity_hook(void *user,
                                              const cajit_host_request *req) {
  (void)user;
  int32_t n =
      req->kind == CAJIT_HOST_POST_HOOK ? req->input_split : req->input_count;
  for (int32_t i = 0; i < req->result_count; i++) {
    if (i >= n)
      return cajit_status_make(CAJIT_HOST_ERROR,
                               "%s hook %d: %d results from %d inputs; "
                               "the C host's hooks return their inputs",
                               cajit_host_op_kind_name(req->kind),
                               (int)req->hook_index, (int)req->result_count,
                               (int)n);
    CAJIT_RETURN_IF_ERROR(tool_borrow(req->inputs[i], &req->results[i]));
  }
  return NULL;
}

static inline cajit_status tool_host_nothing(void *user,
                                             const cajit_host_request *req) {
  (void)user;
  (void)req;
  return NULL;
}

static inline cajit_host tool_host(void) {
  return (cajit_host){.tensor_pre_hook = tool_identity_hook,
                      .pre_hook = tool_identity_hook,
                      .post_hook = tool_identity_hook,
                      .post_acc_grad_hook = tool_host_nothing,
                      .final_callbacks = tool_host_nothing};
}

#endif
