/* Tensor memory for compiled graphs: 64-byte aligned buffers and the
 * per-call arena.
 *
 * Every size is checked: a negative count, a count * elem_size product that
 * overflows, or an out-of-memory condition returns NULL, never a short
 * buffer. All allocations go through cajit_malloc, so tests can inject
 * failures (support/alloc.h).
 *
 * The entry function of a compiled graph creates one arena per call for its
 * temporaries and destroys it on every exit path; buffers that outlive the
 * call (outputs) are standalone buffers handed to DLPack (dlpack_export.h).
 *
 * Reuse across calls: a reusable arena (from the process's pool of kept
 * arenas, idle_arenas.h; see cajit_compiled_run) is lent to the entry for
 * one call: the entry's cajit_rt_arena_create returns it and its destroy
 * leaves it alone; it is then recycled and given back to the pool, so the
 * next call gets the same blocks back instead of malloc'ing (and
 * page-faulting) its temporaries again. */
#ifndef CAJIT_RUNTIME_BUFFER_H
#define CAJIT_RUNTIME_BUFFER_H

#include <stddef.h>
#include <stdint.h>

/* Alignment of every runtime buffer: one cache line, one AVX-512 vector. */
#define CAJIT_RT_ALIGN 64

/* Largest buffer the runtime hands out (128 TiB): anything larger is a
 * size bug, refused without asking malloc. */
#define CAJIT_RT_MAX_BYTES ((int64_t)1 << 47)

/* count * elem_size in bytes into *out_bytes; false when either is negative
 * or the product does not fit in int64_t. */
_Bool cajit_rt_size_mul(int64_t count, int64_t elem_size, int64_t *out_bytes);

/* A standalone, 64-byte aligned buffer of count * elem_size bytes
 * (uninitialised; a zero size yields a valid unique pointer). NULL on a bad
 * size or when out of memory. Release with cajit_rt_buffer_free. */
void *cajit_rt_buffer_alloc(int64_t count, int64_t elem_size);
/* Frees a buffer from cajit_rt_buffer_alloc; NULL is a no-op. */
void cajit_rt_buffer_free(void *p);

typedef struct cajit_rt_arena cajit_rt_arena;

/* A new, empty arena, or NULL when out of memory. */
cajit_rt_arena *cajit_rt_arena_create(void);
/* 64-byte aligned, uninitialised memory for count * elem_size bytes, valid
 * until the arena is destroyed. NULL on a bad size or out of memory (the
 * arena stays usable and still owns what it handed out before). */
void *cajit_rt_arena_alloc(cajit_rt_arena *a, int64_t count, int64_t elem_size);
/* Bytes handed out so far (for tests and statistics). */
int64_t cajit_rt_arena_bytes(const cajit_rt_arena *a);
/* Frees everything the arena handed out, and the arena; NULL is a no-op.
 * A reusable arena is left to its owner (cajit_rt_arena_free_reusable). */
void cajit_rt_arena_destroy(cajit_rt_arena *a);
/* Bytes the last arena destroyed on this thread had handed out (0 before
 * any): the peak intermediate memory of the last call run on this thread
 * (tests and statistics). */
int64_t cajit_rt_arena_last_bytes(void);

/* A new, empty reusable arena, or NULL when out of memory. */
cajit_rt_arena *cajit_rt_arena_create_reusable(void);
/* Makes the next cajit_rt_arena_create on this thread return a (once)
 * instead of a new arena; NULL cancels. Returns the arena lent before, for
 * the caller to restore (calls may nest through host callbacks). */
cajit_rt_arena *cajit_rt_arena_lend(cajit_rt_arena *a);
/* Spare blocks a call does not use are kept for this many more calls, then
 * freed: compiled graphs share the kept arenas (idle_arenas.h), and each of
 * them uses the blocks of its own sizes, so a block may sit out the calls
 * of the other graphs run in between. */
#define CAJIT_RT_ARENA_IDLE_CALLS 4
/* A spare block serves a request up to this many times smaller (buffer.c,
 * take_spare, says why). */
#define CAJIT_RT_ARENA_OVERSIZE 4

/* Ends a call of a reusable arena: what it handed out becomes free for
 * reuse by the next allocations (same size, or up to
 * CAJIT_RT_ARENA_OVERSIZE times as big), kept
 * in allocation order ahead of the spares it did not use, which are freed
 * once idle for more than CAJIT_RT_ARENA_IDLE_CALLS calls. */
void cajit_rt_arena_recycle(cajit_rt_arena *a);
/* Frees spare blocks of a recycled arena, keeping those that fit in
 * max_bytes in allocation order (the next call's first requests still find
 * theirs); returns the bytes kept. */
int64_t cajit_rt_arena_trim_spare(cajit_rt_arena *a, int64_t max_bytes);
/* Bytes of the blocks a recycled arena keeps for the next call. */
int64_t cajit_rt_arena_spare_bytes(const cajit_rt_arena *a);
/* Frees a reusable arena and all its blocks; NULL is a no-op. */
void cajit_rt_arena_free_reusable(cajit_rt_arena *a);

#endif
