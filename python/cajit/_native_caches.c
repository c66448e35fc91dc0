/* The runtime's caches as Python sees them (cajit.memory_stats,
 * cajit.empty_cache, cajit.set_idle_arena_limit, set_block_cache_limit):
 * the arenas compiled
 * graphs keep between calls and the block cache of freed outputs
 * (cajit/runtime.h, "Memory the runtime keeps between calls"). */
#include "_native.h"

#include <stdint.h>

#include "cajit/runtime.h"

PyObject *cajit_py_memory_stats(PyObject *mod, PyObject *unused) {
  cajit_runtime_memory m = cajit_runtime_memory_stats();
  return Py_BuildValue(
      "{s:L,s:L,s:L,s:L,s:L,s:L}", "idle_arena_bytes",
      (long long)m.idle_arena_bytes, "idle_arenas", (long long)m.idle_arenas,
      "idle_arena_limit", (long long)m.idle_arena_limit,
      "idle_arena_over_limit_calls", (long long)m.idle_arena_over_limit_calls,
      "block_cache_bytes", (long long)m.block_cache_bytes, "block_cache_limit",
      (long long)m.block_cache_limit);
}

PyObject *cajit_py_empty_cache(PyObject *mod, PyObject *unused) {
  int64_t freed;
  Py_BEGIN_ALLOW_THREADS freed = cajit_runtime_empty_cache();
  Py_END_ALLOW_THREADS return PyLong_FromLongLong(freed);
}

/* A byte count >= 0, or None (-1: back to the environment's); -2 with a
 * Python error set. */
static long long limit_of(PyObject *arg, const char *who, const char *env) {
  if (arg == Py_None) return -1;
  long long bytes = PyLong_AsLongLong(arg);
  if (bytes == -1 && PyErr_Occurred()) return -2;
  if (bytes < 0) {
    PyErr_Format(PyExc_ValueError,
                 "%s: a byte count >= 0, or None for %s's (1024 MiB when "
                 "unset)",
                 who, env);
    return -2;
  }
  return bytes;
}

PyObject *cajit_py_set_idle_arena_limit(PyObject *mod, PyObject *arg) {
  long long bytes =
      limit_of(arg, "set_idle_arena_limit", "CAJIT_IDLE_ARENA_MB");
  if (bytes == -2) return NULL;
  Py_BEGIN_ALLOW_THREADS cajit_runtime_set_idle_arena_limit(bytes);
  Py_END_ALLOW_THREADS Py_RETURN_NONE;
}

PyObject *cajit_py_set_block_cache_limit(PyObject *mod, PyObject *arg) {
  long long bytes =
      limit_of(arg, "set_block_cache_limit", "CAJIT_BLOCK_CACHE_MB");
  if (bytes == -2) return NULL;
  Py_BEGIN_ALLOW_THREADS cajit_runtime_set_block_cache_limit(bytes);
  Py_END_ALLOW_THREADS Py_RETURN_NONE;
}
