/* The command-line tools inside the extension: `tool_main(name, argv)` runs
 * cajit-dump's or cajit-run's main() in this process, so the wheel's console
 * scripts (cajit.tools) need no second copy of LLVM in executables of their
 * own. The tools' sources are compiled into the extension with their main
 * renamed (python/CMakeLists.txt). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "_native.h"

int cajit_dump_main(int argc, char **argv);
int cajit_run_main(int argc, char **argv);

/* tool_main(name, argv: list[str]) -> int: the tool's exit status. The GIL
 * is released while it runs (it calls no Python). */
PyObject *cajit_py_tool_main(PyObject *mod, PyObject *args) {
  const char *name;
  PyObject *list;
  if (!PyArg_ParseTuple(args, "sO!", &name, &PyList_Type, &list)) return NULL;
  int (*tool)(int, char **) = strcmp(name, "cajit-dump") == 0  ? cajit_dump_main
                              : strcmp(name, "cajit-run") == 0 ? cajit_run_main
                                                               : NULL;
  if (!tool) return PyErr_Format(PyExc_ValueError, "no tool named '%s'", name);
  Py_ssize_t n = PyList_GET_SIZE(list);
  if (n < 1 || n > 4096)
    return PyErr_Format(PyExc_ValueError, "argv has %zd entries", n);
  char **argv = PyMem_Calloc((size_t)n + 1, sizeof *argv);
  if (!argv) return PyErr_NoMemory();
  PyObject *result = NULL;
  for (Py_ssize_t i = 0; i < n; i++) {
    const char *a = PyUnicode_AsUTF8(PyList_GET_ITEM(list, i));
    if (!a || !(argv[i] = strdup(a))) {
      if (a) PyErr_NoMemory();
      goto done;
    }
  }
  fflush(NULL);
  PyThreadState *ts = PyEval_SaveThread();
  int rc = tool((int)n, argv);
  fflush(NULL);
  PyEval_RestoreThread(ts);
  result = PyLong_FromLong(rc);
done:
  for (Py_ssize_t i = 0; i < n; i++)
    free(argv[i]);
  PyMem_Free(argv);
  return result;
}
