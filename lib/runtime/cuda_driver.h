/* The CUDA driver API, resolved at run time (dlopen("libcuda.so.1")), so
 * that cajit builds, links and runs its CPU path where no NVIDIA driver is
 * installed. Only the entry points the GPU backend uses are bound; each
 * call's CUresult is turned into a cajit_status naming the call and the
 * driver's own error string.
 *
 * cajit_cuda_open loads the driver (CAJIT_CUDA_LIBRARY overrides the file
 * name: tests point it at a missing file to exercise the error), calls
 * cuInit, and makes the primary context of device `device` current on the
 * calling thread (the context torch's runtime uses too). Without a driver
 * it fails with CAJIT_UNSUPPORTED, "no CUDA driver: ...". */
#ifndef CAJIT_RUNTIME_CUDA_DRIVER_H
#define CAJIT_RUNTIME_CUDA_DRIVER_H

#include <stddef.h>
#include <stdint.h>

#include "cajit/status.h"

typedef uint64_t cajit_cu_ptr; /* CUdeviceptr */
typedef void *cajit_cu_module; /* CUmodule */
typedef void *cajit_cu_function;
typedef void *cajit_cu_stream; /* NULL: the legacy default stream */
typedef void *cajit_cu_event;

typedef struct cajit_cuda cajit_cuda;

cajit_status cajit_cuda_open(int device, cajit_cuda **out);
void cajit_cuda_close(cajit_cuda *cu);

/* Device facts: name (NUL-terminated), multiprocessor count. */
const char *cajit_cuda_device_name(const cajit_cuda *cu);
int cajit_cuda_sm_count(const cajit_cuda *cu);
/* "sm_90" for compute capability 9.0 (the PTX target to compile for). */
const char *cajit_cuda_arch(const cajit_cuda *cu);

cajit_status cajit_cuda_alloc(cajit_cuda *cu, size_t bytes, cajit_cu_ptr *out);
void cajit_cuda_free(cajit_cuda *cu, cajit_cu_ptr p);
cajit_status cajit_cuda_to_device(cajit_cuda *cu, cajit_cu_ptr dst,
                                  const void *src, size_t bytes);
cajit_status cajit_cuda_to_host(cajit_cuda *cu, void *dst, cajit_cu_ptr src,
                                size_t bytes);
cajit_status cajit_cuda_copy(cajit_cuda *cu, cajit_cu_ptr dst, cajit_cu_ptr src,
                             size_t bytes, cajit_cu_stream stream);
cajit_status cajit_cuda_memset(cajit_cuda *cu, cajit_cu_ptr dst, size_t bytes,
                               cajit_cu_stream stream);
cajit_status cajit_cuda_sync(cajit_cuda *cu);

/* Loads PTX text (NUL-terminated); the JIT log is in the error message. */
cajit_status cajit_cuda_load_ptx(cajit_cuda *cu, const char *ptx,
                                 cajit_cu_module *out);
void cajit_cuda_unload(cajit_cuda *cu, cajit_cu_module m);
cajit_status cajit_cuda_function(cajit_cuda *cu, cajit_cu_module m,
                                 const char *name, cajit_cu_function *out);
cajit_status cajit_cuda_launch(cajit_cuda *cu, cajit_cu_function f,
                               unsigned grid, unsigned block,
                               unsigned shared_bytes, cajit_cu_stream stream,
                               void **params);

/* Events for timing: elapsed milliseconds between two recorded events. */
cajit_status cajit_cuda_event(cajit_cuda *cu, cajit_cu_event *out);
void cajit_cuda_event_free(cajit_cuda *cu, cajit_cu_event e);
cajit_status cajit_cuda_record(cajit_cuda *cu, cajit_cu_event e,
                               cajit_cu_stream stream);
cajit_status cajit_cuda_elapsed(cajit_cuda *cu, cajit_cu_event a,
                                cajit_cu_event b, float *ms);

#endif
