/* parallel_for on OpenMP's thread team.
 *
 * A range [begin, end) is cut into nchunks = min(threads, ceil(n / grain))
 * contiguous chunks whose bounds depend only on (begin, end, grain,
 * threads): chunk i is [begin + i*q + min(i, r), ...) with q = n / nchunks,
 * r = n % nchunks. They run on an `omp parallel` team of nchunks threads,
 * a thread running chunks t, t + T, ... of a team of T (T < nchunks only
 * when OpenMP grants fewer threads). Nested calls (a body calling
 * parallel_for) run the chunks the enclosing region's thread count gives
 * one after another on their own thread. So a body sees the same chunks,
 * and computes the same values, on every path for a fixed thread count.
 *
 * Bodies must not fail (kernels); they must not throw or longjmp. */
#ifndef CAJIT_RUNTIME_THREAD_POOL_H
#define CAJIT_RUNTIME_THREAD_POOL_H

#include <stdint.h>

#include "cajit/runtime.h"
#include "cajit/status.h"

typedef void (*cajit_rt_body_fn)(int64_t lo, int64_t hi, void *ctx);

#define CAJIT_RT_MAX_THREADS 1024

/* Runs body over [begin, end) in chunks for `threads` threads (see the
 * chunking rule above). grain <= 0 counts as 1; an empty range calls
 * nothing. Returns when every chunk is done. Threads may call it at once:
 * each gets a team of its own. */
void cajit_rt_parallel_for_threads(int32_t threads, int64_t begin, int64_t end,
                                   int64_t grain, cajit_rt_body_fn body,
                                   void *ctx);
/* Number of chunks parallel_for uses for this range and thread count. */
int64_t cajit_rt_parallel_chunks(int32_t num_threads, int64_t begin,
                                 int64_t end, int64_t grain);
/* True on a thread while it runs a chunk. */
_Bool cajit_rt_in_parallel_region(void);

/* parallel_for with cajit_runtime_num_threads() threads, the one JIT code
 * calls. */
void cajit_rt_parallel_for(int64_t begin, int64_t end, int64_t grain,
                           cajit_rt_body_fn body, void *ctx);

/* A body that can fail: it reports through chunk_call (cajit_rt_fail) and
 * returns 1, or returns 0. */
typedef int32_t (*cajit_rt_fallible_body_fn)(int64_t lo, int64_t hi, void *ctx,
                                             cajit_call *chunk_call);
/* cajit_rt_parallel_for for bodies that can fail (kernels with index
 * checks). Each chunk reports into its own copy of *call (status NULL), so
 * chunks never race on call->status; afterwards the status of the failed
 * chunk with the lowest lo goes to call and the others are freed. A chunk
 * stops at its first failure, and chunks are contiguous in order, so the
 * status is the one a serial run over [begin, end) reports, whatever the
 * thread count or timing. Returns 0, or 1 with call->status set. */
int32_t cajit_rt_parallel_for_call(cajit_call *call, int64_t begin, int64_t end,
                                   int64_t grain,
                                   cajit_rt_fallible_body_fn body, void *ctx);

/* Number of cajit_rt_parallel_for(_call) calls in this process (a test
 * hook: kernels under the parallel threshold never call them). */
int64_t cajit_rt_parallel_for_count(void);

#endif
