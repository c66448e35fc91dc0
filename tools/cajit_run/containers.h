/* cajit-run's own small containers: a growable string and a typed
 * growable array on malloc (the tools use the library's public API only,
 * so they keep their own). */
#ifndef CAJIT_TOOLS_CONTAINERS_H
#define CAJIT_TOOLS_CONTAINERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

/* A growable string. Appends never fail loudly: out of memory, the text
 * remembers it, later appends do nothing and text_finish returns NULL. */
typedef struct text {
  char *data; /* NUL-terminated when non-NULL */
  size_t len, cap;
  bool failed;
} text;

void text_append(text *t, const char *s, size_t len);
void text_puts(text *t, const char *s);
void text_printf(text *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Hands the string to the caller (free with free; *out_len bytes when
 * out_len is not NULL), or NULL after releasing it when memory ran out. */
char *text_finish(text *t, size_t *out_len);
void text_release(text *t);

/* A typed growable array:
 *   VEC(int32_t) ids = {0};
 *   if (!VEC_PUSH(&ids, 7)) return oom();
 *   ... ids.data[i], ids.len ...
 *   VEC_FREE(&ids); */
#define VEC(T)                                                                 \
  struct {                                                                     \
    T *data;                                                                   \
    size_t len, cap;                                                           \
  }

/* Room for n elements in *data; false when out of memory. */
bool vec_reserve(void **data, size_t *cap, size_t n, size_t elem);

/* Appends x; evaluates to false (v unchanged) when out of memory. */
#define VEC_PUSH(v, x)                                                         \
  (vec_reserve((void **)&(v)->data, &(v)->cap, (v)->len + 1,                   \
               sizeof(*(v)->data))                                             \
       ? ((v)->data[(v)->len++] = (x), true)                                   \
       : false)
#define VEC_FREE(v)                                                            \
  do {                                                                         \
    free((v)->data);                                                           \
    (v)->data = NULL;                                                          \
    (v)->len = (v)->cap = 0;                                                   \
  } while (0)

#endif
