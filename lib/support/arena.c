/* Bump allocator over a list of blocks (see arena.h). */
#include "support/arena.h"

#include <stdint.h>
#include <string.h>

#include "support/alloc.h"

enum { ARENA_BLOCK_SIZE = 16384, ARENA_ALIGN = 16 };

typedef struct arena_block {
  struct arena_block *next;
  size_t size, used;
  _Alignas(16) unsigned char data[];
} arena_block;

struct cajit_arena {
  arena_block *head;
  size_t total;
};

cajit_arena *cajit_arena_create(void) {
  return cajit_calloc(1, sizeof(cajit_arena));
}

void cajit_arena_destroy(cajit_arena *a) {
  if (!a) return;
  arena_block *b = a->head;
  while (b) {
    arena_block *next = b->next;
    cajit_free(b);
    b = next;
  }
  cajit_free(a);
}

void *cajit_arena_alloc(cajit_arena *a, size_t size) {
  size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
  if (size == 0) size = ARENA_ALIGN;
  arena_block *b = a->head;
  if (!b || b->size - b->used < size) {
    size_t cap = size > ARENA_BLOCK_SIZE ? size : ARENA_BLOCK_SIZE;
    if (cap > SIZE_MAX - sizeof(arena_block)) return NULL;
    arena_block *nb = cajit_malloc(sizeof(arena_block) + cap);
    if (!nb) return NULL;
    nb->size = cap;
    nb->used = 0;
    /* A big one-off allocation goes behind the current block so the space
     * left in the current block stays usable. */
    if (b && size > ARENA_BLOCK_SIZE) {
      nb->next = b->next;
      b->next = nb;
    } else {
      nb->next = b;
      a->head = nb;
    }
    b = nb;
  }
  void *p = b->data + b->used;
  b->used += size;
  a->total += size;
  memset(p, 0, size);
  return p;
}

void *cajit_arena_array(cajit_arena *a, size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) return NULL;
  return cajit_arena_alloc(a, count * size);
}

void *cajit_arena_memdup(cajit_arena *a, const void *p, size_t size) {
  void *copy = cajit_arena_alloc(a, size);
  if (copy && size) memcpy(copy, p, size);
  return copy;
}

cajit_sv cajit_arena_sv(cajit_arena *a, cajit_sv s, int *out_ok) {
  char *copy = cajit_arena_alloc(a, s.len + 1);
  *out_ok = copy != NULL;
  if (!copy) return (cajit_sv){NULL, 0};
  if (s.len) memcpy(copy, s.data, s.len);
  copy[s.len] = '\0';
  return (cajit_sv){copy, s.len};
}

size_t cajit_arena_used(const cajit_arena *a) { return a->total; }
