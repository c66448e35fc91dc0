/* cajit._native.Compiled: a .cag graph parsed, verified and compiled (its
 * library nodes chosen), its properties (timings, cache, fallbacks,
 * profile) and symbols(); calling it is _native_call.c. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "_native.h"
#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit/runtime.h"
#include "cajit/status.h"

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void Compiled_dealloc(CompiledObject *self) {
  cajit_compiled_destroy(self->compiled);
  cajit_graph_destroy(self->graph);
  free(self->library_nodes);
  free(self->library_note);
  free(self->scalar_is_float);
  Py_XDECREF(self->fallback_ops);
  Py_XDECREF(self->library_ops);
  Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *op_counts(const char *list);
static int choose_library_nodes(CompiledObject *self, const char *mode,
                                PyObject *call);

/* Whether a host call of g may reach the Python host with results to
 * describe: a host op with results, or a node that may run through the
 * host's library or fallback (any op without a native lowering). */
static bool graph_needs_symbols(const cajit_graph *g, int32_t fallbacks,
                                bool library) {
  if (fallbacks > 0 || library) return true;
  for (int32_t i = 0; i < g->node_count; i++)
    if (g->nodes[i].result_count > 0 && g->nodes[i].op.len > 5 &&
        memcmp(g->nodes[i].op.data, "host.", 5) == 0)
      return true;
  return false;
}

static int Compiled_init(CompiledObject *self, PyObject *args,
                         PyObject *kwargs) {
  static char *kwlist[] = {
      "text",          "filename", "cache_dir", "library_nodes",
      "conv_backward", "call",     NULL};
  const char *text;
  Py_ssize_t len;
  const char *filename = "<graph>";
  const char *cache_dir = NULL; /* the object cache (cajit/object_cache.h) */
  /* cajit_compile_options.library_nodes as given, or else chosen by
   * cajit_compile_library_nodes for conv_backward ("auto", "library",
   * "native") at the sizes of call ((inputs, sizes, scalars) or None). */
  const char *library_nodes = NULL, *conv_backward = NULL;
  PyObject *call = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "s#|szzzO", kwlist, &text,
                                   &len, &filename, &cache_dir, &library_nodes,
                                   &conv_backward, &call))
    return -1;
  if (self->graph || self->compiled) {
    PyErr_SetString(PyExc_RuntimeError, "Compiled is initialized once");
    return -1;
  }
  cajit_graph *g = NULL;
  cajit_status s;
  double t0, t1, t2;
  /* Parsing and verifying a large graph take a while (its shape rules'
   * proofs) and touch no Python object (text stays alive in args): a
   * background compile must not hold the training thread's GIL meanwhile
   * (bench/tier_contention.py). */
  Py_BEGIN_ALLOW_THREADS t0 = now_ms();
  s = cajit_graph_parse((cajit_sv){text, (size_t)len}, filename, &g);
  t1 = now_ms();
  if (!s) s = cajit_graph_verify(g);
  t2 = now_ms();
  Py_END_ALLOW_THREADS self->parse_ms = t1 - t0;
  self->verify_ms = t2 - t1;
  if (!s) {
    self->input_count = g->input_count;
    self->sizes_count = g->sizes_count;
    self->scalars_count = g->scalars_count;
    self->hooks_count = g->hooks_count;
    self->scalar_is_float = calloc((size_t)g->scalars_count + 1, sizeof(bool));
    if (!self->scalar_is_float)
      s = cajit_status_make(CAJIT_OUT_OF_MEMORY, "out of memory");
    for (int32_t i = 0; !s && i < g->scalars_count; i++)
      self->scalar_is_float[i] = g->scalar_types[i] == CAJIT_EXPR_TYPE_FLOAT;
  }
  if (s) {
    cajit_graph_destroy(g);
    cajit_py_raise_status(s);
    return -1;
  }
  self->graph = g;
  if (library_nodes) {
    self->library_nodes = strdup(library_nodes);
    if (!self->library_nodes) {
      PyErr_NoMemory();
      return -1;
    }
  } else if (conv_backward &&
             choose_library_nodes(self, conv_backward, call) < 0) {
    return -1;
  }
  cajit_compile_options opts;
  cajit_compile_options_init(&opts);
  opts.object_cache_dir = cache_dir;
  opts.library_nodes = self->library_nodes;
  Py_BEGIN_ALLOW_THREADS s = cajit_compile(g, &opts, &self->compiled);
  Py_END_ALLOW_THREADS if (s) {
    cajit_py_raise_status(s);
    return -1;
  }
  self->output_count = cajit_compiled_output_count(self->compiled);
  self->fallback_count = cajit_compiled_fallback_count(self->compiled);
  Py_XSETREF(self->fallback_ops,
             op_counts(cajit_compiled_fallback_ops(self->compiled)));
  Py_XSETREF(self->library_ops,
             op_counts(cajit_compiled_library_ops(self->compiled)));
  self->needs_symbols =
      graph_needs_symbols(g, self->fallback_count, self->library_nodes);
  return self->fallback_ops && self->library_ops ? 0 : -1;
}

