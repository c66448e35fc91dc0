/* cajit-run's growable string and array (see containers.h). */
#include "cajit_run/containers.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static bool reserve(text *t, size_t extra) {
  if (t->failed) return false;
  if (t->len + extra + 1 <= t->cap) return true;
  size_t cap = t->cap ? t->cap : 256;
  while (cap < t->len + extra + 1)
    cap *= 2;
  char *p = realloc(t->data, cap);
  if (!p) {
    t->failed = true;
    return false;
  }
  t->data = p;
  t->cap = cap;
  return true;
}

void text_append(text *t, const char *s, size_t len) {
  if (!reserve(t, len)) return;
  if (len) memcpy(t->data + t->len, s, len);
  t->len += len;
  t->data[t->len] = '\0';
}

void text_puts(text *t, const char *s) { text_append(t, s, strlen(s)); }

void text_printf(text *t, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n >= 0 && reserve(t, (size_t)n)) {
    vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
    t->len += (size_t)n;
  }
  va_end(ap);
}

char *text_finish(text *t, size_t *out_len) {
  if (!t->failed && !t->data) reserve(t, 0);
  if (t->failed) {
    text_release(t);
    return NULL;
  }
  t->data[t->len] = '\0';
  char *s = t->data;
  if (out_len) *out_len = t->len;
  t->data = NULL;
  t->len = t->cap = 0;
  return s;
}

void text_release(text *t) {
  free(t->data);
  t->data = NULL;
  t->len = t->cap = 0;
  t->failed = false;
}

bool vec_reserve(void **data, size_t *cap, size_t n, size_t elem) {
  if (n <= *cap) return true;
  size_t ncap = *cap ? *cap * 2 : 8;
  while (ncap < n)
    ncap *= 2;
  if (ncap > (size_t)-1 / elem) return false;
  void *p = realloc(*data, ncap * elem);
  if (!p) return false;
  *data = p;
  *cap = ncap;
  return true;
}
