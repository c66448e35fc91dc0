/* Growable string (see strbuf.h). */
#include "support/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "support/alloc.h"

static bool reserve(cajit_strbuf *b, size_t extra) {
  if (b->failed) return false;
  if (b->len + extra + 1 <= b->cap) return true;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + extra + 1) cap *= 2;
  char *p = cajit_realloc(b->data, cap);
  if (!p) {
    b->failed = true;
    return false;
  }
  b->data = p;
  b->cap = cap;
  return true;
}

void cajit_strbuf_append(cajit_strbuf *b, const char *s, size_t len) {
  if (!reserve(b, len)) return;
  if (len) memcpy(b->data + b->len, s, len);
  b->len += len;
  b->data[b->len] = '\0';
}

void cajit_strbuf_puts(cajit_strbuf *b, const char *s) {
  cajit_strbuf_append(b, s, strlen(s));
}

void cajit_strbuf_sv(cajit_strbuf *b, cajit_sv s) {
  cajit_strbuf_append(b, s.data, s.len);
}

void cajit_strbuf_printf(cajit_strbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n >= 0 && reserve(b, (size_t)n)) {
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
  }
  va_end(ap);
}

cajit_status cajit_strbuf_finish(cajit_strbuf *b, char **out_text,
                                 size_t *out_len) {
  if (!b->failed && !b->data) reserve(b, 0);
  if (b->failed) {
    cajit_strbuf_release(b);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory printing");
  }
  b->data[b->len] = '\0';
  *out_text = b->data;
  if (out_len) *out_len = b->len;
  b->data = NULL;
  b->len = b->cap = 0;
  return NULL;
}

void cajit_strbuf_release(cajit_strbuf *b) {
  cajit_free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
  b->failed = false;
}
