/* cajit._native: GpuProgram, a graph as ordered steps for CUDA tensors
 * (include/cajit/gpu.h's cajit_gpu_program; python/cajit/gpu.py runs the
 * steps). Everything crosses as typed values: steps and buffers as tuples
 * of ints and strings, symbols in C arrays the object keeps for the call
 * in progress (one call at a time; the GIL is held throughout). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlpack/dlpack.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "_native.h"
#include "cajit/gpu.h"
#include "cajit/graph.h"
#include "cajit/host.h"
#include "cajit/status.h"

typedef struct {
  PyObject_HEAD cajit_graph *graph;
  cajit_gpu_program *gp;
  bool *scalar_is_float;
  int32_t nsyms, nbufs;
  int64_t *ints; /* the call's binding */
  double *floats;
  uint64_t *bufs; /* per buffer id: the root's device address */
  PyObject *steps;
} GpuProgramObject;

static void GpuProgram_dealloc(GpuProgramObject *self) {
  cajit_gpu_program_destroy(self->gp);
  cajit_graph_destroy(self->graph);
  free(self->scalar_is_float);
  free(self->ints);
  free(self->floats);
  free(self->bufs);
  Py_XDECREF(self->steps);
  Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *int_tuple(const int32_t *v, int32_t n) {
  PyObject *t = PyTuple_New(n);
  for (int32_t i = 0; t && i < n; i++) {
    PyObject *x = PyLong_FromLong(v[i]);
    if (!x)
      Py_CLEAR(t);
    else
      PyTuple_SET_ITEM(t, i, x);
  }
  return t;
}

static PyObject *step_tuple(const cajit_gpu_step *st) {
  switch (st->kind) {
  case CAJIT_GPU_STEP_KERNEL: return Py_BuildValue("(ss)", "kernel", st->name);
  case CAJIT_GPU_STEP_GEMM:
    return Py_BuildValue("(ssiii)", "gemm", st->name, (int)st->a, (int)st->b,
                         (int)st->c);
  case CAJIT_GPU_STEP_HOST: break;
  }
  PyObject *args = int_tuple(st->args, st->arg_count);
  PyObject *results = int_tuple(st->results, st->result_count);
  PyObject *t =
      args && results
          ? Py_BuildValue("(sssiiiIOizOi)", "host", st->name,
                          cajit_host_op_kind_name(st->host_kind), (int)st->node,
                          (int)st->hook, (int)st->arg_split,
                          (unsigned)st->flags, args, (int)st->library,
                          st->op_name, results, (int)st->donated)
          : NULL;
  Py_XDECREF(args);
  Py_XDECREF(results);
  return t;
}

/* GpuProgram(text, filename="<graph>", sm=None) */
static int GpuProgram_init(GpuProgramObject *self, PyObject *args,
                           PyObject *kwargs) {
  static char *kwlist[] = {"text", "filename", "sm", NULL};
  const char *text, *filename = "<graph>", *sm = NULL;
  Py_ssize_t len;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "s#|sz", kwlist, &text, &len,
                                   &filename, &sm))
    return -1;
  if (self->graph) {
    PyErr_SetString(PyExc_RuntimeError, "GpuProgram is initialized once");
    return -1;
  }
  cajit_graph *g = NULL;
  cajit_status s =
      cajit_graph_parse((cajit_sv){text, (size_t)len}, filename, &g);
  if (!s) s = cajit_graph_verify(g);
  if (!s) {
    cajit_compile_options o;
    cajit_compile_options_init(&o);
    Py_BEGIN_ALLOW_THREADS s = cajit_gpu_program_build(g, &o, sm, &self->gp);
    Py_END_ALLOW_THREADS
  }
  if (s) {
    cajit_graph_destroy(g);
    cajit_py_raise_status(s);
    return -1;
  }
  self->graph = g;
  self->nsyms = cajit_gpu_program_symbol_count(self->gp);
  self->nbufs = cajit_gpu_program_buffer_count(self->gp);
  self->scalar_is_float = calloc((size_t)g->scalars_count + 1, sizeof(bool));
  self->ints = calloc((size_t)self->nsyms + 1, sizeof *self->ints);
  self->floats = calloc((size_t)self->nsyms + 1, sizeof *self->floats);
  self->bufs = calloc((size_t)self->nbufs + 1, sizeof *self->bufs);
  if (!self->scalar_is_float || !self->ints || !self->floats || !self->bufs) {
    PyErr_NoMemory();
    return -1;
  }
  for (int32_t i = 0; i < g->scalars_count; i++)
    self->scalar_is_float[i] = g->scalar_types[i] == CAJIT_EXPR_TYPE_FLOAT;
  int32_t n = cajit_gpu_program_step_count(self->gp);
  self->steps = PyList_New(n);
  for (int32_t i = 0; self->steps && i < n; i++) {
    PyObject *t = step_tuple(cajit_gpu_program_step(self->gp, i));
    if (!t) return -1;
    PyList_SET_ITEM(self->steps, i, t);
  }
  return self->steps ? 0 : -1;
}

