/* cajit._native: the CPython extension over the C library.
 *
 * One type, Compiled(text, filename="<graph>", cache_dir=None): a .cag graph
 * parsed, verified and JIT-compiled (through the object cache in cache_dir,
 * cajit/object_cache.h; `timings`, `cache_result` and `cache_error` tell
 * where the time went and whether the cache was used).
 * Calling it runs the entry function on tensors that cross as DLPack (no
 * copies) and returns the outputs as DLPack capsules (the Python side turns
 * them into torch tensors that own their memory). Called with steal=True
 * and an inputs list, it takes the list over: each entry becomes None once
 * no kernel reads it (cajit_call.release_inputs), as compiled autograd lets
 * its backends do, so saved tensors are freed during the call.
 *
 * Host ops (hooks, custom backward, grad accumulation, final callbacks,
 * fallback ops) call back into a Python `host` object given with each call:
 *
 *   host.call(request) -> results
 *
 * where request is a cajit._native.HostRequest (_native_request.c): the
 * kind, the graph node's index, the hook object, the lent tensors as
 * borrowed DLPack capsules (valid only during the callback: the Python side
 * copies whatever it keeps) with the caller's own tensor for those that are
 * graph inputs, the fallback's op and decoded arguments, and each result's
 * dtype and shape evaluated for this call. It returns a list of tensors (or
 * None entries), one per result slot. accumulate_grad and final_callbacks
 * mostly run in C (_native_fast_paths.c).
 *
 * An exception raised by the host is kept and re-raised, with its original
 * type, message and traceback, when the entry returns. */
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

static PyObject *CajitError; /* cajit._native.Error */
/* tensor -> "dltensor" capsule. torch._C._to_dlpack when the Python side
 * sets it (10x cheaper than __dlpack__, and it exports parameters that
 * require grad, which the graph only reads); else __dlpack__. */
static PyObject *dlpack_exporter;
static PyObject *GuardError; /* cajit._native.GuardError(Error) */

/* ---- status -> Python exception ---------------------------------------- */

static PyObject *raise_status(cajit_status s) {
  PyObject *type =
      cajit_status_code_of(s) == CAJIT_GUARD_FAILED ? GuardError : CajitError;
  if (cajit_status_code_of(s) == CAJIT_OUT_OF_MEMORY) type = PyExc_MemoryError;
  PyErr_SetString(type, cajit_status_message(s));
  cajit_status_free(s);
  return NULL;
}

/* ---- DLPack capsules ---------------------------------------------------- */

static void owned_capsule_destructor(PyObject *capsule) {
  /* Unconsumed capsule: we still own the managed tensor. */
  if (PyCapsule_IsValid(capsule, "dltensor")) {
    DLManagedTensor *mt = PyCapsule_GetPointer(capsule, "dltensor");
    if (mt && mt->deleter) mt->deleter(mt);
  }
}

/* Wraps an owned managed tensor (the capsule takes ownership). */
PyObject *cajit_py_capsule_from_owned(DLManagedTensor *mt) {
  PyObject *c = PyCapsule_New(mt, "dltensor", owned_capsule_destructor);
  if (!c && mt->deleter) mt->deleter(mt);
  return c;
}

static void borrowed_deleter(DLManagedTensor *mt) { free(mt); }

/* A capsule over a tensor the runtime owns: the managed tensor is a copy of
 * the descriptor whose deleter frees only the copy. */
PyObject *cajit_py_capsule_from_borrowed(const DLTensor *t) {
  if (!t) Py_RETURN_NONE;
  DLManagedTensor *mt = calloc(1, sizeof *mt);
  if (!mt) return PyErr_NoMemory();
  mt->dl_tensor = *t;
  mt->deleter = borrowed_deleter;
  return cajit_py_capsule_from_owned(mt);
}

/* Takes the managed tensor out of a tensor's __dlpack__() capsule; the
 * capsule is marked used so the caller owns the result. */
static PyObject *export_dlpack(PyObject *tensor) {
  if (dlpack_exporter) return PyObject_CallOneArg(dlpack_exporter, tensor);
  return PyObject_CallMethod(tensor, "__dlpack__", NULL);
}

static DLManagedTensor *steal_managed(PyObject *tensor) {
  PyObject *capsule = export_dlpack(tensor);
  if (!capsule) return NULL;
  DLManagedTensor *mt = PyCapsule_GetPointer(capsule, "dltensor");
  if (mt && PyCapsule_SetName(capsule, "used_dltensor") != 0) mt = NULL;
  Py_DECREF(capsule);
  return mt;
}

/* ---- the Python host ---------------------------------------------------- */

/* py_host: _native.h; accumulate_grad and final_callbacks in C:
 * _native_fast_paths.c; the request as Python values: _native_request.c. */

static PyObject *str_call; /* "call" */

/* Keeps the pending Python exception for re-raising and returns a status
 * that names it. */
