/* File paths (see path.h). */
#include "support/path.h"

#include <string.h>

#include "support/alloc.h"

char *cajit_path_join(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  char *p = cajit_malloc(la + lb + 2);
  if (!p) return NULL;
  memcpy(p, a, la);
  p[la] = '/';
  memcpy(p + la + 1, b, lb + 1);
  return p;
}
