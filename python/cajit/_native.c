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
 * type, message and traceback, when the entry returns.
 *
 * This file is the module (functions, exceptions, DLPack capsules); the
 * Compiled type is in _native_compiled.c, a call of it in _native_call.c,
 * reading a call's arguments in _native_args.c, the Python host in
 * _native_host.c, host requests in _native_request.c, C fast paths in
 * _native_fast_paths.c, the tools in _native_tools.c, the caches' size
 * limit in _native_cache.c; _native.h is what they share. */
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

PyObject *cajit_py_error; /* cajit._native.Error */
/* tensor -> "dltensor" capsule. torch._C._to_dlpack when the Python side
 * sets it (10x cheaper than __dlpack__, and it exports parameters that
 * require grad, which the graph only reads); else __dlpack__. */
static PyObject *dlpack_exporter;
PyObject *cajit_py_guard_error; /* cajit._native.GuardError(Error) */

/* ---- status -> Python exception ---------------------------------------- */

PyObject *cajit_py_raise_status(cajit_status s) {
  PyObject *type = cajit_status_code_of(s) == CAJIT_GUARD_FAILED
                       ? cajit_py_guard_error
                       : cajit_py_error;
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
PyObject *cajit_py_export_dlpack(PyObject *tensor) {
  if (dlpack_exporter) return PyObject_CallOneArg(dlpack_exporter, tensor);
  return PyObject_CallMethod(tensor, "__dlpack__", NULL);
}

DLManagedTensor *cajit_py_steal_managed(PyObject *tensor) {
  PyObject *capsule = cajit_py_export_dlpack(tensor);
  if (!capsule) return NULL;
  DLManagedTensor *mt = PyCapsule_GetPointer(capsule, "dltensor");
  if (mt && PyCapsule_SetName(capsule, "used_dltensor") != 0) mt = NULL;
  Py_DECREF(capsule);
  return mt;
}

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
  if (s) return cajit_py_raise_status(s);
  PyObject *r = PyUnicode_FromStringAndSize(out, (Py_ssize_t)out_len);
  cajit_free(out);
  return r;
}

