/* The cache of large freed buffers (see block_cache.h): a list of blocks,
 * oldest first, under one mutex (outputs are freed once per call, so
 * contention is not a concern; a take scans the list, a few hundred
 * compares next to a buffer of at least 128 KiB being written). */
#include "runtime/block_cache.h"
#include "runtime/env_limit.h"

#include <pthread.h>
#include <stdlib.h>

#include "support/alloc.h"

enum { MAX_BLOCKS = CAJIT_RT_BLOCK_CACHE_BLOCKS };

typedef struct kept {
  void *raw;
  int64_t capacity;
} kept;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static kept blocks[MAX_BLOCKS];
static int32_t count;
static int64_t held;
static int64_t limit = -1; /* -1: not read from the environment yet */

static int64_t default_limit(void) {
  return cajit_rt_env_limit_bytes("CAJIT_BLOCK_CACHE_MB", 1024);
}

static void drop_oldest(void) {
  cajit_free(blocks[0].raw);
  held -= blocks[0].capacity;
  count--;
  for (int32_t i = 0; i < count; i++)
    blocks[i] = blocks[i + 1];
}

/* Frees the oldest blocks until `extra` more bytes fit. Lock held. */
static void make_room(int64_t extra) {
  if (limit < 0) limit = default_limit();
  while (count > 0 && (held + extra > limit || count == MAX_BLOCKS))
    drop_oldest();
}

bool cajit_rt_block_cache_put(void *raw, int64_t capacity) {
  if (!raw || capacity < CAJIT_RT_BLOCK_CACHE_MIN) return false;
  pthread_mutex_lock(&lock);
  make_room(capacity);
  bool keep = held + capacity <= limit && count < MAX_BLOCKS;
  if (keep) {
    blocks[count++] = (kept){raw, capacity};
    held += capacity;
  }
  pthread_mutex_unlock(&lock);
  return keep;
}

void *cajit_rt_block_cache_take(int64_t bytes, int64_t *out_capacity) {
  if (bytes < CAJIT_RT_BLOCK_CACHE_MIN) return NULL;
  pthread_mutex_lock(&lock);
  int32_t best = -1;
  for (int32_t i = count - 1; i >= 0; i--) { /* newest first */
    int64_t cap = blocks[i].capacity;
    if (cap < bytes || cap / 2 > bytes) continue;
    if (best < 0 || cap < blocks[best].capacity) best = i;
  }
  void *raw = NULL;
  if (best >= 0) {
    raw = blocks[best].raw;
    *out_capacity = blocks[best].capacity;
    held -= blocks[best].capacity;
    count--;
    for (int32_t i = best; i < count; i++)
      blocks[i] = blocks[i + 1];
  }
  pthread_mutex_unlock(&lock);
  return raw;
}

int64_t cajit_rt_block_cache_limit(void) {
  pthread_mutex_lock(&lock);
  if (limit < 0) limit = default_limit();
  int64_t n = limit;
  pthread_mutex_unlock(&lock);
  return n;
}

int64_t cajit_rt_block_cache_bytes(void) {
  pthread_mutex_lock(&lock);
  int64_t h = held;
  pthread_mutex_unlock(&lock);
  return h;
}

void cajit_rt_block_cache_set_limit(int64_t bytes) {
  pthread_mutex_lock(&lock);
  limit = bytes < 0 ? default_limit() : bytes;
  make_room(0);
  pthread_mutex_unlock(&lock);
}

int64_t cajit_rt_block_cache_clear(void) {
  pthread_mutex_lock(&lock);
  int64_t freed = held;
  while (count > 0)
    drop_oldest();
  pthread_mutex_unlock(&lock);
  return freed;
}