static cajit_status keep_exception(py_host *h, const cajit_host_request *req) {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  if (tb && value) PyException_SetTraceback(value, tb);
  const char *what = "exception";
  PyObject *text = value ? PyObject_Str(value) : NULL;
  if (text) what = PyUnicode_AsUTF8(text);
  if (!what) {
    PyErr_Clear();
    what = "exception";
  }
  cajit_status s = cajit_status_make(
      CAJIT_HOST_ERROR, "%s raised %s: %s", cajit_host_op_kind_name(req->kind),
      type ? ((PyTypeObject *)type)->tp_name : "an exception", what);
  Py_XDECREF(text);
  if (!h->exc_type) {
    h->exc_type = type;
    h->exc_value = value;
    h->exc_tb = tb;
  } else {
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(tb);
  }
  return s;
}

/* Stores the host's results (a sequence of tensors or None) in the slots. */
static int store_results(const cajit_host_request *req, PyObject *results) {
  if (req->result_count == 0) return 0;
  PyObject *seq = PySequence_Fast(results, "host results must be a sequence");
  if (!seq) return -1;
  if (PySequence_Fast_GET_SIZE(seq) != req->result_count) {
    PyErr_Format(CajitError, "%s returned %zd results, the graph expects %d",
                 cajit_host_op_kind_name(req->kind),
                 PySequence_Fast_GET_SIZE(seq), (int)req->result_count);
    Py_DECREF(seq);
    return -1;
  }
  for (int32_t i = 0; i < req->result_count; i++) {
    PyObject *item = PySequence_Fast_GET_ITEM(seq, i);
    if (item == Py_None) continue;
    req->results[i] = steal_managed(item);
    if (!req->results[i]) {
      Py_DECREF(seq);
      return -1;
    }
  }
  Py_DECREF(seq);
  return 0;
}

static cajit_status host_dispatch(void *user, const cajit_host_request *req) {
  py_host *h = user;
  if (h->exc_type) /* an earlier callback already failed this call */
    return cajit_status_make(CAJIT_HOST_ERROR, "host call after a failure");
  int fast_done = h->recording ? 0 : cajit_py_host_fast_path(h, req);
  if (fast_done == 1) return NULL;
  if (fast_done < 0) return keep_exception(h, req);
  PyObject *request = cajit_py_host_request(h, req);
  PyObject *results =
      request ? PyObject_CallMethodOneArg(h->host, str_call, request) : NULL;
  Py_XDECREF(request);
  if (results && store_results(req, results) == 0) {
    Py_DECREF(results);
    return NULL;
  }
  Py_XDECREF(results);
  return keep_exception(h, req);
}

/* ---- inputs whose memory may change (cajit_call.input_now) -------------
 *
 * A hook may free or re-allocate an input's storage during the call:
 * FSDP2 frees its unsharded parameters' storage after the forward
 * (untyped_storage().resize_(0)) and all-gathers into a new one in its
 * pre-backward hook. Before an input's first reader, and before its first
 * reader after each hook, the entry asks for the input's current memory:
 * a tensor whose data pointer moved is exported again (same dtype, shape
 * and strides, or the call fails), and the bytes its storage holds from
 * its first element tell the entry whether its sizes and strides fit. */

static PyObject *str_data_ptr, *str_untyped_storage, *str_nbytes,
    *str_storage_offset;

static int call_ll(PyObject *obj, PyObject *name, long long *out) {
  PyObject *v = PyObject_CallMethodNoArgs(obj, name);
  if (!v) return -1;
  *out = PyLong_AsLongLong(v);
  Py_DECREF(v);
  return *out == -1 && PyErr_Occurred() ? -1 : 0;
}

/* t's data pointer and the bytes of its storage from its first element. */
static int probe_storage(PyObject *t, long long *ptr, long long *bytes,
                         int64_t elem) {
  long long nbytes, offset;
  PyObject *st = PyObject_CallMethodNoArgs(t, str_untyped_storage);
  if (!st) return -1;
  int rc = call_ll(st, str_nbytes, &nbytes);
  Py_DECREF(st);
  if (rc || call_ll(t, str_data_ptr, ptr) ||
      call_ll(t, str_storage_offset, &offset))
    return -1;
  *bytes = nbytes - offset * elem;
  if (*bytes < 0) *bytes = 0;
  return 0;
}

/* Geometry records, one per input in py_host.geometry: {ndim, dtype,
 * shape[ndim], strides[ndim]} (row-major strides when DLPack gives none). */
static int64_t geometry_words(const DLTensor *t) { return 2 + 2 * t->ndim; }

static int64_t *geometry_of(int64_t *g, const DLTensor *t) {
  g[0] = t->ndim;
  g[1] = (int64_t)t->dtype.code | (int64_t)t->dtype.bits << 8 |
         (int64_t)t->dtype.lanes << 16;
  int64_t contig = 1;
  for (int32_t d = t->ndim - 1; d >= 0; d--) {
    g[2 + d] = t->shape[d];
    g[2 + t->ndim + d] = t->strides ? t->strides[d] : contig;
    contig *= t->shape[d];
  }
  return g + geometry_words(t);
}

