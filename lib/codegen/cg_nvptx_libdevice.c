/* NVPTX emitter: libm calls become libdevice's (__nv_<name>), linked from
 * libdevice.10.bc; then everything but the kernels is internal. */
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/Linker.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_nvptx_internal.h"
#include "gpu/gpu.h"
#include "support/alloc.h"

static const char *const libm_names[] = {
    "exp",   "expf",   "log",  "logf",  "log1p", "log1pf",
    "expm1", "expm1f", "tanh", "tanhf", "erf",   "erff",
    "sin",   "sinf",   "cos",  "cosf",  "pow",   "powf"};

/* Renames the libm declarations cg_value made to libdevice's __nv_<name>
 * and refuses any other external function: the GPU has no C runtime.
 * *uses_libdevice says whether one was renamed. */
static cajit_status map_externals(LLVMModuleRef m, bool *uses_libdevice) {
  *uses_libdevice = false;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;
       f = LLVMGetNextFunction(f)) {
    if (!LLVMIsDeclaration(f) || LLVMGetIntrinsicID(f)) continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    bool found = false;
    for (size_t i = 0; i < sizeof libm_names / sizeof *libm_names; i++)
      if (strlen(libm_names[i]) == len && memcmp(name, libm_names[i], len) == 0)
        found = true;
    if (!found)
      return cajit_status_make(CAJIT_UNSUPPORTED,
                               "gpu: the module calls %.*s, which has no GPU "
                               "version",
                               (int)len, name);
    char nv[40];
    snprintf(nv, sizeof nv, "__nv_%.*s", (int)len, name);
    LLVMSetValueName2(f, nv, strlen(nv));
    *uses_libdevice = true;
  }
  return NULL;
}

static bool readable(const char *path) {
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (f) fclose(f);
  return f != NULL;
}

/* The libdevice path (see gpu.h), written to buf; NULL when none. */
static const char *find_libdevice(const cajit_gpu_options *o, char *buf,
                                  size_t cap) {
  if (o && o->libdevice) return readable(o->libdevice) ? o->libdevice : NULL;
  const char *env = getenv("CAJIT_LIBDEVICE");
  if (env && *env) return readable(env) ? env : NULL;
  const char *rel = "nvvm/libdevice/libdevice.10.bc";
  const char *home = getenv("CUDA_HOME");
  const char *dirs[] = {home,
                        "/usr/local/cuda",
                        "/usr/local/cuda-13.0",
                        "/usr/local/cuda-12.9",
                        "/usr/local/cuda-12.8",
                        "/usr/local/cuda-12.6",
                        "/usr/local/cuda-12.4",
                        "/usr/lib/cuda"};
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
    if (!dirs[i] || !*dirs[i]) continue;
    snprintf(buf, cap, "%s/%s", dirs[i], rel);
    if (readable(buf)) return buf;
  }
  return NULL;
}

static cajit_status link_libdevice(LLVMModuleRef m, const char *path) {
  LLVMMemoryBufferRef mb = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &mb, &msg)) {
    cajit_status s =
        cajit_status_make(CAJIT_IO_ERROR, "gpu: cannot read libdevice %s: %s",
                          path, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return s;
  }
  LLVMModuleRef lib = NULL;
  LLVMBool bad = LLVMParseBitcodeInContext2(LLVMGetModuleContext(m), mb, &lib);
  LLVMDisposeMemoryBuffer(mb);
  if (bad || !lib)
    return cajit_status_make(CAJIT_LLVM_ERROR, "gpu: %s is not LLVM bitcode",
                             path);
  /* libdevice is built for "nvptx64-nvidia-gpulibs": take ours. */
  LLVMSetTarget(lib, LLVMGetTarget(m));
  LLVMSetDataLayout(lib, LLVMGetDataLayoutStr(m));
  if (LLVMLinkModules2(m, lib)) /* consumes lib */
    return cajit_status_make(CAJIT_LLVM_ERROR,
                             "gpu: linking libdevice %s failed", path);
  return NULL;
}

/* Everything but the kernels becomes internal, so the optimizer drops the
 * libdevice functions nobody calls. */
static void internalize(LLVMModuleRef m, const cajit_gpu_module *gm) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;
       f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    bool entry = false;
    for (int32_t i = 0; i < gm->kernel_count && !entry; i++)
      entry = strlen(gm->kernels[i].entry) == len &&
              memcmp(gm->kernels[i].entry, name, len) == 0;
    if (!entry) LLVMSetLinkage(f, LLVMInternalLinkage);
  }
  for (LLVMValueRef v = LLVMGetFirstGlobal(m); v; v = LLVMGetNextGlobal(v))
    if (!LLVMIsDeclaration(v)) LLVMSetLinkage(v, LLVMInternalLinkage);
}

cajit_status nvptx_libdevice(LLVMModuleRef m, const cajit_gpu_options *o,
                             const cajit_gpu_module *gm) {
  bool libdev;
  CAJIT_RETURN_IF_ERROR(map_externals(m, &libdev));
  if (libdev) {
    char buf[512];
    const char *path = find_libdevice(o, buf, sizeof buf);
    if (!path)
      return cajit_status_make(
          CAJIT_UNSUPPORTED,
          "gpu: the kernels use transcendental math and no libdevice.10.bc "
          "was found (set CAJIT_LIBDEVICE or CUDA_HOME)");
    CAJIT_RETURN_IF_ERROR(link_libdevice(m, path));
  }
  internalize(m, gm);
  return NULL;
}
