/* The CUDA driver API through dlopen (see cuda_driver.h). Newer entry
 * points (_v2) are preferred where the driver exports both. */
#include "runtime/cuda_driver.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/alloc.h"

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext;

enum {
  CU_ATTR_SM_COUNT = 16,
  CU_ATTR_CC_MAJOR = 75,
  CU_ATTR_CC_MINOR = 76,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_EVENT_DEFAULT = 0,
};

typedef struct fns {
  CUresult (*Init)(unsigned);
  CUresult (*DeviceGet)(CUdevice *, int);
  CUresult (*DeviceGetName)(char *, int, CUdevice);
  CUresult (*DeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*PrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*PrimaryCtxRelease)(CUdevice);
  CUresult (*CtxSetCurrent)(CUcontext);
  CUresult (*CtxSynchronize)(void);
  CUresult (*MemAlloc)(cajit_cu_ptr *, size_t);
  CUresult (*MemFree)(cajit_cu_ptr);
  CUresult (*MemcpyHtoD)(cajit_cu_ptr, const void *, size_t);
  CUresult (*MemcpyDtoH)(void *, cajit_cu_ptr, size_t);
  CUresult (*MemcpyDtoDAsync)(cajit_cu_ptr, cajit_cu_ptr, size_t, void *);
  CUresult (*MemsetD8Async)(cajit_cu_ptr, unsigned char, size_t, void *);
  CUresult (*ModuleLoadDataEx)(void **, const void *, unsigned, int *, void **);
  CUresult (*ModuleUnload)(void *);
  CUresult (*ModuleGetFunction)(void **, void *, const char *);
  CUresult (*LaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, void *, void **,
                           void **);
  CUresult (*EventCreate)(void **, unsigned);
  CUresult (*EventRecord)(void *, void *);
  CUresult (*EventSynchronize)(void *);
  CUresult (*EventElapsedTime)(float *, void *, void *);
  CUresult (*EventDestroy)(void *);
  CUresult (*GetErrorString)(CUresult, const char **);
} fns;

struct cajit_cuda {
  void *lib;
  fns f;
  CUdevice dev;
  CUcontext ctx;
  int sm_count;
  char name[256];
  char arch[16];
};

static cajit_status cu_error(const cajit_cuda *cu, CUresult r,
                             const char *call) {
  const char *msg = NULL;
  if (cu->f.GetErrorString) cu->f.GetErrorString(r, &msg);
  return cajit_status_make(CAJIT_INTERNAL, "CUDA %s failed: %s (error %d)",
                           call, msg ? msg : "unknown error", r);
}