static bool same_geometry(const int64_t *g, const DLTensor *t) {
  int64_t now[2 + 2 * (t->ndim > 0 ? t->ndim : 1)];
  if (g[0] != t->ndim) return false;
  geometry_of(now, t);
  for (int32_t k = 1; k < 2 + t->ndim; k++)
    if (now[k] != g[k]) return false;
  for (int32_t d = 0; d < t->ndim; d++) /* a size-1 dim's stride is free */
    if (now[2 + t->ndim + d] != g[2 + t->ndim + d] && now[2 + d] != 1)
      return false;
  return true;
}

/* py_host.geometry of n inputs: n offsets, then the records (malloc'd;
 * NULL when out of memory). */
static int64_t *snapshot_geometry(DLTensor *const *in, int32_t n) {
  int64_t words = n;
  for (int32_t i = 0; i < n; i++)
    words += geometry_words(in[i]);
  int64_t *g = malloc((size_t)(words > 0 ? words : 1) * sizeof *g);
  if (!g) return NULL;
  int64_t *rec = g + n;
  for (int32_t i = 0; i < n; i++) {
    g[i] = rec - g;
    rec = geometry_of(rec, in[i]);
  }
  return g;
}

static const int64_t *input_geometry(const py_host *h, int32_t i) {
  return h->geometry + h->geometry[i];
}

static cajit_status py_input_now(void *ctx, int32_t i, DLTensor **tensor,
                                 int64_t *bytes) {
  py_host *h = ctx;
  *tensor = NULL;
  *bytes = -1;
  DLTensor *old = i >= 0 && i < h->input_count ? h->in_ptrs[i] : NULL;
  PyObject *t = old ? PySequence_Fast_GET_ITEM(h->inputs, i) : Py_None;
  if (t == Py_None)
    return cajit_status_make(CAJIT_INTERNAL,
                             "the input was released before its last reader");
  int64_t elem = ((int64_t)old->dtype.bits * old->dtype.lanes + 7) / 8;
  long long ptr, have;
  if (probe_storage(t, &ptr, &have, elem)) {
    PyErr_Clear();
    return NULL; /* not a torch tensor: trust its DLPack view */
  }
  *bytes = have;
  const int64_t *g = input_geometry(h, i);
  if ((char *)(uintptr_t)ptr == (char *)old->data + old->byte_offset) {
    if (same_geometry(g, old)) return NULL;
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "a hook changed its dtype, shape or strides "
                             "during the backward");
  }
  /* Re-allocated (or freed) since it was exported: export it again. */
  PyObject *c = export_dlpack(t);
  DLManagedTensor *mt = c ? PyCapsule_GetPointer(c, "dltensor") : NULL;
  if (!mt) {
    PyErr_Clear();
    Py_XDECREF(c);
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "its storage moved and it cannot be exported "
                             "to DLPack again");
  }
  if (!same_geometry(g, &mt->dl_tensor)) {
    Py_DECREF(c);
    return cajit_status_make(CAJIT_HOST_ERROR,
                             "a hook changed its dtype, shape or strides "
                             "during the backward");
  }
  h->in_ptrs[i] = &mt->dl_tensor;
  PyList_SetItem(h->capsules, i, c); /* steals c, drops the old capsule */
  *tensor = &mt->dl_tensor;
  return NULL;
}

static const cajit_host python_host_template = {
    .tensor_pre_hook = host_dispatch,
    .pre_hook = host_dispatch,
    .post_hook = host_dispatch,
    .post_acc_grad_hook = host_dispatch,
    .backward = host_dispatch,
    .accumulate_grad = host_dispatch,
    .final_callbacks = host_dispatch,
    .fallback = host_dispatch,
};

/* ---- Compiled ----------------------------------------------------------- */

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
  double t0 = now_ms();
  cajit_status s =
      cajit_graph_parse((cajit_sv){text, (size_t)len}, filename, &g);
  double t1 = now_ms();
  if (!s) s = cajit_graph_verify(g);
  self->parse_ms = t1 - t0;
  self->verify_ms = now_ms() - t1;
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
    raise_status(s);
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
    raise_status(s);
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

/* torch.Tensor and torch.nn.Parameter, when the Python side sets them
 * (set_plain_tensor_types): the only input types compiled code may take. */
static PyObject *plain_types[2];

static bool holdable(PyObject *t) {
  return !plain_types[0] || Py_IS_TYPE(t, (PyTypeObject *)plain_types[0]) ||
         Py_IS_TYPE(t, (PyTypeObject *)plain_types[1]);
}

/* An input compiled code cannot hold: a tensor subclass, or a tensor that
 * has no DLPack form (sparse, vmap-batched: no storage). It fails the
 * call's guards before anything runs, so the caller can recompile, and
 * normalization refuses such an input by name (cajit.normalize). The
 * exporter's own exception, if any, becomes the message. */
static int unholdable_input(Py_ssize_t i, PyObject *t) {
  const char *why = "a tensor subclass";
  PyObject *type = NULL, *value = NULL, *tb = NULL, *text = NULL;
  if (PyErr_Occurred()) {
    PyErr_Fetch(&type, &value, &tb);
    text = value ? PyObject_Str(value) : NULL;
    why = text ? PyUnicode_AsUTF8(text) : NULL;
    if (!why) {
      PyErr_Clear();
      why = "no DLPack form";
    }
  }
  PyErr_Format(GuardError,
               "input %zd (%s) cannot be passed to compiled code: %s", i,
               Py_TYPE(t)->tp_name, why);
  Py_XDECREF(text);
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(tb);
  return -1;
}

