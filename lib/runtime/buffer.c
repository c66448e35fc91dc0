/* Aligned buffers and the per-call arena (see buffer.h).
 *
 * A buffer is a cajit_malloc block with the start rounded up to 64 bytes;
 * the word just below the aligned pointer holds the block's start, so
 * freeing needs no size. Arena allocations are such buffers chained through
 * a small header stored in front of the payload, so big temporaries cost one
 * malloc each and nothing is copied or over-reserved. */
#include "runtime/buffer.h"

#include <stdbool.h>
#include <stdint.h>

#include "cajit/runtime.h"
#include "runtime/block_cache.h"
#include "support/alloc.h"

_Bool cajit_rt_size_mul(int64_t count, int64_t elem_size, int64_t *out_bytes) {
  if (count < 0 || elem_size < 0) return false;
  int64_t bytes;
  if (__builtin_mul_overflow(count, elem_size, &bytes)) return false;
  *out_bytes = bytes;
  return true;
}

/* Allocates `bytes` plus `header` bytes in front, with the payload (after
 * the header) aligned to CAJIT_RT_ALIGN. Returns the payload pointer. */
static void *aligned_block(int64_t bytes, size_t header) {
  size_t slack = header + sizeof(void *) + CAJIT_RT_ALIGN - 1;
  if (bytes < 0 || bytes > CAJIT_RT_MAX_BYTES ||
      (uint64_t)bytes > SIZE_MAX - slack)
    return NULL;
  unsigned char *raw = cajit_malloc((size_t)bytes + slack);
  if (!raw) return NULL;
  uintptr_t start = (uintptr_t)raw + header + sizeof(void *);
  uintptr_t aligned =
      (start + CAJIT_RT_ALIGN - 1) & ~(uintptr_t)(CAJIT_RT_ALIGN - 1);
  ((void **)aligned)[-1] = raw;
  return (void *)aligned;
}

static void aligned_block_free(void *payload) {
  if (payload) cajit_free(((void **)payload)[-1]);
}

/* A standalone buffer keeps its capacity in front of the saved block
 * pointer, so a large one can go to the block cache when freed. */
static int64_t *capacity_of(void *payload) {
  return (int64_t *)((unsigned char *)payload - sizeof(void *) -
                     sizeof(int64_t));
}

/* The payload of a cached block: aligned_block's layout again. */
static void *payload_in(void *raw) {
  uintptr_t start = (uintptr_t)raw + sizeof(int64_t) + sizeof(void *);
  return (void *)((start + CAJIT_RT_ALIGN - 1) &
                  ~(uintptr_t)(CAJIT_RT_ALIGN - 1));
}

void *cajit_rt_buffer_alloc(int64_t count, int64_t elem_size) {
  int64_t bytes, capacity;
  if (!cajit_rt_size_mul(count, elem_size, &bytes)) return NULL;
  void *raw = cajit_rt_block_cache_take(bytes, &capacity);
  if (raw) return payload_in(raw);
  void *p = aligned_block(bytes, sizeof(int64_t));
  if (p) *capacity_of(p) = bytes;
  return p;
}

void cajit_rt_buffer_free(void *p) {
  if (!p) return;
  if (!cajit_rt_block_cache_put(((void **)p)[-1], *capacity_of(p)))
    aligned_block_free(p);
}

/* Each arena allocation carries this header right below its 64-byte-aligned
 * payload (before the saved block pointer). */
typedef struct arena_chunk {
  struct arena_chunk *next;
  int64_t capacity;   /* payload bytes the block can hold */
  int32_t idle_calls; /* spare: calls since one last used it */
} arena_chunk;

struct cajit_rt_arena {
  arena_chunk *head;  /* handed out since creation or the last recycle */
  arena_chunk *spare; /* kept from the last call, in its allocation order */
  int64_t bytes;
  bool reusable; /* owned by a cache: destroy leaves it to the owner */
};

/* The arena the next cajit_rt_arena_create on this thread returns (see
 * cajit_rt_arena_lend). */
static _Thread_local cajit_rt_arena *lent_arena;

cajit_rt_arena *cajit_rt_arena_create(void) {
  cajit_rt_arena *a = lent_arena;
  if (a) {
    lent_arena = NULL;
    return a;
  }
  return cajit_calloc(1, sizeof(cajit_rt_arena));
}

cajit_rt_arena *cajit_rt_arena_create_reusable(void) {
  cajit_rt_arena *a = cajit_calloc(1, sizeof(cajit_rt_arena));
  if (a) a->reusable = true;
  return a;
}

cajit_rt_arena *cajit_rt_arena_lend(cajit_rt_arena *a) {
  cajit_rt_arena *previous = lent_arena;
  lent_arena = a;
  return previous;
}

