/* Status values (see cajit/status.h). A failed status is a heap object
 * holding a code and a message; the static out-of-memory status stands in
 * when building one fails, so making a status never fails. */
#include "cajit/status.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/alloc.h"

struct cajit_status_s {
  cajit_status_code code;
  char *message;
};

static struct cajit_status_s oom_status = {
    CAJIT_OUT_OF_MEMORY, (char *)"out of memory while reporting an error"};

/* Status objects use malloc directly, not cajit_malloc: an injected
 * allocation failure must surface as the status of the operation that hit
 * it, not be masked by a failure to build that status. */
static char *vformat(const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) return NULL;
  char *buf = malloc((size_t)n + 1);
  if (!buf) return NULL;
  vsnprintf(buf, (size_t)n + 1, fmt, ap);
  return buf;
}

cajit_status cajit_status_makev(cajit_status_code code, const char *fmt,
                                va_list ap) {
  cajit_status s = malloc(sizeof *s);
  if (!s) return &oom_status;
  s->code = code == CAJIT_OK ? CAJIT_INTERNAL : code;
  s->message = vformat(fmt, ap);
  if (!s->message) {
    free(s);
    return &oom_status;
  }
  return s;
}

cajit_status cajit_status_make(cajit_status_code code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cajit_status s = cajit_status_makev(code, fmt, ap);
  va_end(ap);
  return s;
}

cajit_status cajit_status_annotate(cajit_status s, const char *fmt, ...) {
  if (!s || s == &oom_status) return s;
  va_list ap;
  va_start(ap, fmt);
  char *context = vformat(fmt, ap);
  va_end(ap);
  if (!context) return s; /* keep the original message */
  size_t a = strlen(context), b = strlen(s->message);
  char *joined = malloc(a + 2 + b + 1);
  if (joined) {
    memcpy(joined, context, a);
    memcpy(joined + a, ": ", 2);
    memcpy(joined + a + 2, s->message, b + 1);
    free(s->message);
    s->message = joined;
  }
  free(context);
  return s;
}

cajit_status_code cajit_status_code_of(cajit_status s) {
  return s ? s->code : CAJIT_OK;
}

const char *cajit_status_message(cajit_status s) {
  return s ? s->message : "ok";
}

const char *cajit_status_code_name(cajit_status_code code) {
  switch (code) {
  case CAJIT_OK: return "ok";
  case CAJIT_INVALID_ARGUMENT: return "invalid argument";
  case CAJIT_PARSE_ERROR: return "parse error";
  case CAJIT_VERIFY_ERROR: return "verify error";
  case CAJIT_UNSUPPORTED: return "unsupported";
  case CAJIT_OUT_OF_MEMORY: return "out of memory";
  case CAJIT_GUARD_FAILED: return "guard failed";
  case CAJIT_HOST_ERROR: return "host error";
  case CAJIT_LLVM_ERROR: return "llvm error";
  case CAJIT_IO_ERROR: return "i/o error";
  case CAJIT_INTERNAL: return "internal error";
  }
  return "unknown";
}

void cajit_status_free(cajit_status s) {
  if (!s || s == &oom_status) return;
  free(s->message);
  free(s);
}
