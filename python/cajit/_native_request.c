/* The host request as Python sees it: what C knows about a host call,
 * handed over as typed values (cajit._native.HostRequest), so the Python
 * host never parses .cag text or messages to find it out.
 *
 *   kind       "tensor_pre_hook", ..., "fallback" (cajit/host_op_kinds.h)
 *   node       the graph node's index (cajit_graph.nodes)
 *   where      the node as messages name it ("%5 = aten.foo")
 *   hook       the hook / autograd.Function ctx object itself, or None
 *   inputs     borrowed DLPack capsules (None for absent tensors), valid
 *              during the call only
 *   originals  per input: the caller's own tensor when the input is one of
 *              the graph's inputs (a parameter, a saved tensor), else None
 *   split      length of the first list (post_hook, backward)
 *   flags      cajit_host_flags
 *   op         fallback: the op's full name; else None
 *   args       fallback: the arguments, positional then (name, value)
 *              keyword pairs; tensors ("tensor", i), keywords ("word", w),
 *              lists ("list", [...]); else None
 *   results    per result slot: (torch dtype, shape tuple) of its declared
 *              tensor type, evaluated for this call, or None for a `none`
 *              result; None when the symbols' values are unknown
 *
 * The symbols' values are read once per call before the entry runs
 * (cajit_py_eval_symbols), since the call may release the inputs they
 * come from. */
#include <string.h>

#include "_native.h"
#include "cajit/expr.h"
#include "cajit/types.h"

static PyTypeObject HostRequestType;
static PyObject *torch_dtypes[CAJIT_DTYPE_COUNT_]; /* set_torch_dtypes */

static PyStructSequence_Field request_fields[] = {
    {"kind", "host-op kind name"},
    {"node", "graph node index"},
    {"where", "the node, as messages name it"},
    {"hook", "the hook or ctx object, or None"},
    {"inputs", "borrowed DLPack capsules (None for absent tensors)"},
    {"originals", "per input: the caller's tensor if a graph input, else None"},
    {"split", "length of the first list (post_hook, backward)"},
    {"flags", "cajit_host_flags"},
    {"op", "fallback: the op's full name, else None"},
    {"args", "fallback: the decoded arguments, else None"},
    {"results", "per result: (dtype, shape) or None; None if unknown"},
    {NULL, NULL},
};

static PyStructSequence_Desc request_desc = {
    "cajit._native.HostRequest",
    "A host call, as the compiled graph hands it to the Python host.",
    request_fields,
    11,
};

int cajit_py_request_type_init(PyObject *module) {
  if (PyStructSequence_InitType2(&HostRequestType, &request_desc) < 0)
    return -1;
  return PyModule_AddObjectRef(module, "HostRequest",
                               (PyObject *)&HostRequestType);
}

/* set_torch_dtypes({name: torch.dtype}): what `results` names dtypes with
 * (cajit_dtype_name's names); without it, the names themselves. */
PyObject *cajit_py_set_torch_dtypes(PyObject *mod, PyObject *map) {
  if (!PyDict_Check(map)) {
    PyErr_SetString(PyExc_TypeError, "set_torch_dtypes takes a dict");
    return NULL;
  }
  for (int32_t d = 0; d < CAJIT_DTYPE_COUNT_; d++) {
    PyObject *v = PyDict_GetItemString(map, cajit_dtype_name((cajit_dtype)d));
    if (!v) {
      PyErr_Format(PyExc_KeyError, "no torch dtype for %s",
                   cajit_dtype_name((cajit_dtype)d));
      return NULL;
    }
    Py_XSETREF(torch_dtypes[d], Py_NewRef(v));
  }
  Py_RETURN_NONE;
}

/* ---- the symbols' values ------------------------------------------------ */