static PyObject *native_set_num_threads(PyObject *mod, PyObject *arg) {
  long n = PyLong_AsLong(arg);
  if (n == -1 && PyErr_Occurred()) return NULL;
  cajit_status s = cajit_runtime_set_num_threads((int32_t)n);
  if (s) return cajit_py_raise_status(s);
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
  if (st) return cajit_py_raise_status(st);
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

/* Cancels compiles in worker processes, for good (process exit). */
static PyObject *native_cancel_compiles(PyObject *mod, PyObject *unused) {
  cajit_compile_cancel_workers();
  Py_RETURN_NONE;
}

static PyObject *native_gemm_provider(PyObject *mod, PyObject *unused) {
  return PyUnicode_FromString(cajit_runtime_gemm_provider());
}

/* set_gemm_tiles(mode): 0 auto, 1 on, 2 off (cajit_gemm_tiles_mode);
 * raises Error for on without AVX-512F. */
static PyObject *native_set_gemm_tiles(PyObject *mod, PyObject *arg) {
  long mode = PyLong_AsLong(arg);
  if (mode == -1 && PyErr_Occurred()) return NULL;
  cajit_status st = cajit_runtime_set_gemm_tiles((cajit_gemm_tiles_mode)mode);
  if (st) return cajit_py_raise_status(st);
  return PyBool_FromLong(cajit_runtime_gemm_tiles_active());
}

static PyObject *native_gemm_tiles_active(PyObject *mod, PyObject *unused) {
  return PyBool_FromLong(cajit_runtime_gemm_tiles_active());
}

/* gemm_calls() -> (tiles, blas): GEMMs run by cajit's tiles and by the
 * BLAS in this process. */
static PyObject *native_gemm_calls(PyObject *mod, PyObject *unused) {
  int64_t tiles = 0, blas = 0;
  cajit_runtime_gemm_calls(&tiles, &blas);
  return Py_BuildValue("(LL)", (long long)tiles, (long long)blas);
}

static PyMethodDef native_methods[] = {
    {"dump", native_dump, METH_VARARGS,
     "dump(text, stage) -> str: the graph, kernel IR or LLVM IR of a .cag"},
    {"set_num_threads", native_set_num_threads, METH_O,
     "set the runtime thread pool size"},
    {"set_dlpack_exporter", native_set_dlpack_exporter, METH_O,
     "set the function that turns a tensor into a DLPack capsule"},
    {"set_plain_tensor_types", cajit_py_set_plain_tensor_types, METH_VARARGS,
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
    {"set_gemm_tiles", native_set_gemm_tiles, METH_O,
     "set_gemm_tiles(mode) -> active: 0 auto, 1 on, 2 off"},
    {"gemm_tiles_active", native_gemm_tiles_active, METH_NOARGS,
     "whether f32 GEMMs run on cajit's tiles now"},
    {"gemm_calls", native_gemm_calls, METH_NOARGS,
     "(tiles, blas): GEMMs run by cajit's tiles and by the BLAS"},
    {"cancel_compiles", native_cancel_compiles, METH_NOARGS,
     "end compiles running in worker processes and fail later ones (exit)"},
    {"num_threads", native_num_threads, METH_NOARGS,
     "the runtime thread pool size"},
    {"tool_main", cajit_py_tool_main, METH_VARARGS,
     "tool_main(name, argv) -> int: run cajit-dump or cajit-run"},
    {"cache_trim", cajit_py_cache_trim, METH_VARARGS,
     "cache_trim(root) -> (bytes_before, bytes_after, removed, skipped): "
     "least recently used entries out, to within CAJIT_CACHE_MAX_MB"},
    {"cache_touch", cajit_py_cache_touch, METH_VARARGS,
     "cache_touch(path): mark a cache entry used now"},
    {"release_file_pages", cajit_py_release_file_pages, METH_O,
     "release_file_pages(((st_dev, st_ino), ...)) -> int: drop the pages of "
     "those loaded objects' read-only segments (refaulted from the page "
     "cache when touched); bytes advised"},
    {"memory_stats", cajit_py_memory_stats, METH_NOARGS,
     "memory_stats() -> dict: bytes the runtime keeps between calls "
     "(compiled graphs' arenas, the block cache of freed outputs)"},
    {"empty_cache", cajit_py_empty_cache, METH_NOARGS,
     "empty_cache() -> int: free what those caches keep; bytes freed"},
    {"set_idle_arena_limit", cajit_py_set_idle_arena_limit, METH_O,
     "set_idle_arena_limit(bytes or None): bound the bytes compiled graphs' "
     "arenas keep between calls (None: CAJIT_IDLE_ARENA_MB's, default 1024 "
     "MiB)"},
    {"set_block_cache_limit", cajit_py_set_block_cache_limit, METH_O,
     "set_block_cache_limit(bytes or None): bound the bytes of freed outputs "
     "kept for the next call (None: CAJIT_BLOCK_CACHE_MB's, default 1024 "
     "MiB)"},
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
  if (PyType_Ready(&cajit_py_compiled_type) < 0 ||
      PyType_Ready(&cajit_py_gpu_program_type) < 0)
    return NULL;
  if (cajit_py_host_init() < 0) return NULL;
  PyObject *m = PyModule_Create(&native_module);
  if (!m) return NULL;
  cajit_py_error = PyErr_NewException("cajit._native.Error", NULL, NULL);
  cajit_py_guard_error =
      PyErr_NewException("cajit._native.GuardError", cajit_py_error, NULL);
  if (!cajit_py_error || !cajit_py_guard_error ||
      PyModule_AddObjectRef(m, "Error", cajit_py_error) < 0 ||
      PyModule_AddObjectRef(m, "GuardError", cajit_py_guard_error) < 0 ||
      PyModule_AddObjectRef(m, "Compiled",
                            (PyObject *)&cajit_py_compiled_type) < 0 ||
      PyModule_AddObjectRef(m, "GpuProgram",
                            (PyObject *)&cajit_py_gpu_program_type) < 0 ||
      cajit_py_request_type_init(m) < 0) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