/* Fills a DLTensor pointer array from tensors' __dlpack__() capsules (kept
 * alive in *capsules until the call ends). */
static int borrow_inputs(PyObject *seq, DLTensor **out, PyObject *capsules) {
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject *t = PySequence_Fast_GET_ITEM(seq, i);
    if (t == Py_None) {
      PyErr_Format(CajitError, "input %zd is None; the graph needs a tensor",
                   i);
      return -1;
    }
    PyObject *c = holdable(t) ? export_dlpack(t) : NULL;
    if (!c) return unholdable_input(i, t);
    if (PyList_Append(capsules, c) != 0) {
      Py_DECREF(c);
      return -1;
    }
    Py_DECREF(c);
    DLManagedTensor *mt = PyCapsule_GetPointer(c, "dltensor");
    if (!mt) return -1;
    out[i] = &mt->dl_tensor;
  }
  return 0;
}

/* cajit_call.release_inputs of a call that steals its inputs list: drops
 * the input's DLPack capsule (its reference to the tensor) and the list's
 * entry, so the tensor is freed now if nothing else holds it. in_ptrs[i]
 * becomes NULL first: the fast paths look parameters up there. Runs on
 * the calling thread, which holds the GIL for the whole call. */
typedef struct stolen_inputs {
  PyObject *list;     /* the caller's inputs list */
  PyObject *capsules; /* one per input, in order */
  DLTensor **in_ptrs;
} stolen_inputs;

static void release_stolen_inputs(void *ctx, const int32_t *indices,
                                  int32_t count) {
  stolen_inputs *s = ctx;
  for (int32_t k = 0; k < count; k++) {
    Py_ssize_t i = indices[k];
    if (i < 0 || i >= PyList_GET_SIZE(s->capsules) ||
        i >= PyList_GET_SIZE(s->list))
      continue;
    s->in_ptrs[i] = NULL;
    /* SetItem steals the new reference to None and drops the old item. */
    PyList_SetItem(s->capsules, i, Py_NewRef(Py_None));
    PyList_SetItem(s->list, i, Py_NewRef(Py_None));
  }
}

/* One `sizes` entry (cajit.backend.size_value): an int, or a tensor whose
 * dim 1 is the size (compiled autograd wraps sizes it may mark dynamic as
 * torch.empty(0, n)). Done here: a backward has dozens of them. */
static int read_size(PyObject *v, int64_t *out) {
  if (PyLong_Check(v)) {
    *out = PyLong_AsLongLong(v);
    return *out == -1 && PyErr_Occurred() ? -1 : 0;
  }
  PyObject *shape = PyObject_GetAttrString(v, "shape");
  PyObject *x = shape ? PySequence_GetItem(shape, 1) : NULL;
  if (!shape && PyErr_ExceptionMatches(PyExc_AttributeError)) {
    PyErr_Clear();
    x = PyNumber_Long(v);
  }
  Py_XDECREF(shape);
  if (!x) return -1;
  *out = PyLong_AsLongLong(x);
  Py_DECREF(x);
  return *out == -1 && PyErr_Occurred() ? -1 : 0;
}

static int read_sizes(PyObject *seq, int64_t *out) {
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  for (Py_ssize_t i = 0; i < n; i++)
    if (read_size(PySequence_Fast_GET_ITEM(seq, i), &out[i])) return -1;
  return 0;
}

/* Reads scalars as the graph declares them (int or float). */
static int read_scalars(PyObject *seq, const bool *is_float,
                        cajit_scalar *out) {
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject *v = PySequence_Fast_GET_ITEM(seq, i);
    if (is_float[i]) {
      out[i].f = PyFloat_AsDouble(v);
      if (out[i].f == -1.0 && PyErr_Occurred()) return -1;
    } else {
      out[i].i = PyLong_AsLongLong(v);
      if (out[i].i == -1 && PyErr_Occurred()) return -1;
    }
  }
  return 0;
}

static int check_count(const char *what, Py_ssize_t have, int32_t want) {
  if (have == want) return 0;
  PyErr_Format(CajitError, "expected %d %s, got %zd", (int)want, what, have);
  return -1;
}

/* ---- the symbols' values in a call -------------------------------------- */

/* Arrays for every symbol of g's expressions (free with free()). */
static int alloc_symbols(const cajit_graph *g, int64_t **ints, double **floats,
                         int32_t *count) {
  *count = cajit_expr_ctx_symbol_count(g->exprs);
  *ints = calloc((size_t)*count + 1, sizeof **ints);
  *floats = calloc((size_t)*count + 1, sizeof **floats);
  if (*ints && *floats) return 0;
  free(*ints);
  free(*floats);
  *ints = NULL;
  *floats = NULL;
  PyErr_NoMemory();
  return -1;
}

