/* Op family "host": impure nodes that call back into the host (hooks,
 * custom autograd.Function backward, gradient accumulation, final
 * callbacks), as listed in docs/format.md ("Host ops").
 *
 * The host decides what these return, so their declared result types are
 * trusted; the rules check what is checkable: hook / ctx indices are below
 * the graph's hooks count, accumulate_grad and post_acc_grad_hook take a
 * graph input as the parameter, and hooks that replace gradients return as many
 * results as they take. */
#include "ops/families.h"
#include "ops/infer.h"

#define FAMILY "host"

static cajit_status hook_index(cajit_infer *inf, const char *param) {
  const cajit_expr *e;
  int64_t i;
  CAJIT_RETURN_IF_ERROR(cajit_bound_int(inf->args, param, &e));
  if (!cajit_expr_as_int(e, &i))
    return cajit_infer_fail("argument `%s` must be a constant index", param);
  if (i < 0 || i >= inf->g->hooks_count)
    return cajit_infer_fail("argument `%s`: hook %lld out of range (hooks "
                            "%d)",
                            param, (long long)i, inf->g->hooks_count);
  return NULL;
}

/* Copies the node's declared result types. */
static cajit_status declared(cajit_infer *inf) {
  const cajit_node *n = inf->n;
  for (int32_t j = 0; j < n->result_count; j++) {
    const cajit_value *v = &inf->g->values[n->results[j]];
    if (j >= inf->max_results) return cajit_infer_fail("too many results");
    inf->types[j] = v->type;
    inf->syms[j] = v->sym;
  }
  inf->count = n->result_count;
  return NULL;
}

static cajit_status expect_results(cajit_infer *inf, int32_t want,
                                   const char *why) {
  if (inf->n->result_count != want)
    return cajit_infer_fail("%d result%s declared, %s gives %d",
                            inf->n->result_count,
                            inf->n->result_count == 1 ? "" : "s", why, want);
  return declared(inf);
}

static cajit_status param_input(cajit_infer *inf, const cajit_type **out) {
  int32_t id;
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "param", &id, out));
  if (inf->g->values[id].node != -1)
    return cajit_infer_fail("argument `param`: %%%d is not a graph input", id);
  return NULL;
}

static cajit_status list_count(cajit_infer *inf, const char *param,
                               int32_t *out) {
  const cajit_arg *a = cajit_bound_arg(inf->args, param);
  *out = a && a->kind == CAJIT_ARG_LIST ? a->u.list.count : 0;
  return NULL;
}

static cajit_status infer_tensor_pre_hook(cajit_infer *inf) {
  CAJIT_RETURN_IF_ERROR(hook_index(inf, "hook"));
  return expect_results(inf, 1, "a tensor hook");
}

/* Compiled autograd's C++ tensor pre-hooks (retain_grad, ...) registered
 * under `id` for the running backward; id is not an index into hooks. */
static cajit_status infer_cpp_tensor_pre_hook(cajit_infer *inf) {
  return expect_results(inf, 1, "a tensor hook");
}

static cajit_status infer_pre_hook(cajit_infer *inf) {
  int32_t n;
  CAJIT_RETURN_IF_ERROR(hook_index(inf, "hook"));
  CAJIT_RETURN_IF_ERROR(list_count(inf, "grads", &n));
  return expect_results(inf, n, "the list of grads");
}

static cajit_status infer_post_hook(cajit_infer *inf) {
  int32_t n;
  CAJIT_RETURN_IF_ERROR(hook_index(inf, "hook"));
  CAJIT_RETURN_IF_ERROR(list_count(inf, "grad_inputs", &n));
  return expect_results(inf, n, "the list of grad_inputs");
}

static cajit_status infer_post_acc_grad_hook(cajit_infer *inf) {
  const cajit_type *p;
  CAJIT_RETURN_IF_ERROR(hook_index(inf, "hook"));
  CAJIT_RETURN_IF_ERROR(param_input(inf, &p));
  return expect_results(inf, 0, "a post-accumulate-grad hook");
}

static cajit_status infer_backward(cajit_infer *inf) {
  CAJIT_RETURN_IF_ERROR(hook_index(inf, "ctx"));
  return declared(inf);
}

/* The grad's shape is not compared with the parameter's: the host
 * accumulates (and reports a mismatch) as torch's AccumulateGrad does, and
 * docs/format.md's own example passes a grad of another shape. */
static cajit_status infer_accumulate_grad(cajit_infer *inf) {
  const cajit_type *p, *g;
  int32_t id;
  bool has_post_hooks;
  CAJIT_RETURN_IF_ERROR(param_input(inf, &p));
  CAJIT_RETURN_IF_ERROR(cajit_infer_tensor_arg(inf, "grad", &id, &g));
  CAJIT_RETURN_IF_ERROR(
      cajit_bound_bool(inf->args, "has_post_hooks", &has_post_hooks));
  return expect_results(inf, 0, "accumulate_grad");
}

static cajit_status infer_final_callbacks(cajit_infer *inf) {
  return expect_results(inf, 0, "final_callbacks");
}

const cajit_op_def cajit_ops_host[] = {
    {"host.accumulate_grad",
     "host::accumulate_grad(Tensor param, Tensor grad, *, bool has_post_hooks) "
     "-> ()",
     FAMILY, CAJIT_OP_IMPURE, infer_accumulate_grad, NULL},
    {"host.backward",
     "host::backward(Any[] saved, Tensor?[] grads, *, int ctx) -> Tensor?[]",
     FAMILY, CAJIT_OP_IMPURE, infer_backward, NULL},
    {"host.cpp_tensor_pre_hook",
     "host::cpp_tensor_pre_hook(Tensor grad, *, int id) -> Tensor", FAMILY,
     CAJIT_OP_IMPURE, infer_cpp_tensor_pre_hook, NULL},
    {"host.final_callbacks", "host::final_callbacks() -> ()", FAMILY,
     CAJIT_OP_IMPURE, infer_final_callbacks, NULL},
    {"host.post_acc_grad_hook",
     "host::post_acc_grad_hook(Tensor param, *, int hook) -> ()", FAMILY,
     CAJIT_OP_IMPURE, infer_post_acc_grad_hook, NULL},
    {"host.post_hook",
     "host::post_hook(Tensor?[] grad_inputs, Tensor?[] grad_outputs, *, int "
     "hook) -> Tensor?[]",
     FAMILY, CAJIT_OP_IMPURE, infer_post_hook, NULL},
    {"host.pre_hook",
     "host::pre_hook(Tensor?[] grads, *, int hook) -> Tensor?[]", FAMILY,
     CAJIT_OP_IMPURE, infer_pre_hook, NULL},
    {"host.tensor_pre_hook",
     "host::tensor_pre_hook(Tensor grad, *, int hook) -> Tensor", FAMILY,
     CAJIT_OP_IMPURE, infer_tensor_pre_hook, NULL},
};
CAJIT_FAMILY_COUNT(host);