bool cajit_py_eval_symbols(const cajit_graph *g, DLTensor *const *inputs,
                           int32_t input_count, const int64_t *sizes,
                           const cajit_scalar *scalars, int64_t *ints,
                           double *floats, char *why, size_t cap) {
  for (int32_t k = 0; k < g->binding_count; k++) {
    const cajit_symbol_binding *b = &g->bindings[k];
    bool is_float = cajit_expr_ctx_symbol_type(g->exprs, b->symbol) ==
                    CAJIT_EXPR_TYPE_FLOAT;
    switch (b->source) {
    case CAJIT_SYMBOL_FROM_INPUT_DIM: {
      const DLTensor *t =
          b->index >= 0 && b->index < input_count ? inputs[b->index] : NULL;
      if (!t || b->dim < 0 || b->dim >= t->ndim) {
        snprintf(why, cap, "input %d has no dim %d", (int)b->index,
                 (int)b->dim);
        return false;
      }
      ints[b->symbol] = t->shape[b->dim];
      break;
    }
    case CAJIT_SYMBOL_FROM_SIZES:
      if (b->index < 0 || b->index >= g->sizes_count) {
        snprintf(why, cap, "no sizes entry %d", (int)b->index);
        return false;
      }
      ints[b->symbol] = sizes[b->index];
      break;
    case CAJIT_SYMBOL_FROM_SCALARS:
      if (b->index < 0 || b->index >= g->scalars_count) {
        snprintf(why, cap, "no scalars entry %d", (int)b->index);
        return false;
      }
      if (is_float)
        floats[b->symbol] = scalars[b->index].f;
      else
        ints[b->symbol] = scalars[b->index].i;
      break;
    }
  }
  return true;
}

/* ---- the request --------------------------------------------------------- */

static PyObject *host_value_to_py(const cajit_host_value *v);

PyObject *cajit_py_host_values(const cajit_host_value *vals, int32_t n) {
  PyObject *list = PyList_New(0);
  if (!list) return NULL;
  for (int32_t i = 0; i < n; i++) {
    PyObject *item = host_value_to_py(&vals[i]);
    if (item && vals[i].name) {
      PyObject *pair = Py_BuildValue("(sN)", vals[i].name, item);
      item = pair;
    }
    if (!item || PyList_Append(list, item) != 0) {
      Py_XDECREF(item);
      Py_DECREF(list);
      return NULL;
    }
    Py_DECREF(item);
  }
  return list;
}

static PyObject *host_value_to_py(const cajit_host_value *v) {
  switch (v->kind) {
  case CAJIT_HOST_VALUE_NONE: Py_RETURN_NONE;
  case CAJIT_HOST_VALUE_BOOL: return PyBool_FromLong(v->u.b);
  case CAJIT_HOST_VALUE_INT: return PyLong_FromLongLong(v->u.i);
  case CAJIT_HOST_VALUE_FLOAT: return PyFloat_FromDouble(v->u.f);
  case CAJIT_HOST_VALUE_STRING: return PyUnicode_FromString(v->u.s);
  case CAJIT_HOST_VALUE_WORD: return Py_BuildValue("(ss)", "word", v->u.s);
  case CAJIT_HOST_VALUE_TENSOR:
    return Py_BuildValue("(si)", "tensor", (int)v->u.tensor);
  case CAJIT_HOST_VALUE_LIST: {
    PyObject *items = cajit_py_host_values(v->u.list.items, v->u.list.count);
    return items ? Py_BuildValue("(sN)", "list", items) : NULL;
  }
  }
  PyErr_SetString(PyExc_RuntimeError, "unknown host value kind");
  return NULL;
}

static PyObject *borrowed_inputs(const cajit_host_request *req) {
  PyObject *list = PyList_New(req->input_count);
  if (!list) return NULL;
  for (int32_t i = 0; i < req->input_count; i++) {
    PyObject *c = cajit_py_capsule_from_borrowed(req->inputs[i]);
    if (!c) {
      Py_DECREF(list);
      return NULL;
    }
    PyList_SET_ITEM(list, i, c);
  }
  return list;
}

/* The caller's tensor behind each lent input: compiled code passes an
 * input root as the very DLTensor the call was given (or input_now
 * returned), which py_host.in_ptrs holds until the input is released. */
