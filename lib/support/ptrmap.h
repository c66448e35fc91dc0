/* A pointer-keyed hash map (open addressing, linear probing) for memo
 * tables in kernel-IR rewrites and codegen: key -> value, both pointers.
 *
 *   cajit_ptrmap m = {0};
 *   if (!cajit_ptrmap_put(&m, key, val)) return oom();
 *   void *v = cajit_ptrmap_get(&m, key);   NULL when absent
 *   cajit_ptrmap_free(&m);
 *
 * Keys must be non-NULL. Values may not be NULL (NULL means absent). */
#ifndef CAJIT_SUPPORT_PTRMAP_H
#define CAJIT_SUPPORT_PTRMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/alloc.h"

typedef struct cajit_ptrmap {
  const void **keys;
  void **vals;
  size_t len, cap; /* cap is 0 or a power of two */
} cajit_ptrmap;

static inline size_t cajit_ptrmap_hash_(const void *k, size_t cap) {
  uint64_t x = (uint64_t)(uintptr_t)k;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x & (cap - 1);
}

static inline void *cajit_ptrmap_get(const cajit_ptrmap *m, const void *key) {
  if (!m->cap) return NULL;
  for (size_t i = cajit_ptrmap_hash_(key, m->cap);;
       i = (i + 1) & (m->cap - 1)) {
    if (!m->keys[i]) return NULL;
    if (m->keys[i] == key) return m->vals[i];
  }
}

static inline bool cajit_ptrmap_grow_(cajit_ptrmap *m) {
  size_t ncap = m->cap ? m->cap * 2 : 64;
  const void **keys = cajit_calloc(ncap, sizeof *keys);
  void **vals = cajit_calloc(ncap, sizeof *vals);
  if (!keys || !vals) {
    cajit_free((void *)keys);
    cajit_free(vals);
    return false;
  }
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i]) continue;
    size_t j = cajit_ptrmap_hash_(m->keys[i], ncap);
    while (keys[j])
      j = (j + 1) & (ncap - 1);
    keys[j] = m->keys[i];
    vals[j] = m->vals[i];
  }
  cajit_free((void *)m->keys);
  cajit_free(m->vals);
  m->keys = keys;
  m->vals = vals;
  m->cap = ncap;
  return true;
}

/* Inserts or replaces; false when out of memory (m unchanged). */
static inline bool cajit_ptrmap_put(cajit_ptrmap *m, const void *key,
                                    void *val) {
  if ((m->len + 1) * 2 > m->cap && !cajit_ptrmap_grow_(m)) return false;
  size_t i = cajit_ptrmap_hash_(key, m->cap);
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & (m->cap - 1);
  if (!m->keys[i]) m->len++;
  m->keys[i] = key;
  m->vals[i] = val;
  return true;
}

static inline void cajit_ptrmap_clear(cajit_ptrmap *m) {
  for (size_t i = 0; i < m->cap; i++)
    m->keys[i] = NULL;
  m->len = 0;
}

static inline void cajit_ptrmap_free(cajit_ptrmap *m) {
  cajit_free((void *)m->keys);
  cajit_free(m->vals);
  m->keys = NULL;
  m->vals = NULL;
  m->len = m->cap = 0;
}

#endif
