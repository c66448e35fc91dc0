/* cajit-run's typed growable array on malloc (the tools use the library's
 * public API only, so they keep their own):
 *
 *   VEC(int32_t) ids = {0};
 *   if (!VEC_PUSH(&ids, 7)) return oom();
 *   ... ids.data[i], ids.len ...
 *   VEC_FREE(&ids);
 */
#ifndef CAJIT_TOOLS_VEC_H
#define CAJIT_TOOLS_VEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

#define VEC(T)                                                                 \
  struct {                                                                     \
    T *data;                                                                   \
    size_t len, cap;                                                           \
  }

/* Room for n elements of elem bytes in *data (capacity *cap); false when
 * out of memory (nothing changed). */
bool vec_reserve(void **data, size_t *cap, size_t n, size_t elem);

/* Appends x; evaluates to false (v unchanged) when out of memory. */
#define VEC_PUSH(v, x)                                                         \
  (vec_reserve((void **)&(v)->data, &(v)->cap, (v)->len + 1,                   \
               sizeof *(v)->data) &&                                           \
   ((v)->data[(v)->len++] = (x), true))
/* Frees the elements' memory and empties v. */
#define VEC_FREE(v) (free((v)->data), *(v) = (__typeof__(*(v))){0})

#endif
