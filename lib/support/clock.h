/* Wall-clock milliseconds on the monotonic clock, for compile-time and
 * run-time figures. */
#ifndef CAJIT_SUPPORT_CLOCK_H
#define CAJIT_SUPPORT_CLOCK_H

#include <time.h>

static inline double cajit_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

#endif
