/* Running a function in a child process (worker.c): what it returns
 * arrives as bytes, what kills it (LLVM's abort on out of memory) as a
 * status. Not an API. */
#ifndef CAJIT_COMPILE_WORKER_H
#define CAJIT_COMPILE_WORKER_H

#include <stddef.h>

#include "cajit/status.h"

/* Runs in the child: *out_bytes (any allocation; the child exits) or a
 * status. */
typedef cajit_status (*cajit_worker_fn)(void *ctx, char **out_bytes,
                                        size_t *out_len);

/* fn(ctx) in a forked child; its bytes in *out_bytes (cajit_free) or an
 * error: the child's own status, CAJIT_OUT_OF_MEMORY when it died saying
 * so (LLVM's "out of memory", std::bad_alloc), CAJIT_LLVM_ERROR when it
 * died otherwise or ran past timeout_ms (then it is killed). budget_mb > 0
 * caps the child's address space at what it maps at the fork plus that
 * many MiB (RLIMIT_AS). */
cajit_status cajit_worker_run(cajit_worker_fn fn, void *ctx, double timeout_ms,
                              double budget_mb, char **out_bytes,
                              size_t *out_len);

#endif
