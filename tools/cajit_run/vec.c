/* cajit-run's growable array (see vec.h). */
#include "cajit_run/vec.h"

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
