/* Internal to the cajit._native extension: what _native.c (the module, the
 * Compiled type, the Python host) and _native_fast_paths.c (accumulate_grad
 * and final_callbacks done in C) _native_tools.c (the command-line tools)
 * and _native_cache.c (the caches' size limit) share. Not an API. */
#ifndef CAJIT_PY_NATIVE_H
#define CAJIT_PY_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdint.h>

#include "cajit/graph.h"
#include "cajit/host.h"

/* The user data of a call's host callbacks. */
typedef struct py_host {
  PyObject *host;      /* the host object */
  PyObject *exc_type;  /* the first exception a callback raised */
  PyObject *exc_value; /* (kept to re-raise after the entry returns) */
  PyObject *exc_tb;
  PyObject *inputs;   /* the call's input tensors (a PySequence_Fast) */
  DLTensor **in_ptrs; /* their DLPack views, for finding parameters */
  int32_t input_count;
  bool recording;     /* the host records every call (cajit.repro): no fast
                         paths, whose calls would not reach it */
  PyObject *capsules; /* the capsules behind in_ptrs, one per input */
  /* Each input's geometry when the call began (geometry_of), which the
   * guards checked: torch's DLPack views point into the tensor's own size
   * and stride arrays, which a hook may change (`p.data = ...`). */
  int64_t *geometry;
  /* The compiled graph's .cag graph, and the values of its symbols in this
   * call (read before the entry runs; sym_ok false when they were not
   * read or do not evaluate): what host requests' `results` come from. */
  const cajit_graph *graph;
  const int64_t *sym_ints;
  const double *sym_floats;
  int32_t sym_count;
  bool sym_ok;
} py_host;

/* A capsule that owns mt (released if the capsule is never consumed). */
PyObject *cajit_py_capsule_from_owned(DLManagedTensor *mt);
/* A capsule over a tensor the runtime owns (valid during the callback). */
PyObject *cajit_py_capsule_from_borrowed(const DLTensor *t);

/* _native_fast_paths.c: 1 when req was done here, 0 when the Python host
 * must do it, -1 on a Python error. */
int cajit_py_host_fast_path(py_host *h, const cajit_host_request *req);
/* The module functions set_host_fast_paths and fast_path_counts. */
PyObject *cajit_py_set_host_fast_paths(PyObject *mod, PyObject *args);
PyObject *cajit_py_fast_path_counts(PyObject *mod, PyObject *unused);

/* _native_request.c: the HostRequest type (added to module), the host
 * request of req as Python values (see there), fallback arguments as
 * Python values, and the module function set_torch_dtypes. */
int cajit_py_request_type_init(PyObject *module);
PyObject *cajit_py_host_request(const py_host *h,
                                const cajit_host_request *req);
PyObject *cajit_py_host_values(const cajit_host_value *vals, int32_t n);
PyObject *cajit_py_set_torch_dtypes(PyObject *mod, PyObject *map);
/* The value of each symbol of g (ints / floats indexed by symbol) in a
 * call with these inputs, sizes and scalars; false, with why, when an
 * input lacks the dim a symbol comes from (the call's guards fail then). */
bool cajit_py_eval_symbols(const cajit_graph *g, DLTensor *const *inputs,
                           int32_t input_count, const int64_t *sizes,
                           const cajit_scalar *scalars, int64_t *ints,
                           double *floats, char *why, size_t cap);

/* _native_tools.c: the module function tool_main. */
PyObject *cajit_py_tool_main(PyObject *mod, PyObject *args);

/* _native_cache.c: the module functions cache_trim and cache_touch. */
PyObject *cajit_py_cache_trim(PyObject *mod, PyObject *args);
PyObject *cajit_py_cache_touch(PyObject *mod, PyObject *args);

#endif