#define CU_CALL(cu, name, ...)                                                 \
  do {                                                                         \
    CUresult r_ = (cu)->f.name(__VA_ARGS__);                                   \
    if (r_) return cu_error((cu), r_, "cu" #name);                             \
  } while (0)

/* The first of the names the driver exports. */
static void *sym(void *lib, const char *a, const char *b) {
  void *p = dlsym(lib, a);
  return p || !b ? p : dlsym(lib, b);
}

static cajit_status bind(cajit_cuda *cu) {
  struct {
    void **slot;
    const char *a, *b;
  } t[] = {
      {(void **)&cu->f.Init, "cuInit", NULL},
      {(void **)&cu->f.DeviceGet, "cuDeviceGet", NULL},
      {(void **)&cu->f.DeviceGetName, "cuDeviceGetName", NULL},
      {(void **)&cu->f.DeviceGetAttribute, "cuDeviceGetAttribute", NULL},
      {(void **)&cu->f.PrimaryCtxRetain, "cuDevicePrimaryCtxRetain", NULL},
      {(void **)&cu->f.PrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2",
       "cuDevicePrimaryCtxRelease"},
      {(void **)&cu->f.CtxSetCurrent, "cuCtxSetCurrent", NULL},
      {(void **)&cu->f.CtxSynchronize, "cuCtxSynchronize", NULL},
      {(void **)&cu->f.MemAlloc, "cuMemAlloc_v2", "cuMemAlloc"},
      {(void **)&cu->f.MemFree, "cuMemFree_v2", "cuMemFree"},
      {(void **)&cu->f.MemcpyHtoD, "cuMemcpyHtoD_v2", "cuMemcpyHtoD"},
      {(void **)&cu->f.MemcpyDtoH, "cuMemcpyDtoH_v2", "cuMemcpyDtoH"},
      {(void **)&cu->f.MemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2",
       "cuMemcpyDtoDAsync"},
      {(void **)&cu->f.MemsetD8Async, "cuMemsetD8Async", NULL},
      {(void **)&cu->f.ModuleLoadDataEx, "cuModuleLoadDataEx", NULL},
      {(void **)&cu->f.ModuleUnload, "cuModuleUnload", NULL},
      {(void **)&cu->f.ModuleGetFunction, "cuModuleGetFunction", NULL},
      {(void **)&cu->f.LaunchKernel, "cuLaunchKernel", NULL},
      {(void **)&cu->f.EventCreate, "cuEventCreate", NULL},
      {(void **)&cu->f.EventRecord, "cuEventRecord", NULL},
      {(void **)&cu->f.EventSynchronize, "cuEventSynchronize", NULL},
      {(void **)&cu->f.EventElapsedTime, "cuEventElapsedTime_v2",
       "cuEventElapsedTime"},
      {(void **)&cu->f.EventDestroy, "cuEventDestroy_v2", "cuEventDestroy"},
      {(void **)&cu->f.GetErrorString, "cuGetErrorString", NULL},
  };
  for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
    *t[i].slot = sym(cu->lib, t[i].a, t[i].b);
    if (!*t[i].slot)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "no CUDA driver: libcuda lacks %s", t[i].a);
  }
  return NULL;
}

static cajit_status start(cajit_cuda *cu, int device) {
  CU_CALL(cu, Init, 0);
  CU_CALL(cu, DeviceGet, &cu->dev, device);
  CU_CALL(cu, PrimaryCtxRetain, &cu->ctx, cu->dev);
  CU_CALL(cu, CtxSetCurrent, cu->ctx);
  CU_CALL(cu, DeviceGetName, cu->name, (int)sizeof cu->name - 1, cu->dev);
  int major = 0, minor = 0;
  CU_CALL(cu, DeviceGetAttribute, &cu->sm_count, CU_ATTR_SM_COUNT, cu->dev);
  CU_CALL(cu, DeviceGetAttribute, &major, CU_ATTR_CC_MAJOR, cu->dev);
  CU_CALL(cu, DeviceGetAttribute, &minor, CU_ATTR_CC_MINOR, cu->dev);
  snprintf(cu->arch, sizeof cu->arch, "sm_%d%d", major, minor);
  return NULL;
}

cajit_status cajit_cuda_open(int device, cajit_cuda **out) {
  *out = NULL;
  const char *file = getenv("CAJIT_CUDA_LIBRARY");
  if (!file || !*file) file = "libcuda.so.1";
  void *lib = dlopen(file, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char *why = dlerror();
    return cajit_status_make(CAJIT_UNSUPPORTED,
                             "no CUDA driver: cannot load %s (%s)", file,
                             why ? why : "not found");
  }
  cajit_cuda *cu = cajit_calloc(1, sizeof *cu);
  if (!cu) {
    dlclose(lib);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "cuda: out of memory");
  }
  cu->lib = lib;
  cajit_status s = bind(cu);
  if (!s) s = start(cu, device);
  if (s) {
    cajit_cuda_close(cu);
    return s;
  }
  *out = cu;
  return NULL;
}

void cajit_cuda_close(cajit_cuda *cu) {
  if (!cu) return;
  if (cu->ctx && cu->f.PrimaryCtxRelease) cu->f.PrimaryCtxRelease(cu->dev);
  /* The driver stays loaded: other users in the process (torch) share it,
   * and unloading libcuda is not supported. */
  cajit_free(cu);
}

const char *cajit_cuda_device_name(const cajit_cuda *cu) { return cu->name; }
int cajit_cuda_sm_count(const cajit_cuda *cu) { return cu->sm_count; }
const char *cajit_cuda_arch(const cajit_cuda *cu) { return cu->arch; }

