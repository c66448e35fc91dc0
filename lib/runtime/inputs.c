/* cajit_rt_input_ready: see inputs.h and cajit_call.input_now. */
#include "runtime/inputs.h"

#include "runtime/fail.h"

int64_t cajit_rt_tensor_extent(const DLTensor *t) {
  int64_t elem = ((int64_t)t->dtype.bits * t->dtype.lanes + 7) / 8;
  int64_t last = 0, contig = 1; /* the last element's offset, in elements */
  for (int32_t d = t->ndim - 1; d >= 0; d--) {
    int64_t n = t->shape[d];
    int64_t st = t->strides ? t->strides[d] : contig;
    if (n < 0 || st < 0) return -1;
    if (n == 0) return 0;
    int64_t step;
    if (__builtin_mul_overflow(n - 1, st, &step) ||
        __builtin_add_overflow(last, step, &last) ||
        (!t->strides && __builtin_mul_overflow(contig, n, &contig)))
      return -1;
  }
  int64_t bytes;
  if (__builtin_add_overflow(last, 1, &last) ||
      __builtin_mul_overflow(last, elem, &bytes))
    return -1;
  return bytes;
}

int32_t cajit_rt_input_ready(cajit_call *call, int32_t index,
                             DLTensor **current, void **data,
                             const char *reader) {
  int64_t bytes = -1;
  if (call->input_now) {
    DLTensor *t = NULL;
    cajit_status s = call->input_now(call->input_ctx, index, &t, &bytes);
    if (s)
      return cajit_rt_fail_status(
          call, cajit_status_annotate(s, "input %d, before %s reads it",
                                      (int)index, reader));
    if (t) *current = t;
  }
  DLTensor *t = *current;
  if (!t)
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "input %d is NULL when %s reads it", (int)index,
                         reader);
  int64_t need = cajit_rt_tensor_extent(t);
  if (need < 0)
    return cajit_rt_fail(call, CAJIT_INVALID_ARGUMENT,
                         "input %d: its sizes and strides address no valid "
                         "extent (negative or overflowing) when %s reads it",
                         (int)index, reader);
  if (need > 0 && (!t->data || (bytes >= 0 && bytes < need)))
    return cajit_rt_fail(
        call, CAJIT_INVALID_ARGUMENT,
        "input %d has %lld bytes of memory, its sizes and strides address "
        "%lld, when %s reads it: its storage was freed or shrunk (FSDP2 "
        "frees its parameters' storage after the forward; a hook must "
        "restore it before the graph reads it)",
        (int)index, (long long)(t->data ? bytes : 0), (long long)need, reader);
  *data = (char *)t->data + t->byte_offset;
  return 0;
}
