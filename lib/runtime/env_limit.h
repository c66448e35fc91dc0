/* A byte limit the environment gives in MiB (CAJIT_BLOCK_CACHE_MB,
 * CAJIT_IDLE_ARENA_MB): the caches of memory kept between calls read their
 * bounds this one way. */
#ifndef CAJIT_RUNTIME_ENV_LIMIT_H
#define CAJIT_RUNTIME_ENV_LIMIT_H

#include <stdint.h>

/* Bytes of the variable `name`'s count of MiB: a non-negative decimal
 * integer, capped at 2^30 MiB; unset, empty or anything else: default_mib
 * MiB. */
int64_t cajit_rt_env_limit_bytes(const char *name, int64_t default_mib);

#endif
