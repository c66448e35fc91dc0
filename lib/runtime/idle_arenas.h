/* The arenas compiled graphs keep between calls, and the process-wide
 * account of what they hold.
 *
 * A compiled graph lends its entry an arena for each call and keeps it,
 * recycled, for the next (buffer.h, "Reuse across calls"): the next call
 * gets its temporaries' blocks back instead of page-faulting them again,
 * which is most of a memory-bound backward's time (bench/README.md). The
 * price is that those blocks stay in the process between calls, one set
 * per compiled graph: steady RSS above eager autograd's, which frees its
 * temporaries when each backward ends.
 *
 * This module makes that memory visible and bounded: every graph's kept
 * arena sits in a slot registered here; the bytes all slots hold are
 * counted; a process-wide limit (CAJIT_IDLE_ARENA_MB in the environment,
 * default CAJIT_RT_IDLE_ARENA_DEFAULT_MB, as the block cache's; 0 keeps
 * nothing, as eager autograd does) decides how much of a call's arena is
 * kept when the call ends (graphs keep what fits, first come first, so a
 * model of many graphs does not keep them all); and every kept arena can be
 * freed at once (cajit.empty_cache() under Python, as
 * torch.cuda.empty_cache() does for torch's caching allocator).
 * Thread-safe: one mutex, taken twice per call. */
#ifndef CAJIT_RUNTIME_IDLE_ARENAS_H
#define CAJIT_RUNTIME_IDLE_ARENAS_H

#include <stdint.h>

#include "runtime/buffer.h"

#define CAJIT_RT_IDLE_ARENA_DEFAULT_MB 1024

/* A compiled graph's place for the arena it keeps; zero-initialise, then
 * register. The fields belong to this module. */
typedef struct cajit_rt_arena_slot {
  cajit_rt_arena *arena; /* kept, recycled; NULL while a call has it */
  int64_t kept_bytes;    /* its blocks' bytes, counted in the total */
  struct cajit_rt_arena_slot *prev, *next;
} cajit_rt_arena_slot;

/* Adds a slot to the registry (cajit_rt_idle_arenas_release reaches it). */
void cajit_rt_arena_slot_register(cajit_rt_arena_slot *s);
/* Removes a slot and frees the arena it keeps; a slot never registered
 * (zero prev, next and not the first) is left alone. */
void cajit_rt_arena_slot_unregister(cajit_rt_arena_slot *s);
/* The slot's kept arena for a call, or NULL (none kept, or a concurrent
 * call of the same graph has it): the caller makes a fresh one. */
cajit_rt_arena *cajit_rt_arena_slot_take(cajit_rt_arena_slot *s);
/* Ends a call: recycles `a` and keeps it in the slot with as many of its
 * blocks as fit under the limit next to the other slots' (the rest freed:
 * the next call allocates only those again); freed whole when the slot
 * already holds one (a concurrent call's) or nothing fits. NULL: no-op. */
void cajit_rt_arena_slot_put(cajit_rt_arena_slot *s, cajit_rt_arena *a);

/* Bytes the registered slots' arenas hold now, and how many arenas. */
int64_t cajit_rt_idle_arena_bytes(void);
int64_t cajit_rt_idle_arena_count(void);
/* Calls whose arena the limit did not let the slot keep whole (some or all
 * of its blocks freed at the end: the next call allocates them again). */
int64_t cajit_rt_idle_arena_over_limit_calls(void);
/* Frees every kept arena (calls running now keep theirs, and keep them
 * afterwards unless the limit says otherwise); returns the bytes freed. */
int64_t cajit_rt_idle_arenas_release(void);
/* The limit in force, in bytes. */
int64_t cajit_rt_idle_arena_limit(void);
/* Sets the limit in bytes (negative: back to the environment's, or the
 * default),
 * freeing kept arenas until the total is within it. The limit in force. */
int64_t cajit_rt_idle_arena_set_limit(int64_t bytes);

#endif