/* {op: count} of a compiled module's op list (one op per line): the ops
 * that run through the host fallback (both those declined before lowering
 * and those a lowering sends to the host), or the library calls. */
static PyObject *op_counts(const char *list) {
  PyObject *d = PyDict_New();
  for (const char *line = list; d && *line;) {
    const char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    PyObject *key = PyUnicode_FromStringAndSize(line, (Py_ssize_t)len);
    PyObject *old = key ? PyDict_GetItemWithError(d, key) : NULL;
    long n = old ? PyLong_AsLong(old) + 1 : 1;
    PyObject *val = key && !PyErr_Occurred() ? PyLong_FromLong(n) : NULL;
    if (!val || PyDict_SetItem(d, key, val) != 0) Py_CLEAR(d);
    Py_XDECREF(key);
    Py_XDECREF(val);
    line += len + (end != NULL);
  }
  return d;
}

/* Chooses self->library_nodes (cajit_compile_library_nodes) for the
 * convolution-backward mode at the sizes of call (None: no call). */
static int choose_library_nodes(CompiledObject *self, const char *mode,
                                PyObject *call) {
  cajit_conv_backward_mode m;
  cajit_status s = cajit_conv_backward_mode_parse(mode, &m);
  if (s) {
    cajit_py_raise_status(s);
    return -1;
  }
  int64_t *ints = NULL;
  double *floats = NULL;
  int32_t count = 0;
  char why[300] = "";
  int got = 0;
  if (call != Py_None && m == CAJIT_CONV_BACKWARD_AUTO) {
    if (cajit_py_alloc_symbols(self->graph, &ints, &floats, &count)) return -1;
    got = cajit_py_call_symbols(self, call, ints, floats, why, sizeof why);
  }
  cajit_expr_binding b = {ints, floats, count};
  char *list = NULL, *note = NULL;
  if (got >= 0)
    s = cajit_compile_library_nodes(self->graph, m, got == 1 ? &b : NULL,
                                    got == 0 && why[0] ? why : NULL, &list,
                                    &note);
  free(ints);
  free(floats);
  if (got < 0) return -1;
  if (s) {
    cajit_py_raise_status(s);
    return -1;
  }
  self->library_nodes = list ? strdup(list) : NULL;
  self->library_note = note ? strdup(note) : NULL;
  bool oom = (list && !self->library_nodes) || (note && !self->library_note);
  cajit_free(list);
  cajit_free(note);
  if (oom) PyErr_NoMemory();
  return oom ? -1 : 0;
}

static PyObject *Compiled_get_fallback_count(CompiledObject *self, void *c) {
  return PyLong_FromLong(self->fallback_count);
}
static PyObject *Compiled_get_output_count(CompiledObject *self, void *c) {
  return PyLong_FromLong(self->output_count);
}

