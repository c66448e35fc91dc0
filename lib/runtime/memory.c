/* The public view of the memory the runtime keeps between calls (see
 * cajit/runtime.h): the compiled graphs' kept arenas (idle_arenas.c) and
 * the block cache of freed outputs (block_cache.c). */
#include "cajit/runtime.h"
#include "runtime/block_cache.h"
#include "runtime/idle_arenas.h"

cajit_runtime_memory cajit_runtime_memory_stats(void) {
  cajit_runtime_memory m;
  m.idle_arena_bytes = cajit_rt_idle_arena_bytes();
  m.idle_arenas = cajit_rt_idle_arena_count();
  m.idle_arena_limit = cajit_rt_idle_arena_limit();
  m.idle_arena_over_limit_calls = cajit_rt_idle_arena_over_limit_calls();
  m.block_cache_bytes = cajit_rt_block_cache_bytes();
  m.block_cache_limit = cajit_rt_block_cache_limit();
  return m;
}

int64_t cajit_runtime_empty_cache(void) {
  return cajit_rt_idle_arenas_release() + cajit_rt_block_cache_clear();
}

void cajit_runtime_set_idle_arena_limit(int64_t bytes) {
  cajit_rt_idle_arena_set_limit(bytes);
}

void cajit_runtime_set_block_cache_limit(int64_t bytes) {
  cajit_rt_block_cache_set_limit(bytes);
}
