/* Host fast paths of cajit._native (see _native.h). */
#include "_native.h"

#include <stdbool.h>

/* accumulate_grad and final_callbacks run once per parameter and once per
 * backward: going through the Python host object (_Host.call, hostops,
 * compiled autograd's AccumulateGrad) cost tens of µs each, more than the
 * whole compiled graph of a small model. The common cases are done here
 * with AccumulateGrad's semantics (torch/csrc/autograd/functions/
 * accumulate_grad.h) for grad mode off, which is how cajit runs graphs
 * (CompiledGraph refuses or runs eagerly otherwise):
 *
 *   param.grad is None   param.grad = grad itself when the graph donated
 *                        it (cajit_host_request.owned_inputs: memory of
 *                        its own, never used after) and it has param's
 *                        strides, as eager steals a fresh grad; else a
 *                        copy with param's strides (clone_obey_contract;
 *                        a lent grad is the runtime's memory);
 *   param.grad a dense   param.grad.add_(grad), in place (same object).
 *   tensor of grad's dtype
 *
 * Anything else (no unique parameter, other dtypes or layouts, a tensor
 * subclass, a non-dense parameter, shapes that differ) takes the Python
 * path. Set up by set_host_fast_paths; off until then. */
typedef struct fast_paths {
  PyObject *from_dlpack;   /* torch.from_dlpack */
  PyObject *empty_like;    /* torch.empty_like */
  PyObject *strided;       /* torch.strided */
  PyObject *tensor_type;   /* torch.Tensor (exact type required) */
  PyObject *param_type;    /* torch.nn.Parameter */
  PyObject *engine;        /* FakeCompiledAutogradEngine */
  PyObject *grad_enabled;  /* torch.is_grad_enabled */
  unsigned long long hits; /* accumulate_grad calls done here */
  unsigned long long misses;
  unsigned long long steals; /* hits that took a donated grad as .grad */
} fast_paths;

static fast_paths fast;

/* Whether t's elements are exactly covered by its strides, each once
 * (torch's is_non_overlapping_and_dense): then empty_like keeps them. */
static bool non_overlapping_and_dense(const DLTensor *t) {
  if (!t->strides) return true;
  int32_t order[16];
  if (t->ndim > 16) return false;
  for (int32_t i = 0; i < t->ndim; i++)
    order[i] = i;
  for (int32_t i = 1; i < t->ndim; i++) /* insertion sort by stride */
    for (int32_t j = i;
         j > 0 && t->strides[order[j - 1]] > t->strides[order[j]]; j--) {
      int32_t x = order[j];
      order[j] = order[j - 1];
      order[j - 1] = x;
    }
  int64_t expected = 1;
  for (int32_t i = 0; i < t->ndim; i++) {
    int64_t d = order[i];
    if (t->shape[d] == 1) continue;
    if (t->strides[d] != expected) return false;
    expected *= t->shape[d];
  }
  return true;
}

static bool same_geometry(const DLTensor *a, const DLTensor *b) {
  if (a->ndim != b->ndim) return false;
  for (int32_t d = 0; d < a->ndim; d++)
    if (a->shape[d] != b->shape[d]) return false;
  if (!a->strides || !b->strides) return a->strides == b->strides;
  for (int32_t d = 0; d < a->ndim; d++)
    if (a->shape[d] > 1 && a->strides[d] != b->strides[d]) return false;
  return true;
}

/* Stride of dim d in elements (NULL strides: row-major contiguous). */
static int64_t stride_of(const DLTensor *t, int32_t d) {
  if (t->strides) return t->strides[d];
  int64_t s = 1;
  for (int32_t k = t->ndim - 1; k > d; k--)
    s *= t->shape[k];
  return s;
}

/* a and b (same shape) lay their elements out alike: AccumulateGrad's
 * layout contract for a grad it keeps. */
static bool same_strides(const DLTensor *a, const DLTensor *b) {
  for (int32_t d = 0; d < a->ndim; d++)
    if (a->shape[d] > 1 && stride_of(a, d) != stride_of(b, d)) return false;
  return b->byte_offset == 0;
}

