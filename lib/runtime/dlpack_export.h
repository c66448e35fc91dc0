/* DLPack export: runtime buffers handed out as DLManagedTensor.
 *
 * A managed tensor from here owns its data buffer and its shape and stride
 * arrays; its deleter frees all of them and the DLManagedTensor itself.
 * Device is always kDLCPU 0, byte_offset 0. The tensor is the unit in which
 * compiled graphs return outputs (cajit_call.outputs) and host callbacks
 * return results. */
#ifndef CAJIT_RUNTIME_DLPACK_EXPORT_H
#define CAJIT_RUNTIME_DLPACK_EXPORT_H

#include <dlpack/dlpack.h>
#include <stdint.h>

/* Wraps `data` (from cajit_rt_buffer_alloc) as a managed tensor of dtype
 * (code, bits, lanes 1) and the given shape. strides == NULL means
 * contiguous row-major (strides are then computed and stored, so consumers
 * never see a NULL strides pointer). On success the tensor owns data; on
 * failure (NULL: ndim < 0 or > 64, a negative dim, out of memory) the
 * caller still owns data. */
DLManagedTensor *cajit_rt_dlpack_wrap(void *data, int32_t dtype_code,
                                      int32_t dtype_bits, int32_t ndim,
                                      const int64_t *shape,
                                      const int64_t *strides);
/* Allocates an uninitialised contiguous tensor of the given dtype and shape
 * (data 64-byte aligned). NULL on a bad shape, a size overflow or out of
 * memory. */
DLManagedTensor *cajit_rt_dlpack_alloc(int32_t dtype_code, int32_t dtype_bits,
                                       int32_t ndim, const int64_t *shape);
/* Calls t->deleter(t) if both are non-NULL. */
void cajit_rt_dlpack_release(DLManagedTensor *t);
/* Number of elements of a tensor (product of its shape; 1 for 0-d). */
int64_t cajit_rt_dlpack_numel(const DLTensor *t);

#endif
