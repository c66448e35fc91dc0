/* LLVM errors and messages turned into cajit statuses; the LLVM objects are
 * always released here, so callers only return what they get. */
#include <llvm-c/Core.h>
#include <stdarg.h>
#include <stdio.h>

#include "jit/internal.h"

static cajit_status make(const char *llvm_msg, const char *fmt, va_list ap) {
  char context[512];
  vsnprintf(context, sizeof context, fmt, ap);
  return cajit_status_make(CAJIT_LLVM_ERROR, "%s: %s", context,
                           llvm_msg && *llvm_msg ? llvm_msg
                                                 : "(no message from LLVM)");
}

cajit_status cajit_jit_from_llvm_error(LLVMErrorRef err, const char *fmt, ...) {
  char *msg = LLVMGetErrorMessage(err); /* consumes err */
  va_list ap;
  va_start(ap, fmt);
  cajit_status s = make(msg, fmt, ap);
  va_end(ap);
  LLVMDisposeErrorMessage(msg);
  return s;
}

cajit_status cajit_jit_from_llvm_message(char *msg, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cajit_status s = make(msg, fmt, ap);
  va_end(ap);
  if (msg) LLVMDisposeMessage(msg);
  return s;
}
