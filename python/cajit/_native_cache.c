/* The caches' size limit for the Python side (python/cajit/cache.py): the
 * graph cache's puts trim the root the way the C object cache's puts do
 * (jit/cache_trim.c), and its hits mark entries used. */
#include "_native.h"
#include "cajit/object_cache.h"

/* cache_trim(root) -> (bytes_before, bytes_after, removed, skipped), with
 * the limit of $CAJIT_CACHE_MAX_MB (cajit_cache_max_bytes). */
PyObject *cajit_py_cache_trim(PyObject *mod, PyObject *args) {
  const char *root;
  if (!PyArg_ParseTuple(args, "s", &root)) return NULL;
  cajit_cache_trim_result r;
  PyThreadState *ts = PyEval_SaveThread(); /* the scan does no Python */
  cajit_status s = cajit_cache_trim(root, cajit_cache_max_bytes(), &r);
  PyEval_RestoreThread(ts);
  if (s) {
    PyErr_SetString(PyExc_OSError, cajit_status_message(s));
    cajit_status_free(s);
    return NULL;
  }
  return Py_BuildValue("(KKLO)", (unsigned long long)r.bytes_before,
                       (unsigned long long)r.bytes_after, (long long)r.removed,
                       r.skipped ? Py_True : Py_False);
}

/* cache_touch(path): marks a cache entry used now. */
PyObject *cajit_py_cache_touch(PyObject *mod, PyObject *args) {
  const char *path;
  if (!PyArg_ParseTuple(args, "s", &path)) return NULL;
  cajit_cache_touch(path);
  Py_RETURN_NONE;
}
