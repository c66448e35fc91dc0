/* DLManagedTensor export of runtime buffers (see dlpack_export.h).
 *
 * The DLManagedTensor, its shape and its strides live in one cajit_malloc
 * block; manager_ctx points at the data buffer. The deleter frees the data
 * with cajit_rt_buffer_free and then the block. */
#include "runtime/dlpack_export.h"

#include <stdbool.h>
#include <string.h>

#include "runtime/buffer.h"
#include "support/alloc.h"

enum { MAX_NDIM = 64 };

static void managed_deleter(DLManagedTensor *self) {
  if (!self) return;
  cajit_rt_buffer_free(self->manager_ctx);
  cajit_free(self);
}

DLManagedTensor *cajit_rt_dlpack_wrap(void *data, int32_t dtype_code,
                                      int32_t dtype_bits, int32_t ndim,
                                      const int64_t *shape,
                                      const int64_t *strides) {
  if (!data || ndim < 0 || ndim > MAX_NDIM || dtype_bits <= 0 ||
      dtype_bits > 255 || dtype_code < 0 || dtype_code > 255 ||
      (ndim > 0 && !shape))
    return NULL;
  for (int32_t i = 0; i < ndim; i++)
    if (shape[i] < 0) return NULL;
  size_t dims = (size_t)ndim;
  DLManagedTensor *t =
      cajit_malloc(sizeof(DLManagedTensor) + 2 * dims * sizeof(int64_t));
  if (!t) return NULL;
  memset(t, 0, sizeof *t);
  int64_t *own_shape = (int64_t *)(t + 1);
  int64_t *own_strides = own_shape + dims;
  if (dims) memcpy(own_shape, shape, dims * sizeof(int64_t));
  if (strides) {
    if (dims) memcpy(own_strides, strides, dims * sizeof(int64_t));
  } else {
    int64_t s = 1;
    for (int32_t i = ndim - 1; i >= 0; i--) {
      own_strides[i] = s;
      /* Saturating: a stride past a zero-size dim is never used. */
      if (shape[i] > 0 && __builtin_mul_overflow(s, shape[i], &s)) s = 0;
    }
  }
  t->dl_tensor.data = data;
  t->dl_tensor.device = (DLDevice){kDLCPU, 0};
  t->dl_tensor.ndim = ndim;
  t->dl_tensor.dtype =
      (DLDataType){(uint8_t)dtype_code, (uint8_t)dtype_bits, 1};
  t->dl_tensor.shape = own_shape;
  t->dl_tensor.strides = own_strides;
  t->dl_tensor.byte_offset = 0;
  t->manager_ctx = data;
  t->deleter = managed_deleter;
  return t;
}

DLManagedTensor *cajit_rt_dlpack_alloc(int32_t dtype_code, int32_t dtype_bits,
                                       int32_t ndim, const int64_t *shape) {
  if (ndim < 0 || ndim > MAX_NDIM || dtype_bits <= 0 || dtype_bits % 8 ||
      (ndim > 0 && !shape))
    return NULL;
  int64_t numel = 1;
  for (int32_t i = 0; i < ndim; i++)
    if (!cajit_rt_size_mul(numel, shape[i], &numel)) return NULL;
  void *data = cajit_rt_buffer_alloc(numel, dtype_bits / 8);
  if (!data) return NULL;
  DLManagedTensor *t =
      cajit_rt_dlpack_wrap(data, dtype_code, dtype_bits, ndim, shape, NULL);
  if (!t) cajit_rt_buffer_free(data);
  return t;
}

void cajit_rt_dlpack_release(DLManagedTensor *t) {
  if (t && t->deleter) t->deleter(t);
}

int64_t cajit_rt_dlpack_numel(const DLTensor *t) {
  int64_t n = 1;
  for (int32_t i = 0; i < t->ndim; i++)
    n *= t->shape[i];
  return n;
}