static arena_chunk *chunk_of(void *payload) {
  return (arena_chunk *)((unsigned char *)payload - sizeof(void *) -
                         sizeof(arena_chunk));
}

static void *payload_of(arena_chunk *c) {
  return (unsigned char *)c + sizeof(arena_chunk) + sizeof(void *);
}

static void free_chunks(arena_chunk *c) {
  while (c) {
    arena_chunk *next = c->next;
    aligned_block_free(payload_of(c));
    c = next;
  }
}

/* Unlinks and returns a spare block that fits `bytes`, or NULL. A graph
 * allocates the same sizes in the same order on every call, so the first
 * spare block usually fits exactly; otherwise the smallest that fits. A
 * block more than CAJIT_RT_ARENA_OVERSIZE times too big is not used for a
 * small request (it would pin big memory behind small buffers for the
 * calls to come, after the graph it was made for stops running). Graphs
 * run one after the other share blocks within that factor: through
 * torch.compile a region's backward plan (24 MiB on the medium
 * transformer) runs in its forward's block (60 MiB) instead of keeping a
 * block of its own. */
static arena_chunk *take_spare(cajit_rt_arena *a, int64_t bytes) {
  arena_chunk **best = NULL;
  for (arena_chunk **p = &a->spare; *p; p = &(*p)->next) {
    int64_t cap = (*p)->capacity;
    if (cap < bytes || cap / CAJIT_RT_ARENA_OVERSIZE > bytes) continue;
    if (!best || cap < (*best)->capacity) best = p;
    if (cap == bytes) break;
  }
  if (!best) return NULL;
  arena_chunk *c = *best;
  *best = c->next;
  return c;
}

void *cajit_rt_arena_alloc(cajit_rt_arena *a, int64_t count,
                           int64_t elem_size) {
  int64_t bytes;
  if (!a || !cajit_rt_size_mul(count, elem_size, &bytes)) return NULL;
  arena_chunk *c = a->spare ? take_spare(a, bytes) : NULL;
  if (!c) {
    void *p = aligned_block(bytes, sizeof(arena_chunk));
    if (!p) return NULL;
    c = chunk_of(p);
    c->capacity = bytes;
  }
  c->next = a->head;
  a->head = c;
  a->bytes += bytes; /* cannot overflow in practice: memory was obtained */
  return payload_of(c);
}

int64_t cajit_rt_arena_bytes(const cajit_rt_arena *a) {
  return a ? a->bytes : 0;
}

static _Thread_local int64_t last_arena_bytes;

int64_t cajit_rt_arena_last_bytes(void) { return last_arena_bytes; }

int64_t cajit_runtime_arena_last_bytes(void) { return last_arena_bytes; }

void cajit_rt_arena_recycle(cajit_rt_arena *a) {
  if (!a) return;
  /* head is newest first: reversed, the used blocks are in allocation
   * order, first in the spare list; the spares this call did not use follow
   * them while they have been idle for at most CAJIT_RT_ARENA_IDLE_CALLS
   * calls, and are freed after. */
  arena_chunk *spare = NULL;
  for (arena_chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    c->idle_calls = 0;
    c->next = spare;
    spare = c;
  }
  arena_chunk **tail = &spare;
  while (*tail)
    tail = &(*tail)->next;
  for (arena_chunk *c = a->spare, *next; c; c = next) {
    next = c->next;
    if (++c->idle_calls > CAJIT_RT_ARENA_IDLE_CALLS) {
      aligned_block_free(payload_of(c));
      continue;
    }
    *tail = c;
    tail = &c->next;
  }
  *tail = NULL;
  a->spare = spare;
  a->head = NULL;
  a->bytes = 0;
}

int64_t cajit_rt_arena_trim_spare(cajit_rt_arena *a, int64_t max_bytes) {
  int64_t kept = 0;
  arena_chunk **p = &a->spare;
  while (*p) {
    arena_chunk *c = *p;
    if (kept + c->capacity <= max_bytes) {
      kept += c->capacity;
      p = &c->next;
    } else {
      *p = c->next;
      aligned_block_free(payload_of(c));
    }
  }
  return kept;
}

int64_t cajit_rt_arena_spare_bytes(const cajit_rt_arena *a) {
  int64_t n = 0;
  for (const arena_chunk *c = a ? a->spare : NULL; c; c = c->next)
    n += c->capacity;
  return n;
}

static void arena_free(cajit_rt_arena *a) {
  free_chunks(a->head);
  free_chunks(a->spare);
  cajit_free(a);
}

void cajit_rt_arena_destroy(cajit_rt_arena *a) {
  if (!a) return;
  last_arena_bytes = a->bytes;
  if (!a->reusable) arena_free(a);
}

void cajit_rt_arena_free_reusable(cajit_rt_arena *a) {
  if (a) arena_free(a);
}