static bool ready(GpuProgramObject *self) {
  if (self->gp) return true;
  PyErr_SetString(PyExc_RuntimeError, "GpuProgram is not initialized");
  return false;
}

/* bind(inputs, sizes, scalars, device) -> bytes: the call's symbols, then
 * its guards (GuardError); the symbols' values as bytes. */
static PyObject *GpuProgram_bind(GpuProgramObject *self, PyObject *args) {
  PyObject *inputs_obj, *sizes_obj, *scalars_obj;
  int device;
  if (!ready(self) || !PyArg_ParseTuple(args, "OOOi", &inputs_obj, &sizes_obj,
                                        &scalars_obj, &device))
    return NULL;
  const cajit_graph *g = self->graph;
  PyObject *inputs = PySequence_Fast(inputs_obj, "inputs must be a sequence");
  PyObject *sizes = PySequence_Fast(sizes_obj, "sizes must be a sequence");
  PyObject *scalars =
      PySequence_Fast(scalars_obj, "scalars must be a sequence");
  PyObject *capsules = PyList_New(0), *result = NULL;
  DLTensor **in = calloc((size_t)g->input_count + 1, sizeof *in);
  int64_t *size_vals = calloc((size_t)g->sizes_count + 1, sizeof *size_vals);
  cajit_scalar *scalar_vals =
      calloc((size_t)g->scalars_count + 1, sizeof *scalar_vals);
  if (!inputs || !sizes || !scalars || !capsules) goto done;
  if (!in || !size_vals || !scalar_vals) {
    PyErr_NoMemory();
    goto done;
  }
  if (cajit_py_read_call(inputs, sizes, scalars, g->input_count, g->sizes_count,
                         g->scalars_count, self->scalar_is_float, in, capsules,
                         size_vals, scalar_vals))
    goto done;
  memset(self->ints, 0, (size_t)self->nsyms * sizeof *self->ints);
  memset(self->floats, 0, (size_t)self->nsyms * sizeof *self->floats);
  memset(self->bufs, 0, (size_t)self->nbufs * sizeof *self->bufs);
  char why[200];
  if (!cajit_py_eval_symbols(g, in, g->input_count, size_vals, scalar_vals,
                             self->ints, self->floats, why, sizeof why)) {
    PyErr_Format(cajit_py_guard_error, "guard failed: %s", why);
    goto done;
  }
  cajit_status s = cajit_gpu_program_guard(self->gp, in, g->input_count, device,
                                           self->ints, self->floats);
  if (s) {
    cajit_py_raise_status(s);
    goto done;
  }
  /* The binding as bytes: equal bytes, equal layouts (the caller's cache
   * key). Host results' strides are 0 here: they are bound later. */
  result = PyBytes_FromStringAndSize(
      NULL,
      (Py_ssize_t)self->nsyms * (Py_ssize_t)(sizeof(int64_t) + sizeof(double)));
  if (result) {
    char *dst = PyBytes_AS_STRING(result);
    memcpy(dst, self->ints, (size_t)self->nsyms * sizeof(int64_t));
    memcpy(dst + (size_t)self->nsyms * sizeof(int64_t), self->floats,
           (size_t)self->nsyms * sizeof(double));
  }
done:
  Py_XDECREF(inputs);
  Py_XDECREF(sizes);
  Py_XDECREF(scalars);
  Py_XDECREF(capsules);
  free(in);
  free(size_vals);
  free(scalar_vals);
  return result;
}

