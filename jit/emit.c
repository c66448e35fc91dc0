/* Emission of assembly, objects and textual IR (see cajit_jit_emit). The
 * result is copied out of LLVM's buffer into cajit memory so callers free
 * everything the same way. */
#include <llvm-c/Core.h>
#include <string.h>

#include "jit/internal.h"
#include "support/alloc.h"

static cajit_status copy_out(const char *data, size_t len, char **out_data,
                             size_t *out_len) {
  char *copy = cajit_malloc(len + 1);
  if (!copy)
    return cajit_status_make(CAJIT_OUT_OF_MEMORY,
                             "jit emit: out of memory (%zu bytes)", len);
  if (len) memcpy(copy, data, len);
  copy[len] = '\0';
  *out_data = copy;
  if (out_len) *out_len = len;
  return CAJIT_OK_STATUS;
}

cajit_status cajit_jit_emit_buffer(const cajit_jit_target *t, LLVMModuleRef m,
                                   cajit_emit_kind kind,
                                   LLVMMemoryBufferRef *out_buf) {
  return cajit_jit_emit_buffer_at(t, cajit_jit_target_opt_level(t), m, kind,
                                  out_buf);
}

cajit_status cajit_jit_emit_buffer_at(const cajit_jit_target *t, int32_t level,
                                      LLVMModuleRef m, cajit_emit_kind kind,
                                      LLVMMemoryBufferRef *out_buf) {
  *out_buf = NULL;
  CAJIT_RETURN_IF_ERROR(cajit_jit_target_prepare_module(t, m));
  LLVMTargetMachineRef tm;
  CAJIT_RETURN_IF_ERROR(cajit_jit_target_make_tm_at(t, level, &tm));
  char *err = NULL;
  cajit_jit_codegen_enter(CAJIT_JIT_CODEGEN_CPU);
  LLVMBool failed = LLVMTargetMachineEmitToMemoryBuffer(
      tm, m, kind == CAJIT_EMIT_ASM ? LLVMAssemblyFile : LLVMObjectFile, &err,
      out_buf);
  cajit_jit_codegen_leave(CAJIT_JIT_CODEGEN_CPU);
  LLVMDisposeTargetMachine(tm);
  if (failed) {
    *out_buf = NULL;
    return cajit_jit_from_llvm_message(err, "emitting %s for %s",
                                       kind == CAJIT_EMIT_ASM ? "assembly"
                                                              : "object",
                                       cajit_jit_target_cpu(t));
  }
  if (err) LLVMDisposeMessage(err);
  return CAJIT_OK_STATUS;
}

cajit_status cajit_jit_emit(const cajit_jit_target *t, LLVMModuleRef m,
                            cajit_emit_kind kind, char **out_data,
                            size_t *out_len) {
  *out_data = NULL;
  if (out_len) *out_len = 0;
  if (!t || !m)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "jit emit: NULL target or module");
  if (kind == CAJIT_EMIT_LL) {
    char *text = LLVMPrintModuleToString(m);
    cajit_status s = copy_out(text, strlen(text), out_data, out_len);
    LLVMDisposeMessage(text);
    return s;
  }
  if (kind != CAJIT_EMIT_ASM && kind != CAJIT_EMIT_OBJ)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT, "jit emit: bad kind %d",
                             (int)kind);
  LLVMMemoryBufferRef buf;
  CAJIT_RETURN_IF_ERROR(cajit_jit_emit_buffer(t, m, kind, &buf));
  cajit_status s = copy_out(LLVMGetBufferStart(buf), LLVMGetBufferSize(buf),
                            out_data, out_len);
  LLVMDisposeMemoryBuffer(buf);
  return s;
}
