/* Heap allocation for all of cajit, with failure injection for tests.
 *
 * Every allocation in cajit goes through these functions so that tests can
 * make the N-th allocation fail (cajit_alloc_fail_after) and check that each
 * error path returns CAJIT_OUT_OF_MEMORY and frees what it took. */
#ifndef CAJIT_SUPPORT_ALLOC_H
#define CAJIT_SUPPORT_ALLOC_H

#include <stdbool.h>
#include <stddef.h>

void *cajit_malloc(size_t size);
void *cajit_calloc(size_t count, size_t size);
void *cajit_realloc(void *p, size_t size);
/* cajit_free is declared in cajit/graph.h (public). */
void cajit_free(void *p);
/* Returns a NUL-terminated copy of len bytes of s, or NULL. */
char *cajit_strndup(const char *s, size_t len);

/* Whether `size` more bytes of memory can be mapped now (a mapping of that
 * size made and unmapped again; not counted as an allocation). Before
 * work whose allocation failure cannot be an error (LLVM's, in this
 * process) it makes running out of memory an error instead, up to races
 * with other threads. */
bool cajit_memory_available(size_t size);

/* Test hook: the allocation after `n` more successful ones fails (n = 0: the
 * next one fails); a negative n turns injection off. Thread-unsafe by design:
 * use from single-threaded tests only. */
void cajit_alloc_fail_after(long n);
/* Number of allocations that injection made fail since it was last set. */
long cajit_alloc_injected_failures(void);

#endif
