/* cajit._native: a call's arguments read from Python: input tensors as
 * DLPack (refusing what compiled code cannot hold), inputs a stealing call
 * releases, sizes, scalars, and the symbols' values in a call. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "_native.h"
#include "cajit/compile.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit/runtime.h"
#include "cajit/status.h"

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
  PyErr_Format(cajit_py_guard_error,
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
int cajit_py_borrow_inputs(PyObject *seq, DLTensor **out, PyObject *capsules) {
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject *t = PySequence_Fast_GET_ITEM(seq, i);
    if (t == Py_None) {
      PyErr_Format(cajit_py_error,
                   "input %zd is None; the graph needs a tensor", i);
      return -1;
    }
    PyObject *c = holdable(t) ? cajit_py_export_dlpack(t) : NULL;
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
void cajit_py_release_stolen_inputs(void *ctx, const int32_t *indices,
                                    int32_t count) {
  cajit_py_stolen_inputs *s = ctx;
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

int cajit_py_read_sizes(PyObject *seq, int64_t *out) {
  Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  for (Py_ssize_t i = 0; i < n; i++)
    if (read_size(PySequence_Fast_GET_ITEM(seq, i), &out[i])) return -1;
  return 0;
}

/* Reads scalars as the graph declares them (int or float). */
int cajit_py_read_scalars(PyObject *seq, const bool *is_float,
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

int cajit_py_check_count(const char *what, Py_ssize_t have, int32_t want) {
  if (have == want) return 0;
  PyErr_Format(cajit_py_error, "expected %d %s, got %zd", (int)want, what,
               have);
  return -1;
}

int cajit_py_read_call(PyObject *inputs, PyObject *sizes, PyObject *scalars,
                       int32_t n_inputs, int32_t n_sizes, int32_t n_scalars,
                       const bool *scalar_is_float, DLTensor **in,
                       PyObject *capsules, int64_t *size_vals,
                       cajit_scalar *scalar_vals) {
  if (cajit_py_check_count("inputs", PySequence_Fast_GET_SIZE(inputs),
                           n_inputs) ||
      cajit_py_check_count("sizes", PySequence_Fast_GET_SIZE(sizes), n_sizes) ||
      cajit_py_check_count("scalars", PySequence_Fast_GET_SIZE(scalars),
                           n_scalars))
    return -1;
  if (cajit_py_borrow_inputs(inputs, in, capsules) ||
      cajit_py_read_sizes(sizes, size_vals) ||
      cajit_py_read_scalars(scalars, scalar_is_float, scalar_vals))
    return -1;
  return 0;
}

/* Arrays for every symbol of g's expressions (free with free()). */
int cajit_py_alloc_symbols(const cajit_graph *g, int64_t **ints,
                           double **floats, int32_t *count) {
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
int cajit_py_call_symbols(CompiledObject *self, PyObject *call, int64_t *ints,
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
      cajit_py_read_call(inputs, sizes, scalars, self->input_count,
                         self->sizes_count, self->scalars_count,
                         self->scalar_is_float, in, capsules, size_vals,
                         scalar_vals)) {
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

/* set_plain_tensor_types(Tensor, Parameter): inputs of any other type fail
 * a call's guards (holdable). */
PyObject *cajit_py_set_plain_tensor_types(PyObject *mod, PyObject *args) {
  PyObject *tensor, *param;
  if (!PyArg_ParseTuple(args, "O!O!", &PyType_Type, &tensor, &PyType_Type,
                        &param))
    return NULL;
  Py_XSETREF(plain_types[0], Py_NewRef(tensor));
  Py_XSETREF(plain_types[1], Py_NewRef(param));
  Py_RETURN_NONE;
}