/* Takes the pending exception's text as why (and clears it). */
static void exception_text(char *why, size_t cap) {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyObject *text = value ? PyObject_Str(value) : NULL;
  const char *t = text ? PyUnicode_AsUTF8(text) : NULL;
  snprintf(why, cap, "%s", t ? t : "an exception");
  PyErr_Clear();
  Py_XDECREF(text);
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(tb);
}

/* The symbols' values in call, an (inputs, sizes, scalars) sequence, read
 * as a call of the compiled graph reads them. 1: read; 0: the call does
 * not give them (why says so); -1: a Python error (out of memory). */
static int call_symbols(CompiledObject *self, PyObject *call, int64_t *ints,
                        double *floats, char *why, size_t cap) {
  PyObject *parts = PySequence_Fast(call, "call must be a sequence");
  PyObject *inputs = NULL, *sizes = NULL, *scalars = NULL;
  PyObject *capsules = PyList_New(0);
  DLTensor **in = calloc((size_t)self->input_count + 1, sizeof *in);
  int64_t *size_vals = calloc((size_t)self->sizes_count + 1, sizeof *size_vals);
  cajit_scalar *scalar_vals =
      calloc((size_t)self->scalars_count + 1, sizeof *scalar_vals);
  int rc = -1;
  if (!capsules || !in || !size_vals || !scalar_vals) {
    if (!PyErr_Occurred()) PyErr_NoMemory();
    goto done;
  }
  rc = 0;
  if (!parts || PySequence_Fast_GET_SIZE(parts) != 3) {
    if (PyErr_Occurred()) PyErr_Clear();
    snprintf(why, cap, "the call is not (inputs, sizes, scalars)");
    goto done;
  }
  inputs = PySequence_Fast(PySequence_Fast_GET_ITEM(parts, 0), "inputs");
  sizes = PySequence_Fast(PySequence_Fast_GET_ITEM(parts, 1), "sizes");
  scalars = PySequence_Fast(PySequence_Fast_GET_ITEM(parts, 2), "scalars");
  if (!inputs || !sizes || !scalars ||
      check_count("inputs", PySequence_Fast_GET_SIZE(inputs),
                  self->input_count) ||
      check_count("sizes", PySequence_Fast_GET_SIZE(sizes),
                  self->sizes_count) ||
      check_count("scalars", PySequence_Fast_GET_SIZE(scalars),
                  self->scalars_count) ||
      borrow_inputs(inputs, in, capsules) || read_sizes(sizes, size_vals) ||
      read_scalars(scalars, self->scalar_is_float, scalar_vals)) {
    exception_text(why, cap);
    goto done;
  }
  rc = cajit_py_eval_symbols(self->graph, in, self->input_count, size_vals,
                             scalar_vals, ints, floats, why, cap)
           ? 1
           : 0;
done:
  Py_XDECREF(parts);
  Py_XDECREF(inputs);
  Py_XDECREF(sizes);
  Py_XDECREF(scalars);
  Py_XDECREF(capsules);
  free(in);
  free(size_vals);
  free(scalar_vals);
  return rc;
}

/* Chooses self->library_nodes (cajit_compile_library_nodes) for the
 * convolution-backward mode at the sizes of call (None: no call). */
