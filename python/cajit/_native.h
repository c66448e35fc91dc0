/* Internal to the cajit._native extension: what its files share (the
 * module, _native.c; the Compiled type, _native_compiled.c, and its call,
 * _native_call.c; a call's arguments, _native_args.c; the Python host,
 * _native_host.c; host requests, _native_request.c; accumulate_grad and
 * final_callbacks done in C, _native_fast_paths.c; the command-line tools,
 * _native_tools.c; the caches' size limit, _native_cache.c; a graph as GPU
 * steps, _native_gpu.c; memory cajit holds without needing it,
 * _native_memory.c). Not an API. */
#ifndef CAJIT_PY_NATIVE_H
#define CAJIT_PY_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdint.h>

#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit/status.h"

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

/* _native.c: the module's exceptions, Error and GuardError(Error). */
extern PyObject *cajit_py_error;
extern PyObject *cajit_py_guard_error;
/* Raises s as Error (GuardError for a failed guard, MemoryError when out
 * of memory), frees it, returns NULL. */
PyObject *cajit_py_raise_status(cajit_status s);
/* A tensor's "dltensor" capsule (set_dlpack_exporter's function, else
 * __dlpack__), and the managed tensor taken out of one (the caller owns
 * it). */
PyObject *cajit_py_export_dlpack(PyObject *tensor);
DLManagedTensor *cajit_py_steal_managed(PyObject *tensor);

/* _native_compiled.c: the Compiled type. */
typedef struct {
  PyObject_HEAD cajit_compiled *compiled;
  int32_t input_count, sizes_count, scalars_count, hooks_count, output_count;
  int32_t fallback_count;
  bool *scalar_is_float;      /* per scalars entry, from the graph signature */
  PyObject *fallback_ops;     /* dict: op name -> nodes that use the fallback */
  PyObject *library_ops;      /* dict: op name -> library calls (by choice) */
  double parse_ms, verify_ms; /* before cajit_compile's own stages */
  /* The parsed graph, kept: host requests and symbols() read it. */
  cajit_graph *graph;
  /* Host calls of this graph may reach Python with results: each call
   * reads the symbols' values first (py_host.sym_*). */
  bool needs_symbols;
  char *library_nodes; /* the option compiled with (malloc'd), or NULL */
  char *library_note;  /* why convolutions stayed native (malloc'd), or NULL */
} CompiledObject;
extern PyTypeObject cajit_py_compiled_type;
/* _native_call.c: Compiled(inputs, sizes, scalars, hooks, host,
 * steal=False) -> list of capsules / None. */
PyObject *cajit_py_compiled_call(CompiledObject *self, PyObject *args,
                                 PyObject *kwargs);

/* _native_host.c: the Python host's callbacks (user: a py_host), the
 * interned names it uses (0, or -1 with an exception), each input's
 * geometry at the start of a call (free with free; NULL when out of
 * memory) and cajit_call.input_now (ctx: the py_host). */
extern const cajit_host cajit_py_host_template;
int cajit_py_host_init(void);
int64_t *cajit_py_snapshot_geometry(DLTensor *const *in, int32_t n);
cajit_status cajit_py_input_now(void *ctx, int32_t i, DLTensor **tensor,
                                int64_t *bytes);

/* _native_args.c: a call's arguments (0, or -1 with an exception). */
/* out[i]: input i of seq (a PySequence_Fast) as DLPack, its capsule kept
 * in capsules until the call ends. */
int cajit_py_borrow_inputs(PyObject *seq, DLTensor **out, PyObject *capsules);
/* The release_ctx of a call that steals its inputs list. */
typedef struct cajit_py_stolen_inputs {
  PyObject *list;     /* the caller's inputs list */
  PyObject *capsules; /* one per input, in order */
  DLTensor **in_ptrs;
} cajit_py_stolen_inputs;
void cajit_py_release_stolen_inputs(void *ctx, const int32_t *indices,
                                    int32_t count);
int cajit_py_read_sizes(PyObject *seq, int64_t *out);
int cajit_py_read_scalars(PyObject *seq, const bool *is_float,
                          cajit_scalar *out);
/* Error "expected N what, got M" unless have == want. */
int cajit_py_check_count(const char *what, Py_ssize_t have, int32_t want);
/* A call's inputs, sizes and scalars (each a PySequence_Fast), checked
 * against the counts the graph declares, then read: inputs as DLPack into
 * in (capsules kept in capsules), sizes into size_vals, scalars into
 * scalar_vals by scalar_is_float. */
int cajit_py_read_call(PyObject *inputs, PyObject *sizes, PyObject *scalars,
                       int32_t n_inputs, int32_t n_sizes, int32_t n_scalars,
                       const bool *scalar_is_float, DLTensor **in,
                       PyObject *capsules, int64_t *size_vals,
                       cajit_scalar *scalar_vals);
/* Arrays for every symbol of g's expressions (free with free()). */
int cajit_py_alloc_symbols(const cajit_graph *g, int64_t **ints,
                           double **floats, int32_t *count);
/* The symbols' values in call, an (inputs, sizes, scalars) sequence: 1
 * read; 0 the call does not give them (why says so); -1 a Python error. */
int cajit_py_call_symbols(CompiledObject *self, PyObject *call, int64_t *ints,
                          double *floats, char *why, size_t cap);
/* The module function set_plain_tensor_types(Tensor, Parameter). */
PyObject *cajit_py_set_plain_tensor_types(PyObject *mod, PyObject *args);

/* _native_gpu.c: the GpuProgram type (a graph as GPU steps). */
extern PyTypeObject cajit_py_gpu_program_type;

/* _native_tools.c: the module function tool_main. */
PyObject *cajit_py_tool_main(PyObject *mod, PyObject *args);

/* _native_cache.c: the module functions cache_trim and cache_touch. */
PyObject *cajit_py_cache_trim(PyObject *mod, PyObject *args);
PyObject *cajit_py_cache_touch(PyObject *mod, PyObject *args);

/* _native_caches.c: the module functions memory_stats, empty_cache,
 * set_idle_arena_limit and set_block_cache_limit. */
PyObject *cajit_py_memory_stats(PyObject *mod, PyObject *unused);
PyObject *cajit_py_empty_cache(PyObject *mod, PyObject *unused);
PyObject *cajit_py_set_idle_arena_limit(PyObject *mod, PyObject *arg);
PyObject *cajit_py_set_block_cache_limit(PyObject *mod, PyObject *arg);

/* _native_memory.c: the module function release_file_pages. */
PyObject *cajit_py_release_file_pages(PyObject *mod, PyObject *seq);

#endif
