/* The arenas compiled graphs keep between calls: one process-wide pool,
 * counted and bounded.
 *
 * A call of a compiled graph is lent an arena for its temporaries and
 * gives it back when it ends (buffer.h, "Reuse across calls"): the next
 * call gets those blocks back instead of page-faulting them again, which
 * is most of a memory-bound backward's time (bench/README.md). The price
 * is that the blocks stay in the process between calls: steady RSS above
 * eager autograd's, which frees its temporaries when each backward ends.
 *
 * The kept arenas form one pool for all of a process's graphs, not one per
 * graph: a call takes the arena put back last (a fresh one when the pool
 * is empty, as for a call running while another holds it), so graphs that
 * run one after the other (torch.compile's forward and backward graphs, a
 * model's regions, compiled autograd's backward after them) share blocks
 * where their sizes fit (buffer.c: within CAJIT_RT_ARENA_OVERSIZE, 4x) and keep
 * about the largest graph's temporaries instead of the sum; blocks a call does
 * not use sit out CAJIT_RT_ARENA_IDLE_CALLS calls before they are freed, and so
 * does an arena no call takes; when the last compiled graph is destroyed, the
 * pool is freed. The bytes the pool keeps are counted and bounded by a
 * process-wide limit (CAJIT_IDLE_ARENA_MB in the environment, default
 * CAJIT_RT_IDLE_ARENA_DEFAULT_MB, as the block cache's; 0 keeps nothing, as
 * eager autograd does): an arena given back keeps the blocks that fit, in
 * allocation order, and frees the rest. Everything kept can be freed at once
 * (cajit.empty_cache() under Python, as torch.cuda.empty_cache() does for
 * torch's caching allocator). Thread-safe: one mutex, taken twice per call. */
#ifndef CAJIT_RUNTIME_IDLE_ARENAS_H
#define CAJIT_RUNTIME_IDLE_ARENAS_H

#include <stdint.h>

#include "runtime/buffer.h"

#define CAJIT_RT_IDLE_ARENA_DEFAULT_MB 1024
/* Arenas the pool holds at most (concurrent calls each need one). */
#define CAJIT_RT_IDLE_ARENAS_MAX 64

/* A compiled graph is created / destroyed: the pool lives while some
 * graph does, and the last one's destroy frees what it keeps. */
void cajit_rt_idle_arenas_graph_created(void);
void cajit_rt_idle_arenas_graph_destroyed(void);
/* The arena a call runs with: the pool's last given back, else a fresh
 * reusable one; NULL when that cannot be allocated (the entry then makes
 * its own). */
cajit_rt_arena *cajit_rt_idle_arena_take(void);
/* Ends a call: recycles `a` and gives it back to the pool with the blocks
 * that fit under the limit (the rest freed: the next call allocates them
 * again); freed whole when nothing fits. NULL: no-op. */
void cajit_rt_idle_arena_put(cajit_rt_arena *a);

/* Bytes the pool's arenas keep now, and how many arenas. */
int64_t cajit_rt_idle_arena_bytes(void);
int64_t cajit_rt_idle_arena_count(void);
/* Calls whose arena the limit did not let the pool keep whole (some or all
 * of its blocks freed at the end: the next call allocates them again). */
int64_t cajit_rt_idle_arena_over_limit_calls(void);
/* Frees every kept arena (calls running now keep theirs, and give them
 * back afterwards as the limit says); returns the bytes freed. */
int64_t cajit_rt_idle_arenas_release(void);
/* The limit in force, in bytes. */
int64_t cajit_rt_idle_arena_limit(void);
/* Sets the limit in bytes (negative: back to the environment's, or the
 * default), freeing kept arenas until the total is within it. The limit in
 * force. */
int64_t cajit_rt_idle_arena_set_limit(int64_t bytes);

#endif
