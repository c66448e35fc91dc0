/* The registry of kept arenas (see idle_arenas.h): a doubly linked list of
 * slots under one mutex, with the total of their kept bytes. */
#include "runtime/idle_arenas.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static cajit_rt_arena_slot *slots;
static int64_t kept_total, kept_count;
static int64_t over_limit_calls;
static int64_t limit = -1; /* -1: not read from the environment yet */

/* CAJIT_IDLE_ARENA_MB: a count of MiB; unset, empty or malformed: the
 * default, CAJIT_RT_IDLE_ARENA_DEFAULT_MB. */
static int64_t environment_limit(void) {
  int64_t fallback = (int64_t)CAJIT_RT_IDLE_ARENA_DEFAULT_MB << 20;
  const char *v = getenv("CAJIT_IDLE_ARENA_MB");
  if (!v || !*v) return fallback;
  char *end;
  long long mb = strtoll(v, &end, 10);
  if (*end || mb < 0) return fallback;
  return mb > ((int64_t)1 << 30) ? (int64_t)1 << 50 : (int64_t)mb << 20;
}

/* Empties a slot, returning its arena for the caller to free. Lock held. */
static cajit_rt_arena *empty_slot(cajit_rt_arena_slot *s) {
  cajit_rt_arena *a = s->arena;
  if (a) {
    kept_total -= s->kept_bytes;
    kept_count--;
  }
  s->arena = NULL;
  s->kept_bytes = 0;
  return a;
}

void cajit_rt_arena_slot_register(cajit_rt_arena_slot *s) {
  pthread_mutex_lock(&lock);
  s->prev = NULL;
  s->next = slots;
  if (slots) slots->prev = s;
  slots = s;
  pthread_mutex_unlock(&lock);
}

void cajit_rt_arena_slot_unregister(cajit_rt_arena_slot *s) {
  pthread_mutex_lock(&lock);
  bool registered = s->prev || s->next || slots == s;
  cajit_rt_arena *a = NULL;
  if (registered) {
    if (s->prev)
      s->prev->next = s->next;
    else
      slots = s->next;
    if (s->next) s->next->prev = s->prev;
    s->prev = s->next = NULL;
    a = empty_slot(s);
  }
  pthread_mutex_unlock(&lock);
  cajit_rt_arena_free_reusable(a);
}

cajit_rt_arena *cajit_rt_arena_slot_take(cajit_rt_arena_slot *s) {
  pthread_mutex_lock(&lock);
  cajit_rt_arena *a = empty_slot(s);
  pthread_mutex_unlock(&lock);
  return a;
}

void cajit_rt_arena_slot_put(cajit_rt_arena_slot *s, cajit_rt_arena *a) {
  if (!a) return;
  cajit_rt_arena_recycle(a);
  int64_t spare = cajit_rt_arena_spare_bytes(a);
  pthread_mutex_lock(&lock);
  if (limit < 0) limit = environment_limit();
  int64_t room = limit - kept_total;
  int64_t bytes =
      s->arena || room <= 0 ? 0 : cajit_rt_arena_trim_spare(a, room);
  if (!s->arena && bytes < spare) over_limit_calls++;
  bool keep = bytes > 0;
  if (keep) {
    s->arena = a;
    s->kept_bytes = bytes;
    kept_total += bytes;
    kept_count++;
  }
  pthread_mutex_unlock(&lock);
  if (!keep) cajit_rt_arena_free_reusable(a);
}

int64_t cajit_rt_idle_arena_bytes(void) {
  pthread_mutex_lock(&lock);
  int64_t n = kept_total;
  pthread_mutex_unlock(&lock);
  return n;
}

int64_t cajit_rt_idle_arena_over_limit_calls(void) {
  pthread_mutex_lock(&lock);
  int64_t n = over_limit_calls;
  pthread_mutex_unlock(&lock);
  return n;
}

int64_t cajit_rt_idle_arena_count(void) {
  pthread_mutex_lock(&lock);
  int64_t n = kept_count;
  pthread_mutex_unlock(&lock);
  return n;
}

/* Frees kept arenas, first registered slots first, until the total is at
 * most `target`; returns the bytes freed. The frees run under the lock: a
 * call taking or putting its arena meanwhile waits for them. */
static int64_t release_to(int64_t target) {
  int64_t freed = 0;
  pthread_mutex_lock(&lock);
  for (cajit_rt_arena_slot *s = slots; s && kept_total > target; s = s->next) {
    freed += s->kept_bytes;
    cajit_rt_arena_free_reusable(empty_slot(s));
  }
  pthread_mutex_unlock(&lock);
  return freed;
}

int64_t cajit_rt_idle_arena_limit(void) {
  pthread_mutex_lock(&lock);
  if (limit < 0) limit = environment_limit();
  int64_t n = limit;
  pthread_mutex_unlock(&lock);
  return n;
}

int64_t cajit_rt_idle_arenas_release(void) { return release_to(0); }

int64_t cajit_rt_idle_arena_set_limit(int64_t bytes) {
  pthread_mutex_lock(&lock);
  limit = bytes < 0 ? environment_limit() : bytes;
  int64_t now = limit;
  pthread_mutex_unlock(&lock);
  release_to(now);
  return now;
}
