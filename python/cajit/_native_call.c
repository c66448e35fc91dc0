/* cajit._native: calling a Compiled, Compiled(inputs, sizes, scalars, hooks,
 * host, steal=False): the arguments read, the symbols' values read when
 * host calls may need them, the entry run with the Python host, outputs
 * returned as capsules (see _native.c). */
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
PyObject *cajit_py_compiled_call(CompiledObject *self, PyObject *args,
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
  if (cajit_py_check_count("inputs", PySequence_Fast_GET_SIZE(inputs),
                           self->input_count) ||
      cajit_py_check_count("sizes", PySequence_Fast_GET_SIZE(sizes),
                           self->sizes_count) ||
      cajit_py_check_count("scalars", PySequence_Fast_GET_SIZE(scalars),
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
  if (cajit_py_borrow_inputs(inputs, in_ptrs, capsules) ||
      cajit_py_read_sizes(sizes, size_vals) ||
      cajit_py_read_scalars(scalars, self->scalar_is_float, scalar_vals))
    goto done;
  for (Py_ssize_t i = 0; i < hook_count; i++)
    hook_ptrs[i] = PySequence_Fast_GET_ITEM(hooks, i);

  if (self->needs_symbols) {
    char why[200];
    if (cajit_py_alloc_symbols(self->graph, &sym_ints, &sym_floats,
                               &h.sym_count))
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
  cajit_host host = cajit_py_host_template;
  host.user = &h;
  h.inputs = inputs;
  h.in_ptrs = in_ptrs;
  h.input_count = self->input_count;
  h.capsules = capsules;
  h.geometry = cajit_py_snapshot_geometry(in_ptrs, self->input_count);
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
      .input_now = cajit_py_input_now,
      .input_ctx = &h,
  };
  cajit_py_stolen_inputs stolen = {inputs_obj, capsules, in_ptrs};
  if (steal && PyList_CheckExact(inputs_obj)) {
    call.release_inputs = cajit_py_release_stolen_inputs;
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
    cajit_py_raise_status(s);
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
