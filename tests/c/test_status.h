/* Status checks shared by the cmocka tests: ok(s) fails the test on an
 * error, ASSERT_OK(expr) too, naming the expression; expect_error(s, code,
 * text) wants an error of that code whose message contains text, and frees
 * it. */
#ifndef CAJIT_TESTS_TEST_STATUS_H
#define CAJIT_TESTS_TEST_STATUS_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "cajit/status.h"

static inline void ok(cajit_status s) {
  if (s) fail_msg("unexpected error: %s", cajit_status_message(s));
}

#define ASSERT_OK(expr)                                                        \
  do {                                                                         \
    cajit_status s_ = (expr);                                                  \
    if (s_) fail_msg("%s: %s", #expr, cajit_status_message(s_));               \
  } while (0)

static inline void expect_error(cajit_status s, cajit_status_code code,
                                const char *text) {
  if (!s) fail_msg("expected an error containing '%s'", text);
  if (!strstr(cajit_status_message(s), text) || cajit_status_code_of(s) != code)
    fail_msg("expected %s error containing '%s', got %s: %s",
             cajit_status_code_name(code), text,
             cajit_status_code_name(cajit_status_code_of(s)),
             cajit_status_message(s));
  cajit_status_free(s);
}

/* Allocation n, made to fail, surfaced as s: an out-of-memory error (or a
 * message saying so, as the compile worker reports its child's); frees s. */
static inline void expect_oom(long n, cajit_status s) {
  if (cajit_status_code_of(s) != CAJIT_OUT_OF_MEMORY &&
      !strstr(cajit_status_message(s), "out of memory"))
    fail_msg("n=%ld: %s", n, cajit_status_message(s));
  cajit_status_free(s);
}

#endif
