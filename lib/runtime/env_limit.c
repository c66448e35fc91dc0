/* See env_limit.h. */
#include "runtime/env_limit.h"

#include <stdlib.h>

int64_t cajit_rt_env_limit_bytes(const char *name, int64_t default_mib) {
  const char *v = getenv(name);
  if (!v || !*v) return default_mib << 20;
  char *end;
  long long mb = strtoll(v, &end, 10);
  if (*end || mb < 0) return default_mib << 20;
  return mb > ((int64_t)1 << 30) ? (int64_t)1 << 50 : (int64_t)mb << 20;
}
