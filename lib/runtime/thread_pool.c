/* Persistent thread pool and parallel_for (see thread_pool.h).
 *
 * One job at a time per pool: a caller that wins `submit` publishes the job
 * (generation counter + broadcast), runs chunk 0, and waits until the
 * workers that own chunks 1..nchunks-1 report done. A caller that loses the
 * trylock runs its chunks inline, so concurrent graphs never block on each
 * other and nested regions never deadlock. The process-wide pool is behind
 * a read-write lock: parallel_for holds it shared while using the pool,
 * resizing and shutdown take it exclusively. */
#include "runtime/thread_pool.h"

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cajit/runtime.h"
#include "runtime/fail.h"
#include "support/alloc.h"

static _Thread_local bool in_region;
/* Thread count of the region this thread is in; nested parallel_for calls
 * chunk with it. */
static _Thread_local int32_t region_threads;

bool cajit_rt_in_parallel_region(void) { return in_region; }

typedef struct pool_worker {
  struct cajit_rt_pool *pool;
  pthread_t thread;
  int32_t index; /* 1..num_threads-1: the chunk this worker runs */
} pool_worker;

struct cajit_rt_pool {
  int32_t num_threads;
  pool_worker *workers;   /* num_threads - 1 */
  pthread_mutex_t submit; /* held by the caller that owns the workers */
  pthread_mutex_t lock;   /* guards everything below */
  pthread_cond_t work;
  pthread_cond_t done;
  uint64_t generation;
  bool stop;
  /* the current job */
  cajit_rt_body_fn body;
  void *ctx;
  int64_t begin, n, nchunks;
  int64_t pending; /* chunks not finished by workers */
};

int64_t cajit_rt_parallel_chunks(int32_t num_threads, int64_t begin,
                                 int64_t end, int64_t grain) {
  if (end <= begin) return 0;
  if (grain < 1) grain = 1;
  uint64_t n = (uint64_t)end - (uint64_t)begin;
  uint64_t by_grain = n / (uint64_t)grain + (n % (uint64_t)grain != 0);
  uint64_t t = num_threads < 1 ? 1 : (uint64_t)num_threads;
  return (int64_t)(by_grain < t ? by_grain : t);
}

/* Bounds of chunk i of nchunks over [begin, begin + n). */
static void chunk_bounds(int64_t begin, int64_t n, int64_t nchunks, int64_t i,
                         int64_t *lo, int64_t *hi) {
  int64_t q = n / nchunks, r = n % nchunks;
  *lo = begin + i * q + (i < r ? i : r);
  *hi = *lo + q + (i < r ? 1 : 0);
}

/* body is usually JIT code, which lacks the type signature clang's
 * -fsanitize=function looks for in front of indirectly called functions. */
#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
static void
run_chunk(cajit_rt_body_fn body, void *ctx, int32_t threads, int64_t begin,
          int64_t n, int64_t nchunks, int64_t i) {
  int64_t lo, hi;
  chunk_bounds(begin, n, nchunks, i, &lo, &hi);
  bool was = in_region;
  int32_t was_threads = region_threads;
  in_region = true;
  region_threads = threads;
  body(lo, hi, ctx);
  in_region = was;
  region_threads = was_threads;
}

/* Runs the chunks a `threads`-thread pool would use, in order, here. */
static void run_inline(cajit_rt_body_fn body, void *ctx, int32_t threads,
                       int64_t begin, int64_t end, int64_t grain) {
  int64_t nchunks = cajit_rt_parallel_chunks(threads, begin, end, grain);
  int64_t n = (int64_t)((uint64_t)end - (uint64_t)begin);
  for (int64_t i = 0; i < nchunks; i++)
    run_chunk(body, ctx, threads, begin, n, nchunks, i);
}

static void *worker_main(void *arg) {
  pool_worker *w = arg;
  cajit_rt_pool *p = w->pool;
  uint64_t seen = 0;
  pthread_mutex_lock(&p->lock);
  for (;;) {
    while (p->generation == seen && !p->stop)
      pthread_cond_wait(&p->work, &p->lock);
    if (p->stop) break;
    seen = p->generation;
    if (w->index >= p->nchunks) continue;
    cajit_rt_body_fn body = p->body;
    void *ctx = p->ctx;
    int64_t begin = p->begin, n = p->n, nchunks = p->nchunks;
    pthread_mutex_unlock(&p->lock);
    run_chunk(body, ctx, p->num_threads, begin, n, nchunks, w->index);
    pthread_mutex_lock(&p->lock);
    if (--p->pending == 0) pthread_cond_signal(&p->done);
  }
  pthread_mutex_unlock(&p->lock);
  return NULL;
}