/* set_symbol(index, value): an open stride of a host result. */
static PyObject *GpuProgram_set_symbol(GpuProgramObject *self, PyObject *args) {
  int index;
  long long value;
  if (!ready(self) || !PyArg_ParseTuple(args, "iL", &index, &value))
    return NULL;
  if (index < 0 || index >= self->nsyms) {
    PyErr_Format(cajit_py_error, "no symbol %d", index);
    return NULL;
  }
  self->ints[index] = value;
  Py_RETURN_NONE;
}

/* set_buffer(id, address): root buffer id's device address. */
static PyObject *GpuProgram_set_buffer(GpuProgramObject *self, PyObject *args) {
  int id;
  unsigned long long addr;
  if (!ready(self) || !PyArg_ParseTuple(args, "iK", &id, &addr)) return NULL;
  if (id < 0 || id >= self->nbufs) {
    PyErr_Format(cajit_py_error, "no buffer %d", id);
    return NULL;
  }
  self->bufs[id] = addr;
  Py_RETURN_NONE;
}

static const char *const buffer_kinds[] = {"input", "temp",        "output",
                                           "view",  "host_result", "unused"};

/* buffer(id) -> (kind, root, dtype, shape, strides|None, offset,
 *                input_index, output_index, stride_syms) under the call's
 * binding. */
static PyObject *GpuProgram_buffer(GpuProgramObject *self, PyObject *arg) {
  if (!ready(self)) return NULL;
  long id = PyLong_AsLong(arg);
  if (id == -1 && PyErr_Occurred()) return NULL;
  cajit_gpu_buffer b;
  cajit_status s = cajit_gpu_program_buffer(self->gp, (int32_t)id, self->ints,
                                            self->floats, &b);
  if (s) return cajit_py_raise_status(s);
  PyObject *shape = PyTuple_New(b.ndim), *strides = NULL,
           *syms = int_tuple(b.stride_syms, b.ndim);
  if (shape && b.strided) strides = PyTuple_New(b.ndim);
  for (int32_t d = 0; shape && d < b.ndim; d++) {
    PyTuple_SET_ITEM(shape, d, PyLong_FromLongLong(b.shape[d]));
    if (strides)
      PyTuple_SET_ITEM(strides, d, PyLong_FromLongLong(b.strides[d]));
  }
  PyObject *t = NULL;
  if (shape && syms && (strides || !b.strided) && !PyErr_Occurred())
    t = Py_BuildValue("(sisOOLiiO)", buffer_kinds[b.kind], (int)b.root,
                      cajit_dtype_name(b.dtype), shape,
                      strides ? strides : Py_None, (long long)b.offset,
                      (int)b.input_index, (int)b.output_index, syms);
  Py_XDECREF(shape);
  Py_XDECREF(strides);
  Py_XDECREF(syms);
  return t;
}

/* gemm_scalars(step) -> (alpha, beta) */
static PyObject *GpuProgram_gemm_scalars(GpuProgramObject *self,
                                         PyObject *arg) {
  if (!ready(self)) return NULL;
  long i = PyLong_AsLong(arg);
  if (i == -1 && PyErr_Occurred()) return NULL;
  double alpha, beta;
  cajit_status s = cajit_gpu_program_gemm_scalars(
      self->gp, (int32_t)i, self->ints, self->floats, &alpha, &beta);
  if (s) return cajit_py_raise_status(s);
  return Py_BuildValue("(dd)", alpha, beta);
}

/* host_args(step) -> a fallback's decoded arguments (as HostRequest.args),
 * or None */