static PyObject *Compiled_get_fallback_ops(CompiledObject *self, void *c) {
  return PyDict_Copy(self->fallback_ops);
}

static PyObject *Compiled_get_library_ops(CompiledObject *self, void *c) {
  return PyDict_Copy(self->library_ops);
}

/* {stage: milliseconds}: parse and verify, then cajit_compile's stages. */
static PyObject *Compiled_get_timings(CompiledObject *self, void *c) {
  const cajit_compile_timings *t = cajit_compiled_timings(self->compiled);
  return Py_BuildValue("{sdsdsdsdsdsdsdsdsdsdsdsd}", "parse", self->parse_ms,
                       "verify", self->verify_ms, "key", t->key, "cache_read",
                       t->cache_read, "lower", t->lower, "codegen", t->codegen,
                       "split", t->split, "optimize", t->optimize, "emit",
                       t->emit, "cache_write", t->cache_write, "link", t->link,
                       "compile", t->total);
}

/* Objects LLVM compiled the module as (the entry apart, and a part of
 * kernels per thread); 0 after a cache hit. */
static PyObject *Compiled_get_llvm_parts(CompiledObject *self, void *c) {
  return PyLong_FromLong(cajit_compiled_timings(self->compiled)->parts);
}

/* "off", "miss", "hit" or "bad" (an unusable entry was replaced). */
static PyObject *Compiled_get_cache_result(CompiledObject *self, void *c) {
  static const char *names[] = {"off", "miss", "hit", "bad"};
  return PyUnicode_FromString(
      names[cajit_compiled_cache_result(self->compiled)]);
}

static PyObject *Compiled_get_cache_error(CompiledObject *self, void *c) {
  const char *e = cajit_compiled_cache_error(self->compiled);
  if (!e) Py_RETURN_NONE;
  return PyUnicode_FromString(e);
}

/* [(kernel name, nanoseconds, calls, bytes)] when compiled with
 * CAJIT_PROFILE=1, else [] (bytes: cajit_kernel_profile's). */
static PyObject *Compiled_get_profile(CompiledObject *self, void *c) {
  int32_t n = cajit_compiled_profile_count(self->compiled);
  PyObject *list = PyList_New(n);
  for (int32_t k = 0; list && k < n; k++) {
    cajit_kernel_profile kp = cajit_compiled_profile_get(self->compiled, k);
    PyObject *row = Py_BuildValue("(sLLL)", kp.name, (long long)kp.ns,
                                  (long long)kp.calls, (long long)kp.bytes);
    if (!row) {
      Py_CLEAR(list);
      break;
    }
    PyList_SET_ITEM(list, k, row);
  }
  return list;
}

static PyObject *Compiled_get_library_nodes(CompiledObject *self, void *c) {
  if (!self->library_nodes) Py_RETURN_NONE;
  return PyUnicode_FromString(self->library_nodes);
}

static PyObject *Compiled_get_library_note(CompiledObject *self, void *c) {
  if (!self->library_note) Py_RETURN_NONE;
  return PyUnicode_FromString(self->library_note);
}

static PyObject *Compiled_get_name(CompiledObject *self, void *c) {
  if (!self->graph || !self->graph->name.data) Py_RETURN_NONE;
  return PyUnicode_FromStringAndSize(self->graph->name.data,
                                     (Py_ssize_t)self->graph->name.len);
}

/* symbols((inputs, sizes, scalars)) -> {name: value}, or Error saying why
 * the call does not give them. */