static bool same_type(const DLTensor *a, const DLTensor *b) {
  return a->dtype.code == b->dtype.code && a->dtype.bits == b->dtype.bits &&
         a->dtype.lanes == b->dtype.lanes;
}

/* The call's input that the runtime lent as t (same memory and geometry):
 * a Parameter, else the only match, else NULL (a saved tensor may share the
 * parameter's memory: Python sorts that out). Borrowed reference. */
static PyObject *caller_tensor(const py_host *h, const DLTensor *t) {
  PyObject *found = NULL;
  int matches = 0;
  char *data = (char *)t->data + t->byte_offset;
  for (int32_t i = 0; i < h->input_count; i++) {
    const DLTensor *in = h->in_ptrs[i];
    if (!in) continue; /* released (stolen inputs) */
    if ((char *)in->data + in->byte_offset != data || !same_geometry(in, t) ||
        !same_type(in, t))
      continue;
    PyObject *obj = PySequence_Fast_GET_ITEM(h->inputs, i);
    if (Py_IS_TYPE(obj, (PyTypeObject *)fast.param_type)) return obj;
    if (!matches++) found = obj;
  }
  return matches == 1 ? found : NULL;
}

/* 1: done, 0: not a fast case (Python path), -1: a Python error. */
static int accumulate_grad_fast(const py_host *h, const cajit_host_request *req,
                                PyObject *param) {
  const DLTensor *p = NULL, *g = req->inputs[1];
  for (int32_t i = 0; i < h->input_count && !p; i++)
    if (PySequence_Fast_GET_ITEM(h->inputs, i) == param) p = h->in_ptrs[i];
  if (!p || !g || !same_type(p, g) || p->ndim != g->ndim ||
      !non_overlapping_and_dense(p))
    return 0;
  for (int32_t d = 0; d < p->ndim; d++)
    if (p->shape[d] != g->shape[d]) return 0;
  PyObject *current = PyObject_GetAttrString(param, "grad");
  if (!current) return -1;
  int done = 0;
  PyObject *layout = NULL, *grad = NULL, *capsule = NULL, *r = NULL;
  if (current != Py_None) {
    /* A dense tensor of the parameter's dtype (.grad setters enforce the
     * shape and device): torch.Tensor exactly, no subclass hooks. */
    if (!Py_IS_TYPE(current, (PyTypeObject *)fast.tensor_type)) goto out;
    layout = PyObject_GetAttrString(current, "layout");
    if (!layout) goto fail;
    if (layout != fast.strided) goto out;
    PyObject *cd = PyObject_GetAttrString(current, "dtype");
    PyObject *pd = cd ? PyObject_GetAttrString(param, "dtype") : NULL;
    bool same = cd && pd && cd == pd;
    Py_XDECREF(cd);
    Py_XDECREF(pd);
    if (PyErr_Occurred()) goto fail;
    if (!same) goto out;
  }
  if (current == Py_None && req->owned_inputs && req->owned_inputs[1] &&
      same_strides(p, g)) {
    /* Steal: the donated tensor becomes .grad (its memory returns to the
     * runtime when torch frees it). */
    DLManagedTensor *owned = req->owned_inputs[1];
    req->owned_inputs[1] = NULL;
    capsule = cajit_py_capsule_from_owned(owned);
    grad = capsule ? PyObject_CallOneArg(fast.from_dlpack, capsule) : NULL;
    if (!grad || PyObject_SetAttrString(param, "grad", grad) != 0) goto fail;
    fast.steals++;
    done = 1;
    goto out;
  }
  capsule = cajit_py_capsule_from_borrowed(g);
  grad = capsule ? PyObject_CallOneArg(fast.from_dlpack, capsule) : NULL;
  if (!grad) goto fail;
  if (current != Py_None) {
    r = PyObject_CallMethod(current, "add_", "O", grad);
    if (!r) goto fail;
  } else {
    PyObject *copy = PyObject_CallOneArg(fast.empty_like, param);
    if (!copy) goto fail;
    r = PyObject_CallMethod(copy, "copy_", "O", grad);
    if (!r || PyObject_SetAttrString(param, "grad", copy) != 0) {
      Py_DECREF(copy);
      goto fail;
    }
    Py_DECREF(copy);
  }
  done = 1;
  goto out;
fail:
  done = -1;
out:
  Py_XDECREF(r);
  Py_XDECREF(grad);
  Py_XDECREF(capsule);
  Py_XDECREF(layout);
  Py_DECREF(current);
  return done;
}

