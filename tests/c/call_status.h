/* expect_call_error(call, code, text): the runtime tests' check of a call's
 * recorded failure (call->status: that code, a message containing text),
 * which it then frees and clears. */
#ifndef CAJIT_TESTS_CALL_STATUS_H
#define CAJIT_TESTS_CALL_STATUS_H

#include "runtime/rt.h"
#include "test_status.h"

static inline void expect_call_error(cajit_call *call, cajit_status_code code,
                                     const char *needle) {
  cajit_status s = call->status;
  call->status = NULL;
  expect_error(s, code, needle);
}

#endif
