/* cajit._native: the Python host, the cajit_host whose callbacks reach the
 * `host` object of a call (host.call(request)), keeping its exceptions to
 * re-raise; and inputs whose memory a hook may change
 * (cajit_call.input_now). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "_native.h"
#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit/runtime.h"
#include "cajit/status.h"

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
    PyErr_Format(cajit_py_error,
                 "%s returned %zd results, the graph expects %d",
                 cajit_host_op_kind_name(req->kind),
                 PySequence_Fast_GET_SIZE(seq), (int)req->result_count);
    Py_DECREF(seq);
    return -1;
  }
  for (int32_t i = 0; i < req->result_count; i++) {
    PyObject *item = PySequence_Fast_GET_ITEM(seq, i);
    if (item == Py_None) continue;
    req->results[i] = cajit_py_steal_managed(item);
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
int64_t *cajit_py_snapshot_geometry(DLTensor *const *in, int32_t n) {
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

cajit_status cajit_py_input_now(void *ctx, int32_t i, DLTensor **tensor,
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
  PyObject *c = cajit_py_export_dlpack(t);
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

/* Every kind's callback is host_dispatch (cajit/host_op_kinds.h). */
#define ALL_KINDS(ENUM, name) .name = host_dispatch,
const cajit_host cajit_py_host_template = {CAJIT_HOST_OP_KINDS(ALL_KINDS)};
#undef ALL_KINDS

int cajit_py_host_init(void) {
  str_data_ptr = PyUnicode_InternFromString("data_ptr");
  str_untyped_storage = PyUnicode_InternFromString("untyped_storage");
  str_nbytes = PyUnicode_InternFromString("nbytes");
  str_storage_offset = PyUnicode_InternFromString("storage_offset");
  str_call = PyUnicode_InternFromString("call");
  return str_data_ptr && str_untyped_storage && str_nbytes &&
                 str_storage_offset && str_call
             ? 0
             : -1;
}