static PyObject *Compiled_symbols(CompiledObject *self, PyObject *call) {
  if (!self->graph) {
    PyErr_SetString(cajit_py_error, "not compiled");
    return NULL;
  }
  int64_t *ints = NULL;
  double *floats = NULL;
  int32_t count = 0;
  char why[300] = "";
  if (cajit_py_alloc_symbols(self->graph, &ints, &floats, &count)) return NULL;
  int got = cajit_py_call_symbols(self, call, ints, floats, why, sizeof why);
  PyObject *d = got == 1 ? PyDict_New() : NULL;
  if (got == 0) PyErr_SetString(cajit_py_error, why);
  for (int32_t k = 0; d && k < self->graph->binding_count; k++) {
    int32_t sym = self->graph->bindings[k].symbol;
    cajit_sv name = cajit_expr_ctx_symbol_name(self->graph->exprs, sym);
    PyObject *key =
        PyUnicode_FromStringAndSize(name.data, (Py_ssize_t)name.len);
    PyObject *v = cajit_expr_ctx_symbol_type(self->graph->exprs, sym) ==
                          CAJIT_EXPR_TYPE_FLOAT
                      ? PyFloat_FromDouble(floats[sym])
                      : PyLong_FromLongLong(ints[sym]);
    if (!key || !v || PyDict_SetItem(d, key, v) != 0) Py_CLEAR(d);
    Py_XDECREF(key);
    Py_XDECREF(v);
  }
  free(ints);
  free(floats);
  return d;
}

static PyObject *Compiled_reset_profile(CompiledObject *self,
                                        PyObject *unused) {
  cajit_compiled_profile_reset(self->compiled);
  Py_RETURN_NONE;
}

static PyMethodDef Compiled_methods[] = {
    {"reset_profile", (PyCFunction)Compiled_reset_profile, METH_NOARGS,
     "zero the per-kernel profile counters"},
    {"symbols", (PyCFunction)Compiled_symbols, METH_O,
     "symbols((inputs, sizes, scalars)) -> {name: value} in that call"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Compiled_getset[] = {
    {"profile", (getter)Compiled_get_profile, NULL,
     "[(kernel, ns, calls)] with CAJIT_PROFILE=1, else []", NULL},
    {"timings", (getter)Compiled_get_timings, NULL,
     "{stage: ms} of parsing, verifying and compiling", NULL},
    {"llvm_parts", (getter)Compiled_get_llvm_parts, NULL,
     "objects (threads) LLVM compiled the module as; 0 after a cache hit",
     NULL},
    {"cache_result", (getter)Compiled_get_cache_result, NULL,
     "object cache: 'off', 'miss', 'hit' or 'bad'", NULL},
    {"cache_error", (getter)Compiled_get_cache_error, NULL,
     "why the object cache was not used, or None", NULL},
    {"fallback_ops", (getter)Compiled_get_fallback_ops, NULL,
     "{op: nodes} run through the host fallback", NULL},
    {"library_ops", (getter)Compiled_get_library_ops, NULL,
     "{op: count} of the ops called in the host's library by choice "
     "(library_nodes); not fallbacks",
     NULL},
    {"library_nodes", (getter)Compiled_get_library_nodes, NULL,
     "the library_nodes option compiled with (value ids, '*'), or None", NULL},
    {"library_note", (getter)Compiled_get_library_note, NULL,
     "why convolution backwards stayed native that might have been library "
     "calls, or None",
     NULL},
    {"name", (getter)Compiled_get_name, NULL, "the graph's name, or None",
     NULL},
    {"fallback_count", (getter)Compiled_get_fallback_count, NULL,
     "nodes that run through the host fallback", NULL},
    {"output_count", (getter)Compiled_get_output_count, NULL,
     "number of outputs", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject cajit_py_compiled_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cajit._native.Compiled",
    .tp_basicsize = sizeof(CompiledObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A .cag graph compiled to native code.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Compiled_init,
    .tp_dealloc = (destructor)Compiled_dealloc,
    .tp_call = (ternaryfunc)cajit_py_compiled_call,
    .tp_getset = Compiled_getset,
    .tp_methods = Compiled_methods,
};