/* 1: handled here, 0: use the Python host, -1: a Python error. */
int cajit_py_host_fast_path(py_host *h, const cajit_host_request *req) {
  if (!fast.from_dlpack) return 0;
  /* AccumulateGrad with grad mode on builds a new .grad (double
   * backward); CompiledGraph runs graphs with it off, but stay exact. */
  PyObject *on = PyObject_CallNoArgs(fast.grad_enabled);
  if (!on) return -1;
  Py_DECREF(on);
  if (on != Py_False) return 0;
  if (req->kind == CAJIT_HOST_FINAL_CALLBACKS) {
    /* What hostops._final_callbacks does, without the layers above it. */
    PyObject *r =
        PyObject_CallMethod(fast.engine, "_exec_final_callbacks_stub", NULL);
    Py_XDECREF(r);
    return r ? 1 : -1;
  }
  if (req->kind != CAJIT_HOST_ACCUMULATE_GRAD || req->input_count != 2 ||
      !req->inputs[0])
    return 0;
  /* A custom backward returned None in this call: the Python host decides
   * which accumulations to skip (cajit.undefined). */
  PyObject *undefined = PyObject_GetAttrString(h->host, "undefined_atoms");
  if (!undefined) {
    PyErr_Clear(); /* a host without it has none */
  } else {
    int any = PyObject_IsTrue(undefined);
    Py_DECREF(undefined);
    if (any != 0) return any < 0 ? -1 : 0;
  }
  PyObject *param = caller_tensor(h, req->inputs[0]);
  int done = param ? accumulate_grad_fast(h, req, param) : 0;
  if (done == 1) fast.hits++;
  if (done == 0) fast.misses++;
  return done;
}

/* set_host_fast_paths(from_dlpack, empty_like, strided, Tensor, Parameter,
 * FakeCompiledAutogradEngine, is_grad_enabled) turns the host fast paths
 * on. */
PyObject *cajit_py_set_host_fast_paths(PyObject *mod, PyObject *args) {
  fast_paths f = {0};
  if (!PyArg_ParseTuple(args, "OOOOOOO", &f.from_dlpack, &f.empty_like,
                        &f.strided, &f.tensor_type, &f.param_type, &f.engine,
                        &f.grad_enabled))
    return NULL;
  if (!PyType_Check(f.tensor_type) || !PyType_Check(f.param_type)) {
    PyErr_SetString(PyExc_TypeError, "Tensor and Parameter must be types");
    return NULL;
  }
  PyObject **slots[] = {&fast.from_dlpack, &fast.empty_like, &fast.strided,
                        &fast.tensor_type, &fast.param_type, &fast.engine,
                        &fast.grad_enabled};
  PyObject *given[] = {f.from_dlpack, f.empty_like, f.strided,
                       f.tensor_type, f.param_type, f.engine,
                       f.grad_enabled};
  for (size_t i = 0; i < sizeof given / sizeof *given; i++) {
    Py_INCREF(given[i]);
    Py_XSETREF(*slots[i], given[i]);
  }
  Py_RETURN_NONE;
}

/* fast_path_counts() -> (hits, misses, steals) of the accumulate_grad fast
 * path (steals: donated grads kept as .grad without a copy). */
PyObject *cajit_py_fast_path_counts(PyObject *mod, PyObject *unused) {
  return Py_BuildValue("(KKK)", fast.hits, fast.misses, fast.steals);
}
