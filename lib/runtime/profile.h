/* Per-kernel time counters of graphs compiled with profiling
 * (cajit_compile_options.profile, CAJIT_PROFILE=1). The entry function of
 * such a graph reads the clock before each kernel and host call and adds the
 * elapsed time, one call and the bytes the call moved to that kernel's
 * three counters, a module global (codegen/cg_profile.c). Calls from several
 * threads add atomically; a kernel's time includes its parallel_for workers'
 * wall time, not their CPU time. */
#ifndef CAJIT_RUNTIME_PROFILE_H
#define CAJIT_RUNTIME_PROFILE_H

#include <stdint.h>

/* Monotonic clock, in nanoseconds. */
int64_t cajit_rt_profile_now(void);
/* counters[0] += now - t0; counters[1] += 1; counters[2] += bytes (the
 * bytes the call moved, 0 where not counted; atomically). */
void cajit_rt_profile_add(int64_t *counters, int64_t t0, int64_t bytes);

#endif
