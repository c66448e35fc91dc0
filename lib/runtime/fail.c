/* Error reporting into cajit_call.status (see fail.h). */
#include "runtime/fail.h"

#include <stdarg.h>

static cajit_status_code checked_code(int32_t code) {
  if (code <= CAJIT_OK || code > CAJIT_INTERNAL) return CAJIT_INTERNAL;
  return (cajit_status_code)code;
}

int32_t cajit_rt_fail_status(cajit_call *call, cajit_status s) {
  if (!s) return 0;
  if (call && !call->status)
    call->status = s;
  else
    cajit_status_free(s);
  return 1;
}

int32_t cajit_rt_fail(cajit_call *call, int32_t code, const char *fmt, ...) {
  if (call && call->status) return 1; /* first error wins; skip formatting */
  va_list ap;
  va_start(ap, fmt);
  cajit_status s = cajit_status_makev(checked_code(code), fmt, ap);
  va_end(ap);
  return cajit_rt_fail_status(call, s);
}

int32_t cajit_rt_fail_msg(cajit_call *call, int32_t code, const char *msg) {
  if (call && call->status) return 1;
  return cajit_rt_fail_status(
      call, cajit_status_make(checked_code(code), "%s", msg ? msg : "(null)"));
}
