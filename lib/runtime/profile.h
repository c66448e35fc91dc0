/* Per-kernel time counters of graphs compiled with profiling
 * (cajit_compile_options.profile, CAJIT_PROFILE=1). The entry function of
 * such a graph reads the clock before each kernel and host call and adds the
 * elapsed time and one call to that kernel's pair of counters, a module
 * global (codegen/cg_profile.c). Calls from several threads add atomically;
 * a kernel's time includes its parallel_for workers' wall time, not their
 * CPU time. */
#ifndef CAJIT_RUNTIME_PROFILE_H
#define CAJIT_RUNTIME_PROFILE_H

#include <stdint.h>

/* Monotonic clock, in nanoseconds. */
int64_t cajit_rt_profile_now(void);
/* counters[0] += now - t0; counters[1] += 1 (atomically). */
void cajit_rt_profile_add(int64_t *counters, int64_t t0);

#endif
