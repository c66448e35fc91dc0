/* Error reporting from JIT code and runtime helpers into cajit_call.status.
 *
 * The first error of a call wins: later ones are dropped (freed), so the
 * status the caller sees names the root cause (a guard, a host callback, an
 * allocation), not a consequence. Each function returns 1 so generated code
 * can `return cajit_rt_fail(...)` from the entry. */
#ifndef CAJIT_RUNTIME_FAIL_H
#define CAJIT_RUNTIME_FAIL_H

#include <stdint.h>

#include "cajit/runtime.h"
#include "cajit/status.h"

/* Sets call->status to a new status of `code` (a cajit_status_code; OK or
 * out-of-range codes become CAJIT_INTERNAL) with a printf-style message,
 * e.g. cajit_rt_fail(call, CAJIT_GUARD_FAILED,
 *   "guard failed: input %d dim %d is %lld, expected %lld (%s)", ...).
 * call may be NULL (the message is dropped). Returns 1. */
int32_t cajit_rt_fail(cajit_call *call, int32_t code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Same with a fixed message (no formatting); for code that prefers a plain
 * call to a variadic one. */
int32_t cajit_rt_fail_msg(cajit_call *call, int32_t code, const char *msg);
/* Stores an existing status (ownership passes to call, or it is freed when
 * call is NULL or already failed). A NULL status returns 0 and changes
 * nothing. */
int32_t cajit_rt_fail_status(cajit_call *call, cajit_status s);

#endif
