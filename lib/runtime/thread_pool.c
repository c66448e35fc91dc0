/* parallel_for on OpenMP's thread team (see thread_pool.h).
 *
 * Each call is one `omp parallel` region of as many threads as chunks;
 * thread t runs chunks t, t + T, ... where T is the team size OpenMP
 * granted, so the chunks (and what a body computes in each) do not depend
 * on how many threads actually ran. Under Python the process has loaded
 * torch's libgomp before cajit's extension, and the loader binds cajit to
 * that same library (one soname): cajit's kernels, torch's ops and MKL's
 * GEMMs then share one team of threads, which stay warm between them.
 * cajit's own pthread pool, beside it, had two teams of workers on the
 * same cores, each sleeping when the other ran (medium zoo CNN: 20.9-25.2
 * ms per backward with the pool, 19.0-20.4 with the shared team). */
#include "runtime/thread_pool.h"

#include <errno.h>
#include <omp.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>

#include "cajit/runtime.h"
#include "runtime/fail.h"

static _Thread_local bool in_region;
/* Thread count of the region this thread is in; nested parallel_for calls
 * chunk with it. */
static _Thread_local int32_t region_threads;

bool cajit_rt_in_parallel_region(void) { return in_region; }

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

/* Runs the chunks a `threads`-thread region would use, in order, here. */
static void run_inline(cajit_rt_body_fn body, void *ctx, int32_t threads,
                       int64_t begin, int64_t end, int64_t grain) {
  int64_t nchunks = cajit_rt_parallel_chunks(threads, begin, end, grain);
  int64_t n = (int64_t)((uint64_t)end - (uint64_t)begin);
  for (int64_t i = 0; i < nchunks; i++)
    run_chunk(body, ctx, threads, begin, n, nchunks, i);
}

void cajit_rt_parallel_for_threads(int32_t threads, int64_t begin, int64_t end,
                                   int64_t grain, cajit_rt_body_fn body,
                                   void *ctx) {
  if (end <= begin) return;
  if (in_region) {
    /* Nested: the chunks the enclosing region would use, run here. */
    run_inline(body, ctx, region_threads, begin, end, grain);
    return;
  }
  int64_t nchunks = cajit_rt_parallel_chunks(threads, begin, end, grain);
  if (nchunks <= 1) {
    run_inline(body, ctx, threads, begin, end, grain);
    return;
  }
  int64_t n = (int64_t)((uint64_t)end - (uint64_t)begin);
#pragma omp parallel num_threads((int)nchunks)
  {
    int64_t t = omp_get_thread_num(), team = omp_get_num_threads();
    for (int64_t i = t; i < nchunks; i += team)
      run_chunk(body, ctx, threads, begin, n, nchunks, i);
  }
}

/* ---- the process-wide thread count ---------------------------------------
 */

static _Atomic int32_t global_threads; /* 0: default */
/* The count set_num_threads or CAJIT_NUM_THREADS fixed, as of the last
 * set_num_threads: 0 not yet read, -1 none (follow OpenMP). Reading the
 * environment is too slow for every parallel_for. */
static _Atomic int32_t resolved_threads;

/* CAJIT_NUM_THREADS if it is an integer in 1..CAJIT_RT_MAX_THREADS, else 0. */
static int32_t env_threads(void) {
  const char *env = getenv("CAJIT_NUM_THREADS");
  if (env && *env) {
    char *end;
    errno = 0;
    long v = strtol(env, &end, 10);
    if (!errno && !*end && v >= 1 && v <= CAJIT_RT_MAX_THREADS)
      return (int32_t)v;
  }
  return 0;
}

/* OpenMP's thread count for this thread's next parallel region: the
 * online CPUs unless OMP_NUM_THREADS says otherwise, and under Python what
 * torch.set_num_threads chose (torch sets it in the libgomp cajit shares).
 * A rank of a 2-process job that set torch to one thread then runs its
 * kernels on one thread too, as torch's ops and Inductor's kernels do:
 * with the online CPUs instead, each of the ranks' parallel kernels waited
 * for a second thread the oversubscribed cores did not run (an 8-layer
 * MLP backward on 2 cores: 3.5x slower than torch, serial parity). Read at
 * every parallel_for: torch.set_num_threads may change it any time. */
static int32_t openmp_threads(void) {
  int n = omp_get_max_threads();
  if (n < 1) return 1;
  return n > CAJIT_RT_MAX_THREADS ? CAJIT_RT_MAX_THREADS : (int32_t)n;
}

static int32_t fixed_threads(void) {
  int32_t n = global_threads;
  return n ? n : env_threads();
}

int32_t cajit_runtime_num_threads(void) {
  int32_t n = fixed_threads();
  return n ? n : openmp_threads();
}

cajit_status cajit_runtime_set_num_threads(int32_t num_threads) {
  if (num_threads < 0 || num_threads > CAJIT_RT_MAX_THREADS)
    return cajit_status_make(CAJIT_INVALID_ARGUMENT,
                             "set_num_threads: %d, need 0 (default) or 1..%d",
                             num_threads, CAJIT_RT_MAX_THREADS);
  global_threads = num_threads;
  resolved_threads = 0;
  return CAJIT_OK_STATUS;
}

/* OpenMP owns the threads and keeps them for the process's lifetime. */
void cajit_runtime_shutdown(void) {}

static _Atomic int64_t parallel_for_calls;

int64_t cajit_rt_parallel_for_count(void) { return parallel_for_calls; }

void cajit_rt_parallel_for(int64_t begin, int64_t end, int64_t grain,
                           cajit_rt_body_fn body, void *ctx) {
  parallel_for_calls++;
  int32_t threads = resolved_threads;
  if (!threads) {
    threads = fixed_threads();
    resolved_threads = threads = threads ? threads : -1;
  }
  if (threads < 0) threads = openmp_threads();
  cajit_rt_parallel_for_threads(threads, begin, end, grain, body, ctx);
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
