/* A typed growable array on the cajit allocator.
 *
 *   CAJIT_VEC(int32_t) ids = {0};
 *   if (!CAJIT_VEC_PUSH(&ids, 7)) return oom();
 *   ... ids.data[i], ids.len ...
 *   CAJIT_VEC_FREE(&ids);
 */
#ifndef CAJIT_SUPPORT_VEC_H
#define CAJIT_SUPPORT_VEC_H

#include <stdbool.h>
#include <stddef.h>

#include "support/alloc.h"

#define CAJIT_VEC(T)                                                          \
  struct {                                                                    \
    T *data;                                                                  \
    size_t len, cap;                                                          \
  }

/* Grows *v so it can hold n elements; false when out of memory. */
static inline bool cajit_vec_reserve_(void **data, size_t *cap, size_t n,
                                      size_t elem) {
  if (n <= *cap) return true;
  size_t ncap = *cap ? *cap * 2 : 8;
  while (ncap < n) ncap *= 2;
  if (ncap > (size_t)-1 / elem) return false;
  void *p = cajit_realloc(*data, ncap * elem);
  if (!p) return false;
  *data = p;
  *cap = ncap;
  return true;
}

#define CAJIT_VEC_RESERVE(v, n)                                               \
  cajit_vec_reserve_((void **)&(v)->data, &(v)->cap, (n), sizeof(*(v)->data))
/* Appends x; evaluates to false (and leaves v unchanged) when out of
 * memory. */
#define CAJIT_VEC_PUSH(v, x)                                                  \
  (CAJIT_VEC_RESERVE(v, (v)->len + 1) ? ((v)->data[(v)->len++] = (x), true)  \
                                      : false)
#define CAJIT_VEC_FREE(v)                                                     \
  do {                                                                        \
    cajit_free((v)->data);                                                    \
    (v)->data = NULL;                                                         \
    (v)->len = (v)->cap = 0;                                                  \
  } while (0)

#endif