static int choose_library_nodes(CompiledObject *self, const char *mode,
                                PyObject *call) {
  cajit_conv_backward_mode m;
  cajit_status s = cajit_conv_backward_mode_parse(mode, &m);
  if (s) {
    raise_status(s);
    return -1;
  }
  int64_t *ints = NULL;
  double *floats = NULL;
  int32_t count = 0;
  char why[300] = "";
  int got = 0;
  if (call != Py_None && m == CAJIT_CONV_BACKWARD_AUTO) {
    if (alloc_symbols(self->graph, &ints, &floats, &count)) return -1;
    got = call_symbols(self, call, ints, floats, why, sizeof why);
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
    raise_status(s);
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

static PyObject *outputs_to_list(DLManagedTensor **outs, int32_t n) {
  PyObject *list = PyList_New(n);
  if (!list) goto fail;
  for (int32_t i = 0; i < n; i++) {
    PyObject *item;
    if (outs[i]) {
      item = cajit_py_capsule_from_owned(outs[i]);
      outs[i] = NULL;
      if (!item) goto fail;
    } else {
      item = Py_None;
      Py_INCREF(item);
    }
    PyList_SET_ITEM(list, i, item);
  }
  return list;
fail:
  for (int32_t i = 0; i < n; i++)
    if (outs[i] && outs[i]->deleter) outs[i]->deleter(outs[i]);
  Py_XDECREF(list);
  return NULL;
}

/* Compiled(inputs, sizes, scalars, hooks, host, steal=False)
 *     -> list of capsules/None */
static PyObject *Compiled_call(CompiledObject *self, PyObject *args,
                               PyObject *kwargs) {
  PyObject *inputs_obj, *sizes_obj, *scalars_obj, *hooks_obj, *host_obj;
  int steal = 0;
  if (!PyArg_ParseTuple(args, "OOOOO|p", &inputs_obj, &sizes_obj, &scalars_obj,
                        &hooks_obj, &host_obj, &steal))
    return NULL;
  PyObject *inputs = NULL, *sizes = NULL, *scalars = NULL, *hooks = NULL;
  PyObject *capsules = PyList_New(0), *result = NULL;
  DLTensor **in_ptrs = NULL;
  int64_t *size_vals = NULL;
  cajit_scalar *scalar_vals = NULL;
  void **hook_ptrs = NULL;
  DLManagedTensor **outs = NULL;
  int64_t *sym_ints = NULL;
  double *sym_floats = NULL;
  py_host h = {.host = host_obj};
  PyObject *recorder = PyObject_GetAttrString(host_obj, "recorder");
  if (recorder) {
    h.recording = recorder != Py_None;
    Py_DECREF(recorder);
  } else {
    PyErr_Clear(); /* a host without one records nothing */
  }
  if (!capsules) goto done;
  inputs = PySequence_Fast(inputs_obj, "inputs must be a sequence");
  sizes = PySequence_Fast(sizes_obj, "sizes must be a sequence");
  scalars = PySequence_Fast(scalars_obj, "scalars must be a sequence");
  hooks = PySequence_Fast(hooks_obj, "hooks must be a sequence");
  if (!inputs || !sizes || !scalars || !hooks) goto done;
  if (check_count("inputs", PySequence_Fast_GET_SIZE(inputs),
                  self->input_count) ||
      check_count("sizes", PySequence_Fast_GET_SIZE(sizes),
                  self->sizes_count) ||
      check_count("scalars", PySequence_Fast_GET_SIZE(scalars),
                  self->scalars_count))
    goto done;
  Py_ssize_t hook_count = PySequence_Fast_GET_SIZE(hooks);
  in_ptrs = calloc((size_t)self->input_count + 1, sizeof *in_ptrs);
  size_vals = calloc((size_t)self->sizes_count + 1, sizeof *size_vals);
  scalar_vals = calloc((size_t)self->scalars_count + 1, sizeof *scalar_vals);
  hook_ptrs = calloc((size_t)hook_count + 1, sizeof *hook_ptrs);
  outs = calloc((size_t)self->output_count + 1, sizeof *outs);
  if (!in_ptrs || !size_vals || !scalar_vals || !hook_ptrs || !outs) {
    PyErr_NoMemory();
    goto done;
  }
  if (borrow_inputs(inputs, in_ptrs, capsules) ||
      read_sizes(sizes, size_vals) ||
      read_scalars(scalars, self->scalar_is_float, scalar_vals))
    goto done;
  for (Py_ssize_t i = 0; i < hook_count; i++)
    hook_ptrs[i] = PySequence_Fast_GET_ITEM(hooks, i);

  if (self->needs_symbols) {
    char why[200];
    if (alloc_symbols(self->graph, &sym_ints, &sym_floats, &h.sym_count))
      goto done;
    /* When an input lacks a dim, the guards fail the call before any host
     * call: sym_ok false only means no request gets results. */
    h.sym_ok = cajit_py_eval_symbols(self->graph, in_ptrs, self->input_count,
                                     size_vals, scalar_vals, sym_ints,
                                     sym_floats, why, sizeof why);
  }
  h.graph = self->graph;
  h.sym_ints = sym_ints;
  h.sym_floats = sym_floats;
  cajit_host host = python_host_template;
  host.user = &h;
  h.inputs = inputs;
  h.in_ptrs = in_ptrs;
  h.input_count = self->input_count;
  h.capsules = capsules;
  h.geometry = snapshot_geometry(in_ptrs, self->input_count);
  if (!h.geometry) {
    PyErr_NoMemory();
    goto done;
  }
  cajit_call call = {
      .inputs = in_ptrs,
      .input_count = self->input_count,
      .sizes = size_vals,
      .sizes_count = self->sizes_count,
      .scalars = scalar_vals,
      .scalars_count = self->scalars_count,
      .hooks = hook_ptrs,
      .hooks_count = (int32_t)hook_count,
      .host = &host,
      .outputs = outs,
      .output_count = self->output_count,
      .input_now = py_input_now,
      .input_ctx = &h,
  };
  stolen_inputs stolen = {inputs_obj, capsules, in_ptrs};
  if (steal && PyList_CheckExact(inputs_obj)) {
    call.release_inputs = release_stolen_inputs;
    call.release_ctx = &stolen;
  }
  /* Host callbacks re-enter Python, so the GIL stays held: compiled code
   * without host ops could release it, a later refinement. */
  cajit_status s = cajit_compiled_run(self->compiled, &call);
  if (h.exc_type) { /* a Python callback raised: re-raise it as it was */
    cajit_status_free(s);
    PyErr_Restore(h.exc_type, h.exc_value, h.exc_tb);
    h.exc_type = h.exc_value = h.exc_tb = NULL;
    goto done;
  }
  if (s) {
    raise_status(s);
    goto done;
  }
  result = outputs_to_list(outs, self->output_count);
done:
  Py_XDECREF(h.exc_type);
  Py_XDECREF(h.exc_value);
  Py_XDECREF(h.exc_tb);
  free(h.geometry);
  free(sym_ints);
  free(sym_floats);
  free(in_ptrs);
  free(size_vals);
  free(scalar_vals);
  free(hook_ptrs);
  free(outs);
  Py_XDECREF(inputs);
  Py_XDECREF(sizes);
  Py_XDECREF(scalars);
  Py_XDECREF(hooks);
  Py_XDECREF(capsules); /* unconsumed input capsules release their views */
  return result;
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

/* Objects (and threads) LLVM compiled the module as; 0 after a cache hit. */
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

/* [(kernel name, nanoseconds, calls)] when compiled with CAJIT_PROFILE=1,
 * else []. */
static PyObject *Compiled_get_profile(CompiledObject *self, void *c) {
  int32_t n = cajit_compiled_profile_count(self->compiled);
  PyObject *list = PyList_New(n);
  for (int32_t k = 0; list && k < n; k++) {
    cajit_kernel_profile kp = cajit_compiled_profile_get(self->compiled, k);
    PyObject *row =
        Py_BuildValue("(sLL)", kp.name, (long long)kp.ns, (long long)kp.calls);
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
    PyErr_SetString(CajitError, "not compiled");
    return NULL;
  }
  int64_t *ints = NULL;
  double *floats = NULL;
  int32_t count = 0;
  char why[300] = "";
  if (alloc_symbols(self->graph, &ints, &floats, &count)) return NULL;
  int got = call_symbols(self, call, ints, floats, why, sizeof why);
  PyObject *d = got == 1 ? PyDict_New() : NULL;
  if (got == 0) PyErr_SetString(CajitError, why);
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

static PyTypeObject CompiledType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cajit._native.Compiled",
    .tp_basicsize = sizeof(CompiledObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A .cag graph compiled to native code.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Compiled_init,
    .tp_dealloc = (destructor)Compiled_dealloc,
    .tp_call = (ternaryfunc)Compiled_call,
    .tp_getset = Compiled_getset,
    .tp_methods = Compiled_methods,
};

/* ---- module functions --------------------------------------------------- */

/* Text of one compilation stage: "graph", "kir", "ll" or "opt". */
static PyObject *native_dump(PyObject *mod, PyObject *args) {
  const char *text, *stage;
  Py_ssize_t len;
  if (!PyArg_ParseTuple(args, "s#s", &text, &len, &stage)) return NULL;
  cajit_graph *g = NULL;
  char *out = NULL;
  size_t out_len = 0;
  cajit_status s =
      cajit_graph_parse((cajit_sv){text, (size_t)len}, "<graph>", &g);
  if (!s) s = cajit_graph_verify(g);
  if (!s) {
    if (strcmp(stage, "graph") == 0) {
      s = cajit_graph_print(g, &out, &out_len);
    } else if (strcmp(stage, "kir") == 0) {
      s = cajit_compile_dump_kir(g, NULL, &out, &out_len);
    } else if (strcmp(stage, "ll") == 0 || strcmp(stage, "opt") == 0) {
      s = cajit_compile_dump_llvm(g, NULL, stage[0] == 'o', &out, &out_len);
    } else {
      s = cajit_status_make(CAJIT_INVALID_ARGUMENT,
                            "unknown stage '%s' (graph, kir, ll, opt)", stage);
    }
  }
  cajit_graph_destroy(g);
  if (s) return raise_status(s);
  PyObject *r = PyUnicode_FromStringAndSize(out, (Py_ssize_t)out_len);
  cajit_free(out);
  return r;
}

static PyObject *native_set_num_threads(PyObject *mod, PyObject *arg) {
  long n = PyLong_AsLong(arg);
  if (n == -1 && PyErr_Occurred()) return NULL;
  cajit_status s = cajit_runtime_set_num_threads((int32_t)n);
  if (s) return raise_status(s);
  Py_RETURN_NONE;
}

static PyObject *native_set_dlpack_exporter(PyObject *mod, PyObject *fn) {
  if (!PyCallable_Check(fn)) {
    PyErr_SetString(PyExc_TypeError, "the DLPack exporter must be callable");
    return NULL;
  }
  Py_XSETREF(dlpack_exporter, Py_NewRef(fn));
  Py_RETURN_NONE;
}

/* set_plain_tensor_types(Tensor, Parameter): inputs of any other type fail
 * a call's guards (holdable). */
static PyObject *native_set_plain_tensor_types(PyObject *mod, PyObject *args) {
  PyObject *tensor, *param;
  if (!PyArg_ParseTuple(args, "O!O!", &PyType_Type, &tensor, &PyType_Type,
                        &param))
    return NULL;
  Py_XSETREF(plain_types[0], Py_NewRef(tensor));
  Py_XSETREF(plain_types[1], Py_NewRef(param));
  Py_RETURN_NONE;
}

static PyObject *native_num_threads(PyObject *mod, PyObject *unused) {
  return PyLong_FromLong(cajit_runtime_num_threads());
}

/* set_gemm(sgemm_address, dgemm_address): Fortran-BLAS functions (0 for
 * none) for the runtime's GEMMs; raises Error if the probe rejects them. */
static PyObject *native_set_gemm(PyObject *mod, PyObject *args) {
  unsigned long long s_addr, d_addr;
  if (!PyArg_ParseTuple(args, "KK", &s_addr, &d_addr)) return NULL;
  /* Addresses from ctypes: turning them back into functions is the point. */
  cajit_sgemm_fn s = (cajit_sgemm_fn)(uintptr_t)s_addr;
  cajit_dgemm_fn d = (cajit_dgemm_fn)(uintptr_t)d_addr;
  cajit_status st = cajit_runtime_set_gemm(s, d);
  if (st) return raise_status(st);
  Py_RETURN_NONE;
}

/* The host-op kind names in cajit_host_op_kind order. */
static PyObject *native_host_op_kinds(PyObject *mod, PyObject *unused) {
  PyObject *t = PyTuple_New(CAJIT_HOST_OP_KIND_COUNT);
  for (int32_t k = 0; t && k < CAJIT_HOST_OP_KIND_COUNT; k++) {
    PyObject *name = PyUnicode_FromString(cajit_host_op_kind_name(k));
    if (!name)
      Py_CLEAR(t);
    else
      PyTuple_SET_ITEM(t, k, name);
  }
  return t;
}

static PyObject *native_gemm_provider(PyObject *mod, PyObject *unused) {
  return PyUnicode_FromString(cajit_runtime_gemm_provider());
}

static PyMethodDef native_methods[] = {
    {"dump", native_dump, METH_VARARGS,
     "dump(text, stage) -> str: the graph, kernel IR or LLVM IR of a .cag"},
    {"set_num_threads", native_set_num_threads, METH_O,
     "set the runtime thread pool size"},
    {"set_dlpack_exporter", native_set_dlpack_exporter, METH_O,
     "set the function that turns a tensor into a DLPack capsule"},
    {"set_plain_tensor_types", native_set_plain_tensor_types, METH_VARARGS,
     "set_plain_tensor_types(Tensor, Parameter): inputs of other types fail "
     "a call's guards"},
    {"set_gemm", native_set_gemm, METH_VARARGS,
     "set_gemm(sgemm_address, dgemm_address): GEMMs through these "
     "Fortran-BLAS functions (0, 0: back to CBLAS)"},
    {"set_host_fast_paths", cajit_py_set_host_fast_paths, METH_VARARGS,
     "set_host_fast_paths(from_dlpack, empty_like, strided, Tensor, "
     "Parameter, FakeCompiledAutogradEngine, is_grad_enabled): "
     "accumulate_grad and "
     "final_callbacks in C"},
    {"fast_path_counts", cajit_py_fast_path_counts, METH_NOARGS,
     "(hits, misses, steals) of the accumulate_grad fast path"},
    {"set_torch_dtypes", cajit_py_set_torch_dtypes, METH_O,
     "set_torch_dtypes({name: torch.dtype}): the dtypes of host requests' "
     "results"},
    {"host_op_kinds", native_host_op_kinds, METH_NOARGS,
     "the host-op kind names, in cajit_host_op_kind order"},
    {"gemm_provider", native_gemm_provider, METH_NOARGS,
     "'cblas' or 'provider'"},
    {"num_threads", native_num_threads, METH_NOARGS,
     "the runtime thread pool size"},
    {"tool_main", cajit_py_tool_main, METH_VARARGS,
     "tool_main(name, argv) -> int: run cajit-dump or cajit-run"},
    {"cache_trim", cajit_py_cache_trim, METH_VARARGS,
     "cache_trim(root) -> (bytes_before, bytes_after, removed, skipped): "
     "least recently used entries out, to within CAJIT_CACHE_MAX_MB"},
    {"cache_touch", cajit_py_cache_touch, METH_VARARGS,
     "cache_touch(path): mark a cache entry used now"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT,
    "cajit._native",
    "The C core of cajit: compile .cag graphs and run them.",
    -1,
    native_methods,
    NULL,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
  if (PyType_Ready(&CompiledType) < 0) return NULL;
  str_data_ptr = PyUnicode_InternFromString("data_ptr");
  str_untyped_storage = PyUnicode_InternFromString("untyped_storage");
  str_nbytes = PyUnicode_InternFromString("nbytes");
  str_storage_offset = PyUnicode_InternFromString("storage_offset");
  str_call = PyUnicode_InternFromString("call");
  if (!str_data_ptr || !str_untyped_storage || !str_nbytes ||
      !str_storage_offset || !str_call)
    return NULL;
  PyObject *m = PyModule_Create(&native_module);
  if (!m) return NULL;
  CajitError = PyErr_NewException("cajit._native.Error", NULL, NULL);
  GuardError = PyErr_NewException("cajit._native.GuardError", CajitError, NULL);
  if (!CajitError || !GuardError ||
      PyModule_AddObjectRef(m, "Error", CajitError) < 0 ||
      PyModule_AddObjectRef(m, "GuardError", GuardError) < 0 ||
      PyModule_AddObjectRef(m, "Compiled", (PyObject *)&CompiledType) < 0 ||
      cajit_py_request_type_init(m) < 0) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
