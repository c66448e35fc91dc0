/* A bump allocator: many small allocations released together.
 *
 * Graphs, kernel IR and expression contexts put everything they own in one
 * arena, so destroying the owner frees all of it and error paths in the
 * middle of building cannot leak. */
#ifndef CAJIT_SUPPORT_ARENA_H
#define CAJIT_SUPPORT_ARENA_H

#include <stddef.h>

#include "cajit/types.h"

typedef struct cajit_arena cajit_arena;

/* Returns NULL when out of memory. Release with cajit_arena_destroy. */
cajit_arena *cajit_arena_create(void);
void cajit_arena_destroy(cajit_arena *a);
/* Zeroed, 16-byte aligned memory valid until the arena is destroyed; NULL
 * when out of memory. */
void *cajit_arena_alloc(cajit_arena *a, size_t size);
/* Allocates count * size bytes, checking the product for overflow. */
void *cajit_arena_array(cajit_arena *a, size_t count, size_t size);
/* Copies len bytes into the arena; the copy is NUL-terminated. */
cajit_sv cajit_arena_sv(cajit_arena *a, cajit_sv s, int *out_ok);
void *cajit_arena_memdup(cajit_arena *a, const void *p, size_t size);
/* Total bytes handed out (for stats and tests). */
size_t cajit_arena_used(const cajit_arena *a);

#endif
