#include "runtime/profile.h"

#include <time.h>

int64_t cajit_rt_profile_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void cajit_rt_profile_add(int64_t *counters, int64_t t0, int64_t bytes) {
  int64_t elapsed = cajit_rt_profile_now() - t0;
  __atomic_fetch_add(&counters[0], elapsed, __ATOMIC_RELAXED);
  __atomic_fetch_add(&counters[1], 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&counters[2], bytes, __ATOMIC_RELAXED);
}
