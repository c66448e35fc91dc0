/* cajit status values: every fallible function returns one.
 *
 * A status is NULL on success, or an owned object with a code and a message
 * (the message names the node, op and reason). The caller owns a non-NULL
 * status and must release it with cajit_status_free, or hand it up after
 * adding context with cajit_status_annotate (CAJIT_RETURN_IF_ERROR does
 * both). Building a status never fails:
 * when memory runs out a static out-of-memory status is returned instead
 * (freeing it is a no-op). */
#ifndef CAJIT_STATUS_H
#define CAJIT_STATUS_H

#include <stdarg.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum cajit_status_code {
  CAJIT_OK = 0,
  CAJIT_INVALID_ARGUMENT, /* a caller passed something malformed */
  CAJIT_PARSE_ERROR,      /* .cag text did not parse */
  CAJIT_VERIFY_ERROR,     /* a graph violates SSA, types or a shape rule */
  CAJIT_UNSUPPORTED,      /* valid, but cajit cannot do it (yet) */
  CAJIT_OUT_OF_MEMORY,
  CAJIT_GUARD_FAILED, /* inputs differ from what the graph was compiled for */
  CAJIT_HOST_ERROR,   /* a host callback (hook, fallback, ...) failed */
  CAJIT_LLVM_ERROR,   /* LLVM reported an error */
  CAJIT_IO_ERROR,
  CAJIT_INTERNAL, /* a bug in cajit */
} cajit_status_code;

typedef struct cajit_status_s *cajit_status;

#define CAJIT_OK_STATUS ((cajit_status)0)

/* Creates a status with a printf-style message. Never returns NULL. */
cajit_status cajit_status_make(cajit_status_code code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
cajit_status cajit_status_makev(cajit_status_code code, const char *fmt,
                                va_list ap);

/* Prepends "<context>: " to the message of a failed status and returns it
 * (takes ownership of s). A NULL s is returned unchanged. */
cajit_status cajit_status_annotate(cajit_status s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The code of s; CAJIT_OK for NULL. */
cajit_status_code cajit_status_code_of(cajit_status s);
/* The message of s ("ok" for NULL). Valid until s is freed. */
const char *cajit_status_message(cajit_status s);
/* A short name for a code ("parse error", "guard failed", ...). */
const char *cajit_status_code_name(cajit_status_code code);
void cajit_status_free(cajit_status s);

/* Returns the status of expr when it failed, with "<context>: " prepended
 * when a printf-style context follows expr (as IREE_RETURN_IF_ERROR):
 *
 *   CAJIT_RETURN_IF_ERROR(check_arg(g, a), "argument %d", i);
 *   CAJIT_RETURN_IF_ERROR(lower(p));   (the status as it is)
 *
 * The optional context uses __VA_OPT__ (C23; GCC 8 and clang 12 in every
 * mode). */
#define CAJIT_RETURN_IF_ERROR(expr, ...)                                       \
  do {                                                                         \
    cajit_status cajit_status_tmp_ = (expr);                                   \
    if (cajit_status_tmp_)                                                     \
      return __VA_OPT__(cajit_status_annotate)(                                \
          cajit_status_tmp_ __VA_OPT__(, ) __VA_ARGS__);                       \
  } while (0)

#ifdef __cplusplus
}
#endif
#endif
