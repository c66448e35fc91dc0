/* Wall-clock milliseconds on the monotonic clock, for compile-time and
 * run-time figures, and a thread's CPU milliseconds. */
#ifndef CAJIT_SUPPORT_CLOCK_H
#define CAJIT_SUPPORT_CLOCK_H

#include <time.h>

static inline double cajit_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* CPU milliseconds the calling thread has used: compile-time figures on a
 * machine others share (wall time counts their work too). */
static inline double cajit_thread_cpu_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

#endif