/* Joins workers[0..count) after telling them to stop. */
static void stop_workers(cajit_rt_pool *p, int32_t count) {
  pthread_mutex_lock(&p->lock);
  p->stop = true;
  pthread_cond_broadcast(&p->work);
  pthread_mutex_unlock(&p->lock);
  for (int32_t i = 0; i < count; i++)
    pthread_join(p->workers[i].thread, NULL);
}

static void free_pool(cajit_rt_pool *p) {
  pthread_cond_destroy(&p->done);
  pthread_cond_destroy(&p->work);
  pthread_mutex_destroy(&p->lock);
  pthread_mutex_destroy(&p->submit);
  cajit_free(p->workers);
  cajit_free(p);
}

cajit_status cajit_rt_pool_create(int32_t num_threads,
                                  cajit_rt_pool **out_pool) {
  *out_pool = NULL;
  if (num_threads < 1 || num_threads > CAJIT_RT_MAX_THREADS)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "thread pool: %d threads requested, need 1..%d",
                             num_threads, CAJIT_RT_MAX_THREADS);
  cajit_rt_pool *p = cajit_calloc(1, sizeof *p);
  pool_worker *workers =
      p ? cajit_calloc((size_t)num_threads, sizeof(pool_worker)) : NULL;
  if (!workers) {
    cajit_free(p);
    return cajit_status_make(CAJIT_OUT_OF_MEMORY, "thread pool: out of memory");
  }
  p->num_threads = num_threads;
  p->workers = workers;
  pthread_mutex_init(&p->submit, NULL);
  pthread_mutex_init(&p->lock, NULL);
  pthread_cond_init(&p->work, NULL);
  pthread_cond_init(&p->done, NULL);
  for (int32_t i = 0; i < num_threads - 1; i++) {
    workers[i].pool = p;
    workers[i].index = i + 1;
    int err =
        pthread_create(&workers[i].thread, NULL, worker_main, &workers[i]);
    if (err) {
      stop_workers(p, i);
      free_pool(p);
      return cajit_status_make(CAJIT_INTERNAL,
                               "thread pool: cannot start worker %d of %d: %s",
                               i + 1, num_threads - 1, strerror(err));
    }
  }
  *out_pool = p;
  return CAJIT_OK_STATUS;
}

void cajit_rt_pool_destroy(cajit_rt_pool *p) {
  if (!p) return;
  stop_workers(p, p->num_threads - 1);
  free_pool(p);
}

int32_t cajit_rt_pool_num_threads(const cajit_rt_pool *p) {
  return p ? p->num_threads : 1;
}

void cajit_rt_pool_parallel_for(cajit_rt_pool *p, int64_t begin, int64_t end,
                                int64_t grain, cajit_rt_body_fn body,
                                void *ctx) {
  int32_t threads = cajit_rt_pool_num_threads(p);
  int64_t nchunks = cajit_rt_parallel_chunks(threads, begin, end, grain);
  if (nchunks == 0) return;
  int64_t n = (int64_t)((uint64_t)end - (uint64_t)begin);
  if (nchunks == 1 || in_region || !p || pthread_mutex_trylock(&p->submit)) {
    run_inline(body, ctx, threads, begin, end, grain);
    return;
  }
  pthread_mutex_lock(&p->lock);
  p->body = body;
  p->ctx = ctx;
  p->begin = begin;
  p->n = n;
  p->nchunks = nchunks;
  p->pending = nchunks - 1;
  p->generation++;
  pthread_cond_broadcast(&p->work);
  pthread_mutex_unlock(&p->lock);

  run_chunk(body, ctx, threads, begin, n, nchunks, 0);

  pthread_mutex_lock(&p->lock);
  while (p->pending > 0)
    pthread_cond_wait(&p->done, &p->lock);
  pthread_mutex_unlock(&p->lock);
  pthread_mutex_unlock(&p->submit);
}

/* ---- the process-wide pool ---------------------------------------------- */

static pthread_rwlock_t global_lock = PTHREAD_RWLOCK_INITIALIZER;
static cajit_rt_pool *global_pool; /* started lazily */
static int32_t global_threads;     /* 0: default */
static bool global_pool_failed;    /* do not retry a failed start */

/* CAJIT_NUM_THREADS if it is an integer in 1..CAJIT_RT_MAX_THREADS, else
 * the number of online processors. */