static PyObject *originals(const py_host *h, const cajit_host_request *req) {
  PyObject *list = PyList_New(req->input_count);
  if (!list) return NULL;
  for (int32_t k = 0; k < req->input_count; k++) {
    PyObject *t = Py_None;
    for (int32_t i = 0; req->inputs[k] && i < h->input_count; i++)
      if (h->in_ptrs[i] == req->inputs[k]) {
        t = PySequence_Fast_GET_ITEM(h->inputs, i);
        break;
      }
    PyList_SET_ITEM(list, k, Py_NewRef(t));
  }
  return list;
}

static PyObject *dtype_object(cajit_dtype d) {
  if (d >= 0 && d < CAJIT_DTYPE_COUNT_ && torch_dtypes[d])
    return Py_NewRef(torch_dtypes[d]);
  return PyUnicode_FromString(cajit_dtype_name(d));
}

/* (dtype, shape) of a tensor type under the call's symbols, or None when
 * a size does not evaluate (the error is cleared: unknown, not fatal). */
static PyObject *tensor_meta(const py_host *h, const cajit_type *t) {
  cajit_expr_binding b = {h->sym_ints, h->sym_floats, h->sym_count};
  PyObject *shape = PyTuple_New(t->ndim);
  if (!shape) return NULL;
  for (int32_t d = 0; d < t->ndim; d++) {
    int64_t v;
    cajit_status s = cajit_expr_eval_int(t->shape[d], &b, &v);
    if (s) {
      cajit_status_free(s);
      Py_DECREF(shape);
      Py_RETURN_NONE;
    }
    PyObject *x = PyLong_FromLongLong(v);
    if (!x) {
      Py_DECREF(shape);
      return NULL;
    }
    PyTuple_SET_ITEM(shape, d, x);
  }
  PyObject *dtype = dtype_object(t->dtype);
  return dtype ? Py_BuildValue("(NN)", dtype, shape) : (Py_DECREF(shape), NULL);
}

static PyObject *result_metas(const py_host *h, const cajit_host_request *req) {
  const cajit_graph *g = h->graph;
  if (!g || !h->sym_ok || req->node < 0 || req->node >= g->node_count)
    Py_RETURN_NONE;
  const cajit_node *n = &g->nodes[req->node];
  PyObject *list = PyList_New(n->result_count);
  for (int32_t i = 0; list && i < n->result_count; i++) {
    const cajit_type *t = &g->values[n->results[i]].type;
    PyObject *m =
        t->kind == CAJIT_TYPE_TENSOR ? tensor_meta(h, t) : Py_NewRef(Py_None);
    if (!m)
      Py_CLEAR(list);
    else
      PyList_SET_ITEM(list, i, m);
  }
  return list;
}

static PyObject *str_or_none(const char *s) {
  return s ? PyUnicode_FromString(s) : Py_NewRef(Py_None);
}

/* Item k of the request (request_fields order); NULL with an exception. */
static PyObject *request_item(const py_host *h, const cajit_host_request *req,
                              int32_t k) {
  bool fallback = req->kind == CAJIT_HOST_FALLBACK;
  switch (k) {
  case 0: return PyUnicode_FromString(cajit_host_op_kind_name(req->kind));
  case 1: return PyLong_FromLong(req->node);
  case 2: return PyUnicode_FromString(req->where ? req->where : "?");
  case 3: return Py_NewRef(req->hook ? (PyObject *)req->hook : Py_None);
  case 4: return borrowed_inputs(req);
  case 5: return originals(h, req);
  case 6: return PyLong_FromLong(req->input_split);
  case 7: return PyLong_FromUnsignedLong(req->flags);
  case 8: return str_or_none(fallback ? req->op_name : NULL);
  case 9:
    return fallback ? cajit_py_host_values(req->args, req->arg_count)
                    : Py_NewRef(Py_None);
  case 10: return result_metas(h, req);
  }
  return Py_NewRef(Py_None);
}

PyObject *cajit_py_host_request(const py_host *h,
                                const cajit_host_request *req) {
  PyObject *r = PyStructSequence_New(&HostRequestType);
  for (int32_t k = 0; r && k < request_desc.n_in_sequence; k++) {
    PyObject *item = request_item(h, req, k);
    if (!item)
      Py_CLEAR(r);
    else
      PyStructSequence_SET_ITEM(r, k, item);
  }
  return r;
}