cajit_status cajit_cuda_alloc(cajit_cuda *cu, size_t bytes, cajit_cu_ptr *out) {
  *out = 0;
  CU_CALL(cu, MemAlloc, out, bytes ? bytes : 1);
  return NULL;
}

void cajit_cuda_free(cajit_cuda *cu, cajit_cu_ptr p) {
  if (p) cu->f.MemFree(p);
}

cajit_status cajit_cuda_to_device(cajit_cuda *cu, cajit_cu_ptr dst,
                                  const void *src, size_t bytes) {
  if (bytes) CU_CALL(cu, MemcpyHtoD, dst, src, bytes);
  return NULL;
}

cajit_status cajit_cuda_to_host(cajit_cuda *cu, void *dst, cajit_cu_ptr src,
                                size_t bytes) {
  if (bytes) CU_CALL(cu, MemcpyDtoH, dst, src, bytes);
  return NULL;
}

cajit_status cajit_cuda_copy(cajit_cuda *cu, cajit_cu_ptr dst, cajit_cu_ptr src,
                             size_t bytes, cajit_cu_stream stream) {
  if (bytes) CU_CALL(cu, MemcpyDtoDAsync, dst, src, bytes, stream);
  return NULL;
}

cajit_status cajit_cuda_memset(cajit_cuda *cu, cajit_cu_ptr dst, size_t bytes,
                               cajit_cu_stream stream) {
  if (bytes) CU_CALL(cu, MemsetD8Async, dst, 0, bytes, stream);
  return NULL;
}

cajit_status cajit_cuda_sync(cajit_cuda *cu) {
  CU_CALL(cu, CtxSynchronize);
  return NULL;
}

cajit_status cajit_cuda_load_ptx(cajit_cuda *cu, const char *ptx,
                                 cajit_cu_module *out) {
  char log[4096] = {0};
  int opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *vals[2] = {log, (void *)(uintptr_t)(sizeof log - 1)};
  CUresult r = cu->f.ModuleLoadDataEx(out, ptx, 2, opts, vals);
  if (!r) return NULL;
  cajit_status s = cu_error(cu, r, "cuModuleLoadDataEx");
  return log[0] ? cajit_status_annotate(s, "PTX JIT log: %s", log) : s;
}

void cajit_cuda_unload(cajit_cuda *cu, cajit_cu_module m) {
  if (m) cu->f.ModuleUnload(m);
}

cajit_status cajit_cuda_function(cajit_cuda *cu, cajit_cu_module m,
                                 const char *name, cajit_cu_function *out) {
  CUresult r = cu->f.ModuleGetFunction(out, m, name);
  if (r)
    return cajit_status_annotate(cu_error(cu, r, "cuModuleGetFunction"),
                                 "kernel %s", name);
  return NULL;
}

cajit_status cajit_cuda_launch(cajit_cuda *cu, cajit_cu_function f,
                               unsigned grid, unsigned block,
                               unsigned shared_bytes, cajit_cu_stream stream,
                               void **params) {
  CU_CALL(cu, LaunchKernel, f, grid, 1, 1, block, 1, 1, shared_bytes, stream,
          params, NULL);
  return NULL;
}

cajit_status cajit_cuda_event(cajit_cuda *cu, cajit_cu_event *out) {
  CU_CALL(cu, EventCreate, out, CU_EVENT_DEFAULT);
  return NULL;
}

void cajit_cuda_event_free(cajit_cuda *cu, cajit_cu_event e) {
  if (e) cu->f.EventDestroy(e);
}

cajit_status cajit_cuda_record(cajit_cuda *cu, cajit_cu_event e,
                               cajit_cu_stream stream) {
  CU_CALL(cu, EventRecord, e, stream);
  return NULL;
}

cajit_status cajit_cuda_elapsed(cajit_cuda *cu, cajit_cu_event a,
                                cajit_cu_event b, float *ms) {
  CU_CALL(cu, EventSynchronize, b);
  CU_CALL(cu, EventElapsedTime, ms, a, b);
  return NULL;
}