static PyObject *GpuProgram_host_args(GpuProgramObject *self, PyObject *arg) {
  if (!ready(self)) return NULL;
  long i = PyLong_AsLong(arg);
  if (i == -1 && PyErr_Occurred()) return NULL;
  const cajit_host_value *vals;
  int32_t n;
  cajit_status s = cajit_gpu_program_host_args(self->gp, (int32_t)i, self->ints,
                                               self->floats, &vals, &n);
  if (s) return cajit_py_raise_status(s);
  if (!vals) Py_RETURN_NONE;
  return cajit_py_host_values(vals, n);
}

/* load(device): the PTX into the device's primary context. */
static PyObject *GpuProgram_load(GpuProgramObject *self, PyObject *arg) {
  if (!ready(self)) return NULL;
  long device = PyLong_AsLong(arg);
  if (device == -1 && PyErr_Occurred()) return NULL;
  cajit_status s = cajit_gpu_program_load(self->gp, (int)device);
  if (s) return cajit_py_raise_status(s);
  Py_RETURN_NONE;
}

/* launch(step, stream): a kernel step on a CUstream (an int; 0: legacy). */
static PyObject *GpuProgram_launch(GpuProgramObject *self, PyObject *args) {
  int i;
  unsigned long long stream;
  if (!ready(self) || !PyArg_ParseTuple(args, "iK", &i, &stream)) return NULL;
  cajit_status s =
      cajit_gpu_program_launch(self->gp, i, self->ints, self->floats,
                               self->bufs, (void *)(uintptr_t)stream);
  if (s) return cajit_py_raise_status(s);
  Py_RETURN_NONE;
}

/* launch_range(first, end, stream): kernel steps first .. end - 1. */
static PyObject *GpuProgram_launch_range(GpuProgramObject *self,
                                         PyObject *args) {
  int first, end;
  unsigned long long stream;
  if (!ready(self) || !PyArg_ParseTuple(args, "iiK", &first, &end, &stream))
    return NULL;
  for (int i = first; i < end; i++) {
    cajit_status s =
        cajit_gpu_program_launch(self->gp, i, self->ints, self->floats,
                                 self->bufs, (void *)(uintptr_t)stream);
    if (s) return cajit_py_raise_status(s);
  }
  Py_RETURN_NONE;
}

/* finish(): the kernels' error record (waits for the device only when a
 * kernel can fail). */
static PyObject *GpuProgram_finish(GpuProgramObject *self, PyObject *unused) {
  (void)unused;
  if (!ready(self)) return NULL;
  cajit_status s;
  Py_BEGIN_ALLOW_THREADS s = cajit_gpu_program_finish(self->gp);
  Py_END_ALLOW_THREADS if (s) return cajit_py_raise_status(s);
  Py_RETURN_NONE;
}

static PyObject *GpuProgram_get_ptx(GpuProgramObject *self, void *c) {
  (void)c;
  if (!ready(self)) return NULL;
  size_t len;
  const char *ptx = cajit_gpu_program_ptx(self->gp, &len);
  return PyUnicode_FromStringAndSize(ptx ? ptx : "", ptx ? (Py_ssize_t)len : 0);
}

static PyObject *GpuProgram_get_sm(GpuProgramObject *self, void *c) {
  (void)c;
  if (!ready(self)) return NULL;
  return PyUnicode_FromString(cajit_gpu_program_sm(self->gp));
}

static PyObject *GpuProgram_get_steps(GpuProgramObject *self, void *c) {
  (void)c;
  if (!ready(self)) return NULL;
  return PyList_GetSlice(self->steps, 0, PyList_GET_SIZE(self->steps));
}

static PyObject *GpuProgram_get_counts(GpuProgramObject *self, void *c) {
  (void)c;
  if (!ready(self)) return NULL;
  const cajit_graph *g = self->graph;
  return Py_BuildValue("{sisisisisisi}", "inputs", (int)g->input_count, "sizes",
                       (int)g->sizes_count, "scalars", (int)g->scalars_count,
                       "outputs", (int)cajit_gpu_program_output_count(self->gp),
                       "buffers", (int)self->nbufs, "symbols",
                       (int)self->nsyms);
}

