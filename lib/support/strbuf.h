/* A growable string for printers (graph, kernel IR, messages).
 *
 * Appends never fail loudly: on out-of-memory the buffer remembers it, later
 * appends do nothing, and cajit_strbuf_finish reports CAJIT_OUT_OF_MEMORY. */
#ifndef CAJIT_SUPPORT_STRBUF_H
#define CAJIT_SUPPORT_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

#include "cajit/status.h"
#include "cajit/types.h"

typedef struct cajit_strbuf {
  char *data; /* NUL-terminated when non-NULL */
  size_t len, cap;
  bool failed;
} cajit_strbuf;

#define CAJIT_STRBUF_INIT {NULL, 0, 0, false}

void cajit_strbuf_append(cajit_strbuf *b, const char *s, size_t len);
void cajit_strbuf_puts(cajit_strbuf *b, const char *s);
void cajit_strbuf_sv(cajit_strbuf *b, cajit_sv s);
void cajit_strbuf_printf(cajit_strbuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Hands the text to the caller (*out_text, free with cajit_free) or returns
 * CAJIT_OUT_OF_MEMORY after releasing the buffer. */
cajit_status cajit_strbuf_finish(cajit_strbuf *b, char **out_text,
                                 size_t *out_len);
void cajit_strbuf_release(cajit_strbuf *b);

#endif
