/* Command-line helpers cajit-run and cajit-dump share: options given as
 * `NAME VALUE` or `NAME=VALUE`, whole-string numbers, and verifier errors
 * shown as compiler diagnostics. */
#ifndef CAJIT_TOOL_CLI_H
#define CAJIT_TOOL_CLI_H

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cajit/status.h"

/* If argv[*i] is option `name` (as `name VALUE` or `name=VALUE`), stores the
 * value in *out_value (NULL when it is missing) and returns true. */
static inline bool tool_option_value(int argc, char **argv, int *i,
                                     const char *name, const char **out_value) {
  const char *a = argv[*i];
  size_t n = strlen(name);
  if (strncmp(a, name, n) != 0) return false;
  if (a[n] == '=') {
    *out_value = a + n + 1;
    return true;
  }
  if (a[n] != '\0') return false;
  *out_value = *i + 1 < argc ? argv[++*i] : NULL;
  return true;
}

/* A flag option: the bool at `offset` in the tool's options struct. */
typedef struct tool_flag {
  const char *name;
  size_t offset;
} tool_flag;

/* If arg is one of the n flags, sets its bool in *opts and returns true. */
static inline bool tool_set_flag(const char *arg, const tool_flag *flags,
                                 size_t n, void *opts) {
  for (size_t i = 0; i < n; i++)
    if (strcmp(arg, flags[i].name) == 0) {
      *(bool *)((char *)opts + flags[i].offset) = true;
      return true;
    }
  return false;
}

/* Copies text (up to len bytes, or to the NUL if len < 0) into buf as a
 * string; false when it is empty or does not fit. */
static inline bool tool_number_text(const char *text, ptrdiff_t len,
                                    char (*buf)[64]) {
  size_t n = len < 0 ? strlen(text) : (size_t)len;
  if (n == 0 || n >= sizeof *buf) return false;
  memcpy(*buf, text, n);
  (*buf)[n] = '\0';
  errno = 0;
  return true;
}

/* Parses all of text (len bytes, or to the NUL if len < 0) as an int64. */
static inline bool tool_parse_i64(const char *text, ptrdiff_t len,
                                  int64_t *out) {
  char buf[64], *end;
  if (!tool_number_text(text, len, &buf)) return false;
  long long v = strtoll(buf, &end, 10);
  if (errno || *end) return false;
  *out = v;
  return true;
}

/* Parses all of text as a double (overflow to infinity refused). */
static inline bool tool_parse_f64(const char *text, ptrdiff_t len,
                                  double *out) {
  char buf[64], *end;
  if (!tool_number_text(text, len, &buf)) return false;
  double v = strtod(buf, &end);
  if ((errno == ERANGE && !isfinite(v)) || *end) return false;
  *out = v;
  return true;
}

/* Verifier messages start with "line N: "; shows them as "file:N: error:". */
static inline void tool_report_verify_error(const char *file, cajit_status s) {
  const char *msg = cajit_status_message(s);
  int line = 0, used = 0;
  if (sscanf(msg, "line %d: %n", &line, &used) == 1 && used > 0)
    fprintf(stderr, "%s:%d: error: %s\n", file, line, msg + used);
  else
    fprintf(stderr, "%s: error: %s\n", file, msg);
}

#endif