/* Each buffer's kind, by id, without evaluating anything. */
static PyObject *GpuProgram_get_kinds(GpuProgramObject *self, void *c) {
  (void)c;
  if (!ready(self)) return NULL;
  PyObject *t = PyTuple_New(self->nbufs);
  for (int32_t id = 0; t && id < self->nbufs; id++) {
    cajit_gpu_buffer_kind k = cajit_gpu_program_buffer_kind(self->gp, id);
    PyObject *x = PyUnicode_FromString(buffer_kinds[k]);
    if (!x)
      Py_CLEAR(t);
    else
      PyTuple_SET_ITEM(t, id, x);
  }
  return t;
}

static PyObject *GpuProgram_get_fallible(GpuProgramObject *self, void *c) {
  (void)c;
  if (!ready(self)) return NULL;
  return PyBool_FromLong(cajit_gpu_program_fallible(self->gp));
}

static PyMethodDef GpuProgram_methods[] = {
    {"bind", (PyCFunction)GpuProgram_bind, METH_VARARGS,
     "bind(inputs, sizes, scalars, device) -> bytes: the call's symbols and "
     "guards"},
    {"set_symbol", (PyCFunction)GpuProgram_set_symbol, METH_VARARGS,
     "set_symbol(index, value)"},
    {"set_buffer", (PyCFunction)GpuProgram_set_buffer, METH_VARARGS,
     "set_buffer(id, device_address)"},
    {"buffer", (PyCFunction)GpuProgram_buffer, METH_O,
     "buffer(id) -> (kind, root, dtype, shape, strides, offset, input_index, "
     "output_index, stride_syms)"},
    {"gemm_scalars", (PyCFunction)GpuProgram_gemm_scalars, METH_O,
     "gemm_scalars(step) -> (alpha, beta)"},
    {"host_args", (PyCFunction)GpuProgram_host_args, METH_O,
     "host_args(step) -> a fallback's arguments, or None"},
    {"load", (PyCFunction)GpuProgram_load, METH_O,
     "load(device): the PTX into the device's primary context"},
    {"launch", (PyCFunction)GpuProgram_launch, METH_VARARGS,
     "launch(step, stream): a kernel step on a CUstream"},
    {"launch_range", (PyCFunction)GpuProgram_launch_range, METH_VARARGS,
     "launch_range(first, end, stream): kernel steps first .. end - 1"},
    {"finish", (PyCFunction)GpuProgram_finish, METH_NOARGS,
     "the kernels' error record (CUDA errors raised as Error)"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef GpuProgram_getset[] = {
    {"ptx", (getter)GpuProgram_get_ptx, NULL, "the module's PTX", NULL},
    {"sm", (getter)GpuProgram_get_sm, NULL, "the PTX target", NULL},
    {"steps", (getter)GpuProgram_get_steps, NULL,
     "[('kernel', name) | ('gemm', name, a, b, c) | ('host', name, kind, "
     "node, hook, split, flags, args, library, op, results, donated)] in "
     "order",
     NULL},
    {"counts", (getter)GpuProgram_get_counts, NULL,
     "{inputs, sizes, scalars, outputs, buffers, symbols}", NULL},
    {"kinds", (getter)GpuProgram_get_kinds, NULL,
     "each buffer's kind by id ('input', 'temp', 'output', 'view', "
     "'host_result', 'unused')",
     NULL},
    {"fallible", (getter)GpuProgram_get_fallible, NULL,
     "a kernel can fail (finish waits for the device)", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject cajit_py_gpu_program_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cajit._native.GpuProgram",
    .tp_basicsize = sizeof(GpuProgramObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A .cag graph as ordered GPU steps (PTX kernels, GEMMs and "
              "host calls for the host).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)GpuProgram_init,
    .tp_dealloc = (destructor)GpuProgram_dealloc,
    .tp_getset = GpuProgram_getset,
    .tp_methods = GpuProgram_methods,
};