static int32_t default_threads(void) {
  const char *env = getenv("CAJIT_NUM_THREADS");
  if (env && *env) {
    char *end;
    errno = 0;
    long v = strtol(env, &end, 10);
    if (!errno && !*end && v >= 1 && v <= CAJIT_RT_MAX_THREADS)
      return (int32_t)v;
  }
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1) return 1;
  return n > CAJIT_RT_MAX_THREADS ? CAJIT_RT_MAX_THREADS : (int32_t)n;
}

int32_t cajit_runtime_num_threads(void) {
  pthread_rwlock_rdlock(&global_lock);
  int32_t n = global_threads;
  pthread_rwlock_unlock(&global_lock);
  return n ? n : default_threads();
}

cajit_status cajit_runtime_set_num_threads(int32_t num_threads) {
  if (num_threads < 0 || num_threads > CAJIT_RT_MAX_THREADS)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "set_num_threads: %d, need 0 (default) or 1..%d",
                             num_threads, CAJIT_RT_MAX_THREADS);
  pthread_rwlock_wrlock(&global_lock);
  cajit_rt_pool_destroy(global_pool);
  global_pool = NULL;
  global_pool_failed = false;
  global_threads = num_threads;
  pthread_rwlock_unlock(&global_lock);
  return CAJIT_OK_STATUS;
}

void cajit_runtime_shutdown(void) {
  pthread_rwlock_wrlock(&global_lock);
  cajit_rt_pool_destroy(global_pool);
  global_pool = NULL;
  global_pool_failed = false;
  pthread_rwlock_unlock(&global_lock);
}

/* Starts the global pool if needed; returns with the lock held shared. */
static void acquire_global_pool(void) {
  pthread_rwlock_rdlock(&global_lock);
  if (global_pool || global_pool_failed) return;
  pthread_rwlock_unlock(&global_lock);
  pthread_rwlock_wrlock(&global_lock);
  if (!global_pool && !global_pool_failed) {
    int32_t n = global_threads ? global_threads : default_threads();
    cajit_status s = cajit_rt_pool_create(n, &global_pool);
    if (s) {
      /* Run inline from now on (same chunks, same results); a later
       * set_num_threads retries. */
      global_pool_failed = true;
      cajit_status_free(s);
    }
  }
  pthread_rwlock_unlock(&global_lock);
  pthread_rwlock_rdlock(&global_lock);
}

static _Atomic int64_t parallel_for_calls;

int64_t cajit_rt_parallel_for_count(void) { return parallel_for_calls; }

void cajit_rt_parallel_for(int64_t begin, int64_t end, int64_t grain,
                           cajit_rt_body_fn body, void *ctx) {
  parallel_for_calls++;
  if (end <= begin) return;
  if (in_region) {
    /* Nested: the chunks the enclosing region's pool would use, run here. */
    run_inline(body, ctx, region_threads, begin, end, grain);
    return;
  }
  acquire_global_pool();
  if (global_pool) {
    cajit_rt_pool_parallel_for(global_pool, begin, end, grain, body, ctx);
  } else {
    int32_t t = global_threads ? global_threads : default_threads();
    run_inline(body, ctx, t, begin, end, grain);
  }
  pthread_rwlock_unlock(&global_lock);
}

/* ---- fallible bodies ---------------------------------------------------- */

typedef struct fallible_job {
  cajit_rt_fallible_body_fn body;
  void *ctx;
  const cajit_call *call;
  pthread_mutex_t lock; /* guards first_lo and first */
  int64_t first_lo;
  cajit_status first; /* status of the failed chunk with the lowest lo */
} fallible_job;

#if defined(__clang__)
__attribute__((no_sanitize("function")))
#endif
static void
fallible_chunk(int64_t lo, int64_t hi, void *arg) {
  fallible_job *j = arg;
  cajit_call mine = *j->call;
  mine.status = NULL;
  if (!j->body(lo, hi, j->ctx, &mine) || !mine.status) return;
  pthread_mutex_lock(&j->lock);
  if (!j->first || lo < j->first_lo) {
    cajit_status_free(j->first);
    j->first = mine.status;
    j->first_lo = lo;
  } else {
    cajit_status_free(mine.status);
  }
  pthread_mutex_unlock(&j->lock);
}

int32_t cajit_rt_parallel_for_call(cajit_call *call, int64_t begin, int64_t end,
                                   int64_t grain,
                                   cajit_rt_fallible_body_fn body, void *ctx) {
  cajit_call none = {0};
  fallible_job j = {body, ctx, call ? call : &none, PTHREAD_MUTEX_INITIALIZER,
                    0,    NULL};
  cajit_rt_parallel_for(begin, end, grain, fallible_chunk, &j);
  pthread_mutex_destroy(&j.lock);
  if (!j.first) return 0;
  return cajit_rt_fail_status(call, j.first);
}
