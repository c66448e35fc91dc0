/* The pool of kept arenas (see idle_arenas.h): a stack under one mutex,
 * each entry with the bytes it keeps and how many arenas were given back
 * since it was. */
#include "runtime/idle_arenas.h"
#include "runtime/env_limit.h"

#include <pthread.h>
#include <stdbool.h>

typedef struct kept_arena {
  cajit_rt_arena *arena;
  int64_t bytes;
  int32_t idle_puts; /* arenas given back since this one was */
} kept_arena;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static kept_arena pool[CAJIT_RT_IDLE_ARENAS_MAX];
static int32_t pool_count;
static int64_t kept_total, over_limit_calls;
static int64_t live_graphs;
static int64_t limit = -1; /* -1: not read from the environment yet */

static int64_t environment_limit(void) {
  return cajit_rt_env_limit_bytes("CAJIT_IDLE_ARENA_MB",
                                  CAJIT_RT_IDLE_ARENA_DEFAULT_MB);
}

/* Removes entry i, returning its arena for the caller. Lock held. */
static cajit_rt_arena *remove_entry(int32_t i) {
  cajit_rt_arena *a = pool[i].arena;
  kept_total -= pool[i].bytes;
  pool_count--;
  for (int32_t j = i; j < pool_count; j++)
    pool[j] = pool[j + 1];
  return a;
}

cajit_rt_arena *cajit_rt_idle_arena_take(void) {
  pthread_mutex_lock(&lock);
  cajit_rt_arena *a = pool_count > 0 ? remove_entry(pool_count - 1) : NULL;
  pthread_mutex_unlock(&lock);
  return a ? a : cajit_rt_arena_create_reusable();
}

/* Ages the pool's arenas by one arena given back, freeing those no call
 * took for more than CAJIT_RT_ARENA_IDLE_CALLS of them. Lock held. */
static void age_pool(void) {
  for (int32_t i = pool_count - 1; i >= 0; i--)
    if (++pool[i].idle_puts > CAJIT_RT_ARENA_IDLE_CALLS)
      cajit_rt_arena_free_reusable(remove_entry(i));
}

void cajit_rt_idle_arena_put(cajit_rt_arena *a) {
  if (!a) return;
  cajit_rt_arena_recycle(a);
  int64_t spare = cajit_rt_arena_spare_bytes(a);
  pthread_mutex_lock(&lock);
  if (limit < 0) limit = environment_limit();
  age_pool();
  int64_t room = limit - kept_total;
  int64_t bytes = room > 0 ? cajit_rt_arena_trim_spare(a, room) : 0;
  if (bytes < spare) over_limit_calls++;
  bool keep = bytes > 0 && pool_count < CAJIT_RT_IDLE_ARENAS_MAX;
  if (keep) {
    pool[pool_count++] = (kept_arena){a, bytes, 0};
    kept_total += bytes;
  }
  pthread_mutex_unlock(&lock);
  if (!keep) cajit_rt_arena_free_reusable(a);
}

/* A counter read under the lock. */
static int64_t read_locked(const int64_t *counter) {
  pthread_mutex_lock(&lock);
  int64_t n = *counter;
  pthread_mutex_unlock(&lock);
  return n;
}

int64_t cajit_rt_idle_arena_bytes(void) { return read_locked(&kept_total); }

int64_t cajit_rt_idle_arena_over_limit_calls(void) {
  return read_locked(&over_limit_calls);
}

int64_t cajit_rt_idle_arena_count(void) {
  pthread_mutex_lock(&lock);
  int64_t n = pool_count;
  pthread_mutex_unlock(&lock);
  return n;
}

/* Frees kept arenas, least recently given back first, until the total is
 * at most `target`; returns the bytes freed. The frees run under the lock:
 * a call taking or giving back its arena meanwhile waits for them. */
static int64_t release_to(int64_t target) {
  int64_t freed = 0;
  pthread_mutex_lock(&lock);
  while (pool_count > 0 && kept_total > target) {
    freed += pool[0].bytes;
    cajit_rt_arena_free_reusable(remove_entry(0));
  }
  pthread_mutex_unlock(&lock);
  return freed;
}

int64_t cajit_rt_idle_arenas_release(void) { return release_to(0); }

void cajit_rt_idle_arenas_graph_created(void) {
  pthread_mutex_lock(&lock);
  live_graphs++;
  pthread_mutex_unlock(&lock);
}

void cajit_rt_idle_arenas_graph_destroyed(void) {
  pthread_mutex_lock(&lock);
  bool last = --live_graphs == 0;
  pthread_mutex_unlock(&lock);
  if (last) release_to(0);
}

int64_t cajit_rt_idle_arena_limit(void) {
  pthread_mutex_lock(&lock);
  if (limit < 0) limit = environment_limit();
  int64_t n = limit;
  pthread_mutex_unlock(&lock);
  return n;
}

int64_t cajit_rt_idle_arena_set_limit(int64_t bytes) {
  pthread_mutex_lock(&lock);
  limit = bytes < 0 ? environment_limit() : bytes;
  int64_t now = limit;
  pthread_mutex_unlock(&lock);
  release_to(now);
  return now;
}
